#include "core/dtype.h"

#include <cmath>

namespace aclnn_cpu {

size_t ElementSize(aclDataType dt) {
  switch (dt) {
    case ACL_FLOAT: case ACL_INT32: case ACL_UINT32: case ACL_COMPLEX32: return 4;
    case ACL_FLOAT16: case ACL_BF16: case ACL_INT16: case ACL_UINT16: return 2;
    case ACL_INT8: case ACL_UINT8: case ACL_BOOL: case ACL_HIFLOAT8: case ACL_FLOAT8_E5M2:
    case ACL_FLOAT8_E4M3FN: case ACL_FLOAT8_E8M0: return 1;
    case ACL_INT64: case ACL_UINT64: case ACL_DOUBLE: case ACL_COMPLEX64: return 8;
    case ACL_COMPLEX128: return 16;
    default: return 0;
  }
}

const char* DtypeName(aclDataType dt) {
  switch (dt) {
    case ACL_DT_UNDEFINED: return "DT_UNDEFINED";
    case ACL_FLOAT: return "FLOAT";
    case ACL_FLOAT16: return "FLOAT16";
    case ACL_INT8: return "INT8";
    case ACL_INT32: return "INT32";
    case ACL_UINT8: return "UINT8";
    case ACL_INT16: return "INT16";
    case ACL_UINT16: return "UINT16";
    case ACL_UINT32: return "UINT32";
    case ACL_INT64: return "INT64";
    case ACL_UINT64: return "UINT64";
    case ACL_DOUBLE: return "DOUBLE";
    case ACL_BOOL: return "BOOL";
    case ACL_STRING: return "STRING";
    case ACL_COMPLEX64: return "COMPLEX64";
    case ACL_COMPLEX128: return "COMPLEX128";
    case ACL_BF16: return "BFLOAT16";
    case ACL_INT4: return "INT4";
    case ACL_UINT1: return "UINT1";
    case ACL_COMPLEX32: return "COMPLEX32";
    case ACL_HIFLOAT8: return "HIFLOAT8";
    case ACL_FLOAT8_E5M2: return "FLOAT8_E5M2";
    case ACL_FLOAT8_E4M3FN: return "FLOAT8_E4M3FN";
    case ACL_FLOAT8_E8M0: return "FLOAT8_E8M0";
    default: return "UNKNOWN_DTYPE";
  }
}

bool IsFloatingType(aclDataType dt) {
  return dt == ACL_FLOAT || dt == ACL_FLOAT16 || dt == ACL_BF16 || dt == ACL_DOUBLE;
}
bool IsComplexType(aclDataType dt) {
  return dt == ACL_COMPLEX32 || dt == ACL_COMPLEX64 || dt == ACL_COMPLEX128;
}
bool IsIntegralType(aclDataType dt, bool include_bool) {
  switch (dt) {
    case ACL_INT8: case ACL_UINT8: case ACL_INT16: case ACL_UINT16: case ACL_INT32:
    case ACL_UINT32: case ACL_INT64: case ACL_UINT64: return true;
    case ACL_BOOL: return include_bool;
    default: return false;
  }
}

bool DtypeIn(aclDataType dt, std::initializer_list<aclDataType> list) {
  for (aclDataType d : list)
    if (d == dt) return true;
  return false;
}

namespace {
// Promotion lattice of the aclnn tensor-tensor table (the PyTorch one); unsigned types wider
// than 8 bits and every non-numeric type have no promotion with anything else.
int Rank(aclDataType dt) {
  switch (dt) {
    case ACL_BOOL: return 0;
    case ACL_UINT8: return 1;
    case ACL_INT8: return 2;
    case ACL_INT16: return 3;
    case ACL_INT32: return 4;
    case ACL_INT64: return 5;
    case ACL_FLOAT16: return 6;
    case ACL_BF16: return 7;
    case ACL_FLOAT: return 8;
    case ACL_DOUBLE: return 9;
    case ACL_COMPLEX32: return 10;
    case ACL_COMPLEX64: return 11;
    case ACL_COMPLEX128: return 12;
    default: return -1;
  }
}
}  // namespace

aclDataType PromoteTypes(aclDataType a, aclDataType b) {
  if (a == b) return Rank(a) < 0 && a != ACL_UINT16 && a != ACL_UINT32 && a != ACL_UINT64 ? ACL_DT_UNDEFINED : a;
  int ra = Rank(a), rb = Rank(b);
  if (ra < 0 || rb < 0) return ACL_DT_UNDEFINED;
  if (ra > rb) { std::swap(a, b); std::swap(ra, rb); }  // now a is the "smaller"
  if (a == ACL_BOOL) return b;
  if (a == ACL_UINT8 && b == ACL_INT8) return ACL_INT16;
  if (a == ACL_FLOAT16 && b == ACL_BF16) return ACL_FLOAT;
  if (IsComplexType(b)) {
    // complex with a real type: the complex type wide enough for the real one.
    if (a == ACL_DOUBLE && b != ACL_COMPLEX128) return ACL_COMPLEX128;
    if ((a == ACL_FLOAT || a == ACL_BF16) && b == ACL_COMPLEX32) return ACL_COMPLEX64;
    return b;
  }
  return b;
}

float F16ToF32(uint16_t h) {
  const uint32_t sign = uint32_t(h & 0x8000u) << 16;
  const uint32_t e = (h >> 10) & 0x1fu;
  const uint32_t m = h & 0x3ffu;
  if (e == 0) {
    const float v = static_cast<float>(m) * (1.0f / 16777216.0f);  // m * 2^-24, exact
    return sign ? -v : v;
  }
  if (e == 31) return BitsFloat(sign | 0x7f800000u | (m << 13) | (m ? 0x400000u : 0u));  // NaN: quieted, as the hardware does
  return BitsFloat(sign | ((e + 112u) << 23) | (m << 13));
}

uint16_t F32ToF16(float f) {
  const uint32_t x = FloatBits(f);
  const uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  const uint32_t ax = x & 0x7fffffffu;
  if (ax > 0x7f800000u) return static_cast<uint16_t>(sign | 0x7e00u | ((ax >> 13) & 0x3ffu));
  if (ax >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);  // >= 65520: Inf
  if (ax < 0x38800000u) {  // below 2^-14: subnormal half; a * 2^24 is exact, rint rounds RNE
    const float a = BitsFloat(ax) * 16777216.0f;
    return static_cast<uint16_t>(sign | static_cast<uint16_t>(std::nearbyint(a)));
  }
  const uint32_t r = ax + 0xfffu + ((ax >> 13) & 1u) - 0x38000000u;
  return static_cast<uint16_t>(sign | (r >> 13));
}

uint16_t F32ToF16TiesAway(float f) {
  const uint32_t x = FloatBits(f);
  const uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  const uint32_t ax = x & 0x7fffffffu;
  if (ax > 0x7f800000u) return static_cast<uint16_t>(sign | 0x7e00u | ((ax >> 13) & 0x3ffu));
  if (ax >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);  // >= 65520: Inf
  if (ax < 0x38800000u) {  // subnormal half: a * 2^24 is exact; round() rounds ties away
    const float a = BitsFloat(ax) * 16777216.0f;
    return static_cast<uint16_t>(sign | static_cast<uint16_t>(std::round(a)));
  }
  const uint32_t r = ax + 0x1000u - 0x38000000u;
  return static_cast<uint16_t>(sign | (r >> 13));
}

bool IsPrivateFormat(aclFormat f) {
  switch (f) {
    case ACL_FORMAT_NC1HWC0:
    case ACL_FORMAT_FRACTAL_Z:
    case ACL_FORMAT_NC1HWC0_C04:
    case ACL_FORMAT_FRACTAL_NZ:
    case ACL_FORMAT_NDC1HWC0:
    case ACL_FRACTAL_Z_3D:
    case ACL_FORMAT_FRACTAL_NZ_C0_16:
    case ACL_FORMAT_FRACTAL_NZ_C0_32:
    case ACL_FORMAT_FRACTAL_NZ_C0_2:
    case ACL_FORMAT_FRACTAL_NZ_C0_4:
    case ACL_FORMAT_FRACTAL_NZ_C0_8:
      return true;
    default:
      return false;
  }
}

const char* FormatName(aclFormat f) {
  switch (f) {
    case ACL_FORMAT_UNDEFINED: return "UNDEFINED";
    case ACL_FORMAT_NCHW: return "NCHW";
    case ACL_FORMAT_NHWC: return "NHWC";
    case ACL_FORMAT_ND: return "ND";
    case ACL_FORMAT_NC1HWC0: return "NC1HWC0";
    case ACL_FORMAT_FRACTAL_Z: return "FRACTAL_Z";
    case ACL_FORMAT_NC1HWC0_C04: return "NC1HWC0_C04";
    case ACL_FORMAT_HWCN: return "HWCN";
    case ACL_FORMAT_NDHWC: return "NDHWC";
    case ACL_FORMAT_FRACTAL_NZ: return "FRACTAL_NZ";
    case ACL_FORMAT_NCDHW: return "NCDHW";
    case ACL_FORMAT_NDC1HWC0: return "NDC1HWC0";
    case ACL_FRACTAL_Z_3D: return "FRACTAL_Z_3D";
    case ACL_FORMAT_NC: return "NC";
    case ACL_FORMAT_NCL: return "NCL";
    case ACL_FORMAT_FRACTAL_NZ_C0_16: return "FRACTAL_NZ_C0_16";
    case ACL_FORMAT_FRACTAL_NZ_C0_32: return "FRACTAL_NZ_C0_32";
    case ACL_FORMAT_FRACTAL_NZ_C0_2: return "FRACTAL_NZ_C0_2";
    case ACL_FORMAT_FRACTAL_NZ_C0_4: return "FRACTAL_NZ_C0_4";
    case ACL_FORMAT_FRACTAL_NZ_C0_8: return "FRACTAL_NZ_C0_8";
    default: return "(unknown format)";
  }
}

}  // namespace aclnn_cpu
