// The broadcast comparison, logical and bitwise family (Eq, Ne, Gt, Ge, Lt, Le in tensor and scalar
// forms; LogicalAnd, LogicalOr, LogicalXor, LogicalNot; BitwiseAnd, BitwiseOr, BitwiseXor in tensor
// and scalar forms, BitwiseAndTensorOut, BitwiseNot; LeftShift, LeftShifts, RightShift, Gcd;
// IsClose, IsInTensorScalar, IsInScalarTensor, Heaviside; the in-place forms; Equal) on one engine:
//
//   entry_points.cc  one row per entry point: the operator, its form, its arguments
//   validate.cc      the validation tables (order, codes, messages) and each operator's compute
//                    dtype (promotion and scalar rules)
//   phase1.cc        the plan: operands on the core elementwise engine, the scalar cast to the
//                    compute dtype, the workspace of an aliasing output
//   kernels.cc       the comparison / logical / bitwise function per compute domain
//   equal.cc         Equal (torch.equal) and IsInScalarTensor: the tensors scanned, one BOOL written
//   ref.cc           the exact reference the tests compare with
#pragma once

#include <cstdint>

#include "aclnn/acl_meta.h"
#include "core/elementwise.h"
#include "core/value_cast.h"

namespace aclnn_cpu {
namespace ops {
namespace compare {

// The function an operator computes on x (first operand) and y (second; unused by the unary ones).
enum class Fn {
  kEq, kNe, kGt, kGe, kLt, kLe,       // 1 or 0
  kAnd, kOr, kXor, kNot,              // logical, on BOOL operands
  kBitAnd, kBitOr, kBitXor, kBitNot,  // two's complement; logical in BOOL
  kShl, kShr,                         // x shifted by y clamped to [0, bits - 1]
  kGcd,                               // gcd(|x|, |y|)
  kIsClose,                           // |x - y| <= atol + rtol * |y| (or equal; NaN pairs with equal_nan)
  kHeaviside,                         // 0 for x < 0 or NaN, y for x == 0, 1 for x > 0
};

enum class Op {
  kEqTensor, kEqScalar, kNeTensor, kNeScalar,
  kGtTensor, kGtScalar, kGeTensor, kGeScalar,
  kLtTensor, kLtScalar, kLeTensor, kLeScalar,
  kLogicalAnd, kLogicalOr, kLogicalXor, kLogicalNot,
  kBitwiseAndTensor, kBitwiseAndScalar, kBitwiseAndTensorOut,
  kBitwiseOrTensor, kBitwiseOrScalar, kBitwiseXorTensor, kBitwiseXorScalar,
  kBitwiseNot,
  kEqual,  // torch.equal: one BOOL for the whole tensors
  kLeftShift, kLeftShifts, kRightShift, kGcd,
  kIsClose, kIsInTensorScalar, kIsInScalarTensor,
  kHeaviside,
};

// One call's arguments. Tensor-scalar forms leave `other` null and set `other_scalar`; unary forms
// leave both null. In-place forms set `inplace` and pass the written tensor as `out` too.
// Entry points start one as `Call c{api, op, inplace};` and set the rest by name.
struct Call {
  const char* api = "";
  Op op = Op::kEqTensor;
  bool inplace = false;
  const aclTensor* self = nullptr;
  const aclTensor* other = nullptr;
  const aclScalar* other_scalar = nullptr;
  const aclTensor* out = nullptr;
  double rtol = 0, atol = 0;  // IsClose
  bool equal_nan = false;     // IsClose
  bool invert = false;        // IsIn
};

// What validation decides: the function and the dtype it is computed in.
struct Resolved {
  Fn fn = Fn::kEq;
  aclDataType compute = ACL_FLOAT;
};

// Kernel parameters: the function and the scalar operand in the compute domain.
struct Params {
  Fn fn = Fn::kEq;
  bool scalar = false;     // y is the scalar below, not an array
  bool unsigned64 = false; // UINT64 compute: integers order and shift as unsigned
  int bits = 64;           // the integer compute dtype's width (shift counts clamp below it)
  float s_f32 = 0.0f;
  double s_f64 = 0.0;
  int64_t s_i64 = 0;
  uint8_t s_b8 = 0;
  c128 s_c = 0.0;
  float rtol = 0, atol = 0;  // IsClose: the tolerances narrowed to float
  bool equal_nan = false;
};

// Validates a call (returns its status; on success fills *r).
aclnnStatus Validate(const Call& c, Resolved* r);
// Phase 1 of every entry point of the family.
aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor);
// The kernels of every compute domain for a function (the six comparisons have a native FLOAT ->
// BOOL form, kernels_native.cc).
const EwKernels& KernelsFor(Fn fn);
void CompareBoolOf32(const float* const* in, uint8_t* out, size_t n, const void* params);
// Phase 1 of Equal and IsInScalarTensor after validation (equal.cc): the whole-tensor answer into
// out's one element. IsInScalarTensor's scalar is other_scalar, its test elements `other`.
aclnnStatus EqualPhase1(const Call& c, const Resolved& r, uint64_t* workspace_size, aclOpExecutor** executor);
aclnnStatus IsInScalarTensorPhase1(const Call& c, const Resolved& r, uint64_t* workspace_size, aclOpExecutor** executor);

}  // namespace compare
}  // namespace ops
}  // namespace aclnn_cpu
