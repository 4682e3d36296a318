/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_convolution.h -- forward convolutions. This library provides
 * the time-batch-channel (TBC) 1-D convolution only.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_CONVOLUTION_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_CONVOLUTION_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of ConvTbc: 1-D convolution along the time axis of a (T, B, Cin)
 * sequence with a (K, Cin, Cout) kernel plus a (Cout) bias; stride 1,
 * dilation 1, pad zeros on both ends. Output is (T + 2*pad - K + 1, B, Cout).
 *
 * @param self          input sequence (T, B, Cin)
 * @param weight        kernel (K, Cin, Cout)
 * @param bias          bias (Cout)
 * @param pad           zero padding added at each end of the time axis (>= 0)
 * @param output        result (To, B, Cout)
 * @param cubeMathType  precision mode of the matrix unit (0..3)
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument;
 *         ACLNN_ERR_PARAM_INVALID for unsupported dtypes/formats, inconsistent
 *         shapes, a negative pad or an invalid cubeMathType.
 */
ACLNN_API aclnnStatus aclnnConvTbcGetWorkspaceSize(const aclTensor *self, const aclTensor *weight,
                                                   const aclTensor *bias, const int64_t pad, aclTensor *output,
                                                   int8_t cubeMathType, uint64_t *workspaceSize,
                                                   aclOpExecutor **executor);

/**
 * Phase 2 of ConvTbc: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnConvTbc(void *workspace, const uint64_t workspaceSize, aclOpExecutor *executor,
                                   aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_CONVOLUTION_H_ */
