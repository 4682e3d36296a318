/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_bitwise_xor_scalar.h -- BitwiseXorScalar and the in-place forms.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_BITWISE_XOR_SCALAR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_BITWISE_XOR_SCALAR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of BitwiseXorScalar: out = self ^ other, element by element;
 * the second operand is a scalar; out has self's shape.
 * Two's-complement bitwise operation in the promoted integer dtype (logical for BOOL); the result
 * is converted to out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnBitwiseXorScalarGetWorkspaceSize(const aclTensor *self, const aclScalar *other,
                                                            aclTensor *out, uint64_t *workspaceSize,
                                                            aclOpExecutor **executor);

/**
 * Phase 2 of BitwiseXorScalar: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnBitwiseXorScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                            aclrtStream stream);

/**
 * Phase 1 of InplaceBitwiseXorScalar: selfRef = selfRef ^ other, element by element;
 * other is a scalar; selfRef receives the result in its own dtype.
 * Two's-complement bitwise operation in the promoted integer dtype (logical for BOOL); the result
 * is converted to out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnInplaceBitwiseXorScalarGetWorkspaceSize(aclTensor *selfRef, const aclScalar *other,
                                                                   uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceBitwiseXorScalar: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnInplaceBitwiseXorScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                                   aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_BITWISE_XOR_SCALAR_H_ */
