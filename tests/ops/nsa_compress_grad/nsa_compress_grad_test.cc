// NsaCompressGrad: numerics against the float64 reference (spec §5, tolerances §12), the recommended
// tests of §11.5, random batches, strided views, determinism, and the adjoint identities with
// NsaCompress.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>

#include "cases.h"
#include "nsa_test_util.h"
#include "ops/nsa_compress_grad/ref.h"

using namespace nsa_test;

namespace {

using Filler = std::function<void(TestTensor& g, TestTensor& x, TestTensor& w, std::mt19937_64& rng)>;

void UniformFill(TestTensor& g, TestTensor& x, TestTensor& w, std::mt19937_64& rng) {
  g.FillUniform(rng, -1, 1);
  x.FillUniform(rng, -1, 1);
  w.FillUniform(rng, -1, 1);
}

// |got - want| <= tol; NaN matches NaN, infinities match exactly.
bool Close(double got, double want, double tol) {
  if (std::isnan(want)) return std::isnan(got);
  if (std::isinf(want)) return got == want;
  return std::fabs(got - want) <= tol;
}

struct GradResult {
  std::vector<double> dx, dw;
};

// Runs p with 1, 2 and 3 threads on poisoned outputs; checks the first run against the float64
// reference and the others for bitwise equality. Returns the outputs.
GradResult CheckGrad(const Problem& p, const Filler& fill = UniformFill, uint64_t fixed_seed = 0) {
  const uint64_t seed = fixed_seed ? fixed_seed : TestSeed();
  SCOPED_TRACE(SeedNote(seed) + " " + p.Describe());
  std::mt19937_64 rng(seed);
  const aclnn_cpu::ref::NsaWindows win = p.Windows();
  const int64_t T = p.T(), M = static_cast<int64_t>(win.window_start.size()), N = p.n, D = p.d, l = p.block;
  TestTensor g({M, N, D}, p.dtype, p.lg), x({T, N, D}, p.dtype, p.lx), w({l, N}, p.dtype, p.lw);
  TestTensor dx({T, N, D}, p.dtype, p.ldx), dw({l, N}, p.dtype, p.ldw);
  fill(g, x, w, rng);
  std::vector<double> rdx, rdw, rabs;
  aclnn_cpu::ref::NsaCompressGrad(g.Values(), x.Values(), w.Values(), T, N, D, l, win, &rdx, &rdw, &rabs);
  std::vector<char> covered(static_cast<size_t>(T), 0);
  for (int64_t s : win.window_start)
    for (int64_t j = 0; j < l; ++j) covered[static_cast<size_t>(s + j)] = 1;

  GradResult first;
  for (int threads : {1, 2, 3}) {
    ScopedThreads st(threads);
    dx.Poison();
    dw.Poison();
    const aclnnStatus status = RunGrad(p, g, x, w, dx, dw);
    EXPECT_EQ(status, 0) << aclGetRecentErrMsg();
    if (status != 0) return first;
    std::string why;
    EXPECT_TRUE(dx.UntouchedOutside(&why)) << "inputGrad: " << why;
    EXPECT_TRUE(dw.UntouchedOutside(&why)) << "weightGrad: " << why;
    GradResult r{dx.Values(), dw.Values()};
    if (threads > 1) {
      EXPECT_TRUE(r.dx.empty() || std::memcmp(r.dx.data(), first.dx.data(), r.dx.size() * sizeof(double)) == 0)
          << "inputGrad differs with " << threads << " threads";
      EXPECT_EQ(std::memcmp(r.dw.data(), first.dw.data(), r.dw.size() * sizeof(double)), 0)
          << "weightGrad differs with " << threads << " threads";
      continue;
    }
    int bad = 0;
    for (int64_t i = 0; i < T * N * D && bad < 5; ++i) {
      const double got = r.dx[static_cast<size_t>(i)];
      const int64_t t = i / (N * D);
      if (!covered[static_cast<size_t>(t)]) {
        if (got != 0 || std::signbit(got)) {
          ADD_FAILURE() << "inputGrad[" << t << "," << (i / D) % N << "," << i % D << "] = " << got
                        << ": no window covers token " << t << ", expected +0";
          ++bad;
        }
        continue;
      }
      const double want = Rne(p.dtype, rdx[static_cast<size_t>(i)]);
      if (!Close(got, want, Ulp(want, p.dtype))) {
        ADD_FAILURE() << "inputGrad[" << t << "," << (i / D) % N << "," << i % D << "] = " << got << ", want "
                      << want << " (exact " << rdx[static_cast<size_t>(i)] << ")";
        ++bad;
      }
    }
    for (int64_t i = 0; i < l * N && bad < 10; ++i) {
      const double got = r.dw[static_cast<size_t>(i)];
      const double want = Rne(p.dtype, rdw[static_cast<size_t>(i)]);
      const double tol = Ulp(want, p.dtype) + std::ldexp(rabs[static_cast<size_t>(i)], -18);
      if (!Close(got, want, tol)) {
        ADD_FAILURE() << "weightGrad[" << i / N << "," << i % N << "] = " << got << ", want " << want << " (exact "
                      << rdw[static_cast<size_t>(i)] << ", tolerance " << tol << ")";
        ++bad;
      }
    }
    first = std::move(r);
  }
  return first;
}

const aclDataType kTypes[] = {ACL_FLOAT16, ACL_BF16};

}  // namespace

