/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_convolution_backward.h -- convolution gradients: the general
 * convolution, the time-batch-channel (TBC) 1-D convolution and the deformable
 * 2-D convolution (the last exists only on a later chip than Atlas A2/A3: its
 * phase 1 always fails).
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_CONVOLUTION_BACKWARD_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_CONVOLUTION_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of ConvolutionBackward: gradients of aclnnConvolution with respect to
 * its input, weight and bias, selected by outputMask.
 *
 * @param gradOutput    dL/dy, shape of the forward output
 * @param input         forward input
 * @param weight        forward weight
 * @param biasSizes     shape of the forward bias ([Cout])
 * @param stride, padding, dilation, transposed, outputPadding, groups  as in the forward
 * @param outputMask    {gradInput, gradWeight, gradBias}
 * @param cubeMathType  precision mode of the matrix unit (0..4)
 * @param gradInput, gradWeight, gradBias  results (shapes of input, weight, [Cout])
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 */
ACLNN_API aclnnStatus aclnnConvolutionBackwardGetWorkspaceSize(
    const aclTensor *gradOutput, const aclTensor *input, const aclTensor *weight, const aclIntArray *biasSizes,
    const aclIntArray *stride, const aclIntArray *padding, const aclIntArray *dilation, bool transposed,
    const aclIntArray *outputPadding, int groups, const aclBoolArray *outputMask, int8_t cubeMathType,
    aclTensor *gradInput, aclTensor *gradWeight, aclTensor *gradBias, uint64_t *workspaceSize,
    aclOpExecutor **executor);

/**
 * Phase 1 of ConvTbcBackward: gradients of aclnnConvTbc with respect to its
 * input, weight and bias, given the output gradient.
 *
 * @param self          output gradient (To, B, Cout), To = T + 2*pad - K + 1; must not be empty
 * @param input         forward input (T, B, Cin)
 * @param weight        forward kernel (K, Cin, Cout)
 * @param bias          forward bias (Cout); only its description is used
 * @param pad           zero padding of the forward pass (>= 0)
 * @param cubeMathType  precision mode of the matrix unit (0..3)
 * @param gradInput     result, shape of input
 * @param gradWeight    result, shape of weight
 * @param gradBias      result, shape of bias
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL tensor;
 *         ACLNN_ERR_PARAM_INVALID for unsupported dtypes/formats, inconsistent
 *         shapes, an empty self, a negative pad or an invalid cubeMathType.
 */
ACLNN_API aclnnStatus aclnnConvTbcBackwardGetWorkspaceSize(const aclTensor *self, const aclTensor *input,
                                                           const aclTensor *weight, const aclTensor *bias,
                                                           int64_t pad, int8_t cubeMathType, aclTensor *gradInput,
                                                           aclTensor *gradWeight, aclTensor *gradBias,
                                                           uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of DeformableConv2dBackward. The operator exists only on a later chip
 * than Atlas A2/A3: with valid out-pointers it returns ACLNN_ERR_PARAM_INVALID.
 */
ACLNN_API aclnnStatus aclnnDeformableConv2dBackwardGetWorkspaceSize(
    const aclTensor *input, const aclTensor *gradOutput, const aclTensor *offsetOut, const aclTensor *weight,
    const aclTensor *offset, const aclIntArray *kernelSize, const aclIntArray *stride, const aclIntArray *padding,
    const aclIntArray *dilation, int64_t groups, int64_t deformableGroups, bool modulated, aclTensor *gradInput,
    aclTensor *gradWeight, aclTensor *gradOffset, aclTensor *gradBias, uint64_t *workspaceSize,
    aclOpExecutor **executor);

/**
 * Phase 2 of ConvolutionBackward: runs the plan from phase 1 on stream.
 */
ACLNN_API aclnnStatus aclnnConvolutionBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                               const aclrtStream stream);

/**
 * Phase 2 of ConvTbcBackward: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnConvTbcBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                           const aclrtStream stream);

/**
 * Phase 2 of DeformableConv2dBackward (no executor can exist on Atlas A2/A3).
 */
ACLNN_API aclnnStatus aclnnDeformableConv2dBackward(void *workspace, uint64_t workspaceSize,
                                                    aclOpExecutor *executor, const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_CONVOLUTION_BACKWARD_H_ */
