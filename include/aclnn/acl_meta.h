/*
 * aclnn-cpu: CPU re-implementation of the CANN acl runtime and aclnn API.
 *
 * aclnn/acl_meta.h -- the opaque argument objects of the aclnn operator API
 * (tensors, scalars, arrays, lists, executors) and the functions that create,
 * query, update and destroy them.
 *
 * C++ only (C++11 or newer).
 */
#ifndef ACLNN_CPU_ACLNN_ACL_META_H_
#define ACLNN_CPU_ACLNN_ACL_META_H_

#include <cstdint>
#include <cstdlib>
#include "acl/acl_base.h"
#include "aclnn/opdev/op_errno.h"

/* Status returned by every aclnn function; see aclnn/opdev/op_errno.h. */
typedef int32_t aclnnStatus;

#ifndef ACLNN_META
constexpr aclnnStatus OK = 0;
#endif

/* Opaque objects; only ever handled through pointers. */
typedef struct aclOpExecutor aclOpExecutor;
typedef struct aclTensor aclTensor;
typedef struct aclScalar aclScalar;
typedef struct aclIntArray aclIntArray;
typedef struct aclFloatArray aclFloatArray;
typedef struct aclBoolArray aclBoolArray;
typedef struct aclTensorList aclTensorList;
typedef struct aclScalarList aclScalarList;

#define ACLNN_CPU_META_EXPORT_ __attribute__((visibility("default")))

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Creation. Arrays and lists copy their inputs; a NULL/0-length input      */
/* yields an empty object. aclCreateTensor returns NULL on bad shape        */
/* pointers; strides and offset are counted in elements, stride NULL means  */
/* row-major contiguous.                                                    */
/* ------------------------------------------------------------------------ */

ACLNN_CPU_META_EXPORT_ aclTensor *aclCreateTensor(const int64_t *viewDims, uint64_t viewDimsNum,
                                                  aclDataType dataType, const int64_t *stride,
                                                  int64_t offset, aclFormat format,
                                                  const int64_t *storageDims, uint64_t storageDimsNum,
                                                  void *tensorData);
ACLNN_CPU_META_EXPORT_ aclScalar *aclCreateScalar(void *value, aclDataType dataType);
ACLNN_CPU_META_EXPORT_ aclIntArray *aclCreateIntArray(const int64_t *value, uint64_t size);
ACLNN_CPU_META_EXPORT_ aclFloatArray *aclCreateFloatArray(const float *value, uint64_t size);
ACLNN_CPU_META_EXPORT_ aclBoolArray *aclCreateBoolArray(const bool *value, uint64_t size);
ACLNN_CPU_META_EXPORT_ aclTensorList *aclCreateTensorList(const aclTensor *const *value, uint64_t size);
ACLNN_CPU_META_EXPORT_ aclScalarList *aclCreateScalarList(const aclScalar *const *value, uint64_t size);

/* ------------------------------------------------------------------------ */
/* Destruction. NULL is accepted (no-op). Tensor data memory is never freed */
/* here. Destroying a list also destroys every element of it.               */
/* ------------------------------------------------------------------------ */

ACLNN_CPU_META_EXPORT_ aclnnStatus aclDestroyTensor(const aclTensor *tensor);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclDestroyScalar(const aclScalar *scalar);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclDestroyIntArray(const aclIntArray *array);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclDestroyFloatArray(const aclFloatArray *array);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclDestroyBoolArray(const aclBoolArray *array);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclDestroyTensorList(const aclTensorList *array);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclDestroyScalarList(const aclScalarList *array);

/* ------------------------------------------------------------------------ */
/* Queries and in-place updates. A NULL pointer argument gives               */
/* ACLNN_ERR_PARAM_NULLPTR. Arrays returned through int64_t** are allocated  */
/* with new[] and must be released by the caller with delete[].             */
/* ------------------------------------------------------------------------ */

ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetViewShape(const aclTensor *tensor, int64_t **viewDims,
                                                   uint64_t *viewDimsNum);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetStorageShape(const aclTensor *tensor, int64_t **storageDims,
                                                      uint64_t *storageDimsNum);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetViewStrides(const aclTensor *tensor, int64_t **stridesValue,
                                                     uint64_t *stridesNum);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetViewOffset(const aclTensor *tensor, int64_t *offset);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetFormat(const aclTensor *tensor, aclFormat *format);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetDataType(const aclTensor *tensor, aclDataType *dataType);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetIntArraySize(const aclIntArray *array, uint64_t *size);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetFloatArraySize(const aclFloatArray *array, uint64_t *size);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetBoolArraySize(const aclBoolArray *array, uint64_t *size);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetTensorListSize(const aclTensorList *tensorList, uint64_t *size);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetScalarListSize(const aclScalarList *scalarList, uint64_t *size);

