// Float64 reference for aclnnConvolution / aclnnConvDepthwise2d, written from the spec's
// mathematics (convolution.md §4.3, §4.4). Used by tests and tools; not part of the library.
#pragma once

#include <cstdint>
#include <vector>

namespace aclnn_cpu {
namespace ref {

// Spatial arrays in D,H,W / H,W / L order; padding decoded into before (pb) and after (pa).
struct ConvShape {
  int nd = 2;
  int64_t N = 1, Cin = 1, Cout = 1, G = 1;
  int64_t in[3] = {1, 1, 1}, k[3] = {1, 1, 1};
  int64_t stride[3] = {1, 1, 1}, dil[3] = {1, 1, 1}, pb[3] = {0, 0, 0}, pa[3] = {0, 0, 0}, op[3] = {0, 0, 0};
  bool transposed = false;
  int64_t Out(int i) const;  // §4.2
  std::vector<int64_t> OutShape() const;  // (N, Cout, *out)
  std::vector<int64_t> WeightShape() const;  // (Cout, Cin/G, *k) or transposed (Cin, Cout/G, *k)
};

// y = conv(x, w) + bias (bias empty: none), dense row-major operands. mag (optional) receives
// |bias| + sum |x * w| per output element (error scale).
void Convolution(const ConvShape& s, const std::vector<double>& x, const std::vector<double>& w,
                 const std::vector<double>& bias, std::vector<double>* y, std::vector<double>* mag);

}  // namespace ref
}  // namespace aclnn_cpu
