#include "ops/reflection_pad2d/kernel.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/convert.h"
#include "core/parallel.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d {
namespace {
using reflection_pad::Planes;
using reflection_pad::Reflect;

struct Bytes16 { unsigned char b[16]; };

// One output row from input row `in`. Segments: [0, a) mirrors the left edge, [a, b) is the
// input row itself (a memcpy when both rows are contiguous), [b, wo) mirrors the right edge.
template <class E>
void PadRow(const E* in, int64_t in_stride, int64_t w, E* out, int64_t out_stride, int64_t wo, int64_t pl) {
  auto clamp = [](int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : (v > hi ? hi : v); };
  const int64_t a = clamp(pl, 0, wo), b = clamp(pl + w, a, wo);
  if (in_stride == 1 && out_stride == 1) {
    for (int64_t ow = 0; ow < a; ++ow) out[ow] = in[pl - ow];
    if (b > a) std::memcpy(out + a, in + (a - pl), static_cast<size_t>(b - a) * sizeof(E));
    for (int64_t ow = b; ow < wo; ++ow) out[ow] = in[2 * (w - 1) - (ow - pl)];
    return;
  }
  for (int64_t ow = 0; ow < wo; ++ow) out[ow * out_stride] = in[Reflect(ow - pl, w) * in_stride];
}

// Output row r (over all planes, r = plane * Ho + oh) built into out (element stride out_stride).
template <class E>
void OutputRow(const Plan& plan, const E* in, int64_t r, E* out, int64_t out_stride) {
  const Planes& s = plan.self;
  const int64_t p = r / plan.out.h, oh = r % plan.out.h;
  PadRow<E>(in + s.RowOffset(p, Reflect(oh - plan.pt, s.h)), s.sw, s.w, out, out_stride, plan.out.w, plan.pl);
}

// Outputs at least this large are written with non-temporal stores, which saves the
// read-for-ownership of every line: rows are built in a cache-resident buffer and streamed out.
constexpr int64_t kStreamBytes = int64_t(48) << 20;
// A dense output is streamed in chunks of this many bytes whose bounds are 64-byte aligned in
// memory, so every cache line is written whole by one non-temporal store sequence. (Streaming row
// by row wrote the line shared by two rows with ordinary stores twice, once per row; fp32
// n16c64h256w256p3 reached 66 % of the triad that way.)
constexpr int64_t kChunkBytes = 32 << 10;

bool Dense(const Planes& o) {
  return o.sw == 1 && o.sh == o.w && (o.count() <= 1 || ((o.c <= 1 || o.sc == o.h * o.w) &&
                                                          (o.n <= 1 || o.sn == o.c * o.h * o.w)));
}

// The dense output in 64-byte-aligned chunks: each chunk's rows are built into `stage` and the
// chunk's bytes streamed out. Chunks are fixed by the shape and the output address.
template <class E>
void RunStreamedChunks(const Plan& plan, const E* in, E* dst) {
  const Planes& o = plan.out;
  const int64_t es = static_cast<int64_t>(sizeof(E)), total = o.count() * o.h * o.w * es;
  unsigned char* base = reinterpret_cast<unsigned char*>(dst + o.offset);
  const int64_t lead = static_cast<int64_t>((64 - reinterpret_cast<uintptr_t>(base) % 64) % 64);  // to the first line
  const int64_t chunks = 1 + CeilDiv(std::max<int64_t>(0, total - lead), kChunkBytes);
  ParallelFor(chunks, [&](int64_t c0, int64_t c1) {
    std::vector<E> stage;
    for (int64_t c = c0; c < c1; ++c) {
      const int64_t b0 = c == 0 ? 0 : std::min(total, lead + (c - 1) * kChunkBytes);
      const int64_t b1 = std::min(total, c == 0 ? lead : lead + c * kChunkBytes);
      if (b1 <= b0) continue;
      const int64_t e0 = b0 / es, e1 = b1 / es;  // es divides 64, so the bounds are whole elements
      const int64_t r0 = e0 / o.w, r1 = CeilDiv(e1, o.w);
      stage.resize(static_cast<size_t>((r1 - r0) * o.w));
      for (int64_t r = r0; r < r1; ++r) OutputRow<E>(plan, in, r, stage.data() + (r - r0) * o.w, 1);
      StreamCopyBytes(base + b0, stage.data() + (e0 - r0 * o.w), static_cast<size_t>(b1 - b0));
    }
    StreamFence();
  });
}

template <class E>
void RunT(const Plan& plan, const void* self, void* out) {
  const Planes& o = plan.out;
  const E* in = static_cast<const E*>(self);
  E* dst = static_cast<E*>(out);
  const bool stream = o.sw == 1 && o.count() * o.h * o.w * static_cast<int64_t>(sizeof(E)) >= kStreamBytes;
  // Chunks when rows are short next to a chunk (else the row-by-row stream below is as good).
  if (stream && Dense(o) && o.w * static_cast<int64_t>(sizeof(E)) <= kChunkBytes / 4 && 64 % sizeof(E) == 0 &&
      reinterpret_cast<uintptr_t>(dst + o.offset) % sizeof(E) == 0)
    return RunStreamedChunks<E>(plan, in, dst);
  ParallelFor(o.count() * o.h, [&](int64_t r0, int64_t r1) {
    std::vector<E> stage(stream ? static_cast<size_t>(o.w) : 0);
    for (int64_t r = r0; r < r1; ++r) {
      E* row = dst + o.RowOffset(r / o.h, r % o.h);
      if (stream) {
        OutputRow<E>(plan, in, r, stage.data(), 1);
        StreamCopyBytes(row, stage.data(), static_cast<size_t>(o.w) * sizeof(E));
      } else {
        OutputRow<E>(plan, in, r, row, o.sw);
      }
    }
    if (stream) StreamFence();
  });
}
}  // namespace

void Run(const Plan& plan, const void* self, void* out) {
  switch (plan.esize) {
    case 1: return RunT<uint8_t>(plan, self, out);
    case 2: return RunT<uint16_t>(plan, self, out);
    case 4: return RunT<uint32_t>(plan, self, out);
    case 8: return RunT<uint64_t>(plan, self, out);
    default: return RunT<Bytes16>(plan, self, out);
  }
}

}  // namespace reflection_pad2d
}  // namespace ops
}  // namespace aclnn_cpu
