// Lerp, Addcdiv and Addcmul per compute domain. Each kernel picks its loop once per block, so the
// loops are plain element loops (`omp simd`: an output may be one of the inputs at the same index,
// never a shifted one, so the lanes are independent).
//
// Lerp is PyTorch's two-branch form: self + w * (end - self) for |w| < 0.5, else
// end - (end - self) * (1 - w), exact at w = 1 and monotone in w. Addcmul is self + (v * t1) * t2
// and Addcdiv self + (v * t1) / t2, PyTorch's order; contiguous FLOAT Addcmul runs the same
// operations in kernels_native.cc (neither file contracts them into fused multiply-adds:
// src/CMakeLists.txt). Integers compute in int64 with wrapping products and sums (the engine wraps
// the result to the compute dtype's width); the integer Addcdiv quotient truncates toward zero, a
// zero divisor gives 0 and MIN / -1 wraps.
#include <cmath>
#include <cstdint>

#include "ops/ternary/ternary.h"

namespace aclnn_cpu {
namespace ops {
namespace ternary {
namespace {

template <class T>
inline T LerpOf(T s, T e, T w) {
  const T d = e - s;
  return std::fabs(w) < T(0.5) ? s + w * d : e - d * (T(1) - w);
}

void F32Kernel(const float* const* in, float* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const float* x = in[0];
  const float* a = in[1];
  switch (p.op) {
    case Op::kLerp: {
      const float* w = in[2];
#pragma omp simd
      for (size_t i = 0; i < n; ++i) out[i] = LerpOf(x[i], a[i], w[i]);
      return;
    }
    case Op::kLerps: {
      const float w = p.s_f32;
      if (std::fabs(w) < 0.5f) {
#pragma omp simd
        for (size_t i = 0; i < n; ++i) out[i] = x[i] + w * (a[i] - x[i]);
      } else {
        const float cw = 1.0f - w;
#pragma omp simd
        for (size_t i = 0; i < n; ++i) out[i] = a[i] - (a[i] - x[i]) * cw;
      }
      return;
    }
    case Op::kAddcmul: {
      const float* b = in[2];
      const float v = p.s_f32;
#pragma omp simd
      for (size_t i = 0; i < n; ++i) out[i] = x[i] + v * a[i] * b[i];
      return;
    }
    case Op::kAddcdiv: {
      const float* b = in[2];
      const float v = p.s_f32;
#pragma omp simd
      for (size_t i = 0; i < n; ++i) out[i] = x[i] + v * a[i] / b[i];
      return;
    }
    case Op::kSWhere: return;  // select.cc
  }
}

void F64Kernel(const double* const* in, double* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const double* x = in[0];
  const double* a = in[1];
  const double* b = in[2];
  const double v = p.s_f64;
  if (p.op == Op::kAddcmul) {
    for (size_t i = 0; i < n; ++i) out[i] = x[i] + v * a[i] * b[i];
  } else if (p.op == Op::kAddcdiv) {
    for (size_t i = 0; i < n; ++i) out[i] = x[i] + v * a[i] / b[i];
  }
}

int64_t WrapAdd(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)); }
int64_t WrapMul(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)); }

// x / y toward zero; 0 for y == 0; MIN / -1 wraps to MIN.
int64_t Quotient(int64_t x, int64_t y) {
  if (y == 0) return 0;
  if (y == -1) return static_cast<int64_t>(0 - static_cast<uint64_t>(x));
  return x / y;
}

void I64Kernel(const int64_t* const* in, int64_t* out, size_t n, const void* params) {
  const Params& p = *static_cast<const Params*>(params);
  const int64_t* x = in[0];
  const int64_t* a = in[1];
  const int64_t* b = in[2];
  const int64_t v = p.s_i64;
  if (p.op == Op::kAddcmul) {
    for (size_t i = 0; i < n; ++i) out[i] = WrapAdd(x[i], WrapMul(WrapMul(v, a[i]), b[i]));
  } else if (p.op == Op::kAddcdiv) {
    for (size_t i = 0; i < n; ++i) out[i] = WrapAdd(x[i], WrapMul(v, Quotient(a[i], b[i])));
  }
}

}  // namespace

const EwKernels& KernelsFor(Op op) {
  static const EwKernels k = [] {
    EwKernels e;
    e.f32 = F32Kernel;
    e.f64 = F64Kernel;
    e.i64 = I64Kernel;
    return e;
  }();
  static const EwKernels addcmul = [] {
    EwKernels e = k;
    e.f32_native = AddcmulF32Native;
    return e;
  }();
  return op == Op::kAddcmul ? addcmul : k;
}

}  // namespace ternary
}  // namespace ops
}  // namespace aclnn_cpu
