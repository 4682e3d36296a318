// The circular entry points and ConstantPadNd (docs/reliability.md): aclnnCircularPad2d/3d,
// aclnnCircularPad2dBackward/3dBackward and aclnnConstantPadNd, both phases. Shapes are consistent
// most of the time (pads around the legal region, negative ones too, ranks 0-9 for ConstantPadNd),
// fill scalars of any dtype and byte pattern.
#include <algorithm>

#include "aclnnop/aclnn_circular_pad2d.h"
#include "aclnnop/aclnn_circular_pad2d_backward.h"
#include "aclnnop/aclnn_circular_pad3d.h"
#include "aclnnop/aclnn_circular_pad3d_backward.h"
#include "aclnnop/aclnn_constant_pad_nd.h"
#include "fuzz_common.h"

namespace {

int64_t AddSat(int64_t a, int64_t b, int64_t c) {
  const __int128 s = static_cast<__int128>(a) + b + c;
  return s > INT64_MAX ? INT64_MAX : s < INT64_MIN ? INT64_MIN : static_cast<int64_t>(s);
}

// small: the unpadded shape; big: padded by `padding` (pairs from the last dim inwards).
struct Case {
  fz::Shape small, big;
  std::vector<int64_t> padding;
};

Case MakeCase(fz::Fuzz& F, size_t rank, size_t pairs) {
  Case c;
  for (size_t d = 0; d < rank; ++d) c.small.push_back(F.Dim(d + pairs >= rank ? 1 : 0, d + pairs >= rank ? 9 : 3));
  for (size_t j = 0; j < pairs && j < rank; ++j) {
    const int64_t n = c.small[rank - 1 - j];
    const int64_t hi = std::max<int64_t>(std::min<int64_t>(n, 10), 0);
    for (int s = 0; s < 2; ++s) c.padding.push_back(F.OneIn(6) ? -F.Range(0, hi) : (F.OneIn(16) ? F.Hostile() : F.Range(0, hi + 1)));
  }
  while (c.padding.size() < 2 * pairs) c.padding.push_back(F.Range(0, 3));
  c.big = c.small;
  for (size_t j = 0; j < pairs && j < rank; ++j)
    c.big[rank - 1 - j] = AddSat(c.small[rank - 1 - j], c.padding[2 * j], c.padding[2 * j + 1]);
  return c;
}

aclScalar* MakeScalar(fz::Fuzz& F) {
  if (F.OneIn(32)) return nullptr;
  const aclDataType dt = F.Pick({ACL_FLOAT, ACL_DOUBLE, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_INT16, ACL_INT32,
                                 ACL_INT64, ACL_UINT8, ACL_UINT16, ACL_UINT32, ACL_UINT64, ACL_BOOL, ACL_COMPLEX64,
                                 ACL_COMPLEX128, ACL_HIFLOAT8, ACL_FLOAT8_E4M3FN});
  unsigned char bytes[16] = {};
  for (unsigned char& b : bytes) b = F.p().ConsumeIntegral<unsigned char>();
  return aclCreateScalar(bytes, dt);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const int which = static_cast<int>(F.Range(0, 4));
  if (which == 4) {  // ConstantPadNd
    const size_t rank = static_cast<size_t>(F.OneIn(16) ? 9 : F.Range(0, 8));
    const size_t pairs = static_cast<size_t>(F.Range(0, static_cast<int64_t>(rank) + (F.OneIn(16) ? 1 : 0)));
    Case c = MakeCase(F, rank, pairs);
    if (F.OneIn(16)) c.padding.push_back(1);  // odd length
    const aclDataType dt = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_INT16, ACL_INT32, ACL_INT64,
                                   ACL_UINT8, ACL_UINT16, ACL_UINT32, ACL_UINT64, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128});
    const aclFormat fmt = F.p().ConsumeBool() ? ACL_FORMAT_ND : ACL_FORMAT_NCHW;
    aclTensor* self = F.Tensor(c.small, dt, F.Format(fmt), fz::Role::kIn, true);
    aclIntArray* pad = F.IntArray(c.padding);
    aclScalar* value = MakeScalar(F);
    aclTensor* out = F.OneIn(10) ? F.Alias(self, c.big, dt, fmt, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(c.big, F.Dtype(dt), F.Format(fmt), fz::Role::kOut, true);
    const aclnnStatus st = aclnnConstantPadNdGetWorkspaceSize(self, pad, value, out, F.WsOut(), F.ExOut());
    F.Finish("aclnnConstantPadNd", st, aclnnConstantPadNd);
    if (value) aclDestroyScalar(value);
    return 0;
  }
  const int k = which % 2 == 0 ? 2 : 3;
  const bool backward = which >= 2;
  const size_t rank = static_cast<size_t>(k + F.Range(1, 2));
  const Case c = MakeCase(F, rank, static_cast<size_t>(k));
  const aclFormat fmt = F.p().ConsumeBool() ? ACL_FORMAT_ND : ACL_FORMAT_NCHW;
  aclIntArray* padding = F.IntArray(c.padding);
  if (!backward) {
    const aclDataType dt = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT32, ACL_INT8});
    aclTensor* self = F.Tensor(c.small, dt, F.Format(fmt), fz::Role::kIn, true);
    aclTensor* out = F.OneIn(10) ? F.Alias(self, c.big, dt, fmt, fz::Role::kOut) : nullptr;
    if (!out) out = F.Tensor(c.big, F.Dtype(dt), F.Format(fmt), fz::Role::kOut, true);
    const aclnnStatus st = k == 2 ? aclnnCircularPad2dGetWorkspaceSize(self, padding, out, F.WsOut(), F.ExOut())
                                  : aclnnCircularPad3dGetWorkspaceSize(self, padding, out, F.WsOut(), F.ExOut());
    F.Finish(k == 2 ? "aclnnCircularPad2d" : "aclnnCircularPad3d", st, k == 2 ? aclnnCircularPad2d : aclnnCircularPad3d);
    return 0;
  }
  const aclDataType dt = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16});
  aclTensor* go = F.Tensor(c.big, dt, F.Format(fmt), fz::Role::kIn, true);
  aclTensor* self = F.Tensor(c.small, F.Dtype(dt), F.Format(fmt), fz::Role::kIn, true);
  aclTensor* gi = F.OneIn(10) ? F.Alias(go, c.small, dt, fmt, fz::Role::kOut) : nullptr;
  if (!gi) gi = F.Tensor(c.small, F.Dtype(dt), F.Format(fmt), fz::Role::kOut, true);
  const aclnnStatus st = k == 2 ? aclnnCircularPad2dBackwardGetWorkspaceSize(go, self, padding, gi, F.WsOut(), F.ExOut())
                                : aclnnCircularPad3dBackwardGetWorkspaceSize(go, self, padding, gi, F.WsOut(), F.ExOut());
  F.Finish(k == 2 ? "aclnnCircularPad2dBackward" : "aclnnCircularPad3dBackward", st,
           k == 2 ? aclnnCircularPad2dBackward : aclnnCircularPad3dBackward);
  return 0;
}
