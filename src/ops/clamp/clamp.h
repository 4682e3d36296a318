// The clamp family (Clamp, ClampMin, ClampMax with scalar bounds; ClampTensor, ClampMinTensor,
// ClampMaxTensor with bound tensors; the in-place forms CANN declares: InplaceClampMax,
// InplaceClampMinTensor, InplaceClampMaxTensor; Hardtanh, InplaceHardtanh) on one engine:
//
//   entry_points.cc  one row per entry point: the operator, its form, its arguments
//   validate.cc      the validation tables (order, codes, messages) and the compute dtype
//   phase1.cc        the plan: operands on the core elementwise engine, the scalar bounds cast to
//                    the compute dtype, the workspace of an aliasing output
//   kernels.cc       the clamp in the double and int64 domains; the kernel table
//   kernels_simd.cc  the clamp in fp32 and the native FLOAT16/BFLOAT16 form (Highway, per target)
#pragma once

#include <cstddef>
#include <cstdint>

#include "aclnn/acl_meta.h"
#include "core/elementwise.h"

namespace aclnn_cpu {
namespace ops {
namespace clamp {

enum class Op {
  kClamp, kClampMin, kClampMax,                    // scalar bounds, computed in out's dtype
  kClampTensor, kClampMinTensor, kClampMaxTensor,  // bound tensors, computed in the promoted dtype
  kHardtanh,                                       // scalar bounds, computed in self's dtype
};

// One call's arguments. Scalar forms set min_s / max_s, tensor forms min_t / max_t (a form with
// one bound leaves the other null). In-place forms set `inplace` and pass the written tensor as
// `out` too.
// Entry points start one as `Call c{api, op, inplace};` and set the rest by name.
struct Call {
  const char* api = "";
  Op op = Op::kClamp;
  bool inplace = false;
  const aclTensor* self = nullptr;
  const aclScalar* min_s = nullptr;
  const aclScalar* max_s = nullptr;
  const aclTensor* min_t = nullptr;
  const aclTensor* max_t = nullptr;
  const aclTensor* out = nullptr;
};

// What validation decides: the dtype the clamp runs in (ACL_DT_UNDEFINED: nothing to do).
struct Resolved {
  aclDataType compute = ACL_DT_UNDEFINED;
};

// Kernel parameters. The operands are x (in[0]), then the lower bound's array when lo_tensor, then
// the upper bound's when hi_tensor; a bound that is not an array is the scalar below (a missing
// bound is the domain's lowest / highest value, so it never changes x).
struct Params {
  aclDataType compute = ACL_FLOAT;
  bool lo_tensor = false, hi_tensor = false;
  bool nan = false;  // a scalar bound is NaN (floating compute): every result is NaN
  float lo_f32 = 0, hi_f32 = 0;
  double lo_f64 = 0, hi_f64 = 0;
  int64_t lo_i64 = 0, hi_i64 = 0;
};

// Validates a call (returns its status; on success fills *r).
aclnnStatus Validate(const Call& c, Resolved* r);
// Phase 1 of every entry point of the family.
aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor);
// The kernels of every compute domain (FLOAT, FLOAT16, BFLOAT16 in fp32 with a native 16-bit form;
// DOUBLE in double; the integer dtypes in int64).
const EwKernels& Kernels();
// The fp32 kernels (staged and native) and the native 16-bit one (kernels_simd.cc).
void KernelF32(const float* const* in, float* out, size_t n, const void* params);
void KernelF32Native(const float* const* in, float* out, size_t n, bool stream, const void* params);
void Kernel16(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const void* params);

}  // namespace clamp
}  // namespace ops
}  // namespace aclnn_cpu
