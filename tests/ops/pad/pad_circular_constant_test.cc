// Numerics of the circular entry points and ConstantPadNd on the pad family's engine: random
// shapes, pads (negative ones crop) and every dtype against the float64 reference
// (src/ops/pad/ref.h), strided, offset and transposed views, outputs poisoned and guarded, 1/2/3
// threads bitwise identical; the circular backwards also bit for bit against the device's fp32
// summation order with its final ties-away rounding (circular/constant spec §3.4); the worked
// examples (§3.6); the adjoint identity; ConstantPadNd of every rank 0-8 and the conversion of
// fill scalars of every dtype (§2.1, §8.5).
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

#include "../reflection_pad2d/pad_test_util.h"
#include "aclnnop/aclnn_circular_pad2d.h"
#include "aclnnop/aclnn_circular_pad2d_backward.h"
#include "aclnnop/aclnn_circular_pad3d.h"
#include "aclnnop/aclnn_circular_pad3d_backward.h"
#include "aclnnop/aclnn_constant_pad_nd.h"
#include "ops/pad/ref.h"

using namespace aclnn_test;
using namespace pad_test;
using aclnn_cpu::ref::PadMode;

namespace {

using Fwd1 = aclnnStatus (*)(const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*, aclOpExecutor**);
using Bwd1 = aclnnStatus (*)(const aclTensor*, const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*,
                             aclOpExecutor**);
using Run2 = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

struct CircOp {
  const char* name;
  int k;
  bool backward;
  Fwd1 fwd;
  Bwd1 bwd;
  Run2 run;
  std::vector<aclDataType> dtypes;
};

const std::vector<CircOp>& CircOps() {
  static const std::vector<CircOp> ops = {
      {"CircularPad2d", 2, false, aclnnCircularPad2dGetWorkspaceSize, nullptr, aclnnCircularPad2d,
       {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT32, ACL_INT8}},
      {"CircularPad3d", 3, false, aclnnCircularPad3dGetWorkspaceSize, nullptr, aclnnCircularPad3d,
       {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT32, ACL_INT8}},
      {"CircularPad2dBackward", 2, true, nullptr, aclnnCircularPad2dBackwardGetWorkspaceSize,
       aclnnCircularPad2dBackward, {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}},
      {"CircularPad3dBackward", 3, true, nullptr, aclnnCircularPad3dBackwardGetWorkspaceSize,
       aclnnCircularPad3dBackward, {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}},
  };
  return ops;
}

const CircOp& FindCirc(const std::string& name) {
  for (const CircOp& op : CircOps())
    if (name == op.name) return op;
  throw std::runtime_error(name);
}

// padding in the operators' order: pair j pads axis rank-1-j.
std::vector<int64_t> AxisPads(const std::vector<int64_t>& padding, size_t rank, bool high) {
  std::vector<int64_t> v(rank, 0);
  for (size_t j = 0; j < padding.size() / 2; ++j) v[rank - 1 - j] = padding[2 * j + (high ? 1 : 0)];
  return v;
}

Shape PaddedShape(const Shape& s, const std::vector<int64_t>& padding) {
  Shape o = s;
  for (size_t j = 0; j < padding.size() / 2; ++j) o[s.size() - 1 - j] += padding[2 * j] + padding[2 * j + 1];
  return o;
}

aclnnStatus CallCirc(const CircOp& op, aclTensor* a, aclTensor* self, const std::vector<int64_t>& padding,
                     aclTensor* out) {
  aclIntArray* p = aclCreateIntArray(padding.data(), padding.size());
  const aclnnStatus st = RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) {
        return op.backward ? op.bwd(a, self, p, out, ws, ex) : op.fwd(a, p, out, ws, ex);
      },
      op.run);
  aclDestroyIntArray(p);
  return st;
}

aclnnStatus CallConstant(aclTensor* self, const std::vector<int64_t>& pad, const aclScalar* value, aclTensor* out) {
  aclIntArray* p = aclCreateIntArray(pad.data(), pad.size());
  const aclnnStatus st = RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnConstantPadNdGetWorkspaceSize(self, p, value, out, ws, ex); },
      aclnnConstantPadNd);
  aclDestroyIntArray(p);
  return st;
}

bool SameBits(double a, double b) { return (std::isnan(a) && std::isnan(b)) || std::memcmp(&a, &b, 8) == 0; }

