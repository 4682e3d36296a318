// ConvolutionBackward engine: operands packed dense once (operand transform of §8.1 applied), one
// single-threaded oneDNN call per fixed batch chunk and gradient (chunks run in parallel),
// gradWeight partials per chunk summed in chunk order, gradBias as an fp64 sum of the original
// gradOutput, then the rounding chain of §8.2 on the way into the output views.
#include "ops/convolution_backward/backward.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <new>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "core/boundary.h"
#include "core/convert.h"
#include "core/dtype.h"
#include "core/parallel.h"
#include "ops/conv_tbc/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace convolution_backward {
namespace {

// A size past int64 / 2^62 bytes: no plan can hold it (the device fails its tiling).
StatusError TooLarge() {
  return StatusError(ACLNN_ERR_INNER_TILING_ERROR, "the problem's buffers exceed the addressable size");
}

int64_t Mul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) throw TooLarge();
  return r;
}
uint64_t Bytes(int64_t floats) {
  if (floats < 0 || floats > (int64_t{1} << 60)) throw TooLarge();
  return (static_cast<uint64_t>(floats) * 4 + 63) / 64 * 64;
}
int64_t Prod(const int64_t* v, int n) {
  int64_t r = 1;
  for (int i = 0; i < n; ++i) r = Mul(r, v[i]);
  return r;
}

const unsigned char* Base(const NdDesc& t, const RunContext& ctx) {
  return static_cast<const unsigned char*>(ctx.data[static_cast<size_t>(t.index)]) +
         t.offset * static_cast<int64_t>(ElementSize(t.dtype));
}

float* RowBuffer(const BwdPlan& plan, const RunContext& ctx, int64_t slot);

// Elements of the pieces dense operands are packed in (a row buffer holds one).
constexpr int64_t kPiece = 4096;

// True when t's elements are dense in row-major order (strides are the suffix products of dims).
bool Dense(const NdDesc& t) {
  int64_t want = 1;
  for (int i = t.rank - 1; i >= 0; --i) {
    if (t.d[i] != 1 && t.s[i] != want) return false;
    want *= t.d[i];
  }
  return true;
}

// True when the memory of a's and b's elements (their extents) intersect.
bool Overlap(const NdDesc& a, const NdDesc& b, const RunContext& ctx) {
  auto range = [&](const NdDesc& t, uintptr_t* lo, uintptr_t* hi) {
    const int64_t es = static_cast<int64_t>(ElementSize(t.dtype));
    int64_t mn = t.offset, mx = t.offset;
    for (int i = 0; i < t.rank; ++i) {
      if (t.d[i] == 0) return false;
      const int64_t ext = (t.d[i] - 1) * t.s[i];
      if (ext < 0) mn += ext;
      else mx += ext;
    }
    const uintptr_t base = reinterpret_cast<uintptr_t>(ctx.data[static_cast<size_t>(t.index)]);
    *lo = base + static_cast<uintptr_t>(mn * es);
    *hi = base + static_cast<uintptr_t>((mx + 1) * es);
    return true;
  };
  uintptr_t alo, ahi, blo, bhi;
  if (a.index < 0 || b.index < 0 || !range(a, &alo, &ahi) || !range(b, &blo, &bhi)) return false;
  return alo < bhi && blo < ahi;
}

