// aclnnGelu: out = GELU(self), tanh form; the GeluV2 tanh kernel (spec gelu.md §3.4) through the
// shared run of core/table16_run.h.
#include "aclnnop/aclnn_gelu.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/table16_run.h"
#include "exec/executor.h"
#include "ops/gelu_v2/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace gelu {
namespace {
constexpr const char* kApi = "aclnnGelu";
constexpr int kMaxRank = 8;

// Validation in the order of the spec (§5.1); the first failing row decides the status.
aclnnStatus Check(const aclTensor* self, const aclTensor* out) {
  Validator v(kApi);
  v.NotNull("self", self).NotNull("out", out);
  if (!v.ok()) return v.status();
  v.DtypeIn("self", self, {ACL_FLOAT, ACL_FLOAT16, ACL_BF16})
      .Check(out->dtype == self->dtype, [&] {
        return std::string("out has dtype ") + DtypeName(out->dtype) + ", expected the dtype of self, " +
               DtypeName(self->dtype);
      })
      .Check(!IsPrivateFormat(self->format) && !IsPrivateFormat(out->format), [&] {
        return std::string("self and out must not have a private format (format of self ") +
               FormatName(self->format) + ", of out " + FormatName(out->format) + ")";
      })
      .Check(self->view.size() <= kMaxRank, [&] {
        return "self has rank " + std::to_string(self->view.size()) + " (shape " + ShapeString(self->view) +
               "), at most 8 dimensions are supported";
      })
      .ShapeIs("out", out, self->view, "the shape of self")
      // Library checks: every view inside its storage.
      .ViewInStorage("self", self)
      .ViewInStorage("out", out);
  return v.status();
}
}  // namespace
}  // namespace gelu
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops::gelu;

extern "C" aclnnStatus aclnnGeluGetWorkspaceSize(const aclTensor* self, aclTensor* out, uint64_t* workspaceSize,
                                                 aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  if (aclnnStatus st = Check(self, out)) return st;
  ExecutorBuilder b(kApi);
  const int i_self = b.Input(self);
  const int i_out = b.Output(out);
  if (!IsEmpty(*self)) {
    ElementwisePlan plan = PlanElementwise(*out, i_out, {{self, i_self}}, self->dtype);
    WorkspaceBooking ws;
    BookElementwise(&plan, *out, {self}, &ws);
    b.SetWorkspace(ws);
    b.SetRun(Table16Run(plan, ops::gelu_v2::Form(/*tanh=*/true), self->dtype));
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnGelu(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                 const aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
