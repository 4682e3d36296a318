/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_fmod_tensor.h -- FmodTensor and InplaceFmodTensor: C fmod of two tensors.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_FMOD_TENSOR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_FMOD_TENSOR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of FmodTensor: out = self - trunc(self / other) * other, self and other broadcast
 * against each other (C fmod: the sign of self). Floats: fmod(x, 0) and fmod(inf, y) are NaN,
 * fmod(x, inf) = x; an integer x fmod 0 = x.
 *
 * The computation runs in the promotion of the two dtypes, which must be in the list below (INT8
 * with UINT8 promotes to INT16 and is refused). The result is converted to out's dtype without a
 * castability check.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT32, INT64 or UINT8
 *                      (no BOOL, no INT16), at most 8 dims
 * @param other         tensor, same dtypes and rank limit, broadcastable with self
 * @param out           result; shape = the broadcast shape; dtype in the same list
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a self, other, out or promoted dtype outside the list, more than 8 dims, shapes that do
 *         not broadcast, or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnFmodTensorGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out,
                                                      uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of FmodTensor: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnFmodTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      const aclrtStream stream);

/**
 * Phase 1 of InplaceFmodTensor: selfRef = fmod(selfRef, other); other must broadcast to selfRef's
 * shape; FmodTensor's rules with selfRef as out.
 *
 * @param selfRef       tensor updated in place; dtypes as for FmodTensor
 * @param other         tensor broadcastable to selfRef's shape
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for FmodTensor.
 */
ACLNN_API aclnnStatus aclnnInplaceFmodTensorGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other,
                                                             uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceFmodTensor: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceFmodTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                             const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_FMOD_TENSOR_H_ */
