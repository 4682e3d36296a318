// ConvTbcBackward / ConvTbc: ours vs ATen (conv_tbc_backward / conv_tbc) on the same buffers and
// thread count, and the GEMM seam's own peak (sgemm on a large square problem; oneDNN vs OpenBLAS
// loaded at run time) for the "% of sgemm peak" figure.
// GFLOP/s counts 4*To*B*Cin*Cout*K for the backward (gradInput + gradWeight), 2*... for the forward.
#include <dlfcn.h>

#include <string>
#include <vector>

#include "aclnnop/aclnn_convolution.h"
#include "aclnnop/aclnn_convolution_backward.h"
#include "bench_common.h"
#include "core/gemm.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {

struct Problem {
  int64_t T, B, Cin, Cout, K, pad;
  int64_t To() const { return T + 2 * pad - K + 1; }
  double BwdFlops() const { return 4.0 * To() * B * Cin * Cout * K; }
  double FwdFlops() const { return 2.0 * To() * B * Cin * Cout * K; }
};
const Problem kBig{512, 32, 512, 512, 3, 1};
const Problem kSmall{64, 1, 256, 256, 5, 2};
// fairseq ConvTBC layers (fconv encoders/decoders: T 128-1024 tokens, B 8-64 sentences, 256-1024
// channels, kernel widths 3-7 with "same" padding).
const Problem kFairseqWide{128, 64, 1024, 1024, 3, 1};
const Problem kFairseqLong{1024, 8, 256, 256, 7, 3};
const Problem kFairseqMid{256, 16, 512, 512, 5, 2};

struct TbcData {
  TbcData(const Problem& p, aclDataType dt)
      : p(p), dt(dt), self(p.To() * p.B * p.Cout, dt), input(p.T * p.B * p.Cin, dt), weight(p.K * p.Cin * p.Cout, dt),
        bias(p.Cout, dt), gi(p.T * p.B * p.Cin, dt), gw(p.K * p.Cin * p.Cout, dt), gb(p.Cout, dt),
        out(p.To() * p.B * p.Cout, dt) {
    self.FillUniform(-1, 1, 1);
    input.FillUniform(-1, 1, 2);
    weight.FillUniform(-0.1, 0.1, 3);
    bias.FillUniform(-1, 1, 4);
  }
  double Bytes() const {  // every tensor read or written once
    return static_cast<double>(self.bytes() + input.bytes() + weight.bytes() + gi.bytes() + gw.bytes() + gb.bytes());
  }
  Problem p;
  aclDataType dt;
  Buffer self, input, weight, bias, gi, gw, gb, out;
};

TbcData& Data(const Problem& p, aclDataType dt) {
  static std::vector<TbcData*> all;
  for (TbcData* d : all)
    if (d->dt == dt && d->p.T == p.T && d->p.B == p.B && d->p.Cin == p.Cin && d->p.Cout == p.Cout && d->p.K == p.K &&
        d->p.pad == p.pad)
      return *d;
  all.push_back(new TbcData(p, dt));
  return *all.back();
}

void SetGflops(benchmark::State& state, double flops) {
  state.counters["GFLOP/s"] = benchmark::Counter(flops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_BwdOurs(benchmark::State& state, Problem p, aclDataType dt, int cmt) {
  TbcData& d = Data(p, dt);
  aclTensor* g = Tensor({p.To(), p.B, p.Cout}, dt, d.self.data());
  aclTensor* x = Tensor({p.T, p.B, p.Cin}, dt, d.input.data());
  aclTensor* w = Tensor({p.K, p.Cin, p.Cout}, dt, d.weight.data());
  aclTensor* b = Tensor({p.Cout}, dt, d.bias.data());
  aclTensor* gi = Tensor({p.T, p.B, p.Cin}, dt, d.gi.data());
  aclTensor* gw = Tensor({p.K, p.Cin, p.Cout}, dt, d.gw.data());
  aclTensor* gb = Tensor({p.Cout}, dt, d.gb.data());
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnConvTbcBackwardGetWorkspaceSize(g, x, w, b, p.pad, static_cast<int8_t>(cmt), gi, gw, gb, ws, ex);
  }, aclnnConvTbcBackward, d.Bytes(), dt == ACL_BF16 ? "roof=bf16gemm" : "roof=sgemm");
  SetGflops(state, p.BwdFlops());
  for (aclTensor* t : {g, x, w, b, gi, gw, gb}) aclDestroyTensor(t);
}

void BM_FwdOurs(benchmark::State& state, Problem p, aclDataType dt) {
  TbcData& d = Data(p, dt);
  aclTensor* x = Tensor({p.T, p.B, p.Cin}, dt, d.input.data());
  aclTensor* w = Tensor({p.K, p.Cin, p.Cout}, dt, d.weight.data());
  aclTensor* b = Tensor({p.Cout}, dt, d.bias.data());
  aclTensor* y = Tensor({p.To(), p.B, p.Cout}, dt, d.out.data());
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnConvTbcGetWorkspaceSize(x, w, b, p.pad, y, 0, ws, ex);
  }, aclnnConvTbc, static_cast<double>(d.input.bytes() + d.weight.bytes() + d.out.bytes()),
           dt == ACL_BF16 ? "roof=bf16gemm" : "roof=sgemm");
  SetGflops(state, p.FwdFlops());
  for (aclTensor* t : {x, w, b, y}) aclDestroyTensor(t);
}

