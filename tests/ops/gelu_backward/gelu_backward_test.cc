// GeluBackward: numerics against the float64 reference (spec gelu.md §3.7), broadcasting,
// promotion and the conversion to gradInput's dtype (§4.3), views, special values, determinism
// over thread counts, every ATK case, every fp16/bf16 self, and the same bits as GeluBackwardV2's
// tanh form.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_gelu.h"
#include "aclnnop/aclnn_gelu_backward.h"
#include "aclnnop/aclnn_gelu_backward_v2.h"
#include "cases.h"
#include "core/convert.h"
#include "core/dtype.h"
#include "op_runner.h"
#include "ops/gelu_backward/ref.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

aclDataType Promote(aclDataType a, aclDataType b) {
  if (a == b) return a;
  if ((a == ACL_FLOAT16 && b == ACL_BF16) || (a == ACL_BF16 && b == ACL_FLOAT16)) return ACL_FLOAT;
  if (a == ACL_FLOAT || b == ACL_FLOAT) return ACL_FLOAT;
  auto is_float = [](aclDataType d) { return d == ACL_FLOAT16 || d == ACL_BF16; };
  return is_float(a) ? a : b;  // integer or bool with a 16-bit float
}

Shape Broadcast(const Shape& a, const Shape& b) {
  const size_t r = std::max(a.size(), b.size());
  Shape s(r);
  for (size_t k = 0; k < r; ++k) {
    const int64_t x = k + a.size() >= r ? a[k + a.size() - r] : 1;
    const int64_t y = k + b.size() >= r ? b[k + b.size() - r] : 1;
    s[k] = x == 1 ? y : x;
  }
  return s;
}

// Row-major index into `in` of the broadcast source of element `linear` of `out`.
int64_t SourceIndex(const Shape& out, const Shape& in, int64_t linear) {
  const size_t r = out.size();
  int64_t idx = 0, mul = 1;
  for (size_t k = r; k-- > 0;) {
    const int64_t i = linear % out[k];
    linear /= out[k];
    if (k + in.size() >= r) {
      const size_t m = k + in.size() - r;
      if (in[m] != 1) idx += i * mul;
      mul *= in[m];
    }
  }
  return idx;
}

aclnnStatus RunBackward(const aclTensor* dy, const aclTensor* x, const aclTensor* out) {
  return RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGeluBackwardGetWorkspaceSize(dy, x, out, ws, ex);
  }, aclnnGeluBackward);
}

bool IsFloat(aclDataType d) { return d == ACL_FLOAT || d == ACL_FLOAT16 || d == ACL_BF16 || d == ACL_DOUBLE; }

// What gradInput must hold for one element: dy and x converted to P, dy * g(x) rounded to P
// (spec §3.1), then converted to G (integers: toward zero, saturated, NaN 0; BOOL: != 0).
double Expected(double vdy, double vx, aclDataType p, aclDataType g) {
  const double v = RoundTo(p, aclnn_cpu::ref::GeluBackwardTanh(RoundTo(p, vdy), RoundTo(p, vx)));
  if (IsFloat(g) || g == ACL_COMPLEX64 || g == ACL_COMPLEX128) return v;
  if (g == ACL_BOOL) return v != 0 ? 1 : 0;
  if (std::isnan(v)) return 0;
  return std::trunc(v);  // the tests keep integer results inside the type's range
}

