/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_grouped_bias_add_grad.h -- per-group bias gradient (column
 * sums of the rows belonging to each group).
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_GROUPED_BIAS_ADD_GRAD_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_GROUPED_BIAS_ADD_GRAD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of GroupedBiasAddGrad: out[g, :] = sum of the rows of gradY that
 * belong to group g. Without groupIdxOptional, gradY is [G, C, H] and every
 * group has C rows; with it, gradY is [R, H] and groupIdxOptional ([G], INT32
 * or INT64) holds the cumulative end row of each group.
 *
 * @param gradY            incoming gradient (FLOAT, FLOAT16 or BFLOAT16)
 * @param groupIdxOptional group boundaries, or NULL for the 3-D form
 * @param out              result [G, H], same dtype as gradY
 * @param workspaceSize    receives the scratch size required by phase 2
 * @param executor         receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR when gradY/out is NULL;
 *         ACLNN_ERR_PARAM_INVALID for unsupported dtypes, ranks or shapes.
 */
ACLNN_API aclnnStatus aclnnGroupedBiasAddGradGetWorkspaceSize(const aclTensor *gradY,
                                                              const aclTensor *groupIdxOptional, aclTensor *out,
                                                              uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of GroupedBiasAddGrad: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnGroupedBiasAddGrad(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                              aclrtStream stream);

/**
 * Phase 1 of GroupedBiasAddGradV2: as aclnnGroupedBiasAddGradGetWorkspaceSize,
 * with an explicit interpretation of groupIdxOptional.
 *
 * @param groupIdxType 0: values are cumulative group end offsets;
 *                     1: values are group sizes; other values are rejected
 *                     with ACLNN_ERR_PARAM_INVALID.
 * (Other parameters and status codes as for the V1 function.)
 */
ACLNN_API aclnnStatus aclnnGroupedBiasAddGradV2GetWorkspaceSize(const aclTensor *gradY,
                                                                const aclTensor *groupIdxOptional,
                                                                int64_t groupIdxType, aclTensor *out,
                                                                uint64_t *workspaceSize,
                                                                aclOpExecutor **executor);

/**
 * Phase 2 of GroupedBiasAddGradV2: runs the plan from phase 1 on stream.
 * (Parameters and status codes as for aclnnGroupedBiasAddGrad.)
 */
ACLNN_API aclnnStatus aclnnGroupedBiasAddGradV2(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                                aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_GROUPED_BIAS_ADD_GRAD_H_ */
