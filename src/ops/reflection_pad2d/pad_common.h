// Geometry shared by ReflectionPad2d and ReflectionPad2dBackward: 3-D/4-D views seen as planes of
// rows, the reflection map of the spec (§3.1), and helpers for the "output overlaps an input" case.
// (Candidate for src/core: a rank-4 "planes of rows" view and the overlap test are generic.)
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
Planes MakePlanes(const aclTensor& t);
// The same dims laid out contiguously (offset 0).
Planes ContiguousPlanes(const Planes& v);

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

// True when the bytes reachable through view a (data pointer pa) and view b (pb) may overlap.
// Conservative: compares the [lowest, highest] byte ranges of the two views.
bool MayOverlap(const void* pa, const Planes& a, const void* pb, const Planes& b, size_t esize);

// dst[p, y, x] = src[p, y, x] for every element of the (equal-dimension) views, `esize` bytes each.
// Parallel over rows.
void CopyPlanes(const void* src, const Planes& s, void* dst, const Planes& d, size_t esize);

// "[left, right, top, bottom] = [1, 2, 3, 4]"
std::string PaddingString(const aclIntArray& padding);


}  // namespace reflection_pad
}  // namespace ops
}  // namespace aclnn_cpu
