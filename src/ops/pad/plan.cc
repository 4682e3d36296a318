// Phase 1 of the pad family: index maps per axis, their inverses, the workspace.
#include <algorithm>
#include <stdexcept>

#include "core/size_math.h"
#include "core/dtype.h"
#include "core/tensor.h"
#include "ops/pad/pad.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

const char* ModeName(Mode m) {
  switch (m) {
    case Mode::kReflect: return "reflect";
    case Mode::kReplicate: return "replicate";
    case Mode::kCircular: return "circular";
    case Mode::kConstant: return "constant";
  }
  return "?";
}

int64_t SourceIndex(Mode m, int64_t o, int64_t n, int64_t lo, int64_t hi) {
  const int64_t u = o - lo;
  if (n <= 0) return -1;
  int64_t s = -1;
  switch (m) {
    case Mode::kReflect:
      s = u < 0 ? -u : (u < n ? u : 2 * (n - 1) - u);
      break;
    case Mode::kReplicate:
      s = u < 0 ? 0 : (u < n ? u : n - 1);
      break;
    case Mode::kCircular: {  // c + ((o - p) mod n'), the crops c, e and the lead p of §3.1
      const int64_t c = std::max<int64_t>(-lo, 0), e = std::max<int64_t>(-hi, 0), p = std::max<int64_t>(lo, 0);
      const int64_t period = n - c - e;
      if (period <= 0) return -1;
      s = c + (((o - p) % period) + period) % period;
      break;
    }
    case Mode::kConstant:
      s = u;
      break;
  }
  return s >= 0 && s < n ? s : -1;
}

namespace {

// Fills the axis' forward map and its middle run.
void BuildMap(Mode mode, Axis* a) {
  if (!a->padded) {
    a->mid_begin = 0;
    a->mid_end = a->m;
    return;
  }
  a->src.resize(static_cast<size_t>(a->m));
  for (int64_t o = 0; o < a->m; ++o) a->src[static_cast<size_t>(o)] = SourceIndex(mode, o, a->n, a->lo, a->hi);
  // The middle run: positions whose source is o - lo, contiguous around the unpadded range.
  a->mid_begin = std::max<int64_t>(0, a->lo);
  a->mid_end = std::min<int64_t>(a->m, a->lo + a->n);
  if (a->mid_end < a->mid_begin) a->mid_end = a->mid_begin;
}

// Inverse map in summation order: centre, low side outermost first, high side outermost first.
void BuildInverse(Axis* a) {
  if (!a->padded) return;
  const size_t n = static_cast<size_t>(a->n);
  std::vector<int64_t> count(n, 0);
  for (int64_t s : a->src)
    if (s >= 0) ++count[static_cast<size_t>(s)];
  a->pre_begin.assign(n + 1, 0);
  for (size_t i = 0; i < n; ++i) a->pre_begin[i + 1] = a->pre_begin[i] + count[i];
  a->pre.assign(static_cast<size_t>(a->pre_begin[n]), 0);
  std::vector<int64_t> fill(a->pre_begin.begin(), a->pre_begin.end() - 1);
  auto put = [&](int64_t o) {
    const int64_t s = a->src[static_cast<size_t>(o)];
    if (s >= 0) a->pre[static_cast<size_t>(fill[static_cast<size_t>(s)]++)] = o;
  };
  for (int64_t o = a->mid_begin; o < a->mid_end; ++o) put(o);       // centre
  for (int64_t o = 0; o < std::min(a->mid_begin, a->m); ++o) put(o);  // low side, outermost first
  for (int64_t o = a->m - 1; o >= a->mid_end; --o) put(o);           // high side, outermost first
  // The longest run of inputs whose only reader is their centre position.
  int64_t best_b = 0, best_e = 0, run_b = 0;
  for (int64_t i = 0; i <= a->n; ++i) {
    const bool pure = i < a->n && a->pre_begin[static_cast<size_t>(i) + 1] - a->pre_begin[static_cast<size_t>(i)] == 1 &&
                      a->pre[static_cast<size_t>(a->pre_begin[static_cast<size_t>(i)])] == i + a->lo;
    if (pure) continue;
    if (i - run_b > best_e - best_b) {
      best_b = run_b;
      best_e = i;
    }
    run_b = i + 1;
  }
  a->pure_begin = best_b;
  a->pure_end = best_e;
}

std::vector<Axis> MakeAxes(Mode mode, const Shape& unpadded, const Shape& padded_shape,
                           const std::vector<AxisPads>& pads, bool inverse) {
  std::vector<Axis> axes(unpadded.size());
  for (size_t d = 0; d < axes.size(); ++d) {
    Axis& a = axes[d];
    a.n = unpadded[d];
    a.m = padded_shape[d];
    a.lo = pads[d].lo;
    a.hi = pads[d].hi;
    a.padded = pads[d].padded && (a.lo != 0 || a.hi != 0);
    BuildMap(mode, &a);
    if (inverse) BuildInverse(&a);
  }
  return axes;
}

}  // namespace

