#include "ops/reflection_pad2d/kernel.h"

#include <cstring>

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

template <class E>
void RunT(const Plan& plan, const void* self, void* out) {
  const Planes& s = plan.self;
  const Planes& o = plan.out;
  const E* in = static_cast<const E*>(self);
  E* dst = static_cast<E*>(out);
  ParallelFor(o.count() * o.h, [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) {
      const int64_t p = r / o.h, oh = r % o.h;
      const int64_t ih = Reflect(oh - plan.pt, s.h);
      PadRow<E>(in + s.RowOffset(p, ih), s.sw, s.w, dst + o.RowOffset(p, oh), o.sw, o.w, plan.pl);
    }
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
