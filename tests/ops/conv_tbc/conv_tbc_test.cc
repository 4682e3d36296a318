// ConvTbc (forward): numerics against the float64 reference for every dtype and cubeMathType,
// views, poisoned outputs, empty inputs, determinism, the ATK cases, and phase-1 validation.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>

#include "aclnnop/aclnn_convolution.h"
#include "cases.h"
#include "op_runner.h"
#include "../conv_tbc_backward/tbc_test_util.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace tbc_test;

namespace {

struct FwdCase {
  int64_t T = 5, B = 2, Cin = 3, K = 2, Cout = 4, pad = 0;
  aclDataType dt_x = ACL_FLOAT, dt_w = ACL_FLOAT, dt_bias = ACL_FLOAT;
  int cmt = 0;
  Layout l_x, l_w, l_b, l_out;
  Fill f_x, f_w, f_b;
  aclFormat fmt = ACL_FORMAT_NCL;
  bool check_threads = true;

  FwdCase& dims(int64_t t, int64_t b, int64_t cin, int64_t k, int64_t cout, int64_t p) {
    T = t; B = b; Cin = cin; K = k; Cout = cout; pad = p; return *this;
  }
  FwdCase& dtype(aclDataType d) { dt_x = dt_w = dt_bias = d; return *this; }
  FwdCase& math(int c) { cmt = c; return *this; }
  int64_t To() const { return T + 2 * pad - K + 1; }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed) + " T=" + std::to_string(T) + " B=" + std::to_string(B) + " Cin=" +
                 std::to_string(Cin) + " K=" + std::to_string(K) + " Cout=" + std::to_string(Cout) + " pad=" +
                 std::to_string(pad) + " cmt=" + std::to_string(cmt) + " " + Name(dt_x) + "/" + Name(dt_w));
    std::mt19937_64 rng(seed);
    const aclDataType p = Promote(dt_x, dt_w);
    TestTensor x({T, B, Cin}, dt_x, l_x), w({K, Cin, Cout}, dt_w, l_w), b({Cout}, dt_bias, l_b);
    TestTensor y({To(), B, Cout}, p, l_out);
    for (TestTensor* t : {&x, &w, &y}) SetFormat(*t, fmt);
    ApplyFill(x, f_x, rng);
    ApplyFill(w, f_w, rng);
    ApplyFill(b, f_b, rng);
    std::vector<double> vx = x.Values(), vw = w.Values();
    for (auto* v : {&vx, &vw})
      for (double& e : *v) e = Operand(e, p, cmt);
    aclnn_cpu::ref::TbcShape s;
    s.T = T; s.B = B; s.Cin = Cin; s.K = K; s.Cout = Cout; s.pad = pad;
    std::vector<double> want, mag;
    aclnn_cpu::ref::ConvTbcForward(s, vx, vw, b.Values(), &want, &mag);
    const aclDataType kout = KernelOut(p, cmt);
    std::vector<double> first;
    for (int threads : {1, 2, 3}) {
      if (threads > 1 && !check_threads) break;
      ScopedThreads st(threads);
      y.Poison();
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnConvTbcGetWorkspaceSize(x.get(), w.get(), b.get(), pad, y.get(), static_cast<int8_t>(cmt), ws, ex);
      }, aclnnConvTbc), 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(y.UntouchedOutside(&why)) << why;
      const auto got = y.Values();
      if (threads == 1) {
        first = got;
        int reported = 0;
        for (size_t i = 0; i < got.size() && reported < 5; ++i) {
          const std::string m = Compare(got[i], RoundTo(p, RoundTo(kout, want[i])), mag[i], kout, p);
          if (!m.empty()) { ADD_FAILURE() << "output[" << i << "]: " << m; ++reported; }
        }
      } else {
        ASSERT_TRUE(got.empty() || std::memcmp(got.data(), first.data(), got.size() * sizeof(double)) == 0)
            << "differs with " << threads << " threads";
      }
    }
  }
};

const aclDataType kTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

}  // namespace

TEST(ConvTbc, EveryDtypeAndCubeMathType) {
  for (aclDataType d : kTypes)
    for (int cmt = 0; cmt <= 3; ++cmt) {
      FwdCase().dims(9, 3, 20, 3, 17, 1).dtype(d).math(cmt).Test();
      FwdCase().dims(40, 5, 70, 4, 66, 2).dtype(d).math(cmt).Test();
    }
}

