// Sample: aclnnGelu in the shape of a CANN sample program. out = GELU(self) in the tanh form,
// on a FLOAT16 tensor (converted from and to float on the host with the acl fp16 helpers).
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_gelu.h"

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

int main() {
  int32_t deviceId = 0;
  aclrtStream stream;
  auto ret = aclInit(nullptr);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclInit failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSetDevice(deviceId);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSetDevice failed. ERROR: %d\n", ret); return ret);
  ret = aclrtCreateStream(&stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtCreateStream failed. ERROR: %d\n", ret); return ret);

  // self: a [2, 5] FLOAT16 tensor; out: the same shape and dtype.
  std::vector<int64_t> shape = {2, 5};
  std::vector<int64_t> strides = {5, 1};
  const float values[10] = {-3.0f, -1.0f, -0.5f, 0.0f, 0.5f, 1.0f, 2.0f, 3.0f, -8.0f, 8.0f};
  std::vector<aclFloat16> selfHost(10), outHost(10, aclFloatToFloat16(0.0f));
  for (int i = 0; i < 10; ++i) selfHost[i] = aclFloatToFloat16(values[i]);
  const size_t bytes = selfHost.size() * sizeof(aclFloat16);
  void* selfDevice = nullptr;
  void* outDevice = nullptr;
  ret = aclrtMalloc(&selfDevice, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMalloc(&outDevice, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(selfDevice, bytes, selfHost.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(outDevice, bytes, outHost.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
  aclTensor* self = aclCreateTensor(shape.data(), shape.size(), ACL_FLOAT16, strides.data(), 0, ACL_FORMAT_ND,
                                    shape.data(), shape.size(), selfDevice);
  aclTensor* out = aclCreateTensor(shape.data(), shape.size(), ACL_FLOAT16, strides.data(), 0, ACL_FORMAT_ND,
                                   shape.data(), shape.size(), outDevice);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnGeluGetWorkspaceSize(self, out, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnGeluGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  void* workspace = nullptr;
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
  }
  ret = aclnnGelu(workspace, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnGelu failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);

  ret = aclrtMemcpy(outHost.data(), bytes, outDevice, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 10; ++i)
    LOG_PRINT("result[%d] gelu(%g) is: %.6f\n", i, values[i], aclFloat16ToFloat(outHost[i]));

  aclDestroyTensor(self);
  aclDestroyTensor(out);
  aclrtFree(selfDevice);
  aclrtFree(outDevice);
  if (workspaceSize > 0) aclrtFree(workspace);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
