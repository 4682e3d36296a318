// GeluV2: numerics against the float64 reference (acceptance bound of spec §3.6), views, special
// values, statuses (spec §6/§7), determinism, and every ATK case.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "aclnnop/aclnn_gelu_v2.h"
#include "cases.h"
#include "core/dtype.h"
#include "op_runner.h"
#include "ops/gelu_v2/ref.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

// |y - gelu(x)| <= atol + rtol |gelu(x)| + 2^-20 max(1, |x|)   (spec §3.6)
std::string Check(double got, double x, bool tanh_mode, aclDataType d) {
  const double want = aclnn_cpu::ref::Gelu(x, tanh_mode);
  const double rtol = d == ACL_FLOAT ? 1e-5 : d == ACL_FLOAT16 ? 1.0 / 512 : 1.0 / 64;
  const double atol = (d == ACL_FLOAT16 ? std::ldexp(1.0, -23) : std::ldexp(1.0, -126)) +
                      std::ldexp(1.0, -20) * std::max(1.0, std::fabs(x));
  if (std::isinf(want) || std::isnan(want)) return Mismatch(got, want, 0, 0);
  // An exact result beyond the dtype's range rounds to infinity in the dtype.
  if (std::isinf(got) && std::isinf(RoundTo(d, want)) && got == RoundTo(d, want)) return "";
  return Mismatch(got, want, atol, rtol);
}

class GeluV2Tester {
 public:
  GeluV2Tester& shape(Shape s) { shape_ = std::move(s); return *this; }
  GeluV2Tester& dtype(aclDataType d) { dtype_ = d; return *this; }
  GeluV2Tester& x_layout(Layout l) { xl_ = std::move(l); return *this; }
  GeluV2Tester& y_layout(Layout l) { yl_ = std::move(l); return *this; }
  GeluV2Tester& approximate(int64_t a) { approximate_ = a; return *this; }
  GeluV2Tester& fill(Fill f) { fill_ = f; return *this; }
  GeluV2Tester& values(std::vector<double> v) { values_ = std::move(v); return *this; }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed));
    std::mt19937_64 rng(seed);
    TestTensor x(shape_, dtype_, xl_), y(shape_, dtype_, yl_);
    ApplyFill(x, fill_, rng);
    if (!values_.empty()) x.SetValues(values_);
    const bool tanh_mode = approximate_ == 1;
    std::vector<double> first;
    for (int threads : {1, 2, 3}) {
      ScopedThreads st(threads);
      y.Poison();
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnGeluV2GetWorkspaceSize(x.get(), approximate_, y.get(), ws, ex);
      }, aclnnGeluV2), 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(y.UntouchedOutside(&why)) << why;
      const std::vector<double> got = y.Values();
      if (first.empty()) {
        first = got;
        int bad = 0;
        for (int64_t i = 0; i < x.numel() && bad < 5; ++i) {
          const std::string m = Check(got[static_cast<size_t>(i)], x.Get(i), tanh_mode, dtype_);
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
  Layout xl_, yl_;
  int64_t approximate_ = 0;
  Fill fill_ = [] { Fill f; f.lo = -7; f.hi = 7; return f; }();
  std::vector<double> values_;
};

aclnnStatus GeluPhase1(const TestTensor* x, const TestTensor* y, int64_t approx = 0) {
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  aclnnStatus st = aclnnGeluV2GetWorkspaceSize(x ? x->get() : nullptr, approx, y ? y->get() : nullptr, &ws, &ex);
  if (st == 0) {
    aclnnGeluV2(nullptr, 0, ex, nullptr);
    aclrtSynchronizeStream(nullptr);
  } else {
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("aclnnGeluV2"), std::string::npos);
  }
  return st;
}

const aclDataType kTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

}  // namespace

TEST(GeluV2, AllDtypesBothModes) {
  for (aclDataType d : kTypes)
    for (int64_t a : {0, 1, 2, -1}) {  // anything but 1 is the erf form
      SCOPED_TRACE(std::string(Name(d)) + " approximate=" + std::to_string(a));
      GeluV2Tester().shape({5, 67, 13}).dtype(d).approximate(a).Test();
    }
}

