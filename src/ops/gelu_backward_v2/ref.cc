#include "ops/gelu_backward_v2/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {

double GeluDerivative(double x, bool tanh_mode) {
  if (std::isnan(x)) return x;
  // A2 limits (spec §9.4): the derivative tends to 1 at +inf and to 0 at -inf.
  if (std::isinf(x)) return x > 0 ? 1.0 : -0.0;
  const double pi = 3.14159265358979323846;
  if (!tanh_mode) {
    const double cdf = 0.5 * std::erfc(-x / std::sqrt(2.0));
    const double pdf = std::exp(-0.5 * x * x) / std::sqrt(2.0 * pi);
    return cdf + x * pdf;
  }
  // Logistic form of §3.2 (no cancellation in either tail): with v = x (beta + alpha x^2),
  // g = s + x s (1 - s) (beta + 3 alpha x^2), s = 1 / (1 + e^-v), 1 - s = 1 / (1 + e^v).
  const double beta = 2.0 * std::sqrt(2.0 / pi), alpha = beta * 0.044715;
  const double v = x * (beta + alpha * x * x);
  const double s = 1.0 / (1.0 + std::exp(-v));
  const double one_minus_s = 1.0 / (1.0 + std::exp(v));
  return s + x * s * one_minus_s * (beta + 3.0 * alpha * x * x);
}

}  // namespace ref
}  // namespace aclnn_cpu
