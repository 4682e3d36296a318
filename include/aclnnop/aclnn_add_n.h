/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_add_n.h -- AddN: elementwise sum of a tensor list.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ADD_N_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ADD_N_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of AddN: out = tensors[0] + tensors[1] + ..., summed left to right; FLOAT16 and
 * BFLOAT16 sums accumulate in FLOAT and are rounded once; integer sums wrap around. No broadcasting.
 *
 * @param tensors       non-empty list of tensors of out's dtype (FLOAT, FLOAT16, BFLOAT16, INT32 or INT64),
 *                      all of out's shape, at most 8 dims
 * @param out           result
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an element is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL list, element, out, workspaceSize or
 *         executor; ACLNN_ERR_PARAM_INVALID for an empty list, a dtype outside the list or unlike
 *         out's, more than 8 dims, shapes unlike out's, or a private format of tensors[0].
 */
ACLNN_API aclnnStatus aclnnAddNGetWorkspaceSize(const aclTensorList *tensors, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of AddN: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnAddN(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_ADD_N_H_ */
