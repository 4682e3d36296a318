// The pad family's validation tables (specs: reflection/replication §5, circular/constant §5): one
// row per entry point, validators walking the checks in each spec's order (reflection and
// replication share one per direction; circular padding has its own order per direction, chosen by
// the row's mode; ConstantPadNd has its own). The first failing check decides (161001 for nulls,
// 161002 otherwise, 561103 where the device's tiling refuses in phase 1); a call with empty tensors
// that the spec lets through sets *nothing_to_do.
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
  // Circular backward flags (the forward flags above do not apply to circular rows).
  bool null_inner = false;          // 3d: null tensors give 561103 (circular/constant §5.3)
};

// Largest padded or unpadded length of a padded axis (the plan keeps a table of that length).
constexpr int64_t kMaxAxisLength = int64_t(1) << 28;

aclnnStatus ValidateForward(const OpRow& row, const aclTensor* self, const aclIntArray* padding, const aclTensor* out,
                            bool* nothing_to_do);
aclnnStatus ValidateBackward(const OpRow& row, const aclTensor* grad_output, const aclTensor* self,
                             const aclIntArray* padding, const aclTensor* grad_input, bool* nothing_to_do);

// aclnnConstantPadNd (circular/constant §5.4). *nothing_to_do: out is empty.
aclnnStatus ValidateConstantPadNd(const char* api, const aclTensor* self, const aclIntArray* pad, const aclScalar* value,
                                  const aclTensor* out, bool* nothing_to_do);

// The dtype lists of the A2/A3 profile (spec 4.2).
inline constexpr std::initializer_list<aclDataType> kReflectForwardDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8,      ACL_UINT8,
    ACL_INT16, ACL_INT32,   ACL_INT64, ACL_BOOL,  ACL_COMPLEX64, ACL_COMPLEX128};
inline constexpr std::initializer_list<aclDataType> kReplicateForwardDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64,
    ACL_COMPLEX64, ACL_COMPLEX128};
inline constexpr std::initializer_list<aclDataType> kBackwardDtypes = {ACL_FLOAT,  ACL_FLOAT16,   ACL_BF16,
                                                                       ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128};

// Circular and ConstantPadNd (circular/constant spec §4).
inline constexpr std::initializer_list<aclDataType> kCircularForwardDtypes = {ACL_FLOAT, ACL_BF16, ACL_FLOAT16,
                                                                              ACL_INT32, ACL_INT8};
inline constexpr std::initializer_list<aclDataType> kCircularBackwardDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
inline constexpr std::initializer_list<aclDataType> kConstantPadDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16,  ACL_DOUBLE, ACL_INT8,   ACL_INT16,     ACL_INT32,     ACL_INT64,
    ACL_UINT8, ACL_UINT16,  ACL_UINT32, ACL_UINT64, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128};
constexpr int kConstantPadMaxRank = 8;

// "[1, 2, 3, 4]"
std::string IntsString(const aclIntArray& a);

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