// The GEMM seam on a large square problem, fp32 accumulation and output: the machine's measured
// sgemm peak (fp32 operands; the limit of the fp32/fp16 ConvTbc rows) or bf16 GEMM peak (bf16
// operands: oneDNN's AMX or AVX512-BF16 matmul, whichever the CPU has; the bf16 rows' limit).
void BM_GemmOurs(benchmark::State& state, int64_t n, aclDataType dt) {
  aclnnCpuSetNumThreads(Threads());
  Buffer a(n * n, dt), b(n * n, dt), c(n * n, ACL_FLOAT);
  a.FillUniform(-1, 1, 5);
  b.FillUniform(-1, 1, 6);
  aclnn_cpu::GemmShape s;
  s.m = s.n = s.k = n;
  s.lda = s.ldb = s.ldc = n;
  const auto type = dt == ACL_BF16 ? aclnn_cpu::GemmType::kBF16 : aclnn_cpu::GemmType::kF32;
  for (auto _ : state) aclnn_cpu::GemmParallel(type, s, a.data(), b.data(), static_cast<float*>(c.data()), false);
  SetGflops(state, 2.0 * n * n * n);
  state.SetBytesProcessed(static_cast<int64_t>((2.0 * n * n * DtypeBytes(dt) + n * n * 4) * state.iterations()));
  state.SetLabel(std::string("threads=") + std::to_string(Threads()) + " " + aclnn_cpu::GemmBackendInfo());
}

// OpenBLAS sgemm on the same problem (loaded with dlopen: the comparison behind the backend choice).
void BM_SgemmOpenBlas(benchmark::State& state, int64_t n) {
  void* h = dlopen("libopenblas.so.0", RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    state.SkipWithError("n/a: libopenblas.so.0 not found");
    return;
  }
  using Sgemm = void (*)(int, int, int, int, int, int, float, const float*, int, const float*, int, float, float*, int);
  auto sgemm = reinterpret_cast<Sgemm>(dlsym(h, "cblas_sgemm"));
  auto set_threads = reinterpret_cast<void (*)(int)>(dlsym(h, "openblas_set_num_threads"));
  if (!sgemm) {
    state.SkipWithError("n/a: cblas_sgemm missing");
    return;
  }
  if (set_threads) set_threads(Threads());
  Buffer a(n * n, ACL_FLOAT), b(n * n, ACL_FLOAT), c(n * n, ACL_FLOAT);
  a.FillUniform(-1, 1, 5);
  b.FillUniform(-1, 1, 6);
  const int ni = static_cast<int>(n);
  for (auto _ : state)  // CblasRowMajor = 101, CblasNoTrans = 111
    sgemm(101, 111, 111, ni, ni, ni, 1.0f, static_cast<const float*>(a.data()), ni, static_cast<const float*>(b.data()),
          ni, 0.0f, static_cast<float*>(c.data()), ni);
  SetGflops(state, 2.0 * n * n * n);
  state.SetBytesProcessed(static_cast<int64_t>(3.0 * n * n * 4 * state.iterations()));
  state.SetLabel("threads=" + std::to_string(Threads()));
}

#ifdef ACLNN_BENCH_WITH_TORCH
// ATen's bf16 matmul on the same problem (bf16 output, its own threads).
void BM_Bf16GemmAten(benchmark::State& state, int64_t n) {
  at::set_num_threads(Threads());
  Buffer a(n * n, ACL_BF16), b(n * n, ACL_BF16);
  a.FillUniform(-1, 1, 5);
  b.FillUniform(-1, 1, 6);
  auto opts = at::TensorOptions().dtype(at::kBFloat16);
  at::Tensor ta = torch::from_blob(a.data(), {n, n}, opts), tb = torch::from_blob(b.data(), {n, n}, opts);
  for (auto _ : state) benchmark::DoNotOptimize(at::mm(ta, tb));
  SetGflops(state, 2.0 * n * n * n);
  state.SetBytesProcessed(static_cast<int64_t>(3.0 * n * n * 2 * state.iterations()));
  state.SetLabel("threads=" + std::to_string(Threads()));
}

at::ScalarType TorchType(aclDataType dt) {
  return dt == ACL_FLOAT ? at::kFloat : dt == ACL_BF16 ? at::kBFloat16 : at::kHalf;
}

