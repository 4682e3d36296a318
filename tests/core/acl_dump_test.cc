// The dump configuration: aclmdlInitDump / aclmdlSetDump / aclmdlFinalizeDump (acl/acl_mdl.h) and
// acl/acl_dump.h. The switches keep CANN's order and statuses and read the configuration file;
// acldumpGetPath(DATA_DUMP) gives its dump_path; nothing is ever dumped (src/runtime/acl_dump.cc).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>
#include <vector>

#include "acl/acl.h"
#include "acl/acl_dump.h"

namespace {

#define ACLDUMP_SIGNATURE(fn, type) static_assert(std::is_same<decltype(&fn), type>::value, #fn " signature")
ACLDUMP_SIGNATURE(acldumpRegCallback, aclError (*)(int32_t (*)(const acldumpChunk*, int32_t), int32_t));
ACLDUMP_SIGNATURE(acldumpUnregCallback, void (*)());
ACLDUMP_SIGNATURE(aclopStartDumpArgs, aclError (*)(uint32_t, const char*));
ACLDUMP_SIGNATURE(aclopStopDumpArgs, aclError (*)(uint32_t));
ACLDUMP_SIGNATURE(acldumpGetPath, const char* (*)(acldumpType));
ACLDUMP_SIGNATURE(acldumpSaveExceptionInfo, aclError (*)(const char*, const char*, const acldumpTensorInfo*, size_t));
ACLDUMP_SIGNATURE(acldumpGetExceptionInfoPath, aclError (*)(char*, size_t));
#undef ACLDUMP_SIGNATURE
static_assert(offsetof(acldumpChunk, bufLen) == 4096 && offsetof(acldumpChunk, offset) == 4104 &&
                  offsetof(acldumpChunk, flag) == 4112 && offsetof(acldumpChunk, dataBuf) == 4116 &&
                  sizeof(acldumpChunk) == 4120,
              "acldumpChunk layout");
static_assert(offsetof(acldumpTensorInfo, shape) + 2 * 25 * sizeof(uint64_t) == sizeof(acldumpTensorInfo),
              "acldumpTensorInfo layout");
static_assert(AIC_ERR_BRIEF_DUMP == 1 && AIC_ERR_DETAIL_DUMP == 3 && DATA_DUMP == 4 && OVERFLOW_DUMP == 5,
              "acldumpType");
static_assert(ACL_DUMP_TENSOR_WORKSPACE == 2 && ACL_DUMP_ADDR_RAW == 2 && ACL_DUMP_PLACEMENT_END == 2,
              "tensor enumerations");
static_assert(ACL_DUMP_MAX_FILE_PATH_LENGTH == 4096 && ACL_DUMP_MAX_SHAPE_NUM == 25 &&
                  ACL_OP_DUMP_OP_AICORE_ARGS == 1u,
              "constants");
static_assert(ACL_ERROR_REPEAT_INITIALIZE == 100002 && ACL_ERROR_INVALID_FILE == 100003 &&
                  ACL_ERROR_PARSE_FILE == 100006 && ACL_ERROR_INVALID_DUMP_CONFIG == 100009 &&
                  ACL_ERROR_DUMP_NOT_RUN == 100045,
              "status values");

std::string Msg() { return aclGetRecentErrMsg(); }

// A directory of configuration files for one test, removed with it.
class ModelDump : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = ::testing::TempDir() + "acl_dump_XXXXXX";
    ASSERT_NE(mkdtemp(&pattern[0]), nullptr);
    dir_ = pattern;
    const aclError init = aclInit(nullptr);
    ASSERT_TRUE(init == ACL_SUCCESS || init == ACL_ERROR_REPEAT_INITIALIZE);
  }
  void TearDown() override {
    (void)aclmdlFinalizeDump();  // whatever the test left open
    for (const std::string& f : files_) std::remove(f.c_str());
    rmdir(dir_.c_str());
  }
  std::string Write(const std::string& name, const std::string& text) {
    const std::string path = dir_ + "/" + name;
    std::FILE* f = std::fopen(path.c_str(), "wb");
    EXPECT_NE(f, nullptr);
    if (f) {
      std::fwrite(text.data(), 1, text.size(), f);
      std::fclose(f);
    }
    files_.push_back(path);
    return path;
  }
  std::string dir_;
  std::vector<std::string> files_;
};