int64_t Uniform(std::mt19937_64& rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

// --- The device's circular backward, written from §3.4 (independent of the engine) ---

// Per axis (n, b, a): the output positions that wrap onto input index i, in the device's order
// (centre, before-pad, after-pad).
std::vector<int64_t> CircTerms(int64_t i, int64_t n, int64_t b, int64_t a) {
  const int64_t c = std::max<int64_t>(-b, 0), e = std::max<int64_t>(-a, 0), p = std::max<int64_t>(b, 0);
  const int64_t np = n - c - e, m = n + b + a;
  std::vector<int64_t> t;
  if (i < c || i >= n - e) return t;  // cropped away
  const int64_t k = i - c;             // position in the cropped block
  t.push_back(p + k);                  // centre
  for (int64_t o = 0; o < p; ++o)      // before-pad: o maps to (o - p) mod n'
    if ((((o - p) % np) + np) % np == k) t.push_back(o);
  for (int64_t o = p + np; o < m; ++o)
    if ((o - p) % np == k) t.push_back(o);
  return t;
}

// gradInput as the device computes it: fp32 sums, H fold, then W fold, then (3d) D fold, one
// final rounding with ties away from zero. go: row-major gradOutput values.
std::vector<double> DeviceCircularBackward(const Shape& self, const std::vector<int64_t>& padding,
                                           const std::vector<double>& go, aclDataType dt) {
  const size_t r = self.size();
  const int k = static_cast<int>(padding.size() / 2);
  const Shape gshape = PaddedShape(self, padding);
  std::vector<double> gi(static_cast<size_t>(Numel(self)));
  const int64_t W = self[r - 1], H = self[r - 2], D = k == 3 ? self[r - 3] : 1;
  const int64_t Wo = gshape[r - 1], Ho = gshape[r - 2], Do = k == 3 ? gshape[r - 3] : 1;
  const int64_t lead = Numel(self) / (W * H * D);
  for (int64_t l = 0; l < lead; ++l)
    for (int64_t d = 0; d < D; ++d)
      for (int64_t h = 0; h < H; ++h)
        for (int64_t w = 0; w < W; ++w) {
          const auto tw = CircTerms(w, W, padding[0], padding[1]);
          const auto th = CircTerms(h, H, padding[2], padding[3]);
          const auto td = k == 3 ? CircTerms(d, D, padding[4], padding[5]) : std::vector<int64_t>{0};
          auto G = [&](int64_t od, int64_t oh, int64_t ow) {
            return static_cast<float>(go[static_cast<size_t>(((l * Do + od) * Ho + oh) * Wo + ow)]);
          };
          float result = 0;
          bool any = false;
          for (int64_t od : td) {
            float plane = 0;
            bool pany = false;
            for (int64_t ow : tw) {
              float col = 0;
              bool cany = false;
              for (int64_t oh : th) {
                col = cany ? col + G(od, oh, ow) : G(od, oh, ow);
                cany = true;
              }
              if (!cany) continue;
              plane = pany ? plane + col : col;
              pany = true;
            }
            if (!pany) continue;
            result = any ? result + plane : plane;
            any = true;
          }
          gi[static_cast<size_t>(((l * D + d) * H + h) * W + w)] = RoundToTiesAway(dt, any ? result : 0.0f);
        }
  return gi;
}

// --- Circular: random problems ---

struct Problem {
  Shape self;
  std::vector<int64_t> padding;
  aclDataType dtype = ACL_FLOAT;
  Layout in_layout, out_layout;
};

// A random problem inside the legal region (§3.2): per axis a crop on either side (sometimes), then
// positive pads of at most the cropped length (3d backward: also below the dim, §5.3 #18a).
Problem RandomCircular(const CircOp& op, std::mt19937_64& rng, aclDataType dt) {
  Problem pr;
  pr.dtype = dt;
  const size_t rank = static_cast<size_t>(op.k + Uniform(rng, 1, 2));
  for (size_t d = 0; d < rank; ++d) pr.self.push_back(d + static_cast<size_t>(op.k) >= rank ? Uniform(rng, 1, 9) : Uniform(rng, 1, 3));
  for (int j = 0; j < op.k; ++j) {
    const int64_t n = pr.self[rank - 1 - static_cast<size_t>(j)];
    int64_t c = 0, e = 0;
    if (Uniform(rng, 0, 2) == 0 && n > 1) {
      c = Uniform(rng, 0, n - 1);
      e = Uniform(rng, 0, n - 1 - c);
    }
    const int64_t np = n - c - e;
    const int64_t cap = op.backward && op.k == 3 ? std::min(np, n - 1) : np;
    const int64_t b = c > 0 ? -c : Uniform(rng, 0, cap);
    const int64_t a = e > 0 ? -e : Uniform(rng, 0, cap);
    pr.padding.push_back(b);
    pr.padding.push_back(a);
  }
  const int which = static_cast<int>(Uniform(rng, 0, 3));
  if (which == 1) pr.in_layout = Layout::Transposed(rank);
  if (which == 2) pr.out_layout = Layout::Padded(3, 5);
  if (which == 3) {
    pr.in_layout = Layout::Padded(2, 7);
    pr.out_layout = Layout::Transposed(rank);
  }
  return pr;
}

void CheckCircular(const CircOp& op, const Problem& pr, std::mt19937_64& rng, const Fill* fill = nullptr) {
  const Shape padded = PaddedShape(pr.self, pr.padding);
  const Shape in_shape = op.backward ? padded : pr.self, out_shape = op.backward ? pr.self : padded;
  SCOPED_TRACE(std::string(op.name) + " " + Name(pr.dtype) + " self " + ::testing::PrintToString(pr.self) +
               " padding " + ::testing::PrintToString(pr.padding));
  TestTensor in(in_shape, pr.dtype, pr.in_layout), out(out_shape, pr.dtype, pr.out_layout);
  TestTensor self(pr.self, pr.dtype);
  const bool integral = pad_test::IsIntegral(pr.dtype);
  SetScalars(in, fill ? pad_test::FillScalars(in, *fill, rng)
                      : pad_test::RandomScalars(in, rng, integral ? -100 : -4, integral ? 100 : 4));
  const std::vector<double> x = Scalars(in);
  const std::vector<int64_t> lo = AxisPads(pr.padding, pr.self.size(), false), hi = AxisPads(pr.padding, pr.self.size(), true);
  const std::vector<double> want = op.backward ? aclnn_cpu::ref::PadBackward(PadMode::kCircular, pr.self, lo, hi, x)
                                               : aclnn_cpu::ref::PadForward(PadMode::kCircular, pr.self, lo, hi, x);
  const std::vector<double> device = op.backward ? DeviceCircularBackward(pr.self, pr.padding, x, pr.dtype) : want;
  std::vector<double> first;
  for (int t : {1, 2, 3}) {
    ScopedThreads st(t);
    out.Poison();
    ASSERT_EQ(CallCirc(op, in.get(), self.get(), pr.padding, out.get()), 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    ASSERT_TRUE(in.UntouchedOutside(&why)) << "input: " << why;
    const std::vector<double> got = Scalars(out);
    ASSERT_EQ(got.size(), want.size());
    if (t == 1) {
      for (size_t i = 0; i < got.size(); ++i) {
        ASSERT_TRUE(SameBits(got[i], device[i])) << "element " << i << ": " << got[i] << " vs " << device[i];
        if (op.backward) {  // and close to the float64 sum: fp32 sums of <= 27 terms, one rounding
          const double u = pr.dtype == ACL_FLOAT16 ? std::ldexp(1.0, -11)
                           : pr.dtype == ACL_BF16  ? std::ldexp(1.0, -8)
                                                   : std::ldexp(1.0, -24);
          ASSERT_NEAR(got[i], want[i], std::fabs(want[i]) * u + 32 * 128 * std::ldexp(1.0, -24)) << "element " << i;
        }
      }
      first = got;
    } else {
      for (size_t i = 0; i < got.size(); ++i)
        ASSERT_TRUE(SameBits(got[i], first[i])) << "differs with " << t << " threads at element " << i;
    }
  }
}

class CircularPad : public ::testing::TestWithParam<size_t> {};

TEST_P(CircularPad, RandomProblemsEveryDtypeAgainstTheReference) {
  const CircOp& op = CircOps()[GetParam()];
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (aclDataType dt : op.dtypes)
    for (int rep = 0; rep < 6; ++rep) {
      CheckCircular(op, RandomCircular(op, rng, dt), rng);
      if (HasFatalFailure()) return;
    }
}

INSTANTIATE_TEST_SUITE_P(Ops, CircularPad, ::testing::Range<size_t>(0, 4),
                         [](const ::testing::TestParamInfo<size_t>& i) { return std::string(CircOps()[i.param].name); });

// Sums whose fp32 value lies exactly halfway between two fp16/bf16 values: ties go away from zero.
TEST(CircularPadBackward, FinalRoundingIsTiesAway) {
  // 1 + 2^-11 is an fp16 tie (between 1 and 1 + 2^-10); 1 + 2^-8 a bf16 tie. Terms: the centre
  // 1 and the wrapped copy 2^-11 (resp. 2^-8): self [1,1,1,2], padding [1,0,0,0] -> gradOutput W = 3,
  // position 0 wraps onto input 1.
  for (aclDataType dt : {ACL_FLOAT16, ACL_BF16}) {
    const double tie = dt == ACL_FLOAT16 ? std::ldexp(1.0, -11) : std::ldexp(1.0, -8);
    TestTensor go({1, 1, 1, 3}, dt), self({1, 1, 1, 2}, dt), gi({1, 1, 1, 2}, dt);
    SetScalars(go, {tie, 1.0, 1.0});
    gi.Poison();
    ASSERT_EQ(CallCirc(FindCirc("CircularPad2dBackward"), go.get(), self.get(), {1, 0, 0, 0}, gi.get()), 0);
    const std::vector<double> got = Scalars(gi);
    EXPECT_EQ(got[0], 1.0);
    EXPECT_EQ(got[1], 1.0 + 2 * tie) << Name(dt) << ": a tie rounds away from zero";
    // Negative: away from zero as well.
    SetScalars(go, {-tie, -1.0, -1.0});
    ASSERT_EQ(CallCirc(FindCirc("CircularPad2dBackward"), go.get(), self.get(), {1, 0, 0, 0}, gi.get()), 0);
    EXPECT_EQ(Scalars(gi)[1], -1.0 - 2 * tie) << Name(dt);
  }
}

// The 3d order: H and W of each D term first, the D terms added last (fp32): values chosen so that
// the other order (D first) rounds differently.
TEST(CircularPadBackward, ThreeDimensionalOrderAddsTheDepthTermsLast) {
  // self [1,1,2,1,2] (D 2, H 1, W 2), padding [1,0, 0,0, 1,0]: input (d=1, w=1) receives the
  // centre (od 2, ow 2), the W wrap (od 2, ow 0), the D wrap (od 0, ow 2) and both (od 0, ow 0).
  // Device: (G[2][2] + G[2][0]) + (G[0][2] + G[0][0]).
  const float big = 16777216.0f;  // 2^24
  // G[od][ow] for od in 0..2, ow in 0..2.
  std::vector<double> go(9, 0.0);
  go[2 * 3 + 2] = big;   // centre
  go[2 * 3 + 0] = 1.0;   // W wrap, same plane
  go[0 * 3 + 2] = -big;  // D wrap
  go[0 * 3 + 0] = 1.0;   // both
  TestTensor g({1, 1, 3, 1, 3}, ACL_FLOAT), self({1, 1, 2, 1, 2}, ACL_FLOAT), gi({1, 1, 2, 1, 2}, ACL_FLOAT);
  SetScalars(g, go);
  ASSERT_EQ(CallCirc(FindCirc("CircularPad3dBackward"), g.get(), self.get(), {1, 0, 0, 0, 1, 0}, gi.get()), 0)
      << aclGetRecentErrMsg();
  // Device order: (2^24 + 1) rounds to 2^24, (-2^24 + 1) is exact: 2^24 + (-2^24 + 1) = 1. The
  // other order ((2^24 - 2^24) + 1) + 1 would give 2.
  EXPECT_EQ(Scalars(gi)[3], 1.0);
  EXPECT_EQ(DeviceCircularBackward({1, 1, 2, 1, 2}, {1, 0, 0, 0, 1, 0}, go, ACL_FLOAT)[3], 1.0);
}

// One call on contiguous float tensors with given values; returns the output values.
std::vector<double> RunCirc(const std::string& name, const Shape& self_shape, const std::vector<int64_t>& padding,
                            const std::vector<double>& values) {
  const CircOp& op = FindCirc(name);
  const Shape padded = PaddedShape(self_shape, padding);
  TestTensor in(op.backward ? padded : self_shape, ACL_FLOAT), out(op.backward ? self_shape : padded, ACL_FLOAT);
  TestTensor self(self_shape, ACL_FLOAT);
  SetScalars(in, values);
  out.Poison();
  EXPECT_EQ(CallCirc(op, in.get(), self.get(), padding, out.get()), 0) << aclGetRecentErrMsg();
  return Scalars(out);
}

std::vector<double> Iota(int64_t n, double start = 0) {
  std::vector<double> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = start + static_cast<double>(i);
  return v;
}

// The worked examples of §3.6.
TEST(CircularPadExamples, WorkedExamples) {
  using V = std::vector<double>;
  {  // 1: 3x3, pads 2 -> 7x7
    const V rows[3] = {{4, 5, 3, 4, 5, 3, 4}, {7, 8, 6, 7, 8, 6, 7}, {1, 2, 0, 1, 2, 0, 1}};
    V want;
    for (int r = 0; r < 7; ++r) want.insert(want.end(), rows[r % 3].begin(), rows[r % 3].end());
    EXPECT_EQ(RunCirc("CircularPad2d", {1, 1, 3, 3}, {2, 2, 2, 2}, Iota(9)), want);
  }
  // 2: the example program
  EXPECT_EQ(RunCirc("CircularPad2d", {1, 1, 2, 2}, {1, 1, 1, 1}, V{1, 2, 3, 4}),
            (V{4, 3, 4, 3, 2, 1, 2, 1, 4, 3, 4, 3, 2, 1, 2, 1}));
  {  // 3: 3d, D = 1
    const V plane = {8, 6, 7, 8, 6, 2, 0, 1, 2, 0, 5, 3, 4, 5, 3, 8, 6, 7, 8, 6, 2, 0, 1, 2, 0};
    V want;
    for (int p = 0; p < 3; ++p) want.insert(want.end(), plane.begin(), plane.end());
    EXPECT_EQ(RunCirc("CircularPad3d", {1, 1, 3, 3}, {1, 1, 1, 1, 1, 1}, Iota(9)), want);
    const V half = {7, 6, 7, 6, 5, 4, 5, 4, 7, 6, 7, 6, 5, 4, 5, 4, 3, 2, 3, 2, 1, 0, 1, 0, 3, 2, 3, 2, 1, 0, 1, 0};
    V want64 = half;
    want64.insert(want64.end(), half.begin(), half.end());
    EXPECT_EQ(RunCirc("CircularPad3d", {1, 1, 2, 2, 2}, {1, 1, 1, 1, 1, 1}, Iota(8)), want64);
  }
  // 4: backward
  EXPECT_EQ(RunCirc("CircularPad2dBackward", {1, 1, 5}, {1, 1, 0, 0}, V(7, 1.0)), (V{2, 1, 1, 1, 2}));
  EXPECT_EQ(RunCirc("CircularPad2dBackward", {1, 2, 2}, {1, 1, 1, 1}, V(16, 1.0)), V(4, 4.0));
  EXPECT_EQ(RunCirc("CircularPad3dBackward", {1, 2, 2, 2}, {1, 1, 1, 1, 1, 1}, V(64, 1.0)), V(8, 8.0));
  {  // 5
    V go(49);
    for (int oh = 0; oh < 7; ++oh)
      for (int ow = 0; ow < 7; ++ow) go[static_cast<size_t>(oh * 7 + ow)] = 7 * oh + ow;
    EXPECT_EQ(RunCirc("CircularPad2dBackward", {1, 3, 3}, {2, 2, 2, 2}, go),
              (V{112, 165, 108, 147, 216, 141, 84, 123, 80}));
    EXPECT_EQ(RunCirc("CircularPad2dBackward", {1, 3, 3}, {2, 2, 2, 2}, V(49, 1.0)), (V{4, 6, 4, 6, 9, 6, 4, 6, 4}));
    EXPECT_EQ(RunCirc("CircularPad2dBackward", {1, 3, 3}, {3, 3, 3, 3}, V(81, 1.0)), V(9, 9.0));
  }
  {  // 6: negative padding
    EXPECT_EQ(RunCirc("CircularPad2d", {1, 2, 4}, {-1, 2, 0, 1}, Iota(8)),
              (V{1, 2, 3, 1, 2, 5, 6, 7, 5, 6, 1, 2, 3, 1, 2}));
    V go(15);
    for (int oh = 0; oh < 3; ++oh)
      for (int ow = 0; ow < 5; ++ow) go[static_cast<size_t>(oh * 5 + ow)] = 10 * oh + ow;
    EXPECT_EQ(RunCirc("CircularPad2dBackward", {1, 2, 4}, {-1, 2, 0, 1}, go), (V{0, 46, 50, 24, 0, 23, 25, 12}));
  }
  {  // §3.2's one-axis examples (x = 0..4)
    EXPECT_EQ(RunCirc("CircularPad2d", {1, 1, 5}, {2, -1, 0, 0}, Iota(5)), (V{2, 3, 0, 1, 2, 3}));
    EXPECT_EQ(RunCirc("CircularPad2d", {1, 1, 5}, {-1, 2, 0, 0}, Iota(5)), (V{1, 2, 3, 4, 1, 2}));
    EXPECT_EQ(RunCirc("CircularPad2d", {1, 1, 5}, {5, 5, 0, 0}, Iota(5)),
              (V{0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4}));
  }
}

// <pad(x), g> == <x, pad^T(g)> (integer-valued data: exact).
TEST(CircularPadExamples, AdjointIdentity) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (int rep = 0; rep < 8; ++rep)
    for (const auto& [f, b] : {std::pair<const char*, const char*>{"CircularPad2d", "CircularPad2dBackward"},
                               {"CircularPad3d", "CircularPad3dBackward"}}) {
      const Problem pr = RandomCircular(FindCirc(b), rng, ACL_FLOAT);  // legal for both directions
      const Shape padded = PaddedShape(pr.self, pr.padding);
      std::vector<double> x(static_cast<size_t>(Numel(pr.self))), g(static_cast<size_t>(Numel(padded)));
      for (double& v : x) v = static_cast<double>(Uniform(rng, -8, 8));
      for (double& v : g) v = static_cast<double>(Uniform(rng, -8, 8));
      const std::vector<double> px = RunCirc(f, pr.self, pr.padding, x), tg = RunCirc(b, pr.self, pr.padding, g);
      double lhs = 0, rhs = 0;
      for (size_t i = 0; i < g.size(); ++i) lhs += px[i] * g[i];
      for (size_t i = 0; i < x.size(); ++i) rhs += x[i] * tg[i];
      EXPECT_EQ(lhs, rhs) << f << " self " << ::testing::PrintToString(pr.self) << " padding "
                          << ::testing::PrintToString(pr.padding);
    }
}

// Circular backward whose gradOutput is cropped away entirely (4-D self, status 0): zeros.
TEST(CircularPadExamples, BackwardOfAnEmptyGradOutputWritesZeros) {
  TestTensor go({1, 2, 3, 0}, ACL_FLOAT), self({1, 2, 3, 2}, ACL_FLOAT), gi({1, 2, 3, 2}, ACL_FLOAT, Layout::Padded(1, 3));
  gi.Poison();
  ASSERT_EQ(CallCirc(FindCirc("CircularPad2dBackward"), go.get(), self.get(), {-1, -1, 0, 0}, gi.get()), 0)
      << aclGetRecentErrMsg();
  EXPECT_EQ(Scalars(gi), std::vector<double>(12, 0.0));
  EXPECT_TRUE(gi.UntouchedOutside());
}

// An output that shares memory with the input: computed through a temporary, same values.
TEST(CircularPadExamples, OutputOverlappingInput) {
  const Shape self_shape = {1, 2, 3};
  const std::vector<int64_t> padding = {2, 1, 1, 0};
  const Shape padded = PaddedShape(self_shape, padding);
  TestTensor block({64}, ACL_FLOAT);
  const std::vector<double> vals = Iota(64, 1);
  SetScalars(block, vals);
  auto view = [&](const Shape& s, int64_t offset) {
    Shape st(s.size(), 1);
    for (size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * s[i];
    const int64_t storage = 64;
    return aclCreateTensor(s.data(), s.size(), ACL_FLOAT, st.data(), offset, ACL_FORMAT_ND, &storage, 1, block.data());
  };
  aclTensor* in = view(self_shape, 0);
  aclTensor* out = view(padded, 2);
  TestTensor self(self_shape, ACL_FLOAT);
  const std::vector<double> x(vals.begin(), vals.begin() + 6);
  const std::vector<double> want = aclnn_cpu::ref::PadForward(PadMode::kCircular, self_shape, AxisPads(padding, 3, false),
                                                              AxisPads(padding, 3, true), x);
  ASSERT_EQ(CallCirc(FindCirc("CircularPad2d"), in, self.get(), padding, out), 0) << aclGetRecentErrMsg();
  const std::vector<double> all = Scalars(block);
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(all[i + 2], want[i]) << "element " << i;
  aclDestroyTensor(in);
  aclDestroyTensor(out);
}

// --- ConstantPadNd ---

// A scalar of dtype sd holding v (complex: (v, im)).
aclScalar* MakeScalar(aclDataType sd, double v, double im = 0) {
  unsigned char b[16] = {};
  switch (sd) {
    case ACL_COMPLEX64: {
      const float c[2] = {static_cast<float>(v), static_cast<float>(im)};
      std::memcpy(b, c, 8);
      break;
    }
    case ACL_COMPLEX128: {
      const double c[2] = {v, im};
      std::memcpy(b, c, 16);
      break;
    }
    case ACL_UINT8: {  // a negative literal wraps, as in a uint8_t variable
      const uint8_t x = static_cast<uint8_t>(static_cast<int64_t>(v));
      std::memcpy(b, &x, 1);
      break;
    }
    default: StoreElement(b, sd, v);
  }
  return aclCreateScalar(b, sd);
}

bool IsFloatDt(aclDataType d) { return d == ACL_FLOAT || d == ACL_DOUBLE || d == ACL_FLOAT16 || d == ACL_BF16; }
bool IsComplexDt(aclDataType d) { return d == ACL_COMPLEX64 || d == ACL_COMPLEX128; }
bool IsUnsignedDt(aclDataType d) { return d == ACL_UINT8 || d == ACL_UINT16 || d == ACL_UINT32 || d == ACL_UINT64; }
int Bits(aclDataType d) { return static_cast<int>(ElemSize(d)) * 8; }

// The fill of §2.1 for values that fit the target's range (floats: values a float holds exactly,
// so that rounding through float is the direct rounding): the scalars (re, im) the output holds
// at a padded position.
std::pair<double, double> ExpectedFill(aclDataType sd, double v, double im, aclDataType td) {
  if (sd == ACL_UINT8) v = static_cast<double>(static_cast<uint8_t>(static_cast<int64_t>(v)));
  const bool sfloat = IsFloatDt(sd) || IsComplexDt(sd);
  if (IsComplexDt(sd) && !IsComplexDt(td)) return {0, 0};  // complex into real: 0
  if (IsComplexDt(td)) return {RoundScalar(td, v), IsComplexDt(sd) ? RoundScalar(td, im) : 0};
  if (IsFloatDt(td)) return {RoundTo(td, v), 0};
  if (td == ACL_BOOL) return {v != 0 ? 1 : 0, 0};
  // Integer targets: floats truncate (a negative one into an unsigned type: 0, the saturating
  // policy; UINT16 goes through int16 and wraps); integers wrap.
  double t = (sfloat ? std::trunc(v) : v) + 0.0;  // an integer has no -0
  if (sfloat && t < 0 && IsUnsignedDt(td) && td != ACL_UINT16) return {0, 0};
  if (t < 0 && IsUnsignedDt(td)) t += std::ldexp(1.0, Bits(td));
  if (!IsUnsignedDt(td) && Bits(td) < 64) {  // wrap into the signed range
    const double span = std::ldexp(1.0, Bits(td));
    t = std::fmod(t, span);
    if (t >= span / 2) t -= span;
    if (t < -span / 2) t += span;
  }
  return {t, 0};
}

const std::vector<aclDataType> kConstantDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,   ACL_DOUBLE, ACL_INT8,
                                                  ACL_INT16, ACL_INT32,   ACL_INT64,  ACL_UINT8,  ACL_UINT16,
                                                  ACL_UINT32, ACL_UINT64, ACL_BOOL,   ACL_COMPLEX64, ACL_COMPLEX128};
const std::vector<aclDataType> kScalarDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,   ACL_DOUBLE,    ACL_INT8,
                                                ACL_INT16, ACL_INT32,   ACL_INT64,  ACL_UINT8,     ACL_UINT16,
                                                ACL_UINT32, ACL_UINT64, ACL_BOOL,   ACL_COMPLEX64, ACL_COMPLEX128};

