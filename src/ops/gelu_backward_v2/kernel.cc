#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/gelu_backward_v2/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "core/simd-inl.h"
#include "ops/gelu_backward_v2/kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace gelu_backward_v2 {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::ExpNonPositive;
using aclnn_cpu::HWY_NAMESPACE::Map2;
using aclnn_cpu::HWY_NAMESPACE::ReciprocalNormal;
using aclnn_cpu::HWY_NAMESPACE::SafeExp;

// g(x) = 1 - h (x >= +0) or h (sign bit set), h = r/2 = (P(a)/2)/Q(a) * exp(-a^2/2), a = min(|x|, 30)
// (P's coefficients are halved). The clamp is min(30, |x|), which keeps a NaN argument on x86
// (MINPS returns its second operand when either is NaN); Highway's Min on Arm (FMINNM) and on the
// emulated targets returns the number instead, so there NaN is kept by a select. Q >= 30.98 on
// [0, 30]: a normal divisor.
struct NoneOp {
  template <class D, class V>
  HWY_INLINE V operator()(D d, V dy, V x) const {
#if HWY_ARCH_X86 && HWY_TARGET != HWY_EMU128 && HWY_TARGET != HWY_SCALAR
    const V a = hn::Min(hn::Set(d, 30.0f), hn::Abs(x));
#else
    const V a = hn::IfThenElse(hn::IsNaN(x), x, hn::Min(hn::Set(d, 30.0f), hn::Abs(x)));
#endif
    V p = hn::Set(d, -0.39894246180913765f);
    p = hn::MulAdd(p, a, hn::Set(d, -3.111532571097696f));
    p = hn::MulAdd(p, a, hn::Set(d, -10.2256798229479315f));
    p = hn::MulAdd(p, a, hn::Set(d, -14.8165475506432785f));
    p = hn::MulAdd(p, a, hn::Set(d, -2.2373146198650495f));
    p = hn::MulAdd(p, a, hn::Set(d, 15.4908705713f));
    V q = hn::Add(a, hn::Set(d, 7.79950327625f));
    q = hn::MulAdd(q, a, hn::Set(d, 26.6304065815f));
    q = hn::MulAdd(q, a, hn::Set(d, 44.965039885f));
    q = hn::MulAdd(q, a, hn::Set(d, 30.9817411527f));
    // exp(-a^2/2) <= 1; NaN a makes P/Q NaN, which carries it.
    const V e = ExpNonPositive(d, hn::Mul(hn::Mul(hn::Set(d, -0.5f), a), a));
    const V h = hn::Mul(hn::Mul(p, ReciprocalNormal(d, q)), e);
    const auto neg = hn::RebindMask(d, hn::Lt(hn::BitCast(hn::RebindToSigned<D>(), x),
                                                hn::Zero(hn::RebindToSigned<D>())));
    const V g = hn::IfThenElse(neg, h, hn::Sub(hn::Set(d, 1.0f), h));
    return hn::Mul(dy, g);
  }
};

// g(x) = t + px * t^2 * x (beta + 3 alpha x^2), px = exp(-x (beta + alpha x^2)), t = 1 / (px + 1);
// the second term is replaced by 0 when it is NaN (as the device does), so g(+-inf) is finite.
struct TanhOp {
  template <class D, class V>
  HWY_INLINE V operator()(D d, V dy, V x) const {
    const V x2 = hn::Mul(x, x);
    const V px = SafeExp(d, hn::Mul(hn::MulAdd(hn::Set(d, -0.0713548162726002527220f), x2,
                                               hn::Set(d, -1.595769121605730711759f)), x));
    const V res0 = hn::Mul(hn::MulAdd(hn::Set(d, 0.2140644488178007f), x2, hn::Set(d, 1.595769121605730711759f)), x);
    const V t = hn::Div(hn::Set(d, 1.0f), hn::Add(px, hn::Set(d, 1.0f)));
    V resp = hn::Mul(hn::Mul(hn::Mul(px, t), res0), t);
    resp = hn::IfThenZeroElse(hn::IsNaN(resp), resp);
    return hn::Mul(dy, hn::Add(resp, t));
  }
};

void RowNoneImpl(const float* dy, const float* x, float* out, size_t n) {
  Map2(hn::ScalableTag<float>(), dy, x, out, n, NoneOp());
}
void RowTanhImpl(const float* dy, const float* x, float* out, size_t n) {
  Map2(hn::ScalableTag<float>(), dy, x, out, n, TanhOp());
}

}  // namespace HWY_NAMESPACE
}  // namespace gelu_backward_v2
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <algorithm>
#include <vector>

namespace aclnn_cpu {
namespace ops {
namespace gelu_backward_v2 {
HWY_EXPORT(RowNoneImpl);
HWY_EXPORT(RowTanhImpl);

void RowNone(const float* const* in, float* out, size_t n, const void*) {
  HWY_DYNAMIC_DISPATCH(RowNoneImpl)(in[0], in[1], out, n);
}
void RowTanh(const float* const* in, float* out, size_t n, const void*) {
  HWY_DYNAMIC_DISPATCH(RowTanhImpl)(in[0], in[1], out, n);
}

namespace {
// g(x) alone: the kernel with gradOutput = 1 (1 * g is exact).
template <class Row>
void FillWith(Row row, const float* x, float* out, size_t n) {
  static const std::vector<float> ones(1024, 1.0f);
  for (size_t i = 0; i < n; i += ones.size()) {
    const size_t m = std::min(ones.size(), n - i);
    row(ones.data(), x + i, out + i, m);
  }
}
}  // namespace

void FillNone(const float* x, float* out, size_t n) { FillWith(HWY_DYNAMIC_DISPATCH(RowNoneImpl), x, out, n); }
void FillTanh(const float* x, float* out, size_t n) { FillWith(HWY_DYNAMIC_DISPATCH(RowTanhImpl), x, out, n); }

}  // namespace gelu_backward_v2
}  // namespace ops
}  // namespace aclnn_cpu
#endif
