// Broadcasting and view helpers shared by the elementwise families' tests: the broadcast shape of
// several operands, the source element an output element reads, and a random view layout.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "test_rng.h"
#include "test_tensor.h"

namespace aclnn_test {

// The broadcast of right-aligned shapes (each dim 1 or the common size; the caller's shapes are
// assumed compatible).
inline Shape Broadcast(const std::vector<Shape>& shapes) {
  size_t rank = 0;
  for (const Shape& s : shapes) rank = std::max(rank, s.size());
  Shape out(rank, 1);
  for (const Shape& s : shapes)
    for (size_t k = 0; k < s.size(); ++k)
      if (s[k] != 1) out[rank - s.size() + k] = s[k];
  return out;
}
inline Shape Broadcast(const Shape& a, const Shape& b) { return Broadcast(std::vector<Shape>{a, b}); }

// Row-major linear index of the element of shape s (right-aligned against out, size-1 dims
// broadcast) that out's row-major element i reads.
inline int64_t SourceIndex(const Shape& s, const Shape& out, int64_t i) {
  int64_t idx = 0, stride = 1;
  for (size_t k = out.size(); k-- > 0;) {
    const int64_t coord = i % out[k];
    i /= out[k];
    const size_t back = out.size() - 1 - k;
    if (back < s.size()) {
      const int64_t sk = s[s.size() - 1 - back];
      if (sk != 1) idx += coord * stride;
      stride *= sk;
    }
  }
  return idx;
}

// Contiguous, transposed (rank >= 2) or padded with an offset, a third each.
inline Layout RandomLayout(Rng& r, size_t rank) {
  const int64_t k = r.I(0, 2);
  if (k == 1 && rank >= 2) return Layout::Transposed(rank);
  if (k == 2) return Layout::Padded(r.I(1, 3), r.I(0, 5));
  return Layout::Contiguous();
}

}  // namespace aclnn_test
