// ConvTbc engine: operand panels (converted once, operand rounding of §7 applied on the panels),
// per-tap GEMMs on fixed tiles, rounding chain of §8.3 in the epilogue.
#include "ops/conv_tbc/tbc.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <set>
#include <string>
#include <tuple>
#include <memory>
#include <vector>

#include "core/boundary.h"
#include "core/convert.h"
#include "core/dtype.h"
#include "core/parallel.h"
#include "core/size_math.h"
#include "ops/conv_tbc/kernel.h"
#include "ops/conv_tbc/winograd.h"

namespace aclnn_cpu {
namespace ops {
namespace conv_tbc {

TbcNumerics ChooseNumerics(aclDataType p, int cmt) {
  TbcNumerics n;
  if (cmt == 2) {  // FP16 operands for any promoted dtype; FP16 kernel result
    n.xform = Xform::kFp16;
    n.kernel_out = ACL_FLOAT16;
    return n;
  }
  n.kernel_out = p;
  if (p == ACL_BF16) n.gemm = GemmType::kBF16;
  if (p == ACL_FLOAT && (cmt == 1 || cmt == 3)) n.xform = Xform::kHf32;
  return n;
}

TensorDesc Capture(const aclTensor* t, int index) {
  TensorDesc d;
  d.index = index;
  d.dtype = t->dtype;
  d.rank = static_cast<int>(t->view.size());
  d.offset = KernelOffset(*t);
  for (int i = 0; i < d.rank && i < 3; ++i) {
    d.d[i] = t->view[static_cast<size_t>(i)];
    d.s[i] = KernelStride(*t, static_cast<size_t>(i));
  }
  return d;
}

unsigned char* DataOf(const TensorDesc& t, const RunContext& ctx) {
  unsigned char* base = t.base != nullptr ? t.base : static_cast<unsigned char*>(ctx.data[static_cast<size_t>(t.index)]);
  return base + t.offset * static_cast<int64_t>(ElementSize(t.dtype));
}

void ApplyXform(float* x, size_t n, Xform f) {
  if (f == Xform::kHf32) Hf32Round(x, n);
  else if (f == Xform::kFp16) RoundThrough(x, n, ACL_FLOAT16);
}

void LoadOperandRow(const TensorDesc& t, const unsigned char* base, int64_t i0, int64_t i1, Xform f, float* dst) {
  const auto n = static_cast<size_t>(t.d[2]);
  LoadF32(base + static_cast<int64_t>(ElementSize(t.dtype)) * (i0 * t.s[0] + i1 * t.s[1]), t.dtype, t.s[2], dst, n);
  ApplyXform(dst, n, f);
}

void StoreRows(const float* acc, int64_t acc_ld, int64_t r0, int64_t r1, int64_t c0, int64_t c1, const TensorDesc& o,
               unsigned char* obase, aclDataType kernel_out, float* tmp) {
  const size_t n = static_cast<size_t>(c1 - c0), es = ElementSize(o.dtype);
  const bool round = kernel_out != o.dtype;  // only then is a rounded copy of the row needed
  for (int64_t r = r0; r < r1; ++r) {
    const float* row = acc + (r - r0) * acc_ld;
    if (round) {
      std::memcpy(tmp, row, n * sizeof(float));
      RoundThrough(tmp, n, kernel_out);
      row = tmp;
    }
    unsigned char* dst = obase + static_cast<int64_t>(es) * ((r / o.d[1]) * o.s[0] + (r % o.d[1]) * o.s[1] + c0 * o.s[2]);
    StoreF32(row, dst, o.dtype, o.s[2], n);
  }
}

namespace {

int64_t NumelOf(const TensorDesc& t) { return t.d[0] * t.d[1] * t.d[2]; }

// A 3-D tensor as GEMM operand: element (i0, i1, c) at base + i0*s0 + i1*ld + c (elements of the
// GEMM type). "Flat" panels also satisfy s0 == d1*ld, so row r = i0*d1 + i1 is at base + r*ld.
struct Panel {
  const unsigned char* base = nullptr;
  int64_t s0 = 0, ld = 1;
  size_t es = 4;
  const void* At(int64_t i0, int64_t i1, int64_t c) const { return base + static_cast<int64_t>(es) * (i0 * s0 + i1 * ld + c); }
  const void* Row(int64_t r, int64_t c = 0) const { return base + static_cast<int64_t>(es) * (r * ld + c); }
};

// In-place layout of t as rows of d2 unit-stride elements: (s0, ld). flat: rows of dims 0 and 1
// must flatten to one stride.
bool InPlaceLayout(const TensorDesc& t, bool flat, int64_t* s0, int64_t* ld) {
  const int64_t d0 = t.d[0], d1 = t.d[1], d2 = t.d[2];
  const int64_t w = std::max<int64_t>(d2, 1);
  if (d2 > 1 && t.s[2] != 1) return false;
  int64_t l;
  if (flat) {
    if (d0 * d1 <= 1) l = w;
    else if (d1 == 1) l = t.s[0];
    else if (d0 == 1) l = t.s[1];
    else if (t.s[0] == d1 * t.s[1]) l = t.s[1];
    else return false;
    if (l < w) return false;
    *ld = l;
    *s0 = d1 * l;
    return true;
  }
  l = d1 <= 1 ? w : t.s[1];
  if (l < w) return false;
  *ld = l;
  *s0 = d0 <= 1 ? 0 : t.s[0];
  return true;
}

// Whether t is repacked into a panel of its own (else the GEMMs read it in place).
bool PanelPacked(const TensorDesc& t, const TbcNumerics& num, bool flat, bool force_pack) {
  const aclDataType gdt = num.gemm == GemmType::kF32 ? ACL_FLOAT : ACL_BF16;
  int64_t s0, ld;
  return !(!force_pack && num.xform == Xform::kNone && t.dtype == gdt && InPlaceLayout(t, flat, &s0, &ld));
}

// The panel's bytes when repacked (phase 1 books them).
// Saturates at 2^62 (the booking then reports a workspace that cannot be expressed).
int64_t PanelBytes(const TensorDesc& t, const TbcNumerics& num) {
  int64_t r = num.gemm == GemmType::kF32 ? 4 : 2;
  for (int i = 0; i < 3; ++i)
    if (t.d[i] < 0 || __builtin_mul_overflow(r, t.d[i], &r) || r > (int64_t(1) << 62)) return int64_t(1) << 62;
  return r;
}

// mem: PanelBytes(t) bytes of workspace, used when the operand is repacked.
void MakePanel(const TensorDesc& t, const RunContext& ctx, const TbcNumerics& num, bool flat, bool force_pack,
               Panel* p, unsigned char* mem, const TbcWorkspace& ws) {
  p->es = num.gemm == GemmType::kF32 ? 4 : 2;
  const unsigned char* src = DataOf(t, ctx);
  if (!PanelPacked(t, num, flat, force_pack)) {
    InPlaceLayout(t, flat, &p->s0, &p->ld);
    p->base = src;
    return;
  }
  const int64_t d1 = t.d[1], cols = t.d[2], rows = t.d[0] * t.d[1];
  p->ld = std::max<int64_t>(cols, 1);
  p->s0 = d1 * p->ld;
  // Uninitialised: every element is written by the packing.
  float* const own32 = reinterpret_cast<float*>(mem);
  uint16_t* const own16 = reinterpret_cast<uint16_t*>(mem);
  p->base = mem;
  const int64_t grain = std::max<int64_t>(1, 16384 / std::max<int64_t>(cols, 1));
  ParallelForBlocksSlots(rows, grain, ws.team, [&](int64_t r0, int64_t r1, int64_t slot) {
    float* const buf = reinterpret_cast<float*>(ws.slot.Get(ctx, slot));  // a row in fp32 (bf16 panels)
    for (int64_t r = r0; r < r1; ++r) {
      float* dst = num.gemm == GemmType::kF32 ? own32 + r * cols : buf;
      LoadOperandRow(t, src, r / d1, r % d1, num.xform, dst);
      if (num.gemm == GemmType::kBF16) F32ToBf16Array(dst, own16 + r * cols, static_cast<size_t>(cols));
    }
  });
}

// fp32 output written by the GEMMs directly: same layout rules as a flat operand.
bool DirectOutput(const TensorDesc& o, aclDataType kernel_out, int64_t* ld) {
  int64_t s0;
  return o.dtype == ACL_FLOAT && kernel_out == ACL_FLOAT && InPlaceLayout(o, true, &s0, ld);
}

struct Extent {
  uintptr_t lo = 0, hi = 0;  // [lo, hi) bytes; empty when lo == hi
};
Extent ExtentOf(const TensorDesc& t, const RunContext& ctx) {
  Extent e;
  if (NumelOf(t) == 0 || ctx.data[static_cast<size_t>(t.index)] == nullptr) return e;
  int64_t last = 0;
  for (int i = 0; i < 3; ++i) last += t.s[i] * (t.d[i] - 1);
  const size_t es = ElementSize(t.dtype);
  e.lo = reinterpret_cast<uintptr_t>(DataOf(t, ctx));
  e.hi = e.lo + static_cast<int64_t>(es) * (last + 1);
  return e;
}
bool AnyOverlap(std::initializer_list<const TensorDesc*> outs, std::initializer_list<const TensorDesc*> ins,
                const RunContext& ctx) {
  for (const TensorDesc* o : outs) {
    const Extent a = ExtentOf(*o, ctx);
    if (a.lo == a.hi) continue;
    for (const TensorDesc* i : ins) {
      const Extent b = ExtentOf(*i, ctx);
      if (b.lo != b.hi && a.lo < b.hi && b.lo < a.hi) return true;
    }
  }
  return false;
}

// Views with zero strides can have any dims: problems with an operand of 2^62 elements or more
// are refused, so that the plans' element counts and index products fit in int64.
void CheckSizes(const TbcDims& dm) {
  constexpr int64_t kMax = int64_t(1) << 62;
  const auto nn = [](int64_t v) { return std::max<int64_t>(v, 0); };
  if (SatMul(nn(dm.T), nn(dm.B), nn(dm.Cin)) >= kMax || SatMul(nn(dm.K), nn(dm.Cin), nn(dm.Cout)) >= kMax ||
      SatMul(nn(dm.To), nn(dm.B), nn(dm.Cout)) >= kMax)
    throw StatusError(ACLNN_ERR_INNER_TILING_ERROR,
                      "the problem has an operand of 2^62 elements or more (T " + std::to_string(dm.T) + ", B " +
                          std::to_string(dm.B) + ", Cin " + std::to_string(dm.Cin) + ", K " + std::to_string(dm.K) +
                          ", Cout " + std::to_string(dm.Cout) + ", To " + std::to_string(dm.To) + ")");
}

// Row tiles of the forward / gradInput products: fixed by the shape, never by the thread count.
int64_t RowChunk(int64_t rows) { return std::min<int64_t>(512, std::max<int64_t>(64, CeilDiv(rows, 8))); }
// Few row tiles (short sequences, small batches): the columns are split too, in multiples of 64,
// until there are 8 tiles or they are 128 wide, so that the threads share the work (T64 B1 C256
// ran on one thread). Not narrower: oneDNN's sgemm runs 64-column tiles far below its rate on
// 128-column ones (docs/performance.md).
int64_t ColChunk(int64_t row_chunks, int64_t n) {
  if (row_chunks >= 4) return n;
  int64_t cc = n;
  while (row_chunks * CeilDiv(n, cc) < 8 && cc > 128) cc = std::max<int64_t>(128, (cc / 2 + 63) / 64 * 64);
  return cc;
}

// The tiles of a "sum over taps" product over rows x n: fixed by the shape.
struct TapTiles {
  int64_t rc = 0, nrc = 0, cc = 0, ncc = 0;
};
TapTiles TilesOf(int64_t rows, int64_t n) {
  TapTiles t;
  t.rc = RowChunk(rows);
  t.nrc = CeilDiv(rows, t.rc);
  t.cc = ColChunk(t.nrc, n);
  t.ncc = CeilDiv(n, t.cc);
  return t;
}

// A task's part of its thread's slot: the tile accumulator (when the output is not written
// directly), StoreRows' row, then the GEMM scratch.
struct TileSlot {
  int64_t tmp = 0, gemm = 0;  // byte offsets
};
TileSlot TileSlotOf(const TapTiles& t, bool direct) {
  TileSlot l;
  l.tmp = direct ? 0 : SatAlign64(SatMul(t.rc, t.cc, static_cast<int64_t>(sizeof(float))));
  l.gemm = SatAdd(l.tmp, SatAlign64(SatMul(t.cc, static_cast<int64_t>(sizeof(float)))));
  return l;
}

// Phase 1 of TiledTapProduct: books the packed weights (bf16 with several row tiles) and returns
// the per-thread bytes. tap_gemms(r0, r1, c0, c1, ldc, fn) calls fn(shape) for every product of
// the tile, as the run's `taps` makes them; pack_shape(c0, c1, m) is the shape a pack is made for.
template <class PackShapeFn, class TapGemmsFn>
int64_t BookTapProduct(int64_t rows, int64_t n, const TensorDesc& out, aclDataType kernel_out, GemmType type,
                       int64_t n_taps, PackShapeFn pack_shape, TapGemmsFn tap_gemms, TbcWorkspace* ws,
                       WorkspaceBooking* booking) {
  if (rows <= 0 || n <= 0) return 0;
  int64_t direct_ld = 0;
  const bool direct = DirectOutput(out, kernel_out, &direct_ld);
  const TapTiles tt = TilesOf(rows, n);
  const bool packs = tt.nrc > 1 && n_taps > 0;
  if (packs) {
    ws->packs = booking->Book<PackedView>(SatMul(n_taps, tt.ncc));
    ws->packed_bytes = static_cast<int64_t>(PackedBBytes(type, pack_shape(0, tt.cc, tt.rc)));
    ws->packed = booking->Book<unsigned char>(SatMul(n_taps, tt.ncc, ws->packed_bytes));
  }
  int64_t gemm = 0;
  if (type == GemmType::kBF16) {  // fp32 runs dnnl_sgemm: no scratch
    std::set<std::tuple<int64_t, int64_t, int64_t>> seen;  // m, n, ldc
    // Tiles differ only near the ends (taps clipped at the sequence edges, short last tiles): the
    // first and last eight row tiles and the first and last column tiles cover every shape.
    std::vector<int64_t> row_tiles, col_tiles = {0, tt.ncc - 1};
    for (int64_t i = 0; i < tt.nrc; i = (i == 7 && tt.nrc > 16) ? tt.nrc - 8 : i + 1) row_tiles.push_back(i);
    for (int64_t t = 0; t < static_cast<int64_t>(row_tiles.size() * col_tiles.size()); ++t) {
      const int64_t rt = row_tiles[static_cast<size_t>(t) / col_tiles.size()];
      const int64_t ct = col_tiles[static_cast<size_t>(t) % col_tiles.size()];
      const int64_t r0 = rt * tt.rc, r1 = std::min(rows, r0 + tt.rc);
      const int64_t c0 = ct * tt.cc, c1 = std::min(n, c0 + tt.cc);
      tap_gemms(r0, r1, c0, c1, direct ? direct_ld : c1 - c0, [&](const GemmShape& s) {
        if (seen.emplace(s.m, s.n, s.ldc).second)
          gemm = std::max<int64_t>(gemm, static_cast<int64_t>(GemmScratchBytes(type, s, true, packs)));
      });
    }
  }
  return SatAdd(TileSlotOf(tt, direct).gemm, gemm);
}

// out[r, c] for rows = d0*d1 of a tiled "sum over taps" product (forward and gradInput).
// tap(k, a0, a1, acc_rows, c0, c1, ldc) adds tap k's contribution to rows [a0, a1).
// pack(k, c0, c1, m, mem) packs tap k's weights for output columns [c0, c1) and tiles of m rows
// into mem; taps(...) gets packed(k, c0) to pass to Gemm, and the task's GEMM scratch.
template <class InitFn, class PackFn, class TapFn>
void TiledTapProduct(int64_t rows, int64_t n, const TensorDesc& out, unsigned char* obase, aclDataType kernel_out,
                     InitFn init, int64_t n_taps, PackFn pack, TapFn taps, const TbcWorkspace& ws,
                     const RunContext& ctx) {
  if (rows <= 0 || n <= 0) return;
  int64_t direct_ld = 0;
  const bool direct = DirectOutput(out, kernel_out, &direct_ld);
  const TapTiles tt = TilesOf(rows, n);
  const int64_t rc = tt.rc, nrc = tt.nrc, cc = tt.cc, ncc = tt.ncc;
  const TileSlot ts = TileSlotOf(tt, direct);
  // Each tap's weights per column chunk, bf16: reordered once for all row tiles (core/gemm.h).
  PackedView* const packs = nrc > 1 && n_taps > 0 ? ws.packs.Get(ctx) : nullptr;
  if (packs != nullptr) {
    unsigned char* const mem = ws.packed.Get(ctx);
    ParallelFor(n_taps * ncc, [&](int64_t i0, int64_t i1) {
      for (int64_t i = i0; i < i1; ++i) {
        const int64_t k = i / ncc, j = i % ncc;
        packs[i] = pack(k, j * cc, std::min(n, (j + 1) * cc), rc, mem ? mem + i * ws.packed_bytes : nullptr);
      }
    });
  }
  const PackedView none;
  auto packed = [&](int64_t k, int64_t c0) -> const PackedView& {
    return packs == nullptr ? none : packs[k * ncc + c0 / cc];
  };
  ParallelForSlots(nrc * ncc, ws.team, [&](int64_t t0, int64_t t1, int64_t slot) {
    unsigned char* const mine = ws.slot.Get(ctx, slot);
    float* const local = reinterpret_cast<float*>(mine);
    float* const tmp = reinterpret_cast<float*>(mine + ts.tmp);
    const GemmScratch scratch{mine + ts.gemm, static_cast<size_t>(ws.slot.slot_bytes) - static_cast<size_t>(ts.gemm)};
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t r0 = (t / ncc) * rc, r1 = std::min(rows, r0 + rc);
      const int64_t c0 = (t % ncc) * cc, c1 = std::min(n, c0 + cc);
      float* acc;
      int64_t ldc;
      if (direct) {
        acc = reinterpret_cast<float*>(obase) + r0 * direct_ld + c0;
        ldc = direct_ld;
      } else {
        acc = local;
        ldc = c1 - c0;
      }
      for (int64_t r = r0; r < r1; ++r) init(acc + (r - r0) * ldc, c0, c1);
      taps(r0, r1, c0, c1, acc, ldc, packed, scratch);
      if (!direct) StoreRows(acc, ldc, r0, r1, c0, c1, out, obase, kernel_out, tmp);
    }
  });
}

// Forward tap k's rows [a0, a1) of the output tile [r0, r1) (empty when a1 <= a0).
void ForwardTapSpan(const TbcDims& dm, int64_t k, int64_t r0, int64_t r1, int64_t* a0, int64_t* a1) {
  const int64_t lo = std::max<int64_t>(0, dm.pad - k), hi = std::min(dm.To, dm.T + dm.pad - k);
  *a0 = std::max(r0, lo * dm.B);
  *a1 = std::min(r1, hi * dm.B);
}

// Backward: tap k's output rows [o_lo, o_hi) (rows of self whose window reaches input row t + k - pad).
void TapRows(const TbcDims& dm, int64_t k, int64_t* o_lo, int64_t* o_hi) {
  *o_lo = std::max<int64_t>(0, dm.pad - k);
  *o_hi = std::min(dm.To, dm.T + dm.pad - k);
}

// gradInput tap k's rows [a0, a1) of the tile [r0, r1); input row = self row + shift.
void InputTapSpan(const TbcDims& dm, int64_t k, int64_t r0, int64_t r1, int64_t* a0, int64_t* a1, int64_t* shift) {
  int64_t o_lo, o_hi;
  TapRows(dm, k, &o_lo, &o_hi);
  *shift = (k - dm.pad) * dm.B;
  *a0 = std::max(r0, o_lo * dm.B + *shift);
  *a1 = std::min(r1, o_hi * dm.B + *shift);
}

// gradWeight[k] = X_k^T G_k: tiles (k, Cin chunk, Cout chunk, reduction block), all fixed by the
// shape; reduction blocks (only for small Cin x Cout) are combined in block order.
struct GwTiles {
  int64_t nci = 1, nco = 1, nr = 1, cic = 0, coc = 0, rbk = 0;
};
GwTiles GwTilesOf(const TbcDims& dm, GemmType type) {
  // The longest tap's rows. A tap's row count is concave and piecewise linear in k, so its
  // maximum is at an end or a corner of [0, K): phase 1 does not walk the taps.
  int64_t max_len = 0;
  for (int64_t k : {int64_t{0}, dm.K - 1, dm.pad, dm.T + dm.pad - dm.To}) {
    k = std::min(std::max<int64_t>(k, 0), dm.K - 1);
    int64_t lo, hi;
    TapRows(dm, k, &lo, &hi);
    max_len = std::max(max_len, hi - lo);
  }
  const int64_t max_rows = SatMul(max_len, dm.B);
  GwTiles g;
  const bool bf16 = type == GemmType::kBF16;
  while (dm.K * g.nci * g.nco * g.nr < (bf16 ? 6 : 8)) {
    if (bf16 && max_rows / g.nr >= 8192) g.nr *= 2;
    else if (dm.Cin / g.nci >= 128) g.nci *= 2;
    else if (dm.Cout / g.nco >= 128 && (type == GemmType::kF32 || dm.Cout / g.nco > 1024)) g.nco *= 2;
    else if (max_rows / g.nr >= 4096) g.nr *= 2;
    else break;
  }
  g.cic = CeilDiv(dm.Cin, g.nci);
  g.coc = CeilDiv(dm.Cout, g.nco);
  g.rbk = std::max<int64_t>(1, CeilDiv(max_rows, g.nr));
  g.nci = CeilDiv(dm.Cin, g.cic);
  g.nco = CeilDiv(dm.Cout, g.coc);
  return g;
}

// bf16: oneDNN's AMX matmul slows down on long reductions, so gradWeight's reductions run in
// fixed blocks of kGwBlk rows accumulated in order (a Cin slice is packed densely by the seam).
constexpr int64_t kGwBlk = 512;

}  // namespace

namespace {

// The layout a panel will have (base unset): phase 1 needs the GEMMs' leading dimensions.
Panel PanelLayout(const TensorDesc& t, const TbcNumerics& num, bool flat, bool force_pack) {
  Panel p;
  p.es = num.gemm == GemmType::kF32 ? 4 : 2;
  if (!PanelPacked(t, num, flat, force_pack)) {
    InPlaceLayout(t, flat, &p.s0, &p.ld);
  } else {
    p.ld = std::max<int64_t>(t.d[2], 1);
    p.s0 = t.d[1] * p.ld;
  }
  return p;
}

// Books a panel when t is repacked and returns the per-thread bytes its packing needs.
int64_t BookPanel(const TensorDesc& t, const TbcNumerics& num, bool flat, bool force_pack, WsRegion<unsigned char>* r,
                  WorkspaceBooking* booking) {
  if (!PanelPacked(t, num, flat, force_pack)) return 0;
  *r = booking->Book<unsigned char>(PanelBytes(t, num));
  return t.d[2] * static_cast<int64_t>(sizeof(float));
}

// Tap k's forward product for output columns [c0, c1): m rows of X times W_k's columns.
GemmShape ForwardTapShape(const TbcDims& dm, const Panel& X, const Panel& W, int64_t m, int64_t c0, int64_t c1) {
  GemmShape s;
  s.m = m;
  s.n = c1 - c0;
  s.k = dm.Cin;
  s.lda = X.ld;
  s.ldb = W.ld;
  return s;
}

// Tap k's gradInput product for gradInput columns [c0, c1): m rows of G times W_k^T's columns.
GemmShape InputTapShape(const TbcDims& dm, const Panel& G, const Panel& W, int64_t m, int64_t c0, int64_t c1) {
  GemmShape s;
  s.m = m;
  s.n = c1 - c0;
  s.k = dm.Cout;
  s.trans_b = true;
  s.lda = G.ld;
  s.ldb = W.ld;
  return s;
}

// The workspace a run needs when its overlaps differ from phase 1's: booked now, allocated here.
template <class BookFn, class RunFn>
aclnnStatus RunWithOwnWorkspace(const RunContext& ctx, BookFn book, RunFn run) {
  WorkspaceBooking booking;
  const TbcWorkspace own = book(&booking);
  std::unique_ptr<unsigned char[]> mem(new unsigned char[booking.bytes()]);
  const RunContext c2{ctx.data, mem.get(), booking.bytes()};
  return run(own, c2);
}

}  // namespace

TbcWorkspace BookForward(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& x, const TensorDesc& w,
                         const TensorDesc& bias, const TensorDesc& out, const RunContext& at, WorkspaceBooking* booking) {
  CheckSizes(dm);
  TbcWorkspace ws;
  ws.team = booking->Team();
  const int64_t rows = dm.To * dm.B, n = dm.Cout;
  if (rows == 0 || n == 0) return ws;
  ws.force_pack = AnyOverlap({&out}, {&x, &w, &bias}, at);
  ws.bias = booking->Book<float>(n);
  const bool compute = dm.T > 0 && dm.Cin > 0 && dm.K > 0;
  int64_t slot = 0;
  if (compute && !ws.force_pack && UseWinograd(dm, num, rows)) {
    Correlation c;
    c.t_in = dm.T;
    c.shift = dm.pad;
    c.t_out = dm.To;
    slot = BookCorrelate(dm, c, &ws, booking);
  } else {
    Panel X, W;
    if (compute) {
      slot = std::max(BookPanel(x, num, true, ws.force_pack, &ws.panel[0], booking),
                      BookPanel(w, num, false, ws.force_pack, &ws.panel[1], booking));
      X = PanelLayout(x, num, true, ws.force_pack);
      W = PanelLayout(w, num, false, ws.force_pack);
    }
    slot = std::max(slot, BookTapProduct(
        rows, n, out, num.kernel_out, num.gemm, compute && num.gemm == GemmType::kBF16 ? dm.K : 0,
        [&](int64_t c0, int64_t c1, int64_t m) { return ForwardTapShape(dm, X, W, m, c0, c1); },
        [&](int64_t r0, int64_t r1, int64_t c0, int64_t c1, int64_t ldc, const auto& fn) {
          if (!compute) return;
          if (dm.K > r1 - r0) {  // more taps than row counts: every row count a tap's span can take
            for (int64_t m = 1; m <= r1 - r0; ++m) {
              GemmShape s = ForwardTapShape(dm, X, W, m, c0, c1);
              s.ldc = ldc;
              fn(s);
            }
            return;
          }
          for (int64_t k = 0; k < dm.K; ++k) {
            int64_t a0, a1;
            ForwardTapSpan(dm, k, r0, r1, &a0, &a1);
            if (a1 <= a0) continue;
            GemmShape s = ForwardTapShape(dm, X, W, a1 - a0, c0, c1);
            s.ldc = ldc;
            fn(s);
          }
        },
        &ws, booking));
  }
  ws.slot = booking->BookPerThread<unsigned char>(slot);
  return ws;
}

aclnnStatus RunForward(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& x, const TensorDesc& w,
                       const TensorDesc& bias, const TensorDesc& out, const TbcWorkspace& ws, const RunContext& ctx) {
  const int64_t rows = dm.To * dm.B, n = dm.Cout;
  if (rows == 0 || n == 0) return ACLNN_SUCCESS;
  const bool force_pack = AnyOverlap({&out}, {&x, &w, &bias}, ctx);
  if (force_pack != ws.force_pack)  // addresses rebound since phase 1
    return RunWithOwnWorkspace(
        ctx, [&](WorkspaceBooking* bk) { return BookForward(dm, num, x, w, bias, out, ctx, bk); },
        [&](const TbcWorkspace& own, const RunContext& c2) { return RunForward(dm, num, x, w, bias, out, own, c2); });
  float* const b = ws.bias.Get(ctx);
  LoadF32(DataOf(bias, ctx), bias.dtype, bias.s[0], b, static_cast<size_t>(n));
  const bool compute = dm.T > 0 && dm.Cin > 0 && dm.K > 0;
  if (compute && !force_pack && UseWinograd(dm, num, rows)) {
    Correlation c;
    c.in = &x;
    c.t_in = dm.T;
    c.shift = dm.pad;
    c.init = b;
    c.out = &out;
    c.t_out = dm.To;
    WinogradCorrelate(dm, num, w, c, ws, ctx);
    return ACLNN_SUCCESS;
  }
  Panel X, W;
  if (compute) {
    MakePanel(x, ctx, num, true, force_pack, &X, ws.panel[0].Get(ctx), ws);
    MakePanel(w, ctx, num, false, force_pack, &W, ws.panel[1].Get(ctx), ws);
  }
  unsigned char* obase = DataOf(out, ctx);
  TiledTapProduct(
      rows, n, out, obase, num.kernel_out,
      [&](float* row, int64_t c0, int64_t c1) { std::memcpy(row, b + c0, sizeof(float) * (c1 - c0)); },
      compute && num.gemm == GemmType::kBF16 ? dm.K : 0,
      [&](int64_t k, int64_t c0, int64_t c1, int64_t m, void* mem) {
        return PackBInto(num.gemm, ForwardTapShape(dm, X, W, m, c0, c1), W.At(k, 0, c0), mem);
      },
      [&](int64_t r0, int64_t r1, int64_t c0, int64_t c1, float* acc, int64_t ldc, const auto& packed,
          const GemmScratch& scratch) {
        if (!compute) return;
        for (int64_t k = 0; k < dm.K; ++k) {
          int64_t a0, a1;
          ForwardTapSpan(dm, k, r0, r1, &a0, &a1);
          if (a1 <= a0) continue;
          GemmShape s = ForwardTapShape(dm, X, W, a1 - a0, c0, c1);
          s.ldc = ldc;
          Gemm(num.gemm, s, X.Row(a0 + (k - dm.pad) * dm.B), W.At(k, 0, c0), acc + (a0 - r0) * ldc, true,
               packed(k, c0), scratch);
        }
      },
      ws, ctx);
  return ACLNN_SUCCESS;
}

TbcWorkspace BookBackward(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& g, const TensorDesc& x,
                          const TensorDesc& w, const TensorDesc& gi, const TensorDesc& gw, const TensorDesc& gb,
                          const RunContext& at, WorkspaceBooking* booking) {
  CheckSizes(dm);
  const int64_t T = dm.T, B = dm.B, Cin = dm.Cin, K = dm.K, Cout = dm.Cout, To = dm.To;
  TbcWorkspace ws;
  ws.team = booking->Team();
  ws.force_pack = AnyOverlap({&gi, &gw, &gb}, {&g, &x, &w}, at);
  const int64_t f = static_cast<int64_t>(sizeof(float));
  // gradBias: fp32 result, fp64 partials per block of 1024 rows, a row per thread.
  ws.bias = booking->Book<float>(Cout);
  ws.bias_part = booking->Book<double>(SatMul(CeilDiv(To * B, 1024), Cout));
  int64_t slot = SatMul(Cout, f);
  const bool need_gi = T * B * Cin > 0, need_gw = K * Cin * Cout > 0;
  const bool wino_gi = need_gi && !ws.force_pack && UseWinograd(dm, num, T * B);
  const bool wino_gw = need_gw && !ws.force_pack && UseWinograd(dm, num, To * B);
  const bool use_w = need_gi && K > 0 && !wino_gi, use_x = need_gw && T > 0 && !wino_gw;
  Panel G, X, W;
  if (use_w || use_x) {
    slot = std::max(slot, BookPanel(g, num, true, ws.force_pack, &ws.panel[0], booking));
    G = PanelLayout(g, num, true, ws.force_pack);
  }
  if (use_w) {
    slot = std::max(slot, BookPanel(w, num, false, ws.force_pack, &ws.panel[1], booking));
    W = PanelLayout(w, num, false, ws.force_pack);
  }
  if (use_x) {
    slot = std::max(slot, BookPanel(x, num, true, ws.force_pack, &ws.panel[2], booking));
    X = PanelLayout(x, num, true, ws.force_pack);
  }
  if (wino_gi) {
    Correlation c;
    c.t_in = To;
    c.shift = K - 1 - dm.pad;
    c.flip = true;
    c.t_out = T;
    slot = std::max(slot, BookCorrelate(dm, c, &ws, booking));
  }
  if (wino_gw) slot = std::max(slot, BookWeightGrad(dm, &ws, booking));
  if (need_gi && !wino_gi)
    slot = std::max(slot, BookTapProduct(
        T * B, Cin, gi, num.kernel_out, num.gemm, use_w && num.gemm == GemmType::kBF16 ? K : 0,
        [&](int64_t c0, int64_t c1, int64_t m) { return InputTapShape(dm, G, W, m, c0, c1); },
        [&](int64_t r0, int64_t r1, int64_t c0, int64_t c1, int64_t ldc, const auto& fn) {
          if (K > r1 - r0) {  // more taps than row counts: every row count a tap's span can take
            for (int64_t m = 1; m <= r1 - r0; ++m) {
              GemmShape s = InputTapShape(dm, G, W, m, c0, c1);
              s.ldc = ldc;
              fn(s);
            }
            return;
          }
          for (int64_t k = 0; k < K; ++k) {
            int64_t a0, a1, shift;
            InputTapSpan(dm, k, r0, r1, &a0, &a1, &shift);
            if (a1 <= a0) continue;
            GemmShape s = InputTapShape(dm, G, W, a1 - a0, c0, c1);
            s.ldc = ldc;
            fn(s);
          }
        },
        &ws, booking));
  if (need_gw && !wino_gw) {
    const GwTiles gt = GwTilesOf(dm, num.gemm);
    int64_t direct_ld = 0;
    const bool direct = gt.nr == 1 && DirectOutput(gw, ACL_FLOAT, &direct_ld);
    if (!direct) ws.gw_partial = booking->Book<float>(SatMul(gt.nr, K, Cin, Cout));
    slot = std::max(slot, SatMul(Cout, f));  // StoreRows' row
    if (num.gemm == GemmType::kBF16) {
      std::set<std::tuple<int64_t, int64_t, int64_t, int64_t, bool>> seen;  // m, n, k, ldc, accumulate
      int64_t gemm = 0;
      // With many taps, every reduction block length (1 to kGwBlk) is planned for instead of
      // walking the taps (a superset of the shapes the run takes).
      const bool every_len = SatMul(K, gt.nci, gt.nco, gt.nr) > 4096;
      const int64_t n_iter = (every_len ? 1 : K) * gt.nci * gt.nco * gt.nr;
      for (int64_t t = 0; t < n_iter; ++t) {
        const int64_t rblk = t % gt.nr, co = (t / gt.nr) % gt.nco, ci = (t / (gt.nr * gt.nco)) % gt.nci,
                      k = t / (gt.nr * gt.nco * gt.nci);
        int64_t o_lo, o_hi;
        TapRows(dm, k, &o_lo, &o_hi);
        const int64_t rows_k = std::max<int64_t>(0, (o_hi - o_lo) * B);
        const int64_t q0 = std::min(rows_k, rblk * gt.rbk), q1 = std::min(rows_k, q0 + gt.rbk);
        const int64_t ci0 = ci * gt.cic, ci1 = std::min(Cin, ci0 + gt.cic), co0 = co * gt.coc, co1 = std::min(Cout, co0 + gt.coc);
        GemmShape s;
        s.m = ci1 - ci0;
        s.n = co1 - co0;
        s.trans_a = true;
        s.lda = X.ld;
        s.ldb = G.ld;
        s.ldc = direct ? direct_ld : Cout;
        // The reduction blocks: the first, the full ones after it and the remainder (the only
        // shapes the run's loop over q can take).
        const auto plan = [&](int64_t k_len, bool acc) {
          if (k_len <= 0) return;
          s.k = k_len;
          if (seen.emplace(s.m, s.n, s.k, s.ldc, acc).second)
            gemm = std::max<int64_t>(gemm, static_cast<int64_t>(GemmScratchBytes(num.gemm, s, acc, false)));
        };
        if (every_len) {
          for (int64_t len = 1; len <= kGwBlk; ++len) {
            plan(len, false);
            plan(len, true);
          }
          continue;
        }
        const int64_t len = q1 - q0;
        plan(std::min(kGwBlk, len), false);
        plan(len > kGwBlk ? kGwBlk : 0, true);
        plan(len > kGwBlk && len % kGwBlk != 0 ? len % kGwBlk : 0, true);
      }
      slot = std::max(slot, gemm);
    }
  }
  ws.slot = booking->BookPerThread<unsigned char>(slot);
  return ws;
}

aclnnStatus RunBackward(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& g, const TensorDesc& x,
                        const TensorDesc& w, const TensorDesc& gi, const TensorDesc& gw, const TensorDesc& gb,
                        const TbcWorkspace& ws, const RunContext& ctx) {
  const int64_t T = dm.T, B = dm.B, Cin = dm.Cin, K = dm.K, Cout = dm.Cout, pad = dm.pad, To = dm.To;
  const bool force_pack = AnyOverlap({&gi, &gw, &gb}, {&g, &x, &w}, ctx);
  if (force_pack != ws.force_pack)  // addresses rebound since phase 1
    return RunWithOwnWorkspace(
        ctx, [&](WorkspaceBooking* bk) { return BookBackward(dm, num, g, x, w, gi, gw, gb, ctx, bk); },
        [&](const TbcWorkspace& own, const RunContext& c2) { return RunBackward(dm, num, g, x, w, gi, gw, gb, own, c2); });

  // gradBias = column sums of the original self over (To, B): fixed row blocks, fp64 partials
  // combined in block order.
  float* const bias_out = ws.bias.Get(ctx);
  {
    const int64_t rows = To * B, rb = 1024, nb = CeilDiv(rows, rb);
    double* const part = ws.bias_part.Get(ctx);
    if (part != nullptr) std::fill(part, part + nb * Cout, 0.0);
    const unsigned char* gbase = DataOf(g, ctx);
    ParallelForSlots(nb, ws.team, [&](int64_t b0, int64_t b1, int64_t slot) {
      float* const buf = reinterpret_cast<float*>(ws.slot.Get(ctx, slot));  // Cout
      for (int64_t blk = b0; blk < b1; ++blk)
        for (int64_t r = blk * rb; r < std::min(rows, (blk + 1) * rb); ++r) {
          LoadOperandRow(g, gbase, r / B, r % B, Xform::kNone, buf);
          AccumulateF64(buf, part + blk * Cout, static_cast<size_t>(Cout));
        }
    });
    for (int64_t c = 0; c < Cout; ++c) {
      double s = 0;
      for (int64_t blk = 0; blk < nb; ++blk) s += part[blk * Cout + c];
      bias_out[c] = static_cast<float>(s);
    }
    RoundThrough(bias_out, static_cast<size_t>(Cout), g.dtype);  // reduced in self's dtype (§8.3)
  }

  const bool need_gi = T * B * Cin > 0, need_gw = K * Cin * Cout > 0;
  const bool wino_gi = need_gi && !force_pack && UseWinograd(dm, num, T * B);
  const bool wino_gw = need_gw && !force_pack && UseWinograd(dm, num, To * B);
  const bool use_w = need_gi && K > 0 && !wino_gi, use_x = need_gw && T > 0 && !wino_gw;
  Panel G, X, W;
  if (use_w || use_x) MakePanel(g, ctx, num, true, force_pack, &G, ws.panel[0].Get(ctx), ws);
  if (use_w) MakePanel(w, ctx, num, false, force_pack, &W, ws.panel[1].Get(ctx), ws);
  if (use_x) MakePanel(x, ctx, num, true, force_pack, &X, ws.panel[2].Get(ctx), ws);

  if (wino_gi) {
    Correlation c;
    c.in = &g;
    c.t_in = To;
    c.shift = K - 1 - pad;
    c.flip = true;
    c.out = &gi;
    c.t_out = T;
    WinogradCorrelate(dm, num, w, c, ws, ctx);
  }
  if (wino_gw) WinogradWeightGrad(dm, num, x, g, gw, ws, ctx);

  // gradInput rows [(o_lo+k-pad)B, (o_hi+k-pad)B) += G_k W_k^T, per fixed tile of gradInput.
  if (need_gi && !wino_gi) {
    unsigned char* base = DataOf(gi, ctx);
    TiledTapProduct(
        T * B, Cin, gi, base, num.kernel_out,
        [&](float* row, int64_t c0, int64_t c1) { std::memset(row, 0, sizeof(float) * (c1 - c0)); },
        use_w && num.gemm == GemmType::kBF16 ? K : 0,
        [&](int64_t k, int64_t c0, int64_t c1, int64_t m, void* mem) {
          return PackBInto(num.gemm, InputTapShape(dm, G, W, m, c0, c1), W.At(k, c0, 0), mem);
        },
        [&](int64_t r0, int64_t r1, int64_t c0, int64_t c1, float* acc, int64_t ldc, const auto& packed,
            const GemmScratch& scratch) {
          for (int64_t k = 0; k < K; ++k) {
            int64_t a0, a1, shift;  // input row = self row + shift
            InputTapSpan(dm, k, r0, r1, &a0, &a1, &shift);
            if (a1 <= a0) continue;
            GemmShape s = InputTapShape(dm, G, W, a1 - a0, c0, c1);
            s.ldc = ldc;
            Gemm(num.gemm, s, G.Row(a0 - shift), W.At(k, c0, 0), acc + (a0 - r0) * ldc, true, packed(k, c0), scratch);
          }
        },
        ws, ctx);
  }

  // gradWeight[k] = X_k^T G_k on fixed tiles (GwTilesOf).
  if (need_gw && !wino_gw) {
    const GwTiles gt = GwTilesOf(dm, num.gemm);
    const int64_t nci = gt.nci, nco = gt.nco, nr = gt.nr, cic = gt.cic, coc = gt.coc, rbk = gt.rbk;
    unsigned char* base = DataOf(gw, ctx);
    int64_t direct_ld = 0;
    const bool direct = nr == 1 && DirectOutput(gw, ACL_FLOAT, &direct_ld);
    const int64_t plane = K * Cin * Cout;
    // Every element of every partial plane is written by exactly one task: no initialisation.
    float* const scratch = direct ? nullptr : ws.gw_partial.Get(ctx);
    const int64_t ld_out = direct ? direct_ld : Cout;
    ParallelForSlots(K * nci * nco * nr, ws.team, [&](int64_t t0, int64_t t1, int64_t slot) {
      const GemmScratch gs{ws.slot.Get(ctx, slot), static_cast<size_t>(ws.slot.slot_bytes)};
      for (int64_t t = t0; t < t1; ++t) {
        const int64_t rblk = t % nr, co = (t / nr) % nco, ci = (t / (nr * nco)) % nci, k = t / (nr * nco * nci);
        int64_t o_lo, o_hi;
        TapRows(dm, k, &o_lo, &o_hi);
        const int64_t rows_k = std::max<int64_t>(0, (o_hi - o_lo) * B);
        const int64_t q0 = std::min(rows_k, rblk * rbk), q1 = std::min(rows_k, q0 + rbk);
        const int64_t ci0 = ci * cic, ci1 = std::min(Cin, ci0 + cic), co0 = co * coc, co1 = std::min(Cout, co0 + coc);
        GemmShape s;
        s.m = ci1 - ci0;
        s.n = co1 - co0;
        s.k = q1 - q0;
        s.trans_a = true;
        s.lda = X.ld;
        s.ldb = G.ld;
        s.ldc = ld_out;
        float* c = direct ? reinterpret_cast<float*>(base) + (k * Cin + ci0) * direct_ld + co0
                          : scratch + rblk * plane + (k * Cin + ci0) * Cout + co0;
        const int64_t xr = (o_lo + k - pad) * B + q0, gr = o_lo * B + q0;
        if (num.gemm == GemmType::kF32 || s.k == 0) {
          Gemm(num.gemm, s, s.k > 0 ? X.Row(xr, ci0) : nullptr, s.k > 0 ? G.Row(gr, co0) : nullptr, c, false,
               PackedView{}, gs);
          continue;
        }
        // bf16: the reduction in fixed blocks of kGwBlk rows accumulated in order.
        for (int64_t q = 0; q < s.k; q += kGwBlk) {
          GemmShape bs = s;
          bs.k = std::min(kGwBlk, s.k - q);
          Gemm(num.gemm, bs, X.Row(xr + q, ci0), G.Row(gr + q, co0), c, q > 0, PackedView{}, gs);
        }
      }
    });
    if (!direct) {
      if (nr > 1)
        ParallelForBlocks(plane, 65536, [&](int64_t i0, int64_t i1) {
          for (int64_t rb = 1; rb < nr; ++rb)
            for (int64_t i = i0; i < i1; ++i) scratch[i] += scratch[rb * plane + i];
        });
      ParallelForBlocksSlots(K * Cin, std::max<int64_t>(1, 16384 / Cout), ws.team, [&](int64_t r0, int64_t r1, int64_t slot) {
        StoreRows(scratch + r0 * Cout, Cout, r0, r1, 0, Cout, gw, base, ACL_FLOAT,
                  reinterpret_cast<float*>(ws.slot.Get(ctx, slot)));
      });
    }
  }

  if (Cout > 0) StoreF32(bias_out, DataOf(gb, ctx), gb.dtype, gb.s[0], static_cast<size_t>(Cout));
  return ACLNN_SUCCESS;
}

}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu
