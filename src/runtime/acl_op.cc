// The single-operator interface of acl/acl_op.h. It runs operators by type name from compiled
// operator models or registered device kernels, neither of which exists on a CPU, so no function is
// available: each returns ACL_ERROR_API_NOT_SUPPORT (the status CANN's runtime gives for an
// interface the platform does not offer) with a message for aclGetRecentErrMsg() that points to the
// aclnn API. Creation functions return NULL (or set *handle to NULL), destroy functions accept NULL.
// Nothing here allocates, and every function is a function-try-block like every other export.

#include "acl/acl_op.h"
#include "core/boundary.h"
#include "core/error.h"

namespace {

void NoteNotAvailable(const char* api) noexcept {
  aclnn_cpu::NoteApiNotAvailable(api, "single-operator (aclop) API", "without operator models or device kernels");
}

aclError NotAvailable(const char* api) noexcept {
  NoteNotAvailable(api);
  return ACL_ERROR_API_NOT_SUPPORT;
}

}  // namespace

extern "C" {

aclError aclopSetModelDir(const char* modelDir) try {
  return NotAvailable("aclopSetModelDir");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetModelDir");
}

aclError aclopLoad(const void* model, size_t modelSize) try {
  return NotAvailable("aclopLoad");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopLoad");
}

aclopAttr* aclopCreateAttr(void) try {
  NoteNotAvailable("aclopCreateAttr");
  return nullptr;
} catch (...) {
  aclnn_cpu::NoteFailure("aclopCreateAttr");
  return nullptr;
}

// No attribute set is ever created here: NULL is the only one a program can hold. Anything else is
// not this library's, and is left alone.
void aclopDestroyAttr(const aclopAttr* attr) try {
  if (attr) NoteNotAvailable("aclopDestroyAttr");
} catch (...) {
  aclnn_cpu::NoteFailure("aclopDestroyAttr");
}

aclError aclopSetAttrBool(aclopAttr* attr, const char* attrName, uint8_t attrValue) try {
  return NotAvailable("aclopSetAttrBool");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrBool");
}

aclError aclopSetAttrInt(aclopAttr* attr, const char* attrName, int64_t attrValue) try {
  return NotAvailable("aclopSetAttrInt");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrInt");
}

aclError aclopSetAttrFloat(aclopAttr* attr, const char* attrName, float attrValue) try {
  return NotAvailable("aclopSetAttrFloat");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrFloat");
}

aclError aclopSetAttrString(aclopAttr* attr, const char* attrName, const char* attrValue) try {
  return NotAvailable("aclopSetAttrString");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrString");
}

aclError aclopSetAttrDataType(aclopAttr* attr, const char* attrName, aclDataType attrValue) try {
  return NotAvailable("aclopSetAttrDataType");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrDataType");
}

aclError aclopSetAttrListDataType(aclopAttr* attr, const char* attrName, int numValues,
                                  const aclDataType values[]) try {
  return NotAvailable("aclopSetAttrListDataType");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrListDataType");
}

aclError aclopSetAttrListBool(aclopAttr* attr, const char* attrName, int numValues, const uint8_t* values) try {
  return NotAvailable("aclopSetAttrListBool");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrListBool");
}

aclError aclopSetAttrListInt(aclopAttr* attr, const char* attrName, int numValues, const int64_t* values) try {
  return NotAvailable("aclopSetAttrListInt");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrListInt");
}

aclError aclopSetAttrListFloat(aclopAttr* attr, const char* attrName, int numValues, const float* values) try {
  return NotAvailable("aclopSetAttrListFloat");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrListFloat");
}

aclError aclopSetAttrListString(aclopAttr* attr, const char* attrName, int numValues, const char** values) try {
  return NotAvailable("aclopSetAttrListString");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrListString");
}

aclError aclopSetAttrListListInt(aclopAttr* attr, const char* attrName, int numLists, const int* numValues,
                                 const int64_t* const values[]) try {
  return NotAvailable("aclopSetAttrListListInt");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetAttrListListInt");
}

aclError aclopExecute(const char* opType, int numInputs, const aclTensorDesc* const inputDesc[],
                      const aclDataBuffer* const inputs[], int numOutputs, const aclTensorDesc* const outputDesc[],
                      aclDataBuffer* const outputs[], const aclopAttr* attr, aclrtStream stream) try {
  return NotAvailable("aclopExecute");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopExecute");
}

aclError aclopExecuteV2(const char* opType, int numInputs, aclTensorDesc* inputDesc[], aclDataBuffer* inputs[],
                        int numOutputs, aclTensorDesc* outputDesc[], aclDataBuffer* outputs[], aclopAttr* attr,
                        aclrtStream stream) try {
  return NotAvailable("aclopExecuteV2");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopExecuteV2");
}

aclError aclopCreateHandle(const char* opType, int numInputs, const aclTensorDesc* const inputDesc[],
                           int numOutputs, const aclTensorDesc* const outputDesc[], const aclopAttr* opAttr,
                           aclopHandle** handle) try {
  if (handle) *handle = nullptr;
  return NotAvailable("aclopCreateHandle");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopCreateHandle");
}

// As aclopDestroyAttr: no handle is ever created here.
void aclopDestroyHandle(aclopHandle* handle) try {
  if (handle) NoteNotAvailable("aclopDestroyHandle");
} catch (...) {
  aclnn_cpu::NoteFailure("aclopDestroyHandle");
}

aclError aclopExecWithHandle(aclopHandle* handle, int numInputs, const aclDataBuffer* const inputs[],
                             int numOutputs, aclDataBuffer* const outputs[], aclrtStream stream) try {
  return NotAvailable("aclopExecWithHandle");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopExecWithHandle");
}

aclError aclopCast(const aclTensorDesc* srcDesc, const aclDataBuffer* srcBuffer, const aclTensorDesc* dstDesc,
                   aclDataBuffer* dstBuffer, uint8_t truncate, aclrtStream stream) try {
  return NotAvailable("aclopCast");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopCast");
}

aclError aclopCreateHandleForCast(aclTensorDesc* srcDesc, aclTensorDesc* dstDesc, uint8_t truncate,
                                  aclopHandle** handle) try {
  if (handle) *handle = nullptr;
  return NotAvailable("aclopCreateHandleForCast");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopCreateHandleForCast");
}

// The binary data stays the caller's: a refused registration never calls the deallocator.
aclError aclopCreateKernel(const char* opType, const char* kernelId, const char* kernelName, void* binData,
                           int binSize, aclopEngineType enginetype, aclDataDeallocator deallocator) try {
  return NotAvailable("aclopCreateKernel");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopCreateKernel");
}

aclError aclopRegisterCompileFunc(const char* opType, aclopCompileFunc func) try {
  return NotAvailable("aclopRegisterCompileFunc");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopRegisterCompileFunc");
}

aclError aclopUnregisterCompileFunc(const char* opType) try {
  return NotAvailable("aclopUnregisterCompileFunc");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopUnregisterCompileFunc");
}

aclError aclopSetKernelArgs(aclopKernelDesc* kernelDesc, const char* kernelId, uint32_t blockDim,
                            const void* args, uint32_t argSize) try {
  return NotAvailable("aclopSetKernelArgs");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetKernelArgs");
}

aclError aclopSetKernelWorkspaceSizes(aclopKernelDesc* kernelDesc, int numWorkspaces, size_t* workspaceSizes) try {
  return NotAvailable("aclopSetKernelWorkspaceSizes");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetKernelWorkspaceSizes");
}

aclError aclopUpdateParams(const char* opType, int numInputs, const aclTensorDesc* const inputDesc[],
                           int numOutputs, const aclTensorDesc* const outputDesc[], const aclopAttr* attr) try {
  return NotAvailable("aclopUpdateParams");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopUpdateParams");
}

aclError aclopSetMaxOpQueueNum(uint64_t maxOpNum) try {
  return NotAvailable("aclopSetMaxOpQueueNum");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopSetMaxOpQueueNum");
}

aclError aclopInferShape(const char* opType, int numInputs, aclTensorDesc* inputDesc[], aclDataBuffer* inputs[],
                         int numOutputs, aclTensorDesc* outputDesc[], aclopAttr* attr) try {
  return NotAvailable("aclopInferShape");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopInferShape");
}

aclError aclopStartDumpArgs(uint32_t dumpType, const char* path) try {
  return NotAvailable("aclopStartDumpArgs");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopStartDumpArgs");
}

aclError aclopStopDumpArgs(uint32_t dumpType) try {
  return NotAvailable("aclopStopDumpArgs");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclopStopDumpArgs");
}

}  // extern "C"
