// The ternary family (src/ops/ternary): every entry point's phase 1 and, when it accepts, phase 2
// on guarded memory (docs/reliability.md). The fuzzer picks the entry point, the three tensors'
// dtypes (often one shared dtype, SWhere's condition BOOL or UINT8 mostly), broadcastable shapes,
// views, scalars (Lerps' weight, Addcdiv/Addcmul's value) of any dtype, outputs of the broadcast
// shape, and outputs aliasing an input (in-place forms write their selfRef).
#include "aclnnop/aclnn_addcdiv.h"
#include "aclnnop/aclnn_addcmul.h"
#include "aclnnop/aclnn_lerp_scalar.h"
#include "aclnnop/aclnn_lerp_tensor.h"
#include "aclnnop/aclnn_s_where.h"
#include "fuzz_common.h"

namespace {

const std::initializer_list<aclDataType> kDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL,
    ACL_COMPLEX64, ACL_COMPLEX128, ACL_UINT16, ACL_UINT32, ACL_UINT64};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const int op = static_cast<int>(F.Range(0, 8));
  const bool inplace = op == 1 || op == 3 || op == 5 || op == 7;
  const bool where = op == 8;
  fz::Shape full(static_cast<size_t>(F.OneIn(16) ? F.Range(0, 10) : F.Range(0, 4)));  // ranks past 8 too
  for (int64_t& d : full) d = F.Dim(0, 6);
  const aclDataType d0 = F.Pick(kDtypes);
  const aclDataType d1 = F.OneIn(3) ? F.Pick(kDtypes) : d0;
  const aclDataType d2 = F.OneIn(3) ? F.Pick(kDtypes) : d1;
  const aclDataType dout = F.OneIn(3) ? F.Pick(kDtypes) : d0;
  const aclDataType dcond = F.OneIn(4) ? F.Pick(kDtypes) : F.OneIn(3) ? ACL_UINT8 : ACL_BOOL;
  // x: self (SWhere: condition); a, b: the other two tensors in argument order.
  aclTensor* x = F.Tensor(inplace ? full : F.Broadcastable(full), where ? dcond : d0, F.Format(ACL_FORMAT_ND),
                          inplace ? fz::Role::kOut : fz::Role::kIn, true);
  aclTensor* a = F.Tensor(F.Broadcastable(full), d1, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true);
  aclTensor* b = op == 2 || op == 3 ? nullptr : F.Tensor(F.Broadcastable(full), d2, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true);
  aclTensor* out = nullptr;
  if (!inplace) {
    aclTensor* of = F.OneIn(2) ? a : x;
    out = F.OneIn(8) && of ? F.Alias(of, full, dout, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(full, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true);
  }
  aclScalar* scalar = F.Scalar(kDtypes, -4, 4);
  uint64_t* ws = F.WsOut();
  aclOpExecutor** ex = F.ExOut();
  aclnnStatus st = 0;
  fz::Phase2Fn run = nullptr;
  const char* api = "";
  switch (op) {
    case 0: api = "aclnnLerp"; run = aclnnLerp; st = aclnnLerpGetWorkspaceSize(x, a, b, out, ws, ex); break;
    case 1: api = "aclnnInplaceLerp"; run = aclnnInplaceLerp; st = aclnnInplaceLerpGetWorkspaceSize(x, a, b, ws, ex); break;
    case 2: api = "aclnnLerps"; run = aclnnLerps; st = aclnnLerpsGetWorkspaceSize(x, a, scalar, out, ws, ex); break;
    case 3: api = "aclnnInplaceLerps"; run = aclnnInplaceLerps; st = aclnnInplaceLerpsGetWorkspaceSize(x, a, scalar, ws, ex); break;
    case 4: api = "aclnnAddcdiv"; run = aclnnAddcdiv; st = aclnnAddcdivGetWorkspaceSize(x, a, b, scalar, out, ws, ex); break;
    case 5: api = "aclnnInplaceAddcdiv"; run = aclnnInplaceAddcdiv; st = aclnnInplaceAddcdivGetWorkspaceSize(x, a, b, scalar, ws, ex); break;
    case 6: api = "aclnnAddcmul"; run = aclnnAddcmul; st = aclnnAddcmulGetWorkspaceSize(x, a, b, scalar, out, ws, ex); break;
    case 7: api = "aclnnInplaceAddcmul"; run = aclnnInplaceAddcmul; st = aclnnInplaceAddcmulGetWorkspaceSize(x, a, b, scalar, ws, ex); break;
    case 8: api = "aclnnSWhere"; run = aclnnSWhere; st = aclnnSWhereGetWorkspaceSize(x, a, b, out, ws, ex); break;
    default: break;
  }
  F.Finish(api, st, run);
  return 0;
}
