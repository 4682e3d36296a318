/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_polar.h -- Polar.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_POLAR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_POLAR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Polar: out = input * cos(angle) + i * input * sin(angle), after broadcasting (at most
 * 8 dims).
 *
 * @param input  tensor (the absolute value) of FLOAT
 * @param angle  tensor of FLOAT
 * @param out    tensor of COMPLEX64 and the broadcast shape
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         another dtype, a private format, more than 8 dims, shapes that do not broadcast or an out
 *         of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnPolarGetWorkspaceSize(const aclTensor* input, const aclTensor* angle, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of Polar: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnPolar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_POLAR_H_ */
