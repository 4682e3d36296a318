// Values of the arithmetic family against the float64 / exact-integer reference (ops/binary/ref.h):
// random broadcast shapes, strided, transposed and offset views, poisoned outputs with guard
// bytes, every real compute domain (fp32 with fp16/bf16 storage, double, the integer dtypes with
// their wrap, bool), tensor-scalar and scalar-tensor forms with the wrapped-number rules, alpha,
// the integer division-by-zero rules, in-place forms and outputs aliasing an input; 1, 2 and 3
// threads give the same bits.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_add.h"
#include "aclnnop/aclnn_add_v3.h"
#include "aclnnop/aclnn_div.h"
#include "aclnnop/aclnn_floor_divide.h"
#include "aclnnop/aclnn_fmod_scalar.h"
#include "aclnnop/aclnn_fmod_tensor.h"
#include "aclnnop/aclnn_mul.h"
#include "aclnnop/aclnn_remainder.h"
#include "aclnnop/aclnn_rsub.h"
#include "aclnnop/aclnn_sub.h"
#include "arith_dtypes.h"
#include "op_runner.h"
#include "ops/binary/ref.h"
#include "test_rng.h"
#include "test_tensor.h"

using namespace aclnn_test;
using aclnn_cpu::ops::binary::Fn;
using namespace arith_test;