/* Re-describe an existing tensor in place (same arguments as aclCreateTensor). */
ACLNN_CPU_META_EXPORT_ aclnnStatus aclInitTensor(aclTensor *tensor, const int64_t *viewDims,
                                                 uint64_t viewDimsNum, aclDataType dataType,
                                                 const int64_t *stride, int64_t offset, aclFormat format,
                                                 const int64_t *storageDims, uint64_t storageDimsNum,
                                                 void *tensorDataAddr);

/* Replace / read the base data address of a tensor. */
ACLNN_CPU_META_EXPORT_ aclnnStatus aclSetRawTensorAddr(aclTensor *tensor, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclGetRawTensorAddr(const aclTensor *tensor, void **addr);

/* ------------------------------------------------------------------------ */
/* Executor reuse. After aclSetAclOpExecutorRepeatable the executor survives */
/* phase 2 and must be released with aclDestroyAclOpExecutor. The Set*Addr  */
/* functions rebind the data address of the index-th input / output / any   */
/* tensor (or of one element of a tensor-list argument) before a rerun.     */
/* ------------------------------------------------------------------------ */

ACLNN_CPU_META_EXPORT_ aclnnStatus aclSetAclOpExecutorRepeatable(aclOpExecutor *executor);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclDestroyAclOpExecutor(aclOpExecutor *executor);

ACLNN_CPU_META_EXPORT_ aclnnStatus aclSetInputTensorAddr(aclOpExecutor *executor, const size_t index,
                                                         aclTensor *tensor, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclSetOutputTensorAddr(aclOpExecutor *executor, const size_t index,
                                                          aclTensor *tensor, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclSetTensorAddr(aclOpExecutor *executor, const size_t index,
                                                    aclTensor *tensor, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclSetDynamicInputTensorAddr(aclOpExecutor *executor, size_t irIndex,
                                                                const size_t relativeIndex,
                                                                aclTensorList *tensors, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclSetDynamicOutputTensorAddr(aclOpExecutor *executor, size_t irIndex,
                                                                 const size_t relativeIndex,
                                                                 aclTensorList *tensors, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus aclSetDynamicTensorAddr(aclOpExecutor *executor, size_t irIndex,
                                                           const size_t relativeIndex,
                                                           aclTensorList *tensors, void *addr);

/* Capitalised spellings of the six functions above (identical behaviour). */
ACLNN_CPU_META_EXPORT_ aclnnStatus AclSetInputTensorAddr(aclOpExecutor *executor, const size_t index,
                                                         aclTensor *tensor, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus AclSetOutputTensorAddr(aclOpExecutor *executor, const size_t index,
                                                          aclTensor *tensor, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus AclSetTensorAddr(aclOpExecutor *executor, const size_t index,
                                                    aclTensor *tensor, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus AclSetDynamicInputTensorAddr(aclOpExecutor *executor, size_t irIndex,
                                                                const size_t relativeIndex,
                                                                aclTensorList *tensors, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus AclSetDynamicOutputTensorAddr(aclOpExecutor *executor, size_t irIndex,
                                                                 const size_t relativeIndex,
                                                                 aclTensorList *tensors, void *addr);
ACLNN_CPU_META_EXPORT_ aclnnStatus AclSetDynamicTensorAddr(aclOpExecutor *executor, size_t irIndex,
                                                           const size_t relativeIndex,
                                                           aclTensorList *tensors, void *addr);

/* Debug aid: dump the first inputTensorNum + outputTensorNum entries of
 * tensors for the named operator (may do nothing on the CPU back end). */
ACLNN_CPU_META_EXPORT_ aclnnStatus aclDumpOpTensors(const char *opType, const char *opName,
                                                    aclTensor **tensors, size_t inputTensorNum,
                                                    size_t outputTensorNum, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#undef ACLNN_CPU_META_EXPORT_

#endif /* ACLNN_CPU_ACLNN_ACL_META_H_ */
