// SIMD kernels of GroupedBiasAddGrad: column sums of a run of rows, fp32 accumulation.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/grouped_bias_add_grad/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstring>

#include "hwy/cache_control.h"

#include "core/cpu.h"
#include "core/dtype.h"
#include "ops/grouped_bias_add_grad/kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace grouped_bias_add_grad {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

using DF = hn::ScalableTag<float>;

// Widening loads: fp16/bf16 -> fp32 is exact.
HWY_INLINE hn::Vec<DF> LoadRow(DF df, const float* p) { return hn::LoadU(df, p); }
HWY_INLINE hn::Vec<DF> LoadRow(DF df, const hwy::bfloat16_t* p) {
  return hn::PromoteTo(df, hn::LoadU(hn::Rebind<hwy::bfloat16_t, DF>(), p));
}
HWY_INLINE hn::Vec<DF> LoadRow(DF df, const hwy::float16_t* p) {
#if (HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2) || HWY_ARCH_ARM
  return hn::PromoteTo(df, hn::LoadU(hn::Rebind<hwy::float16_t, DF>(), p));
#else
  // Highway 1.0's emulated fp16 widening (no F16C) mishandles Inf/NaN: widen lane by lane.
  HWY_ALIGN float tmp[hn::MaxLanes(DF())];
  uint16_t u[hn::MaxLanes(DF())];
  std::memcpy(u, p, hn::Lanes(df) * sizeof(uint16_t));
  for (size_t i = 0; i < hn::Lanes(df); ++i) tmp[i] = F16ToF32(u[i]);
  return hn::Load(df, tmp);
#endif
}
HWY_INLINE float Scalar(const float* p) { return *p; }
HWY_INLINE float Scalar(const hwy::bfloat16_t* p) {
  uint16_t u;
  std::memcpy(&u, p, 2);
  return Bf16ToF32(u);
}
HWY_INLINE float Scalar(const hwy::float16_t* p) {
  uint16_t u;
  std::memcpy(&u, p, 2);
  return F16ToF32(u);
}

// Accumulators in registers: the whole row (w <= NV lanes-vectors, w a multiple of the vector
// length) stays in NV registers across all rows of the chunk.
template <int NV, class T>
HWY_INLINE void SumRowsRegs(const T* base, int64_t stride, int64_t rows, float* acc) {
  const DF df;
  const size_t N = hn::Lanes(df);
  hn::Vec<DF> a[NV];
  for (int v = 0; v < NV; ++v) a[v] = hn::Zero(df);
  int64_t r = 0;
  for (; r + 4 <= rows; r += 4) {
    const T* p0 = base + r * stride;
    const T* p1 = p0 + stride;
    const T* p2 = p1 + stride;
    const T* p3 = p2 + stride;
    for (int v = 0; v < NV; ++v) {
      const size_t o = v * N;
      const auto s01 = hn::Add(LoadRow(df, p0 + o), LoadRow(df, p1 + o));
      const auto s23 = hn::Add(LoadRow(df, p2 + o), LoadRow(df, p3 + o));
      a[v] = hn::Add(a[v], hn::Add(s01, s23));
    }
  }
  const int64_t rem = rows - r;
  if (rem > 0) {
    const T* p0 = base + r * stride;
    for (int v = 0; v < NV; ++v) {
      const size_t o = v * N;
      auto s = LoadRow(df, p0 + o);
      if (rem >= 2) s = hn::Add(s, LoadRow(df, p0 + stride + o));
      if (rem == 3) s = hn::Add(s, LoadRow(df, p0 + 2 * stride + o));
      a[v] = hn::Add(a[v], s);
    }
  }
  for (int v = 0; v < NV; ++v) hn::StoreU(a[v], df, acc + v * N);
}

