// Sample: the comparison family in the shape of a CANN sample program. out = (self == other) with
// other broadcast along the rows, into a BOOL tensor; then the result negated in place
// (aclnnInplaceLogicalNot), which gives self != other.
#include <cstdint>
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_eq_tensor.h"
#include "aclnnop/aclnn_logical_not.h"

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

  // self FLOAT [2, 3], other INT32 [3] (compared in FLOAT, the promoted dtype), out BOOL [2, 3].
  void *selfDevice = nullptr, *otherDevice = nullptr, *outDevice = nullptr;
  aclTensor *self = nullptr, *other = nullptr, *out = nullptr;
  ret = MakeTensor<float>({1, 2, 3, 1, 2.5f, 4}, {2, 3}, ACL_FLOAT, &selfDevice, &self);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<int32_t>({1, 2, 4}, {3}, ACL_INT32, &otherDevice, &other);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<uint8_t>(std::vector<uint8_t>(6, 0), {2, 3}, ACL_BOOL, &outDevice, &out);
  CHECK_RET(ret == ACL_SUCCESS, return ret);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnEqTensorGetWorkspaceSize(self, other, out, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnEqTensorGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnEqTensor, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  std::vector<uint8_t> result(6, 0);
  ret = aclrtMemcpy(result.data(), 6, outDevice, 6, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] eq is: %d\n", i, result[i]);

  ret = aclnnInplaceLogicalNotGetWorkspaceSize(out, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnInplaceLogicalNotGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnInplaceLogicalNot, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = aclrtMemcpy(result.data(), 6, outDevice, 6, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] inplace logical not is: %d\n", i, result[i]);

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
