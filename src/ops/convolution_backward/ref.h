// Float64 reference for aclnnConvolutionBackward, written from the spec's mathematics
// (convolution_backward.md §4). Used by tests and tools; not part of the library.
#pragma once

#include <vector>

#include "ops/convolution/ref.h"

namespace aclnn_cpu {
namespace ref {

// Gradients of the convolution `s` (forward or transposed, ConvShape of ops/convolution/ref.h) at
// input x and weight w for the output gradient g (shape s.OutShape()), dense row-major. The mag_*
// vectors receive the sum of |terms| of every element (error scale).
void ConvolutionBackward(const ConvShape& s, const std::vector<double>& g, const std::vector<double>& x,
                         const std::vector<double>& w, std::vector<double>* grad_input,
                         std::vector<double>* grad_weight, std::vector<double>* grad_bias,
                         std::vector<double>* mag_input, std::vector<double>* mag_weight,
                         std::vector<double>* mag_bias);

}  // namespace ref
}  // namespace aclnn_cpu
