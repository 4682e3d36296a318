/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_x_log_y_tensor.h -- XLogYTensor, InplaceXLogYTensor.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_TENSOR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_TENSOR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of XLogYTensor: out = 0 where self == 0 and other is not NaN, else self * log(other), after
 * broadcasting (at most 8 dims). Computed in the promoted dtype (integers and BOOL in FLOAT), cast to
 * out's dtype, which is not checked.
 *
 * @param self   tensor of FLOAT, FLOAT16, BFLOAT16, INT8, INT16, INT32, INT64, UINT8, BOOL
 * @param other  tensor of the same list
 * @param out    tensor of the broadcast shape
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, more than 8 dims, shapes that do not broadcast or an out of another
 *         shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnXLogYTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of XLogYTensor: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnXLogYTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

/**
 * Phase 1 of InplaceXLogYTensor: selfRef = xlogy(selfRef, other); other broadcasts into selfRef.
 */
ACLNN_API aclnnStatus aclnnInplaceXLogYTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of InplaceXLogYTensor: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnInplaceXLogYTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_TENSOR_H_ */
