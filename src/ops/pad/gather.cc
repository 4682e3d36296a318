// The generic forward of the pad family: every output element is a bit copy of the input element
// its axis maps name, or the fill value. Rows of the last axis: the middle run is one contiguous
// copy (streamed past the cache when the operands exceed it), the edges go through the map.
#include <cstring>

#include "core/convert.h"
#include "core/cpu.h"
#include "core/parallel.h"
#include "ops/pad/impl.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {
namespace {

struct Bytes16 {
  uint64_t a, b;
};

template <class E>
void CopyStrided(unsigned char* dst, int64_t ds, const unsigned char* src, int64_t ss, int64_t count) {
  auto* d = reinterpret_cast<E*>(dst);
  const auto* s = reinterpret_cast<const E*>(src);
  for (int64_t i = 0; i < count; ++i) std::memcpy(d + i * ds, s + i * ss, sizeof(E));
}

template <class E>
void FillStrided(unsigned char* dst, int64_t ds, const unsigned char* value, int64_t count) {
  E v;
  std::memcpy(&v, value, sizeof(E));
  auto* d = reinterpret_cast<E*>(dst);
  for (int64_t i = 0; i < count; ++i) std::memcpy(d + i * ds, &v, sizeof(E));
}

// Element-size dispatch of the two loops above (strides in elements).
void Copy(size_t es, unsigned char* dst, int64_t ds, const unsigned char* src, int64_t ss, int64_t count) {
  switch (es) {
    case 1: return CopyStrided<uint8_t>(dst, ds, src, ss, count);
    case 2: return CopyStrided<uint16_t>(dst, ds, src, ss, count);
    case 4: return CopyStrided<uint32_t>(dst, ds, src, ss, count);
    case 8: return CopyStrided<uint64_t>(dst, ds, src, ss, count);
    default: return CopyStrided<Bytes16>(dst, ds, src, ss, count);
  }
}
void Fill(size_t es, unsigned char* dst, int64_t ds, const unsigned char* value, int64_t count) {
  switch (es) {
    case 1: return FillStrided<uint8_t>(dst, ds, value, count);
    case 2: return FillStrided<uint16_t>(dst, ds, value, count);
    case 4: return FillStrided<uint32_t>(dst, ds, value, count);
    case 8: return FillStrided<uint64_t>(dst, ds, value, count);
    default: return FillStrided<Bytes16>(dst, ds, value, count);
  }
}

}  // namespace

void GatherGeneric(const Plan& p, const void* in_data, void* out_data, const StridedView& out, const RunContext&) {
  const int r = p.rank;
  const size_t es = out.esize;
  const auto* in = static_cast<const unsigned char*>(in_data);
  auto* ob = static_cast<unsigned char*>(out_data);
  if (r == 0) {  // a scalar: copied
    Copy(es, ob + out.offset * static_cast<int64_t>(es), 1, in + p.in.offset * static_cast<int64_t>(es), 1, 1);
    return;
  }
  const Axis& last = p.axes[static_cast<size_t>(r - 1)];
  const int64_t m = last.m;
  if (m == 0) return;
  const int64_t rows = out.numel() / m;
  const int64_t is = p.in.strides[static_cast<size_t>(r - 1)];
  const int64_t os = out.strides[static_cast<size_t>(r - 1)];
  const bool dense = is == 1 && os == 1;
  const bool stream = dense && StreamingStoresPay(static_cast<int64_t>(p.in.bytes() + out.bytes()));
  ParallelFor(rows, [&](int64_t r0, int64_t r1) {
    ForEachForwardRow(p, out, r0, r1, [&](int64_t in_off, int64_t out_off, bool filled) {
      unsigned char* orow = ob + out_off * static_cast<int64_t>(es);
      if (filled || last.n == 0) {  // no source element (an empty input has no address to read)
        Fill(es, orow, os, p.fill, m);
      } else {
        const unsigned char* irow = in + in_off * static_cast<int64_t>(es);
        // Low edge, middle run, high edge.
        for (int64_t o = 0; o < last.mid_begin; ++o) {
          const int64_t s = last.src[static_cast<size_t>(o)];
          if (s < 0) Fill(es, orow + o * os * static_cast<int64_t>(es), 1, p.fill, 1);
          else Copy(es, orow + o * os * static_cast<int64_t>(es), 1, irow + s * is * static_cast<int64_t>(es), 1, 1);
        }
        const int64_t run = last.mid_end - last.mid_begin;
        if (run > 0) {
          unsigned char* d = orow + last.mid_begin * os * static_cast<int64_t>(es);
          const unsigned char* s = irow + (last.mid_begin - last.lo) * is * static_cast<int64_t>(es);
          if (stream) StreamCopyBytes(d, s, static_cast<size_t>(run) * es);
          else if (dense) std::memcpy(d, s, static_cast<size_t>(run) * es);
          else Copy(es, d, os, s, is, run);
        }
        for (int64_t o = last.mid_end; o < m; ++o) {
          const int64_t s = last.padded ? last.src[static_cast<size_t>(o)] : o;
          if (s < 0) Fill(es, orow + o * os * static_cast<int64_t>(es), 1, p.fill, 1);
          else Copy(es, orow + o * os * static_cast<int64_t>(es), 1, irow + s * is * static_cast<int64_t>(es), 1, 1);
        }
      }
    });
    if (stream) StreamFence();
  });
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
