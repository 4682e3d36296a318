// SIMD kernels of GroupedBiasAddGrad: column sums of a run of rows, fp32 accumulation.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/grouped_bias_add_grad/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstring>

#include "hwy/cache_control.h"

#include "core/dtype.h"
#include "core/simd-inl.h"
#include "ops/grouped_bias_add_grad/kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace grouped_bias_add_grad {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::LoadBf16;
using aclnn_cpu::HWY_NAMESPACE::LoadF16;

using DF = hn::ScalableTag<float>;

// Widening loads: fp16/bf16 -> fp32 is exact.
template <class D>
HWY_INLINE hn::Vec<D> LoadRow(D df, const float* p) { return hn::LoadU(df, p); }
template <class D>
HWY_INLINE hn::Vec<D> LoadRow(D df, const hwy::bfloat16_t* p) {
  return LoadBf16(df, reinterpret_cast<const uint16_t*>(p));
}
template <class D>
HWY_INLINE hn::Vec<D> LoadRow(D df, const hwy::float16_t* p) {
  return LoadF16(df, reinterpret_cast<const uint16_t*>(p));
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
// length) stays in NV registers across all rows of the chunk. Rows in quads, acc = acc + ((r0 +
// r1) + (r2 + r3)), or on AMD cores (RowOrder::kOneByOne, blocks of whole rows) one row at a time,
// acc = acc + r, which reads narrow rows faster there than quads (docs/performance.md).
template <int NV, class T>
HWY_INLINE void SumRowsRegs(const T* base, int64_t stride, int64_t rows, float* acc, RowOrder order) {
  const DF df;
  const size_t N = hn::Lanes(df);
  hn::Vec<DF> a[NV];
  for (int v = 0; v < NV; ++v) a[v] = hn::Zero(df);
  int64_t r = 0;
  if (order == RowOrder::kOneByOne) {
    for (; r < rows; ++r) {
      const T* p = base + r * stride;
      for (int v = 0; v < NV; ++v) a[v] = hn::Add(a[v], LoadRow(df, p + v * N));
    }
  }
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
// On AMD cores, when the block holds whole rows (RowOrder::kOneByOne), one row at a time,
// acc = acc + r, four vectors per step: faster on Zen 4 than rows taken eight, four or two at a
// time (interleaved rows whose addresses agree modulo 4 KiB compete for the same L1 sets); column
// blocks of wider rows in octets without prefetch (kOctets: faster there than prefetched quads
// or one row at a time). Intel cores take rows in prefetched quads (kQuadsPrefetched), measured
// best there. Figures: docs/performance.md.
template <class T>
HWY_INLINE void SumRowsMem(const T* base, int64_t stride, int64_t rows, int64_t w, float* acc, RowOrder order) {
  const DF df;
  const int64_t N = static_cast<int64_t>(hn::Lanes(df));
  const int64_t wv = w - w % N;
  if (order == RowOrder::kOneByOne && rows > 0) {
    // At most 256-bit vectors: one Zen 4 thread streams rows into an L1 row faster with four
    // 256-bit vectors per step than with four 512-bit ones (docs/performance.md). The sums are the
    // same either way (each column adds its rows in order).
    const hn::CappedTag<float, 8> d8;
    const int64_t N8 = static_cast<int64_t>(hn::Lanes(d8));
    const int64_t wv8 = w - w % N8;
    // Row 0 initialises acc as +0 + row 0: the value of adding it to zeros (-0 becomes +0), with
    // no clearing pass and no read of acc.
    {
      const auto zero = hn::Zero(d8);
      int64_t c = 0;
      for (; c < wv8; c += N8) hn::StoreU(hn::Add(zero, LoadRow(d8, base + c)), d8, acc + c);
      for (; c < w; ++c) acc[c] = 0.0f + Scalar(base + c);
    }
    for (int64_t r = 1; r < rows; ++r) {
      const T* p = base + r * stride;
      int64_t c = 0;
      for (; c + 4 * N8 <= wv8; c += 4 * N8) {
        const auto a0 = hn::Add(hn::LoadU(d8, acc + c), LoadRow(d8, p + c));
        const auto a1 = hn::Add(hn::LoadU(d8, acc + c + N8), LoadRow(d8, p + c + N8));
        const auto a2 = hn::Add(hn::LoadU(d8, acc + c + 2 * N8), LoadRow(d8, p + c + 2 * N8));
        const auto a3 = hn::Add(hn::LoadU(d8, acc + c + 3 * N8), LoadRow(d8, p + c + 3 * N8));
        hn::StoreU(a0, d8, acc + c);
        hn::StoreU(a1, d8, acc + c + N8);
        hn::StoreU(a2, d8, acc + c + 2 * N8);
        hn::StoreU(a3, d8, acc + c + 3 * N8);
      }
      for (; c < wv8; c += N8) hn::StoreU(hn::Add(hn::LoadU(d8, acc + c), LoadRow(d8, p + c)), d8, acc + c);
      for (; c < w; ++c) acc[c] = acc[c] + Scalar(p + c);
    }
    return;
  }
  std::memset(acc, 0, static_cast<size_t>(w) * sizeof(float));  // the other orders, and no rows: +0
  int64_t r = 0;
  if (order == RowOrder::kOctets) {  // no software prefetch
    for (; r + 8 <= rows; r += 8) {
      const T* p[8];
      p[0] = base + r * stride;
      for (int k = 1; k < 8; ++k) p[k] = p[k - 1] + stride;
      int64_t c = 0;
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
  }
  // Rows of a few KiB are read as four interleaved streams that each end within a page, where the
  // hardware prefetcher stops; so in the kQuadsPrefetched order each column step also prefetches
  // the same columns of the quad kLookAhead rows further on (only rows of this call: the pointers
  // stay in bounds).
  constexpr int64_t kLookAhead = 8;
  for (; r + 4 <= rows; r += 4) {
    const T* p0 = base + r * stride;
    const T* p1 = p0 + stride;
    const T* p2 = p1 + stride;
    const T* p3 = p2 + stride;
    const T* q = order == RowOrder::kQuadsPrefetched && r + kLookAhead + 4 <= rows ? p0 + kLookAhead * stride : nullptr;
    int64_t c = 0;
    for (; c + 2 * N <= wv; c += 2 * N) {
      if (q) {
        for (int k = 0; k < 4; ++k) {
          hwy::Prefetch(q + k * stride + c);
          hwy::Prefetch(q + k * stride + c + N);
        }
      }
      const auto s0 = hn::Add(hn::Add(LoadRow(df, p0 + c), LoadRow(df, p1 + c)),
                              hn::Add(LoadRow(df, p2 + c), LoadRow(df, p3 + c)));
      const auto s1 = hn::Add(hn::Add(LoadRow(df, p0 + c + N), LoadRow(df, p1 + c + N)),
                              hn::Add(LoadRow(df, p2 + c + N), LoadRow(df, p3 + c + N)));
      hn::StoreU(hn::Add(hn::LoadU(df, acc + c), s0), df, acc + c);
      hn::StoreU(hn::Add(hn::LoadU(df, acc + c + N), s1), df, acc + c + N);
    }
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
HWY_INLINE void SumRowsT(const T* base, int64_t stride, int64_t rows, int64_t w, float* acc, RowOrder order) {
  const int64_t N = static_cast<int64_t>(hn::Lanes(DF()));
  if (w % N == 0) {
    switch (w / N) {
      case 1: return SumRowsRegs<1>(base, stride, rows, acc, order);
      case 2: return SumRowsRegs<2>(base, stride, rows, acc, order);
      case 3: return SumRowsRegs<3>(base, stride, rows, acc, order);
      case 4: return SumRowsRegs<4>(base, stride, rows, acc, order);
      case 6: return SumRowsRegs<6>(base, stride, rows, acc, order);
      case 8: return SumRowsRegs<8>(base, stride, rows, acc, order);
      default: break;
    }
  }
  SumRowsMem(base, stride, rows, w, acc, order);
}

void SumRowsImpl(const void* base, aclDataType dtype, int64_t row_stride, int64_t rows, int64_t w, float* acc,
                 RowOrder order) {
  switch (dtype) {
    case ACL_FLOAT16:
      return SumRowsT(static_cast<const hwy::float16_t*>(base), row_stride, rows, w, acc, order);
    case ACL_BF16:
      return SumRowsT(static_cast<const hwy::bfloat16_t*>(base), row_stride, rows, w, acc, order);
    default:
      return SumRowsT(static_cast<const float*>(base), row_stride, rows, w, acc, order);
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

void SumRows(const void* base, aclDataType dtype, int64_t row_stride, int64_t rows, int64_t w, RowOrder order,
             float* acc) {
  HWY_DYNAMIC_DISPATCH(SumRowsImpl)(base, dtype, row_stride, rows, w, acc, order);
}
void AddInto(float* a, const float* b, int64_t n) { HWY_DYNAMIC_DISPATCH(AddIntoImpl)(a, b, n); }

}  // namespace grouped_bias_add_grad
}  // namespace ops
}  // namespace aclnn_cpu
#endif
