// Phase 1 of every entry point of the arithmetic family: validation (validate.cc), then the plan on
// the core elementwise engine with the operands in the order the arithmetic takes them.
#include <limits>
#include <string>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "exec/executor.h"
#include "ops/binary/binary.h"
#include "ops/elementwise_phase1.h"

namespace aclnn_cpu {
namespace ops {
namespace binary {
namespace {

void IntRange(aclDataType dt, int64_t* lo, int64_t* hi) {
  switch (dt) {
    case ACL_INT8: *lo = INT8_MIN; *hi = INT8_MAX; return;
    case ACL_UINT8: *lo = 0; *hi = UINT8_MAX; return;
    case ACL_INT16: *lo = INT16_MIN; *hi = INT16_MAX; return;
    case ACL_UINT16: *lo = 0; *hi = UINT16_MAX; return;
    case ACL_INT32: *lo = INT32_MIN; *hi = INT32_MAX; return;
    case ACL_UINT32: *lo = 0; *hi = UINT32_MAX; return;
    default: *lo = std::numeric_limits<int64_t>::min(); *hi = std::numeric_limits<int64_t>::max(); return;
  }
}

// The scalar operand's side (see Params::scalar_side) and value.
const aclScalar* ScalarOperand(const Call& c, int* side) {
  if (c.op == Op::kAddV3 || c.op == Op::kRemainderST) {
    *side = 0;
    return c.self_scalar;
  }
  if (c.other_scalar == nullptr) {
    *side = -1;
    return nullptr;
  }
  *side = c.op == Op::kRsubs ? 0 : 1;
  return c.other_scalar;
}

Params MakeParams(const Call& c, const Resolved& r) {
  Params p;
  p.fn = r.fn;
  p.compute = r.compute;
  IntRange(r.compute, &p.int_min, &p.int_max);
  if (c.alpha != nullptr) {
    const double a = ScalarAs<double>(*c.alpha);
    const float af = static_cast<float>(a);
    p.alpha_one = !(af > 1.0f || af < 1.0f) && !IsComplexType(c.alpha->dtype) && c.alpha->dtype != ACL_BOOL;
    p.alpha_f32 = af;
    p.alpha_f64 = a;
    p.alpha_i64 = ScalarAs<int64_t>(*c.alpha, IsComplexType(r.compute) || IsFloatingType(r.compute) ? ACL_INT64 : r.compute);
    p.alpha_c = ScalarAs<c128>(*c.alpha);
  }
  const aclScalar* s = ScalarOperand(c, &p.scalar_side);
  if (s != nullptr) {
    // The scalar as a tensor of the compute dtype would hold it (§3.4), except where the device's
    // mixed kernels take a float scalar for a 16-bit tensor (Muls, Divs, DivMods).
    const bool float_attr = (c.op == Op::kMuls || c.op == Op::kDivs || c.op == Op::kDivMods) &&
                            (r.compute == ACL_FLOAT16 || r.compute == ACL_BF16) && !IsComplexType(s->dtype);
    p.s_f64 = ScalarAs<double>(*s, r.compute);
    p.s_f32 = float_attr ? static_cast<float>(ScalarAs<double>(*s)) : static_cast<float>(p.s_f64);
    p.s_i64 = ScalarAs<int64_t>(*s, r.compute);
    p.s_c = ScalarAs<c128>(*s, r.compute);
  }
  return p;
}

}  // namespace

aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor) {
  if (aclnnStatus st = CheckPhase1Outputs(c.api, workspace_size, executor)) return st;
  Resolved r;
  if (aclnnStatus st = Validate(c, &r)) return st;

  // Tensor operands in the arithmetic's order (x, y).
  const aclTensor* t0 = c.self;
  const aclTensor* t1 = c.other;
  if (c.op == Op::kAddV3 || c.op == Op::kRemainderST) {
    t0 = c.other;
    t1 = nullptr;
  } else if (c.other == nullptr) {
    t1 = nullptr;
  }
  // Bound in the API's argument order (aclSetInputTensorAddr numbering), then taken as (x, y).
  ExecutorBuilder b(c.api);
  int i0 = b.Input(t0);
  int i1 = t1 ? b.Input(t1) : -1;
  const int io = b.Output(c.out);
  if (r.swap) {
    std::swap(t0, t1);
    std::swap(i0, i1);
  }
  if (IsEmpty(*t0) || (t1 && IsEmpty(*t1))) return b.Finish(workspace_size, executor);
  if ((r.fn == Fn::kDivTrunc || r.fn == Fn::kDivFloor) && IsComplexType(r.compute)) {
    Validator v(c.api);
    v.Fail(ACLNN_ERR_PARAM_INVALID, std::string("promoteType do not support DT_COMPLEX128 or DT_COMPLEX64 (") +
                                        "compute dtype " + DtypeName(r.compute) + " with mode " + std::to_string(c.mode) + ").");
    return v.status();
  }
  const Params params = MakeParams(c, r);
  return FinishElementwise(b, *c.out, io, t0, i0, t1, i1, r.compute, Kernels(params), params, workspace_size, executor);
}

}  // namespace binary
}  // namespace ops
}  // namespace aclnn_cpu
