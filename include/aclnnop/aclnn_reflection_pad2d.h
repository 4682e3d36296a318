/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_reflection_pad2d.h -- mirror padding of the last two axes.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD2D_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD2D_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of ReflectionPad2d: pads the H and W axes of a 3-D or 4-D tensor by
 * reflecting it about its borders (the border element itself is not repeated).
 *
 * @param self          input tensor
 * @param padding       four values [left, right, top, bottom], each smaller than
 *                      the size of the axis it pads
 * @param out           result; same dtype as self, H and W grown by the padding
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument;
 *         ACLNN_ERR_PARAM_INVALID for an unsupported dtype/rank, bad padding
 *         or a mismatching out.
 */
ACLNN_API aclnnStatus aclnnReflectionPad2dGetWorkspaceSize(const aclTensor *self, const aclIntArray *padding,
                                                           aclTensor *out, uint64_t *workspaceSize,
                                                           aclOpExecutor **executor);

/**
 * Phase 2 of ReflectionPad2d: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnReflectionPad2d(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                           const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_REFLECTION_PAD2D_H_ */
