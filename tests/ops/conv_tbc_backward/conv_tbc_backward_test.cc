// ConvTbcBackward: numerics against the float64 reference for every dtype and cubeMathType,
// views, poisoned outputs, empty paths, determinism, the ATK cases, and the adjoint relation
// with the forward aclnnConvTbc.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>

#include "aclnnop/aclnn_convolution.h"
#include "aclnnop/aclnn_convolution_backward.h"
#include "cases.h"
#include "op_runner.h"
#include "ops/conv_tbc_backward/ref.h"
#include "tbc_test_util.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace tbc_test;

namespace {

struct BwdCase {
  int64_t T = 5, B = 2, Cin = 3, K = 2, Cout = 4, pad = 0;
  aclDataType dt_self = ACL_FLOAT, dt_in = ACL_FLOAT, dt_w = ACL_FLOAT, dt_bias = ACL_FLOAT, dt_gb = ACL_FLOAT;
  int cmt = 0;
  Layout l_self, l_in, l_w, l_gi, l_gw, l_gb;
  Fill f_self, f_in, f_w;
  aclFormat fmt = ACL_FORMAT_ND;
  bool check_threads = true;

  BwdCase& dims(int64_t t, int64_t b, int64_t cin, int64_t k, int64_t cout, int64_t p) {
    T = t; B = b; Cin = cin; K = k; Cout = cout; pad = p; return *this;
  }
  BwdCase& dtype(aclDataType d) { dt_self = dt_in = dt_w = dt_bias = dt_gb = d; return *this; }
  BwdCase& math(int c) { cmt = c; return *this; }
  int64_t To() const { return T + 2 * pad - K + 1; }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed) + " T=" + std::to_string(T) + " B=" + std::to_string(B) + " Cin=" +
                 std::to_string(Cin) + " K=" + std::to_string(K) + " Cout=" + std::to_string(Cout) + " pad=" +
                 std::to_string(pad) + " cmt=" + std::to_string(cmt) + " self " + Name(dt_self) + " input " +
                 Name(dt_in) + " weight " + Name(dt_w));
    std::mt19937_64 rng(seed);
    TestTensor g({To(), B, Cout}, dt_self, l_self), x({T, B, Cin}, dt_in, l_in), w({K, Cin, Cout}, dt_w, l_w);
    TestTensor bias({Cout}, dt_bias), gi({T, B, Cin}, dt_in, l_gi), gw({K, Cin, Cout}, dt_w, l_gw),
        gb({Cout}, dt_gb, l_gb);
    for (TestTensor* t : {&g, &x, &w, &gi, &gw}) SetFormat(*t, fmt);
    ApplyFill(g, f_self, rng);
    ApplyFill(x, f_in, rng);
    ApplyFill(w, f_w, rng);
    bias.FillUniform(rng, -1, 1);

    const aclDataType p = Promote(Promote(dt_self, dt_in), dt_w);
    std::vector<double> vg = g.Values(), vx = x.Values(), vw = w.Values();
    const std::vector<double> g_orig = vg;
    for (auto* v : {&vg, &vx, &vw})
      for (double& e : *v) e = Operand(e, p, cmt);
    aclnn_cpu::ref::TbcShape s;
    s.T = T; s.B = B; s.Cin = Cin; s.K = K; s.Cout = Cout; s.pad = pad;
    const aclnn_cpu::ref::TbcGrads r = aclnn_cpu::ref::ConvTbcBackward(s, vg, vx, vw, g_orig);
    const aclDataType kout = KernelOut(p, cmt);

    std::vector<double> first_gi, first_gw, first_gb;
    for (int threads : {1, 2, 3}) {
      if (threads > 1 && !check_threads) break;
      ScopedThreads st(threads);
      for (TestTensor* t : {&gi, &gw, &gb}) t->Poison();
      ASSERT_EQ(Run(g, x, w, bias, gi, gw, gb), 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(gi.UntouchedOutside(&why)) << "gradInput: " << why;
      ASSERT_TRUE(gw.UntouchedOutside(&why)) << "gradWeight: " << why;
      ASSERT_TRUE(gb.UntouchedOutside(&why)) << "gradBias: " << why;
      const auto vgi = gi.Values(), vgw = gw.Values(), vgb = gb.Values();
      if (first_gi.empty() && first_gw.empty() && first_gb.empty()) {
        first_gi = vgi; first_gw = vgw; first_gb = vgb;
        CompareAll("gradInput", vgi, r.gi, r.gi_mag, kout, dt_in, [&](double v) { return RoundTo(dt_in, RoundTo(kout, v)); });
        CompareAll("gradWeight", vgw, r.gw, r.gw_mag, ACL_FLOAT, dt_w, [&](double v) { return RoundTo(dt_w, RoundTo(ACL_FLOAT, v)); });
        CompareAll("gradBias", vgb, r.gb, r.gb_mag, dt_self, dt_gb, [&](double v) { return RoundTo(dt_gb, RoundTo(dt_self, v)); });
      } else {
        ASSERT_TRUE(Same(vgi, first_gi)) << "gradInput differs with " << threads << " threads";
        ASSERT_TRUE(Same(vgw, first_gw)) << "gradWeight differs with " << threads << " threads";
        ASSERT_TRUE(Same(vgb, first_gb)) << "gradBias differs with " << threads << " threads";
      }
    }
  }

  aclnnStatus Run(TestTensor& g, TestTensor& x, TestTensor& w, TestTensor& bias, TestTensor& gi, TestTensor& gw,
                  TestTensor& gb) const {
    return RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvTbcBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), bias.get(), pad, static_cast<int8_t>(cmt),
                                                  gi.get(), gw.get(), gb.get(), ws, ex);
    }, aclnnConvTbcBackward);
  }

  static bool Same(const std::vector<double>& a, const std::vector<double>& b) {
    return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
  }

  template <class Chain>
  static void CompareAll(const char* what, const std::vector<double>& got, const std::vector<double>& exact,
                         const std::vector<double>& mag, aclDataType kernel, aclDataType out, Chain chain) {
    ASSERT_EQ(got.size(), exact.size()) << what;
    int reported = 0;
    for (size_t i = 0; i < got.size() && reported < 5; ++i) {
      const std::string m = Compare(got[i], chain(exact[i]), mag[i], kernel, out);
      if (!m.empty()) {
        ADD_FAILURE() << what << "[" << i << "]: " << m;
        ++reported;
      }
    }
  }
};

