/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_pow_tensor_tensor.h -- PowTensorTensor, InplacePowTensorTensor: self ^ exponent, broadcast.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_POW_TENSOR_TENSOR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_POW_TENSOR_TENSOR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of PowTensorTensor: out = self ^ exponent, element by element, self and exponent
 * broadcast against each other, computed in the promotion of their dtypes.
 * Values: integer compute dtypes raise exactly with wrap-around (x^0 = 1 for every x; a negative
 * exponent gives 1 for the base 1, +-1 for -1 by parity and 0 for any other base, 0 included);
 * floating ones follow IEEE pow in FLOAT (FLOAT16/BFLOAT16/FLOAT) or DOUBLE, rounded once; complex
 * ones are computed in COMPLEX128.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8, BOOL,
 *                      COMPLEX64 or COMPLEX128, at most 8 dims
 * @param exponent      tensor, same dtypes (not both BOOL) and rank limit, broadcastable with self
 * @param out           result; shape = the broadcast shape; any dtype the promotion may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, two BOOL inputs, a promotion that does not cast to out's dtype,
 *         more than 8 dims, shapes that do not broadcast or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnPowTensorTensorGetWorkspaceSize(const aclTensor *self, const aclTensor *exponent, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of PowTensorTensor: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnPowTensorTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

/**
 * Phase 1 of InplacePowTensorTensor: self = self ^ exponent (PowTensorTensor with out = self;
 * exponent may broadcast into self but not enlarge it).
 *
 * @param self          tensor updated in place; dtypes and rank as for PowTensorTensor
 * @param exponent      tensor, as for PowTensorTensor
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return as PowTensorTensor, with self in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplacePowTensorTensorGetWorkspaceSize(const aclTensor *self, const aclTensor *exponent, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplacePowTensorTensor: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplacePowTensorTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_POW_TENSOR_TENSOR_H_ */
