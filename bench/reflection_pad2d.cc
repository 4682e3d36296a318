// ReflectionPad2dBackward (and ReflectionPad2d): ours vs ATen's reflection_pad2d(_backward) on the
// same buffers and thread count, on image batches:
//   n16c64h256w256p3  feature maps of a style-transfer / CycleGAN generator (pad 3 before a 7x7 conv)
//   n32c3h224w224p3   the RGB input layer of the same networks on ImageNet-sized crops
//   n8c256h64w64p1    deeper, narrower maps (pad 1 before a 3x3 conv)
// Effective bytes: one read of gradOutput and one write of gradInput (backward); one read of self
// and one write of out (forward). Compare with BM_Roofline/triad of the same run.
#include "aclnnop/aclnn_pad2d_backward.h"
#include "aclnnop/aclnn_reflection_pad2d.h"
#include "bench_common.h"

#include <memory>
#include <string>
#include <vector>

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {
struct PadShape {
  int64_t n, c, h, w, pad;
  int64_t Ho() const { return h + 2 * pad; }
  int64_t Wo() const { return w + 2 * pad; }
};
constexpr PadShape kStyle{16, 64, 256, 256, 3}, kStyleC64{8, 64, 256, 256, 3}, kRgb{32, 3, 224, 224, 3},
    kDeep{8, 256, 64, 64, 1};

struct PadData {
  PadData(aclDataType dt, const PadShape& s)
      : s(s), dtype(dt), in(static_cast<size_t>(s.n * s.c * s.h * s.w), dt),
        padded(static_cast<size_t>(s.n * s.c * s.Ho() * s.Wo()), dt) {
    in.FillUniform(-1, 1, 1);
    padded.FillUniform(-1, 1, 2);
  }
  std::vector<int64_t> InShape() const { return {s.n, s.c, s.h, s.w}; }
  std::vector<int64_t> PaddedShape() const { return {s.n, s.c, s.Ho(), s.Wo()}; }
  std::vector<int64_t> Pad() const { return {s.pad, s.pad, s.pad, s.pad}; }
  double Bytes() const { return static_cast<double>(in.bytes() + padded.bytes()); }
  PadShape s;
  aclDataType dtype;
  Buffer in, padded;  // self / gradInput, and out / gradOutput
};

// One data set at a time, shared by ours and ATen (the cases are registered grouped by data set).
PadData& Data(aclDataType dt, const PadShape& s) {
  static std::unique_ptr<PadData> cur;
  if (!cur || cur->dtype != dt || cur->s.n != s.n || cur->s.c != s.c || cur->s.h != s.h || cur->s.w != s.w ||
      cur->s.pad != s.pad) {
    cur.reset();
    cur.reset(new PadData(dt, s));
  }
  return *cur;
}

void BM_BackwardOurs(benchmark::State& state, aclDataType dt, PadShape shape) {
  PadData& d = Data(dt, shape);
  aclTensor* go = Tensor(d.PaddedShape(), dt, d.padded.data());
  aclTensor* gi = Tensor(d.InShape(), dt, d.in.data());
  const std::vector<int64_t> pad = d.Pad();
  aclIntArray* p = aclCreateIntArray(pad.data(), 4);
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnReflectionPad2dBackwardGetWorkspaceSize(go, gi, p, gi, ws, ex);
  }, aclnnReflectionPad2dBackward, d.Bytes(), "roof=triad");
  aclDestroyIntArray(p);
  aclDestroyTensor(go);
  aclDestroyTensor(gi);
}

void BM_ForwardOurs(benchmark::State& state, aclDataType dt, PadShape shape) {
  PadData& d = Data(dt, shape);
  aclTensor* x = Tensor(d.InShape(), dt, d.in.data());
  aclTensor* out = Tensor(d.PaddedShape(), dt, d.padded.data());
  const std::vector<int64_t> pad = d.Pad();
  aclIntArray* p = aclCreateIntArray(pad.data(), 4);
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnReflectionPad2dGetWorkspaceSize(x, p, out, ws, ex);
  }, aclnnReflectionPad2d, d.Bytes(), "roof=copy");
  aclDestroyIntArray(p);
  aclDestroyTensor(x);
  aclDestroyTensor(out);
}

