// The clamp family (src/ops/clamp): every entry point's phase 1 and, when it accepts, phase 2 on
// guarded memory (docs/reliability.md). The fuzzer picks the entry point, the tensor and scalar
// dtypes (scalar bytes raw or small values, NaN and infinities among the raw ones), broadcastable
// bound tensors, views, outputs of self's or the broadcast shape, and outputs aliasing self or a
// bound.
#include <vector>

#include "aclnnop/aclnn_clamp.h"
#include "aclnnop/aclnn_hardtanh.h"
#include "fuzz_common.h"

namespace {

const std::initializer_list<aclDataType> kDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL,
    ACL_COMPLEX64, ACL_UINT16, ACL_UINT64};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const int op = static_cast<int>(F.Range(0, 10));
  fz::Shape full(static_cast<size_t>(F.OneIn(16) ? F.Range(0, 10) : F.Range(0, 4)));  // ranks past 8 too
  for (int64_t& d : full) d = F.Dim(0, 6);
  const aclDataType d0 = F.Pick(kDtypes);
  const aclDataType dl = F.OneIn(2) ? d0 : F.Pick(kDtypes);
  const aclDataType dh = F.OneIn(2) ? d0 : F.Pick(kDtypes);
  const aclDataType dout = F.OneIn(2) ? d0 : F.Pick(kDtypes);
  const bool tensor_form = op >= 4 && op <= 8;
  const bool inplace = op == 3 || op == 6 || op == 8 || op == 10;
  // self: the broadcast shape for the scalar forms and in-place forms, a broadcastable part else.
  aclTensor* self = F.Tensor(tensor_form && !inplace ? F.Broadcastable(full) : full, d0, F.Format(ACL_FORMAT_ND),
                             inplace ? fz::Role::kOut : fz::Role::kIn, true);
  // Only the bound tensors the entry point takes are made (the oracle checks every tensor made);
  // ClampTensor now and then goes without one.
  const bool uses_lo = op == 5 || op == 6 || (op == 4 && !F.OneIn(6));
  const bool uses_hi = op == 7 || op == 8 || (op == 4 && !F.OneIn(6));
  aclTensor* lo = uses_lo ? F.Tensor(F.Broadcastable(full), dl, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true) : nullptr;
  aclTensor* hi = uses_hi ? F.Tensor(F.Broadcastable(full), dh, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true) : nullptr;
  aclTensor* out = nullptr;
  if (!inplace) {
    aclTensor* of = F.OneIn(2) ? self : lo;
    out = F.OneIn(8) && of ? F.Alias(of, full, dout, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(full, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true);
  }
  aclScalar* smin = F.Scalar(kDtypes, -6, 6);
  aclScalar* smax = F.Scalar(kDtypes, -6, 6);
  uint64_t* ws = F.WsOut();
  aclOpExecutor** ex = F.ExOut();
  aclnnStatus st = 0;
  fz::Phase2Fn run = nullptr;
  const char* api = "";
  switch (op) {
    case 0: api = "aclnnClamp"; run = aclnnClamp; st = aclnnClampGetWorkspaceSize(self, smin, smax, out, ws, ex); break;
    case 1: api = "aclnnClampMin"; run = aclnnClampMin; st = aclnnClampMinGetWorkspaceSize(self, smin, out, ws, ex); break;
    case 2: api = "aclnnClampMax"; run = aclnnClampMax; st = aclnnClampMaxGetWorkspaceSize(self, smax, out, ws, ex); break;
    case 3: api = "aclnnInplaceClampMax"; run = aclnnInplaceClampMax; st = aclnnInplaceClampMaxGetWorkspaceSize(self, smax, ws, ex); break;
    case 4: api = "aclnnClampTensor"; run = aclnnClampTensor; st = aclnnClampTensorGetWorkspaceSize(self, lo, hi, out, ws, ex); break;
    case 5: api = "aclnnClampMinTensor"; run = aclnnClampMinTensor; st = aclnnClampMinTensorGetWorkspaceSize(self, lo, out, ws, ex); break;
    case 6: api = "aclnnInplaceClampMinTensor"; run = aclnnInplaceClampMinTensor; st = aclnnInplaceClampMinTensorGetWorkspaceSize(self, lo, ws, ex); break;
    case 7: api = "aclnnClampMaxTensor"; run = aclnnClampMaxTensor; st = aclnnClampMaxTensorGetWorkspaceSize(self, hi, out, ws, ex); break;
    case 8: api = "aclnnInplaceClampMaxTensor"; run = aclnnInplaceClampMaxTensor; st = aclnnInplaceClampMaxTensorGetWorkspaceSize(self, hi, ws, ex); break;
    case 9: api = "aclnnHardtanh"; run = aclnnHardtanh; st = aclnnHardtanhGetWorkspaceSize(self, smin, smax, out, ws, ex); break;
    case 10: api = "aclnnInplaceHardtanh"; run = aclnnInplaceHardtanh; st = aclnnInplaceHardtanhGetWorkspaceSize(self, smin, smax, ws, ex); break;
    default: break;
  }
  F.Finish(api, st, run);
  return 0;
}
