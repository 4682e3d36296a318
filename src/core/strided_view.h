// A strided view as plans keep it: shape, element strides, offset and element size, captured from
// an aclTensor in phase 1 (KernelStride/KernelOffset: strides that cannot move the address read as
// 0) and applied to whatever data address phase 2 binds. With the overlap test and the copy that
// "run through a temporary" needs when an output shares memory with an input.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "aclnn/acl_meta.h"
#include "core/export.h"
#include "core/size_math.h"

namespace aclnn_cpu {

constexpr int kViewMaxDims = 8;  // the operators' rank limit

struct StridedView {
  int rank = 0;
  std::array<int64_t, kViewMaxDims> shape{}, strides{};  // strides in elements
  int64_t offset = 0;                                    // in elements
  size_t esize = 0;                                      // bytes per element

  // rank(t) <= kViewMaxDims (operators check their ranks first).
  ACLNN_CPU_INTERNAL_API static StridedView Of(const aclTensor& t);
  // The same shape and element size, laid out contiguously from offset 0.
  ACLNN_CPU_INTERNAL_API StridedView Contiguous() const;
  ACLNN_CPU_INTERNAL_API int64_t numel() const;
  // Bytes a contiguous copy of the view occupies.
  size_t bytes() const { return static_cast<size_t>(SatMul(numel(), static_cast<int64_t>(esize))); }  // saturates
  // [lo, hi): the bytes the view reaches from data pointer p (lo == hi for an empty view).
  ACLNN_CPU_INTERNAL_API void ByteExtent(const void* p, uintptr_t* lo, uintptr_t* hi) const;
  // Element offset of the multi-index idx[0..rank).
  int64_t OffsetOf(const int64_t* idx) const {
    int64_t o = offset;
    for (int d = 0; d < rank; ++d) o += idx[d] * strides[static_cast<size_t>(d)];
    return o;
  }
};

// True when the bytes of view a at pa and of view b at pb may overlap (their byte extents meet:
// conservative for interleaved views).
ACLNN_CPU_INTERNAL_API bool MayOverlap(const void* pa, const StridedView& a, const void* pb, const StridedView& b);

// dst[i] = src[i] for every index of the (equal-shape, equal element size) views; parallel over
// rows. Used to copy a result computed into a temporary onto an output that overlapped an input.
ACLNN_CPU_INTERNAL_API void CopyView(const void* src, const StridedView& s, void* dst, const StridedView& d);

}  // namespace aclnn_cpu
