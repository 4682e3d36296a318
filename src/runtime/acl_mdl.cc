// The offline-model interface of acl/acl_mdl.h. It loads and runs models compiled offline for the
// NPU (.om files), which cannot run on a CPU, so no model function is available: each returns what
// CANN's returns for a failure (ACL_ERROR_API_NOT_SUPPORT for a status, NULL for a pointer, 0 for a
// count or size, ACL_FORMAT_UNDEFINED / ACL_DT_UNDEFINED for a format or type) with a message for
// aclGetRecentErrMsg() that points to the aclnn API. Output parameters are left alone, except the
// object pointers of aclmdlCreateAndGetOpDesc, which come back NULL. Destroy functions accept NULL
// (what the creation functions return) and succeed. The dump switches of acl_mdl.h
// (aclmdlInitDump, aclmdlSetDump, aclmdlFinalizeDump) are available: src/runtime/acl_dump.cc.
//
// Every export is a function-try-block (src/core/boundary.h); the ones that only refuse are
// written through ACLNN_MDL_NOT_AVAILABLE, whose expansion is one (tools/check_boundary.py checks
// the macro and counts its uses). Nothing here allocates.
#include <type_traits>

#include "acl/acl_mdl.h"
#include "core/boundary.h"
#include "core/error.h"

namespace {

void NoteNotAvailable(const char* api) noexcept {
  aclnn_cpu::NoteApiNotAvailable(api, "model (aclmdl) API", "that cannot load or run offline models");
}

// What a function returning T gives when it is not available.
template <class T>
T Refusal() noexcept {
  if constexpr (std::is_same<T, aclError>::value) {
    return ACL_ERROR_API_NOT_SUPPORT;
  } else if constexpr (std::is_same<T, aclFormat>::value) {
    return ACL_FORMAT_UNDEFINED;
  } else if constexpr (std::is_same<T, aclDataType>::value) {
    return ACL_DT_UNDEFINED;
  } else {
    static_assert(std::is_pointer<T>::value || std::is_same<T, size_t>::value, "a status, pointer or count");
    return T{};
  }
}

template <class T>
T NotAvailable(const char* api) noexcept {
  NoteNotAvailable(api);
  return Refusal<T>();
}

// The handler of the failure boundary (called from inside a catch handler).
template <class T>
T Failed(const char* api) noexcept {
  if constexpr (std::is_same<T, aclError>::value) {
    return aclnn_cpu::RuntimeFailure(api);
  } else {
    aclnn_cpu::NoteFailure(api);
    return Refusal<T>();
  }
}

// No object of the interface is ever created here: NULL is the only one a program can hold, and
// destroying it succeeds. Anything else is not this library's, and is left alone.
aclError Destroy(const void* object, const char* api) noexcept {
  return object ? NotAvailable<aclError>(api) : ACL_SUCCESS;
}

}  // namespace

