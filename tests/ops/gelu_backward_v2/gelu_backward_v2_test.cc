// GeluBackwardV2: numerics against the float64 reference, views, special values, determinism.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_gelu_backward_v2.h"
#include "aclnnop/aclnn_gelu_v2.h"
#include "cases.h"
#include "core/dtype.h"
#include "op_runner.h"
#include "ops/gelu_backward_v2/ref.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

aclDataType Promote(aclDataType a, aclDataType b) {
  if (a == b) return a;
  if ((a == ACL_FLOAT16 && b == ACL_BF16) || (a == ACL_BF16 && b == ACL_FLOAT16)) return ACL_FLOAT;
  if (a == ACL_FLOAT || b == ACL_FLOAT) return ACL_FLOAT;
  auto is_float = [](aclDataType d) { return d == ACL_FLOAT16 || d == ACL_BF16; };
  return is_float(a) ? a : b;  // integer with a 16-bit float
}

// Builder for one GeluBackwardV2 problem.
class GeluBackwardV2Tester {
 public:
  GeluBackwardV2Tester& grad_output(Shape s, aclDataType d = ACL_FLOAT, Layout l = {}) {
    dy_shape_ = std::move(s); dy_dtype_ = d; dy_layout_ = std::move(l); return *this;
  }
  GeluBackwardV2Tester& self(Shape s, aclDataType d = ACL_FLOAT, Layout l = {}) {
    x_shape_ = std::move(s); x_dtype_ = d; x_layout_ = std::move(l); return *this;
  }
  GeluBackwardV2Tester& out_layout(Layout l) { out_layout_ = std::move(l); return *this; }
  GeluBackwardV2Tester& approximate(const char* a) { approximate_ = a; return *this; }
  GeluBackwardV2Tester& dy_range(double lo, double hi) { dy_lo_ = lo; dy_hi_ = hi; return *this; }
  GeluBackwardV2Tester& x_range(double lo, double hi) { x_lo_ = lo; x_hi_ = hi; return *this; }
  GeluBackwardV2Tester& dy_fill(Fill f) { dy_fill_ = f; has_dy_fill_ = true; return *this; }
  GeluBackwardV2Tester& x_fill(Fill f) { x_fill_ = f; has_x_fill_ = true; return *this; }
  GeluBackwardV2Tester& x_values(std::vector<double> v) { x_values_ = std::move(v); return *this; }
  GeluBackwardV2Tester& dy_values(std::vector<double> v) { dy_values_ = std::move(v); return *this; }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed));
    std::mt19937_64 rng(seed);
    TestTensor dy(dy_shape_, dy_dtype_, dy_layout_);
    TestTensor x(x_shape_, x_dtype_, x_layout_);
    Fill fd{}, fx{};
    fd.lo = dy_lo_; fd.hi = dy_hi_; fx.lo = x_lo_; fx.hi = x_hi_;
    ApplyFill(dy, has_dy_fill_ ? dy_fill_ : fd, rng);
    ApplyFill(x, has_x_fill_ ? x_fill_ : fx, rng);
    if (!x_values_.empty()) x.SetValues(x_values_);
    if (!dy_values_.empty()) dy.SetValues(dy_values_);

    const aclDataType p = Promote(dy_dtype_, x_dtype_);
    Shape out_shape = Broadcast(dy_shape_, x_shape_);
    TestTensor out(out_shape, p, out_layout_);
    const std::vector<double> want = Reference(dy, x, out_shape, p);

    std::vector<double> first;
    for (int threads : {1, 2, 3}) {
      ScopedThreads st(threads);
      out.Poison();
      ASSERT_EQ(Run(dy, x, out), 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
      std::vector<double> got = out.Values();
      if (first.empty()) {
        first = got;
        CompareAll(got, want, dy, out_shape, p);
      } else {
        for (size_t i = 0; i < got.size(); ++i)
          ASSERT_EQ(std::memcmp(&got[i], &first[i], sizeof(double)), 0)
              << "result differs with " << threads << " threads at " << i;
      }
    }
  }

  aclnnStatus Run(TestTensor& dy, TestTensor& x, TestTensor& out) const {
    char approx[16];
    std::strncpy(approx, approximate_, sizeof(approx) - 1);
    approx[sizeof(approx) - 1] = 0;
    return RunTwoPhase(
        [&](uint64_t* ws, aclOpExecutor** ex) {
          return aclnnGeluBackwardV2GetWorkspaceSize(dy.get(), x.get(), approx, out.get(), ws, ex);
        },
        aclnnGeluBackwardV2);
  }

 private:
  static Shape Broadcast(const Shape& a, const Shape& b) {
    size_t r = std::max(a.size(), b.size());
    Shape s(r);
    for (size_t k = 0; k < r; ++k) {
      int64_t x = k + a.size() >= r ? a[k + a.size() - r] : 1;
      int64_t y = k + b.size() >= r ? b[k + b.size() - r] : 1;
      s[k] = x == 1 ? y : x;
    }
    return s;
  }
  static int64_t SourceIndex(const Shape& out, const Shape& in, int64_t linear) {
    // Linear index into `in` (row-major) of the broadcast source of out element `linear`.
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
  std::vector<double> Reference(const TestTensor& dy, const TestTensor& x, const Shape& out_shape,
                                aclDataType p) const {
    int64_t n = 1;
    for (int64_t d : out_shape) n *= d;
    std::vector<double> r(static_cast<size_t>(n));
    const bool tanh_mode = std::strcmp(approximate_, "tanh") == 0;
    for (int64_t i = 0; i < n; ++i) {
      const double vdy = RoundTo(p, dy.Get(SourceIndex(out_shape, dy_shape_, i)));
      const double vx = RoundTo(p, x.Get(SourceIndex(out_shape, x_shape_, i)));
      r[static_cast<size_t>(i)] = aclnn_cpu::ref::GeluBackwardV2(vdy, vx, tanh_mode);
    }
    return r;
  }
  void CompareAll(const std::vector<double>& got, const std::vector<double>& want, const TestTensor& dy,
                  const Shape& out_shape, aclDataType p) const {
    const double rtol = p == ACL_FLOAT ? 1e-5 : p == ACL_FLOAT16 ? 1.0 / 1024 : 1.0 / 128;
    int reported = 0;
    for (size_t i = 0; i < got.size() && reported < 5; ++i) {
      const double vdy = dy.Get(SourceIndex(out_shape, dy_shape_, static_cast<int64_t>(i)));
      const double atol = 2e-6 * std::max(1.0, std::fabs(vdy));
      // The device (and we) produce fp32 results rounded once into p.
      const double w = RoundTo(p, want[i]);
      const std::string m = Mismatch(got[i], w, atol, rtol);
      if (!m.empty()) {
        ADD_FAILURE() << "element " << i << ": got " << got[i] << ", want " << w << " (" << m << ")";
        ++reported;
      }
    }
  }

  Shape dy_shape_{4}, x_shape_{4};
  aclDataType dy_dtype_ = ACL_FLOAT, x_dtype_ = ACL_FLOAT;
  Layout dy_layout_, x_layout_, out_layout_;
  const char* approximate_ = "none";
  double dy_lo_ = -2, dy_hi_ = 2, x_lo_ = -6, x_hi_ = 6;
  Fill dy_fill_, x_fill_;
  bool has_dy_fill_ = false, has_x_fill_ = false;
  std::vector<double> x_values_, dy_values_;
};

