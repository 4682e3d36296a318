// NsaCompressGrad kernels (Highway, run-time dispatch).
//
// One pass over the tokens, cut into fixed chunks of `chunk` tokens. For token t of batch b at
// local position p, the covering windows are i_lo..i_hi (spec §5.3); for every head n:
//   inputGrad[t, n, :] = cvt(sum over i ascending of w[p - i*d, n] * g[O_b + i, n, :])   (fp32, from +0)
//   lane partials of weightGrad[p - i*d, n] += g[O_b + i, n, :] * x[t, n, :]             (fp32 lanes)
// At the end of a chunk the lane partials are summed into one fp32 number per (j, n) and stored in
// the workspace; the driver adds the chunks in chunk order in fp64, rounds to fp32 and then to the
// output dtype (nearest even). Chunk boundaries depend on the shape only, and each chunk runs on
// one thread, so the result is the same for every thread count.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/nsa_compress_grad/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "hwy/cache_control.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/size_math.h"
#include "core/cpu.h"
#include "core/dtype.h"
#include "ops/nsa_compress/nsa_simd-inl.h"
#include "ops/nsa_compress_grad/kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace nsa_compress_grad {
#ifndef ACLNN_CPU_NSA_COMPRESS_GRAD_ONCE
#define ACLNN_CPU_NSA_COMPRESS_GRAD_ONCE
// Byte offsets of a chunk range's buffers in its thread's workspace slot, for vectors of `lanes`
// floats (the dispatched target's: BookGrad asks it, LanesF32).
struct GradScratch {
  int64_t vacc = 0, accbuf = 0, xb = 0, ob = 0, gb = 0, grows = 0, wt = 0, vp = 0, total = 0;
};
inline GradScratch ScratchLayout(const GradPlan& p, int64_t lanes) {
  int64_t lN = 0;
  if (__builtin_mul_overflow(p.block, p.n, &lN)) lN = int64_t(1) << 62;
  const int64_t dp = (p.d + lanes - 1) / lanes * lanes;
  const int64_t maxnw = (p.block + p.stride - 1) / p.stride;
  GradScratch s;
  int64_t o = 0;
  // Sizes saturate at 2^62 (the booking then reports that the workspace cannot be expressed).
  constexpr int64_t kHuge = int64_t(1) << 62;
  auto mul = [&](int64_t a, int64_t b) {
    int64_t r;
    return a < 0 || b < 0 || __builtin_mul_overflow(a, b, &r) || r > kHuge ? kHuge : r;
  };
  auto take = [&](int64_t bytes) {
    const int64_t at = o;
    const int64_t add = (std::min(bytes, kHuge) + 63) / 64 * 64;
    o = o >= kHuge - add ? kHuge : o + add;
    return at;
  };
  const int64_t f = static_cast<int64_t>(sizeof(float)), ptr = static_cast<int64_t>(sizeof(void*));
  s.vacc = take(mul(mul(lN, lanes), f));
  s.accbuf = take(mul(dp, f));
  s.xb = take(mul(dp, f));
  s.ob = take(mul(dp, f));
  s.gb = take(mul(mul(dp, maxnw), f));
  s.grows = take(mul(maxnw, ptr));
  s.wt = take(mul(maxnw, f));
  s.vp = take(mul(maxnw, ptr));
  s.total = std::max<int64_t>(o, mul(lN, static_cast<int64_t>(sizeof(double))));  // the combine's sums reuse it
  return s;
}
#endif
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using nsa::HWY_NAMESPACE::kF16Hardware;
using nsa::HWY_NAMESPACE::PairBf16;
using nsa::HWY_NAMESPACE::PairF16;
using nsa::HWY_NAMESPACE::PairF32;
using nsa::HWY_NAMESPACE::PairOutBf16Rne;
using nsa::HWY_NAMESPACE::PairOutF16Rne;
using nsa::HWY_NAMESPACE::PairOutF32;
using DF = hn::ScalableTag<float>;
using V = hn::Vec<DF>;

