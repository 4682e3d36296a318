// Float64 reference for ConvTbc, written from the spec's mathematics (conv_tbc_backward.md §4.1)
// and its operand transforms (§7.4, §7.5). Used by tests and tools; not part of the library.
#pragma once

#include <cstdint>
#include <vector>

namespace aclnn_cpu {
namespace ref {

struct TbcShape {
  int64_t T = 0, B = 0, Cin = 0, K = 0, Cout = 0, pad = 0;
  int64_t To() const { return T + 2 * pad - K + 1; }
};

// hf32(x) of §7.4 for an fp32 value x (11 explicit mantissa bits, ties away from zero).
double Hf32(float x);
// IEEE binary16 value nearest to v (ties to even), overflow to +-inf, gradual underflow.
double RoundFp16(double v);

// y[o, b, co] = bias[co] + sum_k sum_ci x[o + k - pad, b, ci] * w[k, ci, co], dense row-major
// operands. mag (optional) receives |bias[co]| + sum |x * w| per element (error scale).
void ConvTbcForward(const TbcShape& s, const std::vector<double>& x, const std::vector<double>& w,
                    const std::vector<double>& bias, std::vector<double>* y, std::vector<double>* mag);

}  // namespace ref
}  // namespace aclnn_cpu
