// Convolution engine: operands converted to the compute dtype with the §5.3 operand transform,
// packed dense per fixed batch chunk, one single-threaded oneDNN primitive call per chunk (chunks
// run in parallel; their boundaries depend on the shape only), then the rounding chain of §5.3
// step 5 on the way into the output view.
#include "ops/convolution/conv.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "core/boundary.h"
#include "core/convert.h"
#include "core/dtype.h"
#include "core/gemm.h"
#include "core/parallel.h"
#include "core/tensor.h"
#include "ops/conv_tbc/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace convolution {

aclDataType ComputeDtype(aclDataType in, aclDataType w, int cmt) {
  if (cmt == 2) return ACL_FLOAT16;
  return in == w ? in : ACL_FLOAT;
}

aclTensor ChannelFirst(const aclTensor& t) {
  aclTensor c = t;
  if (t.format == ACL_FORMAT_NDHWC && t.view.size() == 5) {
    static constexpr size_t kFrom[5] = {0, 4, 1, 2, 3};
    for (size_t i = 0; i < 5; ++i) {
      c.view[i] = t.view[kFrom[i]];
      c.strides[i] = t.strides[kFrom[i]];
    }
    c.format = ACL_FORMAT_NCDHW;
  }
  return c;
}

NdDesc CaptureNd(const aclTensor* tensor, int index) {
  const aclTensor t = ChannelFirst(*tensor);
  NdDesc d;
  d.index = index;
  d.dtype = t.dtype;
  d.rank = static_cast<int>(t.view.size());
  d.offset = KernelOffset(t);
  for (int i = 0; i < d.rank && i < 5; ++i) {
    d.d[i] = t.view[static_cast<size_t>(i)];
    d.s[i] = KernelStride(t, static_cast<size_t>(i));
  }
  return d;
}

namespace {

// A size past int64 / 2^62 bytes: no plan can hold it (the device fails its tiling).
StatusError TooLarge() {
  return StatusError(ACLNN_ERR_INNER_TILING_ERROR, "the problem's buffers exceed the addressable size");
}

// a * b, or std::bad_alloc when it leaves int64 (a size that cannot be allocated anyway).
int64_t Mul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) throw TooLarge();
  return r;
}
uint64_t Align64(uint64_t v) {
  if (v > (uint64_t{1} << 62)) throw TooLarge();
  return (v + 63) / 64 * 64;
}

int64_t Prod(const int64_t* v, int n) {
  int64_t r = 1;
  for (int i = 0; i < n; ++i) r = Mul(r, v[i]);
  return r;
}

// Floats of a slot's row buffer: the longest row of the tensors, and at least the pieces dense
// tensors are packed in.
constexpr int64_t kPiece = 4096;
int64_t RowFloats(const ConvProblem& p) {
  return std::max({p.in[p.nd - 1], p.out[p.nd - 1], p.k[p.nd - 1], kPiece});
}

// Element offset of row `row` (rows = every index of dims [0, rank-1), row-major) of t.
int64_t RowOffset(const NdDesc& t, int64_t row) {
  int64_t off = 0;
  for (int i = t.rank - 2; i >= 0; --i) {
    off += (row % t.d[i]) * t.s[i];
    row /= t.d[i];
  }
  return off;
}

const unsigned char* Base(const NdDesc& t, const RunContext& ctx) {
  return static_cast<const unsigned char*>(ctx.data[static_cast<size_t>(t.index)]) +
         t.offset * static_cast<int64_t>(ElementSize(t.dtype));
}

// Loads n elements (stride in elements) of an operand as fp32 and applies the operand transform:
// conversion to P (fp16 rounding when P is FP16), then HF32 rounding.
void LoadOperand(const unsigned char* src, aclDataType dt, int64_t stride, size_t n, const ConvPlan& plan, float* dst) {
  LoadF32(src, dt, stride, dst, n);
  if (plan.P == ACL_FLOAT16 && dt != ACL_FLOAT16) RoundThrough(dst, n, ACL_FLOAT16);
  if (plan.xform == Xform::kHf32) conv_tbc::Hf32Round(dst, n);
}

void Put(const float* row, size_t n, ConvDataType type, unsigned char* dst) {
  if (type == ConvDataType::kF32) std::memcpy(dst, row, n * sizeof(float));
  else F32ToBf16Array(row, reinterpret_cast<uint16_t*>(dst), n);
}

