// Status reporting: the thread-local text behind aclGetRecentErrMsg() and an ordered validator.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

#include "aclnn/acl_meta.h"
#include "core/export.h"
#include "core/tensor.h"

namespace aclnn_cpu {

// The calling thread's last failure message (truncated to kRecentErrorCapacity - 1 characters).
constexpr size_t kRecentErrorCapacity = 2048;
void SetRecentError(const char* msg) noexcept;
void SetRecentError(const std::string& msg) noexcept;
const char* RecentError() noexcept;  // "" when none
// "<api>: the <interface> is not available in aclnn-cpu, a CPU library <because>; call the operators
// through the aclnn API (...)" as the recent error, built in a fixed buffer (no allocation): the
// runtime interfaces a CPU cannot offer (acl_op.h, acl_mdl.h).
void NoteApiNotAvailable(const char* api, const char* interface, const char* because) noexcept;

// Runs checks in the order they are written; the first failure decides the status and the message
// ("<api>: <what>"), later checks are skipped. NotNull rows give 161001, all other rows 161002.
class Validator {
 public:
  explicit Validator(const char* api) : api_(api) {}
  bool ok() const { return status_ == ACLNN_SUCCESS; }
  aclnnStatus status() const { return status_; }
  const char* api() const { return api_; }

  Validator& Fail(aclnnStatus status, const std::string& msg);
  // Generic row: when !cond, fail with `status` and the message built by msg().
  template <class MsgFn>
  Validator& Check(bool cond, MsgFn&& msg, aclnnStatus status = ACLNN_ERR_PARAM_INVALID) {
    if (ok() && !cond) Fail(status, msg());
    return *this;
  }
  Validator& NotNull(const char* name, const void* p);
  Validator& DtypeIn(const char* name, const aclTensor* t, std::initializer_list<aclDataType> list);
  Validator& DtypeIs(const char* name, const aclTensor* t, aclDataType dt);
  Validator& SameDtype(const char* name, const aclTensor* t, const char* other, const aclTensor* u);
  Validator& Rank(const char* name, const aclTensor* t, int lo, int hi);
  Validator& ShapeIs(const char* name, const aclTensor* t, const Shape& expected, const char* why = nullptr);
  Validator& NotEmpty(const char* name, const aclTensor* t);
  // §6 validity rule: every element of the view lies in the storage (and the element count fits
  // in int64).
  Validator& ViewInStorage(const char* name, const aclTensor* t);
  Validator& FormatIn(const char* name, const aclTensor* t, std::initializer_list<aclFormat> list);

 private:
  const char* api_;
  aclnnStatus status_ = ACLNN_SUCCESS;
};

std::string DtypeList(std::initializer_list<aclDataType> list);
// "{ND, NCL}": formats by name (FormatName), for messages.
ACLNN_CPU_INTERNAL_API std::string FormatList(std::initializer_list<aclFormat> list);

}  // namespace aclnn_cpu