TEST(GeluV2, TailsAndLargeTensors) {
  for (int64_t n : {1, 15, 16, 17, 1023, 1025, 40000}) GeluV2Tester().shape({n}).dtype(ACL_BF16).Test();
  GeluV2Tester().shape({300, 301}).approximate(1).Test();
}

// Contiguous fp16/bf16 runs the engine's native 16-bit path: lengths up to 100 and around a block,
// x and y starting at different offsets within a vector, guards around y.
TEST(GeluV2, SixteenBitNativeTailsAndOffsets) {
  std::vector<int64_t> lengths(100);
  for (int64_t i = 0; i < 100; ++i) lengths[i] = i + 1;
  for (int64_t n : {1023, 1025, 4097}) lengths.push_back(n);
  for (aclDataType d : {ACL_BF16, ACL_FLOAT16})
    for (int64_t a : {0, 1})
      for (int64_t n : lengths) {
        SCOPED_TRACE(std::string(Name(d)) + " approximate=" + std::to_string(a) + " n " + std::to_string(n));
        Layout xl, yl;
        xl.offset = n % 5;
        yl.offset = 1 + n % 3;
        GeluV2Tester().shape({n}).dtype(d).x_layout(xl).y_layout(yl).approximate(a).Test();
        if (HasFailure()) return;
      }
}

TEST(GeluV2, StridedViews) {
  for (aclDataType d : kTypes) {
    GeluV2Tester().shape({2, 4}).dtype(d).x_layout(Layout::Transposed(2)).y_layout(Layout::Transposed(2)).Test();  // UT 017
    GeluV2Tester().shape({9, 31}).dtype(d).x_layout(Layout::Padded(3, 5)).y_layout(Layout::Transposed(2)).approximate(1).Test();
    GeluV2Tester().shape({3, 4, 5}).dtype(d).x_layout(Layout::Transposed(3)).y_layout(Layout::Padded(1, 9)).Test();
  }
}

TEST(GeluV2, ZeroDimAndHighRank) {
  GeluV2Tester().shape({}).Test();                          // UT 021
  GeluV2Tester().shape({1, 2, 3, 4, 5, 6, 7, 8}).Test();    // UT 022
  GeluV2Tester().shape({1, 2, 3, 1, 2, 3, 1, 2, 3}).Test();  // 9-D: accepted (library policy)
}

TEST(GeluV2, SpecialValuesAndExtremes) {
  const double inf = std::numeric_limits<double>::infinity();
  for (aclDataType d : kTypes)
    for (int64_t a : {0, 1}) {
      const double big = d == ACL_FLOAT16 ? 65504 : d == ACL_BF16 ? 3.3895313892515355e38 : 3.4e38;
      GeluV2Tester().shape({14}).dtype(d).approximate(a)
          .values({inf, -inf, std::nan(""), 0.0, -0.0, 8, -8, 9, -13.5, -20, big, -big, 5.75, -7.05}).Test();
    }
}

TEST(GeluV2, UnitTest029Values) {
  TestTensor x({8}, ACL_FLOAT), y({8}, ACL_FLOAT);
  x.SetValues({-3, -1, -0.5, 0, 0.5, 1, 2, 3});
  const double none[] = {-0.0040497, -0.1586553, -0.1542688, 0.0, 0.3457312, 0.8413447, 1.9544997, 2.9959503};
  const double tanh[] = {-0.0036374, -0.1588080, -0.1542860, 0.0, 0.3457140, 0.8411920, 1.9545977, 2.9963626};
  for (int64_t a : {0, 1}) {
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGeluV2GetWorkspaceSize(x.get(), a, y.get(), ws, ex);
    }, aclnnGeluV2), 0);
    for (int i = 0; i < 8; ++i) EXPECT_NEAR(y.Get(i), (a ? tanh : none)[i], 2e-7) << i;
  }
}

// Large negative inputs give -0 (x / (e^e + 1) with the quotient underflowing), as on the device
// (the CANN sample prints -0.000000 there); the sign of zero is invisible to the tolerance checks.
TEST(GeluV2, NegativeZeroForLargeNegativeInputs) {
  for (aclDataType d : kTypes)
    for (int64_t a : {0, 1}) {
      TestTensor x({5}, d), y({5}, d);
      x.SetValues({-0.0, -20, -100, -1000, -60000});
      y.Poison();
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnGeluV2GetWorkspaceSize(x.get(), a, y.get(), ws, ex);
      }, aclnnGeluV2), 0);
      for (int i = 0; i < 5; ++i) {
        const double v = y.Get(i);
        EXPECT_TRUE(v == 0 && std::signbit(v)) << Name(d) << " approximate " << a << " x[" << i << "] gave " << v;
      }
    }
}

