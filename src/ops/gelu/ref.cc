#include "ops/gelu/ref.h"

#include "ops/gelu_v2/ref.h"

namespace aclnn_cpu {
namespace ref {

double GeluTanh(double x) { return Gelu(x, /*tanh_mode=*/true); }  // GeluV2's tanh form is the same function

}  // namespace ref
}  // namespace aclnn_cpu
