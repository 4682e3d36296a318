// Convolution, ConvDepthwise2d and ConvolutionBackward on real layers: ours vs ATen's
// at::convolution / at::convolution_backward on the same buffers and thread count.
//   ResNet-50   3x3 c64 56x56 n8; 1x1 c256->64 56x56 n8; 3x3 stride 2 c128 28x28 n8
//   MobileNetV2 depthwise 3x3 c192 28x28 n8 (ConvDepthwise2d, and Convolution with groups = C)
//   wav2vec2    conv1d c1->512 k10 s5 L16000 n4 (its first layer); c512 k3 s2 L3199 n4
//   3-D         c64 k3 8x28x28 n2
//   transposed  conv2d c128->64 k4 s2 32x32 n8 (a decoder's 2x upsampling)
// fp32 (cubeMathType 0: fp32 arithmetic) and bf16; the forward, then the backward with one output
// at a time (gradInput, gradWeight). GFLOP/s count 2 * MACs of the forward problem for each.
#include <string>
#include <vector>

#include "aclnnop/aclnn_convolution.h"
#include "aclnnop/aclnn_convolution_backward.h"
#include "bench_common.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {

struct Layer {
  std::vector<int64_t> in;      // N, C, spatial...
  int64_t cout;
  std::vector<int64_t> kernel;  // per spatial dim
  int64_t stride, pad, groups;
  bool transposed;
  int Dims() const { return static_cast<int>(kernel.size()); }
  int64_t Cin() const { return in[1]; }
  std::vector<int64_t> Out() const {
    std::vector<int64_t> o = {in[0], cout};
    for (int d = 0; d < Dims(); ++d) {
      const int64_t x = in[2 + d];
      o.push_back(transposed ? (x - 1) * stride - 2 * pad + kernel[d] : (x + 2 * pad - kernel[d]) / stride + 1);
    }
    return o;
  }
  // Convolution weight [Cout, Cin/g, k...]; transposed [Cin, Cout/g, k...].
  std::vector<int64_t> Weight() const {
    std::vector<int64_t> w = transposed ? std::vector<int64_t>{Cin(), cout / groups} : std::vector<int64_t>{cout, Cin() / groups};
    w.insert(w.end(), kernel.begin(), kernel.end());
    return w;
  }
  double Flops() const {  // 2 * MACs: every (input or output) position of the strided side times the kernel
    const std::vector<int64_t> o = Out();
    const std::vector<int64_t>& strided = transposed ? in : o;
    double n = 2.0 * strided[0] * (transposed ? cout : Cin()) / groups * (transposed ? Cin() : cout);
    for (int d = 0; d < Dims(); ++d) n *= static_cast<double>(strided[2 + d]) * static_cast<double>(kernel[d]);
    return n;
  }
  aclFormat Format() const { return Dims() == 1 ? ACL_FORMAT_NCL : Dims() == 2 ? ACL_FORMAT_NCHW : ACL_FORMAT_NCDHW; }
};

int64_t Count(const std::vector<int64_t>& s) {
  int64_t n = 1;
  for (int64_t d : s) n *= d;
  return n;
}

const Layer kRes3x3{{8, 64, 56, 56}, 64, {3, 3}, 1, 1, 1, false};
const Layer kRes1x1{{8, 256, 56, 56}, 64, {1, 1}, 1, 0, 1, false};
const Layer kRes3x3s2{{8, 128, 28, 28}, 128, {3, 3}, 2, 1, 1, false};
const Layer kMbDw{{8, 192, 28, 28}, 192, {3, 3}, 1, 1, 192, false};
const Layer kW2vFirst{{4, 1, 16000}, 512, {10}, 5, 0, 1, false};
const Layer kW2vMid{{4, 512, 3199}, 512, {3}, 2, 0, 1, false};
const Layer kConv3d{{2, 64, 8, 28, 28}, 64, {3, 3, 3}, 1, 1, 1, false};
const Layer kDeconv{{8, 128, 32, 32}, 64, {4, 4}, 2, 1, 1, true};

