// NsaCompress kernels (Highway, run-time dispatch). Each window is owned by one task (a range of
// windows per thread), and every output element is summed over the window positions in ascending
// order from zero, so results do not depend on the thread count or on how the windows are split.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/nsa_compress/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"
#include "hwy/aligned_allocator.h"

#include <algorithm>
#include <cstring>
#include <type_traits>
#include <vector>

#include "core/size_math.h"
#include "core/dtype.h"
#include "core/parallel.h"
#include "ops/nsa_compress/kernel.h"
#include "ops/nsa_compress/nsa_simd-inl.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace nsa_compress {
#ifndef ACLNN_CPU_NSA_COMPRESS_ONCE
#define ACLNN_CPU_NSA_COMPRESS_ONCE
constexpr int64_t kChunk = 16;
constexpr int64_t kChunkWindowBytes = 32;  // a ChunkWindow, rounded up
inline int64_t OpenWindows(const FwdPlan& p) { return CeilDiv(p.block / kChunk, p.stride / kChunk); }
// Bytes of the open windows' carries (64-byte multiple), followed by their ChunkWindow entries.
inline int64_t CarryBytes(const FwdPlan& p) {
  return SatAlign64(SatMul(OpenWindows(p), p.n, p.d, static_cast<int64_t>(sizeof(float))));
}
#endif
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

// f(std::integral_constant<int, nv>()) for 1 <= nv <= K: the vector count of a row's last block as
// a template argument (nothing for nv = 0).
template <int K, class F>
HWY_INLINE void WithVectors(size_t nv, F&& f) {
  if constexpr (K > 0) {
    if (nv == K) return f(std::integral_constant<int, K>());
    WithVectors<K - 1>(nv, f);
  }
}

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
  WithVectors<7>((dim - e) / L, [&](auto nv) {
    Block<decltype(nv)::value, S, O>(df, x0 + e, row_step, wt, wt_step, l, out + e);
  });
}

// The windows of a run (consecutive windows whose starts are `stride` tokens apart, as within a
// batch) read the tokens they share once: the run's tokens go by in chunks of 16 (l and the stride
// are multiples of 16), and each chunk is folded, head by head, into every window it belongs to:
// the windows that begin before it carry partial sums in `carry`, the one that ends with it is
// narrowed into the output. Per output element the sum still runs over the window positions in
// ascending order with the same operations as Row (a zero start, then one MulAdd per position),
// so the bits are those of Row, for any split of the windows among threads. Chunk c + kAhead is
// prefetched into L2 (PREFETCHT2 on x86) while chunk c is read: a chunk's rows of one head lie a
// token row apart (4 KB for 16 heads of 128), a pattern the hardware prefetchers follow poorly,
// and prefetching into L1 evicts lines still to be read (same L1 sets). The chunks with the
// prefetch run as fast as the bare reads in the same order (docs/performance.md).
constexpr int64_t kAhead = 8;  // chunks

// Up to kMaxAcc accumulators per block: G <= 2 windows x NV <= kSliceVectors vectors.
#if HWY_TARGET <= HWY_AVX3 || HWY_ARCH_ARM
constexpr int kMaxAcc = 16;
#else
constexpr int kMaxAcc = 8;
#endif
constexpr int kSliceVectors = kMaxAcc / 2;

struct ChunkWindow {
  int64_t j0;          // position of the chunk's first row in the window
  float* carry;        // partial sums, head n's row at carry + n * D
  uint16_t* out;       // the window's output row of head 0, when the chunk is its last; else null
  bool first;          // the chunk is the window's first: start from zero
};

// One head, one slice of NV vectors, G windows (G * NV <= kMaxAcc).
template <int G, int NV, class S, class O>
HWY_INLINE void ChunkBlock(DF df, const uint16_t* rows, int64_t row_step, const char* ahead, const float* wf,
                           int64_t nheads, int64_t n, const ChunkWindow* win, int64_t carry_off, int64_t out_off) {
  const size_t L = hn::Lanes(df);
  hn::Vec<DF> acc[G][NV];
  for (int g = 0; g < G; ++g)
    for (int k = 0; k < NV; ++k)
      acc[g][k] = win[g].first ? hn::Zero(df) : hn::Load(df, win[g].carry + carry_off + k * L);
  for (int64_t jj = 0; jj < kChunk; ++jj) {
    if (ahead) {
      const char* a = ahead + jj * row_step * static_cast<int64_t>(sizeof(uint16_t));
      for (size_t b = 0; b < NV * L * sizeof(uint16_t); b += 64) __builtin_prefetch(a + b, 0, 1);
    }
    hn::Vec<DF> v[NV];
    for (int k = 0; k < NV; ++k) v[k] = S::Load(df, rows + jj * row_step + k * L);
    for (int g = 0; g < G; ++g) {
      const auto wv = hn::Set(df, wf[(win[g].j0 + jj) * nheads + n]);
      for (int k = 0; k < NV; ++k) acc[g][k] = hn::MulAdd(wv, v[k], acc[g][k]);
    }
  }
  for (int g = 0; g < G; ++g)
    for (int k = 0; k < NV; ++k) {
      if (win[g].out)
        O::Store(df, acc[g][k], win[g].out + out_off + k * L);
      else
        hn::Store(acc[g][k], df, win[g].carry + carry_off + k * L);
    }
}