struct ConstProblem {
  Shape self;
  std::vector<int64_t> pad;
  aclDataType dtype = ACL_FLOAT;
  aclDataType sdtype = ACL_FLOAT;
  double value = 0, im = 0;
  Layout in_layout, out_layout;
};

// Random data for dtype d (unsigned types: non-negative).
std::vector<double> RandomData(const TestTensor& t, std::mt19937_64& rng) {
  const aclDataType d = t.dtype();
  if (IsUnsignedDt(d)) {
    std::vector<double> v(static_cast<size_t>(t.numel()));
    for (double& x : v) x = static_cast<double>(Uniform(rng, 0, 200));
    return v;
  }
  const bool integral = pad_test::IsIntegral(d);
  return pad_test::RandomScalars(t, rng, integral ? -100 : -4, integral ? 100 : 4);
}

// Runs the problem with 1, 2 and 3 threads against the reference with the expected fill.
void CheckConstant(const ConstProblem& pr, std::mt19937_64& rng, const Fill* fill = nullptr) {
  const size_t r = pr.self.size();
  const Shape out_shape = PaddedShape(pr.self, pr.pad);
  SCOPED_TRACE(std::string("ConstantPadNd ") + Name(pr.dtype) + " self " + ::testing::PrintToString(pr.self) +
               " pad " + ::testing::PrintToString(pr.pad) + " value " + Name(pr.sdtype) + " " +
               std::to_string(pr.value));
  TestTensor in(pr.self, pr.dtype, pr.in_layout), out(out_shape, pr.dtype, pr.out_layout);
  SetScalars(in, fill ? pad_test::FillScalars(in, *fill, rng) : RandomData(in, rng));
  const std::vector<double> x = Scalars(in);
  aclScalar* value = MakeScalar(pr.sdtype, pr.value, pr.im);
  ASSERT_NE(value, nullptr);
  const auto [fre, fim] = ExpectedFill(pr.sdtype, pr.value, pr.im, pr.dtype);
  const int64_t comps = Comps(pr.dtype);
  const std::vector<int64_t> lo = AxisPads(pr.pad, r, false), hi = AxisPads(pr.pad, r, true);
  std::vector<double> want(static_cast<size_t>(Numel(out_shape) * comps));
  for (int64_t c = 0; c < comps; ++c) {
    std::vector<double> xc;
    for (size_t i = static_cast<size_t>(c); i < x.size(); i += static_cast<size_t>(comps)) xc.push_back(x[i]);
    const std::vector<double> rc =
        aclnn_cpu::ref::PadForward(PadMode::kConstant, pr.self, lo, hi, xc, c == 0 ? fre : fim);
    for (size_t i = 0; i < rc.size(); ++i) want[i * static_cast<size_t>(comps) + static_cast<size_t>(c)] = rc[i];
  }
  for (int t : {1, 2, 3}) {
    ScopedThreads st(t);
    out.Poison();
    ASSERT_EQ(CallConstant(in.get(), pr.pad, value, out.get()), 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    ASSERT_TRUE(in.UntouchedOutside(&why)) << "input: " << why;
    const std::vector<double> got = Scalars(out);
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_TRUE(SameBits(got[i], want[i])) << t << " threads, scalar " << i << ": " << got[i] << " vs " << want[i];
  }
  aclDestroyScalar(value);
}

// A random problem of the given rank: covered axes get pads in [-n, 4] keeping every output dim
// >= 1; sometimes a transposed or padded layout.
ConstProblem RandomConstant(std::mt19937_64& rng, size_t rank, aclDataType dt) {
  ConstProblem pr;
  pr.dtype = dt;
  const int64_t max_dim = rank <= 3 ? 7 : (rank <= 5 ? 3 : 2);
  for (size_t d = 0; d < rank; ++d) pr.self.push_back(Uniform(rng, 1, max_dim));
  const size_t pairs = static_cast<size_t>(Uniform(rng, 0, static_cast<int64_t>(rank)));
  for (size_t j = 0; j < pairs; ++j) {
    const int64_t n = pr.self[rank - 1 - j];
    int64_t b = Uniform(rng, -(n - 1), rank <= 3 ? 4 : 1), a = Uniform(rng, -(n - 1), rank <= 3 ? 4 : 1);
    while (n + b + a < 1) ++a;
    pr.pad.push_back(b);
    pr.pad.push_back(a);
  }
  pr.sdtype = kScalarDtypes[static_cast<size_t>(Uniform(rng, 0, static_cast<int64_t>(kScalarDtypes.size()) - 1))];
  const bool halves = IsFloatDt(pr.sdtype) || IsComplexDt(pr.sdtype);
  pr.value = halves ? static_cast<double>(Uniform(rng, -8, 8)) / 2 : static_cast<double>(Uniform(rng, -4, 4));
  if (pr.sdtype == ACL_BOOL) pr.value = static_cast<double>(Uniform(rng, 0, 1));
  if (IsUnsignedDt(pr.sdtype) && pr.sdtype != ACL_UINT8) pr.value = std::fabs(pr.value);
  pr.im = IsComplexDt(pr.sdtype) ? static_cast<double>(Uniform(rng, -8, 8)) / 2 : 0;
  if (rank >= 2) {
    const int which = static_cast<int>(Uniform(rng, 0, 3));
    if (which == 1) pr.in_layout = Layout::Transposed(rank);
    if (which == 2) pr.out_layout = Layout::Padded(3, 5);
    if (which == 3) {
      pr.in_layout = Layout::Padded(2, 7);
      pr.out_layout = Layout::Transposed(rank);
    }
  } else if (Uniform(rng, 0, 1)) {
    pr.in_layout = Layout::Padded(0, 3);
    pr.out_layout = Layout::Padded(0, 2);
  }
  return pr;
}

TEST(ConstantPadNd, RandomProblemsEveryDtypeAndRank) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (aclDataType dt : kConstantDtypes)
    for (size_t rank = 0; rank <= 8; ++rank) {
      CheckConstant(RandomConstant(rng, rank, dt), rng);
      if (HasFatalFailure()) return;
    }
}

