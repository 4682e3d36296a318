// ConstantPadNd's fill value: an aclScalar of any dtype converted once, in phase 1, to the tensor's
// dtype (circular/constant spec §2.1). The rules are those of a C++ static_cast from the scalar's
// own type, with CANN's fp16 and bf16 converters; where C++ leaves the result undefined (a float
// out of an integer's range, NaN into an integer) the library saturates and takes NaN as 0.
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>

#include "core/dtype.h"
#include "core/tensor.h"
#include "ops/pad/pad.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

// The scalar's value in the widest type of its kind.
struct Value {
  enum Kind { kFloat, kDouble, kSigned, kUnsigned, kBool, kComplex } kind = kSigned;
  double f = 0, im = 0;  // kFloat (float, fp16, bf16: exact in a double), kDouble, kComplex
  int64_t i = 0;         // kSigned, kBool
  uint64_t u = 0;        // kUnsigned
};

template <class T>
T Load(const unsigned char* b) {
  T v;
  std::memcpy(&v, b, sizeof(T));
  return v;
}

Value Read(const aclScalar& s) {
  Value v;
  const unsigned char* b = s.bytes;
  switch (s.dtype) {
    case ACL_FLOAT: v.kind = Value::kFloat; v.f = Load<float>(b); break;
    case ACL_FLOAT16: v.kind = Value::kFloat; v.f = F16ToF32(Load<uint16_t>(b)); break;
    case ACL_BF16: v.kind = Value::kFloat; v.f = Bf16ToF32(Load<uint16_t>(b)); break;
    case ACL_DOUBLE: v.kind = Value::kDouble; v.f = Load<double>(b); break;
    case ACL_INT8: v.i = Load<int8_t>(b); break;
    case ACL_INT16: v.i = Load<int16_t>(b); break;
    case ACL_INT32: v.i = Load<int32_t>(b); break;
    case ACL_INT64: v.i = Load<int64_t>(b); break;
    case ACL_UINT8: v.kind = Value::kUnsigned; v.u = Load<uint8_t>(b); break;
    case ACL_UINT16: v.kind = Value::kUnsigned; v.u = Load<uint16_t>(b); break;
    case ACL_UINT32: v.kind = Value::kUnsigned; v.u = Load<uint32_t>(b); break;
    case ACL_UINT64: v.kind = Value::kUnsigned; v.u = Load<uint64_t>(b); break;
    case ACL_BOOL: v.kind = Value::kBool; v.i = b[0] != 0; break;
    case ACL_COMPLEX64:
      v.kind = Value::kComplex;
      v.f = Load<float>(b);
      v.im = Load<float>(b + 4);
      break;
    case ACL_COMPLEX128:
      v.kind = Value::kComplex;
      v.f = Load<double>(b);
      v.im = Load<double>(b + 8);
      break;
    default: break;  // other scalar dtypes (8-bit floats and the like): policy, the value 0
  }
  return v;
}

// static_cast<double> of the value (integers: the nearest double).
double AsDouble(const Value& v) {
  switch (v.kind) {
    case Value::kFloat: case Value::kDouble: case Value::kComplex: return v.f;
    case Value::kUnsigned: return static_cast<double>(v.u);
    default: return static_cast<double>(v.i);
  }
}

// static_cast<float> of the value (double: nearest even, overflow to inf).
float AsFloat(const Value& v) {
  switch (v.kind) {
    case Value::kUnsigned: return static_cast<float>(v.u);
    case Value::kSigned: case Value::kBool: return static_cast<float>(v.i);
    default: return static_cast<float>(v.f);
  }
}

// The value's low 64 bits for integer sources; float sources truncated toward zero and
// saturated to [lo, hi] (NaN: 0).
uint64_t IntegerBits(const Value& v, double lo, double hi, int64_t lo_i, uint64_t hi_u) {
  if (v.kind == Value::kSigned || v.kind == Value::kBool) return static_cast<uint64_t>(v.i);
  if (v.kind == Value::kUnsigned) return v.u;
  const double t = std::trunc(v.f);
  if (std::isnan(t)) return 0;
  if (t <= lo) return static_cast<uint64_t>(lo_i);
  if (t >= hi) return hi_u;
  return t < 0 ? static_cast<uint64_t>(static_cast<int64_t>(t)) : static_cast<uint64_t>(t);
}

