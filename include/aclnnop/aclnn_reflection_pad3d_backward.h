/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_reflection_pad3d_backward.h -- ReflectionPad3dBackward.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD3D_BACKWARD_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD3D_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of ReflectionPad3dBackward: folds the gradient of a reflection-padded tensor back onto the unpadded
 * input, summing every padded position that reads the same element.
 *
 * @param gradOutput    gradient of the padded result; same dtype and rank as self
 * @param self          forward input (only its shape, dtype and format are used)
 * @param padding       6 values [left, right, top, bottom, front, back]
 * @param gradInput     result; same dtype and shape as self
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         unsupported dtypes/formats/ranks, inconsistent shapes or bad padding.
 */
ACLNN_API aclnnStatus aclnnReflectionPad3dBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
    const aclIntArray *padding, aclTensor *gradInput, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of ReflectionPad3dBackward: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnReflectionPad3dBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
    const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD3D_BACKWARD_H_ */
