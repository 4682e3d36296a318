// Sample: aclnnConvolutionBackward in the shape of a CANN sample program (build it exactly as you
// would against a CANN toolkit). 1-D, all ones: gradOutput (4,2,3), input (4,2,9), weight (2,2,3),
// stride 3 (= kernel: every input position is hit once), padding 0, cubeMathType 0. gradInput is
// 2 everywhere (two output channels), gradWeight 12 (4 batches x 3 positions), gradBias 12.
#include <iostream>
#include <memory>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_convolution_backward.h"

#define CHECK_RET(cond, return_expr) \
  do {                               \
    if (!(cond)) {                   \
      return_expr;                   \
    }                                \
  } while (0)

#define LOG_PRINT(message, ...)     \
  do {                              \
    printf(message, ##__VA_ARGS__); \
  } while (0)

int64_t GetShapeSize(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (auto d : shape) n *= d;
  return n;
}

int Init(int32_t deviceId, aclrtStream* stream) {
  auto ret = aclInit(nullptr);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclInit failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSetDevice(deviceId);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSetDevice failed. ERROR: %d\n", ret); return ret);
  ret = aclrtCreateStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtCreateStream failed. ERROR: %d\n", ret); return ret);
  return 0;
}

template <typename T>
int CreateAclTensor(const std::vector<T>& hostData, const std::vector<int64_t>& shape, void** deviceAddr,
                    aclDataType dataType, aclFormat format, aclTensor** tensor) {
  auto size = GetShapeSize(shape) * sizeof(T);
  auto ret = aclrtMalloc(deviceAddr, size, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(*deviceAddr, size, hostData.data(), size, ACL_MEMCPY_HOST_TO_DEVICE);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
  std::vector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; i--) strides[i] = shape[i + 1] * strides[i + 1];
  *tensor = aclCreateTensor(shape.data(), shape.size(), dataType, strides.data(), 0, format, shape.data(),
                            shape.size(), *deviceAddr);
  return 0;
}

int main() {
  int32_t deviceId = 0;
  aclrtStream stream;
  auto ret = Init(deviceId, &stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("Init acl failed. ERROR: %d\n", ret); return ret);

  std::vector<int64_t> gradOutputShape = {4, 2, 3};
  std::vector<int64_t> inputShape = {4, 2, 9};
  std::vector<int64_t> weightShape = {2, 2, 3};
  std::vector<int64_t> gradBiasShape = {2};
  std::vector<std::vector<int64_t>> shapes = {gradOutputShape, inputShape, weightShape, inputShape, weightShape,
                                              gradBiasShape};
  std::vector<aclFormat> formats = {ACL_FORMAT_NCL, ACL_FORMAT_NCL, ACL_FORMAT_NCL, ACL_FORMAT_NCL, ACL_FORMAT_NCL,
                                    ACL_FORMAT_ND};
  std::vector<void*> addrs(6, nullptr);
  std::vector<aclTensor*> tensors(6, nullptr);
  std::vector<std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)>> tensorPtrs;
  std::vector<std::unique_ptr<void, aclError (*)(void*)>> addrPtrs;
  for (int i = 0; i < 6; ++i) {
    std::vector<float> host(GetShapeSize(shapes[i]), i < 3 ? 1.0f : 0.0f);
    ret = CreateAclTensor(host, shapes[i], &addrs[i], aclDataType::ACL_FLOAT, formats[i], &tensors[i]);
    tensorPtrs.emplace_back(tensors[i], aclDestroyTensor);
    addrPtrs.emplace_back(addrs[i], aclrtFree);
    CHECK_RET(ret == ACL_SUCCESS, return ret);
  }

  std::vector<int64_t> biasSizesData = {2};
  std::vector<int64_t> strideData = {3};
  std::vector<int64_t> paddingData = {0};
  std::vector<int64_t> dilationData = {1};
  std::vector<int64_t> outputPaddingData = {0};
  bool outputMaskData[3] = {true, true, true};
  aclIntArray* biasSizes = aclCreateIntArray(biasSizesData.data(), biasSizesData.size());
  aclIntArray* strides = aclCreateIntArray(strideData.data(), strideData.size());
  aclIntArray* pads = aclCreateIntArray(paddingData.data(), paddingData.size());
  aclIntArray* dilations = aclCreateIntArray(dilationData.data(), dilationData.size());
  aclIntArray* outputPads = aclCreateIntArray(outputPaddingData.data(), outputPaddingData.size());
  aclBoolArray* outputMask = aclCreateBoolArray(outputMaskData, 3);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor;
  ret = aclnnConvolutionBackwardGetWorkspaceSize(tensors[0], tensors[1], tensors[2], biasSizes, strides, pads,
                                                 dilations, false, outputPads, 1, outputMask, 0, tensors[3],
                                                 tensors[4], tensors[5], &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnConvolutionBackwardGetWorkspaceSize failed. ERROR: %d\n", ret);
            return ret);
  void* workspaceAddr = nullptr;
  std::unique_ptr<void, aclError (*)(void*)> workspacePtr(nullptr, aclrtFree);
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspaceAddr, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
    workspacePtr.reset(workspaceAddr);
  }
  ret = aclnnConvolutionBackward(workspaceAddr, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnConvolutionBackward failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);

  const char* names[3] = {"gradInput", "gradWeight", "gradBias"};
  for (int k = 0; k < 3; ++k) {
    auto size = GetShapeSize(shapes[3 + k]);
    std::vector<float> resultData(size, 0);
    ret = aclrtMemcpy(resultData.data(), resultData.size() * sizeof(float), addrs[3 + k], size * sizeof(float),
                      ACL_MEMCPY_DEVICE_TO_HOST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
    for (int64_t i = 0; i < size; i++) LOG_PRINT("%s result[%ld] is: %f\n", names[k], i, resultData[i]);
  }

  aclDestroyIntArray(biasSizes);
  aclDestroyIntArray(strides);
  aclDestroyIntArray(pads);
  aclDestroyIntArray(dilations);
  aclDestroyIntArray(outputPads);
  aclDestroyBoolArray(outputMask);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
