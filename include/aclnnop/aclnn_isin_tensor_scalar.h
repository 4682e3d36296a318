/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_isin_tensor_scalar.h -- IsInTensorScalar.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_ISIN_TENSOR_SCALAR_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_ISIN_TENSOR_SCALAR_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of IsInTensorScalar: out = invert ? (element != testElement) : (element == testElement),
 * element by element, compared in element's dtype when it is floating, else in the promotion with
 * a floating testElement, else in element's dtype. assumeUnique is ignored.
 *
 * @param element       tensor of FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32, INT64 or UINT8
 * @param testElement   scalar of the same dtypes
 * @param out           BOOL tensor of element's shape
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for a
 *         dtype outside the list, a non-BOOL out, more than 8 dims or an out of another shape.
 *         An empty element: nothing to do.
 */
ACLNN_API aclnnStatus aclnnIsInTensorScalarGetWorkspaceSize(const aclTensor *element, const aclScalar *testElement,
                                                            bool assumeUnique, bool invert, aclTensor *out,
                                                            uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of IsInTensorScalar: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnIsInTensorScalar(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                            aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_ISIN_TENSOR_SCALAR_H_ */
