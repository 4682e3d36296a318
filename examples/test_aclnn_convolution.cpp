// Sample: aclnnConvolution in the shape of a CANN sample program (build it exactly as you would
// against a CANN toolkit). All-ones input (N=2, C=2, H=2, W=2), all-ones 1x1 weight (Cout=1, Cin=2),
// no bias, stride/padding/dilation 1/0/1, cubeMathType 1: every output element sums two channels,
// so it is 2.
#include <iostream>
#include <memory>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_convolution.h"

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

  std::vector<int64_t> inputShape = {2, 2, 2, 2};
  std::vector<int64_t> weightShape = {1, 2, 1, 1};
  std::vector<int64_t> outShape = {2, 1, 2, 2};
  void* inputAddr = nullptr;
  void* weightAddr = nullptr;
  void* outAddr = nullptr;
  aclTensor* input = nullptr;
  aclTensor* weight = nullptr;
  aclTensor* out = nullptr;
  std::vector<float> inputHost(GetShapeSize(inputShape), 1);
  std::vector<float> weightHost(GetShapeSize(weightShape), 1);
  std::vector<float> outHost(GetShapeSize(outShape), 0);

  ret = CreateAclTensor(inputHost, inputShape, &inputAddr, aclDataType::ACL_FLOAT, aclFormat::ACL_FORMAT_NCHW, &input);
  std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)> inputPtr(input, aclDestroyTensor);
  std::unique_ptr<void, aclError (*)(void*)> inputAddrPtr(inputAddr, aclrtFree);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(weightHost, weightShape, &weightAddr, aclDataType::ACL_FLOAT, aclFormat::ACL_FORMAT_NCHW, &weight);
  std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)> weightPtr(weight, aclDestroyTensor);
  std::unique_ptr<void, aclError (*)(void*)> weightAddrPtr(weightAddr, aclrtFree);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(outHost, outShape, &outAddr, aclDataType::ACL_FLOAT, aclFormat::ACL_FORMAT_NCHW, &out);
  std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)> outPtr(out, aclDestroyTensor);
  std::unique_ptr<void, aclError (*)(void*)> outAddrPtr(outAddr, aclrtFree);
  CHECK_RET(ret == ACL_SUCCESS, return ret);

  std::vector<int64_t> strideData = {1, 1};
  std::vector<int64_t> paddingData = {0, 0};
  std::vector<int64_t> dilationData = {1, 1};
  std::vector<int64_t> outputPaddingData = {0, 0};
  aclIntArray* strides = aclCreateIntArray(strideData.data(), strideData.size());
  std::unique_ptr<aclIntArray, aclnnStatus (*)(const aclIntArray*)> stridesPtr(strides, aclDestroyIntArray);
  aclIntArray* pads = aclCreateIntArray(paddingData.data(), paddingData.size());
  std::unique_ptr<aclIntArray, aclnnStatus (*)(const aclIntArray*)> padsPtr(pads, aclDestroyIntArray);
  aclIntArray* dilations = aclCreateIntArray(dilationData.data(), dilationData.size());
  std::unique_ptr<aclIntArray, aclnnStatus (*)(const aclIntArray*)> dilationsPtr(dilations, aclDestroyIntArray);
  aclIntArray* outputPads = aclCreateIntArray(outputPaddingData.data(), outputPaddingData.size());
  std::unique_ptr<aclIntArray, aclnnStatus (*)(const aclIntArray*)> outputPadsPtr(outputPads, aclDestroyIntArray);

  // not transposed, groups 1, cubeMathType 1 (ALLOW_FP32_DOWN_PRECISION)
  uint64_t workspaceSize = 0;
  aclOpExecutor* executor;
  ret = aclnnConvolutionGetWorkspaceSize(input, weight, nullptr, strides, pads, dilations, false, outputPads, 1, out, 1,
                                         &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnConvolutionGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  void* workspaceAddr = nullptr;
  std::unique_ptr<void, aclError (*)(void*)> workspacePtr(nullptr, aclrtFree);
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspaceAddr, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
    workspacePtr.reset(workspaceAddr);
  }
  ret = aclnnConvolution(workspaceAddr, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnConvolution failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);

  auto size = GetShapeSize(outShape);
  std::vector<float> resultData(size, 0);
  ret = aclrtMemcpy(resultData.data(), resultData.size() * sizeof(float), outAddr, size * sizeof(float),
                    ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int64_t i = 0; i < size; i++) LOG_PRINT("result[%ld] is: %f\n", i, resultData[i]);

  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
