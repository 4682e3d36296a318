// The pad family's implementation lists, the choice in phase 1, the run and the overlap temporary.
#include <atomic>
#include <iterator>
#include <memory>

#include "core/parallel.h"
#include "core/strided_view.h"
#include "core/verbose.h"
#include "ops/pad/impl.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

bool Always(const Plan&) { return true; }

// Best first; the generic entry, last, serves every plan.
const Impl kForward[] = {
    {"pad.reflect2d_rows", Reflect2dApplies, Reflect2dPrepare, Reflect2dForward},
    {"pad.rows", RowsApplies, RowsPrepare, RowsForward},
    {"pad.gather", Always, nullptr, GatherGeneric},
};
const Impl kBackward[] = {
    {"pad.reflect2d_fold", Reflect2dBackwardApplies, Reflect2dBackwardPrepare, Reflect2dBackward},
    {"pad.fold_rows", FoldRowsApplies, FoldRowsPrepare, FoldRowsBackward},
    {"pad.fold", Always, nullptr, FoldGeneric},
};

std::atomic<bool> g_generic_only{false};

template <size_t N>
void Choose(const Impl (&list)[N], Plan* p) {
  int i = g_generic_only.load(std::memory_order_relaxed) ? static_cast<int>(N) - 1 : 0;
  while (i + 1 < static_cast<int>(N) && !list[i].applies(*p)) ++i;
  p->impl = i;
  if (list[i].prepare) list[i].prepare(p);
}

// Where the result goes: the output itself, or a dense temporary when the output shares memory
// with the input (booked in phase 1 when the phase-1 addresses overlapped; otherwise, for
// addresses rebound since, allocated here).
struct Target {
  void* data;
  StridedView view;
  std::unique_ptr<unsigned char[]> owned;
};
Target TargetFor(const Plan& p, const void* in, void* out, const RunContext& ctx) {
  if (!MayOverlap(in, p.in, out, p.out)) return {out, p.out, nullptr};
  Target t{nullptr, p.out.Contiguous(), nullptr};
  if (!p.temp.empty()) {
    t.data = p.temp.Get(ctx);
  } else {
    t.owned.reset(new unsigned char[p.out.bytes()]);
    t.data = t.owned.get();
  }
  return t;
}

aclnnStatus Run(const Impl& impl, const Plan& p, const char* api, const RunContext& ctx) {
  LogImplementation(api, impl.name);
  SerialScope in_order(p.out_self_overlap);  // an output overlapping itself: rows in order
  const void* in = ctx.ptr(p.in_index);
  void* out = ctx.ptr(p.out_index);
  Target t = TargetFor(p, in, out, ctx);
  impl.run(p, in, t.data, t.view, ctx);
  if (t.data != out) CopyView(t.data, t.view, out, p.out);
  return ACLNN_SUCCESS;
}

}  // namespace

bool SetGenericOnlyForTest(bool on) { return g_generic_only.exchange(on); }

void ChooseForward(Plan* p) { Choose(kForward, p); }
void ChooseBackward(Plan* p) { Choose(kBackward, p); }

aclnnStatus RunForward(const Plan& p, const char* api, const RunContext& ctx) {
  return Run(kForward[p.impl], p, api, ctx);
}
aclnnStatus RunBackward(const Plan& p, const char* api, const RunContext& ctx) {
  return Run(kBackward[p.impl], p, api, ctx);
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
