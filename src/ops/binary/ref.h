// Float64 and exact-integer reference of the arithmetic family, element by element, for the tests:
// the mathematical result of each function on operands already cast to the compute dtype.
#pragma once

#include <cstdint>

#include "ops/binary/binary.h"

namespace aclnn_cpu {
namespace ref {

// Real compute dtypes: the exact operation in double (alpha applied exactly).
double BinaryReal(ops::binary::Fn fn, double x, double y, double alpha);
// Integer compute dtypes of range [lo, hi]: the result before wrapping to the compute dtype's
// width (as an exact integer), with the family's rules for division by zero and by -1.
__int128 BinaryInt(ops::binary::Fn fn, int64_t x, int64_t y, int64_t alpha, int64_t lo, int64_t hi);

}  // namespace ref
}  // namespace aclnn_cpu
