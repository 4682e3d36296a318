#include "ops/compare/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {

using ops::compare::Fn;

namespace {
template <class T>
int Cmp(Fn fn, T x, T y) {
  switch (fn) {
    case Fn::kEq: return x == y;
    case Fn::kNe: return !(x == y);
    case Fn::kGt: return x > y;
    case Fn::kGe: return x >= y;
    case Fn::kLt: return x < y;
    case Fn::kLe: return x <= y;
    default: return 0;
  }
}
}  // namespace

int CompareReal(Fn fn, double x, double y) { return Cmp(fn, x, y); }
int CompareInt(Fn fn, __int128 x, __int128 y) { return Cmp(fn, x, y); }

int Logical(Fn fn, bool x, bool y) {
  switch (fn) {
    case Fn::kAnd: return x && y;
    case Fn::kOr: return x || y;
    case Fn::kXor: return x != y;
    case Fn::kNot: return !x;
    default: return 0;
  }
}

int64_t Bitwise(Fn fn, int64_t x, int64_t y, bool is_bool) {
  if (is_bool) {
    const Fn l = fn == Fn::kBitAnd ? Fn::kAnd : fn == Fn::kBitOr ? Fn::kOr : fn == Fn::kBitXor ? Fn::kXor : Fn::kNot;
    return Logical(l, x != 0, y != 0);
  }
  switch (fn) {
    case Fn::kBitAnd: return x & y;
    case Fn::kBitOr: return x | y;
    case Fn::kBitXor: return x ^ y;
    case Fn::kBitNot: return ~x;
    default: return 0;
  }
}

__int128 ShiftExact(Fn fn, __int128 x, __int128 c, int bits) {
  const __int128 k = c < 0 ? 0 : c > bits - 1 ? bits - 1 : c;
  __int128 pow = 1;
  for (__int128 i = 0; i < k; ++i) pow *= 2;
  if (fn == Fn::kShl) return x * pow;
  __int128 q = x / pow;  // floor division
  if (q * pow != x && x < 0) --q;
  return q;
}

int IsCloseReal(double x, double y, double rtol, double atol, bool equal_nan) {
  if (x == y) return 1;
  if (std::isnan(x) || std::isnan(y)) return equal_nan && std::isnan(x) && std::isnan(y);
  return std::isfinite(y) && std::fabs(x - y) <= atol + rtol * std::fabs(y);
}

double HeavisideReal(double x, double v) {
  if (std::isnan(x) || x < 0) return 0;
  return x == 0 ? v : 1;
}

__int128 GcdExact(__int128 x, __int128 y) {
  if (x < 0) x = -x;
  if (y < 0) y = -y;
  while (y != 0) {
    const __int128 t = x % y;
    x = y;
    y = t;
  }
  return x;
}

}  // namespace ref
}  // namespace aclnn_cpu
