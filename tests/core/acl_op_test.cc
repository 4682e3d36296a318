// acl/acl_op.h, the single-operator interface: declared with CANN's signatures, exported, and not
// available on a CPU. Every function returns ACL_ERROR_API_NOT_SUPPORT with a message naming
// itself and the aclnn API; creation functions give NULL, destroy functions accept NULL.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "acl/acl.h"
#include "acl/acl_op.h"

namespace {

// The signatures of CANN's acl_op.h (a mismatch is a compile error here).
#define ACLOP_SIGNATURE(fn, type) static_assert(std::is_same<decltype(&fn), type>::value, #fn " signature")
ACLOP_SIGNATURE(aclopSetModelDir, aclError (*)(const char*));
ACLOP_SIGNATURE(aclopLoad, aclError (*)(const void*, size_t));
ACLOP_SIGNATURE(aclopCreateAttr, aclopAttr* (*)());
ACLOP_SIGNATURE(aclopDestroyAttr, void (*)(const aclopAttr*));
ACLOP_SIGNATURE(aclopSetAttrBool, aclError (*)(aclopAttr*, const char*, uint8_t));
ACLOP_SIGNATURE(aclopSetAttrInt, aclError (*)(aclopAttr*, const char*, int64_t));
ACLOP_SIGNATURE(aclopSetAttrFloat, aclError (*)(aclopAttr*, const char*, float));
ACLOP_SIGNATURE(aclopSetAttrString, aclError (*)(aclopAttr*, const char*, const char*));
ACLOP_SIGNATURE(aclopSetAttrDataType, aclError (*)(aclopAttr*, const char*, aclDataType));
ACLOP_SIGNATURE(aclopSetAttrListDataType, aclError (*)(aclopAttr*, const char*, int, const aclDataType*));
ACLOP_SIGNATURE(aclopSetAttrListBool, aclError (*)(aclopAttr*, const char*, int, const uint8_t*));
ACLOP_SIGNATURE(aclopSetAttrListInt, aclError (*)(aclopAttr*, const char*, int, const int64_t*));
ACLOP_SIGNATURE(aclopSetAttrListFloat, aclError (*)(aclopAttr*, const char*, int, const float*));
ACLOP_SIGNATURE(aclopSetAttrListString, aclError (*)(aclopAttr*, const char*, int, const char**));
ACLOP_SIGNATURE(aclopSetAttrListListInt, aclError (*)(aclopAttr*, const char*, int, const int*, const int64_t* const*));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
ACLOP_SIGNATURE(aclopExecute, aclError (*)(const char*, int, const aclTensorDesc* const*, const aclDataBuffer* const*,
                                           int, const aclTensorDesc* const*, aclDataBuffer* const*, const aclopAttr*,
                                           aclrtStream));
#pragma GCC diagnostic pop
ACLOP_SIGNATURE(aclopExecuteV2, aclError (*)(const char*, int, aclTensorDesc**, aclDataBuffer**, int, aclTensorDesc**,
                                             aclDataBuffer**, aclopAttr*, aclrtStream));
ACLOP_SIGNATURE(aclopCreateHandle, aclError (*)(const char*, int, const aclTensorDesc* const*, int,
                                                const aclTensorDesc* const*, const aclopAttr*, aclopHandle**));
ACLOP_SIGNATURE(aclopDestroyHandle, void (*)(aclopHandle*));
ACLOP_SIGNATURE(aclopExecWithHandle, aclError (*)(aclopHandle*, int, const aclDataBuffer* const*, int,
                                                  aclDataBuffer* const*, aclrtStream));
ACLOP_SIGNATURE(aclopCast, aclError (*)(const aclTensorDesc*, const aclDataBuffer*, const aclTensorDesc*,
                                        aclDataBuffer*, uint8_t, aclrtStream));
ACLOP_SIGNATURE(aclopCreateHandleForCast, aclError (*)(aclTensorDesc*, aclTensorDesc*, uint8_t, aclopHandle**));
ACLOP_SIGNATURE(aclopCreateKernel, aclError (*)(const char*, const char*, const char*, void*, int, aclopEngineType,
                                                aclDataDeallocator));
ACLOP_SIGNATURE(aclopRegisterCompileFunc, aclError (*)(const char*, aclopCompileFunc));
ACLOP_SIGNATURE(aclopUnregisterCompileFunc, aclError (*)(const char*));
ACLOP_SIGNATURE(aclopSetKernelArgs, aclError (*)(aclopKernelDesc*, const char*, uint32_t, const void*, uint32_t));
ACLOP_SIGNATURE(aclopSetKernelWorkspaceSizes, aclError (*)(aclopKernelDesc*, int, size_t*));
ACLOP_SIGNATURE(aclopUpdateParams, aclError (*)(const char*, int, const aclTensorDesc* const*, int,
                                                const aclTensorDesc* const*, const aclopAttr*));
ACLOP_SIGNATURE(aclopSetMaxOpQueueNum, aclError (*)(uint64_t));
ACLOP_SIGNATURE(aclopInferShape, aclError (*)(const char*, int, aclTensorDesc**, aclDataBuffer**, int,
                                              aclTensorDesc**, aclopAttr*));
ACLOP_SIGNATURE(aclopStartDumpArgs, aclError (*)(uint32_t, const char*));
ACLOP_SIGNATURE(aclopStopDumpArgs, aclError (*)(uint32_t));
#undef ACLOP_SIGNATURE
static_assert(std::is_same<aclopCompileFunc, aclError (*)(int, const aclTensorDesc* const*, int,
                                                          const aclTensorDesc* const*, const aclopAttr*,
                                                          aclopKernelDesc*)>::value,
              "aclopCompileFunc");
static_assert(std::is_same<aclDataDeallocator, void (*)(void*, size_t)>::value, "aclDataDeallocator");
static_assert(ACL_ENGINE_SYS == 0 && ACL_ENGINE_AICORE == 1 && ACL_ENGINE_VECTOR == 2, "aclopEngineType values");
static_assert(ACL_COMPILE_FLAG_BIN_SELECTOR == 1 && ACL_OP_DUMP_OP_AICORE_ARGS == 1u, "constants");
static_assert(ACL_ERROR_API_NOT_SUPPORT == 200001, "status value");

// The message of the latest failure names `api`, says the interface is not available and points
// to aclnn.
void ExpectMessage(const char* api) {
  const std::string msg = aclGetRecentErrMsg();
  EXPECT_EQ(msg.rfind(std::string(api) + ": ", 0), 0u) << msg;
  EXPECT_NE(msg.find("single-operator (aclop) API is not available"), std::string::npos) << msg;
  EXPECT_NE(msg.find("aclnn API"), std::string::npos) << msg;
}

aclError CompileFunc(int, const aclTensorDesc* const*, int, const aclTensorDesc* const*, const aclopAttr*,
                     aclopKernelDesc*) {
  return ACL_SUCCESS;
}
int g_deallocated = 0;
void Deallocate(void*, size_t) { ++g_deallocated; }

}  // namespace

