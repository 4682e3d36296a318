// What the ternary family's tests share: a uniform caller for the nine phase-1 functions, scalars,
// dtype facts.
#pragma once

#include <cstdint>
#include <string>

#include "aclnnop/aclnn_addcdiv.h"
#include "aclnnop/aclnn_addcmul.h"
#include "aclnnop/aclnn_lerp_scalar.h"
#include "aclnnop/aclnn_lerp_tensor.h"
#include "aclnnop/aclnn_s_where.h"
#include "test_tensor.h"

namespace aclnn_test {
namespace ternary {

enum class Kind { kLerp, kLerps, kAddcdiv, kAddcmul, kSWhere };

// One entry point. x: self (SWhere: condition), a / b: the other tensors in argument order
// (Lerp: end, weight; Lerps: end; Addc*: tensor1, tensor2; SWhere: self, other), s: the scalar.
struct Api {
  const char* name;
  Kind kind;
  bool inplace;
  aclnnStatus (*p2)(void*, uint64_t, aclOpExecutor*, aclrtStream);
};

inline aclnnStatus CallP1(const Api& api, aclTensor* x, aclTensor* a, aclTensor* b, const aclScalar* s, aclTensor* out,
                          uint64_t* w, aclOpExecutor** e) {
  switch (api.kind) {
    case Kind::kLerp:
      return api.inplace ? aclnnInplaceLerpGetWorkspaceSize(x, a, b, w, e) : aclnnLerpGetWorkspaceSize(x, a, b, out, w, e);
    case Kind::kLerps:
      return api.inplace ? aclnnInplaceLerpsGetWorkspaceSize(x, a, s, w, e) : aclnnLerpsGetWorkspaceSize(x, a, s, out, w, e);
    case Kind::kAddcdiv:
      return api.inplace ? aclnnInplaceAddcdivGetWorkspaceSize(x, a, b, s, w, e)
                         : aclnnAddcdivGetWorkspaceSize(x, a, b, s, out, w, e);
    case Kind::kAddcmul:
      return api.inplace ? aclnnInplaceAddcmulGetWorkspaceSize(x, a, b, s, w, e)
                         : aclnnAddcmulGetWorkspaceSize(x, a, b, s, out, w, e);
    case Kind::kSWhere: return aclnnSWhereGetWorkspaceSize(x, a, b, out, w, e);
  }
  return -1;
}

const Api kLerp = {"Lerp", Kind::kLerp, false, aclnnLerp};
const Api kInplaceLerp = {"InplaceLerp", Kind::kLerp, true, aclnnInplaceLerp};
const Api kLerps = {"Lerps", Kind::kLerps, false, aclnnLerps};
const Api kInplaceLerps = {"InplaceLerps", Kind::kLerps, true, aclnnInplaceLerps};
const Api kAddcdiv = {"Addcdiv", Kind::kAddcdiv, false, aclnnAddcdiv};
const Api kInplaceAddcdiv = {"InplaceAddcdiv", Kind::kAddcdiv, true, aclnnInplaceAddcdiv};
const Api kAddcmul = {"Addcmul", Kind::kAddcmul, false, aclnnAddcmul};
const Api kInplaceAddcmul = {"InplaceAddcmul", Kind::kAddcmul, true, aclnnInplaceAddcmul};
const Api kSWhere = {"SWhere", Kind::kSWhere, false, aclnnSWhere};


inline bool IsIntDt(aclDataType d) {
  switch (d) {
    case ACL_INT8: case ACL_UINT8: case ACL_INT16: case ACL_UINT16: case ACL_INT32: case ACL_UINT32: case ACL_INT64:
    case ACL_UINT64: return true;
    default: return false;
  }
}

// v (an integer) wrapped to the integer dtype d.
inline __int128 WrapTo(aclDataType d, __int128 v) {
  const auto u = static_cast<uint64_t>(static_cast<unsigned __int128>(v));
  switch (d) {
    case ACL_INT8: return static_cast<int8_t>(u);
    case ACL_UINT8: return static_cast<uint8_t>(u);
    case ACL_INT16: return static_cast<int16_t>(u);
    case ACL_UINT16: return static_cast<uint16_t>(u);
    case ACL_INT32: return static_cast<int32_t>(u);
    case ACL_UINT32: return static_cast<uint32_t>(u);
    case ACL_UINT64: return u;
    default: return static_cast<int64_t>(u);
  }
}

}  // namespace ternary
}  // namespace aclnn_test
