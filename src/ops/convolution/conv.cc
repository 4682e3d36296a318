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

NdDesc CaptureNd(const aclTensor* t, int index) {
  NdDesc d;
  d.index = index;
  d.dtype = t->dtype;
  d.rank = static_cast<int>(t->view.size());
  d.offset = KernelOffset(*t);
  for (int i = 0; i < d.rank && i < 5; ++i) {
    d.d[i] = t->view[static_cast<size_t>(i)];
    d.s[i] = KernelStride(*t, static_cast<size_t>(i));
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

}  // namespace

ConvPlan MakePlan(const ConvProblem& p) {
  ConvPlan plan;
  plan.p = p;
  plan.P = ComputeDtype(p.dt_in, p.dt_w, p.cmt);
  if (plan.P == ACL_FLOAT && (p.cmt == 1 || p.cmt == 3)) plan.xform = Xform::kHf32;
  // §5.2: a FP16 compute rounds the bias to fp16, except transposed and 3-D pointwise (1x1x1) kernels.
  const bool pointwise3d = p.nd == 3 && p.k[0] == 1 && p.k[1] == 1 && p.k[2] == 1;
  plan.bias_fp16 = plan.P == ACL_FLOAT16 && !p.transposed && !pointwise3d;
  plan.type = plan.P == ACL_BF16 ? ConvDataType::kBF16 : ConvDataType::kF32;
  const int nd = p.nd;
  ConvGeometry g;
  g.nd = nd;
  g.ic = p.Cin;
  g.oc = p.Cout;
  g.groups = p.G;
  g.deconvolution = p.transposed;
  g.bias = p.has_bias;
  for (int i = 0; i < nd; ++i) {
    g.in[i] = p.in[i];
    g.k[i] = p.k[i];
    g.stride[i] = p.stride[i];
    g.dilation[i] = p.dil[i];
    g.pad_l[i] = p.pb[i];
    if (!p.transposed) {
      g.pad_r[i] = p.pa[i];
      plan.full[i] = p.out[i];
    } else {
      // oneDNN's deconvolution crops pad_l / pad_r of its full output (I-1)*st + dl*(K-1) + 1;
      // output padding beyond the after-crop (pa < op) is computed here as bias-only positions.
      const int64_t ext = (p.in[i] - 1) * p.stride[i] + p.dil[i] * (p.k[i] - 1) + 1;
      g.pad_r[i] = std::max<int64_t>(p.pa[i] - p.op[i], 0);
      plan.full[i] = std::max<int64_t>(0, std::min<int64_t>(p.out[i], ext - p.pb[i]));
      if (plan.full[i] <= 0) plan.any_conv = false;
    }
    g.out[i] = plan.full[i];
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
  if (plan.any_conv) {
    for (int attempt = 0; attempt < 2; ++attempt) {
      g.n = chunk;
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
  const int64_t row_max = std::max(p.in[nd - 1], std::max(p.out[nd - 1], p.k[nd - 1]));
  uint64_t off = 0;
  plan.wei_off = off;
  off += Align64(es * static_cast<uint64_t>(Mul(Mul(p.Cout, p.Cin / p.G), Prod(p.k, nd))));
  plan.bias_off = off;
  off += Align64(4 * static_cast<uint64_t>(p.Cout));
  // The whole input, packed before any output element is written (the output may share memory
  // with an input: every input is read first, as the device's copy into the output view implies).
  plan.src_off = off;
  off += plan.any_conv ? Align64(es * static_cast<uint64_t>(Mul(Mul(p.N, p.Cin), Prod(p.in, nd)))) : 0;
  plan.slot_off = off;
  plan.dst_bytes = Align64(4 * static_cast<uint64_t>(Mul(Mul(chunk, p.Cout), Prod(plan.full, nd))));
  uint64_t scratch = 0;
  if (plan.prim) scratch = std::max<uint64_t>(scratch, plan.prim->scratchpad_bytes());
  if (plan.prim_tail) scratch = std::max<uint64_t>(scratch, plan.prim_tail->scratchpad_bytes());
  plan.slot_bytes = plan.dst_bytes + Align64(scratch) + Align64(4 * static_cast<uint64_t>(row_max));
  const uint64_t slots_bytes = static_cast<uint64_t>(Mul(static_cast<int64_t>(plan.slot_bytes), plan.slots));
  plan.workspace = Align64(off + slots_bytes);
  return plan;
}

aclnnStatus RunConvolution(const ConvPlan& plan, const NdDesc& x, const NdDesc& w, const NdDesc& bias,
                           const NdDesc& out, const RunContext& ctx) {
  const ConvProblem& p = plan.p;
  const int nd = p.nd;
  auto* ws = static_cast<unsigned char*>(ctx.workspace);
  // A slot's fp32 row buffer (row_max floats after its output block and scratchpad): the packing
  // loops below run on at most plan.slots threads, each in its own slot.
  const size_t scratch_max = std::max(plan.prim ? plan.prim->scratchpad_bytes() : 0,
                                      plan.prim_tail ? plan.prim_tail->scratchpad_bytes() : 0);
  auto slot_row = [&](int64_t slot) {
    return reinterpret_cast<float*>(ws + plan.slot_off + static_cast<uint64_t>(slot) * plan.slot_bytes +
                                    plan.dst_bytes + Align64(scratch_max));
  };
  const size_t es = plan.type == ConvDataType::kF32 ? 4 : 2;
  const int64_t Cg = p.Cin / p.G, Og = p.Cout / p.G, kprod = Prod(p.k, nd);
  // Weights as (G, Og, Cg, *K), dense.
  unsigned char* wei = ws + plan.wei_off;
  if (plan.any_conv) {
    const int64_t klast = p.k[nd - 1], wrows = Mul(Mul(w.d[0], w.d[1]), kprod / klast);
    const unsigned char* wb = Base(w, ctx);
    ParallelForBlocksSlots(wrows, std::max<int64_t>(1, 16384 / klast), plan.slots, [&](int64_t r0, int64_t r1, int64_t slot) {
      float* row = slot_row(slot);
      for (int64_t r = r0; r < r1; ++r) {
        LoadOperand(wb + static_cast<int64_t>(ElementSize(w.dtype)) * RowOffset(w, r), w.dtype, w.s[w.rank - 1], static_cast<size_t>(klast), plan, row);
        int64_t dst_row = r;  // forward: (Cout, Cg, K) is (G, Og, Cg, K) already
        if (p.transposed) {   // (Cin, Og, K) = (G, Cg, Og, K) -> (G, Og, Cg, K)
          const int64_t kr = kprod / klast, kk = r % kr, rest = r / kr, og = rest % Og, ci = rest / Og;
          dst_row = (((ci / Cg) * Og + og) * Cg + ci % Cg) * kr + kk;
        }
        Put(row, static_cast<size_t>(klast), plan.type, wei + es * static_cast<size_t>(dst_row * klast));
      }
    });
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
  const unsigned char* xb = Base(x, ctx);
  unsigned char* ob = static_cast<unsigned char*>(ctx.data[static_cast<size_t>(out.index)]) +
                      out.offset * static_cast<int64_t>(ElementSize(out.dtype));
  const size_t oes = ElementSize(out.dtype), xes = ElementSize(x.dtype);
  unsigned char* src = ws + plan.src_off;
  if (plan.any_conv)
    ParallelForBlocksSlots(p.N * in_rows_img, std::max<int64_t>(1, 16384 / in_last), plan.slots,
                           [&](int64_t r0, int64_t r1, int64_t slot) {
      float* row = slot_row(slot);
      for (int64_t r = r0; r < r1; ++r) {
        LoadOperand(xb + static_cast<int64_t>(xes) * RowOffset(x, r), x.dtype, x.s[x.rank - 1], static_cast<size_t>(in_last), plan, row);
        Put(row, static_cast<size_t>(in_last), plan.type, src + es * static_cast<size_t>(r * in_last));
      }
    });
  ParallelFor(plan.slots, [&](int64_t s0, int64_t s1) {
    for (int64_t slot = s0; slot < s1; ++slot) {
      unsigned char* sb = ws + plan.slot_off + static_cast<uint64_t>(slot) * plan.slot_bytes;
      auto* dst = reinterpret_cast<float*>(sb);
      unsigned char* scratch = sb + plan.dst_bytes;
      const size_t scratch_bytes = std::max(plan.prim ? plan.prim->scratchpad_bytes() : 0,
                                            plan.prim_tail ? plan.prim_tail->scratchpad_bytes() : 0);
      auto* row = reinterpret_cast<float*>(scratch + Align64(scratch_bytes));
      for (int64_t c = slot; c < plan.chunks; c += plan.slots) {
        const int64_t n0 = c * plan.chunk, nb = std::min(plan.chunk, p.N - n0);
        if (plan.any_conv) {
          const ConvPrimitive& prim = (nb == plan.chunk || !plan.prim_tail) ? *plan.prim : *plan.prim_tail;
          prim.Execute(src + es * static_cast<size_t>(n0 * in_rows_img * in_last), wei, bias_f, dst, scratch);
        }
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
            std::memcpy(row, dst + idx, static_cast<size_t>(filled) * sizeof(float));
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
