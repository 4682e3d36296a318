#include "ops/gelu_v2/ref.h"

#include <cmath>
#include <limits>

namespace aclnn_cpu {
namespace ref {

double Gelu(double x, bool tanh_mode) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return x > 0 ? x : std::numeric_limits<double>::quiet_NaN();
  if (!tanh_mode) return 0.5 * x * std::erfc(-x / std::sqrt(2.0));
  const double beta = 2.0 * std::sqrt(2.0 / 3.14159265358979323846);
  const double v = beta * (x + 0.044715 * x * x * x);
  return x / (1.0 + std::exp(-v));  // = 0.5 x (1 + tanh(v / 2)), without cancellation
}

}  // namespace ref
}  // namespace aclnn_cpu
