#include "ops/binary/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {

using ops::binary::Fn;

double BinaryReal(Fn fn, double x, double y, double alpha) {
  switch (fn) {
    case Fn::kAdd: return static_cast<double>(static_cast<long double>(x) + static_cast<long double>(alpha) * y);
    case Fn::kSub: return static_cast<double>(static_cast<long double>(x) - static_cast<long double>(alpha) * y);
    case Fn::kMul: return x * y;
    case Fn::kDiv: return x / y;
    case Fn::kDivTrunc: return std::trunc(static_cast<double>(static_cast<long double>(x) / y));
    case Fn::kDivFloor: return std::floor(static_cast<double>(static_cast<long double>(x) / y));
    case Fn::kRemainder: {
      // Python's modulo: the sign of y.
      const double r = std::fmod(x, y);
      return r != 0 && (r < 0) != (y < 0) ? r + y : r;
    }
    case Fn::kFmod: return std::fmod(x, y);
  }
  return 0;
}

__int128 BinaryInt(Fn fn, int64_t x, int64_t y, int64_t alpha, int64_t lo, int64_t hi) {
  const __int128 X = x, Y = y;
  switch (fn) {
    case Fn::kAdd: return X + static_cast<__int128>(alpha) * Y;
    case Fn::kSub: return X - static_cast<__int128>(alpha) * Y;
    case Fn::kMul: return X * Y;
    case Fn::kDiv:
    case Fn::kDivTrunc:
      if (y == 0) return x > 0 ? hi : x < 0 ? lo : 0;
      return X / Y;  // truncates; MIN / -1 = -MIN, which wraps to MIN
    case Fn::kDivFloor: {
      if (y == 0) return x > 0 ? hi : x < 0 ? lo : 0;
      __int128 q = X / Y;
      if (q * Y != X && ((X < 0) != (Y < 0))) --q;
      return q;
    }
    case Fn::kRemainder: {
      if (y == 0) return x;
      __int128 r = X % Y;
      if (r != 0 && ((r < 0) != (Y < 0))) r += Y;
      return r;
    }
    case Fn::kFmod:
      if (y == 0) return x;
      return X % Y;
  }
  return 0;
}

}  // namespace ref
}  // namespace aclnn_cpu