// Packs t's elements (n, c, i...) with i < eff (per spatial dim) densely into dst, as operand
// values of dtype D (HF32-rounded when asked), stored in the primitives' input type.
void Pack(const NdDesc& t, const RunContext& ctx, const int64_t* eff, const BwdPlan& plan, void* dst) {
  const int nd = t.rank - 2;
  bool whole = Dense(t);  // dense and not cropped: packed in pieces of kPiece elements
  for (int i = 0; i < nd; ++i) whole = whole && eff[i] == t.d[i + 2];
  int64_t last = eff[nd - 1];
  int64_t rows = t.d[0] * t.d[1];
  for (int i = 0; i < nd - 1; ++i) rows *= eff[i];
  if (whole) {
    const int64_t n = rows * last;
    rows = CeilDiv(n, kPiece);
    last = kPiece;
    const unsigned char* base = Base(t, ctx);
    const size_t es = ElementSize(t.dtype);
    const bool bf16 = plan.type == ConvDataType::kBF16;
    ParallelForBlocksSlots(rows, 4, plan.row_team, [&](int64_t r0, int64_t r1, int64_t slot) {
      float* buf = RowBuffer(plan, ctx, slot);
      for (int64_t r = r0; r < r1; ++r) {
        const int64_t e = r * kPiece;
        const size_t len = static_cast<size_t>(std::min(kPiece, n - e));
        float* row = bf16 ? buf : static_cast<float*>(dst) + e;
        LoadF32(base + es * static_cast<size_t>(e), t.dtype, 1, row, len);
        if (plan.D == ACL_FLOAT16 && t.dtype != ACL_FLOAT16) RoundThrough(row, len, ACL_FLOAT16);
        if (plan.hf32) conv_tbc::Hf32Round(row, len);
        if (bf16) F32ToBf16Array(row, static_cast<uint16_t*>(dst) + e, len);
      }
    });
    return;
  }
  const unsigned char* base = Base(t, ctx);
  const size_t es = ElementSize(t.dtype);
  const bool bf16 = plan.type == ConvDataType::kBF16;
  ParallelForBlocksSlots(rows, std::max<int64_t>(1, 16384 / std::max<int64_t>(last, 1)), plan.row_team,
                         [&](int64_t r0, int64_t r1, int64_t slot) {
    float* buf = RowBuffer(plan, ctx, slot);
    for (int64_t r = r0; r < r1; ++r) {
      int64_t rest = r, off = 0;
      for (int i = nd - 2; i >= 0; --i) {
        off += (rest % eff[i]) * t.s[i + 2];
        rest /= eff[i];
      }
      off += (rest % t.d[1]) * t.s[1] + (rest / t.d[1]) * t.s[0];
      float* row = bf16 ? buf : static_cast<float*>(dst) + r * last;
      LoadF32(base + static_cast<int64_t>(es) * off, t.dtype, t.s[t.rank - 1], row, static_cast<size_t>(last));
      if (plan.D == ACL_FLOAT16 && t.dtype != ACL_FLOAT16) RoundThrough(row, static_cast<size_t>(last), ACL_FLOAT16);
      if (plan.hf32) conv_tbc::Hf32Round(row, static_cast<size_t>(last));
      if (bf16) F32ToBf16Array(row, static_cast<uint16_t*>(dst) + r * last, static_cast<size_t>(last));
    }
  });
}

// Thread slot `slot`'s fp32 row buffer (plan.row_bytes bytes).
float* RowBuffer(const BwdPlan& plan, const RunContext& ctx, int64_t slot) {
  return reinterpret_cast<float*>(static_cast<unsigned char*>(ctx.workspace) + plan.rows_off +
                                  static_cast<uint64_t>(slot) * plan.row_bytes);
}

