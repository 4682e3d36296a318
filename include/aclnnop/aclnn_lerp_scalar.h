/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_lerp_scalar.h -- Lerps and InplaceLerps: linear interpolation with a scalar weight.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_LERP_SCALAR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_LERP_SCALAR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Lerps: out = self + weight * (end - self) with a scalar weight, self and end
 * broadcast against each other.
 *
 * Evaluated in FLOAT with the weight as a FLOAT (PyTorch's two-branch form, see aclnnLerp), the
 * result rounded to self's dtype, then converted to out's.
 *
 * @param self          tensor of FLOAT, FLOAT16 or BFLOAT16
 * @param end           tensor of self's dtype, broadcastable with self
 * @param weight        scalar of any real dtype
 * @param out           FLOAT, FLOAT16, DOUBLE or BFLOAT16; shape = the broadcast shape
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the lists, an end dtype unlike self's, shapes that do not broadcast, an
 *         out of another shape, or more than 8 dims on a non-contiguous operand.
 */
ACLNN_API aclnnStatus aclnnLerpsGetWorkspaceSize(const aclTensor *self, const aclTensor *end, const aclScalar *weight,
                                                 aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Lerps: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnLerps(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

/**
 * Phase 1 of InplaceLerps: Lerps with out = selfRef.
 */
ACLNN_API aclnnStatus aclnnInplaceLerpsGetWorkspaceSize(aclTensor *selfRef, const aclTensor *end, const aclScalar *weight,
                                                        uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceLerps: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceLerps(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // ACLNN_CPU_ACLNNOP_ACLNN_LERP_SCALAR_H_
