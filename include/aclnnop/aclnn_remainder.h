/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_remainder.h -- Remainder (tensor/tensor, tensor/scalar, scalar/tensor) and the
 * in-place forms of the first two: self - floor(self / other) * other.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_REMAINDER_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_REMAINDER_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Python's modulo: the result takes the sign of other and is smaller than |other| in magnitude
 * (7 % -3 = -2, -7 % 3 = 2). The computation runs in INT32, INT64, FLOAT16, BFLOAT16, FLOAT or
 * DOUBLE only; complex operands are refused. For integers, x % 0 = x. Floats: x % 0 and inf % y
 * are NaN.
 */

/**
 * Phase 1 of RemainderTensorTensor: out = self mod other, self and other broadcast against each
 * other, computed in their promotion, which must be one of the six dtypes above (INT8 with INT32
 * gives INT32 and is accepted; INT8 with INT8 is refused).
 *
 * @param self          tensor of any dtype whose promotion with other is listed, at most 8 dims
 * @param other         tensor, broadcastable with self, at most 8 dims
 * @param out           result; shape = the broadcast shape (a 0-d out for a [1] broadcast, or a [1]
 *                      out for a 0-d one, is accepted too); any dtype the promotion may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a pair without promotion, a promotion that does not cast to out's dtype or is not
 *         listed, shapes that do not broadcast, an out of another shape, or more than 8 dims
 *         (checked last).
 */
ACLNN_API aclnnStatus aclnnRemainderTensorTensorGetWorkspaceSize(const aclTensor *self, const aclTensor *other,
                                                                 aclTensor *out, uint64_t *workspaceSize,
                                                                 aclOpExecutor **executor);

/**
 * Phase 2 of RemainderTensorTensor: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnRemainderTensorTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                                 const aclrtStream stream);

/**
 * Phase 1 of RemainderTensorScalar: out = self mod other with a scalar other.
 *
 * Compute dtype: self's when self is floating; the promotion of self and the scalar when the
 * scalar is floating or self is BOOL; otherwise self's (an INT64 scalar does not widen an INT32
 * tensor). It must be listed, and self's dtype must cast to it and it to out's.
 *
 * @param self          tensor, not complex, at most 8 dims
 * @param other         scalar, not complex
 * @param out           result; shape of self, at most 8 dims; any dtype the compute dtype may be
 *                      cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         an out whose shape differs, a complex operand, a compute dtype that is not listed or
 *         does not cast, or more than 8 dims.
 */
ACLNN_API aclnnStatus aclnnRemainderTensorScalarGetWorkspaceSize(const aclTensor *self, const aclScalar *other,
                                                                 aclTensor *out, uint64_t *workspaceSize,
                                                                 aclOpExecutor **executor);

/**
 * Phase 2 of RemainderTensorScalar: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnRemainderTensorScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                                 const aclrtStream stream);

/**
 * Phase 1 of RemainderScalarTensor: out = self mod other with a scalar self. Both operands are
 * converted to out's dtype and the remainder is computed in it (a FLOAT scalar 5.5 with an INT32
 * out becomes 5 first).
 *
 * Unlike every other entry point of the family, a NULL self, other or out returns
 * ACLNN_ERR_INNER_NULLPTR (561103), as CANN does.
 *
 * @param self          scalar, not complex
 * @param other         tensor, not complex, at most 8 dims; its dtype must cast to out's
 * @param out           result; shape of other; INT32, INT64, FLOAT16, BFLOAT16, FLOAT or DOUBLE
 * @param workspaceSize receives the scratch size required by phase 2 (0 when other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_INNER_NULLPTR for a NULL self, other or out;
 *         ACLNN_ERR_PARAM_NULLPTR for a NULL workspaceSize or executor; ACLNN_ERR_PARAM_INVALID for
 *         an out whose shape differs, a complex operand, an other dtype that does not cast to
 *         out's, an out dtype outside the list, or more than 8 dims.
 */
ACLNN_API aclnnStatus aclnnRemainderScalarTensorGetWorkspaceSize(const aclScalar *self, const aclTensor *other,
                                                                 aclTensor *out, uint64_t *workspaceSize,
                                                                 aclOpExecutor **executor);

/**
 * Phase 2 of RemainderScalarTensor: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnRemainderScalarTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                                 const aclrtStream stream);

/**
 * Phase 1 of InplaceRemainderTensorTensor: selfRef = selfRef mod other. other must broadcast to
 * selfRef's shape (checked first); then RemainderTensorTensor's checks with selfRef as out.
 *
 * @param selfRef       tensor updated in place
 * @param other         tensor broadcastable to selfRef's shape
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for RemainderTensorTensor.
 */
ACLNN_API aclnnStatus aclnnInplaceRemainderTensorTensorGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other,
                                                                        uint64_t *workspaceSize,
                                                                        aclOpExecutor **executor);

/**
 * Phase 2 of InplaceRemainderTensorTensor: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceRemainderTensorTensor(void *workspace, uint64_t workspaceSize,
                                                        aclOpExecutor *executor, const aclrtStream stream);

/**
 * Phase 1 of InplaceRemainderTensorScalar: selfRef = selfRef mod other with a scalar other;
 * RemainderTensorScalar's rules with selfRef as out (an INT32 selfRef with a FLOAT scalar is
 * refused: the FLOAT result does not cast back).
 *
 * @param selfRef       tensor updated in place
 * @param other         scalar, not complex
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for RemainderTensorScalar.
 */
ACLNN_API aclnnStatus aclnnInplaceRemainderTensorScalarGetWorkspaceSize(aclTensor *selfRef, const aclScalar *other,
                                                                        uint64_t *workspaceSize,
                                                                        aclOpExecutor **executor);

/**
 * Phase 2 of InplaceRemainderTensorScalar: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceRemainderTensorScalar(void *workspace, uint64_t workspaceSize,
                                                        aclOpExecutor *executor, const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_REMAINDER_H_ */