const aclDataType kFloatTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
const char* kModes[] = {"none", "tanh"};

}  // namespace

TEST(GeluBackwardV2, AllDtypesAndModes_Contiguous) {
  for (aclDataType d : kFloatTypes)
    for (const char* m : kModes) {
      SCOPED_TRACE(std::string(Name(d)) + " " + m);
      GeluBackwardV2Tester().grad_output({3, 37, 19}, d).self({3, 37, 19}, d).approximate(m).Test();
    }
}

TEST(GeluBackwardV2, LargeMultiBlock) {
  for (const char* m : kModes)
    GeluBackwardV2Tester().grad_output({70001}, ACL_BF16).self({70001}, ACL_BF16).approximate(m).Test();
  GeluBackwardV2Tester().grad_output({257, 301}).self({257, 301}).Test();
}

TEST(GeluBackwardV2, VectorTails) {
  for (int64_t n : {1, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 1023, 1024, 1025})
    for (aclDataType d : kFloatTypes) GeluBackwardV2Tester().grad_output({n}, d).self({n}, d).Test();
}

// fp16/bf16 operands that are all contiguous run the engine's native 16-bit path: every length
// up to 100 and around a block, starts that are not vector aligned (a different offset per
// operand), guards around the output.
TEST(GeluBackwardV2, SixteenBitNativeTailsAndOffsets) {
  std::vector<int64_t> lengths(100);
  for (int64_t i = 0; i < 100; ++i) lengths[i] = i + 1;
  for (int64_t n : {1023, 1025, 4097}) lengths.push_back(n);
  for (aclDataType d : {ACL_BF16, ACL_FLOAT16})
    for (const char* m : kModes)
      for (int64_t n : lengths) {
        SCOPED_TRACE(std::string(Name(d)) + " " + m + " n " + std::to_string(n));
        Layout a, b, c;
        a.offset = n % 7;
        b.offset = 1 + n % 3;
        c.offset = 3;
        GeluBackwardV2Tester().grad_output({n}, d, a).self({n}, d, b).out_layout(c).approximate(m).Test();
        if (HasFailure()) return;
      }
}

