// The upstream ATK list of aclnnConvolutionBackward (215 cases), scaled down: dtypes, fills,
// cubeMathType, output masks, mode and the stride / padding relations of every case are kept;
// batch, channels (at most 24), spatial sizes and kernels shrink (spec convolution_backward.md §15).
#include <gtest/gtest.h>

#include <algorithm>

#include "conv_backward_test_util.h"

using namespace aclnn_test;
using namespace conv_bwd_test;

TEST(ConvolutionBackwardConformance, AtkCases) {
  const auto cases = LoadCases("convolution_backward");
  ASSERT_EQ(cases.size(), 215u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& tg = c.tensors.at("gradOutput");
    const CaseTensor& tx = c.tensors.at("input");
    const CaseTensor& tw = c.tensors.at("weight");
    const bool tr = c.Attr("transposed") != 0;
    const int64_t G = c.Attr("groups", 1);
    BwdCase k;
    auto& s = k.s;
    s.nd = static_cast<int>(tx.shape.size()) - 2;
    s.transposed = tr;
    s.G = std::min<int64_t>(G, 3);
    s.N = std::min<int64_t>(tx.shape[0], 24);
    const int64_t Cin = tx.shape[1], Cout = tr ? tw.shape[1] * G : tw.shape[0];
    s.Cin = s.G * std::min<int64_t>(Cin / G, 24);
    s.Cout = s.G * std::min<int64_t>(Cout / G, 24);
    const auto st = c.AttrList("stride"), pd = c.AttrList("padding"), dl = c.AttrList("dilation");
    const auto op = c.AttrList("outputPadding");
    for (int i = 0; i < s.nd; ++i) {
      const size_t j = static_cast<size_t>(i);
      s.k[i] = std::min<int64_t>(tw.shape[j + 2], 3);
      s.dil[i] = std::min<int64_t>(dl[j], 2);
      s.stride[i] = std::min<int64_t>(st[j], 3);
      const int64_t span = s.dil[i] * (s.k[i] - 1);
      s.pb[i] = s.pa[i] = std::min<int64_t>(pd[j], span);
      s.in[i] = std::min<int64_t>(tx.shape[j + 2], 5);
      if (!tr) {
        s.in[i] = std::max<int64_t>(s.in[i], span + 1 - 2 * s.pb[i]);
      } else {
        s.op[i] = std::min<int64_t>(op[j], s.stride[i] - 1);
        while (s.Out(i) < 1 || s.Out(i) + 2 * s.pb[i] - span - 1 < 0) ++s.in[i];
      }
    }
    k.dt_g = tg.dtype; k.dt_x = tx.dtype; k.dt_w = tw.dtype;
    k.dt_gi = k.dt_gw = k.dt_gb = tg.dtype;  // the golden casts every result to gradOutput's dtype
    k.f_g = tg.fill; k.f_x = tx.fill; k.f_w = tw.fill;
    const auto mask = c.AttrList("outputMask");
    for (int m = 0; m < 3; ++m) k.mask[m] = mask[static_cast<size_t>(m)] != 0;
    k.cmt = static_cast<int>(c.Attr("cubeMathType"));
    k.check_threads = c.id % 16 == 0;
    k.Test();
    if (HasFatalFailure()) return;
  }
}
