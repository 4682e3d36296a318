// Sample: the clamp family in the shape of a CANN sample program, on FLOAT tensors. out = clamp(self,
// -1, 2.5) with scalar bounds (aclnnClamp); then out = clamp(self, lo, hi) with per-column bound
// tensors broadcast along the rows (aclnnClampTensor); then self clamped in place to [0, 1]
// (aclnnInplaceHardtanh).
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_clamp.h"
#include "aclnnop/aclnn_hardtanh.h"

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

// A FLOAT device tensor holding the host values (contiguous strides).
static int MakeTensor(const std::vector<float>& host, const std::vector<int64_t>& shape, void** device,
                      aclTensor** tensor) {
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

// Phase 2 with a workspace of the size phase 1 asked for, then the stream synchronised.
static int Run(aclnnStatus (*phase2)(void*, uint64_t, aclOpExecutor*, aclrtStream), uint64_t workspaceSize,
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

static int Print(const char* what, void* device, size_t n) {
  std::vector<float> result(n, 0.0f);
  auto ret = aclrtMemcpy(result.data(), n * sizeof(float), device, n * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (size_t i = 0; i < n; ++i) LOG_PRINT("result[%zu] %s is: %f\n", i, what, result[i]);
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

  // self [2, 4]; per-column bounds lo, hi [4]; out [2, 4].
  void *selfDevice = nullptr, *loDevice = nullptr, *hiDevice = nullptr, *outDevice = nullptr;
  aclTensor *self = nullptr, *lo = nullptr, *hi = nullptr, *out = nullptr;
  ret = MakeTensor({-3.0f, -0.5f, 0.25f, 1.0f, 2.0f, 3.5f, -1.5f, 0.75f}, {2, 4}, &selfDevice, &self);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor({-2.0f, 0.0f, 0.5f, -1.0f}, {4}, &loDevice, &lo);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor({-1.0f, 1.0f, 3.0f, 0.5f}, {4}, &hiDevice, &hi);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor(std::vector<float>(8, 0.0f), {2, 4}, &outDevice, &out);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  float minValue = -1.0f, maxValue = 2.5f, zero = 0.0f, one = 1.0f;
  aclScalar* clipMin = aclCreateScalar(&minValue, ACL_FLOAT);
  aclScalar* clipMax = aclCreateScalar(&maxValue, ACL_FLOAT);
  aclScalar* htMin = aclCreateScalar(&zero, ACL_FLOAT);
  aclScalar* htMax = aclCreateScalar(&one, ACL_FLOAT);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnClampGetWorkspaceSize(self, clipMin, clipMax, out, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnClampGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnClamp, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  CHECK_RET(Print("clamp", outDevice, 8) == ACL_SUCCESS, return 1);

  ret = aclnnClampTensorGetWorkspaceSize(self, lo, hi, out, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnClampTensorGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnClampTensor, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  CHECK_RET(Print("clamp tensor", outDevice, 8) == ACL_SUCCESS, return 1);

  ret = aclnnInplaceHardtanhGetWorkspaceSize(self, htMin, htMax, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnInplaceHardtanhGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnInplaceHardtanh, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  CHECK_RET(Print("inplace hardtanh", selfDevice, 8) == ACL_SUCCESS, return 1);

  aclDestroyScalar(clipMin);
  aclDestroyScalar(clipMax);
  aclDestroyScalar(htMin);
  aclDestroyScalar(htMax);
  aclDestroyTensor(self);
  aclDestroyTensor(lo);
  aclDestroyTensor(hi);
  aclDestroyTensor(out);
  aclrtFree(selfDevice);
  aclrtFree(loDevice);
  aclrtFree(hiDevice);
  aclrtFree(outDevice);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
