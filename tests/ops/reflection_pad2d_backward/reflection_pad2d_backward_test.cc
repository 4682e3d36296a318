// ReflectionPad2dBackward numerics: float64 reference (spec §3.3), the A2 summation order (§3.4)
// bit for bit, worked examples (§3.5), every ATK case, views, limits, negative padding, overlap,
// determinism across thread counts, and the adjoint identity with ReflectionPad2d.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "../reflection_pad2d/pad_test_util.h"
#include "ops/reflection_pad2d/ref.h"
#include "ops/reflection_pad2d_backward/ref.h"

using namespace aclnn_test;
using namespace pad_test;

namespace {

bool SameBits(double a, double b) { return (std::isnan(a) && std::isnan(b)) || std::memcmp(&a, &b, 8) == 0; }

// A self tensor whose data pointer is NULL: the operator must never read it (spec §3.1).
class ShapeOnly {
 public:
  ShapeOnly(const Shape& s, aclDataType d) {
    Shape st(s.size(), 1);
    for (size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * std::max<int64_t>(s[i], 1);
    t_ = aclCreateTensor(s.data(), s.size(), d, st.data(), 0, ACL_FORMAT_ND, s.data(), s.size(), nullptr);
  }
  ~ShapeOnly() { aclDestroyTensor(t_); }
  aclTensor* get() const { return t_; }

 private:
  aclTensor* t_;
};

class BwdTester {
 public:
  BwdTester& self(Shape s, aclDataType d = ACL_FLOAT) { shape_ = std::move(s); dtype_ = d; return *this; }
  BwdTester& padding(Padding p) { pad_ = p; return *this; }
  BwdTester& go_layout(Layout l) { go_layout_ = std::move(l); return *this; }
  BwdTester& gi_layout(Layout l) { gi_layout_ = std::move(l); return *this; }
  BwdTester& range(double lo, double hi) { lo_ = lo; hi_ = hi; return *this; }
  BwdTester& fill(const Fill& f) { fill_ = f; has_fill_ = true; return *this; }
  BwdTester& go_values(std::vector<double> v) { values_ = std::move(v); return *this; }
  BwdTester& threads(std::vector<int> t) { threads_ = std::move(t); return *this; }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed) + " self " + ShapeStr(shape_) + " " + Name(dtype_) + " padding " + PadStr(pad_));
    std::mt19937_64 rng(seed);
    const Shape go_shape = Padded(shape_, pad_);
    TestTensor go(go_shape, dtype_, go_layout_), gi(shape_, dtype_, gi_layout_);
    ShapeOnly self(shape_, dtype_);
    std::vector<double> v = !values_.empty() ? values_ : has_fill_ ? FillScalars(go, fill_, rng)
                                                                   : RandomScalars(go, rng, lo_, hi_);
    SetScalars(go, v);
    v = Scalars(go);
    const size_t r = shape_.size();
    const int64_t planes = Planes(shape_), h = shape_[r - 2], w = shape_[r - 1], k = Comps(dtype_);
    std::vector<double> abs_sum;
    std::vector<int> terms;
    const std::vector<double> want =
        aclnn_cpu::ref::ReflectionPad2dBackward(v, planes, h, w, k, pad_.data(), &abs_sum, &terms);
    // The A2 order in fp32 (fp16/bf16/fp32/complex64 with non-negative padding): bit-exact target.
    std::vector<double> device;
    const bool fp32_acc = dtype_ == ACL_FLOAT || dtype_ == ACL_FLOAT16 || dtype_ == ACL_BF16 || dtype_ == ACL_COMPLEX64;
    if (fp32_acc && pad_[0] >= 0 && pad_[1] >= 0 && pad_[2] >= 0 && pad_[3] >= 0) {
      const std::vector<float> vf(v.begin(), v.end());
      for (float f : aclnn_cpu::ref::ReflectionPad2dBackwardDeviceOrder(vf, planes, h, w, k, pad_.data()))
        device.push_back(RoundScalar(dtype_, f));
    }
    const double u_acc = fp32_acc ? std::ldexp(1.0, -24) : std::ldexp(1.0, -53);
    const double u_out = dtype_ == ACL_FLOAT16 ? std::ldexp(1.0, -11) : dtype_ == ACL_BF16 ? std::ldexp(1.0, -8) : 0.0;

