/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_rsub.h -- Rsub and Rsubs: other - alpha * self (no in-place forms).
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_RSUB_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_RSUB_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Rsubs: out = other - alpha * self, where other is a scalar (self is still the first
 * argument and the one scaled).
 *
 * Compute dtype: a floating tensor keeps its dtype; otherwise a floating scalar promotes with the
 * tensor; otherwise the tensor's dtype. The scalar and alpha are converted to it, the result to
 * out's dtype; integer results wrap around.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8,
 *                      COMPLEX64 or COMPLEX128 (no BOOL), at most 8 dims
 * @param other         scalar whose dtype is in the same list
 * @param alpha         scale of self; its dtype must cast to the compute dtype
 * @param out           result; shape of self; any dtype the compute dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a self or scalar dtype outside the list, an alpha or out dtype that does not cast, more
 *         than 8 dims, or an out whose shape differs from self.
 */
ACLNN_API aclnnStatus aclnnRsubsGetWorkspaceSize(const aclTensor *self, const aclScalar *other,
                                                 const aclScalar *alpha, aclTensor *out, uint64_t *workspaceSize,
                                                 aclOpExecutor **executor);

/**
 * Phase 2 of Rsubs: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnRsubs(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                 const aclrtStream stream);

/**
 * Phase 1 of Rsub: out = other - alpha * self, element by element, self and other broadcast
 * against each other; computed in the promotion of the two dtypes, converted to out's dtype.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8,
 *                      COMPLEX64 or COMPLEX128 (no BOOL), at most 8 dims
 * @param other         tensor, same dtypes and rank limit, broadcastable with self
 * @param alpha         scale of self; its dtype must cast to the promoted dtype (a BOOL promotion
 *                      cannot occur; a floating alpha is refused for integers)
 * @param out           result; shape = the broadcast shape; any dtype the promoted dtype may be
 *                      cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the list, an alpha or out dtype that does not cast, more than 8 dims,
 *         shapes that do not broadcast, or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnRsubGetWorkspaceSize(const aclTensor *self, const aclTensor *other, const aclScalar *alpha,
                                                aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Rsub: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnRsub(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_RSUB_H_ */
