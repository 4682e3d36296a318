// ConvTbc / ConvTbcBackward SIMD helpers (Highway, run-time dispatch).
#pragma once

#include <cstddef>
#include <cstdint>

namespace aclnn_cpu {
namespace ops {
namespace conv_tbc {

// x[i] = hf32(x[i]): 11 explicit mantissa bits, round half away from zero on the magnitude,
// Inf/NaN unchanged (spec §7.4, A2 mode).
void Hf32Round(float* x, size_t n);
// acc[i] += (double) x[i].
void AccumulateF64(const float* x, double* acc, size_t n);
// dst[i] = sum over t < terms of coef[t] * src[t][i] (terms >= 1; fp32, left to right).
void LinearCombination(const float* const* src, const float* coef, int terms, float* dst, size_t n);

}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu
