// Winograd F(m, K) for the TBC correlations (see winograd.h).
//
// Toom-Cook on the points a = {0, 1, -1, 2, -2} and infinity (n = 6): for a filter g of K taps and
// a data tile d of 6 values, the m = 7 - K correlation outputs are
//   y[i] = sum_p Em[p][i] * (Ek g)[p] * (C^T d)[p]
// where Ek / Em evaluate a polynomial of K / m coefficients at the points (row "infinity" picks the
// leading coefficient) and C interpolates a degree-5 product from its 6 values. Each row p of C^T
// is scaled by the smallest s[p] that makes it integral (BT = diag(s) C^T) and 1 / s[p] moves to
// the small side: the weights for a correlation, the 6 product sums for gradWeight. The matrices
// are derived once in fp64.
#include "ops/conv_tbc/winograd.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <memory>
#include <vector>

#include "core/convert.h"
#include "core/dtype.h"
#include "core/gemm.h"
#include "core/parallel.h"
#include "core/size_math.h"
#include "ops/conv_tbc/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace conv_tbc {
namespace {

constexpr int kN = 6;              // transform points
constexpr int64_t kMaxK = 5;       // most taps of one F(7 - K, K)
constexpr int64_t kChunkRows = 2048;  // most rows (tiles x batch) transformed per pass

struct Wino {
  int K = 0, m = 0;
  double bt[kN][kN] = {};  // integral data transform
  double ek[kN][kN] = {};  // Ek[p][j], j < K
  double em[kN][kN] = {};  // Em[p][i], i < m
  double s[kN] = {};       // row scales of BT
};

Wino Build(int K) {
  const double a[kN - 1] = {0, 1, -1, 2, -2};
  Wino w;
  w.K = K;
  w.m = kN - K + 1;
  // Inverse of the 5 x 5 Vandermonde matrix V[i][j] = a_i^j by Gauss-Jordan (partial pivoting).
  double v[kN - 1][2 * (kN - 1)] = {};
  for (int i = 0; i < kN - 1; ++i)
    for (int j = 0; j < kN - 1; ++j) {
      v[i][j] = std::pow(a[i], j);
      v[i][kN - 1 + j] = i == j ? 1.0 : 0.0;
    }
  for (int c = 0; c < kN - 1; ++c) {
    int piv = c;
    for (int r = c + 1; r < kN - 1; ++r)
      if (std::fabs(v[r][c]) > std::fabs(v[piv][c])) piv = r;
    for (int j = 0; j < 2 * (kN - 1); ++j) std::swap(v[c][j], v[piv][j]);
    const double d = v[c][c];
    for (int j = 0; j < 2 * (kN - 1); ++j) v[c][j] /= d;
    for (int r = 0; r < kN - 1; ++r) {
      if (r == c) continue;
      const double f = v[r][c];
      for (int j = 0; j < 2 * (kN - 1); ++j) v[r][j] -= f * v[c][j];
    }
  }
  // C: coefficients of the product from its values at the 5 points and its leading coefficient.
  double c[kN][kN] = {};
  for (int i = 0; i < kN - 1; ++i) {
    double lead = 0;
    for (int j = 0; j < kN - 1; ++j) {
      c[i][j] = v[i][kN - 1 + j];
      lead += c[i][j] * std::pow(a[j], kN - 1);
    }
    c[i][kN - 1] = -lead;
  }
  c[kN - 1][kN - 1] = 1;
  for (int p = 0; p < kN; ++p) {
    double s = 1;
    for (int cand = 1; cand <= 10000; ++cand) {
      bool integral = true;
      for (int q = 0; q < kN && integral; ++q) integral = std::fabs(cand * c[q][p] - std::round(cand * c[q][p])) < 1e-9;
      if (integral) {
        s = cand;
        break;
      }
    }
    w.s[p] = s;
    for (int q = 0; q < kN; ++q) w.bt[p][q] = std::round(s * c[q][p]);
    for (int j = 0; j < K; ++j) w.ek[p][j] = p < kN - 1 ? std::pow(a[p], j) : (j == K - 1 ? 1.0 : 0.0);
    for (int i = 0; i < w.m; ++i) w.em[p][i] = p < kN - 1 ? std::pow(a[p], i) : (i == w.m - 1 ? 1.0 : 0.0);
  }
  return w;
}

const Wino& WinoFor(int64_t K) {
  static const std::array<Wino, 6> table = [] {
    std::array<Wino, 6> t{};
    for (int k = 2; k <= 5; ++k) t[static_cast<size_t>(k)] = Build(k);
    return t;
  }();
  return table[static_cast<size_t>(K)];
}

// Linear combination rows: out_p = sum_q coef[p][q] * src_q over the nonzero coefficients.
struct Combo {
  int terms = 0;
  int src[kN] = {};
  float coef[kN] = {};
};
template <class Coef>
std::array<Combo, kN> Combos(int width, Coef coef) {
  std::array<Combo, kN> out{};
  for (int p = 0; p < kN; ++p)
    for (int q = 0; q < width; ++q) {
      const double v = coef(p, q);
      if (v == 0) continue;
      Combo& cb = out[static_cast<size_t>(p)];
      cb.src[cb.terms] = q;
      cb.coef[cb.terms] = static_cast<float>(v);
      ++cb.terms;
    }
  return out;
}

// Rows (q, b) of one chunk: for each p, plane p row r = combination of the `width` input rows
// in[q*m + s - shift, b, :] (zero outside [0, t_in)), s < width. plane = rows of a plane x C.
void TransformRows(const TensorDesc& in, const unsigned char* base, Xform xf, int64_t t_in, int64_t shift, int64_t m,
                   int width, const std::array<Combo, kN>& combos, int64_t q0, int64_t rows, int64_t B, int64_t C,
                   float* planes, int64_t plane, const TbcWorkspace& ws, const RunContext& ctx) {
  ParallelForBlocksSlots(rows, 16, ws.team, [&](int64_t r0, int64_t r1, int64_t slot) {
    float* const d = reinterpret_cast<float*>(ws.slot.Get(ctx, slot));  // width x C
    for (int64_t r = r0; r < r1; ++r) {
      const int64_t q = q0 + r / B, b = r % B;
      for (int s = 0; s < width; ++s) {
        float* row = d + s * C;
        const int64_t t = q * m + s - shift;
        if (t < 0 || t >= t_in) {
          std::memset(row, 0, sizeof(float) * static_cast<size_t>(C));
          continue;
        }
        LoadOperandRow(in, base, t, b, xf, row);
      }
      for (int p = 0; p < kN; ++p) {
        const Combo& cb = combos[static_cast<size_t>(p)];
        const float* src[kN];
        for (int i = 0; i < cb.terms; ++i) src[i] = d + cb.src[i] * C;
        LinearCombination(src, cb.coef, cb.terms, planes + p * plane + r * C, static_cast<size_t>(C));
      }
    }
  });
}

// Tiles per pass: at most kChunkRows rows and a quarter of the tiles, so the transformed operands of
// a pass (6 planes for m = 7 - K rows each, twice) stay below one copy of the tensor they come from.
int64_t ChunkTiles(int64_t tiles, int64_t B) {
  return std::max<int64_t>(1, std::min(kChunkRows / std::max<int64_t>(B, 1), CeilDiv(tiles, 4)));
}

// Rows of one transformed plane of a pass over t_out outputs with m per tile.
int64_t PlaneRows(int64_t t_out, int64_t m, int64_t B) {
  const int64_t Q = CeilDiv(t_out, m);
  return std::min(Q, ChunkTiles(Q, B)) * B;
}

}  // namespace

