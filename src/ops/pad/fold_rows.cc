// `pad.fold_rows`: the backward of any mode and rank for FLOAT, FLOAT16 and BFLOAT16 whose last
// axis is dense on both sides. It computes what `pad.fold` computes, term for term in the same
// order (so the bits are the same), with the per-row work of the generic walk moved to phase 1:
//  - the outer axes from the first padded one on span a small set of row positions per plane
//    (for [N, C, D, H, W] with D and H padded: D x H); for each, phase 1 lists the gradOutput rows
//    that read it, as element offsets from their plane, in summation order, with the group starts
//    of a late axis (circular 3d);
//  - the last axis is a copied run (the inputs read only by their centre position) and a short
//    edge program (each other input: the output positions that read it, in order).
// Phase 2 then walks the gradInput rows with one table lookup each: a row with one reader is
// copied from gradOutput where it lies (fp32) and only its edges are summed.
#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

#include "core/convert.h"
#include "core/parallel.h"
#include "ops/pad/impl.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

// Tables larger than this (positions per plane, or readers over all of them) leave the plan to
// the generic fold: phase 1 stays small whatever the shape.
constexpr int64_t kMaxPositions = int64_t(1) << 16;
constexpr int64_t kMaxReaders = int64_t(1) << 20;

struct Tables {
  int first = 0;          // first padded outer axis (rank - 1 when none): axes before it are planes
  int64_t positions = 1;  // gradInput rows per plane: the product of the shape of [first, rank - 1)
  // Readers of position c: rel[begin[c] .. begin[c + 1]) (gradOutput element offsets from the
  // plane's), group[k] != 0 where a late-axis group starts; groups[c]: several groups (only then
  // does the late axis change the order).
  std::vector<int64_t> begin, rel;
  std::vector<unsigned char> group, groups;
  // The last axis: inputs [pb, pe) copy position i + lo; every other input i = edge_at[e] sums
  // positions edge_terms[edge_begin[e] .. edge_begin[e + 1]).
  int64_t pb = 0, pe = 0, lo = 0;
  std::vector<int64_t> edge_at, edge_begin, edge_terms;
};

int FirstPaddedOuter(const Plan& p) {
  int f = 0;
  while (f < p.rank - 1 && !p.axes[static_cast<size_t>(f)].padded) ++f;
  return f;
}

// Readers over all positions: the product, over the axes of a position, of the readers per index.
int64_t ReaderCount(const Plan& p, int first) {
  int64_t total = 1;
  for (int a = first; a < p.rank - 1; ++a) {
    const Axis& ax = p.axes[static_cast<size_t>(a)];
    const int64_t k = ax.padded ? static_cast<int64_t>(ax.pre.size()) : ax.n;
    if (k > 0 && total > kMaxReaders / k) return kMaxReaders + 1;
    total *= k;
  }
  return total;
}

int64_t PositionCount(const Plan& p, int first) {
  int64_t total = 1;
  for (int a = first; a < p.rank - 1; ++a) {
    const int64_t k = p.axes[static_cast<size_t>(a)].n;
    if (k > 0 && total > kMaxPositions / k) return kMaxPositions + 1;
    total *= k;
  }
  return total;
}

