// The pad family's validation tables (spec: reflection/replication §5): one row per entry point,
// one validator per direction walking the checks in the spec's order. The first failing check
// decides (161001 for nulls, 161002 otherwise); a call with empty tensors that the spec lets
// through sets *nothing_to_do.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>

#include "aclnn/acl_meta.h"
#include "ops/pad/pad.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

struct OpRow {
  const char* api;  // phase-2 name, "aclnnReplicationPad2d"
  Mode mode;
  int k;  // padded trailing axes: 1, 2, 3
  std::initializer_list<aclDataType> dtypes;
  // Forward flags.
  bool format_first = false;       // F4: self/out format check before the dtype checks
  bool full_shape_check = false;   // F14': the whole out shape in validation (else F16 after the plan)
  // Backward flags.
  bool limit_before_shape = false;  // B13: pads < self dims, before the gradOutput shape check
  bool limit_after_shape = false;   // B16: the same, after it
  bool bf16_rule = false;           // B14
  bool unbatched_empty_ok = false;  // 4.4: unbatched empty rejected only when a padded dim is 0
  const char* empty_message = "";   // F15 / B17
};

// Largest padded or unpadded length of a padded axis (the plan keeps a table of that length).
constexpr int64_t kMaxAxisLength = int64_t(1) << 28;

aclnnStatus ValidateForward(const OpRow& row, const aclTensor* self, const aclIntArray* padding, const aclTensor* out,
                            bool* nothing_to_do);
aclnnStatus ValidateBackward(const OpRow& row, const aclTensor* grad_output, const aclTensor* self,
                             const aclIntArray* padding, const aclTensor* grad_input, bool* nothing_to_do);

// The dtype lists of the A2/A3 profile (spec 4.2).
inline constexpr std::initializer_list<aclDataType> kReflectForwardDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8,      ACL_UINT8,
    ACL_INT16, ACL_INT32,   ACL_INT64, ACL_BOOL,  ACL_COMPLEX64, ACL_COMPLEX128};
inline constexpr std::initializer_list<aclDataType> kReplicateForwardDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64,
    ACL_COMPLEX64, ACL_COMPLEX128};
inline constexpr std::initializer_list<aclDataType> kBackwardDtypes = {ACL_FLOAT,  ACL_FLOAT16,   ACL_BF16,
                                                                       ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128};

// "[1, 2, 3, 4]"
std::string IntsString(const aclIntArray& a);

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
