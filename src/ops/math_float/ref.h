// Float64 reference of the binary floating math family, element by element, for the tests: the
// function on operands already converted to the compute dtype, evaluated in long double (and by
// other formulas than the kernels where it matters), rounded to double.
#pragma once

#include <complex>

#include "ops/math_float/math_float.h"

namespace aclnn_cpu {
namespace ref {

// atan2, xlogy, xlog1py, logaddexp, logaddexp2 of x and y (Polar and Complex: NaN).
double MathFloatReal(ops::math_float::Fn fn, double x, double y);
// Polar (r, theta) and Complex (re, im).
std::complex<double> MathFloatComplex(ops::math_float::Fn fn, double x, double y);

}  // namespace ref
}  // namespace aclnn_cpu