// Defines the exported function `name` with return type `ret` and parameter list `params` (in
// parentheses) that is not available, as a function-try-block.
#define ACLNN_MDL_NOT_AVAILABLE(ret, name, params) \
  ret name params try {                            \
    return NotAvailable<ret>(#name);               \
  } catch (...) {                                  \
    return Failed<ret>(#name);                     \
  }

// Defines the exported destroy function `name` of an object of type `type`, as a function-try-block.
#define ACLNN_MDL_DESTROY(name, type)            \
  aclError name(type object) try {              \
    return Destroy(object, #name);              \
  } catch (...) {                               \
    return aclnn_cpu::RuntimeFailure(#name);    \
  }

extern "C" {

// Model descriptions.
ACLNN_MDL_NOT_AVAILABLE(aclmdlDesc*, aclmdlCreateDesc, (void))
ACLNN_MDL_DESTROY(aclmdlDestroyDesc, aclmdlDesc*)
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetDesc, (aclmdlDesc* modelDesc, uint32_t modelId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetDescFromFile, (aclmdlDesc* modelDesc, const char* modelPath))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetDescFromMem, (aclmdlDesc* modelDesc, const void* model, size_t modelSize))
ACLNN_MDL_NOT_AVAILABLE(size_t, aclmdlGetNumInputs, (aclmdlDesc* modelDesc))
ACLNN_MDL_NOT_AVAILABLE(size_t, aclmdlGetNumOutputs, (aclmdlDesc* modelDesc))
ACLNN_MDL_NOT_AVAILABLE(size_t, aclmdlGetInputSizeByIndex, (aclmdlDesc* modelDesc, size_t index))
ACLNN_MDL_NOT_AVAILABLE(size_t, aclmdlGetOutputSizeByIndex, (aclmdlDesc* modelDesc, size_t index))

// Execution configuration handles and datasets.
ACLNN_MDL_NOT_AVAILABLE(aclmdlExecConfigHandle*, aclmdlCreateExecConfigHandle, (void))
ACLNN_MDL_DESTROY(aclmdlDestroyExecConfigHandle, const aclmdlExecConfigHandle*)
ACLNN_MDL_NOT_AVAILABLE(aclmdlDataset*, aclmdlCreateDataset, (void))
ACLNN_MDL_DESTROY(aclmdlDestroyDataset, const aclmdlDataset*)
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlAddDatasetBuffer, (aclmdlDataset* dataset, aclDataBuffer* dataBuffer))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetDatasetTensorDesc,
                        (aclmdlDataset* dataset, aclTensorDesc* tensorDesc, size_t index))
ACLNN_MDL_NOT_AVAILABLE(aclTensorDesc*, aclmdlGetDatasetTensorDesc, (const aclmdlDataset* dataset, size_t index))
ACLNN_MDL_NOT_AVAILABLE(size_t, aclmdlGetDatasetNumBuffers, (const aclmdlDataset* dataset))
ACLNN_MDL_NOT_AVAILABLE(aclDataBuffer*, aclmdlGetDatasetBuffer, (const aclmdlDataset* dataset, size_t index))

// Loading and unloading.
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlLoadFromFile, (const char* modelPath, uint32_t* modelId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlLoadFromMem, (const void* model, size_t modelSize, uint32_t* modelId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlLoadFromFileWithMem,
                        (const char* modelPath, uint32_t* modelId, void* workPtr, size_t workSize, void* weightPtr,
                         size_t weightSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlLoadFromMemWithMem,
                        (const void* model, size_t modelSize, uint32_t* modelId, void* workPtr, size_t workSize,
                         void* weightPtr, size_t weightSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlLoadFromFileWithQ,
                        (const char* modelPath, uint32_t* modelId, const uint32_t* inputQ, size_t inputQNum,
                         const uint32_t* outputQ, size_t outputQNum))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlLoadFromMemWithQ,
                        (const void* model, size_t modelSize, uint32_t* modelId, const uint32_t* inputQ,
                         size_t inputQNum, const uint32_t* outputQ, size_t outputQNum))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlLoadWithConfig, (const aclmdlConfigHandle* handle, uint32_t* modelId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlLoadFromModel,
                        (const aclmdlModel* model, const aclmdlConfigHandle* handle, uint32_t* modelId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlUnload, (uint32_t modelId))

// Bundles.
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleLoadFromFile, (const char* modelPath, uint32_t* bundleId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleLoadFromMem, (const void* model, size_t modelSize, uint32_t* bundleId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleUnload, (uint32_t bundleId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleGetModelNum, (uint32_t bundleId, size_t* modelNum))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleGetModelId, (uint32_t bundleId, size_t index, uint32_t* modelId))
ACLNN_MDL_NOT_AVAILABLE(aclmdlBundleQueryInfo*, aclmdlBundleCreateQueryInfo, (void))
ACLNN_MDL_DESTROY(aclmdlBundleDestroyQueryInfo, aclmdlBundleQueryInfo*)
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleQueryInfoFromFile,
                        (const char* fileName, aclmdlBundleQueryInfo* queryInfo))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleQueryInfoFromMem,
                        (const void* model, size_t modelSize, aclmdlBundleQueryInfo* queryInfo))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleGetQueryModelNum,
                        (const aclmdlBundleQueryInfo* queryInfo, size_t* modelNum))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleGetVarWeightSize,
                        (const aclmdlBundleQueryInfo* queryInfo, size_t* variableWeightSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleGetSize,
                        (const aclmdlBundleQueryInfo* queryInfo, size_t index, size_t* workSize,
                         size_t* constWeightSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleInitFromFile,
                        (const char* modelPath, void* varWeightPtr, size_t varWeightSize, uint32_t* bundleId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleInitFromMem,
                        (const void* model, size_t modelSize, void* varWeightPtr, size_t varWeightSize,
                         uint32_t* bundleId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleLoadModel, (uint32_t bundleId, size_t index, uint32_t* modelId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleLoadModelWithMem,
                        (uint32_t bundleId, size_t index, void* workPtr, size_t workSize, void* weightPtr,
                         size_t weightSize, uint32_t* modelId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleLoadModelWithConfig,
                        (uint32_t bundleId, size_t index, aclmdlConfigHandle* handle, uint32_t* modelId))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlBundleUnloadModel, (uint32_t bundleId, uint32_t modelId))

// Execution and model attributes.
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlExecute, (uint32_t modelId, const aclmdlDataset* input, aclmdlDataset* output))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlExecuteV2,
                        (uint32_t modelId, const aclmdlDataset* input, aclmdlDataset* output, aclrtStream stream,
                         const aclmdlExecConfigHandle* handle))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlExecuteAsync,
                        (uint32_t modelId, const aclmdlDataset* input, aclmdlDataset* output, aclrtStream stream))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlExecuteAsyncV2,
                        (uint32_t modelId, const aclmdlDataset* input, aclmdlDataset* output, aclrtStream stream,
                         const aclmdlExecConfigHandle* handle))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAttribute,
                        (uint32_t modelId, aclmdlAttr attr, aclmdlAttrValue_t* attrValue))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetAttribute,
                        (uint32_t modelId, aclmdlAttr attr, aclmdlAttrValue_t* attrValue))

// Memory queries.
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlQuerySize, (const char* fileName, size_t* workSize, size_t* weightSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlQueryWorkspaceSize,
                        (const char* fileName, size_t memOptimizeMode, size_t* workSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlQueryExeOMDesc, (const char* fileName, aclmdlExeOMDesc* mdlPartitionSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlQuerySizeFromMem,
                        (const void* model, size_t modelSize, size_t* workSize, size_t* weightSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlQueryWorkspaceSizeFromMem,
                        (const void* model, size_t modelSize, size_t memOptimizeMode, size_t* workSize))

// Dynamic shapes and tensor information.
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetDynamicBatchSize,
                        (uint32_t modelId, aclmdlDataset* dataset, size_t index, uint64_t batchSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetDynamicHWSize,
                        (uint32_t modelId, aclmdlDataset* dataset, size_t index, uint64_t height, uint64_t width))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetInputDynamicDims,
                        (uint32_t modelId, aclmdlDataset* dataset, size_t index, const aclmdlIODims* dims))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetInputDims, (const aclmdlDesc* modelDesc, size_t index, aclmdlIODims* dims))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetInputDimsV2,
                        (const aclmdlDesc* modelDesc, size_t index, aclmdlIODims* dims))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetInputDimsRange,
                        (const aclmdlDesc* modelDesc, size_t index, aclmdlIODimsRange* dimsRange))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetOutputDims, (const aclmdlDesc* modelDesc, size_t index, aclmdlIODims* dims))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetCurOutputDims,
                        (const aclmdlDesc* modelDesc, size_t index, aclmdlIODims* dims))
