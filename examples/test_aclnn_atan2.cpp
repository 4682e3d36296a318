// Sample: binary floating math in the shape of a CANN sample program. out = atan2(self, other)
// with other (INT32) broadcast along the rows, computed in FLOAT; then out = xlogy(out, 2) in place
// (aclnnInplaceXLogYScalarOther); then polar(self, out) into a COMPLEX64 tensor.
#include <cstdint>
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_atan2.h"
#include "aclnnop/aclnn_polar.h"
#include "aclnnop/aclnn_x_log_y_scalar_other.h"

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

// A device tensor of `dtype` with the given host values (contiguous strides).
template <class T>
int MakeTensor(const std::vector<T>& host, const std::vector<int64_t>& shape, aclDataType dtype, void** device,
               aclTensor** tensor) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  const size_t bytes = host.size() * sizeof(T);
  auto ret = aclrtMalloc(device, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(*device, bytes, host.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
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

  // self (y) FLOAT [2, 3], other (x) INT32 [3] broadcast along the rows (computed in FLOAT), out FLOAT.
  void *selfDevice = nullptr, *otherDevice = nullptr, *outDevice = nullptr, *polarDevice = nullptr;
  aclTensor *self = nullptr, *other = nullptr, *out = nullptr, *polar = nullptr;
  ret = MakeTensor<float>({1, 0, -1, 1, -0.0f, -2}, {2, 3}, ACL_FLOAT, &selfDevice, &self);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<int32_t>({1, -1, 0}, {3}, ACL_INT32, &otherDevice, &other);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<float>(std::vector<float>(6, 0), {2, 3}, ACL_FLOAT, &outDevice, &out);
  CHECK_RET(ret == ACL_SUCCESS, return ret);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnAtan2GetWorkspaceSize(self, other, out, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnAtan2GetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnAtan2, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  std::vector<float> result(6, 0);
  ret = aclrtMemcpy(result.data(), 24, outDevice, 24, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] atan2 is: %f\n", i, result[i]);

  // out = xlogy(out, 2) in place: 0 stays 0, other angles are scaled by log(2).
  float two = 2.0f;
  aclScalar* base = aclCreateScalar(&two, ACL_FLOAT);
  ret = aclnnInplaceXLogYScalarOtherGetWorkspaceSize(out, base, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnInplaceXLogYScalarOtherGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnInplaceXLogYScalarOther, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = aclrtMemcpy(result.data(), 24, outDevice, 24, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] inplace xlogy is: %f\n", i, result[i]);

  // polar(abs = self, angle = out) into COMPLEX64: (re, im) pairs.
  ret = MakeTensor<float>(std::vector<float>(12, 0), {2, 3}, ACL_COMPLEX64, &polarDevice, &polar);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = aclnnPolarGetWorkspaceSize(self, out, polar, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnPolarGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnPolar, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  std::vector<float> c(12, 0);
  ret = aclrtMemcpy(c.data(), 48, polarDevice, 48, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] polar is: %f %+fi\n", i, c[2 * i], c[2 * i + 1]);

  aclDestroyScalar(base);
  aclDestroyTensor(self);
  aclDestroyTensor(other);
  aclDestroyTensor(out);
  aclDestroyTensor(polar);
  aclrtFree(selfDevice);
  aclrtFree(otherDevice);
  aclrtFree(outDevice);
  aclrtFree(polarDevice);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
