#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "core/blocked16.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "core/blocked16.h"

#include <cstring>

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// One 16-channel block of one image: plain rows of p elements (row c at plain + c·p) <-> blocked
// (position q at blocked + q·16). to_blocked picks the direction. Whole tiles of 4 (32-bit) or 8
// (16-bit) positions are transposed in 128-bit vectors, the remaining positions one by one.
template <typename T>
void ScalarPositions(T* plain, T* blocked, int64_t p, int64_t q0, bool to_blocked) {
  for (int64_t q = q0; q < p; ++q)
    for (int64_t c = 0; c < 16; ++c) {
      if (to_blocked) blocked[q * 16 + c] = plain[c * p + q];
      else plain[c * p + q] = blocked[q * 16 + c];
    }
}

#if HWY_TARGET == HWY_SCALAR
template <typename T>
void Block(T* plain, T* blocked, int64_t p, bool to_blocked) {
  ScalarPositions(plain, blocked, p, 0, to_blocked);
}
#else
// 4x4 transpose of 32-bit lanes: in[k] lane j -> out[j] lane k.
template <class D>
HWY_INLINE void Transpose4(D d, hn::Vec<D>* v) {
  const hn::Repartition<uint64_t, D> d64;
  const auto a = hn::InterleaveLower(d, v[0], v[1]), b = hn::InterleaveUpper(d, v[0], v[1]);
  const auto c = hn::InterleaveLower(d, v[2], v[3]), e = hn::InterleaveUpper(d, v[2], v[3]);
  v[0] = hn::BitCast(d, hn::InterleaveLower(d64, hn::BitCast(d64, a), hn::BitCast(d64, c)));
  v[1] = hn::BitCast(d, hn::InterleaveUpper(d64, hn::BitCast(d64, a), hn::BitCast(d64, c)));
  v[2] = hn::BitCast(d, hn::InterleaveLower(d64, hn::BitCast(d64, b), hn::BitCast(d64, e)));
  v[3] = hn::BitCast(d, hn::InterleaveUpper(d64, hn::BitCast(d64, b), hn::BitCast(d64, e)));
}

// 8x8 transpose of 16-bit lanes.
template <class D>
HWY_INLINE void Transpose8(D d, hn::Vec<D>* v) {
  const hn::Repartition<uint32_t, D> d32;
  const hn::Repartition<uint64_t, D> d64;
  hn::Vec<decltype(d32)> a[8];
  for (int i = 0; i < 4; ++i) {
    a[2 * i] = hn::BitCast(d32, hn::InterleaveLower(d, v[2 * i], v[2 * i + 1]));
    a[2 * i + 1] = hn::BitCast(d32, hn::InterleaveUpper(d, v[2 * i], v[2 * i + 1]));
  }
  // b[0..3]: rows 0-3 at positions (0,1), (2,3), (4,5), (6,7); b[4..7]: rows 4-7.
  hn::Vec<decltype(d64)> b[8];
  for (int h = 0; h < 2; ++h) {
    const int r = 4 * h;
    b[r + 0] = hn::BitCast(d64, hn::InterleaveLower(d32, a[r + 0], a[r + 2]));
    b[r + 1] = hn::BitCast(d64, hn::InterleaveUpper(d32, a[r + 0], a[r + 2]));
    b[r + 2] = hn::BitCast(d64, hn::InterleaveLower(d32, a[r + 1], a[r + 3]));
    b[r + 3] = hn::BitCast(d64, hn::InterleaveUpper(d32, a[r + 1], a[r + 3]));
  }
  for (int i = 0; i < 4; ++i) {
    v[2 * i] = hn::BitCast(d, hn::InterleaveLower(d64, b[i], b[i + 4]));
    v[2 * i + 1] = hn::BitCast(d, hn::InterleaveUpper(d64, b[i], b[i + 4]));
  }
}

// A 16-channel block in tiles of L positions x L channels, L = the lanes of a 128-bit vector
// (4 of 32 bits, 8 of 16 bits), 16 / L tiles per position group.
template <typename T>
void Block(T* plain, T* blocked, int64_t p, bool to_blocked) {
  constexpr int L = static_cast<int>(16 / sizeof(T));
  const hn::FixedTag<T, L> d;
  hn::Vec<decltype(d)> v[L];
  auto transpose = [&] {
    if constexpr (L == 4) Transpose4(d, v);
    else Transpose8(d, v);
  };
  int64_t q = 0;
  for (; q + L <= p; q += L)
    for (int64_t g = 0; g < 16 / L; ++g) {  // channels L·g .. L·g + L-1
      if (to_blocked) {
        for (int k = 0; k < L; ++k) v[k] = hn::LoadU(d, plain + (L * g + k) * p + q);
        transpose();
        for (int j = 0; j < L; ++j) hn::StoreU(v[j], d, blocked + (q + j) * 16 + L * g);
      } else {
        for (int j = 0; j < L; ++j) v[j] = hn::LoadU(d, blocked + (q + j) * 16 + L * g);
        transpose();
        for (int k = 0; k < L; ++k) hn::StoreU(v[k], d, plain + (L * g + k) * p + q);
      }
    }
  ScalarPositions(plain, blocked, p, q, to_blocked);
}
#endif

void ReorderImpl(void* plain, void* blocked, int64_t n, int64_t c, int64_t p, size_t elem_bytes, bool to_blocked) {
  const int64_t blocks = n * (c / 16);
  for (int64_t b = 0; b < blocks; ++b) {
    const int64_t off = b * 16 * p;  // the same element offset in both layouts
    if (elem_bytes == 4)
      Block(static_cast<uint32_t*>(plain) + off, static_cast<uint32_t*>(blocked) + off, p, to_blocked);
    else
      Block(static_cast<uint16_t*>(plain) + off, static_cast<uint16_t*>(blocked) + off, p, to_blocked);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {

HWY_EXPORT(ReorderImpl);

void PlainToBlocked16(const void* src, void* dst, int64_t n, int64_t c, int64_t p, size_t elem_bytes) {
  HWY_DYNAMIC_DISPATCH(ReorderImpl)(const_cast<void*>(src), dst, n, c, p, elem_bytes, true);
}

void Blocked16ToPlain(const void* src, void* dst, int64_t n, int64_t c, int64_t p, size_t elem_bytes) {
  HWY_DYNAMIC_DISPATCH(ReorderImpl)(dst, const_cast<void*>(src), n, c, p, elem_bytes, false);
}

}  // namespace aclnn_cpu
#endif  // HWY_ONCE
