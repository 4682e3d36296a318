// The arithmetic family (src/ops/binary): every entry point's phase 1 and, when it accepts, phase 2
// on guarded memory (docs/reliability.md). The fuzzer picks the entry point, the dtypes of tensors,
// scalars and alpha (their bytes too), broadcastable shapes, views, in-place and aliasing outputs,
// and DivMod's mode.
#include <cstring>
#include <memory>

#include "aclnnop/aclnn_add.h"
#include "aclnnop/aclnn_add_v3.h"
#include "aclnnop/aclnn_div.h"
#include "aclnnop/aclnn_floor_divide.h"
#include "aclnnop/aclnn_fmod_scalar.h"
#include "aclnnop/aclnn_fmod_tensor.h"
#include "aclnnop/aclnn_mul.h"
#include "aclnnop/aclnn_remainder.h"
#include "aclnnop/aclnn_rsub.h"
#include "aclnnop/aclnn_sub.h"
#include "fuzz_common.h"

namespace {

const std::initializer_list<aclDataType> kDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL,
    ACL_COMPLEX64, ACL_COMPLEX128, ACL_UINT32};
aclDataType AnyDtype(fz::Fuzz& F) { return F.Pick(kDtypes); }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const int op = static_cast<int>(F.Range(0, 36));
  fz::Shape full(static_cast<size_t>(F.OneIn(16) ? F.Range(0, 10) : F.Range(0, 4)));  // ranks past 8 too
  for (int64_t& d : full) d = F.Dim(0, 6);
  const aclDataType d0 = AnyDtype(F);
  const aclDataType d1 = F.OneIn(2) ? d0 : AnyDtype(F);
  const aclDataType dout = F.OneIn(2) ? d0 : AnyDtype(F);
  // Only the tensors the entry point takes are made (the oracle checks every tensor made).
  // Tensor-scalar forms: 1, 3, 4, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 30, 32, 33, 34.
  // In-place forms write `ref` (self, or AddV3's other): an input that is also the output.
  static const bool kInplace[37] = {0, 0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1,
                                    0, 0, 0, 1, 1, 0, 1, 0, 1};
  static const bool kOther[37] = {1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0,
                                  1, 0, 1, 1, 0, 0, 0, 1, 1};
  const bool inplace = kInplace[op], uses_other = kOther[op];
  const bool uses_self = !inplace && op != 4 && op != 30;  // AddV3, RemainderScalarTensor: scalar self
  aclTensor* self = uses_self ? F.Tensor(F.Broadcastable(full), d0, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true) : nullptr;
  aclTensor* other = uses_other ? F.Tensor(F.Broadcastable(full), d1, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true) : nullptr;
  aclTensor* out = nullptr;
  if (!inplace) {
    aclTensor* of = self ? self : other;
    out = F.OneIn(8) && of ? F.Alias(of, full, dout, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(full, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true);
  }
  aclTensor* ref = inplace ? F.Tensor(full, d0, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true) : nullptr;
  // Scalars and alpha: small values most of the time (well-formed arithmetic), raw bytes (NaN,
  // infinities, extremes) otherwise.
  aclScalar* scalar = F.Scalar(kDtypes, -4, 4);
  aclScalar* alpha = F.Scalar(kDtypes, -4, 4);
  const int mode = F.OneIn(8) ? static_cast<int>(F.Range(-3, 5)) : static_cast<int>(F.Range(0, 2));
  uint64_t* ws = F.WsOut();
  aclOpExecutor** ex = F.ExOut();
  aclnnStatus st = 0;
  fz::Phase2Fn run = nullptr;
  const char* api = "";
  switch (op) {
    case 0: api = "aclnnAdd"; run = aclnnAdd; st = aclnnAddGetWorkspaceSize(self, other, alpha, out, ws, ex); break;
    case 1: api = "aclnnAdds"; run = aclnnAdds; st = aclnnAddsGetWorkspaceSize(self, scalar, alpha, out, ws, ex); break;
    case 2: api = "aclnnInplaceAdd"; run = aclnnInplaceAdd; st = aclnnInplaceAddGetWorkspaceSize(ref, other, alpha, ws, ex); break;
    case 3: api = "aclnnInplaceAdds"; run = aclnnInplaceAdds; st = aclnnInplaceAddsGetWorkspaceSize(ref, scalar, alpha, ws, ex); break;
    case 4: api = "aclnnAddV3"; run = aclnnAddV3; st = aclnnAddV3GetWorkspaceSize(scalar, other, alpha, out, ws, ex); break;
    case 5: api = "aclnnInplaceAddV3"; run = aclnnInplaceAddV3; st = aclnnInplaceAddV3GetWorkspaceSize(scalar, ref, alpha, ws, ex); break;
    case 6: api = "aclnnSub"; run = aclnnSub; st = aclnnSubGetWorkspaceSize(self, other, alpha, out, ws, ex); break;
    case 7: api = "aclnnSubs"; run = aclnnSubs; st = aclnnSubsGetWorkspaceSize(self, scalar, alpha, out, ws, ex); break;
    case 8: api = "aclnnInplaceSub"; run = aclnnInplaceSub; st = aclnnInplaceSubGetWorkspaceSize(ref, other, alpha, ws, ex); break;
    case 9: api = "aclnnInplaceSubs"; run = aclnnInplaceSubs; st = aclnnInplaceSubsGetWorkspaceSize(ref, scalar, alpha, ws, ex); break;
    case 10: api = "aclnnRsub"; run = aclnnRsub; st = aclnnRsubGetWorkspaceSize(self, other, alpha, out, ws, ex); break;
    case 11: api = "aclnnRsubs"; run = aclnnRsubs; st = aclnnRsubsGetWorkspaceSize(self, scalar, alpha, out, ws, ex); break;
    case 12: api = "aclnnMul"; run = aclnnMul; st = aclnnMulGetWorkspaceSize(self, other, out, ws, ex); break;
    case 13: api = "aclnnMuls"; run = aclnnMuls; st = aclnnMulsGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 14: api = "aclnnInplaceMul"; run = aclnnInplaceMul; st = aclnnInplaceMulGetWorkspaceSize(ref, other, ws, ex); break;
    case 15: api = "aclnnInplaceMuls"; run = aclnnInplaceMuls; st = aclnnInplaceMulsGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 16: api = "aclnnDiv"; run = aclnnDiv; st = aclnnDivGetWorkspaceSize(self, other, out, ws, ex); break;
    case 17: api = "aclnnDivs"; run = aclnnDivs; st = aclnnDivsGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 18: api = "aclnnDivMod"; run = aclnnDivMod; st = aclnnDivModGetWorkspaceSize(self, other, mode, out, ws, ex); break;
    case 19: api = "aclnnDivMods"; run = aclnnDivMods; st = aclnnDivModsGetWorkspaceSize(self, scalar, mode, out, ws, ex); break;
    case 20: api = "aclnnInplaceDiv"; run = aclnnInplaceDiv; st = aclnnInplaceDivGetWorkspaceSize(ref, other, ws, ex); break;
    case 21: api = "aclnnInplaceDivs"; run = aclnnInplaceDivs; st = aclnnInplaceDivsGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 22: api = "aclnnInplaceDivMod"; run = aclnnInplaceDivMod; st = aclnnInplaceDivModGetWorkspaceSize(ref, other, mode, ws, ex); break;
    case 23: api = "aclnnInplaceDivMods"; run = aclnnInplaceDivMods; st = aclnnInplaceDivModsGetWorkspaceSize(ref, scalar, mode, ws, ex); break;
    case 24: api = "aclnnFloorDivide"; run = aclnnFloorDivide; st = aclnnFloorDivideGetWorkspaceSize(self, other, out, ws, ex); break;
    case 25: api = "aclnnFloorDivides"; run = aclnnFloorDivides; st = aclnnFloorDividesGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 26: api = "aclnnInplaceFloorDivide"; run = aclnnInplaceFloorDivide; st = aclnnInplaceFloorDivideGetWorkspaceSize(ref, other, ws, ex); break;
    case 27: api = "aclnnInplaceFloorDivides"; run = aclnnInplaceFloorDivides; st = aclnnInplaceFloorDividesGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 28: api = "aclnnRemainderTensorTensor"; run = aclnnRemainderTensorTensor; st = aclnnRemainderTensorTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 29: api = "aclnnRemainderTensorScalar"; run = aclnnRemainderTensorScalar; st = aclnnRemainderTensorScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 30: api = "aclnnRemainderScalarTensor"; run = aclnnRemainderScalarTensor; st = aclnnRemainderScalarTensorGetWorkspaceSize(scalar, other, out, ws, ex); break;
    case 31: api = "aclnnInplaceRemainderTensorTensor"; run = aclnnInplaceRemainderTensorTensor; st = aclnnInplaceRemainderTensorTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 32: api = "aclnnInplaceRemainderTensorScalar"; run = aclnnInplaceRemainderTensorScalar; st = aclnnInplaceRemainderTensorScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 33: api = "aclnnFmodScalar"; run = aclnnFmodScalar; st = aclnnFmodScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 34: api = "aclnnInplaceFmodScalar"; run = aclnnInplaceFmodScalar; st = aclnnInplaceFmodScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 35: api = "aclnnFmodTensor"; run = aclnnFmodTensor; st = aclnnFmodTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    default: api = "aclnnInplaceFmodTensor"; run = aclnnInplaceFmodTensor; st = aclnnInplaceFmodTensorGetWorkspaceSize(ref, other, ws, ex); break;
  }
  F.Finish(api, st, run);
  return 0;
}