// §5.6 / §11.5.1: the example's shapes with true fp16 (and bf16) ones; exact values.
TEST(NsaCompressGrad, AllOnesExample) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 64;
    p.d = 128;
    p.seq = {0, 128, 272};
    const GradResult r = CheckGrad(p, [](TestTensor& g, TestTensor& x, TestTensor& w, std::mt19937_64&) {
      g.FillConst(1);
      x.FillConst(1);
      w.FillConst(1);
    });
    ASSERT_EQ(r.dw.size(), 32u * 64u);
    for (double v : r.dw) ASSERT_EQ(v, 1920.0);
    for (int64_t t = 0; t < 272; ++t) {
      const double want = (t < 16 || (t >= 112 && t < 144) || t >= 256) ? 1.0 : 2.0;
      for (int64_t k = 0; k < 64 * 128; ++k) ASSERT_EQ(r.dx[static_cast<size_t>(t * 64 * 128 + k)], want) << t;
    }
  }
}

// §11.3: the torch_npu case (batches of length 0, 5, 44: one window starting at token 5).
TEST(NsaCompressGrad, TorchNpuCase) {
  Problem p;
  p.dtype = ACL_FLOAT16;
  p.n = 128;
  p.d = 192;
  p.seq = {0, 5, 49};
  ASSERT_EQ(p.M(), 1);
  CheckGrad(p);
}

// §11.1 as intended: N 128, D 192, {0, 120, 140, 272} (M = 13), fp16 and bf16.
TEST(NsaCompressGrad, UpstreamUnitTestShapes) {
  for (aclDataType dt : kTypes) {
    if (dt == ACL_BF16 && std::getenv("ACLNN_TEST_QUICK")) continue;  // quick mode (sanitizers): fp16 only
    Problem p;
    p.dtype = dt;
    p.n = 128;
    p.d = 192;
    p.seq = {0, 120, 140, 272};
    ASSERT_EQ(p.M(), 13);
    CheckGrad(p);
  }
}

// §11.5.4 / §8.4: a zero-length and a short batch in the middle of many windows.
TEST(NsaCompressGrad, ShortBatchesInTheMiddle) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 4;
    p.d = 32;
    p.seq = {100, 100, 120, 400};
    CheckGrad(p);
    p.seq = {40, 40, 45, 45, 300, 310, 320, 700, 716, 1500};
    CheckGrad(p);
  }
}

