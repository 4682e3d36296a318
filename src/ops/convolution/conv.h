// Shared engine of aclnnConvolution and aclnnConvDepthwise2d (spec convolution.md §4, §5.3, §13):
// a plain-data plan made in phase 1 (geometry, numerics, batch chunks, workspace layout, the
// oneDNN primitives of core/onednn_conv.h) and its phase-2 run.
#pragma once

#include <cstdint>
#include <memory>

#include "acl/acl_base.h"
#include "aclnn/acl_meta.h"
#include "core/onednn_conv.h"
#include "core/run_context.h"

namespace aclnn_cpu {
namespace ops {
namespace convolution {

// Operand transform applied to input and weight elements after their conversion to P (§5.3).
enum class Xform { kNone, kFp16, kHf32 };

// The problem after validation: spatial arrays in D,H,W / H,W / L order, padding decoded (§4.1).
struct ConvProblem {
  int nd = 1;
  int64_t N = 0, Cin = 0, Cout = 0, G = 1;
  int64_t in[3] = {1, 1, 1}, k[3] = {1, 1, 1}, out[3] = {1, 1, 1};
  int64_t stride[3] = {1, 1, 1}, dil[3] = {1, 1, 1}, pb[3] = {0, 0, 0}, pa[3] = {0, 0, 0}, op[3] = {0, 0, 0};
  bool transposed = false;
  aclDataType dt_in = ACL_FLOAT, dt_w = ACL_FLOAT, dt_bias = ACL_FLOAT, dt_out = ACL_FLOAT;
  bool has_bias = false;
  int cmt = 0;
  bool out_overlaps = false;  // output elements share addresses: written in element order, one thread
};

// Compute dtype P of §5.1: upper(input, weight) (FP16 with BF16 gives FP32), FP16 for cmt 2.
aclDataType ComputeDtype(aclDataType in, aclDataType w, int cmt);

// A tensor as captured in phase 1 (index into RunContext::data; rank 3..5).
struct NdDesc {
  int index = -1;
  aclDataType dtype = ACL_FLOAT;
  int rank = 0;
  int64_t offset = 0;
  int64_t d[5] = {1, 1, 1, 1, 1}, s[5] = {0, 0, 0, 0, 0};
};
// A 5-D tensor labelled NDHWC (channel-last: (N, D, H, W, C); a weight (Cout, kD, kH, kW, Cin/G),
// transposed (Cin, kD, kH, kW, Cout/G)) as the NCDHW view of the same elements; any other tensor
// as it is. The checks after the format step and the engine read every tensor through it.
aclTensor ChannelFirst(const aclTensor& t);
NdDesc CaptureNd(const aclTensor* t, int index);

struct ConvPlan {
  ConvProblem p;
  aclDataType P = ACL_FLOAT;         // compute dtype; every result is rounded to it once
  Xform xform = Xform::kNone;
  bool bias_fp16 = false;            // the bias enters as its fp16 value (P = FP16, not transposed)
  ConvDataType type = ConvDataType::kF32;
  int64_t full[3] = {1, 1, 1};       // spatial extent the primitive computes (<= out when transposed)
  bool any_conv = true;              // false: every output is bias only (transposed, full extent 0)
  bool bias_after = false;           // the bias is added to the primitive's result here (transposed)
  bool gemm = false;                 // pointwise fp32: one GEMM per image on the plain layout, no primitive
  aclDataType dst_dt = ACL_FLOAT;    // the primitive's result: FLOAT, or BF16 already rounded to P
  // The primitive's input and result: src and dst, or for a transposed convolution (a backward-data
  // pass) diff_dst and diff_src.
  ConvArg in_arg() const { return p.transposed ? ConvArg::kDst : ConvArg::kSrc; }
  ConvArg out_arg() const { return p.transposed ? ConvArg::kSrc : ConvArg::kDst; }
  int64_t chunk = 1, chunks = 1, slots = 1;  // images per primitive call; calls; concurrent buffers
  std::shared_ptr<const ConvPrimitive> prim, prim_tail;  // tail: the last chunk when shorter
  // Workspace layout (bytes): plain packed weights, the weights in the primitive's layout (and in
  // the tail primitive's when it differs), bias, plain packed input, then `slots` slots of
  // plain result (fp32; bf16 for bf16 operands) | input in the primitive's layout | result in the primitive's layout |
  // scratchpad | row.
  uint64_t wei_off = 0, wei_int_off = 0, wei_tail_off = 0, bias_off = 0, src_off = 0;
  uint64_t slot_off = 0, slot_bytes = 0, dst_bytes = 0, src_int_bytes = 0, dst_int_bytes = 0, scratch_bytes = 0;
  bool tail_weights = false;  // the tail primitive has its own weights layout (at wei_tail_off)
  bool w_direct = false;      // the weight is read in place (no packed copy at wei_off)
  uint64_t workspace = 0;
};

// Phase 1: numerics, chunks, primitives and the workspace (throws std::bad_alloc when a size does
// not fit in memory). w: the weight (its dtype and strides decide whether it is read in place).
ConvPlan MakePlan(const ConvProblem& p, const NdDesc& w);

// Phase 2. bias.index < 0: no bias.
aclnnStatus RunConvolution(const ConvPlan& plan, const NdDesc& x, const NdDesc& w, const NdDesc& bias,
                           const NdDesc& out, const RunContext& ctx);

}  // namespace convolution
}  // namespace ops
}  // namespace aclnn_cpu