class GeluBackwardTester {
 public:
  GeluBackwardTester& grad_output(Shape s, aclDataType d = ACL_FLOAT, Layout l = {}) {
    dy_shape_ = std::move(s); dy_dtype_ = d; dy_layout_ = std::move(l); return *this;
  }
  GeluBackwardTester& self(Shape s, aclDataType d = ACL_FLOAT, Layout l = {}) {
    x_shape_ = std::move(s); x_dtype_ = d; x_layout_ = std::move(l); return *this;
  }
  // gradInput's dtype (default: the promoted one) and layout.
  GeluBackwardTester& grad_input(aclDataType d, Layout l = {}) { out_dtype_ = d; out_layout_ = std::move(l); return *this; }
  GeluBackwardTester& out_layout(Layout l) { out_layout_ = std::move(l); return *this; }
  GeluBackwardTester& dy_fill(Fill f) { dy_fill_ = f; return *this; }
  GeluBackwardTester& x_fill(Fill f) { x_fill_ = f; return *this; }
  GeluBackwardTester& dy_range(double lo, double hi) { dy_fill_.lo = lo; dy_fill_.hi = hi; return *this; }
  GeluBackwardTester& x_range(double lo, double hi) { x_fill_.lo = lo; x_fill_.hi = hi; return *this; }
  GeluBackwardTester& x_values(std::vector<double> v) { x_values_ = std::move(v); return *this; }
  GeluBackwardTester& dy_values(std::vector<double> v) { dy_values_ = std::move(v); return *this; }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed));
    std::mt19937_64 rng(seed);
    TestTensor dy(dy_shape_, dy_dtype_, dy_layout_);
    TestTensor x(x_shape_, x_dtype_, x_layout_);
    ApplyFill(dy, dy_fill_, rng);
    ApplyFill(x, x_fill_, rng);
    if (!x_values_.empty()) x.SetValues(x_values_);
    if (!dy_values_.empty()) dy.SetValues(dy_values_);
    const aclDataType p = Promote(dy_dtype_, x_dtype_);
    const aclDataType g = out_dtype_ == ACL_DT_UNDEFINED ? p : out_dtype_;
    const Shape out_shape = Broadcast(dy_shape_, x_shape_);
    TestTensor out(out_shape, g, out_layout_);
    std::vector<double> first;
    for (int threads : {1, 2, 3}) {
      ScopedThreads st(threads);
      out.Poison();
      ASSERT_EQ(RunBackward(dy.get(), x.get(), out.get()), 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
      const std::vector<double> got = out.Values();
      if (!first.empty()) {
        for (size_t i = 0; i < got.size(); ++i)
          ASSERT_EQ(std::memcmp(&got[i], &first[i], sizeof(double)), 0) << threads << " threads, element " << i;
        continue;
      }
      first = got;
      auto rtol_of = [](aclDataType d) { return d == ACL_FLOAT16 ? 1.0 / 1024 : d == ACL_BF16 ? 1.0 / 128 : 3e-5; };
      const double rtol = std::max(rtol_of(p), rtol_of(g));
      const bool wider = g == ACL_FLOAT || g == ACL_DOUBLE || g == ACL_COMPLEX64 || g == ACL_COMPLEX128;
      int bad = 0;
      for (size_t i = 0; i < got.size() && bad < 5; ++i) {
        const double vdy = dy.Get(SourceIndex(out_shape, dy_shape_, static_cast<int64_t>(i)));
        const double vx = x.Get(SourceIndex(out_shape, x_shape_, static_cast<int64_t>(i)));
        const double want = Expected(vdy, vx, p, g);
        std::string m;
        if (IsFloat(g) || g == ACL_COMPLEX64 || g == ACL_COMPLEX128) {
          const double w = g == ACL_FLOAT16 || g == ACL_BF16 ? RoundTo(g, want) : want;
          m = Mismatch(got[i], w, 1e-6 * std::max(1.0, std::fabs(RoundTo(p, vdy))), rtol);
          // A 16-bit computation carries 16-bit precision into a wider gradInput (§3.1).
          if (m.empty() && wider && (p == ACL_FLOAT16 || p == ACL_BF16) && !std::isnan(got[i]) &&
              RoundTo(p, got[i]) != got[i])
            m = "not a value of the promoted dtype";
        } else if (got[i] != want) {
          // Integers: allow the truncation to land one lower or higher where the value is an
          // integer within the tolerance.
          const double exact = RoundTo(p, aclnn_cpu::ref::GeluBackwardTanh(RoundTo(p, vdy), RoundTo(p, vx)));
          if (g == ACL_BOOL || std::fabs(got[i] - want) > 1 || std::fabs(exact - std::round(exact)) > 1e-4)
            m = "integer result differs";
        }
        if (!m.empty()) {
          ADD_FAILURE() << "element " << i << " (dy " << vdy << ", x " << vx << "): got " << got[i] << ", want " << want
                        << " (" << m << ")";
          ++bad;
        }
      }
    }
  }

 private:
  Shape dy_shape_{4}, x_shape_{4};
  aclDataType dy_dtype_ = ACL_FLOAT, x_dtype_ = ACL_FLOAT, out_dtype_ = ACL_DT_UNDEFINED;
  Layout dy_layout_, x_layout_, out_layout_;
  Fill dy_fill_ = [] { Fill f; f.lo = -7; f.hi = 7; return f; }();
  Fill x_fill_ = [] { Fill f; f.lo = -7; f.hi = 7; return f; }();
  std::vector<double> x_values_, dy_values_;
};

