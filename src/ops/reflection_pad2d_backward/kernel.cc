#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/reflection_pad2d_backward/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstring>
#include <type_traits>

#include "core/size_math.h"
#include "core/dtype.h"
#include "core/simd-inl.h"
#include "ops/reflection_pad2d_backward/kernel.h"

// Row geometry handed to the per-target row kernels.
#ifndef ACLNN_CPU_RPAD_BWD_ROWGEOM_
#define ACLNN_CPU_RPAD_BWD_ROWGEOM_
namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d_backward {
struct RowGeom {
  int64_t w;        // gradInput row length (elements)
  int64_t pl;       // left padding
  int64_t m0, m1;   // middle columns: one source column each (iw + pl)
  int64_t k;        // scalars per element (2 for complex)
  const int64_t* border;
  const int64_t* border_src;
  int64_t nborder;
  const int64_t* hsrc;  // per gradInput row: source count, then up to 3 gradOutput rows
  int64_t pr, wo;   // right padding, gradOutput row length
  bool folded;      // pl, pr >= 0: H-fold whole rows into `acc`, then add the W reflections in place
  bool stream;      // write rows with non-temporal stores
  void* acc;        // folded path: a row of wo * k accumulators (fp32 / fp64)
  void* stage;      // non-null: build the row here (aligned, in L1), then stream it to dst with
                    // non-temporal stores (outputs far larger than the caches)
};
}  // namespace reflection_pad2d_backward
}  // namespace ops
}  // namespace aclnn_cpu
#endif

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d_backward {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using aclnn_cpu::HWY_NAMESPACE::DemoteBf16;
using aclnn_cpu::HWY_NAMESPACE::DemoteF16;
using aclnn_cpu::HWY_NAMESPACE::kF16Hardware;
using aclnn_cpu::HWY_NAMESPACE::LoadBf16;
using aclnn_cpu::HWY_NAMESPACE::LoadF16;
using aclnn_cpu::HWY_NAMESPACE::StoreBf16;
using aclnn_cpu::HWY_NAMESPACE::StoreF16;

// Storage <-> accumulator policies. Plain<T>: rows stored in the accumulation type (fp32, fp64,
// complex as interleaved pairs). Bf16Io / F16Io: 16-bit storage widened to fp32 in registers and
// narrowed once at the end with round-to-nearest-even (NaN preserved).
template <class T>
struct Plain {
  using S = T;
  using A = T;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const S* p) { return hn::LoadU(d, p); }
  template <class D>
  static HWY_INLINE void Store(hn::Vec<D> v, D d, S* p) { hn::StoreU(v, d, p); }
  static HWY_INLINE A ToAcc(S x) { return x; }
  static HWY_INLINE S FromAcc(A x) { return x; }
};

struct Bf16Io {
  using S = uint16_t;
  using A = float;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const S* p) { return LoadBf16(d, p); }
  static constexpr bool kVectorNarrow = true;
  // The lanes rounded to bf16 (RNE, NaN kept and made quiet), as 16-bit lanes.
  template <class D>
  static HWY_INLINE hn::Vec<hn::Rebind<uint16_t, D>> Narrow(D d, hn::Vec<D> v) { return DemoteBf16(d, v); }
  template <class D>
  static HWY_INLINE void Store(hn::Vec<D> v, D d, S* p) { StoreBf16(d, v, p); }
  static HWY_INLINE A ToAcc(S x) { return Bf16ToF32(x); }
  static HWY_INLINE S FromAcc(A x) { return F32ToBf16(x); }
};

// fp16 without conversion hardware (kF16Hardware false) converts lane by lane, exactly; rows that
// would only narrow take their scalar route instead (kVectorNarrow).
struct F16Io {
  using S = uint16_t;
  using A = float;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const S* p) { return LoadF16(d, p); }
  static constexpr bool kVectorNarrow = kF16Hardware;
  template <class D>
  static HWY_INLINE hn::Vec<hn::Rebind<uint16_t, D>> Narrow(D d, hn::Vec<D> v) { return DemoteF16(d, v); }
  template <class D>
  static HWY_INLINE void Store(hn::Vec<D> v, D d, S* p) { StoreF16(d, v, p); }
  static HWY_INLINE A ToAcc(S x) { return F16ToF32(x); }
  static HWY_INLINE S FromAcc(A x) { return F32ToF16(x); }
};

// dst[i] = ((a[i] + b[i]) + c[i]) over the rows present (R = 1..3), i in [0, n): the H fold of one
// run of columns. The scalar tail adds in the same order as the vector body.
template <class Io, int R>
HWY_INLINE void FoldMiddle(const typename Io::S* HWY_RESTRICT a, const typename Io::S* HWY_RESTRICT b,
                           const typename Io::S* HWY_RESTRICT c, typename Io::S* HWY_RESTRICT dst, size_t n) {
  using A = typename Io::A;
  const hn::ScalableTag<A> d;
  const size_t N = hn::Lanes(d);
  auto vec = [&](size_t i) {
    auto v = Io::Load(d, a + i);
    if (R > 1) v = hn::Add(v, Io::Load(d, b + i));
    if (R > 2) v = hn::Add(v, Io::Load(d, c + i));
    return v;
  };
  size_t i = 0;
  for (; i + 2 * N <= n; i += 2 * N) {
    const auto v0 = vec(i), v1 = vec(i + N);
    Io::Store(v0, d, dst + i);
    Io::Store(v1, d, dst + i + N);
  }
  for (; i + N <= n; i += N) Io::Store(vec(i), d, dst + i);
  for (; i < n; ++i) {
    A v = Io::ToAcc(a[i]);
    if (R > 1) v += Io::ToAcc(b[i]);
    if (R > 2) v += Io::ToAcc(c[i]);
    dst[i] = Io::FromAcc(v);
  }
}