// Accumulator in memory (L1): rows are streamed whole, which suits the hardware prefetchers.
// Rows are taken eight at a time, then four: eight interleaved row streams keep more cache-line
// fills in flight than four (AMD Zen 4, one thread, 65536 x 1024 fp32: 22 GB/s with eight streams,
// 17-18 with four). Rows of a few KiB each end within a page, where the hardware prefetcher stops;
// on Intel cores (`prefetch`) each column step also prefetches the same columns of the rows
// kLookAhead rows further on (only rows of this call: the pointers stay in bounds). On Zen 4 the
// software prefetches cost more than they bring (19.5-20 GB/s with them, 22 without).
template <class T>
HWY_INLINE void SumRowsMem(const T* base, int64_t stride, int64_t rows, int64_t w, float* acc, bool prefetch) {
  const DF df;
  const int64_t N = static_cast<int64_t>(hn::Lanes(df));
  const int64_t wv = w - w % N;
  std::memset(acc, 0, static_cast<size_t>(w) * sizeof(float));
  constexpr int64_t kLookAhead = 8;
  int64_t r = 0;
  for (; r + 8 <= rows; r += 8) {
    const T* p[8];
    p[0] = base + r * stride;
    for (int k = 1; k < 8; ++k) p[k] = p[k - 1] + stride;
    const T* q = prefetch && r + kLookAhead + 8 <= rows ? p[0] + kLookAhead * stride : nullptr;
    int64_t c = 0;
    for (; c + 2 * N <= wv; c += 2 * N) {
      if (q) {
        for (int k = 0; k < 8; ++k) {
          hwy::Prefetch(q + k * stride + c);
          hwy::Prefetch(q + k * stride + c + N);
        }
      }
      for (int64_t h = c; h < c + 2 * N; h += N) {
        const auto s03 = hn::Add(hn::Add(LoadRow(df, p[0] + h), LoadRow(df, p[1] + h)),
                                 hn::Add(LoadRow(df, p[2] + h), LoadRow(df, p[3] + h)));
        const auto s47 = hn::Add(hn::Add(LoadRow(df, p[4] + h), LoadRow(df, p[5] + h)),
                                 hn::Add(LoadRow(df, p[6] + h), LoadRow(df, p[7] + h)));
        hn::StoreU(hn::Add(hn::LoadU(df, acc + h), hn::Add(s03, s47)), df, acc + h);
      }
    }
    for (; c < wv; c += N) {
      const auto s03 = hn::Add(hn::Add(LoadRow(df, p[0] + c), LoadRow(df, p[1] + c)),
                               hn::Add(LoadRow(df, p[2] + c), LoadRow(df, p[3] + c)));
      const auto s47 = hn::Add(hn::Add(LoadRow(df, p[4] + c), LoadRow(df, p[5] + c)),
                               hn::Add(LoadRow(df, p[6] + c), LoadRow(df, p[7] + c)));
      hn::StoreU(hn::Add(hn::LoadU(df, acc + c), hn::Add(s03, s47)), df, acc + c);
    }
    for (; c < w; ++c) {  // same association as the vector lanes
      const float s03 = (Scalar(p[0] + c) + Scalar(p[1] + c)) + (Scalar(p[2] + c) + Scalar(p[3] + c));
      const float s47 = (Scalar(p[4] + c) + Scalar(p[5] + c)) + (Scalar(p[6] + c) + Scalar(p[7] + c));
      acc[c] = acc[c] + (s03 + s47);
    }
  }
  for (; r + 4 <= rows; r += 4) {
    const T* p0 = base + r * stride;
    const T* p1 = p0 + stride;
    const T* p2 = p1 + stride;
    const T* p3 = p2 + stride;
    int64_t c = 0;
    for (; c < wv; c += N) {
      const auto s = hn::Add(hn::Add(LoadRow(df, p0 + c), LoadRow(df, p1 + c)),
                             hn::Add(LoadRow(df, p2 + c), LoadRow(df, p3 + c)));
      hn::StoreU(hn::Add(hn::LoadU(df, acc + c), s), df, acc + c);
    }
    for (; c < w; ++c)  // same association as the vector lanes
      acc[c] = acc[c] + ((Scalar(p0 + c) + Scalar(p1 + c)) + (Scalar(p2 + c) + Scalar(p3 + c)));
  }
  const int64_t rem = rows - r;
  if (rem > 0) {
    // Only the rows that exist get a pointer (with a negative stride, one past them is out of the
    // object).
    const T* p0 = base + r * stride;
    const T* p1 = rem >= 2 ? p0 + stride : p0;
    const T* p2 = rem == 3 ? p1 + stride : p0;
    int64_t c = 0;
    for (; c < wv; c += N) {
      auto s = LoadRow(df, p0 + c);
      if (rem >= 2) s = hn::Add(s, LoadRow(df, p1 + c));
      if (rem == 3) s = hn::Add(s, LoadRow(df, p2 + c));
      hn::StoreU(hn::Add(hn::LoadU(df, acc + c), s), df, acc + c);
    }
    for (; c < w; ++c) {
      float s = Scalar(p0 + c);
      if (rem >= 2) s = s + Scalar(p1 + c);
      if (rem == 3) s = s + Scalar(p2 + c);
      acc[c] = acc[c] + s;
    }
  }
}

