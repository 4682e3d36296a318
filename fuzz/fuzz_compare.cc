// The comparison, logical and bitwise family (src/ops/compare): every entry point's phase 1 and,
// when it accepts, phase 2 on guarded memory (docs/reliability.md). The fuzzer picks the entry
// point, tensor and scalar dtypes (scalar bytes raw or small values), broadcastable shapes, views,
// outputs of the broadcast shape or of Equal's [1] and IsIn's 0-d shapes, aliasing outputs, and the
// IsClose / IsIn attributes.
#include <cstring>
#include <vector>

#include "aclnnop/aclnn_bitwise_and_scalar.h"
#include "aclnnop/aclnn_bitwise_and_tensor.h"
#include "aclnnop/aclnn_bitwise_not.h"
#include "aclnnop/aclnn_bitwise_or_scalar.h"
#include "aclnnop/aclnn_bitwise_or_tensor.h"
#include "aclnnop/aclnn_bitwise_xor_scalar.h"
#include "aclnnop/aclnn_bitwise_xor_tensor.h"
#include "aclnnop/aclnn_bitwiseand.h"
#include "aclnnop/aclnn_eq_scalar.h"
#include "aclnnop/aclnn_eq_tensor.h"
#include "aclnnop/aclnn_equal.h"
#include "aclnnop/aclnn_gcd.h"
#include "aclnnop/aclnn_ge_scalar.h"
#include "aclnnop/aclnn_ge_tensor.h"
#include "aclnnop/aclnn_gt_scalar.h"
#include "aclnnop/aclnn_gt_tensor.h"
#include "aclnnop/aclnn_heaviside.h"
#include "aclnnop/aclnn_isclose.h"
#include "aclnnop/aclnn_isin.h"
#include "aclnnop/aclnn_isin_tensor_scalar.h"
#include "aclnnop/aclnn_le_scalar.h"
#include "aclnnop/aclnn_le_tensor.h"
#include "aclnnop/aclnn_left_shift.h"
#include "aclnnop/aclnn_logical_and.h"
#include "aclnnop/aclnn_logical_not.h"
#include "aclnnop/aclnn_logical_or.h"
#include "aclnnop/aclnn_logical_xor.h"
#include "aclnnop/aclnn_lt_scalar.h"
#include "aclnnop/aclnn_lt_tensor.h"
#include "aclnnop/aclnn_ne_scalar.h"
#include "aclnnop/aclnn_ne_tensor.h"
#include "aclnnop/aclnn_right_shift.h"
#include "fuzz_common.h"

namespace {

const std::initializer_list<aclDataType> kDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL,
    ACL_COMPLEX64, ACL_COMPLEX128, ACL_UINT16, ACL_UINT32, ACL_UINT64};
aclDataType AnyDtype(fz::Fuzz& F) { return F.Pick(kDtypes); }


enum Uses { kSelf = 1, kOther = 2, kOut = 4, kRef = 8 };

