/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_floor_divide.h -- FloorDivide, FloorDivides and their in-place forms:
 * floor(self / other).
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_FLOOR_DIVIDE_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_FLOOR_DIVIDE_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Accepted dtypes (self, other, and the scalar of the Divides forms): FLOAT, FLOAT16, BFLOAT16,
 * DOUBLE, INT8, INT16, INT32, INT64, UINT8, BOOL. The quotient is rounded toward minus infinity
 * in the promotion of the two dtypes (a BOOL promotion is computed in FLOAT): integers divide as
 * integers (-7 // 2 = -4), floats as floor(x / y). An integer division by zero does not trap (the
 * quotient saturates as if it went through a FLOAT infinity; 0 // 0 = 0). out's dtype is not
 * checked at all: the result is converted to it (floating to integer truncates toward zero).
 */

/**
 * Phase 1 of FloorDivide: out = floor(self / other), self and other broadcast against each other.
 *
 * @param self          tensor (dtypes above), at most 8 dims
 * @param other         tensor (dtypes above), at most 8 dims, broadcastable with self
 * @param out           result; shape = the broadcast shape; any dtype
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the list, more than 8 dims, shapes that do not broadcast, or an out of
 *         another shape.
 */
ACLNN_API aclnnStatus aclnnFloorDivideGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out,
                                                       uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of FloorDivides: out = floor(self / other) with a scalar other. The scalar's dtype
 * takes full part in the promotion (INT32 tensor // DOUBLE scalar is computed in DOUBLE, INT8
 * tensor // INT64 scalar in INT64).
 *
 * @param self          tensor (dtypes above), at most 8 dims
 * @param other         scalar whose dtype is in the list above
 * @param out           result; shape of self; any dtype
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a self or scalar dtype outside the list, more than 8 dims, or an out whose shape differs.
 */
ACLNN_API aclnnStatus aclnnFloorDividesGetWorkspaceSize(const aclTensor *self, const aclScalar *other, aclTensor *out,
                                                        uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of InplaceFloorDivide: selfRef = floor(selfRef / other); other must broadcast to
 * selfRef's shape (checked first), and the result is converted to selfRef's dtype.
 *
 * @param selfRef       tensor updated in place (dtypes above)
 * @param other         tensor broadcastable to selfRef's shape
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for FloorDivide, with selfRef in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplaceFloorDivideGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other,
                                                              uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of InplaceFloorDivides: selfRef = floor(selfRef / other) with a scalar other.
 *
 * @param selfRef       tensor updated in place (dtypes above)
 * @param other         scalar whose dtype is in the list above
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for FloorDivides.
 */
ACLNN_API aclnnStatus aclnnInplaceFloorDividesGetWorkspaceSize(aclTensor *selfRef, const aclScalar *other,
                                                               uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of FloorDivide: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnFloorDivide(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       const aclrtStream stream);

/**
 * Phase 2 of FloorDivides: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnFloorDivides(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                        const aclrtStream stream);

/**
 * Phase 2 of InplaceFloorDivide: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceFloorDivide(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                              const aclrtStream stream);

/**
 * Phase 2 of InplaceFloorDivides: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceFloorDivides(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                               const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_FLOOR_DIVIDE_H_ */