namespace {

// The value a compute-dtype result takes in the output's dtype (§3.8 casts): integers wrap to a
// narrower integer dtype; floats truncate toward zero and saturate (NaN gives 0).
double CastOut(aclDataType out, double v, bool from_int = false) {
  if (out == ACL_BOOL) return v != 0 ? 1 : 0;
  if (IsInt(out)) {
    if (from_int) return static_cast<double>(Wrap(out, static_cast<int64_t>(v)));
    if (std::isnan(v)) return 0;
    int64_t lo, hi;
    IntRange(out, &lo, &hi);
    const double t = std::trunc(v);
    if (t >= static_cast<double>(hi)) return static_cast<double>(hi);
    if (t <= static_cast<double>(lo)) return static_cast<double>(lo);
    return t;
  }
  return RoundTo(out, v);
}

std::vector<int64_t> ContiguousStrides(const Shape& s) {
  std::vector<int64_t> st(s.size(), 1);
  for (size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * s[i];
  return st;
}

// Element of `t` (shape `s`) read at the broadcast position `idx` of shape `out`.
int64_t BroadcastIndex(const Shape& s, const Shape& out, int64_t linear) {
  const std::vector<int64_t> os = ContiguousStrides(out), ts = ContiguousStrides(s);
  int64_t r = 0;
  const size_t off = out.size() - s.size();
  for (size_t k = 0; k < out.size(); ++k) {
    const int64_t i = (linear / os[k]) % out[k];
    if (k >= off && s[k - off] != 1) r += i * ts[k - off];
  }
  return r;
}

struct Case {
  const char* name;
  Fn fn;
  // Phase 1 for (x tensor, y tensor or null, scalar or null, alpha or null, out).
  std::function<aclnnStatus(aclTensor*, aclTensor*, aclScalar*, aclScalar*, aclTensor*, uint64_t*, aclOpExecutor**)> p1;
  Phase2 p2;
  bool alpha = false;
  bool scalar = false;       // y is a scalar
  bool scalar_first = false; // the scalar is x (AddV3, RemainderScalarTensor, Rsubs' minuend)
  bool swap = false;         // Rsub: other - alpha * self
};

double RandomValue(Rng& r, aclDataType d, bool divisor) {
  if (d == ACL_BOOL) return static_cast<double>(r.I(0, 1));
  if (IsInt(d)) {
    int64_t lo, hi;
    IntRange(d, &lo, &hi);
    // Extremes: wrap, MIN / -1 (INT64 values stay within 2^53, where doubles hold them exactly).
    if (d == ACL_INT64) {
      lo = -(int64_t{1} << 53);
      hi = int64_t{1} << 53;
    }
    if (r.I(0, 9) == 0) return static_cast<double>(r.I(0, 1) ? hi : lo);
    if (divisor && r.I(0, 5) == 0) return r.I(0, 1) ? 0.0 : (lo < 0 ? -1.0 : 1.0);
    const int64_t m = std::min<int64_t>(hi, 100);
    return static_cast<double>(r.I(std::max<int64_t>(lo, -100), m));
  }
  if (r.I(0, 40) == 0) {
    const double specials[] = {0.0, -0.0, INFINITY, -INFINITY, NAN};
    return specials[r.I(0, 4)];
  }
  return RoundTo(d, r.U(-8, 8));
}

// One random problem of `c` in compute dtype `p` with storage dtypes dx, dy and output dtype dout.
void CheckOne(const Case& c, Rng& r, aclDataType dx, aclDataType dy, aclDataType p, aclDataType dout,
              const std::string& note) {
  SCOPED_TRACE(std::string(c.name) + " " + Name(dx) + " " + Name(dy) + " compute " + Name(p) + " out " + Name(dout) + note);
  // Shapes: out of rank 0..4, operands right-aligned with some dims broadcast.
  const int rank = static_cast<int>(r.I(0, 4));
  Shape full(rank);
  for (auto& d : full) d = r.I(1, 5);
  auto operand = [&](const Shape& o) {
    const int ra = static_cast<int>(r.I(0, static_cast<int64_t>(o.size())));
    Shape s(o.end() - ra, o.end());
    for (auto& d : s)
      if (r.I(0, 3) == 0) d = 1;
    return s;
  };
  // The tensor-scalar forms' tensor has the output's shape; otherwise out is the broadcast shape.
  const Shape x_shape = c.scalar ? full : operand(full);
  const Shape ys = c.scalar ? full : operand(full);
  Shape out_shape(std::max(x_shape.size(), ys.size()), 1);
  for (size_t k = 0; k < out_shape.size(); ++k) {
    const size_t kx = k + x_shape.size(), ky = k + ys.size();
    if (kx >= out_shape.size()) out_shape[k] = std::max(out_shape[k], x_shape[kx - out_shape.size()]);
    if (ky >= out_shape.size()) out_shape[k] = std::max(out_shape[k], ys[ky - out_shape.size()]);
  }
  auto layout = [&](size_t rk) {
    const int k = static_cast<int>(r.I(0, 2));
    if (k == 1 && rk >= 2) return Layout::Transposed(rk);
    if (k == 2) return Layout::Padded(r.I(1, 3), r.I(0, 5));
    return Layout::Contiguous();
  };
  TestTensor x(x_shape, dx, layout(x_shape.size()));
  std::unique_ptr<TestTensor> y(c.scalar ? nullptr : new TestTensor(ys, dy, layout(ys.size())));
  TestTensor out(out_shape, dout, layout(out_shape.size()));
  for (int64_t i = 0; i < x.numel(); ++i) x.Set(i, RandomValue(r, dx, c.scalar_first || c.swap));
  if (y)
    for (int64_t i = 0; i < y->numel(); ++i) y->Set(i, RandomValue(r, dy, !c.swap));
  // Scalar operand (dtype dy) and alpha.
  union {
    double f64;
    float f32;
    int64_t i64;
    int32_t i32;
    int8_t i8;
    uint8_t u8;
    int16_t i16;
  } sv{}, av{};
  double svalue = 0;
  std::unique_ptr<aclScalar, aclnnStatus (*)(const aclScalar*)> scalar(nullptr, aclDestroyScalar);
  if (c.scalar) {
    svalue = RandomValue(r, dy, !c.scalar_first);
    StoreElement(&sv, dy, svalue);
    scalar.reset(aclCreateScalar(&sv, dy));
  }
  double alpha = 1;
  std::unique_ptr<aclScalar, aclnnStatus (*)(const aclScalar*)> alpha_s(nullptr, aclDestroyScalar);
  if (c.alpha) {
    if (IsFloat(p)) {
      alpha = r.I(0, 1) ? 1.0 : static_cast<double>(static_cast<float>(r.U(-3, 3)));
      av.f32 = static_cast<float>(alpha);
      alpha_s.reset(aclCreateScalar(&av, ACL_FLOAT));
    } else {
      alpha = static_cast<double>(p == ACL_BOOL ? r.I(0, 1) : r.I(-3, 3));
      av.i32 = static_cast<int32_t>(alpha);
      alpha_s.reset(aclCreateScalar(&av, ACL_INT32));
    }
  }

  // Reference: operands cast to the compute dtype, the exact result, rounded to p, cast to out.
  std::vector<double> want(static_cast<size_t>(out.numel()));
  double s_in_p = c.scalar ? svalue : 0;
  if (c.scalar) s_in_p = IsInt(p) || p == ACL_BOOL ? CastOut(p, svalue, IsInt(dy) || dy == ACL_BOOL) : RoundTo(p, svalue);
  for (int64_t i = 0; i < out.numel(); ++i) {
    double a = x.Get(BroadcastIndex(x_shape, out_shape, i));
    double b = c.scalar ? s_in_p : y->Get(BroadcastIndex(ys, out_shape, i));
    a = IsInt(p) || p == ACL_BOOL ? CastOut(p, a, IsInt(dx) || dx == ACL_BOOL) : RoundTo(p, a);
    if (!c.scalar) b = IsInt(p) || p == ACL_BOOL ? CastOut(p, b, IsInt(dy) || dy == ACL_BOOL) : RoundTo(p, b);
    if (c.scalar_first) std::swap(a, b);
    if (c.swap) std::swap(a, b);
    double v;
    if (IsInt(p)) {
      int64_t lo, hi;
      IntRange(p, &lo, &hi);
      const int64_t vi = Wrap(p, aclnn_cpu::ref::BinaryInt(c.fn, static_cast<int64_t>(a), static_cast<int64_t>(b),
                                                           static_cast<int64_t>(alpha), lo, hi));
      if (IsInt(dout) || dout == ACL_BOOL) {  // exact: no trip through double
        want[static_cast<size_t>(i)] = static_cast<double>(Wrap(dout, vi));
        continue;
      }
      v = static_cast<double>(vi);
    } else if (p == ACL_BOOL) {
      const bool keep = alpha != 0;
      v = c.fn == Fn::kMul ? (a != 0 && b != 0) : (a != 0 || (keep && b != 0));
    } else {
      v = RoundTo(p, aclnn_cpu::ref::BinaryReal(c.fn, a, b, RoundTo(ACL_FLOAT, alpha)));
    }
    want[static_cast<size_t>(i)] = CastOut(dout, v, IsInt(p) || p == ACL_BOOL);
  }

  std::vector<double> first;
  for (int t : {1, 2, 3}) {
    ScopedThreads st(t);
    out.Poison();
    const aclnnStatus s = RunTwoPhase(
        [&](uint64_t* ws, aclOpExecutor** ex) {
          return c.p1(x.get(), y ? y->get() : nullptr, scalar.get(), alpha_s.get(), out.get(), ws, ex);
        },
        c.p2);
    ASSERT_EQ(s, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    const std::vector<double> got = out.Values();
    if (t == 1) {
      for (size_t i = 0; i < got.size(); ++i) {
        const double w = want[i], g = got[i];
        if (std::isnan(w) && std::isnan(g)) continue;
        if (IsInt(dout) || dout == ACL_BOOL || IsInt(p) || p == ACL_BOOL) {
          ASSERT_EQ(g, w) << "element " << i;
          continue;
        }
        // fp32 arithmetic on fp16/bf16/fp32 operands: at most the final rounding and, with alpha,
        // one more fp32 rounding; floor/trunc of a quotient rounded in fp32 can step across an
        // integer when the exact quotient lies within an fp32 ulp of it.
        const double u = p == ACL_DOUBLE ? std::ldexp(1.0, -52) : std::ldexp(1.0, -23);
        const double ulp_out = dout == ACL_FLOAT16 ? std::ldexp(1.0, -10) : dout == ACL_BF16 ? std::ldexp(1.0, -7) : u;
        double tol = std::fabs(w) * (ulp_out + 4 * u) + (c.alpha ? 4 * u * 8 * 8 : 0);
        if (c.fn == Fn::kDivFloor || c.fn == Fn::kDivTrunc || c.fn == Fn::kRemainder || c.fn == Fn::kFmod) {
          if (std::fabs(g - w) <= 1.0 + tol && (c.fn == Fn::kDivFloor || c.fn == Fn::kDivTrunc)) continue;
          tol += 8 * 8 * u * 8;
        }
        if (std::isinf(w) || std::isinf(g)) {
          if (c.fn == Fn::kRemainder || c.fn == Fn::kDivFloor) continue;  // quotient rounding at the range's end
          ASSERT_EQ(g, w) << "element " << i;
          continue;
        }
        ASSERT_LE(std::fabs(g - w), tol) << "element " << i << ": got " << g << " want " << w;
      }
      first = got;
    } else {
      for (size_t i = 0; i < got.size(); ++i) {
        if (std::isnan(got[i]) && std::isnan(first[i])) continue;
        ASSERT_EQ(got[i], first[i]) << "differs with " << t << " threads at " << i;
      }
    }
  }
}

// Entry points as Cases.
Case TT(const char* name, Fn fn, aclnnStatus (*p1)(const aclTensor*, const aclTensor*, aclTensor*, uint64_t*, aclOpExecutor**),
        Phase2 p2) {
  Case c{name, fn, [p1](aclTensor* x, aclTensor* y, aclScalar*, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
           return p1(x, y, o, w, e);
         }, p2};
  return c;
}
Case TTAlpha(const char* name, Fn fn,
             aclnnStatus (*p1)(const aclTensor*, const aclTensor*, const aclScalar*, aclTensor*, uint64_t*, aclOpExecutor**),
             Phase2 p2, bool swap = false) {
  Case c{name, fn, [p1](aclTensor* x, aclTensor* y, aclScalar*, aclScalar* a, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
           return p1(x, y, a, o, w, e);
         }, p2};
  c.alpha = true;
  c.swap = swap;
  return c;
}
Case TS(const char* name, Fn fn, aclnnStatus (*p1)(const aclTensor*, const aclScalar*, aclTensor*, uint64_t*, aclOpExecutor**),
        Phase2 p2) {
  Case c{name, fn, [p1](aclTensor* x, aclTensor*, aclScalar* s, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
           return p1(x, s, o, w, e);
         }, p2};
  c.scalar = true;
  return c;
}
Case TSAlpha(const char* name, Fn fn,
             aclnnStatus (*p1)(const aclTensor*, const aclScalar*, const aclScalar*, aclTensor*, uint64_t*, aclOpExecutor**),
             Phase2 p2, bool scalar_first = false) {
  Case c{name, fn, [p1](aclTensor* x, aclTensor*, aclScalar* s, aclScalar* a, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
           return p1(x, s, a, o, w, e);
         }, p2};
  c.scalar = true;
  c.alpha = true;
  c.scalar_first = scalar_first;
  return c;
}

// Same-dtype problems in every dtype the operator computes in, and mixed pairs with their
// promotion.
TEST(ArithValues, TensorTensorEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const std::vector<aclDataType> reals = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8,
                                          ACL_INT16, ACL_INT32,   ACL_INT64};
  const Case add = TTAlpha("Add", Fn::kAdd, aclnnAddGetWorkspaceSize, aclnnAdd);
  const Case sub = TTAlpha("Sub", Fn::kSub, aclnnSubGetWorkspaceSize, aclnnSub);
  const Case rsub = TTAlpha("Rsub", Fn::kSub, aclnnRsubGetWorkspaceSize, aclnnRsub, /*swap=*/true);
  const Case mul = TT("Mul", Fn::kMul, aclnnMulGetWorkspaceSize, aclnnMul);
  const Case fdiv = TT("FloorDivide", Fn::kDivFloor, aclnnFloorDivideGetWorkspaceSize, aclnnFloorDivide);
  const Case fmod = TT("FmodTensor", Fn::kFmod, aclnnFmodTensorGetWorkspaceSize, aclnnFmodTensor);
  for (aclDataType d : reals) {
    for (int rep = 0; rep < 3; ++rep) {
      CheckOne(add, r, d, d, d, d, "");
      CheckOne(sub, r, d, d, d, d, "");
      CheckOne(rsub, r, d, d, d, d, "");
      CheckOne(mul, r, d, d, d, d, "");
      CheckOne(fdiv, r, d, d, d, d, "");
      if (d != ACL_INT16) CheckOne(fmod, r, d, d, d, d, "");
    }
  }
  // The native 16-bit kernels with non-temporal stores (taken for large outputs), at test sizes.
  {
    ScopedStreamedStores streamed;
    for (aclDataType d : {ACL_BF16, ACL_FLOAT16, ACL_FLOAT})
      for (int rep = 0; rep < 3; ++rep) {
        CheckOne(add, r, d, d, d, d, " streamed");
        CheckOne(mul, r, d, d, d, d, " streamed");
      }
  }
  // Mixed pairs (promotion table) and output casts.
  CheckOne(add, r, ACL_FLOAT16, ACL_BF16, ACL_FLOAT, ACL_FLOAT, " f16+bf16");
  CheckOne(add, r, ACL_UINT8, ACL_INT8, ACL_INT16, ACL_INT16, " u8+s8");
  CheckOne(add, r, ACL_INT32, ACL_INT32, ACL_INT32, ACL_INT64, " wrap in s32 before the s64 out");
  CheckOne(add, r, ACL_INT32, ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT, " s32+f16");
  CheckOne(mul, r, ACL_INT8, ACL_INT64, ACL_INT64, ACL_INT64, "");
  CheckOne(mul, r, ACL_FLOAT, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE, "");
  CheckOne(add, r, ACL_BOOL, ACL_BOOL, ACL_BOOL, ACL_BOOL, " bool add is or");
  CheckOne(mul, r, ACL_BOOL, ACL_BOOL, ACL_BOOL, ACL_FLOAT, " bool mul is and");
  CheckOne(sub, r, ACL_BOOL, ACL_BOOL, ACL_INT32, ACL_INT32, " bool sub in s32");
}

TEST(ArithValues, DivisionModes) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const Case div = TT("Div", Fn::kDiv, aclnnDivGetWorkspaceSize, aclnnDiv);
  const Case rem = TT("RemainderTensorTensor", Fn::kRemainder, aclnnRemainderTensorTensorGetWorkspaceSize,
                      aclnnRemainderTensorTensor);
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
    CheckOne(div, r, d, d, d, d, "");
    CheckOne(rem, r, d, d, d, d, "");
  }
  // Integer quotients are true quotients (computed in fp32).
  for (aclDataType d : {ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_BOOL}) CheckOne(div, r, d, d, ACL_FLOAT, ACL_FLOAT, "");
  CheckOne(div, r, ACL_INT32, ACL_INT32, ACL_FLOAT, ACL_INT32, " truncated by the out cast");
  for (aclDataType d : {ACL_INT32, ACL_INT64}) CheckOne(rem, r, d, d, d, d, " x % 0 = x");
  for (int mode : {0, 1, 2}) {
    Case dm{"DivMod", mode == 0 ? Fn::kDiv : mode == 1 ? Fn::kDivTrunc : Fn::kDivFloor,
            [mode](aclTensor* x, aclTensor* y, aclScalar*, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
              return aclnnDivModGetWorkspaceSize(x, y, mode, o, w, e);
            },
            aclnnDivMod};
    const std::string note = " mode " + std::to_string(mode);
    CheckOne(dm, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, note);
    CheckOne(dm, r, ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT16, note);
    CheckOne(dm, r, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE, note);
    if (mode == 1) CheckOne(dm, r, ACL_INT32, ACL_INT32, ACL_INT32, ACL_INT32, " s32 trunc: x / 0 saturates, MIN / -1 wraps");
    if (mode == 2)
      for (aclDataType d : {ACL_INT8, ACL_INT16, ACL_INT32, ACL_INT64}) CheckOne(dm, r, d, d, d, d, note);
  }
}

