/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_convolution.h -- forward convolutions: the general 1-D/2-D/3-D
 * (and transposed) convolution, the depthwise 2-D convolution and the
 * time-batch-channel (TBC) 1-D convolution.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_CONVOLUTION_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_CONVOLUTION_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Convolution: 1-D, 2-D or 3-D convolution (NCL, NCHW, NCDHW) or,
 * with transposed, its adjoint (transposed convolution), with groups, stride,
 * padding, dilation and an optional bias.
 *
 * @param input         (N, Cin, *spatial)
 * @param weight        (Cout, Cin/groups, *kernel); transposed: (Cin, Cout/groups, *kernel)
 * @param bias          (Cout) or NULL
 * @param stride        one entry per spatial dim, each > 0
 * @param padding       one entry per spatial dim; 1-D and 2-D also [before, after] per dim
 *                      (1-D: [left, right]; 2-D: [top, bottom, left, right]; not for transposed 1-D)
 * @param dilation      one entry per spatial dim, each > 0
 * @param transposed    transposed convolution
 * @param outputPadding transposed only: one entry per spatial dim
 * @param groups        channel groups (> 0)
 * @param output        result (N, Cout, *spatial_out)
 * @param cubeMathType  precision mode of the matrix unit (0..4)
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument;
 *         ACLNN_ERR_PARAM_INVALID for unsupported dtypes/formats, inconsistent
 *         shapes or attributes; ACLNN_ERR_RUNTIME_ERROR for a transposed
 *         convolution of FLOAT16/BFLOAT16 operands into a FLOAT output.
 */
ACLNN_API aclnnStatus aclnnConvolutionGetWorkspaceSize(const aclTensor *input, const aclTensor *weight,
                                                       const aclTensor *bias, const aclIntArray *stride,
                                                       const aclIntArray *padding, const aclIntArray *dilation,
                                                       bool transposed, const aclIntArray *outputPadding,
                                                       const int64_t groups, aclTensor *output, int8_t cubeMathType,
                                                       uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Convolution: runs the plan from phase 1 on stream.
 *
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnConvolution(void *workspace, const uint64_t workspaceSize, aclOpExecutor *executor,
                                       aclrtStream stream);

/**
 * Phase 1 of ConvDepthwise2d: 2-D convolution with groups = Cin.
 *
 * @param self          (N, Cin, H, W), NCHW
 * @param weight        (m*Cin, 1, kH, kW), NCHW
 * @param kernelSize    [kH, kW]
 * @param bias          (m*Cin) or NULL
 * @param stride        [sH, sW]
 * @param padding       [pH, pW]
 * @param dilation      [dH, dW]
 * @param out           result (N, m*Cin, Ho, Wo), NCHW
 * @param cubeMathType  precision mode of the matrix unit (0..4)
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument;
 *         ACLNN_ERR_PARAM_INVALID for mismatching dtypes, wrong formats,
 *         inconsistent shapes or attributes.
 */
ACLNN_API aclnnStatus aclnnConvDepthwise2dGetWorkspaceSize(const aclTensor *self, const aclTensor *weight,
                                                           const aclIntArray *kernelSize, const aclTensor *bias,
                                                           const aclIntArray *stride, const aclIntArray *padding,
                                                           const aclIntArray *dilation, aclTensor *out,
                                                           int8_t cubeMathType, uint64_t *workspaceSize,
                                                           aclOpExecutor **executor);

/**
 * Phase 2 of ConvDepthwise2d: runs the plan from phase 1 on stream.
 *
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnConvDepthwise2d(void *workspace, const uint64_t workspaceSize, aclOpExecutor *executor,
                                           aclrtStream stream);

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
