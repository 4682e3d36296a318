// The clamp in fp32 (FLOAT, FLOAT16 and BFLOAT16 compute), its native FLOAT form (EwKernel32: the
// same vectors, streaming a large output) and its native FLOAT16 / BFLOAT16 form (core/elementwise.h,
// EwKernel16), per SIMD target. Both compute exactly as kernels.cc's scalar
// rule: m = x < lo ? lo : x, then m > hi ? hi : m, with a NaN bound element passed through; the
// 16-bit form widens exactly, and its result (x or a bound, all of the compute dtype) narrows
// exactly, so the bits equal the fp32 path's.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/clamp/kernels_simd.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstring>
#include <limits>

#include "core/simd-inl.h"
#include "ops/clamp/clamp.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace clamp {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::Narrow16;
using aclnn_cpu::HWY_NAMESPACE::RowAhead;
using aclnn_cpu::HWY_NAMESPACE::Widen16;
using aclnn_cpu::HWY_NAMESPACE::WriteRow;

template <class V>
HWY_INLINE V ClampV(V x, V lo, V hi) {
  const V m = hn::IfThenElse(hn::Lt(x, lo), lo, x);
  return hn::IfThenElse(hn::Gt(m, hi), hi, m);
}

// One vector of results: x, the bounds (arrays when kLoT / kHiT, else the splat scalars).
template <bool kLoT, bool kHiT, class V>
HWY_INLINE V Apply(V x, V lo, V hi) {
  V r = ClampV(x, lo, hi);
  if constexpr (kLoT) r = hn::IfThenElse(hn::IsNaN(lo), lo, r);
  if constexpr (kHiT) r = hn::IfThenElse(hn::IsNaN(hi), hi, r);
  return r;
}

// ---- fp32 arrays ----
template <bool kLoT, bool kHiT>
HWY_INLINE void RunF32(const float* x, const float* a, const float* b, float* out, size_t n, float slo, float shi,
                       bool stream) {
  const hn::ScalableTag<float> df;
  const auto vlo = hn::Set(df, slo), vhi = hn::Set(df, shi);
  // a, b: only read when tensors.
  const auto vector = [&](size_t i) {
    return Apply<kLoT, kHiT>(hn::LoadU(df, x + i), kLoT ? hn::LoadU(df, a + i) : vlo, kHiT ? hn::LoadU(df, b + i) : vhi);
  };
  const auto element = [&](size_t i) {
    return hn::GetLane(Apply<kLoT, kHiT>(hn::Set(df, x[i]), kLoT ? hn::Set(df, a[i]) : vlo, kHiT ? hn::Set(df, b[i]) : vhi));
  };
  const RowAhead<float> ahead{{x, kLoT ? a : nullptr, kHiT ? b : nullptr}};
  WriteRow(df, out, n, stream, vector, element, ahead);
}

void F32Impl(const float* const* in, float* out, size_t n, bool stream, const Params* p) {
  if (p->nan) {
    for (size_t i = 0; i < n; ++i) out[i] = std::numeric_limits<float>::quiet_NaN();
    return;
  }
  const float* x = in[0];
  const float* a = p->lo_tensor ? in[1] : nullptr;
  const float* b = p->hi_tensor ? in[p->lo_tensor ? 2 : 1] : nullptr;
  if (a && b) return RunF32<true, true>(x, a, b, out, n, p->lo_f32, p->hi_f32, stream);
  if (a) return RunF32<true, false>(x, a, b, out, n, p->lo_f32, p->hi_f32, stream);
  if (b) return RunF32<false, true>(x, a, b, out, n, p->lo_f32, p->hi_f32, stream);
  return RunF32<false, false>(x, a, b, out, n, p->lo_f32, p->hi_f32, stream);
}

// ---- native 16-bit arrays ----
template <bool kBf16, bool kLoT, bool kHiT, class DF>
HWY_INLINE void Vector16(DF df, const uint16_t* x, const uint16_t* a, const uint16_t* b, uint16_t* out,
                         hn::Vec<DF> vlo, hn::Vec<DF> vhi) {
  const hn::Rebind<uint16_t, DF> d16;
  const auto lo = kLoT ? Widen16<kBf16>(df, hn::LoadU(d16, a)) : vlo;
  const auto hi = kHiT ? Widen16<kBf16>(df, hn::LoadU(d16, b)) : vhi;
  const auto r = Apply<kLoT, kHiT>(Widen16<kBf16>(df, hn::LoadU(d16, x)), lo, hi);
  hn::StoreU(Narrow16<kBf16>(df, r), d16, out);
}

