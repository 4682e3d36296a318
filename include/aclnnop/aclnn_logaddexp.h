/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_logaddexp.h -- LogAddExp.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_LOGADDEXP_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_LOGADDEXP_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of LogAddExp: out = log(exp(self) + exp(other)), both inputs cast to out's dtype first,
 * after broadcasting (at most 8 dims).
 *
 * @param self   tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8, UINT16,
 *               UINT32, UINT64, BOOL
 * @param other  tensor of the same list
 * @param out    tensor of FLOAT, FLOAT16 or BFLOAT16 and the broadcast shape; self and other must cast
 *               to it
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the lists, an input that cannot be cast to out, more than 8 dims, shapes
 *         that do not broadcast, an out of another shape, or a private or unequal format.
 *         Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnLogAddExpGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of LogAddExp: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnLogAddExp(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_LOGADDEXP_H_ */
