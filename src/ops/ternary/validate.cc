// Validation of the ternary family (elementwise math spec §2, §3.7, §3.8, §3.10): per operator, the
// device's checks in its order with their codes and messages, and the compute dtype.
#include <string>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/ew_checks.h"
#include "ops/ternary/ternary.h"

namespace aclnn_cpu {
namespace ops {
namespace ternary {
namespace {

using L = std::initializer_list<aclDataType>;

const L kLerpDtypes = {ACL_FLOAT16, ACL_FLOAT, ACL_BF16};
const L kLerpsOutDtypes = {ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_BF16};
const L kAddcdivDtypes = {ACL_FLOAT, ACL_INT64, ACL_FLOAT16, ACL_DOUBLE, ACL_BF16};
const L kAddcmulDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT8, ACL_UINT8, ACL_DOUBLE, ACL_BF16};
const L kAddcmulPromoteRefused = {ACL_INT16, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128};
const L kSWhereDtypes = {ACL_FLOAT, ACL_INT32, ACL_UINT64, ACL_INT64, ACL_UINT32, ACL_FLOAT16, ACL_UINT16, ACL_INT16,
                         ACL_INT8, ACL_UINT8, ACL_DOUBLE, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16};
const L kConditionDtypes = {ACL_BOOL, ACL_UINT8};

// "Tensor end expected dtype is DT_FLOAT but found DT_FLOAT16."
void DtypeIs(EwChecks& k, const char* name, const aclTensor* t, aclDataType want) {
  k.v().Check(t->dtype == want, [&] {
    return std::string("Tensor ") + name + " expected dtype is " + DtName(want) + " but found " + DtName(t->dtype) + ".";
  });
}

// "The self tensor cannot be larger than 8 dimensions."
void MaxRank(EwChecks& k, const char* name, const aclTensor* t) {
  k.v().Check(t->view.size() <= kEwMaxRank, [&] {
    return std::string("The ") + name + " tensor cannot be larger than " + std::to_string(kEwMaxRank) + " dimensions.";
  });
}

void Broadcast(EwChecks& k, const Shape& a, const Shape& b, Shape* out, const std::string& msg) {
  if (!k.ok()) return;
  Shape s;
  k.v().Check(BroadcastShapes(a, b, &s), [&] { return msg; });
  if (k.ok()) *out = s;
}

void OutShouldBe(EwChecks& k, const aclTensor* out, const Shape& want) {
  if (!k.ok()) return;
  k.v().Check(out->view == want, [&] {
    return "Shape of out should be " + ShapeString(want) + ", but current is " + ShapeString(out->view) + ".";
  });
}

// The library's checks after the device's: views inside their storage.
aclnnStatus Finish(EwChecks& k, const Call& c) {
  k.ViewInStorage("self", c.self).ViewInStorage("a", c.a).ViewInStorage("b", c.b).ViewInStorage("condition", c.c);
  k.ViewInStorage("out", c.out);
  return k.status();
}

bool Contiguous(const aclTensor* t) { return t == nullptr || IsContiguous(*t); }

// Lerp: self of the list; end, weight and out of self's dtype; self with end, then with weight;
// out of the broadcast shape; ranks only for a non-contiguous operand (contiguous ones only warn).
aclnnStatus Lerp(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("self", c.self).Null("end", c.a).Null("weight", c.b).Null("out", c.out);
  if (!k.ok()) return k.status();
  const aclDataType t = c.self->dtype;
  k.DtypeIn("self", t, kLerpDtypes);
  if (k.ok()) DtypeIs(k, "end", c.a, t);
  if (k.ok()) DtypeIs(k, "weight", c.b, t);
  if (k.ok()) DtypeIs(k, "out", c.out, t);
  Shape se, sew;
  Broadcast(k, c.self->view, c.a->view, &se, "Shape of self and end can't broadcast.");
  Broadcast(k, c.b->view, se, &sew, "Shape of self, end and weight can't broadcast.");
  OutShouldBe(k, c.out, sew);
  if (!(Contiguous(c.self) && Contiguous(c.a) && Contiguous(c.b) && Contiguous(c.out))) {
    MaxRank(k, "self", c.self);
    MaxRank(k, "end", c.a);
    MaxRank(k, "weight", c.b);
  }
  r->compute = t;
  return Finish(k, c);
}

// Lerps: self and end of the list and equal; out of its own list; self with end; out shape.
aclnnStatus Lerps(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("self", c.self).Null("end", c.a);
  k.v().Check(c.scalar != nullptr, [] {
    return std::string("Expected a value of type [aclScalar] for argument [weight] but instead found nullptr.");
  }, ACLNN_ERR_PARAM_NULLPTR);
  k.Null("out", c.out);
  if (!k.ok()) return k.status();
  const aclDataType t = c.self->dtype;
  k.DtypeIn("self", t, kLerpDtypes).DtypeIn("end", c.a->dtype, kLerpDtypes);
  if (k.ok()) DtypeIs(k, "end", c.a, t);
  k.DtypeIn("out", c.out->dtype, kLerpsOutDtypes);
  Shape se;
  Broadcast(k, c.self->view, c.a->view, &se, "Shape of self and end can't broadcast.");
  OutShouldBe(k, c.out, se);
  if (!(Contiguous(c.self) && Contiguous(c.a) && Contiguous(c.out))) {
    MaxRank(k, "self", c.self);
    MaxRank(k, "end", c.a);
  }
  r->compute = t;
  return Finish(k, c);
}

// The promotion rows Addcdiv and Addcmul share: tensor1 with tensor2, then self with that.
aclDataType Promote(EwChecks& k, const Call& c) {
  const aclDataType t1 = c.a->dtype, t2 = c.b->dtype, s = c.self->dtype;
  const aclDataType p1 = PromoteTypes(t1, t2);
  k.v().Check(p1 != ACL_DT_UNDEFINED, [&] {
    return "tensor1 dtype " + DtName(t1) + " and tensor2 dtype " + DtName(t2) + " can not promote dtype.";
  });
  if (!k.ok()) return ACL_DT_UNDEFINED;
  const aclDataType p = PromoteTypes(s, p1);
  k.v().Check(p != ACL_DT_UNDEFINED, [&] {
    return "self dtype " + DtName(s) + " and tensor1 * tensor2 dtype " + DtName(t1) + " * " + DtName(t2) +
           " can not promote dtype.";
  });
  return p;
}

void ResultCast(EwChecks& k, aclDataType p, const aclTensor* out) {
  if (!k.ok()) return;
  k.v().Check(CanCast(p, out->dtype), [&] {
    return "Result type " + DtName(p) + " can't be cast to the desired output type " + DtName(out->dtype) + ".";
  });
}

void Nulls4(EwChecks& k, const Call& c) {
  k.Null("self", c.self).Null("tensor1", c.a).Null("tensor2", c.b);
  k.v().Check(c.scalar != nullptr, [] {
    return std::string("Expected a value of type [aclScalar] for argument [value] but instead found nullptr.");
  }, ACLNN_ERR_PARAM_NULLPTR);
  k.Null("out", c.out);
}

// Addcdiv: dtypes, promotion and the cast to out, ranks (out included), then tensor1 with
// tensor2, self with that, out of the broadcast shape.
aclnnStatus Addcdiv(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  Nulls4(k, c);
  if (!k.ok()) return k.status();
  k.DtypeIn("self", c.self->dtype, kAddcdivDtypes).DtypeIn("tensor1", c.a->dtype, kAddcdivDtypes);
  k.DtypeIn("tensor2", c.b->dtype, kAddcdivDtypes);
  if (!k.ok()) return k.status();
  const aclDataType p = Promote(k, c);
  ResultCast(k, p, c.out);
  k.ValueDtype("out", c.out);  // library row: an out dtype values convert to
  MaxRank(k, "self", c.self);
  MaxRank(k, "tensor1", c.a);
  MaxRank(k, "tensor2", c.b);
  MaxRank(k, "out", c.out);
  Shape s1, s2;
  Broadcast(k, c.a->view, c.b->view, &s1,
            "The size of tensor tensor1 " + ShapeString(c.a->view) + " must match the size of tensor tensor2 " +
                ShapeString(c.b->view) + ".");
  Broadcast(k, c.self->view, s1, &s2,
            "The size of tensor self " + ShapeString(c.self->view) + " must match the size " + ShapeString(s1) + ".");
  if (k.ok()) {
    k.v().Check(c.out->view == s2, [&] {
      return "Expected tensor for out to have same size as " + ShapeString(s2) + ", but got " +
             ShapeString(c.out->view) + ".";
    });
  }
  r->compute = p;
  return Finish(k, c);
}

// Addcmul: dtypes, promotion (INT16, BOOL and complex refused) and the cast to out, private
// formats, ranks (not out's), tensor1 with tensor2, self with that, out of the broadcast shape.
aclnnStatus Addcmul(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  Nulls4(k, c);
  if (!k.ok()) return k.status();
  k.DtypeIn("self", c.self->dtype, kAddcmulDtypes).DtypeIn("tensor1", c.a->dtype, kAddcmulDtypes);
  k.DtypeIn("tensor2", c.b->dtype, kAddcmulDtypes);
  if (!k.ok()) return k.status();
  const aclDataType p = Promote(k, c);
  if (k.ok()) {
    k.v().Check(!DtypeIn(p, kAddcmulPromoteRefused), [&] {
      return "addcmul can not support promote dtype " + DtName(p) + ", self dtype is " + DtName(c.self->dtype) +
             " and tensor1 * tensor2 dtype is " + DtName(c.a->dtype) + " * " + DtName(c.b->dtype);
    });
  }
  ResultCast(k, p, c.out);
  k.ValueDtype("out", c.out);  // library row
  if (k.ok()) {
    const bool priv = IsPrivateFormat(c.self->format) || IsPrivateFormat(c.a->format) || IsPrivateFormat(c.b->format) ||
                      IsPrivateFormat(c.out->format);
    k.v().Check(!priv, [&] {
      return std::string("Format only support ND, NCHW, NHWC, HWCN, NDHWC, NCDHW, self [") + FormatName(c.self->format) +
             "], tensor1 [" + FormatName(c.a->format) + "], tensor2 [" + FormatName(c.b->format) + "], out [" +
             FormatName(c.out->format) + "].";
    });
  }
  MaxRank(k, "self", c.self);
  MaxRank(k, "tensor1", c.a);
  MaxRank(k, "tensor2", c.b);
  Shape s1, s2;
  Broadcast(k, c.a->view, c.b->view, &s1, "Shape of tensor1 and tensor2 can't broadcast.");
  Broadcast(k, c.self->view, s1, &s2, "Shape of self and other can't broadcast.");
  OutShouldBe(k, c.out, s2);
  r->compute = p;
  return Finish(k, c);
}

// SWhere: nulls (self, other, condition, out), dtypes (self, other, out, then condition), ranks
// (not out's), self with other, condition with that, out of the broadcast shape. The promotion of
// self and other is checked after the empty short cut (select.cc), where the device's cast fails.
aclnnStatus SWhere(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null("self", c.self).Null("other", c.a).Null("condition", c.c).Null("out", c.out);
  if (!k.ok()) return k.status();
  k.DtypeIn("self", c.self->dtype, kSWhereDtypes).DtypeIn("other", c.a->dtype, kSWhereDtypes);
  k.DtypeIn("out", c.out->dtype, kSWhereDtypes).DtypeIn("condition", c.c->dtype, kConditionDtypes);
  MaxRank(k, "self", c.self);
  MaxRank(k, "other", c.a);
  MaxRank(k, "condition", c.c);
  Shape so, sc;
  Broadcast(k, c.self->view, c.a->view, &so,
            "The size of tensor self " + ShapeString(c.self->view) + " must match the size of tensor other " +
                ShapeString(c.a->view) + ".");
  Broadcast(k, c.c->view, so, &sc, "Shape of self other and condition can't broadcast.");
  OutShouldBe(k, c.out, sc);
  r->compute = PromoteTypes(c.self->dtype, c.a->dtype);
  return Finish(k, c);
}

}  // namespace

aclnnStatus Validate(const Call& c, Resolved* r) {
  switch (c.op) {
    case Op::kLerp: return Lerp(c, r);
    case Op::kLerps: return Lerps(c, r);
    case Op::kAddcdiv: return Addcdiv(c, r);
    case Op::kAddcmul: return Addcmul(c, r);
    case Op::kSWhere: return SWhere(c, r);
  }
  return ACLNN_ERR_PARAM_INVALID;
}

}  // namespace ternary
}  // namespace ops
}  // namespace aclnn_cpu
