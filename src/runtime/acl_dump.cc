// Dump configuration: aclmdlInitDump / aclmdlSetDump / aclmdlFinalizeDump (acl/acl_mdl.h) and
// acl/acl_dump.h. Debugging code calls these around operator calls, so they work as far as a CPU
// library can: the calls keep CANN's order and statuses and the configuration file is read, but no
// dump data is ever produced (docs/compatibility.md, "dump configuration").
//
//   aclmdlInitDump      needs aclInit (else ACL_ERROR_UNINITIALIZE); initializes dump; a second
//                       call before aclmdlFinalizeDump: ACL_ERROR_REPEAT_INITIALIZE
//   aclmdlSetDump       needs aclInit and aclmdlInitDump (else ACL_ERROR_DUMP_NOT_RUN); NULL path:
//                       ACL_ERROR_INVALID_PARAM; a file that cannot be opened or read:
//                       ACL_ERROR_INVALID_FILE; larger than kMaxConfigBytes: ACL_ERROR_INVALID_FILE_SIZE;
//                       not JSON: ACL_ERROR_PARSE_FILE; JSON that is not an object, or a "dump" that is
//                       not an object, or a "dump_path" that is not a non-empty string shorter than
//                       ACL_DUMP_MAX_FILE_PATH_LENGTH: ACL_ERROR_INVALID_DUMP_CONFIG. A failure keeps
//                       the previous configuration; success replaces it (an empty file, or one
//                       without "dump" or without "dump_path", leaves no dump path)
//   aclmdlFinalizeDump  needs aclInit and aclmdlInitDump (else ACL_ERROR_DUMP_NOT_RUN); closes it and
//                       forgets the dump path. aclFinalize ends an initialized dump too
//   acldumpGetPath      DATA_DUMP / OVERFLOW_DUMP: the dump_path of the configuration, between
//                       aclmdlInitDump and aclmdlFinalizeDump, else NULL; the exception-dump
//                       types and unknown values: NULL
//   acldumpRegCallback  succeeds (NULL callback: ACL_ERROR_INVALID_PARAM); the callback is never
//                       called, as no dump data exists. acldumpUnregCallback does nothing
//   acldumpSaveExceptionInfo, acldumpGetExceptionInfoPath
//                       ACL_ERROR_API_NOT_SUPPORT: exception dumps are never enabled on a CPU
//
// aclopStartDumpArgs / aclopStopDumpArgs (declared in acl_dump.h and acl_op.h) are in acl_op.cc.
// Every export is a function-try-block (src/core/boundary.h); the state is guarded by one mutex.
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>

#include <nlohmann/json.hpp>

#include "acl/acl_dump.h"
#include "acl/acl_mdl.h"
#include "core/boundary.h"
#include "core/error.h"
#include "runtime/dump.h"

namespace {

// acl.json files are a few hundred bytes; anything this large is not one (and /dev/zero ends here).
constexpr size_t kMaxConfigBytes = size_t{16} << 20;

std::mutex g_mu;
bool g_initialized = false;   // between aclmdlInitDump and aclmdlFinalizeDump
bool g_has_path = false;  // g_path holds the dump_path of the current configuration
// Static storage: the pointer acldumpGetPath returns stays readable; its text changes with the
// next configuration.
char g_path[ACL_DUMP_MAX_FILE_PATH_LENGTH];

// "<api>: <what>" as the recent error, in a fixed buffer; returns status.
aclError Note(aclError status, const char* api, const char* what, const char* detail = "") noexcept {
  char msg[640];
  std::snprintf(msg, sizeof msg, "%s: %s%s", api, what, detail);
  aclnn_cpu::SetRecentError(msg);
  return status;
}

aclError NeedsInit(const char* api) noexcept {
  return Note(ACL_ERROR_UNINITIALIZE, api, "aclInit must be called first");
}

aclError NeedsInitDump(const char* api) noexcept {
  return Note(ACL_ERROR_DUMP_NOT_RUN, api, "dump is not initialized: call aclmdlInitDump first");
}

// Reads the whole file into *text; a status other than ACL_SUCCESS on failure (message set).
aclError ReadConfig(const char* path, std::string* text) {
  static const char kApi[] = "aclmdlSetDump";
  std::FILE* f = std::fopen(path, "rb");
  if (!f) return Note(ACL_ERROR_INVALID_FILE, kApi, "cannot open the dump configuration file ", path);
  char buf[4096];
  size_t n = 0;
  bool too_large = false;
  try {
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
      if (text->size() + n > kMaxConfigBytes) {
        too_large = true;
        break;
      }
      text->append(buf, n);
    }
  } catch (...) {
    std::fclose(f);
    throw;
  }
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (too_large)
    return Note(ACL_ERROR_INVALID_FILE_SIZE, kApi, "the dump configuration file is larger than 16 MiB: ", path);
  if (failed) return Note(ACL_ERROR_INVALID_FILE, kApi, "cannot read the dump configuration file ", path);
  return ACL_SUCCESS;
}

