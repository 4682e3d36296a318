// Validation of the comparison family (elementwise compare spec §3.9, §3.10): per operator, the
// checks in the device's order, each with its status and message, and the compute dtype its
// promotion rule gives (§3.3, §3.4).
#include <cfloat>
#include <cmath>
#include <string>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/ew_checks.h"
#include "ops/compare/compare.h"

namespace aclnn_cpu {
namespace ops {
namespace compare {
namespace {

using L = std::initializer_list<aclDataType>;
const L kEqDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_INT8, ACL_UINT8, ACL_BF16,
                     ACL_BOOL,  ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128};
const L kNeDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_INT8, ACL_UINT8, ACL_BOOL,
                     ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16};
const L kGtCompute = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_INT8,  ACL_UINT8,
                      ACL_DOUBLE, ACL_UINT32, ACL_UINT64, ACL_UINT16, ACL_BF16, ACL_BOOL};
const L kGtOut = {ACL_FLOAT,  ACL_INT32,  ACL_INT64, ACL_FLOAT16, ACL_INT16,     ACL_INT8,       ACL_UINT8, ACL_DOUBLE,
                  ACL_UINT32, ACL_UINT64, ACL_BOOL,  ACL_UINT16,  ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16};
const L kGeCompute = {ACL_FLOAT, ACL_INT32, ACL_FLOAT16, ACL_INT8,   ACL_DOUBLE, ACL_INT16,
                      ACL_INT64, ACL_UINT64, ACL_UINT32, ACL_UINT16, ACL_UINT8,  ACL_BF16};
const L kGeOut = {ACL_FLOAT,  ACL_INT32,  ACL_FLOAT16, ACL_INT8,   ACL_DOUBLE,     ACL_INT16,     ACL_INT64, ACL_UINT64,
                  ACL_UINT32, ACL_UINT16, ACL_UINT8,   ACL_COMPLEX128, ACL_COMPLEX64, ACL_BOOL,      ACL_BF16};
const L kLtDtypes = {ACL_FLOAT,  ACL_INT32,  ACL_INT64, ACL_FLOAT16, ACL_INT16,  ACL_INT8, ACL_UINT8,
                     ACL_DOUBLE, ACL_UINT32, ACL_UINT64, ACL_BOOL,   ACL_UINT16, ACL_BF16};
const L kLeDtypes = {ACL_INT8,  ACL_UINT8,   ACL_INT16, ACL_UINT16, ACL_INT32, ACL_INT64,
                     ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_BOOL,  ACL_BF16};
const L kLogicalDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_DOUBLE, ACL_BF16,      ACL_INT8,
                          ACL_UINT8, ACL_INT16,   ACL_INT64, ACL_BOOL,   ACL_COMPLEX64, ACL_COMPLEX128};
const L kLogicalXorDtypes = {ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_INT8,      ACL_UINT8,      ACL_INT16,
                             ACL_INT32,   ACL_INT64, ACL_BOOL,   ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16};
const L kLogicalNotDtypes = {ACL_UINT8, ACL_INT8,  ACL_INT16, ACL_INT32, ACL_INT64,
                             ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_BOOL, ACL_BF16};
const L kBitAndDtypes = {ACL_INT16, ACL_INT32, ACL_INT64, ACL_INT8, ACL_UINT8, ACL_BOOL, ACL_UINT16};
const L kBitOrTensorDtypes = {ACL_INT8,  ACL_INT16,  ACL_INT32,  ACL_INT64, ACL_UINT8,
                              ACL_UINT16, ACL_UINT32, ACL_UINT64, ACL_BOOL};
const L kBitOrScalarDtypes = {ACL_INT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_UINT8, ACL_BOOL, ACL_UINT16};
const L kBitXorDtypes = {ACL_INT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_UINT8, ACL_BOOL};
const L kBitNotDtypes = {ACL_INT16, ACL_INT32, ACL_INT64, ACL_INT8, ACL_UINT8, ACL_BOOL};
bool Floating(aclDataType d) { return IsFloatingType(d); }
bool Complex(aclDataType d) { return IsComplexType(d); }

// The comparison operators' function.
Fn CompareFn(Op op) {
  switch (op) {
    case Op::kEqTensor: case Op::kEqScalar: return Fn::kEq;
    case Op::kNeTensor: case Op::kNeScalar: return Fn::kNe;
    case Op::kGtTensor: case Op::kGtScalar: return Fn::kGt;
    case Op::kGeTensor: case Op::kGeScalar: return Fn::kGe;
    case Op::kLtTensor: case Op::kLtScalar: return Fn::kLt;
    default: return Fn::kLe;
  }
}

