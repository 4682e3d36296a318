/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_logical_not.h -- LogicalNot and the in-place forms.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_LOGICAL_NOT_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_LOGICAL_NOT_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of LogicalNot: out = (self == 0), element by element;
 * out has self's shape.
 * Operands are taken as booleans (value != 0; NaN and a complex value with a nonzero part are
 * true). The result is written as 1 or 0 in out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnLogicalNotGetWorkspaceSize(const aclTensor *self, aclTensor *out, uint64_t *workspaceSize,
                                                      aclOpExecutor **executor);

/**
 * Phase 2 of LogicalNot: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnLogicalNot(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      aclrtStream stream);

/**
 * Phase 1 of InplaceLogicalNot: selfRef = (selfRef == 0), element by element;
 * selfRef receives the result.
 * Operands are taken as booleans (value != 0; NaN and a complex value with a nonzero part are
 * true). The result is written as 1 or 0 in out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnInplaceLogicalNotGetWorkspaceSize(aclTensor *selfRef, uint64_t *workspaceSize,
                                                             aclOpExecutor **executor);

/**
 * Phase 2 of InplaceLogicalNot: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnInplaceLogicalNot(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                             aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_LOGICAL_NOT_H_ */
