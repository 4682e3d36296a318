// Phase 1 of every entry point of the clamp family: validation (validate.cc), then the plan on the
// core elementwise engine with the operands in argument order (self, then the bound tensors) and
// the scalar bounds cast to the compute dtype.
#include <cmath>
#include <cstdint>
#include <limits>

#include "core/dtype.h"
#include "core/value_cast.h"
#include "exec/executor.h"
#include "ops/clamp/clamp.h"

namespace aclnn_cpu {
namespace ops {
namespace clamp {
namespace {

// A scalar bound as a tensor of the compute dtype holds it (the device's ConvertToTensor); a
// missing one is the domain's lowest (lower bound) or highest (upper bound) value.
void SetBound(const aclScalar* s, aclDataType p, bool upper, float* f32, double* f64, int64_t* i64) {
  if (s == nullptr) {
    const double inf = std::numeric_limits<double>::infinity();
    *f64 = upper ? inf : -inf;
    *f32 = static_cast<float>(*f64);
    *i64 = upper ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min();
    return;
  }
  *f64 = ScalarAs<double>(*s, p);
  *f32 = static_cast<float>(*f64);
  *i64 = ScalarAs<int64_t>(*s, p);
}

Params MakeParams(const Call& c, aclDataType p) {
  Params k;
  k.compute = p;
  k.lo_tensor = c.min_t != nullptr;
  k.hi_tensor = c.max_t != nullptr;
  SetBound(c.min_s, p, false, &k.lo_f32, &k.lo_f64, &k.lo_i64);
  SetBound(c.max_s, p, true, &k.hi_f32, &k.hi_f64, &k.hi_i64);
  k.nan = IsFloatingType(p) && (std::isnan(k.lo_f64) || std::isnan(k.hi_f64));
  return k;
}

}  // namespace

aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(c.api, workspace_size, executor)) return st;
  Resolved r;
  if (aclnnStatus st = Validate(c, &r)) return st;

  // Bound in the API's argument order (aclSetInputTensorAddr numbering).
  ExecutorBuilder b(c.api);
  const int i0 = b.Input(c.self);
  const int i1 = c.min_t ? b.Input(c.min_t) : -1;
  const int i2 = c.max_t ? b.Input(c.max_t) : -1;
  const int io = b.Output(c.out);
  if (r.compute == ACL_DT_UNDEFINED || IsEmpty(*c.out)) return b.Finish(workspace_size, executor);

  const aclTensor& out = *c.out;
  ElementwisePlan plan;
  WorkspaceBooking ws;
  if (c.min_t && c.max_t) {
    plan = PlanElementwise(out, io, {{c.self, i0}, {c.min_t, i1}, {c.max_t, i2}}, r.compute);
    BookElementwise(&plan, out, {c.self, c.min_t, c.max_t}, &ws);
  } else if (c.min_t) {
    plan = PlanElementwise(out, io, {{c.self, i0}, {c.min_t, i1}}, r.compute);
    BookElementwise(&plan, out, {c.self, c.min_t}, &ws);
  } else if (c.max_t) {
    plan = PlanElementwise(out, io, {{c.self, i0}, {c.max_t, i2}}, r.compute);
    BookElementwise(&plan, out, {c.self, c.max_t}, &ws);
  } else {
    plan = PlanElementwise(out, io, {{c.self, i0}}, r.compute);
    BookElementwise(&plan, out, {c.self}, &ws);
  }
  b.SetWorkspace(ws);
  const Params params = MakeParams(c, r.compute);
  b.SetRun([plan, params](const RunContext& ctx) {
    RunElementwise(plan, ctx, Kernels(), &params);
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspace_size, executor);
}

}  // namespace clamp
}  // namespace ops
}  // namespace aclnn_cpu