// §3.3 compute dtypes of the scalar forms (t: tensor dtype, s: scalar dtype, v: its value).
aclDataType WrappedDtype(aclDataType t, aclDataType s) {  // EqScalar, NeScalar
  if (Complex(t)) return t;
  if (Floating(t) && !Complex(s)) return t;
  if (t == ACL_BOOL || Floating(s) || Complex(s)) return PromoteTypes(t, s);
  return t;
}
aclDataType GtGeScalarDtype(aclDataType t, const aclScalar& s) {
  if (s.dtype == ACL_DOUBLE && Floating(t)) {
    const double v = ScalarAs<double>(s);
    const double in_t = t == ACL_DOUBLE ? v : RoundF64To(v, t);
    if (std::fabs(in_t - v) <= FLT_EPSILON) return t;
  }
  return PromoteTypes(t, s.dtype);
}
aclDataType LtScalarOperandDtype(aclDataType t, aclDataType s) {  // the converted scalar's dtype
  if (Floating(t)) return t;
  if (s == ACL_DOUBLE) return ACL_FLOAT;
  return s;
}
aclDataType LeScalarDtype(aclDataType t, aclDataType s) {
  if (Floating(t)) return t;
  if (s == ACL_DOUBLE) return ACL_FLOAT;
  return PromoteTypes(t, s);
}
aclDataType BitOrXorScalarDtype(aclDataType t, const aclScalar& s) {
  if (s.dtype == ACL_INT64) {
    const int64_t v = ScalarAs<int64_t>(s);
    if (v >= INT32_MIN && v <= INT32_MAX) return PromoteTypes(t, ACL_INT32);
  }
  return PromoteTypes(t, s.dtype);
}

// The library's own checks after the device's: every tensor of a dtype values convert to (an out
// of DT_UNDEFINED or STRING, which LogicalAnd does not check on the device), views inside their
// storage. The empty short cut of LeTensor and NeTensor checks only the views.
aclnnStatus Finish(EwChecks& k, const Call& c, bool dtypes = true) {
  if (dtypes) k.ValueDtype("self", c.self).ValueDtype("other", c.other).ValueDtype("out", c.out);
  k.ViewInStorage("self", c.self).ViewInStorage("other", c.other).ViewInStorage("out", c.out);
  return k.status();
}

// In-place tensor-tensor forms first check that other broadcasts into selfRef.
bool InplacePrefix(EwChecks& k, const Call& c) {
  if (!c.inplace || c.other == nullptr) return true;
  k.Null("selfRef", c.self).Null("other", c.other);
  if (!k.ok()) return false;
  Shape bc;
  k.Broadcast(c.self, c.other, &bc);
  if (k.ok()) k.InplaceShape(c.self, bc);
  return k.ok();
}

// Null checks in argument order (self, other or the scalar, out).
bool Nulls(EwChecks& k, const Call& c, bool scalar, aclnnStatus code = ACLNN_ERR_PARAM_NULLPTR) {
  k.Null(c.inplace ? "selfRef" : "self", c.self, code);
  if (scalar) k.Null("other", c.other_scalar, code);
  else if (c.op != Op::kLogicalNot && c.op != Op::kBitwiseNot) k.Null("other", c.other, code);
  k.Null("out", c.out, code);
  return k.ok();
}

// The rank, broadcast and out-shape rows of a tensor-tensor form.
void Shapes(EwChecks& k, const Call& c, bool out_rank) {
  k.Rank("self", c.self).Rank("other", c.other);
  if (out_rank) k.Rank("out", c.out);
  Shape bc;
  k.Broadcast(c.self, c.other, &bc);
  if (k.ok()) k.OutShape(c.out, bc);
}
// ... and of a tensor-scalar or unary form.
void SameShape(EwChecks& k, const Call& c, bool out_rank) {
  k.Rank("self", c.self);
  if (out_rank) k.Rank("out", c.out);
  k.OutShape(c.out, c.self->view);
}

bool AnyEmpty(const Call& c) { return IsEmpty(*c.self) || (c.other && IsEmpty(*c.other)); }

