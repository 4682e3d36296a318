/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_gelu_v2.h -- GELU activation with a selectable approximation.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_GELU_V2_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_GELU_V2_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of GeluV2: y = GELU(x), element by element.
 *
 * @param x             input tensor (FLOAT, FLOAT16 or BFLOAT16)
 * @param approximate   1 selects the tanh approximation, any other value the exact erf form
 * @param y             result; same dtype and view shape as x
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument;
 *         ACLNN_ERR_PARAM_INVALID for an unsupported dtype or a y whose
 *         dtype/shape differs from x.
 */
ACLNN_API aclnnStatus aclnnGeluV2GetWorkspaceSize(const aclTensor *x, int64_t approximate, aclTensor *y,
                                                  uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of GeluV2: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnGeluV2(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                  const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_GELU_V2_H_ */
