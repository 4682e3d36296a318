// Float64 references of the pad family, written from the specs' formulas (reflection/replication
// §3, circular/constant), independent of the engine: contiguous row-major arrays of the full
// shape, pads per axis (lo, hi), 0 for unpadded axes. Linked into tests and tools only.
#pragma once

#include <cstdint>
#include <vector>

namespace aclnn_cpu {
namespace ref {

enum class PadMode { kReflect, kReplicate, kCircular, kConstant };

// out[o] = in[map(o)] (or `fill` where constant padding has no source). Returns out (padded shape).
std::vector<double> PadForward(PadMode mode, const std::vector<int64_t>& shape, const std::vector<int64_t>& lo,
                               const std::vector<int64_t>& hi, const std::vector<double>& in, double fill = 0.0);
// grad_in[i] = sum of grad_out[o] over every o with map(o) = i (a raster scatter-add).
std::vector<double> PadBackward(PadMode mode, const std::vector<int64_t>& shape, const std::vector<int64_t>& lo,
                                const std::vector<int64_t>& hi, const std::vector<double>& grad_out);

}  // namespace ref
}  // namespace aclnn_cpu