aclnnStatus CompareTensor(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!InplacePrefix(k, c) || !Nulls(k, c, false)) return k.status();
  const aclDataType t = c.self->dtype, o = c.other->dtype;
  r->fn = CompareFn(c.op);
  // LeTensor and NeTensor return at once for an empty input (§3.6).
  if ((c.op == Op::kLeTensor || c.op == Op::kNeTensor) && AnyEmpty(c)) {
    r->compute = ACL_DT_UNDEFINED;
    return Finish(k, c, false);
  }
  const aclDataType p = PromoteTypes(t, o);
  switch (c.op) {
    case Op::kEqTensor:
      k.DtypeIn("out", c.out->dtype, kEqDtypes).Promotable(t, o, p);
      k.DtypeIn("promoteType", p, kEqDtypes);
      Shapes(k, c, true);
      r->compute = p;
      break;
    case Op::kNeTensor:
      k.DtypeIn("self", t, kNeDtypes).DtypeIn("other", o, kNeDtypes).DtypeIn("out", c.out->dtype, kNeDtypes);
      k.Promotable(t, o, p);
      Shapes(k, c, false);
      r->compute = p;
      break;
    case Op::kGtTensor:
    case Op::kGeTensor: {
      const bool gt = c.op == Op::kGtTensor;
      k.DtypeIn("out", c.out->dtype, gt ? kGtOut : kGeOut).Promotable(t, o, p);
      r->compute = p == ACL_BOOL ? ACL_INT8 : p;
      k.DtypeIn("promoteType", r->compute, gt ? kGtCompute : kGeCompute);
      Shapes(k, c, true);
      break;
    }
    case Op::kLtTensor:
      k.DtypeIn("self", t, kLtDtypes).DtypeIn("other", o, kLtDtypes).DtypeIn("out", c.out->dtype, kLtDtypes);
      k.Promotable(t, o, p);
      Shapes(k, c, false);
      r->compute = p == ACL_BOOL ? ACL_UINT8 : p;
      break;
    default:  // LeTensor
      k.DtypeIn("self", t, kLeDtypes).DtypeIn("other", o, kLeDtypes).DtypeIn("out", c.out->dtype, kLeDtypes);
      k.Promotable(t, o, p);
      Shapes(k, c, true);
      r->compute = p == ACL_BOOL ? ACL_FLOAT : p;
      break;
  }
  return Finish(k, c);
}

aclnnStatus CompareScalar(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  // LtScalar converts the scalar to a tensor of self's dtype before any check: a NULL self or
  // scalar fails inside that step (561103).
  if (c.op == Op::kLtScalar) {
    k.Null(c.inplace ? "selfRef" : "self", c.self, kEwInnerNullptr).Null("other", c.other_scalar, kEwInnerNullptr);
  }
  if (!Nulls(k, c, true)) return k.status();
  const aclDataType t = c.self->dtype, s = c.other_scalar->dtype, y = c.out->dtype;
  r->fn = CompareFn(c.op);
  switch (c.op) {
    case Op::kEqScalar:
    case Op::kNeScalar: {
      const L& list = c.op == Op::kEqScalar ? kEqDtypes : kNeDtypes;
      k.DtypeIn("self", t, list).ScalarDtypeIn("other", s, list).DtypeIn("out", y, list);
      const aclDataType full = PromoteTypes(t, s);
      k.Promotable(t, s, full);
      if (k.ok()) {
        k.v().Check(CanCast(t, full) && CanCast(s, full), [&] {
          return "Self dtype " + DtName(t) + " and other dtype " + DtName(s) + " can't be cast to the promote dtype " +
                 DtName(full) + ".";
        });
      }
      SameShape(k, c, true);
      r->compute = WrappedDtype(t, s);
      break;
    }
    case Op::kGtScalar:
      k.DtypeIn("self", t, kGtCompute).ScalarDtypeIn("other", s, kGtCompute).DtypeIn("out", y, kGtOut);
      r->compute = GtGeScalarDtype(t, *c.other_scalar);
      k.Promotable(t, s, r->compute);
      SameShape(k, c, true);
      if (r->compute == ACL_BOOL) r->compute = ACL_INT8;
      break;
    case Op::kGeScalar:
      k.DtypeIn("out", y, kGeOut);
      r->compute = GtGeScalarDtype(t, *c.other_scalar);
      k.Promotable(t, s, r->compute);
      if (r->compute == ACL_BOOL) r->compute = ACL_INT8;
      k.DtypeIn("promoteType", r->compute, kGeCompute);
      SameShape(k, c, true);
      break;
    case Op::kLtScalar: {
      const aclDataType s2 = LtScalarOperandDtype(t, s);
      k.DtypeIn("self", t, kLtDtypes).ScalarDtypeIn("other", s2, kLtDtypes).DtypeIn("out", y, kLtDtypes);
      const aclDataType p = PromoteTypes(t, s2);
      k.Promotable(t, s2, p);
      SameShape(k, c, true);
      r->compute = p == ACL_BOOL ? ACL_UINT8 : p;
      break;
    }
    default: {  // LeScalar
      k.DtypeIn("self", t, kLeDtypes).ScalarDtypeIn("other", s, kLeDtypes).DtypeIn("out", y, kLeDtypes);
      const aclDataType p = LeScalarDtype(t, s);
      k.Promotable(t, s, p);
      SameShape(k, c, true);
      r->compute = p == ACL_BOOL ? ACL_FLOAT : p;
      break;
    }
  }
  return Finish(k, c);
}