// Parses the configuration; on success *has_path / path[] describe its dump_path.
aclError ParseConfig(const std::string& text, bool* has_path, char (&path)[ACL_DUMP_MAX_FILE_PATH_LENGTH]) {
  static const char kApi[] = "aclmdlSetDump";
  *has_path = false;
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) return ACL_SUCCESS;  // empty: nothing to dump
  const nlohmann::json js = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (js.is_discarded()) return Note(ACL_ERROR_PARSE_FILE, kApi, "the dump configuration file is not valid JSON");
  if (!js.is_object()) return Note(ACL_ERROR_INVALID_DUMP_CONFIG, kApi, "the dump configuration is not a JSON object");
  const auto dump = js.find("dump");
  if (dump == js.end()) return ACL_SUCCESS;  // no "dump" section: nothing to dump
  if (!dump->is_object()) return Note(ACL_ERROR_INVALID_DUMP_CONFIG, kApi, "\"dump\" is not a JSON object");
  const auto dump_path = dump->find("dump_path");
  if (dump_path == dump->end()) return ACL_SUCCESS;
  if (!dump_path->is_string())
    return Note(ACL_ERROR_INVALID_DUMP_CONFIG, kApi, "\"dump\".\"dump_path\" is not a string");
  const std::string& value = dump_path->get_ref<const std::string&>();
  if (value.empty() || value.size() >= sizeof path || value.find('\0') != std::string::npos)
    return Note(ACL_ERROR_INVALID_DUMP_CONFIG, kApi,
                "\"dump\".\"dump_path\" must be a non-empty path shorter than ACL_DUMP_MAX_FILE_PATH_LENGTH");
  std::memcpy(path, value.c_str(), value.size() + 1);
  *has_path = true;
  return ACL_SUCCESS;
}

}  // namespace

void aclnn_cpu::EndDump() {
  std::lock_guard<std::mutex> lk(g_mu);
  g_initialized = false;
  g_has_path = false;
}

extern "C" {

aclError aclmdlInitDump(void) try {
  static const char kApi[] = "aclmdlInitDump";
  std::lock_guard<std::mutex> lk(g_mu);  // before the aclInit check: aclFinalize ends dump after it
  if (!aclnn_cpu::AclInitialized()) return NeedsInit(kApi);
  if (g_initialized)
    return Note(ACL_ERROR_REPEAT_INITIALIZE, kApi, "dump is already initialized (aclmdlFinalizeDump ends it)");
  g_initialized = true;
  g_has_path = false;
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclmdlInitDump");
}

aclError aclmdlSetDump(const char* dumpCfgPath) try {
  static const char kApi[] = "aclmdlSetDump";
  std::lock_guard<std::mutex> lk(g_mu);
  if (!aclnn_cpu::AclInitialized()) return NeedsInit(kApi);
  if (!g_initialized) return NeedsInitDump(kApi);
  if (!dumpCfgPath) return Note(ACL_ERROR_INVALID_PARAM, kApi, "dumpCfgPath must not be null");
  std::string text;
  aclError status = ReadConfig(dumpCfgPath, &text);
  if (status != ACL_SUCCESS) return status;
  bool has_path = false;
  char path[ACL_DUMP_MAX_FILE_PATH_LENGTH];
  status = ParseConfig(text, &has_path, path);
  if (status != ACL_SUCCESS) return status;
  if (has_path) std::memcpy(g_path, path, std::strlen(path) + 1);
  g_has_path = has_path;
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclmdlSetDump");
}

aclError aclmdlFinalizeDump(void) try {
  static const char kApi[] = "aclmdlFinalizeDump";
  std::lock_guard<std::mutex> lk(g_mu);
  if (!aclnn_cpu::AclInitialized()) return NeedsInit(kApi);
  if (!g_initialized) return NeedsInitDump(kApi);
  g_initialized = false;
  g_has_path = false;
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclmdlFinalizeDump");
}

const char* acldumpGetPath(acldumpType dumpType) try {
  static const char kApi[] = "acldumpGetPath";
  if (dumpType == AIC_ERR_BRIEF_DUMP || dumpType == AIC_ERR_NORM_DUMP || dumpType == AIC_ERR_DETAIL_DUMP) {
    Note(ACL_SUCCESS, kApi, "exception dumps are never enabled in aclnn-cpu (no device exceptions on a CPU)");
    return nullptr;
  }
  if (dumpType != DATA_DUMP && dumpType != OVERFLOW_DUMP) {
    Note(ACL_SUCCESS, kApi, "unknown dump type (DATA_DUMP, OVERFLOW_DUMP or an exception-dump type)");
    return nullptr;
  }
  std::lock_guard<std::mutex> lk(g_mu);
  if (!g_has_path) {
    Note(ACL_SUCCESS, kApi,
         "no dump path: aclmdlSetDump has not read a configuration with \"dump\".\"dump_path\" since aclmdlInitDump");
    return nullptr;
  }
  return g_path;
} catch (...) {
  aclnn_cpu::NoteFailure("acldumpGetPath");
  return nullptr;
}

aclError acldumpRegCallback(int32_t (*const messageCallback)(const acldumpChunk*, int32_t), int32_t flag) try {
  if (!messageCallback) return Note(ACL_ERROR_INVALID_PARAM, "acldumpRegCallback", "messageCallback must not be null");
  return ACL_SUCCESS;  // never called: no dump data is produced
} catch (...) {
  return aclnn_cpu::RuntimeFailure("acldumpRegCallback");
}

void acldumpUnregCallback(void) try {
} catch (...) {
  aclnn_cpu::NoteFailure("acldumpUnregCallback");
}

aclError acldumpSaveExceptionInfo(const char* fileName, const char* userTag, const acldumpTensorInfo* tensors,
                                  size_t tensorCount) try {
  return Note(ACL_ERROR_API_NOT_SUPPORT, "acldumpSaveExceptionInfo",
              "exception dumps are not available in aclnn-cpu (no device exceptions on a CPU); nothing is saved");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("acldumpSaveExceptionInfo");
}

aclError acldumpGetExceptionInfoPath(char* path, size_t maxLen) try {
  if (path && maxLen > 0) path[0] = '\0';
  return Note(ACL_ERROR_API_NOT_SUPPORT, "acldumpGetExceptionInfoPath",
              "exception dumps are not available in aclnn-cpu (no device exceptions on a CPU)");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("acldumpGetExceptionInfoPath");
}

}  // extern "C"
