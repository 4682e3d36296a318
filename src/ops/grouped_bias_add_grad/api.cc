// aclnnGroupedBiasAddGrad / aclnnGroupedBiasAddGradV2: per-group column sums of gradY (spec §4).
#include <cstdlib>
#include <string>
#include <utility>

#include "aclnnop/aclnn_grouped_bias_add_grad.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "exec/executor.h"
#include "ops/grouped_bias_add_grad/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace grouped_bias_add_grad {
namespace {
constexpr const char* kApiV1 = "aclnnGroupedBiasAddGrad";
constexpr const char* kApiV2 = "aclnnGroupedBiasAddGradV2";

// Element extent [lo, hi] of a non-empty view (strides may be negative or zero).
void Extent(const aclTensor& t, int64_t* lo, int64_t* hi) {
  *lo = t.offset;
  *hi = t.offset;
  for (size_t k = 0; k < t.view.size(); ++k) {
    const int64_t span = (t.view[k] - 1) * t.strides[k];
    (span > 0 ? *hi : *lo) += span;
  }
}

// Phase 1 of both versions: checks in the order of spec §6.1, then the plan.
aclnnStatus Phase1(const char* api, const aclTensor* gradY, const aclTensor* idx, int64_t groupIdxType,
                   aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(api, workspaceSize, executor)) return st;
  Validator v(api);
  // 1. Required tensors.
  v.NotNull("gradY", gradY).NotNull("out", out);
  if (!v.ok()) return v.status();
  // 2. Dtypes.
  v.DtypeIn("gradY", gradY, {ACL_FLOAT16, ACL_FLOAT, ACL_BF16})
      .DtypeIn("out", out, {ACL_FLOAT16, ACL_FLOAT, ACL_BF16})
      .SameDtype("out", out, "gradY", gradY);
  if (idx) v.DtypeIn("groupIdxOptional", idx, {ACL_INT32, ACL_INT64});
  if (!v.ok()) return v.status();
  // 3. Ranks and shapes.
  if (!idx) {
    v.Check(gradY->view.size() == 3, [&] {
      return "gradY must be 3-D [G, C, H] when groupIdxOptional is null, got shape " + ShapeString(gradY->view);
    });
  } else {
    v.Check(gradY->view.size() == 2, [&] {
       return "gradY must be 2-D [R, H] when groupIdxOptional is given, got shape " + ShapeString(gradY->view);
     })
        .Rank("groupIdxOptional", idx, 1, 1);
    if (v.ok())
      v.Check(idx->view[0] <= kMaxGroups, [&] {
        return "groupIdxOptional has " + std::to_string(idx->view[0]) + " groups (shape " + ShapeString(idx->view) +
               "), more than the supported 2048";
      });
  }
  v.Rank("out", out, 2, 2);
  if (!v.ok()) return v.status();
  const int64_t G = idx ? idx->view[0] : gradY->view[0];
  const int64_t H = gradY->view.back();
  v.ShapeIs("out", out, {G, H}, idx ? "[groupIdxOptional.shape[0], gradY.shape[1]]" : "[gradY.shape[0], gradY.shape[2]]");
  // 4. groupIdxType (V2; checked even without groupIdxOptional).
  v.Check(groupIdxType == 0 || groupIdxType == 1, [&] {
    return "groupIdxType must be 0 (end offsets) or 1 (group sizes), got " + std::to_string(groupIdxType);
  });
  // Library checks: every view inside its storage (CANN programs never reach this).
  v.ViewInStorage("gradY", gradY).ViewInStorage("out", out);
  if (idx) v.ViewInStorage("groupIdxOptional", idx);
  if (!v.ok()) return v.status();

  Plan p;
  p.mode = !idx ? Mode::kDense3d : groupIdxType == 0 ? Mode::kEndOffsets : Mode::kSizes;
  p.dtype = gradY->dtype;
  p.idx_dtype = idx ? idx->dtype : ACL_INT64;
  p.groups = G;
  p.cols = H;
  p.rows = idx ? gradY->view[0] : gradY->view[1];
  p.y_off = KernelOffset(*gradY);
  p.y_sg = idx ? 0 : KernelStride(*gradY, 0);
  p.y_sr = idx ? KernelStride(*gradY, 0) : KernelStride(*gradY, 1);
  p.y_sh = KernelStride(*gradY, gradY->view.size() - 1);
  p.o_off = KernelOffset(*out);
  p.o_sg = KernelStride(*out, 0);
  p.o_sh = KernelStride(*out, 1);
  if (idx) {
    p.i_off = KernelOffset(*idx);
    p.i_s = KernelStride(*idx, 0);
  }

  ExecutorBuilder b(api);
  p.iy = b.Input(gradY);
  if (idx) p.ii = b.Input(idx);
  p.io = b.Output(out);
  if (!IsEmpty(*out)) {
    Extent(*out, &p.o_lo, &p.o_hi);
    p.out_self_overlap = !NonOverlapping(*out);
    if (IsEmpty(*gradY)) {
      // Spec §7: CANN leaves out untouched; the library writes the exact result, zeros.
      b.SetRun([p](const RunContext& ctx) { return RunZeroFill(p, ctx); });
    } else {
      Extent(*gradY, &p.y_lo, &p.y_hi);
      if (idx) Extent(*idx, &p.i_lo, &p.i_hi);
      p.via_temp = OutputNeedsStaging(p, gradY->data, idx ? idx->data : nullptr, out->data);
      WorkspaceBooking ws;
      if (!FinishPlan(&p, &ws)) {
        SetRecentError(std::string(api) + ": the workspace of this problem exceeds 2^63 bytes");
        return ACLNN_ERR_INNER_TILING_ERROR;
      }
      b.SetWorkspace(ws);
      b.SetRun([p](const RunContext& ctx) { return Run(p, ctx); });
    }
  }
  return b.Finish(workspaceSize, executor);
}

}  // namespace
}  // namespace grouped_bias_add_grad
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops::grouped_bias_add_grad;

extern "C" aclnnStatus aclnnGroupedBiasAddGradGetWorkspaceSize(const aclTensor* gradY, const aclTensor* groupIdxOptional,
                                                               aclTensor* out, uint64_t* workspaceSize,
                                                               aclOpExecutor** executor) try {
  return Phase1(kApiV1, gradY, groupIdxOptional, 0, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApiV1);
}

extern "C" aclnnStatus aclnnGroupedBiasAddGrad(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                               aclrtStream stream) try {
  return RunPhase2(kApiV1, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApiV1);
}

extern "C" aclnnStatus aclnnGroupedBiasAddGradV2GetWorkspaceSize(const aclTensor* gradY,
                                                                 const aclTensor* groupIdxOptional,
                                                                 int64_t groupIdxType, aclTensor* out,
                                                                 uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return Phase1(kApiV2, gradY, groupIdxOptional, groupIdxType, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApiV2);
}

extern "C" aclnnStatus aclnnGroupedBiasAddGradV2(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                                 aclrtStream stream) try {
  return RunPhase2(kApiV2, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApiV2);
}
