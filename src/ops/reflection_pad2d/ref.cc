#include "ops/reflection_pad2d/ref.h"

namespace aclnn_cpu {
namespace ref {

int64_t Refl(int64_t u, int64_t n) {
  if (u < 0) return -u;
  if (u < n) return u;
  return 2 * (n - 1) - u;
}

std::vector<double> ReflectionPad2d(const std::vector<double>& self, int64_t planes, int64_t h, int64_t w,
                                    int64_t k, const int64_t padding[4]) {
  const int64_t pl = padding[0], pr = padding[1], pt = padding[2], pb = padding[3];
  const int64_t ho = h + pt + pb, wo = w + pl + pr;
  std::vector<double> out(static_cast<size_t>(planes * ho * wo * k));
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t oh = 0; oh < ho; ++oh)
      for (int64_t ow = 0; ow < wo; ++ow) {
        const int64_t ih = Refl(oh - pt, h), iw = Refl(ow - pl, w);
        for (int64_t c = 0; c < k; ++c)
          out[static_cast<size_t>(((p * ho + oh) * wo + ow) * k + c)] =
              self[static_cast<size_t>(((p * h + ih) * w + iw) * k + c)];
      }
  return out;
}

}  // namespace ref
}  // namespace aclnn_cpu
