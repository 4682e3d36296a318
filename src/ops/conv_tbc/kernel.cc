#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/conv_tbc/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/dtype.h"
#include "ops/conv_tbc/kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace conv_tbc {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

HWY_INLINE uint32_t Hf32Scalar(uint32_t u) {
  if ((u & 0x7F800000u) == 0x7F800000u) return u;
  const uint32_t mag = ((u & 0x7FFFFFFFu) + 0x800u) & 0xFFFFF000u;
  return (u & 0x80000000u) | mag;
}

void Hf32RoundImpl(float* x, size_t n) {
  const hn::ScalableTag<uint32_t> du;
  const size_t N = hn::Lanes(du);
  const auto kExp = hn::Set(du, 0x7F800000u);
  const auto kAbs = hn::Set(du, 0x7FFFFFFFu);
  const auto kSign = hn::Set(du, 0x80000000u);
  const auto kHalf = hn::Set(du, 0x800u);
  const auto kKeep = hn::Set(du, 0xFFFFF000u);
  auto* u = reinterpret_cast<uint32_t*>(x);
  size_t i = 0;
  for (; i + N <= n; i += N) {
    const auto v = hn::LoadU(du, u + i);
    const auto special = hn::Eq(hn::And(v, kExp), kExp);
    const auto mag = hn::And(hn::Add(hn::And(v, kAbs), kHalf), kKeep);
    const auto r = hn::Or(hn::And(v, kSign), mag);
    hn::StoreU(hn::IfThenElse(special, v, r), du, u + i);
  }
  for (; i < n; ++i) u[i] = Hf32Scalar(u[i]);
}

void AccumulateF64Impl(const float* x, double* acc, size_t n) {
  size_t i = 0;
#if HWY_HAVE_FLOAT64
  const hn::ScalableTag<double> dd;
  const hn::Rebind<float, decltype(dd)> df;  // half-width float vector
  const size_t N = hn::Lanes(dd);
  for (; i + N <= n; i += N) {
    const auto v = hn::PromoteTo(dd, hn::LoadU(df, x + i));
    hn::StoreU(hn::Add(hn::LoadU(dd, acc + i), v), dd, acc + i);
  }
#endif
  for (; i < n; ++i) acc[i] += static_cast<double>(x[i]);
}

void LinearCombinationImpl(const float* const* src, const float* coef, int terms, float* dst, size_t n) {
  const hn::ScalableTag<float> df;
  const size_t N = hn::Lanes(df);
  size_t i = 0;
  for (; i + N <= n; i += N) {
    auto acc = hn::Mul(hn::Set(df, coef[0]), hn::LoadU(df, src[0] + i));
    for (int t = 1; t < terms; ++t) acc = hn::MulAdd(hn::Set(df, coef[t]), hn::LoadU(df, src[t] + i), acc);
    hn::StoreU(acc, df, dst + i);
  }
  for (; i < n; ++i) {
    float acc = coef[0] * src[0][i];
    for (int t = 1; t < terms; ++t) acc = std::fma(coef[t], src[t][i], acc);
    dst[i] = acc;
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace conv_tbc {
HWY_EXPORT(Hf32RoundImpl);
HWY_EXPORT(AccumulateF64Impl);
HWY_EXPORT(LinearCombinationImpl);
void Hf32Round(float* x, size_t n) { HWY_DYNAMIC_DISPATCH(Hf32RoundImpl)(x, n); }
void AccumulateF64(const float* x, double* acc, size_t n) { HWY_DYNAMIC_DISPATCH(AccumulateF64Impl)(x, acc, n); }
void LinearCombination(const float* const* src, const float* coef, int terms, float* dst, size_t n) {
  HWY_DYNAMIC_DISPATCH(LinearCombinationImpl)(src, coef, terms, dst, n);
}
}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu
#endif  // HWY_ONCE