    std::vector<double> first;
    for (int t : threads_) {
      ScopedThreads st(t);
      gi.Poison();
      ASSERT_EQ(RunBackward(go.get(), self.get(), pad_, gi.get()), 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(gi.UntouchedOutside(&why)) << "gradInput: " << why;
      ASSERT_TRUE(go.UntouchedOutside(&why)) << "gradOutput: " << why;
      const std::vector<double> got = Scalars(gi);
      if (!first.empty()) {
        for (size_t i = 0; i < got.size(); ++i)
          ASSERT_TRUE(SameBits(got[i], first[i])) << "result differs with " << t << " threads at scalar " << i;
        continue;
      }
      first = got;
      const std::vector<double> go_after = Scalars(go);
      for (size_t i = 0; i < v.size(); ++i) ASSERT_TRUE(SameBits(go_after[i], v[i])) << "gradOutput was modified";
      int reported = 0;
      for (size_t i = 0; i < got.size() && reported < 5; ++i) {
        const double bound = terms[i] * u_acc * abs_sum[i] * (1 + u_out) + u_out * std::fabs(want[i]);
        std::string m = Mismatch(got[i], want[i], bound, 0.0);
        if (m.empty() && !device.empty() && !SameBits(got[i], device[i]))
          m = "differs from the A2 summation order result " + std::to_string(device[i]);
        if (!m.empty()) {
          ADD_FAILURE() << "scalar " << i << ": got " << got[i] << ", want " << want[i] << " (" << m << ")";
          ++reported;
        }
      }
    }
  }

 private:
  Shape shape_{1, 3, 3};
  aclDataType dtype_ = ACL_FLOAT;
  Padding pad_{1, 1, 1, 1};
  Layout go_layout_, gi_layout_;
  double lo_ = -10, hi_ = 10;
  Fill fill_;
  bool has_fill_ = false;
  std::vector<double> values_;
  std::vector<int> threads_{1, 2, 3};
};

std::vector<double> Iota(int64_t n, double mul = 1) {
  std::vector<double> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = static_cast<double>(i) * mul;
  return v;
}

// Runs the backward on contiguous fp32 tensors and returns gradInput.
std::vector<double> RunValues(const Shape& self_shape, const Padding& p, const std::vector<double>& go_values,
                              aclDataType dt = ACL_FLOAT) {
  TestTensor go(Padded(self_shape, p), dt), gi(self_shape, dt);
  ShapeOnly self(self_shape, dt);
  go.SetValues(go_values);
  EXPECT_EQ(RunBackward(go.get(), self.get(), p, gi.get()), 0) << aclGetRecentErrMsg();
  return gi.Values();
}

}  // namespace

TEST(ReflectionPad2dBackward, WorkedExamples) {
  // §3.5 example 1: [1,1,7] ones, self [1,1,5], padding [1,1,0,0].
  EXPECT_EQ(RunValues({1, 1, 5}, {1, 1, 0, 0}, std::vector<double>(7, 1.0)), (std::vector<double>{1, 2, 1, 2, 1}));
  // Example 2 (the doc program): [1,1,4,4] ones, self [1,1,2,2], padding [1,1,1,1].
  EXPECT_EQ(RunValues({1, 1, 2, 2}, {1, 1, 1, 1}, std::vector<double>(16, 1.0)), (std::vector<double>{4, 4, 4, 4}));
  // Example 3: 7x7 gradOutput 7*oh + ow, self [1,1,3,3], padding [2,2,2,2]; ones give multiplicities.
  for (aclDataType d : kGradDtypes) {
    SCOPED_TRACE(Name(d));
    EXPECT_EQ(RunValues({1, 1, 3, 3}, {2, 2, 2, 2}, Iota(49), d),
              (std::vector<double>{128, 186, 120, 150, 216, 138, 72, 102, 64}));
    EXPECT_EQ(RunValues({1, 1, 3, 3}, {2, 2, 2, 2}, std::vector<double>(49, 1.0), d),
              (std::vector<double>{4, 6, 4, 6, 9, 6, 4, 6, 4}));
  }
  // Example 4: 3-D self [1,2,4], padding [1,2,0,1], gradOutput 7*oh + ow (3x7).
  EXPECT_EQ(RunValues({1, 2, 4}, {1, 2, 0, 1}, Iota(21)), (std::vector<double>{16, 58, 44, 22, 8, 29, 22, 11}));
}

