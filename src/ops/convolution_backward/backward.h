// Engine of aclnnConvolutionBackward (spec convolution_backward.md §4, §8): both modes as the
// gradients of one normal convolution with src S, dst D and weight (Cd, Cs/G, *K) -- forward:
// S = input, D = gradOutput; transposed: S = gradOutput, D = input (§4.2).
#pragma once

#include <cstdint>
#include <memory>

#include "acl/acl_base.h"
#include "aclnn/acl_meta.h"
#include "core/onednn_conv.h"
#include "core/run_context.h"
#include "ops/convolution/conv.h"

namespace aclnn_cpu {
namespace ops {
namespace convolution_backward {

using convolution::NdDesc;

struct BwdProblem {
  int nd = 1;
  int64_t N = 0, Cs = 0, Cd = 0, G = 1;
  int64_t Is[3] = {1, 1, 1}, Od[3] = {1, 1, 1}, k[3] = {1, 1, 1};
  int64_t stride[3] = {1, 1, 1}, dil[3] = {1, 1, 1}, lo[3] = {0, 0, 0};
  bool transposed = false;
  bool mask[3] = {false, false, false};
  bool empty = false;  // the empty path (§9): zeros into gradWeight / gradBias
  int64_t row_max = 1;  // the longest last dim of the tensors the run stores (its row buffers)
  bool overlaps[3] = {false, false, false};  // output elements share addresses: stored in order, one thread
  aclDataType dt_g = ACL_FLOAT, dt_x = ACL_FLOAT, dt_w = ACL_FLOAT, dt_gw = ACL_FLOAT;
  int cmt = 0;
};

struct BwdPlan {
  BwdProblem p;
  aclDataType D = ACL_FLOAT;        // operand dtype (§8.1): FLOAT (also HF32), FLOAT16 or BFLOAT16
  bool hf32 = false;
  aclDataType gi_round = ACL_FLOAT;  // gradInput's kernel rounding D' (§8.2)
  bool gw_fp16 = false;              // gradWeight through fp16 (rank 3/4, groups > 1, 16-bit D, FP32 out)
  int64_t Is_eff[3] = {1, 1, 1};     // S cropped to the positions the convolution reads
  int64_t pad_r[3] = {0, 0, 0};
  bool any_conv = true;              // false: no position of S is read (gradients are zeros)
  ConvDataType type = ConvDataType::kF32;  // the primitives' input type: bf16 for D = BFLOAT16
  int64_t chunk = 1, chunks = 1, slots = 1;
  std::shared_ptr<const ConvPrimitive> gi, gi_tail, gw, gw_tail;
  // Workspace (bytes): packed S, D and weight (plain, in `type`), the weight in gi's layout (and
  // in gi_tail's when it differs), gradInput (plain, fp32 or bf16), the gradWeight partials (fp32,
  // one per chunk) and their plain sum, then `slots` slots of S | D | gradInput | gradWeight in the primitives'
  // layouts and a scratchpad.
  uint64_t s_off = 0, d_off = 0, w_off = 0, w_int_off = 0, w_tail_off = 0, gi_off = 0, part_off = 0, wsum_off = 0;
  bool part_blocked = false;  // gradWeight partials in the primitives' layout (part_floats each), the sum reordered to wsum_off
  int64_t part_floats = 0;
  uint64_t slot_off = 0, slot_bytes = 0, s_int_bytes = 0, d_int_bytes = 0, gi_int_bytes = 0, gw_int_bytes = 0;
  bool tail_weights = false;
  // S, D and the weight read in place (dense, already of the primitives' input type, no operand
  // transform, S not cropped): no packed copy is booked for them.
  bool s_direct = false, d_direct = false, w_direct = false;
  // fp32 row buffers of the stores and of the gradBias sums, one per thread of row_team, and the
  // gradBias sums.
  uint64_t rows_off = 0, row_bytes = 0, bias_off = 0;
  int64_t row_team = 1;
  uint64_t workspace = 0;
};

// g = gradOutput, x = input, w = weight (their dtypes and strides decide which are read in place).
BwdPlan MakeBwdPlan(const BwdProblem& p, const NdDesc& g, const NdDesc& x, const NdDesc& w);

// g = gradOutput, x = input, w = weight; outputs with index < 0 are not written.
aclnnStatus RunBackward(const BwdPlan& plan, const NdDesc& g, const NdDesc& x, const NdDesc& w, const NdDesc& gi,
                        const NdDesc& gw, const NdDesc& gb, const RunContext& ctx);

}  // namespace convolution_backward
}  // namespace ops
}  // namespace aclnn_cpu
