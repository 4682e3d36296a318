// The pad family's ten reflection/replication entry points on the shared engine (src/ops/pad):
// aclnnReflectionPad1d/3d, aclnnReplicationPad1d/2d/3d and their backwards (docs/reliability.md).
// The fuzzer draws the entry point (mode, padded axes k, direction), the rank (k+1 or k+2, now
// and then another), the dtype from the entry point's list (now and then any), padding values in
// range, negative (cropping), at or beyond the reflect limit, or hostile, and the views of every
// tensor (fuzz_common.h).
#include <algorithm>
#include <climits>

#include "aclnnop/aclnn_pad2d_backward.h"
#include "aclnnop/aclnn_reflection_pad1d.h"
#include "aclnnop/aclnn_reflection_pad1d_backward.h"
#include "aclnnop/aclnn_reflection_pad3d.h"
#include "aclnnop/aclnn_reflection_pad3d_backward.h"
#include "aclnnop/aclnn_replication_pad1d.h"
#include "aclnnop/aclnn_replication_pad1d_backward.h"
#include "aclnnop/aclnn_replication_pad2d.h"
#include "aclnnop/aclnn_replication_pad3d.h"
#include "aclnnop/aclnn_replication_pad3d_backward.h"
#include "fuzz_common.h"

namespace {

using Fwd = aclnnStatus (*)(const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*, aclOpExecutor**);
using Bwd = aclnnStatus (*)(const aclTensor*, const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*,
                            aclOpExecutor**);

struct EntryPoint {
  const char* api;
  bool reflect;
  int k;
  Fwd fwd;
  Bwd bwd;
  fz::Phase2Fn run;
};

const EntryPoint kEntryPoints[] = {
    {"aclnnReflectionPad1d", true, 1, aclnnReflectionPad1dGetWorkspaceSize, nullptr, aclnnReflectionPad1d},
    {"aclnnReflectionPad3d", true, 3, aclnnReflectionPad3dGetWorkspaceSize, nullptr, aclnnReflectionPad3d},
    {"aclnnReplicationPad1d", false, 1, aclnnReplicationPad1dGetWorkspaceSize, nullptr, aclnnReplicationPad1d},
    {"aclnnReplicationPad2d", false, 2, aclnnReplicationPad2dGetWorkspaceSize, nullptr, aclnnReplicationPad2d},
    {"aclnnReplicationPad3d", false, 3, aclnnReplicationPad3dGetWorkspaceSize, nullptr, aclnnReplicationPad3d},
    {"aclnnReflectionPad1dBackward", true, 1, nullptr, aclnnReflectionPad1dBackwardGetWorkspaceSize,
     aclnnReflectionPad1dBackward},
    {"aclnnReflectionPad3dBackward", true, 3, nullptr, aclnnReflectionPad3dBackwardGetWorkspaceSize,
     aclnnReflectionPad3dBackward},
    {"aclnnReplicationPad1dBackward", false, 1, nullptr, aclnnReplicationPad1dBackwardGetWorkspaceSize,
     aclnnReplicationPad1dBackward},
    {"aclnnReplicationPad2dBackward", false, 2, nullptr, aclnnReplicationPad2dBackwardGetWorkspaceSize,
     aclnnReplicationPad2dBackward},
    {"aclnnReplicationPad3dBackward", false, 3, nullptr, aclnnReplicationPad3dBackwardGetWorkspaceSize,
     aclnnReplicationPad3dBackward},
};

// Saturating a + b + c: hostile dims and pads must be rejected by the operator, not overflow here.
int64_t SatSum(int64_t a, int64_t b, int64_t c) {
  const __int128 s = static_cast<__int128>(a) + b + c;
  return s > INT64_MAX ? INT64_MAX : s < INT64_MIN ? INT64_MIN : static_cast<int64_t>(s);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const EntryPoint& e = kEntryPoints[F.Range(0, 9)];
  const bool backward = e.bwd != nullptr;
  // Shapes: leading dims small (0 now and then), padded dims 1..9 (any value now and then).
  fz::Shape small;
  const int rank = e.k + static_cast<int>(F.Range(1, 2));
  for (int d = 0; d < rank - e.k; ++d) small.push_back(F.Dim(0, 3));
  for (int j = 0; j < e.k; ++j) small.push_back(F.Dim(1, e.k == 1 ? 24 : 7));
  // Padding pairs from the last axis inwards: in range, negative, at the reflect limit and beyond.
  std::vector<int64_t> padding;
  for (int j = 0; j < e.k; ++j) {
    const int64_t n = small[static_cast<size_t>(rank - 1 - j)];
    const int64_t lim = std::max<int64_t>(std::min<int64_t>(n, 12), 1);
    for (int s = 0; s < 2; ++s) {
      switch (F.Range(0, 7)) {
        case 0: padding.push_back(-F.Range(0, lim)); break;            // crop (possibly to nothing)
        case 1: padding.push_back(lim - 1); break;                     // reflect: the largest valid pad
        case 2: padding.push_back(F.Range(lim, lim + 16)); break;      // reflect: too large; replicate: fine
        default: padding.push_back(F.Range(0, lim - 1)); break;
      }
    }
  }
  fz::Shape big = small;
  for (int j = 0; j < e.k; ++j) {
    const size_t d = static_cast<size_t>(rank - 1 - j);
    big[d] = SatSum(small[d], padding[2 * static_cast<size_t>(j)], padding[2 * static_cast<size_t>(j) + 1]);
    if (F.OneIn(32)) big[d] = SatSum(big[d], F.Range(-2, 2), 0);  // a wrong padded dim
  }
  if (F.OneIn(32) && rank > e.k + 1) big[0] = SatSum(big[0], 1, 0);  // a leading-dim mismatch
  const std::initializer_list<aclDataType> fwd_reflect = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE,
                                                         ACL_INT8,  ACL_UINT8,   ACL_INT16, ACL_INT32,
                                                         ACL_INT64, ACL_BOOL,    ACL_COMPLEX64, ACL_COMPLEX128};
  const std::initializer_list<aclDataType> fwd_replicate = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE,
                                                           ACL_INT8,  ACL_UINT8,   ACL_INT16, ACL_INT32,
                                                           ACL_INT64, ACL_COMPLEX64, ACL_COMPLEX128};
  const std::initializer_list<aclDataType> bwd = {ACL_FLOAT,  ACL_FLOAT16,   ACL_BF16,
                                                 ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128};
  const aclDataType dt = F.Pick(backward ? bwd : e.reflect ? fwd_reflect : fwd_replicate);
  const aclFormat fmt = F.p().ConsumeBool() ? ACL_FORMAT_ND : (e.k == 3 ? ACL_FORMAT_NCDHW : ACL_FORMAT_NCHW);
  const double work = static_cast<double>(e.k + 1) * 4096;  // the harness caps numel; every call is cheap
  if (!backward) {
    aclTensor* self = F.Tensor(small, dt, F.Format(fmt), fz::Role::kIn);
    aclIntArray* pad = F.IntArray(padding, false);
    aclTensor* out = F.OneIn(10) ? F.Alias(self, big, dt, fmt, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(big, F.Dtype(dt), F.Format(fmt), fz::Role::kOut);
    const aclnnStatus st = e.fwd(self, pad, out, F.WsOut(), F.ExOut());
    F.Finish(e.api, st, e.run, work);
  } else {
    aclTensor* go = F.Tensor(big, dt, F.Format(fmt), fz::Role::kIn);
    aclTensor* self = F.Tensor(small, F.Dtype(dt), F.Format(fmt), fz::Role::kIn);
    aclIntArray* pad = F.IntArray(padding, false);
    aclTensor* gi = F.OneIn(10) ? F.Alias(go, small, dt, fmt, fz::Role::kOut) : nullptr;
    if (!gi) gi = F.Tensor(small, F.Dtype(dt), F.Format(fmt), fz::Role::kOut);
    const aclnnStatus st = e.bwd(go, self, pad, gi, F.WsOut(), F.ExOut());
    F.Finish(e.api, st, e.run, work);
  }
  return 0;
}