template <class T>
HWY_INLINE void SumRowsT(const T* base, int64_t stride, int64_t rows, int64_t w, float* acc, bool prefetch) {
  const int64_t N = static_cast<int64_t>(hn::Lanes(DF()));
  if (w % N == 0) {
    switch (w / N) {
      case 1: return SumRowsRegs<1>(base, stride, rows, acc);
      case 2: return SumRowsRegs<2>(base, stride, rows, acc);
      case 3: return SumRowsRegs<3>(base, stride, rows, acc);
      case 4: return SumRowsRegs<4>(base, stride, rows, acc);
      case 6: return SumRowsRegs<6>(base, stride, rows, acc);
      case 8: return SumRowsRegs<8>(base, stride, rows, acc);
      default: break;
    }
  }
  SumRowsMem(base, stride, rows, w, acc, prefetch);
}

void SumRowsImpl(const void* base, aclDataType dtype, int64_t row_stride, int64_t rows, int64_t w, float* acc,
                 bool prefetch) {
  switch (dtype) {
    case ACL_FLOAT16:
      return SumRowsT(static_cast<const hwy::float16_t*>(base), row_stride, rows, w, acc, prefetch);
    case ACL_BF16:
      return SumRowsT(static_cast<const hwy::bfloat16_t*>(base), row_stride, rows, w, acc, prefetch);
    default:
      return SumRowsT(static_cast<const float*>(base), row_stride, rows, w, acc, prefetch);
  }
}

void AddIntoImpl(float* a, const float* b, int64_t n) {
  const DF df;
  const int64_t N = static_cast<int64_t>(hn::Lanes(df));
  int64_t i = 0;
  for (; i + N <= n; i += N) hn::StoreU(hn::Add(hn::LoadU(df, a + i), hn::LoadU(df, b + i)), df, a + i);
  for (; i < n; ++i) a[i] = a[i] + b[i];
}

}  // namespace HWY_NAMESPACE
}  // namespace grouped_bias_add_grad
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace grouped_bias_add_grad {
HWY_EXPORT(SumRowsImpl);
HWY_EXPORT(AddIntoImpl);

void SumRows(const void* base, aclDataType dtype, int64_t row_stride, int64_t rows, int64_t w, float* acc) {
  static const bool prefetch = HostCpuVendor() != CpuVendor::kAmd;
  HWY_DYNAMIC_DISPATCH(SumRowsImpl)(base, dtype, row_stride, rows, w, acc, prefetch);
}
void AddInto(float* a, const float* b, int64_t n) { HWY_DYNAMIC_DISPATCH(AddIntoImpl)(a, b, n); }

}  // namespace grouped_bias_add_grad
}  // namespace ops
}  // namespace aclnn_cpu
#endif
