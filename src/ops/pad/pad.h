// The pad family's engine: reflection, replication, circular and constant padding of the trailing
// axes of a strided view, forward (a gather) and backward (its adjoint, a fold), for every entry
// point of the family (docs/adding-an-operator.md explains the pattern).
//
//   phase 1: the entry point validates with its row of the family's tables (validate.cc), then
//            MakeForwardPlan / MakeBackwardPlan build a plain-data plan: per padded axis the map
//            from output index to source index (the contiguous middle run marked) and, for
//            backwards, its inverse with any fan-in, in the summation order of the spec;
//   phase 2: RunForward / RunBackward run the first implementation of the family's ordered list
//            whose precondition holds (specialised rows first, the generic gather or fold last).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "aclnn/acl_meta.h"
#include "core/export.h"
#include "core/run_context.h"
#include "core/strided_view.h"
#include "core/workspace.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

enum class Mode { kReflect, kReplicate, kCircular, kConstant };
const char* ModeName(Mode m);

// Source index of output position o on an axis of input length n with pads (lo, hi); -1: the fill
// value (constant mode, or an index no mode can reach). Circular padding wraps with the period of
// the cropped length n - max(-lo, 0) - max(-hi, 0) (circular/constant spec §3.2).
int64_t SourceIndex(Mode m, int64_t o, int64_t n, int64_t lo, int64_t hi);

// One axis of the plan. Unpadded axes have lo = hi = 0 and the identity map.
struct Axis {
  int64_t n = 0;       // input (unpadded) length
  int64_t m = 0;       // output (padded) length = n + lo + hi
  int64_t lo = 0, hi = 0;
  bool padded = false;
  // Output positions [mid_begin, mid_end) read source o - lo (a contiguous run; empty if none).
  int64_t mid_begin = 0, mid_end = 0;
  std::vector<int64_t> src;  // padded axes: src[o] for o < m (-1: fill)
  // Backward: for input index i, the output positions that read it, in summation order (centre,
  // then the low side outermost first, then the high side outermost first):
  // pre[pre_begin[i] .. pre_begin[i + 1]).
  std::vector<int64_t> pre_begin, pre;
  // Backward: inputs [pure_begin, pure_end) read exactly one output position, i + lo (a plain copy).
  int64_t pure_begin = 0, pure_end = 0;
};

struct Plan {
  Mode mode = Mode::kConstant;
  aclDataType dtype = ACL_DT_UNDEFINED;
  int rank = 0;
  std::vector<Axis> axes;   // rank entries
  StridedView in, out;      // forward: self -> out; backward: gradOutput -> gradInput
  int in_index = -1, out_index = -1;  // bindings in RunContext::data
  unsigned char fill[16] = {};        // constant mode: the fill value in the tensor's dtype
  int k = 0;                // the entry point's padded trailing axes (1, 2, 3; ConstantPadNd: rank)
  // Workspace (core/workspace.h), booked in phase 1: the generic fold's accumulation rows (one
  // slot per thread of `team`), the output's dense temporary when the phase-1 addresses of output
  // and input overlap, and whatever the chosen implementation books.
  WorkspaceBooking booking;
  int64_t team = 1;
  WsRegion<unsigned char> fold_rows, temp;
  // Several output elements share an address (zero or interleaved strides): the run is serial
  // (core/parallel.h SerialScope), rows in row-major order, so the last row wins whatever the
  // thread count (as in the elementwise engine).
  bool out_self_overlap = false;
  // The implementation chosen in phase 1 (an index into the direction's list) and its own
  // phase-1 data.
  int impl = -1;
  std::shared_ptr<const void> special;
  // Backward summation order and rounding (circular: the device's, spec §3.4).
  // late_axis >= 0: that outer axis is summed last, after the fold of the last axis (circular 3d:
  // H, then W, then D); -1: every outer axis before the last axis' fold.
  int late_axis = -1;
  // FLOAT16/BFLOAT16 results rounded once with ties away from zero instead of to nearest even.
  bool ties_away = false;
};

// pads: per axis (lo, hi); unpadded axes (0, 0). The maps are built for `mode`; fill is constant
// mode's value already converted to the dtype's bytes.
struct AxisPads {
  int64_t lo = 0, hi = 0;
  bool padded = false;
};
std::shared_ptr<Plan> MakeForwardPlan(Mode mode, const aclTensor& self, const aclTensor& out,
                                      const std::vector<AxisPads>& pads, const unsigned char* fill);
// late_axis, ties_away: see Plan.
std::shared_ptr<Plan> MakeBackwardPlan(Mode mode, const aclTensor& grad_output, const aclTensor& grad_input,
                                       const std::vector<AxisPads>& pads, int late_axis = -1,
                                       bool ties_away = false);

// ConstantPadNd's fill value: the scalar converted to `dtype` (circular/constant spec §2.1 and
// the library's policy for the cases C++ leaves undefined), as that dtype's bytes.
void ScalarFillBytes(const aclScalar& value, aclDataType dtype, unsigned char out[16]);

// Phase 1: picks the first implementation of the direction's list whose precondition holds and
// lets it book its workspace. Phase 2: runs it (ACLNN_CPU_VERBOSE=1 names it).
void ChooseForward(Plan* p);
void ChooseBackward(Plan* p);
aclnnStatus RunForward(const Plan& p, const char* api, const RunContext& ctx);
aclnnStatus RunBackward(const Plan& p, const char* api, const RunContext& ctx);
// Tests: with `on`, phase 1 picks the generic entry of each list (pad.gather, pad.fold), so that
// the specialised ones can be compared with it bit for bit. Returns the previous setting.
ACLNN_CPU_INTERNAL_API bool SetGenericOnlyForTest(bool on);

// Padding arrays of the fixed-rank operators: pair j pads axis rank-1-j ([left, right, top,
// bottom, front, back]).
std::vector<AxisPads> TrailingPads(int rank, const aclIntArray& padding);

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
