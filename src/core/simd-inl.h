// Per-target SIMD helpers shared by operator kernels: fp16/bf16 <-> fp32 vector conversions with the
// core's rounding, and math. Include after hwy/highway.h inside a foreach_target file; the toggle
// guard lets it be compiled once per target.
#if defined(ACLNN_CPU_SIMD_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLNN_CPU_SIMD_INL_H_
#undef ACLNN_CPU_SIMD_INL_H_
#else
#define ACLNN_CPU_SIMD_INL_H_
#endif

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "core/dtype.h"
#include "hwy/cache_control.h"
#include "hwy/contrib/math/math-inl.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// ---- 16-bit floating point <-> fp32 vectors -------------------------------------------------------
// Every helper gives the bits of the scalar conversions of core/dtype.h (F16ToF32, Bf16ToF32,
// F32ToF16, F32ToBf16): widening is exact, narrowing rounds to nearest even, Inf stays Inf and NaN
// stays NaN (quieted). tests/core/simd_test.cc checks them against those on every target.

// Lanes of 16-bit values, one per fp32 lane of DF.
template <class DF>
using Vec16 = hn::Vec<hn::Rebind<uint16_t, DF>>;

// Whether fp16 converts in hardware on this target (F16C on AVX2 and newer x86 targets, NEON).
// Highway 1.0 emulates the conversions elsewhere, and wrongly: its widening turns Inf and NaN into
// finite values, its narrowing truncates. There WidenF16 / LoadF16 / DemoteF16 convert lane by
// lane through the scalar functions (slow but exact); kernels with a faster scalar route test this
// and take it instead.
#if (HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2) || HWY_ARCH_ARM
constexpr bool kF16Hardware = true;
#else
constexpr bool kF16Hardware = false;
#endif

// bf16 bits -> fp32: the bits shifted into the high half (exact).
template <class DF>
HWY_INLINE hn::Vec<DF> WidenBf16(DF df, Vec16<DF> bits) {
  const hn::RebindToUnsigned<DF> du;
  return hn::BitCast(df, hn::ShiftLeft<16>(hn::PromoteTo(du, bits)));
}
template <class DF>
HWY_INLINE hn::Vec<DF> LoadBf16(DF df, const uint16_t* p) {
  return WidenBf16(df, hn::LoadU(hn::Rebind<uint16_t, DF>(), p));
}

// fp16 bits -> fp32 (exact).
template <class DF>
HWY_INLINE hn::Vec<DF> WidenF16(DF df, Vec16<DF> bits) {
  if constexpr (kF16Hardware) {
    return hn::PromoteTo(df, hn::BitCast(hn::Rebind<hwy::float16_t, DF>(), bits));
  } else {
    const hn::Rebind<uint16_t, DF> d16;
    HWY_ALIGN uint16_t h[hn::MaxLanes(d16)];
    HWY_ALIGN float lanes[hn::MaxLanes(df)];
    hn::Store(bits, d16, h);
    for (size_t i = 0; i < hn::Lanes(df); ++i) lanes[i] = F16ToF32(h[i]);
    return hn::Load(df, lanes);
  }
}
template <class DF>
HWY_INLINE hn::Vec<DF> LoadF16(DF df, const uint16_t* p) {
  if constexpr (kF16Hardware) {
    const hn::Rebind<hwy::float16_t, DF> dh;
    return hn::PromoteTo(df, hn::LoadU(dh, reinterpret_cast<const hwy::float16_t*>(p)));
  } else {
    HWY_ALIGN float lanes[hn::MaxLanes(df)];
    for (size_t i = 0; i < hn::Lanes(df); ++i) lanes[i] = F16ToF32(p[i]);
    return hn::Load(df, lanes);
  }
}

// The bits of v rounded to bf16 in the high half of each lane (low half garbage): round to nearest
// even by adding 0x7FFF plus the lowest kept bit; NaN keeps its payload and is quieted, as
// F32ToBf16. Integer arithmetic: vcvtneps2bf16 would flush subnormals.
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToUnsigned<DF>> RoundBf16High(DF df, hn::Vec<DF> v) {
  (void)df;
  const hn::RebindToUnsigned<DF> du;
  const auto u = hn::BitCast(du, v);
  const auto rounded = hn::Add(hn::Add(u, hn::Set(du, 0x7fffu)), hn::And(hn::ShiftRight<16>(u), hn::Set(du, 1u)));
  // IsNaN, not Ne(v, v): the latter is an ordered compare on some targets.
  return hn::IfThenElse(hn::RebindMask(du, hn::IsNaN(v)), hn::Or(u, hn::Set(du, 0x400000u)), rounded);
}

