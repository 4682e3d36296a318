/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_addcmul.h -- Addcmul and InplaceAddcmul: self + value * tensor1 * tensor2.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ADDCMUL_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ADDCMUL_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Addcmul: out = self + value * tensor1 * tensor2, element by element, the three
 * tensors broadcast against each other (tensor1 with tensor2 first, then self with that).
 *
 * Computed in P = promotion(self, promotion(tensor1, tensor2)) with value converted to P
 * (FLOAT16/BFLOAT16 evaluated in FLOAT, one rounding; integers wrap). The result is converted to
 * out's dtype.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, UINT8, INT32 or INT64,
 *                      at most 8 dims, not of a private format
 * @param tensor1       tensor, same dtypes and limits
 * @param tensor2       tensor, same dtypes and limits
 * @param value         scalar of any dtype
 * @param out           result; shape = the broadcast shape; any dtype P may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the list, a P of INT16, BOOL or complex, a P that does not cast to out's
 *         dtype, a private format, more than 8 dims, shapes that do not broadcast, or an out of
 *         another shape.
 */
ACLNN_API aclnnStatus aclnnAddcmulGetWorkspaceSize(const aclTensor *self, const aclTensor *tensor1,
                                                   const aclTensor *tensor2, const aclScalar *value, aclTensor *out,
                                                   uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Addcmul: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnAddcmul(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               aclrtStream stream);

/**
 * Phase 1 of InplaceAddcmul: Addcmul with out = selfRef.
 */
ACLNN_API aclnnStatus aclnnInplaceAddcmulGetWorkspaceSize(const aclTensor *selfRef, const aclTensor *tensor1,
                                                          const aclTensor *tensor2, const aclScalar *value,
                                                          uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceAddcmul: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceAddcmul(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // ACLNN_CPU_ACLNNOP_ACLNN_ADDCMUL_H_
