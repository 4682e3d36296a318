// aclnnGeluBackwardV2: gradInput = gradOutput * GELU'(self), with broadcasting and promotion.
#include <cstring>

#include "aclnnop/aclnn_gelu_backward_v2.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "exec/executor.h"
#include "ops/gelu_backward_v2/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace gelu_backward_v2 {
namespace {
constexpr const char* kApi = "aclnnGeluBackwardV2";

// Validation in the order of the spec (§6); the first failing row decides the status.
aclnnStatus Check(const aclTensor* gradOutput, const aclTensor* self, const char* approximate,
                  const aclTensor* gradInput, aclDataType* promoted, Shape* shape) {
  Validator v(kApi);
  v.NotNull("gradOutput", gradOutput).NotNull("self", self).NotNull("gradInput", gradInput)
      .NotNull("approximate", approximate);
  if (!v.ok()) return v.status();
  const aclDataType p = PromoteTypes(gradOutput->dtype, self->dtype);
  v.Check(p != ACL_DT_UNDEFINED, [&] {
     return std::string("gradOutput dtype ") + DtypeName(gradOutput->dtype) + " and self dtype " +
            DtypeName(self->dtype) + " cannot be promoted to a common dtype";
   })
      .Check(DtypeIn(p, {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}), [&] {
        return std::string("promoted dtype ") + DtypeName(p) + " of gradOutput (" + DtypeName(gradOutput->dtype) +
               ") and self (" + DtypeName(self->dtype) + ") must be one of {FLOAT, FLOAT16, BFLOAT16}";
      })
      .Check(gradInput->dtype == p, [&] {
        return std::string("gradInput dtype ") + DtypeName(gradInput->dtype) +
               " must equal the promoted dtype " + DtypeName(p) + " of gradOutput and self";
      });
  if (!v.ok()) return v.status();
  const bool bc = BroadcastShapes(gradOutput->view, self->view, shape);
  v.Check(bc, [&] {
     return "gradOutput shape " + ShapeString(gradOutput->view) + " and self shape " + ShapeString(self->view) +
            " cannot be broadcast together";
   })
      .ShapeIs("gradInput", gradInput, *shape, "the broadcast shape of gradOutput and self")
      .Check(std::strcmp(approximate, "none") == 0 || std::strcmp(approximate, "tanh") == 0, [&] {
        return std::string("approximate must be \"none\" or \"tanh\", got \"") + approximate + "\"";
      })
      // Library checks (never reached by valid CANN programs): every view inside its storage.
      .ViewInStorage("gradOutput", gradOutput)
      .ViewInStorage("self", self)
      .ViewInStorage("gradInput", gradInput);
  *promoted = p;
  return v.status();
}
}  // namespace
}  // namespace gelu_backward_v2
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops::gelu_backward_v2;

extern "C" aclnnStatus aclnnGeluBackwardV2GetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                           char* approximate, aclTensor* gradInput,
                                                           uint64_t* workspaceSize, aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  aclDataType promoted = ACL_DT_UNDEFINED;
  Shape shape;
  if (aclnnStatus st = Check(gradOutput, self, approximate, gradInput, &promoted, &shape)) return st;

  ExecutorBuilder b(kApi);
  const int i_dy = b.Input(gradOutput);
  const int i_x = b.Input(self);
  const int i_out = b.Output(gradInput);
  if (!IsEmpty(*gradOutput) && !IsEmpty(*self)) {
    ElementwisePlan plan = PlanElementwise(*gradInput, i_out, {{gradOutput, i_dy}, {self, i_x}}, promoted);
    WorkspaceBooking ws;
    BookElementwise(&plan, *gradInput, {gradOutput, self}, &ws);
    b.SetWorkspace(ws);
    b.SetRun(Table16Run(plan, Form(std::strcmp(approximate, "tanh") == 0), self->dtype));
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnGeluBackwardV2(void* workspace, uint64_t workspace_size, aclOpExecutor* executor,
                                           const aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspace_size, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
