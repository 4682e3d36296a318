// The GEMM seam (core/gemm.h): products against a float64 reference, every transpose and
// leading-dimension combination, accumulate, bf16, and bitwise determinism across thread counts.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "core/boundary.h"
#include "core/gemm.h"
#include "op_runner.h"
#include "test_tensor.h"

using namespace aclnn_test;
using aclnn_cpu::GemmShape;
using aclnn_cpu::GemmType;

namespace {

uint16_t ToBf16(float f) {  // inputs here are already bf16-exact
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return static_cast<uint16_t>(u >> 16);
}

struct Problem {
  GemmShape s;
  std::vector<float> a, b, c0;
  std::vector<uint16_t> a16, b16;
  int64_t a_rows() const { return s.trans_a ? s.k : s.m; }
  int64_t b_rows() const { return s.trans_b ? s.n : s.k; }
};

Problem Make(std::mt19937_64& rng, int64_t m, int64_t n, int64_t k, bool ta, bool tb, int64_t extra) {
  Problem p;
  p.s.m = m; p.s.n = n; p.s.k = k; p.s.trans_a = ta; p.s.trans_b = tb;
  p.s.lda = (ta ? m : k) + extra;
  p.s.ldb = (tb ? k : n) + extra;
  p.s.ldc = n + extra;
  std::uniform_real_distribution<float> u(-1, 1);
  auto fill = [&](std::vector<float>& v, size_t count) {
    v.resize(count);
    for (auto& x : v) x = aclnn_test::RoundTo(ACL_BF16, u(rng));  // bf16-exact: usable by both paths
  };
  fill(p.a, static_cast<size_t>(p.a_rows() * p.s.lda));
  fill(p.b, static_cast<size_t>(p.b_rows() * p.s.ldb));
  fill(p.c0, static_cast<size_t>(m * p.s.ldc));
  for (float x : p.a) p.a16.push_back(ToBf16(x));
  for (float x : p.b) p.b16.push_back(ToBf16(x));
  return p;
}

double RefAt(const Problem& p, int64_t i, int64_t j, double* mag) {
  double acc = 0, m = 0;
  for (int64_t q = 0; q < p.s.k; ++q) {
    const double x = p.s.trans_a ? p.a[q * p.s.lda + i] : p.a[i * p.s.lda + q];
    const double y = p.s.trans_b ? p.b[j * p.s.ldb + q] : p.b[q * p.s.ldb + j];
    acc += x * y;
    m += std::fabs(x * y);
  }
  *mag = m;
  return acc;
}

void Check(const Problem& p, const std::vector<float>& c, bool accumulate) {
  int bad = 0;
  for (int64_t i = 0; i < p.s.m && bad < 5; ++i)
    for (int64_t j = 0; j < p.s.ldc && bad < 5; ++j) {
      const size_t idx = static_cast<size_t>(i * p.s.ldc + j);
      if (j >= p.s.n) {  // padding columns of C are never written
        if (std::memcmp(&c[idx], &p.c0[idx], 4) != 0) { ADD_FAILURE() << "wrote padding " << i << "," << j; ++bad; }
        continue;
      }
      double mag;
      const double want = RefAt(p, i, j, &mag) + (accumulate ? p.c0[idx] : 0.0);
      const double tol = 1e-6 * (mag + std::fabs(p.c0[idx])) + 1e-30;
      if (!(std::fabs(c[idx] - want) <= tol)) {
        ADD_FAILURE() << "C[" << i << "," << j << "] = " << c[idx] << ", want " << want << " tol " << tol;
        ++bad;
      }
    }
}

}  // namespace

TEST(Gemm, F32AndBf16AgainstReference) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const int64_t shapes[][3] = {{1, 1, 1}, {3, 5, 7}, {17, 33, 65}, {64, 48, 1}, {1, 300, 40}, {300, 1, 40}, {130, 70, 257}};
  for (auto& sh : shapes)
    for (int ta = 0; ta < 2; ++ta)
      for (int tb = 0; tb < 2; ++tb)
        for (int64_t extra : {0, 3})
          for (int acc = 0; acc < 2; ++acc)
            for (GemmType type : {GemmType::kF32, GemmType::kBF16}) {
              SCOPED_TRACE(::testing::Message() << sh[0] << "x" << sh[1] << "x" << sh[2] << " ta " << ta << " tb " << tb
                                                << " extra " << extra << " acc " << acc << " bf16 " << (type == GemmType::kBF16));
              Problem p = Make(rng, sh[0], sh[1], sh[2], ta, tb, extra);
              std::vector<float> c = p.c0;
              const void* a = type == GemmType::kF32 ? static_cast<const void*>(p.a.data()) : p.a16.data();
              const void* b = type == GemmType::kF32 ? static_cast<const void*>(p.b.data()) : p.b16.data();
              aclnn_cpu::Gemm(type, p.s, a, b, c.data(), acc);
              Check(p, c, acc);
              std::vector<float> c2 = p.c0;
              aclnn_cpu::GemmParallel(type, p.s, a, b, c2.data(), acc);
              Check(p, c2, acc);
            }
}

