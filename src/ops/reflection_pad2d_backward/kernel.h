// ReflectionPad2dBackward as a gather: every gradInput row is computed by one task from the (at most
// three) gradOutput rows that reflect onto it, so no element is written twice and the sums have a
// fixed order (spec §3.4, A2 order): per column centre + top + bottom (H fold), then per element
// centre + left + right (W fold). Accumulation in fp32 (fp16/bf16/fp32/complex64) or fp64.
#pragma once

#include <cstdint>
#include <vector>

#include "acl/acl_base.h"
#include "core/run_context.h"
#include "core/workspace.h"
#include "ops/reflection_pad2d/pad_common.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d_backward {

struct Plan {
  aclDataType dtype = ACL_FLOAT;
  reflection_pad::Planes go;  // gradOutput [N, C, Ho, Wo]
  reflection_pad::Planes gi;  // gradInput  [N, C, H, W]
  int64_t pl = 0, pt = 0;     // left and top padding (may be negative)
  // W axis: columns [m0, m1) of gradInput read exactly one gradOutput column (iw + pl); every other
  // column is listed in `border` with its sources (3 per entry, centre/left/right order, -1 = none).
  int64_t m0 = 0, m1 = 0;
  std::vector<int64_t> border, border_src;
  // H axis: per gradInput row, the number of gradOutput rows reflecting onto it, then those rows
  // (centre/top/bottom order): 4 entries per row.
  std::vector<int64_t> hsrc;
  // Workspace: each task's row buffers, one slot per thread of `team` (BookRows).
  int64_t team = 1;
  WsRegion<unsigned char> rows;
};

// Geometry of the W axis (the H axis is derived per row at run time).
Plan MakePlan(aclDataType dtype, const reflection_pad::Planes& go, const reflection_pad::Planes& gi,
              int64_t pl, int64_t pt);

// Books `rows` (per thread): contiguous rows on both sides, a row of Wo k fp64 accumulators when both
// W pads are >= 0, else a staging row of W k elements; other layouts, gather and scatter buffers of
// (3 Wo + W) k elements of the accumulation type (fp32, fp64 for DOUBLE / COMPLEX128).
void BookRows(Plan* plan, WorkspaceBooking* ws);

// Computes gradInput from gradOutput. The views must not overlap (the caller uses a temporary).
void Run(const Plan& plan, const void* grad_output, void* grad_input, const RunContext& ctx);

}  // namespace reflection_pad2d_backward
}  // namespace ops
}  // namespace aclnn_cpu
