/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_isclose.h -- IsClose.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ISCLOSE_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ISCLOSE_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of IsClose: out = (self == other) || (equalNan && both NaN) ||
 * (|self - other| <= atol + rtol * |other| && |other| finite), element by element; self and other
 * broadcast against each other (right-aligned, at most 8 dims). rtol and atol are narrowed to
 * float; FLOAT, FLOAT16, BFLOAT16 and INT32 operands are compared in FLOAT, the others in DOUBLE.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8 or BOOL
 * @param other         tensor of self's dtype
 * @param out           result (1 / 0 in its dtype; BOOL documented); shape = the broadcast shape
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, operands of different dtypes, more than 8 dims, shapes that do
 *         not broadcast or an out of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnIsCloseGetWorkspaceSize(const aclTensor *self, const aclTensor *other, double rtol, double atol,
                                                   bool equalNan, aclTensor *out, uint64_t *workspaceSize,
                                                   aclOpExecutor **executor);

/**
 * Phase 2 of IsClose: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnIsClose(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_ISCLOSE_H_ */
