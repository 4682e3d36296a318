/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_logaddexp2.h -- LogAddExp2.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_LOGADDEXP2_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_LOGADDEXP2_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of LogAddExp2: out = log2(2^self + 2^other), with LogAddExp's dtypes and checks.
 */
ACLNN_API aclnnStatus aclnnLogAddExp2GetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of LogAddExp2: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnLogAddExp2(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_LOGADDEXP2_H_ */
