/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_x_log_y_scalar_self.h -- XLogYScalarSelf.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_SCALAR_SELF_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_SCALAR_SELF_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of XLogYScalarSelf: out = xlogy(self, other) with a scalar self. Computed in the promotion
 * of the scalar's and the tensor's dtypes (integers, BOOL and DOUBLE in FLOAT).
 *
 * @param self   scalar of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8, BOOL
 * @param other  tensor of FLOAT, FLOAT16, BFLOAT16, INT8, INT16, INT32, INT64, UINT8, BOOL
 * @param out    tensor of other's shape; the compute dtype must cast to it
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, an out dtype the result cannot be cast to, more than 8 dims or an
 *         out of another shape. Empty other: nothing to do.
 */
ACLNN_API aclnnStatus aclnnXLogYScalarSelfGetWorkspaceSize(const aclScalar* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of XLogYScalarSelf: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnXLogYScalarSelf(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_X_LOG_Y_SCALAR_SELF_H_ */