const aclDataType kTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

}  // namespace

TEST(GeluBackward, AllDtypes) {
  for (aclDataType d : kTypes) {
    SCOPED_TRACE(Name(d));
    GeluBackwardTester().grad_output({3, 37, 19}, d).self({3, 37, 19}, d).Test();
    GeluBackwardTester().grad_output({1000}, d).self({1000}, d).x_range(-20, 20).Test();
  }
}

TEST(GeluBackward, VectorTailsAndLargeTensors) {
  for (int64_t n : {1, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 1023, 1024, 1025})
    for (aclDataType d : kTypes) GeluBackwardTester().grad_output({n}, d).self({n}, d).Test();
  GeluBackwardTester().grad_output({70001}, ACL_BF16).self({70001}, ACL_BF16).Test();
  GeluBackwardTester().grad_output({257, 301}).self({257, 301}).Test();
}

TEST(GeluBackward, SixteenBitNativeTailsAndOffsets) {
  for (aclDataType d : {ACL_BF16, ACL_FLOAT16})
    for (int64_t n : {1, 2, 5, 13, 16, 31, 32, 33, 63, 64, 65, 97, 1023, 1025, 4097}) {
      SCOPED_TRACE(std::string(Name(d)) + " n " + std::to_string(n));
      Layout a, b, c;
      a.offset = n % 7;
      b.offset = 1 + n % 3;
      c.offset = 3;
      GeluBackwardTester().grad_output({n}, d, a).self({n}, d, b).out_layout(c).Test();
      if (HasFailure()) return;
    }
}

// Spec §4.2/§6.2: either input may be the smaller one; size-1 axes stretch; [] broadcasts.
TEST(GeluBackward, Broadcasting) {
  GeluBackwardTester().grad_output({1, 5}).self({2, 5}).Test();              // UT 950_001
  GeluBackwardTester().grad_output({16}).self({16, 16}).Test();              // UT 021
  GeluBackwardTester().grad_output({16, 5, 5}).self({5, 5}).Test();          // UT 022
  GeluBackwardTester().grad_output({4, 1, 3}).self({2, 3}).Test();
  GeluBackwardTester().grad_output({1}, ACL_BF16).self({5, 1, 7}, ACL_BF16).Test();
  GeluBackwardTester().grad_output({}).self({3, 4}).Test();
  GeluBackwardTester().grad_output({3, 4}, ACL_FLOAT16).self({}, ACL_FLOAT16).Test();
  GeluBackwardTester().grad_output({6, 1, 5, 1}, ACL_FLOAT16).self({1, 4, 1, 3}, ACL_FLOAT16).Test();
  GeluBackwardTester().grad_output({2, 1, 2, 1, 2, 1, 2, 1}).self({1, 2, 1, 2, 1, 2, 1, 2}).Test();  // rank 8
}

