// Native forms of add, sub, mul and div without alpha (core/elementwise.h):
//  - FLOAT16 / BFLOAT16 (EwKernel16): the 16-bit operands are widened in registers, computed in
//    fp32 exactly as kernels.cc computes them (one operation, no alpha: no contraction can differ)
//    and rounded once to nearest even, so the bits equal the fp32 path's; one pass over memory
//    instead of widen, compute, narrow;
//  - FLOAT (EwKernel32): the same single IEEE operation, so that a large output can be written with
//    non-temporal stores by the loop that computes it.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/binary/kernels_native.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstring>
#include <type_traits>

#include "core/simd-inl.h"
#include "ops/binary/binary.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace binary {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::Narrow16;
using aclnn_cpu::HWY_NAMESPACE::RowAhead;
using aclnn_cpu::HWY_NAMESPACE::Widen16;
using aclnn_cpu::HWY_NAMESPACE::WriteRow;

template <class DF, class V>
HWY_INLINE V Apply(DF, Fn fn, V x, V y) {
  switch (fn) {
    case Fn::kAdd: return hn::Add(x, y);
    case Fn::kSub: return hn::Sub(x, y);
    case Fn::kMul: return hn::Mul(x, y);
    default: return hn::Div(x, y);
  }
}

// The 16-bit results of one fp32 vector of elements. side: -1 two arrays; 0 the scalar s is x; 1
// it is y.
template <bool kBf16, Fn kFn, class DF>
HWY_INLINE hn::Vec<hn::Rebind<uint16_t, DF>> Result(DF df, const uint16_t* a, const uint16_t* b, int side,
                                                    hn::Vec<DF> s) {
  const hn::Rebind<uint16_t, DF> d16;
  const auto va = Widen16<kBf16>(df, hn::LoadU(d16, a));
  hn::Vec<DF> x = va, y = s;
  if (side < 0) {
    y = Widen16<kBf16>(df, hn::LoadU(d16, b));
  } else if (side == 0) {
    x = s;
    y = va;
  }
  return Narrow16<kBf16>(df, Apply(df, kFn, x, y));
}

template <bool kBf16, Fn kFn, class DF>
HWY_INLINE void Vector(DF df, const uint16_t* a, const uint16_t* b, uint16_t* out, int side, hn::Vec<DF> s) {
  hn::StoreU(Result<kBf16, kFn>(df, a, b, side, s), hn::Rebind<uint16_t, DF>(), out);
}

template <bool kBf16, Fn kFn>
void Run(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, int side, float s) {
  const hn::ScalableTag<float> df;
  const size_t N = hn::Lanes(df);
  const auto sv = hn::Set(df, s);
  const uint16_t* a = in[0];
  const uint16_t* b = side < 0 ? in[1] : nullptr;
  if (stream) {
    // Non-temporal stores (no read for ownership of the output's lines) of whole 16-bit vectors:
    // the results of two fp32 vectors joined in registers (a stream of a half-width vector would
    // store a whole one on some targets). Joining them through memory instead (two half-width
    // stores, one full-width load) missed store forwarding on every vector, which made the
    // streamed loop slower than plain stores.
    const hn::ScalableTag<uint16_t> du;
    const RowAhead<uint16_t> ahead{{a, b}};
    return WriteRow(
        du, out, n, true,
        [&](size_t i) {
#if HWY_TARGET == HWY_SCALAR  // one lane of each type: nothing to join
          return Result<kBf16, kFn>(df, a + i, b ? b + i : nullptr, side, sv);
#else
          const auto lo = Result<kBf16, kFn>(df, a + i, b ? b + i : nullptr, side, sv);
          const auto hi = Result<kBf16, kFn>(df, a + i + N, b ? b + i + N : nullptr, side, sv);
          return hn::Combine(du, hi, lo);
#endif
        },
        [&](size_t i) {  // one lane
          HWY_ALIGN uint16_t ta[hn::MaxLanes(df)] = {}, tb[hn::MaxLanes(df)] = {};
          ta[0] = a[i];
          if (b) tb[0] = b[i];
          return hn::GetLane(Result<kBf16, kFn>(df, ta, tb, side, sv));
        },
        ahead);
  }
  size_t i = 0;
  for (; i + N <= n; i += N) Vector<kBf16, kFn>(df, a + i, b ? b + i : nullptr, out + i, side, sv);
  if (i < n) {  // the tail through padded local copies
    HWY_ALIGN uint16_t ta[hn::MaxLanes(df)] = {}, tb[hn::MaxLanes(df)] = {}, to[hn::MaxLanes(df)];
    std::memcpy(ta, a + i, (n - i) * sizeof(uint16_t));
    if (b) std::memcpy(tb, b + i, (n - i) * sizeof(uint16_t));
    Vector<kBf16, kFn>(df, ta, tb, to, side, sv);
    std::memcpy(out + i, to, (n - i) * sizeof(uint16_t));
  }
}

