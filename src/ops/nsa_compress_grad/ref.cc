#include "ops/nsa_compress_grad/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {

void NsaCompressGrad(const std::vector<double>& g, const std::vector<double>& x, const std::vector<double>& w,
                     int64_t t_total, int64_t n, int64_t d, int64_t block, const NsaWindows& win,
                     std::vector<double>* input_grad, std::vector<double>* weight_grad,
                     std::vector<double>* weight_abs) {
  input_grad->assign(static_cast<size_t>(t_total * n * d), 0.0);
  weight_grad->assign(static_cast<size_t>(block * n), 0.0);
  weight_abs->assign(static_cast<size_t>(block * n), 0.0);
  const int64_t m = static_cast<int64_t>(win.window_start.size());
  for (int64_t o = 0; o < m; ++o)
    for (int64_t j = 0; j < block; ++j) {
      const int64_t t = win.window_start[o] + j;
      for (int64_t h = 0; h < n; ++h) {
        const double wj = w[static_cast<size_t>(j * n + h)];
        for (int64_t e = 0; e < d; ++e) {
          const double gv = g[static_cast<size_t>((o * n + h) * d + e)];
          const double xv = x[static_cast<size_t>((t * n + h) * d + e)];
          (*input_grad)[static_cast<size_t>((t * n + h) * d + e)] += wj * gv;
          (*weight_grad)[static_cast<size_t>(j * n + h)] += gv * xv;
          (*weight_abs)[static_cast<size_t>(j * n + h)] += std::fabs(gv * xv);
        }
      }
    }
}

}  // namespace ref
}  // namespace aclnn_cpu