struct ConvData {
  ConvData(const Layer& l, aclDataType dt)
      : l(l), dt(dt), x(Count(l.in), dt), w(Count(l.Weight()), dt), b(l.cout, dt), y(Count(l.Out()), dt),
        gy(Count(l.Out()), dt), gx(Count(l.in), dt), gw(Count(l.Weight()), dt), gb(l.cout, dt) {
    x.FillUniform(-1, 1, 1);
    w.FillUniform(-0.1, 0.1, 2);
    b.FillUniform(-1, 1, 3);
    gy.FillUniform(-1, 1, 4);
  }
  Layer l;
  aclDataType dt;
  Buffer x, w, b, y, gy, gx, gw, gb;
};

ConvData& Data(const Layer& l, aclDataType dt) {
  static std::vector<ConvData*> all;
  for (ConvData* d : all)
    if (d->dt == dt && d->l.in == l.in && d->l.cout == l.cout && d->l.kernel == l.kernel && d->l.stride == l.stride &&
        d->l.groups == l.groups && d->l.transposed == l.transposed)
      return *d;
  all.push_back(new ConvData(l, dt));
  return *all.back();
}

void SetGflops(benchmark::State& state, double flops) {
  state.counters["GFLOP/s"] = benchmark::Counter(flops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

const char* Roof(aclDataType dt) { return dt == ACL_BF16 ? "roof=bf16gemm" : "roof=sgemm"; }

struct Arrays {
  explicit Arrays(const Layer& l) {
    const std::vector<int64_t> s(l.Dims(), l.stride), p(l.Dims(), l.pad), d(l.Dims(), 1), op(l.Dims(), 0);
    stride = aclCreateIntArray(s.data(), s.size());
    pad = aclCreateIntArray(p.data(), p.size());
    dil = aclCreateIntArray(d.data(), d.size());
    out_pad = aclCreateIntArray(op.data(), op.size());
    kernel = aclCreateIntArray(l.kernel.data(), l.kernel.size());
    const int64_t bs = l.cout;
    bias_sizes = aclCreateIntArray(&bs, 1);
  }
  ~Arrays() {
    for (aclIntArray* a : {stride, pad, dil, out_pad, kernel, bias_sizes}) aclDestroyIntArray(a);
  }
  aclIntArray *stride, *pad, *dil, *out_pad, *kernel, *bias_sizes;
};

void BM_FwdOurs(benchmark::State& state, Layer l, aclDataType dt, bool depthwise_api) {
  ConvData& d = Data(l, dt);
  Arrays a(l);
  aclTensor* x = Tensor(l.in, dt, d.x.data(), l.Format());
  aclTensor* w = Tensor(l.Weight(), dt, d.w.data(), l.Format());
  aclTensor* b = Tensor({l.cout}, dt, d.b.data());
  aclTensor* y = Tensor(l.Out(), dt, d.y.data(), l.Format());
  const double bytes = static_cast<double>(d.x.bytes() + d.w.bytes() + d.y.bytes());
  if (depthwise_api) {
    RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvDepthwise2dGetWorkspaceSize(x, w, a.kernel, b, a.stride, a.pad, a.dil, y, 0, ws, ex);
    }, aclnnConvDepthwise2d, bytes, Roof(dt));
  } else {
    RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvolutionGetWorkspaceSize(x, w, b, a.stride, a.pad, a.dil, l.transposed, a.out_pad, l.groups, y, 0,
                                              ws, ex);
    }, aclnnConvolution, bytes, Roof(dt));
  }
  SetGflops(state, l.Flops());
  for (aclTensor* t : {x, w, b, y}) aclDestroyTensor(t);
}

