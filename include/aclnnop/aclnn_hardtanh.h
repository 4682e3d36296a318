/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_hardtanh.h -- Hardtanh and InplaceHardtanh.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_HARDTANH_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_HARDTANH_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Hardtanh: out = min(max(self, clipValueMin), clipValueMax), element by element, in
 * self's dtype (the bounds converted to it); out has self's dtype and shape.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         tensor or bound dtype outside FLOAT16, FLOAT, BFLOAT16, DOUBLE, INT8, UINT8, INT16, INT32,
 *         INT64, an out of another dtype or shape, more than 8 dims, or clipValueMin >
 *         clipValueMax. An empty self: nothing to do.
 */
ACLNN_API aclnnStatus aclnnHardtanhGetWorkspaceSize(const aclTensor *self, const aclScalar *clipValueMin,
                                                    const aclScalar *clipValueMax, aclTensor *out,
                                                    uint64_t *workspaceSize, aclOpExecutor **executor);
/** Phase 2 of Hardtanh: runs the plan from phase 1 on stream. */
ACLNN_API aclnnStatus aclnnHardtanh(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    aclrtStream stream);

/** Phase 1 of InplaceHardtanh: Hardtanh with out = selfRef. */
ACLNN_API aclnnStatus aclnnInplaceHardtanhGetWorkspaceSize(aclTensor *selfRef, const aclScalar *clipValueMin,
                                                           const aclScalar *clipValueMax, uint64_t *workspaceSize,
                                                           aclOpExecutor **executor);
/** Phase 2 of InplaceHardtanh. */
ACLNN_API aclnnStatus aclnnInplaceHardtanh(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                           aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_HARDTANH_H_ */