// §11.5.5: l == d (no overlap) and l < d (gaps that get zeros); blockSize not a multiple of the
// stride; many windows per token.
TEST(NsaCompressGrad, BlockStrideCombinations) {
  const int64_t combos[][2] = {{16, 16}, {32, 32}, {16, 32}, {16, 48}, {48, 32}, {80, 32}, {48, 16}, {128, 16}, {64, 16}};
  for (const auto& c : combos) {
    Problem p;
    p.dtype = ACL_BF16;
    p.n = 3;
    p.d = 16;
    p.block = c[0];
    p.stride = c[1];
    p.seq = {150, 150, 170, 400};
    CheckGrad(p);
  }
}

// §11.5.6: a null actSeqLen is one batch of T tokens.
TEST(NsaCompressGrad, NullActSeqLenIsOneBatch) {
  Problem a;
  a.n = 5;
  a.d = 48;
  a.seq = {203};
  Problem b = a;
  b.null_seq = true;
  b.t = 203;
  const uint64_t seed = TestSeed() | 1;
  const GradResult ra = CheckGrad(a, UniformFill, seed), rb = CheckGrad(b, UniformFill, seed);
  EXPECT_EQ(ra.dx, rb.dx);
  EXPECT_EQ(ra.dw, rb.dw);
}

// §11.5.7: {S1, S1+S2} and {0, S1, S1+S2} describe the same batches; type 1 lengths too.
TEST(NsaCompressGrad, EquivalentSequenceTables) {
  Problem a;
  a.dtype = ACL_FLOAT16;
  a.n = 3;
  a.d = 32;
  a.seq = {128, 272};
  Problem b = a;
  b.seq = {0, 128, 272};
  Problem c = a;
  c.type = 1;
  c.seq = {128, 144};
  Problem e = a;
  e.type = 1;
  e.seq = {0, 128, 0, 144, 0};
  const uint64_t seed = TestSeed() | 1;
  const GradResult ra = CheckGrad(a, UniformFill, seed), rb = CheckGrad(b, UniformFill, seed),
                   rc = CheckGrad(c, UniformFill, seed), re = CheckGrad(e, UniformFill, seed);
  EXPECT_EQ(ra.dx, rb.dx);
  EXPECT_EQ(ra.dw, rb.dw);
  EXPECT_EQ(ra.dx, rc.dx);
  EXPECT_EQ(ra.dw, rc.dw);
  EXPECT_EQ(ra.dx, re.dx);
  EXPECT_EQ(ra.dw, re.dw);
}

// §11.5.8: tokens after the last sequence get zeros (type 0 and type 1).
TEST(NsaCompressGrad, TailAfterLastSequence) {
  Problem p;
  p.n = 2;
  p.d = 16;
  p.seq = {64, 100};
  p.t = 173;
  CheckGrad(p);
  p.type = 1;
  p.seq = {64, 36};
  CheckGrad(p);
}

// §11.5.9: no window at all (every batch shorter than l): zeros, success. Also T = 0.
TEST(NsaCompressGrad, NoWindows) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 2;
    p.d = 16;
    p.seq = {31, 62, 93};
    ASSERT_EQ(p.M(), 0);
    const GradResult r = CheckGrad(p);
    for (double v : r.dw) EXPECT_EQ(v, 0.0);
    p.seq = {0};
    p.null_seq = false;
    ASSERT_EQ(p.T(), 0);
    const GradResult r0 = CheckGrad(p);
    for (double v : r0.dw) EXPECT_EQ(v, 0.0);
  }
}

// Random batch tables (empty, short and long batches) and configurations, fresh seeds.
TEST(NsaCompressGrad, RandomBatches) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const int64_t combos[][2] = {{32, 16}, {48, 16}, {48, 32}, {64, 32}, {16, 16}, {16, 32}, {96, 32}};
  for (int rep = 0; rep < 10; ++rep) {
    Problem p;
    p.dtype = kTypes[rng() % 2];
    const auto& c = combos[rng() % (sizeof(combos) / sizeof(combos[0]))];
    p.block = c[0];
    p.stride = c[1];
    p.n = 1 + static_cast<int64_t>(rng() % 7);
    p.d = 16 * (1 + static_cast<int64_t>(rng() % 4));
    const std::vector<int64_t> len = RandomLengths(rng, 1 + static_cast<int>(rng() % 12), p.block, 200);
    p.type = static_cast<int64_t>(rng() % 2);
    p.seq = p.type == 0 ? CumulativeEnds(len) : len;
    if (rng() % 3 == 0) p.t = p.T() + static_cast<int64_t>(rng() % 40);
    CheckGrad(p);
  }
}

