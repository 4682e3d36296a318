/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_heaviside.h -- Heaviside.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_HEAVISIDE_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_HEAVISIDE_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Heaviside: out = 0 where input < 0 or is NaN, values where input == 0 (either sign),
 * 1 where input > 0; input and values broadcast against each other (right-aligned, at most 8 dims),
 * values taken in input's dtype. out needs the broadcast's element count only: an out of another
 * shape (contiguous) receives the elements in row-major order of the broadcast shape.
 *
 * @param input         tensor of FLOAT, FLOAT16 or BFLOAT16
 * @param values        tensor of FLOAT, FLOAT16 or BFLOAT16
 * @param out           tensor of FLOAT, FLOAT16 or BFLOAT16
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, more than 8 dims, shapes that do not broadcast, an out of another
 *         element count, or a non-contiguous out of another shape. Empty tensors: nothing to do.
 */
ACLNN_API aclnnStatus aclnnHeavisideGetWorkspaceSize(const aclTensor *input, const aclTensor *values, aclTensor *out,
                                                     uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Heaviside: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnHeaviside(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_HEAVISIDE_H_ */
