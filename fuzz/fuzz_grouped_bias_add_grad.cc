// aclnnGroupedBiasAddGrad(V2)GetWorkspaceSize / aclnnGroupedBiasAddGrad(V2) (docs/reliability.md).
// The group index values come from the fuzzer too: valid end offsets or sizes most of the time,
// otherwise negative, decreasing, or past the number of rows.
#include <algorithm>

#include "aclnnop/aclnn_grouped_bias_add_grad.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const bool v2 = F.p().ConsumeBool();
  const bool with_idx = !F.OneIn(3);
  int64_t type = v2 ? (F.OneIn(8) ? F.Hostile() : F.Range(0, 1)) : 0;
  const aclDataType dt = F.Pick({ACL_FLOAT16, ACL_FLOAT, ACL_BF16});
  const int64_t H = F.Dim(0, 9);
  int64_t G = F.Dim(0, 6);
  if (F.OneIn(32)) G = F.Range(2040, 2060);
  aclTensor* gy = nullptr;
  aclTensor* idx = nullptr;
  if (with_idx) {
    const int64_t R = F.Dim(0, 24);
    gy = F.Tensor({R, H}, dt, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
    idx = F.Tensor({G}, F.Pick({ACL_INT32, ACL_INT64}), F.Format(ACL_FORMAT_ND), fz::Role::kIn);
    if (G > 0 && G <= 4096 && R >= 0 && R <= 1 << 20) {
      std::vector<int64_t> ends(static_cast<size_t>(G));
      for (int64_t& e : ends) e = F.Range(0, R);
      std::sort(ends.begin(), ends.end());
      if (!F.OneIn(4)) ends.back() = R;
      std::vector<int64_t> v = ends;
      if (type == 1)
        for (size_t i = v.size(); i-- > 1;) v[i] -= v[i - 1];
      for (int64_t& x : v)
        if (F.OneIn(12)) x = F.OneIn(2) ? F.Hostile() : F.Range(-3, R + 3);
      F.SetInts(idx, v);
    }
  } else {
    gy = F.Tensor({G, F.Dim(0, 9), H}, dt, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  }
  aclTensor* out = F.Tensor({G, H}, F.Dtype(dt), F.Format(ACL_FORMAT_ND), fz::Role::kOut);
  if (v2) {
    const aclnnStatus st = aclnnGroupedBiasAddGradV2GetWorkspaceSize(gy, idx, type, out, F.WsOut(), F.ExOut());
    F.Finish("aclnnGroupedBiasAddGradV2", st, aclnnGroupedBiasAddGradV2);
  } else {
    const aclnnStatus st = aclnnGroupedBiasAddGradGetWorkspaceSize(gy, idx, out, F.WsOut(), F.ExOut());
    F.Finish("aclnnGroupedBiasAddGrad", st, aclnnGroupedBiasAddGrad);
  }
  return 0;
}
