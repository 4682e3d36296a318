/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_nsa_compress.h -- token compression of Native Sparse
 * Attention (weighted pooling of sliding blocks over packed sequences).
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_NSA_COMPRESS_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_NSA_COMPRESS_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of NsaCompress: for every sequence of the packed input, each window
 * of compressBlockSize tokens (advancing by compressStride) becomes one output
 * token: the per-head weighted sum of the window's tokens.
 *
 * @param input             packed sequences [T, N, D] (FLOAT16 or BFLOAT16)
 * @param weight            window weights [compressBlockSize, N], dtype of input
 * @param actSeqLenOptional host int64 array of sequence boundaries
 * @param layoutOptional    data layout; only "TND" is supported
 * @param compressBlockSize window length (multiple of 16)
 * @param compressStride    window step (multiple of 16)
 * @param actSeqLenType     0: actSeqLenOptional holds cumulative end offsets
 * @param output            result [number of windows, N, D], dtype of input
 * @param workspaceSize     receives the scratch size required by phase 2
 * @param executor          receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL tensor;
 *         ACLNN_ERR_PARAM_INVALID for mismatching dtypes or shapes, an
 *         unsupported layout, a missing/empty actSeqLenOptional or an
 *         unsupported actSeqLenType.
 */
ACLNN_API aclnnStatus aclnnNsaCompressGetWorkspaceSize(const aclTensor *input, const aclTensor *weight,
                                                       const aclIntArray *actSeqLenOptional, char *layoutOptional,
                                                       int64_t compressBlockSize, int64_t compressStride,
                                                       int64_t actSeqLenType, aclTensor *output,
                                                       uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of NsaCompress: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnNsaCompress(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_NSA_COMPRESS_H_ */
