/*
 * aclnn-cpu: CPU re-implementation of the CANN acl runtime and aclnn API.
 *
 * acl/acl_op.h -- the single-operator ("aclop") interface: operator
 * attributes, execution by operator type name over tensor descriptions and
 * data buffers, handles, kernel registration and operator-argument dumps.
 *
 * Every function here is declared so that programs written for CANN compile
 * and link unchanged, but none is available in this CPU library: each returns
 * ACL_ERROR_API_NOT_SUPPORT (creation functions returning a pointer return
 * NULL), and aclGetRecentErrMsg() then says so. Operators are called through
 * the aclnn interface (aclnnop/aclnn_*.h).
 *
 * This header is valid C and C++ (C++11 or newer).
 */
#ifndef ACLNN_CPU_ACL_ACL_OP_H_
#define ACLNN_CPU_ACL_ACL_OP_H_

#include <stddef.h>
#include <stdint.h>
#include "acl_base.h"
#include "acl_rt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Opaque objects of the single-operator interface. */
typedef struct aclopHandle aclopHandle;
typedef struct aclopAttr aclopAttr;
typedef struct aclopKernelDesc aclopKernelDesc;

/* Releases kernel binary data handed to aclopCreateKernel. */
typedef void (*aclDataDeallocator)(void *data, size_t length);

static const int ACL_COMPILE_FLAG_BIN_SELECTOR = 1;

/* Where a registered kernel runs. */
typedef enum aclEngineType {
    ACL_ENGINE_SYS,
    ACL_ENGINE_AICORE,
    ACL_ENGINE_VECTOR,
} aclopEngineType;

/* Fills a kernel description for the given inputs, outputs and attributes. */
typedef aclError (*aclopCompileFunc)(int numInputs, const aclTensorDesc *const inputDesc[], int numOutputs,
                                     const aclTensorDesc *const outputDesc[], const aclopAttr *opAttr,
                                     aclopKernelDesc *kernelDesc);

/* Dump type of aclopStartDumpArgs / aclopStopDumpArgs: the AI Core operators' arguments. */
#define ACL_OP_DUMP_OP_AICORE_ARGS 0x00000001U

/* ------------------------------------------------------------------------ */
/* Operator models                                                          */
/* ------------------------------------------------------------------------ */

/* Directory of compiled single-operator models. */
ACL_FUNC_VISIBILITY aclError aclopSetModelDir(const char *modelDir);

/* Loads single-operator models from memory. */
ACL_FUNC_VISIBILITY aclError aclopLoad(const void *model, size_t modelSize);

/* ------------------------------------------------------------------------ */
/* Attributes                                                               */
/* ------------------------------------------------------------------------ */

/* A new, empty attribute set (NULL here: not available). */
ACL_FUNC_VISIBILITY aclopAttr *aclopCreateAttr(void);

/* Releases an attribute set; NULL is accepted. */
ACL_FUNC_VISIBILITY void aclopDestroyAttr(const aclopAttr *attr);

/* Scalar attributes (a bool is 0 for false, anything else for true). */
ACL_FUNC_VISIBILITY aclError aclopSetAttrBool(aclopAttr *attr, const char *attrName, uint8_t attrValue);
ACL_FUNC_VISIBILITY aclError aclopSetAttrInt(aclopAttr *attr, const char *attrName, int64_t attrValue);
ACL_FUNC_VISIBILITY aclError aclopSetAttrFloat(aclopAttr *attr, const char *attrName, float attrValue);
ACL_FUNC_VISIBILITY aclError aclopSetAttrString(aclopAttr *attr, const char *attrName, const char *attrValue);
ACL_FUNC_VISIBILITY aclError aclopSetAttrDataType(aclopAttr *attr, const char *attrName, aclDataType attrValue);

/* List attributes: numValues elements at values. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrListDataType(aclopAttr *attr, const char *attrName, int numValues,
                                                      const aclDataType values[]);
ACL_FUNC_VISIBILITY aclError aclopSetAttrListBool(aclopAttr *attr, const char *attrName, int numValues,
                                                  const uint8_t *values);
ACL_FUNC_VISIBILITY aclError aclopSetAttrListInt(aclopAttr *attr, const char *attrName, int numValues,
                                                 const int64_t *values);
ACL_FUNC_VISIBILITY aclError aclopSetAttrListFloat(aclopAttr *attr, const char *attrName, int numValues,
                                                   const float *values);
ACL_FUNC_VISIBILITY aclError aclopSetAttrListString(aclopAttr *attr, const char *attrName, int numValues,
                                                    const char **values);

/* A list of numLists integer lists, list k holding numValues[k] elements at values[k]. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrListListInt(aclopAttr *attr, const char *attrName, int numLists,
                                                     const int *numValues, const int64_t *const values[]);

/* ------------------------------------------------------------------------ */
/* Execution                                                                */
/* ------------------------------------------------------------------------ */

