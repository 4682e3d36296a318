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

// FLOAT/FLOAT16/BFLOAT16 backwards whose last axis is dense on both sides and whose per-plane
// reader tables stay small: the generic fold's sums with its per-row walk done in phase 1
// (fold_rows.cc).
bool FoldRowsApplies(const Plan& p);
void FoldRowsPrepare(Plan* p);
void FoldRowsBackward(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);

// Reflection padding of the last two axes of a rank-3/4 view, rows built in registers and
// streamed (ops/reflection_pad2d, ops/reflection_pad2d_backward kernels).
bool Reflect2dApplies(const Plan& p);
void Reflect2dPrepare(Plan* p);
void Reflect2dForward(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);
bool Reflect2dBackwardApplies(const Plan& p);
void Reflect2dBackwardPrepare(Plan* p);
void Reflect2dBackward(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx);

// The forward row walk shared by the gather and the row implementation: calls
// row(in_off, out_off, filled) for the output rows [r0, r1) (rows of the last axis, in row-major
// order of the outer axes) with the element offsets of their first elements in p.in and out.
// A filled row (an outer index maps to the fill) or an empty input has no source row: in_off is
// then never formed (an empty input's strides are unbounded). The ranges' rows and offsets do not
// depend on where [r0, r1) starts, so results are the same for any thread count.
template <class Row>
void ForEachForwardRow(const Plan& p, const StridedView& out, int64_t r0, int64_t r1, Row&& row) {
  const int r = p.rank;
  const bool in_empty = p.in.numel() == 0;
  int64_t o_idx[kViewMaxDims] = {};
  int64_t q = r0;
  for (int a = r - 2; a >= 0; --a) {
    o_idx[a] = q % out.shape[static_cast<size_t>(a)];
    q /= out.shape[static_cast<size_t>(a)];
  }
  // The offsets of axes [0, r - 2) are summed when one of them moves (once per run of the row
  // axis r - 2); each row adds the term of axis r - 2 only.
  const int inner = r - 2;
  auto term = [&](int a, int64_t* in_off, int64_t* out_off, bool* filled) {
    const Axis& ax = p.axes[static_cast<size_t>(a)];
    const int64_t s = ax.padded ? ax.src[static_cast<size_t>(o_idx[a])] : o_idx[a];
    *filled = *filled || s < 0;
    if (!*filled && !in_empty) *in_off += s * p.in.strides[static_cast<size_t>(a)];
    *out_off += o_idx[a] * out.strides[static_cast<size_t>(a)];
  };
  int64_t in_base = 0, out_base = 0;
  bool base_filled = false;
  bool stale = true;
  for (int64_t i = r0; i < r1; ++i) {
    if (stale) {
      in_base = p.in.offset;
      out_base = out.offset;
      base_filled = false;
      for (int a = 0; a < inner; ++a) term(a, &in_base, &out_base, &base_filled);
      stale = false;
    }
    int64_t in_off = in_base, out_off = out_base;
    bool filled = base_filled;
    if (inner >= 0) term(inner, &in_off, &out_off, &filled);
    row(in_off, out_off, filled);
    for (int a = inner; a >= 0; --a) {  // next row
      if (++o_idx[a] < out.shape[static_cast<size_t>(a)]) break;
      o_idx[a] = 0;
      stale = true;
    }
  }
}

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
