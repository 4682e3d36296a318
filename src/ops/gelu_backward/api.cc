// aclnnGeluBackward: gradInput = gradOutput * GELU'(self), tanh form, with broadcasting and
// promotion; the result is converted to gradInput's dtype. The GeluBackwardV2 tanh kernel (spec
// gelu.md §3.4) through the shared run of core/table16_run.h.
#include <string>

#include "aclnnop/aclnn_gelu_backward.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/table16_run.h"
#include "exec/executor.h"
#include "ops/gelu_backward_v2/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace gelu_backward {
namespace {
constexpr const char* kApi = "aclnnGeluBackward";
constexpr size_t kMaxRank = 8;

// The dtypes the promoted result converts to (spec §4.3); any other gradInput dtype fails with
// 561103 when there is something to compute.
bool Convertible(aclDataType g) {
  return DtypeIn(g, {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_UINT16,
                     ACL_INT32, ACL_UINT32, ACL_INT64, ACL_UINT64, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128});
}

// Validation in the order of the spec (§5.2) up to the shapes; the first failing row decides.
aclnnStatus Check(const aclTensor* gradOutput, const aclTensor* self, const aclTensor* gradInput,
                  aclDataType* promoted, Shape* shape) {
  Validator v(kApi);
  v.NotNull("gradOutput", gradOutput).NotNull("self", self).NotNull("gradInput", gradInput);
  if (!v.ok()) return v.status();
  const aclDataType p = PromoteTypes(gradOutput->dtype, self->dtype);
  v.Check(p != ACL_DT_UNDEFINED, [&] {
     return std::string("gradOutput dtype ") + DtypeName(gradOutput->dtype) + " and self dtype " +
            DtypeName(self->dtype) + " cannot be promoted to a common dtype";
   })
      .Check(DtypeIn(p, {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}), [&] {
        return std::string("promoted dtype ") + DtypeName(p) + " of gradOutput (" + DtypeName(gradOutput->dtype) +
               ") and self (" + DtypeName(self->dtype) + ") must be one of {FLOAT, FLOAT16, BFLOAT16}";
      });
  for (const auto& entry : {std::pair<const char*, const aclTensor*>{"gradOutput", gradOutput}, {"self", self}}) {
    const char* name = entry.first;
    const aclTensor* t = entry.second;
    v.Check(t->view.size() <= kMaxRank, [&] {
      return std::string(name) + " has rank " + std::to_string(t->view.size()) + " (shape " +
             ShapeString(t->view) + "), at most 8 dimensions are supported";
    });
  }
  if (!v.ok()) return v.status();
  const bool bc = BroadcastShapes(gradOutput->view, self->view, shape);
  v.Check(bc, [&] {
     return "gradOutput shape " + ShapeString(gradOutput->view) + " and self shape " + ShapeString(self->view) +
            " cannot be broadcast together";
   })
      .ShapeIs("gradInput", gradInput, *shape, "the broadcast shape of gradOutput and self")
      // Library checks (never reached by valid CANN programs): every view inside its storage.
      .ViewInStorage("gradOutput", gradOutput)
      .ViewInStorage("self", self)
      .ViewInStorage("gradInput", gradInput);
  *promoted = p;
  return v.status();
}
}  // namespace
}  // namespace gelu_backward
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops::gelu_backward;

extern "C" aclnnStatus aclnnGeluBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                         const aclTensor* gradInput, uint64_t* workspaceSize,
                                                         aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  aclDataType promoted = ACL_DT_UNDEFINED;
  Shape shape;
  if (aclnnStatus st = Check(gradOutput, self, gradInput, &promoted, &shape)) return st;

  ExecutorBuilder b(kApi);
  const int i_dy = b.Input(gradOutput);
  const int i_x = b.Input(self);
  const int i_out = b.Output(gradInput);
  if (!IsEmpty(*gradOutput) && !IsEmpty(*self)) {
    // Computed in the promoted dtype, then converted to gradInput's (spec §4.3): the cast the
    // device runs needs a dtype it converts to.
    Validator v(kApi);
    v.Check(Convertible(gradInput->dtype), [&] {
      return std::string("the result (") + DtypeName(promoted) + ") cannot be converted to gradInput's dtype " +
             DtypeName(gradInput->dtype);
    }, ACLNN_ERR_INNER_NULLPTR);
    if (!v.ok()) return v.status();
    ElementwisePlan plan = PlanElementwise(*gradInput, i_out, {{gradOutput, i_dy}, {self, i_x}}, promoted);
    WorkspaceBooking ws;
    BookElementwise(&plan, *gradInput, {gradOutput, self}, &ws);
    b.SetWorkspace(ws);
    b.SetRun(Table16Run(plan, ops::gelu_backward_v2::Form(/*tanh=*/true), self->dtype));
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnGeluBackward(void* workspace, uint64_t workspace_size, aclOpExecutor* executor,
                                         const aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspace_size, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