// Spec §4.3 and §8.6: inputs converted to P first, the product rounded to P.
TEST(GeluBackward, Promotion) {
  GeluBackwardTester().grad_output({7, 9}, ACL_FLOAT).self({7, 9}, ACL_FLOAT16).Test();   // UT 008
  GeluBackwardTester().grad_output({7, 9}, ACL_FLOAT16).self({7, 9}, ACL_FLOAT).Test();   // UT 009
  GeluBackwardTester().grad_output({7, 9}, ACL_FLOAT16).self({7, 9}, ACL_BF16).Test();    // -> fp32
  GeluBackwardTester().grad_output({7, 9}, ACL_BF16).self({7, 9}, ACL_FLOAT).Test();
  GeluBackwardTester().grad_output({50}, ACL_INT32).self({50}, ACL_FLOAT16).dy_range(-3000, 3000).Test();
  GeluBackwardTester().grad_output({50}, ACL_INT32).self({50}, ACL_FLOAT).dy_range(-3000, 3000).Test();
  GeluBackwardTester().grad_output({50}, ACL_INT8).self({50}, ACL_BF16).dy_range(-100, 100).Test();
  GeluBackwardTester().grad_output({50}, ACL_BF16).self({50}, ACL_BOOL).x_range(0, 2).Test();
  // int32 2049 becomes 2048 in fp16 (§8.6).
  GeluBackwardTester().grad_output({3}, ACL_INT32).self({3}, ACL_FLOAT16).dy_values({2049, 2049, -2049})
      .x_values({10, 3, 0}).Test();
}

// gradInput's dtype is not compared with P: the result converts to it (§4.3).
TEST(GeluBackward, ConversionToGradInputDtype) {
  for (aclDataType g : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128})
    for (aclDataType p : kTypes) {
      SCOPED_TRACE(std::string("P ") + Name(p) + ", G " + Name(g));
      GeluBackwardTester().grad_output({5, 33}, p).self({5, 33}, p).grad_input(g).Test();
      GeluBackwardTester().grad_output({5, 33}, p).self({33}, p).grad_input(g, Layout::Transposed(2)).Test();
    }
  // Integer and bool gradInput: truncated toward zero, saturated, NaN 0; bool = value != 0.
  for (aclDataType g : {ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL}) {
    SCOPED_TRACE(Name(g));
    const double lo = g == ACL_UINT8 || g == ACL_BOOL ? 0 : -100;
    GeluBackwardTester().grad_output({40}).self({40}).grad_input(g).dy_range(lo, 100).x_range(0.5, 6).Test();
  }
  // Saturation and NaN.
  const double inf = std::numeric_limits<double>::infinity();
  TestTensor dy({4}, ACL_FLOAT), x({4}, ACL_FLOAT), out({4}, ACL_INT8);
  dy.SetValues({1000, -1000, std::nan(""), inf});
  x.SetValues({3, 3, 1, 3});
  ASSERT_EQ(RunBackward(dy.get(), x.get(), out.get()), 0);
  EXPECT_EQ(out.Get(0), 127);
  EXPECT_EQ(out.Get(1), -128);
  EXPECT_EQ(out.Get(2), 0);
  EXPECT_EQ(out.Get(3), 127);
  // Complex: imaginary parts 0.
  TestTensor c({4}, ACL_COMPLEX64);
  c.Poison();
  ASSERT_EQ(RunBackward(dy.get(), x.get(), c.get()), 0);
  const float* cf = static_cast<const float*>(c.data());
  for (int i = 0; i < 4; ++i) EXPECT_EQ(cf[2 * i + 1], 0.0f) << i;
  EXPECT_NEAR(cf[0], 1000 * 1.0115842, 1e-3);
  // fp16 computation into fp32: 16-bit precision, as the device's cast back gives.
  TestTensor hdy({1}, ACL_FLOAT16), hx({1}, ACL_FLOAT16), f({1}, ACL_FLOAT);
  hdy.SetValues({1});
  hx.SetValues({1});
  ASSERT_EQ(RunBackward(hdy.get(), hx.get(), f.get()), 0);
  EXPECT_EQ(f.Get(0), RoundTo(ACL_FLOAT16, 1.0829641));
}

