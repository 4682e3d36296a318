// The elementwise math family's first group (src/ops/math): every entry point's phase 1 and, when
// it accepts, phase 2 on guarded memory (docs/reliability.md). The fuzzer picks the entry point,
// dtypes (tensors, scalar exponent / base / alpha, out), broadcastable shapes and views, aliasing
// outputs, and for MaxN / MinN / AddN lists of 0 to 9 elements (null elements too) of broadcastable
// shapes, one of them now and then the output's own memory.
#include <vector>

#include "aclnnop/aclnn_add_n.h"
#include "aclnnop/aclnn_add_relu.h"
#include "aclnnop/aclnn_maximum.h"
#include "aclnnop/aclnn_maxn.h"
#include "aclnnop/aclnn_minimum.h"
#include "aclnnop/aclnn_minn.h"
#include "aclnnop/aclnn_pow.h"
#include "aclnnop/aclnn_pow_tensor_tensor.h"
#include "fuzz_common.h"

namespace {

const std::initializer_list<aclDataType> kDtypes = {
    ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL,
    ACL_COMPLEX64, ACL_COMPLEX128, ACL_UINT16, ACL_UINT32, ACL_UINT64};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const int op = static_cast<int>(F.Range(0, 11));
  fz::Shape full(static_cast<size_t>(F.OneIn(16) ? F.Range(0, 10) : F.Range(0, 4)));  // ranks past 8 too
  for (int64_t& d : full) d = F.Dim(0, 6);
  const aclDataType d0 = F.Pick(kDtypes);
  const aclDataType d1 = F.OneIn(2) ? d0 : F.Pick(kDtypes);
  const aclDataType dout = F.OneIn(2) ? d0 : F.Pick(kDtypes);
  const bool list_op = op >= 7 && op <= 9;
  const bool inplace = op == 1 || op == 4 || op == 11;
  const bool scalar_op = op <= 2;
  aclTensor* self = nullptr;
  aclTensor* other = nullptr;
  aclTensor* out = nullptr;
  aclTensorList* list = nullptr;
  if (list_op) {
    const int n = static_cast<int>(F.Range(0, 9));
    out = F.Tensor(full, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true);
    std::vector<aclTensor*> elems;
    for (int k = 0; k < n; ++k) {
      const aclDataType dk = F.OneIn(6) ? F.Pick(kDtypes) : dout;
      const fz::Shape s = op == 9 && !F.OneIn(8) ? full : F.Broadcastable(full);
      // Descriptors the list owns: aliases of tensors the harness tracks (or of out).
      aclTensor* tracked = F.OneIn(10) && out ? out : F.Tensor(s, dk, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true);
      elems.push_back(tracked);
    }
    // aclDestroyTensorList destroys its elements: the list gets copies made through the meta API.
    std::vector<aclTensor*> copies;
    for (aclTensor* t : elems) {
      if (!t) {
        copies.push_back(nullptr);
        continue;
      }
      int64_t* dims = nullptr;
      uint64_t nd = 0;
      int64_t* strides = nullptr;
      uint64_t ns = 0;
      int64_t* sdims = nullptr;
      uint64_t nsd = 0;
      int64_t offset = 0;
      aclDataType dt = ACL_FLOAT;
      aclFormat fmt = ACL_FORMAT_ND;
      void* addr = nullptr;
      aclGetViewShape(t, &dims, &nd);
      aclGetViewStrides(t, &strides, &ns);
      aclGetStorageShape(t, &sdims, &nsd);
      aclGetViewOffset(t, &offset);
      aclGetDataType(t, &dt);
      aclGetFormat(t, &fmt);
      aclGetRawTensorAddr(t, &addr);
      copies.push_back(aclCreateTensor(dims, nd, dt, strides, offset, fmt, sdims, nsd, addr));
      delete[] dims;
      delete[] strides;
      delete[] sdims;
    }
    if (F.OneIn(32)) {  // a null list: the copies are not handed over
      for (aclTensor* t : copies) aclDestroyTensor(t);
    } else {
      list = aclCreateTensorList(copies.data(), copies.size());
    }
  } else if (inplace) {
    self = F.Tensor(full, d0, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true);
    if (!scalar_op) other = F.Tensor(F.Broadcastable(full), d1, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true);
  } else {
    self = F.Tensor(scalar_op ? full : F.Broadcastable(full), d0, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true);
    if (!scalar_op) other = F.Tensor(F.Broadcastable(full), d1, F.Format(ACL_FORMAT_ND), fz::Role::kIn, true);
    out = F.OneIn(8) && self ? F.Alias(self, full, dout, ACL_FORMAT_ND, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(full, dout, F.Format(ACL_FORMAT_ND), fz::Role::kOut, true);
  }
  aclScalar* scalar = F.Scalar(kDtypes, -6, 9);  // negative integer exponents too
  uint64_t* ws = F.WsOut();
  aclOpExecutor** ex = F.ExOut();
  aclnnStatus st = 0;
  fz::Phase2Fn run = nullptr;
  const char* api = "";
  switch (op) {
    case 0: api = "aclnnPowTensorScalar"; run = aclnnPowTensorScalar; st = aclnnPowTensorScalarGetWorkspaceSize(self, scalar, out, ws, ex); break;
    case 1: api = "aclnnInplacePowTensorScalar"; run = aclnnInplacePowTensorScalar; st = aclnnInplacePowTensorScalarGetWorkspaceSize(self, scalar, ws, ex); break;
    case 2: api = "aclnnPowScalarTensor"; run = aclnnPowScalarTensor; st = aclnnPowScalarTensorGetWorkspaceSize(scalar, self, out, ws, ex); break;
    case 3: api = "aclnnPowTensorTensor"; run = aclnnPowTensorTensor; st = aclnnPowTensorTensorGetWorkspaceSize(self, other, out, ws, ex); break;
    case 4: api = "aclnnInplacePowTensorTensor"; run = aclnnInplacePowTensorTensor; st = aclnnInplacePowTensorTensorGetWorkspaceSize(self, other, ws, ex); break;
    case 5: api = "aclnnMaximum"; run = aclnnMaximum; st = aclnnMaximumGetWorkspaceSize(self, other, out, ws, ex); break;
    case 6: api = "aclnnMinimum"; run = aclnnMinimum; st = aclnnMinimumGetWorkspaceSize(self, other, out, ws, ex); break;
    case 7: api = "aclnnMaxN"; run = aclnnMaxN; st = aclnnMaxNGetWorkspaceSize(list, out, ws, ex); break;
    case 8: api = "aclnnMinN"; run = aclnnMinN; st = aclnnMinNGetWorkspaceSize(list, out, ws, ex); break;
    case 9: api = "aclnnAddN"; run = aclnnAddN; st = aclnnAddNGetWorkspaceSize(list, out, ws, ex); break;
    case 10: api = "aclnnAddRelu"; run = aclnnAddRelu; st = aclnnAddReluGetWorkspaceSize(self, other, scalar, out, ws, ex); break;
    case 11: api = "aclnnInplaceAddRelu"; run = aclnnInplaceAddRelu; st = aclnnInplaceAddReluGetWorkspaceSize(self, other, scalar, ws, ex); break;
    default: break;
  }
  F.Finish(api, st, run);
  if (list) aclDestroyTensorList(list);
  return 0;
}
