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
  const double k = std::sqrt(2.0 / pi), kappa = 0.044715;
  const double u = k * (x + kappa * x * x * x);
  const double t = std::tanh(u);
  return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * k * (1.0 + 3.0 * kappa * x * x);
}

}  // namespace ref
}  // namespace aclnn_cpu
