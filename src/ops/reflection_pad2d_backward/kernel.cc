#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/reflection_pad2d_backward/kernel.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include "ops/reflection_pad2d_backward/kernel.h"

// Row geometry handed to the per-target row kernels.
#ifndef ACLNN_CPU_RPAD_BWD_ROWGEOM_
#define ACLNN_CPU_RPAD_BWD_ROWGEOM_
namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d_backward {
struct RowGeom {
  int64_t w;        // gradInput row length (elements)
  int64_t pl;       // left padding
  int64_t m0, m1;   // middle columns: one source column each (iw + pl)
  int64_t k;        // scalars per element (2 for complex)
  const int64_t* border;
  const int64_t* border_src;
  int64_t nborder;
  bool stream;      // non-temporal stores for the middle (output far larger than the caches)
};
}  // namespace reflection_pad2d_backward
}  // namespace ops
}  // namespace aclnn_cpu
#endif

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d_backward {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// dst[i] = ((a[i] + b[i]) + c[i]) over the rows present (nrows = 1..3), i in [0, n): the H fold of
// one run of columns. Vector body, scalar head (to align non-temporal stores) and tail with the
// same order of additions, so results do not depend on alignment.
template <class T, int R, bool kStream>
HWY_INLINE void FoldMiddle(const T* HWY_RESTRICT a, const T* HWY_RESTRICT b, const T* HWY_RESTRICT c,
                           T* HWY_RESTRICT dst, size_t n) {
  const hn::ScalableTag<T> d;
  const size_t N = hn::Lanes(d);
  auto scalar = [&](size_t i) {
    T v = a[i];
    if (R > 1) v += b[i];
    if (R > 2) v += c[i];
    dst[i] = v;
  };
  auto vec = [&](size_t i) {
    auto v = hn::LoadU(d, a + i);
    if (R > 1) v = hn::Add(v, hn::LoadU(d, b + i));
    if (R > 2) v = hn::Add(v, hn::LoadU(d, c + i));
    return v;
  };
  size_t i = 0;
  if (kStream) {
    const size_t align = N * sizeof(T);
    while (i < n && (reinterpret_cast<uintptr_t>(dst + i) % align) != 0) scalar(i++);
    for (; i + 2 * N <= n; i += 2 * N) {
      const auto v0 = vec(i), v1 = vec(i + N);
      hn::Stream(v0, d, dst + i);
      hn::Stream(v1, d, dst + i + N);
    }
    for (; i + N <= n; i += N) hn::Stream(vec(i), d, dst + i);
  } else {
    for (; i + 2 * N <= n; i += 2 * N) {
      const auto v0 = vec(i), v1 = vec(i + N);
      hn::StoreU(v0, d, dst + i);
      hn::StoreU(v1, d, dst + i + N);
    }
    for (; i + N <= n; i += N) hn::StoreU(vec(i), d, dst + i);
  }
  for (; i < n; ++i) scalar(i);
}

template <class T, bool kStream>
HWY_INLINE void FoldMiddleRows(const T* const* rows, int nrows, T* dst, size_t n) {
  switch (nrows) {
    case 1: return FoldMiddle<T, 1, kStream>(rows[0], rows[0], rows[0], dst, n);
    case 2: return FoldMiddle<T, 2, kStream>(rows[0], rows[1], rows[1], dst, n);
    default: return FoldMiddle<T, 3, kStream>(rows[0], rows[1], rows[2], dst, n);
  }
}

// One gradInput row: rows[0..nrows) are the gradOutput rows (centre, top, bottom order; k scalars
// per element, contiguous), dst the gradInput row (contiguous).
template <class T>
void FoldRowT(const T* const* rows, int nrows, T* dst, const RowGeom& g) {
  const int64_t k = g.k;
  if (nrows == 0) {  // no gradOutput row reflects here (negative top/bottom padding)
    for (int64_t i = 0; i < g.w * k; ++i) dst[i] = T(0);
    return;
  }
  if (g.m1 > g.m0) {
    const T* src[3];
    for (int r = 0; r < nrows; ++r) src[r] = rows[r] + (g.m0 + g.pl) * k;
    const size_t n = static_cast<size_t>((g.m1 - g.m0) * k);
    if (g.stream) FoldMiddleRows<T, true>(src, nrows, dst + g.m0 * k, n);
    else FoldMiddleRows<T, false>(src, nrows, dst + g.m0 * k, n);
  }
  // Border columns: H fold of each source column, then centre + left + right.
  for (int64_t j = 0; j < g.nborder; ++j) {
    const int64_t iw = g.border[j];
    const int64_t* s = g.border_src + 3 * j;
    for (int64_t c = 0; c < k; ++c) {
      T acc = T(0);
      bool any = false;
      for (int t = 0; t < 3 && s[t] >= 0; ++t) {
        const int64_t idx = s[t] * k + c;
        T v = rows[0][idx];
        if (nrows > 1) v += rows[1][idx];
        if (nrows > 2) v += rows[2][idx];
        acc = any ? acc + v : v;
        any = true;
      }
      dst[iw * k + c] = acc;
    }
  }
}

void FoldRowF32(const float* const* rows, int nrows, float* dst, const RowGeom& g) {
  FoldRowT<float>(rows, nrows, dst, g);
}
void FoldRowF64(const double* const* rows, int nrows, double* dst, const RowGeom& g) {
  FoldRowT<double>(rows, nrows, dst, g);
}

}  // namespace HWY_NAMESPACE
}  // namespace reflection_pad2d_backward
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <cstring>
#include <vector>

