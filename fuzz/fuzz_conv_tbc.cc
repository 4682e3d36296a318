// aclnnConvTbcGetWorkspaceSize / aclnnConvTbc (docs/reliability.md).
#include "aclnnop/aclnn_convolution.h"
#include "fuzz_common.h"
#include "tbc_shapes.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::TbcCase c = fz::MakeTbcCase(F);
  const aclFormat fmt = F.p().ConsumeBool() ? ACL_FORMAT_ND : ACL_FORMAT_NCL;
  aclTensor* self = F.Tensor({c.T, c.B, c.Cin}, c.dx, F.Format(fmt), fz::Role::kIn);
  aclTensor* weight = F.Tensor({c.K, c.Cin, c.Cout}, c.dw, F.Format(fmt), fz::Role::kIn);
  aclTensor* bias = F.Tensor({c.Cout}, c.db, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* out = F.OneIn(12) ? F.Alias(self, {c.To, c.B, c.Cout}, c.dout, fmt, fz::Role::kOut) : nullptr;
  if (!out) out = F.Tensor({c.To, c.B, c.Cout}, c.dout, F.Format(fmt), fz::Role::kOut);
  const aclnnStatus st = aclnnConvTbcGetWorkspaceSize(self, weight, bias, c.pad, out, c.cmt, F.WsOut(), F.ExOut());
  F.Finish("aclnnConvTbc", st, aclnnConvTbc, c.Work());
  return 0;
}
