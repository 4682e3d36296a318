/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_complex.h -- Complex.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_COMPLEX_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_COMPLEX_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Complex: out = real + i * imag, after broadcasting (at most 8 dims).
 *
 * @param real  tensor of FLOAT, FLOAT16 or DOUBLE
 * @param imag  tensor of real's dtype
 * @param out   tensor of the paired complex dtype (FLOAT: COMPLEX64, DOUBLE: COMPLEX128, FLOAT16:
 *              COMPLEX32) and the broadcast shape
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, unlike dtypes, an unpaired out dtype, a private format, more than
 *         8 dims, shapes that do not broadcast or an out of another shape. Empty inputs: nothing to do.
 */
ACLNN_API aclnnStatus aclnnComplexGetWorkspaceSize(const aclTensor* real, const aclTensor* imag, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * Phase 2 of Complex: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnComplex(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_COMPLEX_H_ */