// True when t's elements are dense in row-major order (strides are the suffix products of dims).
bool Dense(const NdDesc& t) {
  int64_t want = 1;
  for (int i = t.rank - 1; i >= 0; --i) {
    if (t.d[i] != 1 && t.s[i] != want) return false;
    want *= t.d[i];
  }
  return true;
}

// True when the primitive can read t in place: dense and already its operand (the compute type,
// no operand transform).
bool AsIs(const NdDesc& t, const ConvPlan& plan) {
  return Dense(t) && plan.xform == Xform::kNone &&
         ((plan.type == ConvDataType::kF32 && t.dtype == ACL_FLOAT && plan.P == ACL_FLOAT) ||
          (plan.type == ConvDataType::kBF16 && t.dtype == ACL_BF16));
}

// Packs t's elements [e0, e1) (row-major order; whole rows) into dst (indexed by element) as
// operands; row: a slot's row buffer (RowFloats floats).
void PackRange(const NdDesc& t, const RunContext& ctx, int64_t e0, int64_t e1, const ConvPlan& plan,
               unsigned char* dst, float* row) {
  const unsigned char* base = Base(t, ctx);
  const size_t tes = ElementSize(t.dtype), es = plan.type == ConvDataType::kF32 ? 4 : 2;
  if (Dense(t)) {
    for (int64_t e = e0; e < e1; e += kPiece) {
      const size_t n = static_cast<size_t>(std::min(kPiece, e1 - e));
      LoadOperand(base + tes * static_cast<size_t>(e), t.dtype, 1, n, plan, row);
      Put(row, n, plan.type, dst + es * static_cast<size_t>(e));
    }
    return;
  }
  const int64_t last = t.d[t.rank - 1];
  for (int64_t r = e0 / last; r < e1 / last; ++r) {
    LoadOperand(base + static_cast<int64_t>(tes) * RowOffset(t, r), t.dtype, t.s[t.rank - 1], static_cast<size_t>(last),
                plan, row);
    Put(row, static_cast<size_t>(last), plan.type, dst + es * static_cast<size_t>(r * last));
  }
}

}  // namespace

