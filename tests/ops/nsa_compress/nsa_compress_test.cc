// NsaCompress numerics: float64 reference with the forward's ties-away rounding (spec §4), random
// batches, strided views, exact conversions over the whole fp16/bf16 range, determinism.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <random>

#include "../nsa_compress_grad/nsa_test_util.h"

using namespace nsa_test;

namespace {

using Filler = std::function<void(TestTensor& x, TestTensor& w, std::mt19937_64& rng)>;

void UniformFill(TestTensor& x, TestTensor& w, std::mt19937_64& rng) {
  x.FillUniform(rng, -1, 1);
  w.FillUniform(rng, -1, 1);
}

bool Close(double got, double want, double tol) {
  if (std::isnan(want)) return std::isnan(got);
  if (std::isinf(want)) return got == want;
  return std::fabs(got - want) <= tol;
}

// Runs with 1, 2, 3 threads; the first run is checked against the reference (tolerance: one unit of
// the output plus the fp32 accumulation bound), the others must be bitwise equal.
std::vector<double> CheckFwd(const Problem& p, const Filler& fill = UniformFill) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed) + " " + p.Describe());
  std::mt19937_64 rng(seed);
  const aclnn_cpu::ref::NsaWindows win = p.Windows();
  const int64_t T = p.T(), M = static_cast<int64_t>(win.window_start.size()), N = p.n, D = p.d, l = p.block;
  TestTensor x({T, N, D}, p.dtype, p.lx), w({l, N}, p.dtype, p.lw), out({M, N, D}, p.dtype, p.lout);
  fill(x, w, rng);
  std::vector<double> ref, abs;
  aclnn_cpu::ref::NsaCompress(x.Values(), w.Values(), N, D, l, win, &ref, &abs);
  std::vector<double> first;
  for (int threads : {1, 2, 3}) {
    ScopedThreads st(threads);
    out.Poison();
    EXPECT_EQ(RunFwd(p, x, w, out), 0) << aclGetRecentErrMsg();
    std::string why;
    EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
    std::vector<double> got = out.Values();
    if (threads > 1) {
      EXPECT_TRUE(got.empty() || std::memcmp(got.data(), first.data(), got.size() * sizeof(double)) == 0)
          << threads << " threads";
      continue;
    }
    int bad = 0;
    for (size_t i = 0; i < got.size() && bad < 5; ++i) {
      const double want = aclnn_cpu::ref::RoundTiesAway(static_cast<float>(ref[i]), p.dtype == ACL_BF16);
      const double tol = Ulp(want, p.dtype) + static_cast<double>(l) * std::ldexp(abs[i], -24);
      if (!Close(got[i], want, tol)) {
        ADD_FAILURE() << "output[" << i / (N * D) << "," << (i / D) % N << "," << i % D << "] = " << got[i]
                      << ", want " << want << " (exact " << ref[i] << ")";
        ++bad;
      }
    }
    first = std::move(got);
  }
  return first;
}

const aclDataType kTypes[] = {ACL_FLOAT16, ACL_BF16};

}  // namespace

// runtime.md §9 row 7: 32-token windows of ones weighted by ones give 32.
TEST(NsaCompress, OnesGiveBlockSize) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 4;
    p.d = 64;
    p.seq = {128, 272};
    const std::vector<double> r = CheckFwd(p, [](TestTensor& x, TestTensor& w, std::mt19937_64&) {
      x.FillConst(1);
      w.FillConst(1);
    });
    ASSERT_EQ(r.size(), 15u * 4 * 64);
    for (double v : r) ASSERT_EQ(v, 32.0);
  }
}

TEST(NsaCompress, RandomBatches) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  // Every (l, stride) pair for both dtypes: 1, 2, 3 (48/16) and 8 (128/16) windows open at once in
  // the chunked walk, with random head counts and sizes (vector remainders) and batch lengths.
  const int64_t combos[][2] = {{16, 16}, {32, 16}, {48, 16}, {64, 32}, {128, 16}, {32, 32}, {96, 32}};
  for (int rep = 0; rep < 14; ++rep) {
    Problem p;
    p.dtype = kTypes[rep % 2];
    const auto& c = combos[rep / 2];
    p.block = c[0];
    p.stride = c[1];
    p.n = 1 + static_cast<int64_t>(rng() % 6);
    p.d = 16 * (1 + static_cast<int64_t>(rng() % 5));
    p.seq = CumulativeEnds(RandomLengths(rng, 1 + static_cast<int>(rng() % 10), p.block, 150));
    CheckFwd(p);
  }
}

// The documented envelope edges and beyond: D = 1024 with one head (F-UT case 1), D not a multiple
// of 16, many heads.
TEST(NsaCompress, HeadShapes) {
  Problem p;
  p.block = p.stride = 16;
  p.n = 1;
  p.d = 1024;
  p.seq = {100, 200};
  CheckFwd(p);
  p.n = 3;
  p.d = 20;
  p.dtype = ACL_FLOAT16;
  CheckFwd(p);
  p.n = 130;
  p.d = 16;
  CheckFwd(p);
}

TEST(NsaCompress, StridedAndOffsetViews) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 3;
    p.d = 32;
    p.seq = {40, 100, 180};
    p.lx = Layout::Padded(16, 7);
    p.lw = Layout::Transposed(2);
    p.lout = Layout::Padded(8, 3);
    CheckFwd(p);
    p.lx = Layout::Transposed(3);
    p.lout = Layout::Transposed(3);
    CheckFwd(p);
    p.lx = Layout();
    p.lx.perm = {2, 0, 1};
    p.lx.offset = 4;
    p.lout = Layout();
    p.lout.strides = {1, p.M() * p.d * 2, p.M() * 2};
    p.lout.offset = 9;
    CheckFwd(p);
  }
}

