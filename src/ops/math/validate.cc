// Validation of the family (elementwise math spec §2, §3.1-§3.3, §3.12): per operator, the device's
// checks in its order with their codes and messages (rows from core/ew_checks.h), then the
// library's own (dtypes values convert to, views inside their storage), and the compute dtype.
#include <string>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/ew_checks.h"
#include "ops/math/math.h"

namespace aclnn_cpu {
namespace ops {
namespace math {
namespace {

const std::initializer_list<aclDataType> kPowDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT8, ACL_UINT8,
                                                       ACL_DOUBLE, ACL_BOOL, ACL_INT16, ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16};
const std::initializer_list<aclDataType> kMaxMinDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_INT64,
                                                          ACL_BF16, ACL_INT16, ACL_UINT8, ACL_DOUBLE, ACL_BOOL};
const std::initializer_list<aclDataType> kMaxNDtypes = {ACL_FLOAT16, ACL_FLOAT, ACL_INT8, ACL_INT32, ACL_INT64, ACL_BF16};
const std::initializer_list<aclDataType> kAddNDtypes = {ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_BF16, ACL_FLOAT};
const std::initializer_list<aclDataType> kAddReluDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8,
                                                           ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64};

bool Floating(aclDataType d) { return IsFloatingType(d); }

// §2.1: the A2 compute dtype of a tensor t with a scalar s (PowTensorScalar; PowScalarTensor with
// the roles swapped). The DOUBLE-with-FLOAT-out rule looks at the scalar for TensorScalar and at
// the tensor for ScalarTensor, as the device does.
aclDataType PowTensorScalarDtype(aclDataType t, aclDataType s, aclDataType out) {
  if (s == ACL_DOUBLE && out == ACL_FLOAT) return ACL_FLOAT;
  if (IsComplexType(s)) return PromoteTypes(t, s);
  if (Floating(t)) return t;
  if (Floating(s) || t == ACL_BOOL) return PromoteTypes(t, s);
  return t;
}
aclDataType PowScalarTensorDtype(aclDataType s, aclDataType t, aclDataType out) {
  if (t == ACL_DOUBLE && out == ACL_FLOAT) return ACL_FLOAT;
  if (IsComplexType(s)) return PromoteTypes(s, t);
  if (Floating(t)) return t;
  if (Floating(s) || t == ACL_BOOL) return PromoteTypes(t, s);
  return t;
}

aclnnStatus Finish(EwChecks& k, const Call& c) {
  k.ValueDtype("self", c.self).ValueDtype("other", c.other).ValueDtype("out", c.out);
  k.ViewInStorage("self", c.self).ViewInStorage("other", c.other).ViewInStorage("out", c.out);
  return k.status();
}

void BothBool(EwChecks& k, aclDataType a, aclDataType b) {
  k.v().Check(!(a == ACL_BOOL && b == ACL_BOOL), [] { return std::string("Self and exponent dtype are bool is not supported."); });
}

// PowTensorScalar and PowScalarTensor (§3.1).
aclnnStatus PowScalar(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  const bool ts = c.op == Op::kPowTensorScalar;
  const aclTensor* t = ts ? c.self : c.other;
  const aclScalar* s = ts ? c.other_scalar : c.self_scalar;
  if (ts) {
    k.Null("self", t).Null("exponent", s).Null("out", c.out);
  } else {
    k.Null("self", s).Null("exponent", t).Null("out", c.out);
  }
  if (!k.ok()) return k.status();
  const aclDataType self_dt = ts ? t->dtype : s->dtype;
  const aclDataType exp_dt = ts ? s->dtype : t->dtype;
  k.v().Check(DtypeIn(self_dt, kPowDtypes), [&] {
    return "Self dtype " + DtName(self_dt) + " should be in dtype support list " + DtypeList(kPowDtypes) + ".";
  });
  k.v().Check(DtypeIn(exp_dt, kPowDtypes), [&] {
    return "exp dtype " + DtName(exp_dt) + " should be in dtype support list " + DtypeList(kPowDtypes) + ".";
  });
  if (!k.ok()) return k.status();
  const aclDataType promote = PromoteTypes(self_dt, exp_dt);
  k.v().Check(promote != ACL_DT_UNDEFINED, [&] {
    return "self dtype " + DtName(self_dt) + " and exponent dtype " + DtName(exp_dt) + " can not promote dtype.";
  });
  if (!k.ok()) return k.status();
  k.Cast(promote, c.out);
  const aclDataType p = ts ? PowTensorScalarDtype(t->dtype, s->dtype, c.out->dtype)
                           : PowScalarTensorDtype(s->dtype, t->dtype, c.out->dtype);
  k.Promotable(self_dt, exp_dt, p);
  BothBool(k, self_dt, exp_dt);
  if (!k.ok()) return k.status();
  k.Cast(p, c.out).Rank(ts ? "self" : "exponent", t).OutShape(c.out, t->view);
  if (Finish(k, c)) return k.status();
  r->fn = Fn::kPow;
  r->compute = p;
  return ACLNN_SUCCESS;
}

aclnnStatus PowTT(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("self", c.self).Null("exponent", c.other).Null("out", c.out);
  if (!k.ok()) return k.status();
  BothBool(k, c.self->dtype, c.other->dtype);
  k.DtypeIn("self", c.self->dtype, kPowDtypes).DtypeIn("exponent", c.other->dtype, kPowDtypes);
  const aclDataType p = PromoteTypes(c.self->dtype, c.other->dtype);
  k.v().Check(p != ACL_DT_UNDEFINED, [&] {
    return "self dtype " + DtName(c.self->dtype) + " and exponent dtype " + DtName(c.other->dtype) +
           " can not promote dtype.";
  });
  if (!k.ok()) return k.status();
  k.Cast(p, c.out).Rank("self", c.self).Rank("exponent", c.other);
  Shape bc;
  k.Broadcast(c.self, c.other, &bc);
  if (!k.ok()) return k.status();
  k.v().Check(bc == c.out->view, [&] {
    return "Shape of out should be " + ShapeString(bc) + ", but current is " + ShapeString(c.out->view) + ".";
  });
  if (Finish(k, c)) return k.status();
  r->fn = Fn::kPow;
  r->compute = p;
  return ACLNN_SUCCESS;
}

aclnnStatus MaxMin(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("self", c.self).Null("other", c.other).Null("out", c.out);
  if (!k.ok()) return k.status();
  k.DtypeIn("self", c.self->dtype, kMaxMinDtypes).DtypeIn("other", c.other->dtype, kMaxMinDtypes);
  k.DtypeIn("out", c.out->dtype, kMaxMinDtypes);
  const aclDataType p = PromoteTypes(c.self->dtype, c.other->dtype);
  k.Promotable(c.self->dtype, c.other->dtype, p);
  if (!k.ok()) return k.status();
  k.Cast(p, c.out).Rank("self", c.self).Rank("other", c.other);
  Shape bc;
  k.Broadcast(c.self, c.other, &bc);
  if (!k.ok()) return k.status();
  k.OutShape(c.out, bc);
  if (Finish(k, c)) return k.status();
  r->fn = c.op == Op::kMaximum ? Fn::kMax : Fn::kMin;
  r->compute = p;
  return ACLNN_SUCCESS;
}

aclnnStatus AddRelu(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null(c.inplace ? "selfRef" : "self", c.self).Null("other", c.other).Null("alpha", c.alpha).Null("out", c.out);
  if (!k.ok()) return k.status();
  k.DtypeIn(c.inplace ? "selfRef" : "self", c.self->dtype, kAddReluDtypes).DtypeIn("other", c.other->dtype, kAddReluDtypes);
  if (!c.inplace) k.DtypeIn("out", c.out->dtype, kAddReluDtypes);
  const aclDataType p = PromoteTypes(c.self->dtype, c.other->dtype);
  k.Promotable(c.self->dtype, c.other->dtype, p);
  if (!k.ok()) return k.status();
  k.Alpha(c.alpha, p, true).Cast(p, c.out).Rank("self", c.self).Rank("other", c.other);
  Shape bc;
  k.Broadcast(c.self, c.other, &bc);
  if (!k.ok()) return k.status();
  if (c.inplace) k.InplaceShape(c.self, bc);
  else k.OutShape(c.out, bc);
  if (Finish(k, c)) return k.status();
  r->fn = Fn::kAddRelu;
  // Floating promotions compute in FLOAT (the device casts to FLOAT); the engine's fp32 domain
  // rounds once to the compute dtype.
  r->compute = p;
  return ACLNN_SUCCESS;
}

// The list's elements (after the null checks).
const aclTensor* Elem(const Call& c, size_t i) { return c.list->v[i]; }

aclnnStatus MaxMinN(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("tensors", c.list);
  if (!k.ok()) return k.status();
  for (size_t i = 0; i < c.list->v.size() && k.ok(); ++i) {
    const std::string name = "tensors[" + std::to_string(i) + "]";
    k.Null(name.c_str(), Elem(c, i));
  }
  k.Null("out", c.out);
  if (!k.ok()) return k.status();
  k.DtypeIn("out", c.out->dtype, kMaxNDtypes);
  for (size_t i = 0; i < c.list->v.size() && k.ok(); ++i) {
    const aclTensor* t = Elem(c, i);
    const std::string name = "tensors[" + std::to_string(i) + "]";
    k.DtypeIn(name.c_str(), t->dtype, kMaxNDtypes);
    k.v().Check(t->dtype == c.out->dtype, [&] {
      return "Expected " + name + " dtype " + DtName(t->dtype) + " to be equal to out dtype " + DtName(c.out->dtype) + ".";
    });
  }
  for (size_t i = 0; i < c.list->v.size() && k.ok(); ++i) {
    const std::string name = "tensors[" + std::to_string(i) + "]";
    k.Rank(name.c_str(), Elem(c, i));
  }
  k.Rank("out", c.out);
  k.v().Check(!c.list->v.empty(), [] { return std::string("The input tensor list should not be empty."); });
  if (!k.ok()) return k.status();
  Shape bc = Elem(c, 0)->view;
  for (size_t i = 1; i < c.list->v.size() && k.ok(); ++i) {
    Shape next;
    const bool good = BroadcastShapes(Elem(c, i)->view, bc, &next);
    k.v().Check(good, [&] {
      return "the size of tensor " + ShapeString(Elem(c, i)->view) + " must match the size of tensor " + ShapeString(bc) + ".";
    });
    if (good) bc = next;
  }
  if (!k.ok()) return k.status();
  k.OutShape(c.out, bc);
  for (size_t i = 0; i < c.list->v.size(); ++i) k.ValueDtype("tensors", Elem(c, i)).ViewInStorage("tensors", Elem(c, i));
  k.ViewInStorage("out", c.out);
  if (!k.ok()) return k.status();
  r->fn = c.op == Op::kMaxN ? Fn::kMax : Fn::kMin;
  r->compute = c.out->dtype;
  return ACLNN_SUCCESS;
}

aclnnStatus AddN(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("tensors", c.list);
  if (!k.ok()) return k.status();
  for (size_t i = 0; i < c.list->v.size() && k.ok(); ++i) {
    k.v().Check(Elem(c, i) != nullptr, [&] {
      return "Expected a proper Tensor but got null for tensor " + std::to_string(i) + ".";
    }, ACLNN_ERR_PARAM_NULLPTR);
  }
  k.Null("out", c.out);
  if (!k.ok()) return k.status();
  // The device reads element 0 before it looks at the list's size (undefined for an empty list).
  k.v().Check(!c.list->v.empty(), [] { return std::string("The input tensor list should not be empty."); });
  if (!k.ok()) return k.status();
  k.v().Check(Elem(c, 0)->dtype == c.out->dtype, [] { return std::string("dtype of tensor 0 and out must be the same."); });
  for (size_t i = 0; i < c.list->v.size() && k.ok(); ++i) {
    const aclDataType d = Elem(c, i)->dtype;
    k.v().Check(DtypeIn(d, kAddNDtypes), [&] {
      return "Tensor " + std::to_string(i) + " not implemented for " + DtName(d) + ", should be in dtype support list " +
             DtypeList(kAddNDtypes) + ".";
    });
  }
  k.DtypeIn("out", c.out->dtype, kAddNDtypes);
  for (size_t i = 0; i < c.list->v.size() && k.ok(); ++i) {
    const size_t dims = Elem(c, i)->view.size();
    k.v().Check(dims <= kEwMaxRank, [&] {
      return "Dim of tensor " + std::to_string(i) + " is " + std::to_string(dims) + ", can't be greater than " +
             std::to_string(kEwMaxRank) + ".";
    });
  }
  k.Rank("out", c.out);
  for (size_t i = 1; i < c.list->v.size() && k.ok(); ++i) {
    k.v().Check(Elem(c, i)->view == Elem(c, 0)->view, [] { return std::string("Input tensors should have same shape."); });
  }
  k.v().Check(Elem(c, 0)->view == c.out->view, [] { return std::string("Input tensors should have same shape with output."); });
  k.NotPrivate("tensors[0]", Elem(c, 0));
  // Library rule: elements after the first must have out's dtype too (the device passes a mixed
  // list on to its kernel unchecked).
  for (size_t i = 1; i < c.list->v.size() && k.ok(); ++i) {
    k.v().Check(Elem(c, i)->dtype == c.out->dtype, [&] {
      return "dtype of tensor " + std::to_string(i) + " (" + DtName(Elem(c, i)->dtype) + ") and out (" +
             DtName(c.out->dtype) + ") must be the same.";
    });
  }
  for (size_t i = 0; i < c.list->v.size(); ++i) k.ViewInStorage("tensors", Elem(c, i));
  k.ViewInStorage("out", c.out);
  if (!k.ok()) return k.status();
  r->fn = Fn::kAdd;
  r->compute = c.out->dtype;
  return ACLNN_SUCCESS;
}

}  // namespace

aclnnStatus Validate(const Call& c, Resolved* r) {
  switch (c.op) {
    case Op::kPowTensorScalar:
    case Op::kPowScalarTensor: return PowScalar(c, r);
    case Op::kPowTensorTensor: return PowTT(c, r);
    case Op::kMaximum:
    case Op::kMinimum: return MaxMin(c, r);
    case Op::kMaxN:
    case Op::kMinN: return MaxMinN(c, r);
    case Op::kAddN: return AddN(c, r);
    case Op::kAddRelu: return AddRelu(c, r);
  }
  return ACLNN_ERR_PARAM_INVALID;
}

}  // namespace math
}  // namespace ops
}  // namespace aclnn_cpu
