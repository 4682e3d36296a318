// aclnnNsaCompressGrad: gradients of NSA token compression with respect to the packed sequence
// (inputGrad) and the window weights (weightGrad). Spec: nsa_compress_grad.md §5, §9.1, §10.
#include <cstring>
#include <sstream>
#include <string>

#include "aclnnop/aclnn_nsa_compress_grad.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "exec/executor.h"
#include "core/parallel.h"
#include "ops/nsa_compress/nsa_common.h"
#include "ops/nsa_compress_grad/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace nsa_compress_grad {
namespace {
constexpr const char* kApi = "aclnnNsaCompressGrad";
constexpr const char* kSeq = "actSeqLenOptionalOptional";

std::string Num(int64_t v) { return std::to_string(v); }

// Validation in the order of spec §9.1: nulls (161001), then the parameter checks (161002), then
// the device's tiling checks (561002), then library checks on the views (161002).
aclnnStatus Check(const aclTensor* g, const aclTensor* x, const aclTensor* w, const aclIntArray* seq, int64_t l,
                  int64_t d, int64_t type, const char* layout, const aclTensor* dx, const aclTensor* dw,
                  GradPlan* plan) {
  Validator v(kApi);
  // B1.
  v.NotNull("outputGrad", g).NotNull("input", x).NotNull("weight", w).NotNull("inputGradOut", dx)
      .NotNull("weightGradOut", dw);
  if (!v.ok()) return v.status();
  // B3: FLOAT16 or BFLOAT16, one dtype for all five tensors.
  v.DtypeIn("outputGrad", g, {ACL_FLOAT16, ACL_BF16})
      .SameDtype("input", x, "outputGrad", g)
      .SameDtype("weight", w, "outputGrad", g)
      .SameDtype("inputGradOut", dx, "outputGrad", g)
      .SameDtype("weightGradOut", dw, "outputGrad", g);
  // B4: ranks; no negative dims.
  v.Rank("outputGrad", g, 3, 3).Rank("input", x, 3, 3).Rank("weight", w, 2, 2).Rank("inputGradOut", dx, 3, 3)
      .Rank("weightGradOut", dw, 2, 2);
  if (!v.ok()) return v.status();
  for (const auto& nt : {std::make_pair("outputGrad", g), std::make_pair("input", x), std::make_pair("weight", w),
                         std::make_pair("inputGradOut", dx), std::make_pair("weightGradOut", dw)}) {
    bool neg = false;
    for (int64_t s : nt.second->view) neg = neg || s < 0;
    v.Check(!neg, [&] { return std::string(nt.first) + " has a negative dimension: " + ShapeString(nt.second->view); });
  }
  if (!v.ok()) return v.status();
  const int64_t T = x->view[0], N = x->view[1], D = x->view[2], M = g->view[0];
  // B18: no empty head or feature dimension.
  v.Check(N > 0 && D > 0, [&] {
    return "input has shape " + ShapeString(x->view) + "; N (dim 1) and D (dim 2) must be positive";
  });
  // B10: positive window size and stride (the device would compute garbage).
  v.Check(l > 0, [&] { return "compressBlockSize must be positive, got " + Num(l); })
      .Check(d > 0, [&] { return "compressStride must be positive, got " + Num(d); });
  // B5: shapes.
  v.Check(g->view[1] == N && g->view[2] == D, [&] {
     return "outputGrad has shape " + ShapeString(g->view) + "; its N and D must equal those of input " +
            ShapeString(x->view);
   })
      .ShapeIs("weight", w, {l, N}, "[compressBlockSize, N]")
      .ShapeIs("weightGradOut", dw, w->view, "the shape of weight")
      .ShapeIs("inputGradOut", dx, x->view, "the shape of input");
  // B6: layout.
  v.Check(layout == nullptr || std::strcmp(layout, "TND") == 0, [&] {
    return std::string("layoutOptionalOptional must be \"TND\" (or null), got \"") + layout + "\"";
  });
  // B12 (type 1 = per-batch lengths is accepted, as on the device).
  v.Check(type == 0 || type == 1, [&] {
    return "actSeqLenType must be 0 (cumulative ends) or 1 (per-batch lengths), got " + Num(type);
  });
  if (!v.ok()) return v.status();
  // B15, B16: the sequence table.
  const std::string why = nsa::ParseSeqLens(seq, kSeq, type, T, false, &plan->batches);
  v.Check(why.empty(), [&] { return why; });
  if (!v.ok()) return v.status();
  // B17: outputGrad holds one row per window.
  nsa::CountBlocks(l, d, &plan->batches);
  v.Check(plan->batches.total_blocks == M, [&] {
    return "outputGrad.shape[0] = " + Num(M) + " must equal the number of windows, " +
           Num(plan->batches.total_blocks) + ", that compressBlockSize " + Num(l) + " and compressStride " + Num(d) +
           " give for the sequences of " + kSeq;
  });
  if (!v.ok()) return v.status();
  // B7-B9: the device's tiling rejects these (561002).
  v.Check(l % 16 == 0, [&] { return "compressBlockSize must be a multiple of 16, got " + Num(l); },
          ACLNN_ERR_INNER_TILING_ERROR)
      .Check(d % 16 == 0, [&] { return "compressStride must be a multiple of 16, got " + Num(d); },
             ACLNN_ERR_INNER_TILING_ERROR)
      .Check(D % 16 == 0, [&] { return "the head dim D = input.shape[2] must be a multiple of 16, got " + Num(D); },
             ACLNN_ERR_INNER_TILING_ERROR);
  // Library checks: views inside their storage, outputs without self-overlap.
  v.ViewInStorage("outputGrad", g).ViewInStorage("input", x).ViewInStorage("weight", w)
      .ViewInStorage("inputGradOut", dx).ViewInStorage("weightGradOut", dw)
      .Check(NonOverlapping(*dx), [&] { return "inputGradOut view " + Describe(*dx) + " overlaps itself"; })
      .Check(NonOverlapping(*dw), [&] { return "weightGradOut view " + Describe(*dw) + " overlaps itself"; });
  if (!v.ok()) return v.status();

  plan->dtype = x->dtype;
  plan->t = T;
  plan->n = N;
  plan->d = D;
  plan->m = M;
  plan->block = l;
  plan->stride = d;
  plan->g = nsa::ViewOf(*g);
  plan->x = nsa::ViewOf(*x);
  plan->w = nsa::ViewOf(*w);
  plan->dx = nsa::ViewOf(*dx);
  plan->dw = nsa::ViewOf(*dw);
  plan->chunk = ChunkTokens(T, N, D, l);
  plan->chunks = T > 0 ? CeilDiv(T, plan->chunk) : 0;
  return ACLNN_SUCCESS;
}
}  // namespace
}  // namespace nsa_compress_grad
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops::nsa_compress_grad;

