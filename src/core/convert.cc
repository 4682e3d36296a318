#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "core/convert.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstring>

#include "core/convert.h"
#include "core/dtype.h"
#include "core/value_cast.h"
#include "core/simd-inl.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// The whole vectors, then the tail (fewer than one vector) through padded local copies: one more
// vector instead of up to N - 1 scalar conversions, which dominate short rows (a 62-element row
// left 14 scalar narrowings with 512-bit vectors). The lanes are independent, so the padding does
// not change the results.
template <class From, class To, class Vector>
HWY_INLINE void ConvertRow(const From* src, To* dst, size_t n, Vector vector) {
  const hn::ScalableTag<float> df;
  const size_t N = hn::Lanes(df);
  size_t i = 0;
  for (; i + N <= n; i += N) vector(src + i, dst + i);
  if (i < n) {
    HWY_ALIGN From s[hn::MaxLanes(df)] = {};
    HWY_ALIGN To d[hn::MaxLanes(df)];
    std::memcpy(s, src + i, (n - i) * sizeof(From));
    vector(s, d);
    std::memcpy(dst + i, d, (n - i) * sizeof(To));
  }
}

void F16ToF32Impl(const uint16_t* src, float* dst, size_t n) {
  if constexpr (kF16Hardware) {  // elsewhere the scalar loop, which is faster than lane by lane
    const hn::ScalableTag<float> df;
    ConvertRow(src, dst, n, [df](const uint16_t* s, float* d) { hn::StoreU(LoadF16(df, s), df, d); });
  } else {
    for (size_t i = 0; i < n; ++i) dst[i] = F16ToF32(src[i]);
  }
}

void Bf16ToF32Impl(const uint16_t* src, float* dst, size_t n) {
  const hn::ScalableTag<float> df;
  ConvertRow(src, dst, n, [df](const uint16_t* s, float* d) { hn::StoreU(LoadBf16(df, s), df, d); });
}

void F32ToBf16Impl(const float* src, uint16_t* dst, size_t n) {
  const hn::ScalableTag<float> df;
  ConvertRow(src, dst, n, [df](const float* s, uint16_t* d) { StoreBf16(df, hn::LoadU(df, s), d); });
}

void F32ToF16Impl(const float* src, uint16_t* dst, size_t n) {
  if constexpr (kF16Hardware) {
    const hn::ScalableTag<float> df;
    ConvertRow(src, dst, n, [df](const float* s, uint16_t* d) { StoreF16(df, hn::LoadU(df, s), d); });
  } else {
    for (size_t i = 0; i < n; ++i) dst[i] = F32ToF16(src[i]);
  }
}