aclnnStatus Logical(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!InplacePrefix(k, c) || !Nulls(k, c, false)) return k.status();
  r->compute = ACL_BOOL;
  if (c.op == Op::kLogicalNot) {
    r->fn = Fn::kNot;
    k.DtypeIn("self", c.self->dtype, kLogicalNotDtypes).DtypeIn("out", c.out->dtype, kLogicalNotDtypes);
    // The rank rows run only for a non-contiguous self or out (contiguous ones only warn).
    const bool contiguous = IsContiguous(*c.self) && IsContiguous(*c.out);
    if (!contiguous) k.Rank("self", c.self).Rank("out", c.out);
    k.OutShape(c.out, c.self->view);
    return Finish(k, c);
  }
  const aclDataType t = c.self->dtype, o = c.other->dtype;
  if (c.op == Op::kLogicalXor) {
    r->fn = Fn::kXor;
    k.DtypeIn("self", t, kLogicalXorDtypes).DtypeIn("other", o, kLogicalXorDtypes).DtypeIn("out", c.out->dtype, kLogicalXorDtypes);
    Shapes(k, c, false);
    if (Complex(t) || Complex(o)) {
      k.v().Check(c.out->view.size() <= kEwMaxRank - 1, [&] {
        return "The out tensor of a complex LogicalXor cannot be larger than 7 dimensions (shape " +
               ShapeString(c.out->view) + ").";
      });
    }
    return Finish(k, c);
  }
  r->fn = c.op == Op::kLogicalAnd ? Fn::kAnd : Fn::kOr;
  k.DtypeIn("self", t, kLogicalDtypes).DtypeIn("other", o, kLogicalDtypes);
  if (c.op == Op::kLogicalOr) k.DtypeIn("out", c.out->dtype, kLogicalDtypes);
  Shapes(k, c, false);
  return Finish(k, c);
}