TEST(ReflectionPad2dBackward, AllDtypes3DAnd4D) {
  for (aclDataType d : kGradDtypes) {
    SCOPED_TRACE(Name(d));
    BwdTester().self({2, 3, 17, 19}, d).padding({3, 2, 4, 1}).Test();
    BwdTester().self({5, 9, 8}, d).padding({1, 1, 2, 2}).Test();
    BwdTester().self({1, 1, 1, 1}, d).padding({0, 0, 0, 0}).Test();
    BwdTester().self({3, 4, 40}, d).padding({7, 7, 0, 0}).range(-1000, 1000).Test();
  }
}

TEST(ReflectionPad2dBackward, PaddingAtItsLimits) {
  for (aclDataType d : kGradDtypes) {
    SCOPED_TRACE(Name(d));
    BwdTester().self({2, 3, 5, 4}, d).padding({3, 3, 4, 4}).Test();   // every pad = dim - 1
    BwdTester().self({1, 8, 8}, d).padding({7, 0, 0, 7}).Test();      // one side at the limit
    BwdTester().self({2, 2, 2, 2}, d).padding({1, 1, 1, 1}).Test();
    BwdTester().self({3, 1, 6}, d).padding({5, 5, 0, 0}).Test();      // H = 1
    BwdTester().self({3, 6, 1}, d).padding({0, 0, 5, 5}).Test();      // W = 1
  }
  // Beyond 7 (not for bf16): wide pads on both axes, pads reaching the far edge.
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_COMPLEX64}) {
    SCOPED_TRACE(Name(d));
    BwdTester().self({2, 30, 21}, d).padding({20, 20, 29, 29}).Test();
    BwdTester().self({1, 2, 13, 40}, d).padding({39, 1, 0, 12}).Test();
  }
  BwdTester().self({2, 3, 9, 300}, ACL_BF16).padding({299, 299, 0, 0}).Test();  // bf16: any W pad if H unpadded
}

TEST(ReflectionPad2dBackward, ZeroPaddingIsACopy) {
  for (aclDataType d : kGradDtypes) BwdTester().self({2, 3, 7, 9}, d).padding({0, 0, 0, 0}).Test();
}

TEST(ReflectionPad2dBackward, RowLengthsAroundVectorSizes) {
  for (int64_t w : {1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 23, 31, 32, 33, 47, 64, 65, 129, 255, 256, 257}) {
    const int64_t p = std::min<int64_t>(3, w - 1);
    for (aclDataType d : {ACL_FLOAT, ACL_DOUBLE, ACL_BF16, ACL_COMPLEX64})
      BwdTester().self({2, 5, w}, d).padding({p, std::min<int64_t>(2, w - 1), 2, 3}).threads({1, 2}).Test();
  }
}

TEST(ReflectionPad2dBackward, LargeMultiThreaded) {
  BwdTester().self({2, 8, 64, 300}).padding({3, 3, 3, 3}).Test();
  BwdTester().self({3, 257, 129}, ACL_BF16).padding({7, 5, 6, 7}).Test();
}