// Calls whose data exceeds the last-level cache write contiguous outputs with non-temporal stores,
// by the native 16-bit path too; the cache is taken as 0 bytes here so test-sized shapes take that
// path, with operands starting mid-line and lengths that are not a multiple of any vector.
TEST(GeluBackwardV2, StreamedOutputs) {
  ScopedStreamedStores streamed;
  const int64_t n = (1 << 18) + 3;
  Layout off;
  off.offset = 5;
  GeluBackwardV2Tester().grad_output({n}, ACL_FLOAT16).self({n}, ACL_FLOAT16, off).out_layout(off).approximate("tanh").Test();
  GeluBackwardV2Tester().grad_output({n}, ACL_BF16, off).self({n}, ACL_BF16).Test();
  GeluBackwardV2Tester().grad_output({n}).self({n}, ACL_FLOAT, off).out_layout(off).approximate("tanh").Test();
  GeluBackwardV2Tester().grad_output({7, 1}, ACL_BF16).self({7, 40001}, ACL_FLOAT).Test();  // broadcast dy
}

TEST(GeluBackwardV2, Broadcasting) {
  GeluBackwardV2Tester().grad_output({4, 1, 3}).self({2, 3}).approximate("tanh").Test();
  GeluBackwardV2Tester().grad_output({16}).self({16, 16}).Test();          // UT 023
  GeluBackwardV2Tester().grad_output({16, 5, 5}).self({5, 5}).approximate("tanh").Test();  // UT 024
  GeluBackwardV2Tester().grad_output({1}, ACL_BF16).self({5, 1, 7}, ACL_BF16).Test();
  GeluBackwardV2Tester().grad_output({}).self({3, 4}).Test();
  GeluBackwardV2Tester().grad_output({6, 1, 5, 1}, ACL_FLOAT16).self({1, 4, 1, 3}, ACL_FLOAT16).Test();
}

TEST(GeluBackwardV2, Promotion) {
  GeluBackwardV2Tester().grad_output({7, 9}, ACL_FLOAT).self({7, 9}, ACL_FLOAT16).Test();   // UT 009
  GeluBackwardV2Tester().grad_output({7, 9}, ACL_FLOAT16).self({7, 9}, ACL_FLOAT).Test();   // UT 010
  GeluBackwardV2Tester().grad_output({7, 9}, ACL_FLOAT16).self({7, 9}, ACL_BF16).Test();    // -> fp32
  GeluBackwardV2Tester().grad_output({7, 9}, ACL_BF16).self({7, 9}, ACL_FLOAT).approximate("tanh").Test();
  // Integer gradOutput with fp16 self: P = fp16, the ints are rounded to fp16 first.
  GeluBackwardV2Tester().grad_output({50}, ACL_INT32).self({50}, ACL_FLOAT16).dy_range(-3000, 3000).Test();
  GeluBackwardV2Tester().grad_output({50}, ACL_INT8).self({50}, ACL_BF16).dy_range(-100, 100).Test();
  GeluBackwardV2Tester().grad_output({50}, ACL_BF16).self({50}, ACL_BOOL).x_range(0, 2).Test();
}

TEST(GeluBackwardV2, StridedAndOffsetViews) {
  for (aclDataType d : kFloatTypes) {
    SCOPED_TRACE(Name(d));
    // UT 016/017: transposed views for every operand.
    GeluBackwardV2Tester().grad_output({5, 2}, d, Layout::Transposed(2)).self({5, 2}, d, Layout::Transposed(2))
        .out_layout(Layout::Transposed(2)).Test();
    GeluBackwardV2Tester().grad_output({6, 33}, d, Layout::Padded(3, 7)).self({6, 33}, d, Layout::Transposed(2))
        .out_layout(Layout::Padded(5, 11)).approximate("tanh").Test();
    Layout every_other;
    every_other.strides = {40, 2};
    every_other.offset = 3;
    GeluBackwardV2Tester().grad_output({4, 20}, d, every_other).self({20}, d, Layout::Padded(0, 5))
        .out_layout(Layout::Transposed(2)).Test();
  }
}

TEST(GeluBackwardV2, ZeroDimAndOneElement) {
  GeluBackwardV2Tester().grad_output({}).self({}).Test();  // UT 027
  GeluBackwardV2Tester().grad_output({1, 1, 1}, ACL_BF16).self({1}, ACL_BF16).approximate("tanh").Test();
}

TEST(GeluBackwardV2, HighRank) {
  GeluBackwardV2Tester().grad_output({1, 2, 2, 2, 2, 2, 2, 2, 2}).self({1, 2, 2, 2, 2, 2, 2, 2, 2}).x_range(-10, 10).Test();
  GeluBackwardV2Tester().grad_output({1, 2, 3, 4, 5, 6, 7}).self({1, 2, 3, 4, 5, 6, 7}).Test();  // UT 033
}

TEST(GeluBackwardV2, UnitTest029Values) {
  const std::vector<double> dy = {1, 0.5, -0.5, 0, 1, 2, -1, 0};
  const std::vector<double> x = {0.5, -0.5, 1, -1, 2, -2, 0, 3};
  const double want_none[] = {0.8674951, 0.0662524, -0.5416577, -0.0, 1.0852318, -0.1704636, -0.5, 0.0};
  const double want_tanh[] = {0.8673699, 0.0663150, -0.5414820, -0.0, 1.0860993, -0.1721985, -0.5, 0.0};
  for (int mode = 0; mode < 2; ++mode) {
    TestTensor tdy({8}, ACL_FLOAT), tx({8}, ACL_FLOAT), out({8}, ACL_FLOAT);
    tdy.SetValues(dy);
    tx.SetValues(x);
    char approx[8];
    std::strcpy(approx, mode ? "tanh" : "none");
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGeluBackwardV2GetWorkspaceSize(tdy.get(), tx.get(), approx, out.get(), ws, ex);
    }, aclnnGeluBackwardV2), 0);
    for (int i = 0; i < 8; ++i) EXPECT_NEAR(out.Get(i), (mode ? want_tanh : want_none)[i], 2e-7) << i;
  }
}

