// Float64 reference for GeluBackward: the exact derivative of the tanh-form GELU (spec gelu.md
// §3.2) with the A2 limits g(+inf) = 1, g(-inf) = 0 (§8.4). Used by tests and tools; not part of
// the library.
#pragma once

namespace aclnn_cpu {
namespace ref {

// The element result before any rounding: dy * g(x), with g(x) held as an fp32 number (the device
// evaluates g in fp32), so an underflowing g is 0 and inf * 0 is NaN.
double GeluBackwardTanh(double dy, double x);

}  // namespace ref
}  // namespace aclnn_cpu
