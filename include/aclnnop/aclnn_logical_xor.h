/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_logical_xor.h -- LogicalXor.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_LOGICAL_XOR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_LOGICAL_XOR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of LogicalXor: out = (self != 0) != (other != 0), element by element;
 * the operands broadcast against each other (right-aligned, at most 8 dims).
 * Operands are taken as booleans (value != 0; NaN and a complex value with a nonzero part are
 * true). The result is written as 1 or 0 in out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnLogicalXorGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out,
                                                      uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of LogicalXor: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnLogicalXor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_LOGICAL_XOR_H_ */
