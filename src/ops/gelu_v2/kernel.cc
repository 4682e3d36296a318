#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/gelu_v2/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "core/simd-inl.h"
#include "ops/gelu_v2/kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace gelu_v2 {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::Exp2NonPositive;
using aclnn_cpu::HWY_NAMESPACE::Map1;
using aclnn_cpu::HWY_NAMESPACE::MulWhere;
using aclnn_cpu::HWY_NAMESPACE::ReciprocalNormal;

constexpr double kLog2E = 1.4426950408889634;

// x / (2^v + 1) without a long division and without overflow: with u = 2^-|v| in (0, 1],
// x / (2^v + 1) = x * (v > 0 ? u : 1) * (1 / (1 + u)), a reciprocal of a number in [1, 2]; the
// product keeps what the quotient keeps: -0 for large negative x, +-Inf, NaN. Callers pass
// v = e log2(e), folded into their constants.
template <class D, class V>
HWY_INLINE V XOverExp2PlusOne(D d, V x, V v) {
  const V one = hn::Set(d, 1.0f);
  const V u = Exp2NonPositive(d, hn::Or(v, hn::SignBit(d)));  // 2^-|v|
  return hn::Mul(MulWhere(d, hn::Gt(v, hn::Zero(d)), x, u), ReciprocalNormal(d, hn::Add(one, u)));
}

// y = x / (exp(x1 * p(x1^2)) + 1), x1 = min(x, 5.75), p the degree-6 fit of -logit(Phi) (the A2
// formula), its coefficients times log2(e).
struct NoneOp {
  template <class D, class V>
  HWY_INLINE V operator()(D d, V x) const {
    const V kClamp = hn::Set(d, 5.75f);
    const V x1 = hn::Min(x, kClamp);  // a NaN x may become 5.75 here: the final product with x keeps it NaN
    const V t = hn::Mul(x1, x1);
    V p = hn::Set(d, static_cast<float>(-0.3512339572e-8 * kLog2E));
    p = hn::MulAdd(p, t, hn::Set(d, static_cast<float>(0.2645266170e-6 * kLog2E)));
    p = hn::MulAdd(p, t, hn::Set(d, static_cast<float>(-0.7929488134e-5 * kLog2E)));
    p = hn::MulAdd(p, t, hn::Set(d, static_cast<float>(0.1106123840e-3 * kLog2E)));
    p = hn::MulAdd(p, t, hn::Set(d, static_cast<float>(0.6518995814e-4 * kLog2E)));
    p = hn::MulAdd(p, t, hn::Set(d, static_cast<float>(-0.7266616915e-1 * kLog2E)));
    p = hn::MulAdd(p, t, hn::Set(d, static_cast<float>(-0.1595769883e1 * kLog2E)));
    return XOverExp2PlusOne(d, x, hn::Mul(p, x1));
  }
};

// y = x / (exp(-1.5957691 (x + 0.044715 x^3)) + 1).
struct TanhOp {
  template <class D, class V>
  HWY_INLINE V operator()(D d, V x) const {
    const V c = hn::Mul(hn::Mul(x, x), x);
    const V r = hn::MulAdd(c, hn::Set(d, 0.044715f), x);
    return XOverExp2PlusOne(d, x, hn::Mul(r, hn::Set(d, static_cast<float>(-1.5957691 * kLog2E))));
  }
};

void RowNoneImpl(const float* x, float* out, size_t n) { Map1(hn::ScalableTag<float>(), x, out, n, NoneOp()); }
void RowTanhImpl(const float* x, float* out, size_t n) { Map1(hn::ScalableTag<float>(), x, out, n, TanhOp()); }

}  // namespace HWY_NAMESPACE
}  // namespace gelu_v2
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace gelu_v2 {
HWY_EXPORT(RowNoneImpl);
HWY_EXPORT(RowTanhImpl);

void RowNone(const float* const* in, float* out, size_t n, const void*) { HWY_DYNAMIC_DISPATCH(RowNoneImpl)(in[0], out, n); }
void RowTanh(const float* const* in, float* out, size_t n, const void*) { HWY_DYNAMIC_DISPATCH(RowTanhImpl)(in[0], out, n); }

void FillNone(const float* x, float* out, size_t n) { HWY_DYNAMIC_DISPATCH(RowNoneImpl)(x, out, n); }
void FillTanh(const float* x, float* out, size_t n) { HWY_DYNAMIC_DISPATCH(RowTanhImpl)(x, out, n); }

}  // namespace gelu_v2
}  // namespace ops
}  // namespace aclnn_cpu
#endif
