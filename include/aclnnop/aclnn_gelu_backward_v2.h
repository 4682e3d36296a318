/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_gelu_backward_v2.h -- gradient of GELU with a selectable
 * approximation.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_GELU_BACKWARD_V2_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_GELU_BACKWARD_V2_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of GeluBackwardV2: gradInput = gradOutput * GELU'(self), with
 * gradOutput and self broadcast against each other.
 *
 * @param gradOutput    incoming gradient (FLOAT, FLOAT16 or BFLOAT16 after promotion with self)
 * @param self          the forward input x of GELU
 * @param approximate   "none" (exact, erf based) or "tanh" (tanh approximation)
 * @param gradInput     result; dtype = promoted dtype, shape = broadcast shape
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument;
 *         ACLNN_ERR_PARAM_INVALID for unsupported dtypes, shapes that cannot
 *         be broadcast, a mismatching gradInput or an unknown approximate.
 */
ACLNN_API aclnnStatus aclnnGeluBackwardV2GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                          char *approximate, aclTensor *gradInput,
                                                          uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of GeluBackwardV2: runs the plan from phase 1 on stream.
 *
 * @param workspace      scratch buffer of at least workspace_size bytes (may be NULL when 0)
 * @param workspace_size size reported by phase 1
 * @param executor       plan from phase 1 (consumed unless made repeatable)
 * @param stream         target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnGeluBackwardV2(void *workspace, uint64_t workspace_size, aclOpExecutor *executor,
                                          const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_GELU_BACKWARD_V2_H_ */
