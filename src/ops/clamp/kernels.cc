// The clamp in the double and int64 domains, and the family's kernel table. The fp32 kernel (also
// FLOAT16 and BFLOAT16 compute) and the native 16-bit one are Highway kernels (kernels_simd.cc).
//
// clamp(x, lo, hi) = (m > hi ? hi : m) with m = (x < lo ? lo : x): a NaN x passes through, lo > hi
// gives hi, a tie keeps x (the sign of a zero x). A NaN bound element gives NaN (the bound's own);
// a NaN scalar bound makes every result NaN.
#include <limits>

#include "ops/clamp/clamp.h"

namespace aclnn_cpu {
namespace ops {
namespace clamp {
namespace {

template <class T>
inline T ClampOne(T x, T lo, T hi) {
  const T m = x < lo ? lo : x;
  return m > hi ? hi : m;
}

// The operands' arrays: x, then the lower bound's (lo_tensor), then the upper bound's (hi_tensor).
template <class T, bool kFloat>
void Typed(const T* const* in, T* out, size_t n, const Params& p, T lo, T hi) {
  const T* x = in[0];
  if constexpr (kFloat) {
    if (p.nan) {
      for (size_t i = 0; i < n; ++i) out[i] = std::numeric_limits<T>::quiet_NaN();
      return;
    }
  }
  if (!p.lo_tensor && !p.hi_tensor) {
    for (size_t i = 0; i < n; ++i) out[i] = ClampOne(x[i], lo, hi);
    return;
  }
  const T* a = p.lo_tensor ? in[1] : nullptr;
  const T* b = p.hi_tensor ? in[p.lo_tensor ? 2 : 1] : nullptr;
  for (size_t i = 0; i < n; ++i) {
    const T l = a ? a[i] : lo, h = b ? b[i] : hi;
    T r = ClampOne(x[i], l, h);
    if constexpr (kFloat) {
      if (l != l) r = l;
      if (h != h) r = h;
    }
    out[i] = r;
  }
}

void F64Kernel(const double* const* in, double* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  Typed<double, true>(in, out, n, p, p.lo_f64, p.hi_f64);
}
void I64Kernel(const int64_t* const* in, int64_t* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  Typed<int64_t, false>(in, out, n, p, p.lo_i64, p.hi_i64);
}

}  // namespace

const EwKernels& Kernels() {
  static const EwKernels k = [] {
    EwKernels t;
    t.f32 = KernelF32;
    t.f16 = Kernel16;
    t.f32_native = KernelF32Native;
    t.f64 = F64Kernel;
    t.i64 = I64Kernel;
    return t;
  }();
  return k;
}

}  // namespace clamp
}  // namespace ops
}  // namespace aclnn_cpu
