// The pad family's implementations and the ordered lists phase 1 picks from (pad.h).
#pragma once

#include "ops/pad/pad.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

// The generic forward: any mode, rank and element size, strided views (out may be the dense
// temporary of an output that overlaps the input).
void GatherGeneric(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);
// The generic backward: any mode and rank, FLOAT/FLOAT16/BFLOAT16/DOUBLE/COMPLEX64/COMPLEX128; its
// accumulation rows are the plan's fold_rows.
void FoldGeneric(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);

// Any mode and rank with a dense last axis on both sides (input not empty): rows built from the
// segments of the last axis' map found in phase 1 (rows.cc).
bool RowsApplies(const Plan& p);
void RowsPrepare(Plan* p);
void RowsForward(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);

// Reflection padding of the last two axes of a rank-3/4 view, rows built in registers and
// streamed (ops/reflection_pad2d, ops/reflection_pad2d_backward kernels).
bool Reflect2dApplies(const Plan& p);
void Reflect2dPrepare(Plan* p);
void Reflect2dForward(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);
bool Reflect2dBackwardApplies(const Plan& p);
void Reflect2dBackwardPrepare(Plan* p);
void Reflect2dBackward(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);

// One entry of an implementation list: the first whose precondition holds serves the plan;
// prepare (optional) builds its phase-1 data and books its workspace on p->booking.
struct Impl {
  const char* name;
  bool (*applies)(const Plan& p);
  void (*prepare)(Plan* p);
  void (*run)(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);
};

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