// Every scalar dtype of the fill value into every tensor dtype (small values, §2.1).
TEST(ConstantPadNd, EveryScalarDtypeIntoEveryTensorDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (aclDataType dt : kConstantDtypes)
    for (aclDataType sd : kScalarDtypes) {
      ConstProblem pr = RandomConstant(rng, 2, dt);
      pr.pad = {1, 1, 1, 0};
      pr.sdtype = sd;
      pr.value = sd == ACL_BOOL ? 1 : (IsFloatDt(sd) || IsComplexDt(sd) ? -2.5 : (IsUnsignedDt(sd) && sd != ACL_UINT8 ? 3 : -3));
      pr.im = IsComplexDt(sd) ? 1.5 : 0;
      CheckConstant(pr, rng);
      if (HasFatalFailure()) return;
    }
}

// The raw bits one fill value becomes (a [1] tensor padded to [2]).
std::vector<unsigned char> FillBits(aclScalar* value, aclDataType td) {
  TestTensor in({1}, td), out({2}, td);
  std::memset(in.data(), 0, ElemSize(td));
  out.Poison();
  EXPECT_EQ(CallConstant(in.get(), {1, 0}, value, out.get()), 0) << aclGetRecentErrMsg();
  aclDestroyScalar(value);
  const auto* p = static_cast<const unsigned char*>(out.data());
  return std::vector<unsigned char>(p, p + ElemSize(td));
}