// Ties are rounded away from zero (CAST_ROUND), unlike the backward.
TEST(NsaCompress, RoundsTiesAwayFromZero) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 1;
    p.d = 16;
    p.block = p.stride = 16;
    p.seq = {16};
    const double half_ulp = dt == ACL_BF16 ? std::ldexp(1.0, -8) : std::ldexp(1.0, -11);
    const std::vector<double> r = CheckFwd(p, [&](TestTensor& x, TestTensor& w, std::mt19937_64&) {
      std::vector<double> wv(16, 0.0), xv(256, 0.0);
      wv[0] = wv[1] = 1;
      for (int e = 0; e < 16; ++e) {
        const double s = e % 2 ? -1.0 : 1.0;
        xv[static_cast<size_t>(e)] = s * (e < 8 ? 1.0 : 3.0);  // 1 + u/2 and 3 + u are ties
        xv[static_cast<size_t>(16 + e)] = s * half_ulp * (e < 8 ? 1 : 2);
      }
      w.SetValues(wv);
      x.SetValues(xv);
    });
    for (int e = 0; e < 16; ++e) {
      const double s = e % 2 ? -1.0 : 1.0;
      EXPECT_EQ(r[static_cast<size_t>(e)], s * (e < 8 ? 1.0 + 2 * half_ulp : 3.0 + 4 * half_ulp)) << e;
    }
  }
}

// Exact conversions over the whole range (subnormal results, overflow to Inf): with two non-zero
// window weights the fp32 sum is known exactly, so the output must match bit for bit.
TEST(NsaCompress, ConversionOverTheWholeRange) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 8;
    p.d = 64;
    p.block = p.stride = 16;
    p.seq = {16 * 40};
    const int64_t T = p.T(), N = p.n, D = p.d;
    std::mt19937_64 rng(seed);
    TestTensor x({T, N, D}, dt), w({16, N}, dt), out({40, N, D}, dt);
    const int lo = dt == ACL_BF16 ? -60 : -20, hi = dt == ACL_BF16 ? 60 : 14;
    std::uniform_int_distribution<int> ex(lo, hi);
    std::uniform_real_distribution<double> mant(1.0, 2.0);
    for (int64_t i = 0; i < x.numel(); ++i) x.Set(i, (rng() % 2 ? -1 : 1) * std::ldexp(mant(rng), ex(rng)));
    std::vector<double> wv(static_cast<size_t>(16 * N), 0.0);
    for (int64_t n = 0; n < N; ++n) {
      wv[static_cast<size_t>(n)] = std::ldexp(mant(rng), static_cast<int>(rng() % 3)) * (rng() % 2 ? -1 : 1);
      wv[static_cast<size_t>(N + n)] = std::ldexp(mant(rng), -static_cast<int>(rng() % 3)) * (rng() % 2 ? -1 : 1);
    }
    w.SetValues(wv);
    ASSERT_EQ(RunFwd(p, x, w, out), 0) << aclGetRecentErrMsg();
    const std::vector<double> xv = x.Values(), wr = w.Values(), got = out.Values();
    int bad = 0;
    for (int64_t o = 0; o < 40 && bad < 5; ++o)
      for (int64_t n = 0; n < N; ++n)
        for (int64_t e = 0; e < D; ++e) {
          const float p0 = static_cast<float>(wr[static_cast<size_t>(n)] *
                                              xv[static_cast<size_t>(((o * 16) * N + n) * D + e)]);
          const float p1 = static_cast<float>(wr[static_cast<size_t>(N + n)] *
                                              xv[static_cast<size_t>(((o * 16 + 1) * N + n) * D + e)]);
          const double want = aclnn_cpu::ref::RoundTiesAway(p0 + p1, dt == ACL_BF16);
          const double g = got[static_cast<size_t>((o * N + n) * D + e)];
          if (!(g == want || (std::isnan(g) && std::isnan(want)))) {
            if (++bad <= 5) ADD_FAILURE() << Name(dt) << " sum " << (p0 + p1) << ": got " << g << ", want " << want;
          }
        }
  }
}

TEST(NsaCompress, SpecialValuesPropagate) {
  Problem p;
  p.dtype = ACL_FLOAT16;
  p.n = 1;
  p.d = 16;
  p.seq = {48};
  CheckFwd(p, [](TestTensor& x, TestTensor& w, std::mt19937_64& rng) {
    UniformFill(x, w, rng);
    x.Set(0, INFINITY);
    x.Set(20 * 16 + 5, NAN);
  });
}

// fp16 results in the subnormal range: (k + 1/2) * 2^-24 rounds to (k + 1) * 2^-24, and
// 1023.5 * 2^-24 to the smallest normal number.
TEST(NsaCompress, SubnormalTiesAwayFromZero) {
  Problem p;
  p.dtype = ACL_FLOAT16;
  p.n = 1;
  p.d = 16;
  p.block = p.stride = 16;
  p.seq = {16};
  const double u = std::ldexp(1.0, -24);
  const std::vector<double> r = CheckFwd(p, [&](TestTensor& x, TestTensor& w, std::mt19937_64&) {
    std::vector<double> wv(16, 0.0), xv(256, 0.0);
    wv[0] = 1;
    wv[1] = 0.5;
    for (int e = 0; e < 16; ++e) {
      const double s = e % 2 ? -1.0 : 1.0;
      xv[static_cast<size_t>(e)] = s * (e * 64 + 63) * u;
      xv[static_cast<size_t>(16 + e)] = s * u;
    }
    w.SetValues(wv);
    x.SetValues(xv);
  });
  for (int e = 0; e < 16; ++e) EXPECT_EQ(r[static_cast<size_t>(e)], (e % 2 ? -1.0 : 1.0) * (e * 64 + 64) * u) << e;
}