TEST(ConvTbc, MixedBiasDtype) {
  // The bias dtype is free (ATK cases pair fp16/bf16 operands with the other 16-bit bias).
  FwdCase c;
  c.dims(8, 3, 5, 3, 6, 1);
  for (aclDataType d : kTypes)
    for (aclDataType db : kTypes) {
      c.dt_x = c.dt_w = d; c.dt_bias = db;
      c.math(db == d ? 0 : 2).Test();
    }
}

TEST(ConvTbc, EdgeShapes) {
  for (aclDataType d : kTypes) {
    FwdCase().dims(7, 3, 4, 1, 5, 0).dtype(d).Test();   // K = 1
    FwdCase().dims(3, 2, 4, 6, 5, 2).dtype(d).Test();   // K > T
    FwdCase().dims(3, 2, 4, 7, 5, 2).dtype(d).Test();   // To = 1
    FwdCase().dims(4, 2, 3, 2, 3, 6).dtype(d).Test();   // pad >= K: outputs of bias only
    FwdCase().dims(11, 1, 4, 3, 5, 1).dtype(d).Test();  // B = 1
    FwdCase().dims(11, 4, 1, 3, 5, 1).dtype(d).Test();  // Cin = 1
    FwdCase().dims(11, 4, 5, 3, 1, 1).dtype(d).Test();  // Cout = 1
    FwdCase().dims(0, 2, 3, 1, 4, 2).dtype(d).Test();   // T = 0: output = bias
    FwdCase().dims(5, 2, 0, 2, 4, 1).dtype(d).Test();   // Cin = 0: output = bias
    FwdCase().dims(5, 2, 3, 0, 4, 0).dtype(d).Test();   // K = 0: output = bias
    FwdCase().dims(5, 0, 3, 2, 4, 0).dtype(d).Test();   // B = 0: nothing to write
    FwdCase().dims(20, 3, 200, 3, 300, 1).dtype(d).Test();  // one row tile: 300 columns in tiles of 64
  }
}

TEST(ConvTbc, StridedAndOffsetViews) {
  for (aclDataType d : kTypes) {
    FwdCase c;
    c.dims(13, 3, 9, 3, 7, 1).dtype(d);
    c.l_x = Layout::Transposed(3); c.l_w = Layout::Padded(2, 3); c.l_b = Layout::Padded(0, 4);
    c.l_out = Layout::Transposed(3);
    c.Test();
    FwdCase e;
    e.dims(10, 4, 6, 2, 5, 0).dtype(d).math(1);
    e.l_x.perm = {1, 0, 2}; e.l_w.perm = {2, 1, 0}; e.l_b.strides = {2};
    e.l_out = Layout::Padded(3, 1);
    e.Test();
  }
}

TEST(ConvTbc, LargerMultiTileProblems) {
  FwdCase().dims(130, 8, 96, 3, 80, 1).dtype(ACL_FLOAT).Test();
  FwdCase().dims(130, 8, 96, 3, 80, 1).dtype(ACL_BF16).Test();
  FwdCase().dims(64, 2, 40, 5, 700, 2).dtype(ACL_FLOAT).math(3).Test();  // column tiles
}

// §4.3 EX-F: ones (2,2,3) * ones (3,3,4) + 1, pad 1, cmt 1, NCL labels -> 7 everywhere.
// fp32 products with K in [2, 5], >= 64 channels and >= 1024 output rows take the Winograd path
// (ops/conv_tbc/winograd.h).
TEST(ConvTbc, WinogradPath) {
  // Every kernel size with five paddings; with ACLNN_TEST_QUICK=1 (sanitizers, emulation) two or
  // three of them per size, rotating, so that each padding form still meets every parity of K.
  const bool quick = std::getenv("ACLNN_TEST_QUICK") != nullptr;
  for (int64_t K = 2; K <= 10; ++K) {
    int i = 0;
    for (int64_t pad : {int64_t{0}, int64_t{1}, K / 2, K - 1, K + 1})
      if (!quick || (K + i++) % 2 == 0) FwdCase().dims(69, 16, 72, K, 64, pad).Test();
  }
  FwdCase().dims(70, 16, 64, 7, 80, 3).dtype(ACL_FLOAT16).math(1).Test();  // split K, 16-bit storage
  FwdCase w7;
  w7.dims(66, 17, 65, 6, 64, 2);
  w7.l_x = Layout::Transposed(3); w7.l_w = Layout::Padded(2, 7); w7.l_out = Layout::Transposed(3);
  w7.Test();
  for (int cmt = 0; cmt <= 3; ++cmt) {
    FwdCase().dims(70, 16, 64, 3, 80, 1).math(cmt).Test();
    FwdCase().dims(70, 16, 64, 3, 80, 1).dtype(ACL_FLOAT16).math(cmt).Test();
  }
  FwdCase c;
  c.dims(66, 17, 65, 3, 64, 2);
  c.l_x = Layout::Transposed(3); c.l_w = Layout::Padded(2, 7); c.l_b = Layout::Padded(0, 3);
  c.l_out = Layout::Transposed(3);
  c.Test();
  FwdCase().dims(203, 64, 64, 3, 64, 1).Test();  // several transform passes
}