// Up to four covering windows of one (token, head) row, 2 * Lanes elements per step. acc continues
// the running inputGrad sum (kFirst: starts at +0; kLast: the sum is complete and goes to `out`,
// else back to `accbuf`); the weightGrad lane partials of the windows are added into vacc[k]
// (Lanes floats each).
template <int NW, bool kFirst, bool kLast, class S, class O>
HWY_INLINE void Group(DF df, size_t dim, const typename S::T* x, const typename S::T* const* g, const float* wt,
                      float* accbuf, typename O::T* out, float* const* vacc) {
  const size_t L = hn::Lanes(df);
  V da[NW], db[NW], wv[NW];
  for (int k = 0; k < NW; ++k) {
    da[k] = hn::Zero(df);
    db[k] = hn::Zero(df);
    wv[k] = hn::Set(df, wt[k]);
  }
  size_t e = 0;
  for (; e + 2 * L <= dim; e += 2 * L) {
    V xa, xb;
    S::Load2(df, x + e, xa, xb);
    V acca = kFirst ? hn::Zero(df) : hn::LoadU(df, accbuf + e);
    V accb = kFirst ? hn::Zero(df) : hn::LoadU(df, accbuf + e + L);
    for (int k = 0; k < NW; ++k) {
      V ga, gb;
      S::Load2(df, g[k] + e, ga, gb);
      acca = hn::MulAdd(wv[k], ga, acca);  // the product is exact in fp32: one rounding, as acc + w*g
      accb = hn::MulAdd(wv[k], gb, accb);
      da[k] = hn::MulAdd(ga, xa, da[k]);
      db[k] = hn::MulAdd(gb, xb, db[k]);
    }
    if (kLast) {
      O::Store2(df, acca, accb, out + e);
    } else {
      hn::StoreU(acca, df, accbuf + e);
      hn::StoreU(accb, df, accbuf + e + L);
    }
  }
  if (e < dim) {  // one vector left (dim is a whole number of vectors)
    const V xa = S::Load1(df, x + e);
    V acca = kFirst ? hn::Zero(df) : hn::LoadU(df, accbuf + e);
    for (int k = 0; k < NW; ++k) {
      const V ga = S::Load1(df, g[k] + e);
      acca = hn::MulAdd(wv[k], ga, acca);
      da[k] = hn::MulAdd(ga, xa, da[k]);
    }
    if (kLast) {
      O::Store1(df, acca, out + e);
    } else {
      hn::StoreU(acca, df, accbuf + e);
    }
  }
  for (int k = 0; k < NW; ++k) hn::StoreU(hn::Add(hn::LoadU(df, vacc[k]), hn::Add(da[k], db[k])), df, vacc[k]);
}

template <bool kFirst, bool kLast, class S, class O>
HWY_INLINE void GroupN(int nw, DF df, size_t dim, const typename S::T* x, const typename S::T* const* g,
                       const float* wt, float* accbuf, typename O::T* out, float* const* vacc) {
  switch (nw) {
    case 1: return Group<1, kFirst, kLast, S, O>(df, dim, x, g, wt, accbuf, out, vacc);
    case 2: return Group<2, kFirst, kLast, S, O>(df, dim, x, g, wt, accbuf, out, vacc);
    case 3: return Group<3, kFirst, kLast, S, O>(df, dim, x, g, wt, accbuf, out, vacc);
    default: return Group<4, kFirst, kLast, S, O>(df, dim, x, g, wt, accbuf, out, vacc);
  }
}