ConvPlan MakePlan(const ConvProblem& p, const NdDesc& w) {
  ConvPlan plan;
  plan.p = p;
  plan.P = ComputeDtype(p.dt_in, p.dt_w, p.cmt);
  if (plan.P == ACL_FLOAT && (p.cmt == 1 || p.cmt == 3)) plan.xform = Xform::kHf32;
  // §5.2: a FP16 compute rounds the bias to fp16, except transposed and 3-D pointwise (1x1x1) kernels.
  const bool pointwise3d = p.nd == 3 && p.k[0] == 1 && p.k[1] == 1 && p.k[2] == 1;
  plan.bias_fp16 = plan.P == ACL_FLOAT16 && !p.transposed && !pointwise3d;
  plan.type = plan.P == ACL_BF16 ? ConvDataType::kBF16 : ConvDataType::kF32;
  const int nd = p.nd;
  // The primitive: the convolution itself, or for a transposed convolution the backward-data pass
  // of the convolution it transposes (src: our output, dst: our input, weights (G, Cin/G, Cout/G,
  // *K): aclnn's transposed layout as it is). oneDNN's deconvolution is that same kernel, but adds a
  // bias in a separate scalar pass that costs a third of the call in fp32 and 7x the call in bf16,
  // so the bias of a transposed convolution is added here on the way out.
  ConvGeometry g;
  g.nd = nd;
  g.ic = p.transposed ? p.Cout : p.Cin;
  g.oc = p.transposed ? p.Cin : p.Cout;
  g.groups = p.G;
  g.pass = p.transposed ? ConvPass::kBackwardData : ConvPass::kForward;
  g.bias = p.has_bias && !p.transposed;
  plan.bias_after = p.has_bias && p.transposed;
  for (int i = 0; i < nd; ++i) {
    g.k[i] = p.k[i];
    g.stride[i] = p.stride[i];
    g.dilation[i] = p.dil[i];
    g.pad_l[i] = p.pb[i];
    if (!p.transposed) {
      g.pad_r[i] = p.pa[i];
      plan.full[i] = p.out[i];
      g.in[i] = p.in[i];
      g.out[i] = plan.full[i];
    } else {
      // The transposed convolution's full output (I-1)*st + dl*(K-1) + 1, cropped by pb before and
      // by max(pa - op, 0) after; output padding beyond the after-crop (pa < op) is computed here as
      // bias-only positions.
      const int64_t ext = (p.in[i] - 1) * p.stride[i] + p.dil[i] * (p.k[i] - 1) + 1;
      g.pad_r[i] = std::max<int64_t>(p.pa[i] - p.op[i], 0);
      plan.full[i] = std::max<int64_t>(0, std::min<int64_t>(p.out[i], ext - p.pb[i]));
      if (plan.full[i] <= 0) plan.any_conv = false;
      g.in[i] = plan.full[i];
      g.out[i] = p.in[i];
    }
  }
  // Batch chunks: about 2^21 multiply-adds each, at least four chunks when N allows; fixed by the
  // shape, never by the thread count.
  const double macs = static_cast<double>(p.Cout) * (static_cast<double>(p.Cin) / static_cast<double>(p.G)) *
                      static_cast<double>(Prod(p.k, nd)) *
                      static_cast<double>(p.transposed ? Prod(p.in, nd) : Prod(plan.full, nd));
  int64_t chunk = macs >= 2097152.0 ? 1 : static_cast<int64_t>(2097152.0 / std::max(macs, 1.0));
  chunk = std::max<int64_t>(1, std::min({chunk, p.N, CeilDiv(p.N, 4)}));
  plan.chunk = chunk;
  plan.chunks = CeilDiv(p.N, chunk);
  plan.slots = p.out_overlaps ? 1 : std::max<int64_t>(1, std::min<int64_t>(plan.chunks, NumThreads()));
  // Pointwise fp32 convolutions over large images are one GEMM per image on the plain layout,
  // out (Cout, O) = W (Cout, Cin) x in (Cin, O): no reorders. c256->64 56x56, one thread: dnnl_sgemm
  // 185 GFLOP/s on the plain operands; oneDNN's jit_1x1 kernel is as fast on its blocked layout,
  // but the reorders of the 3.2 MB input then cost half as much again. Smaller images keep the
  // blocked kernel (c1024->256 14x14: 200 against 170 GFLOP/s, reorders in cache).
  bool pointwise = !p.transposed && p.G == 1 && plan.type == ConvDataType::kF32 && Prod(plan.full, nd) >= 784;
  for (int i = 0; i < nd; ++i) pointwise = pointwise && p.k[i] == 1 && p.stride[i] == 1 && p.pb[i] == 0 && p.pa[i] == 0;
  plan.gemm = pointwise && plan.any_conv;
  if (plan.gemm) PrepareGemm(GemmType::kF32);
  if (plan.any_conv && !plan.gemm) {
    for (int attempt = 0; attempt < 2; ++attempt) {
      g.n = chunk;
      // P is BF16: the sum rounded to it once, in the kernel (unless a bias is added after it).
      g.bf16_out = plan.type == ConvDataType::kBF16 && !plan.bias_after;
      plan.prim = ConvPrimitive::Get(plan.type, g);
      const int64_t tail = p.N - (plan.chunks - 1) * chunk;
      plan.prim_tail.reset();
      if (plan.prim && tail != chunk) {
        g.n = tail;
        plan.prim_tail = ConvPrimitive::Get(plan.type, g);
      }
      if (plan.prim && (tail == chunk || plan.prim_tail)) break;
      plan.type = ConvDataType::kF32;  // no bf16 kernels on this CPU: bf16 values widen exactly
    }
  }
  const uint64_t es = plan.type == ConvDataType::kF32 ? 4 : 2;
  const int64_t row_max = RowFloats(p);
  uint64_t off = 0;
  plan.wei_off = off;
  plan.w_direct = plan.any_conv && AsIs(w, plan);
  if (!plan.w_direct) off += Align64(es * static_cast<uint64_t>(Mul(Mul(p.Cout, p.Cin / p.G), Prod(p.k, nd))));
  uint64_t src_int = 0, dst_int = 0, scratch = 0;
  for (const auto* prim : {&plan.prim, &plan.prim_tail}) {
    if (!*prim) continue;
    src_int = std::max<uint64_t>(src_int, (*prim)->internal_bytes(plan.in_arg()));
    dst_int = std::max<uint64_t>(dst_int, (*prim)->internal_bytes(plan.out_arg()));
    scratch = std::max<uint64_t>(scratch, (*prim)->scratchpad_bytes());
  }
  plan.wei_int_off = off;
  if (plan.prim) off += Align64(plan.prim->internal_bytes(ConvArg::kWeights));
  plan.tail_weights = plan.prim_tail && !plan.prim_tail->SameLayout(ConvArg::kWeights, *plan.prim);
  plan.wei_tail_off = off;
  if (plan.tail_weights) off += Align64(plan.prim_tail->internal_bytes(ConvArg::kWeights));
  plan.bias_off = off;
  off += Align64(4 * static_cast<uint64_t>(p.Cout));
  // The whole input, packed (chunk by chunk, or all of it before any output element is written
  // when the output shares memory with the input).
  plan.src_off = off;
  off += plan.any_conv ? Align64(es * static_cast<uint64_t>(Mul(Mul(p.N, p.Cin), Prod(p.in, nd)))) : 0;
  plan.slot_off = off;
  plan.dst_dt = plan.type == ConvDataType::kBF16 && !plan.bias_after ? ACL_BF16 : ACL_FLOAT;
  plan.dst_bytes = Align64(ElementSize(plan.dst_dt) * static_cast<uint64_t>(Mul(Mul(chunk, p.Cout), Prod(plan.full, nd))));
  plan.src_int_bytes = Align64(src_int);
  plan.dst_int_bytes = Align64(dst_int);
  plan.scratch_bytes = Align64(scratch);
  plan.slot_bytes = plan.dst_bytes + plan.src_int_bytes + plan.dst_int_bytes + plan.scratch_bytes +
                    Align64(4 * static_cast<uint64_t>(row_max));
  const uint64_t slots_bytes = static_cast<uint64_t>(Mul(static_cast<int64_t>(plan.slot_bytes), plan.slots));
  plan.workspace = Align64(off + slots_bytes);
  return plan;
}