int32_t CountChunks(const acldumpChunk*, int32_t) {
  static int calls = 0;
  return ++calls;
}

}  // namespace

TEST_F(ModelDump, CallOrderAndStatuses) {
  EXPECT_EQ(aclmdlSetDump(Write("a.json", "{}").c_str()), ACL_ERROR_DUMP_NOT_RUN);
  EXPECT_EQ(Msg().rfind("aclmdlSetDump: ", 0), 0u) << Msg();
  EXPECT_EQ(aclmdlFinalizeDump(), ACL_ERROR_DUMP_NOT_RUN);
  EXPECT_EQ(aclmdlInitDump(), ACL_SUCCESS);
  EXPECT_EQ(aclmdlInitDump(), ACL_ERROR_REPEAT_INITIALIZE);
  EXPECT_NE(Msg().find("already initialized"), std::string::npos) << Msg();
  EXPECT_EQ(aclmdlSetDump(nullptr), ACL_ERROR_INVALID_PARAM);
  EXPECT_EQ(aclmdlSetDump(Write("b.json", "{\"dump\": {\"dump_path\": \"out\", \"dump_list\": []}}").c_str()),
            ACL_SUCCESS);
  EXPECT_EQ(aclmdlSetDump(files_.back().c_str()), ACL_SUCCESS) << "several configurations in turn";
  EXPECT_EQ(aclmdlFinalizeDump(), ACL_SUCCESS);
  EXPECT_EQ(aclmdlFinalizeDump(), ACL_ERROR_DUMP_NOT_RUN);
  // InitDump and FinalizeDump can be repeated in pairs.
  EXPECT_EQ(aclmdlInitDump(), ACL_SUCCESS);
  EXPECT_EQ(aclmdlFinalizeDump(), ACL_SUCCESS);
}

TEST_F(ModelDump, NeedsAclInitAndAclFinalizeEndsTheDump) {
  const std::string config = Write("c.json", "{\"dump\": {\"dump_path\": \"/data/dump\"}}");
  EXPECT_EQ(aclmdlInitDump(), ACL_SUCCESS);
  EXPECT_EQ(aclmdlSetDump(config.c_str()), ACL_SUCCESS);
  ASSERT_NE(acldumpGetPath(DATA_DUMP), nullptr);
  EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
  EXPECT_EQ(acldumpGetPath(DATA_DUMP), nullptr);
  EXPECT_EQ(aclmdlInitDump(), ACL_ERROR_UNINITIALIZE);
  EXPECT_NE(Msg().find("aclInit"), std::string::npos) << Msg();
  EXPECT_EQ(aclmdlSetDump(config.c_str()), ACL_ERROR_UNINITIALIZE);
  EXPECT_EQ(aclmdlFinalizeDump(), ACL_ERROR_UNINITIALIZE);
  ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
  EXPECT_EQ(aclmdlInitDump(), ACL_SUCCESS) << "aclFinalize ended the earlier dump";
  EXPECT_EQ(aclmdlFinalizeDump(), ACL_SUCCESS);
}