// out[0..n) = src[0..n), cut at the 64-byte lines of the n elements at address `lines` (out's own,
// or another array's the copy is to line up with): one vector per step over the whole lines
// (non-temporal stores with kStream), scalar copies for the partial lines at both ends.
template <bool kStream, class S>
HWY_INLINE void CopyByLines(const S* HWY_RESTRICT src, S* HWY_RESTRICT out, size_t n, uintptr_t lines) {
  const hn::ScalableTag<S> d;
  const size_t N = hn::Lanes(d);
  constexpr uintptr_t kLine = 64;
  const uintptr_t a = lines, e = a + n * sizeof(S);
  const uintptr_t l0 = (a + kLine - 1) & ~(kLine - 1), l1 = e & ~(kLine - 1);
  size_t i = 0;
  if (N * sizeof(S) <= kLine && l0 < l1 && (l0 - a) % sizeof(S) == 0) {
    const size_t b = (l0 - a) / sizeof(S), end = (l1 - a) / sizeof(S);  // whole lines [b, end)
    for (; i < b; ++i) out[i] = src[i];
    for (; i < end; i += N) {
      if (kStream)
        hn::Stream(hn::LoadU(d, src + i), d, out + i);
      else
        hn::StoreU(hn::LoadU(d, src + i), d, out + i);
    }
  }
  for (; i < n; ++i) out[i] = src[i];
}

// dst[0..n) = src[0..n) with non-temporal stores for the whole 64-byte lines of dst, plain stores
// for the partial lines at both ends. No line gets both kinds: a plain store to a line that
// non-temporal stores are still filling costs a round trip to memory (with 256-bit vectors, lines
// split between the two kinds made the streamed pad backward several times slower).
template <class S>
HWY_INLINE void StreamCopy(const S* HWY_RESTRICT src, S* HWY_RESTRICT dst, size_t n) {
  CopyByLines<true>(src, dst, n, reinterpret_cast<uintptr_t>(dst));
}

// One gradInput row with R gradOutput rows (centre, top, bottom order) of K scalars per element
// (2 for complex): the middle columns vectorised, then the border columns, each the H fold of its
// source columns added centre + left + right.
template <class Io, int K, int R>
HWY_INLINE void FoldRowR(const typename Io::S* const* rows, typename Io::S* dst, const RowGeom& g) {
  using A = typename Io::A;
  using S = typename Io::S;
  if (g.m1 > g.m0) {
    const int64_t off = (g.m0 + g.pl) * K;
    FoldMiddle<Io, R>(rows[0] + off, rows[R > 1 ? 1 : 0] + off, rows[R > 2 ? 2 : 0] + off, dst + g.m0 * K,
                      static_cast<size_t>((g.m1 - g.m0) * K));
  }
  const S* r0 = rows[0];
  const S* r1 = rows[R > 1 ? 1 : 0];
  const S* r2 = rows[R > 2 ? 2 : 0];
  for (int64_t j = 0; j < g.nborder; ++j) {
    const int64_t iw = g.border[j];
    const int64_t* s = g.border_src + 3 * j;
    for (int c = 0; c < K; ++c) {
      A acc = A(0);
      for (int t = 0; t < 3 && s[t] >= 0; ++t) {
        const int64_t idx = s[t] * K + c;
        A v = Io::ToAcc(r0[idx]);
        if (R > 1) v += Io::ToAcc(r1[idx]);
        if (R > 2) v += Io::ToAcc(r2[idx]);
        acc = t == 0 ? v : acc + v;
      }
      dst[iw * K + c] = Io::FromAcc(acc);
    }
  }
}

template <class Io, int K>
void FoldRowT(const typename Io::S* const* rows, int nrows, typename Io::S* final_dst, const RowGeom& g) {
  using A = typename Io::A;
  using S = typename Io::S;
  S* dst = g.stage ? static_cast<S*>(g.stage) : final_dst;
  switch (nrows) {
    case 0:  // no gradOutput row reflects here (negative top/bottom padding)
      for (int64_t i = 0; i < g.w * K; ++i) final_dst[i] = Io::FromAcc(A(0));
      return;
    case 1: FoldRowR<Io, K, 1>(rows, dst, g); break;
    case 2: FoldRowR<Io, K, 2>(rows, dst, g); break;
    default: FoldRowR<Io, K, 3>(rows, dst, g); break;
  }
  if (g.stage) StreamCopy<S>(dst, final_dst, static_cast<size_t>(g.w * K));
}

// f[i] = ((a[i] + b[i]) + c[i]) in the accumulation type over a whole padded row (R = 1..3).
template <class Io, int R>
HWY_INLINE void FoldToAcc(const typename Io::S* HWY_RESTRICT a, const typename Io::S* HWY_RESTRICT b,
                          const typename Io::S* HWY_RESTRICT c, typename Io::A* HWY_RESTRICT f, size_t n) {
  using A = typename Io::A;
  const hn::ScalableTag<A> d;
  const size_t N = hn::Lanes(d);
  size_t i = 0;
  for (; i + N <= n; i += N) {
    auto v = Io::Load(d, a + i);
    if (R > 1) v = hn::Add(v, Io::Load(d, b + i));
    if (R > 2) v = hn::Add(v, Io::Load(d, c + i));
    hn::StoreU(v, d, f + i);
  }
  for (; i < n; ++i) {
    A v = Io::ToAcc(a[i]);
    if (R > 1) v += Io::ToAcc(b[i]);
    if (R > 2) v += Io::ToAcc(c[i]);
    f[i] = v;
  }
}