namespace {

// Byte range [lo, hi) of t's elements in memory.
void ByteRange(const NdDesc& t, const RunContext& ctx, uintptr_t* lo, uintptr_t* hi) {
  const int64_t es = static_cast<int64_t>(ElementSize(t.dtype));
  int64_t mn = t.offset, mx = t.offset;
  for (int i = 0; i < t.rank; ++i) {
    if (t.d[i] == 0) {
      *lo = *hi = 0;
      return;
    }
    const int64_t ext = (t.d[i] - 1) * t.s[i];
    if (ext < 0) mn += ext;
    else mx += ext;
  }
  const uintptr_t base = reinterpret_cast<uintptr_t>(ctx.data[static_cast<size_t>(t.index)]);
  *lo = base + static_cast<uintptr_t>(mn * es);
  *hi = base + static_cast<uintptr_t>((mx + 1) * es);
}

bool Overlap(const NdDesc& a, const NdDesc& b, const RunContext& ctx) {
  uintptr_t alo, ahi, blo, bhi;
  ByteRange(a, ctx, &alo, &ahi);
  ByteRange(b, ctx, &blo, &bhi);
  return alo < bhi && blo < ahi;
}

}  // namespace

aclnnStatus RunConvolution(const ConvPlan& plan, const NdDesc& x, const NdDesc& w, const NdDesc& bias,
                           const NdDesc& out, const RunContext& ctx) {
  const ConvProblem& p = plan.p;
  const int nd = p.nd;
  auto* ws = static_cast<unsigned char*>(ctx.workspace);
  // Slot s: plain result (fp32 or bf16) | input in the primitive's layout | result in the primitive's layout |
  // scratchpad | fp32 row buffer. The packing loops run on at most plan.slots threads, each in its
  // own slot.
  auto slot_base = [&](int64_t slot) { return ws + plan.slot_off + static_cast<uint64_t>(slot) * plan.slot_bytes; };
  auto slot_scratch = [&](int64_t slot) {
    return slot_base(slot) + plan.dst_bytes + plan.src_int_bytes + plan.dst_int_bytes;
  };
  auto slot_row = [&](int64_t slot) { return reinterpret_cast<float*>(slot_scratch(slot) + plan.scratch_bytes); };
  const size_t es = plan.type == ConvDataType::kF32 ? 4 : 2;
  const int64_t kprod = Prod(p.k, nd);
  // Weights as given (aclnn's (Cout, Cin/G, *K), transposed (Cin, Cout/G, *K)): in place when they
  // are the operand already, else packed dense; then in the primitives' layouts.
  const void* wei = ws + plan.wei_off;
  const void* wei_main = wei;
  const void* wei_tail = wei;
  if (plan.any_conv) {
    if (plan.w_direct) {
      wei = wei_main = wei_tail = Base(w, ctx);
    } else {
      const int64_t wlast = w.d[w.rank - 1], welems = Mul(Mul(w.d[0], w.d[1]), kprod);
      ParallelForBlocksSlots(welems / wlast, std::max<int64_t>(1, 16384 / wlast), plan.slots,
                             [&](int64_t r0, int64_t r1, int64_t slot) {
        PackRange(w, ctx, r0 * wlast, r1 * wlast, plan, ws + plan.wei_off, slot_row(slot));
      });
    }
    // One reorder per call (and per tail layout), on the calling thread.
    if (plan.prim && plan.prim->internal_bytes(ConvArg::kWeights)) {
      plan.prim->Import(ConvArg::kWeights, wei, ws + plan.wei_int_off, slot_scratch(0));
      wei_main = wei_tail = ws + plan.wei_int_off;
    }
    if (plan.tail_weights) {
      wei_tail = wei;
      if (plan.prim_tail->internal_bytes(ConvArg::kWeights)) {
        plan.prim_tail->Import(ConvArg::kWeights, wei, ws + plan.wei_tail_off, slot_scratch(0));
        wei_tail = ws + plan.wei_tail_off;
      }
    }
  }
  auto* bias_f = reinterpret_cast<float*>(ws + plan.bias_off);
  if (p.has_bias) {
    LoadF32(Base(bias, ctx), bias.dtype, bias.s[0], bias_f, static_cast<size_t>(p.Cout));
    if (plan.bias_fp16) RoundThrough(bias_f, static_cast<size_t>(p.Cout), ACL_FLOAT16);
  } else {
    std::fill(bias_f, bias_f + p.Cout, 0.0f);
  }
  // Rounding into the output: once to P (when P is narrower than fp32 and not the output dtype),
  // then the output dtype's own rounding in StoreF32.
  const bool round_p = plan.P != ACL_FLOAT && plan.P != out.dtype;
  const int64_t in_last = p.in[nd - 1], out_last = p.out[nd - 1], full_last = plan.full[nd - 1];
  const int64_t in_rows_img = Mul(p.Cin, Prod(p.in, nd) / in_last);
  const int64_t out_rows_img = Mul(p.Cout, Prod(p.out, nd) / out_last);
  const int64_t in_img = in_rows_img * in_last, full_img = Mul(p.Cout, Prod(plan.full, nd));
  const unsigned char* xb = Base(x, ctx);
  unsigned char* ob = static_cast<unsigned char*>(ctx.data[static_cast<size_t>(out.index)]) +
                      out.offset * static_cast<int64_t>(ElementSize(out.dtype));
  const size_t oes = ElementSize(out.dtype), xes = ElementSize(x.dtype);
  unsigned char* src = ws + plan.src_off;
  // The input: read in place when it already is the primitive's plain operand (dense, in the
  // compute type, no operand transform), else packed -- all of it before any output element is
  // written when the output shares memory with it (as the device's copy into the output view
  // implies), else chunk by chunk next to its use.
  const bool aliased = plan.any_conv && Overlap(x, out, ctx);
  const bool x_direct = plan.any_conv && !aliased && AsIs(x, plan);
  auto pack_rows = [&](int64_t r0, int64_t r1, float* row) {
    PackRange(x, ctx, r0 * in_last, r1 * in_last, plan, src, row);
  };
  if (aliased)
    ParallelForBlocksSlots(p.N * in_rows_img, std::max<int64_t>(1, 16384 / in_last), plan.slots,
                           [&](int64_t r0, int64_t r1, int64_t slot) { pack_rows(r0, r1, slot_row(slot)); });
  // The result goes straight into the output when the output is the primitive's plain fp32
  // result (dense FLOAT, no bias-only positions, nothing to round).
  // The primitive's result: fp32, or bf16 (already rounded to P) for bf16 operands.
  const aclDataType dst_dt = plan.dst_dt;
  bool out_direct = plan.any_conv && !p.out_overlaps && !plan.bias_after && Dense(out) && out.dtype == dst_dt &&
                    (plan.P == ACL_FLOAT || plan.P == dst_dt);
  for (int i = 0; i < nd; ++i) out_direct = out_direct && plan.full[i] == p.out[i];
  ParallelFor(plan.slots, [&](int64_t s0, int64_t s1) {
    for (int64_t slot = s0; slot < s1; ++slot) {
      unsigned char* sb = slot_base(slot);
      auto* dst = reinterpret_cast<float*>(sb);
      unsigned char* src_int = sb + plan.dst_bytes;
      unsigned char* dst_int = src_int + plan.src_int_bytes;
      unsigned char* scratch = slot_scratch(slot);
      float* row = slot_row(slot);
      for (int64_t c = slot; c < plan.chunks; c += plan.slots) {
        const int64_t n0 = c * plan.chunk, nb = std::min(plan.chunk, p.N - n0);
        void* out_chunk = out_direct ? static_cast<void*>(ob + oes * static_cast<size_t>(n0 * full_img)) : dst;
        if (plan.gemm) {
          const float* s_plain = reinterpret_cast<const float*>(x_direct ? xb + xes * static_cast<size_t>(n0 * in_img)
                                                                          : src + es * static_cast<size_t>(n0 * in_img));
          if (!x_direct && !aliased) pack_rows(n0 * in_rows_img, (n0 + nb) * in_rows_img, row);
          const int64_t o = Prod(plan.full, nd);
          GemmShape gs;
          gs.m = p.Cout;
          gs.n = o;
          gs.k = p.Cin;
          gs.lda = p.Cin;
          gs.ldb = o;
          gs.ldc = o;
          for (int64_t i = 0; i < nb; ++i) {
            float* c_img = static_cast<float*>(out_chunk) + i * p.Cout * o;
            if (p.has_bias)  // the sum starts from the bias
              for (int64_t co = 0; co < p.Cout; ++co) std::fill(c_img + co * o, c_img + (co + 1) * o, bias_f[co]);
            Gemm(GemmType::kF32, gs, wei_main, s_plain + i * in_img, c_img, p.has_bias);
          }
        } else if (plan.any_conv) {
          const bool tail = nb != plan.chunk && plan.prim_tail;
          const ConvPrimitive& prim = tail ? *plan.prim_tail : *plan.prim;
          const void* s_plain = x_direct ? static_cast<const void*>(xb + xes * static_cast<size_t>(n0 * in_img))
                                         : static_cast<const void*>(src + es * static_cast<size_t>(n0 * in_img));
          if (!x_direct && !aliased) pack_rows(n0 * in_rows_img, (n0 + nb) * in_rows_img, row);
          const void* s_arg = s_plain;
          if (prim.internal_bytes(plan.in_arg())) {
            prim.Import(plan.in_arg(), s_plain, src_int, scratch);
            s_arg = src_int;
          }
          const bool dst_reorder = prim.internal_bytes(plan.out_arg()) != 0;
          void* d_arg = dst_reorder ? static_cast<void*>(dst_int) : out_chunk;
          const void* wts = tail ? wei_tail : wei_main;
          if (p.transposed) prim.ExecuteBackwardData(s_arg, wts, d_arg, scratch);
          else prim.Execute(s_arg, wts, bias_f, d_arg, scratch);
          if (dst_reorder) prim.Export(plan.out_arg(), dst_int, out_chunk, scratch);
        }
        if (out_direct) continue;
        for (int64_t r = 0; r < nb * out_rows_img; ++r) {
          // r = ((n * Cout + co) * out[0] + o0) * out[1] + o1 (leading spatial dims only)
          int64_t rest = r, lead[2] = {0, 0};
          bool inside = plan.any_conv;
          for (int i = nd - 2; i >= 0; --i) {
            lead[i] = rest % p.out[i];
            rest /= p.out[i];
            if (lead[i] >= plan.full[i]) inside = false;
          }
          const int64_t co = rest % p.Cout, n = rest / p.Cout;
          const float b = bias_f[co];
          int64_t filled = 0;
          if (inside) {
            int64_t idx = n * p.Cout + co;
            for (int i = 0; i < nd - 1; ++i) idx = idx * plan.full[i] + lead[i];
            idx *= full_last;
            filled = std::min(full_last, out_last);
            if (dst_dt == ACL_FLOAT) std::memcpy(row, dst + idx, static_cast<size_t>(filled) * sizeof(float));
            else LoadF32(reinterpret_cast<const unsigned char*>(dst) + 2 * idx, ACL_BF16, 1, row, static_cast<size_t>(filled));
            if (plan.bias_after)
              for (int64_t j = 0; j < filled; ++j) row[j] += b;
          }
          std::fill(row + filled, row + out_last, b);
          if (round_p) RoundThrough(row, static_cast<size_t>(out_last), plan.P);
          StoreF32(row, ob + static_cast<int64_t>(oes) * RowOffset(out, n0 * out_rows_img + r), out.dtype, out.s[out.rank - 1],
                   static_cast<size_t>(out_last));
        }
      }
    }
  });
  return ACLNN_SUCCESS;
}

}  // namespace convolution
}  // namespace ops
}  // namespace aclnn_cpu