TEST(ConvTbc, SampleExample) {
  TestTensor x({2, 2, 3}, ACL_FLOAT), w({3, 3, 4}, ACL_FLOAT), b({4}, ACL_FLOAT), y({2, 2, 4}, ACL_FLOAT);
  for (TestTensor* t : {&x, &w, &b}) t->FillConst(1);
  for (TestTensor* t : {&x, &w, &y}) SetFormat(*t, ACL_FORMAT_NCL);
  ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnConvTbcGetWorkspaceSize(x.get(), w.get(), b.get(), 1, y.get(), 1, ws, ex);
  }, aclnnConvTbc), 0);
  for (double v : y.Values()) EXPECT_EQ(v, 7.0);
}

TEST(ConvTbc, AtkConformance) {
  const auto cases = LoadCases("conv_tbc");
  ASSERT_GT(cases.size(), 200u);
  int n = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& tx = c.tensors.at("self");
    const CaseTensor& tw = c.tensors.at("weight");
    const CaseTensor& tb = c.tensors.at("bias");
    int64_t T = tx.shape[0], B = tx.shape[1], Cin = tx.shape[2], K = tw.shape[0], Cout = tw.shape[2];
    const int64_t pad = c.Attr("pad", 0);
    auto macs = [&] { return static_cast<double>(T + 2 * pad - K + 1) * B * K * Cin * Cout; };
    while (macs() > 1e6) {
      int64_t* big = &B;
      for (int64_t* d : {&Cin, &Cout}) if (*d > *big) big = d;
      if (*big > 1) { *big = (*big + 1) / 2; continue; }
      if (T > 1) { const int64_t t = (T + 1) / 2; K = std::max<int64_t>(1, std::min(K, t + 2 * pad)); T = t; continue; }
      break;
    }
    FwdCase f;
    f.dims(T, B, Cin, K, Cout, pad);
    f.dt_x = tx.dtype; f.dt_w = tw.dtype; f.dt_bias = tb.dtype;
    f.f_x = tx.fill; f.f_w = tw.fill; f.f_b = tb.fill;
    // Every case with every cubeMathType (one rotating mode per case with ACLNN_TEST_QUICK=1).
    const bool quick = std::getenv("ACLNN_TEST_QUICK") != nullptr;
    for (int cmt = 0; cmt <= 3; ++cmt) {
      if (quick && cmt != n % 4) continue;
      f.cmt = cmt;
      f.check_threads = (c.id % 8) == 0 && cmt == n % 4;
      f.Test();
      if (HasFailure()) return;
    }
    ++n;
  }
}

// ---- phase 1 ----
namespace {
struct FCall {
  Shape x{2, 2, 3}, w{3, 3, 4}, b{4}, y{2, 2, 4};
  aclDataType dx = ACL_FLOAT, dw = ACL_FLOAT, db = ACL_FLOAT, dy = ACL_FLOAT;
  aclFormat fx = ACL_FORMAT_NCL, fw = ACL_FORMAT_NCL, fb = ACL_FORMAT_ND, fy = ACL_FORMAT_NCL;
  int64_t pad = 1;
  int cmt = 1;
  int null_index = -1;
  aclnnStatus Run() const {
    static std::vector<char> buf(1 << 12);
    auto make = [&](const Shape& s, aclDataType d, aclFormat f) {
      std::vector<int64_t> st(s.size(), 1);
      for (int i = static_cast<int>(s.size()) - 2; i >= 0; --i) st[i] = st[i + 1] * std::max<int64_t>(s[i + 1], 1);
      return aclCreateTensor(s.data(), s.size(), d, st.data(), 0, f, s.data(), s.size(), buf.data());
    };
    aclTensor* t[4] = {make(x, dx, fx), make(w, dw, fw), make(b, db, fb), make(y, dy, fy)};
    aclTensor* a[4] = {t[0], t[1], t[2], t[3]};
    if (null_index >= 0) a[null_index] = nullptr;
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    const aclnnStatus st = aclnnConvTbcGetWorkspaceSize(a[0], a[1], a[2], pad, a[3], static_cast<int8_t>(cmt), &ws, &ex);
    if (st == 0) aclDestroyAclOpExecutor(ex);
    for (aclTensor* p : t) aclDestroyTensor(p);
    return st;
  }
};
}  // namespace

