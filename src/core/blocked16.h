// oneDNN's 16-channel blocked activation layout (nCw16c / nChw16c / nCdhw16c: element (n, c, p)
// at ((n·C/16 + c/16)·P + p)·16 + c%16, P the spatial size) from and to the dense channel-first
// layout (n, c, p), for C a multiple of 16: the reorders around oneDNN's blocked convolution
// kernels, as SIMD transposes (run-time dispatch). Elements are moved as bits: 4 bytes (fp32) or
// 2 bytes (bf16, fp16).
#pragma once

#include "core/export.h"
#include <cstddef>
#include <cstdint>

namespace aclnn_cpu {

ACLNN_CPU_INTERNAL_API void PlainToBlocked16(const void* src, void* dst, int64_t n, int64_t c, int64_t p,
                                             size_t elem_bytes);
ACLNN_CPU_INTERNAL_API void Blocked16ToPlain(const void* src, void* dst, int64_t n, int64_t c, int64_t p,
                                             size_t elem_bytes);

}  // namespace aclnn_cpu
