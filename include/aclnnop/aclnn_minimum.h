/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_minimum.h -- Minimum: elementwise min of two broadcast tensors.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_MINIMUM_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_MINIMUM_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Minimum: out = min(self, other), element by element, self and other broadcast
 * against each other, in the promotion of their dtypes (BOOL: logical AND). A NaN operand gives
 * NaN; equal operands (-0 and +0 too) give other's value.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8 or
 *                      BOOL, at most 8 dims
 * @param other         tensor, same dtypes and rank limit, broadcastable with self
 * @param out           result; shape = the broadcast shape; a dtype of the list the promotion may be
 *                      cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, a promotion that does not cast to out's dtype, more than 8 dims,
 *         shapes that do not broadcast or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnMinimumGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Minimum: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnMinimum(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_MINIMUM_H_ */
