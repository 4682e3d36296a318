// The elementwise engine's native kernels (core/elementwise.h EwKernel16 / EwKernel32, and the rows
// they write through core WriteRow): add, sub, mul and div without alpha, Pow with the scalar
// exponent 2, Clamp and Addcmul, on same-shape and tensor-scalar rows of FLOAT, FLOAT16 and
// BFLOAT16 whose lengths and output offsets fall around vector widths and 64-byte lines, with plain
// and with non-temporal stores (the streamed loop, its unaligned head and its tail), against the
// IEEE operations on the stored inputs (Addcmul's three, unfused), rounded once to the output dtype;
// Div, Divs and Muls of INT32 operands into FLOAT; six comparisons of FLOAT operands into BOOL.
// Guards and padding around the output are checked.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "aclnnop/aclnn_add.h"
#include "aclnnop/aclnn_addcmul.h"
#include "aclnnop/aclnn_clamp.h"
#include "aclnnop/aclnn_div.h"
#include "aclnnop/aclnn_eq_tensor.h"
#include "aclnnop/aclnn_ge_scalar.h"
#include "aclnnop/aclnn_gt_tensor.h"
#include "aclnnop/aclnn_le_tensor.h"
#include "aclnnop/aclnn_lt_scalar.h"
#include "aclnnop/aclnn_ne_tensor.h"
#include "aclnnop/aclnn_mul.h"
#include "aclnnop/aclnn_pow.h"
#include "aclnnop/aclnn_sub.h"
#include "op_runner.h"
#include "test_rng.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

enum class Kind { kAdd, kSub, kMul, kDiv, kMuls, kDivs, kInplaceMul, kSquare, kClamp, kAddcmul };

struct Row {
  Kind kind;
  const char* name;
};

constexpr Row kRows[] = {{Kind::kAdd, "Add"},   {Kind::kSub, "Sub"},   {Kind::kMul, "Mul"},        {Kind::kDiv, "Div"},
                         {Kind::kMuls, "Muls"}, {Kind::kDivs, "Divs"}, {Kind::kInplaceMul, "InplaceMul"},
                         {Kind::kSquare, "PowTensorScalar ^ 2"},  {Kind::kClamp, "Clamp"},
                         {Kind::kAddcmul, "Addcmul"}};

constexpr float kClampLo = -2.5f, kClampHi = 3.25f;

// Addcmul: x + (s * y) * z, each operation rounded (volatile: no fused multiply-add).
float AddcmulOf(float x, float s, float y, float z) {
  volatile float p = s * y;
  volatile float q = p * z;
  return x + q;
}

float Apply(Kind k, float x, float y) {
  switch (k) {
    case Kind::kAdd: return x + y;
    case Kind::kSub: return x - y;
    case Kind::kDiv:
    case Kind::kDivs: return x / y;
    case Kind::kSquare: return x * x;
    case Kind::kClamp: return x < kClampLo ? kClampLo : x > kClampHi ? kClampHi : x;
    default: return x * y;
  }
}

