#include "ops/gelu_backward/ref.h"

#include "ops/gelu_backward_v2/ref.h"

namespace aclnn_cpu {
namespace ref {

// GeluBackwardV2's "tanh" reference is the same function.
double GeluBackwardTanh(double dy, double x) { return GeluBackwardV2(dy, x, /*tanh_mode=*/true); }

}  // namespace ref
}  // namespace aclnn_cpu
