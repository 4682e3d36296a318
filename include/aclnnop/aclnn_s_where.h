/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_s_where.h -- SWhere: condition ? self : other.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_S_WHERE_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_S_WHERE_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of SWhere: out = condition ? self : other, element by element, the three tensors
 * broadcast against each other (self with other first, then condition with that).
 *
 * condition is BOOL or UINT8 (nonzero is true). Both branches are taken in
 * P = promotion(self, other) and the selection is converted to out's dtype; when self, other and
 * out share one dtype the selected elements are copied bit for bit (NaN payloads included).
 *
 * @param condition     tensor of BOOL or UINT8, at most 8 dims
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64,
 *                      UINT8, UINT16, UINT32, UINT64, BOOL, COMPLEX64 or COMPLEX128, at most 8 dims
 * @param other         tensor, same dtypes and rank limit, promotable with self
 * @param out           result of the same list; shape = the broadcast shape
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the lists, more than 8 dims, shapes that do not broadcast, an out of
 *         another shape, or self and other dtypes without a promotion.
 */
ACLNN_API aclnnStatus aclnnSWhereGetWorkspaceSize(const aclTensor *condition, const aclTensor *self,
                                                  const aclTensor *other, aclTensor *out, uint64_t *workspaceSize,
                                                  aclOpExecutor **executor);

/**
 * Phase 2 of SWhere: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnSWhere(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // ACLNN_CPU_ACLNNOP_ACLNN_S_WHERE_H_
