// Winograd minimal filtering for the fp32 products of ConvTbc and ConvTbcBackward.
//
// A stride-1 correlation of K taps produces m = 7 - K outputs of a tile from 6 transformed inputs
// with 6 products instead of m * K (points 0, 1, -1, 2, -2 and infinity): with channels, 6 GEMMs
// over T/m row blocks replace K GEMMs over T. K = 3 halves the multiply-adds. The same identity,
// transposed, gives gradWeight from 6 GEMMs over T/m instead of K over T.
//
// Transforms run in fp32 on operands already converted and operand-rounded (cubeMathType), so the
// result is the same mathematics as the per-tap GEMMs with a slightly different rounding (the
// tests hold both paths to the same tolerance). Work is cut by the shape only: bitwise identical
// results for any thread count.
#pragma once

#include <cstdint>

#include "ops/conv_tbc/tbc.h"

namespace aclnn_cpu {
namespace ops {
namespace conv_tbc {

// Whether the fp32 engine takes the Winograd path: K in [2, 10], both channel counts >= 64 and
// `rows` = (time steps x batch) >= max(1024, K max(Cin, Cout) / 4), so that the transforms stay a
// small fraction of the products.
bool UseWinograd(const TbcDims& dims, const TbcNumerics& num, int64_t rows);

// One correlation with the weight tensor w (K, Cin, Cout):
//   out[t, b, oc] = init[oc] + sum_j sum_ic in[t + j - shift, b, ic] * F_j[ic, oc]   (t < t_out)
// with F_j = w[j] (forward: ic over Cin, oc over Cout) or, when `flip`, F_j = w[K-1-j]^T
// (gradInput: ic over Cout, oc over Cin). `in` rows outside [0, t_in) are zero; init may be null.
struct Correlation {
  const TensorDesc* in = nullptr;
  int64_t t_in = 0, shift = 0;
  bool flip = false;
  const float* init = nullptr;
  const TensorDesc* out = nullptr;
  int64_t t_out = 0;
};
// K in [6, 10] is split into two correlations of ceil(K/2) and floor(K/2) taps (each a Winograd
// F(7 - K', K')), the second added to the first in an fp32 buffer: K = 7 takes 6/3 + 6/4 = 3.5
// products per output instead of 7.
void WinogradCorrelate(const TbcDims& dims, const TbcNumerics& num, const TensorDesc& w, const Correlation& c,
                       const TbcWorkspace& ws, const RunContext& ctx);
// Books ws->wino[0..3] for WinogradCorrelate(c) and returns the per-thread bytes it needs.
int64_t BookCorrelate(const TbcDims& dims, const Correlation& c, TbcWorkspace* ws, WorkspaceBooking* booking);

// gradWeight[k, ci, co] = sum_t sum_b x[t + k - pad, b, ci] * g[t, b, co], t < To; written to gw
// (its dtype and strides).
void WinogradWeightGrad(const TbcDims& dims, const TbcNumerics& num, const TensorDesc& x, const TensorDesc& g,
                        const TensorDesc& gw, const TbcWorkspace& ws, const RunContext& ctx);
// Books ws->wino[4..6] for WinogradWeightGrad and returns the per-thread bytes it needs.
int64_t BookWeightGrad(const TbcDims& dims, TbcWorkspace* ws, WorkspaceBooking* booking);

}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu
