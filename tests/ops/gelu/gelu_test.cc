// Gelu: numerics against the float64 reference (spec gelu.md §3.7), views, special values,
// determinism over thread counts, every ATK case, every fp16/bf16 value, and the same bits as
// GeluV2's tanh form.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_gelu.h"
#include "aclnnop/aclnn_gelu_v2.h"
#include "cases.h"
#include "core/convert.h"
#include "core/dtype.h"
#include "op_runner.h"
#include "ops/gelu/ref.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

// |out - ref| <= atol + rtol |ref|, ref the exact value rounded to the dtype (spec §3.7).
std::string Check(double got, double x, aclDataType d) {
  const double want = RoundTo(d, aclnn_cpu::ref::GeluTanh(x));
  const double rtol = d == ACL_FLOAT ? 3e-5 : d == ACL_FLOAT16 ? 1.0 / 1024 : 1.0 / 128;
  return Mismatch(got, want, 1e-6, rtol);
}

aclnnStatus RunGelu(const aclTensor* self, aclTensor* out) {
  return RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) { return aclnnGeluGetWorkspaceSize(self, out, ws, ex); },
                     aclnnGelu);
}

class GeluTester {
 public:
  GeluTester& shape(Shape s) { shape_ = std::move(s); return *this; }
  GeluTester& dtype(aclDataType d) { dtype_ = d; return *this; }
  GeluTester& self_layout(Layout l) { sl_ = std::move(l); return *this; }
  GeluTester& out_layout(Layout l) { ol_ = std::move(l); return *this; }
  GeluTester& fill(Fill f) { fill_ = f; return *this; }
  GeluTester& values(std::vector<double> v) { values_ = std::move(v); return *this; }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed));
    std::mt19937_64 rng(seed);
    TestTensor x(shape_, dtype_, sl_), y(shape_, dtype_, ol_);
    ApplyFill(x, fill_, rng);
    if (!values_.empty()) x.SetValues(values_);
    std::vector<double> first;
    for (int threads : {1, 2, 3}) {
      ScopedThreads st(threads);
      y.Poison();
      ASSERT_EQ(RunGelu(x.get(), y.get()), 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(y.UntouchedOutside(&why)) << why;
      const std::vector<double> got = y.Values();
      if (first.empty()) {
        first = got;
        int bad = 0;
        for (int64_t i = 0; i < x.numel() && bad < 5; ++i) {
          const std::string m = Check(got[static_cast<size_t>(i)], x.Get(i), dtype_);
          if (!m.empty()) {
            ADD_FAILURE() << "x = " << x.Get(i) << ": got " << got[static_cast<size_t>(i)] << " (" << m << ")";
            ++bad;
          }
        }
      } else {
        for (size_t i = 0; i < got.size(); ++i)
          ASSERT_EQ(std::memcmp(&got[i], &first[i], sizeof(double)), 0) << threads << " threads, element " << i;
      }
    }
  }

 private:
  Shape shape_{16};
  aclDataType dtype_ = ACL_FLOAT;
  Layout sl_, ol_;
  Fill fill_ = [] { Fill f; f.lo = -7; f.hi = 7; return f; }();
  std::vector<double> values_;
};

const aclDataType kTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

}  // namespace

TEST(Gelu, AllDtypes) {
  for (aclDataType d : kTypes) {
    SCOPED_TRACE(Name(d));
    GeluTester().shape({5, 67, 13}).dtype(d).Test();
    Fill wide;
    wide.lo = -20;
    wide.hi = 20;
    GeluTester().shape({2, 1000}).dtype(d).fill(wide).Test();
  }
}

TEST(Gelu, TailsAndLargeTensors) {
  for (aclDataType d : kTypes)
    for (int64_t n : {1, 7, 15, 16, 17, 31, 33, 1023, 1025, 40000}) GeluTester().shape({n}).dtype(d).Test();
  GeluTester().shape({300, 301}).Test();
}

// Contiguous fp16/bf16 runs the engine's native 16-bit path: lengths around vectors and blocks,
// x and y at different offsets within a vector.
TEST(Gelu, SixteenBitNativeTailsAndOffsets) {
  for (aclDataType d : {ACL_BF16, ACL_FLOAT16})
    for (int64_t n : {1, 2, 3, 5, 8, 13, 16, 31, 32, 33, 63, 64, 65, 97, 1023, 1025, 4097}) {
      SCOPED_TRACE(std::string(Name(d)) + " n " + std::to_string(n));
      Layout xl, yl;
      xl.offset = n % 5;
      yl.offset = 1 + n % 3;
      GeluTester().shape({n}).dtype(d).self_layout(xl).out_layout(yl).Test();
      if (HasFailure()) return;
    }
}

TEST(Gelu, StridedAndOffsetViews) {
  for (aclDataType d : kTypes) {
    SCOPED_TRACE(Name(d));
    GeluTester().shape({2, 4}).dtype(d).self_layout(Layout::Transposed(2)).out_layout(Layout::Transposed(2)).Test();  // UT 018
    GeluTester().shape({9, 31}).dtype(d).self_layout(Layout::Padded(3, 5)).out_layout(Layout::Transposed(2)).Test();
    GeluTester().shape({3, 4, 5}).dtype(d).self_layout(Layout::Transposed(3)).out_layout(Layout::Padded(1, 9)).Test();
    Layout every_other;
    every_other.strides = {3};
    every_other.offset = 2;
    GeluTester().shape({100}).dtype(d).self_layout(every_other).out_layout(Layout::Padded(0, 7)).Test();
  }
}

TEST(Gelu, ZeroDimAndRankEight) {
  GeluTester().shape({}).Test();
  GeluTester().shape({}).dtype(ACL_BF16).Test();
  GeluTester().shape({2, 4, 6, 8, 4, 5}).dtype(ACL_FLOAT16).Test();  // UT 014/016
  GeluTester().shape({1, 2, 3, 1, 2, 3, 2, 3}).Test();
}

// Spec §8.4/§8.5: +inf -> +inf, -inf -> NaN, NaN -> NaN, the dtype's maximum -> itself.
TEST(Gelu, SpecialValuesAndExtremes) {
  const double inf = std::numeric_limits<double>::infinity();
  for (aclDataType d : kTypes) {
    SCOPED_TRACE(Name(d));
    const double big = d == ACL_FLOAT16 ? 65504 : d == ACL_BF16 ? 3.3895313892515355e38 : 3.4e38;
    GeluTester().shape({16}).dtype(d)
        .values({inf, -inf, std::nan(""), 0.0, -0.0, 8, -8, 9, -10.5, -16.9, big, -big, 5.06, -5.06, 1e-30, -1e-30})
        .Test();
    TestTensor x({4}, d), y({4}, d);
    x.SetValues({inf, -inf, std::nan(""), big});
    ASSERT_EQ(RunGelu(x.get(), y.get()), 0);
    EXPECT_EQ(y.Get(0), inf);
    EXPECT_TRUE(std::isnan(y.Get(1)));
    EXPECT_TRUE(std::isnan(y.Get(2)));
    EXPECT_EQ(y.Get(3), RoundTo(d, big));
  }
}

// Spec §3.6 (A2 fp32 column) and the sample program's values (§8.7).
TEST(Gelu, WorkedExamples) {
  TestTensor x({9}, ACL_FLOAT), y({9}, ACL_FLOAT);
  x.SetValues({-3, -1, -0.5, 0.5, 1, 2, 3, -8, 8});
  const double a2[] = {-0.0036373928, -0.15880801, -0.154286, 0.345714, 0.84119201, 1.9545976, 2.9963627,
                       -3.1077915e-21, 8};
  ASSERT_EQ(RunGelu(x.get(), y.get()), 0);
  for (int i = 0; i < 9; ++i) EXPECT_NEAR(y.Get(i), a2[i], 2e-7 * std::max(1.0, std::fabs(a2[i]))) << i;
  EXPECT_LT(y.Get(7), 0);  // the device's tiny negative value, not PyTorch's -0
  TestTensor s({4, 2}, ACL_FLOAT), o({4, 2}, ACL_FLOAT);
  s.SetValues({1.3, 2.5, 6.7, -4, -1.4, -1.6, -8, -16.9});
  const double printed[] = {1.173929, 2.484916, 6.700000, -0.000070, -0.113292, -0.087863, -0.000000, -0.000000};
  ASSERT_EQ(RunGelu(s.get(), o.get()), 0);
  for (int i = 0; i < 8; ++i) EXPECT_NEAR(o.Get(i), printed[i], 5e-7) << i;
  EXPECT_TRUE(o.Get(7) == 0 && std::signbit(o.Get(7)));  // x <= -10.06: -0
}

// The CANN sample programs print their results with "%f": on every SIMD target this CPU runs,
// Gelu's sample (and GeluV2's, erf form) must print the numbers of the spec (§8.7).
TEST(Gelu, SampleProgramValuesOnEverySimdTarget) {
  TestTensor x({8}, ACL_FLOAT), y({8}, ACL_FLOAT);
  x.SetValues({1.3, 2.5, 6.7, -4, -1.4, -1.6, -8, -16.9});
  const char* tanh[] = {"1.173929", "2.484916", "6.700000", "-0.000070", "-0.113292", "-0.087863", "-0.000000", "-0.000000"};
  const char* erf[] = {"1.174159", "2.484476", "6.700000", "-0.000127", "-0.113059", "-0.087679", "-0.000000", "-0.000000"};
  for (int64_t target : aclnn_cpu::TestTargets()) {
    SCOPED_TRACE(aclnn_cpu::PinTargetForTest(target));
    for (bool v1 : {true, false}) {
      y.Poison();
      ASSERT_EQ(v1 ? RunGelu(x.get(), y.get())
                   : RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
                       return aclnnGeluV2GetWorkspaceSize(x.get(), 0, y.get(), ws, ex);
                     }, aclnnGeluV2), 0);
      for (int i = 0; i < 8; ++i) {
        char printed[32];
        std::snprintf(printed, sizeof(printed), "%f", static_cast<float>(y.Get(i)));
        EXPECT_STREQ(printed, (v1 ? tanh : erf)[i]) << (v1 ? "Gelu" : "GeluV2 erf") << " x = " << x.Get(i);
      }
    }
  }
  aclnn_cpu::PinTargetForTest(0);
}

// Gelu is GeluV2 with approximate = 1 (spec §3.4, §9): the same bits for every dtype and layout.
TEST(Gelu, SameBitsAsGeluV2Tanh) {
  std::mt19937_64 rng(TestSeed());
  for (aclDataType d : kTypes)
    for (bool strided : {false, true}) {
      SCOPED_TRACE(std::string(Name(d)) + (strided ? " strided" : ""));
      const Layout l = strided ? Layout::Transposed(2) : Layout();
      TestTensor x({37, 129}, d, l), y1({37, 129}, d), y2({37, 129}, d);
      x.FillUniform(rng, -12, 12);
      ASSERT_EQ(RunGelu(x.get(), y1.get()), 0);
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnGeluV2GetWorkspaceSize(x.get(), 1, y2.get(), ws, ex);
      }, aclnnGeluV2), 0);
      ASSERT_EQ(std::memcmp(y1.data(), y2.data(), static_cast<size_t>(y1.storage_elems()) * ElemSize(d)), 0);
    }
}

TEST(Gelu, InPlace) {
  std::mt19937_64 rng(TestSeed());
  for (aclDataType d : kTypes) {
    TestTensor x({100}, d);
    x.FillUniform(rng, -5, 5);
    const auto v = x.Values();
    ASSERT_EQ(RunGelu(x.get(), x.get()), 0);
    for (int i = 0; i < 100; ++i) EXPECT_TRUE(Check(x.Get(i), v[static_cast<size_t>(i)], d).empty()) << i;
  }
  // out is the transpose of self's memory: compute everything, then write.
  TestTensor x({16, 16}, ACL_FLOAT);
  x.FillUniform(rng, -5, 5);
  const auto v = x.Values();
  const int64_t dims[2] = {16, 16}, tstr[2] = {1, 16}, storage[1] = {256};
  aclTensor* xt = aclCreateTensor(dims, 2, ACL_FLOAT, tstr, 0, ACL_FORMAT_ND, storage, 1, x.data());
  ASSERT_EQ(RunGelu(x.get(), xt), 0);
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) EXPECT_TRUE(Check(x.Get(j * 16 + i), v[static_cast<size_t>(i * 16 + j)], ACL_FLOAT).empty());
  aclDestroyTensor(xt);
}

TEST(Gelu, EmptyIsANoOp) {
  for (Shape s : {Shape{0}, Shape{3, 0}, Shape{2, 0, 4}}) {
    TestTensor x(s, ACL_FLOAT), y(s, ACL_FLOAT);
    y.Poison();
    uint64_t ws = 1;
    aclOpExecutor* ex = nullptr;
    ASSERT_EQ(aclnnGeluGetWorkspaceSize(x.get(), y.get(), &ws, &ex), 0);
    EXPECT_EQ(ws, 0u);
    EXPECT_EQ(aclnnGelu(nullptr, 0, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    EXPECT_TRUE(y.UntouchedOutside());
  }
}

// Calls whose data exceeds the last-level cache write contiguous outputs with non-temporal stores;
// the cache is taken as 0 bytes here so test-sized shapes take that path.
TEST(Gelu, StreamedOutputs) {
  ScopedStreamedStores streamed;
  Layout off;
  off.offset = 5;
  GeluTester().shape({300001}).Test();
  GeluTester().shape({300001}).self_layout(off).out_layout(off).Test();
  GeluTester().shape({3, 100003}).dtype(ACL_BF16).Test();
  GeluTester().shape({200003}).dtype(ACL_FLOAT16).self_layout(off).out_layout(off).Test();
}

// Every upstream ATK case (scaled down to at most 1<<16 elements), fresh random data.
TEST(Gelu, AtkConformance) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  const auto cases = LoadCases("gelu");
  ASSERT_EQ(cases.size(), 206u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& x = c.tensors.at("x");
    GeluTester().shape(ScaleDown(x.shape, 1 << 16)).dtype(x.dtype).fill(x.fill).Test();
    if (HasFailure()) return;
  }
}

// Every fp16/bf16 bit pattern: the 16-bit result is the fp32 computation on the widened value,
// rounded (NaN: NaN); contiguous (the native 16-bit path) and backwards with a stride of 2.
TEST(Gelu, SixteenBitMatchesTheFp32KernelOnEveryValue) {
  for (aclDataType dt : {ACL_FLOAT16, ACL_BF16})
    for (bool strided : {false, true}) {
      SCOPED_TRACE(std::string(Name(dt)) + (strided ? " strided" : " contiguous"));
      const int64_t n = 65536;
      auto widen = [dt](uint16_t b) { return dt == ACL_BF16 ? aclnn_cpu::Bf16ToF32(b) : aclnn_cpu::F16ToF32(b); };
      std::vector<uint16_t> x16(2 * n, 0), y16(n, 0xdead);
      std::vector<float> x32(n), y32(n);
      for (int64_t i = 0; i < n; ++i) {
        x16[strided ? 2 * (n - 1 - i) : i] = static_cast<uint16_t>(i);
        x32[i] = widen(static_cast<uint16_t>(i));
      }
      const int64_t shape[1] = {n}, store2[1] = {2 * n}, back[1] = {-2};
      aclTensor* tx = strided ? aclCreateTensor(shape, 1, dt, back, 2 * (n - 1), ACL_FORMAT_ND, store2, 1, x16.data())
                              : aclCreateTensor(shape, 1, dt, nullptr, 0, ACL_FORMAT_ND, shape, 1, x16.data());
      aclTensor* ty = aclCreateTensor(shape, 1, dt, nullptr, 0, ACL_FORMAT_ND, shape, 1, y16.data());
      aclTensor* tx32 = aclCreateTensor(shape, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, shape, 1, x32.data());
      aclTensor* ty32 = aclCreateTensor(shape, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, shape, 1, y32.data());
      ASSERT_EQ(RunGelu(tx, ty), 0);
      ASSERT_EQ(RunGelu(tx32, ty32), 0);
      int64_t bad = 0;
      for (int64_t i = 0; i < n; ++i) {
        const uint16_t want = dt == ACL_BF16 ? aclnn_cpu::F32ToBf16(y32[i]) : aclnn_cpu::F32ToF16(y32[i]);
        const bool ok = std::isnan(y32[i]) ? std::isnan(widen(y16[i])) : y16[i] == want;
        if (!ok && ++bad <= 5) ADD_FAILURE() << "x bits 0x" << std::hex << i << ": got 0x" << y16[i] << ", want 0x" << want;
        // And every finite value within the tolerance of the exact maths.
        if (ok && !std::isnan(x32[i]) && !std::isinf(x32[i])) {
          const std::string m = Check(widen(y16[i]), x32[i], dt);
          if (!m.empty() && ++bad <= 5) ADD_FAILURE() << "x = " << x32[i] << ": " << m;
        }
      }
      EXPECT_EQ(bad, 0);
      for (aclTensor* t : {tx, ty, tx32, ty32}) aclDestroyTensor(t);
    }
}