// which: 0 = gradInput, 1 = gradWeight.
void BM_BwdOurs(benchmark::State& state, Layer l, aclDataType dt, int which) {
  ConvData& d = Data(l, dt);
  Arrays a(l);
  aclTensor* gy = Tensor(l.Out(), dt, d.gy.data(), l.Format());
  aclTensor* x = Tensor(l.in, dt, d.x.data(), l.Format());
  aclTensor* w = Tensor(l.Weight(), dt, d.w.data(), l.Format());
  aclTensor* gx = Tensor(l.in, dt, d.gx.data(), l.Format());
  aclTensor* gw = Tensor(l.Weight(), dt, d.gw.data(), l.Format());
  const bool mask[3] = {which == 0, which == 1, false};
  aclBoolArray* m = aclCreateBoolArray(mask, 3);
  const double bytes = static_cast<double>(d.gy.bytes() + (which == 0 ? d.w.bytes() + d.gx.bytes() : d.x.bytes() + d.gw.bytes()));
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnConvolutionBackwardGetWorkspaceSize(gy, x, w, a.bias_sizes, a.stride, a.pad, a.dil, l.transposed, a.out_pad,
                                                    static_cast<int>(l.groups), m, 0, which == 0 ? gx : nullptr,
                                                    which == 1 ? gw : nullptr, nullptr, ws, ex);
  }, aclnnConvolutionBackward, bytes, Roof(dt));
  SetGflops(state, l.Flops());
  aclDestroyBoolArray(m);
  for (aclTensor* t : {gy, x, w, gx, gw}) aclDestroyTensor(t);
}

#ifdef ACLNN_BENCH_WITH_TORCH
at::ScalarType TorchType(aclDataType dt) { return dt == ACL_FLOAT ? at::kFloat : at::kBFloat16; }

