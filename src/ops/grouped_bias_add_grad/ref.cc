#include "ops/grouped_bias_add_grad/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {

std::vector<std::pair<int64_t, int64_t>> GroupRanges(const std::vector<int64_t>& idx, int type, int64_t R) {
  std::vector<std::pair<int64_t, int64_t>> out;
  __int128 total = 0;  // exact for any 2048 int64 values
  int64_t begin = 0;
  for (int64_t v : idx) {
    total += v;
    const __int128 end = type == 1 ? total : static_cast<__int128>(v);
    const int64_t e = end < 0 ? 0 : (end > R ? R : static_cast<int64_t>(end));
    out.emplace_back(begin, e > begin ? e : begin);
    begin = e;
  }
  return out;
}

GroupedSums GroupedBiasAddGrad(const std::vector<double>& y, const std::vector<int64_t>& shape,
                               const std::vector<int64_t>* idx, int type) {
  GroupedSums r;
  const int64_t H = shape.back();
  std::vector<std::pair<int64_t, int64_t>> ranges;  // rows of the flattened [rows, H] matrix
  if (!idx) {
    const int64_t G = shape[0], C = shape[1];
    for (int64_t g = 0; g < G; ++g) ranges.emplace_back(g * C, (g + 1) * C);
  } else {
    ranges = GroupRanges(*idx, type, shape[0]);
  }
  const size_t G = ranges.size();
  r.sum.assign(G * static_cast<size_t>(H), 0.0);
  r.abs_sum.assign(G * static_cast<size_t>(H), 0.0);
  for (size_t g = 0; g < G; ++g)
    for (int64_t row = ranges[g].first; row < ranges[g].second; ++row)
      for (int64_t h = 0; h < H; ++h) {
        const double v = y[static_cast<size_t>(row * H + h)];
        r.sum[g * static_cast<size_t>(H) + static_cast<size_t>(h)] += v;
        r.abs_sum[g * static_cast<size_t>(H) + static_cast<size_t>(h)] += std::fabs(v);
      }
  return r;
}

}  // namespace ref
}  // namespace aclnn_cpu