template <int G, class S, class O>
HWY_INLINE void ChunkSlices(DF df, size_t dim, const uint16_t* rows, int64_t row_step, const char* ahead,
                            const float* wf, int64_t nheads, int64_t n, const ChunkWindow* win, int64_t carry_base,
                            int64_t out_base) {
  const size_t L = hn::Lanes(df);
  size_t e = 0;
  const auto block = [&](auto nv) {
    ChunkBlock<G, decltype(nv)::value, S, O>(df, rows + e, row_step, ahead ? ahead + e * sizeof(uint16_t) : nullptr,
                                             wf, nheads, n, win, carry_base + static_cast<int64_t>(e),
                                             out_base + static_cast<int64_t>(e));
  };
  for (; e + kSliceVectors * L <= dim; e += kSliceVectors * L) block(std::integral_constant<int, kSliceVectors>());
  WithVectors<kSliceVectors - 1>((dim - e) / L, block);
}

// Windows open at once in a run, at most: the carry slots.

// Windows o0 .. o1-1 of one run: starts window_start[o0] + i * p.stride. carry holds
// OpenWindows(p) * N * D floats, win OpenWindows(p) entries.
template <class S, class O>
void RunWindows(const FwdPlan& p, const uint16_t* x, const float* wf, uint16_t* out, int64_t o0, int64_t o1,
                float* carry, ChunkWindow* win) {
  const DF df;
  const int64_t N = p.n, D = p.d;
  const int64_t slots = OpenWindows(p);
  const int64_t q = p.stride / kChunk, b = p.block / kChunk;  // chunks per stride, per window
  const int64_t R = o1 - o0;
  const int64_t chunks = (R - 1) * q + b;
  const int64_t s0 = p.window_start[o0];
  const int64_t row_step = p.x.stride[0];
  for (int64_t c = 0; c < chunks; ++c) {
    // Windows i (0-based in the run) with i*q <= c < i*q + b.
    const int64_t i_hi = std::min(R - 1, c / q);
    const int64_t i_lo = c < b ? 0 : (c - b) / q + 1;
    int64_t nw = 0;  // at most `slots`
    for (int64_t i = i_lo; i <= i_hi; ++i, ++nw) {
      const int64_t k = c - i * q;
      win[nw].j0 = k * kChunk;
      win[nw].carry = carry + (i % slots) * N * D;
      win[nw].first = k == 0;
      win[nw].out = k == b - 1 ? out + p.out.offset + (o0 + i) * p.out.stride[0] : nullptr;
    }
    const uint16_t* rows = x + p.x.offset + (s0 + c * kChunk) * row_step;
    const bool pf = c + kAhead < chunks;
    for (int64_t n = 0; n < N; ++n) {
      const uint16_t* rn = rows + n * p.x.stride[1];
      const char* ahead = pf ? reinterpret_cast<const char*>(rn + kAhead * kChunk * row_step) : nullptr;
      const int64_t carry_base = n * D, out_base = n * p.out.stride[1];
      int64_t g = 0;
      for (; g + 2 <= nw; g += 2) {
        ChunkSlices<2, S, O>(df, static_cast<size_t>(D), rn, row_step, ahead, wf, N, n, win + g, carry_base,
                                   out_base);
        ahead = nullptr;  // prefetched once per head
      }
      if (g < nw)
        ChunkSlices<1, S, O>(df, static_cast<size_t>(D), rn, row_step, ahead, wf, N, n, win + g, carry_base,
                                   out_base);
    }
  }
}

template <class S, class O>
void WindowsFast(const FwdPlan& p, const uint16_t* x, const float* wf, uint16_t* out, int64_t o0, int64_t o1,
                 unsigned char* scratch) {
  static_assert(sizeof(ChunkWindow) <= kChunkWindowBytes && alignof(ChunkWindow) <= 64, "see BookCompress");
  float* const carry = reinterpret_cast<float*>(scratch);
  ChunkWindow* const win = reinterpret_cast<ChunkWindow*>(scratch + CarryBytes(p));
  for (int64_t o = o0; o < o1;) {
    int64_t e = o + 1;
    while (e < o1 && p.window_start[e] - p.window_start[e - 1] == p.stride) ++e;
    RunWindows<S, O>(p, x, wf, out, o, e, carry, win);
    o = e;
  }
}