TEST(ArithValues, TensorScalarForms) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const Case adds = TSAlpha("Adds", Fn::kAdd, aclnnAddsGetWorkspaceSize, aclnnAdds);
  const Case subs = TSAlpha("Subs", Fn::kSub, aclnnSubsGetWorkspaceSize, aclnnSubs);
  const Case rsubs = TSAlpha("Rsubs", Fn::kSub, aclnnRsubsGetWorkspaceSize, aclnnRsubs, /*scalar_first=*/true);
  const Case muls = TS("Muls", Fn::kMul, aclnnMulsGetWorkspaceSize, aclnnMuls);
  const Case divs = TS("Divs", Fn::kDiv, aclnnDivsGetWorkspaceSize, aclnnDivs);
  const Case fdivs = TS("FloorDivides", Fn::kDivFloor, aclnnFloorDividesGetWorkspaceSize, aclnnFloorDivides);
  const Case rems = TS("RemainderTensorScalar", Fn::kRemainder, aclnnRemainderTensorScalarGetWorkspaceSize,
                       aclnnRemainderTensorScalar);
  const Case fmods = TS("FmodScalar", Fn::kFmod, aclnnFmodScalarGetWorkspaceSize, aclnnFmodScalar);
  Case v3{"AddV3", Fn::kAdd,
          [](aclTensor* x, aclTensor*, aclScalar* s, aclScalar* a, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
            return aclnnAddV3GetWorkspaceSize(s, x, a, o, w, e);
          },
          aclnnAddV3};
  v3.scalar = v3.alpha = v3.scalar_first = true;
  Case remst{"RemainderScalarTensor", Fn::kRemainder,
             [](aclTensor* x, aclTensor*, aclScalar* s, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
               return aclnnRemainderScalarTensorGetWorkspaceSize(s, x, o, w, e);
             },
             aclnnRemainderScalarTensor};
  remst.scalar = remst.scalar_first = true;
  for (int rep = 0; rep < 2; ++rep) {
    // Floating tensors keep their dtype; the scalar is rounded to it (§3.4.1).
    for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
      CheckOne(adds, r, d, ACL_FLOAT, d, d, "");
      CheckOne(subs, r, d, ACL_DOUBLE, d, d, "");
      CheckOne(rsubs, r, d, ACL_FLOAT, d, d, "");
      CheckOne(fdivs, r, d, d, d, d, "");
      CheckOne(rems, r, d, ACL_FLOAT, d, d, "");
    }
    // Integer tensor with integer scalar: the tensor's dtype; with a float scalar: promoted.
    for (aclDataType d : {ACL_INT8, ACL_INT32, ACL_INT64, ACL_UINT8}) {
      CheckOne(adds, r, d, ACL_INT64, d, d, "");
      CheckOne(subs, r, d, ACL_INT32, d, d, "");
      CheckOne(muls, r, d, ACL_INT32, d, d, "");
      CheckOne(fdivs, r, d, d, d, d, "");
    }
    CheckOne(adds, r, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, " s32 + f32 scalar");
    CheckOne(muls, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, "");
    CheckOne(muls, r, ACL_DOUBLE, ACL_FLOAT, ACL_DOUBLE, ACL_DOUBLE, "");
    CheckOne(divs, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, "");
    CheckOne(divs, r, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE, "");
    CheckOne(divs, r, ACL_INT32, ACL_INT32, ACL_FLOAT, ACL_FLOAT, " int quotient in f32");
    CheckOne(fmods, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, "");
    CheckOne(fmods, r, ACL_INT32, ACL_INT32, ACL_INT32, ACL_INT32, "");
    CheckOne(rems, r, ACL_INT64, ACL_INT64, ACL_INT64, ACL_INT64, "");
    CheckOne(v3, r, ACL_INT32, ACL_INT32, ACL_INT32, ACL_INT32, "");
    CheckOne(v3, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, "");
    CheckOne(remst, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, " computed in out's dtype");
    CheckOne(remst, r, ACL_INT32, ACL_INT32, ACL_INT32, ACL_INT32, "");
  }
}

