// GeluBackwardV2 row kernels (fp32 in, fp32 out), A2 formulas of the spec §3.4.
#pragma once

#include <cstddef>
#include <cstdint>


namespace aclnn_cpu {
namespace ops {
namespace gelu_backward_v2 {

// in[0] = dy, in[1] = x; out = dy * g(x).
void RowNone(const float* const* in, float* out, size_t n, const void* params);  // rational erf form
void RowTanh(const float* const* in, float* out, size_t n, const void* params);  // logistic tanh form

// fp16/bf16 self: the factor g(self) of each form tabulated over the 65536 values (core/table16.h).
void FillNone(const float* x, float* out, size_t n);  // g of RowNone
void FillTanh(const float* x, float* out, size_t n);  // g of RowTanh
// out = gradOutput * table[self] (params: a Table16Params); bitwise what RowNone/RowTanh give.
void RowTable(const float* const* in, float* out, size_t n, const void* params);
// The same on raw fp16/bf16 values (all operands of the table's dtype), for the engine's native path.
void RowTable16(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const void* params);

}  // namespace gelu_backward_v2
}  // namespace ops
}  // namespace aclnn_cpu