aclnnStatus Bitwise(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  const bool scalar = c.other_scalar != nullptr || c.op == Op::kBitwiseAndScalar || c.op == Op::kBitwiseOrScalar ||
                      c.op == Op::kBitwiseXorScalar;
  if (c.op == Op::kBitwiseNot) {
    if (!Nulls(k, c, false, kEwInnerNullptr)) return k.status();
    r->fn = Fn::kBitNot;
    r->compute = c.self->dtype;
    k.DtypeIn("self", c.self->dtype, kBitNotDtypes);
    k.v().Check(c.out->dtype == c.self->dtype, [&] {
      return "Tensor self expected dtype is " + DtName(c.out->dtype) + " but found " + DtName(c.self->dtype) + ".";
    });
    k.NotPrivate("self", c.self).NotPrivate("out", c.out);
    SameShape(k, c, true);
    return Finish(k, c);
  }
  if (!InplacePrefix(k, c) || !Nulls(k, c, scalar)) return k.status();
  const aclDataType t = c.self->dtype, o = scalar ? c.other_scalar->dtype : c.other->dtype;
  const L* list = &kBitAndDtypes;
  bool formats = false;  // BitwiseAnd refuses private formats
  switch (c.op) {
    case Op::kBitwiseAndTensor: case Op::kBitwiseAndScalar: case Op::kBitwiseAndTensorOut:
      r->fn = Fn::kBitAnd;
      formats = true;
      break;
    case Op::kBitwiseOrTensor: r->fn = Fn::kBitOr; list = &kBitOrTensorDtypes; break;
    case Op::kBitwiseOrScalar: r->fn = Fn::kBitOr; list = &kBitOrScalarDtypes; break;
    default: r->fn = Fn::kBitXor; list = &kBitXorDtypes; break;
  }
  k.DtypeIn(c.inplace ? "selfRef" : "self", t, *list);
  if (scalar) k.ScalarDtypeIn("other", o, *list);
  else k.DtypeIn("other", o, *list);
  const bool or_xor_scalar = c.op == Op::kBitwiseOrScalar || c.op == Op::kBitwiseXorScalar;
  r->compute = or_xor_scalar ? BitOrXorScalarDtype(t, *c.other_scalar) : PromoteTypes(t, o);
  k.Promotable(t, o, r->compute);
  if (k.ok()) k.Cast(r->compute, c.out, "Result type");
  if (formats) {
    k.NotPrivate("self", c.self);
    if (!scalar) k.NotPrivate("other", c.other);
    k.NotPrivate("out", c.out);
    if (c.op == Op::kBitwiseAndTensorOut) {
      k.v().Check(c.self->format == c.other->format && c.self->format == c.out->format, [&] {
        return std::string("The formats of self (") + FormatName(c.self->format) + "), other (" +
               FormatName(c.other->format) + ") and out (" + FormatName(c.out->format) + ") must be the same.";
      });
    }
  }
  if (scalar) SameShape(k, c, !or_xor_scalar);
  else Shapes(k, c, c.op == Op::kBitwiseOrTensor || c.op == Op::kBitwiseXorTensor);
  return Finish(k, c);
}

// Equal (torch.equal): no broadcasting, out is one BOOL of shape [1].
const L kEqualCompute = {ACL_FLOAT, ACL_INT32, ACL_INT64,  ACL_FLOAT16, ACL_INT16,  ACL_INT8, ACL_UINT8,
                         ACL_BOOL,  ACL_DOUBLE, ACL_UINT16, ACL_UINT32, ACL_UINT64, ACL_BF16};
aclnnStatus Equal(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c, false)) return k.status();
  const aclDataType t = c.self->dtype, o = c.other->dtype, p = PromoteTypes(t, o);
  k.Promotable(t, o, p).DtypeIn("promoteType", p, kEqualCompute);
  k.v().Check(c.out->dtype == ACL_BOOL, [&] {
    return "Tensor out not implemented for " + DtName(c.out->dtype) + ", should be " + DtName(ACL_BOOL) + ".";
  });
  k.v().Check(c.out->view == Shape{1}, [&] {
    return "Expected out to be a 1-D tensor of one element ([1]), but got " + ShapeString(c.out->view) + ".";
  });
  k.Rank("self", c.self).Rank("other", c.other);
  r->fn = Fn::kEq;
  r->compute = p == ACL_BF16 ? ACL_FLOAT : p;
  return Finish(k, c);
}

// LeftShift, LeftShifts, RightShift: the lists, the shapes and formats, the empty short cut, then
// the promotion and the cast to out.
const L kShiftDtypes = {ACL_INT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_UINT8, ACL_UINT16, ACL_UINT32, ACL_UINT64};
aclnnStatus Shift(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  const bool scalar = c.op == Op::kLeftShifts;
  if (!Nulls(k, c, scalar)) return k.status();
  const aclDataType t = c.self->dtype, o = scalar ? c.other_scalar->dtype : c.other->dtype;
  k.DtypeIn("self", t, kShiftDtypes);
  if (scalar) k.ScalarDtypeIn("shiftBits", o, kShiftDtypes);
  else k.DtypeIn("shiftBits", o, kShiftDtypes);
  k.DtypeIn("out", c.out->dtype, kShiftDtypes);
  k.v().Check(c.self->view.size() <= kEwMaxRank, [&] { return std::string("Self dim num should be less than or equal to 8."); });
  if (!scalar) {
    k.Rank("shiftBits", c.other);
    Shape bc;
    k.Broadcast(c.self, c.other, &bc);
    if (k.ok()) k.OutShape(c.out, bc);
  } else {
    k.OutShape(c.out, c.self->view);
  }
  k.NotPrivate("self", c.self);
  if (!scalar) k.NotPrivate("shiftBits", c.other);
  k.NotPrivate("out", c.out);
  r->fn = c.op == Op::kRightShift ? Fn::kShr : Fn::kShl;
  if (k.ok() && AnyEmpty(c)) {  // the empty short cut comes before the promotion rows
    r->compute = ACL_DT_UNDEFINED;
    return Finish(k, c, false);
  }
  r->compute = PromoteTypes(t, o);
  k.Promotable(t, o, r->compute);
  if (k.ok()) k.Cast(r->compute, c.out, "Result type");
  // The device's LeftShifts kernel has no INT16 or UINT16 form: its launch fails (561103).
  if (k.ok() && scalar && (r->compute == ACL_INT16 || r->compute == ACL_UINT16)) {
    k.v().Fail(kEwInnerNullptr, "LeftShifts has no kernel for " + DtName(r->compute) + ".");
  }
  return Finish(k, c);
}

