// The generic backward of the pad family, the adjoint of the gather: each gradInput row is the sum
// of the gradOutput rows whose outer indices map to it (in the order of the axes' inverse maps),
// folded along the last axis through its inverse map. Sums run in fp32 (fp64 for DOUBLE and
// COMPLEX128; per component for complex) from zero in a fixed order, and are rounded once: the
// result does not depend on the thread count.
#include <algorithm>
#include <cstring>
#include <vector>

#include "core/convert.h"
#include "core/dtype.h"
#include "core/parallel.h"
#include "ops/pad/impl.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

// Loads `count` elements (stride in elements) as `comps` accumulator values each.
template <class Acc>
void LoadRow(const unsigned char* src, aclDataType dt, int64_t stride, int64_t count, Acc* dst);

template <>
void LoadRow<float>(const unsigned char* src, aclDataType dt, int64_t stride, int64_t count, float* dst) {
  if (dt == ACL_COMPLEX64) {
    const auto* s = reinterpret_cast<const float*>(src);
    for (int64_t i = 0; i < count; ++i) {
      dst[2 * i] = s[2 * i * stride];
      dst[2 * i + 1] = s[2 * i * stride + 1];
    }
    return;
  }
  if (dt == ACL_FLOAT && stride == 1) {
    std::memcpy(dst, src, static_cast<size_t>(count) * sizeof(float));
    return;
  }
  LoadF32(src, dt, stride, dst, static_cast<size_t>(count));
}

template <>
void LoadRow<double>(const unsigned char* src, aclDataType dt, int64_t stride, int64_t count, double* dst) {
  const auto* s = reinterpret_cast<const double*>(src);
  const int64_t c = dt == ACL_COMPLEX128 ? 2 : 1;
  for (int64_t i = 0; i < count; ++i)
    for (int64_t k = 0; k < c; ++k) dst[c * i + k] = s[c * i * stride + k];
}

template <class Acc>
void StoreRow(const Acc* src, aclDataType dt, unsigned char* dst, int64_t stride, int64_t count, bool ties_away);

template <>
void StoreRow<float>(const float* src, aclDataType dt, unsigned char* dst, int64_t stride, int64_t count,
                     bool ties_away) {
  if (dt == ACL_COMPLEX64) {
    auto* d = reinterpret_cast<float*>(dst);
    for (int64_t i = 0; i < count; ++i) {
      d[2 * i * stride] = src[2 * i];
      d[2 * i * stride + 1] = src[2 * i + 1];
    }
    return;
  }
  if (ties_away && (dt == ACL_FLOAT16 || dt == ACL_BF16)) {
    auto* d = reinterpret_cast<uint16_t*>(dst);
    for (int64_t i = 0; i < count; ++i)
      d[i * stride] = dt == ACL_FLOAT16 ? F32ToF16TiesAway(src[i]) : F32ToBf16TiesAway(src[i]);
    return;
  }
  if (dt == ACL_FLOAT && stride == 1) {
    std::memcpy(dst, src, static_cast<size_t>(count) * sizeof(float));
    return;
  }
  StoreF32(src, dst, dt, stride, static_cast<size_t>(count));
}

template <>
void StoreRow<double>(const double* src, aclDataType dt, unsigned char* dst, int64_t stride, int64_t count,
                      bool) {
  auto* d = reinterpret_cast<double*>(dst);
  const int64_t c = dt == ACL_COMPLEX128 ? 2 : 1;
  for (int64_t i = 0; i < count; ++i)
    for (int64_t k = 0; k < c; ++k) d[c * i * stride + k] = src[c * i + k];
}

