// Phase 2 of the pad family: the implementation lists and the overlap temporary.
#include <memory>

#include "core/strided_view.h"
#include "core/verbose.h"
#include "ops/pad/impl.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

bool Always(const Plan&) { return true; }

// Best first; the generic entry serves every plan.
const ForwardImpl kForward[] = {
    {"pad.gather", Always, GatherGeneric},
};
const BackwardImpl kBackward[] = {
    {"pad.fold", Always, FoldGeneric},
};

template <class Impl, size_t N>
const Impl& Pick(const Impl (&list)[N], const Plan& p) {
  for (const Impl& i : list)
    if (i.applies(p)) return i;
  return list[N - 1];
}

// Where the result goes: the output itself, or a contiguous temporary when the output shares
// memory with the input (booked in phase 1 when the phase-1 addresses overlapped; otherwise, for
// addresses rebound since, allocated here).
struct Target {
  void* data;
  StridedView view;
  std::unique_ptr<unsigned char[]> owned;
};
Target TargetFor(const Plan& p, const void* in, void* out, const RunContext& ctx) {
  if (!MayOverlap(in, p.in, out, p.out)) return {out, p.out, nullptr};
  Target t{nullptr, p.out.Contiguous(), nullptr};
  if (p.through_temp) {
    t.data = static_cast<unsigned char*>(ctx.workspace) + p.temp_offset;
  } else {
    t.owned.reset(new unsigned char[p.out.bytes()]);
    t.data = t.owned.get();
  }
  return t;
}

}  // namespace

aclnnStatus RunForward(const Plan& p, const char* api, const RunContext& ctx) {
  const ForwardImpl& impl = Pick(kForward, p);
  LogImplementation(api, impl.name);
  const void* in = ctx.ptr(p.in_index);
  void* out = ctx.ptr(p.out_index);
  Target t = TargetFor(p, in, out, ctx);
  impl.run(p, in, t.data, t.view);
  if (t.data != out) CopyView(t.data, t.view, out, p.out);
  return ACLNN_SUCCESS;
}

aclnnStatus RunBackward(const Plan& p, const char* api, const RunContext& ctx) {
  const BackwardImpl& impl = Pick(kBackward, p);
  LogImplementation(api, impl.name);
  const void* in = ctx.ptr(p.in_index);
  void* out = ctx.ptr(p.out_index);
  Target t = TargetFor(p, in, out, ctx);
  impl.run(p, in, t.data, t.view, static_cast<unsigned char*>(ctx.workspace));
  if (t.data != out) CopyView(t.data, t.view, out, p.out);
  return ACLNN_SUCCESS;
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
