// Sample: aclnnGeluBackward in the shape of a CANN sample program. gradInput = gradOutput *
// GELU'(self) in the tanh form; gradOutput, one row of 4, is broadcast over the 3 rows of self.
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_gelu_backward.h"

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

// A contiguous FLOAT tensor of `shape` on the device, filled from `host`.
static int MakeTensor(const std::vector<float>& host, const std::vector<int64_t>& shape, void** device,
                      aclTensor** tensor) {
  const size_t bytes = host.size() * sizeof(float);
  auto ret = aclrtMalloc(device, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(*device, bytes, host.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
  std::vector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i) strides[i] = strides[i + 1] * shape[i + 1];
  *tensor = aclCreateTensor(shape.data(), shape.size(), ACL_FLOAT, strides.data(), 0, ACL_FORMAT_ND, shape.data(),
                            shape.size(), *device);
  return 0;
}

int main() {
  int32_t deviceId = 0;
  aclrtStream stream;
  auto ret = aclInit(nullptr);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclInit failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSetDevice(deviceId);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSetDevice failed. ERROR: %d\n", ret); return ret);
  ret = aclrtCreateStream(&stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtCreateStream failed. ERROR: %d\n", ret); return ret);

  const std::vector<float> gradOutputHost = {1.0f, 0.5f, -1.0f, 2.0f};
  const std::vector<float> selfHost = {-3.0f, -1.0f, -0.5f, 0.0f, 0.5f, 1.0f, 1.5f, 2.0f, 3.0f, 4.0f, -10.0f, 10.0f};
  std::vector<float> gradInputHost(12, 0.0f);
  void* gradOutputDevice = nullptr;
  void* selfDevice = nullptr;
  void* gradInputDevice = nullptr;
  aclTensor* gradOutput = nullptr;
  aclTensor* self = nullptr;
  aclTensor* gradInput = nullptr;
  ret = MakeTensor(gradOutputHost, {4}, &gradOutputDevice, &gradOutput);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor(selfHost, {3, 4}, &selfDevice, &self);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor(gradInputHost, {3, 4}, &gradInputDevice, &gradInput);
  CHECK_RET(ret == ACL_SUCCESS, return ret);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnGeluBackwardGetWorkspaceSize(gradOutput, self, gradInput, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnGeluBackwardGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  void* workspace = nullptr;
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
  }
  ret = aclnnGeluBackward(workspace, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnGeluBackward failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);

  const size_t bytes = gradInputHost.size() * sizeof(float);
  ret = aclrtMemcpy(gradInputHost.data(), bytes, gradInputDevice, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 12; ++i)
    LOG_PRINT("result[%d] (dy %g, x %g) is: %f\n", i, gradOutputHost[i % 4], selfHost[i], gradInputHost[i]);

  aclDestroyTensor(gradOutput);
  aclDestroyTensor(self);
  aclDestroyTensor(gradInput);
  aclrtFree(gradOutputDevice);
  aclrtFree(selfDevice);
  aclrtFree(gradInputDevice);
  if (workspaceSize > 0) aclrtFree(workspace);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