TEST(GeluV2, InPlace) {
  TestTensor x({100}, ACL_BF16);
  std::mt19937_64 rng(TestSeed());
  x.FillUniform(rng, -5, 5);
  const auto v = x.Values();
  ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGeluV2GetWorkspaceSize(x.get(), 0, x.get(), ws, ex);
  }, aclnnGeluV2), 0);
  for (int i = 0; i < 100; ++i) EXPECT_TRUE(Check(x.Get(i), v[static_cast<size_t>(i)], false, ACL_BF16).empty()) << i;
}

TEST(GeluV2, EmptyIsANoOp) {
  TestTensor x({3, 0}, ACL_FLOAT), y({3, 0}, ACL_FLOAT);
  uint64_t ws = 1;
  aclOpExecutor* ex = nullptr;
  ASSERT_EQ(aclnnGeluV2GetWorkspaceSize(x.get(), 0, y.get(), &ws, &ex), 0);
  EXPECT_EQ(ws, 0u);
  EXPECT_EQ(aclnnGeluV2(nullptr, 0, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_TRUE(y.UntouchedOutside());
}

TEST(GeluV2Status, UnitTests) {
  TestTensor h2467({2, 4, 6, 7}, ACL_FLOAT16), f23({2, 3}, ACL_FLOAT), h23({2, 3}, ACL_FLOAT16);
  EXPECT_EQ(GeluPhase1(nullptr, &h2467), ACLNN_ERR_PARAM_NULLPTR);  // 001
  EXPECT_EQ(GeluPhase1(&h2467, nullptr), ACLNN_ERR_PARAM_NULLPTR);  // 002
  EXPECT_EQ(GeluPhase1(&f23, &h23), ACLNN_ERR_PARAM_INVALID);       // 003
  TestTensor i23({2, 3}, ACL_INT32), f24({2, 4}, ACL_FLOAT), f234({2, 3, 4}, ACL_FLOAT), u({2, 3}, ACL_DT_UNDEFINED);
  EXPECT_EQ(GeluPhase1(&i23, &i23), ACLNN_ERR_PARAM_INVALID);       // 004
  EXPECT_EQ(GeluPhase1(&f24, &f23), ACLNN_ERR_PARAM_INVALID);       // 005
  EXPECT_EQ(GeluPhase1(&f234, &f23), ACLNN_ERR_PARAM_INVALID);      // 006
  EXPECT_EQ(GeluPhase1(&u, &u), ACLNN_ERR_PARAM_INVALID);           // 007
  TestTensor f2468({2, 4, 6, 8}, ACL_FLOAT), f24685({2, 4, 6, 8, 5}, ACL_FLOAT);
  EXPECT_EQ(GeluPhase1(&f2468, &f2468), 0);                         // 008-010, 013 (formats are not checked)
  EXPECT_EQ(GeluPhase1(&f24685, &f2468), ACLNN_ERR_PARAM_INVALID);  // 011
  EXPECT_EQ(GeluPhase1(&f2468, &f24685), ACLNN_ERR_PARAM_INVALID);  // 012
  TestTensor h6({2, 4, 6, 8, 4, 5}, ACL_FLOAT16), b({2, 4, 6, 8}, ACL_BF16), i8({2, 3}, ACL_INT8), u8({2, 3}, ACL_UINT8);
  EXPECT_EQ(GeluPhase1(&h6, &h6), 0);                               // 014/015
  EXPECT_EQ(GeluPhase1(&b, &b, 1), 0);                              // 030
  EXPECT_EQ(GeluPhase1(&i8, &i8), ACLNN_ERR_PARAM_INVALID);         // 024
  EXPECT_EQ(GeluPhase1(&u8, &u8), ACLNN_ERR_PARAM_INVALID);         // 025
  TestTensor s0({}, ACL_FLOAT), s1({1}, ACL_FLOAT), d({2, 3}, ACL_DOUBLE);
  EXPECT_EQ(GeluPhase1(&s0, &s1), ACLNN_ERR_PARAM_INVALID);         // [] != [1]
  EXPECT_EQ(GeluPhase1(&d, &d), ACLNN_ERR_PARAM_INVALID);           // double not supported
}

TEST(GeluV2Status, OrderAndLibraryChecks) {
  TestTensor f({2, 3}, ACL_FLOAT), h({4}, ACL_FLOAT16);
  // dtype mismatch is reported before the shape mismatch.
  EXPECT_EQ(GeluPhase1(&f, &h), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("dtype"), std::string::npos);
  uint64_t ws;
  aclOpExecutor* ex;
  EXPECT_EQ(aclnnGeluV2GetWorkspaceSize(f.get(), 0, f.get(), nullptr, &ex), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGeluV2GetWorkspaceSize(f.get(), 0, f.get(), &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  const int64_t dims[2] = {2, 3}, strides[2] = {4, 1}, storage[1] = {6};
  aclTensor* over = aclCreateTensor(dims, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, f.data());
  EXPECT_EQ(aclnnGeluV2GetWorkspaceSize(f.get(), 0, over, &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  aclDestroyTensor(over);
  // Phase 2 with another operator's executor is refused.
  EXPECT_EQ(aclnnGeluV2(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
}

TEST(GeluV2, AtkConformance) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  const auto cases = LoadCases("gelu_v2");
  ASSERT_EQ(cases.size(), 200u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& x = c.tensors.at("x");
    GeluV2Tester().shape(ScaleDown(x.shape, 1 << 16)).dtype(x.dtype).fill(x.fill).approximate(c.Attr("approximate")).Test();
    if (HasFailure()) return;
  }
}

// Calls whose data exceeds the last-level cache write contiguous outputs with non-temporal stores;
// the cache is taken as 0 bytes here so test-sized shapes take that path, for every float dtype,
// with the output starting mid-line and with a length that is not a multiple of any vector.
TEST(GeluV2, StreamedOutputs) {
  ScopedStreamedStores streamed;
  Layout off;
  off.offset = 5;
  GeluV2Tester().shape({300001}).dtype(ACL_FLOAT).Test();
  GeluV2Tester().shape({300001}).dtype(ACL_FLOAT).x_layout(off).y_layout(off).approximate(1).Test();
  GeluV2Tester().shape({3, 100003}).dtype(ACL_BF16).approximate(1).Test();
  GeluV2Tester().shape({200003}).dtype(ACL_BF16).y_layout(off).Test();
  GeluV2Tester().shape({200003}).dtype(ACL_FLOAT16).x_layout(off).y_layout(off).approximate(1).Test();
}

// fp16/bf16 x is looked up in a 65536-entry table of the kernel (src/core/table16.h). For every
// bit pattern, the result must be the fp32 kernel's on the widened value, rounded (NaN: NaN); x is
// contiguous (the engine's native 16-bit path) or laid out backwards with a stride of 2 so the
// lookup also runs behind the strided loader.
TEST(GeluV2, SixteenBitTablesMatchTheFp32KernelOnEveryValue) {
  for (aclDataType dt : {ACL_FLOAT16, ACL_BF16}) {
    for (int64_t approximate : {0, 1}) for (bool strided : {false, true}) {
      SCOPED_TRACE(std::string(Name(dt)) + (approximate ? " tanh" : " none") + (strided ? " strided" : " contiguous"));
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
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnGeluV2GetWorkspaceSize(tx, approximate, ty, ws, ex);
      }, aclnnGeluV2), 0);
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnGeluV2GetWorkspaceSize(tx32, approximate, ty32, ws, ex);
      }, aclnnGeluV2), 0);
      int64_t bad = 0;
      for (int64_t i = 0; i < n; ++i) {
        const uint16_t want = dt == ACL_BF16 ? aclnn_cpu::F32ToBf16(y32[i]) : aclnn_cpu::F32ToF16(y32[i]);
        const bool ok = std::isnan(y32[i]) ? std::isnan(widen(y16[i])) : y16[i] == want;
        if (!ok && ++bad <= 5) ADD_FAILURE() << "x bits 0x" << std::hex << i << ": got 0x" << y16[i] << ", want 0x" << want;
      }
      EXPECT_EQ(bad, 0);
      for (aclTensor* t : {tx, ty, tx32, ty32}) aclDestroyTensor(t);
    }
  }
}
