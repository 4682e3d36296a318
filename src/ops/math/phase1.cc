// Phase 1 of every entry point of the family: validation (validate.cc), then the plan on the core
// elementwise engine with the operands in argument order (lists: list.cc).
#include "core/dtype.h"
#include "exec/executor.h"
#include "ops/elementwise_phase1.h"
#include "ops/math/math.h"

namespace aclnn_cpu {
namespace ops {
namespace math {
namespace {

Params MakeParams(const Call& c, const Resolved& r) {
  Params p;
  p.fn = r.fn;
  p.compute = r.compute;
  IntShape(r.compute, &p.bits, &p.is_unsigned);
  const aclScalar* s = nullptr;
  if (c.other_scalar != nullptr) {
    s = c.other_scalar;
    p.scalar_side = 1;
  } else if (c.self_scalar != nullptr) {
    s = c.self_scalar;
    p.scalar_side = 0;
  }
  if (s != nullptr) {
    // The scalar as a tensor of the compute dtype holds it (ConvertToTensor(scalar, P)).
    p.s_f64 = ScalarAs<double>(*s, r.compute);
    p.s_f32 = static_cast<float>(p.s_f64);
    p.s_i64 = ScalarAs<int64_t>(*s, r.compute);
    p.s_b8 = ScalarAs<uint8_t>(*s, r.compute);
    p.s_c = ScalarAs<c128>(*s, r.compute);
  }
  if (c.alpha != nullptr) {
    const double a = ScalarAs<double>(*c.alpha);
    p.alpha_f32 = static_cast<float>(a);
    p.alpha_one = p.alpha_f32 == 1.0f;
    p.alpha_i64 = ScalarAs<int64_t>(*c.alpha, IsFloatingType(r.compute) ? ACL_INT64 : r.compute);
  }
  return p;
}

}  // namespace

aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(c.api, workspace_size, executor)) return st;
  Resolved r;
  if (aclnnStatus st = Validate(c, &r)) return st;
  if (c.list != nullptr) return ListPhase1(c, r, workspace_size, executor);

  // Bound in the API's argument order (aclSetInputTensorAddr numbering).
  ExecutorBuilder b(c.api);
  const aclTensor* x = c.self ? c.self : c.other;  // PowScalarTensor: the exponent is the only tensor
  const aclTensor* y = c.self ? c.other : nullptr;
  const int ix = b.Input(x);
  const int iy = y ? b.Input(y) : -1;
  const int io = b.Output(c.out);
  if (IsEmpty(*x) || (y && IsEmpty(*y))) return b.Finish(workspace_size, executor);
  const Params params = MakeParams(c, r);
  return FinishElementwise(b, *c.out, io, x, ix, y, iy, r.compute, KernelsFor(params), params, workspace_size,
                           executor);
}

}  // namespace math
}  // namespace ops
}  // namespace aclnn_cpu