std::shared_ptr<const Tables> Build(const Plan& p) {
  auto t = std::make_shared<Tables>();
  const int r = p.rank;
  t->first = FirstPaddedOuter(p);
  t->positions = PositionCount(p, t->first);
  t->begin.reserve(static_cast<size_t>(t->positions) + 1);
  int64_t idx[kViewMaxDims] = {}, pos[kViewMaxDims] = {}, b[kViewMaxDims] = {}, e[kViewMaxDims] = {};
  for (int64_t c = 0; c < t->positions; ++c) {
    t->begin.push_back(static_cast<int64_t>(t->rel.size()));
    bool any = true;
    for (int a = t->first; a < r - 1; ++a) {
      const Axis& ax = p.axes[static_cast<size_t>(a)];
      b[a] = ax.padded ? ax.pre_begin[static_cast<size_t>(idx[a])] : 0;
      e[a] = ax.padded ? ax.pre_begin[static_cast<size_t>(idx[a]) + 1] : 1;
      any = any && b[a] < e[a];
      pos[a] = b[a];
    }
    // The readers in the generic fold's order: the first axis outermost, the last outer axis
    // fastest; a group ends where an axis up to the late one advances.
    bool starts = true, several = false;
    while (any) {
      int64_t off = 0;
      for (int a = t->first; a < r - 1; ++a) {
        const Axis& ax = p.axes[static_cast<size_t>(a)];
        off += (ax.padded ? ax.pre[static_cast<size_t>(pos[a])] : idx[a]) * p.in.strides[static_cast<size_t>(a)];
      }
      several = several || (starts && t->group.size() > static_cast<size_t>(t->begin.back()));
      t->rel.push_back(off);
      t->group.push_back(starts ? 1 : 0);
      int a = r - 2;
      for (; a >= t->first; --a) {
        if (++pos[a] < e[a]) break;
        pos[a] = b[a];
      }
      if (a < t->first) break;
      starts = a <= p.late_axis;
    }
    t->groups.push_back(several ? 1 : 0);
    for (int a = r - 2; a >= t->first; --a) {  // next position
      if (++idx[a] < p.axes[static_cast<size_t>(a)].n) break;
      idx[a] = 0;
    }
  }
  t->begin.push_back(static_cast<int64_t>(t->rel.size()));

  const Axis& last = p.axes[static_cast<size_t>(r - 1)];
  if (!last.padded) {
    t->pe = last.n;
    return t;
  }
  t->pb = last.pure_begin;
  t->pe = last.pure_end;
  t->lo = last.lo;
  t->edge_begin.push_back(0);
  for (int64_t i = 0; i < last.n; ++i) {
    if (i >= t->pb && i < t->pe) continue;
    t->edge_at.push_back(i);
    for (int64_t u = last.pre_begin[static_cast<size_t>(i)]; u < last.pre_begin[static_cast<size_t>(i) + 1]; ++u)
      t->edge_terms.push_back(last.pre[static_cast<size_t>(u)]);
    t->edge_begin.push_back(static_cast<int64_t>(t->edge_terms.size()));
  }
  return t;
}

// dst[0..n) = the last axis' fold of the padded row src (fp32).
void FoldLast(const Tables& t, const float* src, float* dst) {
  if (t.pe > t.pb) std::memcpy(dst + t.pb, src + t.pb + t.lo, static_cast<size_t>(t.pe - t.pb) * sizeof(float));
  for (size_t e = 0; e < t.edge_at.size(); ++e) {
    const int64_t u0 = t.edge_begin[e], u1 = t.edge_begin[e + 1];
    // The first term is taken as it is (a sum from +0 would turn -0 into +0).
    float s = u0 < u1 ? src[t.edge_terms[static_cast<size_t>(u0)]] : 0.0f;
    for (int64_t u = u0 + 1; u < u1; ++u) s += src[t.edge_terms[static_cast<size_t>(u)]];
    dst[t.edge_at[e]] = s;
  }
}

// acc = row (first) or acc += row, over m values of the plan's dtype; tmp holds a widened row.
void Accumulate(const unsigned char* row, aclDataType dt, int64_t m, bool first, float* acc, float* tmp) {
  if (first) {
    if (dt == ACL_FLOAT) std::memcpy(acc, row, static_cast<size_t>(m) * sizeof(float));
    else LoadF32(row, dt, 1, acc, static_cast<size_t>(m));
    return;
  }
  const float* x = reinterpret_cast<const float*>(row);
  if (dt != ACL_FLOAT) {
    LoadF32(row, dt, 1, tmp, static_cast<size_t>(m));
    x = tmp;
  }
  for (int64_t j = 0; j < m; ++j) acc[j] += x[j];
}

}  // namespace

bool FoldRowsApplies(const Plan& p) {
  if (p.dtype != ACL_FLOAT && p.dtype != ACL_FLOAT16 && p.dtype != ACL_BF16) return false;
  if (p.rank < 1 || p.in.numel() == 0 || p.out.numel() == 0) return false;
  const auto last = static_cast<size_t>(p.rank - 1);
  if (p.in.strides[last] != 1 || p.out.strides[last] != 1) return false;  // (a dense temporary keeps 1)
  const int f = FirstPaddedOuter(p);
  return PositionCount(p, f) <= kMaxPositions && ReaderCount(p, f) <= kMaxReaders;
}

void FoldRowsPrepare(Plan* p) { p->special = Build(*p); }

