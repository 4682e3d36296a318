// The family's functions per compute domain. FLOAT, FLOAT16 and BFLOAT16 compute dtypes run the fp32
// kernel, which evaluates each function in double on the fp32 operands and rounds once to fp32 (the
// engine then rounds once more to a 16-bit compute dtype: the fp32 compute the device does); DOUBLE
// runs the double kernel; Polar and Complex run the complex kernel (COMPLEX64 results are rounded
// to their fp32 components by the engine).
//
// Special values follow IEEE 754 and PyTorch: atan2 is quadrant-correct with signed zeros; xlogy
// and xlog1py give 0 for x == 0 unless y is NaN; logaddexp never forms inf - inf.
#include <cmath>

#include "core/ew_apply.h"
#include "ops/math_float/math_float.h"

namespace aclnn_cpu {
namespace ops {
namespace math_float {
namespace {

constexpr double kLn2 = 0.693147180559945309417232121458176568;

double XLogY(double x, double y) {
  if (std::isnan(y)) return y;
  if (x == 0) return 0.0;
  return x * std::log(y);
}
double XLog1pY(double x, double y) {
  if (std::isnan(y)) return y;
  if (x == 0) return 0.0;
  return x * std::log1p(y);
}
// m + log1p(e^-|x - y|) with m = max(x, y); equal infinities return themselves (no inf - inf).
double LogAddExp(double x, double y) {
  if (std::isinf(x) && x == y) return x;
  if (std::isnan(x) || std::isnan(y)) return x + y;
  const double m = x > y ? x : y;
  return m + std::log1p(std::exp(-std::fabs(x - y)));
}
double LogAddExp2(double x, double y) {
  if (std::isinf(x) && x == y) return x;
  if (std::isnan(x) || std::isnan(y)) return x + y;
  const double m = x > y ? x : y;
  return m + std::log1p(std::exp2(-std::fabs(x - y))) / kLn2;
}

double Real(Fn fn, double x, double y) {
  switch (fn) {
    case Fn::kAtan2: return std::atan2(x, y);
    case Fn::kXLogY: return XLogY(x, y);
    case Fn::kXLog1pY: return XLog1pY(x, y);
    case Fn::kLogAddExp: return LogAddExp(x, y);
    case Fn::kLogAddExp2: return LogAddExp2(x, y);
    default: return std::nan("");  // Polar and Complex run in the complex domain
  }
}

template <class T, Fn F>
void Run(const T* const* in, T* out, size_t n, int side, T s) {
  EwApply<T>(in, out, n, side, s, [](T x, T y) { return static_cast<T>(Real(F, x, y)); });
}

template <class T>
void RealKernel(const T* const* in, T* out, size_t n, const Params& p, T s) {
  const int side = p.scalar_side;
  switch (p.fn) {
    case Fn::kAtan2: return Run<T, Fn::kAtan2>(in, out, n, side, s);
    case Fn::kXLogY: return Run<T, Fn::kXLogY>(in, out, n, side, s);
    case Fn::kXLog1pY: return Run<T, Fn::kXLog1pY>(in, out, n, side, s);
    case Fn::kLogAddExp: return Run<T, Fn::kLogAddExp>(in, out, n, side, s);
    case Fn::kLogAddExp2: return Run<T, Fn::kLogAddExp2>(in, out, n, side, s);
    default: return Run<T, Fn::kPolar>(in, out, n, side, s);
  }
}

void F32Kernel(const float* const* in, float* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  RealKernel<float>(in, out, n, p, p.s_f32);
}

void F64Kernel(const double* const* in, double* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  RealKernel<double>(in, out, n, p, p.s_f64);
}

// Polar and Complex: the operands arrive as real values (imaginary part 0).
void ComplexKernel(const c128* const* in, c128* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const c128* a = in[0];
  const c128* b = in[1];
  if (p.fn == Fn::kPolar) {
    for (size_t i = 0; i < n; ++i) {
      const double r = a[i].real(), t = b[i].real();
      out[i] = c128(r * std::cos(t), r * std::sin(t));
    }
  } else {
    for (size_t i = 0; i < n; ++i) out[i] = c128(a[i].real(), b[i].real());
  }
}

}  // namespace

const EwKernels& Kernels() {
  static const EwKernels k = [] {
    EwKernels t;
    t.f32 = F32Kernel;
    t.f64 = F64Kernel;
    t.c = ComplexKernel;
    return t;
  }();
  return k;
}

}  // namespace math_float
}  // namespace ops
}  // namespace aclnn_cpu
