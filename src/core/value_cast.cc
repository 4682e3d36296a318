#include "core/value_cast.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "core/dtype.h"

namespace aclnn_cpu {
namespace {

// Storage tags for the 16-bit float dtypes and BOOL (the others are their C++ types).
struct F16 { uint16_t bits; };
struct BF16 { uint16_t bits; };
struct Bool { uint8_t v; };
using c64s = std::complex<float>;

template <class F>
void WithStorage(aclDataType dt, F&& f) {
  switch (dt) {
    case ACL_FLOAT: return f(float{});
    case ACL_FLOAT16: return f(F16{});
    case ACL_BF16: return f(BF16{});
    case ACL_DOUBLE: return f(double{});
    case ACL_INT8: return f(int8_t{});
    case ACL_UINT8: return f(uint8_t{});
    case ACL_INT16: return f(int16_t{});
    case ACL_UINT16: return f(uint16_t{});
    case ACL_INT32: return f(int32_t{});
    case ACL_UINT32: return f(uint32_t{});
    case ACL_INT64: return f(int64_t{});
    case ACL_UINT64: return f(uint64_t{});
    case ACL_BOOL: return f(Bool{});
    case ACL_COMPLEX64: return f(c64s{});
    case ACL_COMPLEX128: return f(c128{});
    default: return f(float{});  // validated away before any plan runs
  }
}

// Reads one element of storage type S as a double, an int64 (exact integers), or a complex.
template <class S>
constexpr bool kIsInt = std::is_integral<S>::value;

template <class S>
double ToF64(const S& s) {
  if constexpr (std::is_same<S, F16>::value) return F16ToF32(s.bits);
  else if constexpr (std::is_same<S, BF16>::value) return Bf16ToF32(s.bits);
  else if constexpr (std::is_same<S, Bool>::value) return s.v != 0 ? 1.0 : 0.0;
  else if constexpr (std::is_same<S, c64s>::value || std::is_same<S, c128>::value) return s.real();
  else return static_cast<double>(s);
}

template <class S>
int64_t ToI64(const S& s) {
  if constexpr (std::is_same<S, Bool>::value) return s.v != 0;
  else if constexpr (kIsInt<S>) return static_cast<int64_t>(s);  // uint64 wraps
  else return SaturatingCast<int64_t>(ToF64(s));
}

template <class S>
uint8_t ToBool(const S& s) {
  if constexpr (std::is_same<S, Bool>::value) return s.v != 0;
  else if constexpr (std::is_same<S, c64s>::value || std::is_same<S, c128>::value) return s.real() != 0 || s.imag() != 0;
  else if constexpr (kIsInt<S>) return s != 0;
  else return ToF64(s) != 0.0;
}

template <class S>
c128 ToC128(const S& s) {
  if constexpr (std::is_same<S, c64s>::value) return c128(s.real(), s.imag());
  else if constexpr (std::is_same<S, c128>::value) return s;
  else if constexpr (kIsInt<S>) return c128(static_cast<double>(s), 0.0);
  else return c128(ToF64(s), 0.0);
}

template <class V, class S>
V Read(const S& s) {
  if constexpr (std::is_same<V, double>::value) return ToF64(s);
  else if constexpr (std::is_same<V, int64_t>::value) return ToI64(s);
  else if constexpr (std::is_same<V, uint8_t>::value) return ToBool(s);
  else return ToC128(s);
}

// double to float with round-to-odd: a later rounding to 11 or 8 significant bits then rounds as
// one rounding from the double would (float keeps more than two extra bits).
float F64ToF32Odd(double d) {
  if (!std::isfinite(d)) return static_cast<float>(d);
  float f = static_cast<float>(d);
  if (std::isinf(f)) {  // above float's range: far above any 16-bit float's
    return f;
  }
  if (static_cast<double>(f) == d) return f;
  if (std::fabs(static_cast<double>(f)) > std::fabs(d)) f = std::nextafter(f, 0.0f);  // truncate
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u |= 1u;
  std::memcpy(&f, &u, 4);
  return f;
}

template <class S>
S FromF64(double v) {
  if constexpr (std::is_same<S, F16>::value) return F16{F32ToF16(F64ToF32Odd(v))};
  else if constexpr (std::is_same<S, BF16>::value) return BF16{F32ToBf16(F64ToF32Odd(v))};
  else if constexpr (std::is_same<S, Bool>::value) return Bool{static_cast<uint8_t>(v != 0.0)};
  else if constexpr (std::is_same<S, c64s>::value) return c64s(static_cast<float>(v), 0.0f);
  else if constexpr (std::is_same<S, c128>::value) return c128(v, 0.0);
  else if constexpr (kIsInt<S>) return SaturatingCast<S>(v);
  else {
    return static_cast<S>(v);
  }
}

template <class S>
S FromI64(int64_t v) {
  if constexpr (std::is_same<S, Bool>::value) return Bool{static_cast<uint8_t>(v != 0)};
  else if constexpr (kIsInt<S>) return static_cast<S>(static_cast<uint64_t>(v));  // low bits
  else if constexpr (std::is_same<S, float>::value) return static_cast<float>(v);  // one rounding
  else return FromF64<S>(static_cast<double>(v));
}

template <class S>
S FromC128(const c128& v) {
  if constexpr (std::is_same<S, c64s>::value) return c64s(static_cast<float>(v.real()), static_cast<float>(v.imag()));
  else if constexpr (std::is_same<S, c128>::value) return v;
  else if constexpr (std::is_same<S, Bool>::value) return Bool{static_cast<uint8_t>(v.real() != 0 || v.imag() != 0)};
  else return FromF64<S>(v.real());
}

template <class S, class V>
S Write(const V& v) {
  if constexpr (std::is_same<V, double>::value) return FromF64<S>(v);
  else if constexpr (std::is_same<V, int64_t>::value) return FromI64<S>(v);
  else if constexpr (std::is_same<V, uint8_t>::value) return FromI64<S>(v);
  else return FromC128<S>(v);
}

}  // namespace

template <class V>
void LoadAs(const void* src, aclDataType dt, int64_t stride, V* dst, size_t n) {
  WithStorage(dt, [&](auto tag) {
    using S = decltype(tag);
    const auto* p = static_cast<const unsigned char*>(src);
    const int64_t step = stride * static_cast<int64_t>(sizeof(S));
    for (size_t i = 0; i < n; ++i) {
      S s;
      std::memcpy(&s, p + static_cast<int64_t>(i) * step, sizeof(S));
      dst[i] = Read<V>(s);
    }
  });
}

template <class V>
void StoreAs(const V* src, void* dst, aclDataType dt, int64_t stride, size_t n) {
  WithStorage(dt, [&](auto tag) {
    using S = decltype(tag);
    auto* p = static_cast<unsigned char*>(dst);
    const int64_t step = stride * static_cast<int64_t>(sizeof(S));
    for (size_t i = 0; i < n; ++i) {
      const S s = Write<S>(src[i]);
      std::memcpy(p + static_cast<int64_t>(i) * step, &s, sizeof(S));
    }
  });
}

template <class V>
void RoundTo(V* x, size_t n, aclDataType dt) {
  WithStorage(dt, [&](auto tag) {
    using S = decltype(tag);
    for (size_t i = 0; i < n; ++i) x[i] = Read<V>(Write<S>(x[i]));
  });
}

template <class V>
V ScalarAs(const aclScalar& s) {
  V v{};
  LoadAs<V>(s.bytes, s.dtype, 1, &v, 1);
  return v;
}

template <class V>
V ScalarAs(const aclScalar& s, aclDataType dt) {
  // The scalar stored as dt (a cast), then read as V.
  unsigned char buf[16] = {};
  c128 wide = ScalarAs<c128>(s);
  if (IsComplexType(s.dtype)) {
    StoreAs<c128>(&wide, buf, dt, 1, 1);
  } else if (IsIntegralType(s.dtype, true)) {
    const int64_t i = ScalarAs<int64_t>(s);
    StoreAs<int64_t>(&i, buf, dt, 1, 1);
  } else {
    const double d = ScalarAs<double>(s);
    StoreAs<double>(&d, buf, dt, 1, 1);
  }
  V v{};
  LoadAs<V>(buf, dt, 1, &v, 1);
  return v;
}

double RoundF64To(double v, aclDataType dt) {
  double r = v;
  RoundTo<double>(&r, 1, dt);
  return r;
}

#define ACLNN_CPU_VALUE_CAST(V)                                                                 \
  template ACLNN_CPU_INTERNAL_API void LoadAs<V>(const void*, aclDataType, int64_t, V*, size_t); \
  template ACLNN_CPU_INTERNAL_API void StoreAs<V>(const V*, void*, aclDataType, int64_t, size_t); \
  template ACLNN_CPU_INTERNAL_API void RoundTo<V>(V*, size_t, aclDataType);                     \
  template ACLNN_CPU_INTERNAL_API V ScalarAs<V>(const aclScalar&);                              \
  template ACLNN_CPU_INTERNAL_API V ScalarAs<V>(const aclScalar&, aclDataType);
ACLNN_CPU_VALUE_CAST(double)
ACLNN_CPU_VALUE_CAST(int64_t)
ACLNN_CPU_VALUE_CAST(uint8_t)
ACLNN_CPU_VALUE_CAST(c128)
#undef ACLNN_CPU_VALUE_CAST

}  // namespace aclnn_cpu