// Plain stores whatever the size: a streamed form (two fp32 vectors' results joined in registers,
// non-temporal stores of whole lines, as the binary family's 16-bit kernels write) measured 1.3-1.4x
// slower here, on Zen 5 with 1 and 2 threads (bf16 Clamp, 64M elements, 2026-11-29).
template <bool kBf16, bool kLoT, bool kHiT>
void Run16(const uint16_t* x, const uint16_t* a, const uint16_t* b, uint16_t* out, size_t n, float slo, float shi) {
  const hn::ScalableTag<float> df;
  const size_t N = hn::Lanes(df);
  const auto vlo = hn::Set(df, slo), vhi = hn::Set(df, shi);
  size_t i = 0;
  for (; i + 2 * N <= n; i += 2 * N) {
    Vector16<kBf16, kLoT, kHiT>(df, x + i, kLoT ? a + i : a, kHiT ? b + i : b, out + i, vlo, vhi);
    Vector16<kBf16, kLoT, kHiT>(df, x + i + N, kLoT ? a + i + N : a, kHiT ? b + i + N : b, out + i + N, vlo, vhi);
  }
  for (; i + N <= n; i += N) Vector16<kBf16, kLoT, kHiT>(df, x + i, kLoT ? a + i : a, kHiT ? b + i : b, out + i, vlo, vhi);
  if (i < n) {  // the tail through padded local copies
    HWY_ALIGN uint16_t tx[hn::MaxLanes(df)] = {}, ta[hn::MaxLanes(df)] = {}, tb[hn::MaxLanes(df)] = {};
    HWY_ALIGN uint16_t to[hn::MaxLanes(df)];
    const size_t m = n - i;
    std::memcpy(tx, x + i, m * sizeof(uint16_t));
    if (kLoT) std::memcpy(ta, a + i, m * sizeof(uint16_t));
    if (kHiT) std::memcpy(tb, b + i, m * sizeof(uint16_t));
    Vector16<kBf16, kLoT, kHiT>(df, tx, ta, tb, to, vlo, vhi);
    std::memcpy(out + i, to, m * sizeof(uint16_t));
  }
}

template <bool kBf16>
void Impl16(const uint16_t* const* in, uint16_t* out, size_t n, const Params* p) {
  if (p->nan) {
    const uint16_t q = kBf16 ? 0x7FC0 : 0x7E00;  // fp32's quiet NaN narrowed
    for (size_t i = 0; i < n; ++i) out[i] = q;
    return;
  }
  const uint16_t* x = in[0];
  const uint16_t* a = p->lo_tensor ? in[1] : nullptr;
  const uint16_t* b = p->hi_tensor ? in[p->lo_tensor ? 2 : 1] : nullptr;
  if (a && b) return Run16<kBf16, true, true>(x, a, b, out, n, p->lo_f32, p->hi_f32);
  if (a) return Run16<kBf16, true, false>(x, a, b, out, n, p->lo_f32, p->hi_f32);
  if (b) return Run16<kBf16, false, true>(x, a, b, out, n, p->lo_f32, p->hi_f32);
  return Run16<kBf16, false, false>(x, a, b, out, n, p->lo_f32, p->hi_f32);
}
void Bf16Impl(const uint16_t* const* in, uint16_t* out, size_t n, const Params* p) { Impl16<true>(in, out, n, p); }
void F16Impl(const uint16_t* const* in, uint16_t* out, size_t n, const Params* p) { Impl16<false>(in, out, n, p); }

}  // namespace HWY_NAMESPACE
}  // namespace clamp
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace clamp {
HWY_EXPORT(F32Impl);
HWY_EXPORT(Bf16Impl);
HWY_EXPORT(F16Impl);

void KernelF32(const float* const* in, float* out, size_t n, const void* params) {
  HWY_DYNAMIC_DISPATCH(F32Impl)(in, out, n, false, static_cast<const Params*>(params));
}

void KernelF32Native(const float* const* in, float* out, size_t n, bool stream, const void* params) {
  HWY_DYNAMIC_DISPATCH(F32Impl)(in, out, n, stream, static_cast<const Params*>(params));
}

void Kernel16(const uint16_t* const* in, uint16_t* out, size_t n, bool, const void* params) {
  const Params* p = static_cast<const Params*>(params);
  if (p->compute == ACL_BF16) HWY_DYNAMIC_DISPATCH(Bf16Impl)(in, out, n, p);
  else HWY_DYNAMIC_DISPATCH(F16Impl)(in, out, n, p);
}

}  // namespace clamp
}  // namespace ops
}  // namespace aclnn_cpu
#endif
