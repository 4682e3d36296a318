// GeluBackwardV2 (and GeluV2) on 64M elements: ours vs ATen on the same buffers and thread count;
// the v1 pair (Gelu, GeluBackward: the tanh form) against ATen's approximate='tanh'.
// Effective bytes: two reads and one write per element (backward), one read and one write (forward).
// The "incache" cases use 128K elements (1.5 MiB for fp32 backward: inside L2 + LLC), where the
// memory system is out of the way and the kernels' arithmetic decides. fp16 has no ATen CPU
// kernel here (reported as n/a); the bf16 GeluV2 cases measure the forward's table path.
#include <map>
#include <utility>

#include "aclnnop/aclnn_gelu.h"
#include "aclnnop/aclnn_gelu_backward.h"
#include "aclnnop/aclnn_gelu_backward_v2.h"
#include "aclnnop/aclnn_gelu_v2.h"
#include "bench_common.h"
#include "core/table16.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {
constexpr int64_t kLarge = int64_t(64) << 20;
constexpr int64_t kInCache = int64_t(128) << 10;
constexpr int64_t kTiny = 64;

struct GeluData {
  GeluData(aclDataType dt, int64_t n) : dy(n, dt), x(n, dt), out(n, dt), dtype(dt) {
    dy.FillUniform(-2, 2, 1);
    x.FillUniform(-4, 4, 2);
  }
  Buffer dy, x, out;
  aclDataType dtype;
};

GeluData& Data(aclDataType dt, int64_t n) {  // one set per dtype and size, shared by ours and ATen
  static std::map<std::pair<int, int64_t>, GeluData*> sets;
  GeluData*& slot = sets[{static_cast<int>(dt), n}];
  if (!slot) slot = new GeluData(dt, n);
  return *slot;
}

// The 16-bit lookup route the calibration picked in this process (section "Which kernel path" of
// docs/performance.md), for the label.
std::function<std::string()> LookupLabel(aclDataType dt, bool with_dy) {
  if (dt == ACL_FLOAT) return nullptr;
  return [dt, with_dy] { return std::string("lookup=") + aclnn_cpu::Table16LookupName(dt, with_dy); };
}

void BM_GeluBackwardV2Ours(benchmark::State& state, aclDataType dt, const char* mode, int64_t n) {
  GeluData& d = Data(dt, n);
  aclTensor* dy = Tensor({n}, dt, d.dy.data());
  aclTensor* x = Tensor({n}, dt, d.x.data());
  aclTensor* out = Tensor({n}, dt, d.out.data());
  std::string approx = mode;
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGeluBackwardV2GetWorkspaceSize(dy, x, &approx[0], out, ws, ex);
  }, aclnnGeluBackwardV2, 3.0 * n * DtypeBytes(dt), n == kLarge ? "roof=triad" : "in-cache", LookupLabel(dt, true));
  aclDestroyTensor(dy);
  aclDestroyTensor(x);
  aclDestroyTensor(out);
}

void BM_GeluV2Ours(benchmark::State& state, aclDataType dt, int64_t mode, int64_t n = kLarge) {
  GeluData& d = Data(dt, n);
  aclTensor* x = Tensor({n}, dt, d.x.data());
  aclTensor* out = Tensor({n}, dt, d.out.data());
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGeluV2GetWorkspaceSize(x, mode, out, ws, ex);
  }, aclnnGeluV2, 2.0 * n * DtypeBytes(dt), n == kLarge ? "roof=copy" : n == kTiny ? "per-call" : "in-cache",
     LookupLabel(dt, false));
  aclDestroyTensor(x);
  aclDestroyTensor(out);
}

// The v1 pair: always the tanh form; gradInput of the inputs' dtype.
void BM_GeluBackwardOurs(benchmark::State& state, aclDataType dt, int64_t n) {
  GeluData& d = Data(dt, n);
  aclTensor* dy = Tensor({n}, dt, d.dy.data());
  aclTensor* x = Tensor({n}, dt, d.x.data());
  aclTensor* out = Tensor({n}, dt, d.out.data());
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGeluBackwardGetWorkspaceSize(dy, x, out, ws, ex);
  }, aclnnGeluBackward, 3.0 * n * DtypeBytes(dt), n == kLarge ? "roof=triad" : "in-cache", LookupLabel(dt, true));
  aclDestroyTensor(dy);
  aclDestroyTensor(x);
  aclDestroyTensor(out);
}

