// Float64 reference for ReflectionPad2dBackward, written from the spec's mathematics (§3.3) and its
// description of the A2 summation order (§3.4). Used by tests and tools; not part of the library.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace aclnn_cpu {
namespace ref {

// gradOutput: planes x Ho x Wo elements of k scalars (k = 2 for complex), row-major, with
// Ho = H + top + bottom, Wo = W + left + right; padding = [left, right, top, bottom] (any sign).
// Returns gradInput (planes x H x W x k): the exact §3.3 sum, computed in float64. When abs_sum is
// given it receives the same sum over |gradOutput| (a scale for rounding-error bounds) and
// `terms` the number of summands of each element.
std::vector<double> ReflectionPad2dBackward(const std::vector<double>& grad_output, int64_t planes, int64_t h,
                                            int64_t w, int64_t k, const int64_t padding[4],
                                            std::vector<double>* abs_sum = nullptr,
                                            std::vector<int>* terms = nullptr);

// The A2 device order of §3.4 carried out in float (non-negative padding only): fold the top pad
// rows, then the bottom ones, drop the pad rows; then the left pad columns, then the right ones.
std::vector<float> ReflectionPad2dBackwardDeviceOrder(const std::vector<float>& grad_output, int64_t planes,
                                                      int64_t h, int64_t w, int64_t k, const int64_t padding[4]);

}  // namespace ref
}  // namespace aclnn_cpu
