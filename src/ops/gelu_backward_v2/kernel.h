// GeluBackwardV2 row kernels (fp32 in, fp32 out), A2 formulas of the spec §3.4.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/table16_run.h"

namespace aclnn_cpu {
namespace ops {
namespace gelu_backward_v2 {

// in[0] = dy, in[1] = x; out = dy * g(x).
void RowNone(const float* const* in, float* out, size_t n, const void* params);  // rational erf form
void RowTanh(const float* const* in, float* out, size_t n, const void* params);  // logistic tanh form

// fp16/bf16 self: the factor g(self) of each form tabulated over the 65536 values (core/table16.h).
void FillNone(const float* x, float* out, size_t n);  // g of RowNone
void FillTanh(const float* x, float* out, size_t n);  // g of RowTanh

// The tanh form (GeluBackwardV2 with "tanh", GeluBackward) or the erf form ("none"), for the
// shared run (core/table16_run.h): in[0] = gradOutput, in[1] = self.
inline Table16Op Form(bool tanh) { return tanh ? Table16Op{RowTanh, FillTanh, true} : Table16Op{RowNone, FillNone, true}; }

}  // namespace gelu_backward_v2
}  // namespace ops
}  // namespace aclnn_cpu
