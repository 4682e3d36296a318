// The arithmetic family against ATen on the same buffers and thread count (issue rows): Add, Mul
// and Div on 64M same-shape elements (fp32, bf16), Add of a row-broadcast bias (8192 x 4096 +
// 4096), Mul by a scalar, Div int32 -> fp32; the comparison family's EqTensor fp32 -> BOOL and
// PowTensorScalar fp32 with the exponent 2.0.
// Effective bytes: what must move (two reads and a write per element; the bias and the scalar
// count nothing).
#include <map>
#include <string>
#include <tuple>

#include "aclnnop/aclnn_add.h"
#include "aclnnop/aclnn_div.h"
#include "aclnnop/aclnn_eq_tensor.h"
#include "aclnnop/aclnn_mul.h"
#include "aclnnop/aclnn_pow.h"
#include "bench_common.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {
constexpr int64_t kLarge = int64_t(64) << 20;
constexpr int64_t kRows = 8192, kCols = 4096;

enum class Op { kAdd, kMul, kDiv, kBiasAdd, kMuls, kEq, kPows };

struct Data {
  Data(aclDataType in, aclDataType out, int64_t n, int64_t m) : a(n, in), b(m, in), c(n, out) {
    a.FillUniform(-4, 4, 1);
    b.FillUniform(1, 4, 2);  // divisors away from 0
  }
  Buffer a, b, c;
};

Data& Get(aclDataType in, aclDataType out, int64_t n, int64_t m) {
  static std::map<std::tuple<int, int, int64_t, int64_t>, Data*> sets;
  Data*& d = sets[{static_cast<int>(in), static_cast<int>(out), n, m}];
  if (!d) d = new Data(in, out, n, m);
  return *d;
}

void BM_Ours(benchmark::State& state, Op op, aclDataType in, aclDataType out) {
  const bool bias = op == Op::kBiasAdd;
  const int64_t n = bias ? kRows * kCols : kLarge, m = bias ? kCols : op == Op::kMuls || op == Op::kPows ? 1 : kLarge;
  Data& d = Get(in, out, n, m);
  const std::vector<int64_t> shape = bias ? std::vector<int64_t>{kRows, kCols} : std::vector<int64_t>{n};
  aclTensor* a = Tensor(shape, in, d.a.data());
  aclTensor* b = Tensor(bias ? std::vector<int64_t>{kCols} : shape, in, d.b.data());
  aclTensor* c = Tensor(shape, out, d.c.data());
  float one = 1.0f, s = 1.5f, two = 2.0f;
  aclScalar* alpha = aclCreateScalar(&one, ACL_FLOAT);
  aclScalar* exponent = aclCreateScalar(&two, ACL_FLOAT);
  aclScalar* scalar = aclCreateScalar(&s, ACL_FLOAT);
  const double bytes =
      static_cast<double>(n) * ((op == Op::kMuls || op == Op::kPows || bias ? 1 : 2) * DtypeBytes(in) + DtypeBytes(out));
  switch (op) {
    case Op::kAdd:
    case Op::kBiasAdd:
      RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnAddGetWorkspaceSize(a, b, alpha, c, ws, ex); },
            aclnnAdd, bytes, "roof=triad");
      break;
    case Op::kMul:
      RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnMulGetWorkspaceSize(a, b, c, ws, ex); }, aclnnMul,
            bytes, "roof=triad");
      break;
    case Op::kDiv:
      RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnDivGetWorkspaceSize(a, b, c, ws, ex); }, aclnnDiv,
            bytes, "roof=triad");
      break;
    case Op::kEq:
      RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnEqTensorGetWorkspaceSize(a, b, c, ws, ex); },
            aclnnEqTensor, bytes, "roof=triad");
      break;
    case Op::kPows:
      RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnPowTensorScalarGetWorkspaceSize(a, exponent, c, ws, ex); },
            aclnnPowTensorScalar, bytes, "roof=copy");
      break;
    case Op::kMuls:
      RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnMulsGetWorkspaceSize(a, scalar, c, ws, ex); },
            aclnnMuls, bytes, "roof=copy");
      break;
  }
  aclDestroyScalar(alpha);
  aclDestroyScalar(scalar);
  aclDestroyScalar(exponent);
  aclDestroyTensor(a);
  aclDestroyTensor(b);
  aclDestroyTensor(c);
}

#ifdef ACLNN_BENCH_WITH_TORCH
at::ScalarType TorchType(aclDataType dt) {
  return dt == ACL_FLOAT ? at::kFloat : dt == ACL_BF16 ? at::kBFloat16 : dt == ACL_INT32 ? at::kInt
         : dt == ACL_BOOL ? at::kBool : at::kHalf;
}