// dst[0..n) = narrow(src[0..n)): non-temporal for the plain types when asked, RNE for fp16/bf16.
template <class Io>
HWY_INLINE void StoreRow(const typename Io::A* HWY_RESTRICT src, typename Io::S* HWY_RESTRICT dst, size_t n,
                         bool stream) {
  using A = typename Io::A;
  if constexpr (std::is_same_v<typename Io::S, A>) {
    if (stream) return StreamCopy<A>(src, dst, n);
    std::memcpy(dst, src, n * sizeof(A));
  } else {
    const hn::ScalableTag<A> d;
    const size_t N = hn::Lanes(d);
    size_t i = 0;
    for (; i + N <= n; i += N) Io::Store(hn::LoadU(d, src + i), d, dst + i);
    for (; i < n; ++i) dst[i] = Io::FromAcc(src[i]);
  }
}

// Adds the reflected columns of a padded row to its centre columns: out[iw] += padded[pl - iw] for
// the left reflections (columns 1..pl), then out[iw] += padded[pl + 2 (W-1) - iw] for the right
// ones (columns W-1-pr..W-2). `out` holds the centre (padded[pl + iw] to start with); the reflected
// sources lie outside [pl, pl + W), so out may be padded + pl itself.
template <class A, int K>
HWY_INLINE void AddReflections(const A* padded, A* out, int64_t w, int64_t pl, int64_t pr) {
  const int64_t left_end = pl < w - 1 ? pl : w - 1;
  for (int64_t iw = 1; iw <= left_end; ++iw)
    for (int c = 0; c < K; ++c) out[iw * K + c] += padded[(pl - iw) * K + c];
  for (int64_t iw = (w - 1 - pr > 0 ? w - 1 - pr : 0); iw <= w - 2; ++iw)
    for (int c = 0; c < K; ++c) out[iw * K + c] += padded[(pl + 2 * (w - 1) - iw) * K + c];
}

// A row's end vectors with their reflections added in registers, pl and pr below the lane count
// N of d. The lane permutations are computed in registers (index arrays stored per row and read
// back as vectors would wait on store forwarding again); lanes outside the masks take any valid
// index. Left: lane j (= iw) of the row's first vector adds src[pl - j], lane pl - j of `head`,
// the source row's first vector.
template <class D>
HWY_INLINE hn::Vec<D> WithLeftReflections(D d, hn::Vec<D> first, hn::Vec<D> head, int64_t pl) {
  using TI = hwy::MakeSigned<hn::TFromD<D>>;
  const hn::RebindToSigned<D> di;
  const auto wrap = hn::Set(di, static_cast<TI>(hn::Lanes(d) - 1));
  const auto idx = hn::IndicesFromVec(d, hn::And(hn::Sub(hn::Set(di, static_cast<TI>(pl)), hn::Iota(di, 0)), wrap));
  const auto mask = hn::AndNot(hn::FirstN(d, 1), hn::FirstN(d, static_cast<size_t>(pl + 1)));
  return hn::IfThenElse(mask, hn::Add(first, hn::TableLookupLanes(head, idx)), first);
}
// Right: lane j of the row's last vector (iw = w - N + j) adds src[pl + w - 2 + N - j], lane
// 2 N - 2 - pr - j of `tail`, the source row's vector at src + wo - N.
template <class D>
HWY_INLINE hn::Vec<D> WithRightReflections(D d, hn::Vec<D> last, hn::Vec<D> tail, int64_t pr) {
  using TI = hwy::MakeSigned<hn::TFromD<D>>;
  const hn::RebindToSigned<D> di;
  const int64_t N = static_cast<int64_t>(hn::Lanes(d));
  const auto wrap = hn::Set(di, static_cast<TI>(N - 1));
  const auto idx = hn::IndicesFromVec(d, hn::And(hn::Sub(hn::Set(di, static_cast<TI>(2 * N - 2 - pr)), hn::Iota(di, 0)), wrap));
  const auto mask = hn::AndNot(hn::FirstN(d, static_cast<size_t>(N - 1 - pr)), hn::FirstN(d, static_cast<size_t>(N - 1)));
  return hn::IfThenElse(mask, hn::Add(last, hn::TableLookupLanes(tail, idx)), last);
}