// Many heads, small D; and a long sequence spanning many chunks.
TEST(NsaCompressGrad, ManyHeadsAndManyChunks) {
  Problem p;
  p.n = 96;
  p.d = 16;
  p.seq = {70, 333, 600};
  CheckGrad(p);
  Problem q;
  q.dtype = ACL_FLOAT16;
  q.n = 2;
  q.d = 64;
  q.seq = CumulativeEnds({1000, 17, 2100, 3, 900});
  CheckGrad(q);
}

// §11.5.12: strided and offset views for every input and output (D contiguous or not).
TEST(NsaCompressGrad, StridedAndOffsetViews) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 3;
    p.d = 32;
    p.seq = {0, 100, 180};
    p.lg = Layout::Padded(5, 3);
    p.lx = Layout::Padded(16, 7);
    p.lw = Layout::Transposed(2);
    p.ldx = Layout::Padded(8, 1);
    p.ldw = Layout::Padded(3, 2);
    CheckGrad(p);
    // D not contiguous: the general path.
    p.lg = Layout::Transposed(3);
    p.lx.perm = {2, 0, 1};
    p.lx.pad = 0;
    p.lx.offset = 5;
    p.ldx = Layout::Transposed(3);
    p.ldw = Layout::Transposed(2);
    CheckGrad(p);
    // Explicit strides: every other element of a wider buffer.
    Problem q = p;
    const int64_t T = 180, M = q.M();
    q.lg = Layout();
    q.lg.strides = {q.n * q.d * 2, q.d * 2, 2};
    q.lg.offset = 1;
    q.lx = Layout();
    q.lx.strides = {q.n * q.d, q.d, 1};
    q.lx.offset = 11;
    q.ldx = Layout();
    q.ldx.strides = {1, T * q.d, T};  // token-innermost
    q.lw = Layout();
    q.lw.strides = {q.n * 3, 3};
    q.ldw = Layout();
    q.ldw.strides = {1, q.block};
    (void)M;
    CheckGrad(q);
  }
}

// The final roundings: inputGrad ties go to even (not away from zero as in the forward).
TEST(NsaCompressGrad, InputGradRoundsTiesToEven) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 1;
    p.d = 16;
    p.seq = {48};  // two windows; tokens 16..31 are covered by both
    const double half_ulp = dt == ACL_BF16 ? std::ldexp(1.0, -8) : std::ldexp(1.0, -11);
    const GradResult r = CheckGrad(p, [&](TestTensor& g, TestTensor& x, TestTensor& w, std::mt19937_64&) {
      w.FillConst(1);
      x.FillConst(0);
      std::vector<double> gv(static_cast<size_t>(2 * 16));
      for (int e = 0; e < 16; ++e) {
        gv[static_cast<size_t>(e)] = e % 2 ? -1.0 : 1.0;
        gv[static_cast<size_t>(16 + e)] = e % 2 ? -half_ulp : half_ulp;
      }
      g.SetValues(gv);
    });
    for (int64_t t = 16; t < 32; ++t)
      for (int e = 0; e < 16; ++e) EXPECT_EQ(r.dx[static_cast<size_t>(t * 16 + e)], e % 2 ? -1.0 : 1.0);
  }
}

// Infinities and NaN propagate as in IEEE arithmetic.
TEST(NsaCompressGrad, SpecialValuesPropagate) {
  for (aclDataType dt : kTypes) {
    Problem p;
    p.dtype = dt;
    p.n = 1;
    p.d = 32;
    p.seq = {48};
    const GradResult r = CheckGrad(p, [](TestTensor& g, TestTensor& x, TestTensor& w, std::mt19937_64& rng) {
      UniformFill(g, x, w, rng);
      g.Set(0, INFINITY);       // window 0, e = 0
      x.Set(40 * 32 + 3, NAN);  // token 40 (window 1 only, j = 24), e = 3
    });
    EXPECT_TRUE(std::isnan(r.dw[24]));
    EXPECT_TRUE(std::isinf(r.dx[0]));
  }
}

