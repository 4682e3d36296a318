#include "ops/op_template/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {

double OpTemplate(double x, double scale) { return std::fabs(x) * scale; }

}  // namespace ref
}  // namespace aclnn_cpu
