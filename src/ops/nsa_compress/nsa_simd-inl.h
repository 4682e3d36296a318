// Per-target row loaders and storers of the NSA kernels: fp16/bf16 widened to fp32 exactly, fp32
// narrowed with round-to-nearest-even (the backward's cvt, spec §5.5) or with ties away from zero
// (the forward's CAST_ROUND, spec §4). Include after hwy/highway.h inside a foreach_target file.
#if defined(ACLNN_CPU_NSA_SIMD_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLNN_CPU_NSA_SIMD_INL_H_
#undef ACLNN_CPU_NSA_SIMD_INL_H_
#else
#define ACLNN_CPU_NSA_SIMD_INL_H_
#endif

#include <cstdint>

#include "core/simd-inl.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace nsa {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// The core's 16-bit conversions (core/simd-inl.h). Without fp16 hardware (kF16Hardware) the
// kernels take the scalar conversions of their general path for fp16.
using aclnn_cpu::HWY_NAMESPACE::DemoteBf16;
using aclnn_cpu::HWY_NAMESPACE::DemoteF16;
using aclnn_cpu::HWY_NAMESPACE::kF16Hardware;
using aclnn_cpu::HWY_NAMESPACE::LoadBf16;
using aclnn_cpu::HWY_NAMESPACE::LoadF16;
using aclnn_cpu::HWY_NAMESPACE::RoundBf16HighFromBf16;

// Row sources: Load(df, p) returns Lanes(df) consecutive elements starting at p, as fp32.
struct SrcBf16 {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE hn::Vec<DF> Load(DF df, const uint16_t* p) {
    return LoadBf16(df, p);
  }
};

struct SrcF16 {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE hn::Vec<DF> Load(DF df, const uint16_t* p) {
    return LoadF16(df, p);
  }
};

struct SrcF32 {
  using T = float;
  template <class DF>
  static HWY_INLINE hn::Vec<DF> Load(DF df, const float* p) {
    return hn::LoadU(df, p);
  }
};

// Row sinks: Store(df, v, p) writes Lanes(df) consecutive elements at p.
struct DstF32 {
  using T = float;
  template <class DF>
  static HWY_INLINE void Store(DF df, hn::Vec<DF> v, float* p) {
    hn::StoreU(v, df, p);
  }
};

// bf16, round to nearest even; NaN stays a (quiet) NaN.
struct DstBf16Rne {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE hn::Vec<hn::Rebind<uint16_t, DF>> Narrow(DF df, hn::Vec<DF> v) {
    return DemoteBf16(df, v);
  }
  template <class DF>
  static HWY_INLINE void Store(DF df, hn::Vec<DF> v, uint16_t* p) {
    hn::StoreU(Narrow(df, v), hn::Rebind<uint16_t, DF>(), p);
  }
};

// fp16, round to nearest even (only used where kF16Hardware).
struct DstF16Rne {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE hn::Vec<hn::Rebind<uint16_t, DF>> Narrow(DF df, hn::Vec<DF> v) {
    return DemoteF16(df, v);
  }
  template <class DF>
  static HWY_INLINE void Store(DF df, hn::Vec<DF> v, uint16_t* p) {
    hn::StoreU(Narrow(df, v), hn::Rebind<uint16_t, DF>(), p);
  }
};

// Non-temporal variant of a 16-bit sink: the caller guarantees that p is aligned to the narrowed
// vector and calls hwy::FlushStream() before the results are needed.
template <class O>
struct Streamed {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE void Store(DF df, hn::Vec<DF> v, uint16_t* p) {
    hn::Stream(O::Narrow(df, v), hn::Rebind<uint16_t, DF>(), p);
  }
};

// bf16, round to nearest with ties away from zero (CAST_ROUND); NaN stays a quiet NaN.
struct DstBf16Away {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE void Store(DF df, hn::Vec<DF> v, uint16_t* p) {
    const hn::RebindToUnsigned<DF> du;
    const hn::RebindToSigned<DF> di;
    const hn::Rebind<uint16_t, DF> d16;
    const auto u = hn::BitCast(du, v);
    const auto rounded = hn::Add(u, hn::Set(du, 0x8000u));
    const auto nan = hn::RebindMask(du, hn::IsNaN(v));  // (not Ne(v, v): ordered on x86 AVX2 and AVX3)
    const auto r = hn::ShiftRight<16>(hn::IfThenElse(nan, hn::Or(u, hn::Set(du, 0x400000u)), rounded));
    hn::StoreU(hn::DemoteTo(d16, hn::BitCast(di, r)), d16, p);
  }
};

// fp16, round to nearest with ties away from zero, in integer arithmetic on every target:
// normal results add half a unit of the 13 dropped bits; subnormal results round |x|*2^24 to an
// integer; |x| >= 65520 gives Inf; NaN gives a quiet NaN.
struct DstF16Away {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE void Store(DF df, hn::Vec<DF> v, uint16_t* p) {
    const hn::RebindToSigned<DF> di;
    const hn::Rebind<uint16_t, DF> d16;
    const auto u = hn::BitCast(di, v);
    const auto a = hn::And(u, hn::Set(di, 0x7fffffff));
    const auto sign = hn::ShiftRight<16>(hn::And(u, hn::Set(di, static_cast<int32_t>(0x80000000u))));
    const auto sign16 = hn::And(sign, hn::Set(di, 0x8000));
    auto h = hn::Sub(hn::ShiftRight<13>(hn::Add(a, hn::Set(di, 0x1000))), hn::Set(di, 0x1C000));
    const auto y = hn::Mul(hn::BitCast(df, a), hn::Set(df, 16777216.0f));  // |x| * 2^24
    const auto fl = hn::Floor(y);
    const auto up = hn::Ge(hn::Sub(y, fl), hn::Set(df, 0.5f));
    const auto k = hn::ConvertTo(di, hn::IfThenElse(up, hn::Add(fl, hn::Set(df, 1.0f)), fl));
    h = hn::IfThenElse(hn::Lt(a, hn::Set(di, 0x38800000)), k, h);
    h = hn::IfThenElse(hn::Gt(a, hn::Set(di, 0x477FEFFF)), hn::Set(di, 0x7C00), h);
    h = hn::IfThenElse(hn::Gt(a, hn::Set(di, 0x7F800000)),
                       hn::Or(hn::Set(di, 0x7E00), hn::And(hn::ShiftRight<13>(a), hn::Set(di, 0x3FF))), h);
    hn::StoreU(hn::DemoteTo(d16, hn::Or(h, sign16)), d16, p);
  }
};