const aclDataType kTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

}  // namespace

TEST(ConvTbcBackward, EveryDtypeAndCubeMathType) {
  for (aclDataType d : kTypes)
    for (int cmt = 0; cmt <= 3; ++cmt) {
      BwdCase().dims(9, 3, 20, 3, 17, 1).dtype(d).math(cmt).Test();
      BwdCase().dims(40, 5, 70, 4, 66, 2).dtype(d).math(cmt).Test();
    }
}

// cmt 1/3 must round fp32 operands to HF32: values with low mantissa bits set expose it.
TEST(ConvTbcBackward, Hf32RoundingIsApplied) {
  BwdCase c;
  c.dims(6, 2, 5, 2, 3, 1).math(1);
  c.f_self.lo = 1.0; c.f_self.hi = 1.001;
  c.f_in.lo = 1.0; c.f_in.hi = 1.001;
  c.f_w.lo = 1.0; c.f_w.hi = 1.001;
  c.Test();  // the reference rounds the operands; tolerance 1e-5 * mag is far below the HF32 step
  // The operands really are rounded: v = 1 + 2^-12 + 2^-13 becomes 1 + 2^-11 in HF32 (bit 11 set,
  // rounds up) and 1 in FP16; cmt 0 keeps it.
  TestTensor g({6, 1, 1}, ACL_FLOAT), x({6, 1, 1}, ACL_FLOAT), w({1, 1, 1}, ACL_FLOAT), b({1}, ACL_FLOAT);
  TestTensor gi({6, 1, 1}, ACL_FLOAT), gw({1, 1, 1}, ACL_FLOAT), gb({1}, ACL_FLOAT);
  const double v = 1.0 + std::ldexp(1.0, -12) + std::ldexp(1.0, -13);
  g.FillConst(v); x.FillConst(v); w.FillConst(v); b.FillConst(0);
  for (int cmt : {0, 1, 2, 3}) {
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvTbcBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), b.get(), 0, cmt, gi.get(), gw.get(), gb.get(), ws, ex);
    }, aclnnConvTbcBackward), 0);
    const double opv = cmt == 0 ? v : cmt == 2 ? 1.0 : 1.0 + std::ldexp(1.0, -11);
    EXPECT_EQ(opv, cmt == 0 ? v : cmt == 2 ? aclnn_cpu::ref::RoundFp16(v) : aclnn_cpu::ref::Hf32(static_cast<float>(v)));
    EXPECT_EQ(gi.Get(0), RoundTo(cmt == 2 ? ACL_FLOAT16 : ACL_FLOAT, opv * opv)) << "cmt " << cmt;
    EXPECT_NEAR(gw.Get(0), 6 * opv * opv, 1e-5) << "cmt " << cmt;
    EXPECT_EQ(gb.Get(0), static_cast<float>(6 * v)) << "gradBias ignores cubeMathType, cmt " << cmt;
  }
}