// NsaCompressGrad is the adjoint of NsaCompress: <compress(x, w), g> = <x, inputGrad> and
// <w, weightGrad> (float64 sums of the library's outputs). Exact with small integers; within the
// rounding of the outputs for random data.
TEST(NsaCompressGrad, AdjointOfNsaCompress) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (int exact = 1; exact >= 0; --exact)
    for (aclDataType dt : kTypes) {
      Problem p;
      p.dtype = dt;
      p.n = 3;
      p.d = 16;
      p.block = 32;
      p.stride = 16;
      p.seq = CumulativeEnds(RandomLengths(rng, 6, p.block, 120));
      if (exact) p.seq = {0, 40, 41, 90, 130};  // windows few enough that weightGrad stays exact
      const int64_t T = p.T(), M = p.M(), N = p.n, D = p.d, l = p.block;
      SCOPED_TRACE(p.Describe());
      TestTensor x({T, N, D}, dt), w({l, N}, dt), y({M, N, D}, dt), g({M, N, D}, dt), dx({T, N, D}, dt),
          dw({l, N}, dt);
      if (exact) {
        std::uniform_int_distribution<int> small(-2, 2);
        for (TestTensor* t : {&x, &w, &g})
          for (int64_t i = 0; i < t->numel(); ++i) t->Set(i, small(rng));
      } else {
        x.FillUniform(rng, -1, 1);
        w.FillUniform(rng, -1, 1);
        g.FillUniform(rng, -1, 1);
      }
      ASSERT_EQ(RunFwd(p, x, w, y), 0) << aclGetRecentErrMsg();
      ASSERT_EQ(RunGrad(p, g, x, w, dx, dw), 0) << aclGetRecentErrMsg();
      const std::vector<double> xv = x.Values(), wv = w.Values(), yv = y.Values(), gv = g.Values(),
                                dxv = dx.Values(), dwv = dw.Values();
      double yg = 0, xdx = 0, wdw = 0, yg_abs = 0, xdx_abs = 0, wdw_abs = 0;
      for (size_t i = 0; i < yv.size(); ++i) {
        yg += yv[i] * gv[i];
        yg_abs += std::fabs(yv[i] * gv[i]);
      }
      for (size_t i = 0; i < xv.size(); ++i) {
        xdx += xv[i] * dxv[i];
        xdx_abs += std::fabs(xv[i] * dxv[i]);
      }
      for (size_t i = 0; i < wv.size(); ++i) {
        wdw += wv[i] * dwv[i];
        wdw_abs += std::fabs(wv[i] * dwv[i]);
      }
      if (exact) {
        EXPECT_EQ(yg, xdx);
        EXPECT_EQ(yg, wdw);
      } else {
        // Each output is within one rounding (2^-8 bf16, 2^-11 fp16 relative, plus the weightGrad
        // accumulation) of its exact value.
        const double u = dt == ACL_BF16 ? std::ldexp(1.0, -8) : std::ldexp(1.0, -11);
        EXPECT_NEAR(yg, xdx, 2 * u * (yg_abs + xdx_abs) + 1e-12);
        EXPECT_NEAR(yg, wdw, 2 * u * (yg_abs + wdw_abs) + 1e-12);
      }
    }
}

// Calls whose input and inputGrad exceed the last-level cache write inputGrad with non-temporal
// stores; the cache is taken as 0 bytes here so a test-sized problem takes that path.
TEST(NsaCompressGrad, StreamedOutput) {
  ScopedStreamedStores streamed;
  for (aclDataType dt : {ACL_BF16, ACL_FLOAT16}) {
    Problem p;
    p.dtype = dt;
    p.n = 3;
    p.d = 128;
    p.seq = CumulativeEnds({300, 5, 187});
    CheckGrad(p);
  }
}
