/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_right_shift.h -- RightShift.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_RIGHT_SHIFT_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_RIGHT_SHIFT_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of RightShift: out = input >> shiftBits, element by element;
 * the operands broadcast against each other (right-aligned, at most 8 dims).
 * Computed in the promoted integer dtype; the count is clamped to [0, bits - 1] (a negative
 * count shifts by 0); left shifts drop the bits shifted out, right shifts are arithmetic for
 * signed dtypes.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnRightShiftGetWorkspaceSize(const aclTensor *input, const aclTensor *shiftBits,
                                                      aclTensor *out, uint64_t *workspaceSize,
                                                      aclOpExecutor **executor);

/**
 * Phase 2 of RightShift: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnRightShift(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_RIGHT_SHIFT_H_ */