extern "C" aclnnStatus aclnnNsaCompressGradGetWorkspaceSize(
    const aclTensor* outputGrad, const aclTensor* input, const aclTensor* weight,
    const aclIntArray* actSeqLenOptionalOptional, int64_t compressBlockSize, int64_t compressStride,
    int64_t actSeqLenType, char* layoutOptionalOptional, const aclTensor* inputGradOut,
    const aclTensor* weightGradOut, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  GradPlan plan;
  if (aclnnStatus st = Check(outputGrad, input, weight, actSeqLenOptionalOptional, compressBlockSize,
                             compressStride, actSeqLenType, layoutOptionalOptional, inputGradOut, weightGradOut,
                             &plan))
    return st;
  ExecutorBuilder b(kApi);
  const int i_g = b.Input(outputGrad);
  const int i_x = b.Input(input);
  const int i_w = b.Input(weight);
  const int i_dx = b.Output(inputGradOut);
  const int i_dw = b.Output(weightGradOut);
  // weightGrad is never empty (l, N > 0): even M = 0 or T = 0 writes zeros (spec §9.1 B19).
  WorkspaceBooking ws;
  BookGrad(&plan, &ws);
  b.SetWorkspace(ws);
  b.SetRun([plan, i_g, i_x, i_w, i_dx, i_dw](const RunContext& ctx) {
    RunGrad(plan, ctx.ptr(i_g), ctx.ptr(i_x), ctx.ptr(i_w), ctx.ptr(i_dx), ctx.ptr(i_dw), ctx);
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnNsaCompressGrad(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                            aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