#include "core/convert.h"
#include "core/dtype.h"
#include "core/parallel.h"
#include "hwy/cache_control.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d_backward {
HWY_EXPORT(FoldRowF32);
HWY_EXPORT(FoldRowF64);

using reflection_pad::Planes;
using reflection_pad::Sources;

Plan MakePlan(aclDataType dtype, const Planes& go, const Planes& gi, int64_t pl, int64_t pt) {
  Plan p;
  p.dtype = dtype;
  p.go = go;
  p.gi = gi;
  p.pl = pl;
  p.pt = pt;
  const int64_t w = gi.w, wo = go.w;
  // Longest run of columns with exactly the centre source: the vectorised middle.
  std::vector<char> pure(static_cast<size_t>(w));
  for (int64_t iw = 0; iw < w; ++iw) {
    int64_t s[3];
    const int k = Sources(iw, w, pl, wo, s);
    pure[static_cast<size_t>(iw)] = k == 1 && s[0] == iw + pl;
  }
  int64_t best0 = 0, best1 = 0;
  for (int64_t i = 0; i < w;) {
    if (!pure[static_cast<size_t>(i)]) { ++i; continue; }
    int64_t j = i;
    while (j < w && pure[static_cast<size_t>(j)]) ++j;
    if (j - i > best1 - best0) { best0 = i; best1 = j; }
    i = j;
  }
  p.m0 = best0;
  p.m1 = best1;
  for (int64_t iw = 0; iw < w; ++iw) {
    if (iw >= p.m0 && iw < p.m1) continue;
    int64_t s[3] = {-1, -1, -1};
    Sources(iw, w, pl, wo, s);
    p.border.push_back(iw);
    for (int t = 0; t < 3; ++t) p.border_src.push_back(s[t]);
  }
  return p;
}

namespace {

void FoldF32(const float* const* rows, int nrows, float* dst, const RowGeom& g) {
  HWY_DYNAMIC_DISPATCH(FoldRowF32)(rows, nrows, dst, g);
}
void FoldF64(const double* const* rows, int nrows, double* dst, const RowGeom& g) {
  HWY_DYNAMIC_DISPATCH(FoldRowF64)(rows, nrows, dst, g);
}

constexpr uint64_t kStreamBytes = uint64_t(48) << 20;  // outputs larger than this bypass the caches

// Strided gathers / scatters of one row in the accumulation type (k scalars per element).
template <class T>
void GatherRow(const T* src, int64_t stride, int64_t n, int64_t k, T* dst) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t c = 0; c < k; ++c) dst[i * k + c] = src[i * stride * k + c];
}
template <class T>
void ScatterRow(const T* src, int64_t n, int64_t k, T* dst, int64_t stride) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t c = 0; c < k; ++c) dst[i * stride * k + c] = src[i * k + c];
}

