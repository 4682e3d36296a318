// The comparison family's entry points behind one call shape, for the value and status tests:
// phase 1 of (self, other tensor, other scalar, out); in-place forms ignore out, unary ones other.
#pragma once

#include <functional>

#include "aclnnop/aclnn_bitwise_and_scalar.h"
#include "aclnnop/aclnn_bitwise_and_tensor.h"
#include "aclnnop/aclnn_bitwise_not.h"
#include "aclnnop/aclnn_bitwise_or_scalar.h"
#include "aclnnop/aclnn_bitwise_or_tensor.h"
#include "aclnnop/aclnn_bitwise_xor_scalar.h"
#include "aclnnop/aclnn_bitwise_xor_tensor.h"
#include "aclnnop/aclnn_bitwiseand.h"
#include "aclnnop/aclnn_eq_scalar.h"
#include "aclnnop/aclnn_eq_tensor.h"
#include "aclnnop/aclnn_equal.h"
#include "aclnnop/aclnn_gcd.h"
#include "aclnnop/aclnn_heaviside.h"
#include "aclnnop/aclnn_isclose.h"
#include "aclnnop/aclnn_isin.h"
#include "aclnnop/aclnn_isin_tensor_scalar.h"
#include "aclnnop/aclnn_left_shift.h"
#include "aclnnop/aclnn_right_shift.h"
#include "aclnnop/aclnn_ge_scalar.h"
#include "aclnnop/aclnn_ge_tensor.h"
#include "aclnnop/aclnn_gt_scalar.h"
#include "aclnnop/aclnn_gt_tensor.h"
#include "aclnnop/aclnn_le_scalar.h"
#include "aclnnop/aclnn_le_tensor.h"
#include "aclnnop/aclnn_logical_and.h"
#include "aclnnop/aclnn_logical_not.h"
#include "aclnnop/aclnn_logical_or.h"
#include "aclnnop/aclnn_logical_xor.h"
#include "aclnnop/aclnn_lt_scalar.h"
#include "aclnnop/aclnn_lt_tensor.h"
#include "aclnnop/aclnn_ne_scalar.h"
#include "aclnnop/aclnn_ne_tensor.h"
#include "op_runner.h"
#include "test_tensor.h"
#include "ops/compare/compare.h"

namespace aclnn_test {
namespace compare {

using aclnn_cpu::ops::compare::Fn;

enum Form { kTT, kTS, kU };

using P1 = std::function<aclnnStatus(aclTensor*, aclTensor*, aclScalar*, aclTensor*, uint64_t*, aclOpExecutor**)>;
struct Api {
  const char* name;
  Fn fn;
  Form form;
  bool inplace;
  P1 p1;
  Phase2 p2;
  double rtol = 0, atol = 0;  // IsClose
  bool equal_nan = false;
};

// IsClose with its tolerances, IsInTensorScalar with its invert flag.
inline Api IsCloseApi(double rtol, double atol, bool equal_nan) {
  Api a{"IsClose", Fn::kIsClose, kTT, false,
        [rtol, atol, equal_nan](aclTensor* x, aclTensor* y, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
          return aclnnIsCloseGetWorkspaceSize(x, y, rtol, atol, equal_nan, o, w, e);
        },
        aclnnIsClose};
  a.rtol = rtol;
  a.atol = atol;
  a.equal_nan = equal_nan;
  return a;
}
// IsInScalarTensor as (testElements tensor, element scalar, out): the scalar is the API's first
// argument.
inline Api IsInScalarTensorApi(bool invert) {
  return Api{"IsInScalarTensor", Fn::kEq, kTS, false,
             [invert](aclTensor* x, aclTensor*, aclScalar* s, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
               return aclnnIsInScalarTensorGetWorkspaceSize(s, x, false, invert, o, w, e);
             },
             aclnnIsInScalarTensor};
}
inline Api IsInTensorScalarApi(bool invert) {
  return Api{"IsInTensorScalar", invert ? Fn::kNe : Fn::kEq, kTS, false,
             [invert](aclTensor* x, aclTensor*, aclScalar* s, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
               return aclnnIsInTensorScalarGetWorkspaceSize(x, s, false, invert, o, w, e);
             },
             aclnnIsInTensorScalar};
}

#define API_TT(N, F)                                                                                       \
  Api{#N, Fn::F, kTT, false,                                                                               \
      [](aclTensor* x, aclTensor* y, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) {           \
        return aclnn##N##GetWorkspaceSize(x, y, o, w, e);                                                  \
      },                                                                                                   \
      aclnn##N}
#define API_TT_IP(N, F)                                                                                    \
  Api{"Inplace" #N, Fn::F, kTT, true,                                                                      \
      [](aclTensor* x, aclTensor* y, aclScalar*, aclTensor*, uint64_t* w, aclOpExecutor** e) {             \
        return aclnnInplace##N##GetWorkspaceSize(x, y, w, e);                                              \
      },                                                                                                   \
      aclnnInplace##N}
#define API_TS(N, F)                                                                                       \
  Api{#N, Fn::F, kTS, false,                                                                               \
      [](aclTensor* x, aclTensor*, aclScalar* s, aclTensor* o, uint64_t* w, aclOpExecutor** e) {           \
        return aclnn##N##GetWorkspaceSize(x, s, o, w, e);                                                  \
      },                                                                                                   \
      aclnn##N}
#define API_TS_IP(N, F)                                                                                    \
  Api{"Inplace" #N, Fn::F, kTS, true,                                                                      \
      [](aclTensor* x, aclTensor*, aclScalar* s, aclTensor*, uint64_t* w, aclOpExecutor** e) {             \
        return aclnnInplace##N##GetWorkspaceSize(x, s, w, e);                                              \
      },                                                                                                   \
      aclnnInplace##N}
#define API_U(N, F)                                                                                        \
  Api{#N, Fn::F, kU, false,                                                                                \
      [](aclTensor* x, aclTensor*, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) {             \
        return aclnn##N##GetWorkspaceSize(x, o, w, e);                                                     \
      },                                                                                                   \
      aclnn##N}
#define API_U_IP(N, F)                                                                                     \
  Api{"Inplace" #N, Fn::F, kU, true,                                                                       \
      [](aclTensor* x, aclTensor*, aclScalar*, aclTensor*, uint64_t* w, aclOpExecutor** e) {               \
        return aclnnInplace##N##GetWorkspaceSize(x, w, e);                                                 \
      },                                                                                                   \
      aclnnInplace##N}

}  // namespace compare
}  // namespace aclnn_test
