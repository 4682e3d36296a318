// ReflectionPad2dBackward (and ReflectionPad2d) on N=16, C=64, H=W=256, padding 3 on every side:
// ours vs ATen's reflection_pad2d_backward on the same buffers and thread count.
// Effective bytes: one read of gradOutput and one write of gradInput (backward); one read of self
// and one write of out (forward). Compare with BM_Roofline/triad of the same run.
#include "aclnnop/aclnn_pad2d_backward.h"
#include "aclnnop/aclnn_reflection_pad2d.h"
#include "bench_common.h"

#include <string>

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {
constexpr int64_t kC = 64, kH = 256, kW = 256, kPad = 3;
constexpr int64_t kHo = kH + 2 * kPad, kWo = kW + 2 * kPad;

struct PadData {
  PadData(aclDataType dt, int64_t n)
      : n(n), dtype(dt), in(static_cast<size_t>(n * kC * kH * kW), dt), padded(static_cast<size_t>(n * kC * kHo * kWo), dt) {
    in.FillUniform(-1, 1, 1);
    padded.FillUniform(-1, 1, 2);
  }
  std::vector<int64_t> InShape() const { return {n, kC, kH, kW}; }
  std::vector<int64_t> PaddedShape() const { return {n, kC, kHo, kWo}; }
  double Bytes() const { return static_cast<double>(in.bytes() + padded.bytes()); }
  int64_t n;
  aclDataType dtype;
  Buffer in, padded;  // self / gradInput, and out / gradOutput
};

// One data set per dtype, shared by ours and ATen. complex64 uses N = 8 (same bytes as fp32 N = 16).
PadData& Data(aclDataType dt) {
  static PadData* f32 = nullptr;
  static PadData* bf16 = nullptr;
  static PadData* c64 = nullptr;
  PadData*& slot = dt == ACL_FLOAT ? f32 : dt == ACL_BF16 ? bf16 : c64;
  if (!slot) slot = new PadData(dt, dt == ACL_COMPLEX64 ? 8 : 16);
  return *slot;
}

void BM_BackwardOurs(benchmark::State& state, aclDataType dt) {
  PadData& d = Data(dt);
  aclTensor* go = Tensor(d.PaddedShape(), dt, d.padded.data());
  aclTensor* gi = Tensor(d.InShape(), dt, d.in.data());
  const int64_t pad[4] = {kPad, kPad, kPad, kPad};
  aclIntArray* p = aclCreateIntArray(pad, 4);
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnReflectionPad2dBackwardGetWorkspaceSize(go, gi, p, gi, ws, ex);
  }, aclnnReflectionPad2dBackward, d.Bytes(), "roof=triad");
  aclDestroyIntArray(p);
  aclDestroyTensor(go);
  aclDestroyTensor(gi);
}

void BM_ForwardOurs(benchmark::State& state, aclDataType dt) {
  PadData& d = Data(dt);
  aclTensor* x = Tensor(d.InShape(), dt, d.in.data());
  aclTensor* out = Tensor(d.PaddedShape(), dt, d.padded.data());
  const int64_t pad[4] = {kPad, kPad, kPad, kPad};
  aclIntArray* p = aclCreateIntArray(pad, 4);
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

void BM_BackwardAten(benchmark::State& state, aclDataType dt) {
  PadData& d = Data(dt);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor go = torch::from_blob(d.padded.data(), d.PaddedShape(), opts);
  at::Tensor gi = torch::from_blob(d.in.data(), d.InShape(), opts);
  const std::vector<int64_t> pad = {kPad, kPad, kPad, kPad};
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

void BM_ForwardAten(benchmark::State& state, aclDataType dt) {
  PadData& d = Data(dt);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor x = torch::from_blob(d.in.data(), d.InShape(), opts);
  at::Tensor out = torch::from_blob(d.padded.data(), d.PaddedShape(), opts);
  const std::vector<int64_t> pad = {kPad, kPad, kPad, kPad};
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

#define PAD_BENCH(fn, op, name, dt, impl) \
  BENCHMARK_CAPTURE(fn, name, dt)->Name("BM_" op "/" #name "/impl:" impl)->Unit(benchmark::kMillisecond)->UseRealTime()

PAD_BENCH(BM_BackwardOurs, "ReflectionPad2dBackward", fp32:n16c64h256w256p3, ACL_FLOAT, "ours");
PAD_BENCH(BM_BackwardOurs, "ReflectionPad2dBackward", bf16:n16c64h256w256p3, ACL_BF16, "ours");
PAD_BENCH(BM_BackwardOurs, "ReflectionPad2dBackward", complex64:n8c64h256w256p3, ACL_COMPLEX64, "ours");
PAD_BENCH(BM_ForwardOurs, "ReflectionPad2d", fp32:n16c64h256w256p3, ACL_FLOAT, "ours");
#ifdef ACLNN_BENCH_WITH_TORCH
PAD_BENCH(BM_BackwardAten, "ReflectionPad2dBackward", fp32:n16c64h256w256p3, ACL_FLOAT, "aten");
PAD_BENCH(BM_BackwardAten, "ReflectionPad2dBackward", bf16:n16c64h256w256p3, ACL_BF16, "aten");
PAD_BENCH(BM_BackwardAten, "ReflectionPad2dBackward", complex64:n8c64h256w256p3, ACL_COMPLEX64, "aten");
PAD_BENCH(BM_ForwardAten, "ReflectionPad2d", fp32:n16c64h256w256p3, ACL_FLOAT, "aten");
#endif

}  // namespace
}  // namespace bench
