// The common tail of a broadcast elementwise family's phase 1 (ops/binary, ops/compare): the plan
// of out = f(x[, y]) on the core elementwise engine, the workspace of an output that aliases an
// input, and the run with the family's kernels and parameters.
#pragma once

#include <cstdint>

#include "core/elementwise.h"
#include "exec/executor.h"

namespace aclnn_cpu {
namespace ops {

// x (bound at ix) and the optional y (at iy) are the kernel's operands in order; out is bound at
// io. `kernels` must outlive the executor (the families' tables are static); `params` is copied.
template <class Params>
aclnnStatus FinishElementwise(ExecutorBuilder& b, const aclTensor& out, int io, const aclTensor* x, int ix,
                              const aclTensor* y, int iy, aclDataType compute, const EwKernels& kernels,
                              const Params& params, uint64_t* workspace_size, aclOpExecutor** executor) {
  ElementwisePlan plan = y ? PlanElementwise(out, io, {{x, ix}, {y, iy}}, compute)
                           : PlanElementwise(out, io, {{x, ix}}, compute);
  WorkspaceBooking ws;
  if (y) BookElementwise(&plan, out, {x, y}, &ws);
  else BookElementwise(&plan, out, {x}, &ws);
  b.SetWorkspace(ws);
  const EwKernels* k = &kernels;
  b.SetRun([plan, params, k](const RunContext& ctx) {
    RunElementwise(plan, ctx, *k, &params);
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspace_size, executor);
}

}  // namespace ops
}  // namespace aclnn_cpu
