// Float64 reference for GeluV2 from the spec's exact mathematics (§3.2) and special values (§9.4).
// Used by tests and tools; not part of the library.
#pragma once

namespace aclnn_cpu {
namespace ref {

// GELU(x): erf form (tanh_mode false, evaluated through erfc to keep the negative tail accurate)
// or tanh form. +inf -> +inf, -inf -> NaN, NaN -> NaN.
double Gelu(double x, bool tanh_mode);

}  // namespace ref
}  // namespace aclnn_cpu