ACLNN_MDL_NOT_AVAILABLE(const char*, aclmdlGetOpAttr, (aclmdlDesc* modelDesc, const char* opName, const char* attr))
ACLNN_MDL_NOT_AVAILABLE(const char*, aclmdlGetInputNameByIndex, (const aclmdlDesc* modelDesc, size_t index))
ACLNN_MDL_NOT_AVAILABLE(const char*, aclmdlGetOutputNameByIndex, (const aclmdlDesc* modelDesc, size_t index))
ACLNN_MDL_NOT_AVAILABLE(aclFormat, aclmdlGetInputFormat, (const aclmdlDesc* modelDesc, size_t index))
ACLNN_MDL_NOT_AVAILABLE(aclFormat, aclmdlGetOutputFormat, (const aclmdlDesc* modelDesc, size_t index))
ACLNN_MDL_NOT_AVAILABLE(aclDataType, aclmdlGetInputDataType, (const aclmdlDesc* modelDesc, size_t index))
ACLNN_MDL_NOT_AVAILABLE(aclDataType, aclmdlGetOutputDataType, (const aclmdlDesc* modelDesc, size_t index))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetInputIndexByName,
                        (const aclmdlDesc* modelDesc, const char* name, size_t* index))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetOutputIndexByName,
                        (const aclmdlDesc* modelDesc, const char* name, size_t* index))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetDynamicBatch, (const aclmdlDesc* modelDesc, aclmdlBatch* batch))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetDynamicHW, (const aclmdlDesc* modelDesc, size_t index, aclmdlHW* hw))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetInputDynamicGearCount,
                        (const aclmdlDesc* modelDesc, size_t index, size_t* gearCount))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetInputDynamicDims,
                        (const aclmdlDesc* modelDesc, size_t index, aclmdlIODims* dims, size_t gearCount))
ACLNN_MDL_NOT_AVAILABLE(const char*, aclmdlGetTensorRealName, (const aclmdlDesc* modelDesc, const char* name))

