// aclnnNsaCompressGetWorkspaceSize / aclnnNsaCompress (docs/reliability.md).
#include "aclnnop/aclnn_nsa_compress.h"
#include "fuzz_common.h"
#include "nsa_shapes.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::NsaCase c = fz::MakeNsaCase(F, false);
  aclTensor* input = F.Tensor({c.T, c.N, c.D}, c.dt, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* weight = F.Tensor({c.l, c.N}, F.Dtype(c.dt), F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclIntArray* seq = F.IntArray(c.seq, true);
  char* layout = F.String({"TND"}, true);
  aclTensor* out = F.Tensor({c.M, c.N, c.D}, F.Dtype(c.dt), F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  const aclnnStatus st =
      aclnnNsaCompressGetWorkspaceSize(input, weight, seq, layout, c.l, c.d, c.type, out, F.WsOut(), F.ExOut());
  F.Finish("aclnnNsaCompress", st, aclnnNsaCompress, c.Work());
  return 0;
}
