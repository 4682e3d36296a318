// Phase 1 of every pad entry point: its row of the validation tables, the plan, the executor.
#pragma once

#include <cstdint>
#include <memory>

#include "aclnn/acl_meta.h"
#include "ops/pad/validate.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

aclnnStatus ForwardPhase1(const OpRow& row, const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                          uint64_t* workspace_size, aclOpExecutor** executor);
aclnnStatus BackwardPhase1(const OpRow& row, const aclTensor* grad_output, const aclTensor* self,
                           const aclIntArray* padding, aclTensor* grad_input, uint64_t* workspace_size,
                           aclOpExecutor** executor);
aclnnStatus ConstantPadNdPhase1(const char* api, const aclTensor* self, const aclIntArray* pad, const aclScalar* value,
                                aclTensor* out, uint64_t* workspace_size, aclOpExecutor** executor);

// The executor for a validated call: binds `in` (and `shape_only`, a backward's self, whose data
// are never read) and `out`, books the plan's workspace and runs it (forward: the gather list;
// backward: the fold list). `plan` is null when there is nothing to do.
aclnnStatus FinishPhase1(const char* api, const aclTensor* in, const aclTensor* shape_only, const aclTensor* out,
                         std::shared_ptr<Plan> plan, bool backward, uint64_t* workspace_size, aclOpExecutor** executor);

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
