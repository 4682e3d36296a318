// Validation of the arithmetic family (elementwise arithmetic spec §3.11): per operator, the
// checks in the device's order, each with its status and message, and the compute dtype the
// operator's promotion rules give (§3.2-§3.5, §4-§10).
#include <string>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/ew_checks.h"
#include "ops/binary/binary.h"

namespace aclnn_cpu {
namespace ops {
namespace binary {
namespace {

const std::initializer_list<aclDataType> kAddDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_INT8,
                                                       ACL_UINT8, ACL_DOUBLE, ACL_BOOL, ACL_BF16, ACL_COMPLEX64, ACL_COMPLEX128};
const std::initializer_list<aclDataType> kAddV3Dtypes = {ACL_FLOAT, ACL_INT32, ACL_FLOAT16, ACL_BF16, ACL_INT8};
const std::initializer_list<aclDataType> kRsubDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_INT64, ACL_INT32, ACL_INT8, ACL_UINT8,
                                                        ACL_INT16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16};
const std::initializer_list<aclDataType> kMulDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_DOUBLE, ACL_INT8, ACL_UINT8,
                                                       ACL_INT16, ACL_INT64, ACL_BOOL, ACL_COMPLEX128, ACL_COMPLEX64, ACL_BF16};
const std::initializer_list<aclDataType> kDivDtypes = {ACL_FLOAT16, ACL_FLOAT, ACL_INT64, ACL_INT32, ACL_INT16, ACL_INT8,
                                                       ACL_UINT8, ACL_DOUBLE, ACL_BOOL, ACL_BF16, ACL_COMPLEX64, ACL_COMPLEX128};
const std::initializer_list<aclDataType> kFloorDivDtypes = {ACL_FLOAT16, ACL_FLOAT, ACL_INT64, ACL_INT32, ACL_INT16,
                                                            ACL_INT8, ACL_UINT8, ACL_DOUBLE, ACL_BOOL, ACL_BF16};
const std::initializer_list<aclDataType> kRemainderDtypes = {ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_BF16};
const std::initializer_list<aclDataType> kFmodDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT8, ACL_FLOAT16, ACL_UINT8, ACL_DOUBLE,
                                                        ACL_INT64, ACL_BF16};

bool Floating(aclDataType d) { return IsFloatingType(d); }
bool Complex(aclDataType d) { return IsComplexType(d); }

// §3.4 wrapped-number rules (t: tensor dtype, s: scalar dtype, y: out dtype).
aclDataType AddsDtype(aclDataType t, aclDataType s, aclDataType y) {
  if (Complex(t) || Complex(s)) return PromoteTypes(t, s);
  if (Floating(t)) return t;
  if (s == ACL_DOUBLE && y == ACL_FLOAT) return ACL_FLOAT;
  if (Floating(s) || t == ACL_BOOL) return PromoteTypes(t, s);
  return t;
}
aclDataType RsubsDtype(aclDataType t, aclDataType s) {
  if (Floating(t)) return t;
  if (Floating(s)) return PromoteTypes(t, s);
  return t;
}
aclDataType MulsDtype(aclDataType t, aclDataType s, aclDataType y) {
  if (Complex(t) || Complex(s)) return PromoteTypes(t, s);
  if (t == ACL_DOUBLE || t == ACL_FLOAT || t == ACL_FLOAT16) return t;
  if (t == ACL_BF16) return ACL_FLOAT;
  if ((t == ACL_BOOL && s == ACL_DOUBLE) || (s == ACL_DOUBLE && y == ACL_FLOAT)) return ACL_FLOAT;
  if (Floating(s) || t == ACL_BOOL) return PromoteTypes(t, s);
  return t;
}
aclDataType AddV3Dtype(aclDataType t, aclDataType s, aclDataType y) {
  if (Complex(t) || Complex(s)) return PromoteTypes(t, s);
  if (Floating(t)) return ACL_FLOAT;
  if (s == ACL_DOUBLE && y == ACL_FLOAT) return ACL_FLOAT;
  if (Floating(s) || t == ACL_BOOL) return PromoteTypes(t, s);
  return t;
}

using Checks = EwChecks;