// All nw covering windows of a row, in ascending window order, four at a time.
template <class S, class O>
HWY_INLINE void Windows(DF df, size_t dim, const typename S::T* x, const typename S::T* const* g, const float* wt,
                        int nw, float* accbuf, typename O::T* out, float* const* vacc) {
  if (nw <= 4) return GroupN<true, true, S, O>(nw, df, dim, x, g, wt, accbuf, out, vacc);
  GroupN<true, false, S, O>(4, df, dim, x, g, wt, accbuf, out, vacc);
  int k = 4;
  for (; nw - k > 4; k += 4) GroupN<false, false, S, O>(4, df, dim, x, g + k, wt + k, accbuf, out, vacc + k);
  GroupN<false, true, S, O>(nw - k, df, dim, x, g + k, wt + k, accbuf, out, vacc + k);
}

float ToF32(aclDataType dt, uint16_t v) { return dt == ACL_BF16 ? Bf16ToF32(v) : F16ToF32(v); }
uint16_t FromF32(aclDataType dt, float v) { return dt == ACL_BF16 ? F32ToBf16(v) : F32ToF16(v); }

// The covering windows of token t: returns their number (0: no window covers t).
struct Cover {
  int64_t first_block = 0;  // block index of window i_lo
  int64_t j0 = 0;           // window position of t inside window i_lo (decreases by d per window)
  int nw = 0;
};

HWY_INLINE Cover CoverOf(const GradPlan& p, size_t b, int64_t t) {
  Cover c;
  const nsa::Batches& B = p.batches;
  if (b >= B.end.size()) return c;
  const int64_t nb = B.blocks[b];
  if (nb == 0) return c;
  const int64_t pos = t - B.start[b];
  const int64_t hi = std::min(nb - 1, pos / p.stride);
  const int64_t lo = pos >= p.block ? (pos - p.block) / p.stride + 1 : 0;
  if (lo > hi) return c;
  c.first_block = B.first_block[b] + lo;
  c.j0 = pos - lo * p.stride;
  c.nw = static_cast<int>(hi - lo + 1);
  return c;
}

// x's rows of the token kPrefetchTokens ahead are prefetched into L2 (PREFETCHT2 on x86) as each
// token's are read: without it, most of the kernel's time (perf samples) sits on the loads of x,
// although the tokens go by in order (the streamed stores of inputGrad run alongside). 4 and 64
// tokens ahead were no better, into L1 worse than into L2 (docs/performance.md).
constexpr int64_t kPrefetchTokens = 16;

template <class S, class O>
void ChunksFast(const GradPlan& p, const uint16_t* g, const uint16_t* x, const float* wf, uint16_t* dx,
                float* partials, int64_t c0, int64_t c1, unsigned char* scratch) {
  const DF df;
  const size_t L = hn::Lanes(df);
  const int64_t N = p.n, D = p.d, lN = p.block * p.n;
  const GradScratch at = ScratchLayout(p, static_cast<int64_t>(L));
  float* const vacc = reinterpret_cast<float*>(scratch + at.vacc);
  float* const accbuf = reinterpret_cast<float*>(scratch + at.accbuf);
  const uint16_t** const grows = reinterpret_cast<const uint16_t**>(scratch + at.grows);
  float* const wt = reinterpret_cast<float*>(scratch + at.wt);
  float** const vp = reinterpret_cast<float**>(scratch + at.vp);
  const std::vector<int64_t>& ends = p.batches.end;
  for (int64_t c = c0; c < c1; ++c) {
    std::fill(vacc, vacc + static_cast<size_t>(lN) * L, 0.0f);
    const int64_t t0 = c * p.chunk, t1 = std::min(p.t, t0 + p.chunk);
    size_t b = static_cast<size_t>(std::upper_bound(ends.begin(), ends.end(), t0) - ends.begin());
    for (int64_t t = t0; t < t1; ++t) {
      while (b < ends.size() && t >= ends[b]) ++b;
      const Cover cv = CoverOf(p, b, t);
      uint16_t* dxt = dx + p.dx.offset + t * p.dx.stride[0];
      if (cv.nw == 0) {
        for (int64_t n = 0; n < N; ++n) std::memset(dxt + n * p.dx.stride[1], 0, static_cast<size_t>(D) * 2);
        continue;
      }
      const uint16_t* xt = x + p.x.offset + t * p.x.stride[0];
      const uint16_t* gt = g + p.g.offset + cv.first_block * p.g.stride[0];
      const bool ahead = t + kPrefetchTokens < p.t;
      for (int64_t n = 0; n < N; ++n) {
        if (ahead) {
          const char* a = reinterpret_cast<const char*>(xt + kPrefetchTokens * p.x.stride[0] + n * p.x.stride[1]);
          const int64_t bytes = D * static_cast<int64_t>(sizeof(uint16_t));
          for (int64_t bb = 0; bb < bytes; bb += 64) __builtin_prefetch(a + bb, 0, 1);
        }
        for (int k = 0; k < cv.nw; ++k) {
          const int64_t j = cv.j0 - k * p.stride;
          grows[k] = gt + k * p.g.stride[0] + n * p.g.stride[1];
          wt[k] = wf[j * N + n];
          vp[k] = vacc + static_cast<size_t>(j * N + n) * L;
        }
        Windows<S, O>(df, static_cast<size_t>(D), xt + n * p.x.stride[1], grows, wt, cv.nw, accbuf,
                      dxt + n * p.dx.stride[1], vp);
      }
    }
    float* part = partials + c * lN;
    for (int64_t jn = 0; jn < lN; ++jn)
      part[jn] = hn::GetLane(hn::SumOfLanes(df, hn::LoadU(df, vacc + static_cast<size_t>(jn) * L)));
  }
}