// Any strides or D: the window's rows are gathered into a padded fp32 buffer first.
void WindowsGeneric(const FwdPlan& p, const uint16_t* x, const float* wf, uint16_t* out, int64_t o0, int64_t o1,
                    unsigned char* scratch) {
  const DF df;
  const size_t L = hn::Lanes(df);
  const int64_t D = p.d;
  const size_t Dp = (static_cast<size_t>(D) + L - 1) / L * L;
  // Rows of Dp floats (the lanes past D stay zero), then the output row.
  float* const xb = reinterpret_cast<float*>(scratch);
  float* const ob = xb + Dp * static_cast<size_t>(p.block);
  std::memset(xb, 0, sizeof(float) * Dp * static_cast<size_t>(p.block));
  const bool bf16 = p.dtype == ACL_BF16;
  for (int64_t o = o0; o < o1; ++o) {
    const uint16_t* xo = x + p.x.offset + p.window_start[o] * p.x.stride[0];
    uint16_t* oo = out + p.out.offset + o * p.out.stride[0];
    for (int64_t n = 0; n < p.n; ++n) {
      for (int64_t j = 0; j < p.block; ++j) {
        const uint16_t* r = xo + j * p.x.stride[0] + n * p.x.stride[1];
        float* b = xb + Dp * static_cast<size_t>(j);
        for (int64_t e = 0; e < D; ++e) b[e] = bf16 ? Bf16ToF32(r[e * p.x.stride[2]]) : F16ToF32(r[e * p.x.stride[2]]);
      }
      Row<SrcF32, DstF32>(df, Dp, xb, static_cast<int64_t>(Dp), wf + n, p.n, p.block, ob);
      uint16_t* r = oo + n * p.out.stride[1];
      for (int64_t e = 0; e < D; ++e)
        r[e * p.out.stride[2]] = bf16 ? F32ToBf16TiesAway(ob[e]) : F32ToF16TiesAway(ob[e]);
    }
  }
}

void WindowsImpl(const FwdPlan& p, const void* x, const float* wf, void* out, int64_t o0, int64_t o1,
                 unsigned char* scratch) {
  const DF df;
  const auto* x16 = static_cast<const uint16_t*>(x);
  auto* o16 = static_cast<uint16_t*>(out);
  const bool rows_contiguous =
      p.x.stride[2] == 1 && p.out.stride[2] == 1 && p.d % static_cast<int64_t>(hn::Lanes(df)) == 0;
  if (rows_contiguous && p.dtype == ACL_BF16) return WindowsFast<SrcBf16, DstBf16Away>(p, x16, wf, o16, o0, o1, scratch);
  if (rows_contiguous && p.dtype == ACL_FLOAT16 && kF16Hardware)
    return WindowsFast<SrcF16, DstF16Away>(p, x16, wf, o16, o0, o1, scratch);
  WindowsGeneric(p, x16, wf, o16, o0, o1, scratch);
}

// fp32 lanes of the vectors the dispatched kernels use (the workspace layout depends on them).
int64_t LanesF32() { return static_cast<int64_t>(hn::Lanes(DF())); }

}  // namespace HWY_NAMESPACE
}  // namespace nsa_compress
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace nsa_compress {
HWY_EXPORT(WindowsImpl);
HWY_EXPORT(LanesF32);

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

void BookCompress(FwdPlan* p, WorkspaceBooking* ws) {
  p->team = ws->Team();
  p->wf = ws->Book<float>(SatMul(p->block, p->n));
  // Dp = D rounded up to whole vectors of the target the kernels run on.
  const int64_t max_lanes = HWY_DYNAMIC_DISPATCH(LanesF32)();
  const int64_t dp = SatMul(CeilDiv(p->d, max_lanes), max_lanes);
  const int64_t generic = SatMul(SatAdd(SatMul(dp, p->block), dp), static_cast<int64_t>(sizeof(float)));
  int64_t fast = 0;
  if (p->stride >= kChunk) fast = SatAdd(CarryBytes(*p), SatMul(OpenWindows(*p), kChunkWindowBytes));
  p->scratch = ws->BookPerThread<unsigned char>(std::max(generic, fast));
}

void RunCompress(const FwdPlan& p, const void* x, const void* w, void* out, const RunContext& ctx) {
  const int64_t N = p.n;
  float* const wf = p.wf.Get(ctx);
  const auto* w16 = static_cast<const uint16_t*>(w);
  for (int64_t j = 0; j < p.block; ++j)
    for (int64_t n = 0; n < N; ++n) {
      const uint16_t v = w16[p.w.offset + j * p.w.stride[0] + n * p.w.stride[1]];
      wf[j * N + n] = p.dtype == ACL_BF16 ? Bf16ToF32(v) : F16ToF32(v);
    }
  const int64_t m = static_cast<int64_t>(p.window_start.size());
  ParallelForSlots(m, p.team, [&](int64_t o0, int64_t o1, int64_t slot) {
    HWY_DYNAMIC_DISPATCH(WindowsImpl)(p, x, wf, out, o0, o1, p.scratch.Get(ctx, slot));
  });
}

}  // namespace nsa_compress
}  // namespace ops
}  // namespace aclnn_cpu
#endif
