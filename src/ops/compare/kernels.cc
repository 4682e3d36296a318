// The family's functions per compute domain. A comparison writes 1 or 0 in the domain's type (the
// engine casts it to the output's dtype: true/false, 1/0, 1.0/0.0); logical functions run in the
// BOOL domain (operands arrive as value != 0); bitwise functions run on the int64 two's-complement
// form of the compute dtype (the engine wraps the result to its width) or, in BOOL, logically.
// Comparisons follow IEEE 754: NaN is unordered and unequal to everything, +0 == -0.
#include <cmath>
#include <limits>

#include "core/ew_apply.h"
#include "ops/compare/compare.h"

namespace aclnn_cpu {
namespace ops {
namespace compare {
namespace {

// The six comparisons on any ordered domain T (operands compared as C).
template <class V, class C = V>
void Compare(const V* const* in, V* out, size_t n, const Params& p, V s) {
  const int side = p.scalar ? 1 : -1;
  auto r = [](bool b) { return static_cast<V>(b ? 1 : 0); };
  switch (p.fn) {
    case Fn::kEq: return EwApply<V>(in, out, n, side, s, [r](V x, V y) { return r(C(x) == C(y)); });
    case Fn::kNe: return EwApply<V>(in, out, n, side, s, [r](V x, V y) { return r(C(x) != C(y)); });
    case Fn::kGt: return EwApply<V>(in, out, n, side, s, [r](V x, V y) { return r(C(x) > C(y)); });
    case Fn::kGe: return EwApply<V>(in, out, n, side, s, [r](V x, V y) { return r(C(x) >= C(y)); });
    case Fn::kLt: return EwApply<V>(in, out, n, side, s, [r](V x, V y) { return r(C(x) < C(y)); });
    case Fn::kLe: return EwApply<V>(in, out, n, side, s, [r](V x, V y) { return r(C(x) <= C(y)); });
    default: return EwApply<V>(in, out, n, side, s, [](V, V) { return V(0); });  // no other function runs here
  }
}

// IsClose in T with the float tolerances: equal, both NaN with equal_nan, or within
// atol + rtol * |y| for a finite y.
template <class T>
void IsClose(const T* const* in, T* out, size_t n, const Params& p) {
  const T rtol = p.rtol, atol = p.atol;
  const bool nan_eq = p.equal_nan;
  EwApply<T>(in, out, n, -1, T(0), [rtol, atol, nan_eq](T x, T y) {
    const bool close = x == y || (nan_eq && std::isnan(x) && std::isnan(y)) ||
                       (std::fabs(x - y) <= atol + rtol * std::fabs(y) && std::fabs(y) < std::numeric_limits<T>::infinity());
    return T(close ? 1 : 0);
  });
}

void F32Kernel(const float* const* in, float* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  if (p.fn == Fn::kIsClose) return IsClose<float>(in, out, n, p);
  if (p.fn == Fn::kHeaviside) {  // NaN (unordered) falls to 0 with the negatives
    return EwApply<float>(in, out, n, -1, 0.0f, [](float x, float v) { return x > 0 ? 1.0f : x == 0 ? v : 0.0f; });
  }
  Compare<float>(in, out, n, p, p.s_f32);
}

void F64Kernel(const double* const* in, double* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  if (p.fn == Fn::kIsClose) return IsClose<double>(in, out, n, p);
  Compare<double>(in, out, n, p, p.s_f64);
}

// gcd(|x|, |y|) on the magnitudes as unsigned values: |MIN| is 2^(bits-1), which the engine wraps
// back to MIN (gcd(MIN, 0) = MIN, as numpy and torch give).
int64_t Gcd(int64_t x, int64_t y) {
  uint64_t a = x < 0 ? 0 - static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
  uint64_t b = y < 0 ? 0 - static_cast<uint64_t>(y) : static_cast<uint64_t>(y);
  while (b != 0) {
    const uint64_t t = a % b;
    a = b;
    b = t;
  }
  return static_cast<int64_t>(a);
}

// x << c / x >> c with the count clamped to [0, bits - 1] (a negative count shifts by 0); left
// shifts drop the bits shifted out (computed unsigned), right shifts are arithmetic for signed
// dtypes and logical for unsigned ones (UINT8..UINT32 values are non-negative in int64).
void Shift(const int64_t* const* in, int64_t* out, size_t n, const Params& p) {
  const int64_t top = p.bits - 1;
  const bool u = p.unsigned64, left = p.fn == Fn::kShl;
  auto count = [top, u](int64_t c) -> int {
    if (u) return static_cast<int>(static_cast<uint64_t>(c) > static_cast<uint64_t>(top) ? top : c);
    return static_cast<int>(c < 0 ? 0 : c > top ? top : c);
  };
  const int side = p.scalar ? 1 : -1;
  if (left) {
    return EwApply<int64_t>(in, out, n, side, p.s_i64, [count](int64_t x, int64_t c) {
      return static_cast<int64_t>(static_cast<uint64_t>(x) << count(c));
    });
  }
  if (u) {
    return EwApply<int64_t>(in, out, n, side, p.s_i64, [count](int64_t x, int64_t c) {
      return static_cast<int64_t>(static_cast<uint64_t>(x) >> count(c));
    });
  }
  EwApply<int64_t>(in, out, n, side, p.s_i64, [count](int64_t x, int64_t c) { return x >> count(c); });
}

void I64Kernel(const int64_t* const* in, int64_t* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const int side = p.scalar ? 1 : -1;
  const int64_t s = p.s_i64;
  switch (p.fn) {
    case Fn::kBitAnd: return EwApply<int64_t>(in, out, n, side, s, [](int64_t x, int64_t y) { return x & y; });
    case Fn::kBitOr: return EwApply<int64_t>(in, out, n, side, s, [](int64_t x, int64_t y) { return x | y; });
    case Fn::kBitXor: return EwApply<int64_t>(in, out, n, side, s, [](int64_t x, int64_t y) { return x ^ y; });
    case Fn::kBitNot: {
      const int64_t* a = in[0];
      for (size_t i = 0; i < n; ++i) out[i] = ~a[i];
      return;
    }
    case Fn::kShl:
    case Fn::kShr: return Shift(in, out, n, p);
    case Fn::kGcd: return EwApply<int64_t>(in, out, n, side, s, [](int64_t x, int64_t y) { return Gcd(x, y); });
    default:
      if (p.unsigned64) return Compare<int64_t, uint64_t>(in, out, n, p, s);
      return Compare<int64_t>(in, out, n, p, s);
  }
}

void BoolKernel(const uint8_t* const* in, uint8_t* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const int side = p.scalar ? 1 : -1;
  const uint8_t s = p.s_b8;
  switch (p.fn) {
    case Fn::kAnd:
    case Fn::kBitAnd: return EwApply<uint8_t>(in, out, n, side, s, [](uint8_t x, uint8_t y) -> uint8_t { return x & y; });
    case Fn::kOr:
    case Fn::kBitOr: return EwApply<uint8_t>(in, out, n, side, s, [](uint8_t x, uint8_t y) -> uint8_t { return x | y; });
    case Fn::kXor:
    case Fn::kBitXor: return EwApply<uint8_t>(in, out, n, side, s, [](uint8_t x, uint8_t y) -> uint8_t { return x ^ y; });
    case Fn::kNot:
    case Fn::kBitNot: {
      const uint8_t* a = in[0];
      for (size_t i = 0; i < n; ++i) out[i] = a[i] ^ 1u;
      return;
    }
    default: return Compare<uint8_t>(in, out, n, p, s);
  }
}

// Complex operands: equal when both parts are equal (only Eq and Ne compute in complex).
void ComplexKernel(const c128* const* in, c128* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const int side = p.scalar ? 1 : -1;
  const bool ne = p.fn == Fn::kNe;
  EwApply<c128>(in, out, n, side, p.s_c, [ne](c128 x, c128 y) { return c128((x == y) != ne ? 1.0 : 0.0, 0.0); });
}

}  // namespace

const EwKernels& KernelsFor(Fn fn) {
  static const EwKernels k = [] {
    EwKernels t;
    t.f32 = F32Kernel;
    t.f64 = F64Kernel;
    t.i64 = I64Kernel;
    t.b8 = BoolKernel;
    t.c = ComplexKernel;
    return t;
  }();
  static const EwKernels comparison = [] {
    EwKernels t = k;
    t.bool_of_f32 = CompareBoolOf32;
    return t;
  }();
  const bool six = fn == Fn::kEq || fn == Fn::kNe || fn == Fn::kGt || fn == Fn::kGe || fn == Fn::kLt || fn == Fn::kLe;
  return six ? comparison : k;
}

}  // namespace compare
}  // namespace ops
}  // namespace aclnn_cpu
