/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_addcdiv.h -- Addcdiv and InplaceAddcdiv: self + value * tensor1 / tensor2.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ADDCDIV_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ADDCDIV_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Addcdiv: out = self + value * tensor1 / tensor2, element by element, the three
 * tensors broadcast against each other (tensor1 with tensor2 first, then self with that).
 *
 * Computed in P = promotion(self, promotion(tensor1, tensor2)) with value converted to P
 * (FLOAT16/BFLOAT16 evaluated in FLOAT, one rounding); INT64 quotients truncate toward zero and a
 * zero divisor gives a zero quotient. The result is converted to out's dtype.
 *
 * @param self          tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE or INT64, at most 8 dims
 * @param tensor1       tensor, same dtypes and rank limit
 * @param tensor2       tensor, same dtypes and rank limit
 * @param value         scalar of any dtype
 * @param out           result; shape = the broadcast shape; any dtype P may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when an input is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a dtype outside the list, a P that does not cast to out's dtype, more than 8 dims,
 *         shapes that do not broadcast, or an out of another shape.
 */
ACLNN_API aclnnStatus aclnnAddcdivGetWorkspaceSize(const aclTensor *self, const aclTensor *tensor1,
                                                   const aclTensor *tensor2, const aclScalar *value,
                                                   const aclTensor *out, uint64_t *workspaceSize,
                                                   aclOpExecutor **executor);

/**
 * Phase 2 of Addcdiv: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnAddcdiv(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

/**
 * Phase 1 of InplaceAddcdiv: Addcdiv with out = selfRef.
 */
ACLNN_API aclnnStatus aclnnInplaceAddcdivGetWorkspaceSize(const aclTensor *selfRef, const aclTensor *tensor1,
                                                          const aclTensor *tensor2, const aclScalar *value,
                                                          uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of InplaceAddcdiv: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceAddcdiv(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // ACLNN_CPU_ACLNNOP_ACLNN_ADDCDIV_H_
