// Sample: AddN in the shape of CANN's AddN samples, on FLOAT tensors: the sum of three feature maps
// given as a tensor list made of the input tensors themselves. As those samples do, it includes
// acl/acl_op.h, and at the end destroys the input tensors and the output first and the list after
// them: every tensor is freed once (the list destroys only what has not been destroyed already).
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "acl/acl_op.h"
#include "aclnn/aclnn_base.h"
#include "aclnnop/aclnn_add_n.h"

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

int main() {
  int32_t deviceId = 0;
  aclrtStream stream;
  auto ret = aclInit(nullptr);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclInit failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSetDevice(deviceId);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSetDevice failed. ERROR: %d\n", ret); return ret);
  ret = aclrtCreateStream(&stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtCreateStream failed. ERROR: %d\n", ret); return ret);

  DeviceTensor a, b, c, out;
  CHECK_RET(Upload({0, 1, 2, 3, 4, 5}, {3, 2}, &a) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload({10, 10, 20, 20, 30, 30}, {3, 2}, &b) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload({-0.5, 0.25, -1, 1, 0.5, -8}, {3, 2}, &c) == ACL_SUCCESS, return 1);
  CHECK_RET(Upload(std::vector<float>(6, 0.0f), {3, 2}, &out) == ACL_SUCCESS, return 1);

  // out = a + b + c
  std::vector<aclTensor*> inputs{a.tensor, b.tensor, c.tensor};
  aclTensorList* list = aclCreateTensorList(inputs.data(), inputs.size());
  CHECK_RET(list != nullptr, LOG_PRINT("aclCreateTensorList failed.\n"); return 1);
  uint64_t workspaceSize = 0;
  aclOpExecutor* executor = nullptr;
  ret = aclnnAddNGetWorkspaceSize(list, out.tensor, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnAddNGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  void* workspace = nullptr;
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("workspace allocation failed. ERROR: %d\n", ret); return ret);
  }
  ret = aclnnAddN(workspace, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnAddN failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);

  std::vector<float> host(6, 0.0f);
  ret = aclrtMemcpy(host.data(), host.size() * sizeof(float), out.data, host.size() * sizeof(float),
                    ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy to host failed. ERROR: %d\n", ret); return ret);
  for (size_t i = 0; i < host.size(); ++i) LOG_PRINT("result[%zu] is: %f\n", i, host[i]);

  // The tensors first, then the list that holds three of them, as CANN's AddN samples do.
  for (DeviceTensor* t : {&a, &b, &c, &out}) {
    ret = aclDestroyTensor(t->tensor);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclDestroyTensor failed. ERROR: %d\n", ret); return ret);
  }
  ret = aclDestroyTensorList(list);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclDestroyTensorList failed. ERROR: %d\n", ret); return ret);
  for (DeviceTensor* t : {&a, &b, &c, &out}) aclrtFree(t->data);
  if (workspace != nullptr) aclrtFree(workspace);
  aclrtDestroyStream(stream);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
