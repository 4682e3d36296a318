// aclnnNsaCompress: NSA token compression (weighted pooling of sliding windows over packed
// sequences). Spec: nsa_compress_grad.md §3, §4, §9.2.
#include <cstring>
#include <string>

#include "aclnnop/aclnn_nsa_compress.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "exec/executor.h"
#include "ops/nsa_compress/kernel.h"
#include "ops/nsa_compress/nsa_common.h"

namespace aclnn_cpu {
namespace ops {
namespace nsa_compress {
namespace {
constexpr const char* kApi = "aclnnNsaCompress";
constexpr const char* kSeq = "actSeqLenOptional";

std::string Num(int64_t v) { return std::to_string(v); }

// Order of spec §9.2: nulls (161001), dtype equality, shapes, layout, actSeqLen, actSeqLenType
// (161002), then this library's consistency checks (161002), then the failures the device reports
// from its later stages (561103).
aclnnStatus Check(const aclTensor* x, const aclTensor* w, const aclIntArray* seq, const char* layout, int64_t l,
                  int64_t d, int64_t type, const aclTensor* out, FwdPlan* plan) {
  Validator v(kApi);
  v.NotNull("input", x).NotNull("weight", w).NotNull("output", out);  // F1
  if (!v.ok()) return v.status();
  v.SameDtype("weight", w, "input", x).SameDtype("output", out, "input", x);  // F2
  v.Rank("input", x, 3, 3).Rank("weight", w, 2, 2);
  if (!v.ok()) return v.status();
  v.Check(x->view[0] >= 0, [&] { return "input has a negative dimension: " + ShapeString(x->view); })
      .Check(x->view[1] > 0 && x->view[2] > 0, [&] {  // F3
        return "input has shape " + ShapeString(x->view) + "; N (dim 1) and D (dim 2) must be positive";
      })
      .ShapeIs("weight", w, {l, x->view[1]}, "[compressBlockSize, N]")  // F4
      .Check(layout == nullptr || std::strcmp(layout, "TND") == 0, [&] {  // F5
        return std::string("layoutOptional must be \"TND\", got \"") + layout + "\"";
      })
      .Check(seq != nullptr, [&] { return std::string(kSeq) + " must not be null"; })  // F6
      .Check(seq == nullptr || !seq->v.empty(), [&] { return std::string(kSeq) + " must not be empty"; })
      .Check(type == 0, [&] { return "actSeqLenType must be 0 (cumulative ends), got " + Num(type); })  // F7
      .Check(l > 0, [&] { return "compressBlockSize must be positive, got " + Num(l); })
      .Check(d > 0, [&] { return "compressStride must be positive, got " + Num(d); });
  if (!v.ok()) return v.status();
  // Library consistency checks the device skips: the sequences end exactly at T, the output holds
  // one row per window.
  const int64_t T = x->view[0], N = x->view[1], D = x->view[2];
  nsa::Batches batches;
  const std::string why = nsa::ParseSeqLens(seq, kSeq, 0, T, true, &batches);
  v.Check(why.empty(), [&] { return why; });
  if (!v.ok()) return v.status();
  nsa::CountBlocks(l, d, &batches);
  const int64_t M = batches.total_blocks;
  v.Rank("output", out, 3, 3).ShapeIs("output", out, {M, N, D}, "[number of windows, N, D]");
  // F8: what the device rejects in its later stages (kernel selection, tiling).
  v.Check(DtypeIn(x->dtype, {ACL_FLOAT16, ACL_BF16}), [&] {
     return std::string("input dtype ") + DtypeName(x->dtype) + " is not supported; expected FLOAT16 or BFLOAT16";
   }, ACLNN_ERR_INNER_NULLPTR)
      .Check(l % 16 == 0, [&] { return "compressBlockSize must be a multiple of 16, got " + Num(l); },
             ACLNN_ERR_INNER_NULLPTR)
      .Check(d % 16 == 0, [&] { return "compressStride must be a multiple of 16, got " + Num(d); },
             ACLNN_ERR_INNER_NULLPTR)
      .Check(l >= d, [&] {
        return "compressBlockSize (" + Num(l) + ") must not be smaller than compressStride (" + Num(d) + ")";
      }, ACLNN_ERR_INNER_NULLPTR);
  // Library checks: views inside their storage, output without self-overlap.
  v.ViewInStorage("input", x).ViewInStorage("weight", w).ViewInStorage("output", out)
      .Check(NonOverlapping(*out), [&] { return "output view " + Describe(*out) + " overlaps itself"; });
  if (!v.ok()) return v.status();

  plan->dtype = x->dtype;
  plan->n = N;
  plan->d = D;
  plan->block = l;
  plan->stride = d;
  plan->x = nsa::ViewOf(*x);
  plan->w = nsa::ViewOf(*w);
  plan->out = nsa::ViewOf(*out);
  plan->window_start.reserve(static_cast<size_t>(M));
  for (size_t b = 0; b < batches.start.size(); ++b)
    for (int64_t i = 0; i < batches.blocks[b]; ++i) plan->window_start.push_back(batches.start[b] + i * d);
  return ACLNN_SUCCESS;
}
}  // namespace
}  // namespace nsa_compress
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops::nsa_compress;

extern "C" aclnnStatus aclnnNsaCompressGetWorkspaceSize(const aclTensor* input, const aclTensor* weight,
                                                        const aclIntArray* actSeqLenOptional, char* layoutOptional,
                                                        int64_t compressBlockSize, int64_t compressStride,
                                                        int64_t actSeqLenType, aclTensor* output,
                                                        uint64_t* workspaceSize, aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  FwdPlan plan;
  if (aclnnStatus st = Check(input, weight, actSeqLenOptional, layoutOptional, compressBlockSize, compressStride,
                             actSeqLenType, output, &plan))
    return st;
  ExecutorBuilder b(kApi);
  const int i_x = b.Input(input);
  const int i_w = b.Input(weight);
  const int i_out = b.Output(output);
  if (!plan.window_start.empty()) {  // no window at all: the output is empty, nothing to do
    WorkspaceBooking ws;
    BookCompress(&plan, &ws);
    b.SetWorkspace(ws);
    b.SetRun([plan, i_x, i_w, i_out](const RunContext& ctx) {
      RunCompress(plan, ctx.ptr(i_x), ctx.ptr(i_w), ctx.ptr(i_out), ctx);
      return ACLNN_SUCCESS;
    });
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnNsaCompress(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                        aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