void BM_FwdAten(benchmark::State& state, Layer l, aclDataType dt) {
  ConvData& d = Data(l, dt);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor x = torch::from_blob(d.x.data(), l.in, opts);
  at::Tensor w = torch::from_blob(d.w.data(), l.Weight(), opts);
  at::Tensor b = torch::from_blob(d.b.data(), {l.cout}, opts);
  const std::vector<int64_t> s(l.Dims(), l.stride), p(l.Dims(), l.pad), dil(l.Dims(), 1), op(l.Dims(), 0);
  auto run = [&] { return at::convolution(x, w, b, s, p, dil, l.transposed, op, l.groups); };
  try {
    run();
  } catch (const std::exception&) {
    state.SkipWithError("n/a: ATen has no CPU kernel for this dtype");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(run());
  state.SetBytesProcessed(static_cast<int64_t>(static_cast<double>(d.x.bytes() + d.w.bytes() + d.y.bytes()) * state.iterations()));
  SetGflops(state, l.Flops());
  state.SetLabel("threads=" + std::to_string(Threads()));
}

void BM_BwdAten(benchmark::State& state, Layer l, aclDataType dt, int which) {
  ConvData& d = Data(l, dt);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor gy = torch::from_blob(d.gy.data(), l.Out(), opts);
  at::Tensor x = torch::from_blob(d.x.data(), l.in, opts);
  at::Tensor w = torch::from_blob(d.w.data(), l.Weight(), opts);
  const std::vector<int64_t> s(l.Dims(), l.stride), p(l.Dims(), l.pad), dil(l.Dims(), 1), op(l.Dims(), 0);
  const std::array<bool, 3> mask = {which == 0, which == 1, false};
  auto run = [&] {
    return at::convolution_backward(gy, x, w, at::OptionalIntArrayRef(), s, p, dil, l.transposed, op, l.groups, mask);
  };
  try {
    run();
  } catch (const std::exception&) {
    state.SkipWithError("n/a: ATen has no CPU kernel for this dtype");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(run());
  const double bytes = static_cast<double>(d.gy.bytes() + (which == 0 ? d.w.bytes() + d.gx.bytes() : d.x.bytes() + d.gw.bytes()));
  state.SetBytesProcessed(static_cast<int64_t>(bytes * state.iterations()));
  SetGflops(state, l.Flops());
  state.SetLabel("threads=" + std::to_string(Threads()));
}
#endif

#define CONV_BENCH(fn, name, ...) \
  BENCHMARK_CAPTURE(fn, x, __VA_ARGS__)->Name(name)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5)

#ifdef ACLNN_BENCH_WITH_TORCH
#define CONV_ROWS(name, l, dt)                                                         \
  CONV_BENCH(BM_FwdOurs, "BM_Convolution/" name "/impl:ours", l, dt, false);          \
  CONV_BENCH(BM_FwdAten, "BM_Convolution/" name "/impl:aten", l, dt);                 \
  CONV_BENCH(BM_BwdOurs, "BM_ConvolutionBackward/" name ":dx/impl:ours", l, dt, 0);   \
  CONV_BENCH(BM_BwdAten, "BM_ConvolutionBackward/" name ":dx/impl:aten", l, dt, 0);   \
  CONV_BENCH(BM_BwdOurs, "BM_ConvolutionBackward/" name ":dw/impl:ours", l, dt, 1);   \
  CONV_BENCH(BM_BwdAten, "BM_ConvolutionBackward/" name ":dw/impl:aten", l, dt, 1)
#define DW_ROW(name, l, dt)                                                            \
  CONV_BENCH(BM_FwdOurs, "BM_ConvDepthwise2d/" name "/impl:ours", l, dt, true);       \
  CONV_BENCH(BM_FwdAten, "BM_ConvDepthwise2d/" name "/impl:aten", l, dt)
#else
#define CONV_ROWS(name, l, dt)                                                         \
  CONV_BENCH(BM_FwdOurs, "BM_Convolution/" name "/impl:ours", l, dt, false);          \
  CONV_BENCH(BM_BwdOurs, "BM_ConvolutionBackward/" name ":dx/impl:ours", l, dt, 0);   \
  CONV_BENCH(BM_BwdOurs, "BM_ConvolutionBackward/" name ":dw/impl:ours", l, dt, 1)
#define DW_ROW(name, l, dt) CONV_BENCH(BM_FwdOurs, "BM_ConvDepthwise2d/" name "/impl:ours", l, dt, true)
#endif

CONV_ROWS("fp32:resnet3x3c64s56n8", kRes3x3, ACL_FLOAT);
CONV_ROWS("bf16:resnet3x3c64s56n8", kRes3x3, ACL_BF16);
CONV_ROWS("fp32:resnet1x1c256to64s56n8", kRes1x1, ACL_FLOAT);
CONV_ROWS("bf16:resnet1x1c256to64s56n8", kRes1x1, ACL_BF16);
CONV_ROWS("fp32:resnet3x3s2c128s28n8", kRes3x3s2, ACL_FLOAT);
CONV_ROWS("bf16:resnet3x3s2c128s28n8", kRes3x3s2, ACL_BF16);
CONV_ROWS("fp32:mbv2dw3x3c192s28n8", kMbDw, ACL_FLOAT);
CONV_ROWS("bf16:mbv2dw3x3c192s28n8", kMbDw, ACL_BF16);
DW_ROW("fp32:mbv2dw3x3c192s28n8", kMbDw, ACL_FLOAT);
DW_ROW("bf16:mbv2dw3x3c192s28n8", kMbDw, ACL_BF16);
CONV_ROWS("fp32:w2v1d-c1to512k10s5L16000n4", kW2vFirst, ACL_FLOAT);
CONV_ROWS("bf16:w2v1d-c1to512k10s5L16000n4", kW2vFirst, ACL_BF16);
CONV_ROWS("fp32:w2v1d-c512k3s2L3199n4", kW2vMid, ACL_FLOAT);
CONV_ROWS("bf16:w2v1d-c512k3s2L3199n4", kW2vMid, ACL_BF16);
CONV_ROWS("fp32:conv3d-c64k3-8x28x28n2", kConv3d, ACL_FLOAT);
CONV_ROWS("bf16:conv3d-c64k3-8x28x28n2", kConv3d, ACL_BF16);
CONV_ROWS("fp32:deconv2d-c128to64k4s2s32n8", kDeconv, ACL_FLOAT);
CONV_ROWS("bf16:deconv2d-c128to64k4s2s32n8", kDeconv, ACL_BF16);

}  // namespace
}  // namespace bench
