/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_constant_pad_nd.h -- ConstantPadNd.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_CONSTANT_PAD_ND_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_CONSTANT_PAD_ND_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of ConstantPadNd: pads any number of trailing dims of self with a constant; negative
 * padding crops.
 *
 * @param self          input of rank 0 to 8
 * @param pad           an even number of values, at most 2 * rank: pairs (before, after) for the last
 *                      dim, then the one before it, and so on
 * @param value         the fill value, a scalar of any dtype converted to the dtype of self
 * @param out           result; dtype of self, rank of self, each dim its length plus its two pads
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         unsupported dtypes/formats/ranks, a bad pad array or inconsistent shapes.
 */
ACLNN_API aclnnStatus aclnnConstantPadNdGetWorkspaceSize(const aclTensor *self, const aclIntArray *pad,
    const aclScalar *value, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of ConstantPadNd: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnConstantPadNd(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
    aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_CONSTANT_PAD_ND_H_ */
