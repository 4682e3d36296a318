// Float64 reference for GroupedBiasAddGrad(V2), written from the spec (§4, §4.5, §9 GOLDEN).
// Used by tests and tools; not part of the library.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace aclnn_cpu {
namespace ref {

// Row ranges [begin, end) of the groups for modes B (type 0: cumulative end offsets) and C (type 1:
// sizes) over R rows, under the library's rule for any index values: ends are the exact integer
// end offsets (type 1: exact prefix sums) clamped to [0, R]; a group starts at the previous clamped
// end (0 for the first) and is empty when its end is not after its start.
std::vector<std::pair<int64_t, int64_t>> GroupRanges(const std::vector<int64_t>& idx, int type, int64_t R);

struct GroupedSums {
  std::vector<double> sum;      // [G, H] row-major, float64 sums
  std::vector<double> abs_sum;  // [G, H] sums of |gradY| (for the cancellation part of tolerances)
};

// gradY values row-major. Mode A (idx == nullptr): shape {G, C, H}. Modes B/C: shape {R, H}.
GroupedSums GroupedBiasAddGrad(const std::vector<double>& grad_y, const std::vector<int64_t>& shape,
                               const std::vector<int64_t>* idx, int type);

}  // namespace ref
}  // namespace aclnn_cpu
