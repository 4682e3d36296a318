#include "ops/conv_tbc_backward/ref.h"

#include <algorithm>
#include <cmath>

namespace aclnn_cpu {
namespace ref {

TbcGrads ConvTbcBackward(const TbcShape& s, const std::vector<double>& g, const std::vector<double>& x,
                         const std::vector<double>& w, const std::vector<double>& gb_src) {
  const int64_t T = s.T, B = s.B, Cin = s.Cin, K = s.K, Cout = s.Cout, pad = s.pad, To = s.To();
  TbcGrads r;
  r.gi.assign(static_cast<size_t>(T * B * Cin), 0.0);
  r.gi_mag = r.gi;
  r.gw.assign(static_cast<size_t>(K * Cin * Cout), 0.0);
  r.gw_mag = r.gw;
  r.gb.assign(static_cast<size_t>(Cout), 0.0);
  r.gb_mag = r.gb;
  auto G = [&](int64_t o, int64_t b, int64_t co) { return g[static_cast<size_t>((o * B + b) * Cout + co)]; };
  auto X = [&](int64_t t, int64_t b, int64_t ci) { return x[static_cast<size_t>((t * B + b) * Cin + ci)]; };
  auto W = [&](int64_t k, int64_t ci, int64_t co) { return w[static_cast<size_t>((k * Cin + ci) * Cout + co)]; };
  // gradInput[i, b, ci] = sum_k sum_co g[i + pad - k, b, co] * w[k, ci, co]
  for (int64_t i = 0; i < T; ++i)
    for (int64_t b = 0; b < B; ++b)
      for (int64_t ci = 0; ci < Cin; ++ci) {
        double acc = 0, m = 0;
        for (int64_t k = 0; k < K; ++k) {
          const int64_t o = i + pad - k;
          if (o < 0 || o >= To) continue;
          for (int64_t co = 0; co < Cout; ++co) {
            const double p = G(o, b, co) * W(k, ci, co);
            acc += p;
            m += std::fabs(p);
          }
        }
        r.gi[static_cast<size_t>((i * B + b) * Cin + ci)] = acc;
        r.gi_mag[static_cast<size_t>((i * B + b) * Cin + ci)] = m;
      }
  // gradWeight[k, ci, co] = sum_b sum_{o = o_lo}^{o_hi - 1} x[o + k - pad, b, ci] * g[o, b, co]
  for (int64_t k = 0; k < K; ++k) {
    const int64_t o_lo = std::max<int64_t>(0, pad - k), o_hi = std::min(To, T + pad - k);
    for (int64_t ci = 0; ci < Cin; ++ci)
      for (int64_t co = 0; co < Cout; ++co) {
        double acc = 0, m = 0;
        for (int64_t b = 0; b < B; ++b)
          for (int64_t o = o_lo; o < o_hi; ++o) {
            const double p = X(o + k - pad, b, ci) * G(o, b, co);
            acc += p;
            m += std::fabs(p);
          }
        r.gw[static_cast<size_t>((k * Cin + ci) * Cout + co)] = acc;
        r.gw_mag[static_cast<size_t>((k * Cin + ci) * Cout + co)] = m;
      }
  }
  // gradBias[co] = sum_o sum_b g[o, b, co]
  for (int64_t o = 0; o < To; ++o)
    for (int64_t b = 0; b < B; ++b)
      for (int64_t co = 0; co < Cout; ++co) {
        const double v = gb_src[static_cast<size_t>((o * B + b) * Cout + co)];
        r.gb[static_cast<size_t>(co)] += v;
        r.gb_mag[static_cast<size_t>(co)] += std::fabs(v);
      }
  return r;
}

}  // namespace ref
}  // namespace aclnn_cpu
