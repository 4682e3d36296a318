// NsaCompress kernels (Highway, run-time dispatch). Each (window, head) output row is owned by one
// task and summed over the window positions in ascending order, so results do not depend on the
// thread count.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/nsa_compress/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "core/dtype.h"
#include "ops/nsa_compress/kernel.h"
#include "ops/nsa_compress/nsa_simd-inl.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace nsa_compress {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using nsa::HWY_NAMESPACE::DstBf16Away;
using nsa::HWY_NAMESPACE::DstF16Away;
using nsa::HWY_NAMESPACE::DstF32;
using nsa::HWY_NAMESPACE::kF16Hardware;
using nsa::HWY_NAMESPACE::SrcBf16;
using nsa::HWY_NAMESPACE::SrcF16;
using nsa::HWY_NAMESPACE::SrcF32;
using DF = hn::ScalableTag<float>;

// NV vectors of one output row: out[k*L ..] = sum_j wt[j] * rows[j][k*L ..], j ascending.
// rows[j] = x0 + j * row_step.
template <int NV, class S, class O>
HWY_INLINE void Block(DF df, const typename S::T* x0, int64_t row_step, const float* wt, int64_t wt_step,
                      int64_t l, typename O::T* out) {
  const size_t L = hn::Lanes(df);
  hn::Vec<DF> acc[NV];
  for (int k = 0; k < NV; ++k) acc[k] = hn::Zero(df);
  for (int64_t j = 0; j < l; ++j) {
    const auto wv = hn::Set(df, wt[j * wt_step]);
    const typename S::T* r = x0 + j * row_step;
    for (int k = 0; k < NV; ++k) acc[k] = hn::MulAdd(wv, S::Load(df, r + k * L), acc[k]);
  }
  for (int k = 0; k < NV; ++k) O::Store(df, acc[k], out + k * L);
}

template <class S, class O>
HWY_INLINE void Row(DF df, size_t dim, const typename S::T* x0, int64_t row_step, const float* wt, int64_t wt_step,
                    int64_t l, typename O::T* out) {
  const size_t L = hn::Lanes(df);
  size_t e = 0;
  for (; e + 8 * L <= dim; e += 8 * L) Block<8, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
  switch ((dim - e) / L) {
    case 7: return Block<7, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
    case 6: return Block<6, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
    case 5: return Block<5, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
    case 4: return Block<4, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
    case 3: return Block<3, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
    case 2: return Block<2, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
    case 1: return Block<1, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
    default: return;
  }
}

template <class S, class O>
void WindowsFast(const FwdPlan& p, const uint16_t* x, const float* wf, uint16_t* out, int64_t o0, int64_t o1) {
  const DF df;
  for (int64_t o = o0; o < o1; ++o) {
    const uint16_t* xo = x + p.x.offset + p.window_start[o] * p.x.stride[0];
    uint16_t* oo = out + p.out.offset + o * p.out.stride[0];
    for (int64_t n = 0; n < p.n; ++n)
      Row<S, O>(df, static_cast<size_t>(p.d), xo + n * p.x.stride[1], p.x.stride[0], wf + n, p.n, p.block,
                oo + n * p.out.stride[1]);
  }
}

// Any strides or D: the window's rows are gathered into a padded fp32 buffer first.
void WindowsGeneric(const FwdPlan& p, const uint16_t* x, const float* wf, uint16_t* out, int64_t o0, int64_t o1) {
  const DF df;
  const size_t L = hn::Lanes(df);
  const int64_t D = p.d;
  const size_t Dp = (static_cast<size_t>(D) + L - 1) / L * L;
  std::vector<float> xb(Dp * static_cast<size_t>(p.block), 0.0f), ob(Dp);
  const bool bf16 = p.dtype == ACL_BF16;
  for (int64_t o = o0; o < o1; ++o) {
    const uint16_t* xo = x + p.x.offset + p.window_start[o] * p.x.stride[0];
    uint16_t* oo = out + p.out.offset + o * p.out.stride[0];
    for (int64_t n = 0; n < p.n; ++n) {
      for (int64_t j = 0; j < p.block; ++j) {
        const uint16_t* r = xo + j * p.x.stride[0] + n * p.x.stride[1];
        float* b = xb.data() + Dp * static_cast<size_t>(j);
        for (int64_t e = 0; e < D; ++e) b[e] = bf16 ? Bf16ToF32(r[e * p.x.stride[2]]) : F16ToF32(r[e * p.x.stride[2]]);
      }
      Row<SrcF32, DstF32>(df, Dp, xb.data(), static_cast<int64_t>(Dp), wf + n, p.n, p.block, ob.data());
      uint16_t* r = oo + n * p.out.stride[1];
      for (int64_t e = 0; e < D; ++e)
        r[e * p.out.stride[2]] = bf16 ? F32ToBf16TiesAway(ob[e]) : F32ToF16TiesAway(ob[e]);
    }
  }
}

