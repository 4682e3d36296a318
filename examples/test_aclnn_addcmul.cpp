// Sample: the ternary family in the shape of a CANN sample program. out = self + 0.5 * tensor1 *
// tensor2 with tensor1 broadcast along the rows and tensor2 along the columns (aclnnAddcmul); then
// out moved a quarter of the way toward 0 in place (aclnnInplaceLerps); then a selection between
// that result and self by a BOOL condition (aclnnSWhere).
#include <cstdint>
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_addcmul.h"
#include "aclnnop/aclnn_lerp_scalar.h"
#include "aclnnop/aclnn_s_where.h"

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

  // self FLOAT [2, 3], tensor1 [3], tensor2 [2, 1], end [3] (zeros), condition BOOL [2, 3], out [2, 3].
  void *selfDevice = nullptr, *t1Device = nullptr, *t2Device = nullptr, *endDevice = nullptr, *condDevice = nullptr,
       *outDevice = nullptr, *whereDevice = nullptr;
  aclTensor *self = nullptr, *t1 = nullptr, *t2 = nullptr, *end = nullptr, *cond = nullptr, *out = nullptr,
            *where = nullptr;
  ret = MakeTensor<float>({1, 2, 3, 4, 5, 6}, {2, 3}, ACL_FLOAT, &selfDevice, &self);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<float>({1, 2, 4}, {3}, ACL_FLOAT, &t1Device, &t1);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<float>({2, -1}, {2, 1}, ACL_FLOAT, &t2Device, &t2);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<float>({0, 0, 0}, {3}, ACL_FLOAT, &endDevice, &end);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<uint8_t>({1, 0, 1, 0, 1, 0}, {2, 3}, ACL_BOOL, &condDevice, &cond);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<float>(std::vector<float>(6, 0), {2, 3}, ACL_FLOAT, &outDevice, &out);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = MakeTensor<float>(std::vector<float>(6, 0), {2, 3}, ACL_FLOAT, &whereDevice, &where);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  float half = 0.5f, quarter = 0.25f;
  aclScalar* value = aclCreateScalar(&half, ACL_FLOAT);
  aclScalar* weight = aclCreateScalar(&quarter, ACL_FLOAT);
  std::vector<float> result(6, 0);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnAddcmulGetWorkspaceSize(self, t1, t2, value, out, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnAddcmulGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnAddcmul, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = aclrtMemcpy(result.data(), 24, outDevice, 24, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] addcmul is: %g\n", i, result[i]);

  ret = aclnnInplaceLerpsGetWorkspaceSize(out, end, weight, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnInplaceLerpsGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnInplaceLerps, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = aclrtMemcpy(result.data(), 24, outDevice, 24, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] inplace lerps is: %g\n", i, result[i]);

  ret = aclnnSWhereGetWorkspaceSize(cond, out, self, where, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnSWhereGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  ret = Run(aclnnSWhere, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = aclrtMemcpy(result.data(), 24, whereDevice, 24, ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int i = 0; i < 6; ++i) LOG_PRINT("result[%d] swhere is: %g\n", i, result[i]);

  aclDestroyScalar(value);
  aclDestroyScalar(weight);
  for (aclTensor* t : {self, t1, t2, end, cond, out, where}) aclDestroyTensor(t);
  for (void* p : {selfDevice, t1Device, t2Device, endDevice, condDevice, outDevice, whereDevice}) aclrtFree(p);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
