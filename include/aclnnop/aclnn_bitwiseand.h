/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_bitwiseand.h -- BitwiseAndTensorOut and the in-place forms.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_BITWISEAND_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_BITWISEAND_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of BitwiseAndTensorOut: out = self & other, element by element;
 * the operands broadcast against each other (right-aligned, at most 8 dims).
 * Two's-complement bitwise operation in the promoted integer dtype (logical for BOOL); the result
 * is converted to out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnBitwiseAndTensorOutGetWorkspaceSize(const aclTensor *self, const aclTensor *other,
                                                               aclTensor *out, uint64_t *workspaceSize,
                                                               aclOpExecutor **executor);

/**
 * Phase 2 of BitwiseAndTensorOut: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnBitwiseAndTensorOut(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                               aclrtStream stream);

/**
 * Phase 1 of InplaceBitwiseAndTensorOut: selfRef = selfRef & other, element by element;
 * other broadcasts into selfRef, which receives the result in its own dtype.
 * Two's-complement bitwise operation in the promoted integer dtype (logical for BOOL); the result
 * is converted to out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnInplaceBitwiseAndTensorOutGetWorkspaceSize(const aclTensor *self, const aclTensor *other,
                                                                      uint64_t *workspaceSize,
                                                                      aclOpExecutor **executor);

/**
 * Phase 2 of InplaceBitwiseAndTensorOut: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnInplaceBitwiseAndTensorOut(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                                      aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_BITWISEAND_H_ */
