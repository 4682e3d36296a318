// Sample: division in the shape of a CANN sample program. INT32 tensors divided three ways:
// aclnnDiv (a true quotient, written to a FLOAT out), aclnnDivMod with mode 2 (floor division, INT32
// out) and aclnnRemainderTensorTensor (Python's modulo: the sign of the divisor).
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_div.h"
#include "aclnnop/aclnn_remainder.h"

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

// A device tensor of `n` elements of `dtype` holding `host` (contiguous, 1-D).
int MakeTensor(const void* host, int64_t n, aclDataType dtype, size_t elemBytes, void** device, aclTensor** tensor) {
  std::vector<int64_t> shape = {n};
  std::vector<int64_t> strides = {1};
  const size_t bytes = static_cast<size_t>(n) * elemBytes;
  auto ret = aclrtMalloc(device, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(*device, bytes, host, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
  *tensor = aclCreateTensor(shape.data(), shape.size(), dtype, strides.data(), 0, ACL_FORMAT_ND, shape.data(),
                            shape.size(), *device);
  return ACL_SUCCESS;
}

// Runs phase 2 with a workspace of the size phase 1 asked for.
int Run(aclnnStatus (*phase2)(void*, uint64_t, aclOpExecutor*, aclrtStream), uint64_t workspaceSize,
        aclOpExecutor* executor, aclrtStream stream) {
  void* workspace = nullptr;
  if (workspaceSize > 0) {
    auto ret = aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
  }
  auto ret = phase2(workspace, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("phase 2 failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);
  if (workspace != nullptr) aclrtFree(workspace);
  return ACL_SUCCESS;
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

  const int64_t n = 6;
  const int32_t selfHost[n] = {7, -7, 7, -7, 9, 0};
  const int32_t otherHost[n] = {2, 2, -2, -2, 4, 5};
  std::vector<float> quotient(n, 0.0f);
  std::vector<int32_t> floorHost(n, 0), remainderHost(n, 0);
  void *selfDevice = nullptr, *otherDevice = nullptr, *quotientDevice = nullptr, *floorDevice = nullptr,
       *remainderDevice = nullptr;
  aclTensor *self = nullptr, *other = nullptr, *quotientOut = nullptr, *floorOut = nullptr, *remainderOut = nullptr;
  ret = MakeTensor(selfHost, n, ACL_INT32, sizeof(int32_t), &selfDevice, &self);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor(otherHost, n, ACL_INT32, sizeof(int32_t), &otherDevice, &other);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor(quotient.data(), n, ACL_FLOAT, sizeof(float), &quotientDevice, &quotientOut);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor(floorHost.data(), n, ACL_INT32, sizeof(int32_t), &floorDevice, &floorOut);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor(remainderHost.data(), n, ACL_INT32, sizeof(int32_t), &remainderDevice, &remainderOut);
  CHECK_RET(ret == ACL_SUCCESS, return ret);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnDivGetWorkspaceSize(self, other, quotientOut, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnDivGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnDiv, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  const int floorMode = 2;
  ret = aclnnDivModGetWorkspaceSize(self, other, floorMode, floorOut, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnDivModGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnDivMod, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = aclnnRemainderTensorTensorGetWorkspaceSize(self, other, remainderOut, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnRemainderTensorTensorGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnRemainderTensorTensor, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);

  ret = aclrtMemcpy(quotient.data(), n * sizeof(float), quotientDevice, n * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(floorHost.data(), n * sizeof(int32_t), floorDevice, n * sizeof(int32_t), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(remainderHost.data(), n * sizeof(int32_t), remainderDevice, n * sizeof(int32_t),
                    ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int64_t i = 0; i < n; ++i)
    LOG_PRINT("result[%ld] %d / %d: div %f, floor %d, remainder %d\n", static_cast<long>(i), selfHost[i], otherHost[i],
              quotient[i], floorHost[i], remainderHost[i]);

  aclDestroyTensor(self);
  aclDestroyTensor(other);
  aclDestroyTensor(quotientOut);
  aclDestroyTensor(floorOut);
  aclDestroyTensor(remainderOut);
  aclrtFree(selfDevice);
  aclrtFree(otherDevice);
  aclrtFree(quotientDevice);
  aclrtFree(floorDevice);
  aclrtFree(remainderDevice);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
