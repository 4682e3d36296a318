// GroupedBiasAddGrad: per-group column sums. Effective bytes: one read of gradY (the output and the
// index are negligible). Compare with BM_Roofline/read from the same run.
//   wide:   gradY [65536, 1024], 64 uneven groups (cumulative end offsets, INT64)
//   narrow: gradY [8M, 64], 64 uneven groups
//   modeA:  gradY [64, 1024, 1024], no index
//   moe8:   gradY [32768, 4096], 8 uneven experts (a Mixtral-style layer: few wide experts)
//   moe256: gradY [65536, 1024], 256 uneven experts (fine-grained MoE)
// ATen compositions on the same buffers and thread count: index_add_ of the rows into their groups,
// one sum per group (narrow + sum_out) for the index forms; sum over dim 1 for mode A.
// (segment_reduce(sum), also tried, was far slower per call and never won: not registered.)
#include <algorithm>
#include <memory>
#include <string>

#include "aclnnop/aclnn_grouped_bias_add_grad.h"
#include "bench_common.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {

enum Shape3 { kWide, kNarrow, kModeA, kMoe8, kMoe256 };

struct Problem {
  int64_t rows, cols, groups;  // mode A: groups x rows-per-group x cols
  bool mode_a;
};

Problem Get(Shape3 s) {
  switch (s) {
    case kWide: return {65536, 1024, 64, false};
    case kNarrow: return {int64_t(8) << 20, 64, 64, false};
    case kMoe8: return {32768, 4096, 8, false};
    case kMoe256: return {65536, 1024, 256, false};
    default: return {1024, 1024, 64, true};
  }
}

// G uneven groups: sizes proportional to (k % 8 + 1)^2 with groups 5 and 40 (when present) empty, summing to R.
std::vector<int64_t> UnevenEnds(int64_t R, int64_t G) {
  std::vector<double> w(static_cast<size_t>(G));
  double total = 0;
  for (int64_t k = 0; k < G; ++k) {
    w[static_cast<size_t>(k)] = (k == 5 || k == 40) ? 0.0 : double((k % 8 + 1) * (k % 8 + 1));
    total += w[static_cast<size_t>(k)];
  }
  std::vector<int64_t> ends(static_cast<size_t>(G));
  double acc = 0;
  for (int64_t k = 0; k < G; ++k) {
    acc += w[static_cast<size_t>(k)];
    ends[static_cast<size_t>(k)] = static_cast<int64_t>(R * (acc / total));
  }
  ends.back() = R;
  return ends;
}

struct Data {
  Data(Shape3 s, aclDataType dt)
      : p(Get(s)),
        numel(p.mode_a ? p.groups * p.rows * p.cols : p.rows * p.cols),
        y(static_cast<size_t>(numel), dt),
        idx(static_cast<size_t>(p.groups), ACL_INT64),
        out(static_cast<size_t>(p.groups * p.cols), dt),
        dtype(dt) {
    y.FillUniform(-5, 5, 7);
    ends = UnevenEnds(p.rows, p.groups);
    std::memcpy(idx.data(), ends.data(), ends.size() * sizeof(int64_t));
  }
  Problem p;
  int64_t numel;
  Buffer y, idx, out;
  aclDataType dtype;
  std::vector<int64_t> ends;
};

Data& GetData(Shape3 s, aclDataType dt) {  // one set per (shape, dtype); freed when another is needed
  static std::unique_ptr<Data> cur;
  static Shape3 cs;
  static aclDataType cd;
  if (!cur || cs != s || cd != dt) {
    cur.reset();
    cur.reset(new Data(s, dt));
    cs = s;
    cd = dt;
  }
  return *cur;
}

void BM_Ours(benchmark::State& state, Shape3 s, aclDataType dt) {
  Data& d = GetData(s, dt);
  const Problem& p = d.p;
  aclTensor* y = p.mode_a ? Tensor({p.groups, p.rows, p.cols}, dt, d.y.data()) : Tensor({p.rows, p.cols}, dt, d.y.data());
  aclTensor* idx = p.mode_a ? nullptr : Tensor({p.groups}, ACL_INT64, d.idx.data());
  aclTensor* out = Tensor({p.groups, p.cols}, dt, d.out.data());
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGroupedBiasAddGradGetWorkspaceSize(y, idx, out, ws, ex);
  }, aclnnGroupedBiasAddGrad, double(d.numel) * DtypeBytes(dt), "roof=read");
  aclDestroyTensor(y);
  if (idx) aclDestroyTensor(idx);
  aclDestroyTensor(out);
}

