// aclnnConvolutionGetWorkspaceSize / aclnnConvolution (docs/reliability.md).
#include "aclnnop/aclnn_convolution.h"
#include "conv_shapes.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  const fz::ConvCase c = fz::MakeConvCase(F, true, true);
  // 3-D tensors labelled NDHWC now and then (channel-last shapes; the filter keeps either label).
  const bool last = c.fmt == ACL_FORMAT_NCDHW && F.OneIn(3);
  const bool w_last = last && !F.OneIn(3);
  auto channel_last = [](fz::Shape s, bool on) {
    if (on && s.size() == 5) s = {s[0], s[2], s[3], s[4], s[1]};
    return s;
  };
  const aclFormat xf = last ? ACL_FORMAT_NDHWC : c.fmt, wf = w_last ? ACL_FORMAT_NDHWC : c.fmt;
  aclTensor* input = F.Tensor(channel_last(c.XShape(), last), c.dx, F.Format(xf), fz::Role::kIn);
  aclTensor* weight = F.Tensor(channel_last(c.WShape(), w_last), c.dw, F.Format(wf), fz::Role::kIn);
  aclTensor* bias = F.OneIn(3) ? nullptr : F.Tensor({c.Cout}, c.db, F.Format(ACL_FORMAT_ND), fz::Role::kIn);
  aclTensor* out = F.OneIn(12) ? F.Alias(input, channel_last(c.YShape(), last), c.dout, xf, fz::Role::kOut) : nullptr;
  if (!out) out = F.Tensor(channel_last(c.YShape(), last), c.dout, F.Format(xf), fz::Role::kOut);
  aclIntArray* stride = F.IntArray(c.stride, false);
  aclIntArray* padding = F.IntArray(c.pad, false);
  aclIntArray* dilation = F.IntArray(c.dil, false);
  aclIntArray* op = F.IntArray(c.op);
  const aclnnStatus st = aclnnConvolutionGetWorkspaceSize(input, weight, bias, stride, padding, dilation, c.transposed,
                                                          op, c.G, out, c.cmt, F.WsOut(), F.ExOut());
  F.Finish("aclnnConvolution", st, aclnnConvolution, c.Work());
  return 0;
}
