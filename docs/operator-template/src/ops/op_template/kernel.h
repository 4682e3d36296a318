// OpTemplate's row kernel (fp32 in, fp32 out), dispatched to the best SIMD target at run time.
#pragma once

#include <cstddef>

namespace aclnn_cpu {
namespace ops {
namespace op_template {

struct Params {
  float scale;
};

// out[i] = |in[0][i]| * scale; params: a Params. The engine's EwKernel signature.
void Row(const float* const* in, float* out, size_t n, const void* params);

}  // namespace op_template
}  // namespace ops
}  // namespace aclnn_cpu
