// Sample: the math family in the shape of a CANN sample program, on FLOAT tensors. A squared
// feature map (aclnnPowTensorScalar, exponent 2), the elementwise maximum of it and two other maps
// given as a tensor list (aclnnMaxN, one of them a broadcast row), then relu(map - 0.5 * bias)
// (aclnnAddRelu with alpha -0.5).
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_add_relu.h"
#include "aclnnop/aclnn_maxn.h"
#include "aclnnop/aclnn_pow.h"

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

struct DeviceTensor {
  void* data = nullptr;
  aclTensor* tensor = nullptr;
};

// A contiguous FLOAT tensor in device memory holding `host`.
int Upload(const std::vector<float>& host, const std::vector<int64_t>& shape, DeviceTensor* t) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  const size_t bytes = host.size() * sizeof(float);
  auto ret = aclrtMalloc(&t->data, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(t->data, bytes, host.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
  t->tensor = aclCreateTensor(shape.data(), shape.size(), ACL_FLOAT, strides.data(), 0, ACL_FORMAT_ND, shape.data(),
                              shape.size(), t->data);
  return ACL_SUCCESS;
}

// Phase 2 with a workspace of the size phase 1 reported, then synchronisation.
int Launch(aclnnStatus (*phase2)(void*, uint64_t, aclOpExecutor*, aclrtStream), uint64_t workspaceSize,
           aclOpExecutor* executor, aclrtStream stream) {
  void* workspace = nullptr;
  if (workspaceSize > 0) {
    auto ret = aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("workspace allocation failed. ERROR: %d\n", ret); return ret);
  }
  auto ret = phase2(workspace, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("phase 2 failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);
  if (workspace != nullptr) aclrtFree(workspace);
  return ACL_SUCCESS;
}

int Print(const char* what, const DeviceTensor& t, size_t n) {
  std::vector<float> host(n, 0.0f);
  auto ret = aclrtMemcpy(host.data(), n * sizeof(float), t.data, n * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy to host failed. ERROR: %d\n", ret); return ret);
  for (size_t i = 0; i < n; ++i) LOG_PRINT("result[%zu] %s is: %f\n", i, what, host[i]);
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

  DeviceTensor x, squared, a, row, peak, bias, out;
  CHECK_RET(Upload({-3, -1.5, 0, 0.5, 2, 4}, {2, 3}, &x) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload(std::vector<float>(6, 0.0f), {2, 3}, &squared) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload({5, 0, 1, -2, 3, 20}, {2, 3}, &a) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload({1, 2, 3}, {3}, &row) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload(std::vector<float>(6, 0.0f), {2, 3}, &peak) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload({4, 8, 12, 16, 20, 24}, {2, 3}, &bias) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload(std::vector<float>(6, 0.0f), {2, 3}, &out) == ACL_SUCCESS, return 1);

  // squared = x ^ 2
  int64_t two = 2;
  aclScalar* exponent = aclCreateScalar(&two, ACL_INT64);
  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnPowTensorScalarGetWorkspaceSize(x.tensor, exponent, squared.tensor, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnPowTensorScalarGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  CHECK_RET(Launch(aclnnPowTensorScalar, workspaceSize, executor, stream) == ACL_SUCCESS, return 1);
  CHECK_RET(Print("pow", squared, 6) == ACL_SUCCESS, return 1);

  // peak = max(squared, a, row): the list holds descriptors of its own (destroyed with it).
  std::vector<int64_t> shape23 = {2, 3}, strides23 = {3, 1}, shape3 = {3}, strides3 = {1};
  aclTensor* members[3] = {
      aclCreateTensor(shape23.data(), 2, ACL_FLOAT, strides23.data(), 0, ACL_FORMAT_ND, shape23.data(), 2, squared.data),
      aclCreateTensor(shape23.data(), 2, ACL_FLOAT, strides23.data(), 0, ACL_FORMAT_ND, shape23.data(), 2, a.data),
      aclCreateTensor(shape3.data(), 1, ACL_FLOAT, strides3.data(), 0, ACL_FORMAT_ND, shape3.data(), 1, row.data)};
  aclTensorList* list = aclCreateTensorList(members, 3);
  ret = aclnnMaxNGetWorkspaceSize(list, peak.tensor, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnMaxNGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  CHECK_RET(Launch(aclnnMaxN, workspaceSize, executor, stream) == ACL_SUCCESS, return 1);
  CHECK_RET(Print("maxn", peak, 6) == ACL_SUCCESS, return 1);

  // out = relu(peak - 0.5 * bias)
  float minusHalf = -0.5f;
  aclScalar* alpha = aclCreateScalar(&minusHalf, ACL_FLOAT);
  ret = aclnnAddReluGetWorkspaceSize(peak.tensor, bias.tensor, alpha, out.tensor, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnAddReluGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  CHECK_RET(Launch(aclnnAddRelu, workspaceSize, executor, stream) == ACL_SUCCESS, return 1);
  CHECK_RET(Print("add_relu", out, 6) == ACL_SUCCESS, return 1);

  aclDestroyScalar(exponent);
  aclDestroyScalar(alpha);
  aclDestroyTensorList(list);
  for (DeviceTensor* t : {&x, &squared, &a, &row, &peak, &bias, &out}) {
    aclDestroyTensor(t->tensor);
    aclrtFree(t->data);
  }
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
