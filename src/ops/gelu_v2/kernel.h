// GeluV2 row kernels (fp32 in, fp32 out), A2 formulas of the spec §3.4.
#pragma once

#include <cstddef>

namespace aclnn_cpu {
namespace ops {
namespace gelu_v2 {

void RowNone(const float* const* in, float* out, size_t n, const void* params);  // logistic erf fit
void RowTanh(const float* const* in, float* out, size_t n, const void* params);  // logistic tanh form

}  // namespace gelu_v2
}  // namespace ops
}  // namespace aclnn_cpu