// One call on rows of n elements, x and out at the given element offsets from their storage.
void CheckRow(Kind kind, const char* name, aclDataType dt, int64_t n, int64_t x_off, int64_t out_off, Rng& r) {
  SCOPED_TRACE(std::string(name) + " " + std::to_string(dt) + " n " + std::to_string(n) + " x offset " +
               std::to_string(x_off) + " out offset " + std::to_string(out_off));
  const bool inplace = kind == Kind::kInplaceMul;
  const bool scalar = kind == Kind::kMuls || kind == Kind::kDivs;
  TestTensor x({n}, dt, Layout::Padded(0, inplace ? out_off : x_off));
  TestTensor y({n}, dt, Layout::Padded(0, r.I(0, 3)));
  TestTensor z({n}, dt, Layout::Padded(0, r.I(0, 3)));
  TestTensor out({n}, dt, Layout::Padded(0, out_off));
  TestTensor expect({n}, dt);
  auto value = [&](bool divisor) {
    const double v = divisor ? r.U(0.5, 4.0) : r.U(-8.0, 8.0);
    return divisor && r.I(0, 1) == 0 ? -v : v;
  };
  const bool div = kind == Kind::kDiv || kind == Kind::kDivs;
  for (int64_t i = 0; i < n; ++i) {
    x.Set(i, value(false));
    y.Set(i, value(div));
    z.Set(i, value(false));
  }
  // (Addcmul's value is converted to a 16-bit compute dtype: one that every dtype holds exactly.)
  const float s = kind == Kind::kAddcmul ? static_cast<float>(std::round(value(false) * 8) / 8)
                                         : static_cast<float>(value(div));
  for (int64_t i = 0; i < n; ++i) {  // inputs as stored (representable in fp32), fp32 operations
    const float xi = static_cast<float>(x.Get(i)), yi = static_cast<float>(y.Get(i));
    expect.Set(i, kind == Kind::kAddcmul ? AddcmulOf(xi, s, yi, static_cast<float>(z.Get(i)))
                                         : Apply(kind, xi, scalar ? s : yi));
  }
  out.Poison();
  const ScalarPtr alpha = MakeScalar(ACL_FLOAT, 1.0), other = MakeScalar(ACL_FLOAT, s);
  const ScalarPtr exponent = MakeScalar(ACL_FLOAT, 2.0), lo_s = MakeScalar(ACL_FLOAT, kClampLo),
                  hi_s = MakeScalar(ACL_FLOAT, kClampHi);
  aclnnStatus st = 0;
  switch (kind) {
    case Kind::kAdd:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnAddGetWorkspaceSize(x.get(), y.get(), alpha.get(), out.get(), w, e); }, aclnnAdd);
      break;
    case Kind::kSub:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnSubGetWorkspaceSize(x.get(), y.get(), alpha.get(), out.get(), w, e); }, aclnnSub);
      break;
    case Kind::kMul:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnMulGetWorkspaceSize(x.get(), y.get(), out.get(), w, e); }, aclnnMul);
      break;
    case Kind::kDiv:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnDivGetWorkspaceSize(x.get(), y.get(), out.get(), w, e); }, aclnnDiv);
      break;
    case Kind::kMuls:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnMulsGetWorkspaceSize(x.get(), other.get(), out.get(), w, e); }, aclnnMuls);
      break;
    case Kind::kDivs:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnDivsGetWorkspaceSize(x.get(), other.get(), out.get(), w, e); }, aclnnDivs);
      break;
    case Kind::kInplaceMul:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnInplaceMulGetWorkspaceSize(x.get(), y.get(), w, e); }, aclnnInplaceMul);
      break;
    case Kind::kSquare:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnPowTensorScalarGetWorkspaceSize(x.get(), exponent.get(), out.get(), w, e); }, aclnnPowTensorScalar);
      break;
    case Kind::kClamp:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnClampGetWorkspaceSize(x.get(), lo_s.get(), hi_s.get(), out.get(), w, e); }, aclnnClamp);
      break;
    case Kind::kAddcmul:
      st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
        return aclnnAddcmulGetWorkspaceSize(x.get(), y.get(), z.get(), other.get(), out.get(), w, e); }, aclnnAddcmul);
      break;
  }
  ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
  const TestTensor& result = inplace ? x : out;
  for (int64_t i = 0; i < n; ++i) ASSERT_EQ(result.Get(i), expect.Get(i)) << "element " << i;
  if (!inplace) {
    std::string why;
    EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
  }
}

// INT32 operands into a FLOAT output (the native FLOAT kernel over INT32 inputs): Div, Divs and
// Muls, magnitudes up to 2^31 (above 2^24 the conversion to FLOAT rounds to nearest even).
void CheckIntRow(Kind kind, const char* name, int64_t n, int64_t x_off, int64_t out_off, Rng& r) {
  SCOPED_TRACE(std::string(name) + " INT32 -> FLOAT n " + std::to_string(n) + " x offset " + std::to_string(x_off) +
               " out offset " + std::to_string(out_off));
  const bool scalar = kind != Kind::kDiv;
  TestTensor x({n}, ACL_INT32, Layout::Padded(0, x_off));
  TestTensor y({n}, ACL_INT32, Layout::Padded(0, r.I(0, 3)));
  TestTensor out({n}, ACL_FLOAT, Layout::Padded(0, out_off));
  auto value = [&](bool divisor) {
    const int64_t bound = r.I(0, 1) ? (int64_t(1) << 31) - 1 : 1000;
    int64_t v = r.I(-bound, bound);
    if (divisor && v == 0) v = 7;
    return v;
  };
  for (int64_t i = 0; i < n; ++i) {
    x.Set(i, static_cast<double>(value(false)));
    y.Set(i, static_cast<double>(value(true)));
  }
  const float s = static_cast<float>(r.U(0.5, 4.0));
  out.Poison();
  const ScalarPtr other = MakeScalar(ACL_FLOAT, s);
  aclnnStatus st = 0;
  if (kind == Kind::kDiv) {
    st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
      return aclnnDivGetWorkspaceSize(x.get(), y.get(), out.get(), w, e); }, aclnnDiv);
  } else if (kind == Kind::kDivs) {
    st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
      return aclnnDivsGetWorkspaceSize(x.get(), other.get(), out.get(), w, e); }, aclnnDivs);
  } else {
    st = RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
      return aclnnMulsGetWorkspaceSize(x.get(), other.get(), out.get(), w, e); }, aclnnMuls);
  }
  ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
  for (int64_t i = 0; i < n; ++i) {
    const float xi = static_cast<float>(static_cast<int32_t>(x.Get(i)));
    const float yi = scalar ? s : static_cast<float>(static_cast<int32_t>(y.Get(i)));
    const float want = kind == Kind::kMuls ? xi * yi : xi / yi;
    ASSERT_EQ(out.Get(i), static_cast<double>(want)) << "element " << i;
  }
  std::string why;
  EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
}

