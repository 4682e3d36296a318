/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_sub.h -- Sub, Subs and their in-place forms: self - alpha * other.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_SUB_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_SUB_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Sub: out = self - alpha * other, element by element, self and other broadcast
 * against each other.
 *
 * The difference is formed in the promotion of the two dtypes and converted to out's dtype;
 * integer differences wrap around. With alpha other than 1 a FLOAT16/BFLOAT16 promotion is
 * evaluated in FLOAT and rounded once. BOOL operands are accepted (unlike PyTorch): the
 * difference is taken as integers and a BOOL out receives "nonzero".
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8,
 *                      BOOL, COMPLEX64 or COMPLEX128, at most 8 dims
 * @param other         tensor, same dtypes and rank limit, broadcastable with self
 * @param alpha         scale of other; its dtype must cast to the promoted dtype (integral or BOOL
 *                      when that dtype is BOOL)
 * @param out           result; shape = the broadcast shape; any dtype the promoted dtype may be
 *                      cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the list, an alpha or out dtype that does not cast, more than 8 dims,
 *         shapes that do not broadcast, or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnSubGetWorkspaceSize(const aclTensor *self, const aclTensor *other, const aclScalar *alpha,
                                               aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Sub: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnSub(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

/**
 * Phase 1 of Subs: out = self - alpha * other with a scalar other. The compute dtype follows the
 * tensor-scalar rule of Adds (a floating tensor keeps its dtype, a floating scalar promotes an
 * integer tensor, a DOUBLE scalar with a FLOAT out gives FLOAT, ...).
 *
 * @param self          tensor, dtypes and rank as for Sub
 * @param other         scalar of any dtype
 * @param alpha         scale of other; its dtype must cast to the compute dtype
 * @param out           result; shape of self; any dtype the compute dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a self dtype outside the list, an alpha or out dtype that does not cast (INT32 tensor,
 *         FLOAT scalar, INT32 out: refused), more than 8 dims, or an out whose shape differs.
 */
ACLNN_API aclnnStatus aclnnSubsGetWorkspaceSize(const aclTensor *self, const aclScalar *other, const aclScalar *alpha,
                                                aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Subs: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnSubs(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                const aclrtStream stream);

/**
 * Phase 1 of InplaceSub: selfRef = selfRef - alpha * other. other must broadcast to selfRef's
 * shape and the promoted dtype must cast to selfRef's dtype.
 *
 * @param selfRef       tensor updated in place; dtypes and rank as for Sub
 * @param other         tensor broadcastable to selfRef's shape
 * @param alpha         scale of other, as for Sub
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for Sub, with selfRef in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplaceSubGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other,
                                                      const aclScalar *alpha, uint64_t *workspaceSize,
                                                      aclOpExecutor **executor);

/**
 * Phase 2 of InplaceSub: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceSub(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      const aclrtStream stream);

/**
 * Phase 1 of InplaceSubs: selfRef = selfRef - alpha * other with a scalar other; compute dtype as
 * for Subs, which must cast to selfRef's dtype.
 *
 * @param selfRef       tensor updated in place; dtypes and rank as for Sub
 * @param other         scalar of any dtype
 * @param alpha         scale of other, as for Subs
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for Subs, with selfRef in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplaceSubsGetWorkspaceSize(aclTensor *selfRef, const aclScalar *other,
                                                       const aclScalar *alpha, uint64_t *workspaceSize,
                                                       aclOpExecutor **executor);

/**
 * Phase 2 of InplaceSubs: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceSubs(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_SUB_H_ */