template <class Acc>
void Fold(const Plan& p, const void* in_data, void* out_data, const StridedView& out, const RunContext& ctx) {
  const int r = p.rank;
  const aclDataType dt = p.dtype;
  const int64_t c = (dt == ACL_COMPLEX64 || dt == ACL_COMPLEX128) ? 2 : 1;
  const Axis& last = p.axes[static_cast<size_t>(r - 1)];
  const int64_t m = last.m, n = last.n;
  const int64_t rows = out.numel() / n;
  const size_t ies = p.in.esize, oes = out.esize;
  const int64_t is = p.in.strides[static_cast<size_t>(r - 1)];
  const int64_t os = out.strides[static_cast<size_t>(r - 1)];
  const auto* in = static_cast<const unsigned char*>(in_data);
  auto* ob = static_cast<unsigned char*>(out_data);
  const size_t acc_row = (static_cast<size_t>(m) * c * sizeof(Acc) + 63) / 64 * 64;
  // A single contributing fp32 row with unit stride is read where it is.
  const bool in_place = dt == ACL_FLOAT && is == 1;
  const bool in_nonempty = p.in.numel() > 0;
  ParallelForSlots(rows, p.team, [&](int64_t r0, int64_t r1, int64_t slot_index) {
    unsigned char* slot = p.fold_rows.Get(ctx, slot_index);
    auto* t = reinterpret_cast<Acc*>(slot);
    auto* buf = reinterpret_cast<Acc*>(slot + acc_row);
    auto* g = reinterpret_cast<Acc*>(slot + 2 * acc_row);
    auto* h = reinterpret_cast<Acc*>(slot + 2 * acc_row + (static_cast<size_t>(n) * c * sizeof(Acc) + 63) / 64 * 64);
    int64_t i_idx[kViewMaxDims] = {}, pos[kViewMaxDims] = {};
    int64_t q = r0;
    for (int a = r - 2; a >= 0; --a) {
      i_idx[a] = q % out.shape[static_cast<size_t>(a)];
      q /= out.shape[static_cast<size_t>(a)];
    }
    for (int64_t row = r0; row < r1; ++row) {
      // The gradOutput rows that read this gradInput row: the product of the outer axes' inverse
      // lists (an unpadded axis contributes its own index), the first axis outermost.
      int64_t begin[kViewMaxDims], end[kViewMaxDims];
      bool any = in_nonempty;  // an empty gradOutput (its address may be null) adds nothing
      for (int a = 0; a < r - 1; ++a) {
        const Axis& ax = p.axes[static_cast<size_t>(a)];
        if (ax.padded) {
          begin[a] = ax.pre_begin[static_cast<size_t>(i_idx[a])];
          end[a] = ax.pre_begin[static_cast<size_t>(i_idx[a]) + 1];
        } else {
          begin[a] = 0;
          end[a] = 1;
        }
        any = any && begin[a] < end[a];
        pos[a] = begin[a];
      }
      int64_t out_off = out.offset;
      for (int a = 0; a < r - 1; ++a) out_off += i_idx[a] * out.strides[static_cast<size_t>(a)];
      unsigned char* orow = ob + out_off * static_cast<int64_t>(oes);
      if (p.late_axis < 0) {
        // One group. t: the sum of the contributing gradOutput rows (length m); a single fp32 row
        // with unit stride is read in place.
        const Acc* tr = t;
        int rows_added = 0;
        while (any) {
          int64_t in_off = p.in.offset;
          for (int a = 0; a < r - 1; ++a) {
            const Axis& ax = p.axes[static_cast<size_t>(a)];
            const int64_t o = ax.padded ? ax.pre[static_cast<size_t>(pos[a])] : i_idx[a];
            in_off += o * p.in.strides[static_cast<size_t>(a)];
          }
          const unsigned char* grow = in + in_off * static_cast<int64_t>(ies);
          int a = r - 2;  // next combination, the last outer axis fastest
          for (; a >= 0; --a) {
            if (++pos[a] < end[a]) break;
            pos[a] = begin[a];
          }
          const bool last_row = a < 0;
          if (rows_added == 0 && last_row && in_place) {
            tr = reinterpret_cast<const Acc*>(grow);
          } else if (rows_added == 0) {
            LoadRow<Acc>(grow, dt, is, m, t);
          } else {
            LoadRow<Acc>(grow, dt, is, m, buf);
            for (int64_t j = 0; j < m * c; ++j) t[j] += buf[j];
          }
          ++rows_added;
          if (last_row) break;
        }
        if (rows_added == 0) {  // no gradOutput row reads it (cropped): zeros
          for (int64_t j = 0; j < n * c; ++j) g[j] = Acc(0);
          StoreRow<Acc>(g, dt, orow, os, n, p.ties_away);
        } else if (!last.padded) {
          StoreRow<Acc>(tr, dt, orow, os, n, p.ties_away);
        } else {
          // Inputs read only by their centre position are a plain copy; the others (the edges)
          // sum their readers in the inverse map's order.
          const int64_t pb = last.pure_begin, pe = last.pure_end;
          if (pe > pb)
            StoreRow<Acc>(tr + (pb + last.lo) * c, dt, orow + pb * os * static_cast<int64_t>(oes), os, pe - pb,
                          p.ties_away);
          auto fold = [&](int64_t i0, int64_t i1) {
            if (i1 <= i0) return;
            for (int64_t i = i0; i < i1; ++i) {
              const int64_t b = last.pre_begin[static_cast<size_t>(i)], e = last.pre_begin[static_cast<size_t>(i) + 1];
              for (int64_t k = 0; k < c; ++k) {
                // The first term is taken as it is (a sum from +0 would turn -0 into +0).
                Acc s = b < e ? tr[last.pre[static_cast<size_t>(b)] * c + k] : Acc(0);
                for (int64_t u = b + 1; u < e; ++u) s += tr[last.pre[static_cast<size_t>(u)] * c + k];
                g[(i - i0) * c + k] = s;
              }
            }
            StoreRow<Acc>(g, dt, orow + i0 * os * static_cast<int64_t>(oes), os, i1 - i0, p.ties_away);
          };
          fold(0, pb);
          fold(pe, n);
        }
      } else {
      // Sums the rows of one group into t, then folds t along the last axis into g (the first
      // group) or h (later groups, added to g). Without a late axis there is one group; with
      // one, a group per term of the late axis, in its inverse map's order.
      bool first = true, folded = false;
      auto fold_group = [&] {
        Acc* dst = folded ? h : g;
        if (!last.padded) {
          std::memcpy(dst, t, static_cast<size_t>(n * c) * sizeof(Acc));
        } else {
          // Inputs read only by their centre position are a copy; the edges sum their readers.
          const int64_t pb = last.pure_begin, pe = last.pure_end;
          auto edge = [&](int64_t i0, int64_t i1) {
            for (int64_t i = i0; i < i1; ++i) {
              const int64_t b = last.pre_begin[static_cast<size_t>(i)], e = last.pre_begin[static_cast<size_t>(i) + 1];
              for (int64_t k = 0; k < c; ++k) {
                // The first term is taken as it is (a sum from +0 would turn -0 into +0).
                Acc s = b < e ? t[last.pre[static_cast<size_t>(b)] * c + k] : Acc(0);
                for (int64_t u = b + 1; u < e; ++u) s += t[last.pre[static_cast<size_t>(u)] * c + k];
                dst[i * c + k] = s;
              }
            }
          };
          edge(0, pb);
          if (pe > pb) std::memcpy(dst + pb * c, t + (pb + last.lo) * c, static_cast<size_t>((pe - pb) * c) * sizeof(Acc));
          edge(std::max(pb, pe), n);
        }
        if (folded)
          for (int64_t j = 0; j < n * c; ++j) g[j] += h[j];
        folded = true;
        first = true;
      };
      while (any) {
        int64_t in_off = p.in.offset;
        for (int a = 0; a < r - 1; ++a) {
          const Axis& ax = p.axes[static_cast<size_t>(a)];
          const int64_t o = ax.padded ? ax.pre[static_cast<size_t>(pos[a])] : i_idx[a];
          in_off += o * p.in.strides[static_cast<size_t>(a)];
        }
        const unsigned char* grow = in + in_off * static_cast<int64_t>(ies);
        if (first) {
          LoadRow<Acc>(grow, dt, is, m, t);
          first = false;
        } else {
          LoadRow<Acc>(grow, dt, is, m, buf);
          for (int64_t j = 0; j < m * c; ++j) t[j] += buf[j];
        }
        int a = r - 2;  // next combination, the last outer axis fastest
        for (; a >= 0; --a) {
          if (++pos[a] < end[a]) break;
          pos[a] = begin[a];
        }
        if (a <= p.late_axis) fold_group();  // a < 0: the last combination
        if (a < 0) break;
      }
      if (!folded)  // no gradOutput row reads it (cropped): zeros
        for (int64_t j = 0; j < n * c; ++j) g[j] = Acc(0);
      StoreRow<Acc>(g, dt, orow, os, n, p.ties_away);
      }
      for (int a2 = r - 2; a2 >= 0; --a2) {  // next gradInput row
        if (++i_idx[a2] < out.shape[static_cast<size_t>(a2)]) break;
        i_idx[a2] = 0;
      }
    }
  });
}

}  // namespace

void FoldGeneric(const Plan& p, const void* in_data, void* out_data, const StridedView& out, const RunContext& ctx) {
  if (p.rank == 0 || out.numel() == 0) return;
  if (p.dtype == ACL_DOUBLE || p.dtype == ACL_COMPLEX128) Fold<double>(p, in_data, out_data, out, ctx);
  else Fold<float>(p, in_data, out_data, out, ctx);
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
