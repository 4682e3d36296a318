// The family's functions per compute domain. Each kernel picks its loop once per block (function,
// operand count, scalar side), so the loops are plain element loops.
//
// Pow: floating domains call the C library's IEEE pow (powf for FLOAT/FLOAT16/BFLOAT16 compute,
// pow for DOUBLE); integers raise by squaring in uint64 (the engine wraps the result to the
// compute dtype's width, which is the compute dtype's own wrapped power); a negative integer
// exponent gives 1 for the base 1, +-1 for -1 (by parity) and 0 otherwise, 0 included (spec §3.1,
// doubt 2); complex powers are std::pow in complex128 with x^0 = 1.
// Maximum / Minimum: NaN propagates; equal operands (-0 and +0 too) give the second operand.
// AddRelu: relu(x + alpha * y), integers wrapped to the compute dtype before the relu.
#include <cmath>

#include "core/ew_apply.h"
#include "ops/math/math.h"

namespace aclnn_cpu {
namespace ops {
namespace math {
namespace {

template <class T>
T PowF(T x, T y) {
  return std::pow(x, y);
}

uint64_t PowU(uint64_t base, uint64_t e) {
  uint64_t r = 1;
  while (e != 0) {
    if (e & 1) r *= base;
    base *= base;
    e >>= 1;
  }
  return r;
}

int64_t PowI(int64_t x, int64_t y) {
  if (y >= 0) return static_cast<int64_t>(PowU(static_cast<uint64_t>(x), static_cast<uint64_t>(y)));
  if (x == 1) return 1;
  if (x == -1) return (y & 1) ? -1 : 1;
  return 0;
}

c128 PowC(c128 x, c128 y) {
  if (y == c128(0.0, 0.0)) return c128(1.0, 0.0);
  return std::pow(x, y);
}

// Max / min with NaN propagation; ties give the second operand.
template <class T>
T MaxF(T a, T b) {
  if (a != a) return a;
  if (b != b) return b;
  return a > b ? a : b;
}
template <class T>
T MinF(T a, T b) {
  if (a != a) return a;
  if (b != b) return b;
  return a < b ? a : b;
}

template <class T>
T ReluF(T v) {
  return v > T(0) ? v : (v != v ? v : T(0));
}

// The 1-, 2- or 3-operand loops of the list folds.
template <class T, class F>
void Fold(const T* const* in, T* out, size_t n, int n_in, F f) {
  if (n_in == 1) {
    for (size_t i = 0; i < n; ++i) out[i] = in[0][i];
  } else if (n_in == 2) {
    for (size_t i = 0; i < n; ++i) out[i] = f(in[0][i], in[1][i]);
  } else {
    for (size_t i = 0; i < n; ++i) out[i] = f(f(in[0][i], in[1][i]), in[2][i]);
  }
}

template <class T>
void RealKernel(const T* const* in, T* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  T s, alpha;
  if constexpr (sizeof(T) == 4) {
    s = p.s_f32;
    alpha = p.alpha_f32;
  } else {
    s = static_cast<T>(p.s_f64);
    alpha = static_cast<T>(p.alpha_f32);
  }
  const int side = p.scalar_side;
  switch (p.fn) {
    case Fn::kPow:
      // A scalar exponent 2 is one product: the correctly rounded square, as pow gives it (NaN,
      // infinities and signed zeros included); the device routes it to Square. The loop vectorizes.
      if (side == 1 && s == T(2)) return EwApply<T>(in, out, n, side, s, [](T x, T) { return x * x; });
      return EwApply<T>(in, out, n, side, s, [](T x, T y) { return PowF(x, y); });
    case Fn::kMax: return Fold<T>(in, out, n, p.n_in, [](T x, T y) { return MaxF(x, y); });
    case Fn::kMin: return Fold<T>(in, out, n, p.n_in, [](T x, T y) { return MinF(x, y); });
    case Fn::kAdd: return Fold<T>(in, out, n, p.n_in, [](T x, T y) { return x + y; });
    case Fn::kCopy: return Fold<T>(in, out, n, 1, [](T x, T) { return x; });
    case Fn::kAddRelu:
      if (p.alpha_one) return EwApply<T>(in, out, n, side, s, [](T x, T y) { return ReluF<T>(x + y); });
      return EwApply<T>(in, out, n, side, s, [alpha](T x, T y) { return ReluF<T>(x + alpha * y); });
  }
}

void F32Kernel(const float* const* in, float* out, size_t n, const void* params) { RealKernel<float>(in, out, n, params); }
void F64Kernel(const double* const* in, double* out, size_t n, const void* params) { RealKernel<double>(in, out, n, params); }

int64_t WrapAdd(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)); }
int64_t WrapMul(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)); }

