/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_gelu_backward.h -- gradient of GELU, tanh approximation.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_GELU_BACKWARD_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_GELU_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of GeluBackward: gradInput = gradOutput * GELU'(self) for the tanh form of GELU, with
 * gradOutput and self broadcast against each other and promoted to a common dtype; the result
 * is converted to gradInput's dtype.
 *
 * @param gradOutput    incoming gradient; rank 0 to 8
 * @param self          the forward input x of GELU; rank 0 to 8. The promoted dtype of
 *                      gradOutput and self must be FLOAT, FLOAT16 or BFLOAT16
 * @param gradInput     result (written, although declared const); shape = broadcast shape
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument;
 *         ACLNN_ERR_PARAM_INVALID for unsupported dtypes, more than 8 dimensions,
 *         shapes that cannot be broadcast or a gradInput of another shape;
 *         ACLNN_ERR_INNER_NULLPTR when the result cannot be converted to gradInput's dtype.
 */
ACLNN_API aclnnStatus aclnnGeluBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                        const aclTensor *gradInput, uint64_t *workspaceSize,
                                                        aclOpExecutor **executor);

/**
 * Phase 2 of GeluBackward: runs the plan from phase 1 on stream.
 *
 * @param workspace      scratch buffer of at least workspace_size bytes (may be NULL when 0)
 * @param workspace_size size reported by phase 1
 * @param executor       plan from phase 1 (consumed unless made repeatable)
 * @param stream         target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnGeluBackward(void *workspace, uint64_t workspace_size, aclOpExecutor *executor,
                                        const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_GELU_BACKWARD_H_ */