TEST(ConvTbcStatus, EveryRow) {
  EXPECT_EQ(FCall().Run(), 0);
  for (int i = 0; i < 4; ++i) { FCall c; c.null_index = i; EXPECT_EQ(c.Run(), 161001) << i; }
  { FCall c; c.dx = ACL_DOUBLE; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.dw = ACL_INT32; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.db = ACL_INT8; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.dy = ACL_FLOAT16; EXPECT_EQ(c.Run(), 161002); }   // output dtype != weight dtype
  { FCall c; c.db = ACL_BF16; EXPECT_EQ(c.Run(), 0); }           // bias dtype free
  { FCall c; c.fx = ACL_FORMAT_NCHW; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.fb = ACL_FORMAT_NCL; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.fy = ACL_FORMAT_NHWC; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.x = {2, 2, 3, 1}; c.fx = ACL_FORMAT_ND; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.w = {3, 3}; c.fw = ACL_FORMAT_ND; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.b = {4, 1}; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.w = {3, 2, 4}; EXPECT_EQ(c.Run(), 161002); }      // Cin mismatch
  { FCall c; c.b = {5}; EXPECT_EQ(c.Run(), 161002); }            // bias != Cout
  { FCall c; c.pad = -1; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.pad = 0; c.w = {4, 3, 4}; EXPECT_EQ(c.Run(), 161002); }  // To < 0
  { FCall c; c.y = {3, 2, 4}; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.cmt = 4; EXPECT_EQ(c.Run(), 161002); }
  { FCall c; c.cmt = -1; EXPECT_EQ(c.Run(), 161002); }
  for (int cmt = 0; cmt <= 3; ++cmt) { FCall c; c.cmt = cmt; EXPECT_EQ(c.Run(), 0); }
  { FCall c; c.x = {0, 2, 3}; c.y = {0, 2, 4}; c.pad = 0; c.w = {1, 3, 4}; EXPECT_EQ(c.Run(), 0); }  // empty
}

// A float ConvTbc problem with Cin = Cout = C and K = 2 pad + 1 (the output has the input's shape),
// random operands and the float64 reference.
struct SquareProblem {
  SquareProblem(std::mt19937_64& rng, int64_t t, int64_t b_, int64_t c)
      : T(t), B(b_), C(c), x({t, b_, c}, ACL_FLOAT), w({K, c, c}, ACL_FLOAT), b({c}, ACL_FLOAT) {
    for (TestTensor* o : {&x, &w, &b}) o->FillUniform(rng, -1, 1);
    aclnn_cpu::ref::TbcShape s;
    s.T = T; s.B = B; s.Cin = C; s.K = K; s.Cout = C; s.pad = pad;
    aclnn_cpu::ref::ConvTbcForward(s, x.Values(), w.Values(), b.Values(), &want, &mag);
  }
  aclnnStatus Run(TestTensor& y) {
    return RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvTbcGetWorkspaceSize(x.get(), w.get(), b.get(), pad, y.get(), 0, ws, ex);
    }, aclnnConvTbc);
  }
  static constexpr int64_t K = 3, pad = 1;
  int64_t T, B, C;
  TestTensor x, w, b;
  std::vector<double> want, mag;
};

// Output aliasing the input (same shape when K = 2 pad + 1 and Cin = Cout): compute-then-write.
TEST(ConvTbc, OutputAliasesInput) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  SquareProblem pr(rng, 20, 3, 8);
  ASSERT_EQ(pr.Run(pr.x), 0);
  const auto got = pr.x.Values();
  for (size_t i = 0; i < got.size(); ++i) ASSERT_NEAR(got[i], pr.want[i], 1e-5 * pr.mag[i] + 1e-6) << i;
}

