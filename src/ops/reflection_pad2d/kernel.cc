#include "ops/reflection_pad2d/kernel.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/size_math.h"
#include "core/convert.h"
#include "core/cpu.h"
#include "core/parallel.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d {
namespace {
using reflection_pad::Planes;
using reflection_pad::Reflect;

struct Bytes16 { unsigned char b[16]; };

// Columns [lo, hi) of an output row, left padding pl, input row width w: [lo, a) mirrors the left
// edge, [a, b) is the input row itself (input column = output column - pl), [b, hi) mirrors the
// right edge.
struct Segments {
  int64_t a, b;
};
Segments SplitRow(int64_t pl, int64_t w, int64_t lo, int64_t hi) {
  auto clamp = [](int64_t v, int64_t l, int64_t h) { return v < l ? l : (v > h ? h : v); };
  const int64_t a = clamp(pl, lo, hi);
  return {a, clamp(pl + w, a, hi)};
}

// One output row from input row `in` (a memcpy for the middle when both rows are contiguous).
template <class E>
void PadRow(const E* in, int64_t in_stride, int64_t w, E* out, int64_t out_stride, int64_t wo, int64_t pl) {
  const auto [a, b] = SplitRow(pl, w, 0, wo);
  if (in_stride == 1 && out_stride == 1) {
    for (int64_t ow = 0; ow < a; ++ow) out[ow] = in[pl - ow];
    if (b > a) std::memcpy(out + a, in + (a - pl), static_cast<size_t>(b - a) * sizeof(E));
    for (int64_t ow = b; ow < wo; ++ow) out[ow] = in[2 * (w - 1) - (ow - pl)];
    return;
  }
  for (int64_t ow = 0; ow < wo; ++ow) out[ow * out_stride] = in[Reflect(ow - pl, w) * in_stride];
}

// The input row that output row r (over all planes, r = plane * Ho + oh) reflects.
template <class E>
const E* InputRow(const Plan& plan, const E* in, int64_t r) {
  const int64_t p = r / plan.out.h, oh = r % plan.out.h;
  return in + plan.self.RowOffset(p, Reflect(oh - plan.pt, plan.self.h));
}

// Output row r built into out (element stride out_stride).
template <class E>
void OutputRow(const Plan& plan, const E* in, int64_t r, E* out, int64_t out_stride) {
  PadRow<E>(InputRow(plan, in, r), plan.self.sw, plan.self.w, out, out_stride, plan.out.w, plan.pl);
}

// Outputs of calls whose data does not fit in the last-level cache (StreamingStoresPay) are written
// with non-temporal stores, which saves the read-for-ownership of every line: dense ones through
// RunStreamedChunks, others row by row, each row built in a cache-resident buffer and streamed out.
// Rows shorter than kMinStreamRowBytes are stored plainly whatever the size: their writes cost
// more per byte streamed than the reads for ownership they save (264-byte rows ran slower
// streamed, through the LineWriter or a staging buffer, than plain; 920-byte rows faster
// streamed; docs/performance.md).
constexpr int64_t kMinStreamRowBytes = 512;
// A dense output is streamed in chunks of this many bytes whose bounds are 64-byte aligned in
// memory, so every cache line is written whole by one non-temporal store sequence. (Streaming row
// by row wrote the line shared by two rows with ordinary stores twice, once per row, and ran far
// below the triad.)
constexpr int64_t kChunkBytes = 32 << 10;

bool Dense(const Planes& o) {
  return o.sw == 1 && o.sh == o.w && (o.count() <= 1 || ((o.c <= 1 || o.sc == o.h * o.w) &&
                                                          (o.n <= 1 || o.sn == o.c * o.h * o.w)));
}

// Sequential non-temporal writer from a 64-byte-aligned address: runs of source bytes are
// streamed straight from the source where they cover whole lines, and through one line buffer
// where they do not. Reads and streaming stores thus overlap as in a plain copy (building whole
// 32 KiB chunks in a buffer first did not overlap them and ran well below a copy).
class LineWriter {
 public:
  explicit LineWriter(unsigned char* dst) : dst_(dst) {}
  void Put(const void* src, int64_t n) {
    const unsigned char* s = static_cast<const unsigned char*>(src);
    if (fill_ > 0) {
      const int64_t t = std::min<int64_t>(n, 64 - fill_);
      std::memcpy(line_ + fill_, s, static_cast<size_t>(t));
      fill_ += t;
      s += t;
      n -= t;
      if (fill_ < 64) return;
      StreamCopyBytes(dst_, line_, 64);
      dst_ += 64;
      fill_ = 0;
    }
    const int64_t bulk = n - n % 64;
    if (bulk > 0) StreamCopyBytes(dst_, s, static_cast<size_t>(bulk));
    dst_ += bulk;
    if (n > bulk) std::memcpy(line_, s + bulk, static_cast<size_t>(n - bulk));
    fill_ = n - bulk;
  }
  // The bytes of a last, partial line (the end of the output) with ordinary stores.
  void Finish() {
    if (fill_ > 0) std::memcpy(dst_, line_, static_cast<size_t>(fill_));
    fill_ = 0;
  }

