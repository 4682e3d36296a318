#include "core/strided_view.h"

#include <cstring>
#include <stdexcept>

#include "core/dtype.h"
#include "core/parallel.h"
#include "core/tensor.h"

namespace aclnn_cpu {

StridedView StridedView::Of(const aclTensor& t) {
  StridedView v;
  if (t.view.size() > static_cast<size_t>(kViewMaxDims)) throw std::logic_error("StridedView: rank above 8");
  v.rank = static_cast<int>(t.view.size());
  for (size_t d = 0; d < t.view.size(); ++d) {
    v.shape[d] = t.view[d];
    v.strides[d] = KernelStride(t, d);
  }
  v.offset = KernelOffset(t);
  v.esize = ElementSize(t.dtype);
  return v;
}

StridedView StridedView::Contiguous() const {
  StridedView v = *this;
  int64_t s = 1;
  for (int d = rank - 1; d >= 0; --d) {
    v.strides[static_cast<size_t>(d)] = s;
    s *= shape[static_cast<size_t>(d)];
  }
  v.offset = 0;
  return v;
}

int64_t StridedView::numel() const {
  int64_t n = 1;
  for (int d = 0; d < rank; ++d) n *= shape[static_cast<size_t>(d)];
  return n;
}

void StridedView::ByteExtent(const void* p, uintptr_t* lo, uintptr_t* hi) const {
  const auto base = reinterpret_cast<uintptr_t>(p);
  if (numel() == 0) {
    *lo = *hi = base;
    return;
  }
  int64_t first = offset, last = offset;
  for (int d = 0; d < rank; ++d) {
    const int64_t span = strides[static_cast<size_t>(d)] * (shape[static_cast<size_t>(d)] - 1);
    (span < 0 ? first : last) += span;
  }
  *lo = base + static_cast<uintptr_t>(first) * esize;
  *hi = base + static_cast<uintptr_t>(last + 1) * esize;
}

bool MayOverlap(const void* pa, const StridedView& a, const void* pb, const StridedView& b) {
  uintptr_t alo, ahi, blo, bhi;
  a.ByteExtent(pa, &alo, &ahi);
  b.ByteExtent(pb, &blo, &bhi);
  return alo < ahi && blo < bhi && alo < bhi && blo < ahi;
}

void CopyView(const void* src, const StridedView& s, void* dst, const StridedView& d) {
  const int64_t n = s.numel();
  if (n == 0) return;
  const int r = s.rank;
  const int64_t w = r > 0 ? s.shape[static_cast<size_t>(r - 1)] : 1;
  const int64_t rows = n / w;
  const int64_t ss = r > 0 ? s.strides[static_cast<size_t>(r - 1)] : 1;
  const int64_t ds = r > 0 ? d.strides[static_cast<size_t>(r - 1)] : 1;
  const size_t es = s.esize;
  const auto* sb = static_cast<const unsigned char*>(src);
  auto* db = static_cast<unsigned char*>(dst);
  ParallelFor(rows, [&](int64_t r0, int64_t r1) {
    int64_t idx[kViewMaxDims] = {};
    for (int64_t row = r0; row < r1; ++row) {
      int64_t q = row;
      for (int k = r - 2; k >= 0; --k) {
        idx[k] = q % s.shape[static_cast<size_t>(k)];
        q /= s.shape[static_cast<size_t>(k)];
      }
      idx[r > 0 ? r - 1 : 0] = 0;
      const unsigned char* sp = sb + static_cast<size_t>(s.OffsetOf(idx)) * es;
      unsigned char* dp = db + static_cast<size_t>(d.OffsetOf(idx)) * es;
      if (ss == 1 && ds == 1) {
        std::memcpy(dp, sp, static_cast<size_t>(w) * es);
      } else {
        for (int64_t x = 0; x < w; ++x) std::memcpy(dp + x * ds * static_cast<int64_t>(es), sp + x * ss * static_cast<int64_t>(es), es);
      }
    }
  });
}

}  // namespace aclnn_cpu
