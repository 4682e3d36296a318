// aclnnGeluV2: y = GELU(x); approximate 1 = tanh form, anything else = erf form.
#include "aclnnop/aclnn_gelu_v2.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "exec/executor.h"
#include "ops/gelu_v2/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace gelu_v2 {
namespace {
constexpr const char* kApi = "aclnnGeluV2";

// Validation in the order of the spec (§6).
aclnnStatus Check(const aclTensor* x, const aclTensor* y) {
  Validator v(kApi);
  v.NotNull("x", x).NotNull("y", y);
  if (!v.ok()) return v.status();
  v.SameDtype("y", y, "x", x)
      .DtypeIn("x", x, {ACL_FLOAT, ACL_FLOAT16, ACL_BF16})
      .ShapeIs("y", y, x->view, "y must have the shape of x")
      // Library checks: every view inside its storage.
      .ViewInStorage("x", x)
      .ViewInStorage("y", y);
  return v.status();
}
}  // namespace
}  // namespace gelu_v2
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops::gelu_v2;

extern "C" aclnnStatus aclnnGeluV2GetWorkspaceSize(const aclTensor* x, int64_t approximate, aclTensor* y,
                                                   uint64_t* workspaceSize, aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  if (aclnnStatus st = Check(x, y)) return st;
  ExecutorBuilder b(kApi);
  const int i_x = b.Input(x);
  const int i_y = b.Output(y);
  if (!IsEmpty(*x)) {
    ElementwisePlan plan = PlanElementwise(*y, i_y, {{x, i_x}}, x->dtype);
    WorkspaceBooking ws;
    BookElementwise(&plan, *y, {x}, &ws);
    b.SetWorkspace(ws);
    b.SetRun(Table16Run(plan, Form(approximate == 1), x->dtype));
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnGeluV2(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                   const aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
