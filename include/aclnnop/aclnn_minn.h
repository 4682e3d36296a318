/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_minn.h -- MinN: elementwise minimum over a tensor list.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_MINN_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_MINN_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of MinN: out = the elementwise minimum over the list's tensors, folded left to right with
 * broadcasting (a NaN anywhere gives NaN). Lists of any length run in constant extra memory.
 *
 * @param tensors       non-empty list of tensors of out's dtype (FLOAT, FLOAT16, BFLOAT16, INT8, INT32 or
 *                      INT64), at most 8 dims each, broadcastable together
 * @param out           result; shape = the broadcast shape of the list
 * @param workspaceSize receives the scratch size required by phase 2 (0 when out is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL list, element, out, workspaceSize or
 *         executor; ACLNN_ERR_PARAM_INVALID for a dtype outside the list or unlike out's, more than 8
 *         dims, an empty list, shapes that do not broadcast or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnMinNGetWorkspaceSize(const aclTensorList *tensors, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of MinN: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnMinN(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_MINN_H_ */