constexpr int kUses[55] = {kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOther | kOut, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOther | kOut, kOther | kRef, kSelf | kOut, kRef, kSelf | kOut, kSelf | kOther | kOut, kSelf | kOut, kSelf | kOther | kOut, kSelf | kOther | kOut, kSelf | kOther | kOut, kSelf | kOther | kOut, kSelf | kOut, kSelf | kOut, kSelf | kOther | kOut};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const int op = static_cast<int>(F.Range(0, 54));
  fz::Shape full(static_cast<size_t>(F.OneIn(16) ? F.Range(0, 10) : F.Range(0, 4)));  // ranks past 8 too
  for (int64_t& d : full) d = F.Dim(0, 6);
  const aclDataType d0 = AnyDtype(F);
  const aclDataType d1 = F.OneIn(2) ? d0 : AnyDtype(F);
  const aclDataType dout = F.OneIn(2) ? ACL_BOOL : F.OneIn(2) ? d0 : AnyDtype(F);
  // Only the tensors the entry point takes are made (the oracle checks every tensor made).
  const int uses = kUses[op];
  aclTensor* self = (uses & kSelf) ? F.Tensor(F.Broadcastable(full), d0, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true) : nullptr;
  aclTensor* other = (uses & kOther) ? F.Tensor(F.Broadcastable(full), d1, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true) : nullptr;
  aclTensor* out = nullptr;
  if (uses & kOut) {
    // The broadcast shape, or Equal's [1] and IsIn's 0-d.
    const fz::Shape oshape = F.OneIn(4) ? (F.OneIn(2) ? fz::Shape{1} : fz::Shape{}) : full;
    aclTensor* of = self ? self : other;
    out = F.OneIn(8) && of ? F.Alias(of, oshape, dout, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(oshape, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true);
  }
  aclTensor* ref = (uses & kRef) ? F.Tensor(full, d0, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true) : nullptr;
  aclScalar* scalar = F.Scalar(kDtypes, -4, 70);  // shift counts past the width too
  uint64_t* ws = F.WsOut();
  aclOpExecutor** ex = F.ExOut();
  aclnnStatus st = 0;
  fz::Phase2Fn run = nullptr;
  const char* api = "";
  switch (op) {
    case 0: api = "aclnnEqTensor"; run = aclnnEqTensor; st = aclnnEqTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 1: api = "aclnnInplaceEqTensor"; run = aclnnInplaceEqTensor; st = aclnnInplaceEqTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 2: api = "aclnnEqScalar"; run = aclnnEqScalar; st = aclnnEqScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 3: api = "aclnnInplaceEqScalar"; run = aclnnInplaceEqScalar; st = aclnnInplaceEqScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 4: api = "aclnnNeTensor"; run = aclnnNeTensor; st = aclnnNeTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 5: api = "aclnnInplaceNeTensor"; run = aclnnInplaceNeTensor; st = aclnnInplaceNeTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 6: api = "aclnnNeScalar"; run = aclnnNeScalar; st = aclnnNeScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 7: api = "aclnnInplaceNeScalar"; run = aclnnInplaceNeScalar; st = aclnnInplaceNeScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 8: api = "aclnnGtTensor"; run = aclnnGtTensor; st = aclnnGtTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 9: api = "aclnnInplaceGtTensor"; run = aclnnInplaceGtTensor; st = aclnnInplaceGtTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 10: api = "aclnnGtScalar"; run = aclnnGtScalar; st = aclnnGtScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 11: api = "aclnnInplaceGtScalar"; run = aclnnInplaceGtScalar; st = aclnnInplaceGtScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 12: api = "aclnnGeTensor"; run = aclnnGeTensor; st = aclnnGeTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 13: api = "aclnnInplaceGeTensor"; run = aclnnInplaceGeTensor; st = aclnnInplaceGeTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 14: api = "aclnnGeScalar"; run = aclnnGeScalar; st = aclnnGeScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 15: api = "aclnnInplaceGeScalar"; run = aclnnInplaceGeScalar; st = aclnnInplaceGeScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 16: api = "aclnnLtTensor"; run = aclnnLtTensor; st = aclnnLtTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 17: api = "aclnnInplaceLtTensor"; run = aclnnInplaceLtTensor; st = aclnnInplaceLtTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 18: api = "aclnnLtScalar"; run = aclnnLtScalar; st = aclnnLtScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 19: api = "aclnnInplaceLtScalar"; run = aclnnInplaceLtScalar; st = aclnnInplaceLtScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 20: api = "aclnnLeTensor"; run = aclnnLeTensor; st = aclnnLeTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 21: api = "aclnnInplaceLeTensor"; run = aclnnInplaceLeTensor; st = aclnnInplaceLeTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 22: api = "aclnnLeScalar"; run = aclnnLeScalar; st = aclnnLeScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 23: api = "aclnnInplaceLeScalar"; run = aclnnInplaceLeScalar; st = aclnnInplaceLeScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 24: api = "aclnnLogicalAnd"; run = aclnnLogicalAnd; st = aclnnLogicalAndGetWorkspaceSize(self, other, out, ws, ex); break;
    case 25: api = "aclnnInplaceLogicalAnd"; run = aclnnInplaceLogicalAnd; st = aclnnInplaceLogicalAndGetWorkspaceSize(ref, other, ws, ex); break;
    case 26: api = "aclnnLogicalOr"; run = aclnnLogicalOr; st = aclnnLogicalOrGetWorkspaceSize(self, other, out, ws, ex); break;
    case 27: api = "aclnnInplaceLogicalOr"; run = aclnnInplaceLogicalOr; st = aclnnInplaceLogicalOrGetWorkspaceSize(ref, other, ws, ex); break;
    case 28: api = "aclnnLogicalXor"; run = aclnnLogicalXor; st = aclnnLogicalXorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 29: api = "aclnnLogicalNot"; run = aclnnLogicalNot; st = aclnnLogicalNotGetWorkspaceSize(self, out, ws, ex); break;
    case 30: api = "aclnnInplaceLogicalNot"; run = aclnnInplaceLogicalNot; st = aclnnInplaceLogicalNotGetWorkspaceSize(ref, ws, ex); break;
    case 31: api = "aclnnBitwiseAndTensor"; run = aclnnBitwiseAndTensor; st = aclnnBitwiseAndTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 32: api = "aclnnInplaceBitwiseAndTensor"; run = aclnnInplaceBitwiseAndTensor; st = aclnnInplaceBitwiseAndTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 33: api = "aclnnBitwiseAndScalar"; run = aclnnBitwiseAndScalar; st = aclnnBitwiseAndScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 34: api = "aclnnInplaceBitwiseAndScalar"; run = aclnnInplaceBitwiseAndScalar; st = aclnnInplaceBitwiseAndScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 35: api = "aclnnBitwiseAndTensorOut"; run = aclnnBitwiseAndTensorOut; st = aclnnBitwiseAndTensorOutGetWorkspaceSize(self, other, out, ws, ex); break;
    case 36: api = "aclnnInplaceBitwiseAndTensorOut"; run = aclnnInplaceBitwiseAndTensorOut; st = aclnnInplaceBitwiseAndTensorOutGetWorkspaceSize(ref, other, ws, ex); break;
    case 37: api = "aclnnBitwiseOrTensor"; run = aclnnBitwiseOrTensor; st = aclnnBitwiseOrTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 38: api = "aclnnInplaceBitwiseOrTensor"; run = aclnnInplaceBitwiseOrTensor; st = aclnnInplaceBitwiseOrTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 39: api = "aclnnBitwiseOrScalar"; run = aclnnBitwiseOrScalar; st = aclnnBitwiseOrScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 40: api = "aclnnInplaceBitwiseOrScalar"; run = aclnnInplaceBitwiseOrScalar; st = aclnnInplaceBitwiseOrScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 41: api = "aclnnBitwiseXorTensor"; run = aclnnBitwiseXorTensor; st = aclnnBitwiseXorTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 42: api = "aclnnInplaceBitwiseXorTensor"; run = aclnnInplaceBitwiseXorTensor; st = aclnnInplaceBitwiseXorTensorGetWorkspaceSize(ref, other, ws, ex); break;
    case 43: api = "aclnnBitwiseXorScalar"; run = aclnnBitwiseXorScalar; st = aclnnBitwiseXorScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 44: api = "aclnnInplaceBitwiseXorScalar"; run = aclnnInplaceBitwiseXorScalar; st = aclnnInplaceBitwiseXorScalarGetWorkspaceSize(ref, scalar, ws, ex); break;
    case 45: api = "aclnnBitwiseNot"; run = aclnnBitwiseNot; st = aclnnBitwiseNotGetWorkspaceSize(self, out, ws, ex); break;
    case 46: api = "aclnnLeftShift"; run = aclnnLeftShift; st = aclnnLeftShiftGetWorkspaceSize(self, other, out, ws, ex); break;
    case 47: api = "aclnnLeftShifts"; run = aclnnLeftShifts; st = aclnnLeftShiftsGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 48: api = "aclnnRightShift"; run = aclnnRightShift; st = aclnnRightShiftGetWorkspaceSize(self, other, out, ws, ex); break;
    case 49: api = "aclnnGcd"; run = aclnnGcd; st = aclnnGcdGetWorkspaceSize(self, other, out, ws, ex); break;
    case 50: api = "aclnnEqual"; run = aclnnEqual; st = aclnnEqualGetWorkspaceSize(self, other, out, ws, ex); break;
    case 51: api = "aclnnIsClose"; run = aclnnIsClose; st = aclnnIsCloseGetWorkspaceSize(self, other, F.OneIn(8) ? F.p().ConsumeFloatingPoint<double>() : static_cast<double>(F.Range(0, 4)) * 0.25, F.OneIn(8) ? F.p().ConsumeFloatingPoint<double>() : static_cast<double>(F.Range(0, 4)) * 0.25, F.p().ConsumeBool(), out, ws, ex); break;
    case 52: api = "aclnnIsInTensorScalar"; run = aclnnIsInTensorScalar; st = aclnnIsInTensorScalarGetWorkspaceSize(self, scalar, F.p().ConsumeBool(), F.p().ConsumeBool(), out, ws, ex); break;
    case 53: api = "aclnnIsInScalarTensor"; run = aclnnIsInScalarTensor; st = aclnnIsInScalarTensorGetWorkspaceSize(scalar, self, F.p().ConsumeBool(), F.p().ConsumeBool(), out, ws, ex); break;
    case 54: api = "aclnnHeaviside"; run = aclnnHeaviside; st = aclnnHeavisideGetWorkspaceSize(self, other, out, ws, ex); break;
    default: break;
  }
  F.Finish(api, st, run);
  return 0;
}
