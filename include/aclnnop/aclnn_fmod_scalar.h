/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_fmod_scalar.h -- FmodScalar and InplaceFmodScalar: C fmod of a tensor by a scalar.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_FMOD_SCALAR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_FMOD_SCALAR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of FmodScalar: out = self - trunc(self / other) * other (C fmod: the result takes the
 * sign of self; 7 fmod -3 = 1, -7 fmod 3 = -1). Floats: fmod(x, 0) and fmod(inf, y) are NaN,
 * fmod(x, inf) = x; an integer x fmod 0 = x.
 *
 * The computation runs in the promotion of self and the scalar's dtype (INT32 tensor with a
 * FLOAT scalar: FLOAT; FLOAT16 tensor with a DOUBLE scalar: DOUBLE), which must be in the list
 * below. The result is converted to out's dtype without a castability check.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT32, INT64 or UINT8
 *                      (no BOOL, no INT16), at most 8 dims
 * @param other         scalar
 * @param out           result; shape of self; dtype in the same list
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a self, scalar, out or computation dtype outside the list, more than 8 dims, or an out
 *         whose shape differs.
 */
ACLNN_API aclnnStatus aclnnFmodScalarGetWorkspaceSize(const aclTensor *self, const aclScalar *other, aclTensor *out,
                                                      uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of FmodScalar: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnFmodScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      const aclrtStream stream);

/**
 * Phase 1 of InplaceFmodScalar: selfRef = fmod(selfRef, other); FmodScalar's rules with selfRef
 * as out.
 *
 * @param selfRef       tensor updated in place; dtypes as for FmodScalar
 * @param other         scalar
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for FmodScalar.
 */
ACLNN_API aclnnStatus aclnnInplaceFmodScalarGetWorkspaceSize(aclTensor *selfRef, const aclScalar *other,
                                                             uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceFmodScalar: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceFmodScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                             const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_FMOD_SCALAR_H_ */