template <class T>
std::vector<unsigned char> BitsOf(T v) {
  std::vector<unsigned char> b(sizeof(T));
  std::memcpy(b.data(), &v, sizeof(T));
  return b;
}

// aclCreateScalar reads the dtype's size from the pointer: T must have exactly that size.
template <class T>
aclScalar* Scalar(aclDataType sd, T v) {
  EXPECT_EQ(sizeof(T), aclDataTypeSize(sd)) << "a " << sizeof(T) << "-byte value for a scalar of dtype " << sd;
  if (sizeof(T) != aclDataTypeSize(sd)) return nullptr;
  return aclCreateScalar(&v, sd);
}

// §8.5 and the other conversions that do not fit, by their bits.
TEST(ConstantPadNd, FillValuesThatDoNotFit) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 1e10f), ACL_FLOAT16), BitsOf<uint16_t>(0x7c00));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 1e10), ACL_FLOAT16), BitsOf<uint16_t>(0x7c00));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, -1e10), ACL_FLOAT16), BitsOf<uint16_t>(0xfc00));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 1e10), ACL_BF16), BitsOf<uint16_t>(0x5015));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 65520.0f), ACL_FLOAT16), BitsOf<uint16_t>(0x7c00));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 65519.0f), ACL_FLOAT16), BitsOf<uint16_t>(0x7bff));
  EXPECT_EQ(FillBits(Scalar(ACL_INT32, 70000), ACL_FLOAT16), BitsOf<uint16_t>(0x7c00));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 3.7f), ACL_INT32), BitsOf<int32_t>(3));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, -3.7f), ACL_INT32), BitsOf<int32_t>(-3));
  EXPECT_EQ(FillBits(Scalar(ACL_INT32, 300), ACL_INT8), BitsOf<int8_t>(44));
  EXPECT_EQ(FillBits(Scalar(ACL_INT32, 300), ACL_UINT8), BitsOf<uint8_t>(44));
  EXPECT_EQ(FillBits(Scalar(ACL_INT64, int64_t(-1)), ACL_UINT32), BitsOf<uint32_t>(0xffffffffu));
  EXPECT_EQ(FillBits(Scalar(ACL_INT64, int64_t(1) << 40), ACL_INT32), BitsOf<int32_t>(0));
  // NaN
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, nan), ACL_FLOAT16), BitsOf<uint16_t>(0x7fff));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, -nan), ACL_FLOAT16), BitsOf<uint16_t>(0xffff));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, static_cast<float>(nan)), ACL_BF16), BitsOf<uint16_t>(0x7fc0));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, -static_cast<float>(nan)), ACL_BF16), BitsOf<uint16_t>(0x7fc0));
  {
    const auto b = FillBits(Scalar(ACL_DOUBLE, nan), ACL_FLOAT);
    float f;
    std::memcpy(&f, b.data(), 4);
    EXPECT_TRUE(std::isnan(f));
  }
  {
    const auto b = FillBits(Scalar(ACL_FLOAT, static_cast<float>(nan)), ACL_DOUBLE);
    double d;
    std::memcpy(&d, b.data(), 8);
    EXPECT_TRUE(std::isnan(d));
  }
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, nan), ACL_BOOL), BitsOf<uint8_t>(0));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, nan), ACL_INT32), BitsOf<int32_t>(0));  // policy
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, static_cast<float>(nan)), ACL_INT64), BitsOf<int64_t>(0));
  // Floats out of an integer's range: saturated (policy).
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 1e10), ACL_INT32), BitsOf<int32_t>(std::numeric_limits<int32_t>::max()));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, -1e10), ACL_INT32), BitsOf<int32_t>(std::numeric_limits<int32_t>::min()));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 300.0f), ACL_INT8), BitsOf<int8_t>(127));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, -3.7f), ACL_UINT8), BitsOf<uint8_t>(0));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 1e30), ACL_INT64), BitsOf<int64_t>(std::numeric_limits<int64_t>::max()));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 1e30), ACL_UINT64), BitsOf<uint64_t>(std::numeric_limits<uint64_t>::max()));
  // UINT16 through int16.
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, -3.7f), ACL_UINT16), BitsOf<uint16_t>(65533));
  EXPECT_EQ(FillBits(Scalar(ACL_INT32, 70000), ACL_UINT16), BitsOf<uint16_t>(70000 & 0xffff));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 40000.0f), ACL_UINT16), BitsOf<uint16_t>(40000));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 1e6f), ACL_UINT16), BitsOf<uint16_t>(65535));
  // BOOL: |v| >= epsilon of the source's float type.
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 1e-10f), ACL_BOOL), BitsOf<uint8_t>(0));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 1e-10), ACL_BOOL), BitsOf<uint8_t>(1));  // above DBL_EPSILON
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 1e-17), ACL_BOOL), BitsOf<uint8_t>(0));
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT, 0.5f), ACL_BOOL), BitsOf<uint8_t>(1));
  EXPECT_EQ(FillBits(Scalar(ACL_INT64, int64_t(-2147483648)), ACL_BOOL), BitsOf<uint8_t>(1));
  EXPECT_EQ(FillBits(Scalar(ACL_INT32, 0), ACL_BOOL), BitsOf<uint8_t>(0));
  // Complex into real: 0; real into complex: (v, 0).
  {
    const float c[2] = {5.0f, 7.0f};
    EXPECT_EQ(FillBits(aclCreateScalar(const_cast<float*>(c), ACL_COMPLEX64), ACL_FLOAT), BitsOf<float>(0.0f));
    EXPECT_EQ(FillBits(aclCreateScalar(const_cast<float*>(c), ACL_COMPLEX64), ACL_INT32), BitsOf<int32_t>(0));
    const std::vector<unsigned char> want = BitsOf<double>(5.0);
    std::vector<unsigned char> w2 = want;
    const std::vector<unsigned char> im = BitsOf<double>(7.0);
    w2.insert(w2.end(), im.begin(), im.end());
    EXPECT_EQ(FillBits(aclCreateScalar(const_cast<float*>(c), ACL_COMPLEX64), ACL_COMPLEX128), w2);
  }
  {
    std::vector<unsigned char> want = BitsOf<float>(2.5f);
    const std::vector<unsigned char> zero = BitsOf<float>(0.0f);
    want.insert(want.end(), zero.begin(), zero.end());
    EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 2.5), ACL_COMPLEX64), want);
  }
  // A double goes to fp16 directly: 1 + 2^-11 + 2^-40 rounds up (through float it would be a tie
  // rounding to even, 1.0).
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, 1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -40)), ACL_FLOAT16),
            BitsOf<uint16_t>(0x3c01));
  // fp16 subnormals and the smallest normal.
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, std::ldexp(1.0, -24)), ACL_FLOAT16), BitsOf<uint16_t>(0x0001));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, std::ldexp(1.0, -14)), ACL_FLOAT16), BitsOf<uint16_t>(0x0400));
  EXPECT_EQ(FillBits(Scalar(ACL_DOUBLE, -0.0), ACL_FLOAT16), BitsOf<uint16_t>(0x8000));
  // Scalar dtypes without a conversion rule read as 0 (policy).
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT8_E4M3FN, uint8_t(0x40)), ACL_FLOAT), BitsOf<float>(0.0f));
  EXPECT_EQ(FillBits(Scalar(ACL_HIFLOAT8, uint8_t(0x40)), ACL_INT32), BitsOf<int32_t>(0));
  // A bf16 scalar into fp16, an fp16 scalar into int8.
  EXPECT_EQ(FillBits(Scalar(ACL_BF16, uint16_t(0x4049)), ACL_FLOAT16), BitsOf<uint16_t>(0x4248));  // 3.140625
  EXPECT_EQ(FillBits(Scalar(ACL_FLOAT16, uint16_t(0xc700)), ACL_INT8), BitsOf<int8_t>(-7));
}