TEST(ConvTbcBackward, MixedDtypesPromote) {
  BwdCase c;
  c.dims(7, 2, 6, 3, 5, 1);
  c.dt_self = ACL_FLOAT16; c.dt_in = ACL_FLOAT; c.dt_w = ACL_FLOAT16; c.dt_bias = ACL_FLOAT; c.dt_gb = ACL_FLOAT;
  c.Test();  // UT #6 (commented out upstream)
  c.dt_self = ACL_FLOAT16; c.dt_in = ACL_BF16; c.dt_w = ACL_BF16; c.dt_bias = ACL_BF16; c.dt_gb = ACL_FLOAT16;
  for (int cmt = 0; cmt <= 3; ++cmt) c.math(cmt).Test();  // FP16 + BF16 -> FP32 (HF32 for 1/3)
  c.dt_self = ACL_BF16; c.dt_in = ACL_BF16; c.dt_w = ACL_BF16; c.dt_bias = ACL_FLOAT; c.dt_gb = ACL_FLOAT;
  c.math(0).Test();  // gradBias dtype differs from self's
}

TEST(ConvTbcBackward, EdgeShapes) {
  for (aclDataType d : kTypes) {
    SCOPED_TRACE(Name(d));
    BwdCase().dims(7, 3, 4, 1, 5, 0).dtype(d).Test();    // K = 1
    BwdCase().dims(7, 3, 4, 1, 5, 2).dtype(d).Test();    // K = 1 with pad: border outputs see only padding
    BwdCase().dims(3, 2, 4, 6, 5, 2).dtype(d).Test();    // K > T, To = 2
    BwdCase().dims(3, 2, 4, 7, 5, 2).dtype(d).Test();    // K = T + 2 pad: To = 1
    BwdCase().dims(4, 2, 3, 2, 3, 6).dtype(d).Test();    // pad >= K: outputs that touch only padding
    BwdCase().dims(11, 1, 4, 3, 5, 1).dtype(d).Test();   // B = 1
    BwdCase().dims(11, 4, 1, 3, 5, 1).dtype(d).Test();   // Cin = 1
    BwdCase().dims(11, 4, 5, 3, 1, 1).dtype(d).Test();   // Cout = 1
    BwdCase().dims(1, 1, 1, 1, 1, 0).dtype(d).Test();    // all ones
  }
}

TEST(ConvTbcBackward, StridedAndOffsetViews) {
  for (aclDataType d : kTypes)
    for (int cmt : {0, 1}) {
      SCOPED_TRACE(Name(d));
      BwdCase c;
      c.dims(13, 3, 9, 3, 7, 1).dtype(d).math(cmt);
      c.l_self = Layout::Transposed(3); c.l_in = Layout::Padded(3, 5); c.l_w = Layout::Transposed(3);
      c.l_gi = Layout::Transposed(3); c.l_gw = Layout::Padded(2, 7); c.l_gb = Layout::Padded(0, 3);
      c.Test();
      BwdCase e;
      e.dims(10, 4, 6, 2, 5, 0).dtype(d).math(cmt);
      e.l_self.strides = {4 * 5 * 2, 5 * 2, 2}; e.l_self.offset = 1;           // every other channel
      e.l_in.perm = {1, 0, 2};                                                 // batch-major storage
      e.l_w.strides = {6 * 5 * 3, 5 * 3, 3}; e.l_w.offset = 2;
      e.l_gi.perm = {2, 1, 0};                                                 // fully reversed
      e.l_gw.perm = {0, 2, 1};
      e.l_gb.strides = {3};
      e.Test();
      BwdCase f;  // padded rows: no flattening of (T, B) possible
      f.dims(8, 3, 5, 3, 4, 1).dtype(d).math(cmt);
      f.l_self = Layout::Padded(1, 0); f.l_in = Layout::Padded(2, 0); f.l_gi = Layout::Padded(1, 1);
      f.l_gw = Layout::Padded(3, 0);
      f.Test();
    }
}

