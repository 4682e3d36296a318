// Dtype facts the arithmetic family's tests share: categories, the integer ranges and the
// two's-complement wrap of a result into an integer dtype.
#pragma once

#include <cstdint>

#include "aclnn/acl_meta.h"

namespace arith_test {

inline bool IsInt(aclDataType d) {
  return d == ACL_INT8 || d == ACL_UINT8 || d == ACL_INT16 || d == ACL_INT32 || d == ACL_INT64;
}
inline bool IsFloat(aclDataType d) { return d == ACL_FLOAT16 || d == ACL_BF16 || d == ACL_FLOAT || d == ACL_DOUBLE; }

// [lo, hi] of an integer dtype (BOOL: 0 and 1).
inline void IntRange(aclDataType d, int64_t* lo, int64_t* hi) {
  switch (d) {
    case ACL_INT8: *lo = INT8_MIN; *hi = INT8_MAX; return;
    case ACL_UINT8: *lo = 0; *hi = UINT8_MAX; return;
    case ACL_INT16: *lo = INT16_MIN; *hi = INT16_MAX; return;
    case ACL_INT32: *lo = INT32_MIN; *hi = INT32_MAX; return;
    case ACL_BOOL: *lo = 0; *hi = 1; return;
    default: *lo = INT64_MIN; *hi = INT64_MAX; return;
  }
}

// v wrapped to the integer dtype d (two's complement); BOOL is v != 0.
inline int64_t Wrap(aclDataType d, __int128 v) {
  const auto u = static_cast<uint64_t>(static_cast<unsigned __int128>(v));
  switch (d) {
    case ACL_INT8: return static_cast<int8_t>(u);
    case ACL_UINT8: return static_cast<uint8_t>(u);
    case ACL_INT16: return static_cast<int16_t>(u);
    case ACL_INT32: return static_cast<int32_t>(u);
    case ACL_BOOL: return v != 0;
    default: return static_cast<int64_t>(u);
  }
}

}  // namespace arith_test