// Streamed, one source row, K = 1, a gradInput row of whole vectors filling whole 64-byte lines
// (dst aligned), at least two vectors, pl and pr below the vector length: the row is built in
// registers and streamed. The first vector gets the left reflections (lane iw += src[pl - iw],
// from the row's first vector through a lane permutation), the last the right ones (lane iw +=
// src[pl + 2 (w - 1) - iw], from its last vector); no lane gets both, so each sum is the centre
// plus one reflection, as AddReflections computes it. Through a row buffer, the reflections' scalar
// stores made the vector reloads miss store forwarding; built in registers the row streams at
// about the rate of a row with no reflections at all (docs/performance.md).
// Returns false (nothing written) for other rows.
template <class A, int K>
HWY_INLINE bool RowInRegisters(const A* src, A* dst, const RowGeom& g) {
  if constexpr (K != 1) {
    return false;
  } else {
    const hn::ScalableTag<A> d;
    const int64_t N = static_cast<int64_t>(hn::Lanes(d));
    const int64_t w = g.w, pl = g.pl, pr = g.pr, wo = g.wo;
    if (w % N != 0 || w < 2 * N || pl >= N || pr >= N || N * static_cast<int64_t>(sizeof(A)) > 64 ||
        (w * static_cast<int64_t>(sizeof(A))) % 64 != 0 || reinterpret_cast<uintptr_t>(dst) % 64 != 0)
      return false;
    const auto first = WithLeftReflections(d, hn::LoadU(d, src + pl), hn::LoadU(d, src), pl);
    const auto last = WithRightReflections(d, hn::LoadU(d, src + pl + w - N), hn::LoadU(d, src + wo - N), pr);
    hn::Stream(first, d, dst);
    for (int64_t i = N; i < w - N; i += N) hn::Stream(hn::LoadU(d, src + pl + i), d, dst + i);
    hn::Stream(last, d, dst + w - N);
    return true;
  }
}

// RowInRegisters for fp16 / bf16 rows (streamed, one source row): a row of whole 64-byte lines,
// 64-byte aligned, at least two 16-bit vectors of 2N values (N = fp32 lanes), pl and pr below N.
// The first vector's lower N values are widened, get their left reflections through the same
// fp32 lane permutation and are narrowed; its upper N values are copied as they are. The last
// vector's upper half likewise with the right reflections. Everything between is copied. Built
// in a buffer instead, the vector reload of each end line after the scalar stores that filled it
// missed store forwarding, and perf put a large share of the kernel's samples on those two loads
// per row (docs/performance.md).
template <class Io>
HWY_INLINE bool Row16InRegisters(const uint16_t* src, uint16_t* dst, const RowGeom& g) {
#if HWY_TARGET == HWY_SCALAR
  (void)src, (void)dst, (void)g;
  return false;
#else
  if constexpr (!Io::kVectorNarrow) {
    return false;
  } else {
    const hn::ScalableTag<float> d;
    const hn::ScalableTag<uint16_t> dw;  // 2N lanes
    const hn::Half<decltype(dw)> dn;     // N lanes, one per lane of d
    const int64_t N = static_cast<int64_t>(hn::Lanes(d));
    const int64_t w = g.w, pl = g.pl, pr = g.pr, wo = g.wo;
    if (static_cast<int64_t>(hn::Lanes(dw)) != 2 * N || w < 4 * N || pl >= N || pr >= N ||
        4 * N > 64 || (2 * w) % 64 != 0 || reinterpret_cast<uintptr_t>(dst) % 64 != 0)
      return false;
    const auto first = WithLeftReflections(d, Io::Load(d, src + pl), Io::Load(d, src), pl);
    hn::Stream(hn::Combine(dw, hn::LoadU(dn, src + pl + N), Io::Narrow(d, first)), dw, dst);
    for (int64_t i = 2 * N; i < w - 2 * N; i += 2 * N) hn::Stream(hn::LoadU(dw, src + pl + i), dw, dst + i);
    const auto last = WithRightReflections(d, Io::Load(d, src + pl + w - N), Io::Load(d, src + wo - N), pr);
    hn::Stream(hn::Combine(dw, Io::Narrow(d, last), hn::LoadU(dn, src + pl + w - 2 * N)), dw, dst + w - 2 * N);
    return true;
  }
#endif
}