TEST(ConvTbcBackward, NclFormatLabels) {
  BwdCase c;
  c.dims(6, 2, 3, 2, 4, 1).fmt = ACL_FORMAT_NCL;
  c.Test();
}

TEST(ConvTbcBackward, LargerMultiTileProblems) {
  BwdCase().dims(130, 8, 96, 3, 80, 1).dtype(ACL_FLOAT).Test();
  BwdCase().dims(130, 8, 96, 3, 80, 1).dtype(ACL_BF16).Test();
  BwdCase().dims(64, 4, 40, 5, 600, 2).dtype(ACL_FLOAT16).math(2).Test();  // column tiles of gradInput
  // Few rows (one row tile): gradInput's 300 columns split into tiles of 64 with a tail of 44.
  BwdCase().dims(20, 3, 300, 3, 200, 1).dtype(ACL_FLOAT).Test();
  BwdCase().dims(3000, 4, 8, 2, 8, 0).dtype(ACL_FLOAT).Test();  // split reduction for gradWeight
}

// fp32 products with K in [2, 10], >= 64 channels and >= 1024 rows take the Winograd path
// (ops/conv_tbc/winograd.h; K > 5 as two summed parts): every K, pads below, at and above K - 1,
// T not a multiple of the tile, the operand roundings, 16-bit storage, strided views and several
// transform chunks.
TEST(ConvTbcBackward, WinogradPath) {
  // Every kernel size with five paddings; with ACLNN_TEST_QUICK=1 (sanitizers, emulation) two or
  // three of them per size, rotating, so that each padding form still meets every parity of K.
  const bool quick = std::getenv("ACLNN_TEST_QUICK") != nullptr;
  for (int64_t K = 2; K <= 10; ++K) {
    int i = 0;
    for (int64_t pad : {int64_t{0}, int64_t{1}, K / 2, K - 1, K + 1})
      if (!quick || (K + i++) % 2 == 0) BwdCase().dims(67, 16, 64, K, 72, pad).Test();
  }
  BwdCase().dims(70, 16, 80, 7, 64, 3).dtype(ACL_FLOAT16).math(2).Test();  // split K, 16-bit storage
  for (int cmt = 0; cmt <= 3; ++cmt) {
    BwdCase().dims(70, 16, 80, 3, 64, 1).math(cmt).Test();
    BwdCase().dims(70, 16, 80, 3, 64, 1).dtype(ACL_FLOAT16).math(cmt).Test();
  }
  BwdCase c;
  c.dims(66, 17, 64, 3, 65, 2);
  c.l_self = Layout::Transposed(3); c.l_in = Layout::Padded(3, 5); c.l_w = Layout::Transposed(3);
  c.l_gi = Layout::Transposed(3); c.l_gw = Layout::Padded(2, 7); c.l_gb = Layout::Padded(0, 3);
  c.Test();
  c.dt_self = ACL_BF16; c.dt_gb = ACL_BF16;  // bf16 + fp32 promote to fp32
  c.Test();
  BwdCase v;  // the split (K = 7) on strided views
  v.dims(66, 17, 64, 7, 65, 3);
  v.l_self = Layout::Transposed(3); v.l_in = Layout::Padded(3, 5); v.l_w = Layout::Transposed(3);
  v.l_gi = Layout::Transposed(3); v.l_gw = Layout::Padded(2, 7);
  v.Test();
  BwdCase().dims(203, 64, 64, 3, 64, 1).Test();    // several transform passes
  BwdCase().dims(9001, 1, 64, 4, 64, 3).Test();    // B = 1
}

