// aclnnGeluGetWorkspaceSize / aclnnGelu (docs/reliability.md).
#include "aclnnop/aclnn_gelu.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  fz::Shape shape(static_cast<size_t>(F.OneIn(16) ? F.Range(0, 10) : F.Range(0, 4)));  // ranks past 8 too
  for (int64_t& d : shape) d = F.Dim(0, 9);
  const aclDataType dt = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16});
  aclTensor* self = F.Tensor(shape, dt, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* out = F.OneIn(6) ? F.Alias(self, shape, dt, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;  // in place
  if (!out) out = F.Tensor(shape, F.Dtype(dt), F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  const aclnnStatus st = aclnnGeluGetWorkspaceSize(self, out, F.WsOut(), F.ExOut());
  F.Finish("aclnnGelu", st, aclnnGelu);
  return 0;
}