TEST(ReflectionPad2dBackward, StreamedOutputs) {
  // Calls whose data exceeds the last-level cache stage rows and write them with non-temporal
  // stores; the cache is taken as 0 bytes here so test-sized shapes take that path. Rows of 460
  // floats: not a multiple of the vector size, so row starts are misaligned.
  ScopedStreamedStores streamed;
  BwdTester().self({2, 3, 20, 460}).padding({3, 3, 3, 3}).threads({2}).Test();
  // Complex rows (two scalars per element) and uneven pads: the reflected columns at both ends are
  // stored plainly, the columns between them streamed straight from gradOutput.
  BwdTester().self({2, 3, 20, 460}, ACL_COMPLEX64).padding({2, 5, 3, 1}).threads({1}).Test();
  // 16-bit outputs: rows of 460 and of 3001 values (odd, so row starts fall anywhere in a line).
  BwdTester().self({2, 4, 20, 460}, ACL_BF16).padding({3, 3, 4, 2}).threads({2}).Test();
  BwdTester().self({2, 2, 11, 3001}, ACL_FLOAT16).padding({5, 2, 1, 3}).threads({1}).Test();
  // Short rows and fp64.
  BwdTester().self({3, 5, 9, 7}, ACL_DOUBLE).padding({2, 3, 1, 2}).threads({2}).Test();
  // Rows of whole 64-byte lines, at least two vectors, built in registers: fp32 rows of 32, 48 and
  // 64 values, pads from 1 to one below the vector length, and fp64 rows; then short rows that
  // are not whole lines (a row buffer read back where its stores were made).
  for (int64_t w : {32, 48, 64}) BwdTester().self({2, 3, 9, w}).padding({1, 1, 1, 1}).threads({1, 2}).Test();
  BwdTester().self({2, 3, 9, 64}).padding({15, 7, 2, 2}).threads({2}).Test();
  BwdTester().self({2, 3, 9, 32}).padding({3, 15, 1, 0}).threads({1}).Test();
  BwdTester().self({2, 3, 9, 16}, ACL_DOUBLE).padding({7, 3, 1, 1}).threads({1}).Test();
  BwdTester().self({2, 3, 9, 24}, ACL_DOUBLE).padding({1, 7, 2, 1}).threads({2}).Test();
  BwdTester().self({2, 3, 9, 60}).padding({2, 3, 1, 1}).threads({1}).Test();
  BwdTester().self({2, 3, 9, 63}).padding({4, 1, 1, 1}).threads({2}).Test();
  // fp16 / bf16 rows with one source row: the columns without reflections copied as they are.
  // Rows of whole lines (64 to 256 values) take their end lines built in registers, pads up to
  // one below the fp32 vector length (15 with AVX-512, so the AVX2 target gets wider pads here,
  // which take the buffered end lines); rows of 100 and 333 values the end lines through a
  // buffer at dst's line offsets; rows too short to stream the conversion path.
  // (bf16 allows pads above 7 only with top and bottom 0.)
  for (aclDataType d : {ACL_BF16, ACL_FLOAT16}) {
    SCOPED_TRACE(Name(d));
    const int64_t hp = d == ACL_BF16 ? 0 : 2;
    for (int64_t w : {64, 96, 128, 256})
      for (int64_t p : {1, 3, 7, 15})
        BwdTester().self({2, 2, 5, w}, d).padding({p, std::min<int64_t>(p, 6), p > 7 ? hp : 1, p > 7 ? hp : 1}).threads({1}).Test();
    BwdTester().self({2, 3, 9, 128}, d).padding({15, 0, hp, hp}).threads({2}).Test();
    BwdTester().self({2, 3, 9, 128}, d).padding({0, 15, hp, hp}).threads({2}).Test();
    BwdTester().self({2, 3, 9, 100}, d).padding({4, 7, 1, 2}).threads({2}).Test();
    BwdTester().self({2, 3, 9, 333}, d).padding({31, 17, hp, hp}).threads({1}).Test();
    BwdTester().self({2, 3, 9, 70}, d).padding({3, 3, 1, 1}).threads({1}).Test();
  }
}

TEST(ReflectionPad2dBackward, StridedAndOffsetViews) {
  for (aclDataType d : kGradDtypes) {
    SCOPED_TRACE(Name(d));
    BwdTester().self({2, 3, 6, 7}, d).padding({2, 3, 1, 2}).go_layout(Layout::Transposed(4))
        .gi_layout(Layout::Padded(3, 5)).Test();
    BwdTester().self({4, 9, 11}, d).padding({4, 2, 3, 3}).go_layout(Layout::Padded(2, 7))
        .gi_layout(Layout::Transposed(3)).Test();
    Layout every_other;  // gradOutput [2, 8, 9]: every other column of a wider buffer, with an offset
    every_other.strides = {8 * 20, 20, 2};
    every_other.offset = 3;
    Layout gi_cols;  // gradInput [2, 4, 5]: columns with stride 3, planes reversed in memory order
    gi_cols.perm = {2, 1, 0};
    BwdTester().self({2, 4, 5}, d).padding({2, 2, 2, 2}).go_layout(every_other).gi_layout(gi_cols).Test();
    Layout nchw_as_nhwc;  // channels-last gradOutput
    nchw_as_nhwc.perm = {0, 2, 3, 1};
    BwdTester().self({2, 5, 4, 6}, d).padding({1, 2, 3, 0}).go_layout(nchw_as_nhwc).gi_layout(nchw_as_nhwc).Test();
  }
}

TEST(ReflectionPad2dBackward, NegativePaddingFollowsTheGeneralFormula) {
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128}) {
    SCOPED_TRACE(Name(d));
    BwdTester().self({2, 6, 7}, d).padding({-1, 2, 1, -2}).Test();
    BwdTester().self({1, 2, 6, 7}, d).padding({-3, -2, -4, 2}).Test();  // rows without any source: zeros
    BwdTester().self({3, 5, 9}, d).padding({4, -6, -2, 3}).Test();
  }
}

