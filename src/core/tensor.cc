#include "core/tensor.h"

#include <sstream>

#include "core/dtype.h"

namespace aclnn_cpu {

int64_t Numel(const Shape& s) {
  int64_t n = 1;
  for (int64_t d : s) {
    if (d <= 0) return 0;
    if (__builtin_mul_overflow(n, d, &n)) return INT64_MAX;
  }
  return n;
}

Shape ContiguousStrides(const Shape& s) {
  Shape st(s.size(), 1);
  int64_t acc = 1;
  for (size_t i = s.size(); i-- > 0;) {
    st[i] = acc;
    if (s[i] > 1) acc *= s[i];
  }
  return st;
}

bool IsContiguous(const aclTensor& t) {
  if (Numel(t.view) <= 1) return true;
  int64_t expect = 1;
  for (size_t i = t.view.size(); i-- > 0;) {
    if (t.view[i] == 1) continue;
    if (t.strides[i] != expect) return false;
    expect *= t.view[i];
  }
  return true;
}

int64_t StorageNumel(const aclTensor& t) {
  int64_t n = 1;
  for (int64_t d : t.storage) {
    if (d <= 0) return 0;
    if (__builtin_mul_overflow(n, d, &n)) return INT64_MAX;
  }
  return n;
}

bool ViewInsideStorage(const aclTensor& t) {
  if (Numel(t.view) == 0) return true;
  if (t.offset < 0 || t.strides.size() != t.view.size()) return false;
  __int128 lo = t.offset, hi = t.offset;
  for (size_t i = 0; i < t.view.size(); ++i) {
    __int128 span = static_cast<__int128>(t.strides[i]) * (t.view[i] - 1);
    if (span > 0) hi += span; else lo += span;
  }
  return lo >= 0 && hi < static_cast<__int128>(StorageNumel(t));
}

std::string ShapeString(const Shape& s) {
  std::ostringstream os;
  os << '[';
  for (size_t i = 0; i < s.size(); ++i) os << (i ? "," : "") << s[i];
  os << ']';
  return os.str();
}

std::string Describe(const aclTensor& t) {
  std::ostringstream os;
  os << ShapeString(t.view) << ' ' << DtypeName(t.dtype);
  if (!IsContiguous(t) || t.offset != 0)
    os << " strides " << ShapeString(t.strides) << " offset " << t.offset;
  return os.str();
}

}  // namespace aclnn_cpu
