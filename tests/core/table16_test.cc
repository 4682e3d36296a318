// core/table16: the one-pass lookup on raw fp16/bf16 values (LookupTable16Native) must give bit for
// bit what the fp32 route gives (LoadF32, LookupTable16, StoreF32), on every SIMD target, every
// table index, dy values of every class, odd lengths and offsets, and in place.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "core/convert.h"
#include "core/cpu.h"
#include "core/dtype.h"
#include "core/table16.h"

using namespace aclnn_cpu;

namespace {

// A table of awkward fp32 values: a hash of the input bits, so every exponent (subnormals, Inf,
// NaN included) appears; one entry in four keeps only 9 significant bits, so that products with
// a 16-bit dy land exactly halfway between two 16-bit values (ties to even).
void HashFill(const float* x, float* out, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    uint32_t h = FloatBits(x[i]) * 0x9E3779B1u;
    h ^= h >> 15;
    h *= 0x85EBCA77u;
    h ^= h >> 13;
    if ((h & 3) == 0) h &= 0xffff8000u;
    out[i] = BitsFloat(h);
  }
}

// The fp32 route of the engine's generic path.
std::vector<uint16_t> ViaF32(const float* table, aclDataType dt, const std::vector<uint16_t>& x,
                             const std::vector<uint16_t>* dy) {
  const size_t n = x.size();
  std::vector<float> fx(n), fdy(n), fo(n);
  LoadF32(x.data(), dt, 1, fx.data(), n);
  if (dy) LoadF32(dy->data(), dt, 1, fdy.data(), n);
  LookupTable16(table, dt, fx.data(), dy ? fdy.data() : nullptr, fo.data(), n);
  std::vector<uint16_t> out(n);
  StoreF32(fo.data(), out.data(), dt, 1, n);
  return out;
}

float Widen(aclDataType dt, uint16_t b) { return dt == ACL_BF16 ? Bf16ToF32(b) : F16ToF32(b); }

// Same bits, or both NaN: which NaN operand's payload a product keeps depends on the compiled
// operand order, on either route.
::testing::AssertionResult Same(aclDataType dt, uint16_t got, uint16_t want) {
  if (got == want || (std::isnan(Widen(dt, got)) && std::isnan(Widen(dt, want))))
    return ::testing::AssertionSuccess();
  char buf[64];
  std::snprintf(buf, sizeof(buf), "got 0x%04x, want 0x%04x", got, want);
  return ::testing::AssertionFailure() << buf;
}

const char* Name(aclDataType dt) { return dt == ACL_BF16 ? "bf16" : "fp16"; }

}  // namespace

TEST(Table16, NativeLookupMatchesTheFp32RouteOnEveryIndex) {
  std::mt19937_64 rng(12345);
  for (int64_t target : TestTargets()) {
    SCOPED_TRACE(PinTargetForTest(target));
    for (aclDataType dt : {ACL_BF16, ACL_FLOAT16}) {
      SCOPED_TRACE(Name(dt));
      const float* table = Table16(dt, HashFill);
      // Every index, shuffled, against random dy bit patterns (all classes) and again against
      // dy values near 1 (products near the table's own values).
      std::vector<uint16_t> x(65536);
      std::iota(x.begin(), x.end(), 0);
      std::shuffle(x.begin(), x.end(), rng);
      std::vector<uint16_t> dy(x.size()), dy1(x.size());
      for (auto& v : dy) v = static_cast<uint16_t>(rng());
      std::uniform_real_distribution<float> near1(0.5f, 2.0f);
      for (auto& v : dy1) v = dt == ACL_BF16 ? F32ToBf16(near1(rng)) : F32ToF16(near1(rng));
      for (const std::vector<uint16_t>* d : {&dy, &dy1, static_cast<std::vector<uint16_t>*>(nullptr)}) {
        const std::vector<uint16_t> want = ViaF32(table, dt, x, d);
        std::vector<uint16_t> got(x.size(), 0xdead);
        LookupTable16Native(table, dt, x.data(), d ? d->data() : nullptr, got.data(), x.size());
        int bad = 0;
        for (size_t i = 0; i < x.size(); ++i) {
          const auto r = Same(dt, got[i], want[i]);
          if (!r && ++bad <= 5)
            ADD_FAILURE() << "x 0x" << std::hex << x[i] << " dy 0x" << (d ? (*d)[i] : 0) << ": " << r.message();
        }
        ASSERT_EQ(bad, 0) << (d ? "with dy" : "without dy");
      }
    }
  }
  PinTargetForTest(0);
}

