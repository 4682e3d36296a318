#include "core/error.h"

#include <cstdio>
#include <cstring>
#include <sstream>

#include "core/dtype.h"

namespace aclnn_cpu {
namespace {
// A fixed buffer: reporting a failure never allocates (it may be reporting the lack of memory).
thread_local char t_recent[kRecentErrorCapacity];
}

void SetRecentError(const char* msg) noexcept {
  const size_t n = std::strlen(msg);
  const size_t keep = n < sizeof t_recent ? n : sizeof t_recent - 1;
  std::memcpy(t_recent, msg, keep);
  t_recent[keep] = '\0';
}
void SetRecentError(const std::string& msg) noexcept { SetRecentError(msg.c_str()); }
const char* RecentError() noexcept { return t_recent; }

void NoteApiNotAvailable(const char* api, const char* interface, const char* because) noexcept {
  char msg[384];
  std::snprintf(msg, sizeof msg,
                "%s: the %s is not available in aclnn-cpu, a CPU library %s; call the operators through the aclnn "
                "API (aclnnXxxGetWorkspaceSize, then aclnnXxx)",
                api, interface, because);
  SetRecentError(msg);
}

std::string DtypeList(std::initializer_list<aclDataType> list) {
  std::string s = "{";
  bool first = true;
  for (aclDataType d : list) {
    s += first ? "" : ", ";
    s += DtypeName(d);
    first = false;
  }
  return s + "}";
}

std::string FormatList(std::initializer_list<aclFormat> list) {
  std::string s = "{";
  bool first = true;
  for (aclFormat f : list) {
    s += first ? "" : ", ";
    s += FormatName(f);
    first = false;
  }
  return s + "}";
}

Validator& Validator::Fail(aclnnStatus status, const std::string& msg) {
  if (!ok()) return *this;
  status_ = status;
  SetRecentError(std::string(api_) + ": " + msg);
  return *this;
}

Validator& Validator::NotNull(const char* name, const void* p) {
  return Check(p != nullptr, [&] { return std::string(name) + " must not be a null pointer"; },
               ACLNN_ERR_PARAM_NULLPTR);
}

Validator& Validator::DtypeIn(const char* name, const aclTensor* t, std::initializer_list<aclDataType> list) {
  return Check(aclnn_cpu::DtypeIn(t->dtype, list), [&] {
    return std::string(name) + " has dtype " + DtypeName(t->dtype) + ", expected one of " + DtypeList(list);
  });
}

Validator& Validator::DtypeIs(const char* name, const aclTensor* t, aclDataType dt) {
  return Check(t->dtype == dt, [&] {
    return std::string(name) + " has dtype " + DtypeName(t->dtype) + ", expected " + DtypeName(dt);
  });
}

Validator& Validator::SameDtype(const char* name, const aclTensor* t, const char* other, const aclTensor* u) {
  return Check(t->dtype == u->dtype, [&] {
    return std::string(name) + " dtype " + DtypeName(t->dtype) + " must equal " + other + " dtype " +
           DtypeName(u->dtype);
  });
}

Validator& Validator::Rank(const char* name, const aclTensor* t, int lo, int hi) {
  const int r = static_cast<int>(t->view.size());
  return Check(r >= lo && r <= hi, [&] {
    std::ostringstream os;
    os << name << " has rank " << r << " (shape " << ShapeString(t->view) << "), expected ";
    if (lo == hi) os << lo; else os << lo << " to " << hi;
    return os.str();
  });
}

Validator& Validator::ShapeIs(const char* name, const aclTensor* t, const Shape& expected, const char* why) {
  return Check(t->view == expected, [&] {
    std::string s = std::string(name) + " has shape " + ShapeString(t->view) + ", expected " + ShapeString(expected);
    if (why) s += std::string(" (") + why + ")";
    return s;
  });
}

Validator& Validator::NotEmpty(const char* name, const aclTensor* t) {
  return Check(Numel(*t) != 0, [&] {
    return std::string(name) + " must not be empty, got shape " + ShapeString(t->view);
  });
}

Validator& Validator::ViewInStorage(const char* name, const aclTensor* t) {
  // A zero-stride view can be huge and still inside its storage; the kernels count elements in
  // int64, so the count itself must fit (Numel saturates at INT64_MAX).
  const int64_t numel = Numel(t->view);
  Check(numel < INT64_MAX, [&] {
    return std::string(name) + " view " + ShapeString(t->view) + " has 2^63 or more elements";
  });
  Check(ViewInsideStorage(*t), [&] {
    std::ostringstream os;
    for (int64_t d : t->view)
      if (d < 0) {
        os << name << " has a negative dimension: shape " << ShapeString(t->view);
        return os.str();
      }
    os << name << " view " << ShapeString(t->view) << " with strides " << ShapeString(t->strides)
       << " and offset " << t->offset << " reaches outside its storage of " << StorageNumel(*t)
       << " elements (storage shape " << ShapeString(t->storage) << ")";
    return os.str();
  });
  // Kernels address elements in bytes or in scalar components (two per complex element) with
  // int64 arithmetic: the storage must span less than 2^63 bytes (no real buffer is larger).
  const auto es = static_cast<int64_t>(ElementSize(t->dtype));
  if (numel == 0 || es == 0) return *this;
  return Check(StorageNumel(*t) <= INT64_MAX / es, [&] {
    std::ostringstream os;
    os << name << " storage of " << StorageNumel(*t) << " elements of " << DtypeName(t->dtype)
       << " (storage shape " << ShapeString(t->storage) << ") spans 2^63 bytes or more";
    return os.str();
  });
}

Validator& Validator::FormatIn(const char* name, const aclTensor* t, std::initializer_list<aclFormat> list) {
  bool found = false;
  for (aclFormat f : list) found = found || f == t->format;
  return Check(found, [&] {
    std::ostringstream os;
    os << name << " has format " << FormatName(t->format) << ", not one of " << FormatList(list);
    return os.str();
  });
}

}  // namespace aclnn_cpu