// The library's own checks after the device's: every tensor of a dtype values convert to (the
// device's Cast refuses the others: an output of DT_UNDEFINED or an 8-bit float), views inside
// their storage.
aclnnStatus Finish(Checks& k, const Call& c) {
  k.ValueDtype("self", c.self).ValueDtype("other", c.other).ValueDtype("out", c.out);
  k.ViewInStorage("self", c.self).ViewInStorage("other", c.other).ViewInStorage("out", c.out);
  return k.status();
}

aclDataType DivCompute(aclDataType p) {  // Div mode 0: integer and bool quotients are true (f32)
  return Floating(p) || Complex(p) ? p : ACL_FLOAT;
}

// Add, Sub, Rsub (tensor-tensor).
aclnnStatus AddSubTT(const Call& c, Resolved* r) {
  Checks k(c.api);
  Shape bc;
  // InplaceAdd checks the shapes first; InplaceSub's pre-check has no effect on A2 (Sub's
  // out-shape check decides in Sub's order).
  if (c.inplace && c.op == Op::kAdd) {
    k.Null("selfRef", c.self).Null("other", c.other);
    if (!k.ok()) return k.status();
    k.Broadcast(c.self, c.other, &bc).InplaceShape(c.self, bc);
  }
  k.Null("self", c.self).Null("other", c.other).Null("alpha", c.alpha).Null("out", c.out);
  if (!k.ok()) return k.status();
  const bool rsub = c.op == Op::kRsub;
  const auto& list = rsub ? kRsubDtypes : kAddDtypes;
  k.DtypeIn("self", c.self->dtype, list).DtypeIn("other", c.other->dtype, list);
  const aclDataType p = PromoteTypes(c.self->dtype, c.other->dtype);
  k.Promotable(c.self->dtype, c.other->dtype, p);
  k.Alpha(c.alpha, p, !rsub).Cast(p, c.out).Rank("self", c.self).Rank("other", c.other).Broadcast(c.self, c.other, &bc);
  k.OutShape(c.out, bc);
  if (Finish(k, c)) return k.status();
  r->fn = c.op == Op::kAdd ? Fn::kAdd : Fn::kSub;
  r->compute = p == ACL_BOOL && c.op == Op::kSub ? ACL_INT32 : p;
  r->swap = rsub;
  return ACLNN_SUCCESS;
}

// Adds, Subs, Rsubs, AddV3 (one tensor, one scalar operand).
aclnnStatus AddSubTS(const Call& c, Resolved* r) {
  Checks k(c.api);
  const bool v3 = c.op == Op::kAddV3;
  const aclTensor* t = v3 ? c.other : c.self;
  const aclScalar* s = v3 ? c.self_scalar : c.other_scalar;
  const char* tname = v3 ? "other" : "self";
  if (v3) {
    k.Null("self", s).Null("other", t).Null("alpha", c.alpha).Null("out", c.out);
  } else {
    k.Null("self", t).Null("other", s).Null("alpha", c.alpha).Null("out", c.out);
  }
  if (!k.ok()) return k.status();
  aclDataType p;
  if (c.op == Op::kRsubs) {
    k.DtypeIn(tname, t->dtype, kRsubDtypes);
    k.ScalarDtypeIn("other", s->dtype, kRsubDtypes);
    p = RsubsDtype(t->dtype, s->dtype);
  } else {
    k.DtypeIn(tname, t->dtype, v3 ? kAddV3Dtypes : kAddDtypes);
    p = v3 ? AddV3Dtype(t->dtype, s->dtype, c.out->dtype) : AddsDtype(t->dtype, s->dtype, c.out->dtype);
    k.Promotable(t->dtype, s->dtype, p);
  }
  k.Alpha(c.alpha, p, c.op != Op::kRsubs).Cast(p, c.out).Rank(tname, t).OutShape(c.out, t->view);
  if (Finish(k, c)) return k.status();
  r->fn = c.op == Op::kAdds || v3 ? Fn::kAdd : Fn::kSub;
  r->compute = p == ACL_BOOL && c.op == Op::kSubs ? ACL_INT32 : p;
  return ACLNN_SUCCESS;
}