// FLOAT operands compared into a BOOL output (the native comparison kernel): EqTensor, NeTensor,
// GtTensor, LeTensor, GeScalar, LtScalar, with NaNs, equal values and signed zeros among the
// operands.
void CheckCompareRow(int which, int64_t n, int64_t x_off, int64_t out_off, Rng& r) {
  static const char* const kNames[] = {"EqTensor", "NeTensor", "GtTensor", "LeTensor", "GeScalar", "LtScalar"};
  SCOPED_TRACE(std::string(kNames[which]) + " FLOAT -> BOOL n " + std::to_string(n) + " x offset " +
               std::to_string(x_off) + " out offset " + std::to_string(out_off));
  TestTensor x({n}, ACL_FLOAT, Layout::Padded(0, x_off));
  TestTensor y({n}, ACL_FLOAT, Layout::Padded(0, r.I(0, 3)));
  TestTensor out({n}, ACL_BOOL, Layout::Padded(0, out_off));
  const double nan = std::numeric_limits<double>::quiet_NaN();
  auto value = [&] {
    switch (r.I(0, 7)) {
      case 0: return nan;
      case 1: return 0.0;
      case 2: return -0.0;
      case 3: return 1.5;
      default: return std::round(r.U(-3.0, 3.0) * 2) / 2;  // ties likely
    }
  };
  for (int64_t i = 0; i < n; ++i) {
    x.Set(i, value());
    y.Set(i, value());
  }
  const float s = 1.5f;
  const ScalarPtr other = MakeScalar(ACL_FLOAT, s);
  out.Poison();
  aclnnStatus st = 0;
  auto tensor = [&](auto ws_fn, auto run_fn) {
    return RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return ws_fn(x.get(), y.get(), out.get(), w, e); }, run_fn);
  };
  auto scalar = [&](auto ws_fn, auto run_fn) {
    return RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return ws_fn(x.get(), other.get(), out.get(), w, e); },
                       run_fn);
  };
  std::function<bool(float, float)> want;
  switch (which) {
    case 0: st = tensor(aclnnEqTensorGetWorkspaceSize, aclnnEqTensor); want = [](float a, float b) { return a == b; }; break;
    case 1: st = tensor(aclnnNeTensorGetWorkspaceSize, aclnnNeTensor); want = [](float a, float b) { return a != b; }; break;
    case 2: st = tensor(aclnnGtTensorGetWorkspaceSize, aclnnGtTensor); want = [](float a, float b) { return a > b; }; break;
    case 3: st = tensor(aclnnLeTensorGetWorkspaceSize, aclnnLeTensor); want = [](float a, float b) { return a <= b; }; break;
    case 4: st = scalar(aclnnGeScalarGetWorkspaceSize, aclnnGeScalar); want = [](float a, float b) { return a >= b; }; break;
    default: st = scalar(aclnnLtScalarGetWorkspaceSize, aclnnLtScalar); want = [](float a, float b) { return a < b; }; break;
  }
  ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
  const bool with_scalar = which >= 4;
  for (int64_t i = 0; i < n; ++i) {
    const bool w = want(static_cast<float>(x.Get(i)), with_scalar ? s : static_cast<float>(y.Get(i)));
    ASSERT_EQ(out.Get(i), w ? 1.0 : 0.0) << "element " << i << ": " << x.Get(i) << " and " << y.Get(i);
  }
  std::string why;
  EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
}

TEST(ElementwiseNative, RowsAroundVectorsAndLinesPlainAndStreamed) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  std::vector<int64_t> lengths;
  for (int64_t n = 0; n <= 40; ++n) lengths.push_back(n);
  for (int64_t n : {47, 48, 49, 63, 64, 65, 95, 96, 97, 127, 128, 129, 255, 257, 1000, 1031}) lengths.push_back(n);
  for (bool streamed : {false, true}) {
    SCOPED_TRACE(streamed ? "non-temporal stores" : "plain stores");
    std::unique_ptr<ScopedStreamedStores> stream(streamed ? new ScopedStreamedStores : nullptr);
    for (aclDataType dt : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16})
      for (const Row& row : kRows)
        for (int64_t n : lengths) CheckRow(row.kind, row.name, dt, n, r.I(0, 3), r.I(0, 17), r);
    for (const Row& row : kRows)
      if (row.kind == Kind::kDiv || row.kind == Kind::kDivs || row.kind == Kind::kMuls)
        for (int64_t n : lengths) CheckIntRow(row.kind, row.name, n, r.I(0, 3), r.I(0, 17), r);
  }
  for (int which = 0; which < 6; ++which)
    for (int64_t n : lengths) CheckCompareRow(which, n, r.I(0, 3), r.I(0, 17), r);
}

}  // namespace
