// The upstream ATK lists of aclnnConvolution (294 cases) and aclnnConvDepthwise2d (234 cases),
// scaled down to a few thousand multiply-adds each: the dtypes, fills, cubeMathType, mode, groups
// (capped), stride / dilation / padding / output-padding relations of every case are kept; batch,
// channels per group, spatial sizes and kernel extents shrink (spec convolution.md §10).
#include <gtest/gtest.h>

#include <algorithm>

#include "conv_test_util.h"

using namespace aclnn_test;
using namespace conv_test;

namespace {

// Scales the spatial geometry of dim i down while keeping the case's relations.
void ScaleDim(aclnn_cpu::ref::ConvShape& s, int i, int64_t in, int64_t k, int64_t st, int64_t dl, int64_t p,
              int64_t op) {
  s.k[i] = std::min<int64_t>(k, 3);
  s.dil[i] = std::min<int64_t>(dl, 2);
  s.stride[i] = std::min<int64_t>(st, 3);
  const int64_t span = s.dil[i] * (s.k[i] - 1);
  if (!s.transposed) {
    s.pb[i] = s.pa[i] = std::min<int64_t>(p, span + 1);
    s.in[i] = std::max<int64_t>(std::min<int64_t>(in, 7), span + 1 - 2 * s.pb[i]);
    s.in[i] = std::max<int64_t>(s.in[i], 1);
  } else {
    s.pb[i] = s.pa[i] = std::min<int64_t>(p, span);  // 3-D: 0 <= (K-1)*dl - p
    s.op[i] = std::min<int64_t>(op, std::max(s.stride[i], s.dil[i]) - 1);
    s.in[i] = std::min<int64_t>(in, 4);
    while (s.Out(i) < 1) ++s.in[i];
  }
}

}  // namespace

TEST(ConvolutionConformance, AtkConvolution) {
  const auto cases = LoadCases("convolution");
  ASSERT_EQ(cases.size(), 294u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& tx = c.tensors.at("input");
    const CaseTensor& tw = c.tensors.at("weight");
    const bool has_bias = c.Has("bias") && !c.tensors.at("bias").shape.empty();
    const bool tr = c.Attr("transposed") != 0;
    const int64_t G = c.Attr("groups", 1);
    ConvCase k;
    auto& s = k.s;
    s.nd = static_cast<int>(tx.shape.size()) - 2;
    s.transposed = tr;
    const int64_t Cin = tx.shape[1];
    const int64_t Cout = tr ? tw.shape[1] * G : tw.shape[0];
    s.G = std::min<int64_t>(G, 3);
    s.N = std::min<int64_t>(tx.shape[0], 2);
    s.Cin = s.G * std::min<int64_t>(Cin / G, 3);
    s.Cout = s.G * std::min<int64_t>(Cout / G, 3);
    const auto st = c.AttrList("stride"), pd = c.AttrList("padding"), dl = c.AttrList("dilation");
    const auto op = c.AttrList("outputPadding");
    for (int i = 0; i < s.nd; ++i)
      ScaleDim(s, i, tx.shape[static_cast<size_t>(i + 2)], tw.shape[static_cast<size_t>(i + 2)], st[static_cast<size_t>(i)],
               dl[static_cast<size_t>(i)], pd[static_cast<size_t>(i)], tr ? op[static_cast<size_t>(i)] : 0);
    k.dt_x = tx.dtype;
    k.dt_w = tw.dtype;
    k.dt_y = tx.dtype;
    k.bias = has_bias;
    if (has_bias) {
      k.dt_b = c.tensors.at("bias").dtype;
      k.f_b = c.tensors.at("bias").fill;
    }
    k.f_x = tx.fill;
    k.f_w = tw.fill;
    k.cmt = static_cast<int>(c.Attr("cubeMathType"));
    k.check_threads = c.id % 16 == 0;
    k.Test();
    if (HasFatalFailure()) return;
  }
}

TEST(ConvolutionConformance, AtkConvDepthwise2d) {
  const auto cases = LoadCases("conv_depthwise2d");
  ASSERT_EQ(cases.size(), 234u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& tx = c.tensors.at("self");
    const CaseTensor& tw = c.tensors.at("weight");
    ConvCase k;
    k.depthwise = true;
    auto& s = k.s;
    s.nd = 2;
    s.N = std::min<int64_t>(tx.shape[0], 2);
    s.Cin = std::min<int64_t>(tx.shape[1], 3);
    s.G = s.Cin;
    s.Cout = s.Cin * std::min<int64_t>(tw.shape[0] / std::max<int64_t>(tx.shape[1], 1), 3);
    const auto st = c.AttrList("stride"), pd = c.AttrList("padding"), dl = c.AttrList("dilation");
    for (int i = 0; i < 2; ++i)
      ScaleDim(s, i, tx.shape[static_cast<size_t>(i + 2)], tw.shape[static_cast<size_t>(i + 2)], st[static_cast<size_t>(i)],
               dl[static_cast<size_t>(i)], pd[static_cast<size_t>(i)], 0);
    k.dtype(tx.dtype);
    k.bias = c.Has("bias");
    k.f_x = tx.fill;
    k.f_w = tw.fill;
    if (k.bias) k.f_b = c.tensors.at("bias").fill;
    k.cmt = static_cast<int>(c.Attr("cubeMathType"));
    k.check_threads = c.id % 16 == 0;
    k.Test();
    if (HasFatalFailure()) return;
  }
}