aclnnStatus MulTT(const Call& c, Resolved* r) {
  Checks k(c.api);
  k.Null(c.inplace ? "selfRef" : "self", c.self).Null("other", c.other).Null("out", c.out);
  if (!k.ok()) return k.status();
  k.DtypeIn(c.inplace ? "selfRef" : "self", c.self->dtype, kMulDtypes).DtypeIn("other", c.other->dtype, kMulDtypes);
  if (!c.inplace) k.DtypeIn("out", c.out->dtype, kMulDtypes);
  const aclDataType p = PromoteTypes(c.self->dtype, c.other->dtype);
  k.v().Check(p != ACL_DT_UNDEFINED, [&] {
    return "Expected aclnnMul self dtype [" + DtName(c.self->dtype) + "] and other dtype [" + DtName(c.other->dtype) +
           "] to be promotable but check failed.";
  });
  k.Cast(p, c.out);
  Shape bc;
  if (c.inplace) {
    k.Broadcast(c.self, c.other, &bc).InplaceShape(c.self, bc);
  } else {
    k.Rank("self", c.self).Rank("other", c.other).Broadcast(c.self, c.other, &bc).OutShape(c.out, bc);
  }
  if (Finish(k, c)) return k.status();
  r->fn = Fn::kMul;
  r->compute = p;
  return ACLNN_SUCCESS;
}

aclnnStatus MulTS(const Call& c, Resolved* r) {
  Checks k(c.api);
  k.Null(c.inplace ? "selfRef" : "self", c.self).Null("other", c.other_scalar).Null("out", c.out);
  if (!k.ok()) return k.status();
  k.DtypeIn(c.inplace ? "selfRef" : "self", c.self->dtype, kMulDtypes);
  if (!c.inplace) k.DtypeIn("out", c.out->dtype, kMulDtypes);
  k.OutShape(c.out, c.self->view);
  if (Finish(k, c)) return k.status();
  r->fn = Fn::kMul;
  r->compute = MulsDtype(c.self->dtype, c.other_scalar->dtype, c.out->dtype);
  if (r->compute == ACL_DT_UNDEFINED) r->compute = c.self->dtype;  // unvalidated on A2; computed in self's dtype
  return ACLNN_SUCCESS;
}

// Div, DivMod (tensor-tensor).
aclnnStatus DivTT(const Call& c, Resolved* r) {
  Checks k(c.api);
  Shape bc;
  if (c.inplace) {
    k.Null("selfRef", c.self).Null("other", c.other);
    if (!k.ok()) return k.status();
    k.Broadcast(c.self, c.other, &bc).InplaceShape(c.self, bc);
  }
  k.Null("out", c.out).Null("other", c.other).Null("self", c.self);
  if (!k.ok()) return k.status();
  k.Rank("self", c.self).Rank("other", c.other).Broadcast(c.self, c.other, &bc).OutShape(c.out, bc);
  k.DtypeIn("other", c.other->dtype, kDivDtypes).DtypeIn("self", c.self->dtype, kDivDtypes);
  const aclDataType p = PromoteTypes(c.self->dtype, c.other->dtype);
  k.Promotable(c.self->dtype, c.other->dtype, p).Cast(p, c.out);
  k.NotPrivate("self", c.self).NotPrivate("other", c.other).NotPrivate("out", c.out);
  if (c.op == Op::kDivMod) k.Mode(c.mode);
  if (Finish(k, c)) return k.status();
  const int mode = c.op == Op::kDivMod ? c.mode : 0;
  if (mode == 0) {
    r->fn = Fn::kDiv;
    r->compute = DivCompute(p);
  } else if (mode == 1) {
    r->fn = Fn::kDivTrunc;
    r->compute = Floating(p) || Complex(p) || (c.self->dtype == ACL_INT32 && c.other->dtype == ACL_INT32) ? p : ACL_FLOAT;
  } else {
    r->fn = Fn::kDivFloor;
    r->compute = p == ACL_BOOL ? ACL_FLOAT : p;
  }
  return ACLNN_SUCCESS;
}

// Divs, DivMods (tensor-scalar).
aclnnStatus DivTS(const Call& c, Resolved* r) {
  Checks k(c.api);
  k.Null(c.inplace ? "selfRef" : "self", c.self).Null("other", c.other_scalar).Null("out", c.out);
  if (!k.ok()) return k.status();
  const aclDataType t = c.self->dtype, s = c.other_scalar->dtype;
  k.NotPrivate("out", c.out).NotPrivate("self", c.self);
  k.ScalarDtypeIn("other", s, kDivDtypes);
  k.DtypeIn("self", t, kDivDtypes).Rank("self", c.self).OutShape(c.out, c.self->view).Cast(t, c.out, "Self dtype");
  if (c.op == Op::kDivMods) k.Mode(c.mode);
  if (Finish(k, c)) return k.status();
  const int mode = c.op == Op::kDivMods ? c.mode : 0;
  if (Complex(t) || Complex(s)) {
    r->compute = PromoteTypes(t, s);
  } else if (mode == 2) {
    const aclDataType p = PromoteTypes(t, s);
    r->compute = p == ACL_BOOL ? ACL_FLOAT : p;
  } else if (Floating(t) || (t == ACL_INT32 && s == ACL_INT32 && mode == 1)) {
    r->compute = t;
  } else {
    r->compute = ACL_FLOAT;
  }
  r->fn = mode == 0 ? Fn::kDiv : mode == 1 ? Fn::kDivTrunc : Fn::kDivFloor;
  return ACLNN_SUCCESS;
}

aclnnStatus FloorDivideAny(const Call& c, Resolved* r) {
  Checks k(c.api);
  const bool ts = c.op == Op::kFloorDivides;
  Shape bc;
  if (c.inplace && !ts) {
    k.Null("selfRef", c.self).Null("other", c.other);
    if (!k.ok()) return k.status();
    k.Broadcast(c.self, c.other, &bc).InplaceShape(c.self, bc);
  }
  k.Null("self", c.self);
  if (ts) k.Null("other", c.other_scalar); else k.Null("other", c.other);
  k.Null("out", c.out);
  if (!k.ok()) return k.status();
  const aclDataType t = c.self->dtype, o = ts ? c.other_scalar->dtype : c.other->dtype;
  k.DtypeIn("self", t, kFloorDivDtypes);
  if (ts) {
    k.ScalarDtypeIn("other", o, kFloorDivDtypes);
  } else {
    k.DtypeIn("other", o, kFloorDivDtypes);
  }
  const aclDataType p = PromoteTypes(t, o);
  k.Promotable(t, o, p).Rank("self", c.self);
  if (ts) {
    k.OutShape(c.out, c.self->view);
  } else {
    k.Rank("other", c.other).Broadcast(c.self, c.other, &bc).OutShape(c.out, bc);
  }
  if (Finish(k, c)) return k.status();
  r->fn = Fn::kDivFloor;
  r->compute = p == ACL_BOOL ? ACL_FLOAT : p;
  return ACLNN_SUCCESS;
}

