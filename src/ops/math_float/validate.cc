// Validation of the family (elementwise math spec §2, §3.4-§3.6, §3.11): per operator, the checks
// in the device's order, each with its status and message, and the dtype the function is computed
// in.
#include <string>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/ew_checks.h"
#include "ops/math_float/math_float.h"

namespace aclnn_cpu {
namespace ops {
namespace math_float {
namespace {

using L = std::initializer_list<aclDataType>;
const L kAtan2Dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_INT8, ACL_INT16, ACL_INT32,
                        ACL_INT64, ACL_BOOL,    ACL_UINT8,  ACL_BF16};
const L kAtan2Compute = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_BF16};
const L kXLogYDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT8, ACL_UINT8, ACL_BOOL, ACL_INT16, ACL_BF16};
const L kXLogYScalarDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT8,
                              ACL_UINT8, ACL_BOOL,  ACL_INT16, ACL_BF16,    ACL_DOUBLE};
const L kXlog1pyDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
const L kLogAddExpIn = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_INT8,   ACL_UINT8, ACL_INT16, ACL_UINT16,
                        ACL_INT32, ACL_UINT32,  ACL_INT64,  ACL_UINT64, ACL_BOOL,  ACL_BF16};
const L kLogAddExpOut = {ACL_FLOAT16, ACL_FLOAT, ACL_BF16};
const L kComplexDtypes = {ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE};

// The library's own checks after the device's: every tensor of a dtype values convert to (out
// is not checked by Atan2 and XLogYTensor on the device), views inside their storage.
aclnnStatus Finish(EwChecks& k, const Call& c) {
  k.ValueDtype("self", c.self).ValueDtype("other", c.other);
  if (c.op != Op::kComplex) k.ValueDtype("out", c.out);  // COMPLEX32 is written as fp16 pairs
  k.ViewInStorage("self", c.self).ViewInStorage("other", c.other).ViewInStorage("out", c.out);
  return k.status();
}

const char* SelfName(const Call& c) { return c.inplace ? "selfRef" : "self"; }

// Null rows in argument order; the in-place forms have no out of their own.
bool Nulls(EwChecks& k, const Call& c, const char* x = nullptr, const char* y = nullptr, const char* z = "out") {
  if (c.op == Op::kXLogYScalarSelf) k.Null(x ? x : "self", c.self_scalar);
  else k.Null(x ? x : SelfName(c), c.self);
  if (c.op == Op::kXLogYScalarOther) k.Null(y ? y : "other", c.other_scalar);
  else k.Null(y ? y : "other", c.other);
  if (!c.inplace) k.Null(z, c.out);
  return k.ok();
}

// The broadcast of self and other must be out's shape (selfRef's for the in-place forms).
void Broadcast(EwChecks& k, const Call& c) {
  Shape bc;
  k.Broadcast(c.self, c.other, &bc);
  if (!k.ok()) return;
  if (c.inplace) k.InplaceShape(c.out, bc);
  else k.OutShape(c.out, bc);
}

aclnnStatus Atan2(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c)) return k.status();
  r->fn = Fn::kAtan2;
  const aclDataType t = c.self->dtype, o = c.other->dtype;
  k.DtypeIn(SelfName(c), t, kAtan2Dtypes).DtypeIn("other", o, kAtan2Dtypes);
  const aclDataType p = PromoteTypes(t, o);
  k.Promotable(t, o, p);
  r->compute = DtypeIn(p, kAtan2Compute) ? p : ACL_FLOAT;
  k.Rank(SelfName(c), c.self).Rank("other", c.other);
  Broadcast(k, c);
  return Finish(k, c);
}

aclnnStatus XLogYTensor(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c)) return k.status();
  r->fn = Fn::kXLogY;
  const aclDataType t = c.self->dtype, o = c.other->dtype;
  k.DtypeIn(SelfName(c), t, kXLogYDtypes).DtypeIn("other", o, kXLogYDtypes);
  const aclDataType p = PromoteTypes(t, o);
  k.Promotable(t, o, p);
  r->compute = IsFloatingType(p) ? p : ACL_FLOAT;
  k.Rank(SelfName(c), c.self).Rank("other", c.other);
  Broadcast(k, c);
  return Finish(k, c);
}

// XLogYScalarSelf (scalar x, tensor y) and XLogYScalarOther (tensor x, scalar y): the promotion of
// the two dtypes taken literally, integers, BOOL and DOUBLE computed in FLOAT; out has the tensor's
// shape and must take the result's dtype.
aclnnStatus XLogYScalar(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c)) return k.status();
  r->fn = Fn::kXLogY;
  const bool scalar_self = c.op == Op::kXLogYScalarSelf;
  const aclTensor* t = scalar_self ? c.other : c.self;
  const aclScalar* s = scalar_self ? c.self_scalar : c.other_scalar;
  const char* tname = scalar_self ? "other" : SelfName(c);
  const char* sname = scalar_self ? "self" : "other";
  if (scalar_self) k.ScalarDtypeIn(sname, s->dtype, kXLogYScalarDtypes).DtypeIn(tname, t->dtype, kXLogYDtypes);
  else k.DtypeIn(tname, t->dtype, kXLogYDtypes).ScalarDtypeIn(sname, s->dtype, kXLogYScalarDtypes);
  const aclDataType p = scalar_self ? PromoteTypes(s->dtype, t->dtype) : PromoteTypes(t->dtype, s->dtype);
  if (scalar_self) k.Promotable(s->dtype, t->dtype, p);
  else k.Promotable(t->dtype, s->dtype, p);
  r->compute = p == ACL_FLOAT16 || p == ACL_BF16 ? p : ACL_FLOAT;
  if (k.ok()) k.Cast(r->compute, c.out);
  k.Rank(tname, t);
  if (c.inplace) k.InplaceShape(c.out, t->view);
  else k.OutShape(c.out, t->view);
  return Finish(k, c);
}