// Any strides: rows are gathered into fp32 buffers (padded to whole vectors with zeros), computed
// with the same vector code, and scattered with round-to-nearest-even.
void ChunksGeneric(const GradPlan& p, const uint16_t* g, const uint16_t* x, const float* wf, uint16_t* dx,
                   float* partials, int64_t c0, int64_t c1, unsigned char* scratch) {
  const DF df;
  const size_t L = hn::Lanes(df);
  const int64_t N = p.n, D = p.d, lN = p.block * p.n;
  const size_t Dp = (static_cast<size_t>(D) + L - 1) / L * L;
  const int maxnw = static_cast<int>((p.block + p.stride - 1) / p.stride);
  const GradScratch at = ScratchLayout(p, static_cast<int64_t>(L));
  float* const vacc = reinterpret_cast<float*>(scratch + at.vacc);
  float* const accbuf = reinterpret_cast<float*>(scratch + at.accbuf);
  float* const xb = reinterpret_cast<float*>(scratch + at.xb);  // the lanes past D stay zero
  float* const ob = reinterpret_cast<float*>(scratch + at.ob);
  float* const gb = reinterpret_cast<float*>(scratch + at.gb);
  std::memset(xb, 0, sizeof(float) * Dp);
  std::memset(gb, 0, sizeof(float) * Dp * static_cast<size_t>(maxnw));
  const float** const grows = reinterpret_cast<const float**>(scratch + at.grows);
  float* const wt = reinterpret_cast<float*>(scratch + at.wt);
  float** const vp = reinterpret_cast<float**>(scratch + at.vp);
  const std::vector<int64_t>& ends = p.batches.end;
  const aclDataType dt = p.dtype;
  for (int64_t c = c0; c < c1; ++c) {
    std::fill(vacc, vacc + static_cast<size_t>(lN) * L, 0.0f);
    const int64_t t0 = c * p.chunk, t1 = std::min(p.t, t0 + p.chunk);
    size_t b = static_cast<size_t>(std::upper_bound(ends.begin(), ends.end(), t0) - ends.begin());
    for (int64_t t = t0; t < t1; ++t) {
      while (b < ends.size() && t >= ends[b]) ++b;
      const Cover cv = CoverOf(p, b, t);
      uint16_t* dxt = dx + p.dx.offset + t * p.dx.stride[0];
      if (cv.nw == 0) {
        for (int64_t n = 0; n < N; ++n)
          for (int64_t e = 0; e < D; ++e) dxt[n * p.dx.stride[1] + e * p.dx.stride[2]] = 0;
        continue;
      }
      const uint16_t* xt = x + p.x.offset + t * p.x.stride[0];
      const uint16_t* gt = g + p.g.offset + cv.first_block * p.g.stride[0];
      for (int64_t n = 0; n < N; ++n) {
        for (int64_t e = 0; e < D; ++e) xb[e] = ToF32(dt, xt[n * p.x.stride[1] + e * p.x.stride[2]]);
        for (int k = 0; k < cv.nw; ++k) {
          const int64_t j = cv.j0 - k * p.stride;
          const uint16_t* gr = gt + k * p.g.stride[0] + n * p.g.stride[1];
          float* gbk = gb + Dp * k;
          for (int64_t e = 0; e < D; ++e) gbk[e] = ToF32(dt, gr[e * p.g.stride[2]]);
          grows[k] = gbk;
          wt[k] = wf[j * N + n];
          vp[k] = vacc + static_cast<size_t>(j * N + n) * L;
        }
        Windows<PairF32, PairOutF32>(df, Dp, xb, grows, wt, cv.nw, accbuf, ob, vp);
        uint16_t* o = dxt + n * p.dx.stride[1];
        for (int64_t e = 0; e < D; ++e) o[e * p.dx.stride[2]] = FromF32(dt, ob[e]);
      }
    }
    float* part = partials + c * lN;
    for (int64_t jn = 0; jn < lN; ++jn)
      part[jn] = hn::GetLane(hn::SumOfLanes(df, hn::LoadU(df, vacc + static_cast<size_t>(jn) * L)));
  }
}

