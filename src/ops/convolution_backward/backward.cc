// ConvolutionBackward engine: operands packed dense once (operand transform of §8.1 applied), one
// single-threaded oneDNN call per fixed batch chunk and gradient (chunks run in parallel),
// gradWeight partials per chunk summed in chunk order, gradBias as an fp64 sum of the original
// gradOutput, then the rounding chain of §8.2 on the way into the output views.
#include "ops/convolution_backward/backward.h"

#include <algorithm>
#include <cstring>
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

// Packs t's elements (n, c, i...) with i < eff (per spatial dim) densely into dst, as fp32 operand
// values of dtype D (HF32-rounded when asked).
void Pack(const NdDesc& t, const RunContext& ctx, const int64_t* eff, const BwdPlan& plan, float* dst) {
  const int nd = t.rank - 2;
  const int64_t last = eff[nd - 1];
  int64_t rows = t.d[0] * t.d[1];
  for (int i = 0; i < nd - 1; ++i) rows *= eff[i];
  const unsigned char* base = Base(t, ctx);
  const size_t es = ElementSize(t.dtype);
  ParallelForBlocks(rows, std::max<int64_t>(1, 16384 / std::max<int64_t>(last, 1)), [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) {
      int64_t rest = r, off = 0;
      for (int i = nd - 2; i >= 0; --i) {
        off += (rest % eff[i]) * t.s[i + 2];
        rest /= eff[i];
      }
      off += (rest % t.d[1]) * t.s[1] + (rest / t.d[1]) * t.s[0];
      float* row = dst + r * last;
      LoadF32(base + static_cast<int64_t>(es) * off, t.dtype, t.s[t.rank - 1], row, static_cast<size_t>(last));
      if (plan.D == ACL_FLOAT16 && t.dtype != ACL_FLOAT16) RoundThrough(row, static_cast<size_t>(last), ACL_FLOAT16);
      if (plan.hf32) conv_tbc::Hf32Round(row, static_cast<size_t>(last));
    }
  });
}

// Thread slot `slot`'s fp32 row buffer (plan.row_bytes bytes).
float* RowBuffer(const BwdPlan& plan, const RunContext& ctx, int64_t slot) {
  return reinterpret_cast<float*>(static_cast<unsigned char*>(ctx.workspace) + plan.rows_off +
                                  static_cast<uint64_t>(slot) * plan.row_bytes);
}

// Writes the dense fp32 array src (dims sd, rank of out) into out's view; elements of out beyond
// sd are 0. Values are rounded through `round` first (FLOAT: not at all).
// serial: the view's elements share addresses; rows are stored in order on this thread, so the
// surviving values never depend on the thread count.
void Store(const float* src, const int64_t* sd, const NdDesc& out, const RunContext& ctx, aclDataType round,
           bool serial, const BwdPlan& plan) {
  const int r = out.rank;
  const int64_t last = out.d[r - 1], slast = src ? sd[r - 1] : 0;
  int64_t rows = 1;
  for (int i = 0; i < r - 1; ++i) rows *= out.d[i];
  unsigned char* base = static_cast<unsigned char*>(ctx.data[static_cast<size_t>(out.index)]) +
                        out.offset * static_cast<int64_t>(ElementSize(out.dtype));
  const size_t es = ElementSize(out.dtype);
  const bool rnd = round != ACL_FLOAT && round != out.dtype;
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
        std::memcpy(row, src + sidx * slast, static_cast<size_t>(filled) * sizeof(float));
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
  const int64_t row_max = std::max({p.Is[nd - 1], p.Od[nd - 1], p.k[nd - 1], p.Cs, p.Cd, p.row_max, int64_t(1)});
  plan->row_team = NumThreads();
  plan->row_bytes = (4 * static_cast<uint64_t>(row_max) + 63) / 64 * 64;
  plan->rows_off = off;
  off += plan->row_bytes * static_cast<uint64_t>(plan->row_team);
  plan->bias_off = off;
  off += (4 * static_cast<uint64_t>(std::max(p.Cs, p.Cd)) + 63) / 64 * 64;
  plan->workspace = off;
}
}  // namespace