// In-place forms and outputs that alias an input with another layout.
TEST(ArithValues, InplaceAndAliasing) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (aclDataType d : {ACL_FLOAT, ACL_INT32, ACL_BF16}) {
    TestTensor self({4, 6}, d, Layout::Padded(2, 3));
    TestTensor other({6}, d);
    for (int64_t i = 0; i < self.numel(); ++i) self.Set(i, static_cast<double>(r.I(-50, 50)));
    for (int64_t i = 0; i < other.numel(); ++i) other.Set(i, static_cast<double>(r.I(-50, 50)));
    const std::vector<double> s0 = self.Values(), o0 = other.Values();
    int32_t two = 2;
    std::unique_ptr<aclScalar, aclnnStatus (*)(const aclScalar*)> alpha(aclCreateScalar(&two, ACL_INT32), aclDestroyScalar);
    ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
                return aclnnInplaceAddGetWorkspaceSize(self.get(), other.get(), alpha.get(), w, e);
              },
              aclnnInplaceAdd),
              0)
        << aclGetRecentErrMsg();
    for (int64_t i = 0; i < self.numel(); ++i)
      EXPECT_EQ(self.Get(i), RoundTo(d, s0[static_cast<size_t>(i)] + 2 * o0[static_cast<size_t>(i % 6)])) << Name(d) << " " << i;
  }
  // out is self transposed in the same memory: the result is "read everything, then write".
  TestTensor a({5, 5}, ACL_FLOAT);
  for (int64_t i = 0; i < 25; ++i) a.Set(i, static_cast<double>(i));
  const std::vector<double> a0 = a.Values();
  aclTensor* at = nullptr;
  {
    const int64_t shape[2] = {5, 5}, strides[2] = {1, 5}, storage[1] = {25};
    at = aclCreateTensor(shape, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, a.data());
  }
  TestTensor b({5, 5}, ACL_FLOAT);
  for (int64_t i = 0; i < 25; ++i) b.Set(i, 100.0 * static_cast<double>(i));
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnMulGetWorkspaceSize(a.get(), b.get(), at, w, e); },
                        aclnnMul),
            0)
      << aclGetRecentErrMsg();
  for (int64_t i = 0; i < 5; ++i)
    for (int64_t j = 0; j < 5; ++j)  // out[i][j] (at a[j][i]) = a0[i][j] * b[i][j]
      EXPECT_EQ(a.Get(j * 5 + i), a0[static_cast<size_t>(i * 5 + j)] * 100.0 * static_cast<double>(i * 5 + j));
  aclDestroyTensor(at);
}