bool UseWinograd(const TbcDims& dm, const TbcNumerics& num, int64_t rows) {
  // rows >= K max(Cin, Cout) / 4: the transforms of the weights (6 Cin Cout) stay a small part of
  // the work. (A bound of 2 K max(Cin, Cout) left T256 B16 C512 K5, rows = 4096, on the slower
  // direct method; docs/performance.md.)
  return num.gemm == GemmType::kF32 && dm.K >= 2 && dm.K <= 2 * kMaxK && dm.Cin >= 64 && dm.Cout >= 64 && rows >= 1024 &&
         4 * rows >= dm.K * std::max(dm.Cin, dm.Cout);
}

namespace {
// The taps [j0, j0 + kp) of the correlation c (kp <= kMaxK). accumulate: add to the fp32 output
// instead of writing init + the sum.
void CorrelatePart(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& w, const Correlation& c, int64_t j0,
                   int64_t kp, bool accumulate, const TbcWorkspace& ws, const RunContext& ctx) {
  const Wino& wn = WinoFor(kp);
  const int64_t K = dm.K, B = dm.B, m = wn.m, Cin = dm.Cin, Cout = dm.Cout, shift = c.shift - j0;
  const int64_t ic = c.flip ? Cout : Cin, oc = c.flip ? Cin : Cout;
  if (c.t_out <= 0 || B <= 0) return;

  // U[p] = sum_j Ek[p][j] / s[p] * F_(j0 + j), kept in w's (Cin, Cout) layout; fp64 sums of kp
  // terms. Only this part's taps are loaded.
  float* const U = ws.wino[0].Get(ctx);  // kN x Cin x Cout
  {
    const unsigned char* wb = DataOf(w, ctx);
    ParallelForBlocksSlots(Cin, 8, ws.team, [&](int64_t c0, int64_t c1, int64_t slot) {
      float* const taps = reinterpret_cast<float*>(ws.slot.Get(ctx, slot));  // row j: F_(j0 + j), kp x Cout
      for (int64_t ci = c0; ci < c1; ++ci) {
        for (int64_t j = 0; j < kp; ++j)
          LoadOperandRow(w, wb, c.flip ? K - 1 - (j0 + j) : j0 + j, ci, num.xform, taps + j * Cout);
        for (int p = 0; p < kN; ++p) {
          float* u = U + (p * Cin + ci) * Cout;
          for (int64_t co = 0; co < Cout; ++co) {
            double acc = 0;
            for (int64_t j = 0; j < kp; ++j) acc += wn.ek[p][j] * taps[j * Cout + co];
            u[co] = static_cast<float>(acc / wn.s[p]);
          }
        }
      }
    });
  }

  const auto bt = Combos(kN, [&](int p, int q) { return wn.bt[p][q]; });
  const auto at = Combos(kN, [&](int i, int p) { return i < m ? wn.em[p][i] : 0.0; });  // row i = output i
  const int64_t Q = CeilDiv(c.t_out, m), qc = ChunkTiles(Q, B), plane_rows = std::min(Q, qc) * B;
  float* const V = ws.wino[1].Get(ctx);  // kN x plane_rows x ic
  float* const M = ws.wino[2].Get(ctx);  // kN x plane_rows x oc
  const unsigned char* ib = DataOf(*c.in, ctx);
  unsigned char* ob = DataOf(*c.out, ctx);
  for (int64_t q0 = 0; q0 < Q; q0 += qc) {
    const int64_t rows = (std::min(Q, q0 + qc) - q0) * B;
    TransformRows(*c.in, ib, num.xform, c.t_in, shift, m, kN, bt, q0, rows, B, ic, V, plane_rows * ic, ws, ctx);
    for (int p = 0; p < kN; ++p) {
      GemmShape s;
      s.m = rows;
      s.n = oc;
      s.k = ic;
      s.trans_b = c.flip;
      s.lda = ic;
      s.ldb = Cout;
      s.ldc = oc;
      GemmParallel(GemmType::kF32, s, V + p * plane_rows * ic, U + p * Cin * Cout, M + p * plane_rows * oc, false);
    }
    ParallelForBlocksSlots(rows, 16, ws.team, [&](int64_t r0, int64_t r1, int64_t slot) {
      // acc, prev and StoreRows' row: 3 x oc floats of this thread's slot.
      float* const acc = reinterpret_cast<float*>(ws.slot.Get(ctx, slot));
      float* const prev = acc + oc;
      float* const tmp = prev + oc;
      const TensorDesc& o = *c.out;
      for (int64_t r = r0; r < r1; ++r) {
        const int64_t q = q0 + r / B, b = r % B;
        for (int64_t i = 0; i < m && q * m + i < c.t_out; ++i) {
          const int64_t orow = (q * m + i) * B + b;
          // An output whose window holds only padding is init exactly (the transform would leave
          // rounding noise of its tile neighbours there); added to a previous part, it adds nothing.
          const int64_t first = q * m + i - shift;
          if (first + kp <= 0 || first >= c.t_in) {
            if (accumulate) continue;
            if (c.init != nullptr) std::memcpy(acc, c.init, sizeof(float) * static_cast<size_t>(oc));
            else std::fill(acc, acc + oc, 0.0f);
          } else {
            const Combo& cb = at[static_cast<size_t>(i)];
            const float* src[kN];
            for (int t = 0; t < cb.terms; ++t) src[t] = M + cb.src[t] * plane_rows * oc + r * oc;
            LinearCombination(src, cb.coef, cb.terms, acc, static_cast<size_t>(oc));
            const float* add = c.init;
            if (accumulate) {
              LoadOperandRow(o, ob, orow / o.d[1], orow % o.d[1], Xform::kNone, prev);
              add = prev;
            }
            if (add != nullptr)
              for (int64_t j = 0; j < oc; ++j) acc[j] += add[j];
          }
          StoreRows(acc, oc, orow, orow + 1, 0, oc, *c.out, ob, num.kernel_out, tmp);
        }
      }
    });
  }
}

}  // namespace