TEST(GeluBackwardV2, SpecialValues) {
  // A2 profile (spec §9.4): g(+inf) = 1, g(-inf) = 0, NaN propagates, dy = inf with g = 0 gives NaN.
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  const std::vector<double> x = {inf, -inf, nan, 0.0, -0.0, 8, -8, 9, -30, 30, 1e30, -1e30};
  for (aclDataType d : kFloatTypes)
    for (const char* m : kModes) {
      SCOPED_TRACE(std::string(Name(d)) + " " + m);
      GeluBackwardV2Tester().grad_output({12}, d).self({12}, d).approximate(m).x_values(x).Test();
      GeluBackwardV2Tester().grad_output({12}, d).self({12}, d).approximate(m).x_values(x)
          .dy_values({inf, inf, inf, -inf, nan, inf, -inf, 1, inf, nan, 0, inf}).Test();
    }
}

TEST(GeluBackwardV2, EmptyTensorsWriteNothing) {
  for (Shape s : {Shape{0}, Shape{2, 0, 3}}) {
    TestTensor dy(s, ACL_FLOAT), x(s, ACL_FLOAT), out(s, ACL_FLOAT);
    uint64_t ws = 123;
    aclOpExecutor* ex = nullptr;
    char approx[] = "tanh";
    ASSERT_EQ(aclnnGeluBackwardV2GetWorkspaceSize(dy.get(), x.get(), approx, out.get(), &ws, &ex), 0);
    EXPECT_EQ(ws, 0u);
    ASSERT_NE(ex, nullptr);
    EXPECT_EQ(aclnnGeluBackwardV2(nullptr, 0, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    EXPECT_TRUE(out.UntouchedOutside());
  }
  // [1] against [0] broadcasts to [0].
  TestTensor dy({1}, ACL_FLOAT), x({0}, ACL_FLOAT), out({0}, ACL_FLOAT);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  char approx[] = "none";
  ASSERT_EQ(aclnnGeluBackwardV2GetWorkspaceSize(dy.get(), x.get(), approx, out.get(), &ws, &ex), 0);
  EXPECT_EQ(aclnnGeluBackwardV2(nullptr, 0, ex, nullptr), 0);
}

TEST(GeluBackwardV2, InPlaceAndAliasedViews) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  // gradInput == gradOutput (same layout): in place.
  {
    TestTensor dy({64, 33}, ACL_FLOAT), x({64, 33}, ACL_FLOAT);
    dy.FillUniform(rng, -2, 2);
    x.FillUniform(rng, -4, 4);
    const auto vdy = dy.Values(), vx = x.Values();
    char approx[] = "none";
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGeluBackwardV2GetWorkspaceSize(dy.get(), x.get(), approx, dy.get(), ws, ex);
    }, aclnnGeluBackwardV2), 0);
    for (size_t i = 0; i < vdy.size(); ++i)
      ASSERT_NEAR(dy.Get(static_cast<int64_t>(i)), aclnn_cpu::ref::GeluBackwardV2(vdy[i], vx[i], false), 1e-5);
  }
  // gradInput is the transpose of self's memory: must behave as compute-then-write.
  {
    TestTensor dy({16, 16}, ACL_FLOAT), x({16, 16}, ACL_FLOAT);
    dy.FillUniform(rng, -2, 2);
    x.FillUniform(rng, -4, 4);
    const auto vdy = dy.Values(), vx = x.Values();
    const int64_t dims[2] = {16, 16}, tstr[2] = {1, 16}, storage[1] = {256};
    aclTensor* xt = aclCreateTensor(dims, 2, ACL_FLOAT, tstr, 0, ACL_FORMAT_ND, storage, 1, x.data());
    char approx[] = "tanh";
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGeluBackwardV2GetWorkspaceSize(dy.get(), x.get(), approx, xt, ws, ex);
    }, aclnnGeluBackwardV2), 0);
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j) {
        const double want = aclnn_cpu::ref::GeluBackwardV2(vdy[i * 16 + j], vx[i * 16 + j], true);
        ASSERT_NEAR(x.Get(j * 16 + i), want, 1e-5) << i << "," << j;
      }
    aclDestroyTensor(xt);
  }
}