std::vector<AxisPads> TrailingPads(int rank, const aclIntArray& padding) {
  std::vector<AxisPads> pads(static_cast<size_t>(rank));
  const size_t pairs = padding.v.size() / 2;
  for (size_t j = 0; j < pairs && j < static_cast<size_t>(rank); ++j) {
    AxisPads& p = pads[static_cast<size_t>(rank) - 1 - j];
    p.lo = padding.v[2 * j];
    p.hi = padding.v[2 * j + 1];
    p.padded = true;
  }
  return pads;
}

std::shared_ptr<Plan> MakeForwardPlan(Mode mode, const aclTensor& self, const aclTensor& out,
                                      const std::vector<AxisPads>& pads, const unsigned char* fill) {
  auto p = std::make_shared<Plan>();
  p->mode = mode;
  p->dtype = self.dtype;
  p->rank = static_cast<int>(self.view.size());
  p->axes = MakeAxes(mode, self.view, out.view, pads, false);
  p->in = StridedView::Of(self);
  p->out = StridedView::Of(out);
  if (fill) std::copy(fill, fill + 16, p->fill);
  // An output that shares memory with self is computed into a temporary first.
  p->out_self_overlap = !NonOverlapping(out);
  if (MayOverlap(self.data, p->in, out.data, p->out))
    p->temp = p->booking.Book<unsigned char>(static_cast<int64_t>(p->out.bytes()));
  return p;
}

std::shared_ptr<Plan> MakeBackwardPlan(Mode mode, const aclTensor& grad_output, const aclTensor& grad_input,
                                       const std::vector<AxisPads>& pads, int late_axis, bool ties_away) {
  auto p = std::make_shared<Plan>();
  p->mode = mode;
  p->dtype = grad_input.dtype;
  p->rank = static_cast<int>(grad_input.view.size());
  p->axes = MakeAxes(mode, grad_input.view, grad_output.view, pads, true);
  // A late axis only changes the order when it is padded (and is not the last axis).
  p->late_axis = late_axis >= 0 && late_axis < p->rank - 1 && p->axes[static_cast<size_t>(late_axis)].padded
                     ? late_axis
                     : -1;
  p->ties_away = ties_away;
  p->in = StridedView::Of(grad_output);
  p->out = StridedView::Of(grad_input);
  // One slot per thread: the accumulated gradOutput row, a loaded row and the gradInput row (and,
  // with a late axis, one more gradInput row for each of its terms), in the accumulation type
  // (float, or double for DOUBLE/COMPLEX128), times 2 for complex.
  const bool wide = p->dtype == ACL_DOUBLE || p->dtype == ACL_COMPLEX128;
  const size_t comps = (p->dtype == ACL_COMPLEX64 || p->dtype == ACL_COMPLEX128) ? 2 : 1;
  const int64_t acc = static_cast<int64_t>((wide ? sizeof(double) : sizeof(float)) * comps);
  const int64_t m = p->rank > 0 ? p->axes.back().m : 1;
  const int64_t n = p->rank > 0 ? p->axes.back().n : 1;
  const int64_t slot_bytes = SatAdd(SatMul(2, SatAlign64(SatMul(m, acc))),
                                    SatMul(p->late_axis >= 0 ? 2 : 1, SatAlign64(SatMul(n, acc))));
  p->team = p->booking.Team();
  p->fold_rows = p->booking.BookPerThread<unsigned char>(slot_bytes);
  p->out_self_overlap = !NonOverlapping(grad_input);
  if (MayOverlap(grad_output.data, p->in, grad_input.data, p->out))
    p->temp = p->booking.Book<unsigned char>(static_cast<int64_t>(p->out.bytes()));
  return p;
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