// Writes the dense array src (fp32, or bf16 when src_bf16; dims sd, rank of out) into out's view;
// elements of out beyond sd are 0. Values are rounded through `round` first (FLOAT: not at all).
// serial: the view's elements share addresses; rows are stored in order on this thread, so the
// surviving values never depend on the thread count.
void Store(const void* src, const int64_t* sd, const NdDesc& out, const RunContext& ctx, aclDataType round,
           bool serial, const BwdPlan& plan, bool src_bf16 = false) {
  const int r = out.rank;
  const int64_t last = out.d[r - 1], slast = src ? sd[r - 1] : 0;
  int64_t rows = 1;
  for (int i = 0; i < r - 1; ++i) rows *= out.d[i];
  unsigned char* base = static_cast<unsigned char*>(ctx.data[static_cast<size_t>(out.index)]) +
                        out.offset * static_cast<int64_t>(ElementSize(out.dtype));
  const size_t es = ElementSize(out.dtype);
  const bool rnd = round != ACL_FLOAT && round != out.dtype;
  bool whole = src && !serial && Dense(out);  // src has out's dims: stored in pieces of kPiece elements
  for (int i = 0; whole && i < r; ++i) whole = sd[i] == out.d[i];
  if (whole) {
    const int64_t n = rows * last;
    ParallelForBlocksSlots(CeilDiv(n, kPiece), 4, plan.row_team, [&](int64_t b0, int64_t b1, int64_t slot) {
      float* row = RowBuffer(plan, ctx, slot);
      for (int64_t b = b0; b < b1; ++b) {
        const int64_t e = b * kPiece;
        const size_t len = static_cast<size_t>(std::min(kPiece, n - e));
        if (src_bf16) LoadF32(static_cast<const unsigned char*>(src) + 2 * e, ACL_BF16, 1, row, len);
        else std::memcpy(row, static_cast<const float*>(src) + e, len * sizeof(float));
        if (rnd) RoundThrough(row, len, round);
        StoreF32(row, base + static_cast<int64_t>(es) * e, out.dtype, 1, len);
      }
    });
    return;
  }
  auto body = [&](int64_t r0, int64_t r1, int64_t slot) {
    float* row = RowBuffer(plan, ctx, slot);
    for (int64_t q = r0; q < r1; ++q) {
      int64_t rest = q, off = 0, sidx = 0, smul = 1;
      bool inside = src != nullptr;
      for (int i = r - 2; i >= 0; --i) {
        const int64_t v = rest % out.d[i];
        rest /= out.d[i];
        off += v * out.s[i];
        if (src) {
          if (v >= sd[i]) inside = false;
          sidx += v * smul;
          smul *= sd[i];
        }
      }
      int64_t filled = 0;
      if (inside) {
        filled = std::min(last, slast);
        if (src_bf16) LoadF32(static_cast<const unsigned char*>(src) + 2 * sidx * slast, ACL_BF16, 1, row, static_cast<size_t>(filled));
        else std::memcpy(row, static_cast<const float*>(src) + sidx * slast, static_cast<size_t>(filled) * sizeof(float));
      }
      std::fill(row + filled, row + last, 0.0f);
      if (rnd) RoundThrough(row, static_cast<size_t>(last), round);
      StoreF32(row, base + static_cast<int64_t>(es) * off, out.dtype, out.s[r - 1], static_cast<size_t>(last));
    }
  };
  if (serial) body(0, rows, 0);
  else ParallelForBlocksSlots(rows, std::max<int64_t>(1, 16384 / std::max<int64_t>(last, 1)), plan.row_team, body);
}

// gradBias[c] = sum over n and every spatial position of the original g, in fp64, rounded to g's
// dtype (stored later as gradBias's dtype).
const float* BiasSums(const NdDesc& g, const RunContext& ctx, const BwdPlan& plan) {
  const int r = g.rank;
  const int64_t C = g.d[1], last = g.d[r - 1];
  int64_t rows = 1;  // spatial rows per (n, c)
  for (int i = 2; i < r - 1; ++i) rows *= g.d[i];
  const unsigned char* base = Base(g, ctx);
  const size_t es = ElementSize(g.dtype);
  float* sums = reinterpret_cast<float*>(static_cast<unsigned char*>(ctx.workspace) + plan.bias_off);
  ParallelForBlocksSlots(C, 1, plan.row_team, [&](int64_t c0, int64_t c1, int64_t slot) {
    float* row = RowBuffer(plan, ctx, slot);
    for (int64_t c = c0; c < c1; ++c) {
      double acc = 0;
      for (int64_t n = 0; n < g.d[0]; ++n)
        for (int64_t q = 0; q < rows; ++q) {
          int64_t rest = q, off = n * g.s[0] + c * g.s[1];
          for (int i = r - 2; i >= 2; --i) {
            off += (rest % g.d[i]) * g.s[i];
            rest /= g.d[i];
          }
          LoadF32(base + static_cast<int64_t>(es) * off, g.dtype, g.s[r - 1], row, static_cast<size_t>(last));
          for (int64_t j = 0; j < last; ++j) acc += row[j];
        }
      sums[c] = static_cast<float>(acc);
    }
  });
  if (g.dtype != ACL_FLOAT) RoundThrough(sums, static_cast<size_t>(C), g.dtype);
  return sums;
}

void StoreBias(const float* sums, int64_t C, const NdDesc& gb, const RunContext& ctx) {
  unsigned char* ob = static_cast<unsigned char*>(ctx.data[static_cast<size_t>(gb.index)]) +
                      gb.offset * static_cast<int64_t>(ElementSize(gb.dtype));
  StoreF32(sums, ob, gb.dtype, gb.s[0], static_cast<size_t>(C));
}

}  // namespace

