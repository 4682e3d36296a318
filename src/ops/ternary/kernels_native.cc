// Addcmul's native FLOAT form (core/elementwise.h EwKernel32): self + (v * t1) * t2 as three IEEE
// operations in kernels.cc's order, per SIMD target, so that a large output is written with
// non-temporal stores by the loop that computes it, its three inputs prefetched (core WriteRow).
// This file and kernels.cc compile without floating-point contraction (src/CMakeLists.txt): a
// fused multiply-add would round once where the other path, or a target without FMA, rounds twice.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/ternary/kernels_native.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "core/simd-inl.h"
#include "ops/ternary/ternary.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace ternary {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::RowAhead;
using aclnn_cpu::HWY_NAMESPACE::WriteRow;

void AddcmulImpl(const float* const* in, float* out, size_t n, bool stream, float v) {
  const hn::ScalableTag<float> df;
  const float* x = in[0];
  const float* a = in[1];
  const float* b = in[2];
  const auto vv = hn::Set(df, v);
  const RowAhead<float> ahead{{x, a, b}};
  WriteRow(
      df, out, n, stream,
      [&](size_t i) {
        return hn::Add(hn::LoadU(df, x + i), hn::Mul(hn::Mul(vv, hn::LoadU(df, a + i)), hn::LoadU(df, b + i)));
      },
      [&](size_t i) { return x[i] + v * a[i] * b[i]; }, ahead);
}

}  // namespace HWY_NAMESPACE
}  // namespace ternary
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace ternary {
HWY_EXPORT(AddcmulImpl);

void AddcmulF32Native(const float* const* in, float* out, size_t n, bool stream, const void* params) {
  HWY_DYNAMIC_DISPATCH(AddcmulImpl)(in, out, n, stream, static_cast<const Params*>(params)->s_f32);
}

}  // namespace ternary
}  // namespace ops
}  // namespace aclnn_cpu
#endif
