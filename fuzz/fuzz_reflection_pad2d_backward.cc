// aclnnReflectionPad2dBackwardGetWorkspaceSize / aclnnReflectionPad2dBackward (docs/reliability.md).
#include "aclnnop/aclnn_pad2d_backward.h"
#include "fuzz_common.h"
#include "pad_shapes.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::PadCase c = fz::MakePadCase(F);
  const aclDataType dt = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128});
  const aclFormat fmt = F.p().ConsumeBool() ? ACL_FORMAT_ND : ACL_FORMAT_NCHW;
  aclTensor* go = F.Tensor(c.big, dt, F.Format(fmt), fz::Role::kIn);
  aclTensor* self = F.Tensor(c.small, F.Dtype(dt), F.Format(fmt), fz::Role::kIn);
  aclIntArray* padding = F.IntArray(c.padding, false);
  aclTensor* gi = F.OneIn(10) ? F.Alias(go, c.small, dt, fmt, fz::Role::kOut) : nullptr;
  if (!gi) gi = F.Tensor(c.small, F.Dtype(dt), F.Format(fmt), fz::Role::kOut);
  const aclnnStatus st = aclnnReflectionPad2dBackwardGetWorkspaceSize(go, self, padding, gi, F.WsOut(), F.ExOut());
  F.Finish("aclnnReflectionPad2dBackward", st, aclnnReflectionPad2dBackward);
  return 0;
}
