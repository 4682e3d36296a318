// Float64 reference for GeluBackwardV2, written from the spec's exact mathematics (§3.2) and its
// normative special values (§9.4, A2 profile). Used by tests and tools; not part of the library.
#pragma once

namespace aclnn_cpu {
namespace ref {

// g(x) = d/dx GELU(x); approximate: false = erf form, true = tanh form.
double GeluDerivative(double x, bool tanh_mode);
// Element result before the final rounding: dy * g(x).
inline double GeluBackwardV2(double dy, double x, bool tanh_mode) { return dy * GeluDerivative(x, tanh_mode); }

}  // namespace ref
}  // namespace aclnn_cpu
