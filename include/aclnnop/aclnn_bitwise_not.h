/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_bitwise_not.h -- BitwiseNot.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_BITWISE_NOT_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_BITWISE_NOT_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of BitwiseNot: out = ~self, element by element;
 * out has self's shape.
 * Two's-complement bitwise operation in the promoted integer dtype (logical for BOOL); the result
 * is converted to out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnBitwiseNotGetWorkspaceSize(const aclTensor *self, aclTensor *out, uint64_t *workspaceSize,
                                                      aclOpExecutor **executor);

/**
 * Phase 2 of BitwiseNot: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnBitwiseNot(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_BITWISE_NOT_H_ */
