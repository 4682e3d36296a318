#include "ops/reflection_pad2d/pad_common.h"

#include <algorithm>
#include <cstring>
#include <sstream>

#include "core/parallel.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad {

Planes MakePlanes(const aclTensor& t) {
  Planes v;
  const size_t r = t.view.size();
  v.h = t.view[r - 2];
  v.w = t.view[r - 1];
  v.sh = KernelStride(t, r - 2);
  v.sw = KernelStride(t, r - 1);
  v.c = t.view[r - 3];
  v.sc = KernelStride(t, r - 3);
  if (r == 4) {
    v.n = t.view[0];
    v.sn = KernelStride(t, 0);
  }
  v.offset = KernelOffset(t);
  return v;
}

Planes ContiguousPlanes(const Planes& v) {
  Planes c = v;
  c.sw = 1;
  c.sh = v.w;
  c.sc = v.h * v.w;
  c.sn = v.c * v.h * v.w;
  c.offset = 0;
  return c;
}

namespace {
// Inclusive element range [lo, hi] reachable through the view.
void ElementRange(const Planes& v, int64_t* lo, int64_t* hi) {
  int64_t a = v.offset, b = v.offset;
  const int64_t dims[4] = {v.n, v.c, v.h, v.w}, strides[4] = {v.sn, v.sc, v.sh, v.sw};
  for (int k = 0; k < 4; ++k) {
    const int64_t span = strides[k] * (dims[k] - 1);
    if (span > 0) b += span; else a += span;
  }
  *lo = a;
  *hi = b;
}

template <class E>
void CopyRows(const char* src, const Planes& s, char* dst, const Planes& d) {
  const int64_t rows = s.count() * s.h;
  ParallelFor(rows, [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) {
      const int64_t p = r / s.h, y = r % s.h;
      const E* in = reinterpret_cast<const E*>(src) + s.RowOffset(p, y);
      E* out = reinterpret_cast<E*>(dst) + d.RowOffset(p, y);
      if (s.sw == 1 && d.sw == 1) {
        std::memcpy(out, in, static_cast<size_t>(s.w) * sizeof(E));
      } else {
        for (int64_t x = 0; x < s.w; ++x) out[x * d.sw] = in[x * s.sw];
      }
    }
  });
}
struct Bytes16 { unsigned char b[16]; };
}  // namespace

bool MayOverlap(const void* pa, const Planes& a, const void* pb, const Planes& b, size_t esize) {
  if (pa == nullptr || pb == nullptr) return false;
  if (a.count() * a.h * a.w == 0 || b.count() * b.h * b.w == 0) return false;  // nothing touched
  int64_t alo, ahi, blo, bhi;
  ElementRange(a, &alo, &ahi);
  ElementRange(b, &blo, &bhi);
  const auto e = static_cast<int64_t>(esize);
  const auto ua = reinterpret_cast<uintptr_t>(pa), ub = reinterpret_cast<uintptr_t>(pb);
  const uintptr_t a0 = ua + static_cast<uintptr_t>(alo * e), a1 = ua + static_cast<uintptr_t>((ahi + 1) * e);
  const uintptr_t b0 = ub + static_cast<uintptr_t>(blo * e), b1 = ub + static_cast<uintptr_t>((bhi + 1) * e);
  return a0 < b1 && b0 < a1;
}

void CopyPlanes(const void* src, const Planes& s, void* dst, const Planes& d, size_t esize) {
  const auto* in = static_cast<const char*>(src);
  auto* out = static_cast<char*>(dst);
  switch (esize) {
    case 1: return CopyRows<uint8_t>(in, s, out, d);
    case 2: return CopyRows<uint16_t>(in, s, out, d);
    case 4: return CopyRows<uint32_t>(in, s, out, d);
    case 8: return CopyRows<uint64_t>(in, s, out, d);
    default: return CopyRows<Bytes16>(in, s, out, d);
  }
}

std::string PaddingString(const aclIntArray& padding) {
  std::ostringstream os;
  os << '[';
  for (size_t i = 0; i < padding.v.size(); ++i) os << (i ? ", " : "") << padding.v[i];
  os << ']';
  return os.str();
}

}  // namespace reflection_pad
}  // namespace ops
}  // namespace aclnn_cpu