void BM_GeluOurs(benchmark::State& state, aclDataType dt, int64_t n) {
  GeluData& d = Data(dt, n);
  aclTensor* x = Tensor({n}, dt, d.x.data());
  aclTensor* out = Tensor({n}, dt, d.out.data());
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGeluGetWorkspaceSize(x, out, ws, ex);
  }, aclnnGelu, 2.0 * n * DtypeBytes(dt), n == kLarge ? "roof=copy" : "in-cache", LookupLabel(dt, false));
  aclDestroyTensor(x);
  aclDestroyTensor(out);
}

#ifdef ACLNN_BENCH_WITH_TORCH
at::ScalarType TorchType(aclDataType dt) {
  return dt == ACL_FLOAT ? at::kFloat : dt == ACL_BF16 ? at::kBFloat16 : at::kHalf;
}

void BM_GeluBackwardV2Aten(benchmark::State& state, aclDataType dt, const char* mode, int64_t n);
void BM_GeluV2Aten(benchmark::State& state, aclDataType dt, int64_t mode, int64_t n);
constexpr const char* GeluTanhMode(void (*)(benchmark::State&, aclDataType, const char*, int64_t)) { return "tanh"; }
constexpr int64_t GeluTanhMode(void (*)(benchmark::State&, aclDataType, int64_t, int64_t)) { return 1; }

void BM_GeluBackwardV2Aten(benchmark::State& state, aclDataType dt, const char* mode, int64_t n) {
  GeluData& d = Data(dt, n);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor dy = torch::from_blob(d.dy.data(), {n}, opts);
  at::Tensor x = torch::from_blob(d.x.data(), {n}, opts);
  at::Tensor out = torch::from_blob(d.out.data(), {n}, opts);
  try {
    at::gelu_backward_out(out, dy, x, mode);
  } catch (const std::exception& e) {
    state.SkipWithError("n/a: ATen has no CPU kernel for this dtype");
    return;
  }
  for (auto _ : state) at::gelu_backward_out(out, dy, x, mode);
  state.SetBytesProcessed(static_cast<int64_t>(3.0 * n * DtypeBytes(dt) * state.iterations()));
  state.SetLabel("threads=" + std::to_string(Threads()));
}

void BM_GeluV2Aten(benchmark::State& state, aclDataType dt, int64_t mode, int64_t n = kLarge) {
  GeluData& d = Data(dt, n);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor x = torch::from_blob(d.x.data(), {n}, opts);
  at::Tensor out = torch::from_blob(d.out.data(), {n}, opts);
  const char* approx = mode == 1 ? "tanh" : "none";
  try {
    at::gelu_out(out, x, approx);
  } catch (const std::exception& e) {
    state.SkipWithError("n/a: ATen has no CPU kernel for this dtype");
    return;
  }
  for (auto _ : state) at::gelu_out(out, x, approx);
  state.SetBytesProcessed(static_cast<int64_t>(2.0 * n * DtypeBytes(dt) * state.iterations()));
  state.SetLabel("threads=" + std::to_string(Threads()));
}
#endif

