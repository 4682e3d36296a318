// Reference of the elementwise math family's first group, element by element, for the tests: the
// function on operands already converted to the compute dtype, in float64 or exact integers.
#pragma once

#include <complex>
#include <cstdint>

namespace aclnn_cpu {
namespace ref {

// x ^ y in float64 (IEEE pow).
double PowReal(double x, double y);
// x ^ y for integers, exactly, reduced to `bits` bits (two's complement, or unsigned): repeated
// multiplication of 128-bit values; a negative y gives 1 for x == 1, +-1 for x == -1, else 0.
int64_t PowInt(int64_t x, int64_t y, int bits, bool is_unsigned);
// x ^ y for complex values (x^0 = 1).
std::complex<double> PowComplex(std::complex<double> x, std::complex<double> y);
// max / min with NaN propagation; equal operands give y.
double MaxReal(double x, double y);
double MinReal(double x, double y);
// relu(x + alpha * y) in float64; NaN stays NaN.
double AddReluReal(double x, double y, double alpha);
// relu of the integer x + alpha * y reduced to `bits` bits.
int64_t AddReluInt(int64_t x, int64_t y, int64_t alpha, int bits, bool is_unsigned);
// v reduced to `bits` bits.
int64_t WrapBits(__int128 v, int bits, bool is_unsigned);

}  // namespace ref
}  // namespace aclnn_cpu