TEST(ReflectionPad2dBackward, EmptyGradOutputGivesZeros) {
  // Library policy (spec §8.1): gradOutput empty through negative padding, self not: zeros.
  for (aclDataType d : {ACL_FLOAT, ACL_DOUBLE, ACL_COMPLEX64}) {
    for (Padding p : {Padding{-1, -1, 0, 0}, Padding{0, 0, -1, -1}}) {
      TestTensor go(Padded({1, 2, 2}, p), d), gi({1, 2, 2}, d, Layout::Padded(1, 2));
      ASSERT_EQ(go.numel(), 0);
      ShapeOnly self({1, 2, 2}, d);
      ASSERT_EQ(RunBackward(go.get(), self.get(), p, gi.get()), 0) << aclGetRecentErrMsg();
      EXPECT_TRUE(gi.UntouchedOutside());
      for (double x : Scalars(gi)) EXPECT_EQ(x, 0.0);
    }
  }
}

TEST(ReflectionPad2dBackward, EmptyTensorsWriteNothing) {
  for (Shape s : {Shape{0, 3, 4}, Shape{0, 2, 3, 4}}) {
    const Padding p{1, 1, 2, 2};
    TestTensor go(Padded(s, p), ACL_FLOAT), gi(s, ACL_FLOAT);
    ShapeOnly self(s, ACL_FLOAT);
    aclIntArray* pad = aclCreateIntArray(p.data(), 4);
    uint64_t ws = 77;
    aclOpExecutor* ex = nullptr;
    ASSERT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(go.get(), self.get(), pad, gi.get(), &ws, &ex), 0);
    EXPECT_EQ(ws, 0u);
    ASSERT_NE(ex, nullptr);
    EXPECT_EQ(aclnnReflectionPad2dBackward(nullptr, 0, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    EXPECT_TRUE(gi.UntouchedOutside());
    aclDestroyIntArray(pad);
  }
}

TEST(ReflectionPad2dBackward, SpecialValues) {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  // 1 x 4 x 5 gradOutput onto self [1, 2, 3] with padding [1, 1, 1, 1]: mixes of +-inf and NaN.
  std::vector<double> v(20, 1.0);
  v[0] = inf;   // corner (0,0) -> gradInput (1,1)
  v[12] = -inf; // (2,2) -> (1,1) as well: inf + -inf = NaN
  v[3] = nan;   // (0,3) -> (1,2)
  v[17] = inf;  // (3,2) -> (0,1)... reflected rows
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
    SCOPED_TRACE(Name(d));
    BwdTester().self({1, 2, 3}, d).padding({1, 1, 1, 1}).go_values(v).Test();
  }
  std::vector<double> c(40, 0.5);  // complex: per component
  c[0] = inf;
  c[25] = -inf;
  c[7] = nan;
  for (aclDataType d : {ACL_COMPLEX64, ACL_COMPLEX128}) BwdTester().self({1, 2, 3}, d).padding({1, 1, 1, 1}).go_values(c).Test();
}

TEST(ReflectionPad2dBackward, OverlappingGradInputAndGradOutput) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  // In place (zero padding, gradInput is gradOutput).
  {
    TestTensor go({2, 3, 5, 6}, ACL_FLOAT);
    const auto v = RandomScalars(go, rng, -3, 3);
    SetScalars(go, v);
    ShapeOnly self({2, 3, 5, 6}, ACL_FLOAT);
    ASSERT_EQ(RunBackward(go.get(), self.get(), {0, 0, 0, 0}, go.get()), 0);
    EXPECT_EQ(Scalars(go), v);
  }
  // gradInput is a view into gradOutput's own storage (shifted by one row): must behave as
  // compute-then-write (spec §8.3).
  for (aclDataType d : {ACL_FLOAT, ACL_BF16, ACL_COMPLEX128}) {
    const Padding p{2, 1, 2, 1};
    const Shape s{2, 4, 5};
    TestTensor go(Padded(s, p), d);
    const auto v = RandomScalars(go, rng, -3, 3);
    SetScalars(go, v);
    const int64_t dims[3] = {2, 4, 5}, strides[3] = {7 * 8, 8, 1}, storage[1] = {go.storage_elems()};
    aclTensor* gi = aclCreateTensor(dims, 3, d, strides, 8, ACL_FORMAT_ND, storage, 1, go.data());
    ShapeOnly self(s, d);
    const auto want = aclnn_cpu::ref::ReflectionPad2dBackward(v, 2, 4, 5, Comps(d), p.data());
    ASSERT_EQ(RunBackward(go.get(), self.get(), p, gi), 0) << aclGetRecentErrMsg();
    const auto all = Scalars(go);  // gradOutput storage now holds gradInput at rows 1..4 of each plane
    const int64_t k = Comps(d);
    for (int64_t b = 0; b < 2; ++b)
      for (int64_t y = 0; y < 4; ++y)
        for (int64_t x = 0; x < 5; ++x)
          for (int64_t c = 0; c < k; ++c) {
            const double got = all[static_cast<size_t>(((b * 7 + y + 1) * 8 + x) * k + c)];
            const double w = RoundScalar(d, want[static_cast<size_t>(((b * 4 + y) * 5 + x) * k + c)]);
            EXPECT_NEAR(got, w, 1e-6 + std::fabs(w) * (d == ACL_BF16 ? 1.0 / 128 : 1e-6)) << b << "," << y << "," << x;
          }
    aclDestroyTensor(gi);
  }
}