#define GELU_V1(op, name, dt, n)                                                                 \
  BENCHMARK_CAPTURE(BM_##op##Ours, name, dt, n)                                                  \
      ->Name("BM_" #op "/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()
GELU_V1(Gelu, fp32:tanh, ACL_FLOAT, kLarge);
GELU_V1(Gelu, fp32:tanh:incache, ACL_FLOAT, kInCache);
GELU_V1(Gelu, fp16:tanh, ACL_FLOAT16, kLarge);
GELU_V1(Gelu, fp16:tanh:incache, ACL_FLOAT16, kInCache);
GELU_V1(Gelu, bf16:tanh, ACL_BF16, kLarge);
GELU_V1(Gelu, bf16:tanh:incache, ACL_BF16, kInCache);
GELU_V1(GeluBackward, fp32:tanh, ACL_FLOAT, kLarge);
GELU_V1(GeluBackward, fp32:tanh:incache, ACL_FLOAT, kInCache);
GELU_V1(GeluBackward, fp16:tanh, ACL_FLOAT16, kLarge);
GELU_V1(GeluBackward, fp16:tanh:incache, ACL_FLOAT16, kInCache);
GELU_V1(GeluBackward, bf16:tanh, ACL_BF16, kLarge);
GELU_V1(GeluBackward, bf16:tanh:incache, ACL_BF16, kInCache);

#define GELU_BWD(name, dt, mode, n)                                                              \
  BENCHMARK_CAPTURE(BM_GeluBackwardV2Ours, name, dt, mode, n)                                    \
      ->Name("BM_GeluBackwardV2/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()
GELU_BWD(fp32:erf, ACL_FLOAT, "none", kLarge);
GELU_BWD(fp32:erf:incache, ACL_FLOAT, "none", kInCache);
GELU_BWD(fp32:tanh, ACL_FLOAT, "tanh", kLarge);
GELU_BWD(bf16:erf, ACL_BF16, "none", kLarge);
GELU_BWD(bf16:erf:incache, ACL_BF16, "none", kInCache);
GELU_BWD(fp16:erf, ACL_FLOAT16, "none", kLarge);
GELU_BWD(fp16:erf:incache, ACL_FLOAT16, "none", kInCache);
// The V2 tanh rows the v1 pair is compared with (same kernels, the V2 entry points).
GELU_BWD(fp32:tanh:incache, ACL_FLOAT, "tanh", kInCache);
GELU_BWD(bf16:tanh, ACL_BF16, "tanh", kLarge);
GELU_BWD(bf16:tanh:incache, ACL_BF16, "tanh", kInCache);
GELU_BWD(fp16:tanh, ACL_FLOAT16, "tanh", kLarge);
GELU_BWD(fp16:tanh:incache, ACL_FLOAT16, "tanh", kInCache);
#define GELU_FWD_TANH(name, dt, n)                                                               \
  BENCHMARK_CAPTURE(BM_GeluV2Ours, name, dt, 1, n)                                               \
      ->Name("BM_GeluV2/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()
GELU_FWD_TANH(fp32:tanh, ACL_FLOAT, kLarge);
GELU_FWD_TANH(fp32:tanh:incache, ACL_FLOAT, kInCache);
GELU_FWD_TANH(bf16:tanh, ACL_BF16, kLarge);
GELU_FWD_TANH(bf16:tanh:incache, ACL_BF16, kInCache);
GELU_FWD_TANH(fp16:tanh, ACL_FLOAT16, kLarge);
GELU_FWD_TANH(fp16:tanh:incache, ACL_FLOAT16, kInCache);
BENCHMARK_CAPTURE(BM_GeluV2Ours, fp32, ACL_FLOAT, 0)
    ->Name("BM_GeluV2/fp32:erf/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_GeluV2Ours, fp32_incache, ACL_FLOAT, 0, kInCache)
    ->Name("BM_GeluV2/fp32:erf:incache/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_GeluV2Ours, bf16, ACL_BF16, 0)
    ->Name("BM_GeluV2/bf16:erf/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_GeluV2Ours, bf16_incache, ACL_BF16, 0, kInCache)
    ->Name("BM_GeluV2/bf16:erf:incache/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime();
// 64 elements: what one call costs (phase 1, phase 2, stream hand-off, synchronisation).
BENCHMARK_CAPTURE(BM_GeluV2Ours, fp32_n64, ACL_FLOAT, 0, kTiny)
    ->Name("BM_GeluV2/fp32:erf:n64/impl:ours")->Unit(benchmark::kMicrosecond)->UseRealTime();

#ifdef ACLNN_BENCH_WITH_TORCH
#define GELU_BWD_ATEN(name, dt, mode, n)                                                         \
  BENCHMARK_CAPTURE(BM_GeluBackwardV2Aten, name, dt, mode, n)                                    \
      ->Name("BM_GeluBackwardV2/" #name "/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime()
GELU_BWD_ATEN(fp32:erf, ACL_FLOAT, "none", kLarge);
GELU_BWD_ATEN(fp32:erf:incache, ACL_FLOAT, "none", kInCache);
GELU_BWD_ATEN(fp32:tanh, ACL_FLOAT, "tanh", kLarge);
GELU_BWD_ATEN(bf16:erf, ACL_BF16, "none", kLarge);
GELU_BWD_ATEN(bf16:erf:incache, ACL_BF16, "none", kInCache);
GELU_BWD_ATEN(fp16:erf, ACL_FLOAT16, "none", kLarge);
GELU_BWD_ATEN(fp16:erf:incache, ACL_FLOAT16, "none", kInCache);
BENCHMARK_CAPTURE(BM_GeluV2Aten, fp32, ACL_FLOAT, 0)
    ->Name("BM_GeluV2/fp32:erf/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_GeluV2Aten, fp32_incache, ACL_FLOAT, 0, kInCache)
    ->Name("BM_GeluV2/fp32:erf:incache/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_GeluV2Aten, bf16, ACL_BF16, 0)
    ->Name("BM_GeluV2/bf16:erf/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_GeluV2Aten, bf16_incache, ACL_BF16, 0, kInCache)
    ->Name("BM_GeluV2/bf16:erf:incache/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_GeluV2Aten, fp32_n64, ACL_FLOAT, 0, kTiny)
    ->Name("BM_GeluV2/fp32:erf:n64/impl:aten")->Unit(benchmark::kMicrosecond)->UseRealTime();
// The v1 pair's ATen rows: gelu / gelu_backward with approximate='tanh'.
#define GELU_V1_ATEN(name, dt, n)                                                                \
  BENCHMARK_CAPTURE(BM_GeluV2Aten, name, dt, 1, n)                                               \
      ->Name("BM_Gelu/" #name "/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime()
#define GELU_BWD_V1_ATEN(name, dt, n)                                                            \
  BENCHMARK_CAPTURE(BM_GeluBackwardV2Aten, name, dt, "tanh", n)                                  \
      ->Name("BM_GeluBackward/" #name "/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime()
GELU_V1_ATEN(fp32:tanh, ACL_FLOAT, kLarge);
GELU_V1_ATEN(fp32:tanh:incache, ACL_FLOAT, kInCache);
GELU_V1_ATEN(fp16:tanh, ACL_FLOAT16, kLarge);
GELU_V1_ATEN(fp16:tanh:incache, ACL_FLOAT16, kInCache);
GELU_V1_ATEN(bf16:tanh, ACL_BF16, kLarge);
GELU_V1_ATEN(bf16:tanh:incache, ACL_BF16, kInCache);
GELU_BWD_V1_ATEN(fp32:tanh, ACL_FLOAT, kLarge);
GELU_BWD_V1_ATEN(fp32:tanh:incache, ACL_FLOAT, kInCache);
GELU_BWD_V1_ATEN(fp16:tanh, ACL_FLOAT16, kLarge);
GELU_BWD_V1_ATEN(fp16:tanh:incache, ACL_FLOAT16, kInCache);
GELU_BWD_V1_ATEN(bf16:tanh, ACL_BF16, kLarge);
GELU_BWD_V1_ATEN(bf16:tanh:incache, ACL_BF16, kInCache);
// ... and the same ATen calls beside the V2 tanh rows.
GELU_BWD_ATEN(fp32:tanh:incache, ACL_FLOAT, "tanh", kInCache);
GELU_BWD_ATEN(bf16:tanh, ACL_BF16, "tanh", kLarge);
GELU_BWD_ATEN(bf16:tanh:incache, ACL_BF16, "tanh", kInCache);
GELU_BWD_ATEN(fp16:tanh, ACL_FLOAT16, "tanh", kLarge);
GELU_BWD_ATEN(fp16:tanh:incache, ACL_FLOAT16, "tanh", kInCache);
#define GELU_FWD_TANH_ATEN(name, dt, n)                                                          \
  BENCHMARK_CAPTURE(BM_GeluV2Aten, name, dt, 1, n)                                               \
      ->Name("BM_GeluV2/" #name "/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime()
GELU_FWD_TANH_ATEN(fp32:tanh, ACL_FLOAT, kLarge);
GELU_FWD_TANH_ATEN(fp32:tanh:incache, ACL_FLOAT, kInCache);
GELU_FWD_TANH_ATEN(bf16:tanh, ACL_BF16, kLarge);
GELU_FWD_TANH_ATEN(bf16:tanh:incache, ACL_BF16, kInCache);
GELU_FWD_TANH_ATEN(fp16:tanh, ACL_FLOAT16, kLarge);
GELU_FWD_TANH_ATEN(fp16:tanh:incache, ACL_FLOAT16, kInCache);
#endif

}  // namespace
}  // namespace bench
