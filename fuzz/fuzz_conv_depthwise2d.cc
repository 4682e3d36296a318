// aclnnConvDepthwise2dGetWorkspaceSize / aclnnConvDepthwise2d (docs/reliability.md).
#include "aclnnop/aclnn_convolution.h"
#include "conv_shapes.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  fz::ConvCase c = fz::MakeConvCase(F, false, false);
  if (c.nd != 2 && !F.OneIn(8)) return 0;
  const int64_t mult = F.Range(1, 3);
  const __int128 cout128 = static_cast<__int128>(c.Cin) * mult;
  const int64_t cout = cout128 > INT64_MAX ? INT64_MAX : cout128 < INT64_MIN ? INT64_MIN : static_cast<int64_t>(cout128);
  fz::Shape ws = c.XShape();
  ws[0] = cout;
  ws[1] = F.OneIn(16) ? F.Range(0, 2) : 1;
  for (size_t i = 2; i < ws.size(); ++i) ws[i] = c.k[i - 2];
  fz::Shape ys = c.YShape();
  ys[1] = cout;
  aclTensor* self = F.Tensor(c.XShape(), c.dx, F.Format(c.fmt), fz::Role::kIn);
  aclTensor* weight = F.Tensor(ws, F.Dtype(c.dx), F.Format(c.fmt), fz::Role::kIn);
  aclTensor* bias = F.OneIn(3) ? nullptr : F.Tensor({cout}, F.Dtype(c.dx), F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* out = F.OneIn(12) ? F.Alias(self, ys, c.dx, c.fmt, fz::Role::kOut) : nullptr;
  if (!out) out = F.Tensor(ys, F.Dtype(c.dx), F.Format(c.fmt), fz::Role::kOut);
  aclIntArray* kernel = F.IntArray(c.k);
  aclIntArray* stride = F.IntArray(c.stride, false);
  aclIntArray* padding = F.IntArray(c.pad, false);
  aclIntArray* dilation = F.IntArray(c.dil, false);
  const aclnnStatus st = aclnnConvDepthwise2dGetWorkspaceSize(self, weight, kernel, bias, stride, padding, dilation,
                                                              out, c.cmt, F.WsOut(), F.ExOut());
  F.Finish("aclnnConvDepthwise2d", st, aclnnConvDepthwise2d, c.Work() * static_cast<double>(mult));
  return 0;
}