void ChunksImpl(const GradPlan& p, const void* g, const void* x, const float* wf, void* dx, float* partials,
                int64_t c0, int64_t c1, unsigned char* scratch) {
  const DF df;
  const auto* g16 = static_cast<const uint16_t*>(g);
  const auto* x16 = static_cast<const uint16_t*>(x);
  auto* dx16 = static_cast<uint16_t*>(dx);
  const int64_t step = 2 * static_cast<int64_t>(hn::Lanes(df));  // elements per kernel step
  const bool rows_contiguous = p.g.stride[2] == 1 && p.x.stride[2] == 1 && p.dx.stride[2] == 1 &&
                               p.d % static_cast<int64_t>(hn::Lanes(df)) == 0;
  // inputGrad bypasses the caches (no read for ownership of its lines) when input and inputGrad,
  // 16-bit each, do not fit in the last-level cache and every row start is aligned to a whole step.
  const bool stream = StreamingStoresPay(p.t * p.n * p.d * 2 * 2) &&
                      reinterpret_cast<uintptr_t>(dx16 + p.dx.offset) % static_cast<uintptr_t>(2 * step) == 0 &&
                      (p.dx.stride[0] * 2) % (2 * step) == 0 && (p.dx.stride[1] * 2) % (2 * step) == 0;
  if (rows_contiguous && p.dtype == ACL_BF16) {
    if (stream) {
      ChunksFast<PairBf16, PairOutBf16Rne<true>>(p, g16, x16, wf, dx16, partials, c0, c1, scratch);
      return hwy::FlushStream();
    }
    return ChunksFast<PairBf16, PairOutBf16Rne<false>>(p, g16, x16, wf, dx16, partials, c0, c1, scratch);
  }
  if (rows_contiguous && p.dtype == ACL_FLOAT16 && kF16Hardware) {
    if (stream) {
      ChunksFast<PairF16, PairOutF16Rne<true>>(p, g16, x16, wf, dx16, partials, c0, c1, scratch);
      return hwy::FlushStream();
    }
    return ChunksFast<PairF16, PairOutF16Rne<false>>(p, g16, x16, wf, dx16, partials, c0, c1, scratch);
  }
  ChunksGeneric(p, g16, x16, wf, dx16, partials, c0, c1, scratch);
}

