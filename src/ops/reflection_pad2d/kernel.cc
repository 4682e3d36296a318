#include "ops/reflection_pad2d/kernel.h"

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

// Outputs at least this large (with contiguous rows) are written with non-temporal stores: each
// row is built in an L1 buffer and streamed out, which saves the read-for-ownership of every line.
constexpr int64_t kStreamBytes = int64_t(48) << 20;

template <class E>
void RunT(const Plan& plan, const void* self, void* out) {
  const Planes& s = plan.self;
  const Planes& o = plan.out;
  const E* in = static_cast<const E*>(self);
  E* dst = static_cast<E*>(out);
  const bool stream = o.sw == 1 && o.count() * o.h * o.w * static_cast<int64_t>(sizeof(E)) >= kStreamBytes;
  ParallelFor(o.count() * o.h, [&](int64_t r0, int64_t r1) {
    std::vector<E> stage(stream ? static_cast<size_t>(o.w) : 0);
    for (int64_t r = r0; r < r1; ++r) {
      const int64_t p = r / o.h, oh = r % o.h;
      const int64_t ih = Reflect(oh - plan.pt, s.h);
      E* row = dst + o.RowOffset(p, oh);
      if (stream) {
        PadRow<E>(in + s.RowOffset(p, ih), s.sw, s.w, stage.data(), 1, o.w, plan.pl);
        StreamCopyBytes(row, stage.data(), static_cast<size_t>(o.w) * sizeof(E));
      } else {
        PadRow<E>(in + s.RowOffset(p, ih), s.sw, s.w, row, o.sw, o.w, plan.pl);
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
