// Binary math computed in a floating dtype: Atan2, XLogYTensor, XLogYScalarSelf, XLogYScalarOther,
// Xlog1py, LogAddExp, LogAddExp2, Polar, Complex and the in-place forms CANN declares for them, on
// one engine:
//
//   entry_points.cc  one row per entry point: the operator, its form, its arguments
//   validate.cc      the validation tables (order, codes, messages) and each operator's compute
//                    dtype
//   phase1.cc        the plan: operands on the core elementwise engine, the scalar cast to the
//                    compute dtype, the workspace of an aliasing output, COMPLEX32 outputs
//   kernels.cc       the functions per compute domain (fp32 for FLOAT/FLOAT16/BFLOAT16, double,
//                    complex for Polar and Complex)
//   ref.cc           the float64 reference the tests compare with
#pragma once

#include <cstdint>

#include "aclnn/acl_meta.h"
#include "core/elementwise.h"
#include "core/value_cast.h"

namespace aclnn_cpu {
namespace ops {
namespace math_float {

// The function of x (first operand) and y (second).
enum class Fn {
  kAtan2,       // atan2(x, y): the angle of the point (y, x)
  kXLogY,       // 0 for x == 0 and y not NaN, else x * log(y)
  kXLog1pY,     // 0 for x == 0 and y not NaN, else x * log1p(y)
  kLogAddExp,   // log(e^x + e^y)
  kLogAddExp2,  // log2(2^x + 2^y)
  kPolar,       // x * cos(y) + i x * sin(y)
  kComplex,     // x + i y
};

enum class Op {
  kAtan2, kXLogYTensor, kXLogYScalarSelf, kXLogYScalarOther, kXlog1py, kLogAddExp, kLogAddExp2, kPolar, kComplex,
};

// One call's arguments. XLogYScalarSelf sets self_scalar (self null); XLogYScalarOther sets
// other_scalar (other null). In-place forms set `inplace` and pass the written tensor as out too.
// Entry points start one as `Call c{api, op, inplace};` and set the rest by name.
struct Call {
  const char* api = "";
  Op op = Op::kAtan2;
  bool inplace = false;
  const aclTensor* self = nullptr;
  const aclTensor* other = nullptr;
  const aclScalar* self_scalar = nullptr;
  const aclScalar* other_scalar = nullptr;
  const aclTensor* out = nullptr;
};

// What validation decides: the function and the dtype it is computed in.
struct Resolved {
  Fn fn = Fn::kAtan2;
  aclDataType compute = ACL_FLOAT;
};

// Kernel parameters: the function and, for the scalar forms, which operand is the scalar (0: x,
// 1: y; -1: none) and its value in the compute domain.
struct Params {
  Fn fn = Fn::kAtan2;
  int scalar_side = -1;
  float s_f32 = 0.0f;
  double s_f64 = 0.0;
};

aclnnStatus Validate(const Call& c, Resolved* r);
aclnnStatus Phase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor);
const EwKernels& Kernels();

}  // namespace math_float
}  // namespace ops
}  // namespace aclnn_cpu