void BM_Aten(benchmark::State& state, Op op, aclDataType in, aclDataType out) {
  const bool bias = op == Op::kBiasAdd;
  const int64_t n = bias ? kRows * kCols : kLarge, m = bias ? kCols : op == Op::kMuls || op == Op::kPows ? 1 : kLarge;
  Data& d = Get(in, out, n, m);
  at::set_num_threads(Threads());
  const std::vector<int64_t> shape = bias ? std::vector<int64_t>{kRows, kCols} : std::vector<int64_t>{n};
  at::Tensor a = torch::from_blob(d.a.data(), shape, at::TensorOptions().dtype(TorchType(in)));
  at::Tensor b = torch::from_blob(d.b.data(), bias ? std::vector<int64_t>{kCols} : shape,
                                  at::TensorOptions().dtype(TorchType(in)));
  at::Tensor c = torch::from_blob(d.c.data(), shape, at::TensorOptions().dtype(TorchType(out)));
  auto run = [&] {
    switch (op) {
      case Op::kAdd: case Op::kBiasAdd: at::add_out(c, a, b); break;
      case Op::kMul: at::mul_out(c, a, b); break;
      case Op::kDiv: at::div_out(c, a, b); break;
      case Op::kEq: at::eq_out(c, a, b); break;
      case Op::kPows: at::pow_out(c, a, 2.0); break;
      case Op::kMuls: at::mul_out(c, a, at::scalar_tensor(1.5)); break;
    }
  };
  run();
  for (auto _ : state) run();
  const double bytes =
      static_cast<double>(n) * ((op == Op::kMuls || op == Op::kPows || bias ? 1 : 2) * DtypeBytes(in) + DtypeBytes(out));
  state.SetBytesProcessed(static_cast<int64_t>(bytes * static_cast<double>(state.iterations())));
  state.SetLabel("threads=" + std::to_string(Threads()));
}
#endif

#define ARITH(name, op, in, out)                                                                         \
  BENCHMARK_CAPTURE(BM_Ours, name, op, in, out)->Name("BM_Arith/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()
ARITH(add:fp32, Op::kAdd, ACL_FLOAT, ACL_FLOAT);
ARITH(add:bf16, Op::kAdd, ACL_BF16, ACL_BF16);
ARITH(mul:fp32, Op::kMul, ACL_FLOAT, ACL_FLOAT);
ARITH(mul:bf16, Op::kMul, ACL_BF16, ACL_BF16);
ARITH(div:fp32, Op::kDiv, ACL_FLOAT, ACL_FLOAT);
ARITH(div:bf16, Op::kDiv, ACL_BF16, ACL_BF16);
ARITH(add:fp32:bias8192x4096, Op::kBiasAdd, ACL_FLOAT, ACL_FLOAT);
ARITH(muls:fp32, Op::kMuls, ACL_FLOAT, ACL_FLOAT);
ARITH(div:int32->fp32, Op::kDiv, ACL_INT32, ACL_FLOAT);
ARITH(eq:fp32->bool, Op::kEq, ACL_FLOAT, ACL_BOOL);
ARITH(pow:fp32:2.0, Op::kPows, ACL_FLOAT, ACL_FLOAT);

#ifdef ACLNN_BENCH_WITH_TORCH
#define ARITH_ATEN(name, op, in, out)                                                                    \
  BENCHMARK_CAPTURE(BM_Aten, name, op, in, out)->Name("BM_Arith/" #name "/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime()
ARITH_ATEN(add:fp32, Op::kAdd, ACL_FLOAT, ACL_FLOAT);
ARITH_ATEN(add:bf16, Op::kAdd, ACL_BF16, ACL_BF16);
ARITH_ATEN(mul:fp32, Op::kMul, ACL_FLOAT, ACL_FLOAT);
ARITH_ATEN(mul:bf16, Op::kMul, ACL_BF16, ACL_BF16);
ARITH_ATEN(div:fp32, Op::kDiv, ACL_FLOAT, ACL_FLOAT);
ARITH_ATEN(div:bf16, Op::kDiv, ACL_BF16, ACL_BF16);
ARITH_ATEN(add:fp32:bias8192x4096, Op::kBiasAdd, ACL_FLOAT, ACL_FLOAT);
ARITH_ATEN(muls:fp32, Op::kMuls, ACL_FLOAT, ACL_FLOAT);
ARITH_ATEN(div:int32->fp32, Op::kDiv, ACL_INT32, ACL_FLOAT);
ARITH_ATEN(eq:fp32->bool, Op::kEq, ACL_FLOAT, ACL_BOOL);
ARITH_ATEN(pow:fp32:2.0, Op::kPows, ACL_FLOAT, ACL_FLOAT);
#endif

}  // namespace
}  // namespace bench