// AIPP.
ACLNN_MDL_NOT_AVAILABLE(aclmdlAIPP*, aclmdlCreateAIPP, (uint64_t batchSize))
ACLNN_MDL_DESTROY(aclmdlDestroyAIPP, const aclmdlAIPP*)
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetAippDataSize, (uint64_t batchSize, size_t* size))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPInputFormat, (aclmdlAIPP* aippParmsSet, aclAippInputFormat inputFormat))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPCscParams,
                        (aclmdlAIPP* aippParmsSet, int8_t cscSwitch, int16_t cscMatrixR0C0, int16_t cscMatrixR0C1,
                         int16_t cscMatrixR0C2, int16_t cscMatrixR1C0, int16_t cscMatrixR1C1, int16_t cscMatrixR1C2,
                         int16_t cscMatrixR2C0, int16_t cscMatrixR2C1, int16_t cscMatrixR2C2,
                         uint8_t cscOutputBiasR0, uint8_t cscOutputBiasR1, uint8_t cscOutputBiasR2,
                         uint8_t cscInputBiasR0, uint8_t cscInputBiasR1, uint8_t cscInputBiasR2))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPRbuvSwapSwitch, (aclmdlAIPP* aippParmsSet, int8_t rbuvSwapSwitch))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPAxSwapSwitch, (aclmdlAIPP* aippParmsSet, int8_t axSwapSwitch))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPSrcImageSize,
                        (aclmdlAIPP* aippParmsSet, int32_t srcImageSizeW, int32_t srcImageSizeH))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPScfParams,
                        (aclmdlAIPP* aippParmsSet, int8_t scfSwitch, int32_t scfInputSizeW, int32_t scfInputSizeH,
                         int32_t scfOutputSizeW, int32_t scfOutputSizeH, uint64_t batchIndex))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPCropParams,
                        (aclmdlAIPP* aippParmsSet, int8_t cropSwitch, int32_t cropStartPosW, int32_t cropStartPosH,
                         int32_t cropSizeW, int32_t cropSizeH, uint64_t batchIndex))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPPaddingParams,
                        (aclmdlAIPP* aippParmsSet, int8_t paddingSwitch, int32_t paddingSizeTop,
                         int32_t paddingSizeBottom, int32_t paddingSizeLeft, int32_t paddingSizeRight,
                         uint64_t batchIndex))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPDtcPixelMean,
                        (aclmdlAIPP* aippParmsSet, int16_t dtcPixelMeanChn0, int16_t dtcPixelMeanChn1,
                         int16_t dtcPixelMeanChn2, int16_t dtcPixelMeanChn3, uint64_t batchIndex))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPDtcPixelMin,
                        (aclmdlAIPP* aippParmsSet, float dtcPixelMinChn0, float dtcPixelMinChn1,
                         float dtcPixelMinChn2, float dtcPixelMinChn3, uint64_t batchIndex))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPPixelVarReci,
                        (aclmdlAIPP* aippParmsSet, float dtcPixelVarReciChn0, float dtcPixelVarReciChn1,
                         float dtcPixelVarReciChn2, float dtcPixelVarReciChn3, uint64_t batchIndex))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetInputAIPP,
                        (uint32_t modelId, aclmdlDataset* dataset, size_t index, const aclmdlAIPP* aippParmsSet))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetAIPPByInputIndex,
                        (uint32_t modelId, aclmdlDataset* dataset, size_t index, const aclmdlAIPP* aippParmsSet))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetAippType,
                        (uint32_t modelId, size_t index, aclmdlInputAippType* type, size_t* dynamicAttachedDataIndex))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlGetFirstAippInfo, (uint32_t modelId, size_t index, aclAippInfo* aippInfo))

// Operator descriptions of a failed task: the descriptions it would create come back NULL.
aclError aclmdlCreateAndGetOpDesc(uint32_t deviceId, uint32_t streamId, uint32_t taskId, char* opName,
                                  size_t opNameLen, aclTensorDesc** inputDesc, size_t* numInputs,
                                  aclTensorDesc** outputDesc, size_t* numOutputs) try {
  if (inputDesc) *inputDesc = nullptr;
  if (outputDesc) *outputDesc = nullptr;
  if (numInputs) *numInputs = 0;
  if (numOutputs) *numOutputs = 0;
  return NotAvailable<aclError>("aclmdlCreateAndGetOpDesc");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclmdlCreateAndGetOpDesc");
}

// Load configuration handles.
ACLNN_MDL_NOT_AVAILABLE(aclmdlConfigHandle*, aclmdlCreateConfigHandle, (void))
ACLNN_MDL_DESTROY(aclmdlDestroyConfigHandle, aclmdlConfigHandle*)
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetConfigOpt,
                        (aclmdlConfigHandle* handle, aclmdlConfigAttr attr, const void* attrValue, size_t valueSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetExecConfigOpt,
                        (aclmdlExecConfigHandle* handle, aclmdlExecConfigAttr attr, const void* attrValue,
                         size_t valueSize))
ACLNN_MDL_NOT_AVAILABLE(aclError, aclmdlSetExternalWeightAddress,
                        (aclmdlConfigHandle* handle, const char* weightFileName, void* devPtr, size_t size))

// Recovery of collective-communication tasks (no HCCL on a CPU).
ACLNN_MDL_NOT_AVAILABLE(aclError, aclRecoverAllHcclTasks, (int32_t deviceId))

}  // extern "C"
