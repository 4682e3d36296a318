// MaxN, MinN and AddN: a tensor list folded left to right on the core elementwise engine.
//
// Up to three elements are one plan straight into out (the engine takes three operands and
// handles an out that aliases one of them). Longer lists accumulate in a dense workspace
// temporary T of out's shape: T = f(t0, t1, t2), then T = f(T, t3, t4), ... two elements per pass,
// and a last pass writes T to out. So every list length runs in constant extra memory, no
// recursion, the same left-to-right order for every thread count, and out (which may alias any
// element) is written only after every element has been read. T has out's dtype, except for a
// FLOAT16/BFLOAT16 AddN, whose partial sums stay in FLOAT and are rounded once by the last pass.
#include <memory>
#include <mutex>
#include <vector>

#include "core/dtype.h"
#include "core/size_math.h"
#include "exec/executor.h"
#include "ops/math/math.h"

namespace aclnn_cpu {
namespace ops {
namespace math {
namespace {

struct Pass {
  ElementwisePlan plan;
  Params params;
};

// The run's view of the bound addresses plus T's (phase 1 sizes it; the run only fills it in).
struct Addresses {
  std::mutex mu;
  std::vector<void*> data;
};

}  // namespace

aclnnStatus ListPhase1(const Call& c, const Resolved& r, uint64_t* workspace_size, aclOpExecutor** executor) {
  ExecutorBuilder b(c.api);
  const std::vector<aclTensor*>& list = c.list->v;
  const int n = static_cast<int>(list.size());
  std::vector<int> idx(list.size());
  for (int i = 0; i < n; ++i) idx[static_cast<size_t>(i)] = b.Input(list[static_cast<size_t>(i)]);
  const int io = b.Output(c.out);
  if (IsEmpty(*c.out)) return b.Finish(workspace_size, executor);
  if (r.fn == Fn::kAdd) {
    for (const aclTensor* t : list) {
      if (IsEmpty(*t)) return b.Finish(workspace_size, executor);
    }
  }

  Params base;
  base.fn = r.fn;
  base.compute = r.compute;
  IntShape(r.compute, &base.bits, &base.is_unsigned);
  const EwKernels* k = &Kernels();

  if (n <= kEwMaxInputs) {
    ElementwisePlan plan;
    WorkspaceBooking ws;
    const aclTensor* t0 = list[0];
    const aclTensor* t1 = n > 1 ? list[1] : nullptr;
    const aclTensor* t2 = n > 2 ? list[2] : nullptr;
    if (n == 1) {
      plan = PlanElementwise(*c.out, io, {{t0, idx[0]}}, r.compute);
      BookElementwise(&plan, *c.out, {t0}, &ws);
    } else if (n == 2) {
      plan = PlanElementwise(*c.out, io, {{t0, idx[0]}, {t1, idx[1]}}, r.compute);
      BookElementwise(&plan, *c.out, {t0, t1}, &ws);
    } else {
      plan = PlanElementwise(*c.out, io, {{t0, idx[0]}, {t1, idx[1]}, {t2, idx[2]}}, r.compute);
      BookElementwise(&plan, *c.out, {t0, t1, t2}, &ws);
    }
    Params p = base;
    p.n_in = n;
    b.SetWorkspace(ws);
    b.SetRun([plan, p, k](const RunContext& ctx) {
      RunElementwise(plan, ctx, *k, &p);
      return ACLNN_SUCCESS;
    });
    return b.Finish(workspace_size, executor);
  }

  // T: a dense tensor of out's shape in the accumulation dtype, at run-time index n + 1.
  const aclDataType acc = r.fn == Fn::kAdd && (r.compute == ACL_FLOAT16 || r.compute == ACL_BF16) ? ACL_FLOAT : r.compute;
  aclTensor tmp;
  tmp.view = c.out->view;
  tmp.strides = ContiguousStrides(tmp.view);
  tmp.storage = tmp.view;
  tmp.dtype = acc;
  const int it = n + 1;
  WorkspaceBooking ws;
  const WsRegion<unsigned char> treg =
      ws.Book<unsigned char>(SatMul(Numel(*c.out), static_cast<int64_t>(ElementSize(acc))));
  b.SetWorkspace(ws);

  std::vector<Pass> passes;
  {
    Pass first;
    first.plan = PlanElementwise(tmp, it, {{list[0], idx[0]}, {list[1], idx[1]}, {list[2], idx[2]}}, acc);
    first.params = base;
    first.params.compute = acc;
    first.params.n_in = 3;
    passes.push_back(first);
  }
  for (int i = 3; i < n; i += 2) {
    Pass p;
    p.params = base;
    p.params.compute = acc;
    if (i + 1 < n) {
      p.plan = PlanElementwise(tmp, it, {{&tmp, it}, {list[static_cast<size_t>(i)], idx[static_cast<size_t>(i)]},
                                         {list[static_cast<size_t>(i + 1)], idx[static_cast<size_t>(i + 1)]}}, acc);
      p.params.n_in = 3;
    } else {
      p.plan = PlanElementwise(tmp, it, {{&tmp, it}, {list[static_cast<size_t>(i)], idx[static_cast<size_t>(i)]}}, acc);
      p.params.n_in = 2;
    }
    passes.push_back(p);
  }
  {
    Pass last;
    last.plan = PlanElementwise(*c.out, io, {{&tmp, it}}, acc);
    last.params = base;
    last.params.fn = Fn::kCopy;
    last.params.compute = acc;
    last.params.n_in = 1;
    passes.push_back(last);
  }
  auto addr = std::make_shared<Addresses>();
  addr->data.assign(static_cast<size_t>(n) + 2, nullptr);
  b.SetRun([passes, addr, treg, k](const RunContext& ctx) {
    std::lock_guard<std::mutex> lock(addr->mu);
    std::copy(ctx.data.begin(), ctx.data.end(), addr->data.begin());
    addr->data.back() = treg.Get(ctx);
    const RunContext sub{addr->data, ctx.workspace, ctx.workspace_size};
    for (const Pass& p : passes) RunElementwise(p.plan, sub, *k, &p.params);
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspace_size, executor);
}

}  // namespace math
}  // namespace ops
}  // namespace aclnn_cpu