// Gcd: not two BOOLs, an integral out, a compute dtype of INT16, INT32 or INT64.
const L kGcdCompute = {ACL_INT32, ACL_INT16, ACL_INT64};
aclnnStatus Gcd(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c, false)) return k.status();
  const aclDataType t = c.self->dtype, o = c.other->dtype;
  k.v().Check(!(t == ACL_BOOL && o == ACL_BOOL), [] { return std::string("Gcd does not support two BOOL operands."); });
  k.v().Check(IsIntegralType(c.out->dtype, false),
              [&] { return "Out type should be integral but got " + DtName(c.out->dtype) + "."; });
  r->fn = Fn::kGcd;
  r->compute = PromoteTypes(t, o);
  k.Promotable(t, o, r->compute).DtypeIn("promoteType", r->compute, kGcdCompute);
  if (k.ok()) k.Cast(r->compute, c.out, "Result type");
  Shapes(k, c, false);
  return Finish(k, c);
}

// IsClose: one dtype for self and other (out unchecked, as on A2); computed in FLOAT for FLOAT,
// FLOAT16, BFLOAT16 and INT32 (the vector-core path), in DOUBLE for the others.
const L kIsCloseDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_INT8, ACL_UINT8,
                          ACL_DOUBLE, ACL_BOOL, ACL_BF16};
aclnnStatus IsCloseChecks(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c, false)) return k.status();
  const aclDataType t = c.self->dtype, o = c.other->dtype;
  k.DtypeIn("self", t, kIsCloseDtypes).DtypeIn("other", o, kIsCloseDtypes);
  k.v().Check(t == o, [&] { return "Tensor self expected dtype is " + DtName(o) + " but found " + DtName(t) + "."; });
  Shapes(k, c, false);
  r->fn = Fn::kIsClose;
  const bool vector_core = t == ACL_FLOAT || t == ACL_FLOAT16 || t == ACL_BF16 || t == ACL_INT32;
  r->compute = vector_core ? ACL_FLOAT : ACL_DOUBLE;
  return Finish(k, c);
}

// IsInTensorScalar: out[i] = (element[i] == testElement), or != with invert.
const L kIsInDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_INT8, ACL_UINT8, ACL_DOUBLE, ACL_BF16};
aclnnStatus IsInTensorScalar(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("element", c.self).Null("testElement", c.other_scalar).Null("out", c.out);
  if (!k.ok()) return k.status();
  const aclDataType t = c.self->dtype, s = c.other_scalar->dtype;
  k.DtypeIn("element", t, kIsInDtypes).ScalarDtypeIn("testElement", s, kIsInDtypes);
  r->compute = Floating(t) ? t : Floating(s) ? PromoteTypes(s, t) : t;
  k.DtypeIn("promoteType", r->compute, kIsInDtypes);
  k.v().Check(c.out->dtype == ACL_BOOL, [&] {
    return "Tensor out not implemented for " + DtName(c.out->dtype) + ", should be " + DtName(ACL_BOOL) + ".";
  });
  SameShape(k, c, true);
  r->fn = c.invert ? Fn::kNe : Fn::kEq;
  return Finish(k, c);
}

