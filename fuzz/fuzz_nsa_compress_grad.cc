// aclnnNsaCompressGradGetWorkspaceSize / aclnnNsaCompressGrad (docs/reliability.md).
#include "aclnnop/aclnn_nsa_compress_grad.h"
#include "fuzz_common.h"
#include "nsa_shapes.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::NsaCase c = fz::MakeNsaCase(F, true);
  aclTensor* grad = F.Tensor({c.M, c.N, c.D}, c.dt, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* input = F.Tensor({c.T, c.N, c.D}, F.Dtype(c.dt), F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* weight = F.Tensor({c.l, c.N}, F.Dtype(c.dt), F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclIntArray* seq = F.IntArray(c.seq, true);
  char* layout = F.String({"TND"}, true);
  aclTensor* dx = F.Tensor({c.T, c.N, c.D}, F.Dtype(c.dt), F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  aclTensor* dw = F.Tensor({c.l, c.N}, F.Dtype(c.dt), F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  const aclnnStatus st = aclnnNsaCompressGradGetWorkspaceSize(grad, input, weight, seq, c.l, c.d, c.type, layout, dx,
                                                              dw, F.WsOut(), F.ExOut());
  F.Finish("aclnnNsaCompressGrad", st, aclnnNsaCompressGrad, c.Work());
  return 0;
}
