/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_atan2.h -- Atan2, InplaceAtan2.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ATAN2_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ATAN2_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Atan2: out = atan2(self, other), the angle of the point (other, self) in (-pi, pi],
 * after broadcasting self and other (right-aligned, at most 8 dims). Computed in the promoted dtype
 * (integers and BOOL in FLOAT) and cast to out's dtype, which is not checked.
 *
 * @param self   tensor (y) of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8, BOOL
 * @param other  tensor (x) of the same list
 * @param out    tensor of the broadcast shape
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, more than 8 dims, shapes that do not broadcast or an out of another
 *         shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnAtan2GetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of Atan2: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnAtan2(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

/**
 * Phase 1 of InplaceAtan2: selfRef = atan2(selfRef, other); other broadcasts into selfRef's shape.
 */
ACLNN_API aclnnStatus aclnnInplaceAtan2GetWorkspaceSize(aclTensor* selfRef, aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of InplaceAtan2: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnInplaceAtan2(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_ATAN2_H_ */
