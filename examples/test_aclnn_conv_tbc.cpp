// Sample: aclnnConvTbc in the shape of a CANN sample program (build it exactly as you would against
// a CANN toolkit). All-ones input (T=2, B=2, Cin=3), all-ones weight (K=3, Cin=3, Cout=4), bias 1,
// pad 1: every output element sees two valid taps of three channels, so it is 1 + 6 = 7.
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

  std::vector<int64_t> selfShape = {2, 2, 3};
  std::vector<int64_t> weightShape = {3, 3, 4};
  std::vector<int64_t> biasShape = {4};
  std::vector<int64_t> outShape = {2, 2, 4};
  void* selfAddr = nullptr;
  void* weightAddr = nullptr;
  void* biasAddr = nullptr;
  void* outAddr = nullptr;
  aclTensor* self = nullptr;
  aclTensor* weight = nullptr;
  aclTensor* bias = nullptr;
  aclTensor* out = nullptr;
  std::vector<float> selfHost(GetShapeSize(selfShape), 1);
  std::vector<float> weightHost(GetShapeSize(weightShape), 1);
  std::vector<float> biasHost(GetShapeSize(biasShape), 1);
  std::vector<float> outHost(GetShapeSize(outShape), 0);

  ret = CreateAclTensor(selfHost, selfShape, &selfAddr, aclDataType::ACL_FLOAT, aclFormat::ACL_FORMAT_NCL, &self);
  std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)> selfPtr(self, aclDestroyTensor);
  std::unique_ptr<void, aclError (*)(void*)> selfAddrPtr(selfAddr, aclrtFree);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(weightHost, weightShape, &weightAddr, aclDataType::ACL_FLOAT, aclFormat::ACL_FORMAT_NCL, &weight);
  std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)> weightPtr(weight, aclDestroyTensor);
  std::unique_ptr<void, aclError (*)(void*)> weightAddrPtr(weightAddr, aclrtFree);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(biasHost, biasShape, &biasAddr, aclDataType::ACL_FLOAT, aclFormat::ACL_FORMAT_ND, &bias);
  std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)> biasPtr(bias, aclDestroyTensor);
  std::unique_ptr<void, aclError (*)(void*)> biasAddrPtr(biasAddr, aclrtFree);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(outHost, outShape, &outAddr, aclDataType::ACL_FLOAT, aclFormat::ACL_FORMAT_NCL, &out);
  std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)> outPtr(out, aclDestroyTensor);
  std::unique_ptr<void, aclError (*)(void*)> outAddrPtr(outAddr, aclrtFree);
  CHECK_RET(ret == ACL_SUCCESS, return ret);

  // pad 1, cubeMathType 1 (ALLOW_FP32_DOWN_PRECISION)
  uint64_t workspaceSize = 0;
  aclOpExecutor* executor;
  ret = aclnnConvTbcGetWorkspaceSize(self, weight, bias, 1, out, 1, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnConvTbcGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  void* workspaceAddr = nullptr;
  std::unique_ptr<void, aclError (*)(void*)> workspacePtr(nullptr, aclrtFree);
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspaceAddr, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
    workspacePtr.reset(workspaceAddr);
  }
  ret = aclnnConvTbc(workspaceAddr, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnConvTbc failed. ERROR: %d\n", ret); return ret);
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
