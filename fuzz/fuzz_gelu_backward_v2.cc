// aclnnGeluBackwardV2GetWorkspaceSize / aclnnGeluBackwardV2 (docs/reliability.md).
#include "aclnnop/aclnn_gelu_backward_v2.h"
#include "fuzz_common.h"

namespace {
aclDataType Promote(aclDataType a, aclDataType b) {
  if (a == b) return a;
  return ACL_FLOAT;  // fp16 x bf16 and anything with fp32
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  fz::Shape full(static_cast<size_t>(F.Range(0, 4)));
  for (int64_t& d : full) d = F.Dim(0, 7);
  const aclDataType dg = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16});
  const aclDataType dx = F.OneIn(3) ? F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) : dg;
  aclTensor* go = F.Tensor(F.Broadcastable(full), dg, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* x = F.Tensor(F.Broadcastable(full), dx, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  const aclDataType dout = F.Dtype(Promote(dg, dx));
  aclTensor* gi = F.OneIn(8) ? F.Alias(go, full, dout, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;
  if (!gi) gi = F.Tensor(full, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  char* approximate = F.String({"none", "tanh"}, false);
  const aclnnStatus st = aclnnGeluBackwardV2GetWorkspaceSize(go, x, approximate, gi, F.WsOut(), F.ExOut());
  F.Finish("aclnnGeluBackwardV2", st, aclnnGeluBackwardV2);
  return 0;
}