TEST_F(ModelDump, GetPathReturnsTheConfiguredDumpPath) {
  EXPECT_EQ(acldumpGetPath(DATA_DUMP), nullptr);
  EXPECT_NE(Msg().find("no dump path"), std::string::npos) << Msg();
  ASSERT_EQ(aclmdlInitDump(), ACL_SUCCESS);
  EXPECT_EQ(acldumpGetPath(DATA_DUMP), nullptr) << "no configuration yet";
  const std::string config = Write("acl.json",
                                   "{\"dump\": {\"dump_path\": \"/var/dump/acl\", \"dump_mode\": \"all\","
                                   " \"dump_list\": [{\"model_name\": \"ResNet-101\"}]}, \"profiler\": {}}");
  ASSERT_EQ(aclmdlSetDump(config.c_str()), ACL_SUCCESS);
  ASSERT_NE(acldumpGetPath(DATA_DUMP), nullptr);
  EXPECT_STREQ(acldumpGetPath(DATA_DUMP), "/var/dump/acl");
  EXPECT_STREQ(acldumpGetPath(OVERFLOW_DUMP), "/var/dump/acl");
  for (acldumpType t : {AIC_ERR_BRIEF_DUMP, AIC_ERR_NORM_DUMP, AIC_ERR_DETAIL_DUMP}) {
    EXPECT_EQ(acldumpGetPath(t), nullptr);
    EXPECT_NE(Msg().find("exception dumps are never enabled"), std::string::npos) << Msg();
  }
  EXPECT_EQ(acldumpGetPath(static_cast<acldumpType>(0)), nullptr);
  EXPECT_EQ(acldumpGetPath(static_cast<acldumpType>(99)), nullptr);

  // A later configuration replaces the path; one without dump_path leaves none.
  ASSERT_EQ(aclmdlSetDump(Write("d.json", "{\"dump\": {\"dump_path\": \"second\"}}").c_str()), ACL_SUCCESS);
  EXPECT_STREQ(acldumpGetPath(DATA_DUMP), "second");
  ASSERT_EQ(aclmdlSetDump(Write("e.json", "{\"dump\": {\"dump_list\": []}}").c_str()), ACL_SUCCESS);
  EXPECT_EQ(acldumpGetPath(DATA_DUMP), nullptr);
  ASSERT_EQ(aclmdlSetDump(Write("f.json", "{\"dump\": {\"dump_path\": \"third\"}}").c_str()), ACL_SUCCESS);
  ASSERT_EQ(aclmdlSetDump(Write("g.json", "{\"other\": 1}").c_str()), ACL_SUCCESS);
  EXPECT_EQ(acldumpGetPath(DATA_DUMP), nullptr) << "no \"dump\" section";
  ASSERT_EQ(aclmdlSetDump(Write("f2.json", "{\"dump\": {\"dump_path\": \"third\"}}").c_str()), ACL_SUCCESS);
  ASSERT_EQ(aclmdlSetDump(Write("empty.json", " \n").c_str()), ACL_SUCCESS);
  EXPECT_EQ(acldumpGetPath(DATA_DUMP), nullptr) << "an empty file";

  ASSERT_EQ(aclmdlSetDump(Write("h.json", "{\"dump\": {\"dump_path\": \"kept\"}}").c_str()), ACL_SUCCESS);
  EXPECT_EQ(aclmdlFinalizeDump(), ACL_SUCCESS);
  EXPECT_EQ(acldumpGetPath(DATA_DUMP), nullptr) << "aclmdlFinalizeDump forgets the path";
}

TEST_F(ModelDump, BadConfigurationsAreRefusedAndKeepThePreviousOne) {
  ASSERT_EQ(aclmdlInitDump(), ACL_SUCCESS);
  ASSERT_EQ(aclmdlSetDump(Write("good.json", "{\"dump\": {\"dump_path\": \"good\"}}").c_str()), ACL_SUCCESS);
  const struct {
    const char* what;
    std::string path;
    aclError status;
    const char* message;
  } rows[] = {
      {"missing file", dir_ + "/missing.json", ACL_ERROR_INVALID_FILE, "cannot open"},
      {"directory", dir_, ACL_ERROR_INVALID_FILE, "cannot read"},
      {"not JSON", Write("bad1.json", "{\"dump\": {\"dump_path\": "), ACL_ERROR_PARSE_FILE, "not valid JSON"},
      {"not an object", Write("bad2.json", "[1, 2]"), ACL_ERROR_INVALID_DUMP_CONFIG, "not a JSON object"},
      {"dump not an object", Write("bad3.json", "{\"dump\": \"on\"}"), ACL_ERROR_INVALID_DUMP_CONFIG,
       "\"dump\" is not a JSON object"},
      {"dump_path not a string", Write("bad4.json", "{\"dump\": {\"dump_path\": 7}}"), ACL_ERROR_INVALID_DUMP_CONFIG,
       "is not a string"},
      {"empty dump_path", Write("bad5.json", "{\"dump\": {\"dump_path\": \"\"}}"), ACL_ERROR_INVALID_DUMP_CONFIG,
       "non-empty"},
      {"dump_path too long", Write("bad6.json", "{\"dump\": {\"dump_path\": \"" + std::string(4096, 'a') + "\"}}"),
       ACL_ERROR_INVALID_DUMP_CONFIG, "shorter than"},
      {"NUL in dump_path", Write("bad7.json", "{\"dump\": {\"dump_path\": \"a\\u0000b\"}}"),
       ACL_ERROR_INVALID_DUMP_CONFIG, "non-empty path"},
  };
  for (const auto& row : rows) {
    SCOPED_TRACE(row.what);
    EXPECT_EQ(aclmdlSetDump(row.path.c_str()), row.status);
    EXPECT_EQ(Msg().rfind("aclmdlSetDump: ", 0), 0u) << Msg();
    EXPECT_NE(Msg().find(row.message), std::string::npos) << Msg();
    ASSERT_NE(acldumpGetPath(DATA_DUMP), nullptr);
    EXPECT_STREQ(acldumpGetPath(DATA_DUMP), "good");
  }
  // A longest valid path (4095 characters) is kept whole.
  const std::string longest(ACL_DUMP_MAX_FILE_PATH_LENGTH - 1, 'p');
  ASSERT_EQ(aclmdlSetDump(Write("long.json", "{\"dump\": {\"dump_path\": \"" + longest + "\"}}").c_str()), ACL_SUCCESS);
  EXPECT_EQ(acldumpGetPath(DATA_DUMP), longest);
}

TEST_F(ModelDump, OversizedFileIsRefused) {
  ASSERT_EQ(aclmdlInitDump(), ACL_SUCCESS);
  const std::string big = Write("big.json", "{\"dump\": {\"pad\": \"" + std::string((16u << 20) + 1, 'x') + "\"}}");
  EXPECT_EQ(aclmdlSetDump(big.c_str()), ACL_ERROR_INVALID_FILE_SIZE);
  EXPECT_NE(Msg().find("larger than 16 MiB"), std::string::npos) << Msg();
}

TEST(AclDump, CallbacksAreAcceptedAndNeverCalled) {
  EXPECT_EQ(acldumpRegCallback(CountChunks, 0), ACL_SUCCESS);
  EXPECT_EQ(acldumpRegCallback(nullptr, 0), ACL_ERROR_INVALID_PARAM);
  EXPECT_EQ(Msg().rfind("acldumpRegCallback: ", 0), 0u) << Msg();
  acldumpUnregCallback();
  acldumpUnregCallback();
  EXPECT_EQ(CountChunks(nullptr, 0), 1) << "the callback was never called";
}

TEST(AclDump, ExceptionDumpsAreNotAvailable) {
  int64_t data = 0;
  acldumpTensorInfo tensor{};
  tensor.type = ACL_DUMP_TENSOR_INPUT;
  tensor.tensorSize = sizeof data;
  tensor.tensorAddr = &data;
  tensor.addrType = ACL_DUMP_ADDR_RAW;
  tensor.placement = ACL_DUMP_PLACEMENT_DEVICE;
  EXPECT_EQ(acldumpSaveExceptionInfo("info", "tag", &tensor, 1), ACL_ERROR_API_NOT_SUPPORT);
  EXPECT_EQ(Msg().rfind("acldumpSaveExceptionInfo: exception dumps are not available", 0), 0u) << Msg();
  char path[64] = "unchanged";
  EXPECT_EQ(acldumpGetExceptionInfoPath(path, sizeof path), ACL_ERROR_API_NOT_SUPPORT);
  EXPECT_STREQ(path, "");
  EXPECT_EQ(Msg().rfind("acldumpGetExceptionInfoPath: ", 0), 0u) << Msg();
  EXPECT_EQ(acldumpGetExceptionInfoPath(nullptr, 0), ACL_ERROR_API_NOT_SUPPORT);
  // The operator-argument dumps keep acl_op.h's behaviour (tests/core/acl_op_test.cc).
  EXPECT_EQ(aclopStartDumpArgs(ACL_OP_DUMP_OP_AICORE_ARGS, "."), ACL_ERROR_API_NOT_SUPPORT);
}
