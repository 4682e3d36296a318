#include "ops/pad/ref.h"

#include <cstddef>

namespace aclnn_cpu {
namespace ref {
namespace {

// The source coordinate of output coordinate o on an axis of length n padded by (lo, hi); -1: none.
int64_t Source(PadMode mode, int64_t o, int64_t n, int64_t lo, int64_t hi) {
  const int64_t u = o - lo;
  switch (mode) {
    case PadMode::kReflect:  // edge not repeated
      if (u < 0) return -u < n ? -u : -1;
      if (u < n) return u;
      return 2 * (n - 1) - u >= 0 ? 2 * (n - 1) - u : -1;
    case PadMode::kReplicate:  // edge repeated
      return u < 0 ? 0 : (u >= n ? n - 1 : u);
    case PadMode::kCircular: {  // period: the cropped length n' = n - c - e, §3.2
      const int64_t c = lo < 0 ? -lo : 0, e = hi < 0 ? -hi : 0, p = lo > 0 ? lo : 0, np = n - c - e;
      if (np <= 0) return -1;
      int64_t s = (o - p) % np;
      return c + (s < 0 ? s + np : s);
    }
    case PadMode::kConstant:
      return u >= 0 && u < n ? u : -1;
  }
  return -1;
}

// Calls f(out_linear, in_linear or -1) for every output element.
template <class F>
void ForEach(PadMode mode, const std::vector<int64_t>& shape, const std::vector<int64_t>& lo,
             const std::vector<int64_t>& hi, F&& f) {
  const size_t r = shape.size();
  std::vector<int64_t> oshape(r);
  int64_t total = 1;
  for (size_t d = 0; d < r; ++d) {
    oshape[d] = shape[d] + lo[d] + hi[d];
    total *= oshape[d];
  }
  std::vector<int64_t> idx(r, 0);
  for (int64_t lin = 0; lin < total; ++lin) {
    int64_t q = lin, src = 0;
    bool none = false;
    for (size_t d = r; d-- > 0;) {
      idx[d] = q % oshape[d];
      q /= oshape[d];
    }
    for (size_t d = 0; d < r; ++d) {
      const int64_t s = (lo[d] == 0 && hi[d] == 0) ? idx[d] : Source(mode, idx[d], shape[d], lo[d], hi[d]);
      none = none || s < 0;
      src = src * shape[d] + (s < 0 ? 0 : s);
    }
    f(lin, none ? -1 : src);
  }
}

}  // namespace

std::vector<double> PadForward(PadMode mode, const std::vector<int64_t>& shape, const std::vector<int64_t>& lo,
                               const std::vector<int64_t>& hi, const std::vector<double>& in, double fill) {
  std::vector<double> out;
  ForEach(mode, shape, lo, hi, [&](int64_t, int64_t s) { out.push_back(s < 0 ? fill : in[static_cast<size_t>(s)]); });
  return out;
}

std::vector<double> PadBackward(PadMode mode, const std::vector<int64_t>& shape, const std::vector<int64_t>& lo,
                                const std::vector<int64_t>& hi, const std::vector<double>& grad_out) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  std::vector<double> gi(static_cast<size_t>(n), 0.0);
  ForEach(mode, shape, lo, hi, [&](int64_t o, int64_t s) {
    if (s >= 0) gi[static_cast<size_t>(s)] += grad_out[static_cast<size_t>(o)];
  });
  return gi;
}

}  // namespace ref
}  // namespace aclnn_cpu