#ifdef ACLNN_BENCH_WITH_TORCH
at::ScalarType TorchType(aclDataType dt) {
  return dt == ACL_FLOAT ? at::kFloat : dt == ACL_BF16 ? at::kBFloat16 : at::kComplexFloat;
}

void BM_BackwardAten(benchmark::State& state, aclDataType dt, PadShape shape) {
  PadData& d = Data(dt, shape);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor go = torch::from_blob(d.padded.data(), d.PaddedShape(), opts);
  at::Tensor gi = torch::from_blob(d.in.data(), d.InShape(), opts);
  const std::vector<int64_t> pad = d.Pad();
  try {
    at::reflection_pad2d_backward_out(gi, go, gi, pad);
  } catch (const std::exception& e) {
    state.SkipWithError((std::string("n/a: ") + e.what()).substr(0, 120).c_str());
    return;
  }
  for (auto _ : state) at::reflection_pad2d_backward_out(gi, go, gi, pad);
  state.SetBytesProcessed(static_cast<int64_t>(d.Bytes() * static_cast<double>(state.iterations())));
  state.SetLabel("threads=" + std::to_string(Threads()));
}

void BM_ForwardAten(benchmark::State& state, aclDataType dt, PadShape shape) {
  PadData& d = Data(dt, shape);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor x = torch::from_blob(d.in.data(), d.InShape(), opts);
  at::Tensor out = torch::from_blob(d.padded.data(), d.PaddedShape(), opts);
  const std::vector<int64_t> pad = d.Pad();
  try {
    at::reflection_pad2d_out(out, x, pad);
  } catch (const std::exception& e) {
    state.SkipWithError((std::string("n/a: ") + e.what()).substr(0, 120).c_str());
    return;
  }
  for (auto _ : state) at::reflection_pad2d_out(out, x, pad);
  state.SetBytesProcessed(static_cast<int64_t>(d.Bytes() * static_cast<double>(state.iterations())));
  state.SetLabel("threads=" + std::to_string(Threads()));
}
#endif

#define PAD_BENCH(fn, op, name, dt, shape, impl)                                                     \
  BENCHMARK_CAPTURE(fn, name, dt, shape)->Name("BM_" op "/" #name "/impl:" impl)->Unit(benchmark::kMillisecond) \
      ->UseRealTime()
#ifdef ACLNN_BENCH_WITH_TORCH
#define PAD_BOTH(fn, op, name, dt, shape) \
  PAD_BENCH(fn##Ours, op, name, dt, shape, "ours"); \
  PAD_BENCH(fn##Aten, op, name, dt, shape, "aten")
#else
#define PAD_BOTH(fn, op, name, dt, shape) PAD_BENCH(fn##Ours, op, name, dt, shape, "ours")
#endif

// Grouped by data set so each buffer is built once.
PAD_BOTH(BM_Backward, "ReflectionPad2dBackward", fp32:n16c64h256w256p3, ACL_FLOAT, kStyle);
PAD_BOTH(BM_Forward, "ReflectionPad2d", fp32:n16c64h256w256p3, ACL_FLOAT, kStyle);
PAD_BOTH(BM_Backward, "ReflectionPad2dBackward", bf16:n16c64h256w256p3, ACL_BF16, kStyle);
PAD_BOTH(BM_Forward, "ReflectionPad2d", bf16:n16c64h256w256p3, ACL_BF16, kStyle);
PAD_BOTH(BM_Backward, "ReflectionPad2dBackward", complex64:n8c64h256w256p3, ACL_COMPLEX64, kStyleC64);
PAD_BOTH(BM_Backward, "ReflectionPad2dBackward", fp32:n32c3h224w224p3, ACL_FLOAT, kRgb);
PAD_BOTH(BM_Forward, "ReflectionPad2d", fp32:n32c3h224w224p3, ACL_FLOAT, kRgb);
PAD_BOTH(BM_Backward, "ReflectionPad2dBackward", fp32:n8c256h64w64p1, ACL_FLOAT, kDeep);
PAD_BOTH(BM_Forward, "ReflectionPad2d", fp32:n8c256h64w64p1, ACL_FLOAT, kDeep);

}  // namespace
}  // namespace bench
