#include "ops/math/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {

int64_t WrapBits(__int128 v, int bits, bool is_unsigned) {
  const unsigned __int128 u = static_cast<unsigned __int128>(v);
  const uint64_t low = static_cast<uint64_t>(u);
  if (bits >= 64) return static_cast<int64_t>(low);
  const uint64_t m = low & ((uint64_t{1} << bits) - 1);
  if (is_unsigned) return static_cast<int64_t>(m);
  return m >= (uint64_t{1} << (bits - 1)) ? static_cast<int64_t>(m) - (int64_t{1} << bits) : static_cast<int64_t>(m);
}

double PowReal(double x, double y) { return std::pow(x, y); }

int64_t PowInt(int64_t x, int64_t y, int bits, bool is_unsigned) {
  if (y < 0) {
    if (x == 1) return 1;
    if (x == -1) return (y % 2 != 0) ? -1 : 1;
    return 0;
  }
  // Reduce after every product: (a * b) mod 2^bits depends only on a, b mod 2^bits.
  int64_t r = WrapBits(1, bits, is_unsigned);
  const int64_t b = WrapBits(x, bits, is_unsigned);
  for (int64_t i = 0; i < y; ++i) r = WrapBits(static_cast<__int128>(r) * b, bits, is_unsigned);
  return r;
}

std::complex<double> PowComplex(std::complex<double> x, std::complex<double> y) {
  if (y == std::complex<double>(0.0, 0.0)) return 1.0;
  if (x == std::complex<double>(0.0, 0.0)) return y.real() > 0 ? 0.0 : std::pow(x, y);
  return std::exp(y * std::log(x));
}

double MaxReal(double x, double y) {
  if (std::isnan(x) || std::isnan(y)) return NAN;
  return x > y ? x : y;
}
double MinReal(double x, double y) {
  if (std::isnan(x) || std::isnan(y)) return NAN;
  return x < y ? x : y;
}

double AddReluReal(double x, double y, double alpha) {
  const double v = x + alpha * y;
  if (std::isnan(v)) return v;
  return v > 0 ? v : 0.0;
}

int64_t AddReluInt(int64_t x, int64_t y, int64_t alpha, int bits, bool is_unsigned) {
  const int64_t v = WrapBits(static_cast<__int128>(x) + static_cast<__int128>(alpha) * y, bits, is_unsigned);
  return v > 0 ? v : 0;
}

}  // namespace ref
}  // namespace aclnn_cpu
