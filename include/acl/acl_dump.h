/*
 * aclnn-cpu: CPU re-implementation of the CANN acl runtime and aclnn API.
 *
 * acl/acl_dump.h -- dump helpers: dump-data callbacks, operator-argument
 * dumps, the current dump path, and exception-dump files.
 *
 * Declared as CANN declares them. A CPU library produces no device dump data,
 * so: acldumpRegCallback / acldumpUnregCallback succeed and the callback is
 * never called; acldumpGetPath(DATA_DUMP or OVERFLOW_DUMP) returns the
 * dump_path of the configuration aclmdlSetDump read (NULL otherwise, and
 * always NULL for the exception-dump types); aclopStartDumpArgs /
 * aclopStopDumpArgs (also in acl/acl_op.h) and the exception-dump functions
 * return ACL_ERROR_API_NOT_SUPPORT. See docs/compatibility.md.
 *
 * This header is valid C and C++ (C++11 or newer).
 */
#ifndef ACLNN_CPU_ACL_ACL_DUMP_H_
#define ACLNN_CPU_ACL_ACL_DUMP_H_

#include <stddef.h>
#include <stdint.h>
#include "acl_base.h"

/* Export and weak-declaration markers of this header. */
#ifndef ACL_DUMP_API
#define ACL_DUMP_API __attribute__((visibility("default")))
#endif
#ifndef ACL_DUMP_WEAK
#define ACL_DUMP_WEAK __attribute__((weak))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Dump-data callbacks                                                      */
/* ------------------------------------------------------------------------ */

#define ACL_DUMP_MAX_FILE_PATH_LENGTH 4096

/* One piece of a dump file handed to a registered callback. */
typedef struct acldumpChunk {
    char fileName[ACL_DUMP_MAX_FILE_PATH_LENGTH]; /* absolute path of the file */
    uint32_t bufLen;                              /* bytes at dataBuf */
    uint32_t isLastChunk;                         /* 1 for the file's last piece */
    int64_t offset;                               /* position in the file; -1 appends */
    int32_t flag;                                 /* reserved */
    __extension__ uint8_t dataBuf[0];             /* the bytes (bufLen of them) */
} acldumpChunk;

/* Registers the function that receives dump data (never called here). */
ACL_DUMP_API aclError acldumpRegCallback(int32_t (*const messageCallback)(const acldumpChunk *, int32_t),
                                         int32_t flag);
ACL_DUMP_API void acldumpUnregCallback(void);

/* ------------------------------------------------------------------------ */
/* Operator-argument dumps (the same declarations as in acl/acl_op.h)       */
/* ------------------------------------------------------------------------ */

#define ACL_OP_DUMP_OP_AICORE_ARGS 0x00000001U

ACL_FUNC_VISIBILITY aclError aclopStartDumpArgs(uint32_t dumpType, const char *path);
ACL_FUNC_VISIBILITY aclError aclopStopDumpArgs(uint32_t dumpType);

/* ------------------------------------------------------------------------ */
/* Dump paths                                                               */
/* ------------------------------------------------------------------------ */

typedef enum acldumpType {
    AIC_ERR_BRIEF_DUMP = 1,  /* exception dump, brief */
    AIC_ERR_NORM_DUMP = 2,   /* exception dump with shapes, types, formats, attributes */
    AIC_ERR_DETAIL_DUMP = 3, /* exception dump with the AI Core's memory and registers */
    DATA_DUMP = 4,           /* model or operator data dump */
    OVERFLOW_DUMP = 5        /* overflowing operators */
} acldumpType;

/* The directory dumps of that type go to, or NULL. */
ACL_FUNC_VISIBILITY const char *acldumpGetPath(acldumpType dumpType);

/* ------------------------------------------------------------------------ */
/* Exception-dump files                                                     */
/* ------------------------------------------------------------------------ */

#define ACL_DUMP_MAX_SHAPE_NUM 25

typedef enum acldumpTensorType {
    ACL_DUMP_TENSOR_INPUT = 0,
    ACL_DUMP_TENSOR_OUTPUT,
    ACL_DUMP_TENSOR_WORKSPACE
} acldumpTensorType;

typedef enum acldumpTensorAddressType {
    ACL_DUMP_ADDR_PTR = 0, /* address of the data address */
    ACL_DUMP_ADDR_PTR_PTR, /* address of an address of the data address */
    ACL_DUMP_ADDR_RAW      /* the data address itself */
} acldumpTensorAddressType;

typedef enum acldumpTensorPlacement {
    ACL_DUMP_PLACEMENT_DEVICE = 0,
    ACL_DUMP_PLACEMENT_HOST,
    ACL_DUMP_PLACEMENT_END /* bound of the enumeration, not a placement */
} acldumpTensorPlacement;

/* A tensor to save with acldumpSaveExceptionInfo. */
typedef struct acldumpTensorInfo {
    acldumpTensorType type;
    size_t tensorSize; /* bytes */
    int32_t format;
    int32_t dataType;
    int64_t *tensorAddr;
    acldumpTensorAddressType addrType;
    acldumpTensorPlacement placement;
    uint32_t argsOffset;                          /* position in the operator's arguments */
    uint32_t shapeNum;                            /* dims used in shape (at most ACL_DUMP_MAX_SHAPE_NUM) */
    uint32_t originShapeNum;                      /* dims used in originShape */
    uint64_t shape[ACL_DUMP_MAX_SHAPE_NUM];
    uint64_t originShape[ACL_DUMP_MAX_SHAPE_NUM];
} acldumpTensorInfo;

/* Saves tensors under the exception-dump directory (never enabled here). */
ACL_DUMP_WEAK ACL_FUNC_VISIBILITY aclError acldumpSaveExceptionInfo(const char *fileName, const char *userTag,
                                                                    const acldumpTensorInfo *tensors,
                                                                    size_t tensorCount);

/* Copies the exception-dump directory into path[0 .. maxLen) (never enabled here). */
ACL_DUMP_WEAK ACL_FUNC_VISIBILITY aclError acldumpGetExceptionInfoPath(char *path, size_t maxLen);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACL_ACL_DUMP_H_ */
