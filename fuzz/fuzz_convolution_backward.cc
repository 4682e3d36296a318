// aclnnConvolutionBackwardGetWorkspaceSize / aclnnConvolutionBackward (docs/reliability.md).
#include <memory>

#include "aclnnop/aclnn_convolution_backward.h"
#include "conv_shapes.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::ConvCase c = fz::MakeConvCase(F, true, true);
  bool mask[3] = {F.p().ConsumeBool(), F.p().ConsumeBool(), F.p().ConsumeBool()};
  std::unique_ptr<aclBoolArray, aclnnStatus (*)(const aclBoolArray*)> m(
      F.OneIn(32) ? nullptr : aclCreateBoolArray(mask, F.OneIn(24) ? 2 : 3), aclDestroyBoolArray);
  aclTensor* grad = F.Tensor(c.YShape(), c.dout, F.Format(c.fmt), fz::Role::kIn);
  aclTensor* input = F.Tensor(c.XShape(), c.dx, F.Format(c.fmt), fz::Role::kIn);
  aclTensor* weight = F.Tensor(c.WShape(), c.dw, F.Format(c.fmt), fz::Role::kIn);
  aclTensor* gi = F.OneIn(12) ? F.Alias(grad, c.XShape(), c.dx, c.fmt, fz::Role::kOut) : nullptr;
  if (!gi) gi = F.Tensor(c.XShape(), F.Dtype(c.dx), F.Format(c.fmt), fz::Role::kOut, !mask[0]);
  aclTensor* gw = F.Tensor(c.WShape(), F.Dtype(c.dw), F.Format(c.fmt), fz::Role::kOut, !mask[1]);
  aclTensor* gb = F.Tensor({c.Cout}, F.Dtype(c.dout), F.Format(ACL_FORMAT_ND), fz::Role::kOut, !mask[2]);
  aclIntArray* bias_sizes = F.IntArray({c.Cout});
  aclIntArray* stride = F.IntArray(c.stride, false);
  aclIntArray* padding = F.IntArray(c.pad, false);
  aclIntArray* dilation = F.IntArray(c.dil, false);
  aclIntArray* op = F.IntArray(c.op, false);
  const aclnnStatus st = aclnnConvolutionBackwardGetWorkspaceSize(
      grad, input, weight, bias_sizes, stride, padding, dilation, c.transposed, op, static_cast<int>(c.G), m.get(),
      c.cmt, gi, gw, gb, F.WsOut(), F.ExOut());
  F.Finish("aclnnConvolutionBackward", st, aclnnConvolutionBackward, 3 * c.Work());
  return 0;
}
