// Exhaustive checks of the core's fp16/bf16 conversions (the SIMD paths chosen at run time)
// against an independent scalar implementation written here from the IEEE definitions.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include "core/convert.h"
#include "core/cpu.h"
#include "core/dtype.h"

namespace {

uint32_t Bits(float f) { uint32_t u; std::memcpy(&u, &f, 4); return u; }
float FromBits(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }

// Half -> double by the definition: (-1)^s * 2^(e-15) * 1.m, subnormals 2^-14 * 0.m.
double HalfValue(uint16_t h) {
  const int e = (h >> 10) & 31, m = h & 1023;
  double v = e == 0 ? std::ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : std::ldexp(1024 + m, e - 25);
  return (h & 0x8000) ? -v : v;
}

// Nearest half to a float, ties to even, from the definition: scale the magnitude so that the
// 11 significant bits become an integer and round that with nearbyint (RNE in the default mode).
uint16_t NearestHalf(float f) {
  if (std::isnan(f)) return 0x7e00;
  const uint16_t sign = std::signbit(f) ? 0x8000 : 0;
  const double x = std::fabs(static_cast<double>(f));
  if (x >= 65520.0) return sign | 0x7c00;  // halfway between 65504 and 2^16 and above: Inf
  if (x < std::ldexp(1.0, -14)) return sign | static_cast<uint16_t>(std::nearbyint(std::ldexp(x, 24)));
  int ex = 0;
  std::frexp(x, &ex);  // x = fr * 2^ex, fr in [0.5, 1)
  int e = ex - 1;
  double q = std::nearbyint(std::ldexp(x, 10 - e));  // in [1024, 2048]
  if (q == 2048) { q = 1024; ++e; }
  return sign | static_cast<uint16_t>(((e + 15) << 10) | (static_cast<int>(q) - 1024));
}

// Nearest bf16 (8 significant bits), ties to even, the same way; beyond the largest bf16 plus half
// an ulp the result is Inf.
uint16_t NearestBf16(float f) {
  const uint32_t u = Bits(f);
  if (std::isnan(f)) return static_cast<uint16_t>((u >> 16) | 0x40);
  const uint16_t sign = std::signbit(f) ? 0x8000 : 0;
  const double x = std::fabs(static_cast<double>(f));
  if (std::isinf(f) || x >= std::ldexp(255.5, 120)) return sign | 0x7f80;
  if (x < std::ldexp(1.0, -126)) return sign | static_cast<uint16_t>(std::nearbyint(std::ldexp(x, 133)));
  int ex = 0;
  std::frexp(x, &ex);
  int e = ex - 1;
  double q = std::nearbyint(std::ldexp(x, 7 - e));  // in [128, 256]
  if (q == 256) { q = 128; ++e; }
  return sign | static_cast<uint16_t>(((e + 127) << 7) | (static_cast<int>(q) - 128));
}

bool Quick() { return std::getenv("ACLNN_TEST_QUICK") != nullptr; }

}  // namespace

TEST(Convert, AllHalvesWiden) {
  std::vector<uint16_t> h(65536);
  for (int i = 0; i < 65536; ++i) h[i] = static_cast<uint16_t>(i);
  std::vector<float> f(65536);
  aclnn_cpu::F16ToF32Array(h.data(), f.data(), h.size());
  for (int i = 0; i < 65536; ++i) {
    const double want = HalfValue(static_cast<uint16_t>(i));
    if (std::isnan(want)) {
      ASSERT_TRUE(std::isnan(f[i])) << i;
    } else {
      ASSERT_EQ(static_cast<double>(f[i]), want) << i;
      ASSERT_EQ(std::signbit(f[i]), std::signbit(want)) << i;
    }
    ASSERT_EQ(Bits(aclnn_cpu::F16ToF32(static_cast<uint16_t>(i))), Bits(f[i])) << "scalar and SIMD differ at " << i;
  }
}

// The same checks on every SIMD target this CPU supports (ACLNN_CPU_MAX_TARGET caps the target for
// a whole process; here each target is pinned in turn through Highway's test hook).
TEST(Convert, EveryTargetAgrees) {
  std::vector<uint16_t> h(65536);
  for (int i = 0; i < 65536; ++i) h[i] = static_cast<uint16_t>(i);
  std::vector<float> probe;
  for (uint32_t u = 0; u < 0xffffffffu - 99991u * 43u; u += 99991u * 43u) probe.push_back(FromBits(u));
  for (float f : {INFINITY, -INFINITY, NAN, 65520.0f, 65519.0f, -0.0f}) probe.push_back(f);
  for (int64_t target : aclnn_cpu::TestTargets()) {
    SCOPED_TRACE(aclnn_cpu::PinTargetForTest(target));
    std::vector<float> f(65536);
    aclnn_cpu::F16ToF32Array(h.data(), f.data(), h.size());
    for (int i = 0; i < 65536; ++i) {
      const double want = HalfValue(static_cast<uint16_t>(i));
      if (std::isnan(want)) ASSERT_TRUE(std::isnan(f[i])) << i;
      else ASSERT_EQ(static_cast<double>(f[i]), want) << i;
    }
    std::vector<uint16_t> oh(probe.size()), ob(probe.size());
    aclnn_cpu::F32ToF16Array(probe.data(), oh.data(), probe.size());
    aclnn_cpu::F32ToBf16Array(probe.data(), ob.data(), probe.size());
    for (size_t i = 0; i < probe.size(); ++i) {
      if (std::isnan(probe[i])) continue;
      ASSERT_EQ(oh[i], NearestHalf(probe[i])) << probe[i];
      ASSERT_EQ(ob[i], NearestBf16(probe[i])) << probe[i];
    }
  }
  aclnn_cpu::PinTargetForTest(0);
}

