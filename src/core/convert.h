// Bulk conversion between tensor storage and fp32 working buffers (run-time SIMD dispatch).
// fp16/bf16 narrowing is round-to-nearest-even with NaN preserved, on every target.
#pragma once

#include "core/export.h"
#include <cstddef>
#include <cstdint>

#include "acl/acl_base.h"

namespace aclnn_cpu {

// dst[i] = (float) src[i * stride] for i < n; `stride` in elements of `dt`. Integer and double
// sources are rounded to float (nearest even); complex sources give their real parts.
ACLNN_CPU_INTERNAL_API void LoadF32(const void* src, aclDataType dt, int64_t stride, float* dst, size_t n);
// dst[i * stride] = round_dt(src[i]) for i < n. Integer dtypes truncate toward zero and saturate
// (NaN gives 0), BOOL stores value != 0, complex dtypes the value with imaginary part 0.
ACLNN_CPU_INTERNAL_API void StoreF32(const float* src, void* dst, aclDataType dt, int64_t stride, size_t n);
// As StoreF32, but fp16/bf16 results are rounded to nearest with ties away from zero.
ACLNN_CPU_INTERNAL_API void StoreF32TiesAway(const float* src, void* dst, aclDataType dt, int64_t stride, size_t n);
// x[i] = (float) round_dt(x[i]): the value an fp32 number takes when stored as `dt` (FLOAT16/BF16).
ACLNN_CPU_INTERNAL_API void RoundThrough(float* x, size_t n, aclDataType dt);

// Contiguous store that bypasses the caches (non-temporal), for outputs far larger than the cache
// that nobody reads soon: saves the read-for-ownership of every written line. dt is FLOAT,
// FLOAT16 or BFLOAT16. Each writing thread calls StreamFence() after its last streaming store.
ACLNN_CPU_INTERNAL_API void StreamStoreF32(const float* src, void* dst, aclDataType dt, size_t n);
ACLNN_CPU_INTERNAL_API void StreamFence();
// dst[0..bytes) = src[0..bytes), non-temporal stores for the vector-aligned middle (any alignment).
ACLNN_CPU_INTERNAL_API void StreamCopyBytes(void* dst, const void* src, size_t bytes);

// Contiguous kernels (exposed for tests and benchmarks).
ACLNN_CPU_INTERNAL_API void F16ToF32Array(const uint16_t* src, float* dst, size_t n);
ACLNN_CPU_INTERNAL_API void Bf16ToF32Array(const uint16_t* src, float* dst, size_t n);
ACLNN_CPU_INTERNAL_API void F32ToF16Array(const float* src, uint16_t* dst, size_t n);
ACLNN_CPU_INTERNAL_API void F32ToBf16Array(const float* src, uint16_t* dst, size_t n);

}  // namespace aclnn_cpu