// Edge shapes and the empty-tensor rules (§5.4 #14-#16, §8.4).
TEST(ConstantPadNd, EmptyZeroAndRankZero) {
  aclScalar* two = Scalar(ACL_INT64, int64_t(2));
  {  // self [4,0], pad [1,1,1,1] -> [6,2] filled with the value
    TestTensor in({4, 0}, ACL_FLOAT), out({6, 2}, ACL_FLOAT, Layout::Padded(1, 1));
    out.Poison();
    ASSERT_EQ(CallConstant(in.get(), {1, 1, 1, 1}, two, out.get()), 0) << aclGetRecentErrMsg();
    EXPECT_EQ(Scalars(out), std::vector<double>(12, 2.0));
    EXPECT_TRUE(out.UntouchedOutside());
  }
  {  // an empty outer axis: self [0,3], pad [1,1,2,0] -> [2,5], all fill (complex: (2, 0))
    TestTensor in({0, 3}, ACL_COMPLEX64), out({2, 5}, ACL_COMPLEX64, Layout::Transposed(2));
    out.Poison();
    ASSERT_EQ(CallConstant(in.get(), {1, 1, 2, 0}, two, out.get()), 0) << aclGetRecentErrMsg();
    std::vector<double> want;
    for (int i = 0; i < 10; ++i) want.insert(want.end(), {2.0, 0.0});
    EXPECT_EQ(Scalars(out), want);
    EXPECT_TRUE(out.UntouchedOutside());
  }
  {  // bool [0] padded to [1] with int64 -2^31: true
    aclScalar* v = Scalar(ACL_INT64, int64_t(-2147483648));
    TestTensor in({0}, ACL_BOOL), out({1}, ACL_BOOL);
    out.Poison();
    ASSERT_EQ(CallConstant(in.get(), {0, 1}, v, out.get()), 0) << aclGetRecentErrMsg();
    EXPECT_EQ(Scalars(out), std::vector<double>{1.0});
    aclDestroyScalar(v);
  }
  {  // an empty out: status 0, nothing written
    TestTensor in({4, 4}, ACL_FLOAT), out({4, 0}, ACL_FLOAT);
    out.Poison();
    ASSERT_EQ(CallConstant(in.get(), {-2, -2}, two, out.get()), 0) << aclGetRecentErrMsg();
    EXPECT_TRUE(out.UntouchedOutside());
  }
  {  // zero pads and an empty pad array: a copy of a transposed view
    const uint64_t seed = TestSeed();
    std::mt19937_64 rng(seed);
    for (const std::vector<int64_t>& pad : {std::vector<int64_t>{}, std::vector<int64_t>{0, 0}, std::vector<int64_t>{0, 0, 0, 0}}) {
      TestTensor in({2, 4}, ACL_FLOAT, Layout::Transposed(2)), out({2, 4}, ACL_FLOAT, Layout::Padded(2, 1));
      SetScalars(in, RandomData(in, rng));
      out.Poison();
      ASSERT_EQ(CallConstant(in.get(), pad, two, out.get()), 0) << aclGetRecentErrMsg();
      EXPECT_EQ(Scalars(out), Scalars(in)) << SeedNote(seed);
      EXPECT_TRUE(out.UntouchedOutside());
    }
  }
  {  // rank 0: a copy
    TestTensor in({}, ACL_DOUBLE), out({}, ACL_DOUBLE);
    SetScalars(in, {-1.25});
    out.Poison();
    ASSERT_EQ(CallConstant(in.get(), {}, two, out.get()), 0) << aclGetRecentErrMsg();
    EXPECT_EQ(Scalars(out), std::vector<double>{-1.25});
  }
  {  // the example program: 3x3 padded by 1 with 0.0f
    float zero = 0.0f;
    aclScalar* v = aclCreateScalar(&zero, ACL_FLOAT);
    TestTensor in({3, 3}, ACL_FLOAT), out({5, 5}, ACL_FLOAT);
    SetScalars(in, Iota(9));
    ASSERT_EQ(CallConstant(in.get(), {1, 1, 1, 1}, v, out.get()), 0);
    EXPECT_EQ(Scalars(out), (std::vector<double>{0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4, 5, 0, 0, 6, 7, 8, 0, 0, 0, 0, 0, 0}));
    aclDestroyScalar(v);
  }
  {  // pad and crop on one axis: [4] with (2, -3) -> [3]: fill, fill, x0
    TestTensor in({4}, ACL_INT16), out({3}, ACL_INT16);
    SetScalars(in, {10, 11, 12, 13});
    ASSERT_EQ(CallConstant(in.get(), {2, -3}, two, out.get()), 0);
    EXPECT_EQ(Scalars(out), (std::vector<double>{2, 2, 10}));
    TestTensor out2({3}, ACL_INT16);
    ASSERT_EQ(CallConstant(in.get(), {-3, 2}, two, out2.get()), 0);
    EXPECT_EQ(Scalars(out2), (std::vector<double>{13, 2, 2}));
  }
  aclDestroyScalar(two);
}

