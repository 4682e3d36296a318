#include "core/boundary.h"

#include <cstdio>
#include <exception>
#include <new>
#include <system_error>

#include "core/error.h"

namespace aclnn_cpu {
namespace {

enum class Kind { kNoMemory, kStatus, kOther };

// Classifies the current exception and writes "<api>: <what>" as the recent error, without
// allocating.
Kind Classify(const char* api, int* status) noexcept {
  char msg[512];
  Kind kind = Kind::kOther;
  try {
    throw;
  } catch (const std::bad_alloc& e) {
    kind = Kind::kNoMemory;
    std::snprintf(msg, sizeof msg, "%s: out of host memory (%s)", api, e.what());
  } catch (const StatusError& e) {
    kind = Kind::kStatus;
    *status = e.status();
    std::snprintf(msg, sizeof msg, "%s: %s", api, e.what());
  } catch (const std::system_error& e) {
    std::snprintf(msg, sizeof msg, "%s: host system error: %s", api, e.what());
  } catch (const std::exception& e) {
    std::snprintf(msg, sizeof msg, "%s: internal error: %s", api, e.what());
  } catch (...) {
    std::snprintf(msg, sizeof msg, "%s: internal error (unknown exception)", api);
  }
  SetRecentError(msg);
  return kind;
}

}  // namespace

aclnnStatus Phase1Failure(const char* api) noexcept {
  int st = ACLNN_ERR_INNER;
  switch (Classify(api, &st)) {
    case Kind::kNoMemory: return ACLNN_ERR_INNER_CREATE_EXECUTOR;
    case Kind::kStatus: return st;
    case Kind::kOther: break;
  }
  return ACLNN_ERR_INNER;
}

aclnnStatus RunFailure(const char* api) noexcept {
  int st = ACLNN_ERR_INNER;
  switch (Classify(api, &st)) {
    case Kind::kNoMemory: return ACLNN_ERR_INNER_NULLPTR;
    case Kind::kStatus: return st;
    case Kind::kOther: break;
  }
  return ACLNN_ERR_INNER;
}

aclnnStatus MetaFailure(const char* api) noexcept { return RunFailure(api); }

aclError RuntimeFailure(const char* api) noexcept {
  int st = ACL_ERROR_INTERNAL_ERROR;
  switch (Classify(api, &st)) {
    case Kind::kNoMemory: return ACL_ERROR_BAD_ALLOC;
    case Kind::kStatus: return st;
    case Kind::kOther: break;
  }
  return ACL_ERROR_INTERNAL_ERROR;
}

void NoteFailure(const char* api) noexcept {
  int st = 0;
  Classify(api, &st);
}

}  // namespace aclnn_cpu