// Ties the backward to the forward: g(x) ~ (GeluV2(x + h) - GeluV2(x - h)) / 2h.
TEST(GeluBackwardV2, FiniteDifferenceOfGeluV2) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const int64_t n = 2000;
  const double h = 1.0 / 64;  // exact in fp32, so x +- h are exact
  for (int mode = 0; mode < 2; ++mode) {
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
    for (auto* io : {&xp, &xm}) {
      TestTensor& y = io == &xp ? yp : ym;
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnGeluV2GetWorkspaceSize(io->get(), mode, y.get(), ws, ex);
      }, aclnnGeluV2), 0);
    }
    char approx[8];
    std::strcpy(approx, mode ? "tanh" : "none");
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGeluBackwardV2GetWorkspaceSize(ones.get(), x.get(), approx, g.get(), ws, ex);
    }, aclnnGeluBackwardV2), 0);
    for (int64_t i = 0; i < n; ++i) {
      const double fd = (yp.Get(i) - ym.Get(i)) / (2 * h);
      ASSERT_NEAR(g.Get(i), fd, 2e-4) << "x = " << x.Get(i) << " mode " << mode;
    }
  }
}

// Every upstream ATK case (scaled down to at most 1<<16 elements), fresh random data.
TEST(GeluBackwardV2, AtkConformance) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const auto cases = LoadCases("gelu_backward_v2");
  ASSERT_EQ(cases.size(), 201u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& dy = c.tensors.at("gradOutput");
    const CaseTensor& x = c.tensors.at("self");
    const std::string mode = c.Str("approximate", "none");
    GeluBackwardV2Tester()
        .grad_output(ScaleDown(dy.shape, 1 << 16), dy.dtype)
        .self(ScaleDown(x.shape, 1 << 16), x.dtype)
        .dy_fill(dy.fill)
        .x_fill(x.fill)
        .approximate(mode == "tanh" ? "tanh" : "none")
        .Test();
    if (HasFatalFailure() || HasFailure()) return;
  }
}

// fp16/bf16 self goes through a 65536-entry table of g (src/core/table16.h). Over every bit
// pattern of self, the 16-bit result must be bit for bit the fp32 computation on the widened
// values, rounded to the 16-bit type (NaN: NaN): with contiguous operands (the engine's native
// 16-bit path) and with gradInput written every other element (the path through fp32 buffers).
TEST(GeluBackwardV2, SixteenBitTablesMatchTheFp32KernelOnEveryValue) {
  std::mt19937_64 rng(std::random_device{}());
  for (aclDataType dt : {ACL_BF16, ACL_FLOAT16}) {
    for (const char* mode : {"none", "tanh"}) for (int64_t out_stride : {1, 2}) {
      SCOPED_TRACE(std::string(Name(dt)) + " " + mode + " gradInput stride " + std::to_string(out_stride));
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
        std::string approx = mode;
        const aclnnStatus st = RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
          return aclnnGeluBackwardV2GetWorkspaceSize(tdy, tx, &approx[0], to, ws, ex);
        }, aclnnGeluBackwardV2);
        for (aclTensor* tt : {tdy, tx, to}) aclDestroyTensor(tt);
        return st;
      };
      ASSERT_EQ(run(dt, dy16.data(), x16.data(), out16.data(), out_stride), 0);
      ASSERT_EQ(run(ACL_FLOAT, dy32.data(), x32.data(), out32.data(), 1), 0);
      int64_t bad = 0;
      for (int64_t i = 0; i < n; ++i) {
        const uint16_t o = out16[i * out_stride];
        const bool nan16 = std::isnan(widen(o)), nan32 = std::isnan(out32[i]);
        const bool ok = nan32 ? nan16 : o == narrow(out32[i]);
        if (!ok && ++bad <= 5)
          ADD_FAILURE() << "self bits 0x" << std::hex << i << ": got 0x" << o << ", fp32 path gives " << out32[i];
      }
      for (int64_t i = 0; i < n * out_stride; ++i)
        if (i % out_stride) ASSERT_EQ(out16[i], 0xdead) << "gap element " << i << " written";
      EXPECT_EQ(bad, 0);
    }
  }
}