// Negative pads on every covered axis of a rank-8 tensor, and a large last axis (middle run copies).
TEST(ConstantPadNd, NegativePadsAndLongRows) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  ConstProblem pr;
  pr.self = {2, 1, 2, 3, 2, 3, 2, 4};
  pr.pad = {-1, -2, 1, -1, -1, 0, 0, -1, 2, -1, -2, 1, 0, 0, -1, 1};
  pr.dtype = ACL_INT32;
  pr.sdtype = ACL_INT8;
  pr.value = -7;
  CheckConstant(pr, rng);
  ConstProblem big;
  big.self = {3, 5000};
  big.pad = {-17, 301, 2, -1};
  big.dtype = ACL_BF16;
  big.sdtype = ACL_DOUBLE;
  big.value = 1.5;
  big.in_layout = Layout::Padded(5, 2);
  CheckConstant(big, rng);
}

// `pad.rows` copies runs with vectors of up to 32 bytes, the run's last vector ending at its end:
// runs around one and two vector widths, for every element size, at bases that are not
// vector-aligned (view offsets), crops and pads mixed on the row axis and the axis above it.
TEST(ConstantPadNd, RowRunsAroundVectorWidths) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const std::vector<std::pair<int64_t, int64_t>> row_pads = {{0, 0}, {-1, 0}, {2, -3}, {-2, 5}, {3, 3}};
  for (aclDataType dt : {ACL_INT8, ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_COMPLEX128}) {
    const int64_t es = static_cast<int64_t>(ElemSize(dt));
    for (int64_t bytes : {1, 8, 16, 31, 32, 33, 48, 63, 64, 65, 96, 127, 128, 129, 200}) {
      const int64_t n = std::max<int64_t>(1, bytes / es);
      for (const auto& [lo, hi] : row_pads) {
        if (n + std::min<int64_t>(lo, 0) + std::min<int64_t>(hi, 0) < 1) continue;  // a crop leaves a row
        ConstProblem pr;
        pr.self = {2, 3, n};
        pr.pad = {lo, hi, 1, -1};
        pr.dtype = dt;
        pr.sdtype = ACL_INT8;
        pr.value = 3;
        pr.in_layout = Layout::Padded(n % 3, 1 + (n + lo) % 3);
        pr.out_layout = Layout::Padded(0, 1 + n % 2);
        CheckConstant(pr, rng);
      }
    }
  }
}

