// Data types and formats: sizes, names, promotion, and scalar fp16/bf16 conversion with
// round-to-nearest-even.
#pragma once

#include "core/export.h"
#include <cstdint>
#include <cstring>
#include <initializer_list>

#include "acl/acl_base.h"

namespace aclnn_cpu {

// Bytes per element in tensors; 0 for types operators cannot address (sub-byte, string, undefined).
ACLNN_CPU_INTERNAL_API size_t ElementSize(aclDataType dt);
ACLNN_CPU_INTERNAL_API const char* DtypeName(aclDataType dt);
bool IsFloatingType(aclDataType dt);  // FLOAT, FLOAT16, BF16, DOUBLE
bool IsComplexType(aclDataType dt);
bool IsIntegralType(aclDataType dt, bool include_bool);
// aclnn tensor-tensor promotion (PyTorch-like). ACL_DT_UNDEFINED when the pair has no promotion.
ACLNN_CPU_INTERNAL_API aclDataType PromoteTypes(aclDataType a, aclDataType b);
bool DtypeIn(aclDataType dt, std::initializer_list<aclDataType> list);

// Formats: the ACL_FORMAT_ name without its prefix ("ND", "NCHW", "FRACTAL_NZ"; "(unknown format)"
// for values outside the enum). Every message about a format names it with this.
ACLNN_CPU_INTERNAL_API const char* FormatName(aclFormat f);
// Private (NPU blocked) formats, as CANN's IsPrivateFormat classifies them.
ACLNN_CPU_INTERNAL_API bool IsPrivateFormat(aclFormat f);

inline uint32_t FloatBits(float f) { uint32_t u; std::memcpy(&u, &f, 4); return u; }
inline float BitsFloat(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }

inline float Bf16ToF32(uint16_t h) { return BitsFloat(uint32_t(h) << 16); }
inline uint16_t F32ToBf16(float f) {  // round to nearest even; NaN stays NaN (quiet)
  uint32_t u = FloatBits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return uint16_t((u >> 16) | 0x40);
  u += 0x7fffu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
// Round to nearest with ties away from zero (Ascend C CAST_ROUND, the A2/A3 final cast of some
// reductions); NaN stays NaN, overflow gives Inf.
ACLNN_CPU_INTERNAL_API uint16_t F32ToF16TiesAway(float f);
inline uint16_t F32ToBf16TiesAway(float f) {
  uint32_t u = FloatBits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return uint16_t((u >> 16) | 0x40);
  return uint16_t((u + 0x8000u) >> 16);
}
ACLNN_CPU_INTERNAL_API float F16ToF32(uint16_t h);       // exact, IEEE (Inf/NaN preserved)
ACLNN_CPU_INTERNAL_API uint16_t F32ToF16(float f);       // IEEE round to nearest even, overflow to Inf, NaN preserved

}  // namespace aclnn_cpu