int64_t BookCorrelate(const TbcDims& dm, const Correlation& c, TbcWorkspace* ws, WorkspaceBooking* booking) {
  const int64_t B = dm.B, ic = c.flip ? dm.Cout : dm.Cin, oc = c.flip ? dm.Cin : dm.Cout;
  const int64_t k1 = dm.K <= kMaxK ? dm.K : (dm.K + 1) / 2, k2 = dm.K <= kMaxK ? dm.K : dm.K / 2;
  const int64_t plane_rows = std::max(PlaneRows(c.t_out, kN - k1 + 1, B), PlaneRows(c.t_out, kN - k2 + 1, B));
  ws->wino[0] = booking->Book<float>(SatMul(kN, dm.Cin, dm.Cout));
  ws->wino[1] = booking->Book<float>(SatMul(kN, plane_rows, ic));
  ws->wino[2] = booking->Book<float>(SatMul(kN, plane_rows, oc));
  if (dm.K > kMaxK) ws->wino[3] = booking->Book<float>(SatMul(c.t_out, B, oc));
  // Per thread: k1 weight rows, kN transform rows, or three output rows (floats).
  return SatMul(static_cast<int64_t>(sizeof(float)), std::max({SatMul(k1, dm.Cout), SatMul(kN, ic), SatMul(3, oc)}));
}

