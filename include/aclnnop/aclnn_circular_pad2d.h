/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_circular_pad2d.h -- CircularPad2d.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_CIRCULAR_PAD2D_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_CIRCULAR_PAD2D_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of CircularPad2d: pads the last 2 dims of self by wrapping around (the padding on one side
 * repeats the elements of the other side); negative padding crops first, and the cropped block is
 * what repeats.
 *
 * @param self          input, 3-D or 4-D; FLOAT, FLOAT16, BFLOAT16, INT32 or INT8
 * @param padding       4 values [left, right, top, bottom]; each positive value at most the length of its dim
 *                      after cropping
 * @param out           result; dtype and format of self, padded shape
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         unsupported dtypes/formats/ranks or inconsistent shapes; ACLNN_ERR_INNER_NULLPTR for padding
 *         that wraps more than once.
 */
ACLNN_API aclnnStatus aclnnCircularPad2dGetWorkspaceSize(const aclTensor *self, const aclIntArray *padding,
    aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of CircularPad2d: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnCircularPad2d(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
    aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_CIRCULAR_PAD2D_H_ */