// aclopExecute is declared deprecated, as in CANN; it is called here all the same.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
TEST(AclOp, EveryStatusFunctionReportsNotSupported) {
  // Arguments as a program would pass them; nothing is dereferenced.
  aclTensorDesc* desc[1] = {nullptr};
  aclDataBuffer* buf[1] = {nullptr};
  const aclTensorDesc* const* cdesc = desc;
  const aclDataBuffer* const* cbuf = buf;
  aclopAttr* attr = nullptr;
  aclopKernelDesc* kernel = nullptr;
  const aclDataType dts[2] = {ACL_FLOAT, ACL_INT32};
  const uint8_t bools[2] = {0, 1};
  const int64_t ints[2] = {1, 2};
  const float floats[2] = {0.5f, 1.5f};
  const char* strings[2] = {"a", "b"};
  const int counts[2] = {2, 2};
  const int64_t* const lists[2] = {ints, ints};
  size_t sizes[1] = {64};
  char bin[8] = {};
  const struct {
    const char* api;
    std::function<aclError()> call;
  } rows[] = {
      {"aclopSetModelDir", [&] { return aclopSetModelDir("."); }},
      {"aclopLoad", [&] { return aclopLoad(bin, sizeof bin); }},
      {"aclopSetAttrBool", [&] { return aclopSetAttrBool(attr, "flag", 1); }},
      {"aclopSetAttrInt", [&] { return aclopSetAttrInt(attr, "axis", -1); }},
      {"aclopSetAttrFloat", [&] { return aclopSetAttrFloat(attr, "alpha", 0.5f); }},
      {"aclopSetAttrString", [&] { return aclopSetAttrString(attr, "mode", "x"); }},
      {"aclopSetAttrDataType", [&] { return aclopSetAttrDataType(attr, "dtype", ACL_FLOAT16); }},
      {"aclopSetAttrListDataType", [&] { return aclopSetAttrListDataType(attr, "dtypes", 2, dts); }},
      {"aclopSetAttrListBool", [&] { return aclopSetAttrListBool(attr, "flags", 2, bools); }},
      {"aclopSetAttrListInt", [&] { return aclopSetAttrListInt(attr, "axes", 2, ints); }},
      {"aclopSetAttrListFloat", [&] { return aclopSetAttrListFloat(attr, "scales", 2, floats); }},
      {"aclopSetAttrListString", [&] { return aclopSetAttrListString(attr, "names", 2, strings); }},
      {"aclopSetAttrListListInt", [&] { return aclopSetAttrListListInt(attr, "pads", 2, counts, lists); }},
      {"aclopExecute", [&] { return aclopExecute("Add", 1, cdesc, cbuf, 1, cdesc, buf, attr, nullptr); }},
      {"aclopExecuteV2", [&] { return aclopExecuteV2("Add", 1, desc, buf, 1, desc, buf, attr, nullptr); }},
      {"aclopExecWithHandle", [&] { return aclopExecWithHandle(nullptr, 1, cbuf, 1, buf, nullptr); }},
      {"aclopCast", [&] { return aclopCast(desc[0], buf[0], desc[0], buf[0], 0, nullptr); }},
      {"aclopCreateKernel",
       [&] { return aclopCreateKernel("Add", "id", "name", bin, sizeof bin, ACL_ENGINE_AICORE, Deallocate); }},
      {"aclopRegisterCompileFunc", [&] { return aclopRegisterCompileFunc("Add", CompileFunc); }},
      {"aclopUnregisterCompileFunc", [&] { return aclopUnregisterCompileFunc("Add"); }},
      {"aclopSetKernelArgs", [&] { return aclopSetKernelArgs(kernel, "id", 1, bin, sizeof bin); }},
      {"aclopSetKernelWorkspaceSizes", [&] { return aclopSetKernelWorkspaceSizes(kernel, 1, sizes); }},
      {"aclopUpdateParams", [&] { return aclopUpdateParams("Add", 1, cdesc, 1, cdesc, attr); }},
      {"aclopSetMaxOpQueueNum", [&] { return aclopSetMaxOpQueueNum(16); }},
      {"aclopInferShape", [&] { return aclopInferShape("Add", 1, desc, buf, 1, desc, attr); }},
      {"aclopStartDumpArgs", [&] { return aclopStartDumpArgs(ACL_OP_DUMP_OP_AICORE_ARGS, "."); }},
      {"aclopStopDumpArgs", [&] { return aclopStopDumpArgs(ACL_OP_DUMP_OP_AICORE_ARGS); }},
  };
  for (const auto& row : rows) {
    SCOPED_TRACE(row.api);
    EXPECT_EQ(row.call(), ACL_ERROR_API_NOT_SUPPORT);
    ExpectMessage(row.api);
  }
  EXPECT_EQ(g_deallocated, 0) << "a refused kernel registration leaves the binary data to the caller";
}
#pragma GCC diagnostic pop

