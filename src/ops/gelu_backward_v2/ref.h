// Float64 reference for GeluBackwardV2, written from the spec's exact mathematics (§3.2) and its
// normative special values (§9.4, A2 profile). Used by tests and tools; not part of the library.
#pragma once

namespace aclnn_cpu {
namespace ref {

// g(x) = d/dx GELU(x); approximate: false = erf form, true = tanh form.
double GeluDerivative(double x, bool tanh_mode);
// Element result before the final rounding: dy * g(x), with g(x) held as an fp32 number as the
// spec prescribes (g is evaluated in fp32, §3.1), so an underflowing g is 0 and inf * 0 is NaN.
inline double GeluBackwardV2(double dy, double x, bool tanh_mode) {
  return dy * static_cast<double>(static_cast<float>(GeluDerivative(x, tanh_mode)));
}

}  // namespace ref
}  // namespace aclnn_cpu
