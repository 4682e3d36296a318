// Phase 1 of every entry point of the ternary family: validation (validate.cc), then the plan on the
// core elementwise engine with the operands in the formula's order (self, then end and weight, or
// tensor1 and tensor2); SWhere continues in select.cc.
#include "core/dtype.h"
#include "core/elementwise.h"
#include "exec/executor.h"
#include "ops/ternary/ternary.h"

namespace aclnn_cpu {
namespace ops {
namespace ternary {
namespace {

Params MakeParams(const Call& c, const Resolved& r) {
  Params p;
  p.op = c.op;
  if (c.scalar == nullptr) return p;
  const aclScalar& s = *c.scalar;
  p.scalar = true;
  if (c.op == Op::kLerps) {
    // The weight as a FLOAT (elementwise math spec §3.7, doubt 11).
    p.s_f32 = static_cast<float>(ScalarAs<double>(s, ACL_FLOAT));
    return p;
  }
  // value as a tensor of the compute dtype holds it (ConvertToTensor(value, P)).
  p.s_f64 = ScalarAs<double>(s, r.compute);
  p.s_f32 = static_cast<float>(p.s_f64);
  p.s_i64 = ScalarAs<int64_t>(s, r.compute);
  return p;
}

}  // namespace

aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(c.api, workspace_size, executor)) return st;
  Resolved r;
  if (aclnnStatus st = Validate(c, &r)) return st;
  if (c.op == Op::kSWhere) return SelectPhase1(c, workspace_size, executor);

  // Bound in the API's argument order (aclSetInputTensorAddr numbering).
  ExecutorBuilder b(c.api);
  const int ix = b.Input(c.self);
  const int ia = b.Input(c.a);
  const int ib = c.b ? b.Input(c.b) : -1;
  const int io = b.Output(c.out);
  if (IsEmpty(*c.self) || IsEmpty(*c.a) || (c.b && IsEmpty(*c.b)) || IsEmpty(*c.out))
    return b.Finish(workspace_size, executor);

  ElementwisePlan plan = c.b ? PlanElementwise(*c.out, io, {{c.self, ix}, {c.a, ia}, {c.b, ib}}, r.compute)
                             : PlanElementwise(*c.out, io, {{c.self, ix}, {c.a, ia}}, r.compute);
  WorkspaceBooking ws;
  if (c.b) BookElementwise(&plan, *c.out, {c.self, c.a, c.b}, &ws);
  else BookElementwise(&plan, *c.out, {c.self, c.a}, &ws);
  b.SetWorkspace(ws);
  const Params params = MakeParams(c, r);
  b.SetRun([plan, params](const RunContext& ctx) {
    RunElementwise(plan, ctx, KernelsFor(params.op), &params);
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspace_size, executor);
}

}  // namespace ternary
}  // namespace ops
}  // namespace aclnn_cpu
