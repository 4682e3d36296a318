// The clamp family's entry points behind one call shape, for the value, status and conformance
// tests: phase 1 of (self, min tensor, max tensor, min scalar, max scalar, out); each form reads
// the arguments it has (in-place forms ignore out).
#pragma once

#include <functional>
#include <string>

#include "aclnnop/aclnn_clamp.h"
#include "aclnnop/aclnn_hardtanh.h"
#include "op_runner.h"
#include "test_tensor.h"

namespace aclnn_test {
namespace clamp {

enum Form { kScalar, kTensor, kHardtanh };

using P1 = std::function<aclnnStatus(aclTensor* x, aclTensor* lo_t, aclTensor* hi_t, aclScalar* lo_s, aclScalar* hi_s,
                                     aclTensor* out, uint64_t* ws, aclOpExecutor** ex)>;
struct Api {
  const char* name;
  Form form;
  bool has_lo, has_hi;  // which bounds the API takes (Clamp, ClampTensor, Hardtanh: both)
  bool inplace;
  P1 p1;
  Phase2 p2;
};

#define CLAMP_ARGS aclTensor *x, aclTensor *lt, aclTensor *ht, aclScalar *ls, aclScalar *hs, aclTensor *o, uint64_t *w, \
                   aclOpExecutor **e
inline const std::vector<Api>& Apis() {
  static const std::vector<Api> apis = {
      {"Clamp", kScalar, true, true, false,
       [](CLAMP_ARGS) { return aclnnClampGetWorkspaceSize(x, ls, hs, o, w, e); }, aclnnClamp},
      {"ClampMin", kScalar, true, false, false,
       [](CLAMP_ARGS) { return aclnnClampMinGetWorkspaceSize(x, ls, o, w, e); }, aclnnClampMin},
      {"ClampMax", kScalar, false, true, false,
       [](CLAMP_ARGS) { return aclnnClampMaxGetWorkspaceSize(x, hs, o, w, e); }, aclnnClampMax},
      {"InplaceClampMax", kScalar, false, true, true,
       [](CLAMP_ARGS) { return aclnnInplaceClampMaxGetWorkspaceSize(x, hs, w, e); }, aclnnInplaceClampMax},
      {"ClampTensor", kTensor, true, true, false,
       [](CLAMP_ARGS) { return aclnnClampTensorGetWorkspaceSize(x, lt, ht, o, w, e); }, aclnnClampTensor},
      {"ClampMinTensor", kTensor, true, false, false,
       [](CLAMP_ARGS) { return aclnnClampMinTensorGetWorkspaceSize(x, lt, o, w, e); }, aclnnClampMinTensor},
      {"InplaceClampMinTensor", kTensor, true, false, true,
       [](CLAMP_ARGS) { return aclnnInplaceClampMinTensorGetWorkspaceSize(x, lt, w, e); }, aclnnInplaceClampMinTensor},
      {"ClampMaxTensor", kTensor, false, true, false,
       [](CLAMP_ARGS) { return aclnnClampMaxTensorGetWorkspaceSize(x, ht, o, w, e); }, aclnnClampMaxTensor},
      {"InplaceClampMaxTensor", kTensor, false, true, true,
       [](CLAMP_ARGS) { return aclnnInplaceClampMaxTensorGetWorkspaceSize(x, ht, w, e); }, aclnnInplaceClampMaxTensor},
      {"Hardtanh", kHardtanh, true, true, false,
       [](CLAMP_ARGS) { return aclnnHardtanhGetWorkspaceSize(x, ls, hs, o, w, e); }, aclnnHardtanh},
      {"InplaceHardtanh", kHardtanh, true, true, true,
       [](CLAMP_ARGS) { return aclnnInplaceHardtanhGetWorkspaceSize(x, ls, hs, w, e); }, aclnnInplaceHardtanh},
  };
  return apis;
}
#undef CLAMP_ARGS

inline const Api& ApiNamed(const std::string& n) {
  for (const Api& a : Apis())
    if (n == a.name) return a;
  throw std::runtime_error("no clamp api " + n);
}

}  // namespace clamp
}  // namespace aclnn_test