// Pair sources and sinks of the backward kernel: 2 * Lanes(df) consecutive 16-bit elements as two
// fp32 vectors a and b. The split is an arbitrary but fixed permutation (bf16: even and odd
// elements, which costs one operation per vector; fp16 and fp32: the two halves); a sink must
// use the same split as the source, so elementwise results land where they belong.
struct PairBf16 {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE void Load2(DF df, const uint16_t* p, hn::Vec<DF>& a, hn::Vec<DF>& b) {
#if HWY_TARGET == HWY_SCALAR
    a = SrcBf16::Load(df, p);  // one lane: the two halves
    b = SrcBf16::Load(df, p + 1);
#else
    const hn::RebindToUnsigned<DF> du;
    const hn::Repartition<uint16_t, DF> d16;
    const auto v = hn::BitCast(du, hn::LoadU(d16, p));
    a = hn::BitCast(df, hn::ShiftLeft<16>(v));                  // even elements
    b = hn::BitCast(df, hn::And(v, hn::Set(du, 0xFFFF0000u)));  // odd elements
#endif
  }
  template <class DF>
  static HWY_INLINE hn::Vec<DF> Load1(DF df, const uint16_t* p) {  // a single vector, in order
    return SrcBf16::Load(df, p);
  }
};

struct PairF16 {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE void Load2(DF df, const uint16_t* p, hn::Vec<DF>& a, hn::Vec<DF>& b) {
    a = LoadF16(df, p);
    b = LoadF16(df, p + hn::Lanes(df));
  }
  template <class DF>
  static HWY_INLINE hn::Vec<DF> Load1(DF df, const uint16_t* p) {
    return SrcF16::Load(df, p);
  }
};

struct PairF32 {
  using T = float;
  template <class DF>
  static HWY_INLINE void Load2(DF df, const float* p, hn::Vec<DF>& a, hn::Vec<DF>& b) {
    a = hn::LoadU(df, p);
    b = hn::LoadU(df, p + hn::Lanes(df));
  }
  template <class DF>
  static HWY_INLINE hn::Vec<DF> Load1(DF df, const float* p) {
    return hn::LoadU(df, p);
  }
};

struct PairOutF32 {
  using T = float;
  template <class DF>
  static HWY_INLINE void Store2(DF df, hn::Vec<DF> a, hn::Vec<DF> b, float* p) {
    hn::StoreU(a, df, p);
    hn::StoreU(b, df, p + hn::Lanes(df));
  }
  template <class DF>
  static HWY_INLINE void Store1(DF df, hn::Vec<DF> a, float* p) {
    hn::StoreU(a, df, p);
  }
};

// bf16 pair sink, round to nearest even. Only for values computed from bf16 data: their NaNs have
// zero low halves, so the rounding add cannot carry a NaN into Inf and no NaN test is needed.
template <bool kStream>
struct PairOutBf16Rne {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE void Store2(DF df, hn::Vec<DF> a, hn::Vec<DF> b, uint16_t* p) {
#if HWY_TARGET == HWY_SCALAR
    DstBf16Rne::Store(df, a, p);
    DstBf16Rne::Store(df, b, p + 1);
#else
    const hn::RebindToUnsigned<DF> du;
    const hn::Repartition<uint16_t, DF> d16;
    const auto ra = RoundBf16HighFromBf16(df, a), rb = RoundBf16HighFromBf16(df, b);
    const auto v = hn::BitCast(d16, hn::OrAnd(hn::ShiftRight<16>(ra), rb, hn::Set(du, 0xFFFF0000u)));
    if (kStream) {
      hn::Stream(v, d16, p);
    } else {
      hn::StoreU(v, d16, p);
    }
#endif
  }
  template <class DF>
  static HWY_INLINE void Store1(DF df, hn::Vec<DF> a, uint16_t* p) {  // a single vector, in order
    DstBf16Rne::Store(df, a, p);
  }
};

// fp16 pair sink, round to nearest even (only where kF16Hardware).
template <bool kStream>
struct PairOutF16Rne {
  using T = uint16_t;
  template <class DF>
  static HWY_INLINE void Store2(DF df, hn::Vec<DF> a, hn::Vec<DF> b, uint16_t* p) {
    const hn::Rebind<uint16_t, DF> d16;
    const auto va = DemoteF16(df, a), vb = DemoteF16(df, b);
    if (kStream) {
      hn::Stream(va, d16, p);
      hn::Stream(vb, d16, p + hn::Lanes(df));
    } else {
      hn::StoreU(va, d16, p);
      hn::StoreU(vb, d16, p + hn::Lanes(df));
    }
  }
  template <class DF>
  static HWY_INLINE void Store1(DF df, hn::Vec<DF> a, uint16_t* p) {
    DstF16Rne::Store(df, a, p);
  }
};

}  // namespace HWY_NAMESPACE
}  // namespace nsa
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#endif  // ACLNN_CPU_NSA_SIMD_INL_H_
