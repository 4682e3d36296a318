// The six comparisons of FLOAT operands into a BOOL output (core/elementwise.h EwKernelBoolOf32),
// per SIMD target: each vector's mask narrowed to bytes of 1 or 0 in registers, with kernels.cc's
// IEEE results (NaN unordered: false for ==, <, <=, >, >=; true for !=, computed as not-equal
// since Highway's Ne is the ordered one on x86).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/compare/kernels_native.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "ops/compare/compare.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace compare {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <Fn kFn, class V>
HWY_INLINE auto Cmp(V x, V y) {
  if constexpr (kFn == Fn::kEq) return hn::Eq(x, y);
  else if constexpr (kFn == Fn::kNe) return hn::Not(hn::Eq(x, y));
  else if constexpr (kFn == Fn::kGt) return hn::Gt(x, y);
  else if constexpr (kFn == Fn::kGe) return hn::Ge(x, y);
  else if constexpr (kFn == Fn::kLt) return hn::Lt(x, y);
  else return hn::Le(x, y);
}

template <Fn kFn>
HWY_INLINE bool CmpScalar(float x, float y) {
  if constexpr (kFn == Fn::kEq) return x == y;
  else if constexpr (kFn == Fn::kNe) return x != y;
  else if constexpr (kFn == Fn::kGt) return x > y;
  else if constexpr (kFn == Fn::kGe) return x >= y;
  else if constexpr (kFn == Fn::kLt) return x < y;
  else return x <= y;
}

// y: the second array, or null for the scalar s.
template <Fn kFn>
void Run(const float* x, const float* y, float s, uint8_t* out, size_t n) {
  const hn::ScalableTag<float> df;
  const hn::RebindToSigned<decltype(df)> di;
  const hn::Rebind<uint8_t, decltype(df)> d8;
  const size_t N = hn::Lanes(df);
  const auto sv = hn::Set(df, s);
  const auto one = hn::Set(di, 1);
  const auto bytes = [&](size_t i) {
    const auto m = Cmp<kFn>(hn::LoadU(df, x + i), y ? hn::LoadU(df, y + i) : sv);
    return hn::DemoteTo(d8, hn::IfThenElseZero(hn::RebindMask(di, m), one));
  };
  size_t i = 0;
  for (; i + 4 * N <= n; i += 4 * N)  // four vectors per turn: loads in flight
    for (size_t u = 0; u < 4; ++u) hn::StoreU(bytes(i + u * N), d8, out + i + u * N);
  for (; i + N <= n; i += N) hn::StoreU(bytes(i), d8, out + i);
  for (; i < n; ++i) out[i] = CmpScalar<kFn>(x[i], y ? y[i] : s) ? 1 : 0;
}

void BoolImpl(const float* const* in, uint8_t* out, size_t n, const Params* p) {
  const float* x = in[0];
  const float* y = p->scalar ? nullptr : in[1];
  const float s = p->s_f32;
  switch (p->fn) {
    case Fn::kEq: return Run<Fn::kEq>(x, y, s, out, n);
    case Fn::kNe: return Run<Fn::kNe>(x, y, s, out, n);
    case Fn::kGt: return Run<Fn::kGt>(x, y, s, out, n);
    case Fn::kGe: return Run<Fn::kGe>(x, y, s, out, n);
    case Fn::kLt: return Run<Fn::kLt>(x, y, s, out, n);
    default: return Run<Fn::kLe>(x, y, s, out, n);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace compare
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace compare {
HWY_EXPORT(BoolImpl);

void CompareBoolOf32(const float* const* in, uint8_t* out, size_t n, const void* params) {
  HWY_DYNAMIC_DISPATCH(BoolImpl)(in, out, n, static_cast<const Params*>(params));
}

}  // namespace compare
}  // namespace ops
}  // namespace aclnn_cpu
#endif
