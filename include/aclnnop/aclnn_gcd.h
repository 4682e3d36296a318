/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_gcd.h -- Gcd.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_GCD_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_GCD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Gcd: out = gcd(|self|, |other|), element by element;
 * the operands broadcast against each other (right-aligned, at most 8 dims).
 * Computed in the promoted dtype (INT16, INT32 or INT64); the result is non-negative except
 * gcd(MIN, 0) = MIN; converted to out's integer dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the operator's list, dtypes that do not promote, more than 8 dims, shapes
 *         that do not broadcast or an output of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnGcdGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out,
                                               uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Gcd: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnGcd(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_GCD_H_ */
