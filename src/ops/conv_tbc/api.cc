// aclnnConvTbc: 1-D convolution over the time axis of a (T, B, Cin) tensor (spec
// conv_tbc_backward.md §4.1; validation per the forward's documentation, see README.md).
#include <string>

#include "aclnnop/aclnn_convolution.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "core/parallel.h"
#include "exec/executor.h"
#include "ops/conv_tbc/tbc.h"

namespace aclnn_cpu {
namespace ops {
namespace conv_tbc {
namespace {
constexpr const char* kApi = "aclnnConvTbc";

std::string Str(int64_t v) { return std::to_string(v); }

aclnnStatus Check(const aclTensor* self, const aclTensor* weight, const aclTensor* bias, int64_t pad,
                  const aclTensor* output, int8_t cmt, TbcDims* dims, aclDataType* promoted) {
  Validator v(kApi);
  v.NotNull("self", self).NotNull("weight", weight).NotNull("bias", bias).NotNull("output", output);
  if (!v.ok()) return v.status();
  // DtypeCheckerTbc: bias and self in the list, then self == weight == output (the forward does
  // not promote, unlike the backward).
  const auto kTypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
  v.DtypeIn("bias", bias, kTypes).DtypeIn("self", self, kTypes);
  v.Check(self->dtype == weight->dtype, [&] {
     return std::string("self dtype ") + DtypeName(self->dtype) + " and weight dtype " + DtypeName(weight->dtype) +
            " must be the same (the forward does not promote)";
   })
      .Check(weight->dtype == output->dtype, [&] {
        return std::string("weight dtype ") + DtypeName(weight->dtype) + " and output dtype " +
               DtypeName(output->dtype) + " must be the same";
      });
  if (!v.ok()) return v.status();
  const auto k3d = {ACL_FORMAT_ND, ACL_FORMAT_NCL};
  v.FormatIn("self", self, k3d).FormatIn("weight", weight, k3d).FormatIn("bias", bias, {ACL_FORMAT_ND})
      .FormatIn("output", output, k3d);
  v.Rank("self", self, 3, 3).Rank("weight", weight, 3, 3).Rank("bias", bias, 1, 1).Rank("output", output, 3, 3);
  if (!v.ok()) return v.status();
  const aclDataType p = self->dtype;
  const Shape& xs = self->view;
  const Shape& ws = weight->view;
  v.Check(xs[2] == ws[1], [&] {
     return "input channels self.shape[2] = " + Str(xs[2]) + " must equal weight.shape[1] = " + Str(ws[1]);
   })
      .Check(bias->view[0] == ws[2], [&] {
        return "bias.shape[0] = " + Str(bias->view[0]) + " must equal the output channels weight.shape[2] = " + Str(ws[2]);
      })
      .Check(pad >= 0, [&] { return "pad = " + Str(pad) + " must be >= 0"; });
  if (!v.ok()) return v.status();
  int64_t to = 0;
  const bool overflow = __builtin_mul_overflow(pad, int64_t{2}, &to) || __builtin_add_overflow(to, xs[0], &to) ||
                        __builtin_add_overflow(to, int64_t{1}, &to) || __builtin_sub_overflow(to, ws[0], &to);
  v.Check(!overflow, [&] { return "pad = " + Str(pad) + " is too large: T + 2*pad + 1 - K overflows int64"; })
      .Check(overflow || to >= 0, [&] {
        return "output length T + 2*pad + 1 - K = " + Str(xs[0]) + " + 2*" + Str(pad) + " + 1 - " + Str(ws[0]) + " = " +
               Str(to) + " must be >= 0";
      });
  if (!v.ok()) return v.status();
  v.ShapeIs("output", output, {to, xs[1], ws[2]}, "(T + 2*pad + 1 - K, self.shape[1], weight.shape[2])")
      .Check(cmt >= 0 && cmt <= 3, [&] { return "cubeMathType = " + Str(cmt) + " must be in [0, 3]"; })
      .ViewInStorage("self", self).ViewInStorage("weight", weight).ViewInStorage("bias", bias)
      .ViewInStorage("output", output);
  if (!v.ok()) return v.status();
  dims->T = xs[0];
  dims->B = xs[1];
  dims->Cin = xs[2];
  dims->K = ws[0];
  dims->Cout = ws[2];
  dims->pad = pad;
  dims->To = to;
  *promoted = p;
  return ACLNN_SUCCESS;
}
}  // namespace
}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops;

extern "C" aclnnStatus aclnnConvTbcGetWorkspaceSize(const aclTensor* self, const aclTensor* weight,
                                                    const aclTensor* bias, const int64_t pad, aclTensor* output,
                                                    int8_t cubeMathType, uint64_t* workspaceSize,
                                                    aclOpExecutor** executor) try {
  using namespace conv_tbc;
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  TbcDims dims;
  aclDataType promoted = ACL_FLOAT;
  if (aclnnStatus st = Check(self, weight, bias, pad, output, cubeMathType, &dims, &promoted)) return st;
  ExecutorBuilder b(kApi);
  const TensorDesc x = Capture(self, b.Input(self));
  const TensorDesc w = Capture(weight, b.Input(weight));
  const TensorDesc bi = Capture(bias, b.Input(bias));
  const TensorDesc out = Capture(output, b.Output(output));
  const TbcNumerics num = ChooseNumerics(promoted, cubeMathType);
  // oneDNN's one-time set-up here, in phase 1 (core/gemm.h); the bf16 matmul may fall back to sgemm.
  PrepareGemm(GemmType::kF32);
  if (num.gemm == GemmType::kBF16) PrepareGemm(GemmType::kBF16);
  if (dims.To > 0 && dims.B > 0 && dims.Cout > 0) {  // no product: the dims may multiply past int64
    // Workspace: planned with the tensors' addresses now (output overlaps), see conv_tbc/tbc.h.
    const std::vector<void*> at = {self->data, weight->data, bias->data, output->data};
    WorkspaceBooking booking;
    const TbcWorkspace ws = BookForward(dims, num, x, w, bi, out, RunContext{at, nullptr, 0}, &booking);
    b.SetWorkspace(booking);
    // An output whose elements share addresses is written on one thread, in order (core/parallel.h).
    const bool serial = !NonOverlapping(*output);
    b.SetRun([=](const RunContext& ctx) {
      SerialScope in_order(serial);
      return RunForward(dims, num, x, w, bi, out, ws, ctx);
    });
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(conv_tbc::kApi);
}

extern "C" aclnnStatus aclnnConvTbc(void* workspace, const uint64_t workspaceSize, aclOpExecutor* executor,
                                    aclrtStream stream) try {
  return RunPhase2(conv_tbc::kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(conv_tbc::kApi);
}
