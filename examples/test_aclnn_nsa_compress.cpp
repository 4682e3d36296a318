// Sample: aclnnNsaCompress in the shape of a CANN sample program (build it exactly as you would
// against a CANN toolkit). Two packed sequences of 48 and 32 tokens (actSeqLen = cumulative ends
// {48, 80}), N = 2 heads, D = 16; windows of 32 tokens every 16 tokens give 2 + 1 = 3 compressed
// tokens. input[t][n][e] = t + e/16. Head 0 weights every window position by 1/32 (the window
// mean), head 1 weights the first 16 positions by 1/16. So output[o][0][e] = s + 15.5 + e/16 and
// output[o][1][e] = s + 7.5 + e/16, where s = 0, 16, 48 is the first token of window o.
#include <iostream>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_nsa_compress.h"

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

int64_t GetShapeSize(const std::vector<int64_t>& shape) {
  int64_t shapeSize = 1;
  for (auto i : shape) shapeSize *= i;
  return shapeSize;
}

int Init(int32_t deviceId, aclrtContext* context, aclrtStream* stream) {
  auto ret = aclInit(nullptr);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclInit failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSetDevice(deviceId);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSetDevice failed. ERROR: %d\n", ret); return ret);
  ret = aclrtCreateContext(context, deviceId);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtCreateContext failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSetCurrentContext(*context);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSetCurrentContext failed. ERROR: %d\n", ret); return ret);
  ret = aclrtCreateStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtCreateStream failed. ERROR: %d\n", ret); return ret);
  return 0;
}

template <typename T>
int CreateAclTensor(const std::vector<T>& hostData, const std::vector<int64_t>& shape, void** deviceAddr,
                    aclDataType dataType, aclTensor** tensor) {
  auto size = GetShapeSize(shape) * sizeof(T);
  auto ret = aclrtMalloc(deviceAddr, size, ACL_MEM_MALLOC_HUGE_FIRST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
  ret = aclrtMemcpy(*deviceAddr, size, hostData.data(), size, ACL_MEMCPY_HOST_TO_DEVICE);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
  // Contiguous tensor: a null stride array means row-major strides of the shape.
  *tensor = aclCreateTensor(shape.data(), shape.size(), dataType, nullptr, 0, aclFormat::ACL_FORMAT_ND, shape.data(),
                            shape.size(), *deviceAddr);
  return 0;
}

int main() {
  int32_t deviceId = 0;
  aclrtContext context;
  aclrtStream stream;
  auto ret = Init(deviceId, &context, &stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("Init acl failed. ERROR: %d\n", ret); return ret);

  const int64_t T = 80, N = 2, D = 16, blockSize = 32, stride = 16, M = 3;
  std::vector<int64_t> inputShape = {T, N, D};
  std::vector<int64_t> weightShape = {blockSize, N};
  std::vector<int64_t> outputShape = {M, N, D};
  std::vector<aclFloat16> inputHostData(GetShapeSize(inputShape));
  std::vector<aclFloat16> weightHostData(GetShapeSize(weightShape));
  std::vector<aclFloat16> outputHostData(GetShapeSize(outputShape), 0);
  for (int64_t t = 0; t < T; ++t)
    for (int64_t n = 0; n < N; ++n)
      for (int64_t e = 0; e < D; ++e) inputHostData[(t * N + n) * D + e] = aclFloatToFloat16(t + e / 16.0f);
  for (int64_t j = 0; j < blockSize; ++j) {
    weightHostData[j * N + 0] = aclFloatToFloat16(1.0f / 32);
    weightHostData[j * N + 1] = aclFloatToFloat16(j < 16 ? 1.0f / 16 : 0.0f);
  }
  std::vector<int64_t> actSeqLenData = {48, 80};
  char* layout = const_cast<char*>("TND");

  void* inputDeviceAddr = nullptr;
  void* weightDeviceAddr = nullptr;
  void* outputDeviceAddr = nullptr;
  aclTensor* input = nullptr;
  aclTensor* weight = nullptr;
  aclTensor* output = nullptr;
  ret = CreateAclTensor(inputHostData, inputShape, &inputDeviceAddr, aclDataType::ACL_FLOAT16, &input);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(weightHostData, weightShape, &weightDeviceAddr, aclDataType::ACL_FLOAT16, &weight);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(outputHostData, outputShape, &outputDeviceAddr, aclDataType::ACL_FLOAT16, &output);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  aclIntArray* actSeqLen = aclCreateIntArray(actSeqLenData.data(), actSeqLenData.size());
  CHECK_RET(actSeqLen != nullptr, return ACL_ERROR_FAILURE);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor;
  ret = aclnnNsaCompressGetWorkspaceSize(input, weight, actSeqLen, layout, blockSize, stride, 0, output,
                                         &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnNsaCompressGetWorkspaceSize failed. ERROR: %d\n", ret); return ret);
  void* workspaceAddr = nullptr;
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspaceAddr, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
  }
  ret = aclnnNsaCompress(workspaceAddr, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnNsaCompress failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);

  auto size = GetShapeSize(outputShape);
  std::vector<aclFloat16> resultData(size, 0);
  ret = aclrtMemcpy(resultData.data(), resultData.size() * sizeof(resultData[0]), outputDeviceAddr,
                    size * sizeof(aclFloat16), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return ret);
  for (int64_t i = 0; i < size; i++) LOG_PRINT("result[%ld] is: %f\n", i, aclFloat16ToFloat(resultData[i]));

  aclDestroyTensor(input);
  aclDestroyTensor(weight);
  aclDestroyTensor(output);
  aclDestroyIntArray(actSeqLen);
  aclrtFree(inputDeviceAddr);
  aclrtFree(weightDeviceAddr);
  aclrtFree(outputDeviceAddr);
  if (workspaceSize > 0) aclrtFree(workspaceAddr);
  aclrtDestroyStream(stream);
  aclrtDestroyContext(context);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