void WindowsImpl(const FwdPlan& p, const void* x, const float* wf, void* out, int64_t o0, int64_t o1) {
  const DF df;
  const auto* x16 = static_cast<const uint16_t*>(x);
  auto* o16 = static_cast<uint16_t*>(out);
  const bool rows_contiguous =
      p.x.stride[2] == 1 && p.out.stride[2] == 1 && p.d % static_cast<int64_t>(hn::Lanes(df)) == 0;
  if (rows_contiguous && p.dtype == ACL_BF16) return WindowsFast<SrcBf16, DstBf16Away>(p, x16, wf, o16, o0, o1);
  if (rows_contiguous && p.dtype == ACL_FLOAT16 && kF16Hardware)
    return WindowsFast<SrcF16, DstF16Away>(p, x16, wf, o16, o0, o1);
  WindowsGeneric(p, x16, wf, o16, o0, o1);
}

}  // namespace HWY_NAMESPACE
}  // namespace nsa_compress
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "core/parallel.h"

namespace aclnn_cpu {
namespace ops {
namespace nsa_compress {
HWY_EXPORT(WindowsImpl);

uint16_t F32ToBf16TiesAway(float v) {
  const uint32_t u = FloatBits(v);
  if ((u & 0x7fffffffu) > 0x7f800000u) return static_cast<uint16_t>((u >> 16) | 0x40);
  return static_cast<uint16_t>((u + 0x8000u) >> 16);
}

uint16_t F32ToF16TiesAway(float v) {
  const uint32_t u = FloatBits(v);
  const uint32_t a = u & 0x7fffffffu;
  const uint16_t sign = static_cast<uint16_t>((u >> 16) & 0x8000u);
  if (a > 0x7f800000u) return static_cast<uint16_t>(sign | 0x7e00u | ((a >> 13) & 0x3ffu));
  if (a >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);  // |v| >= 65520
  if (a >= 0x38800000u) return static_cast<uint16_t>(sign | (((a + 0x1000u) >> 13) - 0x1c000u));
  // Subnormal result: |v| * 2^24 rounded half away from zero (up to 1024 = the smallest normal).
  const float y = BitsFloat(a) * 16777216.0f;
  const float fl = static_cast<float>(static_cast<int32_t>(y));
  const int32_t k = static_cast<int32_t>(fl) + (y - fl >= 0.5f ? 1 : 0);
  return static_cast<uint16_t>(sign | static_cast<uint16_t>(k));
}

void RunCompress(const FwdPlan& p, const void* x, const void* w, void* out) {
  const int64_t N = p.n;
  std::vector<float> wf(static_cast<size_t>(p.block * N));
  const auto* w16 = static_cast<const uint16_t*>(w);
  for (int64_t j = 0; j < p.block; ++j)
    for (int64_t n = 0; n < N; ++n) {
      const uint16_t v = w16[p.w.offset + j * p.w.stride[0] + n * p.w.stride[1]];
      wf[static_cast<size_t>(j * N + n)] = p.dtype == ACL_BF16 ? Bf16ToF32(v) : F16ToF32(v);
    }
  const int64_t m = static_cast<int64_t>(p.window_start.size());
  ParallelFor(m, [&](int64_t o0, int64_t o1) { HWY_DYNAMIC_DISPATCH(WindowsImpl)(p, x, wf.data(), out, o0, o1); });
}

}  // namespace nsa_compress
}  // namespace ops
}  // namespace aclnn_cpu
#endif
