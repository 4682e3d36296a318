/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_nsa_compress_grad.h -- gradients of NSA token compression
 * (aclnnNsaCompress). Parameter names follow the generated CANN interface.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_NSA_COMPRESS_GRAD_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_NSA_COMPRESS_GRAD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of NsaCompressGrad: from the gradient of the compressed tokens,
 * computes the gradient of the packed input sequence (every window scatters
 * weight-scaled gradient back onto its tokens) and of the window weights.
 *
 * @param outputGrad                gradient of the compressed output [M, N, D] (FLOAT16 or BFLOAT16)
 * @param input                     forward input [T, N, D]
 * @param weight                    forward window weights [compressBlockSize, N]
 * @param actSeqLenOptionalOptional host int64 array of sequence boundaries
 * @param compressBlockSize         window length (multiple of 16)
 * @param compressStride            window step (multiple of 16)
 * @param actSeqLenType             0: boundaries are cumulative end offsets
 * @param layoutOptionalOptional    data layout, "TND" (NULL selects "TND")
 * @param inputGradOut              result [T, N, D], written despite the const qualifier
 * @param weightGradOut             result [compressBlockSize, N], written despite the const qualifier
 * @param workspaceSize             receives the scratch size required by phase 2
 * @param executor                  receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL required argument;
 *         ACLNN_ERR_PARAM_INVALID for mismatching dtypes or shapes, an
 *         unsupported layout or actSeqLenType, or inconsistent boundaries;
 *         ACLNN_ERR_INNER_TILING_ERROR when compressBlockSize, compressStride
 *         or D is not a multiple of 16.
 */
ACLNN_API aclnnStatus aclnnNsaCompressGradGetWorkspaceSize(const aclTensor *outputGrad, const aclTensor *input,
                                                           const aclTensor *weight,
                                                           const aclIntArray *actSeqLenOptionalOptional,
                                                           int64_t compressBlockSize, int64_t compressStride,
                                                           int64_t actSeqLenType, char *layoutOptionalOptional,
                                                           const aclTensor *inputGradOut,
                                                           const aclTensor *weightGradOut, uint64_t *workspaceSize,
                                                           aclOpExecutor **executor);

/**
 * Phase 2 of NsaCompressGrad: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnNsaCompressGrad(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                           aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_NSA_COMPRESS_GRAD_H_ */
