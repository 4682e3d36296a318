/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_mul.h -- Mul, Muls and their in-place forms: self * other.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_MUL_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_MUL_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Muls: out = self * other with a scalar other.
 *
 * Compute dtype: a complex tensor or scalar takes the promotion of both; FLOAT, FLOAT16 and DOUBLE
 * tensors keep their dtype; a BFLOAT16 tensor is multiplied in FLOAT; a BOOL tensor with a DOUBLE
 * scalar, or a DOUBLE scalar with a FLOAT out, gives FLOAT; a floating scalar or a BOOL tensor
 * takes the promotion of both; otherwise the tensor's dtype. The result is converted to out's
 * dtype without a castability check (a floating result truncates toward zero into an integer
 * out), and the rank is not limited.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8,
 *                      BOOL, COMPLEX64 or COMPLEX128
 * @param other         scalar of any dtype
 * @param out           result; shape of self; dtype in the same list
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a self or out dtype outside the list or an out whose shape differs from self.
 */
ACLNN_API aclnnStatus aclnnMulsGetWorkspaceSize(const aclTensor *self, const aclScalar *other, aclTensor *out,
                                                uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of Mul: out = self * other, element by element, self and other broadcast against each
 * other. The product is formed in the promotion of the two dtypes (BOOL multiplies as a logical
 * AND, integers wrap around) and converted to out's dtype.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8,
 *                      BOOL, COMPLEX64 or COMPLEX128, at most 8 dims
 * @param other         tensor, same dtypes and rank limit, broadcastable with self
 * @param out           result; shape = the broadcast shape; dtype in the same list, and one the
 *                      promoted dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a self, other or out dtype outside the list, a promoted dtype that does not cast to
 *         out's, more than 8 dims, shapes that do not broadcast, or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnMulGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out,
                                               uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of InplaceMuls: selfRef = selfRef * other with a scalar other; compute dtype as for
 * Muls, converted to selfRef's dtype without a castability check.
 *
 * @param selfRef       tensor updated in place; dtypes as for Muls
 * @param other         scalar of any dtype
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a selfRef dtype outside the list.
 */
ACLNN_API aclnnStatus aclnnInplaceMulsGetWorkspaceSize(aclTensor *selfRef, const aclScalar *other,
                                                       uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of InplaceMul: selfRef = selfRef * other. other must broadcast to selfRef's shape
 * (checked after the dtypes), and the promoted dtype must cast to selfRef's dtype; the rank is
 * not limited.
 *
 * @param selfRef       tensor updated in place; dtypes as for Mul
 * @param other         tensor broadcastable to selfRef's shape
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the list, a promoted dtype that does not cast to selfRef's, shapes that
 *         do not broadcast, or a broadcast shape other than selfRef's.
 */
ACLNN_API aclnnStatus aclnnInplaceMulGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other,
                                                      uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Muls: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnMuls(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                const aclrtStream stream);

/**
 * Phase 2 of Mul: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnMul(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

/**
 * Phase 2 of InplaceMuls: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceMuls(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       const aclrtStream stream);

/**
 * Phase 2 of InplaceMul: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceMul(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_MUL_H_ */
