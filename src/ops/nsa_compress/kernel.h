// NsaCompress kernel: output[o, n, :] = cvt_fwd(sum over j ascending of w[j, n] * x[start_o + j, n, :])
// in fp32 (spec §4), one output row per (window, head).
#pragma once

#include <cstdint>
#include <vector>

#include "acl/acl_base.h"
#include "core/run_context.h"
#include "core/workspace.h"
#include "ops/nsa_compress/nsa_common.h"

namespace aclnn_cpu {
namespace ops {
namespace nsa_compress {

struct FwdPlan {
  aclDataType dtype = ACL_FLOAT16;
  int64_t n = 0, d = 0;             // heads, head dim
  int64_t block = 0;                // compressBlockSize
  int64_t stride = 0;               // compressStride
  nsa::View x, w, out;
  std::vector<int64_t> window_start;  // first token of every window, in output order
  // Workspace (BookCompress): the weights widened to fp32, and per thread of `team` the open
  // windows' fp32 carries (contiguous rows) or a window's gathered fp32 rows (other layouts).
  int64_t team = 1;
  WsRegion<float> wf;
  WsRegion<unsigned char> scratch;
};

void BookCompress(FwdPlan* p, WorkspaceBooking* ws);
void RunCompress(const FwdPlan& p, const void* x, const void* w, void* out, const RunContext& ctx);

// fp32 -> FLOAT16/BFLOAT16 with ties away from zero (CAST_ROUND), scalar.
uint16_t F32ToF16TiesAway(float v);
uint16_t F32ToBf16TiesAway(float v);

}  // namespace nsa_compress
}  // namespace ops
}  // namespace aclnn_cpu
