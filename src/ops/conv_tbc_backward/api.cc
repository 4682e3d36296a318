// aclnnConvTbcBackward: gradients of the TBC 1-D convolution (spec conv_tbc_backward.md).
#include <string>

#include "aclnnop/aclnn_convolution_backward.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "core/parallel.h"
#include "exec/executor.h"
#include "ops/conv_tbc/tbc.h"

namespace aclnn_cpu {
namespace ops {
namespace conv_tbc_backward {
namespace {
using conv_tbc::TbcDims;
constexpr const char* kApi = "aclnnConvTbcBackward";

std::string Str(int64_t v) { return std::to_string(v); }

// Validation in the order of the spec (§6); the first failing row decides the status.
aclnnStatus Check(const aclTensor* self, const aclTensor* input, const aclTensor* weight, const aclTensor* bias,
                  int64_t pad, int8_t cmt, const aclTensor* gradInput, const aclTensor* gradWeight,
                  const aclTensor* gradBias, TbcDims* dims, aclDataType* promoted) {
  Validator v(kApi);
  // 1. null pointers
  v.NotNull("self", self).NotNull("input", input).NotNull("weight", weight).NotNull("bias", bias)
      .NotNull("gradInput", gradInput).NotNull("gradWeight", gradWeight).NotNull("gradBias", gradBias);
  if (!v.ok()) return v.status();
  // 2. dtypes (A2 list)
  const auto kTypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
  v.DtypeIn("self", self, kTypes).DtypeIn("input", input, kTypes).DtypeIn("weight", weight, kTypes)
      .DtypeIn("bias", bias, kTypes).DtypeIn("gradInput", gradInput, kTypes)
      .DtypeIn("gradWeight", gradWeight, kTypes).DtypeIn("gradBias", gradBias, kTypes);
  // 3. formats
  const auto k3d = {ACL_FORMAT_ND, ACL_FORMAT_NCL};
  v.FormatIn("self", self, k3d).FormatIn("input", input, k3d).FormatIn("weight", weight, k3d)
      .FormatIn("bias", bias, {ACL_FORMAT_ND}).FormatIn("gradInput", gradInput, k3d)
      .FormatIn("gradWeight", gradWeight, k3d).FormatIn("gradBias", gradBias, {ACL_FORMAT_ND});
  // 4. self not empty
  v.NotEmpty("self", self);
  // 5a. ranks
  v.Rank("self", self, 3, 3).Rank("input", input, 3, 3).Rank("weight", weight, 3, 3).Rank("bias", bias, 1, 1)
      .Rank("gradBias", gradBias, 1, 1).Rank("gradInput", gradInput, 3, 3).Rank("gradWeight", gradWeight, 3, 3);
  if (!v.ok()) return v.status();
  const Shape& xs = input->view;
  const Shape& ws = weight->view;
  // 5b-d.
  v.Check(xs[2] == ws[1], [&] {
     return "input channels input.shape[2] = " + Str(xs[2]) + " must equal weight.shape[1] = " + Str(ws[1]);
   })
      .Check(bias->view[0] == ws[2], [&] {
        return "bias.shape[0] = " + Str(bias->view[0]) + " must equal the output channels weight.shape[2] = " + Str(ws[2]);
      })
      .Check(pad >= 0, [&] { return "pad = " + Str(pad) + " must be >= 0"; });
  if (!v.ok()) return v.status();
  // 5e. To = T + 2 pad + 1 - K >= 0, computed without overflow.
  int64_t to = 0;
  const bool overflow = __builtin_mul_overflow(pad, int64_t{2}, &to) || __builtin_add_overflow(to, xs[0], &to) ||
                        __builtin_add_overflow(to, int64_t{1}, &to) || __builtin_sub_overflow(to, ws[0], &to);
  v.Check(!overflow, [&] { return "pad = " + Str(pad) + " is too large: T + 2*pad + 1 - K overflows int64"; })
      .Check(overflow || to >= 0, [&] {
        return "output length T + 2*pad + 1 - K = " + Str(xs[0]) + " + 2*" + Str(pad) + " + 1 - " + Str(ws[0]) + " = " +
               Str(to) + " must be >= 0";
      });
  if (!v.ok()) return v.status();
  // 5f-g.
  v.ShapeIs("self", self, {to, xs[1], ws[2]}, "(T + 2*pad + 1 - K, input.shape[1], weight.shape[2])")
      .ShapeIs("gradInput", gradInput, xs, "the shape of input")
      .ShapeIs("gradWeight", gradWeight, ws, "the shape of weight")
      .ShapeIs("gradBias", gradBias, bias->view, "the shape of bias");
  // 6. cubeMathType; every promoted dtype is allowed with 0..3 on Atlas A2.
  v.Check(cmt >= 0 && cmt <= 3, [&] { return "cubeMathType = " + Str(cmt) + " must be in [0, 3]"; });
  // 7. library rule (spec §8.4): the device copies gradInput/gradWeight without a cast.
  v.SameDtype("gradInput", gradInput, "input", input).SameDtype("gradWeight", gradWeight, "weight", weight);
  // Library checks: every view inside its storage.
  v.ViewInStorage("self", self).ViewInStorage("input", input).ViewInStorage("weight", weight)
      .ViewInStorage("bias", bias).ViewInStorage("gradInput", gradInput).ViewInStorage("gradWeight", gradWeight)
      .ViewInStorage("gradBias", gradBias);
  if (!v.ok()) return v.status();
  dims->T = xs[0];
  dims->B = xs[1];
  dims->Cin = xs[2];
  dims->K = ws[0];
  dims->Cout = ws[2];
  dims->pad = pad;
  dims->To = to;
  *promoted = PromoteTypes(PromoteTypes(self->dtype, input->dtype), weight->dtype);
  return ACLNN_SUCCESS;
}
}  // namespace
}  // namespace conv_tbc_backward
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops;

extern "C" aclnnStatus aclnnConvTbcBackwardGetWorkspaceSize(const aclTensor* self, const aclTensor* input,
                                                            const aclTensor* weight, const aclTensor* bias,
                                                            int64_t pad, int8_t cubeMathType, aclTensor* gradInput,
                                                            aclTensor* gradWeight, aclTensor* gradBias,
                                                            uint64_t* workspaceSize, aclOpExecutor** executor) try {
  using namespace conv_tbc_backward;
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  conv_tbc::TbcDims dims;
  aclDataType promoted = ACL_FLOAT;
  if (aclnnStatus st = Check(self, input, weight, bias, pad, cubeMathType, gradInput, gradWeight, gradBias, &dims,
                             &promoted))
    return st;
  ExecutorBuilder b(kApi);
  const conv_tbc::TensorDesc g = conv_tbc::Capture(self, b.Input(self));
  const conv_tbc::TensorDesc x = conv_tbc::Capture(input, b.Input(input));
  const conv_tbc::TensorDesc w = conv_tbc::Capture(weight, b.Input(weight));
  b.InputShapeOnly(bias);  // metadata only
  const conv_tbc::TensorDesc gi = conv_tbc::Capture(gradInput, b.Output(gradInput));
  const conv_tbc::TensorDesc gw = conv_tbc::Capture(gradWeight, b.Output(gradWeight));
  const conv_tbc::TensorDesc gb = conv_tbc::Capture(gradBias, b.Output(gradBias));
  const conv_tbc::TbcNumerics num = conv_tbc::ChooseNumerics(promoted, cubeMathType);
  // oneDNN's one-time set-up here, in phase 1 (core/gemm.h); the bf16 matmul may fall back to sgemm.
  PrepareGemm(GemmType::kF32);
  if (num.gemm == GemmType::kBF16) PrepareGemm(GemmType::kBF16);
  // Workspace: planned with the tensors' addresses now (output overlaps), see conv_tbc/tbc.h.
  const std::vector<void*> at = {self->data, input->data, weight->data, bias->data, gradInput->data, gradWeight->data,
                                 gradBias->data};
  WorkspaceBooking booking;
  const conv_tbc::TbcWorkspace ws =
      conv_tbc::BookBackward(dims, num, g, x, w, gi, gw, gb, RunContext{at, nullptr, 0}, &booking);
  b.SetWorkspace(booking);
  // Outputs whose elements share addresses are written on one thread, in order (core/parallel.h).
  const bool serial = (gradInput && !NonOverlapping(*gradInput)) || (gradWeight && !NonOverlapping(*gradWeight)) ||
                      (gradBias && !NonOverlapping(*gradBias));
  b.SetRun([=](const RunContext& ctx) {
    SerialScope in_order(serial);
    return conv_tbc::RunBackward(dims, num, g, x, w, gi, gw, gb, ws, ctx);
  });
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(conv_tbc_backward::kApi);
}

extern "C" aclnnStatus aclnnConvTbcBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                            const aclrtStream stream) try {
  return RunPhase2(conv_tbc_backward::kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(conv_tbc_backward::kApi);
}
