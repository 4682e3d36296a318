/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_pow.h -- PowTensorScalar, InplacePowTensorScalar, PowScalarTensor: base ^ exponent.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_POW_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_POW_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of PowTensorScalar: out = self ^ exponent, element by element.
 *
 * The compute dtype (A2): self's when self is floating; the promotion of self with the scalar's
 * own dtype when the scalar is floating, complex or self is BOOL; self's otherwise; a DOUBLE
 * exponent with a FLOAT out computes in FLOAT. The exponent is converted to the compute dtype.
 * Values: integer compute dtypes raise exactly with wrap-around (x^0 = 1 for every x; a negative
 * exponent gives 1 for the base 1, +-1 for -1 by parity and 0 for any other base, 0 included);
 * floating ones follow IEEE pow in FLOAT (FLOAT16/BFLOAT16/FLOAT) or DOUBLE, rounded once; complex
 * ones are computed in COMPLEX128.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8, BOOL,
 *                      COMPLEX64 or COMPLEX128, at most 8 dims
 * @param exponent      scalar of the same dtypes (not BOOL with a BOOL self)
 * @param out           result, self's shape; any dtype the compute dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, two BOOL operands, a compute dtype that does not cast to out's,
 *         more than 8 dims or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnPowTensorScalarGetWorkspaceSize(const aclTensor *self, const aclScalar *exponent, const aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of PowTensorScalar: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnPowTensorScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, const aclrtStream stream);

/**
 * Phase 1 of InplacePowTensorScalar: self = self ^ exponent (PowTensorScalar with out = self).
 *
 * @param self          tensor updated in place; dtypes and rank as for PowTensorScalar
 * @param exponent      scalar, as for PowTensorScalar
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return as PowTensorScalar, with self in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplacePowTensorScalarGetWorkspaceSize(const aclTensor *self, const aclScalar *exponent, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplacePowTensorScalar: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplacePowTensorScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

/**
 * Phase 1 of PowScalarTensor: out = self ^ exponent with a scalar base.
 *
 * The compute dtype mirrors PowTensorScalar's with the tensor as the exponent (a DOUBLE exponent
 * tensor with a FLOAT out computes in FLOAT).
 * Values: integer compute dtypes raise exactly with wrap-around (x^0 = 1 for every x; a negative
 * exponent gives 1 for the base 1, +-1 for -1 by parity and 0 for any other base, 0 included);
 * floating ones follow IEEE pow in FLOAT (FLOAT16/BFLOAT16/FLOAT) or DOUBLE, rounded once; complex
 * ones are computed in COMPLEX128.
 *
 * @param self          scalar base of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64, UINT8,
 *                      BOOL, COMPLEX64 or COMPLEX128
 * @param exponent      tensor of the same dtypes, at most 8 dims (not BOOL with a BOOL base)
 * @param out           result, exponent's shape; any dtype the compute dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when exponent is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for PowTensorScalar.
 */
ACLNN_API aclnnStatus aclnnPowScalarTensorGetWorkspaceSize(const aclScalar *self, const aclTensor *exponent, const aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of PowScalarTensor: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnPowScalarTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_POW_H_ */