// --- Conformance: every upstream ATK case, scaled down, fresh random data ---

// Shrinks the problem until the padded shape has at most max_elems elements: the largest dim that
// may still shrink is halved (a padded axis keeps at least floor_of(j, pads), j its pair), and when
// no dim can, the largest pad is halved (the ATK lists pad small dims by up to 50 per side).
Shape ScaleDownFor(Shape s, std::vector<int64_t>* padding, int64_t max_elems,
                   const std::function<int64_t(size_t, const std::vector<int64_t>&)>& floor_of) {
  const size_t r = s.size(), pairs = padding->size() / 2;
  auto floor_at = [&](size_t d) -> int64_t { return d + pairs >= r ? floor_of(r - 1 - d, *padding) : 1; };
  max_elems = CaseBudget(max_elems);
  while (Numel(PaddedShape(s, *padding)) > max_elems) {
    int best = -1;
    for (size_t d = 0; d < r; ++d)
      if (s[d] > floor_at(d) && (best < 0 || s[d] > s[static_cast<size_t>(best)])) best = static_cast<int>(d);
    if (best >= 0) {
      const size_t b = static_cast<size_t>(best);
      s[b] = std::max(floor_at(b), (s[b] + 1) / 2);
      continue;
    }
    auto it = std::max_element(padding->begin(), padding->end());
    if (it == padding->end() || *it <= 0) break;
    *it /= 2;
  }
  return s;
}

struct AtkFile {
  const char* file;
  const char* op;
  size_t cases;
};

TEST(CircularPadConformance, AtkCases) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (const AtkFile& f : {AtkFile{"circular_pad2d", "CircularPad2d", 200}, AtkFile{"circular_pad3d", "CircularPad3d", 200},
                           AtkFile{"circular_pad2d_backward", "CircularPad2dBackward", 201},
                           AtkFile{"circular_pad3d_backward", "CircularPad3dBackward", 201}}) {
    const CircOp& op = FindCirc(f.op);
    const auto cases = LoadCases(f.file);
    ASSERT_EQ(cases.size(), f.cases) << f.file;
    for (const Case& c : cases) {
      SCOPED_TRACE(std::string(f.file) + " ATK case " + std::to_string(c.id));
      const CaseTensor& t = c.tensors.at(op.backward ? "gradOutput" : "self");
      Problem pr;
      pr.padding = c.AttrList("padding");
      ASSERT_EQ(pr.padding.size(), static_cast<size_t>(2 * op.k));
      pr.dtype = t.dtype;
      const Shape self = op.backward ? c.tensors.at("self").shape : t.shape;
      // Padded axes keep room for their pads (3d backward: strictly more than each pad).
      const int64_t extra = op.backward && op.k == 3 ? 1 : 0;
      pr.self = ScaleDownFor(self, &pr.padding, 1 << 14, [&](size_t j, const std::vector<int64_t>& p) {
        return std::max<int64_t>(1, std::max(p[2 * j], p[2 * j + 1]) + extra);
      });
      if (c.id % 3 == 1) pr.in_layout = Layout::Padded(1, 2);
      if (c.id % 3 == 2) pr.out_layout = Layout::Transposed(pr.self.size());
      CheckCircular(op, pr, rng, &t.fill);
      if (HasFatalFailure()) return;
    }
  }
}

TEST(ConstantPadNdConformance, AtkCases) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const auto cases = LoadCases("constant_pad_nd");
  ASSERT_EQ(cases.size(), 200u);
  for (const Case& c : cases) {
    SCOPED_TRACE("constant_pad_nd ATK case " + std::to_string(c.id));
    const CaseTensor& t = c.tensors.at("self");
    const CaseTensor& v = c.scalars.at("value");
    ConstProblem pr;
    pr.pad = c.AttrList("pad");
    if (c.attr_ranges.count("pad"))
      for (const auto& [i, range] : c.attr_ranges.at("pad"))
        pr.pad[i] = Uniform(rng, static_cast<int64_t>(range.first), static_cast<int64_t>(range.second));
    pr.dtype = t.dtype;
    pr.self = ScaleDownFor(t.shape, &pr.pad, 1 << 14, [](size_t, const std::vector<int64_t>&) { return int64_t(1); });
    pr.sdtype = v.dtype;
    // The scalar: the constant, or one draw from the range (integers floored; floats kept to
    // values a float holds, still inside the range).
    double x = v.fill.kind == Fill::kConst ? v.fill.value : std::uniform_real_distribution<double>(v.fill.lo, v.fill.hi)(rng);
    if (!IsFloatDt(v.dtype)) x = std::floor(x);
    else x = RoundTo(v.dtype, static_cast<float>(x));
    pr.value = x;
    if (c.id % 3 == 1) pr.in_layout = Layout::Padded(1, 2);
    if (c.id % 3 == 2 && pr.self.size() >= 2) pr.out_layout = Layout::Transposed(pr.self.size());
    CheckConstant(pr, rng, &t.fill);
    if (HasFatalFailure()) return;
  }
}

}  // namespace
