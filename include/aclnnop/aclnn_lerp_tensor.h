/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_lerp_tensor.h -- Lerp and InplaceLerp: linear interpolation with a tensor weight.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_LERP_TENSOR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_LERP_TENSOR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Lerp: out = self + weight * (end - self), element by element, the three tensors
 * broadcast against each other (right-aligned; a dim of 1 stretches).
 *
 * Evaluated in FLOAT (FLOAT16/BFLOAT16 widened, one rounding at the end) as PyTorch does:
 * self + w * (end - self) for |w| < 0.5, end - (end - self) * (1 - w) otherwise (exact at w = 1).
 *
 * @param self          tensor of FLOAT, FLOAT16 or BFLOAT16
 * @param end           tensor of self's dtype, broadcastable with self
 * @param weight        tensor of self's dtype, broadcastable with both
 * @param out           result of self's dtype; shape = the broadcast shape
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the list or unlike self's, shapes that do not broadcast, an out of
 *         another shape, or more than 8 dims on a non-contiguous operand.
 */
ACLNN_API aclnnStatus aclnnLerpGetWorkspaceSize(const aclTensor *self, const aclTensor *end, const aclTensor *weight,
                                                aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Lerp: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnLerp(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

/**
 * Phase 1 of InplaceLerp: Lerp with out = selfRef (end and weight broadcast into selfRef's shape).
 */
ACLNN_API aclnnStatus aclnnInplaceLerpGetWorkspaceSize(aclTensor *selfRef, const aclTensor *end, const aclTensor *weight,
                                                       uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceLerp: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceLerp(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // ACLNN_CPU_ACLNNOP_ACLNN_LERP_TENSOR_H_
