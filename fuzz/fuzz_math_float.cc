// Binary floating math (src/ops/math_float): every entry point's phase 1 and, when it accepts,
// phase 2 on guarded memory (docs/reliability.md). The fuzzer picks the entry point, tensor and
// scalar dtypes (COMPLEX32 among the outputs, for Complex), broadcastable shapes of any rank up to
// 10, views and formats, outputs of the broadcast shape or aliasing an input.
#include "aclnnop/aclnn_atan2.h"
#include "aclnnop/aclnn_complex.h"
#include "aclnnop/aclnn_logaddexp.h"
#include "aclnnop/aclnn_logaddexp2.h"
#include "aclnnop/aclnn_polar.h"
#include "aclnnop/aclnn_x_log_y_scalar_other.h"
#include "aclnnop/aclnn_x_log_y_scalar_self.h"
#include "aclnnop/aclnn_x_log_y_tensor.h"
#include "aclnnop/aclnn_xlog1py.h"
#include "fuzz_common.h"

namespace {

const std::initializer_list<aclDataType> kDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL,
    ACL_COMPLEX64, ACL_COMPLEX128, ACL_UINT16, ACL_UINT32, ACL_UINT64};
const std::initializer_list<aclDataType> kOutDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT32, ACL_BOOL, ACL_COMPLEX32, ACL_COMPLEX64, ACL_COMPLEX128};

enum Uses { kSelf = 1, kSelfScalar = 2, kOther = 4, kOtherScalar = 8, kOut = 16, kRef = 32 };
// Atan2, InplaceAtan2, XLogYTensor, InplaceXLogYTensor, XLogYScalarSelf, XLogYScalarOther,
// InplaceXLogYScalarOther, Xlog1py, LogAddExp, LogAddExp2, Polar, Complex.
constexpr int kUses[12] = {kSelf | kOther | kOut, kRef | kOther,        kSelf | kOther | kOut, kRef | kOther,
                           kSelfScalar | kOther | kOut, kSelf | kOtherScalar | kOut, kRef | kOtherScalar,
                           kSelf | kOther | kOut, kSelf | kOther | kOut, kSelf | kOther | kOut,
                           kSelf | kOther | kOut, kSelf | kOther | kOut};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const int op = static_cast<int>(F.Range(0, 11));
  fz::Shape full(static_cast<size_t>(F.OneIn(16) ? F.Range(0, 10) : F.Range(0, 4)));  // ranks past 8 too
  for (int64_t& d : full) d = F.Dim(0, 6);
  const aclDataType d0 = F.Pick(kDtypes);
  const aclDataType d1 = F.OneIn(2) ? d0 : F.Pick(kDtypes);
  const aclDataType dout = F.OneIn(2) ? d0 : F.Pick(kOutDtypes);
  const int uses = kUses[op];
  aclTensor* self = (uses & kSelf) ? F.Tensor(F.Broadcastable(full), d0, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true) : nullptr;
  aclTensor* other = (uses & kOther) ? F.Tensor(F.Broadcastable(full), d1, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true) : nullptr;
  aclTensor* out = nullptr;
  if (uses & kOut) {
    aclTensor* of = self ? self : other;
    out = F.OneIn(8) && of ? F.Alias(of, full, dout, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(full, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true);
  }
  aclTensor* ref = (uses & kRef) ? F.Tensor(full, d0, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true) : nullptr;
  aclScalar* scalar = (uses & (kSelfScalar | kOtherScalar)) ? F.Scalar(kDtypes, -4, 4) : nullptr;
  uint64_t* ws = F.WsOut();
  aclOpExecutor** ex = F.ExOut();
  aclnnStatus st = 0;
  fz::Phase2Fn run = nullptr;
  const char* api = "";
  switch (op) {
    case 0: api = "aclnnAtan2"; run = aclnnAtan2; st = aclnnAtan2GetWorkspaceSize(self, other, out, ws, ex); break;
    case 1: api = "aclnnInplaceAtan2"; run = aclnnInplaceAtan2; st = aclnnInplaceAtan2GetWorkspaceSize(ref, other, ws, ex); break;
    case 2: api = "aclnnXLogYTensor"; run = aclnnXLogYTensor; st = aclnnXLogYTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 3: api = "aclnnInplaceXLogYTensor"; run = aclnnInplaceXLogYTensor; st = aclnnInplaceXLogYTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 4: api = "aclnnXLogYScalarSelf"; run = aclnnXLogYScalarSelf; st = aclnnXLogYScalarSelfGetWorkspaceSize(scalar, other, out, ws, ex); break;
    case 5: api = "aclnnXLogYScalarOther"; run = aclnnXLogYScalarOther; st = aclnnXLogYScalarOtherGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 6: api = "aclnnInplaceXLogYScalarOther"; run = aclnnInplaceXLogYScalarOther; st = aclnnInplaceXLogYScalarOtherGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 7: api = "aclnnXlog1py"; run = aclnnXlog1py; st = aclnnXlog1pyGetWorkspaceSize(self, other, out, ws, ex); break;
    case 8: api = "aclnnLogAddExp"; run = aclnnLogAddExp; st = aclnnLogAddExpGetWorkspaceSize(self, other, out, ws, ex); break;
    case 9: api = "aclnnLogAddExp2"; run = aclnnLogAddExp2; st = aclnnLogAddExp2GetWorkspaceSize(self, other, out, ws, ex); break;
    case 10: api = "aclnnPolar"; run = aclnnPolar; st = aclnnPolarGetWorkspaceSize(self, other, out, ws, ex); break;
    case 11: api = "aclnnComplex"; run = aclnnComplex; st = aclnnComplexGetWorkspaceSize(self, other, out, ws, ex); break;
    default: break;
  }
  F.Finish(api, st, run);
  return 0;
}