// As RoundBf16High without the NaN test, for values whose NaNs all have zero low halves (values
// computed from bf16 data): the rounding add cannot carry such a NaN into Inf, but leaves it as it
// is (a signalling NaN stays signalling, where F32ToBf16 would quiet it).
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToUnsigned<DF>> RoundBf16HighFromBf16(DF df, hn::Vec<DF> v) {
  (void)df;
  const hn::RebindToUnsigned<DF> du;
  const auto u = hn::BitCast(du, v);
  return hn::Add(hn::Add(u, hn::Set(du, 0x7fffu)), hn::And(hn::ShiftRight<16>(u), hn::Set(du, 1u)));
}

// fp32 -> bf16 bits, as F32ToBf16.
template <class DF>
HWY_INLINE Vec16<DF> DemoteBf16(DF df, hn::Vec<DF> v) {
  const hn::RebindToSigned<DF> di;
  return hn::DemoteTo(hn::Rebind<uint16_t, DF>(), hn::BitCast(di, hn::ShiftRight<16>(RoundBf16High(df, v))));
}

// fp32 -> fp16 bits, as F32ToF16 (vcvtps2ph / fcvtn round to nearest even).
template <class DF>
HWY_INLINE Vec16<DF> DemoteF16(DF df, hn::Vec<DF> v) {
  const hn::Rebind<uint16_t, DF> d16;
  if constexpr (kF16Hardware) {
    return hn::BitCast(d16, hn::DemoteTo(hn::Rebind<hwy::float16_t, DF>(), v));
  } else {
    HWY_ALIGN float lanes[hn::MaxLanes(df)];
    HWY_ALIGN uint16_t h[hn::MaxLanes(d16)];
    hn::Store(v, df, lanes);
    for (size_t i = 0; i < hn::Lanes(df); ++i) h[i] = F32ToF16(lanes[i]);
    return hn::Load(d16, h);
  }
}

// The two above chosen at compile time: BFLOAT16 (kBf16) or FLOAT16 bits widened exactly to fp32,
// and fp32 narrowed to them as StoreF32 rounds.
template <bool kBf16, class DF>
HWY_INLINE hn::Vec<DF> Widen16(DF df, Vec16<DF> bits) {
  if constexpr (kBf16) return WidenBf16(df, bits);
  else return WidenF16(df, bits);
}
template <bool kBf16, class DF>
HWY_INLINE Vec16<DF> Narrow16(DF df, hn::Vec<DF> v) {
  if constexpr (kBf16) return DemoteBf16(df, v);
  else return DemoteF16(df, v);
}

template <class DF>
HWY_INLINE void StoreBf16(DF df, hn::Vec<DF> v, uint16_t* p) {
  hn::StoreU(DemoteBf16(df, v), hn::Rebind<uint16_t, DF>(), p);
}
template <class DF>
HWY_INLINE void StoreF16(DF df, hn::Vec<DF> v, uint16_t* p) {
  hn::StoreU(DemoteF16(df, v), hn::Rebind<uint16_t, DF>(), p);
}

// ---- math -------------------------------------------------------------------------------------------

// e^x for every fp32 input: Highway's Exp (max 1 ULP on its valid range [-FLT_MAX, 104]) with the
// rest of the line made exact: x > 100 gives +Inf, -Inf gives 0, NaN stays NaN.
template <class D, class V>
HWY_INLINE V SafeExp(D d, V x) {
  const V k100 = hn::Set(d, 100.0f);
  const V y = hn::Exp(d, hn::IfThenElse(hn::Gt(x, k100), k100, x));
  return hn::IfThenElse(hn::IsNaN(x), x, y);
}

// p * 2^n for an integral n in [-126, 127], rounded once. AVX-512 scales in one instruction;
// elsewhere the power of two is built in the integer domain and multiplied. The same bits either
// way.
template <class D, class V>
HWY_INLINE V TimesPow2(D d, V p, V n) {
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
  if constexpr (sizeof(V) == 64) {
    (void)d;
    return V{_mm512_scalef_ps(p.raw, n.raw)};
  }
#endif
  const hn::RebindToSigned<D> di;
  const auto e = hn::Add(hn::ConvertTo(di, n), hn::Set(di, 127));
  return hn::Mul(p, hn::BitCast(d, hn::ShiftLeft<23>(e)));
}

