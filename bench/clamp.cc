// The clamp family against ATen on the same buffers and thread count: Clamp with scalar bounds on
// 64M same-shape elements (fp32, fp16, bf16) against at::clamp_out (ATen has no fp16 clamp on the
// CPU), and ClampTensor with row-broadcast bound tensors (8192 x 4096 with two [4096] bounds)
// against the tensor overload. Effective bytes: what must move (one read and one write per
// element; the bounds count nothing).
#include <map>
#include <string>
#include <tuple>

#include "aclnnop/aclnn_clamp.h"
#include "bench_common.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {
constexpr int64_t kLarge = int64_t(64) << 20;
constexpr int64_t kRows = 8192, kCols = 4096;

struct Data {
  Data(aclDataType dt, int64_t n, int64_t m) : x(n, dt), lo(m, dt), hi(m, dt), out(n, dt) {
    x.FillUniform(-4, 4, 1);
    lo.FillUniform(-2, -1, 2);
    hi.FillUniform(1, 2, 3);
  }
  Buffer x, lo, hi, out;
};

Data& Get(aclDataType dt, int64_t n, int64_t m) {
  static std::map<std::tuple<int, int64_t, int64_t>, Data*> sets;
  Data*& d = sets[{static_cast<int>(dt), n, m}];
  if (!d) d = new Data(dt, n, m);
  return *d;
}

void BM_Ours(benchmark::State& state, bool tensors, aclDataType dt) {
  const int64_t n = tensors ? kRows * kCols : kLarge, m = tensors ? kCols : 1;
  Data& d = Get(dt, n, m);
  const std::vector<int64_t> shape = tensors ? std::vector<int64_t>{kRows, kCols} : std::vector<int64_t>{n};
  aclTensor* x = Tensor(shape, dt, d.x.data());
  aclTensor* lo = Tensor({m}, dt, d.lo.data());
  aclTensor* hi = Tensor({m}, dt, d.hi.data());
  aclTensor* out = Tensor(shape, dt, d.out.data());
  float lv = -1.5f, hv = 1.5f;
  aclScalar* ls = aclCreateScalar(&lv, ACL_FLOAT);
  aclScalar* hs = aclCreateScalar(&hv, ACL_FLOAT);
  const double bytes = static_cast<double>(n) * 2 * DtypeBytes(dt);
  if (tensors) {
    RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnClampTensorGetWorkspaceSize(x, lo, hi, out, ws, ex); },
          aclnnClampTensor, bytes, "roof=copy");
  } else {
    RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnClampGetWorkspaceSize(x, ls, hs, out, ws, ex); },
          aclnnClamp, bytes, "roof=copy");
  }
  aclDestroyScalar(ls);
  aclDestroyScalar(hs);
  aclDestroyTensor(x);
  aclDestroyTensor(lo);
  aclDestroyTensor(hi);
  aclDestroyTensor(out);
}

#ifdef ACLNN_BENCH_WITH_TORCH
at::ScalarType TorchType(aclDataType dt) {
  return dt == ACL_FLOAT ? at::kFloat : dt == ACL_BF16 ? at::kBFloat16 : at::kHalf;
}

void BM_Aten(benchmark::State& state, bool tensors, aclDataType dt) {
  const int64_t n = tensors ? kRows * kCols : kLarge, m = tensors ? kCols : 1;
  Data& d = Get(dt, n, m);
  at::set_num_threads(Threads());
  const std::vector<int64_t> shape = tensors ? std::vector<int64_t>{kRows, kCols} : std::vector<int64_t>{n};
  const auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor x = torch::from_blob(d.x.data(), shape, opts);
  at::Tensor lo = torch::from_blob(d.lo.data(), {m}, opts);
  at::Tensor hi = torch::from_blob(d.hi.data(), {m}, opts);
  at::Tensor out = torch::from_blob(d.out.data(), shape, opts);
  auto run = [&] {
    if (tensors) at::clamp_out(out, x, lo, hi);
    else at::clamp_out(out, x, at::Scalar(-1.5), at::Scalar(1.5));
  };
  run();
  for (auto _ : state) run();
  const double bytes = static_cast<double>(n) * 2 * DtypeBytes(dt);
  state.SetBytesProcessed(static_cast<int64_t>(bytes * static_cast<double>(state.iterations())));
  state.SetLabel("threads=" + std::to_string(Threads()));
}
#endif

#define CLAMP(name, tensors, dt)                                                                        \
  BENCHMARK_CAPTURE(BM_Ours, name, tensors, dt)->Name("BM_Clamp/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()
CLAMP(scalar:fp32, false, ACL_FLOAT);
CLAMP(scalar:fp16, false, ACL_FLOAT16);
CLAMP(scalar:bf16, false, ACL_BF16);
CLAMP(tensor:fp32:8192x4096, true, ACL_FLOAT);

#ifdef ACLNN_BENCH_WITH_TORCH
// No fp16 row: ATen's CPU clamp has no Half kernel (libtorch 1.13: "clamp_scalar_cpu" not
// implemented for 'Half').
#define CLAMP_ATEN(name, tensors, dt)                                                                   \
  BENCHMARK_CAPTURE(BM_Aten, name, tensors, dt)->Name("BM_Clamp/" #name "/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime()
CLAMP_ATEN(scalar:fp32, false, ACL_FLOAT);
CLAMP_ATEN(scalar:bf16, false, ACL_BF16);
CLAMP_ATEN(tensor:fp32:8192x4096, true, ACL_FLOAT);
#endif

}  // namespace
}  // namespace bench
