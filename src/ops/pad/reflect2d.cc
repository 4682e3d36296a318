// The pad family's specialised entries for reflection padding of the last two axes of a rank-3/4
// view (ReflectionPad2d, ReflectionPad2dBackward): the row kernels of ops/reflection_pad2d and
// ops/reflection_pad2d_backward (rows built in registers, streamed stores), over the engine's plan.
#include <memory>

#include "core/dtype.h"
#include "ops/pad/impl.h"
#include "ops/reflection_pad2d/kernel.h"
#include "ops/reflection_pad2d_backward/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

// A rank-3 ([C, H, W]) or rank-4 ([N, C, H, W]) view as the row kernels see it.
reflection_pad::Planes PlanesOf(const StridedView& v) {
  reflection_pad::Planes p;
  const int r = v.rank;
  auto dim = [&](int d) { return v.shape[static_cast<size_t>(d)]; };
  auto stride = [&](int d) { return v.strides[static_cast<size_t>(d)]; };
  p.h = dim(r - 2);
  p.w = dim(r - 1);
  p.sh = stride(r - 2);
  p.sw = stride(r - 1);
  p.c = dim(r - 3);
  p.sc = stride(r - 3);
  if (r == 4) {
    p.n = dim(0);
    p.sn = stride(0);
  }
  p.offset = v.offset;
  return p;
}

bool TwoTrailingAxes(const Plan& p) {
  return p.mode == Mode::kReflect && p.k == 2 && (p.rank == 3 || p.rank == 4);
}

}  // namespace

bool Reflect2dApplies(const Plan& p) { return TwoTrailingAxes(p) && p.out.numel() > 0; }

void Reflect2dPrepare(Plan* p) {
  auto kp = std::make_shared<reflection_pad2d::Plan>();
  kp->esize = p->in.esize;
  kp->self = PlanesOf(p->in);
  kp->out = PlanesOf(p->out);
  kp->pl = p->axes[static_cast<size_t>(p->rank - 1)].lo;
  kp->pt = p->axes[static_cast<size_t>(p->rank - 2)].lo;
  reflection_pad2d::BookRows(kp.get(), &p->booking);
  p->special = kp;
}

void Reflect2dForward(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx) {
  reflection_pad2d::Plan kp = *static_cast<const reflection_pad2d::Plan*>(p.special.get());
  kp.out = PlanesOf(out);  // the output, or its dense temporary
  reflection_pad2d::Run(kp, in, out_data, ctx);
}

// An empty gradOutput (negative pads) leaves zeros to write: the generic fold does that.
bool Reflect2dBackwardApplies(const Plan& p) { return TwoTrailingAxes(p) && p.in.numel() > 0 && p.out.numel() > 0; }

void Reflect2dBackwardPrepare(Plan* p) {
  auto kp = std::make_shared<reflection_pad2d_backward::Plan>(reflection_pad2d_backward::MakePlan(
      p->dtype, PlanesOf(p->in), PlanesOf(p->out), p->axes[static_cast<size_t>(p->rank - 1)].lo,
      p->axes[static_cast<size_t>(p->rank - 2)].lo));
  reflection_pad2d_backward::BookRows(kp.get(), &p->booking);
  p->special = kp;
}

void Reflect2dBackward(const Plan& p, const void* in, void* out_data, const StridedView& out, const RunContext& ctx) {
  const auto& made = *static_cast<const reflection_pad2d_backward::Plan*>(p.special.get());
  if (out.strides == p.out.strides && out.offset == p.out.offset) {
    reflection_pad2d_backward::Run(made, in, out_data, ctx);
    return;
  }
  reflection_pad2d_backward::Plan kp = made;  // into the dense temporary
  kp.gi = PlanesOf(out);
  reflection_pad2d_backward::Run(kp, in, out_data, ctx);
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
