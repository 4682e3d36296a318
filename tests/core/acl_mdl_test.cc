// acl/acl_mdl.h, the offline-model interface: declared with CANN's signatures, exported, and not
// available on a CPU. Every model function returns ACL_ERROR_API_NOT_SUPPORT (a pointer getter
// NULL, a count 0, a format or type UNDEFINED) with a message naming itself and the aclnn API;
// destroy functions accept NULL. The dump switches (aclmdlInitDump / aclmdlSetDump /
// aclmdlFinalizeDump) and acl/acl_dump.h are tested in acl_dump_test.cc.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>

#include "acl/acl.h"
#include "acl/acl_mdl.h"

namespace {

// The signatures of CANN's acl_mdl.h (a mismatch is a compile error here).
#define ACLMDL_SIGNATURE(fn, type) static_assert(std::is_same<decltype(&fn), type>::value, #fn " signature")
using Desc = aclmdlDesc*;
using CDesc = const aclmdlDesc*;
using Set = aclmdlDataset*;
using CSet = const aclmdlDataset*;
using Aipp = aclmdlAIPP*;
using Info = aclmdlBundleQueryInfo*;
using CInfo = const aclmdlBundleQueryInfo*;
ACLMDL_SIGNATURE(aclmdlCreateDesc, Desc (*)());
ACLMDL_SIGNATURE(aclmdlDestroyDesc, aclError (*)(Desc));
ACLMDL_SIGNATURE(aclmdlGetDesc, aclError (*)(Desc, uint32_t));
ACLMDL_SIGNATURE(aclmdlGetDescFromFile, aclError (*)(Desc, const char*));
ACLMDL_SIGNATURE(aclmdlGetDescFromMem, aclError (*)(Desc, const void*, size_t));
ACLMDL_SIGNATURE(aclmdlGetNumInputs, size_t (*)(Desc));
ACLMDL_SIGNATURE(aclmdlGetNumOutputs, size_t (*)(Desc));
ACLMDL_SIGNATURE(aclmdlGetInputSizeByIndex, size_t (*)(Desc, size_t));
ACLMDL_SIGNATURE(aclmdlGetOutputSizeByIndex, size_t (*)(Desc, size_t));
ACLMDL_SIGNATURE(aclmdlCreateExecConfigHandle, aclmdlExecConfigHandle* (*)());
ACLMDL_SIGNATURE(aclmdlDestroyExecConfigHandle, aclError (*)(const aclmdlExecConfigHandle*));
ACLMDL_SIGNATURE(aclmdlCreateDataset, Set (*)());
ACLMDL_SIGNATURE(aclmdlDestroyDataset, aclError (*)(CSet));
ACLMDL_SIGNATURE(aclmdlAddDatasetBuffer, aclError (*)(Set, aclDataBuffer*));
ACLMDL_SIGNATURE(aclmdlSetDatasetTensorDesc, aclError (*)(Set, aclTensorDesc*, size_t));
ACLMDL_SIGNATURE(aclmdlGetDatasetTensorDesc, aclTensorDesc* (*)(CSet, size_t));
ACLMDL_SIGNATURE(aclmdlGetDatasetNumBuffers, size_t (*)(CSet));
ACLMDL_SIGNATURE(aclmdlGetDatasetBuffer, aclDataBuffer* (*)(CSet, size_t));
ACLMDL_SIGNATURE(aclmdlLoadFromFile, aclError (*)(const char*, uint32_t*));
ACLMDL_SIGNATURE(aclmdlLoadFromMem, aclError (*)(const void*, size_t, uint32_t*));
ACLMDL_SIGNATURE(aclmdlLoadFromFileWithMem, aclError (*)(const char*, uint32_t*, void*, size_t, void*, size_t));
ACLMDL_SIGNATURE(aclmdlLoadFromMemWithMem, aclError (*)(const void*, size_t, uint32_t*, void*, size_t, void*, size_t));
ACLMDL_SIGNATURE(aclmdlLoadFromFileWithQ,
                 aclError (*)(const char*, uint32_t*, const uint32_t*, size_t, const uint32_t*, size_t));
ACLMDL_SIGNATURE(aclmdlLoadFromMemWithQ,
                 aclError (*)(const void*, size_t, uint32_t*, const uint32_t*, size_t, const uint32_t*, size_t));
ACLMDL_SIGNATURE(aclmdlLoadWithConfig, aclError (*)(const aclmdlConfigHandle*, uint32_t*));
ACLMDL_SIGNATURE(aclmdlLoadFromModel, aclError (*)(const aclmdlModel*, const aclmdlConfigHandle*, uint32_t*));
ACLMDL_SIGNATURE(aclmdlUnload, aclError (*)(uint32_t));
ACLMDL_SIGNATURE(aclmdlBundleLoadFromFile, aclError (*)(const char*, uint32_t*));
ACLMDL_SIGNATURE(aclmdlBundleLoadFromMem, aclError (*)(const void*, size_t, uint32_t*));
ACLMDL_SIGNATURE(aclmdlBundleUnload, aclError (*)(uint32_t));
ACLMDL_SIGNATURE(aclmdlBundleGetModelNum, aclError (*)(uint32_t, size_t*));
ACLMDL_SIGNATURE(aclmdlBundleGetModelId, aclError (*)(uint32_t, size_t, uint32_t*));
ACLMDL_SIGNATURE(aclmdlBundleCreateQueryInfo, Info (*)());
ACLMDL_SIGNATURE(aclmdlBundleDestroyQueryInfo, aclError (*)(Info));
ACLMDL_SIGNATURE(aclmdlBundleQueryInfoFromFile, aclError (*)(const char*, Info));
ACLMDL_SIGNATURE(aclmdlBundleQueryInfoFromMem, aclError (*)(const void*, size_t, Info));
ACLMDL_SIGNATURE(aclmdlBundleGetQueryModelNum, aclError (*)(CInfo, size_t*));
ACLMDL_SIGNATURE(aclmdlBundleGetVarWeightSize, aclError (*)(CInfo, size_t*));
ACLMDL_SIGNATURE(aclmdlBundleGetSize, aclError (*)(CInfo, size_t, size_t*, size_t*));
ACLMDL_SIGNATURE(aclmdlBundleInitFromFile, aclError (*)(const char*, void*, size_t, uint32_t*));
ACLMDL_SIGNATURE(aclmdlBundleInitFromMem, aclError (*)(const void*, size_t, void*, size_t, uint32_t*));
ACLMDL_SIGNATURE(aclmdlBundleLoadModel, aclError (*)(uint32_t, size_t, uint32_t*));
ACLMDL_SIGNATURE(aclmdlBundleLoadModelWithMem, aclError (*)(uint32_t, size_t, void*, size_t, void*, size_t, uint32_t*));
ACLMDL_SIGNATURE(aclmdlBundleLoadModelWithConfig, aclError (*)(uint32_t, size_t, aclmdlConfigHandle*, uint32_t*));
ACLMDL_SIGNATURE(aclmdlBundleUnloadModel, aclError (*)(uint32_t, uint32_t));
ACLMDL_SIGNATURE(aclmdlExecute, aclError (*)(uint32_t, CSet, Set));
ACLMDL_SIGNATURE(aclmdlExecuteV2, aclError (*)(uint32_t, CSet, Set, aclrtStream, const aclmdlExecConfigHandle*));
ACLMDL_SIGNATURE(aclmdlExecuteAsync, aclError (*)(uint32_t, CSet, Set, aclrtStream));
ACLMDL_SIGNATURE(aclmdlExecuteAsyncV2, aclError (*)(uint32_t, CSet, Set, aclrtStream, const aclmdlExecConfigHandle*));
ACLMDL_SIGNATURE(aclmdlSetAttribute, aclError (*)(uint32_t, aclmdlAttr, aclmdlAttrValue_t*));
ACLMDL_SIGNATURE(aclmdlGetAttribute, aclError (*)(uint32_t, aclmdlAttr, aclmdlAttrValue_t*));
ACLMDL_SIGNATURE(aclmdlQuerySize, aclError (*)(const char*, size_t*, size_t*));
ACLMDL_SIGNATURE(aclmdlQueryWorkspaceSize, aclError (*)(const char*, size_t, size_t*));
ACLMDL_SIGNATURE(aclmdlQueryExeOMDesc, aclError (*)(const char*, aclmdlExeOMDesc*));
ACLMDL_SIGNATURE(aclmdlQuerySizeFromMem, aclError (*)(const void*, size_t, size_t*, size_t*));
ACLMDL_SIGNATURE(aclmdlQueryWorkspaceSizeFromMem, aclError (*)(const void*, size_t, size_t, size_t*));
ACLMDL_SIGNATURE(aclmdlSetDynamicBatchSize, aclError (*)(uint32_t, Set, size_t, uint64_t));
ACLMDL_SIGNATURE(aclmdlSetDynamicHWSize, aclError (*)(uint32_t, Set, size_t, uint64_t, uint64_t));
ACLMDL_SIGNATURE(aclmdlSetInputDynamicDims, aclError (*)(uint32_t, Set, size_t, const aclmdlIODims*));
ACLMDL_SIGNATURE(aclmdlGetInputDims, aclError (*)(CDesc, size_t, aclmdlIODims*));
ACLMDL_SIGNATURE(aclmdlGetInputDimsV2, aclError (*)(CDesc, size_t, aclmdlIODims*));
ACLMDL_SIGNATURE(aclmdlGetInputDimsRange, aclError (*)(CDesc, size_t, aclmdlIODimsRange*));
ACLMDL_SIGNATURE(aclmdlGetOutputDims, aclError (*)(CDesc, size_t, aclmdlIODims*));
ACLMDL_SIGNATURE(aclmdlGetCurOutputDims, aclError (*)(CDesc, size_t, aclmdlIODims*));
ACLMDL_SIGNATURE(aclmdlGetOpAttr, const char* (*)(Desc, const char*, const char*));
ACLMDL_SIGNATURE(aclmdlGetInputNameByIndex, const char* (*)(CDesc, size_t));
ACLMDL_SIGNATURE(aclmdlGetOutputNameByIndex, const char* (*)(CDesc, size_t));
ACLMDL_SIGNATURE(aclmdlGetInputFormat, aclFormat (*)(CDesc, size_t));
ACLMDL_SIGNATURE(aclmdlGetOutputFormat, aclFormat (*)(CDesc, size_t));
ACLMDL_SIGNATURE(aclmdlGetInputDataType, aclDataType (*)(CDesc, size_t));
ACLMDL_SIGNATURE(aclmdlGetOutputDataType, aclDataType (*)(CDesc, size_t));
ACLMDL_SIGNATURE(aclmdlGetInputIndexByName, aclError (*)(CDesc, const char*, size_t*));
ACLMDL_SIGNATURE(aclmdlGetOutputIndexByName, aclError (*)(CDesc, const char*, size_t*));
ACLMDL_SIGNATURE(aclmdlGetDynamicBatch, aclError (*)(CDesc, aclmdlBatch*));
ACLMDL_SIGNATURE(aclmdlGetDynamicHW, aclError (*)(CDesc, size_t, aclmdlHW*));
ACLMDL_SIGNATURE(aclmdlGetInputDynamicGearCount, aclError (*)(CDesc, size_t, size_t*));
ACLMDL_SIGNATURE(aclmdlGetInputDynamicDims, aclError (*)(CDesc, size_t, aclmdlIODims*, size_t));
ACLMDL_SIGNATURE(aclmdlGetTensorRealName, const char* (*)(CDesc, const char*));
ACLMDL_SIGNATURE(aclmdlCreateAIPP, Aipp (*)(uint64_t));
ACLMDL_SIGNATURE(aclmdlDestroyAIPP, aclError (*)(const aclmdlAIPP*));
ACLMDL_SIGNATURE(aclmdlGetAippDataSize, aclError (*)(uint64_t, size_t*));
ACLMDL_SIGNATURE(aclmdlSetAIPPInputFormat, aclError (*)(Aipp, aclAippInputFormat));
ACLMDL_SIGNATURE(aclmdlSetAIPPCscParams,
                 aclError (*)(Aipp, int8_t, int16_t, int16_t, int16_t, int16_t, int16_t, int16_t, int16_t, int16_t,
                              int16_t, uint8_t, uint8_t, uint8_t, uint8_t, uint8_t, uint8_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPRbuvSwapSwitch, aclError (*)(Aipp, int8_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPAxSwapSwitch, aclError (*)(Aipp, int8_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPSrcImageSize, aclError (*)(Aipp, int32_t, int32_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPScfParams, aclError (*)(Aipp, int8_t, int32_t, int32_t, int32_t, int32_t, uint64_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPCropParams, aclError (*)(Aipp, int8_t, int32_t, int32_t, int32_t, int32_t, uint64_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPPaddingParams, aclError (*)(Aipp, int8_t, int32_t, int32_t, int32_t, int32_t, uint64_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPDtcPixelMean, aclError (*)(Aipp, int16_t, int16_t, int16_t, int16_t, uint64_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPDtcPixelMin, aclError (*)(Aipp, float, float, float, float, uint64_t));
ACLMDL_SIGNATURE(aclmdlSetAIPPPixelVarReci, aclError (*)(Aipp, float, float, float, float, uint64_t));
ACLMDL_SIGNATURE(aclmdlSetInputAIPP, aclError (*)(uint32_t, Set, size_t, const aclmdlAIPP*));
ACLMDL_SIGNATURE(aclmdlSetAIPPByInputIndex, aclError (*)(uint32_t, Set, size_t, const aclmdlAIPP*));
ACLMDL_SIGNATURE(aclmdlGetAippType, aclError (*)(uint32_t, size_t, aclmdlInputAippType*, size_t*));
ACLMDL_SIGNATURE(aclmdlGetFirstAippInfo, aclError (*)(uint32_t, size_t, aclAippInfo*));
ACLMDL_SIGNATURE(aclmdlCreateAndGetOpDesc, aclError (*)(uint32_t, uint32_t, uint32_t, char*, size_t, aclTensorDesc**,
                                                        size_t*, aclTensorDesc**, size_t*));
ACLMDL_SIGNATURE(aclmdlCreateConfigHandle, aclmdlConfigHandle* (*)());
ACLMDL_SIGNATURE(aclmdlDestroyConfigHandle, aclError (*)(aclmdlConfigHandle*));
ACLMDL_SIGNATURE(aclmdlSetConfigOpt, aclError (*)(aclmdlConfigHandle*, aclmdlConfigAttr, const void*, size_t));
ACLMDL_SIGNATURE(aclmdlSetExecConfigOpt, aclError (*)(aclmdlExecConfigHandle*, aclmdlExecConfigAttr, const void*, size_t));
ACLMDL_SIGNATURE(aclmdlSetExternalWeightAddress, aclError (*)(aclmdlConfigHandle*, const char*, void*, size_t));
ACLMDL_SIGNATURE(aclRecoverAllHcclTasks, aclError (*)(int32_t));
ACLMDL_SIGNATURE(aclmdlInitDump, aclError (*)());
ACLMDL_SIGNATURE(aclmdlSetDump, aclError (*)(const char*));
ACLMDL_SIGNATURE(aclmdlFinalizeDump, aclError (*)());
#undef ACLMDL_SIGNATURE

// Types, enumerations and constants as CANN defines them.
static_assert(std::is_same<aclmdlModel, void*>::value, "aclmdlModel");
static_assert(sizeof(aclmdlIODims) == 128 + sizeof(size_t) + 128 * sizeof(int64_t), "aclmdlIODims layout");
static_assert(sizeof(aclmdlIODimsRange) == sizeof(size_t) + 128 * 2 * sizeof(int64_t), "aclmdlIODimsRange layout");
static_assert(sizeof(aclmdlBatch) == sizeof(size_t) + 128 * sizeof(uint64_t), "aclmdlBatch layout");
static_assert(sizeof(aclmdlHW) == sizeof(size_t) + 128 * 2 * sizeof(uint64_t), "aclmdlHW layout");
static_assert(sizeof(aclmdlExeOMDesc) == 16 * sizeof(size_t), "aclmdlExeOMDesc layout");
static_assert(sizeof(aclmdlAttrValue_t) == 32, "aclmdlAttrValue_t layout");
static_assert(offsetof(aclAippInfo, outDims) + sizeof(aclAippDims) * ACL_MAX_SHAPE_COUNT ==
                  offsetof(aclAippInfo, aippExtend),
              "aclAippInfo layout");
static_assert(ACL_YUV420SP_U8 == 1 && ACL_RAW24 == 14 && ACL_AIPP_RESERVED == 0xFFFF, "aclAippInputFormat");
static_assert(ACL_MDL_PRIORITY_INT32 == 0 && ACL_MDL_FIFO_SIZET == 27 && ACL_MDL_WITHOUT_GRAPH_INT32 == 28 &&
                  ACL_NPU_PERF_MODE == 29 && ACL_MDL_RESERVED == 0xFFFF,
              "aclmdlConfigAttr");
static_assert(ACL_MDL_STREAM_SYNC_TIMEOUT == 0 && ACL_MDL_MEC_TIMETHR_SIZET == 7 && ACL_MDL_NPU_PERF_MODE == 9,
              "aclmdlExecConfigAttr");
static_assert(ACL_DATA_WITHOUT_AIPP == 0 && ACL_DYNAMIC_AIPP_NODE == 3, "aclmdlInputAippType");
static_assert(ACL_MAX_DIM_CNT == 128 && ACL_MAX_TENSOR_NAME_LEN == 128 && ACL_DIM_ENDPOINTS == 2 &&
                  ACL_INVALID_NODE_INDEX == 0xFFFFFFFF && ACL_MDL_LOAD_FROM_MEM_WITH_Q == 6 &&
                  ACL_WORKSPACE_MEM_OPTIMIZE_INPUTOUTPUT == 1 && ACL_MODEL_STREAM_FLAG_DEFAULT == 0x7FFFFFFFU,
              "constants");

// The message of the latest failure names `api`, says the model API is not available and points
// to aclnn.
void ExpectMessage(const std::string& api) {
  const std::string msg = aclGetRecentErrMsg();
  EXPECT_EQ(msg.rfind(api + ": ", 0), 0u) << msg;
  EXPECT_NE(msg.find("model (aclmdl) API is not available"), std::string::npos) << msg;
  EXPECT_NE(msg.find("aclnn API"), std::string::npos) << msg;
}

}  // namespace

TEST(AclMdl, EveryStatusFunctionReportsNotSupported) {
  // Arguments as a program would pass them; nothing is dereferenced.
  aclmdlDesc* desc = nullptr;
  aclmdlDataset* set = nullptr;
  aclmdlAIPP* aipp = nullptr;
  aclmdlConfigHandle* cfg = nullptr;
  aclmdlExecConfigHandle* exec = nullptr;
  aclmdlBundleQueryInfo* info = nullptr;
  aclDataBuffer* buf = nullptr;
  aclTensorDesc* tdesc = nullptr;
  aclmdlModel model = nullptr;
  char bytes[16] = {};
  uint32_t id = 0;
  size_t n = 0, m = 0;
  const uint32_t queues[1] = {0};
  aclmdlIODims dims{};
  aclmdlIODimsRange range{};
  aclmdlBatch batch{};
  aclmdlHW hw{};
  aclmdlExeOMDesc om{};
  aclmdlAttrValue_t value{};
  aclmdlInputAippType aipp_type = ACL_DATA_WITHOUT_AIPP;
  aclAippInfo aipp_info{};
  const int32_t priority = 1;
  const struct {
    const char* api;
    std::function<aclError()> call;
  } rows[] = {
      {"aclmdlGetDesc", [&] { return aclmdlGetDesc(desc, 1); }},
      {"aclmdlGetDescFromFile", [&] { return aclmdlGetDescFromFile(desc, "model.om"); }},
      {"aclmdlGetDescFromMem", [&] { return aclmdlGetDescFromMem(desc, bytes, sizeof bytes); }},
      {"aclmdlAddDatasetBuffer", [&] { return aclmdlAddDatasetBuffer(set, buf); }},
      {"aclmdlSetDatasetTensorDesc", [&] { return aclmdlSetDatasetTensorDesc(set, tdesc, 0); }},
      {"aclmdlLoadFromFile", [&] { return aclmdlLoadFromFile("model.om", &id); }},
      {"aclmdlLoadFromMem", [&] { return aclmdlLoadFromMem(bytes, sizeof bytes, &id); }},
      {"aclmdlLoadFromFileWithMem", [&] { return aclmdlLoadFromFileWithMem("model.om", &id, bytes, 8, bytes, 8); }},
      {"aclmdlLoadFromMemWithMem",
       [&] { return aclmdlLoadFromMemWithMem(bytes, sizeof bytes, &id, bytes, 8, bytes, 8); }},
      {"aclmdlLoadFromFileWithQ", [&] { return aclmdlLoadFromFileWithQ("model.om", &id, queues, 1, queues, 1); }},
      {"aclmdlLoadFromMemWithQ",
       [&] { return aclmdlLoadFromMemWithQ(bytes, sizeof bytes, &id, queues, 1, queues, 1); }},
      {"aclmdlLoadWithConfig", [&] { return aclmdlLoadWithConfig(cfg, &id); }},
      {"aclmdlLoadFromModel", [&] { return aclmdlLoadFromModel(&model, cfg, &id); }},
      {"aclmdlUnload", [&] { return aclmdlUnload(1); }},
      {"aclmdlBundleLoadFromFile", [&] { return aclmdlBundleLoadFromFile("bundle.om", &id); }},
      {"aclmdlBundleLoadFromMem", [&] { return aclmdlBundleLoadFromMem(bytes, sizeof bytes, &id); }},
      {"aclmdlBundleUnload", [&] { return aclmdlBundleUnload(1); }},
      {"aclmdlBundleGetModelNum", [&] { return aclmdlBundleGetModelNum(1, &n); }},
      {"aclmdlBundleGetModelId", [&] { return aclmdlBundleGetModelId(1, 0, &id); }},
      {"aclmdlBundleQueryInfoFromFile", [&] { return aclmdlBundleQueryInfoFromFile("bundle.om", info); }},
      {"aclmdlBundleQueryInfoFromMem", [&] { return aclmdlBundleQueryInfoFromMem(bytes, sizeof bytes, info); }},
      {"aclmdlBundleGetQueryModelNum", [&] { return aclmdlBundleGetQueryModelNum(info, &n); }},
      {"aclmdlBundleGetVarWeightSize", [&] { return aclmdlBundleGetVarWeightSize(info, &n); }},
      {"aclmdlBundleGetSize", [&] { return aclmdlBundleGetSize(info, 0, &n, &m); }},
      {"aclmdlBundleInitFromFile", [&] { return aclmdlBundleInitFromFile("bundle.om", nullptr, 0, &id); }},
      {"aclmdlBundleInitFromMem", [&] { return aclmdlBundleInitFromMem(bytes, sizeof bytes, nullptr, 0, &id); }},
      {"aclmdlBundleLoadModel", [&] { return aclmdlBundleLoadModel(1, 0, &id); }},
      {"aclmdlBundleLoadModelWithMem", [&] { return aclmdlBundleLoadModelWithMem(1, 0, bytes, 8, bytes, 8, &id); }},
      {"aclmdlBundleLoadModelWithConfig", [&] { return aclmdlBundleLoadModelWithConfig(1, 0, cfg, &id); }},
      {"aclmdlBundleUnloadModel", [&] { return aclmdlBundleUnloadModel(1, 2); }},
      {"aclmdlExecute", [&] { return aclmdlExecute(1, set, set); }},
      {"aclmdlExecuteV2", [&] { return aclmdlExecuteV2(1, set, set, nullptr, exec); }},
      {"aclmdlExecuteAsync", [&] { return aclmdlExecuteAsync(1, set, set, nullptr); }},
      {"aclmdlExecuteAsyncV2", [&] { return aclmdlExecuteAsyncV2(1, set, set, nullptr, exec); }},
      {"aclmdlSetAttribute", [&] { return aclmdlSetAttribute(1, ACL_MDL_ATTR_PRIORITY_INT32, &value); }},
      {"aclmdlGetAttribute", [&] { return aclmdlGetAttribute(1, ACL_MDL_ATTR_PRIORITY_INT32, &value); }},
      {"aclmdlQuerySize", [&] { return aclmdlQuerySize("model.om", &n, &m); }},
      {"aclmdlQueryWorkspaceSize",
       [&] { return aclmdlQueryWorkspaceSize("model.om", ACL_WORKSPACE_MEM_OPTIMIZE_DEFAULT, &n); }},
      {"aclmdlQueryExeOMDesc", [&] { return aclmdlQueryExeOMDesc("model.om", &om); }},
      {"aclmdlQuerySizeFromMem", [&] { return aclmdlQuerySizeFromMem(bytes, sizeof bytes, &n, &m); }},
      {"aclmdlQueryWorkspaceSizeFromMem",
       [&] { return aclmdlQueryWorkspaceSizeFromMem(bytes, sizeof bytes, ACL_WORKSPACE_MEM_OPTIMIZE_INPUTOUTPUT, &n); }},
      {"aclmdlSetDynamicBatchSize", [&] { return aclmdlSetDynamicBatchSize(1, set, 0, 8); }},
      {"aclmdlSetDynamicHWSize", [&] { return aclmdlSetDynamicHWSize(1, set, 0, 224, 224); }},
      {"aclmdlSetInputDynamicDims", [&] { return aclmdlSetInputDynamicDims(1, set, 0, &dims); }},
      {"aclmdlGetInputDims", [&] { return aclmdlGetInputDims(desc, 0, &dims); }},
      {"aclmdlGetInputDimsV2", [&] { return aclmdlGetInputDimsV2(desc, 0, &dims); }},
      {"aclmdlGetInputDimsRange", [&] { return aclmdlGetInputDimsRange(desc, 0, &range); }},
      {"aclmdlGetOutputDims", [&] { return aclmdlGetOutputDims(desc, 0, &dims); }},
      {"aclmdlGetCurOutputDims", [&] { return aclmdlGetCurOutputDims(desc, 0, &dims); }},
      {"aclmdlGetInputIndexByName", [&] { return aclmdlGetInputIndexByName(desc, "x", &n); }},
      {"aclmdlGetOutputIndexByName", [&] { return aclmdlGetOutputIndexByName(desc, "y", &n); }},
      {"aclmdlGetDynamicBatch", [&] { return aclmdlGetDynamicBatch(desc, &batch); }},
      {"aclmdlGetDynamicHW", [&] { return aclmdlGetDynamicHW(desc, 0, &hw); }},
      {"aclmdlGetInputDynamicGearCount", [&] { return aclmdlGetInputDynamicGearCount(desc, static_cast<size_t>(-1), &n); }},
      {"aclmdlGetInputDynamicDims", [&] { return aclmdlGetInputDynamicDims(desc, static_cast<size_t>(-1), &dims, 1); }},
      {"aclmdlGetAippDataSize", [&] { return aclmdlGetAippDataSize(1, &n); }},
      {"aclmdlSetAIPPInputFormat", [&] { return aclmdlSetAIPPInputFormat(aipp, ACL_YUV420SP_U8); }},
      {"aclmdlSetAIPPCscParams",
       [&] { return aclmdlSetAIPPCscParams(aipp, 1, 256, 0, 359, 256, -88, -183, 256, 454, 0, 0, 0, 0, 0, 128, 128); }},
      {"aclmdlSetAIPPRbuvSwapSwitch", [&] { return aclmdlSetAIPPRbuvSwapSwitch(aipp, 0); }},
      {"aclmdlSetAIPPAxSwapSwitch", [&] { return aclmdlSetAIPPAxSwapSwitch(aipp, 0); }},
      {"aclmdlSetAIPPSrcImageSize", [&] { return aclmdlSetAIPPSrcImageSize(aipp, 224, 224); }},
      {"aclmdlSetAIPPScfParams", [&] { return aclmdlSetAIPPScfParams(aipp, 1, 224, 224, 112, 112, 0); }},
      {"aclmdlSetAIPPCropParams", [&] { return aclmdlSetAIPPCropParams(aipp, 1, 0, 0, 112, 112, 0); }},
      {"aclmdlSetAIPPPaddingParams", [&] { return aclmdlSetAIPPPaddingParams(aipp, 1, 1, 1, 1, 1, 0); }},
      {"aclmdlSetAIPPDtcPixelMean", [&] { return aclmdlSetAIPPDtcPixelMean(aipp, 1, 2, 3, 4, 0); }},
      {"aclmdlSetAIPPDtcPixelMin", [&] { return aclmdlSetAIPPDtcPixelMin(aipp, 0.f, 0.f, 0.f, 0.f, 0); }},
      {"aclmdlSetAIPPPixelVarReci", [&] { return aclmdlSetAIPPPixelVarReci(aipp, 1.f, 1.f, 1.f, 1.f, 0); }},
      {"aclmdlSetInputAIPP", [&] { return aclmdlSetInputAIPP(1, set, 0, aipp); }},
      {"aclmdlSetAIPPByInputIndex", [&] { return aclmdlSetAIPPByInputIndex(1, set, 0, aipp); }},
      {"aclmdlGetAippType", [&] { return aclmdlGetAippType(1, 0, &aipp_type, &n); }},
      {"aclmdlGetFirstAippInfo", [&] { return aclmdlGetFirstAippInfo(1, 0, &aipp_info); }},
      {"aclmdlSetConfigOpt",
       [&] { return aclmdlSetConfigOpt(cfg, ACL_MDL_PRIORITY_INT32, &priority, sizeof priority); }},
      {"aclmdlSetExecConfigOpt",
       [&] { return aclmdlSetExecConfigOpt(exec, ACL_MDL_STREAM_SYNC_TIMEOUT, &priority, sizeof priority); }},
      {"aclmdlSetExternalWeightAddress",
       [&] { return aclmdlSetExternalWeightAddress(cfg, "weight.bin", bytes, sizeof bytes); }},
      {"aclRecoverAllHcclTasks", [&] { return aclRecoverAllHcclTasks(0); }},
  };
  for (const auto& row : rows) {
    SCOPED_TRACE(row.api);
    EXPECT_EQ(row.call(), ACL_ERROR_API_NOT_SUPPORT);
    ExpectMessage(row.api);
  }
  EXPECT_EQ(id, 0u) << "output parameters are left alone";
  EXPECT_EQ(n, 0u);
}

TEST(AclMdl, GettersGiveNullZeroOrUndefined) {
  aclmdlDesc* desc = nullptr;
  aclmdlDataset* set = nullptr;
  const struct {
    const char* api;
    std::function<bool()> refused;  // the call, and whether it returned the refusal value
  } rows[] = {
      {"aclmdlGetNumInputs", [&] { return aclmdlGetNumInputs(desc) == 0; }},
      {"aclmdlGetNumOutputs", [&] { return aclmdlGetNumOutputs(desc) == 0; }},
      {"aclmdlGetInputSizeByIndex", [&] { return aclmdlGetInputSizeByIndex(desc, 0) == 0; }},
      {"aclmdlGetOutputSizeByIndex", [&] { return aclmdlGetOutputSizeByIndex(desc, 0) == 0; }},
      {"aclmdlGetDatasetTensorDesc", [&] { return aclmdlGetDatasetTensorDesc(set, 0) == nullptr; }},
      {"aclmdlGetDatasetNumBuffers", [&] { return aclmdlGetDatasetNumBuffers(set) == 0; }},
      {"aclmdlGetDatasetBuffer", [&] { return aclmdlGetDatasetBuffer(set, 0) == nullptr; }},
      {"aclmdlGetOpAttr", [&] { return aclmdlGetOpAttr(desc, "conv1", "_datadump_original_op_names") == nullptr; }},
      {"aclmdlGetInputNameByIndex", [&] { return aclmdlGetInputNameByIndex(desc, 0) == nullptr; }},
      {"aclmdlGetOutputNameByIndex", [&] { return aclmdlGetOutputNameByIndex(desc, 0) == nullptr; }},
      {"aclmdlGetInputFormat", [&] { return aclmdlGetInputFormat(desc, 0) == ACL_FORMAT_UNDEFINED; }},
      {"aclmdlGetOutputFormat", [&] { return aclmdlGetOutputFormat(desc, 0) == ACL_FORMAT_UNDEFINED; }},
      {"aclmdlGetInputDataType", [&] { return aclmdlGetInputDataType(desc, 0) == ACL_DT_UNDEFINED; }},
      {"aclmdlGetOutputDataType", [&] { return aclmdlGetOutputDataType(desc, 0) == ACL_DT_UNDEFINED; }},
      {"aclmdlGetTensorRealName", [&] { return aclmdlGetTensorRealName(desc, "x") == nullptr; }},
  };
  for (const auto& row : rows) {
    SCOPED_TRACE(row.api);
    EXPECT_TRUE(row.refused());
    ExpectMessage(row.api);
  }
}

TEST(AclMdl, CreationGivesNullAndDestroyAcceptsNull) {
  const struct {
    const char* api;
    std::function<const void*()> create;
    std::function<aclError(const void*)> destroy;
    const char* destroy_api;
  } rows[] = {
      {"aclmdlCreateDesc", [] { return static_cast<const void*>(aclmdlCreateDesc()); },
       [](const void* p) { return aclmdlDestroyDesc(static_cast<aclmdlDesc*>(const_cast<void*>(p))); },
       "aclmdlDestroyDesc"},
      {"aclmdlCreateDataset", [] { return static_cast<const void*>(aclmdlCreateDataset()); },
       [](const void* p) { return aclmdlDestroyDataset(static_cast<const aclmdlDataset*>(p)); },
       "aclmdlDestroyDataset"},
      {"aclmdlCreateExecConfigHandle", [] { return static_cast<const void*>(aclmdlCreateExecConfigHandle()); },
       [](const void* p) { return aclmdlDestroyExecConfigHandle(static_cast<const aclmdlExecConfigHandle*>(p)); },
       "aclmdlDestroyExecConfigHandle"},
      {"aclmdlBundleCreateQueryInfo", [] { return static_cast<const void*>(aclmdlBundleCreateQueryInfo()); },
       [](const void* p) {
         return aclmdlBundleDestroyQueryInfo(static_cast<aclmdlBundleQueryInfo*>(const_cast<void*>(p)));
       },
       "aclmdlBundleDestroyQueryInfo"},
      {"aclmdlCreateAIPP", [] { return static_cast<const void*>(aclmdlCreateAIPP(1)); },
       [](const void* p) { return aclmdlDestroyAIPP(static_cast<const aclmdlAIPP*>(p)); }, "aclmdlDestroyAIPP"},
      {"aclmdlCreateConfigHandle", [] { return static_cast<const void*>(aclmdlCreateConfigHandle()); },
       [](const void* p) { return aclmdlDestroyConfigHandle(static_cast<aclmdlConfigHandle*>(const_cast<void*>(p))); },
       "aclmdlDestroyConfigHandle"},
  };
  int not_ours = 0;
  for (const auto& row : rows) {
    SCOPED_TRACE(row.api);
    const void* object = row.create();
    EXPECT_EQ(object, nullptr);
    ExpectMessage(row.api);
    // NULL, what the creation functions return: destroyed without a message.
    const std::string before = aclGetRecentErrMsg();
    EXPECT_EQ(row.destroy(object), ACL_SUCCESS);
    EXPECT_EQ(aclGetRecentErrMsg(), before);
    // Anything else is not this library's: left alone, refused with the message.
    EXPECT_EQ(row.destroy(&not_ours), ACL_ERROR_API_NOT_SUPPORT);
    ExpectMessage(row.destroy_api);
  }
  EXPECT_EQ(not_ours, 0);
}

TEST(AclMdl, CreateAndGetOpDescGivesNoDescriptions) {
  int not_null = 0;
  aclTensorDesc* in = reinterpret_cast<aclTensorDesc*>(&not_null);
  aclTensorDesc* out = reinterpret_cast<aclTensorDesc*>(&not_null);
  size_t num_in = 3, num_out = 3;
  char name[32] = "unchanged";
  EXPECT_EQ(aclmdlCreateAndGetOpDesc(0, 1, 2, name, sizeof name, &in, &num_in, &out, &num_out),
            ACL_ERROR_API_NOT_SUPPORT);
  ExpectMessage("aclmdlCreateAndGetOpDesc");
  EXPECT_EQ(in, nullptr);
  EXPECT_EQ(out, nullptr);
  EXPECT_EQ(num_in, 0u);
  EXPECT_EQ(num_out, 0u);
  EXPECT_STREQ(name, "unchanged");
  EXPECT_EQ(aclmdlCreateAndGetOpDesc(0, 1, 2, nullptr, 0, nullptr, nullptr, nullptr, nullptr),
            ACL_ERROR_API_NOT_SUPPORT);
}
