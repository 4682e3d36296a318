// aclnnConvTbcBackwardGetWorkspaceSize / aclnnConvTbcBackward (docs/reliability.md).
#include "aclnnop/aclnn_convolution_backward.h"
#include "fuzz_common.h"
#include "tbc_shapes.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::TbcCase c = fz::MakeTbcCase(F);
  const aclFormat fmt = F.p().ConsumeBool() ? ACL_FORMAT_ND : ACL_FORMAT_NCL;
  aclTensor* grad = F.Tensor({c.To, c.B, c.Cout}, c.dout, F.Format(fmt), fz::Role::kIn);
  aclTensor* input = F.Tensor({c.T, c.B, c.Cin}, c.dx, F.Format(fmt), fz::Role::kIn);
  aclTensor* weight = F.Tensor({c.K, c.Cin, c.Cout}, c.dw, F.Format(fmt), fz::Role::kIn);
  aclTensor* bias = F.Tensor({c.Cout}, c.db, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* gi = F.OneIn(12) ? F.Alias(input, {c.T, c.B, c.Cin}, c.dx, fmt, fz::Role::kOut) : nullptr;
  if (!gi) gi = F.Tensor({c.T, c.B, c.Cin}, F.Dtype(c.dx), F.Format(fmt), fz::Role::kOut);
  aclTensor* gw = F.Tensor({c.K, c.Cin, c.Cout}, F.Dtype(c.dw), F.Format(fmt), fz::Role::kOut);
  aclTensor* gb = F.Tensor({c.Cout}, F.Dtype(c.dout), F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  const aclnnStatus st = aclnnConvTbcBackwardGetWorkspaceSize(grad, input, weight, bias, c.pad, c.cmt, gi, gw, gb,
                                                              F.WsOut(), F.ExOut());
  F.Finish("aclnnConvTbcBackward", st, aclnnConvTbcBackward, 3 * c.Work());
  return 0;
}
