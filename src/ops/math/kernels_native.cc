// The family's native FLOAT form (core/elementwise.h, EwKernel32), per SIMD target: Pow with the
// scalar exponent 2 over FLOAT tensors, the one product kernels.cc computes for it (x * x, the
// correctly rounded square), streaming a large output from the loop that computes it.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/math/kernels_native.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "core/simd-inl.h"
#include "ops/math/math.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace math {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::RowAhead;
using aclnn_cpu::HWY_NAMESPACE::WriteRow;

void SquareImpl(const float* const* in, float* out, size_t n, bool stream) {
  const hn::ScalableTag<float> df;
  const float* x = in[0];
  const RowAhead<float> ahead{{x}};
  WriteRow(
      df, out, n, stream,
      [&](size_t i) {
        const auto v = hn::LoadU(df, x + i);
        return hn::Mul(v, v);
      },
      [&](size_t i) { return x[i] * x[i]; }, ahead);
}

}  // namespace HWY_NAMESPACE
}  // namespace math
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace math {
HWY_EXPORT(SquareImpl);

void SquareF32(const float* const* in, float* out, size_t n, bool stream, const void*) {
  HWY_DYNAMIC_DISPATCH(SquareImpl)(in, out, n, stream);
}

}  // namespace math
}  // namespace ops
}  // namespace aclnn_cpu
#endif
