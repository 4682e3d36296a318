// The 16-bit conversions of core/simd-inl.h (WidenBf16/LoadBf16, WidenF16/LoadF16, DemoteBf16,
// DemoteF16, RoundBf16High, RoundBf16HighFromBf16) against the scalar conversions of core/dtype.h,
// bit for bit, on every SIMD target compiled in and supported here: every 16-bit pattern widened,
// and narrowed from every high half of fp32 (sign, exponent, 7 mantissa bits) with low halves
// that sit on and around both roundings' ties and sticky bits, plus every 251st fp32 pattern.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "tests/core/simd_test.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstdint>
#include <cstring>
#include <vector>

#include "core/simd-inl.h"

HWY_BEFORE_NAMESPACE();
namespace simd_test {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
namespace core = aclnn_cpu::HWY_NAMESPACE;

// n is a multiple of every target's lane count (n % 64 == 0).
void Widen(const uint16_t* in, float* bf16, float* bf16_loaded, float* f16, float* f16_loaded, size_t n) {
  const hn::ScalableTag<float> df;
  const hn::Rebind<uint16_t, decltype(df)> d16;
  const size_t N = hn::Lanes(df);
  for (size_t i = 0; i < n; i += N) {
    hn::StoreU(core::WidenBf16(df, hn::LoadU(d16, in + i)), df, bf16 + i);
    hn::StoreU(core::LoadBf16(df, in + i), df, bf16_loaded + i);
    hn::StoreU(core::WidenF16(df, hn::LoadU(d16, in + i)), df, f16 + i);
    hn::StoreU(core::LoadF16(df, in + i), df, f16_loaded + i);
  }
}

// bf16 / f16: Demote*; stored: Store*; high: RoundBf16High's high halves; from_bf16: the same of
// RoundBf16HighFromBf16.
void Narrow(const float* in, uint16_t* bf16, uint16_t* f16, uint16_t* bf16_stored, uint16_t* f16_stored,
            uint16_t* high, uint16_t* from_bf16, size_t n) {
  const hn::ScalableTag<float> df;
  const hn::Rebind<uint16_t, decltype(df)> d16;
  const hn::RebindToUnsigned<decltype(df)> du;
  const size_t N = hn::Lanes(df);
  HWY_ALIGN uint32_t lanes[hn::MaxLanes(du)];
  for (size_t i = 0; i < n; i += N) {
    const auto v = hn::LoadU(df, in + i);
    hn::StoreU(core::DemoteBf16(df, v), d16, bf16 + i);
    hn::StoreU(core::DemoteF16(df, v), d16, f16 + i);
    core::StoreBf16(df, v, bf16_stored + i);
    core::StoreF16(df, v, f16_stored + i);
    hn::Store(core::RoundBf16High(df, v), du, lanes);
    for (size_t k = 0; k < N; ++k) high[i + k] = static_cast<uint16_t>(lanes[k] >> 16);
    hn::Store(core::RoundBf16HighFromBf16(df, v), du, lanes);
    for (size_t k = 0; k < N; ++k) from_bf16[i + k] = static_cast<uint16_t>(lanes[k] >> 16);
  }
}

const char* Target() { return hwy::TargetName(HWY_TARGET); }

}  // namespace HWY_NAMESPACE
}  // namespace simd_test
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <gtest/gtest.h>

#include "core/cpu.h"
#include "core/dtype.h"

namespace simd_test {
HWY_EXPORT(Widen);
HWY_EXPORT(Narrow);
HWY_EXPORT(Target);

namespace {
using aclnn_cpu::Bf16ToF32;
using aclnn_cpu::F16ToF32;
using aclnn_cpu::F32ToBf16;
using aclnn_cpu::F32ToF16;
using aclnn_cpu::FloatBits;

bool IsNaNBits(uint32_t u) { return (u & 0x7fffffffu) > 0x7f800000u; }

// Every target, pinned in turn; fn() runs the checks on each.
template <class F>
void OnEveryTarget(F fn) {
  for (int64_t target : aclnn_cpu::TestTargets()) {
    const char* name = aclnn_cpu::PinTargetForTest(target);
    SCOPED_TRACE(name);
    ASSERT_STREQ(HWY_DYNAMIC_DISPATCH(Target)(), name);  // the pin reaches this file's dispatch too
    fn();
    if (::testing::Test::HasFatalFailure()) break;
  }
  aclnn_cpu::PinTargetForTest(0);
}

// Low halves: zero, the bf16 tie (0x8000) and its neighbours, the fp16 tie of the 13 dropped bits
// (0x1000 and 0x1000 + 0x2000 k: both parities of the kept bit) with neighbours and sticky bits,
// and a few irregular ones.
std::vector<uint32_t> LowHalves() {
  std::vector<uint32_t> lo = {0x0000, 0x0001, 0x0002, 0x7ffe, 0x7fff, 0x8000, 0x8001, 0xffff, 0xfffe,
                              0x5555, 0xaaaa, 0x1234, 0xedcb, 0x4000, 0xc000};
  for (uint32_t k = 0; k < 8; ++k) {
    const uint32_t t = 0x1000 + 0x2000 * k;
    for (uint32_t d : {0u, 1u, 0xfffu}) lo.push_back(t + d - (d == 0xfffu ? 0x1000u : 0u));  // t, t + 1, t - 1
    lo.push_back(t - 0x1000);  // exact
  }
  return lo;
}

// The inputs in chunks of at most 2^20 (padded to a multiple of 64 with zeros): every high half with
// every low half of LowHalves(), then every 251st fp32 pattern.
template <class F>
void ForEachInputChunk(F fn) {
  const std::vector<uint32_t> lo = LowHalves();
  std::vector<float> chunk;
  auto flush = [&] {
    while (chunk.size() % 64) chunk.push_back(0.0f);
    fn(chunk);
    chunk.clear();
  };
  for (uint32_t hi = 0; hi < 65536; ++hi) {
    for (uint32_t l : lo) chunk.push_back(aclnn_cpu::BitsFloat(hi << 16 | l));
    if (chunk.size() >= (1u << 20) - 64) flush();
  }
  for (uint64_t u = 0; u <= 0xffffffffull; u += 251) {
    chunk.push_back(aclnn_cpu::BitsFloat(static_cast<uint32_t>(u)));
    if (chunk.size() == (1u << 20)) flush();
  }
  flush();
}

}  // namespace

TEST(Simd16, WidenEveryPatternOnEveryTarget) {
  std::vector<uint16_t> in(65536);
  for (uint32_t i = 0; i < 65536; ++i) in[i] = static_cast<uint16_t>(i);
  std::vector<float> bf(65536), bfl(65536), h(65536), hl(65536);
  OnEveryTarget([&] {
    HWY_DYNAMIC_DISPATCH(Widen)(in.data(), bf.data(), bfl.data(), h.data(), hl.data(), in.size());
    for (uint32_t i = 0; i < 65536; ++i) {
      const uint16_t x = static_cast<uint16_t>(i);
      ASSERT_EQ(FloatBits(bf[i]), FloatBits(Bf16ToF32(x))) << std::hex << i;
      ASSERT_EQ(FloatBits(bfl[i]), FloatBits(Bf16ToF32(x))) << std::hex << i;
      ASSERT_EQ(FloatBits(h[i]), FloatBits(F16ToF32(x))) << std::hex << i;
      ASSERT_EQ(FloatBits(hl[i]), FloatBits(F16ToF32(x))) << std::hex << i;
    }
  });
}

TEST(Simd16, NarrowTiesNaNInfDenormalsOnEveryTarget) {
  // The inputs include what matters: ties of both roundings taken both ways, NaN payloads that
  // would carry into the sign, Inf, the largest finite values and the denormals of both formats.
  size_t ties = 0, nans = 0, denormals = 0;
  ForEachInputChunk([&](const std::vector<float>& in) {
    if (::testing::Test::HasFatalFailure()) return;  // one report is enough
    const size_t n = in.size();
    std::vector<uint16_t> want_bf(n), want_h(n);
    for (size_t i = 0; i < n; ++i) {
      const uint32_t u = FloatBits(in[i]);
      want_bf[i] = F32ToBf16(in[i]);
      want_h[i] = F32ToF16(in[i]);
      ties += (u & 0xffffu) == 0x8000u;
      nans += IsNaNBits(u);
      denormals += (u & 0x7f800000u) == 0 && (u & 0x7fffffu) != 0;
    }
    std::vector<uint16_t> bf(n), h(n), bfs(n), hs(n), high(n), from_bf16(n);
    OnEveryTarget([&] {
      HWY_DYNAMIC_DISPATCH(Narrow)(in.data(), bf.data(), h.data(), bfs.data(), hs.data(), high.data(),
                                   from_bf16.data(), n);
      for (size_t i = 0; i < n; ++i) {
        const uint32_t u = FloatBits(in[i]);
        ASSERT_EQ(bf[i], want_bf[i]) << std::hex << u;
        ASSERT_EQ(bfs[i], want_bf[i]) << std::hex << u;
        ASSERT_EQ(high[i], want_bf[i]) << std::hex << u;
        ASSERT_EQ(h[i], want_h[i]) << std::hex << u;
        ASSERT_EQ(hs[i], want_h[i]) << std::hex << u;
        // Without the NaN test: the same for every number; a NaN with a zero low half stays that NaN.
        if (!IsNaNBits(u)) ASSERT_EQ(from_bf16[i], want_bf[i]) << std::hex << u;
        else if ((u & 0xffffu) == 0) ASSERT_EQ(from_bf16[i], u >> 16) << std::hex << u;
      }
    });
  });
  EXPECT_GT(ties, 60000u);
  EXPECT_GT(nans, 50000u);
  EXPECT_GT(denormals, 50000u);
}

}  // namespace simd_test
#endif  // HWY_ONCE