 private:
  unsigned char* dst_;
  alignas(64) unsigned char line_[64];
  int64_t fill_ = 0;
};

// Output row r, columns [c0, c1), into the writer: mirrored edges through small buffers, the
// input's own span straight from the input row when its columns are contiguous.
template <class E>
void EmitRow(const Plan& plan, const E* in, int64_t r, int64_t c0, int64_t c1, E* buf, LineWriter* wr) {
  const int64_t w = plan.self.w, pl = plan.pl;
  if (plan.self.sw != 1) {
    OutputRow<E>(plan, in, r, buf, 1);
    return wr->Put(buf + c0, (c1 - c0) * static_cast<int64_t>(sizeof(E)));
  }
  const E* row = InputRow(plan, in, r);
  const auto [a, b] = SplitRow(pl, w, c0, c1);
  E* e = buf;
  for (int64_t ow = c0; ow < a; ++ow) e[ow - c0] = row[Reflect(ow - pl, w)];
  if (a > c0) wr->Put(e, (a - c0) * static_cast<int64_t>(sizeof(E)));
  if (b > a) wr->Put(row + (a - pl), (b - a) * static_cast<int64_t>(sizeof(E)));
  for (int64_t ow = b; ow < c1; ++ow) e[ow - b] = row[Reflect(ow - pl, w)];
  if (c1 > b) wr->Put(e, (c1 - b) * static_cast<int64_t>(sizeof(E)));
}

// The dense output in 64-byte-aligned chunks, each written in order through a LineWriter. The
// bytes before the first aligned line (chunk 0) take ordinary stores. Chunks are fixed by the
// shape and the output address.
template <class E>
void RunStreamedChunks(const Plan& plan, const E* in, E* dst, const RunContext& ctx) {
  const Planes& o = plan.out;
  const int64_t es = static_cast<int64_t>(sizeof(E)), total = o.count() * o.h * o.w * es;
  unsigned char* base = reinterpret_cast<unsigned char*>(dst + o.offset);
  const int64_t lead = static_cast<int64_t>((64 - reinterpret_cast<uintptr_t>(base) % 64) % 64);  // to the first line
  const int64_t chunks = 1 + CeilDiv(std::max<int64_t>(0, total - lead), kChunkBytes);
  ParallelForSlots(chunks, plan.team, [&](int64_t c0, int64_t c1, int64_t slot) {
    E* const buf = reinterpret_cast<E*>(plan.row.Get(ctx, slot));  // one output row
    for (int64_t c = c0; c < c1; ++c) {
      const int64_t b0 = c == 0 ? 0 : std::min(total, lead + (c - 1) * kChunkBytes);
      const int64_t b1 = std::min(total, c == 0 ? lead : lead + c * kChunkBytes);
      if (b1 <= b0) continue;
      const int64_t e0 = b0 / es, e1 = b1 / es;  // es divides 64, so the bounds are whole elements
      if (c == 0) {  // less than one line: each row it touches built once, copied with ordinary stores
        for (int64_t r = e0 / o.w; r * o.w < e1; ++r) {
          OutputRow<E>(plan, in, r, buf, 1);
          const int64_t f0 = std::max(e0, r * o.w), f1 = std::min(e1, (r + 1) * o.w);
          std::memcpy(base + f0 * es, buf + (f0 - r * o.w), static_cast<size_t>((f1 - f0) * es));
        }
        continue;
      }
      LineWriter wr(base + b0);
      for (int64_t r = e0 / o.w; r * o.w < e1; ++r)
        EmitRow<E>(plan, in, r, std::max<int64_t>(e0 - r * o.w, 0), std::min<int64_t>(e1 - r * o.w, o.w), buf, &wr);
      wr.Finish();
    }
    StreamFence();
  });
}

template <class E>
void RunT(const Plan& plan, const void* self, void* out, const RunContext& ctx) {
  const Planes& o = plan.out;
  const E* in = static_cast<const E*>(self);
  E* dst = static_cast<E*>(out);
  const int64_t es = static_cast<int64_t>(sizeof(E));
  const bool stream = o.sw == 1 && o.w * es >= kMinStreamRowBytes &&
                      StreamingStoresPay((o.count() * o.h * o.w + plan.self.count() * plan.self.h * plan.self.w) * es);
  // Chunks when rows are short next to a chunk (else the row-by-row stream below is as good).
  if (stream && Dense(o) && o.w * es <= kChunkBytes / 4 && 64 % sizeof(E) == 0 &&
      reinterpret_cast<uintptr_t>(dst + o.offset) % sizeof(E) == 0)
    return RunStreamedChunks<E>(plan, in, dst, ctx);
  ParallelForSlots(o.count() * o.h, plan.team, [&](int64_t r0, int64_t r1, int64_t slot) {
    E* const stage = reinterpret_cast<E*>(plan.row.Get(ctx, slot));  // used when streaming
    for (int64_t r = r0; r < r1; ++r) {
      E* row = dst + o.RowOffset(r / o.h, r % o.h);
      if (stream) {
        OutputRow<E>(plan, in, r, stage, 1);
        StreamCopyBytes(row, stage, static_cast<size_t>(o.w) * sizeof(E));
      } else {
        OutputRow<E>(plan, in, r, row, o.sw);
      }
    }
    if (stream) StreamFence();
  });
}
}  // namespace

void BookRows(Plan* plan, WorkspaceBooking* ws) {
  plan->team = ws->Team();
  plan->row = ws->BookPerThread<unsigned char>(SatMul(plan->out.w, static_cast<int64_t>(plan->esize)));
}

void Run(const Plan& plan, const void* self, void* out, const RunContext& ctx) {
  switch (plan.esize) {
    case 1: return RunT<uint8_t>(plan, self, out, ctx);
    case 2: return RunT<uint16_t>(plan, self, out, ctx);
    case 4: return RunT<uint32_t>(plan, self, out, ctx);
    case 8: return RunT<uint64_t>(plan, self, out, ctx);
    default: return RunT<Bytes16>(plan, self, out, ctx);
  }
}

}  // namespace reflection_pad2d
}  // namespace ops
}  // namespace aclnn_cpu