void WinogradCorrelate(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& w, const Correlation& c,
                       const TbcWorkspace& ws, const RunContext& ctx) {
  if (dm.K <= kMaxK) return CorrelatePart(dm, num, w, c, 0, dm.K, false, ws, ctx);
  if (c.t_out <= 0 || dm.B <= 0) return;
  // Two parts summed in a dense fp32 copy of the output, then rounded and stored once.
  const int64_t k1 = (dm.K + 1) / 2, oc = c.flip ? dm.Cin : dm.Cout, rows = c.t_out * dm.B;
  float* const buf = ws.wino[3].Get(ctx);  // rows x oc
  const RunContext& sctx = ctx;
  TensorDesc s;
  s.base = reinterpret_cast<unsigned char*>(buf);
  s.dtype = ACL_FLOAT;
  s.rank = 3;
  s.d[0] = c.t_out;
  s.d[1] = dm.B;
  s.d[2] = oc;
  s.s[0] = dm.B * oc;
  s.s[1] = oc;
  s.s[2] = 1;
  TbcNumerics n32 = num;
  n32.kernel_out = ACL_FLOAT;
  Correlation part = c;
  part.out = &s;
  CorrelatePart(dm, n32, w, part, 0, k1, false, ws, sctx);
  part.init = nullptr;
  CorrelatePart(dm, n32, w, part, k1, dm.K - k1, true, ws, sctx);
  unsigned char* ob = DataOf(*c.out, ctx);
  ParallelForBlocksSlots(rows, std::max<int64_t>(1, 16384 / std::max<int64_t>(oc, 1)), ws.team,
                         [&](int64_t r0, int64_t r1, int64_t slot) {
    StoreRows(buf + r0 * oc, oc, r0, r1, 0, oc, *c.out, ob, num.kernel_out, reinterpret_cast<float*>(ws.slot.Get(ctx, slot)));
  });
}

int64_t BookWeightGrad(const TbcDims& dm, TbcWorkspace* ws, WorkspaceBooking* booking) {
  const int64_t B = dm.B, k1 = dm.K <= kMaxK ? dm.K : (dm.K + 1) / 2, k2 = dm.K <= kMaxK ? dm.K : dm.K / 2;
  const int64_t plane_rows = std::max(PlaneRows(dm.To, kN - k1 + 1, B), PlaneRows(dm.To, kN - k2 + 1, B));
  ws->wino[4] = booking->Book<float>(SatMul(kN, dm.Cin, dm.Cout));
  ws->wino[5] = booking->Book<float>(SatMul(kN, plane_rows, dm.Cin));
  ws->wino[6] = booking->Book<float>(SatMul(kN, plane_rows, dm.Cout));
  // Per thread: kN transform rows, or an output row and StoreRows' row (floats).
  return SatMul(static_cast<int64_t>(sizeof(float)), std::max(SatMul(kN, std::max(dm.Cin, dm.Cout)), SatMul(2, dm.Cout)));
}

