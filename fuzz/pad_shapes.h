// Consistent ReflectionPad2d shapes (most of the time) for the two padding targets.
#pragma once

#include <algorithm>

#include "fuzz_common.h"

namespace fz {

struct PadCase {
  Shape small, big;  // self / gradInput, and out / gradOutput
  std::vector<int64_t> padding;  // left, right, top, bottom
};

inline PadCase MakePadCase(Fuzz& F) {
  PadCase c;
  const bool four = F.p().ConsumeBool();
  if (four) c.small.push_back(F.Dim(0, 3));
  c.small.push_back(F.Dim(0, 4));
  const int64_t h = F.Dim(1, 9), w = F.Dim(1, 9);
  c.small.push_back(h);
  c.small.push_back(w);
  auto pad = [&](int64_t dim) {
    const int64_t hi = std::max<int64_t>(std::min<int64_t>(dim, 9), 1) - 1;
    return F.OneIn(8) ? -F.Range(0, hi) : F.Range(0, hi);
  };
  c.padding = {pad(w), pad(w), pad(h), pad(h)};
  c.big = c.small;
  const size_t r = c.big.size();
  // Saturating: h and w may be hostile; the operator must reject the mismatch, not overflow.
  auto add = [](int64_t a, int64_t b, int64_t d) {
    __int128 s = static_cast<__int128>(a) + b + d;
    return s > INT64_MAX ? INT64_MAX : s < INT64_MIN ? INT64_MIN : static_cast<int64_t>(s);
  };
  c.big[r - 2] = add(h, c.padding[2], c.padding[3]);
  c.big[r - 1] = add(w, c.padding[0], c.padding[1]);
  return c;
}

}  // namespace fz
