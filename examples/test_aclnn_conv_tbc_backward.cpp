// Sample: aclnnConvTbcBackward in the shape of a CANN sample program (build it exactly as you would
// against a CANN toolkit). self = dL/dy = ones (5, 1, 2), input = ones (5, 1, 2), weight = ones
// (1, 2, 2), pad 0: gradInput = 2, gradWeight = 5, gradBias = 5 everywhere.
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

using TensorPtr = std::unique_ptr<aclTensor, aclnnStatus (*)(const aclTensor*)>;
using DevicePtr = std::unique_ptr<void, aclError (*)(void*)>;

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

int PrintResult(const char* name, void* deviceAddr, const std::vector<int64_t>& shape) {
  auto size = GetShapeSize(shape);
  std::vector<float> host(size, 0);
  auto ret = aclrtMemcpy(host.data(), size * sizeof(float), deviceAddr, size * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy %s from device to host failed. ERROR: %d\n", name, ret); return ret);
  for (int64_t i = 0; i < size; i++) LOG_PRINT("%s[%ld] is: %f\n", name, i, host[i]);
  return 0;
}

int main() {
  int32_t deviceId = 0;
  aclrtStream stream;
  auto ret = Init(deviceId, &stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("Init acl failed. ERROR: %d\n", ret); return ret);

  std::vector<int64_t> selfShape = {5, 1, 2};
  std::vector<int64_t> inputShape = {5, 1, 2};
  std::vector<int64_t> weightShape = {1, 2, 2};
  std::vector<int64_t> biasShape = {2};
  std::vector<std::vector<int64_t>> shapes = {selfShape, inputShape, weightShape, biasShape,
                                              inputShape, weightShape, biasShape};
  const aclFormat formats[7] = {ACL_FORMAT_NCL, ACL_FORMAT_NCL, ACL_FORMAT_NCL, ACL_FORMAT_ND,
                                ACL_FORMAT_NCL, ACL_FORMAT_NCL, ACL_FORMAT_ND};
  std::vector<TensorPtr> tensors;
  std::vector<DevicePtr> buffers;
  void* addrs[7] = {};
  aclTensor* t[7] = {};
  for (int i = 0; i < 7; ++i) {
    std::vector<float> host(GetShapeSize(shapes[i]), i < 4 ? 1.0f : 0.0f);
    ret = CreateAclTensor(host, shapes[i], &addrs[i], aclDataType::ACL_FLOAT, formats[i], &t[i]);
    tensors.emplace_back(t[i], aclDestroyTensor);
    buffers.emplace_back(addrs[i], aclrtFree);
    CHECK_RET(ret == ACL_SUCCESS, return ret);
  }

  // pad 0, cubeMathType 1 (ALLOW_FP32_DOWN_PRECISION)
  uint64_t workspaceSize = 0;
  aclOpExecutor* executor;
  ret = aclnnConvTbcBackwardGetWorkspaceSize(t[0], t[1], t[2], t[3], 0, 1, t[4], t[5], t[6], &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnConvTbcBackwardGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  void* workspaceAddr = nullptr;
  DevicePtr workspacePtr(nullptr, aclrtFree);
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspaceAddr, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
    workspacePtr.reset(workspaceAddr);
  }
  ret = aclnnConvTbcBackward(workspaceAddr, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnConvTbcBackward failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);

  ret = PrintResult("gradInputResult", addrs[4], inputShape);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = PrintResult("gradWeightResult", addrs[5], weightShape);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = PrintResult("gradBiasResult", addrs[6], biasShape);
  CHECK_RET(ret == ACL_SUCCESS, return ret);

  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
