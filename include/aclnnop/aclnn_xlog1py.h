/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_xlog1py.h -- Xlog1py.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_XLOG1PY_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_XLOG1PY_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Xlog1py: z = 0 where x == 0 and y is not NaN, else x * log1p(y), after broadcasting x
 * and y (at most 8 dims).
 *
 * @param x  tensor of FLOAT, FLOAT16 or BFLOAT16
 * @param y  tensor of x's dtype
 * @param z  tensor of x's dtype and the broadcast shape
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list or unlike x's, a private format, more than 8 dims, shapes that do
 *         not broadcast or a z of another shape. Empty x or y: nothing to do.
 */
ACLNN_API aclnnStatus aclnnXlog1pyGetWorkspaceSize(const aclTensor *x, const aclTensor *y, const aclTensor *z, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Xlog1py: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnXlog1py(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_XLOG1PY_H_ */