namespace {
// Books the row buffers and the gradBias sums after `off` bytes of the workspace.
void BookRows(BwdPlan* plan, uint64_t off) {
  const BwdProblem& p = plan->p;
  const int nd = p.nd;
  const int64_t row_max = std::max({p.Is[nd - 1], p.Od[nd - 1], p.k[nd - 1], p.Cs, p.Cd, p.row_max, kPiece});
  plan->row_team = NumThreads();
  plan->row_bytes = (4 * static_cast<uint64_t>(row_max) + 63) / 64 * 64;
  plan->rows_off = off;
  off += plan->row_bytes * static_cast<uint64_t>(plan->row_team);
  plan->bias_off = off;
  off += (4 * static_cast<uint64_t>(std::max(p.Cs, p.Cd)) + 63) / 64 * 64;
  plan->workspace = off;
}
}  // namespace

BwdPlan MakeBwdPlan(const BwdProblem& p, const NdDesc& gd, const NdDesc& xd, const NdDesc& wd) {
  BwdPlan plan;
  plan.p = p;
  if (p.empty) {
    BookRows(&plan, 0);
    return plan;
  }
  const int nd = p.nd;
  const aclDataType P = PromoteTypes(PromoteTypes(p.dt_g, p.dt_x), p.dt_w);
  plan.D = p.cmt == 2 ? ACL_FLOAT16 : P;
  plan.hf32 = P == ACL_FLOAT && (p.cmt == 1 || p.cmt == 3);
  plan.gi_round = plan.D;
  plan.gw_fp16 = nd <= 2 && p.G > 1 && plan.D != ACL_FLOAT && p.dt_gw == ACL_FLOAT;
  ConvGeometry g;
  g.nd = nd;
  g.ic = p.Cs;
  g.oc = p.Cd;
  g.groups = p.G;
  for (int i = 0; i < nd; ++i) {
    // (In 128 bits: validated strides and dilations can still take it past int64, found by the fuzzer.)
    const __int128 pr128 = static_cast<__int128>(p.Od[i] - 1) * p.stride[i] +
                           static_cast<__int128>(p.dil[i]) * (p.k[i] - 1) + 1 - p.Is[i] - p.lo[i];
    if (pr128 > std::numeric_limits<int64_t>::max() || pr128 < std::numeric_limits<int64_t>::min()) throw TooLarge();
    const int64_t pr = static_cast<int64_t>(pr128);
    plan.Is_eff[i] = pr < 0 ? p.Is[i] + pr : p.Is[i];
    plan.pad_r[i] = std::max<int64_t>(pr, 0);
    if (plan.Is_eff[i] <= 0) plan.any_conv = false;
    g.in[i] = plan.Is_eff[i];
    g.out[i] = p.Od[i];
    g.k[i] = p.k[i];
    g.stride[i] = p.stride[i];
    g.dilation[i] = p.dil[i];
    g.pad_l[i] = p.lo[i];
    g.pad_r[i] = plan.pad_r[i];
  }
  const double macs = static_cast<double>(p.Cd) * (static_cast<double>(p.Cs) / static_cast<double>(p.G)) *
                      static_cast<double>(Prod(p.k, nd)) * static_cast<double>(Prod(p.Od, nd));
  int64_t chunk = macs >= 2097152.0 ? 1 : static_cast<int64_t>(2097152.0 / std::max(macs, 1.0));
  chunk = std::max<int64_t>(1, std::min({chunk, p.N, CeilDiv(p.N, 4)}));
  chunk = std::max(chunk, CeilDiv(p.N, 16));  // at most 16 gradWeight partials
  // Each gradWeight partial costs a write and a read of the weight's size, against the chunk's
  // output positions: chunks of at least kPartialPositions positions, still four chunks when N
  // allows. c128 k3 s2 (14x14 outputs) n8, one thread: 117-129 GFLOP/s fp32 and 138-201 bf16 with
  // one image per chunk, 130-136 and 190-212 with two.
  constexpr int64_t kPartialPositions = 784;
  if (p.mask[1])
    chunk = std::max(chunk, std::min(CeilDiv(kPartialPositions, std::max<int64_t>(Prod(p.Od, nd), 1)), CeilDiv(p.N, 4)));
  plan.chunk = chunk;
  plan.chunks = CeilDiv(p.N, chunk);
  plan.slots = std::max<int64_t>(1, std::min<int64_t>(plan.chunks, NumThreads()));
  const int64_t tail = p.N - (plan.chunks - 1) * chunk;
  const bool need_gi = plan.any_conv && p.mask[0], need_gw = plan.any_conv && p.mask[1];
  const ConvPass gi_pass = p.transposed ? ConvPass::kForward : ConvPass::kBackwardData;
  // bf16 operands run oneDNN's bf16 kernels (fp32 accumulation and results); fp32 otherwise, and
  // when this CPU has no bf16 kernel for a pass (bf16 values widen exactly).
  plan.type = plan.D == ACL_BF16 ? ConvDataType::kBF16 : ConvDataType::kF32;
  for (int attempt = 0; attempt < 2; ++attempt) {
    auto get = [&](ConvPass pass, int64_t n) {
      ConvGeometry q = g;
      q.n = n;
      q.pass = pass;
      // gradInput of bf16 operands: the kernel rounds it to D = BFLOAT16 (§8.2's first rounding).
      q.bf16_out = plan.type == ConvDataType::kBF16 && pass != ConvPass::kBackwardWeights;
      return ConvPrimitive::Get(plan.type, q);
    };
    plan.gi = plan.gi_tail = plan.gw = plan.gw_tail = nullptr;
    bool ok = true;
    if (need_gi) {
      plan.gi = get(gi_pass, chunk);
      if (tail != chunk) plan.gi_tail = get(gi_pass, tail);
      ok = ok && plan.gi && (tail == chunk || plan.gi_tail);
    }
    if (need_gw) {
      plan.gw = get(ConvPass::kBackwardWeights, chunk);
      if (tail != chunk) plan.gw_tail = get(ConvPass::kBackwardWeights, tail);
      ok = ok && plan.gw && (tail == chunk || plan.gw_tail);
    }
    if (ok) break;
    plan.type = ConvDataType::kF32;
  }
  const uint64_t es = plan.type == ConvDataType::kBF16 ? 2 : 4;
  auto bytes = [](uint64_t n) {
    if (n > (uint64_t{1} << 62)) throw TooLarge();
    return (n + 63) / 64 * 64;
  };
  const int64_t s_elems = Mul(Mul(p.N, p.Cs), Prod(plan.Is_eff, nd));
  const int64_t d_elems = Mul(Mul(p.N, p.Cd), Prod(p.Od, nd));
  const int64_t w_elems = Mul(Mul(p.Cd, p.Cs / p.G), Prod(p.k, nd));
  const bool need_s = need_gw || (need_gi && p.transposed), need_d = need_gw || (need_gi && !p.transposed);
  // Operands read in place. Every output is stored after the last primitive call, so inputs that
  // share memory with outputs are read in place too.
  const aclDataType in_dt = plan.type == ConvDataType::kBF16 ? ACL_BF16 : ACL_FLOAT;
  const bool as_is = !plan.hf32 && (plan.type == ConvDataType::kBF16 || plan.D == ACL_FLOAT);
  auto in_place = [&](const NdDesc& t) { return as_is && t.dtype == in_dt && Dense(t); };
  bool s_uncropped = true;
  for (int i = 0; i < nd; ++i) s_uncropped = s_uncropped && plan.Is_eff[i] == p.Is[i];
  plan.s_direct = in_place(p.transposed ? gd : xd) && s_uncropped;
  plan.d_direct = in_place(p.transposed ? xd : gd);
  plan.w_direct = in_place(wd);
  uint64_t off = 0;
  plan.s_off = off;
  off += need_s && !plan.s_direct ? bytes(es * static_cast<uint64_t>(s_elems)) : 0;
  plan.d_off = off;
  off += need_d && !plan.d_direct ? bytes(es * static_cast<uint64_t>(d_elems)) : 0;
  plan.w_off = off;
  off += need_gi && !plan.w_direct ? bytes(es * static_cast<uint64_t>(w_elems)) : 0;
  plan.w_int_off = off;
  if (need_gi) off += bytes(plan.gi->internal_bytes(ConvArg::kWeights));
  plan.tail_weights = plan.gi_tail && !plan.gi_tail->SameLayout(ConvArg::kWeights, *plan.gi);
  plan.w_tail_off = off;
  if (plan.tail_weights) off += bytes(plan.gi_tail->internal_bytes(ConvArg::kWeights));
  plan.gi_off = off;
  off += need_gi ? bytes(es * static_cast<uint64_t>(p.transposed ? d_elems : s_elems)) : 0;
  // gradWeight partials in the primitive's layout when every chunk's primitive has the same one
  // (summed there, one reorder of the sum), else in the plain layout.
  plan.part_blocked = need_gw && plan.gw->internal_bytes(ConvArg::kWeights) != 0 &&
                      (!plan.gw_tail || plan.gw_tail->SameLayout(ConvArg::kWeights, *plan.gw));
  plan.part_floats = plan.part_blocked ? static_cast<int64_t>(plan.gw->internal_bytes(ConvArg::kWeights) / 4) : w_elems;
  plan.part_off = off;
  off += need_gw ? Bytes(Mul(plan.part_floats, plan.chunks)) : 0;
  plan.wsum_off = off;
  off += plan.part_blocked ? Bytes(w_elems) : 0;
  plan.slot_off = off;
  // gradInput is the gi primitive's dst (transposed) or diff_src; S enters as src, D as diff_dst
  // (the gi primitive of the transposed mode takes S as its src).
  const ConvArg gi_out = p.transposed ? ConvArg::kDst : ConvArg::kSrc;
  uint64_t s_int = 0, d_int = 0, gi_int = 0, gw_int = 0, scratch = 0;
  for (const auto* prim : {&plan.gi, &plan.gi_tail}) {
    if (!*prim) continue;
    if (p.transposed) s_int = std::max<uint64_t>(s_int, (*prim)->internal_bytes(ConvArg::kSrc));
    else d_int = std::max<uint64_t>(d_int, (*prim)->internal_bytes(ConvArg::kDst));
    gi_int = std::max<uint64_t>(gi_int, (*prim)->internal_bytes(gi_out));
    scratch = std::max<uint64_t>(scratch, (*prim)->scratchpad_bytes());
  }
  for (const auto* prim : {&plan.gw, &plan.gw_tail}) {
    if (!*prim) continue;
    s_int = std::max<uint64_t>(s_int, (*prim)->internal_bytes(ConvArg::kSrc));
    d_int = std::max<uint64_t>(d_int, (*prim)->internal_bytes(ConvArg::kDst));
    if (!plan.part_blocked) gw_int = std::max<uint64_t>(gw_int, (*prim)->internal_bytes(ConvArg::kWeights));
    scratch = std::max<uint64_t>(scratch, (*prim)->scratchpad_bytes());
  }
  plan.s_int_bytes = bytes(s_int);
  plan.d_int_bytes = bytes(d_int);
  plan.gi_int_bytes = bytes(gi_int);
  plan.gw_int_bytes = bytes(gw_int);
  plan.slot_bytes = plan.s_int_bytes + plan.d_int_bytes + plan.gi_int_bytes + plan.gw_int_bytes + bytes(scratch);
  BookRows(&plan, off + plan.slot_bytes * static_cast<uint64_t>(plan.slots));
  return plan;
}

