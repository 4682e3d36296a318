// Float64 reference for ConvTbcBackward, written from the spec's index formulas
// (conv_tbc_backward.md §4.2), not from the block form the kernels use. Tests/tools only.
#pragma once

#include <vector>

#include "ops/conv_tbc/ref.h"

namespace aclnn_cpu {
namespace ref {

struct TbcGrads {
  std::vector<double> gi, gw, gb;           // (T, B, Cin), (K, Cin, Cout), (Cout)
  std::vector<double> gi_mag, gw_mag, gb_mag;  // sum of |terms| per element (error scale)
};

// g = self (To, B, Cout), x = input (T, B, Cin), w = weight (K, Cin, Cout): dense row-major.
// gb is computed from gb_src (the untransformed self values; §7.3: gradBias ignores cubeMathType).
TbcGrads ConvTbcBackward(const TbcShape& s, const std::vector<double>& g, const std::vector<double>& x,
                         const std::vector<double>& w, const std::vector<double>& gb_src);

}  // namespace ref
}  // namespace aclnn_cpu
