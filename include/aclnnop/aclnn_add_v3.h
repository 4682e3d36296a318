/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_add_v3.h -- AddV3 and InplaceAddV3: scalar self + alpha * tensor other.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ADD_V3_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ADD_V3_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of AddV3: out = self + alpha * other, where self is a scalar and other a tensor.
 *
 * Compute dtype: a complex scalar or tensor takes the promotion of both; a floating tensor is
 * computed in FLOAT (FLOAT16 and BFLOAT16 too); a DOUBLE scalar with a FLOAT out gives FLOAT; a
 * floating scalar or a BOOL tensor takes the promotion of both; otherwise other's dtype. The
 * result is converted to out's dtype.
 *
 * @param self          scalar of any dtype
 * @param other         tensor of FLOAT, FLOAT16, BFLOAT16, INT32 or INT8, at most 8 dims
 * @param alpha         scale of other; its dtype must cast to the compute dtype
 * @param out           result; shape of other; any dtype the compute dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         an other dtype outside the list, an alpha or out dtype that does not cast, more than 8
 *         dims, or an out whose shape differs from other.
 */
ACLNN_API aclnnStatus aclnnAddV3GetWorkspaceSize(const aclScalar *self, const aclTensor *other, const aclScalar *alpha,
                                                 aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of AddV3: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnAddV3(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                 const aclrtStream stream);

/**
 * Phase 1 of InplaceAddV3: other = selfRef + alpha * other. The scalar is named selfRef, but the
 * tensor written is other; the compute dtype (as for AddV3) must cast to other's dtype.
 *
 * @param selfRef       scalar of any dtype
 * @param other         tensor updated in place; dtypes and rank as for AddV3
 * @param alpha         scale of other, as for AddV3
 * @param workspaceSize receives the scratch size required by phase 2 (0 when other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for AddV3, with other in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplaceAddV3GetWorkspaceSize(const aclScalar *selfRef, const aclTensor *other,
                                                        const aclScalar *alpha, uint64_t *workspaceSize,
                                                        aclOpExecutor **executor);

/**
 * Phase 2 of InplaceAddV3: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceAddV3(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                        const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_ADD_V3_H_ */
