// NsaCompressGrad (and NsaCompress): T = 65536 tokens in 16 uneven batches, N = 16 heads, D = 128,
// compressBlockSize 32, compressStride 16, bf16 and fp16.
// Effective bytes of the backward: read input [T,N,D] and outputGrad [M,N,D], write inputGrad
// [T,N,D] (weightGrad is negligible); compare with BM_Roofline/triad of the same run.
// Forward: read input, write output [M,N,D].
// ATen: the forward a user would write instead (per batch: unfold(0, l, d) + einsum with the
// weights, then cat) and its autograd backward (torch::autograd::grad for input and weight), on the
// same buffers and thread count; its time includes the forward pass autograd needs.
#include <memory>
#include <string>
#include <vector>

#include "aclnnop/aclnn_nsa_compress.h"
#include "aclnnop/aclnn_nsa_compress_grad.h"
#include "bench_common.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {

constexpr int64_t kT = 65536, kN = 16, kD = 128, kL = 32, kStride = 16, kBatches = 16;

struct Data {
  explicit Data(aclDataType dt) : dtype(dt) {
    // 16 uneven batches: lengths proportional to 1..4 (k % 4 + 1), summing to T.
    int64_t total_w = 0;
    for (int64_t k = 0; k < kBatches; ++k) total_w += k % 4 + 1;
    int64_t acc_w = 0;
    for (int64_t k = 0; k < kBatches; ++k) {
      acc_w += k % 4 + 1;
      ends.push_back(k + 1 == kBatches ? kT : kT * acc_w / total_w);
    }
    int64_t start = 0;
    m = 0;
    for (int64_t e : ends) {
      const int64_t s = e - start;
      m += s >= kL ? (s - kL) / kStride + 1 : 0;
      start = e;
    }
    x.reset(new Buffer(static_cast<size_t>(kT * kN * kD), dt));
    g.reset(new Buffer(static_cast<size_t>(m * kN * kD), dt));
    w.reset(new Buffer(static_cast<size_t>(kL * kN), dt));
    dx.reset(new Buffer(static_cast<size_t>(kT * kN * kD), dt));
    dw.reset(new Buffer(static_cast<size_t>(kL * kN), dt));
    y.reset(new Buffer(static_cast<size_t>(m * kN * kD), dt));
    x->FillUniform(-1, 1, 1);
    g->FillUniform(-1, 1, 2);
    w->FillUniform(-1, 1, 3);
  }
  aclDataType dtype;
  std::vector<int64_t> ends;
  int64_t m = 0;
  std::unique_ptr<Buffer> x, g, w, dx, dw, y;
};

Data& GetData(aclDataType dt) {  // one data set at a time
  static std::unique_ptr<Data> cur;
  if (!cur || cur->dtype != dt) {
    cur.reset();
    cur.reset(new Data(dt));
  }
  return *cur;
}

void BM_GradOurs(benchmark::State& state, aclDataType dt) {
  Data& d = GetData(dt);
  aclTensor* g = Tensor({d.m, kN, kD}, dt, d.g->data());
  aclTensor* x = Tensor({kT, kN, kD}, dt, d.x->data());
  aclTensor* w = Tensor({kL, kN}, dt, d.w->data());
  aclTensor* dx = Tensor({kT, kN, kD}, dt, d.dx->data());
  aclTensor* dw = Tensor({kL, kN}, dt, d.dw->data());
  aclIntArray* seq = aclCreateIntArray(d.ends.data(), d.ends.size());
  char layout[] = "TND";
  const double bytes = double((2 * kT + d.m) * kN * kD) * DtypeBytes(dt);
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnNsaCompressGradGetWorkspaceSize(g, x, w, seq, kL, kStride, 0, layout, dx, dw, ws, ex);
  }, aclnnNsaCompressGrad, bytes, "roof=triad");
  aclDestroyIntArray(seq);
  for (aclTensor* t : {g, x, w, dx, dw}) aclDestroyTensor(t);
}

void BM_FwdOurs(benchmark::State& state, aclDataType dt) {
  Data& d = GetData(dt);
  aclTensor* x = Tensor({kT, kN, kD}, dt, d.x->data());
  aclTensor* w = Tensor({kL, kN}, dt, d.w->data());
  aclTensor* y = Tensor({d.m, kN, kD}, dt, d.y->data());
  aclIntArray* seq = aclCreateIntArray(d.ends.data(), d.ends.size());
  char layout[] = "TND";
  const double bytes = double((kT + d.m) * kN * kD) * DtypeBytes(dt);
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnNsaCompressGetWorkspaceSize(x, w, seq, layout, kL, kStride, 0, y, ws, ex);
  }, aclnnNsaCompress, bytes, "roof=read");
  aclDestroyIntArray(seq);
  for (aclTensor* t : {x, w, y}) aclDestroyTensor(t);
}

