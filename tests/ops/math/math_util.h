// Shared pieces of the math family's tests: dtype facts, value draws, broadcast indexing, scalars.
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include "aclnn/acl_meta.h"
#include "ops/math/ref.h"
#include "test_rng.h"
#include "test_broadcast.h"
#include "test_tensor.h"

namespace aclnn_test {
namespace math {

inline bool IsIntDt(aclDataType d) {
  switch (d) {
    case ACL_INT8: case ACL_UINT8: case ACL_INT16: case ACL_UINT16: case ACL_INT32: case ACL_UINT32: case ACL_INT64:
    case ACL_UINT64: return true;
    default: return false;
  }
}
inline bool IsUnsignedDt(aclDataType d) { return d == ACL_UINT8 || d == ACL_UINT16 || d == ACL_UINT32 || d == ACL_UINT64; }
inline int Bits(aclDataType d) { return static_cast<int>(ElemSize(d)) * 8; }

// An integer v in the integer dtype d.
inline double WrapD(aclDataType d, double v) {
  return static_cast<double>(aclnn_cpu::ref::WrapBits(static_cast<__int128>(v), Bits(d), IsUnsignedDt(d)));
}
// A value as the compute dtype p holds it.
inline double InCompute(aclDataType p, double v) {
  if (p == ACL_BOOL) return v != 0 ? 1 : 0;
  if (IsIntDt(p)) return WrapD(p, std::isnan(v) ? 0 : std::trunc(v));
  return RoundTo(p, v);
}
// A result of the compute dtype p stored as dout.
inline double ToOut(aclDataType p, aclDataType dout, double v) {
  if (dout == ACL_BOOL) return v != 0 ? 1 : 0;
  if (IsIntDt(dout)) return WrapD(dout, v);
  (void)p;
  return RoundTo(dout, v);
}

// Values: small integers and halves, the float specials, integers across the whole range (wide).
inline double Draw(Rng& r, aclDataType d, bool wide = false) {
  if (d == ACL_BOOL) return static_cast<double>(r.I(0, 1));
  if (IsIntDt(d)) {
    const bool u = IsUnsignedDt(d);
    if (wide || r.I(0, 7) == 0) {
      const int b = Bits(d) == 64 ? 40 : Bits(d);
      const int64_t lo = u ? 0 : -(int64_t{1} << (b - 1)), hi = u ? (int64_t{1} << b) - 1 : (int64_t{1} << (b - 1)) - 1;
      return static_cast<double>(r.I(0, 3) == 0 ? (r.I(0, 1) ? lo : hi) : r.I(lo, hi));
    }
    return static_cast<double>(u ? r.I(0, 6) : r.I(-4, 4));
  }
  static const double kSpecial[] = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, INFINITY, -INFINITY, NAN};
  if (r.I(0, 4) == 0) return kSpecial[r.I(0, 8)];
  if (r.I(0, 3) == 0) return static_cast<double>(r.I(-8, 8)) / 2;
  return RoundTo(d, r.U(-3, 3));
}


// Machine epsilon of a floating compute dtype.
inline double Eps(aclDataType p) {
  switch (p) {
    case ACL_FLOAT16: return std::ldexp(1.0, -10);
    case ACL_BF16: return std::ldexp(1.0, -7);
    case ACL_DOUBLE: return std::ldexp(1.0, -52);
    default: return std::ldexp(1.0, -23);
  }
}

// The smallest subnormal of a floating compute dtype: near zero, one rounding of the result is worth
// this much absolutely, whatever its relative size.
inline double MinSubnormal(aclDataType p) {
  switch (p) {
    case ACL_FLOAT16: return std::ldexp(1.0, -24);
    case ACL_BF16: return std::ldexp(1.0, -133);
    case ACL_DOUBLE: return std::ldexp(1.0, -1074);
    default: return std::ldexp(1.0, -149);
  }
}

}  // namespace math
}  // namespace aclnn_test