TEST(GeluBackward, StridedAndOffsetViews) {
  for (aclDataType d : kTypes) {
    SCOPED_TRACE(Name(d));
    GeluBackwardTester().grad_output({5, 2}, d, Layout::Transposed(2)).self({5, 2}, d, Layout::Transposed(2))
        .out_layout(Layout::Transposed(2)).Test();  // UT 014/015
    GeluBackwardTester().grad_output({6, 33}, d, Layout::Padded(3, 7)).self({6, 33}, d, Layout::Transposed(2))
        .out_layout(Layout::Padded(5, 11)).Test();
    Layout every_other;
    every_other.strides = {40, 2};
    every_other.offset = 3;
    GeluBackwardTester().grad_output({4, 20}, d, every_other).self({20}, d, Layout::Padded(0, 5))
        .out_layout(Layout::Transposed(2)).Test();
  }
}

TEST(GeluBackward, ZeroDimAndOneElement) {
  GeluBackwardTester().grad_output({}).self({}).Test();  // UT 025
  GeluBackwardTester().grad_output({1, 1, 1}, ACL_BF16).self({1}, ACL_BF16).Test();
}

// UT 027's values (spec §6.2): the tanh form, not the erf derivative of the doc page.
TEST(GeluBackward, UnitTest027Values) {
  TestTensor dy({8}, ACL_FLOAT), x({8}, ACL_FLOAT), out({8}, ACL_FLOAT);
  dy.SetValues({1, 0.5, -0.5, 0, 1, 2, -1, 0});
  x.SetValues({0.5, -0.5, 1, -1, 2, -2, 0, 3});
  const double want[] = {0.86736989, 0.066315047, -0.54148203, -0.0, 1.0860994, -0.17219852, -0.5, 0};
  ASSERT_EQ(RunBackward(dy.get(), x.get(), out.get()), 0);
  for (int i = 0; i < 8; ++i) EXPECT_NEAR(out.Get(i), want[i], 2e-7) << i;
  // The sample program (§8.7): self 0..7, gradOutput ones.
  TestTensor ones({8}, ACL_INT32), s({8}, ACL_FLOAT), g({8}, ACL_FLOAT);
  ones.FillConst(1);
  s.SetValues({0, 1, 2, 3, 4, 5, 6, 7});
  const double printed[] = {0.5, 1.08296406, 1.08609939, 1.01158416, 1.00033522, 1.00000155, 1, 1};
  ASSERT_EQ(RunBackward(ones.get(), s.get(), g.get()), 0);
  for (int i = 0; i < 8; ++i) EXPECT_NEAR(g.Get(i), printed[i], 2e-7) << i;
}

// The CANN sample program prints its results with "%f": on every SIMD target this CPU runs, the
// numbers of the spec (§8.7), with FLOAT and with INT32 ones as gradOutput.
TEST(GeluBackward, SampleProgramValuesOnEverySimdTarget) {
  TestTensor x({8}, ACL_FLOAT), g({8}, ACL_FLOAT);
  x.SetValues({0, 1, 2, 3, 4, 5, 6, 7});
  const char* want[] = {"0.500000", "1.082964", "1.086099", "1.011584", "1.000335", "1.000002", "1.000000", "1.000000"};
  for (aclDataType dyt : {ACL_FLOAT, ACL_INT32}) {
    TestTensor ones({8}, dyt);
    ones.FillConst(1);
    for (int64_t target : aclnn_cpu::TestTargets()) {
      SCOPED_TRACE(aclnn_cpu::PinTargetForTest(target));
      g.Poison();
      ASSERT_EQ(RunBackward(ones.get(), x.get(), g.get()), 0);
      for (int i = 0; i < 8; ++i) {
        char printed[32];
        std::snprintf(printed, sizeof(printed), "%f", static_cast<float>(g.Get(i)));
        EXPECT_STREQ(printed, want[i]) << Name(dyt) << " x = " << x.Get(i);
      }
    }
  }
  aclnn_cpu::PinTargetForTest(0);
}