// Cin = 1: gradWeight tiles are 1 x n x long-k products, where oneDNN's sgemm result depends on
// its own thread count (1 vs 2 threads differ) unless the seam pins it.
TEST(ConvTbcBackward, ThinGradWeightDeterministic) {
  BwdCase().dims(5000, 1, 1, 1, 512, 0).dtype(ACL_FLOAT).Test();
}

// §4.3 worked example (DOC-B): ones everywhere, FP32, cubeMathType 1, pad 0.
TEST(ConvTbcBackward, DocExample) {
  TestTensor g({5, 1, 2}, ACL_FLOAT), x({5, 1, 2}, ACL_FLOAT), w({1, 2, 2}, ACL_FLOAT), b({2}, ACL_FLOAT);
  TestTensor gi({5, 1, 2}, ACL_FLOAT), gw({1, 2, 2}, ACL_FLOAT), gb({2}, ACL_FLOAT);
  for (TestTensor* t : {&g, &x, &w, &b}) t->FillConst(1);
  for (TestTensor* t : {&g, &x, &w, &gi, &gw}) SetFormat(*t, ACL_FORMAT_NCL);
  ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnConvTbcBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), b.get(), 0, 1, gi.get(), gw.get(), gb.get(), ws, ex);
  }, aclnnConvTbcBackward), 0);
  for (double v : gi.Values()) EXPECT_EQ(v, 2.0);
  for (double v : gw.Values()) EXPECT_EQ(v, 5.0);
  for (double v : gb.Values()) EXPECT_EQ(v, 5.0);
}

// §9 empty paths, with the library policy gradBias = sum of self (the device writes B * To).
TEST(ConvTbcBackward, EmptyInputOrWeight) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  struct E { Shape self, input, weight; int64_t pad; };
  const E cases[] = {
      {{6, 1, 2}, {5, 1, 2}, {0, 2, 2}, 0},   // UT #23: K = 0
      {{2, 1, 2}, {0, 1, 2}, {1, 2, 2}, 1},   // UT #24: T = 0
      {{1, 1, 2}, {0, 1, 2}, {0, 2, 2}, 0},   // UT #25
      {{4, 3, 5}, {4, 3, 0}, {1, 0, 5}, 0},   // Cin = 0
  };
  for (const E& c : cases)
    for (aclDataType d : kTypes) {
      TestTensor g(c.self, d), x(c.input, d), w(c.weight, d), b({c.weight[2]}, d);
      TestTensor gi(c.input, d, Layout::Padded(1, 2)), gw(c.weight, d, Layout::Padded(1, 1)), gb({c.weight[2]}, d);
      g.FillUniform(rng, -2, 2);
      x.FillUniform(rng, -1, 1);
      w.FillUniform(rng, -1, 1);
      for (TestTensor* t : {&gi, &gw, &gb}) t->Poison();
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnConvTbcBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), b.get(), c.pad, 0, gi.get(), gw.get(),
                                                    gb.get(), ws, ex);
      }, aclnnConvTbcBackward), 0) << aclGetRecentErrMsg();
      for (TestTensor* t : {&gi, &gw, &gb}) ASSERT_TRUE(t->UntouchedOutside());
      for (double v : gi.Values()) EXPECT_EQ(v, 0.0);
      for (double v : gw.Values()) EXPECT_EQ(v, 0.0);
      const auto vg = g.Values();
      for (int64_t co = 0; co < c.weight[2]; ++co) {
        double s = 0;
        for (size_t i = static_cast<size_t>(co); i < vg.size(); i += static_cast<size_t>(c.weight[2])) s += vg[i];
        EXPECT_EQ(gb.Get(co), RoundTo(d, s)) << Name(d) << " co " << co;
      }
    }
}

