// Sample: the arithmetic family in the shape of a CANN sample program. out = self + alpha * other
// with other broadcast along the rows (a bias add), then the result scaled in place by a scalar
// (aclnnInplaceMuls), on FLOAT tensors.
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_add.h"
#include "aclnnop/aclnn_mul.h"

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

// A FLOAT device tensor with the given host values (contiguous strides).
int MakeTensor(const std::vector<float>& host, const std::vector<int64_t>& shape, void** device, aclTensor** tensor) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  const size_t bytes = host.size() * sizeof(float);
  auto ret = aclrtMalloc(device, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(*device, bytes, host.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
  *tensor = aclCreateTensor(shape.data(), shape.size(), ACL_FLOAT, strides.data(), 0, ACL_FORMAT_ND, shape.data(),
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

  // self [2, 3], other (a bias) [3], out [2, 3]; alpha 0.5.
  void *selfDevice = nullptr, *otherDevice = nullptr, *outDevice = nullptr;
  aclTensor *self = nullptr, *other = nullptr, *out = nullptr;
  ret = MakeTensor({1, 2, 3, 4, 5, 6}, {2, 3}, &selfDevice, &self);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor({10, 20, 30}, {3}, &otherDevice, &other);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor(std::vector<float>(6, 0.0f), {2, 3}, &outDevice, &out);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  float alphaValue = 0.5f;
  aclScalar* alpha = aclCreateScalar(&alphaValue, ACL_FLOAT);
  float scaleValue = 2.0f;
  aclScalar* scale = aclCreateScalar(&scaleValue, ACL_FLOAT);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnAddGetWorkspaceSize(self, other, alpha, out, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnAddGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnAdd, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  std::vector<float> result(6, 0.0f);
  ret = aclrtMemcpy(result.data(), 6 * sizeof(float), outDevice, 6 * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] add is: %f\n", i, result[i]);

  ret = aclnnInplaceMulsGetWorkspaceSize(out, scale, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnInplaceMulsGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnInplaceMuls, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = aclrtMemcpy(result.data(), 6 * sizeof(float), outDevice, 6 * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] inplace muls is: %f\n", i, result[i]);

  aclDestroyScalar(alpha);
  aclDestroyScalar(scale);
  aclDestroyTensor(self);
  aclDestroyTensor(other);
  aclDestroyTensor(out);
  aclrtFree(selfDevice);
  aclrtFree(otherDevice);
  aclrtFree(outDevice);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