template <class T>
void RunT(const Plan& plan, const void* grad_output, void* grad_input,
          void (*fold)(const T* const*, int, T*, const RowGeom&)) {
  const aclDataType dt = plan.dtype;
  const Planes& go = plan.go;
  const Planes& gi = plan.gi;
  const bool narrow = dt == ACL_FLOAT16 || dt == ACL_BF16;  // stored narrower than T
  const int64_t k = IsComplexType(dt) ? 2 : 1;
  const size_t esize = ElementSize(dt);
  const bool direct_in = !narrow && go.sw == 1;
  const bool direct_out = !narrow && gi.sw == 1;
  const uint64_t out_bytes = static_cast<uint64_t>(gi.count() * gi.h * gi.w) * esize;

  RowGeom g;
  g.w = gi.w;
  g.pl = plan.pl;
  g.m0 = plan.m0;
  g.m1 = plan.m1;
  g.k = k;
  g.border = plan.border.data();
  g.border_src = plan.border_src.data();
  g.nborder = static_cast<int64_t>(plan.border.size());
  g.stream = direct_out && out_bytes >= kStreamBytes;

  const int64_t h = gi.h, ho = go.h, wo = go.w;
  const bool go_empty = go.count() * ho * wo == 0;  // every gradInput element is then 0
  const auto* go_bytes = static_cast<const char*>(grad_output);
  auto* gi_bytes = static_cast<char*>(grad_input);
  ParallelFor(gi.count() * h, [&](int64_t r0, int64_t r1) {
    std::vector<T> in_buf(direct_in ? 0 : static_cast<size_t>(3 * wo * k));
    std::vector<T> out_buf(direct_out ? 0 : static_cast<size_t>(gi.w * k));
    for (int64_t r = r0; r < r1; ++r) {
      const int64_t p = r / h, ih = r % h;
      int64_t src_rows[3];
      const int nrows = go_empty ? 0 : Sources(ih, h, plan.pt, ho, src_rows);
      const T* rows[3] = {nullptr, nullptr, nullptr};
      for (int j = 0; j < nrows; ++j) {
        const char* row = go_bytes + go.RowOffset(p, src_rows[j]) * static_cast<int64_t>(esize);
        if (direct_in) {
          rows[j] = reinterpret_cast<const T*>(row);
        } else {
          T* buf = in_buf.data() + j * wo * k;
          if constexpr (sizeof(T) == 4) {
            if (k == 1) LoadF32(row, dt, go.sw, buf, static_cast<size_t>(wo));  // fp32, fp16, bf16
            else GatherRow(reinterpret_cast<const T*>(row), go.sw, wo, k, buf);
          } else {
            GatherRow(reinterpret_cast<const T*>(row), go.sw, wo, k, buf);
          }
          rows[j] = buf;
        }
      }
      char* out_row = gi_bytes + gi.RowOffset(p, ih) * static_cast<int64_t>(esize);
      T* dst = direct_out ? reinterpret_cast<T*>(out_row) : out_buf.data();
      fold(rows, nrows, dst, g);
      if (!direct_out) {
        if constexpr (sizeof(T) == 4) {
          if (k == 1) StoreF32(dst, out_row, dt, gi.sw, static_cast<size_t>(gi.w));  // RNE for fp16/bf16
          else ScatterRow(dst, gi.w, k, reinterpret_cast<T*>(out_row), gi.sw);
        } else {
          ScatterRow(dst, gi.w, k, reinterpret_cast<T*>(out_row), gi.sw);
        }
      }
    }
    if (g.stream) hwy::FlushStream();
  });
}

}  // namespace

void Run(const Plan& plan, const void* grad_output, void* grad_input) {
  if (plan.dtype == ACL_DOUBLE || plan.dtype == ACL_COMPLEX128) {
    RunT<double>(plan, grad_output, grad_input, FoldF64);
  } else {
    RunT<float>(plan, grad_output, grad_input, FoldF32);
  }
}

}  // namespace reflection_pad2d_backward
}  // namespace ops
}  // namespace aclnn_cpu
#endif  // HWY_ONCE