// IsInScalarTensor: the scalar `element` among the tensor `testElements` (Call: other_scalar and
// other); out is a 0-d BOOL.
const L kIsInScalarTensorDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_INT8, ACL_INT32, ACL_INT64, ACL_UINT8, ACL_BF16, ACL_DOUBLE, ACL_INT16};
aclnnStatus IsInScalarTensor(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("element", c.other_scalar).Null("testElements", c.other).Null("out", c.out);
  if (!k.ok()) return k.status();
  const aclDataType s = c.other_scalar->dtype, t = c.other->dtype;
  k.ScalarDtypeIn("element", s, kIsInScalarTensorDtypes).DtypeIn("testElements", t, kIsInScalarTensorDtypes);
  if (Numel(*c.other) >= 10) r->compute = PromoteTypes(t, s);
  else r->compute = Floating(t) ? t : Floating(s) ? PromoteTypes(s, t) : t;
  k.Promotable(s, t, r->compute);
  if (k.ok()) {
    k.v().Check(CanCast(t, r->compute) && CanCast(s, r->compute), [&] {
      return "Element dtype " + DtName(s) + " and testElements dtype " + DtName(t) + " can't be cast to " +
             DtName(r->compute) + ".";
    });
  }
  k.v().Check(c.out->dtype == ACL_BOOL, [&] {
    return "Tensor out not implemented for " + DtName(c.out->dtype) + ", should be " + DtName(ACL_BOOL) + ".";
  });
  k.v().Check(c.out->view.empty(), [&] { return "Expected 0 dimension input, but got out " + ShapeString(c.out->view) + "."; });
  k.Rank("testElements", c.other);
  r->fn = Fn::kEq;
  return Finish(k, c);
}

// Heaviside: input and values of FLOAT, FLOAT16 or BFLOAT16 (not required to match: values are
// computed in input's dtype), out of the same list with the broadcast's element count.
const L kHeavisideDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
aclnnStatus Heaviside(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("input", c.self).Null("values", c.other).Null("out", c.out);
  if (!k.ok()) return k.status();
  k.DtypeIn("input", c.self->dtype, kHeavisideDtypes).DtypeIn("values", c.other->dtype, kHeavisideDtypes);
  k.DtypeIn("out", c.out->dtype, kHeavisideDtypes);
  k.Rank("input", c.self).Rank("values", c.other);
  Shape bc;
  k.Broadcast(c.self, c.other, &bc);
  if (k.ok()) {
    k.v().Check(Numel(c.out->view) == Numel(bc), [&] {
      return "The out shape " + ShapeString(c.out->view) + " must hold the " + std::to_string(Numel(bc)) +
             " elements of the broadcast shape " + ShapeString(bc) + ".";
    });
  }
  // Library row: an out of another shape is filled in row-major order, which the engine does on a
  // contiguous out only.
  if (k.ok() && c.out->view != bc) {
    k.v().Check(IsContiguous(*c.out), [&] {
      return "An out of a shape " + ShapeString(c.out->view) + " other than the broadcast shape " + ShapeString(bc) +
             " must be contiguous.";
    });
  }
  r->fn = Fn::kHeaviside;
  r->compute = c.self->dtype;
  return Finish(k, c);
}

}  // namespace

aclnnStatus Validate(const Call& c, Resolved* r) {
  switch (c.op) {
    case Op::kEqTensor: case Op::kNeTensor: case Op::kGtTensor: case Op::kGeTensor: case Op::kLtTensor:
    case Op::kLeTensor:
      return CompareTensor(c, r);
    case Op::kEqScalar: case Op::kNeScalar: case Op::kGtScalar: case Op::kGeScalar: case Op::kLtScalar:
    case Op::kLeScalar:
      return CompareScalar(c, r);
    case Op::kLogicalAnd: case Op::kLogicalOr: case Op::kLogicalXor: case Op::kLogicalNot:
      return Logical(c, r);
    case Op::kEqual:
      return Equal(c, r);
    case Op::kLeftShift: case Op::kLeftShifts: case Op::kRightShift:
      return Shift(c, r);
    case Op::kGcd:
      return Gcd(c, r);
    case Op::kIsClose:
      return IsCloseChecks(c, r);
    case Op::kIsInTensorScalar:
      return IsInTensorScalar(c, r);
    case Op::kIsInScalarTensor:
      return IsInScalarTensor(c, r);
    case Op::kHeaviside:
      return Heaviside(c, r);
    default:
      return Bitwise(c, r);
  }
}

}  // namespace compare
}  // namespace ops
}  // namespace aclnn_cpu
