/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_equal.h -- Equal.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_EQUAL_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_EQUAL_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Equal (torch.equal): out[0] = true when self and other have the same view shape and
 * every element pair is equal. No broadcasting: different shapes give false. The elements are
 * compared in the promoted dtype (BFLOAT16 as FLOAT; NaN is unequal to everything); two empty
 * tensors of one shape are equal.
 *
 * @param out           BOOL tensor of shape [1]
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         promoted dtype outside the list (FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32,
 *         INT64, UINT8, UINT16, UINT32, UINT64, BOOL), dtypes that do not promote, an out that is not
 *         BOOL of shape [1], or more than 8 dims.
 */
ACLNN_API aclnnStatus aclnnEqualGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out,
                                                 uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Equal: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnEqual(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_EQUAL_H_ */
