// Validation of the clamp family (elementwise math spec §3.9): per form, the device's checks in
// its order with their statuses and messages, and the dtype the clamp runs in (§2.1: out's dtype
// for scalar bounds on A2, the promoted dtype for bound tensors, self's dtype for Hardtanh).
#include <cinttypes>
#include <cstdio>
#include <string>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/ew_checks.h"
#include "core/value_cast.h"
#include "ops/clamp/clamp.h"

namespace aclnn_cpu {
namespace ops {
namespace clamp {
namespace {

// The A2 list (910B / 910_93) of every form.
const std::initializer_list<aclDataType> kDtypes = {ACL_FLOAT16, ACL_FLOAT, ACL_INT32,  ACL_INT64, ACL_INT16,
                                                    ACL_INT8,    ACL_UINT8, ACL_DOUBLE, ACL_BF16};

const char* SelfName(const Call& c) { return c.inplace ? "selfRef" : "self"; }

void SameShape(EwChecks& k, const Call& c) {
  k.v().Check(c.self->view == c.out->view, [&] {
    return "Expected tensor for out to have same size as tensor for " + std::string(SelfName(c)) + ", but " +
           ShapeString(c.out->view) + " does not equal " + ShapeString(c.self->view) + ".";
  });
}

// The library's own rows after the device's: every view inside its storage.
aclnnStatus Finish(EwChecks& k, const Call& c) {
  k.ViewInStorage(SelfName(c), c.self).ViewInStorage("min", c.min_t).ViewInStorage("max", c.max_t);
  if (!c.inplace) k.ViewInStorage("out", c.out);
  return k.status();
}

const char* kAtLeastOne = "clamp: At least one of 'min' or 'max' must not be None.";

// Clamp, ClampMin, ClampMax, InplaceClampMax.
aclnnStatus ScalarForm(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  // ClampMin / ClampMax check their one bound before anything else.
  if (c.op == Op::kClampMin) k.Null("clipValueMin", c.min_s);
  if (c.op == Op::kClampMax) k.Null("clipValueMax", c.max_s);
  k.Null(SelfName(c), c.self).Null("out", c.out);
  k.v().Check(c.min_s != nullptr || c.max_s != nullptr, [] { return std::string(kAtLeastOne); },
              ACLNN_ERR_PARAM_NULLPTR);
  if (!k.ok()) return k.status();
  k.DtypeIn(SelfName(c), c.self->dtype, kDtypes).DtypeIn("out", c.out->dtype, kDtypes);
  SameShape(k, c);
  k.Rank(SelfName(c), c.self).Rank("out", c.out);
  if (!k.ok()) return k.status();
  if (IsEmpty(*c.self)) return Finish(k, c);  // before the cast check, as on the device
  k.v().Check(CanCast(c.self->dtype, c.out->dtype), [&] {
    return "self type " + DtName(c.self->dtype) + " can't be cast to the output type " + DtName(c.out->dtype) + ".";
  });
  r->compute = c.out->dtype;
  return Finish(k, c);
}

// ClampTensor, ClampMinTensor, ClampMaxTensor and the in-place forms.
aclnnStatus TensorForm(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  if (c.op == Op::kClampMinTensor) k.Null("clipValueMin", c.min_t);
  if (c.op == Op::kClampMaxTensor) k.Null("max", c.max_t);
  k.Null(SelfName(c), c.self).Null("out", c.out);
  k.v().Check(c.min_t != nullptr || c.max_t != nullptr, [] { return std::string(kAtLeastOne); },
              ACLNN_ERR_PARAM_NULLPTR);
  if (!k.ok()) return k.status();
  k.DtypeIn(SelfName(c), c.self->dtype, kDtypes).DtypeIn("out", c.out->dtype, kDtypes);
  k.Rank(SelfName(c), c.self).Rank("out", c.out);
  if (c.min_t) k.Rank("min", c.min_t);
  if (c.max_t) k.Rank("max", c.max_t);
  if (!k.ok()) return k.status();
  if (IsEmpty(*c.self) || (c.min_t && IsEmpty(*c.min_t)) || (c.max_t && IsEmpty(*c.max_t))) return Finish(k, c);

  aclDataType p = c.self->dtype;
  if (c.min_t) p = PromoteTypes(p, c.min_t->dtype);
  if (c.max_t && p != ACL_DT_UNDEFINED) p = PromoteTypes(p, c.max_t->dtype);
  k.v().Check(p != ACL_DT_UNDEFINED, [] { return std::string("promote type fail."); });
  if (!k.ok()) return k.status();
  k.Cast(p, c.out, "promote dtype");
  k.v().Check(DtypeIn(p, kDtypes), [&] {
    return "promote dtype not implemented for " + DtName(p) + ", should be in dtype support list " +
           DtypeList(kDtypes) + ".";
  });
  k.DtypeIn("out", c.out->dtype, kDtypes);
  if (!k.ok()) return k.status();

  // self with min, then max with that (or self with the one bound); out equals the result.
  const aclTensor* first = c.min_t ? c.min_t : c.max_t;
  Shape bc;
  k.v().Check(BroadcastShapes(c.self->view, first->view, &bc), [&] {
    return "the size of tensor self " + ShapeString(c.self->view) + " must match the size of tensor " +
           (c.min_t ? "min " : "max ") + ShapeString(first->view) + ".";
  });
  if (k.ok() && c.min_t && c.max_t) {
    Shape both;
    k.v().Check(BroadcastShapes(c.max_t->view, bc, &both), [&] {
      return "the size of tensor self/min " + ShapeString(bc) + " must match the size of tensor max " +
             ShapeString(c.max_t->view) + ".";
    });
    bc = both;
  }
  if (k.ok()) {
    k.v().Check(bc == c.out->view, [&] {
      return "expected tensor for out to have same size as tensor for broadcast, but " + ShapeString(c.out->view) +
             " does not equal " + ShapeString(bc) + ".";
    });
  }
  r->compute = p;
  return Finish(k, c);
}

// Hardtanh, InplaceHardtanh.
aclnnStatus HardtanhForm(const Call& c, Resolved* r) {
  EwChecks k(c.api);
  k.Null(SelfName(c), c.self).Null("clipValueMin", c.min_s).Null("clipValueMax", c.max_s).Null("out", c.out);
  if (!k.ok()) return k.status();
  k.DtypeIn(SelfName(c), c.self->dtype, kDtypes);
  k.ScalarDtypeIn("clipValueMin", c.min_s->dtype, kDtypes).ScalarDtypeIn("clipValueMax", c.max_s->dtype, kDtypes);
  k.v().Check(c.self->dtype == c.out->dtype, [&] {
    return "Expected dtype of out to be equal to " + DtName(c.self->dtype) + ", but got " + DtName(c.out->dtype) + ".";
  });
  k.Rank(SelfName(c), c.self);
  SameShape(k, c);
  if (!k.ok()) return k.status();
  // min <= max, compared in min's category: as int64 for an integral min, as double for a floating
  // one (a NaN bound passes).
  const aclDataType md = c.min_s->dtype;
  if (IsIntegralType(md, false)) {
    const int64_t lo = ScalarAs<int64_t>(*c.min_s), hi = ScalarAs<int64_t>(*c.max_s);
    k.v().Check(lo <= hi, [&] {
      char buf[160];
      std::snprintf(buf, sizeof buf, "min must less than max or equal to max, but min is %" PRId64 " and max is %" PRId64 ".",
                    lo, hi);
      return std::string(buf);
    });
  } else if (IsFloatingType(md)) {
    const double lo = ScalarAs<double>(*c.min_s), hi = ScalarAs<double>(*c.max_s);
    k.v().Check(!(lo > hi), [&] {
      char buf[160];
      std::snprintf(buf, sizeof buf, "min must less than max or equal to max, but min is %f and max is %f.", lo, hi);
      return std::string(buf);
    });
  }
  if (!k.ok()) return k.status();
  if (!IsEmpty(*c.self)) r->compute = c.self->dtype;
  return Finish(k, c);
}

}  // namespace

aclnnStatus Validate(const Call& c, Resolved* r) {
  r->compute = ACL_DT_UNDEFINED;
  switch (c.op) {
    case Op::kClamp: case Op::kClampMin: case Op::kClampMax: return ScalarForm(c, r);
    case Op::kHardtanh: return HardtanhForm(c, r);
    default: return TensorForm(c, r);
  }
}

}  // namespace clamp
}  // namespace ops
}  // namespace aclnn_cpu
