// The element loop of a broadcast binary kernel (core/elementwise.h typed kernels): the block's
// two operands are two arrays, or one array and a scalar already in the compute domain.
#pragma once

#include <cstddef>

namespace aclnn_cpu {

// out[i] = f(x[i], y[i]) with scalar_side < 0 (in[0], in[1]); f(s, in[0][i]) with scalar_side 0;
// f(in[0][i], s) with scalar_side 1. R is the result type written (V unless given).
template <class V, class F, class R = V>
void EwApply(const V* const* in, R* out, size_t n, int scalar_side, V s, F f) {
  if (scalar_side < 0) {
    const V* a = in[0];
    const V* b = in[1];
    for (size_t i = 0; i < n; ++i) out[i] = f(a[i], b[i]);
  } else if (scalar_side == 0) {
    const V* b = in[0];
    for (size_t i = 0; i < n; ++i) out[i] = f(s, b[i]);
  } else {
    const V* a = in[0];
    for (size_t i = 0; i < n; ++i) out[i] = f(a[i], s);
  }
}

}  // namespace aclnn_cpu
