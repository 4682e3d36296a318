#include "ops/convolution_backward/ref.h"

#include <algorithm>
#include <cmath>

namespace aclnn_cpu {
namespace ref {

void ConvolutionBackward(const ConvShape& s, const std::vector<double>& g, const std::vector<double>& x,
                         const std::vector<double>& w, std::vector<double>* grad_input,
                         std::vector<double>* grad_weight, std::vector<double>* grad_bias,
                         std::vector<double>* mag_input, std::vector<double>* mag_weight,
                         std::vector<double>* mag_bias) {
  // The normal convolution behind both modes (§4.2): src S, dst D, weight (Cd, Cs/G, K).
  // Forward: S = x, D = g. Transposed: S = g, D = x.
  const std::vector<double>& S = s.transposed ? g : x;
  const std::vector<double>& D = s.transposed ? x : g;
  const int64_t Cs = s.transposed ? s.Cout : s.Cin, Cd = s.transposed ? s.Cin : s.Cout;
  int64_t Is[3] = {1, 1, 1}, Od[3] = {1, 1, 1}, K[3] = {1, 1, 1}, st[3] = {1, 1, 1}, dl[3] = {1, 1, 1},
          lo[3] = {0, 0, 0};
  for (int i = 0; i < s.nd; ++i) {
    const int j = 3 - s.nd + i;
    Is[j] = s.transposed ? s.Out(i) : s.in[i];
    Od[j] = s.transposed ? s.in[i] : s.Out(i);
    K[j] = s.k[i]; st[j] = s.stride[i]; dl[j] = s.dil[i]; lo[j] = s.pb[i];
  }
  const int64_t isz = Is[0] * Is[1] * Is[2], osz = Od[0] * Od[1] * Od[2], ksz = K[0] * K[1] * K[2];
  const int64_t Csg = Cs / s.G, Cdg = Cd / s.G;
  std::vector<double> gS(static_cast<size_t>(s.N * Cs * isz), 0.0), mS(gS.size(), 0.0);
  std::vector<double> gD(static_cast<size_t>(s.N * Cd * osz), 0.0), mD(gD.size(), 0.0);
  grad_weight->assign(static_cast<size_t>(Cd * Csg * ksz), 0.0);
  std::vector<double> mW(grad_weight->size(), 0.0);
  for (int64_t n = 0; n < s.N; ++n)
    for (int64_t cd = 0; cd < Cd; ++cd) {
      const int64_t grp = cd / Cdg;
      for (int64_t c = 0; c < Csg; ++c) {
        const int64_t cs = grp * Csg + c;
        for (int64_t k0 = 0; k0 < K[0]; ++k0)
          for (int64_t k1 = 0; k1 < K[1]; ++k1)
            for (int64_t k2 = 0; k2 < K[2]; ++k2) {
              const int64_t wi = (cd * Csg + c) * ksz + (k0 * K[1] + k1) * K[2] + k2;
              const double wv = w[static_cast<size_t>(wi)];
              for (int64_t o0 = 0; o0 < Od[0]; ++o0) {
                const int64_t i0 = o0 * st[0] - lo[0] + k0 * dl[0];
                if (i0 < 0 || i0 >= Is[0]) continue;
                for (int64_t o1 = 0; o1 < Od[1]; ++o1) {
                  const int64_t i1 = o1 * st[1] - lo[1] + k1 * dl[1];
                  if (i1 < 0 || i1 >= Is[1]) continue;
                  for (int64_t o2 = 0; o2 < Od[2]; ++o2) {
                    const int64_t i2 = o2 * st[2] - lo[2] + k2 * dl[2];
                    if (i2 < 0 || i2 >= Is[2]) continue;
                    const size_t si = static_cast<size_t>((n * Cs + cs) * isz + (i0 * Is[1] + i1) * Is[2] + i2);
                    const size_t di = static_cast<size_t>((n * Cd + cd) * osz + (o0 * Od[1] + o1) * Od[2] + o2);
                    const double a = D[di] * wv, b = S[si] * D[di], c2 = S[si] * wv;
                    gS[si] += a; mS[si] += std::fabs(a);
                    (*grad_weight)[static_cast<size_t>(wi)] += b; mW[static_cast<size_t>(wi)] += std::fabs(b);
                    gD[di] += c2; mD[di] += std::fabs(c2);
                  }
                }
              }
            }
      }
    }
  *grad_input = s.transposed ? gD : gS;
  if (mag_input) *mag_input = s.transposed ? mD : mS;
  if (mag_weight) *mag_weight = mW;
  const int64_t Cg = s.Cout;  // gradOutput channels
  const int64_t gsz = static_cast<int64_t>(g.size()) / std::max<int64_t>(s.N * Cg, 1);
  grad_bias->assign(static_cast<size_t>(Cg), 0.0);
  std::vector<double> mb(static_cast<size_t>(Cg), 0.0);
  for (int64_t n = 0; n < s.N; ++n)
    for (int64_t c = 0; c < Cg; ++c)
      for (int64_t i = 0; i < gsz; ++i) {
        const double v = g[static_cast<size_t>((n * Cg + c) * gsz + i)];
        (*grad_bias)[static_cast<size_t>(c)] += v;
        mb[static_cast<size_t>(c)] += std::fabs(v);
      }
  if (mag_bias) *mag_bias = mb;
}

}  // namespace ref
}  // namespace aclnn_cpu