// e^t for t <= 0 (or NaN, which gives an unspecified finite value: callers carry NaN in another
// factor). +0 for t < -87 (where e^t is below 1.7e-38, near the end of the normal range), else
// within 2 ULP: round-to-integer by the 1.5 * 2^23 shift, Cody-Waite reduction, a degree-6
// polynomial 1 + r + r^2 q(r) (q fitted for the least maximum relative error on |r| <= ln2/2:
// 3.8e-9 with the fp32 coefficients, against 6e-8 for one ULP; one FMA fewer than the degree-7
// Taylor-like polynomial used before), then scaled by 2^n (TimesPow2). About two thirds of the
// work of a full-range exp.
template <class D, class V>
HWY_INLINE V ExpNonPositive(D d, V t) {
  const V kMagic = hn::Set(d, 12582912.0f);
  const V kLow = hn::Set(d, -87.0f);
  const V tc = hn::Max(t, kLow);
  const V k = hn::MulAdd(tc, hn::Set(d, 1.44269504088896341f), kMagic);
  const V n = hn::Sub(k, kMagic);
  V r = hn::MulAdd(n, hn::Set(d, -0.693145751953125f), tc);
  r = hn::MulAdd(n, hn::Set(d, -1.428606765330187045e-6f), r);
  V p = hn::Set(d, 1.3814590638503432e-3f);
  p = hn::MulAdd(p, r, hn::Set(d, 8.3687175065279e-3f));
  p = hn::MulAdd(p, r, hn::Set(d, 4.166838899254799e-2f));
  p = hn::MulAdd(p, r, hn::Set(d, 0.1666652113199234f));
  p = hn::MulAdd(p, r, hn::Set(d, 0.4999999403953552f));
  p = hn::Add(hn::MulAdd(p, hn::Mul(r, r), r), hn::Set(d, 1.0f));
  return hn::IfThenZeroElse(hn::Lt(t, kLow), TimesPow2(d, p, n));
}

// 2^v for v <= 0, within 1.5e-7 relative (about 2.5 ULP), for callers whose own error is larger
// (GeluV2: its logistic fit of Phi is good to 1.25e-7 absolute only; they fold log2(e) into their
// own constants, so e^t costs no extra multiply). +0 for v < -125.5 (no denormals, as
// ExpNonPositive); a NaN v gives an unspecified value. v = floor(v) + f with f in [0, 1); 2^f by a
// degree-5 polynomial fitted for the least maximum relative error on [0, 1] (9.4e-8 with the fp32
// coefficients, 1.4e-7 evaluated in fp32), then scaled by 2^floor(v). AVX-512: VREDUCEPS gives f,
// and one zero-masked VSCALEFPS scales and applies the zero rule (8 operations); elsewhere Floor,
// a subtraction, TimesPow2 and a select.
template <class D, class V>
HWY_INLINE V Exp2NonPositive(D d, V v) {
  constexpr float c5 = 1.867130515165627e-3f, c4 = 9.017028845846653e-3f, c3 = 5.579991266131401e-2f,
                  c2 = 0.24016444385051727f, c1 = 0.6931512951850891f;
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
  if constexpr (sizeof(V) == 64) {
    (void)d;
    const __m512 f = _mm512_reduce_ps(v.raw, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);  // v - floor(v)
    __m512 p = _mm512_fmadd_ps(_mm512_set1_ps(c5), f, _mm512_set1_ps(c4));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(c3));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(c2));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(c1));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    const __mmask16 keep = _mm512_cmp_ps_mask(v.raw, _mm512_set1_ps(-125.5f), _CMP_GE_OQ);
    return V{_mm512_maskz_scalef_ps(keep, p, v.raw)};  // p 2^floor(v), or +0
  }
#endif
  const V kLow = hn::Set(d, -125.5f);
  const V vc = hn::Max(v, kLow);
  const V n = hn::Floor(vc);
  const V f = hn::Sub(vc, n);
  V p = hn::MulAdd(hn::Set(d, c5), f, hn::Set(d, c4));
  p = hn::MulAdd(p, f, hn::Set(d, c3));
  p = hn::MulAdd(p, f, hn::Set(d, c2));
  p = hn::MulAdd(p, f, hn::Set(d, c1));
  p = hn::MulAdd(p, f, hn::Set(d, 1.0f));
  return hn::IfThenZeroElse(hn::Lt(v, kLow), TimesPow2(d, p, n));
}