// Complex compute: Add with alpha and Div, against std::complex<double>.
TEST(ArithValues, Complex) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const int64_t n = 37;
  std::vector<std::complex<float>> xa(n), ya(n), oa(n);
  for (int64_t i = 0; i < n; ++i) {
    xa[static_cast<size_t>(i)] = {static_cast<float>(r.U(-4, 4)), static_cast<float>(r.U(-4, 4))};
    ya[static_cast<size_t>(i)] = {static_cast<float>(r.U(-4, 4)), static_cast<float>(r.U(-4, 4))};
  }
  void *xd = nullptr, *yd = nullptr, *od = nullptr;
  ASSERT_EQ(aclrtMalloc(&xd, n * 8, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  ASSERT_EQ(aclrtMalloc(&yd, n * 8, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  ASSERT_EQ(aclrtMalloc(&od, n * 8, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  std::memcpy(xd, xa.data(), n * 8);
  std::memcpy(yd, ya.data(), n * 8);
  const int64_t shape[1] = {n}, strides[1] = {1};
  aclTensor* x = aclCreateTensor(shape, 1, ACL_COMPLEX64, strides, 0, ACL_FORMAT_ND, shape, 1, xd);
  aclTensor* y = aclCreateTensor(shape, 1, ACL_COMPLEX64, strides, 0, ACL_FORMAT_ND, shape, 1, yd);
  aclTensor* o = aclCreateTensor(shape, 1, ACL_COMPLEX64, strides, 0, ACL_FORMAT_ND, shape, 1, od);
  float a = 1.5f;
  aclScalar* alpha = aclCreateScalar(&a, ACL_FLOAT);
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnAddGetWorkspaceSize(x, y, alpha, o, w, e); }, aclnnAdd), 0)
      << aclGetRecentErrMsg();
  std::memcpy(oa.data(), od, n * 8);
  for (size_t i = 0; i < static_cast<size_t>(n); ++i) {
    const std::complex<double> w = std::complex<double>(xa[i]) + 1.5 * std::complex<double>(ya[i]);
    EXPECT_NEAR(oa[i].real(), w.real(), 1e-6 * (1 + std::abs(w)));
    EXPECT_NEAR(oa[i].imag(), w.imag(), 1e-6 * (1 + std::abs(w)));
  }
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnDivGetWorkspaceSize(x, y, o, w, e); }, aclnnDiv), 0)
      << aclGetRecentErrMsg();
  std::memcpy(oa.data(), od, n * 8);
  for (size_t i = 0; i < static_cast<size_t>(n); ++i) {
    const std::complex<double> w = std::complex<double>(xa[i]) / std::complex<double>(ya[i]);
    EXPECT_NEAR(oa[i].real(), w.real(), 1e-6 * (1 + std::abs(w)));
    EXPECT_NEAR(oa[i].imag(), w.imag(), 1e-6 * (1 + std::abs(w)));
  }
  aclDestroyScalar(alpha);
  aclDestroyTensor(x);
  aclDestroyTensor(y);
  aclDestroyTensor(o);
  aclrtFree(xd);
  aclrtFree(yd);
  aclrtFree(od);
}

}  // namespace
