// aclnnConvolutionGetWorkspaceSize / aclnnConvolution (docs/reliability.md).
#include "aclnnop/aclnn_convolution.h"
#include "conv_shapes.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::ConvCase c = fz::MakeConvCase(F, true, true);
  aclTensor* input = F.Tensor(c.XShape(), c.dx, F.Format(c.fmt), fz::Role::kIn);
  aclTensor* weight = F.Tensor(c.WShape(), c.dw, F.Format(c.fmt), fz::Role::kIn);
  aclTensor* bias = F.OneIn(3) ? nullptr : F.Tensor({c.Cout}, c.db, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* out = F.OneIn(12) ? F.Alias(input, c.YShape(), c.dout, c.fmt, fz::Role::kOut) : nullptr;
  if (!out) out = F.Tensor(c.YShape(), c.dout, F.Format(c.fmt), fz::Role::kOut);
  aclIntArray* stride = F.IntArray(c.stride, false);
  aclIntArray* padding = F.IntArray(c.pad, false);
  aclIntArray* dilation = F.IntArray(c.dil, false);
  aclIntArray* op = F.IntArray(c.op);
  const aclnnStatus st = aclnnConvolutionGetWorkspaceSize(input, weight, bias, stride, padding, dilation, c.transposed,
                                                          op, c.G, out, c.cmt, F.WsOut(), F.ExOut());
  F.Finish("aclnnConvolution", st, aclnnConvolution, c.Work());
  return 0;
}