// One FLOAT vector of operand In (FLOAT, or INT32 taken as the nearest FLOAT, ties to even, as the
// engine's conversion takes it) at p.
template <class In, class DF>
HWY_INLINE hn::Vec<DF> Operand(DF df, const In* p) {
  if constexpr (std::is_same<In, float>::value) return hn::LoadU(df, p);
  else return hn::ConvertTo(df, hn::LoadU(hn::RebindToSigned<DF>(), p));
}

template <Fn kFn, class In>
void Run32(const In* const* in, float* out, size_t n, bool stream, int side, float s) {
  const hn::ScalableTag<float> df;
  const auto sv = hn::Set(df, s);
  const In* a = in[0];
  const In* b = side < 0 ? in[1] : nullptr;
  const auto apply = [&](hn::Vec<decltype(df)> va, hn::Vec<decltype(df)> vb) {
    return side < 0 ? Apply(df, kFn, va, vb) : side == 0 ? Apply(df, kFn, sv, va) : Apply(df, kFn, va, sv);
  };
  const RowAhead<In> ahead{{a, b}};
  WriteRow(
      df, out, n, stream, [&](size_t i) { return apply(Operand(df, a + i), b ? Operand(df, b + i) : sv); },
      [&](size_t i) {
        return hn::GetLane(apply(hn::Set(df, static_cast<float>(a[i])), hn::Set(df, b ? static_cast<float>(b[i]) : s)));
      },
      ahead);
}

template <class In>
void Impl32(const In* const* in, float* out, size_t n, bool stream, const Params* p) {
  switch (p->fn) {
    case Fn::kAdd: return Run32<Fn::kAdd>(in, out, n, stream, p->scalar_side, p->s_f32);
    case Fn::kSub: return Run32<Fn::kSub>(in, out, n, stream, p->scalar_side, p->s_f32);
    case Fn::kMul: return Run32<Fn::kMul>(in, out, n, stream, p->scalar_side, p->s_f32);
    default: return Run32<Fn::kDiv>(in, out, n, stream, p->scalar_side, p->s_f32);
  }
}
void F32Impl(const float* const* in, float* out, size_t n, bool stream, const Params* p) {
  Impl32(in, out, n, stream, p);
}
void F32FromI32Impl(const int32_t* const* in, float* out, size_t n, bool stream, const Params* p) {
  Impl32(in, out, n, stream, p);
}

template <bool kBf16>
void Kernel16Impl(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const Params* p) {
  switch (p->fn) {
    case Fn::kAdd: return Run<kBf16, Fn::kAdd>(in, out, n, stream, p->scalar_side, p->s_f32);
    case Fn::kSub: return Run<kBf16, Fn::kSub>(in, out, n, stream, p->scalar_side, p->s_f32);
    case Fn::kMul: return Run<kBf16, Fn::kMul>(in, out, n, stream, p->scalar_side, p->s_f32);
    default: return Run<kBf16, Fn::kDiv>(in, out, n, stream, p->scalar_side, p->s_f32);
  }
}
void Bf16Impl(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const Params* p) {
  Kernel16Impl<true>(in, out, n, stream, p);
}
void F16Impl(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const Params* p) {
  Kernel16Impl<false>(in, out, n, stream, p);
}

}  // namespace HWY_NAMESPACE
}  // namespace binary
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace binary {
HWY_EXPORT(Bf16Impl);
HWY_EXPORT(F16Impl);
HWY_EXPORT(F32Impl);
HWY_EXPORT(F32FromI32Impl);

void Kernel32FromI32(const int32_t* const* in, float* out, size_t n, bool stream, const void* params) {
  HWY_DYNAMIC_DISPATCH(F32FromI32Impl)(in, out, n, stream, static_cast<const Params*>(params));
}

void Kernel32(const float* const* in, float* out, size_t n, bool stream, const void* params) {
  HWY_DYNAMIC_DISPATCH(F32Impl)(in, out, n, stream, static_cast<const Params*>(params));
}

void Kernel16(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const void* params) {
  const Params* p = static_cast<const Params*>(params);
  if (p->compute == ACL_BF16) HWY_DYNAMIC_DISPATCH(Bf16Impl)(in, out, n, stream, p);
  else HWY_DYNAMIC_DISPATCH(F16Impl)(in, out, n, stream, p);
}

}  // namespace binary
}  // namespace ops
}  // namespace aclnn_cpu
#endif
