/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_gelu.h -- GELU activation, tanh approximation.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_GELU_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_GELU_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Gelu: out = 0.5 * self * (1 + tanh(sqrt(2 / pi) * (self + 0.044715 * self^3))),
 * element by element.
 *
 * @param self          input tensor (FLOAT, FLOAT16 or BFLOAT16), rank 0 to 8
 * @param out           result; same dtype and view shape as self
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument;
 *         ACLNN_ERR_PARAM_INVALID for an unsupported dtype or format, more than
 *         8 dimensions, or an out whose dtype/shape differs from self.
 */
ACLNN_API aclnnStatus aclnnGeluGetWorkspaceSize(const aclTensor *self, aclTensor *out, uint64_t *workspaceSize,
                                                aclOpExecutor **executor);

/**
 * Phase 2 of Gelu: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnGelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_GELU_H_ */