// A2 profile (spec §8.4): g(+inf) = 1, g(-inf) = 0, NaN propagates, dy = inf with g = 0 gives NaN.
TEST(GeluBackward, SpecialValues) {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  const std::vector<double> x = {inf, -inf, nan, 0.0, -0.0, 8, -8, 9, -30, 30, 1e30, -1e30};
  for (aclDataType d : kTypes) {
    SCOPED_TRACE(Name(d));
    GeluBackwardTester().grad_output({12}, d).self({12}, d).x_values(x).Test();
    GeluBackwardTester().grad_output({12}, d).self({12}, d).x_values(x)
        .dy_values({inf, inf, inf, -inf, nan, inf, -inf, 1, inf, nan, 0, inf}).Test();
    TestTensor tdy({3}, d), tx({3}, d), out({3}, d);
    tdy.SetValues({2.5, 2.5, 2.5});
    tx.SetValues({inf, -inf, nan});
    ASSERT_EQ(RunBackward(tdy.get(), tx.get(), out.get()), 0);
    EXPECT_EQ(out.Get(0), 2.5);
    EXPECT_EQ(out.Get(1), 0.0);
    EXPECT_TRUE(std::isnan(out.Get(2)));
  }
}

TEST(GeluBackward, EmptyTensorsWriteNothing) {
  for (Shape s : {Shape{0}, Shape{2, 0, 3}}) {
    TestTensor dy(s, ACL_FLOAT), x(s, ACL_FLOAT), out(s, ACL_FLOAT);
    out.Poison();
    uint64_t ws = 123;
    aclOpExecutor* ex = nullptr;
    ASSERT_EQ(aclnnGeluBackwardGetWorkspaceSize(dy.get(), x.get(), out.get(), &ws, &ex), 0);
    EXPECT_EQ(ws, 0u);
    ASSERT_NE(ex, nullptr);
    EXPECT_EQ(aclnnGeluBackward(nullptr, 0, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    EXPECT_TRUE(out.UntouchedOutside());
  }
  TestTensor dy({1}, ACL_FLOAT), x({0}, ACL_FLOAT), out({0}, ACL_FLOAT);  // [1] with [0] is [0]
  EXPECT_EQ(RunBackward(dy.get(), x.get(), out.get()), 0);
}

TEST(GeluBackward, InPlaceAndAliasedViews) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (aclDataType d : kTypes) {  // gradInput is gradOutput (same layout)
    TestTensor dy({64, 33}, d), x({64, 33}, d);
    dy.FillUniform(rng, -2, 2);
    x.FillUniform(rng, -4, 4);
    const auto vdy = dy.Values(), vx = x.Values();
    ASSERT_EQ(RunBackward(dy.get(), x.get(), dy.get()), 0);
    for (size_t i = 0; i < vdy.size(); ++i)
      ASSERT_TRUE(Mismatch(dy.Get(static_cast<int64_t>(i)), RoundTo(d, Expected(vdy[i], vx[i], d, d)), 1e-6,
                           d == ACL_FLOAT ? 3e-5 : 1.0 / 128).empty()) << i;
  }
  // gradInput is the transpose of self's memory: compute everything, then write.
  TestTensor dy({16, 16}, ACL_FLOAT), x({16, 16}, ACL_FLOAT);
  dy.FillUniform(rng, -2, 2);
  x.FillUniform(rng, -4, 4);
  const auto vdy = dy.Values(), vx = x.Values();
  const int64_t dims[2] = {16, 16}, tstr[2] = {1, 16}, storage[1] = {256};
  aclTensor* xt = aclCreateTensor(dims, 2, ACL_FLOAT, tstr, 0, ACL_FORMAT_ND, storage, 1, x.data());
  ASSERT_EQ(RunBackward(dy.get(), x.get(), xt), 0);
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j)
      ASSERT_NEAR(x.Get(j * 16 + i), Expected(vdy[i * 16 + j], vx[i * 16 + j], ACL_FLOAT, ACL_FLOAT), 1e-5);
  aclDestroyTensor(xt);
}

TEST(GeluBackward, StreamedOutputs) {
  ScopedStreamedStores streamed;
  const int64_t n = (1 << 18) + 3;
  Layout off;
  off.offset = 5;
  GeluBackwardTester().grad_output({n}, ACL_FLOAT16).self({n}, ACL_FLOAT16, off).out_layout(off).Test();
  GeluBackwardTester().grad_output({n}, ACL_BF16, off).self({n}, ACL_BF16).Test();
  GeluBackwardTester().grad_output({n}).self({n}, ACL_FLOAT, off).out_layout(off).Test();
  GeluBackwardTester().grad_output({n}, ACL_FLOAT16).self({n}, ACL_FLOAT16).grad_input(ACL_FLOAT).Test();
}

