/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_add.h -- Add, Adds and their in-place forms: self + alpha * other.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ADD_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ADD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Add: out = self + alpha * other, element by element, self and other broadcast
 * against each other (right-aligned; a dim of 1 stretches).
 *
 * The sum is formed in the promotion of the two dtypes (e.g. INT32 with FLOAT16 gives FLOAT16,
 * FLOAT16 with BFLOAT16 gives FLOAT), then converted to out's dtype. Integer sums wrap around; a
 * BOOL promotion adds as a logical OR. alpha is converted to the promoted dtype (floating sums
 * are evaluated in FLOAT, DOUBLE stays DOUBLE, and rounded once).
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8,
 *                      BOOL, COMPLEX64 or COMPLEX128, at most 8 dims
 * @param other         tensor, same dtypes and rank limit, broadcastable with self
 * @param alpha         scale of other; its dtype must cast to the promoted dtype (an integral or
 *                      BOOL alpha when that dtype is BOOL; a floating alpha is refused for integers)
 * @param out           result; shape = the broadcast shape; any dtype the promoted dtype may be
 *                      cast to (no floating result into an integer or BOOL out, no complex result
 *                      into a real out)
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL self, other, alpha, out,
 *         workspaceSize or executor; ACLNN_ERR_PARAM_INVALID for a dtype outside the list, an
 *         alpha that does not cast to the promoted dtype, a promoted dtype that does not cast to
 *         out's, more than 8 dims, shapes that do not broadcast, or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnAddGetWorkspaceSize(const aclTensor *self, const aclTensor *other, const aclScalar *alpha,
                                               aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Add: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnAdd(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

/**
 * Phase 1 of Adds: out = self + alpha * other with a scalar other.
 *
 * Compute dtype: a complex tensor or scalar takes the promotion of both; otherwise a floating
 * tensor keeps its dtype; a DOUBLE scalar with a FLOAT out gives FLOAT; a floating scalar or a
 * BOOL tensor takes the promotion of both; anything else keeps the tensor's dtype (INT8 tensor +
 * INT64 scalar stays INT8). The scalar and alpha are converted to that dtype. When the tensor,
 * other and alpha are all BOOL and out is not, the result is clamped to 0/1.
 *
 * @param self          tensor, dtypes and rank as for Add
 * @param other         scalar of any dtype
 * @param alpha         scale of other; its dtype must cast to the compute dtype (integral or BOOL
 *                      when that dtype is BOOL)
 * @param out           result; shape of self; any dtype the compute dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a self dtype outside the list, an alpha or out dtype that does not cast, more than 8
 *         dims, or an out whose shape differs from self.
 */
ACLNN_API aclnnStatus aclnnAddsGetWorkspaceSize(const aclTensor *self, const aclScalar *other, const aclScalar *alpha,
                                                aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Adds: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnAdds(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                const aclrtStream stream);

/**
 * Phase 1 of InplaceAdd: selfRef = selfRef + alpha * other. selfRef is both an input and the
 * output: other must broadcast to selfRef's shape (selfRef itself never grows), and the promoted
 * dtype must cast to selfRef's dtype (INT32 selfRef with a FLOAT other is refused; FLOAT selfRef
 * with an INT32 other is fine). The broadcast is checked before anything else, alpha's NULL check
 * after it; the rest is Add's order.
 *
 * @param selfRef       tensor updated in place; dtypes and rank as for Add
 * @param other         tensor broadcastable to selfRef's shape
 * @param alpha         scale of other, as for Add
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for Add, with selfRef in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplaceAddGetWorkspaceSize(const aclTensor *selfRef, const aclTensor *other,
                                                      const aclScalar *alpha, uint64_t *workspaceSize,
                                                      aclOpExecutor **executor);

/**
 * Phase 2 of InplaceAdd: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceAdd(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      const aclrtStream stream);

/**
 * Phase 1 of InplaceAdds: selfRef = selfRef + alpha * other with a scalar other; compute dtype as
 * for Adds, which must cast to selfRef's dtype.
 *
 * @param selfRef       tensor updated in place; dtypes and rank as for Add
 * @param other         scalar of any dtype
 * @param alpha         scale of other, as for Adds
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for Adds, with selfRef in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplaceAddsGetWorkspaceSize(const aclTensor *selfRef, const aclScalar *other,
                                                       const aclScalar *alpha, uint64_t *workspaceSize,
                                                       aclOpExecutor **executor);

/**
 * Phase 2 of InplaceAdds: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceAdds(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_ADD_H_ */