aclnnStatus RunBackward(const BwdPlan& plan, const NdDesc& g, const NdDesc& x, const NdDesc& w, const NdDesc& gi,
                        const NdDesc& gw, const NdDesc& gb, const RunContext& ctx) {
  const BwdProblem& p = plan.p;
  const int nd = p.nd;
  if (p.empty) {  // §9: zeros, no input read
    if (p.mask[1] && gw.index >= 0) Store(nullptr, nullptr, gw, ctx, ACL_FLOAT, p.overlaps[1], plan);
    if (p.mask[2] && gb.index >= 0) Store(nullptr, nullptr, gb, ctx, ACL_FLOAT, p.overlaps[2], plan);
    return ACLNN_SUCCESS;
  }
  auto* ws = static_cast<unsigned char*>(ctx.workspace);
  const NdDesc& S = p.transposed ? g : x;
  const NdDesc& D = p.transposed ? x : g;
  const size_t es = plan.type == ConvDataType::kBF16 ? 2 : 4;
  const bool s_direct = plan.s_direct, d_direct = plan.d_direct, w_direct = plan.w_direct;
  bool s_uncropped = true;
  for (int i = 0; i < nd; ++i) s_uncropped = s_uncropped && plan.Is_eff[i] == p.Is[i];
  const unsigned char* sbuf = s_direct ? Base(S, ctx) : ws + plan.s_off;
  const unsigned char* dbuf = d_direct ? Base(D, ctx) : ws + plan.d_off;
  const unsigned char* wbuf = w_direct ? Base(w, ctx) : ws + plan.w_off;
  const bool need_gi = plan.gi != nullptr, need_gw = plan.gw != nullptr;
  // gradInput: the primitive's result (fp32, or bf16 already rounded to D), exported straight into
  // the view when that is its plain layout, nothing is cropped or rounded, and no input shares its
  // memory; else through the buffer at gi_off and Store.
  const aclDataType gi_dt = plan.type == ConvDataType::kBF16 ? ACL_BF16 : ACL_FLOAT;
  const bool gi_direct = need_gi && p.mask[0] && gi.index >= 0 && !p.overlaps[0] && Dense(gi) && gi.dtype == gi_dt &&
                         (plan.gi_round == ACL_FLOAT || plan.gi_round == gi_dt) && (p.transposed || s_uncropped) &&
                         !Overlap(gi, g, ctx) && !Overlap(gi, x, ctx) && !Overlap(gi, w, ctx);
  unsigned char* gibuf = gi_direct ? static_cast<unsigned char*>(ctx.data[static_cast<size_t>(gi.index)]) +
                                         gi.offset * static_cast<int64_t>(ElementSize(gi.dtype))
                                   : ws + plan.gi_off;
  auto* part = reinterpret_cast<float*>(ws + plan.part_off);
  if (!s_direct && (need_gw || (need_gi && p.transposed))) Pack(S, ctx, plan.Is_eff, plan, ws + plan.s_off);
  if (!d_direct && (need_gw || (need_gi && !p.transposed))) Pack(D, ctx, p.Od, plan, ws + plan.d_off);
  // Every input is read before any output is written (outputs may share memory with inputs).
  const float* bias_sums = nullptr;
  if (p.mask[2] && gb.index >= 0) bias_sums = BiasSums(g, ctx, plan);
  auto slot_base = [&](int64_t slot) { return ws + plan.slot_off + static_cast<uint64_t>(slot) * plan.slot_bytes; };
  auto slot_scratch = [&](int64_t slot) {
    return slot_base(slot) + plan.s_int_bytes + plan.d_int_bytes + plan.gi_int_bytes + plan.gw_int_bytes;
  };
  const void* w_main = wbuf;
  const void* w_tail = wbuf;
  if (need_gi) {
    const int64_t wk[3] = {w.d[2], w.rank > 3 ? w.d[3] : 1, w.rank > 4 ? w.d[4] : 1};
    // The weight as (Cd, Cs/G, *K) = (G, Cd/G, Cs/G, *K): aclnn's layout in both modes.
    int64_t eff[3];
    for (int i = 0; i < nd; ++i) eff[i] = wk[i];
    if (!w_direct) Pack(w, ctx, eff, plan, ws + plan.w_off);
    // Into the primitives' layouts: once per call (and per tail layout), on the calling thread.
    if (plan.gi->internal_bytes(ConvArg::kWeights)) {
      plan.gi->Import(ConvArg::kWeights, wbuf, ws + plan.w_int_off, slot_scratch(0));
      w_main = w_tail = ws + plan.w_int_off;
    }
    if (plan.tail_weights) {
      w_tail = wbuf;
      if (plan.gi_tail->internal_bytes(ConvArg::kWeights)) {
        plan.gi_tail->Import(ConvArg::kWeights, wbuf, ws + plan.w_tail_off, slot_scratch(0));
        w_tail = ws + plan.w_tail_off;
      }
    }
  }
  const int64_t s_img = Mul(p.Cs, Prod(plan.Is_eff, nd)), d_img = Mul(p.Cd, Prod(p.Od, nd));
  if (need_gi || need_gw) {
    ParallelFor(plan.slots, [&](int64_t s0, int64_t s1) {
      for (int64_t slot = s0; slot < s1; ++slot) {
        unsigned char* s_int = slot_base(slot);
        unsigned char* d_int = s_int + plan.s_int_bytes;
        unsigned char* gi_int = d_int + plan.d_int_bytes;
        unsigned char* gw_int = gi_int + plan.gi_int_bytes;
        void* scratch = slot_scratch(slot);
        for (int64_t c = slot; c < plan.chunks; c += plan.slots) {
          const int64_t n0 = c * plan.chunk, nb = std::min(plan.chunk, p.N - n0);
          const bool tail = nb != plan.chunk;
          const void* s_plain = sbuf + es * static_cast<size_t>(n0 * s_img);
          const void* d_plain = dbuf + es * static_cast<size_t>(n0 * d_img);
          // The chunk's S and D in the layout of the last primitive that imported them (nullptr:
          // not imported yet).
          const ConvPrimitive* s_in = nullptr;
          const ConvPrimitive* d_in = nullptr;
          auto operand = [&](const ConvPrimitive& prim, ConvArg a) -> const void* {
            const bool is_s = a == ConvArg::kSrc;
            if (!prim.internal_bytes(a)) return is_s ? s_plain : d_plain;
            unsigned char* buf = is_s ? s_int : d_int;
            const ConvPrimitive*& have = is_s ? s_in : d_in;
            if (!have || !have->SameLayout(a, prim)) prim.Import(a, is_s ? s_plain : d_plain, buf, scratch);
            have = &prim;
            return buf;
          };
          if (need_gi) {
            const ConvPrimitive& prim = tail ? *plan.gi_tail : *plan.gi;
            const void* wts = tail ? w_tail : w_main;
            const ConvArg out_arg = p.transposed ? ConvArg::kDst : ConvArg::kSrc;
            void* result = gibuf + es * static_cast<size_t>(n0 * (p.transposed ? d_img : s_img));
            const bool reorder = prim.internal_bytes(out_arg) != 0;
            void* o = reorder ? static_cast<void*>(gi_int) : result;
            if (p.transposed) prim.Execute(operand(prim, ConvArg::kSrc), wts, nullptr, o, scratch);
            else prim.ExecuteBackwardData(operand(prim, ConvArg::kDst), wts, o, scratch);
            if (reorder) prim.Export(out_arg, gi_int, result, scratch);
          }
          if (need_gw) {
            const ConvPrimitive& prim = tail ? *plan.gw_tail : *plan.gw;
            float* result = part + c * plan.part_floats;
            const bool reorder = !plan.part_blocked && prim.internal_bytes(ConvArg::kWeights) != 0;
            void* o = reorder ? static_cast<void*>(gw_int) : result;
            prim.ExecuteBackwardWeights(operand(prim, ConvArg::kSrc), operand(prim, ConvArg::kDst), o, scratch);
            if (reorder) prim.Export(ConvArg::kWeights, gw_int, result, scratch);
          }
        }
      }
    });
  }
  if (p.mask[0] && gi.index >= 0) {
    if (!need_gi) {
      Store(nullptr, nullptr, gi, ctx, ACL_FLOAT, p.overlaps[0], plan);
    } else {
      int64_t sd[5] = {p.N, p.transposed ? p.Cd : p.Cs, 1, 1, 1};
      for (int i = 0; i < nd; ++i) sd[i + 2] = p.transposed ? p.Od[i] : plan.Is_eff[i];
      if (!gi_direct) Store(gibuf, sd, gi, ctx, plan.gi_round, p.overlaps[0], plan, gi_dt == ACL_BF16);
    }
  }
  if (p.mask[1] && gw.index >= 0) {
    if (!need_gw) {
      Store(nullptr, nullptr, gw, ctx, ACL_FLOAT, p.overlaps[1], plan);
    } else {
      // Partials summed in chunk order: fixed by the shape.
      const int64_t pf = plan.part_floats;
      ParallelForBlocks(pf, 4096, [&](int64_t e0, int64_t e1) {
        for (int64_t c = 1; c < plan.chunks; ++c)
          for (int64_t e = e0; e < e1; ++e) part[e] += part[c * pf + e];
      });
      float* sum = part;
      if (plan.part_blocked) {
        sum = reinterpret_cast<float*>(ws + plan.wsum_off);
        plan.gw->Export(ConvArg::kWeights, part, sum, slot_scratch(0));
      }
      int64_t sd[5] = {gw.d[0], gw.d[1], gw.d[2], gw.d[3], gw.d[4]};
      Store(sum, sd, gw, ctx, plan.gw_fp16 ? ACL_FLOAT16 : ACL_FLOAT, p.overlaps[1], plan);
    }
  }
  if (p.mask[2] && gb.index >= 0) StoreBias(bias_sums, g.d[1], gb, ctx);
  return ACLNN_SUCCESS;
}

}  // namespace convolution_backward
}  // namespace ops
}  // namespace aclnn_cpu
