// GeluBackwardV2 row kernels (fp32 in, fp32 out), A2 formulas of the spec §3.4.
#pragma once

#include <cstddef>

namespace aclnn_cpu {
namespace ops {
namespace gelu_backward_v2 {

// in[0] = dy, in[1] = x; out = dy * g(x).
void RowNone(const float* const* in, float* out, size_t n, const void* params);  // rational erf form
void RowTanh(const float* const* in, float* out, size_t n, const void* params);  // logistic tanh form

}  // namespace gelu_backward_v2
}  // namespace ops
}  // namespace aclnn_cpu
