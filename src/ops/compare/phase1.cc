// Phase 1 of every entry point of the comparison family: validation (validate.cc), then the plan
// on the core elementwise engine with the operands in argument order.
#include "core/dtype.h"
#include "exec/executor.h"
#include "ops/compare/compare.h"
#include "ops/elementwise_phase1.h"

namespace aclnn_cpu {
namespace ops {
namespace compare {
namespace {

Params MakeParams(const Call& c, const Resolved& r) {
  Params p;
  p.fn = r.fn;
  p.unsigned64 = r.compute == ACL_UINT64;
  p.rtol = static_cast<float>(c.rtol);
  p.atol = static_cast<float>(c.atol);
  p.equal_nan = c.equal_nan;
  switch (r.compute) {
    case ACL_INT8: case ACL_UINT8: p.bits = 8; break;
    case ACL_INT16: case ACL_UINT16: p.bits = 16; break;
    case ACL_INT32: case ACL_UINT32: p.bits = 32; break;
    default: p.bits = 64; break;
  }
  if (c.other_scalar != nullptr) {
    // The scalar as a tensor of the compute dtype holds it (ConvertToTensor(scalar, C)).
    const aclScalar& s = *c.other_scalar;
    p.scalar = true;
    p.s_f64 = ScalarAs<double>(s, r.compute);
    p.s_f32 = static_cast<float>(p.s_f64);
    p.s_i64 = ScalarAs<int64_t>(s, r.compute);
    p.s_b8 = ScalarAs<uint8_t>(s, r.compute);
    p.s_c = ScalarAs<c128>(s, r.compute);
  }
  return p;
}

}  // namespace

aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(c.api, workspace_size, executor)) return st;
  Resolved r;
  if (aclnnStatus st = Validate(c, &r)) return st;
  if (c.op == Op::kEqual) return EqualPhase1(c, r, workspace_size, executor);
  if (c.op == Op::kIsInScalarTensor) return IsInScalarTensorPhase1(c, r, workspace_size, executor);

  // Bound in the API's argument order (aclSetInputTensorAddr numbering).
  ExecutorBuilder b(c.api);
  const int i0 = b.Input(c.self);
  const int i1 = c.other ? b.Input(c.other) : -1;
  const int io = b.Output(c.out);
  if (IsEmpty(*c.self) || (c.other && IsEmpty(*c.other)) || IsEmpty(*c.out)) return b.Finish(workspace_size, executor);
  // Heaviside's out may have another shape of the broadcast's element count (validated
  // contiguous): the plan writes it as the contiguous tensor of the broadcast shape at its address.
  Shape bc;
  if (c.other && c.op == Op::kHeaviside && BroadcastShapes(c.self->view, c.other->view, &bc) && bc != c.out->view) {
    aclTensor flat = *c.out;
    flat.view = bc;
    flat.strides = ContiguousStrides(bc);
    const Params params = MakeParams(c, r);
    return FinishElementwise(b, flat, io, c.self, i0, c.other, i1, r.compute, KernelsFor(params.fn), params,
                             workspace_size, executor);
  }
  const Params params = MakeParams(c, r);
  return FinishElementwise(b, *c.out, io, c.self, i0, c.other, i1, r.compute, KernelsFor(params.fn), params,
                           workspace_size, executor);
}

}  // namespace compare
}  // namespace ops
}  // namespace aclnn_cpu
