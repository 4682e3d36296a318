/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_eq_scalar.h -- EqScalar and the in-place forms.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_EQ_SCALAR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_EQ_SCALAR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of EqScalar: out = (self == other), element by element;
 * the second operand is a scalar; out has self's shape.
 * The operands are converted to the operator's compute dtype (CANN's promotion rule for this
 * operator) and compared there (IEEE: NaN compares false, except != which is true; +0 == -0).
 * The result is written as 1 or 0 in out's dtype (true/false for BOOL).
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnEqScalarGetWorkspaceSize(const aclTensor *self, const aclScalar *other, aclTensor *out,
                                                    uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of EqScalar: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnEqScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    const aclrtStream stream);

/**
 * Phase 1 of InplaceEqScalar: selfRef = (selfRef == other), element by element;
 * other is a scalar; selfRef receives the result in its own dtype.
 * The operands are converted to the operator's compute dtype (CANN's promotion rule for this
 * operator) and compared there (IEEE: NaN compares false, except != which is true; +0 == -0).
 * The result is written as 1 or 0 in out's dtype (true/false for BOOL).
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnInplaceEqScalarGetWorkspaceSize(const aclTensor *selfRef, const aclScalar *other,
                                                           uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceEqScalar: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnInplaceEqScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                           aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_EQ_SCALAR_H_ */
