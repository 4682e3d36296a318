/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_isin.h -- IsInScalarTensor.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ISIN_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ISIN_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of IsInScalarTensor: out = (element occurs in testElements) XOR invert. The comparison
 * runs in the promotion of the two dtypes when testElements has at least 10 elements, otherwise in
 * testElements' dtype when it is floating, else in the promotion with a floating element, else in
 * testElements' dtype. A NaN element or an empty testElements gives invert. assumeUnique is
 * ignored.
 *
 * @param element       scalar of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64 or UINT8
 * @param testElements  tensor of the same dtypes, at most 8 dims
 * @param out           0-d BOOL tensor
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, dtypes that do not promote, an out that is not a 0-d BOOL, or
 *         more than 8 dims.
 */
ACLNN_API aclnnStatus aclnnIsInScalarTensorGetWorkspaceSize(const aclScalar *element, const aclTensor *testElements,
                                                            bool assumeUnique, bool invert, aclTensor *out,
                                                            uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of IsInScalarTensor: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnIsInScalarTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                            aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_ISIN_H_ */