// fp16 / bf16, one source row, columns [lo, hi) = [pl + 1, w - 1 - pr) non-empty: those columns
// take the centre alone, so they are the source's 16-bit values as they are (widening to fp32 and
// narrowing back is exact), copied without conversion; only the columns at both ends are widened,
// given their one reflection (centre + reflection, as AddReflections adds them) and narrowed.
// Streamed: the whole 64-byte lines of dst between the two ends are streamed straight from the
// source; the lines holding the ends are assembled in `buf` at dst's line offsets and go out
// through the same line-cut copy, so that no line gets both kinds of store. `buf` holds 64 + 2 *
// max(lo, w - hi) + 128 bytes at least. Returns false (nothing written) when [lo, hi) is empty or
// too short to stream.
template <class Io>
HWY_INLINE bool Row16OneSource(const uint16_t* HWY_RESTRICT src, uint16_t* HWY_RESTRICT dst, const RowGeom& g,
                               void* buf) {
  const int64_t w = g.w, pl = g.pl, pr = g.pr, lo = pl + 1, hi = w - 1 - pr;
  if (hi <= lo || (g.stream && hi - lo < 64)) return false;
  auto end_value = [&](int64_t iw) {  // iw < lo or iw >= hi: centre, plus its one reflection
    float v = Io::ToAcc(src[pl + iw]);
    if (iw >= 1 && iw <= pl) v += Io::ToAcc(src[pl - iw]);
    else if (iw >= hi && iw <= w - 2) v += Io::ToAcc(src[pl + 2 * (w - 1) - iw]);
    return Io::FromAcc(v);
  };
  if (!g.stream) {
    for (int64_t iw = 0; iw < lo; ++iw) dst[iw] = end_value(iw);
    std::memcpy(dst + lo, src + pl + lo, static_cast<size_t>(hi - lo) * sizeof(uint16_t));
    for (int64_t iw = hi; iw < w; ++iw) dst[iw] = end_value(iw);
    return true;
  }
  if (Row16InRegisters<Io>(src, dst, g)) return true;
  constexpr uintptr_t kLine = 64;
  const uintptr_t a = reinterpret_cast<uintptr_t>(dst);
  if (a % sizeof(uint16_t) != 0) return false;
  // e0 / e1: the first / last line boundary inside [lo, hi), as element indices (a line holds 32).
  const int64_t e0 = static_cast<int64_t>(((a + 2 * lo + kLine - 1) & ~(kLine - 1)) - a) / 2;
  const int64_t e1 = static_cast<int64_t>(((a + 2 * hi) & ~(kLine - 1)) - a) / 2;
  if (e1 <= e0) return false;
  const uintptr_t line0 = (reinterpret_cast<uintptr_t>(buf) + kLine - 1) & ~(kLine - 1);  // buf's first line
  uint16_t* b = reinterpret_cast<uint16_t*>(line0 + a % kLine);
  // Head [0, e0).
  for (int64_t iw = 0; iw < lo; ++iw) b[iw] = end_value(iw);
  std::memcpy(b + lo, src + pl + lo, static_cast<size_t>(e0 - lo) * sizeof(uint16_t));
  CopyByLines<true>(b, dst, static_cast<size_t>(e0), a);
  // Middle [e0, e1): whole lines.
  CopyByLines<true>(src + pl + e0, dst + e0, static_cast<size_t>(e1 - e0), a + 2 * e0);
  // Tail [e1, w), in the buffer at the same line offset as dst + e1 (a line start).
  uint16_t* t = reinterpret_cast<uint16_t*>(line0);
  std::memcpy(t, src + pl + e1, static_cast<size_t>(hi - e1) * sizeof(uint16_t));
  for (int64_t iw = hi; iw < w; ++iw) t[iw - e1] = end_value(iw);
  CopyByLines<true>(t, dst + e1, static_cast<size_t>(w - e1), a + 2 * e1);
  return true;
}

// Non-negative left/right padding: fold the H sources of the whole padded row into f (centre + top
// + bottom per column), then, in place on the centre columns out = f + pl, add the reflections
// (AddReflections): the same order as the general path, with no per-element source lists.
template <class Io, int K>
HWY_INLINE void FoldRowFolded(const typename Io::S* const* rows, int nrows, typename Io::S* dst, const RowGeom& g) {
  using A = typename Io::A;
  const int64_t w = g.w, pl = g.pl;
  if constexpr (!std::is_same_v<typename Io::S, A>) {
    if (nrows == 1 && Row16OneSource<Io>(rows[0], dst, g, g.acc)) return;
  }
  if constexpr (std::is_same_v<typename Io::S, A>) {
    if (nrows == 1 && !g.stream) {
      // One source row (every row but the 2 x pt nearest the edges): the centre columns go
      // straight to dst and the reflections are added there, the same sums in the same order as
      // through f, with one pass over the row instead of two (gradOutput and gradInput never
      // overlap here).
      std::memcpy(dst, rows[0] + pl * K, static_cast<size_t>(w * K) * sizeof(A));
      AddReflections<A, K>(rows[0], dst, w, pl, g.pr);
      return;
    }
    const int64_t lo = pl + 1, hi = w - 1 - g.pr;  // columns [lo, hi) take no reflection
    if (nrows == 1 && hi - lo >= 64) {
      // Streamed, one source row: the columns without reflections are streamed straight from the
      // source row; only the columns at both ends pass through f (the first lo and the last w - hi
      // side by side), get their reflections added there, and are stored. The same sums in the
      // same order as through the whole of f below.
      A* f = static_cast<A*>(g.acc);
      const A* src = rows[0];
      const int64_t tail = w - hi;
      for (int64_t i = 0; i < lo * K; ++i) f[i] = src[pl * K + i];
      for (int64_t i = 0; i < tail * K; ++i) f[lo * K + i] = src[(pl + hi) * K + i];
      for (int64_t iw = 1; iw <= pl; ++iw)
        for (int c = 0; c < K; ++c) f[iw * K + c] += src[(pl - iw) * K + c];
      for (int64_t iw = hi; iw <= w - 2; ++iw)
        for (int c = 0; c < K; ++c) f[(lo + iw - hi) * K + c] += src[(pl + 2 * (w - 1) - iw) * K + c];
      for (int64_t i = 0; i < lo * K; ++i) dst[i] = f[i];
      StreamCopy<A>(src + (pl + lo) * K, dst + lo * K, static_cast<size_t>((hi - lo) * K));
      for (int64_t i = 0; i < tail * K; ++i) dst[hi * K + i] = f[lo * K + i];
      return;
    }
  }
  A* f = static_cast<A*>(g.acc);
  if constexpr (std::is_same_v<typename Io::S, A>) {
    if (nrows == 1) {
      if (RowInRegisters<A, K>(rows[0], dst, g)) return;
      // Streamed, one source row, short rows: the centre columns are copied to f, the
      // reflections added there from the source row, and f streamed out: the same sums in the
      // same order as through the whole padded row below. f takes the centre at the same offsets
      // that StreamCopy reads it back from (dst's 64-byte lines), so each vector load finds the
      // one store that wrote it. Folding the whole padded row and reading the centre back at f
      // + pl made every load of the copy straddle two earlier stores, which store forwarding
      // cannot serve: perf put a large share of the kernel's samples on them.
      CopyByLines<false>(rows[0] + pl * K, f, static_cast<size_t>(w * K), reinterpret_cast<uintptr_t>(dst));
      AddReflections<A, K>(rows[0], f, w, pl, g.pr);
      StoreRow<Io>(f, dst, static_cast<size_t>(w * K), g.stream);
      return;
    }
  }
  const size_t n = static_cast<size_t>(g.wo * K);
  switch (nrows) {
    case 0:
      for (int64_t i = 0; i < g.w * K; ++i) dst[i] = Io::FromAcc(A(0));
      return;
    case 1: FoldToAcc<Io, 1>(rows[0], rows[0], rows[0], f, n); break;
    case 2: FoldToAcc<Io, 2>(rows[0], rows[1], rows[1], f, n); break;
    default: FoldToAcc<Io, 3>(rows[0], rows[1], rows[2], f, n); break;
  }
  A* out = f + pl * K;
  AddReflections<A, K>(f, out, w, pl, g.pr);
  StoreRow<Io>(out, dst, static_cast<size_t>(w * K), g.stream);
}