// The backward is the adjoint of the forward: <y(x + h dx) - y(x - h dx), g> / 2h = <dx, gradInput>
// and likewise for the weight; exact in float64 because the forward is linear in x and in w.
TEST(ConvTbcBackward, AdjointOfForward) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const int64_t T = 12, B = 3, Cin = 7, K = 4, Cout = 6, pad = 2, To = T + 2 * pad - K + 1;
  TestTensor x({T, B, Cin}, ACL_FLOAT), w({K, Cin, Cout}, ACL_FLOAT), bias({Cout}, ACL_FLOAT), y({To, B, Cout}, ACL_FLOAT);
  TestTensor g({To, B, Cout}, ACL_FLOAT), gi({T, B, Cin}, ACL_FLOAT), gw({K, Cin, Cout}, ACL_FLOAT), gb({Cout}, ACL_FLOAT);
  auto quant = [&](TestTensor& t) {  // few mantissa bits: every fp32 sum below is exact
    std::uniform_int_distribution<int> u(-8, 8);
    for (int64_t i = 0; i < t.numel(); ++i) t.Set(i, u(rng) / 8.0);
  };
  quant(x); quant(w); quant(g); quant(bias);
  auto forward = [&](TestTensor& xin, TestTensor& win) {
    EXPECT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvTbcGetWorkspaceSize(xin.get(), win.get(), bias.get(), pad, y.get(), 0, ws, ex);
    }, aclnnConvTbc), 0);
    return y.Values();
  };
  ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnConvTbcBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), bias.get(), pad, 0, gi.get(), gw.get(), gb.get(), ws, ex);
  }, aclnnConvTbcBackward), 0);
  const auto vg = g.Values();
  auto dot = [](const std::vector<double>& a, const std::vector<double>& b) {
    double s = 0;
    for (size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
    return s;
  };
  // <y(x + dx) - y(x), g> = <dx, gradInput>
  TestTensor dx({T, B, Cin}, ACL_FLOAT), x2({T, B, Cin}, ACL_FLOAT);
  quant(dx);
  for (int64_t i = 0; i < x.numel(); ++i) x2.Set(i, x.Get(i) + dx.Get(i));
  const auto y0 = forward(x, w), y1 = forward(x2, w);
  std::vector<double> dy(y0.size());
  for (size_t i = 0; i < dy.size(); ++i) dy[i] = y1[i] - y0[i];
  EXPECT_DOUBLE_EQ(dot(dy, vg), dot(dx.Values(), gi.Values()));
  TestTensor dw({K, Cin, Cout}, ACL_FLOAT), w2({K, Cin, Cout}, ACL_FLOAT);
  quant(dw);
  for (int64_t i = 0; i < w.numel(); ++i) w2.Set(i, w.Get(i) + dw.Get(i));
  const auto y2 = forward(x, w2);
  for (size_t i = 0; i < dy.size(); ++i) dy[i] = y2[i] - y0[i];
  EXPECT_DOUBLE_EQ(dot(dy, vg), dot(dw.Values(), gw.Values()));
  // d<y, g>/dbias = column sums of g = gradBias
  for (int64_t co = 0; co < Cout; ++co) {
    double s = 0;
    for (size_t i = static_cast<size_t>(co); i < vg.size(); i += Cout) s += vg[i];
    EXPECT_EQ(gb.Get(co), s);
  }
}

// Every upstream ATK case, scaled down to at most ~2e6 multiply-adds per gradient, with fresh
// random data in the case's value ranges, for every cubeMathType.
namespace {
struct Dims { int64_t T, B, Cin, K, Cout, pad; };
Dims ScaleTbc(Dims d, double max_macs) {
  const int64_t to0 = d.T + 2 * d.pad - d.K + 1;
  auto macs = [&] { return static_cast<double>(d.T + 2 * d.pad - d.K + 1) * d.B * d.K * d.Cin * d.Cout; };
  while (macs() > max_macs) {
    // halve the largest of B, Cin, Cout, T (T together with K, keeping To = 1 cases at To = 1)
    int64_t* big = &d.B;
    for (int64_t* c : {&d.Cin, &d.Cout, &d.T})
      if (*c > *big) big = c;
    if (*big <= 1) break;
    if (big == &d.T) {
      const int64_t t = (d.T + 1) / 2;
      d.K = to0 == 1 ? t + 2 * d.pad : std::max<int64_t>(1, std::min<int64_t>(t + 2 * d.pad, (d.K + 1) / 2));
      d.T = t;
    } else {
      *big = (*big + 1) / 2;
    }
    if (d.K > 64 && macs() > max_macs) d.K = std::max<int64_t>(1, std::min(d.K / 2, d.T + 2 * d.pad));
  }
  return d;
}
}  // namespace

