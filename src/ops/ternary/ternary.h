// The three-input broadcast family (Lerp, Lerps, Addcdiv, Addcmul and their in-place forms;
// SWhere) on the core elementwise engine:
//
//   entry_points.cc  one row per entry point: the operator, its form, its arguments
//   validate.cc      the validation tables (order, codes, messages) and the compute dtype
//   phase1.cc        the plan: operands on the core elementwise engine in the formula's order, the
//                    scalar (value, weight) converted to the compute dtype
//   kernels.cc       lerp, addcdiv and addcmul per compute domain
//   select.cc        SWhere: a selection of bytes (bit exact when self, other and out share a
//                    dtype), or of values cast through the promoted dtype
// (The float64 / exact-integer reference lives in the tests, tests/ops/ternary.)
#pragma once

#include <cstdint>

#include "aclnn/acl_meta.h"
#include "core/elementwise.h"
#include "core/value_cast.h"

namespace aclnn_cpu {
namespace ops {
namespace ternary {

enum class Op { kLerp, kLerps, kAddcdiv, kAddcmul, kSWhere };

// One call's arguments. In-place forms set `inplace` and pass selfRef as `out` too. SWhere's
// condition is `c`; Lerp's end and weight are `a` and `b` (Lerps: `scalar` is the weight);
// Addcdiv/Addcmul's tensor1 and tensor2 are `a` and `b`, value is `scalar`.
// Entry points start one as `Call c{api, op, inplace};` and set the rest by name.
struct Call {
  const char* api = "";
  Op op = Op::kLerp;
  bool inplace = false;
  const aclTensor* self = nullptr;
  const aclTensor* a = nullptr;
  const aclTensor* b = nullptr;
  const aclTensor* c = nullptr;
  const aclScalar* scalar = nullptr;
  const aclTensor* out = nullptr;
};

// What validation decides: the dtype the formula is computed in.
struct Resolved {
  aclDataType compute = ACL_FLOAT;
};

// Kernel parameters: the operator and its scalar in the compute domain.
struct Params {
  Op op = Op::kLerp;
  bool scalar = false;  // Lerps: the weight is the scalar below, not an array
  float s_f32 = 0.0f;
  double s_f64 = 0.0;
  int64_t s_i64 = 0;
};

aclnnStatus Validate(const Call& c, Resolved* r);
aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor);
// The kernels of an operator (Addcmul has a native FLOAT form, kernels_native.cc).
const EwKernels& KernelsFor(Op op);
void AddcmulF32Native(const float* const* in, float* out, size_t n, bool stream, const void* params);
// SWhere's phase 1 after validation (select.cc).
aclnnStatus SelectPhase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor);

}  // namespace ternary
}  // namespace ops
}  // namespace aclnn_cpu