// Lengths around the vector widths, every start offset within a vector, guards around the output,
// and out == dy / out == x.
TEST(Table16, NativeLookupTailsOffsetsAndInPlace) {
  std::mt19937_64 rng(777);
  std::vector<size_t> lengths(100);
  std::iota(lengths.begin(), lengths.end(), 1);
  for (size_t n : {127, 128, 129, 1023, 1024, 1025, 4097}) lengths.push_back(n);
  for (int64_t target : TestTargets()) {
    SCOPED_TRACE(PinTargetForTest(target));
    for (aclDataType dt : {ACL_BF16, ACL_FLOAT16}) {
      SCOPED_TRACE(Name(dt));
      const float* table = Table16(dt, HashFill);
      for (size_t n : lengths) {
        for (size_t off : {0, 1, 3, 7}) {
          SCOPED_TRACE("n " + std::to_string(n) + " offset " + std::to_string(off));
          const size_t guard = 40;
          std::vector<uint16_t> x(n), dy(n);
          for (auto& v : x) v = static_cast<uint16_t>(rng());
          for (auto& v : dy) v = static_cast<uint16_t>(rng());
          const std::vector<uint16_t> want = ViaF32(table, dt, x, &dy);
          const std::vector<uint16_t> want_nody = ViaF32(table, dt, x, nullptr);
          // Unaligned copies inside guarded buffers.
          std::vector<uint16_t> bx(n + off + guard), bdy(n + off + guard), bout(n + off + 2 * guard, 0xbeef);
          std::copy(x.begin(), x.end(), bx.begin() + off);
          std::copy(dy.begin(), dy.end(), bdy.begin() + off);
          uint16_t* out = bout.data() + guard + off;
          LookupTable16Native(table, dt, bx.data() + off, bdy.data() + off, out, n);
          for (size_t i = 0; i < n; ++i) ASSERT_TRUE(Same(dt, out[i], want[i])) << "at " << i;
          for (size_t i = 0; i < guard + off; ++i) ASSERT_EQ(bout[i], 0xbeef) << "guard before, " << i;
          for (size_t i = guard + off + n; i < bout.size(); ++i) ASSERT_EQ(bout[i], 0xbeef) << "guard after, " << i;
          // Streamed (non-temporal stores where the route has them): the same values, the guards kept.
          std::fill(bout.begin(), bout.end(), 0xbeef);
          LookupTable16Native(table, dt, bx.data() + off, bdy.data() + off, out, n, /*stream=*/true);
          StreamFence();
          for (size_t i = 0; i < n; ++i) ASSERT_TRUE(Same(dt, out[i], want[i])) << "streamed, at " << i;
          for (size_t i = 0; i < guard + off; ++i) ASSERT_EQ(bout[i], 0xbeef) << "streamed, guard before, " << i;
          for (size_t i = guard + off + n; i < bout.size(); ++i) ASSERT_EQ(bout[i], 0xbeef) << "streamed, guard after, " << i;
          std::fill(bout.begin(), bout.end(), 0xbeef);
          LookupTable16Native(table, dt, bx.data() + off, nullptr, out, n);
          for (size_t i = 0; i < n; ++i) ASSERT_TRUE(Same(dt, out[i], want_nody[i])) << "no dy, at " << i;
          for (size_t i = 0; i < guard + off; ++i) ASSERT_EQ(bout[i], 0xbeef) << "no dy, guard before, " << i;
          for (size_t i = guard + off + n; i < bout.size(); ++i) ASSERT_EQ(bout[i], 0xbeef) << "no dy, guard after, " << i;
          std::fill(bout.begin(), bout.end(), 0xbeef);
          LookupTable16Native(table, dt, bx.data() + off, nullptr, out, n, /*stream=*/true);
          StreamFence();
          for (size_t i = 0; i < n; ++i) ASSERT_TRUE(Same(dt, out[i], want_nody[i])) << "no dy, streamed, at " << i;
          for (size_t i = 0; i < guard + off; ++i) ASSERT_EQ(bout[i], 0xbeef) << "no dy, streamed, guard before, " << i;
          for (size_t i = guard + off + n; i < bout.size(); ++i)
            ASSERT_EQ(bout[i], 0xbeef) << "no dy, streamed, guard after, " << i;
          // Without dy in place: the result overwrites x (restored afterwards).
          LookupTable16Native(table, dt, bx.data() + off, nullptr, bx.data() + off, n);
          for (size_t i = 0; i < n; ++i) ASSERT_TRUE(Same(dt, bx[off + i], want_nody[i])) << "no dy, out == x, at " << i;
          std::copy(x.begin(), x.end(), bx.begin() + off);
          // In place: the result overwrites dy, then x.
          LookupTable16Native(table, dt, bx.data() + off, bdy.data() + off, bdy.data() + off, n);
          for (size_t i = 0; i < n; ++i) ASSERT_TRUE(Same(dt, bdy[off + i], want[i])) << "out == dy, at " << i;
          std::copy(dy.begin(), dy.end(), bdy.begin() + off);
          LookupTable16Native(table, dt, bx.data() + off, bdy.data() + off, bx.data() + off, n);
          for (size_t i = 0; i < n; ++i) ASSERT_TRUE(Same(dt, bx[off + i], want[i])) << "out == x, at " << i;
        }
      }
    }
  }
  PinTargetForTest(0);
}