// <pad(x), g> == <x, pad_backward(g)> in float64, for every dtype. Small integers make every sum
// exact in every dtype, so the identity must hold exactly; a second fp64 run uses real values.
TEST(ReflectionPad2dBackward, AdjointOfReflectionPad2d) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  struct C { Shape s; Padding p; };
  const C cases[] = {{{2, 3, 6, 7}, {3, 2, 5, 1}}, {{4, 9, 8}, {7, 7, 0, 0}}, {{1, 5, 5}, {4, 4, 4, 4}},
                     {{2, 6, 7}, {-1, 2, 1, -2}}};
  for (aclDataType d : kGradDtypes)
    for (const C& c : cases) {
      if (d == ACL_BF16 && (c.p[0] < 0 || c.p[3] < 0)) continue;
      SCOPED_TRACE(std::string(Name(d)) + " " + ShapeStr(c.s) + " " + PadStr(c.p));
      for (int real_values = 0; real_values < (d == ACL_DOUBLE ? 2 : 1); ++real_values) {
        TestTensor x(c.s, d), px(Padded(c.s, c.p), d), g(Padded(c.s, c.p), d), gx(c.s, d);
        const double lo = real_values ? -1 : -4, hi = real_values ? 1 : 5;
        auto vx = RandomScalars(x, rng, lo, hi), vg = RandomScalars(g, rng, lo, hi);
        if (!real_values) {
          for (double& e : vx) e = std::floor(e);
          for (double& e : vg) e = std::floor(e);
        }
        SetScalars(x, vx);
        SetScalars(g, vg);
        ASSERT_EQ(RunForward(x.get(), c.p, px.get()), 0) << aclGetRecentErrMsg();
        ASSERT_EQ(RunBackward(g.get(), x.get(), c.p, gx.get()), 0) << aclGetRecentErrMsg();
        const auto a = Scalars(px), b = Scalars(gx);
        double lhs = 0, rhs = 0, scale = 0;
        for (size_t i = 0; i < a.size(); ++i) { lhs += a[i] * vg[i]; scale += std::fabs(a[i] * vg[i]); }
        for (size_t i = 0; i < b.size(); ++i) rhs += vx[i] * b[i];
        if (real_values) EXPECT_NEAR(lhs, rhs, 1e-12 * scale);
        else EXPECT_EQ(lhs, rhs);
      }
    }
}

// Every upstream ATK case (gradOutput scaled down to at most 2^16 elements), fresh random data.
TEST(ReflectionPad2dBackward, AtkConformance) {
  const auto cases = LoadCases("reflection_pad2d_backward");
  ASSERT_EQ(cases.size(), 200u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& go = c.tensors.at("gradOutput");
    const CaseTensor& self = c.tensors.at("self");
    const auto pv = c.AttrList("padding");
    ASSERT_EQ(pv.size(), 4u);
    const Padding p{pv[0], pv[1], pv[2], pv[3]};
    ASSERT_EQ(Padded(self.shape, p), go.shape);
    BwdTester().self(ScaleDownPadded(self.shape, p, 1 << 16), go.dtype).padding(p).fill(go.fill).Test();
    if (HasFailure()) return;
  }
}
