#include "ops/math_float/ref.h"

#include <cmath>
#include <limits>

namespace aclnn_cpu {
namespace ref {

using ops::math_float::Fn;

namespace {

using LD = long double;
const LD kNaN = std::numeric_limits<LD>::quiet_NaN();

// x * log(1 + y) with x == 0 giving 0 unless y is NaN (log of a negative is NaN).
LD XLog(LD x, LD y, bool plus1) {
  if (std::isnan(y)) return kNaN;
  if (x == 0) return 0;
  return x * (plus1 ? std::log1p(y) : std::log(y));
}

// log_b(b^x + b^y): the larger term factored out; equal infinities and a -inf operand handled
// by cases.
LD LogAddExpB(LD x, LD y, bool base2) {
  if (std::isnan(x) || std::isnan(y)) return kNaN;
  if (x == -INFINITY) return y;
  if (y == -INFINITY) return x;
  if (x == INFINITY || y == INFINITY) return INFINITY;
  const LD hi = std::fmax(x, y), lo = std::fmin(x, y);
  if (base2) return hi + std::log2(1 + std::exp2(lo - hi));
  return hi + std::log(1 + std::exp(lo - hi));
}

}  // namespace

double MathFloatReal(Fn fn, double x, double y) {
  switch (fn) {
    case Fn::kAtan2: return static_cast<double>(std::atan2(static_cast<LD>(x), static_cast<LD>(y)));
    case Fn::kXLogY: return static_cast<double>(XLog(x, y, false));
    case Fn::kXLog1pY: return static_cast<double>(XLog(x, y, true));
    case Fn::kLogAddExp: return static_cast<double>(LogAddExpB(x, y, false));
    case Fn::kLogAddExp2: return static_cast<double>(LogAddExpB(x, y, true));
    default: return std::nan("");
  }
}

std::complex<double> MathFloatComplex(Fn fn, double x, double y) {
  if (fn == Fn::kComplex) return {x, y};
  const LD r = x, t = y;
  return {static_cast<double>(r * std::cos(t)), static_cast<double>(r * std::sin(t))};
}

}  // namespace ref
}  // namespace aclnn_cpu
