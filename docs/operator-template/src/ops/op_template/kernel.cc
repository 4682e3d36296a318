// OpTemplate's SIMD kernel: one body compiled for every Highway target (foreach_target), the best
// one the CPU supports picked at run time (HWY_DYNAMIC_DISPATCH).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/op_template/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "core/simd-inl.h"
#include "ops/op_template/kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace op_template {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::Map1;

void RowImpl(const float* x, float* out, size_t n, float scale) {
  const hn::ScalableTag<float> d;
  const auto s = hn::Set(d, scale);
  Map1(d, x, out, n, [s](auto dd, auto v) {
    (void)dd;
    return hn::Mul(hn::Abs(v), s);
  });
}

}  // namespace HWY_NAMESPACE
}  // namespace op_template
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace op_template {
HWY_EXPORT(RowImpl);

void Row(const float* const* in, float* out, size_t n, const void* params) {
  HWY_DYNAMIC_DISPATCH(RowImpl)(in[0], out, n, static_cast<const Params*>(params)->scale);
}

}  // namespace op_template
}  // namespace ops
}  // namespace aclnn_cpu
#endif  // HWY_ONCE