// The same overlap made only by rebinding the output of a repeatable executor after phase 1 (which
// planned its workspace for separate tensors): the run plans and allocates its own.
TEST(ConvTbc, OutputAliasesInputAfterRebinding) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const int64_t T = 20, B = 3, C = 8, K = 3, pad = 1;
  TestTensor x({T, B, C}, ACL_FLOAT), w({K, C, C}, ACL_FLOAT), b({C}, ACL_FLOAT), y({T, B, C}, ACL_FLOAT);
  x.FillUniform(rng, -1, 1);
  w.FillUniform(rng, -1, 1);
  b.FillUniform(rng, -1, 1);
  aclnn_cpu::ref::TbcShape s;
  s.T = T; s.B = B; s.Cin = C; s.K = K; s.Cout = C; s.pad = pad;
  std::vector<double> want, mag;
  aclnn_cpu::ref::ConvTbcForward(s, x.Values(), w.Values(), b.Values(), &want, &mag);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  ASSERT_EQ(aclnnConvTbcGetWorkspaceSize(x.get(), w.get(), b.get(), pad, y.get(), 0, &ws, &ex), 0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  ASSERT_EQ(aclSetOutputTensorAddr(ex, 0, y.get(), x.data()), 0);
  aclnn_test::Workspace wsp(ws);
  ASSERT_EQ(aclnnConvTbc(wsp.get(), ws, ex, nullptr), 0);
  ASSERT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
  const auto got = x.Values();
  for (size_t i = 0; i < got.size(); ++i) ASSERT_NEAR(got[i], want[i], 1e-5 * mag[i] + 1e-6) << i;
}

// The forward does not promote: every pair of different self/weight/output dtypes is 161002, checked
// right after the nulls (before formats and shapes), with a message naming both tensors and dtypes.
TEST(ConvTbcStatus, SelfWeightOutputDtypesMustMatch) {
  const aclDataType types[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
  const auto name = [](aclDataType d) {
    return std::string(d == ACL_FLOAT ? "FLOAT" : d == ACL_FLOAT16 ? "FLOAT16" : "BFLOAT16");
  };
  for (aclDataType a : types)
    for (aclDataType b : types) {
      if (a == b) continue;
      SCOPED_TRACE(name(a) + "/" + name(b));
      {
        FCall c; c.dx = a; c.dw = b; c.dy = b;
        c.fx = ACL_FORMAT_NCHW;  // a later row: the dtype row must fire first
        EXPECT_EQ(c.Run(), 161002);
        const std::string msg = aclGetRecentErrMsg();
        EXPECT_NE(msg.find("self dtype " + name(a) + " "), std::string::npos) << msg;
        EXPECT_NE(msg.find("weight dtype " + name(b) + " "), std::string::npos) << msg;
      }
      {
        FCall c; c.dx = a; c.dw = a; c.dy = b;
        c.y = {7, 7, 7};  // a later row
        EXPECT_EQ(c.Run(), 161002);
        const std::string msg = aclGetRecentErrMsg();
        EXPECT_NE(msg.find("weight dtype " + name(a) + " "), std::string::npos) << msg;
        EXPECT_NE(msg.find("output dtype " + name(b) + " "), std::string::npos) << msg;
      }
      {
        FCall c; c.dx = a; c.dw = b; c.dy = a;  // output follows self, weight differs
        EXPECT_EQ(c.Run(), 161002);
      }
    }
  for (aclDataType a : types) { FCall c; c.dx = c.dw = c.dy = a; EXPECT_EQ(c.Run(), 0) << name(a); }
}

// An output whose time steps share one address (a zero stride over T): the rows land in time order
// (the last one wins), for any thread count.
TEST(ConvTbc, OutputOverlappingItself) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  SquareProblem pr(rng, 64, 3, 16);
  Layout shared;
  shared.strides = {0, pr.C, 1};
  TestTensor y({pr.T, pr.B, pr.C}, ACL_FLOAT, shared);
  const size_t row = static_cast<size_t>(pr.B * pr.C), last = pr.want.size() - row;
  for (int t : {1, 2, 3}) {
    ScopedThreads threads(t);
    y.Poison();
    ASSERT_EQ(pr.Run(y), 0);
    const auto got = y.Values();  // every time step reads the one shared row
    for (size_t i = 0; i < row; ++i)
      ASSERT_NEAR(got[i], pr.want[last + i], 1e-5 * pr.mag[last + i] + 1e-6) << t << " threads, element " << i;
  }
}