TEST(ConvTbcBackward, AtkConformance) {
  const auto cases = LoadCases("conv_tbc_backward");
  ASSERT_EQ(cases.size(), 205u);
  int n = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& ts = c.tensors.at("self");
    const CaseTensor& tx = c.tensors.at("input");
    const CaseTensor& tw = c.tensors.at("weight");
    Dims d{tx.shape[0], tx.shape[1], tx.shape[2], tw.shape[0], tw.shape[2], c.Attr("pad", 0)};
    ASSERT_EQ(ts.shape[0], d.T + 2 * d.pad - d.K + 1);
    d = ScaleTbc(d, 1e6);
    BwdCase b;
    b.dims(d.T, d.B, d.Cin, d.K, d.Cout, d.pad);
    b.dt_self = ts.dtype; b.dt_in = tx.dtype; b.dt_w = tw.dtype;
    b.dt_bias = c.tensors.at("bias").dtype; b.dt_gb = b.dt_bias;
    b.f_self = ts.fill; b.f_in = tx.fill; b.f_w = tw.fill;
    // The suite runs with cubeMathType 0 only; here every case runs with every mode (one
    // rotating mode per case in quick mode, ACLNN_TEST_QUICK=1).
    const bool quick = std::getenv("ACLNN_TEST_QUICK") != nullptr;
    for (int cmt = 0; cmt <= 3; ++cmt) {
      if (quick && cmt != n % 4) continue;
      b.cmt = cmt;
      b.check_threads = (c.id % 8) == 0 && cmt == n % 4;
      b.Test();
      if (HasFailure()) return;
    }
    ++n;
  }
}

// gradInput and gradWeight whose rows share one address (zero strides over T and over K): the
// rows land in order (the last one wins), for any thread count.
TEST(ConvTbcBackward, OutputsOverlappingThemselves) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const int64_t T = 64, B = 3, Cin = 16, Cout = 8, K = 3, pad = 1, To = T + 2 * pad - K + 1;
  TestTensor g({To, B, Cout}, ACL_FLOAT), x({T, B, Cin}, ACL_FLOAT), w({K, Cin, Cout}, ACL_FLOAT), b({Cout}, ACL_FLOAT);
  for (TestTensor* t : {&g, &x, &w, &b}) t->FillUniform(rng, -1, 1);
  aclnn_cpu::ref::TbcShape s;
  s.T = T; s.B = B; s.Cin = Cin; s.K = K; s.Cout = Cout; s.pad = pad;
  const auto want = aclnn_cpu::ref::ConvTbcBackward(s, g.Values(), x.Values(), w.Values(), g.Values());
  Layout gi_shared, gw_shared;
  gi_shared.strides = {0, Cin, 1};
  gw_shared.strides = {0, Cout, 1};
  TestTensor gi({T, B, Cin}, ACL_FLOAT, gi_shared), gw({K, Cin, Cout}, ACL_FLOAT, gw_shared), gb({Cout}, ACL_FLOAT);
  for (int t : {1, 2, 3}) {
    ScopedThreads threads(t);
    for (TestTensor* o : {&gi, &gw, &gb}) o->Poison();
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvTbcBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), b.get(), pad, 0, gi.get(), gw.get(),
                                                  gb.get(), ws, ex);
    }, aclnnConvTbcBackward), 0);
    const auto got_gi = gi.Values(), got_gw = gw.Values();  // every row reads the one shared row
    const size_t li = want.gi.size() - static_cast<size_t>(B * Cin), lw = want.gw.size() - static_cast<size_t>(Cin * Cout);
    for (size_t i = 0; i < static_cast<size_t>(B * Cin); ++i)
      ASSERT_NEAR(got_gi[i], want.gi[li + i], 1e-5 * want.gi_mag[li + i] + 1e-6) << t << " threads, gradInput " << i;
    for (size_t i = 0; i < static_cast<size_t>(Cin * Cout); ++i)
      ASSERT_NEAR(got_gw[i], want.gw[lw + i], 1e-5 * want.gw_mag[lw + i] + 1e-6) << t << " threads, gradWeight " << i;
  }
}