#ifdef ACLNN_BENCH_WITH_TORCH
void BM_GradAten(benchmark::State& state, aclDataType dt) {
  Data& d = GetData(dt);
  at::set_num_threads(Threads());
  const auto opts = at::TensorOptions().dtype(dt == ACL_BF16 ? at::kBFloat16 : at::kHalf);
  // ATen 1.13 has no CPU matmul for Half: the fp16 composition computes in fp32 (inputs converted
  // once per iteration, gradients converted back), which is what a user would have to write.
  const bool upcast = dt == ACL_FLOAT16;
  const at::Tensor x16 = torch::from_blob(d.x->data(), {kT, kN, kD}, opts);
  const at::Tensor w16 = torch::from_blob(d.w->data(), {kL, kN}, opts);
  const at::Tensor g16 = torch::from_blob(d.g->data(), {d.m, kN, kD}, opts);
  at::Tensor dx = torch::from_blob(d.dx->data(), {kT, kN, kD}, opts);
  at::Tensor dw = torch::from_blob(d.dw->data(), {kL, kN}, opts);
  auto step = [&] {
    const at::Tensor x = (upcast ? x16.to(at::kFloat) : x16).detach().requires_grad_(true);
    const at::Tensor w = (upcast ? w16.to(at::kFloat) : w16).detach().requires_grad_(true);
    const at::Tensor g = upcast ? g16.to(at::kFloat) : g16;
    std::vector<at::Tensor> parts;
    int64_t start = 0;
    for (int64_t e : d.ends) {
      if (e - start >= kL)  // windows of the batch: [nb, N, D, l], weighted over l
        parts.push_back(at::einsum("bndl,ln->bnd", {x.narrow(0, start, e - start).unfold(0, kL, kStride), w}));
      start = e;
    }
    const at::Tensor y = at::cat(parts);
    const auto grads = torch::autograd::grad({y}, {x, w}, {g});
    dx.copy_(grads[0]);
    dw.copy_(grads[1]);
  };
  try {
    step();
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
    return;
  }
  for (auto _ : state) step();
  state.SetBytesProcessed(
      static_cast<int64_t>(double((2 * kT + d.m) * kN * kD) * DtypeBytes(dt) * double(state.iterations())));
  state.SetLabel(std::string("unfold+einsum autograd (incl. forward") + (upcast ? ", fp32 compute" : "") +
                 ") threads=" + std::to_string(Threads()));
}
#endif

#define NSA_BENCH(fn, name, dt, impl)                                                                   \
  BENCHMARK_CAPTURE(fn, name, dt)->Name(name "/impl:" impl)->Unit(benchmark::kMillisecond)->UseRealTime()

NSA_BENCH(BM_GradOurs, "BM_NsaCompressGrad/bf16:T65536_N16_D128_l32_s16", ACL_BF16, "ours")->MinTime(1.0);
#ifdef ACLNN_BENCH_WITH_TORCH
NSA_BENCH(BM_GradAten, "BM_NsaCompressGrad/bf16:T65536_N16_D128_l32_s16", ACL_BF16, "aten")->Iterations(1);
#endif
NSA_BENCH(BM_FwdOurs, "BM_NsaCompress/bf16:T65536_N16_D128_l32_s16", ACL_BF16, "ours")->MinTime(0.5);
NSA_BENCH(BM_GradOurs, "BM_NsaCompressGrad/fp16:T65536_N16_D128_l32_s16", ACL_FLOAT16, "ours")->MinTime(1.0);
#ifdef ACLNN_BENCH_WITH_TORCH
NSA_BENCH(BM_GradAten, "BM_NsaCompressGrad/fp16:T65536_N16_D128_l32_s16", ACL_FLOAT16, "aten")->Iterations(1);
#endif
NSA_BENCH(BM_FwdOurs, "BM_NsaCompress/fp16:T65536_N16_D128_l32_s16", ACL_FLOAT16, "ours")->MinTime(0.5);

}  // namespace
}  // namespace bench