aclnnStatus Xlog1py(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c, "x", "y", "z")) return k.status();
  r->fn = Fn::kXLog1pY;
  const aclDataType x = c.self->dtype;
  auto dtype_row = [&](aclDataType d) {
    k.v().Check(DtypeIn(d, kXlog1pyDtypes) && d == x, [&] {
      return "Dtype not supported: dtype=" + std::to_string(static_cast<int>(d)) + " (" + DtName(d) +
             "; x is " + DtName(x) + "). Supported: FLOAT, FLOAT16, BF16, one dtype for x, y and z.";
    });
  };
  dtype_row(x);
  dtype_row(c.other->dtype);
  dtype_row(c.out->dtype);
  r->compute = x;
  k.NotPrivate("x", c.self).NotPrivate("y", c.other).NotPrivate("z", c.out);
  k.Rank("x", c.self).Rank("y", c.other).Rank("z", c.out);
  Shape bc;
  k.Broadcast(c.self, c.other, &bc);
  if (k.ok()) k.OutShape(c.out, bc);
  return Finish(k, c);
}

// LogAddExp and LogAddExp2: no promotion, both inputs are cast to out's dtype and computed there.
aclnnStatus LogAddExp(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c)) return k.status();
  r->fn = c.op == Op::kLogAddExp ? Fn::kLogAddExp : Fn::kLogAddExp2;
  const aclDataType y = c.out->dtype;
  k.DtypeIn("self", c.self->dtype, kLogAddExpIn).DtypeIn("other", c.other->dtype, kLogAddExpIn);
  k.DtypeIn("out", y, kLogAddExpOut);
  k.Cast(c.self->dtype, c.out, "Self dtype").Cast(c.other->dtype, c.out, "Other dtype");
  r->compute = y;
  k.Rank("self", c.self).Rank("other", c.other).Rank("out", c.out);
  Broadcast(k, c);
  k.NotPrivate("self", c.self).NotPrivate("other", c.other).NotPrivate("out", c.out);
  if (k.ok()) {
    k.v().Check(c.self->format == c.out->format && c.other->format == c.out->format, [&] {
      return std::string("The formats of self (") + FormatName(c.self->format) + "), other (" +
             FormatName(c.other->format) + ") and out (" + FormatName(c.out->format) + ") must be equal.";
    });
  }
  return Finish(k, c);
}

aclnnStatus Polar(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c, "input", "angle")) return k.status();
  r->fn = Fn::kPolar;
  r->compute = ACL_COMPLEX64;
  k.DtypeIn("input", c.self->dtype, {ACL_FLOAT}).DtypeIn("angle", c.other->dtype, {ACL_FLOAT});
  k.DtypeIn("out", c.out->dtype, {ACL_COMPLEX64});
  k.NotPrivate("input", c.self).NotPrivate("angle", c.other).NotPrivate("out", c.out);
  k.Rank("input", c.self).Rank("angle", c.other).Rank("out", c.out);
  Broadcast(k, c);
  return Finish(k, c);
}

aclDataType PairedComplex(aclDataType d) {
  switch (d) {
    case ACL_FLOAT16: return ACL_COMPLEX32;
    case ACL_FLOAT: return ACL_COMPLEX64;
    default: return ACL_COMPLEX128;
  }
}

aclnnStatus Complex(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (!Nulls(k, c, "real", "imag")) return k.status();
  r->fn = Fn::kComplex;
  const aclDataType d = c.self->dtype;
  k.DtypeIn("real", d, kComplexDtypes).DtypeIn("imag", c.other->dtype, kComplexDtypes);
  k.v().Check(c.other->dtype == d, [&] {
    return "The dtypes of real " + DtName(d) + " and imag " + DtName(c.other->dtype) + " must be equal.";
  });
  k.NotPrivate("real", c.self).NotPrivate("imag", c.other).NotPrivate("out", c.out);
  k.Rank("real", c.self).Rank("imag", c.other).Rank("out", c.out);
  Broadcast(k, c);
  // Empty inputs return before out's dtype is looked at (an empty FLOAT out is accepted).
  r->compute = ACL_COMPLEX64;
  if (k.ok() && (IsEmpty(*c.self) || IsEmpty(*c.other))) return Finish(k, c);
  if (k.ok()) {
    k.v().Check(c.out->dtype == PairedComplex(d), [&] {
      return "Input dtype and out dtype must be paired: " + DtName(d) + " gives " + DtName(PairedComplex(d)) +
             ", out is " + DtName(c.out->dtype) + ".";
    });
  }
  if (k.ok()) r->compute = c.out->dtype;
  return Finish(k, c);
}

}  // namespace

aclnnStatus Validate(const Call& c, Resolved* r) {
  switch (c.op) {
    case Op::kAtan2: return Atan2(c, r);
    case Op::kXLogYTensor: return XLogYTensor(c, r);
    case Op::kXLogYScalarSelf:
    case Op::kXLogYScalarOther: return XLogYScalar(c, r);
    case Op::kXlog1py: return Xlog1py(c, r);
    case Op::kLogAddExp:
    case Op::kLogAddExp2: return LogAddExp(c, r);
    case Op::kPolar: return Polar(c, r);
    default: return Complex(c, r);
  }
}

}  // namespace math_float
}  // namespace ops
}  // namespace aclnn_cpu
