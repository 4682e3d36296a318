// Exact reference of the comparison family, element by element, for the tests: the function on
// operands already converted to the compute dtype.
#pragma once

#include <cstdint>

#include "ops/compare/compare.h"

namespace aclnn_cpu {
namespace ref {

// Eq..Le on real values (IEEE: NaN unordered, +0 == -0), integers given exactly as doubles or
// as 128-bit integers (unsigned 64-bit values included). 1 or 0.
int CompareReal(ops::compare::Fn fn, double x, double y);
int CompareInt(ops::compare::Fn fn, __int128 x, __int128 y);
// And, Or, Xor, Not (y ignored) on truth values. 1 or 0.
int Logical(ops::compare::Fn fn, bool x, bool y);
// BitAnd, BitOr, BitXor, BitNot (y ignored) on two's-complement integers; in BOOL (bits 0/1) the
// logical function.
int64_t Bitwise(ops::compare::Fn fn, int64_t x, int64_t y, bool is_bool);

// Shl, Shr of x (a value of an integer dtype of `bits` bits, `is_unsigned`) by the count c (a value
// of the same dtype) clamped to [0, bits - 1]: the exact product x * 2^c (the caller wraps it) or
// floor(x / 2^c).
__int128 ShiftExact(ops::compare::Fn fn, __int128 x, __int128 c, int bits);
// IsClose of x and y: equal, both NaN with equal_nan, or |x - y| <= atol + rtol * |y| for a
// finite y (in double; the tests pick tolerances and values for which float gives the same).
int IsCloseReal(double x, double y, double rtol, double atol, bool equal_nan);
// Heaviside: 0 for x < 0 or NaN, v for x == 0, 1 for x > 0.
double HeavisideReal(double x, double v);
// gcd(|x|, |y|), exactly (gcd(0, 0) = 0).
__int128 GcdExact(__int128 x, __int128 y);

}  // namespace ref
}  // namespace aclnn_cpu
