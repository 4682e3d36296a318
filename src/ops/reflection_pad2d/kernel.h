// ReflectionPad2d: every output row is a copy of one input row (the reflected one) with its two
// ends mirrored; pure data movement, so it works on raw element bytes for every dtype.
#pragma once

#include "core/run_context.h"
#include "core/workspace.h"

#include <cstddef>
#include <cstdint>

#include "ops/reflection_pad2d/pad_common.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d {

struct Plan {
  size_t esize = 4;             // bytes per element (1, 2, 4, 8 or 16)
  reflection_pad::Planes self;  // [N, C, H, W]
  reflection_pad::Planes out;   // [N, C, Ho, Wo]
  int64_t pl = 0, pt = 0;       // left and top padding (may be negative: cropping)
  // Workspace: one output row (Wo elements) per thread of `team`, where mirrored rows are built
  // before they are streamed out (BookRows).
  int64_t team = 1;
  WsRegion<unsigned char> row;
};

void BookRows(Plan* plan, WorkspaceBooking* ws);

// out[p, oh, ow] = self[p, refl(oh - pt, H), refl(ow - pl, W)] (spec §3.2). Views must not overlap.
void Run(const Plan& plan, const void* self, void* out, const RunContext& ctx);

}  // namespace reflection_pad2d
}  // namespace ops
}  // namespace aclnn_cpu
