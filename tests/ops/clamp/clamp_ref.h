// The clamp family's reference for the tests: the aclnn Cast's value rules between the A2 list's
// dtypes, clamp(x, lo, hi) with its NaN and tie rules, and exact comparison of results.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "test_broadcast.h"
#include "test_tensor.h"

namespace aclnn_test {
namespace clamp {

inline const std::vector<aclDataType> kList = {ACL_FLOAT16, ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_INT16,
                                        ACL_INT8,    ACL_UINT8, ACL_DOUBLE, ACL_BF16};

inline bool IsIntDt(aclDataType d) {
  return d == ACL_INT8 || d == ACL_UINT8 || d == ACL_INT16 || d == ACL_INT32 || d == ACL_INT64;
}
inline bool IsFloatDt(aclDataType d) { return !IsIntDt(d); }

inline double IntMin(aclDataType d) {
  switch (d) {
    case ACL_INT8: return -128;
    case ACL_UINT8: return 0;
    case ACL_INT16: return -32768;
    case ACL_INT32: return -2147483648.0;
    default: return -9223372036854775808.0;
  }
}
inline double IntMax(aclDataType d) {
  switch (d) {
    case ACL_INT8: return 127;
    case ACL_UINT8: return 255;
    case ACL_INT16: return 32767;
    case ACL_INT32: return 2147483647.0;
    default: return 9223372036854775807.0;
  }
}

inline double Wrap(aclDataType d, double v) {
  const auto u = static_cast<uint64_t>(static_cast<int64_t>(v));
  switch (d) {
    case ACL_INT8: return static_cast<int8_t>(u);
    case ACL_UINT8: return static_cast<uint8_t>(u);
    case ACL_INT16: return static_cast<int16_t>(u);
    case ACL_INT32: return static_cast<int32_t>(u);
    default: return static_cast<double>(static_cast<int64_t>(u));
  }
}

// A value of dtype `from` cast to `to` (the aclnn Cast): integers wrap, floats truncate toward zero
// and saturate (NaN: 0), anything to a float dtype rounds to nearest even.
inline double CastTo(aclDataType from, aclDataType to, double v) {
  if (IsFloatDt(to)) return RoundTo(to, v);
  if (IsIntDt(from)) return Wrap(to, v);
  if (std::isnan(v)) return 0;
  return std::min(std::max(std::trunc(v), IntMin(to)), IntMax(to));
}

inline bool CanCastDt(aclDataType from, aclDataType to) { return !(IsFloatDt(from) && IsIntDt(to)); }

inline double ClampRef(double x, double lo, double hi) {
  const double m = x < lo ? lo : x;
  return m > hi ? hi : m;
}

// Exact equality, NaN matching NaN, the sign of a zero included.
inline std::string Differs(double got, double want) {
  if (std::isnan(want) && std::isnan(got)) return "";
  if (got == want && std::signbit(got) == std::signbit(want)) return "";
  char buf[96];
  std::snprintf(buf, sizeof buf, "got %.17g, want %.17g", got, want);
  return buf;
}

inline Shape Bcast(const Shape& a, const Shape& b) {
  Shape o(std::max(a.size(), b.size()), 1);
  for (size_t k = 0; k < o.size(); ++k) {
    const int64_t da = k < a.size() ? a[a.size() - 1 - k] : 1, db = k < b.size() ? b[b.size() - 1 - k] : 1;
    o[o.size() - 1 - k] = std::max(da, db);
  }
  return o;
}
}  // namespace clamp
}  // namespace aclnn_test