void BM_BwdAten(benchmark::State& state, Problem p, aclDataType dt) {
  TbcData& d = Data(p, dt);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor g = torch::from_blob(d.self.data(), {p.To(), p.B, p.Cout}, opts);
  at::Tensor x = torch::from_blob(d.input.data(), {p.T, p.B, p.Cin}, opts);
  at::Tensor w = torch::from_blob(d.weight.data(), {p.K, p.Cin, p.Cout}, opts);
  at::Tensor b = torch::from_blob(d.bias.data(), {p.Cout}, opts);
  try {
    at::conv_tbc_backward(g, x, w, b, p.pad);
  } catch (const std::exception& e) {
    state.SkipWithError("n/a: ATen has no CPU kernel for this dtype");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(at::conv_tbc_backward(g, x, w, b, p.pad));
  state.SetBytesProcessed(static_cast<int64_t>(d.Bytes() * static_cast<double>(state.iterations())));
  SetGflops(state, p.BwdFlops());
  state.SetLabel("threads=" + std::to_string(Threads()));
}

void BM_FwdAten(benchmark::State& state, Problem p, aclDataType dt) {
  TbcData& d = Data(p, dt);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor x = torch::from_blob(d.input.data(), {p.T, p.B, p.Cin}, opts);
  at::Tensor w = torch::from_blob(d.weight.data(), {p.K, p.Cin, p.Cout}, opts);
  at::Tensor b = torch::from_blob(d.bias.data(), {p.Cout}, opts);
  try {
    at::conv_tbc(x, w, b, p.pad);
  } catch (const std::exception& e) {
    state.SkipWithError("n/a: ATen has no CPU kernel for this dtype");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(at::conv_tbc(x, w, b, p.pad));
  state.SetBytesProcessed(
      static_cast<int64_t>(static_cast<double>(d.input.bytes() + d.weight.bytes() + d.out.bytes()) * state.iterations()));
  SetGflops(state, p.FwdFlops());
  state.SetLabel("threads=" + std::to_string(Threads()));
}
#endif

// At least 2 s per repetition: one backward at the large shapes takes 0.25-0.6 s, so with 0.5 s a
// repetition was one or two iterations and the host's short stalls decided the cell.
#define TBC_BENCH(fn, name, ...) \
  BENCHMARK_CAPTURE(fn, x, __VA_ARGS__)->Name(name)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0)

TBC_BENCH(BM_GemmOurs, "BM_Sgemm/fp32:2048/impl:ours", 2048, ACL_FLOAT);
TBC_BENCH(BM_SgemmOpenBlas, "BM_Sgemm/fp32:2048/impl:openblas", 2048);
TBC_BENCH(BM_GemmOurs, "BM_Gemm/bf16:2048/impl:ours", 2048, ACL_BF16);
#ifdef ACLNN_BENCH_WITH_TORCH
TBC_BENCH(BM_Bf16GemmAten, "BM_Gemm/bf16:2048/impl:aten", 2048);
#endif

// ours and ATen side by side for each problem.
#ifdef ACLNN_BENCH_WITH_TORCH
#define TBC_BWD(name, p, dt)                                                   \
  TBC_BENCH(BM_BwdOurs, "BM_ConvTbcBackward/" name "/impl:ours", p, dt, 0);    \
  TBC_BENCH(BM_BwdAten, "BM_ConvTbcBackward/" name "/impl:aten", p, dt)
#define TBC_FWD(name, p, dt)                                          \
  TBC_BENCH(BM_FwdOurs, "BM_ConvTbc/" name "/impl:ours", p, dt);      \
  TBC_BENCH(BM_FwdAten, "BM_ConvTbc/" name "/impl:aten", p, dt)
#else
#define TBC_BWD(name, p, dt) TBC_BENCH(BM_BwdOurs, "BM_ConvTbcBackward/" name "/impl:ours", p, dt, 0)
#define TBC_FWD(name, p, dt) TBC_BENCH(BM_FwdOurs, "BM_ConvTbc/" name "/impl:ours", p, dt)
#endif

TBC_BWD("fp32:T512B32C512K3", kBig, ACL_FLOAT);
TBC_BENCH(BM_BwdOurs, "BM_ConvTbcBackward/fp32-hf32:T512B32C512K3/impl:ours", kBig, ACL_FLOAT, 1);
TBC_BWD("bf16:T512B32C512K3", kBig, ACL_BF16);
TBC_BWD("fp16:T512B32C512K3", kBig, ACL_FLOAT16);
TBC_BWD("fp32:T64B1C256K5", kSmall, ACL_FLOAT);
TBC_BWD("fp32:T128B64C1024K3", kFairseqWide, ACL_FLOAT);
TBC_BWD("bf16:T128B64C1024K3", kFairseqWide, ACL_BF16);
TBC_BWD("fp32:T1024B8C256K7", kFairseqLong, ACL_FLOAT);
TBC_BWD("fp32:T256B16C512K5", kFairseqMid, ACL_FLOAT);
TBC_FWD("fp32:T512B32C512K3", kBig, ACL_FLOAT);
TBC_FWD("bf16:T512B32C512K3", kBig, ACL_BF16);
TBC_FWD("fp32:T64B1C256K5", kSmall, ACL_FLOAT);
TBC_FWD("fp32:T1024B8C256K7", kFairseqLong, ACL_FLOAT);
TBC_FWD("bf16:T128B64C1024K3", kFairseqWide, ACL_BF16);

}  // namespace
}  // namespace bench
