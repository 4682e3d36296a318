#include "ops/conv_tbc/ref.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace aclnn_cpu {
namespace ref {

double Hf32(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  if ((u & 0x7F800000u) == 0x7F800000u) return x;
  uint32_t mag = u & 0x7FFFFFFFu;
  mag = (mag + 0x00000800u) & 0xFFFFF000u;
  const uint32_t r = (u & 0x80000000u) | mag;
  float f;
  std::memcpy(&f, &r, 4);
  return f;
}

double RoundFp16(double v) {
  if (v == 0 || std::isnan(v) || std::isinf(v)) return v;
  int e;
  std::frexp(v, &e);  // |v| in [2^(e-1), 2^e)
  const int exp = e - 1;
  const double quantum = exp < -14 ? std::ldexp(1.0, -24) : std::ldexp(1.0, exp - 10);
  const double r = std::nearbyint(v / quantum) * quantum;  // default rounding: ties to even
  if (std::fabs(r) > 65504.0) return std::copysign(std::numeric_limits<double>::infinity(), v);
  return r;
}

void ConvTbcForward(const TbcShape& s, const std::vector<double>& x, const std::vector<double>& w,
                    const std::vector<double>& bias, std::vector<double>* y, std::vector<double>* mag) {
  const int64_t To = s.To();
  y->assign(static_cast<size_t>(To * s.B * s.Cout), 0.0);
  if (mag) mag->assign(y->size(), 0.0);
  for (int64_t o = 0; o < To; ++o)
    for (int64_t b = 0; b < s.B; ++b)
      for (int64_t co = 0; co < s.Cout; ++co) {
        double acc = bias[static_cast<size_t>(co)], m = std::fabs(acc);
        for (int64_t k = 0; k < s.K; ++k) {
          const int64_t t = o + k - s.pad;
          if (t < 0 || t >= s.T) continue;
          for (int64_t ci = 0; ci < s.Cin; ++ci) {
            const double p = x[static_cast<size_t>((t * s.B + b) * s.Cin + ci)] *
                             w[static_cast<size_t>((k * s.Cin + ci) * s.Cout + co)];
            acc += p;
            m += std::fabs(p);
          }
        }
        const size_t i = static_cast<size_t>((o * s.B + b) * s.Cout + co);
        (*y)[i] = acc;
        if (mag) (*mag)[i] = m;
      }
}

}  // namespace ref
}  // namespace aclnn_cpu