void FoldRowsBackward(const Plan& p, const void* in_data, void* out_data, const StridedView& out,
                      const RunContext& ctx) {
  const Tables& t = *static_cast<const Tables*>(p.special.get());
  const int r = p.rank;
  const aclDataType dt = p.dtype;
  const int64_t m = p.axes[static_cast<size_t>(r - 1)].m, n = p.axes[static_cast<size_t>(r - 1)].n;
  const size_t es = p.in.esize;
  const auto* in = static_cast<const unsigned char*>(in_data);
  auto* ob = static_cast<unsigned char*>(out_data);
  const size_t m_bytes = (static_cast<size_t>(m) * sizeof(float) + 63) / 64 * 64;
  const size_t n_bytes = (static_cast<size_t>(n) * sizeof(float) + 63) / 64 * 64;
  const bool late = p.late_axis >= 0;
  const int64_t rows = out.numel() / n;
  ParallelForSlots(rows, p.team, [&](int64_t r0, int64_t r1, int64_t slot_index) {
    unsigned char* slot = p.fold_rows.Get(ctx, slot_index);
    auto* acc = reinterpret_cast<float*>(slot);            // m: the readers' sum
    auto* tmp = reinterpret_cast<float*>(slot + m_bytes);  // m: a widened row
    auto* g = reinterpret_cast<float*>(slot + 2 * m_bytes);            // n: the gradInput row
    auto* h = reinterpret_cast<float*>(slot + 2 * m_bytes + n_bytes);  // n: a later group's fold
    // The gradInput multi-index of row r0 (planes: axes before t.first; positions: the rest).
    int64_t idx[kViewMaxDims] = {};
    int64_t q = r0;
    for (int a = r - 2; a >= 0; --a) {
      idx[a] = q % out.shape[static_cast<size_t>(a)];
      q /= out.shape[static_cast<size_t>(a)];
    }
    int64_t c = r0 % t.positions;
    for (int64_t row = r0; row < r1; ++row) {
      int64_t in_off = p.in.offset, out_off = out.offset;
      for (int a = 0; a < t.first; ++a) in_off += idx[a] * p.in.strides[static_cast<size_t>(a)];
      for (int a = 0; a < r - 1; ++a) out_off += idx[a] * out.strides[static_cast<size_t>(a)];
      unsigned char* orow = ob + out_off * static_cast<int64_t>(es);
      const int64_t k0 = t.begin[static_cast<size_t>(c)], k1 = t.begin[static_cast<size_t>(c) + 1];
      auto reader = [&](int64_t k) { return in + (in_off + t.rel[static_cast<size_t>(k)]) * static_cast<int64_t>(es); };
      float* res = g;  // the row's fp32 result (n values)
      if (k0 == k1) {  // no gradOutput row reads it (cropped): zeros
        std::memset(g, 0, static_cast<size_t>(n) * sizeof(float));
      } else if (!late || !t.groups[static_cast<size_t>(c)]) {  // one group: the same sums
        const float* sum = acc;
        if (k1 - k0 == 1 && dt == ACL_FLOAT) {
          sum = reinterpret_cast<const float*>(reader(k0));  // read where it lies
        } else {
          for (int64_t k = k0; k < k1; ++k) Accumulate(reader(k), dt, m, k == k0, acc, tmp);
        }
        if (dt == ACL_FLOAT) res = reinterpret_cast<float*>(orow);  // fold straight into gradInput
        FoldLast(t, sum, res);
      } else {
        bool folded = false;
        for (int64_t k = k0; k < k1;) {
          int64_t k_end = k + 1;
          while (k_end < k1 && !t.group[static_cast<size_t>(k_end)]) ++k_end;
          for (int64_t u = k; u < k_end; ++u) Accumulate(reader(u), dt, m, u == k, acc, tmp);
          FoldLast(t, acc, folded ? h : g);
          if (folded)
            for (int64_t j = 0; j < n; ++j) g[j] += h[j];
          folded = true;
          k = k_end;
        }
      }
      if (res != reinterpret_cast<float*>(orow)) {
        if (dt == ACL_FLOAT) std::memcpy(orow, res, static_cast<size_t>(n) * sizeof(float));
        else if (p.ties_away) StoreF32TiesAway(res, orow, dt, 1, static_cast<size_t>(n));
        else StoreF32(res, orow, dt, 1, static_cast<size_t>(n));
      }
      if (++c == t.positions) c = 0;
      for (int a = r - 2; a >= 0; --a) {  // next gradInput row
        if (++idx[a] < out.shape[static_cast<size_t>(a)]) break;
        idx[a] = 0;
      }
    }
  });
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