// Copies `bytes` with non-temporal stores for the whole 64-byte lines of dst and plain stores for
// the partial lines at both ends, so that no line gets both kinds (a plain store to a line that
// non-temporal stores are still filling costs a round trip to memory; see the pad backward's
// StreamCopy for what it cost with 256-bit vectors).
void StreamBytesImpl(void* dst, const void* src, size_t bytes) {
  const hn::ScalableTag<uint8_t> d;
  const size_t N = hn::Lanes(d);
  constexpr uintptr_t kLine = 64;
  auto* o = static_cast<uint8_t*>(dst);
  const auto* s = static_cast<const uint8_t*>(src);
  const uintptr_t a = reinterpret_cast<uintptr_t>(o);
  const uintptr_t l0 = (a + kLine - 1) & ~(kLine - 1), l1 = (a + bytes) & ~(kLine - 1);
  if (N > kLine || l0 >= l1) {
    std::memcpy(o, s, bytes);
    return;
  }
  const size_t head = l0 - a, end = l1 - a;  // whole lines [head, end)
  std::memcpy(o, s, head);
  for (size_t i = head; i < end; i += N) hn::Stream(hn::LoadU(d, s + i), d, o + i);
  std::memcpy(o + end, s + end, bytes - end);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <limits>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "hwy/cache_control.h"

namespace aclnn_cpu {

HWY_EXPORT(F16ToF32Impl);
HWY_EXPORT(Bf16ToF32Impl);
HWY_EXPORT(F32ToBf16Impl);
HWY_EXPORT(F32ToF16Impl);
HWY_EXPORT(StreamBytesImpl);

void StreamStoreF32(const float* src, void* dst, aclDataType dt, size_t n) {
  if (dt == ACL_FLOAT) return HWY_DYNAMIC_DISPATCH(StreamBytesImpl)(dst, src, n * sizeof(float));
  uint16_t tmp[1024];
  for (size_t i = 0; i < n; i += 1024) {
    const size_t m = n - i < 1024 ? n - i : 1024;
    if (dt == ACL_BF16) F32ToBf16Array(src + i, tmp, m); else F32ToF16Array(src + i, tmp, m);
    HWY_DYNAMIC_DISPATCH(StreamBytesImpl)(static_cast<uint16_t*>(dst) + i, tmp, m * sizeof(uint16_t));
  }
}

void StreamFence() { hwy::FlushStream(); }

void StreamCopyBytes(void* dst, const void* src, size_t bytes) {
  HWY_DYNAMIC_DISPATCH(StreamBytesImpl)(dst, src, bytes);
}

void F16ToF32Array(const uint16_t* s, float* d, size_t n) { HWY_DYNAMIC_DISPATCH(F16ToF32Impl)(s, d, n); }
void Bf16ToF32Array(const uint16_t* s, float* d, size_t n) { HWY_DYNAMIC_DISPATCH(Bf16ToF32Impl)(s, d, n); }
void F32ToF16Array(const float* s, uint16_t* d, size_t n) { HWY_DYNAMIC_DISPATCH(F32ToF16Impl)(s, d, n); }
void F32ToBf16Array(const float* s, uint16_t* d, size_t n) { HWY_DYNAMIC_DISPATCH(F32ToBf16Impl)(s, d, n); }

namespace {
// The unit-stride loop is separate so that the compiler vectorizes it (an INT32 division into
// FLOAT loads both operands here).
template <class T>
void LoadCast(const void* src, int64_t stride, float* dst, size_t n) {
  const T* s = static_cast<const T*>(src);
  if (stride == 1) {
    for (size_t i = 0; i < n; ++i) dst[i] = static_cast<float>(s[i]);
    return;
  }
  for (size_t i = 0; i < n; ++i) dst[i] = static_cast<float>(s[static_cast<int64_t>(i) * stride]);
}
template <class T>
void StoreCast(const float* src, void* dst, int64_t stride, size_t n) {
  T* d = static_cast<T*>(dst);
  for (size_t i = 0; i < n; ++i) d[static_cast<int64_t>(i) * stride] = static_cast<T>(src[i]);
}
// Integers: the Cast rule (core/value_cast.h).
template <class T>
void StoreInt(const float* src, void* dst, int64_t stride, size_t n) {
  T* d = static_cast<T*>(dst);
  for (size_t i = 0; i < n; ++i) d[static_cast<int64_t>(i) * stride] = SaturatingCast<T>(src[i]);
}
// Complex: the value as the real part, imaginary part 0; `stride` in complex elements.
template <class T>
void StoreComplex(const float* src, void* dst, int64_t stride, size_t n) {
  T* d = static_cast<T*>(dst);
  for (size_t i = 0; i < n; ++i) {
    d[2 * static_cast<int64_t>(i) * stride] = static_cast<T>(src[i]);
    d[2 * static_cast<int64_t>(i) * stride + 1] = T(0);
  }
}
}  // namespace

void LoadF32(const void* src, aclDataType dt, int64_t stride, float* dst, size_t n) {
  const auto* s16 = static_cast<const uint16_t*>(src);
  switch (dt) {
    case ACL_FLOAT:
      if (stride == 1) {
        std::memcpy(dst, src, n * sizeof(float));
      } else {
        LoadCast<float>(src, stride, dst, n);
      }
      return;
    case ACL_FLOAT16:
      if (stride == 1) return F16ToF32Array(s16, dst, n);
      for (size_t i = 0; i < n; ++i) dst[i] = F16ToF32(s16[static_cast<int64_t>(i) * stride]);
      return;
    case ACL_BF16:
      if (stride == 1) return Bf16ToF32Array(s16, dst, n);
      for (size_t i = 0; i < n; ++i) dst[i] = Bf16ToF32(s16[static_cast<int64_t>(i) * stride]);
      return;
    case ACL_DOUBLE: return LoadCast<double>(src, stride, dst, n);
    case ACL_INT8: return LoadCast<int8_t>(src, stride, dst, n);
    case ACL_UINT8: return LoadCast<uint8_t>(src, stride, dst, n);
    case ACL_INT16: return LoadCast<int16_t>(src, stride, dst, n);
    case ACL_UINT16: return LoadCast<uint16_t>(src, stride, dst, n);
    case ACL_INT32: return LoadCast<int32_t>(src, stride, dst, n);
    case ACL_UINT32: return LoadCast<uint32_t>(src, stride, dst, n);
    case ACL_INT64: return LoadCast<int64_t>(src, stride, dst, n);
    case ACL_UINT64: return LoadCast<uint64_t>(src, stride, dst, n);
    case ACL_BOOL: {
      const auto* b = static_cast<const uint8_t*>(src);
      for (size_t i = 0; i < n; ++i) dst[i] = b[static_cast<int64_t>(i) * stride] ? 1.0f : 0.0f;
      return;
    }
    case ACL_COMPLEX64: return LoadCast<float>(src, 2 * stride, dst, n);  // the real parts
    case ACL_COMPLEX128: return LoadCast<double>(src, 2 * stride, dst, n);
    default:
      for (size_t i = 0; i < n; ++i) dst[i] = std::nanf("");
      return;
  }
}

void StoreF32(const float* src, void* dst, aclDataType dt, int64_t stride, size_t n) {
  auto* d16 = static_cast<uint16_t*>(dst);
  switch (dt) {
    case ACL_FLOAT:
      if (stride == 1) {
        std::memcpy(dst, src, n * sizeof(float));
      } else {
        StoreCast<float>(src, dst, stride, n);
      }
      return;
    case ACL_FLOAT16:
      if (stride == 1) return F32ToF16Array(src, d16, n);
      for (size_t i = 0; i < n; ++i) d16[static_cast<int64_t>(i) * stride] = F32ToF16(src[i]);
      return;
    case ACL_BF16:
      if (stride == 1) return F32ToBf16Array(src, d16, n);
      for (size_t i = 0; i < n; ++i) d16[static_cast<int64_t>(i) * stride] = F32ToBf16(src[i]);
      return;
    case ACL_DOUBLE: return StoreCast<double>(src, dst, stride, n);
    case ACL_INT8: return StoreInt<int8_t>(src, dst, stride, n);
    case ACL_UINT8: return StoreInt<uint8_t>(src, dst, stride, n);
    case ACL_INT16: return StoreInt<int16_t>(src, dst, stride, n);
    case ACL_UINT16: return StoreInt<uint16_t>(src, dst, stride, n);
    case ACL_INT32: return StoreInt<int32_t>(src, dst, stride, n);
    case ACL_UINT32: return StoreInt<uint32_t>(src, dst, stride, n);
    case ACL_INT64: return StoreInt<int64_t>(src, dst, stride, n);
    case ACL_UINT64: return StoreInt<uint64_t>(src, dst, stride, n);
    case ACL_BOOL: {  // value != 0 (the unit-stride loop vectorizes: comparison results)
      auto* b = static_cast<uint8_t*>(dst);
      if (stride == 1) {
        for (size_t i = 0; i < n; ++i) b[i] = src[i] != 0.0f ? 1 : 0;
        return;
      }
      for (size_t i = 0; i < n; ++i) b[static_cast<int64_t>(i) * stride] = src[i] != 0.0f ? 1 : 0;
      return;
    }
    case ACL_COMPLEX64: return StoreComplex<float>(src, dst, stride, n);
    case ACL_COMPLEX128: return StoreComplex<double>(src, dst, stride, n);
    default: return;  // no other dtype is written through this path
  }
}

void StoreF32TiesAway(const float* src, void* dst, aclDataType dt, int64_t stride, size_t n) {
  auto* d16 = static_cast<uint16_t*>(dst);
  if (dt == ACL_FLOAT16) {
    for (size_t i = 0; i < n; ++i) d16[static_cast<int64_t>(i) * stride] = F32ToF16TiesAway(src[i]);
  } else if (dt == ACL_BF16) {
    for (size_t i = 0; i < n; ++i) d16[static_cast<int64_t>(i) * stride] = F32ToBf16TiesAway(src[i]);
  } else {
    StoreF32(src, dst, dt, stride, n);
  }
}

void RoundThrough(float* x, size_t n, aclDataType dt) {
  if (dt != ACL_FLOAT16 && dt != ACL_BF16) return;
  uint16_t tmp[1024];
  for (size_t i = 0; i < n; i += 1024) {
    const size_t m = n - i < 1024 ? n - i : 1024;
    if (dt == ACL_FLOAT16) {
      F32ToF16Array(x + i, tmp, m);
      F16ToF32Array(tmp, x + i, m);
    } else {
      F32ToBf16Array(x + i, tmp, m);
      Bf16ToF32Array(tmp, x + i, m);
    }
  }
}

}  // namespace aclnn_cpu
#endif  // HWY_ONCE
