// The ternary family against ATen on the same buffers and thread count (issue rows): SWhere and
// Addcmul on 64M same-shape fp32 elements. Effective bytes: what must move (SWhere: a BOOL condition
// and two fp32 branches read, one fp32 written; Addcmul: three reads and a write).
#include <random>

#include "aclnnop/aclnn_addcmul.h"
#include "aclnnop/aclnn_s_where.h"
#include "bench_common.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {
constexpr int64_t kLarge = int64_t(64) << 20;

enum class Op { kSWhere, kAddcmul };

struct Data {
  Data() : cond(kLarge, ACL_BOOL), a(kLarge, ACL_FLOAT), b(kLarge, ACL_FLOAT), c(kLarge, ACL_FLOAT), out(kLarge, ACL_FLOAT) {
    a.FillUniform(-4, 4, 1);
    b.FillUniform(-4, 4, 2);
    c.FillUniform(-4, 4, 3);
    std::mt19937_64 g(4);
    auto* p = static_cast<unsigned char*>(cond.data());
    for (int64_t i = 0; i < kLarge; i += 8) {
      const uint64_t r = g();
      for (int k = 0; k < 8 && i + k < kLarge; ++k) p[i + k] = static_cast<unsigned char>((r >> (8 * k)) & 1);
    }
  }
  Buffer cond, a, b, c, out;
};

Data& Get() {
  static Data* d = new Data();
  return *d;
}

double Bytes(Op op) { return static_cast<double>(kLarge) * (op == Op::kSWhere ? 1 + 3 * 4 : 4 * 4); }

void BM_Ours(benchmark::State& state, Op op) {
  Data& d = Get();
  const std::vector<int64_t> shape = {kLarge};
  aclTensor* cond = Tensor(shape, ACL_BOOL, d.cond.data());
  aclTensor* a = Tensor(shape, ACL_FLOAT, d.a.data());
  aclTensor* b = Tensor(shape, ACL_FLOAT, d.b.data());
  aclTensor* c = Tensor(shape, ACL_FLOAT, d.c.data());
  aclTensor* out = Tensor(shape, ACL_FLOAT, d.out.data());
  float v = 0.5f;
  aclScalar* value = aclCreateScalar(&v, ACL_FLOAT);
  if (op == Op::kSWhere) {
    RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnSWhereGetWorkspaceSize(cond, a, b, out, ws, ex); },
          aclnnSWhere, Bytes(op), "roof=triad");
  } else {
    RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnAddcmulGetWorkspaceSize(a, b, c, value, out, ws, ex); },
          aclnnAddcmul, Bytes(op), "roof=triad");
  }
  aclDestroyScalar(value);
  for (aclTensor* t : {cond, a, b, c, out}) aclDestroyTensor(t);
}

#ifdef ACLNN_BENCH_WITH_TORCH
void BM_Aten(benchmark::State& state, Op op) {
  Data& d = Get();
  at::set_num_threads(Threads());
  const std::vector<int64_t> shape = {kLarge};
  const auto f32 = at::TensorOptions().dtype(at::kFloat);
  at::Tensor cond = torch::from_blob(d.cond.data(), shape, at::TensorOptions().dtype(at::kBool));
  at::Tensor a = torch::from_blob(d.a.data(), shape, f32);
  at::Tensor b = torch::from_blob(d.b.data(), shape, f32);
  at::Tensor c = torch::from_blob(d.c.data(), shape, f32);
  at::Tensor out = torch::from_blob(d.out.data(), shape, f32);
  auto run = [&] {
    if (op == Op::kSWhere) at::where_out(out, cond, a, b);
    else at::addcmul_out(out, a, b, c, 0.5);
  };
  run();
  for (auto _ : state) run();
  state.SetBytesProcessed(static_cast<int64_t>(Bytes(op) * static_cast<double>(state.iterations())));
  state.SetLabel("threads=" + std::to_string(Threads()));
}
#endif

BENCHMARK_CAPTURE(BM_Ours, swhere:fp32, Op::kSWhere)->Name("BM_Ternary/swhere:fp32/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_Ours, addcmul:fp32, Op::kAddcmul)->Name("BM_Ternary/addcmul:fp32/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime();
#ifdef ACLNN_BENCH_WITH_TORCH
BENCHMARK_CAPTURE(BM_Aten, swhere:fp32, Op::kSWhere)->Name("BM_Ternary/swhere:fp32/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_Aten, addcmul:fp32, Op::kAddcmul)->Name("BM_Ternary/addcmul:fp32/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime();
#endif

}  // namespace
}  // namespace bench
