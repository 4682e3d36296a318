// `pad.rows`: the forward of any mode and rank whose last axis is dense on both sides. Phase 1 cuts
// the last axis' map into segments (a run of consecutive sources, one source repeated, a reversed
// run, the fill value); phase 2 builds every output row from them: a vector copy for a copied run, a
// short loop for the others. Against `pad.gather`'s element-by-element edges this removes the
// per-element dispatch that dominates short rows (a 230-element row pays 6 edge elements).
//
// The row loop is compiled per SIMD target (one dispatch per call, not per run), and copied runs
// move through vectors of at most 32 bytes: glibc's memcpy, with 64-byte vectors on AVX-512 hosts,
// measured up to 1.4x slower on the runs of a few hundred bytes these rows copy (README.md).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/pad/rows.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "core/parallel.h"
#include "ops/pad/impl.h"

#ifndef ACLNN_CPU_OPS_PAD_ROWS_SEGMENTS_
#define ACLNN_CPU_OPS_PAD_ROWS_SEGMENTS_
namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

enum class Kind : int { kCopy, kRepeat, kReverse, kFill };

struct Segment {
  Kind kind;
  int64_t o0, len;  // output positions [o0, o0 + len) of the row
  int64_t s0;       // the first source position (kFill: unused)
};

struct Bytes16 {
  uint64_t a, b;
};

}  // namespace
}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
#endif  // ACLNN_CPU_OPS_PAD_ROWS_SEGMENTS_

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// d[0..bytes) = s[0..bytes): two vectors of at most 32 bytes per step, then one, then the vector
// ending at `bytes` (rewriting bytes already copied); runs shorter than a vector go by memcpy.
HWY_INLINE void CopyRun(uint8_t* HWY_RESTRICT d, const uint8_t* HWY_RESTRICT s, size_t bytes) {
  const hn::CappedTag<uint8_t, 32> dv;
  const size_t N = hn::Lanes(dv);
  if (bytes < N) {
    std::memcpy(d, s, bytes);
    return;
  }
  size_t i = 0;
  for (; i + 2 * N <= bytes; i += 2 * N) {
    const auto a = hn::LoadU(dv, s + i), b = hn::LoadU(dv, s + i + N);
    hn::StoreU(a, dv, d + i);
    hn::StoreU(b, dv, d + i + N);
  }
  if (i + N <= bytes) {
    hn::StoreU(hn::LoadU(dv, s + i), dv, d + i);
    i += N;
  }
  if (i < bytes) hn::StoreU(hn::LoadU(dv, s + bytes - N), dv, d + bytes - N);
}

template <class E>
void FillRun(E* d, E v, int64_t n) {
  for (int64_t i = 0; i < n; ++i) d[i] = v;
}

template <class E>
void RowsOf(const Plan& p, const std::vector<Segment>& segs, const unsigned char* in, unsigned char* ob,
            const StridedView& out) {
  const int64_t m = p.axes[static_cast<size_t>(p.rank - 1)].m;
  E fill;
  std::memcpy(&fill, p.fill, sizeof(E));
  ParallelFor(out.numel() / m, [&](int64_t r0, int64_t r1) {
    ForEachForwardRow(p, out, r0, r1, [&](int64_t in_off, int64_t out_off, bool filled) {
      E* d = reinterpret_cast<E*>(ob) + out_off;
      if (filled) return FillRun(d, fill, m);
      const E* s = reinterpret_cast<const E*>(in) + in_off;
      for (const Segment& g : segs) {
        E* dd = d + g.o0;
        switch (g.kind) {
          case Kind::kCopy:
            CopyRun(reinterpret_cast<uint8_t*>(dd), reinterpret_cast<const uint8_t*>(s + g.s0),
                    static_cast<size_t>(g.len) * sizeof(E));
            break;
          case Kind::kRepeat: FillRun(dd, s[g.s0], g.len); break;
          case Kind::kReverse:
            for (int64_t i = 0; i < g.len; ++i) dd[i] = s[g.s0 - i];
            break;
          case Kind::kFill: FillRun(dd, fill, g.len); break;
        }
      }
    });
  });
}

void RowsImpl(const Plan& p, const std::vector<Segment>& segs, const unsigned char* in, unsigned char* ob,
              const StridedView& out) {
  switch (out.esize) {
    case 1: return RowsOf<uint8_t>(p, segs, in, ob, out);
    case 2: return RowsOf<uint16_t>(p, segs, in, ob, out);
    case 4: return RowsOf<uint32_t>(p, segs, in, ob, out);
    case 8: return RowsOf<uint64_t>(p, segs, in, ob, out);
    default: return RowsOf<Bytes16>(p, segs, in, ob, out);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

HWY_EXPORT(RowsImpl);

std::vector<Segment> Segments(const Axis& ax) {
  auto src = [&](int64_t o) { return ax.padded ? ax.src[static_cast<size_t>(o)] : o; };
  std::vector<Segment> out;
  for (int64_t o = 0; o < ax.m;) {
    const int64_t s = src(o);
    int64_t e = o + 1;
    Kind kind = Kind::kCopy;
    if (s < 0) {
      kind = Kind::kFill;
      while (e < ax.m && src(e) < 0) ++e;
    } else if (e < ax.m && src(e) == s + 1) {
      while (e < ax.m && src(e) == s + (e - o)) ++e;
    } else if (e < ax.m && src(e) == s) {
      kind = Kind::kRepeat;
      while (e < ax.m && src(e) == s) ++e;
    } else if (e < ax.m && s > 0 && src(e) == s - 1) {  // (s - 1 = -1 would be a fill)
      kind = Kind::kReverse;
      while (e < ax.m && s - (e - o) >= 0 && src(e) == s - (e - o)) ++e;
    }
    out.push_back({kind, o, e - o, s});
    o = e;
  }
  return out;
}

}  // namespace

bool RowsApplies(const Plan& p) {
  if (p.rank < 1 || p.in.numel() == 0 || p.out.numel() == 0) return false;
  const auto last = static_cast<size_t>(p.rank - 1);
  // The output or its dense overlap temporary (engine.cc): unit stride either way when out has it.
  return p.in.strides[last] == 1 && p.out.strides[last] == 1 && p.axes[last].n > 0;
}

void RowsPrepare(Plan* p) {
  p->special = std::make_shared<const std::vector<Segment>>(Segments(p->axes[static_cast<size_t>(p->rank - 1)]));
}

void RowsForward(const Plan& p, const void* in_data, void* out_data, const StridedView& out, const RunContext& ctx) {
  const auto& segs = *static_cast<const std::vector<Segment>*>(p.special.get());
  const auto* in = static_cast<const unsigned char*>(in_data);
  auto* ob = static_cast<unsigned char*>(out_data);
  // Rows access elements as integers of their size: addresses not aligned to it (legal for a
  // tensor, rare in practice) take the generic gather, which copies bytes.
  const size_t align = out.esize >= 8 ? 8 : out.esize;
  if ((reinterpret_cast<uintptr_t>(in) | reinterpret_cast<uintptr_t>(ob)) % align != 0) {
    return GatherGeneric(p, in_data, out_data, out, ctx);
  }
  HWY_DYNAMIC_DISPATCH(RowsImpl)(p, segs, in, ob, out);
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
#endif  // HWY_ONCE
