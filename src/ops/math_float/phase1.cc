// Phase 1 of every entry point of the family: validation (validate.cc), then the plan on the core
// elementwise engine with the operands in argument order. Complex with FLOAT16 parts writes
// COMPLEX32, which the engine's value casts do not address: its run copies the fp16 bits of real
// and imag into a dense workspace row of pairs, then onto out's view (so out may alias the inputs).
#include <array>
#include <cstring>

#include "core/dtype.h"
#include "exec/executor.h"
#include "ops/elementwise_phase1.h"
#include "ops/math_float/math_float.h"

namespace aclnn_cpu {
namespace ops {
namespace math_float {
namespace {

Params MakeParams(const Call& c, const Resolved& r) {
  Params p;
  p.fn = r.fn;
  const aclScalar* s = c.self_scalar ? c.self_scalar : c.other_scalar;
  if (s != nullptr) {
    // The scalar as a tensor of the compute dtype holds it.
    p.scalar_side = c.self_scalar ? 0 : 1;
    p.s_f64 = ScalarAs<double>(*s, r.compute);
    p.s_f32 = static_cast<float>(p.s_f64);
  }
  return p;
}

// One operand of the COMPLEX32 copy: element strides against out's dims (0 where broadcast).
struct Pairs16Operand {
  int64_t offset = 0;
  std::array<int64_t, kMaxDims> strides{};
};
struct Pairs16Plan {
  int rank = 0;
  std::array<int64_t, kMaxDims> shape{};
  int64_t numel = 0;
  int i_real = 0, i_imag = 0, i_out = 0;
  Pairs16Operand real, imag, out;
  WsRegion<uint16_t> temp;
};

Pairs16Operand Operand(const aclTensor& t, const Shape& out) {
  Pairs16Operand o;
  o.offset = KernelOffset(t);
  const size_t lead = out.size() - t.view.size();
  for (size_t k = 0; k < t.view.size(); ++k) {
    o.strides[lead + k] = t.view[k] == 1 ? 0 : KernelStride(t, k);
  }
  return o;
}

// Visits out's elements in row-major order with the element offset of each operand.
template <class F>
void ForEachElement(const Pairs16Plan& p, const Pairs16Operand& a, const Pairs16Operand& b, F f) {
  std::array<int64_t, kMaxDims> idx{};
  int64_t oa = a.offset, ob = b.offset;
  for (int64_t i = 0; i < p.numel; ++i) {
    f(i, oa, ob);
    for (int k = p.rank - 1; k >= 0; --k) {
      if (++idx[k] < p.shape[k]) {
        oa += a.strides[k];
        ob += b.strides[k];
        break;
      }
      oa -= a.strides[k] * (p.shape[k] - 1);
      ob -= b.strides[k] * (p.shape[k] - 1);
      idx[k] = 0;
    }
  }
}

aclnnStatus ComplexPairs16(ExecutorBuilder& b, const Call& c, int ir, int ii, int io, uint64_t* workspace_size,
                           aclOpExecutor** executor) {
  Pairs16Plan p;
  const Shape& shape = c.out->view;
  p.rank = static_cast<int>(shape.size());
  for (size_t k = 0; k < shape.size(); ++k) p.shape[k] = shape[k];
  p.numel = Numel(shape);
  p.i_real = ir;
  p.i_imag = ii;
  p.i_out = io;
  p.real = Operand(*c.self, shape);
  p.imag = Operand(*c.other, shape);
  p.out = Operand(*c.out, shape);
  WorkspaceBooking ws;
  p.temp = ws.Book<uint16_t>(2 * p.numel);
  b.SetWorkspace(ws);
  b.SetRun([p](const RunContext& ctx) {
    const uint16_t* re = ctx.ptr<const uint16_t>(p.i_real);
    const uint16_t* im = ctx.ptr<const uint16_t>(p.i_imag);
    uint16_t* out = ctx.ptr<uint16_t>(p.i_out);
    uint16_t* t = p.temp.Get(ctx);
    ForEachElement(p, p.real, p.imag, [&](int64_t i, int64_t a, int64_t b) {
      t[2 * i] = re[a];
      t[2 * i + 1] = im[b];
    });
    // Out's view, element by element (its stride in COMPLEX32 elements is two fp16 slots); several
    // out elements sharing an address take the last one in row-major order.
    ForEachElement(p, p.out, p.out, [&](int64_t i, int64_t o, int64_t) {
      std::memcpy(out + 2 * o, t + 2 * i, 4);
    });
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspace_size, executor);
}

}  // namespace

aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(c.api, workspace_size, executor)) return st;
  Resolved r;
  if (aclnnStatus st = Validate(c, &r)) return st;

  // Bound in the API's argument order (aclSetInputTensorAddr numbering); a scalar is no binding.
  const aclTensor* x = c.self ? c.self : c.other;
  const aclTensor* y = c.self && c.other ? c.other : nullptr;
  ExecutorBuilder b(c.api);
  const int ix = b.Input(x);
  const int iy = y ? b.Input(y) : -1;
  const int io = b.Output(c.out);
  if (IsEmpty(*x) || (y && IsEmpty(*y)) || IsEmpty(*c.out)) return b.Finish(workspace_size, executor);
  if (r.compute == ACL_COMPLEX32) return ComplexPairs16(b, c, ix, iy, io, workspace_size, executor);
  return FinishElementwise(b, *c.out, io, x, ix, y, iy, r.compute, Kernels(), MakeParams(c, r), workspace_size,
                           executor);
}

}  // namespace math_float
}  // namespace ops
}  // namespace aclnn_cpu
