// NsaCompressGrad kernel: inputGrad as a gather over the covering windows (spec §5.3) fused with
// the weightGrad dot products, one pass over the tokens.
#pragma once

#include <cstdint>
#include <vector>

#include "acl/acl_base.h"
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
};

// Tokens per chunk: shape-dependent only, so partial sums combine identically for any thread count.
int64_t ChunkTokens(int64_t t, int64_t n, int64_t d, int64_t l);
// Workspace bytes of the plan: chunks * l * N fp32 partials of weightGrad.
uint64_t WorkspaceBytes(const GradPlan& p);

// Runs the plan on device pointers (base addresses of the tensors' storage).
void RunGrad(const GradPlan& p, const void* g, const void* x, const void* w, void* dx, void* dw, void* workspace);

}  // namespace nsa_compress_grad
}  // namespace ops
}  // namespace aclnn_cpu
