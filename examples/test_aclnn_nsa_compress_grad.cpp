// Sample: aclnnNsaCompressGrad in the shape of a CANN sample program (build it exactly as you
// would against a CANN toolkit). actSeqLen {0, 48, 80} (cumulative ends; the leading 0 is an empty
// batch) packs sequences of 48 and 32 tokens; N = 2 heads, D = 16; windows of 32 tokens every 16
// tokens start at tokens s = 0, 16 (first sequence) and 48 (second): M = 3.
// Data (fp16, exact): outputGrad[o][n][e] = o + 1, input[t][n][e] = (n + 1) * t / 16,
// weight[j][n] = (n + 1) * (j + 1) / 8. Then
//   weightGrad[j][n] = sum over windows o and e of outputGrad * input[s_o + j] = (n + 1) * (6j + 176)
//   inputGrad[t][n][e] = sum over the windows covering t of weight[t - s_o][n] * (o + 1):
//     t 0..15: (n+1)(t+1)/8;  t 16..31: (n+1)(3t-29)/8;  t 32..47: (n+1)(t-15)/4;  t 48..79: 3(n+1)(t-47)/8.
// The program prints inputGrad[t][n][0] for every token and head (all e are equal) and weightGrad.
#include <iostream>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_nsa_compress_grad.h"

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
  std::vector<int64_t> outputGradShape = {M, N, D};
  std::vector<int64_t> inputShape = {T, N, D};
  std::vector<int64_t> weightShape = {blockSize, N};
  std::vector<aclFloat16> outputGradHostData(GetShapeSize(outputGradShape));
  std::vector<aclFloat16> inputHostData(GetShapeSize(inputShape));
  std::vector<aclFloat16> weightHostData(GetShapeSize(weightShape));
  std::vector<aclFloat16> inputGradHostData(GetShapeSize(inputShape), 0);
  std::vector<aclFloat16> weightGradHostData(GetShapeSize(weightShape), 0);
  for (int64_t o = 0; o < M; ++o)
    for (int64_t i = 0; i < N * D; ++i) outputGradHostData[o * N * D + i] = aclFloatToFloat16(o + 1.0f);
  for (int64_t t = 0; t < T; ++t)
    for (int64_t n = 0; n < N; ++n)
      for (int64_t e = 0; e < D; ++e) inputHostData[(t * N + n) * D + e] = aclFloatToFloat16((n + 1) * t / 16.0f);
  for (int64_t j = 0; j < blockSize; ++j)
    for (int64_t n = 0; n < N; ++n) weightHostData[j * N + n] = aclFloatToFloat16((n + 1) * (j + 1) / 8.0f);
  std::vector<int64_t> actSeqLenData = {0, 48, 80};
  char* layout = const_cast<char*>("TND");

  void* outputGradDeviceAddr = nullptr;
  void* inputDeviceAddr = nullptr;
  void* weightDeviceAddr = nullptr;
  void* inputGradDeviceAddr = nullptr;
  void* weightGradDeviceAddr = nullptr;
  aclTensor* outputGrad = nullptr;
  aclTensor* input = nullptr;
  aclTensor* weight = nullptr;
  aclTensor* inputGrad = nullptr;
  aclTensor* weightGrad = nullptr;
  ret = CreateAclTensor(outputGradHostData, outputGradShape, &outputGradDeviceAddr, aclDataType::ACL_FLOAT16,
                        &outputGrad);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(inputHostData, inputShape, &inputDeviceAddr, aclDataType::ACL_FLOAT16, &input);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(weightHostData, weightShape, &weightDeviceAddr, aclDataType::ACL_FLOAT16, &weight);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(inputGradHostData, inputShape, &inputGradDeviceAddr, aclDataType::ACL_FLOAT16, &inputGrad);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  ret = CreateAclTensor(weightGradHostData, weightShape, &weightGradDeviceAddr, aclDataType::ACL_FLOAT16,
                        &weightGrad);
  CHECK_RET(ret == ACL_SUCCESS, return ret);
  aclIntArray* actSeqLen = aclCreateIntArray(actSeqLenData.data(), actSeqLenData.size());
  CHECK_RET(actSeqLen != nullptr, return ACL_ERROR_FAILURE);

  uint64_t workspaceSize = 0;
  aclOpExecutor* executor;
  ret = aclnnNsaCompressGradGetWorkspaceSize(outputGrad, input, weight, actSeqLen, blockSize, stride, 0, layout,
                                             inputGrad, weightGrad, &workspaceSize, &executor);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnNsaCompressGradGetWorkspaceSize failed. ERROR: %d\n", ret);
            return ret);
  void* workspaceAddr = nullptr;
  if (workspaceSize > 0) {
    ret = aclrtMalloc(&workspaceAddr, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return ret);
  }
  ret = aclnnNsaCompressGrad(workspaceAddr, workspaceSize, executor, stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnNsaCompressGrad failed. ERROR: %d\n", ret); return ret);
  ret = aclrtSynchronizeStream(stream);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d\n", ret); return ret);

  auto inputGradSize = GetShapeSize(inputShape);
  std::vector<aclFloat16> inputGradResult(inputGradSize, 0);
  ret = aclrtMemcpy(inputGradResult.data(), inputGradResult.size() * sizeof(aclFloat16), inputGradDeviceAddr,
                    inputGradSize * sizeof(aclFloat16), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy inputGrad from device to host failed. ERROR: %d\n", ret);
            return ret);
  for (int64_t i = 0; i < inputGradSize; i += D)
    LOG_PRINT("inputGrad result[%ld] is: %f\n", i, aclFloat16ToFloat(inputGradResult[i]));
  auto weightGradSize = GetShapeSize(weightShape);
  std::vector<aclFloat16> weightGradResult(weightGradSize, 0);
  ret = aclrtMemcpy(weightGradResult.data(), weightGradResult.size() * sizeof(aclFloat16), weightGradDeviceAddr,
                    weightGradSize * sizeof(aclFloat16), ACL_MEMCPY_DEVICE_TO_HOST);
  CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy weightGrad from device to host failed. ERROR: %d\n", ret);
            return ret);
  for (int64_t i = 0; i < weightGradSize; i++)
    LOG_PRINT("weightGrad result[%ld] is: %f\n", i, aclFloat16ToFloat(weightGradResult[i]));

  aclDestroyTensor(outputGrad);
  aclDestroyTensor(input);
  aclDestroyTensor(weight);
  aclDestroyTensor(inputGrad);
  aclDestroyTensor(weightGrad);
  aclDestroyIntArray(actSeqLen);
  aclrtFree(outputGradDeviceAddr);
  aclrtFree(inputDeviceAddr);
  aclrtFree(weightDeviceAddr);
  aclrtFree(inputGradDeviceAddr);
  aclrtFree(weightGradDeviceAddr);
  if (workspaceSize > 0) aclrtFree(workspaceAddr);
  aclrtDestroyStream(stream);
  aclrtDestroyContext(context);
  aclrtResetDevice(deviceId);
  aclFinalize();
  return 0;
}