// m ? a * b : a. AVX-512 multiplies under the mask in one instruction; elsewhere a select and a
// multiply. The same bits either way.
template <class D, class V, class M>
HWY_INLINE V MulWhere(D d, M m, V a, V b) {
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
  if constexpr (sizeof(V) == 64) {
    (void)d;
    return V{_mm512_mask_mul_ps(a.raw, m.raw, a.raw, b.raw)};
  }
#endif
  return hn::Mul(a, hn::IfThenElse(m, b, hn::Set(d, 1.0f)));
}

// 1 / b for b known to be finite and of normal magnitude (away from 0 and from overflow). On x86
// the hardware reciprocal estimate refined by Newton steps (relative error ~2^-24, so a product
// a * (1 / b) is within ~1.5 ULP of a / b) replaces the long-latency division; other targets divide.
// AVX-512's 14-bit estimate takes one step; AVX2's 12-bit one takes a second, without which the
// result sits one ULP low near b = 1 (1 / 1 gave 1 - 2^-24: GELU(6.7) printed 6.699999).
// A product keeps the special values of a quotient: -0, +-Inf and NaN numerators pass through.
template <class D, class V>
HWY_INLINE V ReciprocalNormal(D d, V b) {
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2
  const V r = hn::ApproximateReciprocal(b);
#if HWY_TARGET == HWY_AVX2
  // Both steps as r + r (1 - b r): the residual 1 - b r is exact (one FMA), so the last step
  // rounds once (the form r (2 - b r) rounds 2 - b r first and keeps 1 - 2^-24 at b = 1).
  const V one = hn::Set(d, 1.0f);
  const V r1 = hn::MulAdd(r, hn::NegMulAdd(b, r, one), r);
  return hn::MulAdd(r1, hn::NegMulAdd(b, r1, one), r1);
#else
  return hn::Mul(r, hn::NegMulAdd(b, r, hn::Set(d, 2.0f)));  // r (2 - b r)
#endif
#else
  return hn::Div(hn::Set(d, 1.0f), b);
#endif
}

// Applies f(d, a...) -> vector over n elements; the tail goes through a padded local copy so the
// math is written once. f must be elementwise.
template <class D, class F>
HWY_INLINE void Map1(D d, const float* a, float* out, size_t n, F f) {
  const size_t N = hn::Lanes(d);
  size_t i = 0;
  // Four independent vectors per iteration, as in Map2.
  for (; i + 4 * N <= n; i += 4 * N) {
    const auto r0 = f(d, hn::LoadU(d, a + i));
    const auto r1 = f(d, hn::LoadU(d, a + i + N));
    const auto r2 = f(d, hn::LoadU(d, a + i + 2 * N));
    const auto r3 = f(d, hn::LoadU(d, a + i + 3 * N));
    hn::StoreU(r0, d, out + i);
    hn::StoreU(r1, d, out + i + N);
    hn::StoreU(r2, d, out + i + 2 * N);
    hn::StoreU(r3, d, out + i + 3 * N);
  }
  for (; i + N <= n; i += N) hn::StoreU(f(d, hn::LoadU(d, a + i)), d, out + i);
  if (i < n) {
    HWY_ALIGN float ta[hn::MaxLanes(d)] = {}, to[hn::MaxLanes(d)];
    std::memcpy(ta, a + i, (n - i) * sizeof(float));
    hn::Store(f(d, hn::Load(d, ta)), d, to);
    std::memcpy(out + i, to, (n - i) * sizeof(float));
  }
}

template <class D, class F>
HWY_INLINE void Map2(D d, const float* a, const float* b, float* out, size_t n, F f) {
  const size_t N = hn::Lanes(d);
  size_t i = 0;
  // Four independent vectors per iteration: the math is one long dependency chain per vector.
  for (; i + 4 * N <= n; i += 4 * N) {
    const auto r0 = f(d, hn::LoadU(d, a + i), hn::LoadU(d, b + i));
    const auto r1 = f(d, hn::LoadU(d, a + i + N), hn::LoadU(d, b + i + N));
    const auto r2 = f(d, hn::LoadU(d, a + i + 2 * N), hn::LoadU(d, b + i + 2 * N));
    const auto r3 = f(d, hn::LoadU(d, a + i + 3 * N), hn::LoadU(d, b + i + 3 * N));
    hn::StoreU(r0, d, out + i);
    hn::StoreU(r1, d, out + i + N);
    hn::StoreU(r2, d, out + i + 2 * N);
    hn::StoreU(r3, d, out + i + 3 * N);
  }
  for (; i + N <= n; i += N) hn::StoreU(f(d, hn::LoadU(d, a + i), hn::LoadU(d, b + i)), d, out + i);
  if (i < n) {
    HWY_ALIGN float ta[hn::MaxLanes(d)] = {}, tb[hn::MaxLanes(d)] = {}, to[hn::MaxLanes(d)];
    std::memcpy(ta, a + i, (n - i) * sizeof(float));
    std::memcpy(tb, b + i, (n - i) * sizeof(float));
    hn::Store(f(d, hn::Load(d, ta), hn::Load(d, tb)), d, to);
    std::memcpy(out + i, to, (n - i) * sizeof(float));
  }
}

