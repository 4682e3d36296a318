// Float64 reference for NsaCompressGrad, written from the spec's scatter form (nsa_compress_grad.md
// §5.1, §5.2): every window adds its contributions to the tokens it covers. Used by tests and tools.
#pragma once

#include <vector>

#include "ops/nsa_compress/ref.h"

namespace aclnn_cpu {
namespace ref {

// g is [M, N, D] (M = number of windows), x is [T, N, D], w is [l, N], all row-major.
// input_grad [T, N, D] and weight_grad [l, N] are the exact sums (before any rounding);
// weight_abs[j, n] = sum |g * x| over the terms of weight_grad[j, n] (for tolerances).
void NsaCompressGrad(const std::vector<double>& g, const std::vector<double>& x, const std::vector<double>& w,
                     int64_t t_total, int64_t n, int64_t d, int64_t block, const NsaWindows& win,
                     std::vector<double>* input_grad, std::vector<double>* weight_grad,
                     std::vector<double>* weight_abs);

}  // namespace ref
}  // namespace aclnn_cpu
