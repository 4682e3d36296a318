// Saturating size arithmetic for phase 1.
//
// Sizes that phase 1 derives from tensor dims need not fit in 64 bits: a view with zero strides
// has any element count over a one-element storage, and a product of dims taken from different
// tensors is bounded by none of them. Every count, byte size and offset a plan books is computed
// with these helpers: a result that does not fit reads as kSizeMax, WorkspaceBooking refuses a
// region of that size (phase 1 then reports ACLNN_ERR_INNER_TILING_ERROR with a message), and nothing wraps.
// Operands are counts: >= 0.
#pragma once

#include <cstdint>
#include <limits>

namespace aclnn_cpu {

constexpr int64_t kSizeMax = std::numeric_limits<int64_t>::max();

inline int64_t SatMul(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_mul_overflow(a, b, &r) ? kSizeMax : r;
}
template <class... Rest>
int64_t SatMul(int64_t a, int64_t b, int64_t c, Rest... rest) {
  return SatMul(SatMul(a, b), c, rest...);
}

inline int64_t SatAdd(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_add_overflow(a, b, &r) ? kSizeMax : r;
}
template <class... Rest>
int64_t SatAdd(int64_t a, int64_t b, int64_t c, Rest... rest) {
  return SatAdd(SatAdd(a, b), c, rest...);
}

// b rounded up to a multiple of 64 (kSizeMax stays kSizeMax).
inline int64_t SatAlign64(int64_t b) { return b > kSizeMax - 63 ? kSizeMax : (b + 63) / 64 * 64; }

}  // namespace aclnn_cpu
