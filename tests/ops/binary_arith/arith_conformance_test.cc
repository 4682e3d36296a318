// The upstream ATK cases of the arithmetic family (tests/conformance/<op>.json, imported by
// tools/import_atk_cases.py), every case of the seventeen lists, through the entry point's two
// phases, against the float64 / exact-integer reference (ops/binary/ref.h) with fresh random data
// drawn per the case's value ranges (ApplyFill; a fresh seed per run, printed on failure).
//
// The expected compute dtype P and the output dtype of each case are stated here, per operator, from
// the spec's rules (src/ops/binary/README.md, the promotion table and the wrapped-number rules of
// the tensor-scalar forms); the test never asks the library. The output takes the torch-like result
// type: the dtype the operator computes in, except where the spec computes a 16-bit floating tensor's
// result in FLOAT (AddV3, Muls of BFLOAT16, DivMods mode 2), whose output keeps the tensor's dtype;
// integer true division gives FLOAT, BOOL subtraction its INT32 compute dtype. The reference casts
// the operands (and scalars, and alpha) to P, computes exactly, rounds to P and casts to the output.
//
// Tolerances: integers and BOOL are exact (integer x / 0 saturates to P's range, x % 0 = x,
// MIN / -1 wraps). Floats: the exact result rounded once to each of the dtypes the device rounds
// through (the fp32 / fp64 arithmetic domain, P when it is 16-bit, the output when it is narrower),
// half an ulp each (relative, plus half the subnormal gap), plus the domain's rounding of alpha * y
// where alpha != 1 and the reference's own rounding to double; floor / trunc of a quotient rounded
// in the arithmetic domain may step by one when the exact quotient lies within an ulp of an integer.
// Non-finite results must match exactly (NaN with NaN, infinities with their sign), except that a
// finite result within the rounding budget of the output's largest finite value may overflow to the
// infinity of its sign. Complex results
// (Div, Divs) are std::complex<double>'s (C99 Annex G for infinite operands), rounded per component.
//
// Shapes: the lists are scaled to 2^20 elements; here the broadcast shape is scaled further to
// kMaxElems (ScaleDown; every tensor keeps its size-1 dims), to keep the whole test at a few
// seconds. Layouts vary with the case id: transposed or padded inputs, padded or transposed
// outputs, every output poisoned and its guards checked. The ATK's "format" labels of Mul and Muls
// (ND, NCL, NCHW, NC1HWC0 on the device) do not change an elementwise result: every tensor is ND.
//
// Integer tensors and scalars: ApplyFill draws the values (in a float64 tensor of the same shape,
// so that out-of-range draws are well defined), then each is converted as the device converts a
// value into the dtype: uniform draws floor (as ApplyFill's integer fill), others truncate; a finite
// value outside the dtype's range wraps (a UINT8 holds what a uint8_t holds: -3 is 253); NaN gives
// 0, +-inf the dtype's maximum / minimum (the ATK's "inf" into an int32 divisor is a saturated
// operand, its "nan" a zero divisor). Complex tensors get both components from the fill.
//
// Refusals: a case whose phase 1 the spec refuses must be refused with ACLNN_ERR_PARAM_INVALID, and
// only the cases of kMayRefuse can be (any other refusal is a failure).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "aclnnop/aclnn_add.h"
#include "aclnnop/aclnn_add_v3.h"
#include "aclnnop/aclnn_div.h"
#include "aclnnop/aclnn_floor_divide.h"
#include "aclnnop/aclnn_mul.h"
#include "aclnnop/aclnn_remainder.h"
#include "aclnnop/aclnn_rsub.h"
#include "aclnnop/aclnn_sub.h"
#include "arith_dtypes.h"
#include "cases.h"
#include "op_runner.h"
#include "ops/binary/ref.h"
#include "test_broadcast.h"
#include "test_tensor.h"

using namespace aclnn_test;
using aclnn_cpu::ops::binary::Fn;
using namespace arith_test;

