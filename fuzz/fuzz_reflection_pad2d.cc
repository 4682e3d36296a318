// aclnnReflectionPad2dGetWorkspaceSize / aclnnReflectionPad2d (docs/reliability.md).
#include "aclnnop/aclnn_reflection_pad2d.h"
#include "fuzz_common.h"
#include "pad_shapes.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::PadCase c = fz::MakePadCase(F);
  const aclDataType dt = F.Pick({ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_DOUBLE, ACL_INT8,
                                 ACL_UINT8, ACL_BOOL, ACL_BF16, ACL_COMPLEX64, ACL_COMPLEX128});
  const aclFormat fmt = F.p().ConsumeBool() ? ACL_FORMAT_ND : ACL_FORMAT_NCHW;
  aclTensor* self = F.Tensor(c.small, dt, F.Format(fmt), fz::Role::kIn);
  aclIntArray* padding = F.IntArray(c.padding, false);
  aclTensor* out = F.OneIn(10) ? F.Alias(self, c.big, dt, fmt, fz::Role::kOut) : nullptr;
  if (!out) out = F.Tensor(c.big, F.Dtype(dt), F.Format(fmt), fz::Role::kOut);
  const aclnnStatus st = aclnnReflectionPad2dGetWorkspaceSize(self, padding, out, F.WsOut(), F.ExOut());
  F.Finish("aclnnReflectionPad2d", st, aclnnReflectionPad2d);
  return 0;
}
