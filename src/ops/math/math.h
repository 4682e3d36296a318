// The elementwise math family's first group (Pow in its three forms, Maximum, Minimum, MaxN, MinN,
// AddN, AddRelu; in-place forms) on the core elementwise engine:
//
//   entry_points.cc  one row per entry point: the operator, its form, its arguments
//   validate.cc      the validation tables (order, codes, messages) and each operator's compute
//                    dtype (the A2 Pow rule for a tensor and a scalar, the promotion table)
//   phase1.cc        the plans: binary operators on the shared tail, tensor lists folded left to
//                    right (list.cc)
//   kernels.cc       the functions per compute domain (fp32 for FLOAT/FLOAT16/BFLOAT16, double,
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
namespace math {

// The function an operator computes on its operands (x first).
enum class Fn {
  kPow,      // x ^ y
  kMax,      // max(x, y[, z]); NaN propagates; BOOL: OR
  kMin,      // min(x, y[, z]); NaN propagates; BOOL: AND
  kAdd,      // x + y [+ z] (AddN)
  kAddRelu,  // relu(x + alpha * y)
  kCopy,     // x (the last pass of a folded list)
};

enum class Op {
  kPowTensorScalar, kPowScalarTensor, kPowTensorTensor,
  kMaximum, kMinimum,
  kMaxN, kMinN, kAddN,
  kAddRelu,
};

// One call's arguments. PowTensorScalar sets `exponent_scalar`, PowScalarTensor `self_scalar` and
// `exponent`; the list operators set `list`. In-place forms set `inplace` and pass the written
// tensor as `out` too.
// Entry points start one as `Call c{api, op, inplace};` and set the rest by name.
struct Call {
  const char* api = "";
  Op op = Op::kMaximum;
  bool inplace = false;
  const aclTensor* self = nullptr;
  const aclTensor* other = nullptr;  // other / exponent tensor
  const aclScalar* self_scalar = nullptr;
  const aclScalar* other_scalar = nullptr;  // exponent scalar
  const aclScalar* alpha = nullptr;
  const aclTensorList* list = nullptr;
  const aclTensor* out = nullptr;
};

struct Resolved {
  Fn fn = Fn::kPow;
  aclDataType compute = ACL_FLOAT;
};

// Kernel parameters: the scalar operand and alpha in the compute domain.
struct Params {
  Fn fn = Fn::kPow;
  aclDataType compute = ACL_FLOAT;
  int n_in = 2;
  int scalar_side = -1;  // -1: tensors only; 0: the scalar is x; 1: the scalar is y
  float s_f32 = 0.0f;
  double s_f64 = 0.0;
  int64_t s_i64 = 0;
  uint8_t s_b8 = 0;
  c128 s_c = 0.0;
  bool alpha_one = true;
  float alpha_f32 = 1.0f;
  int64_t alpha_i64 = 1;
  int bits = 64;  // the integer compute dtype's width (AddRelu's relu after the wrap)
  bool is_unsigned = false;
};

aclnnStatus Validate(const Call& c, Resolved* r);
aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor);
// MaxN, MinN, AddN (list.cc): validated, then folded over the list.
aclnnStatus ListPhase1(const Call& c, const Resolved& r, uint64_t* workspace_size, aclOpExecutor** executor);
const EwKernels& Kernels();
// Kernels() with the native FLOAT form where the call has one: Pow with the scalar exponent 2
// (SquareF32, kernels_native.cc).
const EwKernels& KernelsFor(const Params& p);
void SquareF32(const float* const* in, float* out, size_t n, bool stream, const void* params);
// Bits and signedness of an integer compute dtype.
void IntShape(aclDataType dt, int* bits, bool* is_unsigned);

}  // namespace math
}  // namespace ops
}  // namespace aclnn_cpu