// A bf16 B reordered once (PackedB) for many row tiles: the same bits as the plain operand, for
// plain and transposed B, with and without accumulation; a PackedB of another shape is ignored;
// GemmParallel with several row and column tiles (it packs each column tile) matches the reference.
TEST(Gemm, PackedBf16OperandGivesTheSameBits) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (int tb = 0; tb < 2; ++tb)
    for (int acc = 0; acc < 2; ++acc) {
      SCOPED_TRACE(::testing::Message() << "tb " << tb << " acc " << acc);
      Problem p = Make(rng, 200, 96, 130, false, tb, 3);
      // (packed() is true wherever oneDNN has a bf16 matmul for the shape; the bits hold either way)
      aclnn_cpu::PackedB packed(GemmType::kBF16, p.s, p.b16.data());
      // The product of shape s read from the plain B and through `packed`: the same bits.
      auto with_packed = [&](const GemmShape& s) {
        std::vector<float> plain = p.c0, with = p.c0;
        aclnn_cpu::Gemm(GemmType::kBF16, s, p.a16.data(), p.b16.data(), plain.data(), acc);
        aclnn_cpu::Gemm(GemmType::kBF16, s, p.a16.data(), p.b16.data(), with.data(), acc, &packed);
        EXPECT_EQ(std::memcmp(plain.data(), with.data(), plain.size() * 4), 0);
        return with;
      };
      Check(p, with_packed(p.s), acc);
      // Row tiles of another height share the packing.
      GemmShape tile = p.s;
      tile.m = 37;
      with_packed(tile);
      // Another k: the packing does not apply and the plain operand is read.
      GemmShape other = p.s;
      other.k = 129;
      with_packed(other);
    }
  // fp32: nothing to pack.
  Problem f = Make(rng, 8, 8, 8, false, false, 0);
  EXPECT_FALSE(aclnn_cpu::PackedB(GemmType::kF32, f.s, f.b.data()).packed());
  // GemmParallel: 600 rows (3 row tiles) x 2600 columns (6 column tiles of 512, the last 40).
  for (int tb = 0; tb < 2; ++tb) {
    Problem p = Make(rng, 600, 2600, 24, false, tb, 0);
    std::vector<float> c = p.c0;
    aclnn_cpu::GemmParallel(GemmType::kBF16, p.s, p.a16.data(), p.b16.data(), c.data(), true);
    Check(p, c, true);
  }
}

TEST(Gemm, ZeroK) {
  GemmShape s;
  s.m = 2; s.n = 3; s.k = 0; s.lda = 1; s.ldb = 3; s.ldc = 4;
  std::vector<float> c(8, 5.0f);
  float dummy = 0;
  aclnn_cpu::Gemm(GemmType::kF32, s, &dummy, &dummy, c.data(), true);
  EXPECT_EQ(c[0], 5.0f);
  aclnn_cpu::Gemm(GemmType::kF32, s, &dummy, &dummy, c.data(), false);
  EXPECT_EQ(c[0], 0.0f);
  EXPECT_EQ(c[3], 5.0f);  // padding column
  EXPECT_EQ(c[6], 0.0f);
}

// Results must not depend on the library's thread count, whether Gemm is called from a
// single-threaded context or from inside the library's parallel regions. Long reductions and
// thin outputs are where a threaded GEMM would split k.
// Phase-1 sizing of shapes beyond oneDNN's 32-bit dims (a k and lda of 2^40 from zero-stride
// views, a fuzzer finding: oneDNN 2.6 divided by zero creating the matmul) never asks oneDNN: no
// packed B, and the scratch sizing refuses the product (the operator's phase 1 returns its status).
TEST(Gemm, ShapesBeyondOneDnnDimsAreSizedWithoutIt) {
  GemmShape s;
  s.m = 64;
  s.n = 5;
  s.k = int64_t{1} << 40;
  s.trans_b = true;
  s.lda = s.k;
  s.ldb = s.k;
  s.ldc = 5;
  EXPECT_EQ(aclnn_cpu::PackedBBytes(GemmType::kBF16, s), 0u);
  EXPECT_THROW(aclnn_cpu::GemmScratchBytes(GemmType::kBF16, s, false, true), aclnn_cpu::StatusError);
  s.k = 3;
  s.lda = int64_t{1} << 31;  // one stride beyond is enough
  EXPECT_EQ(aclnn_cpu::PackedBBytes(GemmType::kBF16, s), 0u);
}

TEST(Gemm, BitwiseIdenticalFor1To3Threads) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const int64_t shapes[][3] = {{512, 512, 512}, {16, 24, 50000}, {64, 64, 20000}, {2000, 96, 96}};
  for (auto& sh : shapes)
    for (GemmType type : {GemmType::kF32, GemmType::kBF16})
      for (int ta = 0; ta < 2; ++ta) {
        Problem p = Make(rng, sh[0], sh[1], sh[2], ta, false, 0);
        const void* a = type == GemmType::kF32 ? static_cast<const void*>(p.a.data()) : p.a16.data();
        const void* b = type == GemmType::kF32 ? static_cast<const void*>(p.b.data()) : p.b16.data();
        std::vector<float> first;
        for (int threads : {1, 2, 3}) {
          ScopedThreads st(threads);
          std::vector<float> c1 = p.c0, c2 = p.c0;
          aclnn_cpu::Gemm(type, p.s, a, b, c1.data(), false);
          aclnn_cpu::GemmParallel(type, p.s, a, b, c2.data(), false);
          if (first.empty()) first = c1;
          ASSERT_EQ(std::memcmp(c1.data(), first.data(), c1.size() * 4), 0) << "Gemm, " << threads << " threads";
          // GemmParallel tiles C, so it may differ from one big Gemm, but never across thread counts.
          static std::vector<float> par_first;
          if (threads == 1) par_first = c2;
          ASSERT_EQ(std::memcmp(c2.data(), par_first.data(), c2.size() * 4), 0) << "GemmParallel, " << threads << " threads";
        }
      }
}

TEST(Gemm, BackendInfo) {
  const std::string info = aclnn_cpu::GemmBackendInfo();
  EXPECT_NE(info.find("oneDNN"), std::string::npos);
  std::printf("GEMM backend: %s\n", info.c_str());
}