// ---- output rows --------------------------------------------------------------------------------

// How far ahead of the element being computed PrefetchAhead fetches: 8 KiB, about one memory
// latency of data at one core's bandwidth.
constexpr uintptr_t kPrefetchAheadBytes = 8192;

// Prefetches into L1 the line kPrefetchAheadBytes past p. For kernels with several input streams
// or long per-vector work, whose own loads alone keep too few lines in flight for one core to
// reach its bandwidth (ClampTensor: 1.4x with it, docs/performance.md). The address is formed as
// an integer: it may lie past the array, which a prefetch never faults on.
template <class T>
HWY_INLINE void PrefetchAhead(const T* p) {
  hwy::Prefetch(reinterpret_cast<const char*>(reinterpret_cast<uintptr_t>(p) + kPrefetchAheadBytes));
}

// Inputs of a row whose lines WriteRow prefetches (element i at out's index i; null: none).
template <class T>
struct RowAhead {
  const T* in[3] = {nullptr, nullptr, nullptr};
};

// The prefetches for the output line starting at element i. (Not a lambda: GCC takes a lambda that
// only prefetches for a pure function and drops its calls.)
template <class T>
HWY_INLINE void PrefetchLine(const RowAhead<T>& ahead, size_t i) {
  for (const T* p : ahead.in)
    if (p) PrefetchAhead(p + i);
}

// out[0, n) from vector(i), the results of elements [i, i + Lanes(d)) as a vector of d, and
// element(i), the result of element i computed as the vectors compute it: plain stores, or with
// `stream` non-temporal stores of the whole 64-byte lines from the first line start (no line gets
// both kinds of store: a plain store to a line still being filled costs a round trip to memory),
// the elements around them stored as usual. The loads and the non-temporal stores interleave in one
// loop: a row built in a buffer and streamed afterwards measured slower than plain stores on Zen 5.
// With `stream` (operands larger than the last-level cache, so from memory) the inputs in `ahead`
// are prefetched PrefetchAhead of each whole 64-byte line of output; in cache a prefetch only
// costs. out may be an input at the same index (each vector is read before it is written).
template <class D, class Vector, class Element, class In = hn::TFromD<D>>
HWY_INLINE void WriteRow(D d, hn::TFromD<D>* out, size_t n, bool stream, Vector vector, Element element,
                         const RowAhead<In>& ahead = RowAhead<In>()) {
  using T = hn::TFromD<D>;
  const size_t N = hn::Lanes(d);
  constexpr size_t kLine = 64 / sizeof(T);
  size_t i = 0;
  if (stream && N <= kLine && reinterpret_cast<uintptr_t>(out) % sizeof(T) == 0) {
    const size_t to_line = (64 - reinterpret_cast<uintptr_t>(out) % 64) % 64 / sizeof(T);
    const size_t head = to_line < n ? to_line : n;
    for (; i < head; ++i) out[i] = element(i);
    for (; i + kLine <= n; i += kLine) {
      PrefetchLine(ahead, i);
      for (size_t k = 0; k < kLine; k += N) hn::Stream(vector(i + k), d, out + i + k);
    }
  }
  if (N <= kLine) {
    for (; i + kLine <= n; i += kLine) {
      if (stream) PrefetchLine(ahead, i);
      for (size_t k = 0; k < kLine; k += N) hn::StoreU(vector(i + k), d, out + i + k);
    }
  }
  for (; i + N <= n; i += N) hn::StoreU(vector(i), d, out + i);
  for (; i < n; ++i) out[i] = element(i);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#endif  // ACLNN_CPU_SIMD_INL_H_