namespace {

constexpr int64_t kMaxElems = int64_t{1} << 14;  // per case, of the broadcast (output) shape
constexpr aclnnStatus kParamInvalid = 161002;   // ACLNN_ERR_PARAM_INVALID

enum class Op { kAdd, kAdds, kAddV3, kSub, kSubs, kRsub, kRsubs, kMul, kMuls, kDiv, kDivs, kDivMod, kDivMods,
                kFloorDivide, kRemTT, kRemTS, kRemST };

struct List {
  const char* file;  // tests/conformance/<file>.json
  size_t cases;      // the list's length
  Op op;
};

const List kLists[] = {
    {"add", 200, Op::kAdd},
    {"adds", 220, Op::kAdds},
    {"add_v3", 200, Op::kAddV3},
    {"sub", 200, Op::kSub},
    {"subs", 246, Op::kSubs},
    {"rsub", 207, Op::kRsub},
    {"rsubs", 207, Op::kRsubs},
    {"mul", 298, Op::kMul},
    {"muls", 38, Op::kMuls},
    {"div", 264, Op::kDiv},
    {"divs", 289, Op::kDivs},
    {"div_mod", 200, Op::kDivMod},
    {"div_mods", 200, Op::kDivMods},
    {"floor_divide", 1, Op::kFloorDivide},
    {"remainder_tensor_tensor", 202, Op::kRemTT},
    {"remainder_tensor_scalar", 203, Op::kRemTS},
    {"remainder_scalar_tensor", 204, Op::kRemST},
};

// The only cases phase 1 may refuse, and why.
struct MayRefuse {
  const char* file;
  int id;
  const char* why;
};
const MayRefuse kMayRefuse[] = {
    // The ATK draws mode from the integer range [0, 3] (taken inclusive here): a draw of 3 is outside
    // the modes 0 (true), 1 (trunc), 2 (floor), which the spec refuses ("mode should be between 0
    // and 2", ACLNN_ERR_PARAM_INVALID). A draw of 0..2 must run.
    {"div_mod", 155, "mode drawn from [0, 3]"},
    {"div_mods", 76, "mode drawn from [0, 3]"},
    {"div_mods", 131, "mode drawn from [0, 3]"},
};

bool HasAlpha(Op op) {
  return op == Op::kAdd || op == Op::kAdds || op == Op::kAddV3 || op == Op::kSub || op == Op::kSubs ||
         op == Op::kRsub || op == Op::kRsubs;
}
bool HasMode(Op op) { return op == Op::kDivMod || op == Op::kDivMods; }
// The arithmetic's first operand x is the API's other (Rsub, Rsubs: other - alpha * self); else self.
bool Swapped(Op op) { return op == Op::kRsub || op == Op::kRsubs; }

// ---------------------------------------------------------------------------------------------
// Dtypes

bool IsBool(aclDataType d) { return d == ACL_BOOL; }
bool IsIntegral(aclDataType d) { return IsInt(d) || IsBool(d); }
bool IsComplex(aclDataType d) { return d == ACL_COMPLEX64 || d == ACL_COMPLEX128; }
bool Is16(aclDataType d) { return d == ACL_FLOAT16 || d == ACL_BF16; }

// The promotion table (torch's promote_types on the aclnn dtypes).
int FloatRank(aclDataType d) {  // FLOAT16 and BFLOAT16 share a rank: together they give FLOAT
  return d == ACL_DOUBLE ? 3 : d == ACL_FLOAT ? 2 : 1;
}
int IntRank(aclDataType d) {
  switch (d) {
    case ACL_BOOL: return 0;
    case ACL_UINT8: case ACL_INT8: return 1;
    case ACL_INT16: return 2;
    case ACL_INT32: return 3;
    default: return 4;
  }
}
aclDataType Promote(aclDataType a, aclDataType b) {
  if (a == b) return a;
  if (IsComplex(a) || IsComplex(b)) {
    const bool wide = a == ACL_COMPLEX128 || b == ACL_COMPLEX128 || a == ACL_DOUBLE || b == ACL_DOUBLE;
    return wide ? ACL_COMPLEX128 : ACL_COMPLEX64;
  }
  if (IsFloat(a) && IsFloat(b)) {
    if (FloatRank(a) == FloatRank(b)) return ACL_FLOAT;  // FLOAT16 with BFLOAT16
    return FloatRank(a) > FloatRank(b) ? a : b;
  }
  if (IsFloat(a)) return a;
  if (IsFloat(b)) return b;
  if (IsBool(a)) return b;
  if (IsBool(b)) return a;
  if ((a == ACL_UINT8 && b == ACL_INT8) || (a == ACL_INT8 && b == ACL_UINT8)) return ACL_INT16;
  return IntRank(a) > IntRank(b) ? a : b;
}

// ---------------------------------------------------------------------------------------------
// The spec's rules: what a case computes.

struct Rule {
  Fn fn = Fn::kAdd;
  aclDataType compute = ACL_FLOAT;    // P
  aclDataType out = ACL_FLOAT;        // the output tensor's dtype (the torch-like result type)
  aclDataType scalar_as = ACL_FLOAT;  // the dtype the scalar operand takes in the arithmetic
  std::string refusal;                // non-empty: the spec refuses the case (why)
};

// The wrapped-number rule of Adds / Subs / Rsubs / AddV3 / RemainderTensorScalar (t: tensor dtype,
// s: scalar dtype): a floating tensor keeps its dtype (AddV3 computes a floating tensor in FLOAT), an
// integer tensor keeps its dtype against an integer scalar and promotes with a floating one; a BOOL
// tensor promotes. (The lists never pair an integer tensor with a DOUBLE scalar, where Adds and
// AddV3 take FLOAT for a FLOAT output.)
aclDataType Wrapped(aclDataType t, aclDataType s) {
  if (IsComplex(t) || IsComplex(s)) return Promote(t, s);
  if (IsFloat(t)) return t;
  if (IsFloat(s) || IsBool(t)) return Promote(t, s);
  return t;
}

// self / other: the API arguments' dtypes (tensor or scalar).
Rule Resolve(Op op, aclDataType self, aclDataType other, int mode) {
  Rule r;
  const aclDataType p = Promote(self, other);
  switch (op) {
    case Op::kAdd: case Op::kRsub: case Op::kMul:
      r.fn = op == Op::kAdd ? Fn::kAdd : op == Op::kRsub ? Fn::kSub : Fn::kMul;
      r.compute = p;
      break;
    case Op::kSub:  // BOOL subtraction computes in INT32
      r.fn = Fn::kSub;
      r.compute = p == ACL_BOOL ? ACL_INT32 : p;
      break;
    case Op::kAdds: case Op::kRsubs:
      r.fn = op == Op::kAdds ? Fn::kAdd : Fn::kSub;
      r.compute = Wrapped(self, other);
      break;
    case Op::kSubs:
      r.fn = Fn::kSub;
      r.compute = Wrapped(self, other) == ACL_BOOL ? ACL_INT32 : Wrapped(self, other);
      break;
    case Op::kAddV3: {  // self is the scalar, other the tensor
      r.fn = Fn::kAdd;
      r.compute = IsFloat(other) ? ACL_FLOAT : Wrapped(other, self);
      break;
    }
    case Op::kMuls: {  // FLOAT16 / FLOAT / DOUBLE tensors keep their dtype, BFLOAT16 computes in FLOAT
      r.fn = Fn::kMul;
      if (IsComplex(self) || IsComplex(other)) r.compute = p;
      else if (self == ACL_DOUBLE || self == ACL_FLOAT || self == ACL_FLOAT16) r.compute = self;
      else if (self == ACL_BF16 || (self == ACL_BOOL && other == ACL_DOUBLE)) r.compute = ACL_FLOAT;
      else r.compute = Wrapped(self, other);
      break;
    }
    case Op::kDiv:  // integer and BOOL quotients are true quotients in FLOAT
      r.fn = Fn::kDiv;
      r.compute = IsFloat(p) || IsComplex(p) ? p : ACL_FLOAT;
      break;
    case Op::kDivs:
      r.fn = Fn::kDiv;
      r.compute = IsComplex(self) || IsComplex(other) ? p : IsFloat(self) ? self : ACL_FLOAT;
      break;
    case Op::kDivMod:
      r.fn = mode == 0 ? Fn::kDiv : mode == 1 ? Fn::kDivTrunc : Fn::kDivFloor;
      if (mode == 0) r.compute = IsFloat(p) || IsComplex(p) ? p : ACL_FLOAT;
      else if (mode == 1)
        r.compute = IsFloat(p) || IsComplex(p) || (self == ACL_INT32 && other == ACL_INT32) ? p : ACL_FLOAT;
      else r.compute = p == ACL_BOOL ? ACL_FLOAT : p;
      break;
    case Op::kDivMods:
      r.fn = mode == 0 ? Fn::kDiv : mode == 1 ? Fn::kDivTrunc : Fn::kDivFloor;
      if (IsComplex(self) || IsComplex(other)) r.compute = p;
      else if (mode == 2) r.compute = p == ACL_BOOL ? ACL_FLOAT : p;
      else if (IsFloat(self) || (self == ACL_INT32 && other == ACL_INT32 && mode == 1)) r.compute = self;
      else r.compute = ACL_FLOAT;
      break;
    case Op::kFloorDivide:
      r.fn = Fn::kDivFloor;
      r.compute = p == ACL_BOOL ? ACL_FLOAT : p;
      break;
    case Op::kRemTT:
      r.fn = Fn::kRemainder;
      r.compute = p;
      break;
    case Op::kRemTS:
      r.fn = Fn::kRemainder;
      r.compute = Wrapped(self, other);
      break;
    case Op::kRemST:  // computed in the output's dtype, which takes the tensor-with-scalar result type
      r.fn = Fn::kRemainder;
      r.compute = Wrapped(other, self);
      break;
  }
  // Output: the compute dtype, except a 16-bit floating tensor computed in FLOAT keeps its dtype.
  r.out = r.compute;
  const aclDataType tensor = op == Op::kAddV3 || op == Op::kRemST ? other : self;
  if ((op == Op::kAddV3 || op == Op::kMuls || op == Op::kDivMods) && Is16(tensor) && r.compute == ACL_FLOAT)
    r.out = tensor;
  // The scalar operand is cast to P, except that Muls, Divs and DivMods hand a 16-bit computation
  // the scalar as a FLOAT attribute.
  r.scalar_as = (op == Op::kMuls || op == Op::kDivs || op == Op::kDivMods) && Is16(r.compute) ? ACL_FLOAT : r.compute;
  if (HasMode(op) && (mode < 0 || mode > 2)) r.refusal = "mode " + std::to_string(mode) + " outside 0..2";
  return r;
}

// ---------------------------------------------------------------------------------------------
// Element access

struct Num {
  double re = 0, im = 0;  // real value (complex: both components)
  int64_t i = 0;          // exact value of integer and BOOL dtypes
};

std::vector<int64_t> ElemOffsets(const TestTensor& t) {
  int64_t* st = nullptr;
  uint64_t ns = 0;
  int64_t off = 0;
  aclGetViewStrides(t.get(), &st, &ns);
  aclGetViewOffset(t.get(), &off);
  const Shape& v = t.shape();
  std::vector<int64_t> r(static_cast<size_t>(t.numel()));
  for (int64_t i = 0; i < static_cast<int64_t>(r.size()); ++i) {
    int64_t lin = i, o = off;
    for (size_t k = v.size(); k-- > 0;) {
      o += (lin % v[k]) * st[k];
      lin /= v[k];
    }
    r[static_cast<size_t>(i)] = o;
  }
  delete[] st;
  return r;
}

Num LoadNum(const char* p, aclDataType d) {
  Num n;
  switch (d) {
    case ACL_INT8: { int8_t v; std::memcpy(&v, p, 1); n.i = v; break; }
    case ACL_UINT8: case ACL_BOOL: { uint8_t v; std::memcpy(&v, p, 1); n.i = v; break; }
    case ACL_INT16: { int16_t v; std::memcpy(&v, p, 2); n.i = v; break; }
    case ACL_INT32: { int32_t v; std::memcpy(&v, p, 4); n.i = v; break; }
    case ACL_INT64: { int64_t v; std::memcpy(&v, p, 8); n.i = v; break; }
    case ACL_COMPLEX64: { float f[2]; std::memcpy(f, p, 8); n.re = f[0]; n.im = f[1]; return n; }
    case ACL_COMPLEX128: { double f[2]; std::memcpy(f, p, 16); n.re = f[0]; n.im = f[1]; return n; }
    default: n.re = LoadElement(p, d); return n;
  }
  n.re = static_cast<double>(n.i);
  return n;
}

void StoreInt(char* p, aclDataType d, int64_t v) {
  const int64_t w = Wrap(d, v);
  switch (d) {
    case ACL_INT8: { const auto x = static_cast<int8_t>(w); std::memcpy(p, &x, 1); return; }
    case ACL_UINT8: case ACL_BOOL: { const auto x = static_cast<uint8_t>(w); std::memcpy(p, &x, 1); return; }
    case ACL_INT16: { const auto x = static_cast<int16_t>(w); std::memcpy(p, &x, 2); return; }
    case ACL_INT32: { const auto x = static_cast<int32_t>(w); std::memcpy(p, &x, 4); return; }
    default: std::memcpy(p, &w, 8); return;
  }
}

std::vector<Num> LoadAll(const TestTensor& t) {
  const auto* base = static_cast<const char*>(t.data());
  const int64_t es = static_cast<int64_t>(ElemSize(t.dtype()));
  std::vector<Num> r;
  r.reserve(static_cast<size_t>(t.numel()));
  for (int64_t o : ElemOffsets(t)) r.push_back(LoadNum(base + o * es, t.dtype()));
  return r;
}

// A drawn value as the integer dtype d holds it (see the header comment).
int64_t IntFromDrawn(aclDataType d, double v, bool floor_it) {
  int64_t lo, hi;
  IntRange(d, &lo, &hi);
  if (std::isnan(v)) return 0;
  if (std::isinf(v)) return v > 0 ? hi : lo;
  const double k = floor_it ? std::floor(v) : std::trunc(v);
  if (k >= 9223372036854775807.0) return Wrap(d, INT64_MAX);
  if (k <= -9223372036854775808.0) return Wrap(d, INT64_MIN);
  return Wrap(d, static_cast<int64_t>(k));
}

// Fills t per f (see the header comment).
void FillValues(TestTensor& t, const Fill& f, std::mt19937_64& rng) {
  const aclDataType d = t.dtype();
  auto* base = static_cast<char*>(t.data());
  const int64_t es = static_cast<int64_t>(ElemSize(d));
  if (IsInt(d)) {
    TestTensor drawn(t.shape(), ACL_DOUBLE);
    ApplyFill(drawn, f, rng);
    const std::vector<int64_t> off = ElemOffsets(t);
    for (int64_t i = 0; i < t.numel(); ++i)
      StoreInt(base + off[static_cast<size_t>(i)] * es, d, IntFromDrawn(d, drawn.Get(i), f.kind == Fill::kUniform));
    return;
  }
  ApplyFill(t, f, rng);  // floats (rounded to the dtype), BOOL (nonzero is true), complex real parts
  if (IsComplex(d)) {
    TestTensor im(t.shape(), ACL_DOUBLE);
    ApplyFill(im, f, rng);
    const std::vector<int64_t> off = ElemOffsets(t);
    for (int64_t i = 0; i < t.numel(); ++i) {
      char* p = base + off[static_cast<size_t>(i)] * es;
      if (d == ACL_COMPLEX64) {
        const float v = static_cast<float>(im.Get(i));
        std::memcpy(p + 4, &v, 4);
      } else {
        const double v = im.Get(i);
        std::memcpy(p + 8, &v, 8);
      }
    }
  }
}

// An aclScalar drawn from a case's scalar entry (through a one-element tensor of its dtype).
struct ScalarArg {
  aclDataType dtype = ACL_FLOAT;
  Num value;
  unsigned char bytes[16] = {};
  aclScalar* s = nullptr;
  ScalarArg(const CaseTensor& c, std::mt19937_64& rng) : dtype(c.dtype) {
    TestTensor t({}, c.dtype);
    FillValues(t, c.fill, rng);
    std::memcpy(bytes, t.data(), ElemSize(c.dtype));
    value = LoadNum(reinterpret_cast<const char*>(bytes), c.dtype);
    s = aclCreateScalar(bytes, c.dtype);
  }
  ~ScalarArg() { aclDestroyScalar(s); }
  ScalarArg(const ScalarArg&) = delete;
  ScalarArg& operator=(const ScalarArg&) = delete;
};

// ---------------------------------------------------------------------------------------------
// Reference

// Unit roundoff and half the subnormal gap of a real dtype.
double Unit(aclDataType d) {
  switch (d) {
    case ACL_FLOAT16: return std::ldexp(1.0, -11);
    case ACL_BF16: return std::ldexp(1.0, -8);
    case ACL_DOUBLE: return std::ldexp(1.0, -53);
    default: return std::ldexp(1.0, -24);
  }
}
double HalfGap(aclDataType d) {
  switch (d) {
    case ACL_FLOAT16: return std::ldexp(1.0, -25);
    case ACL_BF16: return std::ldexp(1.0, -134);
    case ACL_DOUBLE: return 0;
    default: return std::ldexp(1.0, -150);
  }
}
double MaxFinite(aclDataType d) {
  switch (d) {
    case ACL_FLOAT16: return 65504.0;
    case ACL_BF16: return 3.3895313892515355e38;
    case ACL_DOUBLE: return 1.7976931348623157e308;
    default: return 3.4028234663852886e38;
  }
}
aclDataType Component(aclDataType d) { return d == ACL_COMPLEX64 ? ACL_FLOAT : d == ACL_COMPLEX128 ? ACL_DOUBLE : d; }
// The arithmetic domain of a real compute dtype: fp32 for FLOAT16 / BFLOAT16 / FLOAT, fp64 for DOUBLE.
aclDataType Domain(aclDataType p) { return p == ACL_DOUBLE ? ACL_DOUBLE : ACL_FLOAT; }

// An integer into a floating dtype (one rounding: int64 -> float / double directly).
double IntToFloat(aclDataType d, int64_t v) {
  if (d == ACL_DOUBLE) return static_cast<double>(v);
  const double f = static_cast<float>(v);
  return d == ACL_FLOAT ? f : RoundTo(d, f);
}

// A value of dtype src as dtype p holds it.
Num CastTo(aclDataType p, aclDataType src, const Num& v) {
  Num r;
  if (IsIntegral(p)) {
    if (IsIntegral(src)) {
      r.i = Wrap(p, v.i);
    } else {  // float -> integer: truncate, saturate, NaN is 0
      int64_t lo, hi;
      IntRange(p, &lo, &hi);
      if (std::isnan(v.re)) r.i = 0;
      else if (std::trunc(v.re) >= static_cast<double>(hi)) r.i = hi;
      else if (std::trunc(v.re) <= static_cast<double>(lo)) r.i = lo;
      else r.i = static_cast<int64_t>(std::trunc(v.re));
      if (IsBool(p)) r.i = v.re != 0;
    }
    r.re = static_cast<double>(r.i);
    return r;
  }
  const aclDataType c = Component(p);
  r.re = IsIntegral(src) ? IntToFloat(c, v.i) : RoundTo(c, v.re);
  r.im = IsComplex(p) && IsComplex(src) ? RoundTo(c, v.im) : 0.0;
  return r;
}

struct Want {
  bool exact = false;  // integer / BOOL output: compare bit-exactly as integers
  int64_t i = 0;
  double e = 0, e_im = 0;  // exact result (before any rounding)
  double w = 0, w_im = 0;  // rounded to P and cast to out
  double rel = 0, abs = 0;    // tolerance: rel * max(|exact|, |got|) + abs
  bool step_ok = false;  // floor / trunc: a step of one is allowed (quotient within an ulp of an integer)
};

Want Reference(const Rule& r, const Num& a, const Num& b, bool has_alpha, const Num& alpha, aclDataType alpha_dt) {
  Want w;
  const aclDataType p = r.compute, out = r.out;
  if (IsInt(p)) {
    int64_t lo, hi;
    IntRange(p, &lo, &hi);
    const int64_t al = has_alpha ? CastTo(p, alpha_dt, alpha).i : 1;
    const int64_t v = Wrap(p, aclnn_cpu::ref::BinaryInt(r.fn, a.i, b.i, al, lo, hi));
    if (IsIntegral(out)) {
      w.exact = true;
      w.i = Wrap(out, v);
    } else {
      w.e = w.w = RoundTo(out, static_cast<double>(v));
    }
    return w;
  }
  if (IsBool(p)) {
    const bool keep = !has_alpha || (IsIntegral(alpha_dt) ? alpha.i != 0 : alpha.re != 0);
    int64_t v = 0;
    if (r.fn == Fn::kMul) v = a.i != 0 && b.i != 0;
    else v = a.i != 0 || (keep && b.i != 0);  // add is or
    w.exact = IsIntegral(out);
    w.i = Wrap(out, v);
    w.e = w.w = static_cast<double>(v);
    return w;
  }
  if (IsComplex(p)) {
    using C = std::complex<double>;
    const C x(a.re, a.im), y(b.re, b.im);
    C v;
    const C al = has_alpha ? C(alpha.re, alpha.im) : C(1.0);
    switch (r.fn) {
      case Fn::kAdd: v = x + al * y; break;
      case Fn::kSub: v = x - al * y; break;
      case Fn::kMul: v = x * y; break;
      default: v = x / y; break;
    }
    const aclDataType c = Component(p), oc = Component(out);
    w.e = v.real();
    w.e_im = v.imag();
    w.w = RoundTo(oc, RoundTo(c, w.e));
    w.w_im = RoundTo(oc, RoundTo(c, w.e_im));
    // c128 arithmetic (a few ulps of fp64 relative to |v|), then rounded to c (and to the output).
    const double m = std::isfinite(std::abs(v)) ? std::abs(v) : 0;
    w.rel = Unit(c) + (oc != c ? Unit(oc) : 0);
    w.abs = 8 * std::ldexp(1.0, -53) * m + HalfGap(c) + HalfGap(oc);
    return w;
  }
  // Real floating compute dtype.
  const aclDataType dom = Domain(p);
  double al = 1;
  if (has_alpha) {
    al = IsIntegral(alpha_dt) ? static_cast<double>(alpha.i) : alpha.re;
    al = RoundTo(dom, al);  // alpha enters the fp32 (fp64) arithmetic
  }
  w.e = aclnn_cpu::ref::BinaryReal(r.fn, a.re, b.re, al);
  w.w = RoundTo(out, RoundTo(p, w.e));
  double u = Unit(dom);
  double gap = HalfGap(dom);
  if (p != dom) {
    u += Unit(p);
    gap += HalfGap(p);
  }
  if (out != p) {
    u += Unit(out);
    gap += HalfGap(out);
  }
  w.rel = u + Unit(ACL_DOUBLE);  // plus the reference's own rounding to double
  w.abs = gap;
  if (has_alpha && al != 1 && (r.fn == Fn::kAdd || r.fn == Fn::kSub) && std::isfinite(al * b.re))
    w.abs += Unit(dom) * std::fabs(al * b.re);  // alpha * y rounded in the arithmetic domain
  if (r.fn == Fn::kDivFloor || r.fn == Fn::kDivTrunc) {
    const long double q = static_cast<long double>(a.re) / static_cast<long double>(b.re);
    const long double n = std::nearbyint(q);
    const double qd = static_cast<double>(q);
    w.step_ok = std::isfinite(qd) && std::fabs(static_cast<double>(q - n)) <= 2 * Unit(dom) * std::fabs(qd);
  }
  return w;
}

bool SameNonFinite(double g, double w) { return (std::isnan(g) && std::isnan(w)) || g == w; }

// Checks one real (or complex component) result; empty when it holds.
std::string CheckReal(double g, double e, double w, double rel, double abs, bool step_ok, aclDataType out,
                      aclDataType p) {
  if (!std::isfinite(w) || !std::isfinite(g)) {
    if (SameNonFinite(g, w)) return "";
    // A finite exact result within the rounding budget of the largest finite value may overflow.
    const double lim = std::min(MaxFinite(Component(out)), MaxFinite(Component(p)));
    if (std::isfinite(e) && std::isinf(g) && (g > 0) == (e > 0) && std::fabs(e) * (1 + rel) + abs >= lim) return "";
    return "non-finite mismatch";
  }
  const double err = std::fabs(g - e);
  const double t = rel * std::max(std::fabs(e), std::fabs(g)) + abs;
  if (err <= t) return "";
  if (step_ok && std::fabs(std::fabs(g - w) - 1.0) <= t) return "";
  std::ostringstream os;
  os.precision(17);
  os << "|got - exact| = " << err << " > " << t;
  return os.str();
}

// ---------------------------------------------------------------------------------------------
// Running a case

using Runner = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

Runner Phase2Of(Op op) {
  switch (op) {
    case Op::kAdd: return aclnnAdd;
    case Op::kAdds: return aclnnAdds;
    case Op::kAddV3: return aclnnAddV3;
    case Op::kSub: return aclnnSub;
    case Op::kSubs: return aclnnSubs;
    case Op::kRsub: return aclnnRsub;
    case Op::kRsubs: return aclnnRsubs;
    case Op::kMul: return aclnnMul;
    case Op::kMuls: return aclnnMuls;
    case Op::kDiv: return aclnnDiv;
    case Op::kDivs: return aclnnDivs;
    case Op::kDivMod: return aclnnDivMod;
    case Op::kDivMods: return aclnnDivMods;
    case Op::kFloorDivide: return aclnnFloorDivide;
    case Op::kRemTT: return aclnnRemainderTensorTensor;
    case Op::kRemTS: return aclnnRemainderTensorScalar;
    case Op::kRemST: return aclnnRemainderScalarTensor;
  }
  return nullptr;
}

struct Args {
  const aclTensor* self_t = nullptr;
  const aclTensor* other_t = nullptr;
  const aclScalar* self_s = nullptr;
  const aclScalar* other_s = nullptr;
  const aclScalar* alpha = nullptr;
  int mode = 0;
  aclTensor* out = nullptr;
};

aclnnStatus Phase1Of(Op op, const Args& a, uint64_t* ws, aclOpExecutor** ex) {
  switch (op) {
    case Op::kAdd: return aclnnAddGetWorkspaceSize(a.self_t, a.other_t, a.alpha, a.out, ws, ex);
    case Op::kAdds: return aclnnAddsGetWorkspaceSize(a.self_t, a.other_s, a.alpha, a.out, ws, ex);
    case Op::kAddV3: return aclnnAddV3GetWorkspaceSize(a.self_s, a.other_t, a.alpha, a.out, ws, ex);
    case Op::kSub: return aclnnSubGetWorkspaceSize(a.self_t, a.other_t, a.alpha, a.out, ws, ex);
    case Op::kSubs: return aclnnSubsGetWorkspaceSize(a.self_t, a.other_s, a.alpha, a.out, ws, ex);
    case Op::kRsub: return aclnnRsubGetWorkspaceSize(a.self_t, a.other_t, a.alpha, a.out, ws, ex);
    case Op::kRsubs: return aclnnRsubsGetWorkspaceSize(a.self_t, a.other_s, a.alpha, a.out, ws, ex);
    case Op::kMul: return aclnnMulGetWorkspaceSize(a.self_t, a.other_t, a.out, ws, ex);
    case Op::kMuls: return aclnnMulsGetWorkspaceSize(a.self_t, a.other_s, a.out, ws, ex);
    case Op::kDiv: return aclnnDivGetWorkspaceSize(a.self_t, a.other_t, a.out, ws, ex);
    case Op::kDivs: return aclnnDivsGetWorkspaceSize(a.self_t, a.other_s, a.out, ws, ex);
    case Op::kDivMod: return aclnnDivModGetWorkspaceSize(a.self_t, a.other_t, a.mode, a.out, ws, ex);
    case Op::kDivMods: return aclnnDivModsGetWorkspaceSize(a.self_t, a.other_s, a.mode, a.out, ws, ex);
    case Op::kFloorDivide: return aclnnFloorDivideGetWorkspaceSize(a.self_t, a.other_t, a.out, ws, ex);
    case Op::kRemTT: return aclnnRemainderTensorTensorGetWorkspaceSize(a.self_t, a.other_t, a.out, ws, ex);
    case Op::kRemTS: return aclnnRemainderTensorScalarGetWorkspaceSize(a.self_t, a.other_s, a.out, ws, ex);
    case Op::kRemST: return aclnnRemainderScalarTensorGetWorkspaceSize(a.self_s, a.other_t, a.out, ws, ex);
  }
  return -1;
}

// s scaled along with its broadcast shape: every dim that is not 1 takes the scaled size.
Shape Scaled(const Shape& s, const Shape& scaled_out) {
  Shape r = s;
  const size_t off = scaled_out.size() - s.size();
  for (size_t k = 0; k < s.size(); ++k)
    if (s[k] != 1) r[k] = scaled_out[off + k];
  return r;
}

// For each element of out (row-major), the row-major index of the element of s (right-aligned,
// broadcast) it reads.
std::vector<int64_t> BroadcastIndex(const Shape& s, const Shape& out) {
  const size_t r = out.size(), off = r - s.size();
  std::vector<int64_t> st(r, 0);
  int64_t acc = 1;
  for (size_t k = s.size(); k-- > 0;) {
    st[off + k] = s[k] == 1 ? 0 : acc;
    acc *= s[k];
  }
  int64_t n = 1;
  for (int64_t d : out) n *= d;
  std::vector<int64_t> idx(static_cast<size_t>(n));
  std::vector<int64_t> ctr(r, 0);
  int64_t cur = 0;
  for (int64_t i = 0; i < n; ++i) {
    idx[static_cast<size_t>(i)] = cur;
    for (size_t k = r; k-- > 0;) {
      ++ctr[k];
      cur += st[k];
      if (ctr[k] < out[k]) break;
      cur -= st[k] * out[k];
      ctr[k] = 0;
    }
  }
  return idx;
}

Layout InputLayout(int id, size_t rank, int which) {
  const int k = (id + which) % 4;
  if (k == 1 && rank >= 2) return Layout::Transposed(rank);
  if (k == 2) return Layout::Padded(2, 1 + which);
  return Layout();
}
Layout OutputLayout(int id, size_t rank) {
  const int k = id % 3;
  if (k == 1) return Layout::Padded(3, 5);
  if (k == 2 && rank >= 2) return Layout::Transposed(rank);
  return Layout();
}

std::string Str(const Num& n, aclDataType d) {
  std::ostringstream os;
  os.precision(17);
  if (IsIntegral(d)) os << n.i;
  else if (IsComplex(d)) os << "(" << n.re << ", " << n.im << ")";
  else os << n.re;
  return os.str();
}

struct Stats {
  size_t run = 0, refused = 0, failed = 0;
  int64_t elements = 0;
  std::vector<std::string> refused_ids;
};

void RunCase(const List& l, const Case& c, std::mt19937_64& rng, Stats* stats) {
  const Op op = l.op;
  SCOPED_TRACE(std::string(l.file) + " case " + std::to_string(c.id));
  const bool self_scalar = c.scalars.count("self") != 0, other_scalar = c.scalars.count("other") != 0;
  ASSERT_TRUE(self_scalar || c.Has("self"));
  ASSERT_TRUE(other_scalar || c.Has("other"));
  ASSERT_EQ(HasAlpha(op), c.scalars.count("alpha") != 0);
  const CaseTensor& self_c = self_scalar ? c.scalars.at("self") : c.tensors.at("self");
  const CaseTensor& other_c = other_scalar ? c.scalars.at("other") : c.tensors.at("other");

  int mode = 0;
  if (HasMode(op)) {
    mode = static_cast<int>(c.Attr("mode"));
    auto it = c.attr_ranges.find("mode");
    if (it != c.attr_ranges.end()) {
      const auto range = it->second.at(0);
      mode = static_cast<int>(std::uniform_int_distribution<int64_t>(static_cast<int64_t>(range.first),
                                                                     static_cast<int64_t>(range.second))(rng));
    }
  }
  const Rule r = Resolve(op, self_c.dtype, other_c.dtype, mode);
  SCOPED_TRACE(std::string("self ") + Name(self_c.dtype) + (self_scalar ? " scalar" : "") + ", other " +
               Name(other_c.dtype) + (other_scalar ? " scalar" : "") +
               (HasMode(op) ? ", mode " + std::to_string(mode) : "") +
               "; compute " + Name(r.compute) + ", out " + Name(r.out));

  // Shapes, scaled with their broadcast.
  std::vector<Shape> shapes;
  if (!self_scalar) shapes.push_back(self_c.shape);
  if (!other_scalar) shapes.push_back(other_c.shape);
  const Shape out_shape = ScaleDown(Broadcast(shapes), kMaxElems);

  std::unique_ptr<TestTensor> self_t, other_t;
  std::unique_ptr<ScalarArg> self_s, other_s, alpha;
  if (self_scalar) {
    self_s.reset(new ScalarArg(self_c, rng));
  } else {
    const Shape s = Scaled(self_c.shape, out_shape);
    self_t.reset(new TestTensor(s, self_c.dtype, InputLayout(c.id, s.size(), 0)));
    FillValues(*self_t, self_c.fill, rng);
  }
  if (other_scalar) {
    other_s.reset(new ScalarArg(other_c, rng));
  } else {
    const Shape s = Scaled(other_c.shape, out_shape);
    other_t.reset(new TestTensor(s, other_c.dtype, InputLayout(c.id, s.size(), 1)));
    FillValues(*other_t, other_c.fill, rng);
  }
  if (HasAlpha(op)) alpha.reset(new ScalarArg(c.scalars.at("alpha"), rng));
  TestTensor out(out_shape, r.out, OutputLayout(c.id, out_shape.size()));
  out.Poison();

  Args args;
  args.self_t = self_t ? self_t->get() : nullptr;
  args.other_t = other_t ? other_t->get() : nullptr;
  args.self_s = self_s ? self_s->s : nullptr;
  args.other_s = other_s ? other_s->s : nullptr;
  args.alpha = alpha ? alpha->s : nullptr;
  args.mode = mode;
  args.out = out.get();
  const aclnnStatus st =
      RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) { return Phase1Of(op, args, ws, ex); }, Phase2Of(op));

  if (!r.refusal.empty()) {
    bool listed = false;
    for (const MayRefuse& m : kMayRefuse) listed |= std::string(m.file) == l.file && m.id == c.id;
    EXPECT_TRUE(listed) << "the spec refuses this case (" << r.refusal << ") but it is not in kMayRefuse";
    EXPECT_EQ(st, kParamInvalid) << r.refusal << ": expected a refusal";
    std::string why;
    EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
    ++stats->refused;
    stats->refused_ids.push_back(std::to_string(c.id) + " (" + r.refusal + ")");
    return;
  }
  if (st != 0) {
    ADD_FAILURE() << "status " << st << ": " << aclGetRecentErrMsg();
    ++stats->failed;
    return;
  }
  std::string why;
  EXPECT_TRUE(out.UntouchedOutside(&why)) << why;

  // Reference, element by element.
  const std::vector<Num> sv = self_t ? LoadAll(*self_t) : std::vector<Num>{self_s->value};
  const std::vector<Num> ov = other_t ? LoadAll(*other_t) : std::vector<Num>{other_s->value};
  const std::vector<int64_t> si = self_t ? BroadcastIndex(self_t->shape(), out_shape) : std::vector<int64_t>();
  const std::vector<int64_t> oi = other_t ? BroadcastIndex(other_t->shape(), out_shape) : std::vector<int64_t>();
  const std::vector<Num> got = LoadAll(out);
  stats->elements += out.numel();
  const Num alpha_v = alpha ? alpha->value : Num();
  const aclDataType alpha_dt = alpha ? alpha->dtype : ACL_FLOAT;
  // Scalars take scalar_as, then P; tensors P.
  auto to_p = [&](const Num& v, aclDataType src, bool scalar) {
    if (scalar && r.scalar_as != r.compute) return CastTo(r.scalar_as, src, v);  // a FLOAT attribute
    return CastTo(r.compute, src, v);
  };
  const Num self_one = self_s ? to_p(self_s->value, self_c.dtype, true) : Num();
  const Num other_one = other_s ? to_p(other_s->value, other_c.dtype, true) : Num();
  for (size_t i = 0; i < got.size(); ++i) {
    const Num s_p = self_t ? to_p(sv[static_cast<size_t>(si[i])], self_c.dtype, false) : self_one;
    const Num o_p = other_t ? to_p(ov[static_cast<size_t>(oi[i])], other_c.dtype, false) : other_one;
    const Num& x = Swapped(op) ? o_p : s_p;
    const Num& y = Swapped(op) ? s_p : o_p;
    const Want w = Reference(r, x, y, HasAlpha(op), alpha_v, alpha_dt);
    const Num& g = got[i];
    std::string bad;
    if (w.exact) {
      if (g.i != w.i) bad = "integer mismatch";
    } else if (IsComplex(r.out)) {
      bad = CheckReal(g.re, w.e, w.w, w.rel, w.abs, false, r.out, r.compute);
      if (bad.empty()) bad = CheckReal(g.im, w.e_im, w.w_im, w.rel, w.abs, false, r.out, r.compute);
    } else {
      bad = CheckReal(g.re, w.e, w.w, w.rel, w.abs, w.step_ok, r.out, r.compute);
    }
    if (!bad.empty()) {
      std::ostringstream os;
      os.precision(17);
      os << "element " << i << " of " << ShapeStr(out_shape) << ": self "
         << Str(self_t ? sv[static_cast<size_t>(si[i])] : self_s->value, self_c.dtype)
         << ", other " << Str(other_t ? ov[static_cast<size_t>(oi[i])] : other_s->value, other_c.dtype);
      if (alpha) os << ", alpha " << Str(alpha_v, alpha_dt) << " (" << Name(alpha_dt) << ")";
      os << ": got " << Str(g, r.out) << ", want ";
      if (w.exact) os << w.i;
      else if (IsComplex(r.out)) os << "(" << w.w << ", " << w.w_im << ") exact (" << w.e << ", " << w.e_im << ")";
      else os << w.w << " (exact " << w.e << ")";
      os << " — " << bad;
      ADD_FAILURE() << os.str();
      ++stats->failed;
      return;  // one report per case
    }
  }
  ++stats->run;
}

class ArithConformance : public ::testing::TestWithParam<size_t> {};

TEST_P(ArithConformance, EveryAtkCase) {
  const List& l = kLists[GetParam()];
  const std::vector<Case> cases = LoadCases(l.file);
  ASSERT_EQ(cases.size(), l.cases);
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  Stats stats;
  for (const Case& c : cases) RunCase(l, c, rng, &stats);
  std::string refused;
  for (const std::string& s : stats.refused_ids) refused += " " + s;
  std::printf("[ %s ] %zu cases: %zu compared (%lld elements), %zu refused as the spec requires%s%s, %zu failed\n",
              l.file, cases.size(), stats.run, static_cast<long long>(stats.elements), stats.refused,
              refused.empty() ? "" : ":", refused.c_str(), stats.failed);
  EXPECT_EQ(stats.run + stats.refused + stats.failed, cases.size());
}

INSTANTIATE_TEST_SUITE_P(Lists, ArithConformance, ::testing::Range<size_t>(0, sizeof(kLists) / sizeof(kLists[0])),
                         [](const ::testing::TestParamInfo<size_t>& i) { return std::string(kLists[i.param].file); });

}  // namespace
