// Shared engine of aclnnConvTbc and aclnnConvTbcBackward: per-tap GEMMs over contiguous row
// blocks of the TBC tensors (spec conv_tbc_backward.md §4.2), through the GEMM seam core/gemm.h.
#pragma once

#include <cstddef>
#include <cstdint>

#include "acl/acl_base.h"
#include "aclnn/acl_meta.h"
#include "core/run_context.h"
#include "core/gemm.h"
#include "core/tensor.h"
#include "core/workspace.h"

namespace aclnn_cpu {
namespace ops {
namespace conv_tbc {

struct TbcDims {
  int64_t T = 0, B = 0, Cin = 0, K = 0, Cout = 0, pad = 0, To = 0;
};

// Operand transform applied to every element entering a product (spec §7.5 step 2).
enum class Xform { kNone, kHf32, kFp16 };

struct TbcNumerics {
  GemmType gemm = GemmType::kF32;  // kBF16 only when every operand is BF16 and kept so
  Xform xform = Xform::kNone;
  aclDataType kernel_out = ACL_FLOAT;  // rounding of the forward / gradInput kernel result (§7.3)
};

// A2 numerics for the promoted dtype P and cubeMathType (0..3).
TbcNumerics ChooseNumerics(aclDataType promoted, int cube_math_type);

// A tensor as captured in phase 1 (index into RunContext::data; rank 1 or 3).
struct TensorDesc {
  int index = -1;
  aclDataType dtype = ACL_FLOAT;
  int rank = 0;
  int64_t offset = 0;
  int64_t d[3] = {1, 1, 1};
  int64_t s[3] = {0, 0, 0};
  unsigned char* base = nullptr;  // set: the data are here (a workspace buffer), not at data[index]
};
TensorDesc Capture(const aclTensor* t, int index);

// Engine internals shared by tbc.cc and winograd.cc.
unsigned char* DataOf(const TensorDesc& t, const RunContext& ctx);
// The operand transform of `f` applied in place to x[0, n).
void ApplyXform(float* x, size_t n, Xform f);
// Row (i0, i1) of a 3-D operand whose data start at base (DataOf): its d[2] elements, widened to
// fp32 into dst, with the operand transform f applied.
void LoadOperandRow(const TensorDesc& t, const unsigned char* base, int64_t i0, int64_t i1, Xform f, float* dst);
// Writes rows [r0, r1) x columns [c0, c1) of a 3-D output (rows = flattened dims 0 and 1) from
// acc (row stride acc_ld): rounded through kernel_out, then stored as the output's dtype. tmp holds
// c1 - c0 floats (used when kernel_out is not the output's dtype).
void StoreRows(const float* acc, int64_t acc_ld, int64_t r0, int64_t r1, int64_t c0, int64_t c1, const TensorDesc& o,
               unsigned char* obase, aclDataType kernel_out, float* tmp);

// The workspace of one call, booked in phase 1 (BookForward / BookBackward) with the decisions the
// run makes: which path, which operands are repacked, the output overlaps at phase 1's addresses.
struct TbcWorkspace {
  bool force_pack = false;  // an output overlaps an input: every operand is repacked, no Winograd
  int64_t team = 1;
  WsRegion<unsigned char> slot;  // per thread: row buffers, the tile accumulator, GEMM scratch
  WsRegion<float> bias;          // forward: the bias in fp32; backward: gradBias in fp32
  WsRegion<double> bias_part;    // backward: fp64 column sums per block of 1024 rows
  WsRegion<unsigned char> panel[3];  // repacked operands (forward: x, w; backward: g, w, x)
  WsRegion<PackedView> packs;    // bf16: the weights of every (tap, column chunk), packed once...
  WsRegion<unsigned char> packed;  // ...into packed_bytes each
  int64_t packed_bytes = 0;
  WsRegion<float> gw_partial;    // backward: gradWeight partial planes (or its fp32 copy)
  WsRegion<float> wino[7];       // Winograd: U, V, M, the two-part sum (correlation); S, Xt, Gt (weight grad)
};

// Phase 1: books into *ws and returns the plan's regions. `at` holds the bound tensors' data
// addresses at phase 1 (RunContext::data order); its workspace is not used.
TbcWorkspace BookForward(const TbcDims& dims, const TbcNumerics& num, const TensorDesc& x, const TensorDesc& w,
                         const TensorDesc& bias, const TensorDesc& out, const RunContext& at, WorkspaceBooking* ws);
TbcWorkspace BookBackward(const TbcDims& dims, const TbcNumerics& num, const TensorDesc& g, const TensorDesc& x,
                          const TensorDesc& w, const TensorDesc& gi, const TensorDesc& gw, const TensorDesc& gb,
                          const RunContext& at, WorkspaceBooking* ws);

// Phase-2 bodies. x = forward input, w = weight, g = self of the backward (dL/dy).
// A run whose overlaps differ from phase 1's (addresses rebound on a repeatable executor) books
// and allocates a workspace of its own.
aclnnStatus RunForward(const TbcDims& dims, const TbcNumerics& num, const TensorDesc& x, const TensorDesc& w,
                       const TensorDesc& bias, const TensorDesc& out, const TbcWorkspace& ws, const RunContext& ctx);
aclnnStatus RunBackward(const TbcDims& dims, const TbcNumerics& num, const TensorDesc& g, const TensorDesc& x,
                        const TensorDesc& w, const TensorDesc& gi, const TensorDesc& gw, const TensorDesc& gb,
                        const TbcWorkspace& ws, const RunContext& ctx);

}  // namespace conv_tbc
}  // namespace ops
}  // namespace aclnn_cpu
