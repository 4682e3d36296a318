// aclnnDeformableConv2dBackward: the operator exists only on a later chip (Ascend 950, NPU arch
// DAV_3510); on Atlas A2/A3 its first check after the out-pointer prologue fails (spec
// convolution_backward.md §20.2), and so does it here.
#include "aclnnop/aclnn_convolution_backward.h"
#include "core/boundary.h"
#include "core/error.h"
#include "exec/executor.h"

namespace {
constexpr const char* kApi = "aclnnDeformableConv2dBackward";
}  // namespace

extern "C" aclnnStatus aclnnDeformableConv2dBackwardGetWorkspaceSize(
    const aclTensor* input, const aclTensor* gradOutput, const aclTensor* offsetOut, const aclTensor* weight,
    const aclTensor* offset, const aclIntArray* kernelSize, const aclIntArray* stride, const aclIntArray* padding,
    const aclIntArray* dilation, int64_t groups, int64_t deformableGroups, bool modulated, aclTensor* gradInput,
    aclTensor* gradWeight, aclTensor* gradOffset, aclTensor* gradBias, uint64_t* workspaceSize,
    aclOpExecutor** executor) try {
  using namespace aclnn_cpu;
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  Validator v(kApi);
  v.Fail(ACLNN_ERR_PARAM_INVALID,
         "aclnnDeformableConv2dBackward exists only on Ascend 950 (NPU arch DAV_3510), a later chip than the "
         "Atlas A2/A3 this library follows");
  return v.status();
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnDeformableConv2dBackward(void* workspace, uint64_t workspaceSize,
                                                     aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
