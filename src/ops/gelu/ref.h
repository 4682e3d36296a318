// Float64 reference for Gelu: the exact tanh-form GELU (spec gelu.md §3.2), special values of §8.4.
// Used by tests and tools; not part of the library.
#pragma once

namespace aclnn_cpu {
namespace ref {

// 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))); +inf -> +inf, -inf -> NaN, NaN -> NaN.
double GeluTanh(double x);

}  // namespace ref
}  // namespace aclnn_cpu