TEST(Convert, AllBf16Widen) {
  std::vector<uint16_t> h(65536);
  for (int i = 0; i < 65536; ++i) h[i] = static_cast<uint16_t>(i);
  std::vector<float> f(65536);
  aclnn_cpu::Bf16ToF32Array(h.data(), f.data(), h.size());
  for (int i = 0; i < 65536; ++i) ASSERT_EQ(Bits(f[i]), static_cast<uint32_t>(i) << 16) << i;
}

// Every float32 bit pattern: the SIMD narrowing equals the scalar one bit for bit (NaNs: both NaN),
// and the scalar one equals the reference above on every 61st pattern (every 97th, and each 7th of those, with
// ACLNN_TEST_QUICK, for sanitizer runs). Two threads.
TEST(Convert, AllFloatsNarrowRoundToNearestEven) {
  const uint64_t step = Quick() ? 97 : 1, ref_every = Quick() ? 7 : 61;
  const uint64_t total = uint64_t(1) << 32;
  const int nthreads = 2;
  std::vector<std::thread> workers;
  std::vector<std::string> errors(nthreads);
  for (int t = 0; t < nthreads; ++t) {
    workers.emplace_back([&, t] {
      const size_t chunk = 1 << 16;
      std::vector<float> src(chunk);
      std::vector<uint16_t> h(chunk), b(chunk);
      for (uint64_t base = t * chunk * step; base < total && errors[t].empty(); base += nthreads * chunk * step) {
        size_t n = 0;
        for (uint64_t u = base; u < total && n < chunk; u += step) src[n++] = FromBits(static_cast<uint32_t>(u));
        aclnn_cpu::F32ToF16Array(src.data(), h.data(), n);
        aclnn_cpu::F32ToBf16Array(src.data(), b.data(), n);
        for (size_t i = 0; i < n; ++i) {
          const float f = src[i];
          uint16_t sh = aclnn_cpu::F32ToF16(f), sb = aclnn_cpu::F32ToBf16(f);
          bool ok;
          if (std::isnan(f)) {
            ok = (h[i] & 0x7c00) == 0x7c00 && (h[i] & 0x3ff) && (b[i] & 0x7f80) == 0x7f80 && (b[i] & 0x7f);
          } else {
            ok = h[i] == sh && b[i] == sb;
            if (ok && (Bits(f) % ref_every) == 0) ok = sh == NearestHalf(f) && sb == NearestBf16(f);
          }
          if (!ok) {
            char buf[200];
            std::snprintf(buf, sizeof buf, "f32 0x%08x: half simd 0x%04x scalar 0x%04x ref 0x%04x; bf16 simd 0x%04x "
                          "scalar 0x%04x ref 0x%04x", Bits(f), h[i], sh, NearestHalf(f), b[i], sb, NearestBf16(f));
            errors[t] = buf;
            return;
          }
        }
      }
    });
  }
  for (auto& w : workers) w.join();
  for (const auto& e : errors) EXPECT_TRUE(e.empty()) << e;
}

TEST(Convert, ScalarNarrowingMatchesSimd) {
  // The scalar helpers (used for strided data and vector tails) agree with the SIMD path.
  std::vector<float> src;
  for (uint32_t u = 0; u < 0xffffffffu - 65521u * 4099u; u += 65521u * 4099u) src.push_back(FromBits(u));
  for (float f : {0.0f, -0.0f, 65504.0f, 65520.0f, 65519.99f, 5.96e-8f, 2.98e-8f, 2.99e-8f, INFINITY, -INFINITY})
    src.push_back(f);
  std::vector<uint16_t> h(src.size()), b(src.size());
  aclnn_cpu::F32ToF16Array(src.data(), h.data(), src.size());
  aclnn_cpu::F32ToBf16Array(src.data(), b.data(), src.size());
  for (size_t i = 0; i < src.size(); ++i) {
    if (std::isnan(src[i])) continue;
    EXPECT_EQ(aclnn_cpu::F32ToF16(src[i]), h[i]) << src[i];
    EXPECT_EQ(aclnn_cpu::F32ToBf16(src[i]), b[i]) << src[i];
  }
}

TEST(Convert, StridedLoadStoreEveryDtype) {
  const float vals[5] = {1.5f, -2.25f, 3.0f, 0.0f, -7.0f};
  for (aclDataType dt : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
    std::vector<unsigned char> mem(5 * 3 * 8, 0xAB);
    aclnn_cpu::StoreF32(vals, mem.data(), dt, 3, 5);
    float back[5];
    aclnn_cpu::LoadF32(mem.data(), dt, 3, back, 5);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(back[i], vals[i]) << aclnn_cpu::DtypeName(dt);
    // Elements between the strided ones are untouched.
    const size_t es = aclnn_cpu::ElementSize(dt);
    for (size_t e = 0; e < 15; ++e)
      if (e % 3 != 0)
        for (size_t k = 0; k < es; ++k) EXPECT_EQ(mem[e * es + k], 0xAB);
  }
  const int32_t ints[3] = {-5, 70000, 16777217};
  float f[3];
  aclnn_cpu::LoadF32(ints, ACL_INT32, 1, f, 3);
  EXPECT_EQ(f[0], -5.0f);
  EXPECT_EQ(f[1], 70000.0f);
  EXPECT_EQ(f[2], 16777216.0f);  // nearest float
  aclnn_cpu::RoundThrough(f, 3, ACL_FLOAT16);
  EXPECT_EQ(f[1], INFINITY);     // beyond fp16
}