template <class T>
void StoreInt(const Value& v, unsigned char* out) {
  using L = std::numeric_limits<T>;
  const uint64_t bits = IntegerBits(v, static_cast<double>(L::min()), static_cast<double>(L::max()),
                                    static_cast<int64_t>(L::min()), static_cast<uint64_t>(L::max()));
  const T x = static_cast<T>(bits);  // integers wrap modulo 2^bits
  std::memcpy(out, &x, sizeof(T));
}

// Nearest-even double -> fp16, directly (no rounding through float); NaN -> 0x7FFF with its sign.
uint16_t DoubleToF16(double d) {
  const uint16_t sign = std::signbit(d) ? 0x8000 : 0;
  if (std::isnan(d)) return static_cast<uint16_t>(sign | 0x7fff);
  const double a = std::fabs(d);
  if (a >= 65520.0) return static_cast<uint16_t>(sign | 0x7c00);  // rounds to inf
  if (a < std::ldexp(1.0, -14)) {  // subnormal: units of 2^-24
    return static_cast<uint16_t>(sign | static_cast<uint16_t>(std::nearbyint(a * std::ldexp(1.0, 24))));
  }
  int e = 0;
  std::frexp(a, &e);  // a = f * 2^e, f in [0.5, 1)
  const double q = std::nearbyint(std::ldexp(a, 11 - e));  // 11 significant bits, in [1024, 2048]
  uint32_t mant = static_cast<uint32_t>(q);
  int exp = e - 1;
  if (mant == 2048) {
    mant = 1024;
    ++exp;
  }
  if (exp > 15) return static_cast<uint16_t>(sign | 0x7c00);
  return static_cast<uint16_t>(sign | static_cast<uint16_t>((exp + 15) << 10) | static_cast<uint16_t>(mant - 1024));
}

}  // namespace

void ScalarFillBytes(const aclScalar& value, aclDataType dtype, unsigned char out[16]) {
  std::memset(out, 0, 16);
  Value v = Read(value);
  // A complex scalar into a real tensor gives 0 (CANN only warns).
  if (v.kind == Value::kComplex && dtype != ACL_COMPLEX64 && dtype != ACL_COMPLEX128) v = Value{};
  switch (dtype) {
    case ACL_FLOAT: {
      const float f = AsFloat(v);
      std::memcpy(out, &f, 4);
      return;
    }
    case ACL_DOUBLE: {
      const double d = AsDouble(v);
      std::memcpy(out, &d, 8);
      return;
    }
    case ACL_FLOAT16: {
      const uint16_t h = DoubleToF16(AsDouble(v));  // integers of fp16's range are exact doubles
      std::memcpy(out, &h, 2);
      return;
    }
    case ACL_BF16: {
      const float f = AsFloat(v);
      const uint16_t h = std::isnan(f) ? uint16_t(0x7fc0) : F32ToBf16(f);
      std::memcpy(out, &h, 2);
      return;
    }
    case ACL_INT8: return StoreInt<int8_t>(v, out);
    case ACL_INT16: return StoreInt<int16_t>(v, out);
    case ACL_INT32: return StoreInt<int32_t>(v, out);
    case ACL_INT64: return StoreInt<int64_t>(v, out);
    case ACL_UINT8: return StoreInt<uint8_t>(v, out);
    case ACL_UINT32: return StoreInt<uint32_t>(v, out);
    case ACL_UINT64: return StoreInt<uint64_t>(v, out);
    case ACL_UINT16: {
      // Through int16: integers keep their low 16 bits, floats truncate (a negative one wraps);
      // policy where that is undefined: [32768, 65535] keeps its value, above saturates to 65535,
      // below -32768 gives int16's minimum.
      const uint64_t bits = IntegerBits(v, -32768.0, 65535.0, -32768, 65535);
      const uint16_t x = static_cast<uint16_t>(bits);
      std::memcpy(out, &x, 2);
      return;
    }
    case ACL_BOOL: {
      bool b = false;
      if (v.kind == Value::kFloat) b = std::fabs(v.f) >= FLT_EPSILON;
      else if (v.kind == Value::kDouble) b = std::fabs(v.f) >= DBL_EPSILON;
      else if (v.kind == Value::kUnsigned) b = v.u != 0;
      else b = v.i != 0;
      out[0] = b ? 1 : 0;
      return;
    }
    case ACL_COMPLEX64: {
      const float c[2] = {AsFloat(v), v.kind == Value::kComplex ? static_cast<float>(v.im) : 0.0f};
      std::memcpy(out, c, 8);
      return;
    }
    case ACL_COMPLEX128: {
      const double c[2] = {AsDouble(v), v.kind == Value::kComplex ? v.im : 0.0};
      std::memcpy(out, c, 16);
      return;
    }
    default: return;
  }
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
