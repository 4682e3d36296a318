// `pad.rows`: the forward of any mode and rank whose last axis is dense on both sides. Phase 1 cuts
// the last axis' map into segments (a run of consecutive sources, one source repeated, a reversed
// run, the fill value); phase 2 builds every output row from them: one memcpy for a copied run, a
// short loop for the others. Against `pad.gather`'s element-by-element edges this removes the
// per-element dispatch that dominates short rows (a 230-element row pays 6 edge elements).
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "core/parallel.h"
#include "ops/pad/impl.h"

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

template <class E>
void FillRun(E* d, E v, int64_t n) {
  for (int64_t i = 0; i < n; ++i) d[i] = v;
}

template <class E>
void Rows(const Plan& p, const std::vector<Segment>& segs, const unsigned char* in, unsigned char* ob,
          const StridedView& out) {
  const int r = p.rank;
  const int64_t m = p.axes[static_cast<size_t>(r - 1)].m;
  const int64_t rows = out.numel() / m;
  E fill;
  std::memcpy(&fill, p.fill, sizeof(E));
  ParallelFor(rows, [&](int64_t r0, int64_t r1) {
    ForEachForwardRow(p, out, r0, r1, [&](int64_t in_off, int64_t out_off, bool filled) {
      E* d = reinterpret_cast<E*>(ob) + out_off;
      if (filled) {
        FillRun(d, fill, m);
      } else {
        const E* s = reinterpret_cast<const E*>(in) + in_off;
        for (const Segment& g : segs) {
          E* dd = d + g.o0;
          switch (g.kind) {
            case Kind::kCopy: std::memcpy(dd, s + g.s0, static_cast<size_t>(g.len) * sizeof(E)); break;
            case Kind::kRepeat: FillRun(dd, s[g.s0], g.len); break;
            case Kind::kReverse:
              for (int64_t i = 0; i < g.len; ++i) dd[i] = s[g.s0 - i];
              break;
            case Kind::kFill: FillRun(dd, fill, g.len); break;
          }
        }
      }
    });
  });
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
  switch (out.esize) {
    case 1: return Rows<uint8_t>(p, segs, in, ob, out);
    case 2: return Rows<uint16_t>(p, segs, in, ob, out);
    case 4: return Rows<uint32_t>(p, segs, in, ob, out);
    case 8: return Rows<uint64_t>(p, segs, in, ob, out);
    default: return Rows<Bytes16>(p, segs, in, ob, out);
  }
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