// Rows [ih0, ih1) of one plane; go_sh / gi_sh are row strides in S units (contiguous rows).
template <class Io, int K>
void FoldRowsT(const typename Io::S* go_plane, int64_t go_sh, typename Io::S* gi_plane, int64_t gi_sh,
               int64_t ih0, int64_t ih1, const RowGeom& g) {
  for (int64_t ih = ih0; ih < ih1; ++ih) {
    const int64_t* hs = g.hsrc + 4 * ih;
    const typename Io::S* rows[3] = {nullptr, nullptr, nullptr};
    for (int j = 0; j < hs[0]; ++j) rows[j] = go_plane + hs[1 + j] * go_sh;
    if (g.folded) FoldRowFolded<Io, K>(rows, static_cast<int>(hs[0]), gi_plane + ih * gi_sh, g);
    else FoldRowT<Io, K>(rows, static_cast<int>(hs[0]), gi_plane + ih * gi_sh, g);
  }
}

// Single rows from row buffers (any layout): fp32 / fp64 with K = 1 or 2.
void FoldRowF32(const float* const* rows, int nrows, float* dst, const RowGeom& g) {
  if (g.k == 2) FoldRowT<Plain<float>, 2>(rows, nrows, dst, g);
  else FoldRowT<Plain<float>, 1>(rows, nrows, dst, g);
}
void FoldRowF64(const double* const* rows, int nrows, double* dst, const RowGeom& g) {
  if (g.k == 2) FoldRowT<Plain<double>, 2>(rows, nrows, dst, g);
  else FoldRowT<Plain<double>, 1>(rows, nrows, dst, g);
}
// Runs of contiguous rows of one plane.
void FoldRowsF32(const float* go, int64_t go_sh, float* gi, int64_t gi_sh, int64_t ih0, int64_t ih1,
                 const RowGeom& g) {
  if (g.k == 2) FoldRowsT<Plain<float>, 2>(go, go_sh, gi, gi_sh, ih0, ih1, g);
  else FoldRowsT<Plain<float>, 1>(go, go_sh, gi, gi_sh, ih0, ih1, g);
}
void FoldRowsF64(const double* go, int64_t go_sh, double* gi, int64_t gi_sh, int64_t ih0, int64_t ih1,
                 const RowGeom& g) {
  if (g.k == 2) FoldRowsT<Plain<double>, 2>(go, go_sh, gi, gi_sh, ih0, ih1, g);
  else FoldRowsT<Plain<double>, 1>(go, go_sh, gi, gi_sh, ih0, ih1, g);
}
void FoldRowsBf16(const uint16_t* go, int64_t go_sh, uint16_t* gi, int64_t gi_sh, int64_t ih0, int64_t ih1,
                  const RowGeom& g) {
  FoldRowsT<Bf16Io, 1>(go, go_sh, gi, gi_sh, ih0, ih1, g);
}
void FoldRowsF16(const uint16_t* go, int64_t go_sh, uint16_t* gi, int64_t gi_sh, int64_t ih0, int64_t ih1,
                 const RowGeom& g) {
  FoldRowsT<F16Io, 1>(go, go_sh, gi, gi_sh, ih0, ih1, g);
}

}  // namespace HWY_NAMESPACE
}  // namespace reflection_pad2d_backward
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <algorithm>
#include <cstring>
#include <type_traits>
#include <vector>

#include "core/convert.h"
#include "core/cpu.h"
#include "core/dtype.h"
#include "core/parallel.h"
#include "hwy/aligned_allocator.h"
#include "hwy/cache_control.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d_backward {
HWY_EXPORT(FoldRowF32);
HWY_EXPORT(FoldRowF64);
HWY_EXPORT(FoldRowsF32);
HWY_EXPORT(FoldRowsF64);
HWY_EXPORT(FoldRowsBf16);
HWY_EXPORT(FoldRowsF16);

using reflection_pad::Planes;
using reflection_pad::Sources;