#ifdef ACLNN_BENCH_WITH_TORCH
at::ScalarType TorchType(aclDataType dt) {
  return dt == ACL_FLOAT ? at::kFloat : dt == ACL_BF16 ? at::kBFloat16 : at::kHalf;
}

enum AtenWay { kIndexAdd, kPerGroupSum, kViewSum };

void BM_Aten(benchmark::State& state, Shape3 s, aclDataType dt, AtenWay way) {
  Data& d = GetData(s, dt);
  const Problem& p = d.p;
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(TorchType(dt));
  at::Tensor out = torch::from_blob(d.out.data(), {p.groups, p.cols}, opts);
  std::function<void()> fn;
  at::Tensor y, row_group;
  if (p.mode_a) {
    y = torch::from_blob(d.y.data(), {p.groups, p.rows, p.cols}, opts);
    fn = [&] { at::sum_out(out, y, {1}); };
  } else {
    y = torch::from_blob(d.y.data(), {p.rows, p.cols}, opts);
    std::vector<int64_t> rg(static_cast<size_t>(p.rows));
    int64_t start = 0;
    for (int64_t g = 0; g < p.groups; ++g) {
      const int64_t e = d.ends[static_cast<size_t>(g)];
      for (int64_t r = start; r < e; ++r) rg[static_cast<size_t>(r)] = g;
      start = e;
    }
    row_group = torch::tensor(rg, at::kLong);
    if (way == kIndexAdd) {
      fn = [&] {
        out.zero_();
        out.index_add_(0, row_group, y);
      };
    } else if (way == kPerGroupSum) {
      fn = [&] {
        int64_t st = 0;
        for (int64_t g = 0; g < p.groups; ++g) {
          const int64_t e = d.ends[static_cast<size_t>(g)];
          at::Tensor o = out.select(0, g);
          at::sum_out(o, y.narrow(0, st, e - st), {0});
          st = e;
        }
      };
    }
  }
  try {
    fn();
  } catch (const std::exception& e) {
    state.SkipWithError("n/a: ATen has no CPU kernel for this composition/dtype");
    return;
  }
  for (auto _ : state) fn();
  state.SetBytesProcessed(static_cast<int64_t>(double(d.numel) * DtypeBytes(dt) * double(state.iterations())));
  state.SetLabel("threads=" + std::to_string(Threads()));
}
#endif

#define GBAG_OURS(name, s, dt)                                                                    \
  BENCHMARK_CAPTURE(BM_Ours, name, s, dt)                                                         \
      ->Name("BM_GroupedBiasAddGrad/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5)
#define GBAG_ATEN(name, way, s, dt, w)                                                            \
  BENCHMARK_CAPTURE(BM_Aten, name##_##way, s, dt, w)                                              \
      ->Name("BM_GroupedBiasAddGrad/" #name "/impl:aten_" #way)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5)

// Ours and the ATen compositions of one data set, registered together so each buffer is built once.
#ifdef ACLNN_BENCH_WITH_TORCH
#define GBAG_INDEXED(name, s, dt)                          \
  GBAG_OURS(name, s, dt);                                  \
  GBAG_ATEN(name, index_add, s, dt, kIndexAdd);            \
  GBAG_ATEN(name, group_sum, s, dt, kPerGroupSum)
#define GBAG_MODE_A(name, s, dt) \
  GBAG_OURS(name, s, dt);        \
  GBAG_ATEN(name, view_sum, s, dt, kViewSum)
#else
#define GBAG_INDEXED(name, s, dt) GBAG_OURS(name, s, dt)
#define GBAG_MODE_A(name, s, dt) GBAG_OURS(name, s, dt)
#endif

GBAG_INDEXED(fp32:wide, kWide, ACL_FLOAT);
GBAG_INDEXED(bf16:wide, kWide, ACL_BF16);
GBAG_INDEXED(fp32:narrow, kNarrow, ACL_FLOAT);
GBAG_INDEXED(bf16:narrow, kNarrow, ACL_BF16);
GBAG_MODE_A(fp32:modeA, kModeA, ACL_FLOAT);
GBAG_MODE_A(bf16:modeA, kModeA, ACL_BF16);
GBAG_INDEXED(fp32:moe8, kMoe8, ACL_FLOAT);
GBAG_INDEXED(bf16:moe8, kMoe8, ACL_BF16);
GBAG_INDEXED(fp32:moe256, kMoe256, ACL_FLOAT);
GBAG_INDEXED(bf16:moe256, kMoe256, ACL_BF16);

}  // namespace
}  // namespace bench