TEST(AclOp, CreationGivesNullAndDestroyAcceptsNull) {
  EXPECT_EQ(aclopCreateAttr(), nullptr);
  ExpectMessage("aclopCreateAttr");

  int not_null = 0;
  aclopHandle* handle = reinterpret_cast<aclopHandle*>(&not_null);
  aclTensorDesc* desc[1] = {nullptr};
  EXPECT_EQ(aclopCreateHandle("Add", 1, desc, 1, desc, nullptr, &handle), ACL_ERROR_API_NOT_SUPPORT);
  EXPECT_EQ(handle, nullptr);
  ExpectMessage("aclopCreateHandle");
  EXPECT_EQ(aclopCreateHandle("Add", 1, desc, 1, desc, nullptr, nullptr), ACL_ERROR_API_NOT_SUPPORT);
  handle = reinterpret_cast<aclopHandle*>(&not_null);
  EXPECT_EQ(aclopCreateHandleForCast(nullptr, nullptr, 1, &handle), ACL_ERROR_API_NOT_SUPPORT);
  EXPECT_EQ(handle, nullptr);
  ExpectMessage("aclopCreateHandleForCast");

  // NULL, what the creation functions return: accepted without a message.
  EXPECT_EQ(aclopSetModelDir(nullptr), ACL_ERROR_API_NOT_SUPPORT);
  const std::string before = aclGetRecentErrMsg();
  aclopDestroyAttr(nullptr);
  aclopDestroyHandle(nullptr);
  EXPECT_EQ(aclGetRecentErrMsg(), before);
  // Anything else is not this library's: left alone, with the message.
  aclopDestroyAttr(reinterpret_cast<const aclopAttr*>(&not_null));
  ExpectMessage("aclopDestroyAttr");
  aclopDestroyHandle(reinterpret_cast<aclopHandle*>(&not_null));
  ExpectMessage("aclopDestroyHandle");
  EXPECT_EQ(not_null, 0);
}
