// aclnnGeluV2GetWorkspaceSize / aclnnGeluV2 (docs/reliability.md).
#include "aclnnop/aclnn_gelu_v2.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  fz::Shape shape(static_cast<size_t>(F.Range(0, 4)));
  for (int64_t& d : shape) d = F.Dim(0, 9);
  const aclDataType dt = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16});
  aclTensor* x = F.Tensor(shape, dt, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* y = F.OneIn(6) ? F.Alias(x, shape, dt, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;  // in place
  if (!y) y = F.Tensor(shape, F.Dtype(dt), F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  const int64_t approximate = F.OneIn(8) ? F.Hostile() : F.Range(0, 1);
  const aclnnStatus st = aclnnGeluV2GetWorkspaceSize(x, approximate, y, F.WsOut(), F.ExOut());
  F.Finish("aclnnGeluV2", st, aclnnGeluV2);
  return 0;
}
