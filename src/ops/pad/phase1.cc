#include "ops/pad/phase1.h"

#include <utility>

#include "exec/executor.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

aclnnStatus FinishPhase1(const char* api, const aclTensor* in, const aclTensor* shape_only, const aclTensor* out,
                         std::shared_ptr<Plan> plan, bool backward, uint64_t* workspace_size, aclOpExecutor** executor) {
  ExecutorBuilder b(api);
  const int i_in = b.Input(in);
  if (shape_only) b.InputShapeOnly(shape_only);  // aclSetInputTensorAddr numbering; never read
  const int i_out = b.Output(out);
  if (plan) {
    plan->in_index = i_in;
    plan->out_index = i_out;
    if (backward) ChooseBackward(plan.get());
    else ChooseForward(plan.get());
    b.SetWorkspace(plan->booking);
    std::shared_ptr<const Plan> p = std::move(plan);
    if (backward) b.SetRun([p, api](const RunContext& ctx) { return RunBackward(*p, api, ctx); });
    else b.SetRun([p, api](const RunContext& ctx) { return RunForward(*p, api, ctx); });
  }
  return b.Finish(workspace_size, executor);
}

aclnnStatus ForwardPhase1(const OpRow& row, const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                          uint64_t* workspace_size, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(row.api, workspace_size, executor)) return st;
  bool nothing_to_do = false;
  if (aclnnStatus st = ValidateForward(row, self, padding, out, &nothing_to_do)) return st;
  std::shared_ptr<Plan> plan;
  if (!nothing_to_do) {
    const std::vector<AxisPads> pads = TrailingPads(static_cast<int>(self->view.size()), *padding);
    plan = MakeForwardPlan(row.mode, *self, *out, pads, nullptr);
    plan->k = row.k;
  }
  return FinishPhase1(row.api, self, nullptr, out, std::move(plan), false, workspace_size, executor);
}

aclnnStatus BackwardPhase1(const OpRow& row, const aclTensor* grad_output, const aclTensor* self,
                           const aclIntArray* padding, aclTensor* grad_input, uint64_t* workspace_size,
                           aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(row.api, workspace_size, executor)) return st;
  bool nothing_to_do = false;
  if (aclnnStatus st = ValidateBackward(row, grad_output, self, padding, grad_input, &nothing_to_do)) return st;
  std::shared_ptr<Plan> plan;
  if (!nothing_to_do) {
    const std::vector<AxisPads> pads = TrailingPads(static_cast<int>(self->view.size()), *padding);
    // Circular backwards sum and round as the device does (circular/constant §3.4): 3d folds H and
    // W of every D term first and adds the D terms last; fp16/bf16 round with ties away from zero.
    const bool circular = row.mode == Mode::kCircular;
    const int late_axis = circular && row.k == 3 ? static_cast<int>(self->view.size()) - 3 : -1;
    plan = MakeBackwardPlan(row.mode, *grad_output, *grad_input, pads, late_axis, circular);
    plan->k = row.k;
  }
  return FinishPhase1(row.api, grad_output, self, grad_input, std::move(plan), true, workspace_size, executor);
}

aclnnStatus ConstantPadNdPhase1(const char* api, const aclTensor* self, const aclIntArray* pad, const aclScalar* value,
                                aclTensor* out, uint64_t* workspace_size, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(api, workspace_size, executor)) return st;
  bool nothing_to_do = false;
  if (aclnnStatus st = ValidateConstantPadNd(api, self, pad, value, out, &nothing_to_do)) return st;
  std::shared_ptr<Plan> plan;
  if (!nothing_to_do) {
    unsigned char fill[16];
    ScalarFillBytes(*value, self->dtype, fill);
    plan = MakeForwardPlan(Mode::kConstant, *self, *out, TrailingPads(static_cast<int>(self->view.size()), *pad), fill);
    plan->k = static_cast<int>(self->view.size());
  }
  return FinishPhase1(api, self, nullptr, out, std::move(plan), false, workspace_size, executor);
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
