/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_reflection_pad1d.h -- ReflectionPad1d.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD1D_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD1D_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of ReflectionPad1d: pads the last axis (W) of self by reflection (the edge is not repeated).
 *
 * @param self          input, rank 2 or 3
 * @param padding       2 values [left, right]; each less than the padded dim
 * @param out           result; same dtype and rank as self, padded dims grown by the pads
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         unsupported dtypes/formats/ranks, inconsistent shapes or bad padding.
 */
ACLNN_API aclnnStatus aclnnReflectionPad1dGetWorkspaceSize(const aclTensor *self, const aclIntArray *padding, aclTensor *out,
    uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of ReflectionPad1d: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnReflectionPad1d(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
    const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD1D_H_ */
