/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_x_log_y_scalar_other.h -- XLogYScalarOther, InplaceXLogYScalarOther.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_SCALAR_OTHER_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_SCALAR_OTHER_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of XLogYScalarOther: out = xlogy(self, other) with a scalar other. Computed in the
 * promotion of the tensor's and the scalar's dtypes (integers, BOOL and DOUBLE in FLOAT).
 *
 * @param self   tensor of FLOAT, FLOAT16, BFLOAT16, INT8, INT16, INT32, INT64, UINT8, BOOL
 * @param other  scalar of that list or DOUBLE
 * @param out    tensor of self's shape; the compute dtype must cast to it
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, an out dtype the result cannot be cast to, more than 8 dims or an
 *         out of another shape. Empty self: nothing to do.
 */
ACLNN_API aclnnStatus aclnnXLogYScalarOtherGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of XLogYScalarOther: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnXLogYScalarOther(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

/**
 * Phase 1 of InplaceXLogYScalarOther: selfRef = xlogy(selfRef, other).
 */
ACLNN_API aclnnStatus aclnnInplaceXLogYScalarOtherGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of InplaceXLogYScalarOther: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnInplaceXLogYScalarOther(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_SCALAR_OTHER_H_ */