aclnnStatus RemainderAny(const Call& c, Resolved* r) {
  Checks k(c.api);
  r->fn = Fn::kRemainder;
  if (c.op == Op::kRemainderTT) {
    Shape bc;
    if (c.inplace) {
      k.Null("selfRef", c.self).Null("other", c.other);
      if (!k.ok()) return k.status();
      k.Broadcast(c.self, c.other, &bc).InplaceShape(c.self, bc);
    }
    k.Null("self", c.self).Null("other", c.other).Null("out", c.out);
    if (!k.ok()) return k.status();
    const aclDataType p = PromoteTypes(c.self->dtype, c.other->dtype);
    k.Promotable(c.self->dtype, c.other->dtype, p);
    if (k.ok()) k.Cast(p, c.out, "Result type").DtypeIn("promoted", p, kRemainderDtypes);
    k.Broadcast(c.self, c.other, &bc);
    // A2 accepts out [] against a broadcast shape [1] and the reverse (not in place).
    const bool scalar_like = !c.inplace && Numel(c.out->view) == 1 && Numel(bc) == 1 && c.out->view.size() <= 1 && bc.size() <= 1;
    if (!scalar_like) k.OutShape(c.out, bc);
    k.Rank("self", c.self).Rank("other", c.other).Rank("out", c.out);
    if (Finish(k, c)) return k.status();
    r->compute = p;
    return ACLNN_SUCCESS;
  }
  if (c.op == Op::kRemainderTS) {
    k.Null("self", c.self).Null("other", c.other_scalar).Null("out", c.out);
    if (!k.ok()) return k.status();
    const aclDataType t = c.self->dtype, s = c.other_scalar->dtype;
    k.OutShape(c.out, c.self->view);
    k.v().Check(!Complex(t) && !Complex(s), [&] { return "Remainder does not support complex operands (self " + DtName(t) + ", other " + DtName(s) + ")."; });
    const aclDataType cast = Floating(t) ? t : (Floating(s) || t == ACL_BOOL) ? PromoteTypes(t, s) : t;
    k.v().Check(CanCast(t, cast), [&] { return "Self dtype " + DtName(t) + " can't be cast to the desired output type " + DtName(cast) + "."; });
    k.DtypeIn("promoted", cast, kRemainderDtypes).Cast(cast, c.out, "Result type").Rank("self", c.self).Rank("out", c.out);
    if (Finish(k, c)) return k.status();
    r->compute = cast;
    return ACLNN_SUCCESS;
  }
  // ScalarTensor: null arguments give 561103 here (upstream UT).
  k.Null("self", c.self_scalar, kEwInnerNullptr).Null("other", c.other, kEwInnerNullptr).Null("out", c.out, kEwInnerNullptr);
  if (!k.ok()) return k.status();
  const aclDataType o = c.other->dtype, y = c.out->dtype;
  k.OutShape(c.out, c.other->view);
  k.v().Check(!Complex(o) && !Complex(c.self_scalar->dtype), [&] {
    return "Remainder does not support complex operands (self " + DtName(c.self_scalar->dtype) + ", other " + DtName(o) + ").";
  });
  k.Cast(o, c.out, "Other dtype").DtypeIn("out", y, kRemainderDtypes).Rank("other", c.other).Rank("out", c.out);
  if (Finish(k, c)) return k.status();
  r->compute = y;
  r->swap = false;
  return ACLNN_SUCCESS;
}

aclnnStatus FmodAny(const Call& c, Resolved* r) {
  Checks k(c.api);
  const bool ts = c.op == Op::kFmodScalar;
  k.Null("self", c.self);
  if (ts) k.Null("other", c.other_scalar); else k.Null("other", c.other);
  k.Null("out", c.out);
  if (!k.ok()) return k.status();
  const aclDataType t = c.self->dtype, o = ts ? c.other_scalar->dtype : c.other->dtype;
  k.DtypeIn("self", t, kFmodDtypes);
  if (ts) {
    k.ScalarDtypeIn("other", o, kFmodDtypes);
  } else {
    k.DtypeIn("other", o, kFmodDtypes);
  }
  k.DtypeIn("out", c.out->dtype, kFmodDtypes);
  const aclDataType p = PromoteTypes(t, o);
  k.Promotable(t, o, p).DtypeIn("promoted", p, kFmodDtypes).Rank("self", c.self);
  Shape bc = c.self->view;
  if (!ts) k.Rank("other", c.other).Broadcast(c.self, c.other, &bc);
  k.OutShape(c.out, bc);
  if (Finish(k, c)) return k.status();
  r->fn = Fn::kFmod;
  r->compute = p;
  return ACLNN_SUCCESS;
}

}  // namespace

aclnnStatus Validate(const Call& c, Resolved* r) {
  switch (c.op) {
    case Op::kAdd: case Op::kSub: case Op::kRsub: return AddSubTT(c, r);
    case Op::kAdds: case Op::kSubs: case Op::kRsubs: case Op::kAddV3: return AddSubTS(c, r);
    case Op::kMul: return MulTT(c, r);
    case Op::kMuls: return MulTS(c, r);
    case Op::kDiv: case Op::kDivMod: return DivTT(c, r);
    case Op::kDivs: case Op::kDivMods: return DivTS(c, r);
    case Op::kFloorDivide: case Op::kFloorDivides: return FloorDivideAny(c, r);
    case Op::kRemainderTT: case Op::kRemainderTS: case Op::kRemainderST: return RemainderAny(c, r);
    case Op::kFmodTensor: case Op::kFmodScalar: return FmodAny(c, r);
  }
  return ACLNN_ERR_PARAM_INVALID;
}

}  // namespace binary
}  // namespace ops
}  // namespace aclnn_cpu