// v reduced to the compute dtype's width (two's complement, or unsigned).
int64_t WrapTo(int64_t v, int bits, bool is_unsigned) {
  if (bits >= 64) return v;
  const uint64_t mask = (uint64_t{1} << bits) - 1;
  const uint64_t u = static_cast<uint64_t>(v) & mask;
  if (is_unsigned) return static_cast<int64_t>(u);
  const uint64_t sign = uint64_t{1} << (bits - 1);
  return static_cast<int64_t>((u ^ sign) - sign);
}

void I64Kernel(const int64_t* const* in, int64_t* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const int64_t s = p.s_i64, alpha = p.alpha_i64;
  const int side = p.scalar_side;
  switch (p.fn) {
    case Fn::kPow: return EwApply<int64_t>(in, out, n, side, s, PowI);
    case Fn::kMax: return Fold<int64_t>(in, out, n, p.n_in, [](int64_t x, int64_t y) { return x > y ? x : y; });
    case Fn::kMin: return Fold<int64_t>(in, out, n, p.n_in, [](int64_t x, int64_t y) { return x < y ? x : y; });
    case Fn::kAdd: return Fold<int64_t>(in, out, n, p.n_in, WrapAdd);
    case Fn::kCopy: return Fold<int64_t>(in, out, n, 1, WrapAdd);
    case Fn::kAddRelu: {
      const int bits = p.bits;
      const bool u = p.is_unsigned;
      return EwApply<int64_t>(in, out, n, side, s, [alpha, bits, u](int64_t x, int64_t y) {
        const int64_t v = WrapTo(WrapAdd(x, WrapMul(alpha, y)), bits, u);
        return v > 0 ? v : int64_t{0};
      });
    }
  }
}

void BoolKernel(const uint8_t* const* in, uint8_t* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const uint8_t s = p.s_b8;
  switch (p.fn) {
    case Fn::kPow:  // x ^ y over {0, 1}: 0^0 = 1
      return EwApply<uint8_t>(in, out, n, p.scalar_side, s, [](uint8_t x, uint8_t y) -> uint8_t { return x | !y; });
    case Fn::kMax:
    case Fn::kAdd:
    case Fn::kAddRelu:
      return Fold<uint8_t>(in, out, n, p.n_in, [](uint8_t x, uint8_t y) -> uint8_t { return x | y; });
    case Fn::kMin: return Fold<uint8_t>(in, out, n, p.n_in, [](uint8_t x, uint8_t y) -> uint8_t { return x & y; });
    case Fn::kCopy: return Fold<uint8_t>(in, out, n, 1, [](uint8_t x, uint8_t) { return x; });
  }
}

void ComplexKernel(const c128* const* in, c128* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  switch (p.fn) {
    case Fn::kPow: return EwApply<c128>(in, out, n, p.scalar_side, p.s_c, PowC);
    default:  // no other function of the family computes in complex (validation refuses it)
      return Fold<c128>(in, out, n, 1, [](c128 x, c128) { return x; });
  }
}

}  // namespace

void IntShape(aclDataType dt, int* bits, bool* is_unsigned) {
  *is_unsigned = dt == ACL_UINT8 || dt == ACL_UINT16 || dt == ACL_UINT32 || dt == ACL_UINT64;
  switch (dt) {
    case ACL_INT8: case ACL_UINT8: *bits = 8; return;
    case ACL_INT16: case ACL_UINT16: *bits = 16; return;
    case ACL_INT32: case ACL_UINT32: *bits = 32; return;
    default: *bits = 64; return;
  }
}

const EwKernels& Kernels() {
  static const EwKernels k = [] {
    EwKernels t;
    t.f32 = F32Kernel;
    t.f64 = F64Kernel;
    t.i64 = I64Kernel;
    t.b8 = BoolKernel;
    t.c = ComplexKernel;
    return t;
  }();
  return k;
}

const EwKernels& KernelsFor(const Params& p) {
  static const EwKernels square = [] {
    EwKernels t = Kernels();
    t.f32_native = SquareF32;
    return t;
  }();
  const bool is_square = p.fn == Fn::kPow && p.scalar_side == 1 && p.compute == ACL_FLOAT && p.s_f32 == 2.0f;
  return is_square ? square : Kernels();
}

}  // namespace math
}  // namespace ops
}  // namespace aclnn_cpu