/* Runs the operator named opType on a stream (superseded by aclopExecuteV2). */
ACL_DEPRECATED_MESSAGE("aclopExecute is deprecated, use aclopExecuteV2 instead")
ACL_FUNC_VISIBILITY aclError aclopExecute(const char *opType, int numInputs, const aclTensorDesc *const inputDesc[],
                                          const aclDataBuffer *const inputs[], int numOutputs,
                                          const aclTensorDesc *const outputDesc[], aclDataBuffer *const outputs[],
                                          const aclopAttr *attr, aclrtStream stream);

/* As aclopExecute, and updates the output descriptions. */
ACL_FUNC_VISIBILITY aclError aclopExecuteV2(const char *opType, int numInputs, aclTensorDesc *inputDesc[],
                                            aclDataBuffer *inputs[], int numOutputs, aclTensorDesc *outputDesc[],
                                            aclDataBuffer *outputs[], aclopAttr *attr, aclrtStream stream);

/* A handle that runs one operator for fixed descriptions (*handle is set to NULL here). */
ACL_FUNC_VISIBILITY aclError aclopCreateHandle(const char *opType, int numInputs,
                                               const aclTensorDesc *const inputDesc[], int numOutputs,
                                               const aclTensorDesc *const outputDesc[], const aclopAttr *opAttr,
                                               aclopHandle **handle);

/* Releases a handle; NULL is accepted. */
ACL_FUNC_VISIBILITY void aclopDestroyHandle(aclopHandle *handle);

/* Runs the operator of a handle. */
ACL_FUNC_VISIBILITY aclError aclopExecWithHandle(aclopHandle *handle, int numInputs,
                                                 const aclDataBuffer *const inputs[], int numOutputs,
                                                 aclDataBuffer *const outputs[], aclrtStream stream);

/* Converts a buffer between data types (truncate: 0 rounds, anything else truncates). */
ACL_FUNC_VISIBILITY aclError aclopCast(const aclTensorDesc *srcDesc, const aclDataBuffer *srcBuffer,
                                       const aclTensorDesc *dstDesc, aclDataBuffer *dstBuffer, uint8_t truncate,
                                       aclrtStream stream);

/* A handle for aclopCast between fixed descriptions (*handle is set to NULL here). */
ACL_FUNC_VISIBILITY aclError aclopCreateHandleForCast(aclTensorDesc *srcDesc, aclTensorDesc *dstDesc,
                                                      uint8_t truncate, aclopHandle **handle);

/* ------------------------------------------------------------------------ */
/* Kernels                                                                  */
/* ------------------------------------------------------------------------ */

/* Registers kernel binary data (deallocator: releases it, or NULL when the caller does). */
ACL_FUNC_VISIBILITY aclError aclopCreateKernel(const char *opType, const char *kernelId, const char *kernelName,
                                               void *binData, int binSize, aclopEngineType enginetype,
                                               aclDataDeallocator deallocator);

/* Registers / removes the function that selects an operator type's kernel. */
ACL_FUNC_VISIBILITY aclError aclopRegisterCompileFunc(const char *opType, aclopCompileFunc func);
ACL_FUNC_VISIBILITY aclError aclopUnregisterCompileFunc(const char *opType);

/* Kernel arguments and workspace sizes, from inside a compile function. */
ACL_FUNC_VISIBILITY aclError aclopSetKernelArgs(aclopKernelDesc *kernelDesc, const char *kernelId,
                                                uint32_t blockDim, const void *args, uint32_t argSize);
ACL_FUNC_VISIBILITY aclError aclopSetKernelWorkspaceSizes(aclopKernelDesc *kernelDesc, int numWorkspaces,
                                                          size_t *workspaceSizes);

/* Recompiles an operator with dynamic shapes for new descriptions. */
ACL_FUNC_VISIBILITY aclError aclopUpdateParams(const char *opType, int numInputs,
                                               const aclTensorDesc *const inputDesc[], int numOutputs,
                                               const aclTensorDesc *const outputDesc[], const aclopAttr *attr);

/* Length of the operator queue. */
ACL_FUNC_VISIBILITY aclError aclopSetMaxOpQueueNum(uint64_t maxOpNum);

/* Infers the output descriptions of an operator. */
ACL_FUNC_VISIBILITY aclError aclopInferShape(const char *opType, int numInputs, aclTensorDesc *inputDesc[],
                                             aclDataBuffer *inputs[], int numOutputs, aclTensorDesc *outputDesc[],
                                             aclopAttr *attr);

/* ------------------------------------------------------------------------ */
/* Operator-argument dumps                                                  */
/* ------------------------------------------------------------------------ */

/* Starts / stops writing operator information files of dumpType under path. */
ACL_FUNC_VISIBILITY aclError aclopStartDumpArgs(uint32_t dumpType, const char *path);
ACL_FUNC_VISIBILITY aclError aclopStopDumpArgs(uint32_t dumpType);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACL_ACL_OP_H_ */
