// Validation rows shared by the broadcast elementwise families (ops/binary, ops/compare): the
// device's checks with their messages and codes, on top of the ordered Validator (core/error.h),
// and the aclnn graph's CanCast rule.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>

#include "aclnn/acl_meta.h"
#include "core/error.h"
#include "core/tensor.h"

namespace aclnn_cpu {

constexpr size_t kEwMaxRank = 8;
constexpr aclnnStatus kEwInnerNullptr = 561103;  // ACLNN_ERR_INNER_NULLPTR

// What the aclnn graph's final Cast may convert: no complex to real, no floating to integral, no
// non-bool to BOOL.
bool CanCast(aclDataType from, aclDataType to);
// "DT_FLOAT": a dtype as the device's messages name it.
std::string DtName(aclDataType d);

// The rows of a validation table, with the device's messages. The first failing row decides.
class EwChecks {
 public:
  explicit EwChecks(const char* api) : v_(api) {}
  Validator& v() { return v_; }
  bool ok() const { return v_.ok(); }
  aclnnStatus status() const { return v_.status(); }

  EwChecks& Null(const char* name, const void* p, aclnnStatus code = ACLNN_ERR_PARAM_NULLPTR);
  EwChecks& DtypeIn(const char* name, aclDataType d, std::initializer_list<aclDataType> list);
  // A scalar's dtype in the list ("Scalar <name> not implemented for ...").
  EwChecks& ScalarDtypeIn(const char* name, aclDataType d, std::initializer_list<aclDataType> list);
  EwChecks& Promotable(aclDataType a, aclDataType b, aclDataType p);
  EwChecks& Alpha(const aclScalar* alpha, aclDataType p, bool bool_rule);
  EwChecks& Cast(aclDataType p, const aclTensor* out, const char* what = "Promote dtype");
  EwChecks& Rank(const char* name, const aclTensor* t);
  EwChecks& Broadcast(const aclTensor* a, const aclTensor* b, Shape* shape);
  EwChecks& OutShape(const aclTensor* out, const Shape& want);
  EwChecks& InplaceShape(const aclTensor* self_ref, const Shape& bcast);
  EwChecks& NotPrivate(const char* name, const aclTensor* t);
  EwChecks& Mode(int mode);
  EwChecks& ViewInStorage(const char* name, const aclTensor* t);
  // A dtype values convert to and from (core/value_cast.h); a null t passes.
  EwChecks& ValueDtype(const char* name, const aclTensor* t);

 private:
  Validator v_;
};

}  // namespace aclnn_cpu
