// NsaCompressGrad kernel: inputGrad as a gather over the covering windows (spec §5.3) fused with
// the weightGrad dot products, one pass over the tokens.
#pragma once

#include <cstdint>
#include <vector>

#include "acl/acl_base.h"
#include "core/run_context.h"
#include "core/workspace.h"
#include "ops/nsa_compress/nsa_common.h"

namespace aclnn_cpu {
namespace ops {
namespace nsa_compress_grad {

struct GradPlan {
  aclDataType dtype = ACL_FLOAT16;  // of every tensor (FLOAT16 or BF16)
  int64_t t = 0, n = 0, d = 0;      // input [T, N, D]
  int64_t m = 0;                    // outputGrad [M, N, D]
  int64_t block = 0, stride = 0;    // compressBlockSize l, compressStride
  nsa::View g, x, w, dx, dw;        // operand views (offsets and strides in elements)
  nsa::Batches batches;
  int64_t chunk = 0;                // tokens per chunk of the weightGrad partial sums
  int64_t chunks = 0;               // ceil(T / chunk)
  // Workspace (BookGrad): the weightGrad partials of every chunk, the weights widened to fp32,
  // and per thread of `team` the row buffers of a chunk range (also the combine's fp64 sums).
  int64_t team = 1;
  WsRegion<float> partials, wf;
  WsRegion<unsigned char> scratch;
};

// Tokens per chunk: shape-dependent only, so partial sums combine identically for any thread count.
int64_t ChunkTokens(int64_t t, int64_t n, int64_t d, int64_t l);
// Books the plan's workspace regions (see GradPlan).
void BookGrad(GradPlan* p, WorkspaceBooking* ws);

// Runs the plan on device pointers (base addresses of the tensors' storage).
void RunGrad(const GradPlan& p, const void* g, const void* x, const void* w, void* dx, void* dw, const RunContext& ctx);

}  // namespace nsa_compress_grad
}  // namespace ops
}  // namespace aclnn_cpu
