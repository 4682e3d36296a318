// Value casts between tensor storage of any dtype and the wide types the typed elementwise paths
// compute in: double (FLOAT64), int64_t (every integer dtype, two's-complement wrap), uint8_t
// (BOOL, 0 or 1) and std::complex<double> (COMPLEX64/128).
//
// The cast rules are the aclnn Cast's: float to float and integer to float round to nearest even
// (a double goes to FLOAT16/BFLOAT16 in one rounding, never through float); float to integer
// truncates toward zero and saturates, NaN giving 0; integer to a narrower integer keeps the low
// bits; anything to BOOL is value != 0; BOOL to a number is 0 or 1; a complex value cast to a real
// dtype keeps its real part; a real value cast to complex has imaginary part 0.
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "aclnn/acl_meta.h"
#include "core/export.h"
#include "core/tensor.h"

namespace aclnn_cpu {

using c128 = std::complex<double>;

// dst[i] = cast<V>(src[i * stride]) for i < n (`stride` in elements of dt).
template <class V>
ACLNN_CPU_INTERNAL_API void LoadAs(const void* src, aclDataType dt, int64_t stride, V* dst, size_t n);
// dst[i * stride] = cast<dt>(src[i]) for i < n.
template <class V>
ACLNN_CPU_INTERNAL_API void StoreAs(const V* src, void* dst, aclDataType dt, int64_t stride, size_t n);
// x[i] = cast<V>(cast<dt>(x[i])): the value a result takes in the compute dtype dt.
template <class V>
ACLNN_CPU_INTERNAL_API void RoundTo(V* x, size_t n, aclDataType dt);
// A scalar's value cast to V, or first to dt (its value as a tensor of dtype dt would hold it) and
// then to V.
template <class V>
ACLNN_CPU_INTERNAL_API V ScalarAs(const aclScalar& s);
template <class V>
ACLNN_CPU_INTERNAL_API V ScalarAs(const aclScalar& s, aclDataType dt);

// A floating value cast to the integer type T: toward zero, saturating at T's range, NaN giving 0.
// The one rule of the library for float to integer (the typed paths and the fp32 path's stores).
template <class T>
inline T SaturatingCast(double v) {
  static_assert(std::is_integral<T>::value, "an integer type");
  constexpr double lo = static_cast<double>(std::numeric_limits<T>::min());
  constexpr double hi = static_cast<double>(std::numeric_limits<T>::max());  // 2^63 / 2^64 for 64 bits
  if (v != v) return 0;
  if (v <= lo) return std::numeric_limits<T>::min();
  if (v >= hi) return std::numeric_limits<T>::max();
  return static_cast<T>(v);
}

// One double cast to dt and read back as a double (dt real).
ACLNN_CPU_INTERNAL_API double RoundF64To(double v, aclDataType dt);

}  // namespace aclnn_cpu