Plan MakePlan(aclDataType dtype, const Planes& go, const Planes& gi, int64_t pl, int64_t pt) {
  Plan p;
  p.dtype = dtype;
  p.go = go;
  p.gi = gi;
  p.pl = pl;
  p.pt = pt;
  const int64_t w = gi.w, wo = go.w;
  // Longest run of columns with exactly the centre source: the vectorised middle.
  std::vector<char> pure(static_cast<size_t>(w));
  for (int64_t iw = 0; iw < w; ++iw) {
    int64_t s[3];
    const int k = Sources(iw, w, pl, wo, s);
    pure[static_cast<size_t>(iw)] = k == 1 && s[0] == iw + pl;
  }
  int64_t best0 = 0, best1 = 0;
  for (int64_t i = 0; i < w;) {
    if (!pure[static_cast<size_t>(i)]) { ++i; continue; }
    int64_t j = i;
    while (j < w && pure[static_cast<size_t>(j)]) ++j;
    if (j - i > best1 - best0) { best0 = i; best1 = j; }
    i = j;
  }
  p.m0 = best0;
  p.m1 = best1;
  for (int64_t iw = 0; iw < w; ++iw) {
    if (iw >= p.m0 && iw < p.m1) continue;
    int64_t s[3] = {-1, -1, -1};
    Sources(iw, w, pl, wo, s);
    p.border.push_back(iw);
    for (int t = 0; t < 3; ++t) p.border_src.push_back(s[t]);
  }
  // H axis: the gradOutput rows of every gradInput row (none at all when gradOutput is empty).
  const bool go_empty = go.count() * go.h * go.w == 0;
  p.hsrc.assign(static_cast<size_t>(4 * gi.h), 0);
  for (int64_t ih = 0; ih < gi.h; ++ih) {
    int64_t s[3] = {0, 0, 0};
    const int k = go_empty ? 0 : Sources(ih, gi.h, pt, go.h, s);
    p.hsrc[static_cast<size_t>(4 * ih)] = k;
    for (int t = 0; t < 3; ++t) p.hsrc[static_cast<size_t>(4 * ih + 1 + t)] = s[t];
  }
  return p;
}

namespace {

template <class S>
using RowFn = void (*)(const S* const*, int, S*, const RowGeom&);
template <class S>
using RowsFn = void (*)(const S*, int64_t, S*, int64_t, int64_t, int64_t, const RowGeom&);

void FoldF32(const float* const* r, int n, float* d, const RowGeom& g) { HWY_DYNAMIC_DISPATCH(FoldRowF32)(r, n, d, g); }
void FoldF64(const double* const* r, int n, double* d, const RowGeom& g) { HWY_DYNAMIC_DISPATCH(FoldRowF64)(r, n, d, g); }
void RowsF32(const float* a, int64_t as, float* b, int64_t bs, int64_t i0, int64_t i1, const RowGeom& g) {
  HWY_DYNAMIC_DISPATCH(FoldRowsF32)(a, as, b, bs, i0, i1, g);
}
void RowsF64(const double* a, int64_t as, double* b, int64_t bs, int64_t i0, int64_t i1, const RowGeom& g) {
  HWY_DYNAMIC_DISPATCH(FoldRowsF64)(a, as, b, bs, i0, i1, g);
}
void RowsBf16(const uint16_t* a, int64_t as, uint16_t* b, int64_t bs, int64_t i0, int64_t i1, const RowGeom& g) {
  HWY_DYNAMIC_DISPATCH(FoldRowsBf16)(a, as, b, bs, i0, i1, g);
}
void RowsF16(const uint16_t* a, int64_t as, uint16_t* b, int64_t bs, int64_t i0, int64_t i1, const RowGeom& g) {
  HWY_DYNAMIC_DISPATCH(FoldRowsF16)(a, as, b, bs, i0, i1, g);
}

// Strided gathers / scatters of one row in the accumulation type (k scalars per element).
template <class T>
void GatherRow(const T* src, int64_t stride, int64_t n, int64_t k, T* dst) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t c = 0; c < k; ++c) dst[i * k + c] = src[i * stride * k + c];
}
template <class T>
void ScatterRow(const T* src, int64_t n, int64_t k, T* dst, int64_t stride) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t c = 0; c < k; ++c) dst[i * stride * k + c] = src[i * k + c];
}

// Contiguous rows on both sides, stored as S (fp32, fp64, complex pairs, or fp16/bf16 widened in
// registers): one dispatched call per run of rows of a plane.
template <class S>
void RunDirect(const Plan& plan, const RowGeom& g, const void* grad_output, void* grad_input, RowsFn<S> rows,
               const RunContext& ctx) {
  const Planes& go = plan.go;
  const Planes& gi = plan.gi;
  const int64_t k = g.k, h = gi.h;
  // gradInput is written with non-temporal stores when the call's data does not fit in the cache.
  const auto esize = static_cast<int64_t>(ElementSize(plan.dtype));
  const bool stream = StreamingStoresPay((gi.count() * gi.h * gi.w + go.count() * go.h * go.w) * esize);
  const S* go_base = static_cast<const S*>(grad_output);
  S* gi_base = static_cast<S*>(grad_input);
  ParallelForSlots(gi.count() * h, plan.team, [&](int64_t r0, int64_t r1, int64_t slot) {
    RowGeom tg = g;  // per task: its own staging / accumulator row (this thread's workspace slot)
    tg.stream = stream;
    if (g.folded) {  // fp32 or fp64 accumulators (double storage is large enough for both)
      tg.acc = plan.rows.Get(ctx, slot);
    } else if (stream) {
      tg.stage = plan.rows.Get(ctx, slot);
    }
    int64_t p = r0 / h, ih = r0 % h;
    for (int64_t r = r0; r < r1; ++p, ih = 0) {
      const int64_t n = std::min(h - ih, r1 - r);
      rows(go_base + go.PlaneOffset(p) * k, go.sh * k, gi_base + gi.PlaneOffset(p) * k, gi.sh * k, ih, ih + n, tg);
      r += n;
    }
    if (stream) hwy::FlushStream();
  });
}