void WinogradWeightGrad(const TbcDims& dm, const TbcNumerics& num, const TensorDesc& x, const TensorDesc& g,
                        const TensorDesc& gw, const TbcWorkspace& ws, const RunContext& ctx) {
  if (dm.K > kMaxK) {
    // gradWeight's taps are independent: taps [j0, j0 + kp) are the gradWeight of a kp-tap
    // convolution with pad - j0, written to rows j0.. of gw.
    const int64_t k1 = (dm.K + 1) / 2;
    for (int64_t j0 : {int64_t{0}, k1}) {
      TbcDims part = dm;
      part.K = j0 == 0 ? k1 : dm.K - k1;
      part.pad = dm.pad - j0;
      TensorDesc rows = gw;
      rows.d[0] = part.K;
      rows.offset += j0 * gw.s[0];
      WinogradWeightGrad(part, num, x, g, rows, ws, ctx);
    }
    return;
  }
  const Wino& wn = WinoFor(dm.K);
  const int64_t K = dm.K, B = dm.B, m = wn.m, Cin = dm.Cin, Cout = dm.Cout, To = dm.To;
  const int64_t plane = Cin * Cout;
  // S[p] = sum over tiles and batch of (BT x-tile)[p]^T (Em g-tile)[p]; every chunk adds in order.
  float* const S = ws.wino[4].Get(ctx);  // kN x Cin x Cout
  const int64_t Q = CeilDiv(To, m), qc = ChunkTiles(Q, B);
  if (Q == 0 || B == 0) std::memset(S, 0, sizeof(float) * static_cast<size_t>(kN * plane));
  const int64_t plane_rows = std::min(Q, qc) * B;
  float* const Xt = ws.wino[5].Get(ctx);  // kN x plane_rows x Cin
  float* const Gt = ws.wino[6].Get(ctx);  // kN x plane_rows x Cout
  const auto bt = Combos(kN, [&](int p, int q) { return wn.bt[p][q]; });
  const auto em = Combos(static_cast<int>(m), [&](int p, int i) { return wn.em[p][i]; });
  const unsigned char* xb = DataOf(x, ctx);
  const unsigned char* gb = DataOf(g, ctx);
  const int64_t nci = std::min<int64_t>(4, std::max<int64_t>(1, Cin / 128)), cic = CeilDiv(Cin, nci);
  for (int64_t q0 = 0; q0 < Q; q0 += qc) {
    const int64_t rows = (std::min(Q, q0 + qc) - q0) * B;
    TransformRows(x, xb, num.xform, dm.T, dm.pad, m, kN, bt, q0, rows, B, Cin, Xt, plane_rows * Cin, ws, ctx);
    TransformRows(g, gb, num.xform, To, 0, m, static_cast<int>(m), em, q0, rows, B, Cout, Gt, plane_rows * Cout, ws, ctx);
    ParallelFor(kN * nci, [&](int64_t t0, int64_t t1) {
      for (int64_t t = t0; t < t1; ++t) {
        const int64_t p = t / nci, ci0 = (t % nci) * cic, ci1 = std::min(Cin, ci0 + cic);
        if (ci1 <= ci0) continue;
        GemmShape s;
        s.m = ci1 - ci0;
        s.n = Cout;
        s.k = rows;
        s.trans_a = true;
        s.lda = Cin;
        s.ldb = Cout;
        s.ldc = Cout;
        Gemm(GemmType::kF32, s, Xt + p * plane_rows * Cin + ci0, Gt + p * plane_rows * Cout, S + p * plane + ci0 * Cout,
             q0 > 0);
      }
    });
  }
  // gradWeight[k] = sum_p Ek[p][k] / s[p] * S[p], in fp64, then stored as gw's dtype.
  unsigned char* out = DataOf(gw, ctx);
  ParallelForBlocksSlots(K * Cin, std::max<int64_t>(1, 16384 / Cout), ws.team, [&](int64_t r0, int64_t r1, int64_t slot) {
    float* const row = reinterpret_cast<float*>(ws.slot.Get(ctx, slot));  // Cout, then StoreRows' Cout
    for (int64_t r = r0; r < r1; ++r) {
      const int64_t k = r / Cin, ci = r % Cin;
      for (int64_t co = 0; co < Cout; ++co) {
        double acc = 0;
        for (int p = 0; p < kN; ++p)
          acc += wn.ek[p][k] / wn.s[p] * static_cast<double>(S[static_cast<size_t>(p * plane + ci * Cout + co)]);
        row[co] = static_cast<float>(acc);
      }
      StoreRows(row, Cout, r, r + 1, 0, Cout, gw, out, ACL_FLOAT, row + Cout);
    }
  });
}

}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu
