// aclnnGeluBackwardGetWorkspaceSize / aclnnGeluBackward (docs/reliability.md).
#include "aclnnop/aclnn_gelu_backward.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  fz::Shape full(static_cast<size_t>(F.OneIn(16) ? F.Range(0, 10) : F.Range(0, 4)));  // ranks past 8 too
  for (int64_t& d : full) d = F.Dim(0, 7);
  const aclDataType dg = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT32});
  const aclDataType dx = F.OneIn(3) ? F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_BOOL}) : dg;
  aclTensor* go = F.Tensor(F.Broadcastable(full), dg, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* x = F.Tensor(F.Broadcastable(full), dx, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  // gradInput's dtype is any the result converts to (not only the promoted one).
  const aclDataType dout = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_INT32, ACL_INT64,
                                   ACL_UINT8, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128});
  aclTensor* gi = F.OneIn(8) ? F.Alias(go, full, dout, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;
  if (!gi) gi = F.Tensor(full, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  const aclnnStatus st = aclnnGeluBackwardGetWorkspaceSize(go, x, gi, F.WsOut(), F.ExOut());
  F.Finish("aclnnGeluBackward", st, aclnnGeluBackward);
  return 0;
}
