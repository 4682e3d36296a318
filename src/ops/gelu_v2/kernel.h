// GeluV2 row kernels (fp32 in, fp32 out), A2 formulas of the spec §3.4.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/table16_run.h"

namespace aclnn_cpu {
namespace ops {
namespace gelu_v2 {

void RowNone(const float* const* in, float* out, size_t n, const void* params);  // logistic erf fit
void RowTanh(const float* const* in, float* out, size_t n, const void* params);  // logistic tanh form

// fp16/bf16 x: each form tabulated over the 65536 values (core/table16.h).
void FillNone(const float* x, float* out, size_t n);
void FillTanh(const float* x, float* out, size_t n);

// The tanh form (GeluV2 with approximate 1, Gelu) or the erf form, for the shared run
// (core/table16_run.h).
inline Table16Op Form(bool tanh) { return tanh ? Table16Op{RowTanh, FillTanh, false} : Table16Op{RowNone, FillNone, false}; }

}  // namespace gelu_v2
}  // namespace ops
}  // namespace aclnn_cpu
