// The broadcast binary arithmetic family (Add, Sub, Rsub, Mul, Div, DivMod, FloorDivide, Remainder,
// Fmod; tensor-tensor, tensor-scalar and scalar-tensor forms; in-place forms) on one engine:
//
//   entry_points.cc  one row per entry point: the operator, its form, its arguments
//   validate.cc      the validation tables (order, codes, messages) and each operator's compute
//                    dtype (promotion and wrapped-number rules)
//   phase1.cc        the plan: operands on the core elementwise engine, scalars cast to the
//                    compute dtype, the workspace of an aliasing output
//   kernels.cc       the arithmetic per compute domain (fp32 for FLOAT/FLOAT16/BFLOAT16, double,
//                    int64 with the compute dtype's wrap, bool, complex)
//   ref.cc           the float64 / exact-integer reference the tests compare with
#pragma once

#include <complex>
#include <cstdint>

#include "aclnn/acl_meta.h"
#include "core/elementwise.h"
#include "core/value_cast.h"

namespace aclnn_cpu {
namespace ops {
namespace binary {

// The arithmetic an operator computes on its two operands x (first) and y (second).
enum class Fn {
  kAdd,        // x + alpha * y
  kSub,        // x - alpha * y
  kMul,        // x * y
  kDiv,        // x / y
  kDivTrunc,   // trunc(x / y)
  kDivFloor,   // floor(x / y)
  kRemainder,  // x - floor(x / y) * y (sign of y)
  kFmod,       // x - trunc(x / y) * y (sign of x)
};

enum class Op {
  kAdd, kAdds, kAddV3,
  kSub, kSubs, kRsub, kRsubs,
  kMul, kMuls,
  kDiv, kDivs, kDivMod, kDivMods,
  kFloorDivide, kFloorDivides,
  kRemainderTT, kRemainderTS, kRemainderST,
  kFmodTensor, kFmodScalar,
};

// One call's arguments. Tensor-scalar forms leave `other` null and set `other_scalar`; AddV3 and
// RemainderScalarTensor set `self_scalar`. In-place forms set `inplace` and pass the written tensor
// as `out` too.
// Entry points start one as `Call c{api, op, inplace};` and set the rest by name.
struct Call {
  const char* api = "";
  Op op = Op::kAdd;
  bool inplace = false;
  const aclTensor* self = nullptr;
  const aclTensor* other = nullptr;
  const aclScalar* self_scalar = nullptr;
  const aclScalar* other_scalar = nullptr;
  const aclScalar* alpha = nullptr;
  const aclTensor* out = nullptr;
  int mode = 0;  // DivMod(s)
};

// What validation decides: the arithmetic, the dtype it is computed in, and the operands' roles.
struct Resolved {
  Fn fn = Fn::kAdd;
  aclDataType compute = ACL_FLOAT;
  bool swap = false;  // the tensor operands enter as (y, x): Rsub, Rsubs, AddV3
};

// Kernel parameters: alpha and the scalar operand in the compute domain.
struct Params {
  Fn fn = Fn::kAdd;
  aclDataType compute = ACL_FLOAT;
  bool alpha_one = true;
  float alpha_f32 = 1.0f;
  double alpha_f64 = 1.0;
  int64_t alpha_i64 = 1;
  c128 alpha_c = 1.0;
  int scalar_side = -1;  // -1: two tensors; 0: the scalar is x; 1: the scalar is y
  float s_f32 = 0.0f;
  double s_f64 = 0.0;
  int64_t s_i64 = 0;
  c128 s_c = 0.0;
  int64_t int_min = 0, int_max = 0;  // the integer compute dtype's range (division by zero)
};

// Validates a call (returns its status; on success fills *r).
aclnnStatus Validate(const Call& c, Resolved* r);
// Phase 1 of every entry point of the family.
aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor);
// The kernels of every compute domain for these params (a Params): with the native 16-bit and
// FLOAT forms where they compute the same bits (add, sub, mul, div without alpha).
const EwKernels& Kernels(const Params& p);
// The native FLOAT16/BFLOAT16 and FLOAT forms (kernels_native.cc).
void Kernel16(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const void* params);
void Kernel32(const float* const* in, float* out, size_t n, bool stream, const void* params);
void Kernel32FromI32(const int32_t* const* in, float* out, size_t n, bool stream, const void* params);

}  // namespace binary
}  // namespace ops
}  // namespace aclnn_cpu
