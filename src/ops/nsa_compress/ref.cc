#include "ops/nsa_compress/ref.h"

#include <cmath>
#include <limits>

namespace aclnn_cpu {
namespace ref {

NsaWindows NsaMakeWindows(const std::vector<int64_t>* a, int64_t type, int64_t t_total, int64_t block,
                          int64_t stride) {
  NsaWindows w;
  if (a == nullptr) {
    w.batch_start.push_back(0);
    w.batch_len.push_back(t_total);
  } else {
    int64_t prev_end = 0;
    for (int64_t v : *a) {
      // type 0: v is the end of the batch (its start is the previous end); type 1: v is its length.
      const int64_t len = type == 0 ? v - prev_end : v;
      w.batch_start.push_back(prev_end);
      w.batch_len.push_back(len);
      prev_end += len;
    }
  }
  for (size_t b = 0; b < w.batch_start.size(); ++b) {
    // Every complete window: starts i*stride with i*stride + block <= len.
    for (int64_t s = 0; s + block <= w.batch_len[b]; s += stride) w.window_start.push_back(w.batch_start[b] + s);
  }
  return w;
}

void NsaCompress(const std::vector<double>& x, const std::vector<double>& w, int64_t n, int64_t d, int64_t block,
                 const NsaWindows& win, std::vector<double>* out, std::vector<double>* abs_sum) {
  const int64_t m = static_cast<int64_t>(win.window_start.size());
  out->assign(static_cast<size_t>(m * n * d), 0.0);
  abs_sum->assign(out->size(), 0.0);
  for (int64_t o = 0; o < m; ++o)
    for (int64_t h = 0; h < n; ++h)
      for (int64_t e = 0; e < d; ++e) {
        double s = 0, a = 0;
        for (int64_t j = 0; j < block; ++j) {
          const double p = w[static_cast<size_t>(j * n + h)] *
                           x[static_cast<size_t>(((win.window_start[o] + j) * n + h) * d + e)];
          s += p;
          a += std::fabs(p);
        }
        (*out)[static_cast<size_t>((o * n + h) * d + e)] = s;
        (*abs_sum)[static_cast<size_t>((o * n + h) * d + e)] = a;
      }
}

double RoundTiesAway(float v, bool bf16) {
  if (std::isnan(v) || std::isinf(v) || v == 0) return v;
  const int mant = bf16 ? 8 : 11;          // significand bits
  const int emin = bf16 ? -126 : -14;      // smallest normal exponent
  const int emax = bf16 ? 127 : 15;
  const double a = std::fabs(static_cast<double>(v));
  int e = std::ilogb(a);
  if (e < emin) e = emin;
  const double q = std::ldexp(1.0, e - (mant - 1));  // spacing of the format at |v|
  const double k = a / q;                             // exact: a has at most 24 significant bits
  const double r = std::floor(k) + (k - std::floor(k) >= 0.5 ? 1.0 : 0.0);
  double res = r * q;
  if (res >= std::ldexp(1.0, emax + 1)) res = std::numeric_limits<double>::infinity();
  return v < 0 ? -res : res;
}

}  // namespace ref
}  // namespace aclnn_cpu
