// The family's arithmetic per compute domain. Each kernel picks its loop once per block (the
// function and the operand forms), so the loops are plain element loops the compiler vectorises.
//
// Integers compute in int64 with unsigned (wrapping) adds and products; the engine then wraps the
// result to the compute dtype's width, which gives the compute dtype's own two's-complement result.
// Division by zero and the one overflowing quotient never trap: x / 0 saturates to the compute
// dtype's range as a quotient through float would (x > 0: max, x < 0: min, 0: 0); MIN / -1 wraps
// to MIN; x % 0 = x and x % -1 = 0 (elementwise arithmetic spec §10b).
#include <cmath>

#include "core/ew_apply.h"
#include "ops/binary/binary.h"

namespace aclnn_cpu {
namespace ops {
namespace binary {
namespace {

template <class T>
T FloorDivF(T x, T y) {
  return std::floor(x / y);
}
template <class T>
T RemainderF(T x, T y) {
  T r = std::fmod(x, y);
  if (r != 0 && ((r < 0) != (y < 0))) r += y;
  return r;
}

// Real floating domains (float for FLOAT/FLOAT16/BFLOAT16, double for FLOAT64).
template <class T>
void RealKernel(const T* const* in, T* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  T s, alpha;
  if constexpr (sizeof(T) == 4) {
    s = p.s_f32;
    alpha = p.alpha_f32;
  } else {
    s = p.s_f64;
    alpha = p.alpha_f64;
  }
  const int side = p.scalar_side;
  switch (p.fn) {
    case Fn::kAdd:
      if (p.alpha_one) return EwApply<T>(in, out, n, side, s, [](T x, T y) { return x + y; });
      return EwApply<T>(in, out, n, side, s, [alpha](T x, T y) { return x + alpha * y; });
    case Fn::kSub:
      if (p.alpha_one) return EwApply<T>(in, out, n, side, s, [](T x, T y) { return x - y; });
      return EwApply<T>(in, out, n, side, s, [alpha](T x, T y) { return x - alpha * y; });
    case Fn::kMul: return EwApply<T>(in, out, n, side, s, [](T x, T y) { return x * y; });
    case Fn::kDiv: return EwApply<T>(in, out, n, side, s, [](T x, T y) { return x / y; });
    case Fn::kDivTrunc: return EwApply<T>(in, out, n, side, s, [](T x, T y) { return std::trunc(x / y); });
    case Fn::kDivFloor: return EwApply<T>(in, out, n, side, s, [](T x, T y) { return FloorDivF(x, y); });
    case Fn::kRemainder: return EwApply<T>(in, out, n, side, s, [](T x, T y) { return RemainderF(x, y); });
    case Fn::kFmod: return EwApply<T>(in, out, n, side, s, [](T x, T y) { return std::fmod(x, y); });
  }
}

void F32Kernel(const float* const* in, float* out, size_t n, const void* params) { RealKernel<float>(in, out, n, params); }
void F64Kernel(const double* const* in, double* out, size_t n, const void* params) { RealKernel<double>(in, out, n, params); }

int64_t WrapAdd(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)); }
int64_t WrapSub(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b)); }
int64_t WrapMul(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)); }