// Any layout: rows gathered into (and scattered from) row buffers of T, converting fp16/bf16.
template <class T>
void RunStrided(const Plan& plan, const RowGeom& g, const void* grad_output, void* grad_input, RowFn<T> fold,
                const RunContext& ctx) {
  const aclDataType dt = plan.dtype;
  const Planes& go = plan.go;
  const Planes& gi = plan.gi;
  const int64_t k = g.k, h = gi.h, wo = go.w;
  const auto esize = static_cast<int64_t>(ElementSize(dt));
  const auto* go_bytes = static_cast<const char*>(grad_output);
  auto* gi_bytes = static_cast<char*>(grad_input);
  ParallelForSlots(gi.count() * h, plan.team, [&](int64_t r0, int64_t r1, int64_t slot) {
    T* const in_buf = reinterpret_cast<T*>(plan.rows.Get(ctx, slot));  // 3 gathered rows
    T* const out_buf = in_buf + 3 * wo * k;                              // the folded row
    for (int64_t r = r0; r < r1; ++r) {
      const int64_t p = r / h, ih = r % h;
      const int64_t* hs = g.hsrc + 4 * ih;
      const T* rows[3] = {nullptr, nullptr, nullptr};
      for (int j = 0; j < hs[0]; ++j) {
        const char* row = go_bytes + go.RowOffset(p, hs[1 + j]) * esize;
        T* buf = in_buf + j * wo * k;
        if (std::is_same_v<T, float> && k == 1) LoadF32(row, dt, go.sw, reinterpret_cast<float*>(buf), static_cast<size_t>(wo));
        else GatherRow(reinterpret_cast<const T*>(row), go.sw, wo, k, buf);
        rows[j] = buf;
      }
      fold(rows, static_cast<int>(hs[0]), out_buf, g);
      char* out_row = gi_bytes + gi.RowOffset(p, ih) * esize;
      if (std::is_same_v<T, float> && k == 1)  // fp32, or fp16/bf16 narrowed with RNE
        StoreF32(reinterpret_cast<const float*>(out_buf), out_row, dt, gi.sw, static_cast<size_t>(gi.w));
      else ScatterRow(out_buf, gi.w, k, reinterpret_cast<T*>(out_row), gi.sw);
    }
  });
}

}  // namespace

void BookRows(Plan* plan, WorkspaceBooking* ws) {
  const aclDataType dt = plan->dtype;
  const int64_t k = IsComplexType(dt) ? 2 : 1;
  const int64_t pr = plan->gi.w >= 0 ? plan->go.w - plan->gi.w - plan->pl : 0;
  const bool wide = dt == ACL_DOUBLE || dt == ACL_COMPLEX128;
  int64_t bytes;
  if (plan->go.sw == 1 && plan->gi.sw == 1) {
    bytes = plan->pl >= 0 && pr >= 0 ? SatMul(plan->go.w, k, 8)
                                     : SatMul(plan->gi.w, k, static_cast<int64_t>(ElementSize(dt) / static_cast<size_t>(k)));
  } else {
    bytes = SatMul(SatAdd(SatMul(3, plan->go.w), plan->gi.w), k, wide ? 8 : 4);
  }
  plan->team = ws->Team();
  plan->rows = ws->BookPerThread<unsigned char>(bytes);
}

void Run(const Plan& plan, const void* grad_output, void* grad_input, const RunContext& ctx) {
  const aclDataType dt = plan.dtype;
  RowGeom g;
  g.w = plan.gi.w;
  g.pl = plan.pl;
  g.m0 = plan.m0;
  g.m1 = plan.m1;
  g.k = IsComplexType(dt) ? 2 : 1;
  g.border = plan.border.data();
  g.border_src = plan.border_src.data();
  g.nborder = static_cast<int64_t>(plan.border.size());
  g.hsrc = plan.hsrc.data();
  g.pr = plan.gi.w >= 0 ? plan.go.w - plan.gi.w - plan.pl : 0;
  g.wo = plan.go.w;
  g.folded = plan.pl >= 0 && g.pr >= 0;  // (used by the contiguous-row kernels)
  g.stream = false;
  g.acc = nullptr;
  g.stage = nullptr;
  const bool wide = dt == ACL_DOUBLE || dt == ACL_COMPLEX128;
  if (plan.go.sw == 1 && plan.gi.sw == 1) {
    switch (dt) {
      case ACL_BF16: return RunDirect<uint16_t>(plan, g, grad_output, grad_input, RowsBf16, ctx);
      case ACL_FLOAT16: return RunDirect<uint16_t>(plan, g, grad_output, grad_input, RowsF16, ctx);
      default:
        if (wide) return RunDirect<double>(plan, g, grad_output, grad_input, RowsF64, ctx);
        return RunDirect<float>(plan, g, grad_output, grad_input, RowsF32, ctx);
    }
  }
  if (wide) return RunStrided<double>(plan, g, grad_output, grad_input, FoldF64, ctx);
  RunStrided<float>(plan, g, grad_output, grad_input, FoldF32, ctx);
}

}  // namespace reflection_pad2d_backward
}  // namespace ops
}  // namespace aclnn_cpu
#endif  // HWY_ONCE
