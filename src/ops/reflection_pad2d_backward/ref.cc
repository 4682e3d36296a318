#include "ops/reflection_pad2d_backward/ref.h"

#include <cmath>

namespace aclnn_cpu {
namespace ref {
namespace {
int64_t Refl(int64_t u, int64_t n) { return u < 0 ? -u : (u < n ? u : 2 * (n - 1) - u); }
}  // namespace

std::vector<double> ReflectionPad2dBackward(const std::vector<double>& go, int64_t planes, int64_t h, int64_t w,
                                            int64_t k, const int64_t padding[4], std::vector<double>* abs_sum,
                                            std::vector<int>* terms) {
  const int64_t pl = padding[0], pr = padding[1], pt = padding[2], pb = padding[3];
  const int64_t ho = h + pt + pb, wo = w + pl + pr;
  const size_t n = static_cast<size_t>(planes * h * w * k);
  std::vector<double> gi(n, 0.0);
  if (abs_sum) abs_sum->assign(n, 0.0);
  if (terms) terms->assign(n, 0);
  // The sum of §3.3 as a scatter over gradOutput in raster order (every term lands exactly once).
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t oh = 0; oh < ho; ++oh)
      for (int64_t ow = 0; ow < wo; ++ow) {
        const int64_t ih = Refl(oh - pt, h), iw = Refl(ow - pl, w);
        for (int64_t c = 0; c < k; ++c) {
          const double g = go[static_cast<size_t>(((p * ho + oh) * wo + ow) * k + c)];
          const size_t i = static_cast<size_t>(((p * h + ih) * w + iw) * k + c);
          gi[i] += g;
          if (abs_sum) (*abs_sum)[i] += std::fabs(g);
          if (terms) ++(*terms)[i];
        }
      }
  return gi;
}

std::vector<float> ReflectionPad2dBackwardDeviceOrder(const std::vector<float>& go, int64_t planes, int64_t h,
                                                      int64_t w, int64_t k, const int64_t padding[4]) {
  const int64_t pl = padding[0], pr = padding[1], pt = padding[2], pb = padding[3];
  const int64_t ho = h + pt + pb, wo = w + pl + pr;
  std::vector<float> out(static_cast<size_t>(planes * h * w * k));
  std::vector<float> rows(static_cast<size_t>(ho * wo * k)), cols(static_cast<size_t>(h * wo * k));
  for (int64_t p = 0; p < planes; ++p) {
    for (size_t i = 0; i < rows.size(); ++i) rows[i] = go[static_cast<size_t>(p * ho * wo * k) + i];
    auto row = [&](int64_t r, int64_t x) -> float& { return rows[static_cast<size_t>(r * wo * k + x)]; };
    for (int64_t i = 0; i < pt; ++i)
      for (int64_t x = 0; x < wo * k; ++x) row(2 * pt - i, x) += row(i, x);
    for (int64_t i = 0; i < pb; ++i)
      for (int64_t x = 0; x < wo * k; ++x) row(ho - 2 * pb - 1 + i, x) += row(ho - 1 - i, x);
    for (int64_t y = 0; y < h; ++y)
      for (int64_t x = 0; x < wo * k; ++x) cols[static_cast<size_t>(y * wo * k + x)] = row(pt + y, x);
    auto col = [&](int64_t y, int64_t c, int64_t comp) -> float& {
      return cols[static_cast<size_t>((y * wo + c) * k + comp)];
    };
    for (int64_t y = 0; y < h; ++y)
      for (int64_t comp = 0; comp < k; ++comp) {
        for (int64_t i = 0; i < pl; ++i) col(y, 2 * pl - i, comp) += col(y, i, comp);
        for (int64_t i = 0; i < pr; ++i) col(y, wo - 2 * pr - 1 + i, comp) += col(y, wo - 1 - i, comp);
        for (int64_t x = 0; x < w; ++x)
          out[static_cast<size_t>(((p * h + y) * w + x) * k + comp)] = col(y, pl + x, comp);
      }
  }
  return out;
}

}  // namespace ref
}  // namespace aclnn_cpu