// GeluBackward is GeluBackwardV2 with "tanh" (spec §3.4, §9): the same bits wherever V2 accepts
// the call (gradInput of the promoted dtype).
TEST(GeluBackward, SameBitsAsGeluBackwardV2Tanh) {
  std::mt19937_64 rng(TestSeed());
  const aclDataType pairs[][2] = {{ACL_FLOAT, ACL_FLOAT}, {ACL_FLOAT16, ACL_FLOAT16}, {ACL_BF16, ACL_BF16},
                                  {ACL_FLOAT16, ACL_FLOAT}, {ACL_BF16, ACL_FLOAT16}, {ACL_INT32, ACL_BF16}};
  for (const auto& pr : pairs) {
    SCOPED_TRACE(std::string(Name(pr[0])) + " x " + Name(pr[1]));
    const aclDataType p = Promote(pr[0], pr[1]);
    TestTensor dy({37, 1}, pr[0], Layout::Padded(1, 2)), x({37, 129}, pr[1], Layout::Transposed(2));
    TestTensor o1({37, 129}, p), o2({37, 129}, p);
    dy.FillUniform(rng, -8, 8);
    x.FillUniform(rng, -12, 12);
    ASSERT_EQ(RunBackward(dy.get(), x.get(), o1.get()), 0);
    char tanh[] = "tanh";
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGeluBackwardV2GetWorkspaceSize(dy.get(), x.get(), tanh, o2.get(), ws, ex);
    }, aclnnGeluBackwardV2), 0);
    ASSERT_EQ(std::memcmp(o1.data(), o2.data(), static_cast<size_t>(o1.storage_elems()) * ElemSize(p)), 0);
  }
}

// Ties the backward to the forward: g(x) ~ (Gelu(x + h) - Gelu(x - h)) / 2h.
TEST(GeluBackward, FiniteDifferenceOfGelu) {
  std::mt19937_64 rng(TestSeed());
  const int64_t n = 2000;
  const double h = 1.0 / 64;
  TestTensor x({n}, ACL_FLOAT), xp({n}, ACL_FLOAT), xm({n}, ACL_FLOAT), yp({n}, ACL_FLOAT), ym({n}, ACL_FLOAT);
  TestTensor ones({n}, ACL_FLOAT), g({n}, ACL_FLOAT);
  x.FillUniform(rng, -5, 5);
  for (int64_t i = 0; i < n; ++i) {
    const double v = std::round(x.Get(i) * 4096) / 4096;  // few mantissa bits: x +- h exact
    x.Set(i, v);
    xp.Set(i, v + h);
    xm.Set(i, v - h);
  }
  ones.FillConst(1.0);
  for (auto [in, y] : {std::pair<TestTensor*, TestTensor*>{&xp, &yp}, {&xm, &ym}})
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGeluGetWorkspaceSize(in->get(), y->get(), ws, ex);
    }, aclnnGelu), 0);
  ASSERT_EQ(RunBackward(ones.get(), x.get(), g.get()), 0);
  for (int64_t i = 0; i < n; ++i)
    ASSERT_NEAR(g.Get(i), (yp.Get(i) - ym.Get(i)) / (2 * h), 2e-4) << "x = " << x.Get(i);
}

// Every upstream ATK case (scaled down to at most 1<<16 elements), fresh random data. Where self
// is +-inf the A2 results (dy, dy * 0) stand, not the golden's NaN (spec §7.2).
TEST(GeluBackward, AtkConformance) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  const auto cases = LoadCases("gelu_backward");
  ASSERT_EQ(cases.size(), 201u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& dy = c.tensors.at("gradOutput");
    const CaseTensor& x = c.tensors.at("self");
    GeluBackwardTester()
        .grad_output(ScaleDown(dy.shape, 1 << 16), dy.dtype)
        .self(ScaleDown(x.shape, 1 << 16), x.dtype)
        .dy_fill(dy.fill)
        .x_fill(x.fill)
        .Test();
    if (HasFailure()) return;
  }
}