void I64Kernel(const int64_t* const* in, int64_t* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const int64_t s = p.s_i64, alpha = p.alpha_i64, lo = p.int_min, hi = p.int_max;
  const int side = p.scalar_side;
  // Quotient of the compute dtype (x, y in its range): x / 0 saturates, MIN / -1 wraps.
  const auto quot = [lo, hi](int64_t x, int64_t y) -> int64_t {
    if (y == 0) return x > 0 ? hi : x < 0 ? lo : 0;
    if (y == -1) return WrapSub(0, x);
    return x / y;
  };
  switch (p.fn) {
    case Fn::kAdd:
      return EwApply<int64_t>(in, out, n, side, s, [alpha](int64_t x, int64_t y) { return WrapAdd(x, WrapMul(alpha, y)); });
    case Fn::kSub:
      return EwApply<int64_t>(in, out, n, side, s, [alpha](int64_t x, int64_t y) { return WrapSub(x, WrapMul(alpha, y)); });
    case Fn::kMul: return EwApply<int64_t>(in, out, n, side, s, [](int64_t x, int64_t y) { return WrapMul(x, y); });
    case Fn::kDiv:
    case Fn::kDivTrunc: return EwApply<int64_t>(in, out, n, side, s, quot);
    case Fn::kDivFloor:
      return EwApply<int64_t>(in, out, n, side, s, [quot](int64_t x, int64_t y) {
        if (y == 0 || y == -1) return quot(x, y);
        const int64_t q = x / y;
        return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
      });
    case Fn::kRemainder:
      return EwApply<int64_t>(in, out, n, side, s, [](int64_t x, int64_t y) -> int64_t {
        if (y == 0) return x;
        if (y == -1) return 0;
        const int64_t r = x % y;
        return (r != 0 && ((r < 0) != (y < 0))) ? r + y : r;
      });
    case Fn::kFmod:
      return EwApply<int64_t>(in, out, n, side, s, [](int64_t x, int64_t y) -> int64_t {
        if (y == 0) return x;
        if (y == -1) return 0;
        return x % y;
      });
  }
}

// BOOL compute dtype: add is OR (alpha: nonzero keeps y), multiplication AND.
void BoolKernel(const uint8_t* const* in, uint8_t* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const uint8_t s = p.s_i64 != 0;
  const bool keep = p.alpha_i64 != 0;
  switch (p.fn) {
    case Fn::kAdd:
      return EwApply<uint8_t>(in, out, n, p.scalar_side, s, [keep](uint8_t x, uint8_t y) -> uint8_t { return x | (keep ? y : 0); });
    case Fn::kMul:
      return EwApply<uint8_t>(in, out, n, p.scalar_side, s, [](uint8_t x, uint8_t y) -> uint8_t { return x & y; });
    default:  // no other function computes in BOOL (validation moves them to INT32 or FLOAT)
      return EwApply<uint8_t>(in, out, n, p.scalar_side, s, [](uint8_t x, uint8_t) -> uint8_t { return x; });
  }
}

void ComplexKernel(const c128* const* in, c128* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const c128 s = p.s_c, alpha = p.alpha_c;
  const int side = p.scalar_side;
  switch (p.fn) {
    case Fn::kAdd:
      if (p.alpha_one) return EwApply<c128>(in, out, n, side, s, [](c128 x, c128 y) { return x + y; });
      return EwApply<c128>(in, out, n, side, s, [alpha](c128 x, c128 y) { return x + alpha * y; });
    case Fn::kSub:
      if (p.alpha_one) return EwApply<c128>(in, out, n, side, s, [](c128 x, c128 y) { return x - y; });
      return EwApply<c128>(in, out, n, side, s, [alpha](c128 x, c128 y) { return x - alpha * y; });
    case Fn::kMul: return EwApply<c128>(in, out, n, side, s, [](c128 x, c128 y) { return x * y; });
    default: return EwApply<c128>(in, out, n, side, s, [](c128 x, c128 y) { return x / y; });
  }
}

}  // namespace

const EwKernels& Kernels(const Params& p) {
  static const EwKernels plain = [] {
    EwKernels t;
    t.f32 = F32Kernel;
    t.f64 = F64Kernel;
    t.i64 = I64Kernel;
    t.b8 = BoolKernel;
    t.c = ComplexKernel;
    return t;
  }();
  static const EwKernels native = [] {
    EwKernels t = plain;
    t.f16 = Kernel16;
    t.f32_native = Kernel32;
    t.f32_from_i32 = Kernel32FromI32;
    return t;
  }();
  const bool one_op = p.fn == Fn::kMul || p.fn == Fn::kDiv || ((p.fn == Fn::kAdd || p.fn == Fn::kSub) && p.alpha_one);
  return one_op ? native : plain;
}

}  // namespace binary
}  // namespace ops
}  // namespace aclnn_cpu