// fp32 lanes of the vectors the dispatched kernels use (the workspace layout depends on them).
int64_t LanesF32() { return static_cast<int64_t>(hn::Lanes(DF())); }

}  // namespace HWY_NAMESPACE
}  // namespace nsa_compress_grad
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <limits>

#include "core/parallel.h"

namespace aclnn_cpu {
namespace ops {
namespace nsa_compress_grad {
HWY_EXPORT(ChunksImpl);
HWY_EXPORT(LanesF32);

int64_t ChunkTokens(int64_t t, int64_t n, int64_t d, int64_t l) {
  // About 2^18 elements of input per chunk, between 16 and 512 tokens (a chunk adds at most
  // 512 / d products into one lane of a weightGrad partial), and at most 2^22 partial floats in all.
  // Products saturate: phase 1 sizes the chunks before later checks may reject huge dims.
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  const auto mul = [](int64_t a, int64_t b) {
    int64_t r;
    return __builtin_mul_overflow(a, b, &r) ? kMax : r;
  };
  const int64_t nd = std::max<int64_t>(1, mul(n, d));
  int64_t c = std::max<int64_t>(16, std::min<int64_t>(512, (int64_t{1} << 18) / nd / 16 * 16));
  while (c < t && c <= kMax / 2 && mul(mul(CeilDiv(t, c), l), n) > (int64_t{1} << 22)) c *= 2;
  return c;
}

void BookGrad(GradPlan* p, WorkspaceBooking* ws) {
  p->team = ws->Team();
  p->partials = ws->Book<float>(SatMul(p->chunks, p->block, p->n));
  p->wf = ws->Book<float>(SatMul(p->block, p->n));
  p->scratch = ws->BookPerThread<unsigned char>(ScratchLayout(*p, HWY_DYNAMIC_DISPATCH(LanesF32)()).total);
}

void RunGrad(const GradPlan& p, const void* g, const void* x, const void* w, void* dx, void* dw, const RunContext& ctx) {
  const int64_t N = p.n, lN = p.block * p.n;
  // Weights as fp32 [l][N].
  float* const wf = p.wf.Get(ctx);
  const auto* w16 = static_cast<const uint16_t*>(w);
  for (int64_t j = 0; j < p.block; ++j)
    for (int64_t n = 0; n < N; ++n) {
      const uint16_t v = w16[p.w.offset + j * p.w.stride[0] + n * p.w.stride[1]];
      wf[j * N + n] = p.dtype == ACL_BF16 ? Bf16ToF32(v) : F16ToF32(v);
    }
  float* partials = p.partials.Get(ctx);
  if (p.chunks > 0) {
    ParallelForSlots(p.chunks, p.team, [&](int64_t c0, int64_t c1, int64_t slot) {
      HWY_DYNAMIC_DISPATCH(ChunksImpl)(p, g, x, wf, dx, partials, c0, c1, p.scratch.Get(ctx, slot));
    });
  }
  // weightGrad[j, n] = cvt(fp32(sum over chunks in order, in fp64)).
  auto* dw16 = static_cast<uint16_t*>(dw);
  ParallelForSlots(lN, p.team, [&](int64_t a, int64_t e, int64_t slot) {
    double* const s = reinterpret_cast<double*>(p.scratch.Get(ctx, slot));  // this range's sums
    std::fill(s, s + (e - a), 0.0);
    for (int64_t c = 0; c < p.chunks; ++c) {
      const float* part = partials + c * lN;
      for (int64_t jn = a; jn < e; ++jn) s[jn - a] += part[jn];
    }
    for (int64_t jn = a; jn < e; ++jn) {
      const int64_t j = jn / N, n = jn % N;
      const float v = static_cast<float>(s[jn - a]);
      dw16[p.dw.offset + j * p.dw.stride[0] + n * p.dw.stride[1]] = p.dtype == ACL_BF16 ? F32ToBf16(v) : F32ToF16(v);
    }
  });
}

}  // namespace nsa_compress_grad
}  // namespace ops
}  // namespace aclnn_cpu
#endif