// Every fp16/bf16 self bit pattern: bit for bit the fp32 computation on the widened values,
// rounded (NaN: NaN); contiguous (the native 16-bit path) and gradInput every other element.
TEST(GeluBackward, SixteenBitMatchesTheFp32KernelOnEveryValue) {
  std::mt19937_64 rng(TestSeed());
  for (aclDataType dt : {ACL_BF16, ACL_FLOAT16})
    for (int64_t out_stride : {1, 2}) {
      SCOPED_TRACE(std::string(Name(dt)) + " gradInput stride " + std::to_string(out_stride));
      const int64_t n = 65536;
      std::vector<uint16_t> x16(n), dy16(n), out16(n * out_stride, 0xdead);
      std::vector<float> x32(n), dy32(n), out32(n);
      std::uniform_real_distribution<float> u(-3.0f, 3.0f);
      auto widen = [dt](uint16_t b) { return dt == ACL_BF16 ? aclnn_cpu::Bf16ToF32(b) : aclnn_cpu::F16ToF32(b); };
      auto narrow = [dt](float f) { return dt == ACL_BF16 ? aclnn_cpu::F32ToBf16(f) : aclnn_cpu::F32ToF16(f); };
      for (int64_t i = 0; i < n; ++i) {
        x16[i] = static_cast<uint16_t>(i);
        dy16[i] = narrow(u(rng));
        x32[i] = widen(x16[i]);
        dy32[i] = widen(dy16[i]);
      }
      const int64_t shape[1] = {n};
      auto run = [&](aclDataType t, void* dy, void* x, void* out, int64_t ostride) {
        const int64_t ostore[1] = {n * ostride}, ostrides[1] = {ostride};
        aclTensor* tdy = aclCreateTensor(shape, 1, t, nullptr, 0, ACL_FORMAT_ND, shape, 1, dy);
        aclTensor* tx = aclCreateTensor(shape, 1, t, nullptr, 0, ACL_FORMAT_ND, shape, 1, x);
        aclTensor* to = aclCreateTensor(shape, 1, t, ostrides, 0, ACL_FORMAT_ND, ostore, 1, out);
        const aclnnStatus st = RunBackward(tdy, tx, to);
        for (aclTensor* tt : {tdy, tx, to}) aclDestroyTensor(tt);
        return st;
      };
      ASSERT_EQ(run(dt, dy16.data(), x16.data(), out16.data(), out_stride), 0);
      ASSERT_EQ(run(ACL_FLOAT, dy32.data(), x32.data(), out32.data(), 1), 0);
      int64_t bad = 0;
      for (int64_t i = 0; i < n; ++i) {
        const uint16_t o = out16[i * out_stride];
        const bool ok = std::isnan(out32[i]) ? std::isnan(widen(o)) : o == narrow(out32[i]);
        if (!ok && ++bad <= 5)
          ADD_FAILURE() << "self bits 0x" << std::hex << i << ": got 0x" << o << ", fp32 path gives " << out32[i];
        if (ok && std::isfinite(x32[i])) {
          const double want = RoundTo(dt, aclnn_cpu::ref::GeluBackwardTanh(dy32[i], x32[i]));
          const std::string m = Mismatch(widen(o), want, 1e-6 * std::max(1.0f, std::fabs(dy32[i])),
                                         dt == ACL_FLOAT16 ? 1.0 / 1024 : 1.0 / 128);
          if (!m.empty() && ++bad <= 5) ADD_FAILURE() << "x = " << x32[i] << ", dy = " << dy32[i] << ": " << m;
        }
      }
      for (int64_t i = 0; i < n * out_stride; ++i)
        if (i % out_stride) ASSERT_EQ(out16[i], 0xdead) << "gap element " << i << " written";
      EXPECT_EQ(bad, 0);
    }
}
