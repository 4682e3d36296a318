/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_circular_pad3d_backward.h -- CircularPad3dBackward.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_CIRCULAR_PAD3D_BACKWARD_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_CIRCULAR_PAD3D_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of CircularPad3dBackward: folds the gradient of a circularly padded tensor back onto the
 * unpadded input, summing every padded position that wraps onto the same element (elements cropped
 * by negative padding get 0).
 *
 * @param gradOutput    gradient of the padded result; same dtype and rank as self
 * @param self          forward input, 4-D or 5-D (only its shape, dtype and format are used);
 *                      FLOAT, FLOAT16 or BFLOAT16
 * @param padding       6 values [left, right, top, bottom, front, back]
 * @param gradInput     result; same dtype and shape as self
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_INNER_NULLPTR (as the device) for a NULL tensor or padding; ACLNN_ERR_PARAM_INVALID for
 *         unsupported dtypes/formats/ranks, inconsistent shapes or a padding value not below its dim of self; ACLNN_ERR_INNER_NULLPTR
 *         for padding that wraps more than once.
 */
ACLNN_API aclnnStatus aclnnCircularPad3dBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
    const aclIntArray *padding, aclTensor *gradInput, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of CircularPad3dBackward: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnCircularPad3dBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
    aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_CIRCULAR_PAD3D_BACKWARD_H_ */
