// aclnnOpTemplate: out = |self| * scale (FLOAT, FLOAT16, BFLOAT16). The template of an operator's
// api.cc: validation in the spec's order through a Validator, an ExecutorBuilder that binds the
// tensors and captures the plan by value, and the two entry points as function-try-blocks.
#include "aclnnop/aclnn_op_template.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "exec/executor.h"
#include "ops/op_template/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace op_template {
namespace {
constexpr const char* kApi = "aclnnOpTemplate";

// Validation in the order of the spec: nulls first (161001), then dtypes, formats and shapes
// (161002), then the library's own checks (every view inside its storage).
aclnnStatus Check(const aclTensor* self, const aclTensor* out) {
  Validator v(kApi);
  v.NotNull("self", self).NotNull("out", out);
  if (!v.ok()) return v.status();
  v.DtypeIn("self", self, {ACL_FLOAT, ACL_FLOAT16, ACL_BF16})
      .SameDtype("out", out, "self", self)
      .FormatIn("self", self, {ACL_FORMAT_ND})
      .FormatIn("out", out, {ACL_FORMAT_ND})
      .ShapeIs("out", out, self->view, "out must have the shape of self")
      .ViewInStorage("self", self)
      .ViewInStorage("out", out);
  return v.status();
}
}  // namespace
}  // namespace op_template
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops::op_template;

extern "C" aclnnStatus aclnnOpTemplateGetWorkspaceSize(const aclTensor* self, double scale, aclTensor* out,
                                                       uint64_t* workspaceSize, aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  if (aclnnStatus st = Check(self, out)) return st;
  ExecutorBuilder b(kApi);
  const int i_self = b.Input(self);  // inputs first, then outputs: aclSetInputTensorAddr's indices
  const int i_out = b.Output(out);
  if (!IsEmpty(*self)) {  // an empty problem gets an executor with no run function
    const ElementwisePlan plan = PlanElementwise(*out, i_out, {{self, i_self}}, self->dtype);
    const Params params{static_cast<float>(scale)};
    b.SetRun([plan, params](const RunContext& ctx) {  // everything by value: the executor may be reused
      RunElementwise(plan, ctx, Row, &params);
      return ACLNN_SUCCESS;
    });
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnOpTemplate(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                       const aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
