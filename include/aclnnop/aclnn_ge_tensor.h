/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_ge_tensor.h -- GeTensor and the in-place forms.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_GE_TENSOR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_GE_TENSOR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of GeTensor: out = (self >= other), element by element;
 * the operands broadcast against each other (right-aligned, at most 8 dims).
 * The operands are converted to the operator's compute dtype (CANN's promotion rule for this
 * operator) and compared there (IEEE: NaN compares false, except != which is true; +0 == -0).
 * The result is written as 1 or 0 in out's dtype (true/false for BOOL).
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnGeTensorGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out,
                                                    uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of GeTensor: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnGeTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    const aclrtStream stream);

/**
 * Phase 1 of InplaceGeTensor: selfRef = (selfRef >= other), element by element;
 * other broadcasts into selfRef, which receives the result in its own dtype.
 * The operands are converted to the operator's compute dtype (CANN's promotion rule for this
 * operator) and compared there (IEEE: NaN compares false, except != which is true; +0 == -0).
 * The result is written as 1 or 0 in out's dtype (true/false for BOOL).
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnInplaceGeTensorGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other,
                                                           uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceGeTensor: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnInplaceGeTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                           aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_GE_TENSOR_H_ */
