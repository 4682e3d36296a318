// oneDNN convolution primitives for the convolution operators: created once per
// geometry (cached for the process), single-threaded (core/onednn.h), with a user-mode scratchpad
// whose size phase 1 reads and books as part of the aclnn workspace.
//
// Callers hand over and receive dense channel-first ("plain") operands: src (n, ic, *in),
// dst (n, oc, *out), weights (groups, oc/groups, ic/groups, *k) and bias (oc) fp32. The primitive itself runs on the memory
// layouts oneDNN prefers for the geometry (format "any": blocked layouts such as nChw16c /
// OIhw16i16o, which its jit and brgemm kernels need); every operand whose preferred layout is not
// the plain one has a reorder (plain -> internal for inputs, internal -> plain for outputs), also
// cached, and callers keep a buffer of internal_bytes() for it (part of the aclnn workspace).
//
// Inputs (src and weights; diff_dst) are fp32 or bf16 (all of one type); outputs (dst, diff_src,
// diff_weights) are fp32 (with bf16 inputs, dst and diff_src may be bf16: ConvGeometry::bf16_out); products
// accumulate in fp32. Deterministic: the result depends only on
// the geometry, the operands and the CPU's instruction set. Callers that parallelise run one
// Execute() per fixed piece of work.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace aclnn_cpu {

enum class ConvDataType { kF32, kBF16 };

// What the primitive computes: the forward pass, or the gradient of its src (backward data; also
// the forward pass of the transposed convolution) or of its weights.
enum class ConvPass { kForward, kBackwardData, kBackwardWeights };

// A primitive's three tensors, named as in the forward pass: kSrc is src (forward, backward
// weights) or diff_src (backward data, an output); kDst is dst (forward, an output) or diff_dst
// (backward passes, an input); kWeights is the weights or, for backward weights, diff_weights (an
// output).
enum class ConvArg { kSrc = 0, kWeights = 1, kDst = 2 };

struct ConvGeometry {
  int nd = 1;  // spatial dims, 1..3
  int64_t n = 0, ic = 0, oc = 0, groups = 1;
  int64_t in[3] = {1, 1, 1}, k[3] = {1, 1, 1}, out[3] = {1, 1, 1};
  int64_t stride[3] = {1, 1, 1}, dilation[3] = {1, 1, 1};  // dilation as in aclnn (1 = dense)
  int64_t pad_l[3] = {0, 0, 0}, pad_r[3] = {0, 0, 0};
  bool bias = false;
  ConvPass pass = ConvPass::kForward;
  // bf16 inputs, kForward / kBackwardData: dst / diff_src is bf16 (the fp32 sum rounded to nearest
  // even), not fp32.
  bool bf16_out = false;
};

class ConvPrimitive {
 public:
  // The cached primitive for (type, g); nullptr when oneDNN has no implementation for it (a bf16
  // geometry on a CPU without bf16 kernels: the caller computes in fp32 instead). Out of memory
  // throws std::bad_alloc, other oneDNN failures StatusError.
  static std::shared_ptr<const ConvPrimitive> Get(ConvDataType type, const ConvGeometry& g);

  // Bytes of scratchpad every call below needs (they include room to align it; one scratchpad
  // serves a thread's calls one after the other).
  size_t scratchpad_bytes() const;
  const char* impl_name() const;
  // Bytes of the internal layout of `a`; 0 when it is the plain layout (Execute then takes the
  // plain operand itself and Import / Export must not be called).
  size_t internal_bytes(ConvArg a) const;
  // True when `a` has the same internal layout in both primitives (so one imported copy serves both).
  bool SameLayout(ConvArg a, const ConvPrimitive& other) const;
  // Plain -> internal (inputs), internal -> plain (outputs).
  void Import(ConvArg a, const void* plain, void* internal, void* scratchpad) const;
  void Export(ConvArg a, const void* internal, void* plain, void* scratchpad) const;

  // Operands in their internal layouts (or plain where internal_bytes() is 0).
  // bias: oc floats when the geometry has a bias (else ignored).
  void Execute(const void* src, const void* weights, const float* bias, void* dst, void* scratchpad) const;
  // kBackwardData: diff_src from diff_dst and the weights.
  void ExecuteBackwardData(const void* diff_dst, const void* weights, void* diff_src, void* scratchpad) const;
  // kBackwardWeights: diff_weights from src and diff_dst.
  void ExecuteBackwardWeights(const void* src, const void* diff_dst, void* diff_weights, void* scratchpad) const;

  struct Impl;
  explicit ConvPrimitive(std::unique_ptr<Impl> impl);
  ~ConvPrimitive();

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace aclnn_cpu
