// Geometry of the ReflectionPad2d(Backward) row kernels (the pad family's pad.reflect2d entries): 3-D/4-D views seen as planes of
// rows and the reflection map of the spec (§3.1). Overlap tests and copies are core/strided_view.h's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "aclnn/acl_meta.h"
#include "core/tensor.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad {

// A rank-3 ([C,H,W], N = 1) or rank-4 ([N,C,H,W]) view; strides and offset in elements.
struct Planes {
  int64_t n = 1, c = 1, h = 0, w = 0;
  int64_t sn = 0, sc = 0, sh = 0, sw = 0;
  int64_t offset = 0;
  int64_t count() const { return n * c; }
  // Element offset of plane p (p = b * C + ch) from the data pointer.
  int64_t PlaneOffset(int64_t p) const { return offset + (p / c) * sn + (p % c) * sc; }
  int64_t RowOffset(int64_t p, int64_t row) const { return PlaneOffset(p) + row * sh; }
};

// refl(u, n) of spec §3.1 (valid for -(n-1) <= u <= 2(n-1)).
inline int64_t Reflect(int64_t u, int64_t n) { return u < 0 ? -u : (u < n ? u : 2 * (n - 1) - u); }

// Positions in a padded axis of length `padded` (padded = n + lo + hi, pads may be negative) whose
// reflection is input index i, in the order centre, low-side reflection, high-side reflection.
// Writes them to out[0..k) and returns k (0..3).
inline int Sources(int64_t i, int64_t n, int64_t lo, int64_t padded, int64_t out[3]) {
  int k = 0;
  const int64_t centre = i + lo;
  if (centre >= 0 && centre < padded) out[k++] = centre;
  if (i >= 1) {  // u = -i < 0
    const int64_t low = lo - i;
    if (low >= 0 && low < padded) out[k++] = low;
  }
  if (i <= n - 2) {  // u = 2(n-1) - i >= n
    const int64_t high = lo + 2 * (n - 1) - i;
    if (high >= 0 && high < padded) out[k++] = high;
  }
  return k;
}





}  // namespace reflection_pad
}  // namespace ops
}  // namespace aclnn_cpu
