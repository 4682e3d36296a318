#include "ops/convolution/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {

int64_t ConvShape::Out(int i) const {
  if (transposed) return (in[i] - 1) * stride[i] - (pb[i] + pa[i]) + dil[i] * (k[i] - 1) + op[i] + 1;
  return (in[i] + pb[i] + pa[i] - dil[i] * (k[i] - 1) - 1) / stride[i] + 1;
}

std::vector<int64_t> ConvShape::OutShape() const {
  std::vector<int64_t> s{N, Cout};
  for (int i = 0; i < nd; ++i) s.push_back(Out(i));
  return s;
}

std::vector<int64_t> ConvShape::WeightShape() const {
  std::vector<int64_t> s = transposed ? std::vector<int64_t>{Cin, Cout / G} : std::vector<int64_t>{Cout, Cin / G};
  for (int i = 0; i < nd; ++i) s.push_back(k[i]);
  return s;
}

void Convolution(const ConvShape& s, const std::vector<double>& x, const std::vector<double>& w,
                 const std::vector<double>& bias, std::vector<double>* y, std::vector<double>* mag) {
  // Every shape as 3 spatial dims (leading dims of size 1).
  int64_t I[3] = {1, 1, 1}, K[3] = {1, 1, 1}, O[3] = {1, 1, 1}, st[3] = {1, 1, 1}, dl[3] = {1, 1, 1},
          pb[3] = {0, 0, 0};
  for (int i = 0; i < s.nd; ++i) {
    const int j = 3 - s.nd + i;
    I[j] = s.in[i]; K[j] = s.k[i]; O[j] = s.Out(i); st[j] = s.stride[i]; dl[j] = s.dil[i]; pb[j] = s.pb[i];
  }
  const int64_t Cg = s.Cin / s.G, Og = s.Cout / s.G;
  const int64_t isz = I[0] * I[1] * I[2], osz = O[0] * O[1] * O[2], ksz = K[0] * K[1] * K[2];
  y->assign(static_cast<size_t>(s.N * s.Cout * osz), 0.0);
  std::vector<double> m(y->size(), 0.0);
  for (int64_t n = 0; n < s.N; ++n)
    for (int64_t co = 0; co < s.Cout; ++co) {
      const int64_t g = co / Og;
      double* yo = y->data() + (n * s.Cout + co) * osz;
      double* mo = m.data() + (n * s.Cout + co) * osz;
      const double b = bias.empty() ? 0.0 : bias[static_cast<size_t>(co)];
      for (int64_t o = 0; o < osz; ++o) { yo[o] = b; mo[o] = std::fabs(b); }
      for (int64_t c = 0; c < Cg; ++c) {
        const int64_t ci = g * Cg + c;
        const double* xi = x.data() + (n * s.Cin + ci) * isz;
        // forward: w[co, c, k]; transposed: w[ci, co mod Og, k]
        const double* wk = s.transposed ? w.data() + (ci * Og + co % Og) * ksz : w.data() + (co * Cg + c) * ksz;
        for (int64_t k0 = 0; k0 < K[0]; ++k0)
          for (int64_t k1 = 0; k1 < K[1]; ++k1)
            for (int64_t k2 = 0; k2 < K[2]; ++k2) {
              const double wv = wk[(k0 * K[1] + k1) * K[2] + k2];
              const int64_t kk[3] = {k0, k1, k2};
              if (!s.transposed) {
                for (int64_t o0 = 0; o0 < O[0]; ++o0) {
                  const int64_t i0 = o0 * st[0] - pb[0] + k0 * dl[0];
                  if (i0 < 0 || i0 >= I[0]) continue;
                  for (int64_t o1 = 0; o1 < O[1]; ++o1) {
                    const int64_t i1 = o1 * st[1] - pb[1] + k1 * dl[1];
                    if (i1 < 0 || i1 >= I[1]) continue;
                    for (int64_t o2 = 0; o2 < O[2]; ++o2) {
                      const int64_t i2 = o2 * st[2] - pb[2] + k2 * dl[2];
                      if (i2 < 0 || i2 >= I[2]) continue;
                      const double p = xi[(i0 * I[1] + i1) * I[2] + i2] * wv;
                      const int64_t oi = (o0 * O[1] + o1) * O[2] + o2;
                      yo[oi] += p;
                      mo[oi] += std::fabs(p);
                    }
                  }
                }
              } else {
                // input position i contributes to output o = i*st - pb + k*dl
                for (int64_t i0 = 0; i0 < I[0]; ++i0) {
                  const int64_t o0 = i0 * st[0] - pb[0] + kk[0] * dl[0];
                  if (o0 < 0 || o0 >= O[0]) continue;
                  for (int64_t i1 = 0; i1 < I[1]; ++i1) {
                    const int64_t o1 = i1 * st[1] - pb[1] + kk[1] * dl[1];
                    if (o1 < 0 || o1 >= O[1]) continue;
                    for (int64_t i2 = 0; i2 < I[2]; ++i2) {
                      const int64_t o2 = i2 * st[2] - pb[2] + kk[2] * dl[2];
                      if (o2 < 0 || o2 >= O[2]) continue;
                      const double p = xi[(i0 * I[1] + i1) * I[2] + i2] * wv;
                      const int64_t oi = (o0 * O[1] + o1) * O[2] + o2;
                      yo[oi] += p;
                      mo[oi] += std::fabs(p);
                    }
                  }
                }
              }
            }
      }
    }
  if (mag) *mag = std::move(m);
}

}  // namespace ref
}  // namespace aclnn_cpu