BwdPlan MakeBwdPlan(const BwdProblem& p) {
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
    const int64_t pr = (p.Od[i] - 1) * p.stride[i] + p.dil[i] * (p.k[i] - 1) + 1 - p.Is[i] - p.lo[i];
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
  plan.chunk = chunk;
  plan.chunks = CeilDiv(p.N, chunk);
  plan.slots = std::max<int64_t>(1, std::min<int64_t>(plan.chunks, NumThreads()));
  const int64_t tail = p.N - (plan.chunks - 1) * chunk;
  auto get = [&](ConvPass pass, int64_t n) {
    ConvGeometry q = g;
    q.n = n;
    q.pass = pass;
    return ConvPrimitive::Get(ConvDataType::kF32, q);
  };
  const bool need_gi = plan.any_conv && p.mask[0], need_gw = plan.any_conv && p.mask[1];
  const ConvPass gi_pass = p.transposed ? ConvPass::kForward : ConvPass::kBackwardData;
  if (need_gi) {
    plan.gi = get(gi_pass, chunk);
    if (tail != chunk) plan.gi_tail = get(gi_pass, tail);
  }
  if (need_gw) {
    plan.gw = get(ConvPass::kBackwardWeights, chunk);
    if (tail != chunk) plan.gw_tail = get(ConvPass::kBackwardWeights, tail);
  }
  const int64_t s_elems = Mul(Mul(p.N, p.Cs), Prod(plan.Is_eff, nd));
  const int64_t d_elems = Mul(Mul(p.N, p.Cd), Prod(p.Od, nd));
  const int64_t w_elems = Mul(Mul(p.Cd, p.Cs / p.G), Prod(p.k, nd));
  const bool need_s = need_gw || (need_gi && p.transposed), need_d = need_gw || (need_gi && !p.transposed);
  uint64_t off = 0;
  plan.s_off = off;
  off += need_s ? Bytes(s_elems) : 0;
  plan.d_off = off;
  off += need_d ? Bytes(d_elems) : 0;
  plan.w_off = off;
  off += need_gi ? Bytes(w_elems) : 0;
  plan.gi_off = off;
  off += need_gi ? Bytes(p.transposed ? d_elems : s_elems) : 0;
  plan.part_off = off;
  off += need_gw ? Bytes(Mul(w_elems, plan.chunks)) : 0;
  plan.slot_off = off;
  uint64_t scratch = 0;
  for (const auto* prim : {&plan.gi, &plan.gi_tail, &plan.gw, &plan.gw_tail})
    if (*prim) scratch = std::max<uint64_t>(scratch, (*prim)->scratchpad_bytes());
  plan.slot_bytes = (scratch + 63) / 64 * 64;
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
  auto* sbuf = reinterpret_cast<float*>(ws + plan.s_off);
  auto* dbuf = reinterpret_cast<float*>(ws + plan.d_off);
  auto* wbuf = reinterpret_cast<float*>(ws + plan.w_off);
  auto* gibuf = reinterpret_cast<float*>(ws + plan.gi_off);
  auto* part = reinterpret_cast<float*>(ws + plan.part_off);
  const bool need_gi = plan.gi != nullptr, need_gw = plan.gw != nullptr;
  if (need_gw || (need_gi && p.transposed)) Pack(S, ctx, plan.Is_eff, plan, sbuf);
  if (need_gw || (need_gi && !p.transposed)) Pack(D, ctx, p.Od, plan, dbuf);
  // Every input is read before any output is written (outputs may share memory with inputs).
  const float* bias_sums = nullptr;
  if (p.mask[2] && gb.index >= 0) bias_sums = BiasSums(g, ctx, plan);
  if (need_gi) {
    const int64_t wk[3] = {w.d[2], w.rank > 3 ? w.d[3] : 1, w.rank > 4 ? w.d[4] : 1};
    // The weight as (Cd, Cs/G, *K) = (G, Cd/G, Cs/G, *K): aclnn's layout in both modes.
    int64_t eff[3];
    for (int i = 0; i < nd; ++i) eff[i] = wk[i];
    Pack(w, ctx, eff, plan, wbuf);
  }
  const int64_t s_img = Mul(p.Cs, Prod(plan.Is_eff, nd)), d_img = Mul(p.Cd, Prod(p.Od, nd));
  const int64_t w_elems = Mul(Mul(p.Cd, p.Cs / p.G), Prod(p.k, nd));
  if (need_gi || need_gw) {
    ParallelFor(plan.slots, [&](int64_t s0, int64_t s1) {
      for (int64_t slot = s0; slot < s1; ++slot) {
        void* scratch = ws + plan.slot_off + static_cast<uint64_t>(slot) * plan.slot_bytes;
        for (int64_t c = slot; c < plan.chunks; c += plan.slots) {
          const int64_t n0 = c * plan.chunk, nb = std::min(plan.chunk, p.N - n0);
          const bool tail = nb != plan.chunk;
          if (need_gi) {
            const ConvPrimitive& prim = tail ? *plan.gi_tail : *plan.gi;
            if (p.transposed) prim.Execute(sbuf + n0 * s_img, wbuf, nullptr, gibuf + n0 * d_img, scratch);
            else prim.ExecuteBackwardData(dbuf + n0 * d_img, wbuf, gibuf + n0 * s_img, scratch);
          }
          if (need_gw) {
            const ConvPrimitive& prim = tail ? *plan.gw_tail : *plan.gw;
            prim.ExecuteBackwardWeights(sbuf + n0 * s_img, dbuf + n0 * d_img, part + c * w_elems, scratch);
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
      Store(gibuf, sd, gi, ctx, plan.gi_round, p.overlaps[0], plan);
    }
  }
  if (p.mask[1] && gw.index >= 0) {
    if (!need_gw) {
      Store(nullptr, nullptr, gw, ctx, ACL_FLOAT, p.overlaps[1], plan);
    } else {
      // Partials summed in chunk order: fixed by the shape.
      ParallelForBlocks(w_elems, 4096, [&](int64_t e0, int64_t e1) {
        for (int64_t c = 1; c < plan.chunks; ++c)
          for (int64_t e = e0; e < e1; ++e) part[e] += part[c * w_elems + e];
      });
      int64_t sd[5] = {gw.d[0], gw.d[1], gw.d[2], gw.d[3], gw.d[4]};
      Store(part, sd, gw, ctx, plan.gw_fp16 ? ACL_FLOAT16 : ACL_FLOAT, p.overlaps[1], plan);
    }
  }
  if (p.mask[2] && gb.index >= 0) StoreBias(bias_sums, g.d[1], gb, ctx);
  return ACLNN_SUCCESS;
}

}  // namespace convolution_backward
}  // namespace ops
}  // namespace aclnn_cpu
