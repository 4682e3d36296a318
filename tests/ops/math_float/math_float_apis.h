// The family's entry points behind one call shape, for the value, status and conformance tests:
// phase 1 of (self tensor, self scalar, other tensor, other scalar, out); in-place forms ignore
// out, scalar forms the tensor they replace.
#pragma once

#include <functional>

#include "aclnnop/aclnn_atan2.h"
#include "aclnnop/aclnn_complex.h"
#include "aclnnop/aclnn_logaddexp.h"
#include "aclnnop/aclnn_logaddexp2.h"
#include "aclnnop/aclnn_polar.h"
#include "aclnnop/aclnn_x_log_y_scalar_other.h"
#include "aclnnop/aclnn_x_log_y_scalar_self.h"
#include "aclnnop/aclnn_x_log_y_tensor.h"
#include "aclnnop/aclnn_xlog1py.h"
#include "op_runner.h"
#include "ops/math_float/math_float.h"
#include "test_tensor.h"

namespace aclnn_test {
namespace math_float {

using aclnn_cpu::ops::math_float::Fn;

// kTT: tensor self and other; kST: scalar self; kTS: scalar other.
enum Form { kTT, kST, kTS };

using P1 = std::function<aclnnStatus(aclTensor*, aclScalar*, aclTensor*, aclScalar*, aclTensor*, uint64_t*,
                                     aclOpExecutor**)>;
struct Api {
  const char* name;
  Fn fn;
  Form form;
  bool inplace;
  P1 p1;
  Phase2 p2;
};

#define MF_API_TT(N, F)                                                                                   \
  Api{#N, Fn::F, kTT, false,                                                                              \
      [](aclTensor* x, aclScalar*, aclTensor* y, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) { \
        return aclnn##N##GetWorkspaceSize(x, y, o, w, e);                                                 \
      },                                                                                                  \
      aclnn##N}
#define MF_API_TT_IP(N, F)                                                                                \
  Api{"Inplace" #N, Fn::F, kTT, true,                                                                     \
      [](aclTensor* x, aclScalar*, aclTensor* y, aclScalar*, aclTensor*, uint64_t* w, aclOpExecutor** e) {  \
        return aclnnInplace##N##GetWorkspaceSize(x, y, w, e);                                             \
      },                                                                                                  \
      aclnnInplace##N}

inline const Api kAtan2 = MF_API_TT(Atan2, kAtan2);
inline const Api kInplaceAtan2 = MF_API_TT_IP(Atan2, kAtan2);
inline const Api kXLogYTensor = MF_API_TT(XLogYTensor, kXLogY);
inline const Api kInplaceXLogYTensor = MF_API_TT_IP(XLogYTensor, kXLogY);
inline const Api kXlog1py = MF_API_TT(Xlog1py, kXLog1pY);
inline const Api kLogAddExp = MF_API_TT(LogAddExp, kLogAddExp);
inline const Api kLogAddExp2 = MF_API_TT(LogAddExp2, kLogAddExp2);
inline const Api kPolar = MF_API_TT(Polar, kPolar);
inline const Api kComplex = MF_API_TT(Complex, kComplex);
inline const Api kXLogYScalarSelf{
    "XLogYScalarSelf", Fn::kXLogY, kST, false,
    [](aclTensor*, aclScalar* s, aclTensor* y, aclScalar*, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
      return aclnnXLogYScalarSelfGetWorkspaceSize(s, y, o, w, e);
    },
    aclnnXLogYScalarSelf};
inline const Api kXLogYScalarOther{
    "XLogYScalarOther", Fn::kXLogY, kTS, false,
    [](aclTensor* x, aclScalar*, aclTensor*, aclScalar* s, aclTensor* o, uint64_t* w, aclOpExecutor** e) {
      return aclnnXLogYScalarOtherGetWorkspaceSize(x, s, o, w, e);
    },
    aclnnXLogYScalarOther};
inline const Api kInplaceXLogYScalarOther{
    "InplaceXLogYScalarOther", Fn::kXLogY, kTS, true,
    [](aclTensor* x, aclScalar*, aclTensor*, aclScalar* s, aclTensor*, uint64_t* w, aclOpExecutor** e) {
      return aclnnInplaceXLogYScalarOtherGetWorkspaceSize(x, s, w, e);
    },
    aclnnInplaceXLogYScalarOther};

}  // namespace math_float
}  // namespace aclnn_test
