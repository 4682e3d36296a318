// ConvTbc engine: operand panels (converted once, operand rounding of §7 applied on the panels),
// per-tap GEMMs on fixed tiles, rounding chain of §8.3 in the epilogue.
#include "ops/conv_tbc/tbc.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <vector>

#include "core/convert.h"
#include "core/dtype.h"
#include "core/parallel.h"
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
  return static_cast<unsigned char*>(ctx.data[static_cast<size_t>(t.index)]) +
         t.offset * static_cast<int64_t>(ElementSize(t.dtype));
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
               unsigned char* obase, aclDataType kernel_out) {
  const size_t n = static_cast<size_t>(c1 - c0), es = ElementSize(o.dtype);
  const bool round = kernel_out != o.dtype;  // only then is a rounded copy of the row needed
  std::vector<float> tmp(round ? n : 0);
  for (int64_t r = r0; r < r1; ++r) {
    const float* row = acc + (r - r0) * acc_ld;
    if (round) {
      std::memcpy(tmp.data(), row, n * sizeof(float));
      RoundThrough(tmp.data(), n, kernel_out);
      row = tmp.data();
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
  std::unique_ptr<float[]> own32;  // uninitialised: every element is written by the packing
  std::unique_ptr<uint16_t[]> own16;
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

void MakePanel(const TensorDesc& t, const RunContext& ctx, const TbcNumerics& num, bool flat, bool force_pack,
               Panel* p) {
  const aclDataType gdt = num.gemm == GemmType::kF32 ? ACL_FLOAT : ACL_BF16;
  p->es = num.gemm == GemmType::kF32 ? 4 : 2;
  const unsigned char* src = DataOf(t, ctx);
  if (!force_pack && num.xform == Xform::kNone && t.dtype == gdt && InPlaceLayout(t, flat, &p->s0, &p->ld)) {
    p->base = src;
    return;
  }
  const int64_t d1 = t.d[1], cols = t.d[2], rows = t.d[0] * t.d[1];
  p->ld = std::max<int64_t>(cols, 1);
  p->s0 = d1 * p->ld;
  if (num.gemm == GemmType::kF32) {
    p->own32.reset(new float[static_cast<size_t>(rows * cols)]);
    p->base = reinterpret_cast<const unsigned char*>(p->own32.get());
  } else {
    p->own16.reset(new uint16_t[static_cast<size_t>(rows * cols)]);
    p->base = reinterpret_cast<const unsigned char*>(p->own16.get());
  }
  const int64_t grain = std::max<int64_t>(1, 16384 / std::max<int64_t>(cols, 1));
  ParallelForBlocks(rows, grain, [&](int64_t r0, int64_t r1) {
    std::vector<float> buf(num.gemm == GemmType::kF32 ? 0 : static_cast<size_t>(cols));
    for (int64_t r = r0; r < r1; ++r) {
      float* dst = num.gemm == GemmType::kF32 ? p->own32.get() + r * cols : buf.data();
      LoadOperandRow(t, src, r / d1, r % d1, num.xform, dst);
      if (num.gemm == GemmType::kBF16) F32ToBf16Array(dst, p->own16.get() + r * cols, static_cast<size_t>(cols));
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

// out[r, c] for rows = d0*d1 of a tiled "sum over taps" product (forward and gradInput).
// tap(k, a0, a1, acc_rows, c0, c1, ldc) adds tap k's contribution to rows [a0, a1).
// pack(k, c0, c1, m) makes tap k's PackedB for output columns [c0, c1) and tiles of m rows;
// taps(...) gets packed(k, c0) to pass to Gemm.
template <class InitFn, class PackFn, class TapFn>
void TiledTapProduct(int64_t rows, int64_t n, const TensorDesc& out, unsigned char* obase, aclDataType kernel_out,
                     InitFn init, int64_t n_taps, PackFn pack, TapFn taps) {
  if (rows <= 0 || n <= 0) return;
  int64_t direct_ld = 0;
  const bool direct = DirectOutput(out, kernel_out, &direct_ld);
  const int64_t rc = RowChunk(rows), nrc = CeilDiv(rows, rc), cc = ColChunk(nrc, n), ncc = CeilDiv(n, cc);
  // Each tap's weights per column chunk, bf16: reordered once for all row tiles (core/gemm.h).
  std::vector<PackedB> packs;
  if (nrc > 1 && n_taps > 0) {
    packs.resize(static_cast<size_t>(n_taps * ncc));
    ParallelFor(n_taps * ncc, [&](int64_t i0, int64_t i1) {
      for (int64_t i = i0; i < i1; ++i) {
        const int64_t k = i / ncc, j = i % ncc;
        packs[static_cast<size_t>(i)] = pack(k, j * cc, std::min(n, (j + 1) * cc), rc);
      }
    });
  }
  auto packed = [&](int64_t k, int64_t c0) {
    return packs.empty() ? nullptr : &packs[static_cast<size_t>(k * ncc + c0 / cc)];
  };
  ParallelFor(nrc * ncc, [&](int64_t t0, int64_t t1) {
    std::vector<float> local;
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t r0 = (t / ncc) * rc, r1 = std::min(rows, r0 + rc);
      const int64_t c0 = (t % ncc) * cc, c1 = std::min(n, c0 + cc);
      float* acc;
      int64_t ldc;
      if (direct) {
        acc = reinterpret_cast<float*>(obase) + r0 * direct_ld + c0;
        ldc = direct_ld;
      } else {
        local.resize(static_cast<size_t>((r1 - r0) * (c1 - c0)));
        acc = local.data();
        ldc = c1 - c0;
      }
      for (int64_t r = r0; r < r1; ++r) init(acc + (r - r0) * ldc, c0, c1);
      taps(r0, r1, c0, c1, acc, ldc, packed);
      if (!direct) StoreRows(acc, ldc, r0, r1, c0, c1, out, obase, kernel_out);
    }
  });
}

}  // namespace

aclnnStatus RunForward(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& x, const TensorDesc& w,
                       const TensorDesc& bias, const TensorDesc& out, const RunContext& ctx) {
  const int64_t rows = dm.To * dm.B, n = dm.Cout;
  if (rows == 0 || n == 0) return ACLNN_SUCCESS;
  std::vector<float> b(static_cast<size_t>(n));
  LoadF32(DataOf(bias, ctx), bias.dtype, bias.s[0], b.data(), b.size());
  const bool compute = dm.T > 0 && dm.Cin > 0 && dm.K > 0;
  const bool force_pack = AnyOverlap({&out}, {&x, &w, &bias}, ctx);
  if (compute && !force_pack && UseWinograd(dm, num, rows)) {
    Correlation c;
    c.in = &x;
    c.t_in = dm.T;
    c.shift = dm.pad;
    c.init = b.data();
    c.out = &out;
    c.t_out = dm.To;
    WinogradCorrelate(dm, num, w, c, ctx);
    return ACLNN_SUCCESS;
  }
  Panel X, W;
  if (compute) {
    MakePanel(x, ctx, num, true, force_pack, &X);
    MakePanel(w, ctx, num, false, force_pack, &W);
  }
  unsigned char* obase = DataOf(out, ctx);
  // Tap k's product for output columns [c0, c1): m rows of X times W_k's columns.
  auto tap_shape = [&](int64_t m, int64_t c0, int64_t c1) {
    GemmShape s;
    s.m = m;
    s.n = c1 - c0;
    s.k = dm.Cin;
    s.lda = X.ld;
    s.ldb = W.ld;
    return s;
  };
  TiledTapProduct(
      rows, n, out, obase, num.kernel_out,
      [&](float* row, int64_t c0, int64_t c1) { std::memcpy(row, b.data() + c0, sizeof(float) * (c1 - c0)); },
      compute && num.gemm == GemmType::kBF16 ? dm.K : 0,
      [&](int64_t k, int64_t c0, int64_t c1, int64_t m) {
        return PackedB(num.gemm, tap_shape(m, c0, c1), W.At(k, 0, c0));
      },
      [&](int64_t r0, int64_t r1, int64_t c0, int64_t c1, float* acc, int64_t ldc, const auto& packed) {
        if (!compute) return;
        for (int64_t k = 0; k < dm.K; ++k) {
          const int64_t lo = std::max<int64_t>(0, dm.pad - k), hi = std::min(dm.To, dm.T + dm.pad - k);
          const int64_t a0 = std::max(r0, lo * dm.B), a1 = std::min(r1, hi * dm.B);
          if (a1 <= a0) continue;
          GemmShape s = tap_shape(a1 - a0, c0, c1);
          s.ldc = ldc;
          Gemm(num.gemm, s, X.Row(a0 + (k - dm.pad) * dm.B), W.At(k, 0, c0), acc + (a0 - r0) * ldc, true,
               packed(k, c0));
        }
      });
  return ACLNN_SUCCESS;
}

aclnnStatus RunBackward(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& g, const TensorDesc& x,
                        const TensorDesc& w, const TensorDesc& gi, const TensorDesc& gw, const TensorDesc& gb,
                        const RunContext& ctx) {
  const int64_t T = dm.T, B = dm.B, Cin = dm.Cin, K = dm.K, Cout = dm.Cout, pad = dm.pad, To = dm.To;
  const bool force_pack = AnyOverlap({&gi, &gw, &gb}, {&g, &x, &w}, ctx);

  // gradBias = column sums of the original self over (To, B): fixed row blocks, fp64 partials
  // combined in block order.
  std::vector<float> bias_out(static_cast<size_t>(Cout));
  {
    const int64_t rows = To * B, rb = 1024, nb = CeilDiv(rows, rb);
    std::vector<double> part(static_cast<size_t>(nb * Cout), 0.0);
    const unsigned char* gbase = DataOf(g, ctx);
    ParallelFor(nb, [&](int64_t b0, int64_t b1) {
      std::vector<float> buf(static_cast<size_t>(Cout));
      for (int64_t blk = b0; blk < b1; ++blk)
        for (int64_t r = blk * rb; r < std::min(rows, (blk + 1) * rb); ++r) {
          LoadOperandRow(g, gbase, r / B, r % B, Xform::kNone, buf.data());
          AccumulateF64(buf.data(), part.data() + blk * Cout, buf.size());
        }
    });
    for (int64_t c = 0; c < Cout; ++c) {
      double s = 0;
      for (int64_t blk = 0; blk < nb; ++blk) s += part[static_cast<size_t>(blk * Cout + c)];
      bias_out[static_cast<size_t>(c)] = static_cast<float>(s);
    }
    RoundThrough(bias_out.data(), bias_out.size(), g.dtype);  // reduced in self's dtype (§8.3)
  }

  const bool need_gi = T * B * Cin > 0, need_gw = K * Cin * Cout > 0;
  const bool wino_gi = need_gi && !force_pack && UseWinograd(dm, num, T * B);
  const bool wino_gw = need_gw && !force_pack && UseWinograd(dm, num, To * B);
  const bool use_w = need_gi && K > 0 && !wino_gi, use_x = need_gw && T > 0 && !wino_gw;
  Panel G, X, W;
  if (use_w || use_x) MakePanel(g, ctx, num, true, force_pack, &G);
  if (use_w) MakePanel(w, ctx, num, false, force_pack, &W);
  if (use_x) MakePanel(x, ctx, num, true, force_pack, &X);

  auto tap_rows = [&](int64_t k, int64_t* o_lo, int64_t* o_hi) {
    *o_lo = std::max<int64_t>(0, pad - k);
    *o_hi = std::min(To, T + pad - k);
  };

  if (wino_gi) {
    Correlation c;
    c.in = &g;
    c.t_in = To;
    c.shift = K - 1 - pad;
    c.flip = true;
    c.out = &gi;
    c.t_out = T;
    WinogradCorrelate(dm, num, w, c, ctx);
  }
  if (wino_gw) WinogradWeightGrad(dm, num, x, g, gw, ctx);

  // gradInput rows [(o_lo+k-pad)B, (o_hi+k-pad)B) += G_k W_k^T, per fixed tile of gradInput.
  if (need_gi && !wino_gi) {
    unsigned char* base = DataOf(gi, ctx);
    // Tap k's product for gradInput columns [c0, c1): m rows of G times W_k^T's columns.
    auto tap_shape = [&](int64_t m, int64_t c0, int64_t c1) {
      GemmShape s;
      s.m = m;
      s.n = c1 - c0;
      s.k = Cout;
      s.trans_b = true;
      s.lda = G.ld;
      s.ldb = W.ld;
      return s;
    };
    TiledTapProduct(
        T * B, Cin, gi, base, num.kernel_out,
        [&](float* row, int64_t c0, int64_t c1) { std::memset(row, 0, sizeof(float) * (c1 - c0)); },
        use_w && num.gemm == GemmType::kBF16 ? K : 0,
        [&](int64_t k, int64_t c0, int64_t c1, int64_t m) {
          return PackedB(num.gemm, tap_shape(m, c0, c1), W.At(k, c0, 0));
        },
        [&](int64_t r0, int64_t r1, int64_t c0, int64_t c1, float* acc, int64_t ldc, const auto& packed) {
          for (int64_t k = 0; k < K; ++k) {
            int64_t o_lo, o_hi;
            tap_rows(k, &o_lo, &o_hi);
            const int64_t shift = (k - pad) * B;  // input row = self row + shift
            const int64_t a0 = std::max(r0, o_lo * B + shift), a1 = std::min(r1, o_hi * B + shift);
            if (a1 <= a0) continue;
            GemmShape s = tap_shape(a1 - a0, c0, c1);
            s.ldc = ldc;
            Gemm(num.gemm, s, G.Row(a0 - shift), W.At(k, c0, 0), acc + (a0 - r0) * ldc, true, packed(k, c0));
          }
        });
  }

  // gradWeight[k] = X_k^T G_k: tiles (k, Cin chunk, Cout chunk, reduction block), all fixed by the
  // shape; reduction blocks (only for small Cin x Cout) are combined in block order.
  if (need_gw && !wino_gw) {
    int64_t max_rows = 0;
    for (int64_t k = 0; k < K; ++k) {
      int64_t lo, hi;
      tap_rows(k, &lo, &hi);
      max_rows = std::max(max_rows, (hi - lo) * B);
    }
    int64_t nci = 1, nco = 1, nr = 1;
    const bool bf16 = num.gemm == GemmType::kBF16;
    while (K * nci * nco * nr < (bf16 ? 6 : 8)) {
      if (bf16 && max_rows / nr >= 8192) nr *= 2;
      else if (Cin / nci >= 128) nci *= 2;
      else if (Cout / nco >= 128 && (num.gemm == GemmType::kF32 || Cout / nco > 1024)) nco *= 2;
      else if (max_rows / nr >= 4096) nr *= 2;
      else break;
    }
    const int64_t cic = CeilDiv(Cin, nci), coc = CeilDiv(Cout, nco), rbk = std::max<int64_t>(1, CeilDiv(max_rows, nr));
    nci = CeilDiv(Cin, cic);
    nco = CeilDiv(Cout, coc);
    unsigned char* base = DataOf(gw, ctx);
    int64_t direct_ld = 0;
    const bool direct = nr == 1 && DirectOutput(gw, ACL_FLOAT, &direct_ld);
    const int64_t plane = K * Cin * Cout;
    // Every element of every partial plane is written by exactly one task: no initialisation.
    std::unique_ptr<float[]> scratch(direct ? nullptr : new float[static_cast<size_t>(nr * plane)]);
    const int64_t ld_out = direct ? direct_ld : Cout;
    ParallelFor(K * nci * nco * nr, [&](int64_t t0, int64_t t1) {
      for (int64_t t = t0; t < t1; ++t) {
        const int64_t rblk = t % nr, co = (t / nr) % nco, ci = (t / (nr * nco)) % nci, k = t / (nr * nco * nci);
        int64_t o_lo, o_hi;
        tap_rows(k, &o_lo, &o_hi);
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
                          : scratch.get() + rblk * plane + (k * Cin + ci0) * Cout + co0;
        const int64_t xr = (o_lo + k - pad) * B + q0, gr = o_lo * B + q0;
        if (num.gemm == GemmType::kF32 || s.k == 0) {
          Gemm(num.gemm, s, s.k > 0 ? X.Row(xr, ci0) : nullptr, s.k > 0 ? G.Row(gr, co0) : nullptr, c, false);
          continue;
        }
        // bf16: oneDNN's AMX matmul slows down on long reductions, so the reduction runs in
        // fixed blocks of kBlk rows accumulated in order (a Cin slice is packed densely by the seam).
        constexpr int64_t kBlk = 512;
        for (int64_t q = 0; q < s.k; q += kBlk) {
          GemmShape bs = s;
          bs.k = std::min(kBlk, s.k - q);
          Gemm(num.gemm, bs, X.Row(xr + q, ci0), G.Row(gr + q, co0), c, q > 0);
        }
      }
    });
    if (!direct) {
      if (nr > 1)
        ParallelForBlocks(plane, 65536, [&](int64_t i0, int64_t i1) {
          for (int64_t rb = 1; rb < nr; ++rb)
            for (int64_t i = i0; i < i1; ++i) scratch[static_cast<size_t>(i)] += scratch[static_cast<size_t>(rb * plane + i)];
        });
      ParallelForBlocks(K * Cin, std::max<int64_t>(1, 16384 / Cout), [&](int64_t r0, int64_t r1) {
        StoreRows(scratch.get() + r0 * Cout, Cout, r0, r1, 0, Cout, gw, base, ACL_FLOAT);
      });
    }
  }

  if (Cout > 0) StoreF32(bias_out.data(), DataOf(gb, ctx), gb.dtype, gb.s[0], bias_out.size());
  return ACLNN_SUCCESS;
}

}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu
