// oneDNN convolution and deconvolution primitives for the convolution operators: created once per
// geometry (cached for the process), single-threaded (core/onednn.h), with a user-mode scratchpad
// whose size phase 1 reads and books as part of the aclnn workspace.
//
// Every operand is dense and channel-first: src (n, ic, *in), dst (n, oc, *out) fp32, weights
// (groups, oc/groups, ic/groups, *k) -- for a deconvolution too, where oc is its output channel
// count -- and bias (oc) fp32. src and weights are fp32 or bf16 (both the same); products
// accumulate in fp32. Deterministic: the result depends only on the geometry, the operands and the
// CPU's instruction set. Callers that parallelise run one Execute() per fixed piece of work.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace aclnn_cpu {

enum class ConvDataType { kF32, kBF16 };

// What the primitive computes: the forward pass (convolution or deconvolution), or, for a
// convolution (fp32 only), the gradient of its src (backward data) or of its weights.
enum class ConvPass { kForward, kBackwardData, kBackwardWeights };

struct ConvGeometry {
  int nd = 1;  // spatial dims, 1..3
  int64_t n = 0, ic = 0, oc = 0, groups = 1;
  int64_t in[3] = {1, 1, 1}, k[3] = {1, 1, 1}, out[3] = {1, 1, 1};
  int64_t stride[3] = {1, 1, 1}, dilation[3] = {1, 1, 1};  // dilation as in aclnn (1 = dense)
  int64_t pad_l[3] = {0, 0, 0}, pad_r[3] = {0, 0, 0};  // deconvolution: the crop of its full output
  bool deconvolution = false;
  bool bias = false;
  ConvPass pass = ConvPass::kForward;
};

class ConvPrimitive {
 public:
  // The cached primitive for (type, g); nullptr when oneDNN has no implementation for it (a bf16
  // geometry on a CPU without bf16 kernels: the caller computes in fp32 instead). Out of memory
  // throws std::bad_alloc, other oneDNN failures StatusError.
  static std::shared_ptr<const ConvPrimitive> Get(ConvDataType type, const ConvGeometry& g);

  size_t scratchpad_bytes() const;
  const char* impl_name() const;
  // bias: oc floats when the geometry has a bias (else ignored). scratchpad: scratchpad_bytes() bytes
  // at any address (they include room to align it).
  void Execute(const void* src, const void* weights, const float* bias, float* dst, void* scratchpad) const;
  // kBackwardData: diff_src (n, ic, *in) from diff_dst (n, oc, *out) and the weights.
  void ExecuteBackwardData(const float* diff_dst, const float* weights, float* diff_src, void* scratchpad) const;
  // kBackwardWeights: diff_weights (groups, oc/groups, ic/groups, *k) from src and diff_dst.
  void ExecuteBackwardWeights(const float* src, const float* diff_dst, float* diff_weights, void* scratchpad) const;

  struct Impl;
  explicit ConvPrimitive(std::unique_ptr<Impl> impl);
  ~ConvPrimitive();

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace aclnn_cpu
