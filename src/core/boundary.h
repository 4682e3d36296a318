// The failure boundary. No exception, and no failure of the host (memory, threads), leaves the
// library: every exported C function is a function-try-block whose handler turns whatever was
// thrown into a status and a message for aclGetRecentErrMsg():
//
//   extern "C" aclnnStatus aclnnXxxGetWorkspaceSize(...) try {
//     ...
//   } catch (...) {
//     return aclnn_cpu::Phase1Failure(kApi);
//   }
//
// The handlers never throw and never allocate (the message goes into a fixed per-thread buffer).
//
//   what was thrown        runtime (aclError)            operator phase 1      operator run (phase 2, task)
//   std::bad_alloc         ACL_ERROR_BAD_ALLOC 200000    561101 CREATE_EXECUTOR  561103 INNER_NULLPTR
//   StatusError            its status                    its status             its status
//   anything else          ACL_ERROR_INTERNAL_ERROR      561000 INNER           561000 INNER
//
// Work that runs on other threads (ParallelFor's tasks, stream tasks) catches there and hands the
// failure to the thread that waits for it, which rethrows or reports it.
#pragma once

#include <stdexcept>
#include <string>

#include "acl/acl_base.h"
#include "aclnn/acl_meta.h"

namespace aclnn_cpu {

// Thrown where a status is known deep inside (a oneDNN call that failed, an impossible plan): the
// boundary returns `status` with the message.
class StatusError : public std::runtime_error {
 public:
  StatusError(int status, const std::string& msg) : std::runtime_error(msg), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

// Each must be called from inside a catch handler (it inspects the current exception).
aclnnStatus Phase1Failure(const char* api) noexcept;  // aclnnXxxGetWorkspaceSize
aclnnStatus RunFailure(const char* api) noexcept;     // aclnnXxx and the queued run
aclnnStatus MetaFailure(const char* api) noexcept;    // aclnn meta API returning aclnnStatus
aclError RuntimeFailure(const char* api) noexcept;    // acl runtime (aclError)
void NoteFailure(const char* api) noexcept;           // functions returning a pointer or void: message only

}  // namespace aclnn_cpu
