/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_add_relu.h -- AddRelu, InplaceAddRelu: relu(self + alpha * other).
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ADD_RELU_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ADD_RELU_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of AddRelu: out = relu(self + alpha * other), element by element, self and other
 * broadcast against each other, in the promotion of their dtypes (floating ones evaluated in FLOAT
 * and rounded once; integers wrap around before the relu).
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, INT8, UINT8, INT16, INT32 or INT64, at most 8 dims
 * @param other         tensor, same dtypes and rank limit, broadcastable with self
 * @param alpha         scale of other; its dtype must cast to the promoted dtype
 * @param out           result; shape = the broadcast shape; a dtype of the list the promotion may be
 *                      cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, an alpha or promotion that does not cast, more than 8 dims,
 *         shapes that do not broadcast or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnAddReluGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclScalar *alpha, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of AddRelu: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnAddRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

/**
 * Phase 1 of InplaceAddRelu: selfRef = relu(selfRef + alpha * other) (AddRelu with
 * out = selfRef; other may broadcast into selfRef but not enlarge it).
 *
 * @param selfRef       tensor updated in place; dtypes and rank as for AddRelu
 * @param other         tensor, as for AddRelu
 * @param alpha         scale of other, as for AddRelu
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return as AddRelu, with selfRef in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplaceAddReluGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other, aclScalar *alpha, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceAddRelu: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceAddRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_ADD_RELU_H_ */
