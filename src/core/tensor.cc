#include "core/tensor.h"

#include <algorithm>
#include <sstream>
#include <utility>

#include "core/dtype.h"

namespace aclnn_cpu {

int64_t Numel(const Shape& s) {
  // A dim <= 0 anywhere makes the count 0, also after a prefix whose product overflowed.
  int64_t n = 1;
  bool overflow = false;
  for (int64_t d : s) {
    if (d <= 0) return 0;
    overflow = overflow || __builtin_mul_overflow(n, d, &n);
  }
  return overflow ? INT64_MAX : n;
}

Shape ContiguousStrides(const Shape& s) {
  Shape st(s.size(), 1);
  int64_t acc = 1;
  for (size_t i = s.size(); i-- > 0;) {
    st[i] = acc;
    // Saturate: a view whose element count overflows int64 never fits a storage anyway.
    if (s[i] > 1 && __builtin_mul_overflow(acc, s[i], &acc)) acc = INT64_MAX;
  }
  return st;
}

bool IsContiguous(const aclTensor& t) {
  if (Numel(t.view) <= 1) return true;
  int64_t expect = 1;
  for (size_t i = t.view.size(); i-- > 0;) {
    if (t.view[i] == 1) continue;
    if (t.strides[i] != expect) return false;
    if (__builtin_mul_overflow(expect, t.view[i], &expect)) expect = INT64_MAX;
  }
  return true;
}

int64_t StorageNumel(const aclTensor& t) { return Numel(t.storage); }

bool ViewInsideStorage(const aclTensor& t) {
  for (int64_t d : t.view)
    if (d < 0) return false;  // a negative dim is never a valid view (Numel would call it empty)
  if (Numel(t.view) == 0) return true;
  if (t.offset < 0 || t.strides.size() != t.view.size()) return false;
  __int128 lo = t.offset, hi = t.offset;
  for (size_t i = 0; i < t.view.size(); ++i) {
    // |span| <= 2^126; clamped to 2^64 so that 25 of them cannot overflow the sum (a span that
    // large fails the test either way).
    const __int128 cap = static_cast<__int128>(1) << 64;
    __int128 span = static_cast<__int128>(t.strides[i]) * (t.view[i] - 1);
    span = span > cap ? cap : span < -cap ? -cap : span;
    if (span > 0) hi += span; else lo += span;
  }
  return lo >= 0 && hi < static_cast<__int128>(StorageNumel(t));
}

int64_t KernelStride(const aclTensor& t, size_t k) {
  const int64_t s = t.strides[k];
  if (t.view[k] > 1) return s;
  const int64_t bound = StorageNumel(t);
  return s >= -bound && s <= bound ? s : 0;
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

bool NonOverlapping(const aclTensor& t) {
  std::vector<std::pair<unsigned __int128, int64_t>> dims;  // (|stride|, size) of dims with size > 1
  for (size_t k = 0; k < t.view.size(); ++k) {
    if (t.view[k] <= 0) return true;  // empty
    const __int128 st = t.strides[k];
    if (t.view[k] > 1) dims.emplace_back(static_cast<unsigned __int128>(st < 0 ? -st : st), t.view[k]);
  }
  std::sort(dims.begin(), dims.end());
  unsigned __int128 span = 0;  // max offset reached by the dims processed so far (no overflow: < 2^127)
  for (const auto& d : dims) {
    if (d.first <= span) return false;
    span += d.first * static_cast<unsigned __int128>(d.second - 1);
    if (span >> 126) return true;  // beyond any storage; the storage check rejects such views
  }
  return true;
}

}  // namespace aclnn_cpu
