// ConvolutionBackward phase 1: the validation table of convolution_backward.md §7 in order, the
// empty path's own checks (§9), and the upstream unit tests (§14) with their expected statuses.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_convolution_backward.h"

namespace {

using Shape = std::vector<int64_t>;
constexpr aclnnStatus kOk = 0, kNull = 161001, kInvalid = 161002;

struct Spec {
  Shape shape;
  aclDataType dtype = ACL_FLOAT16;
  aclFormat format = ACL_FORMAT_NCHW;
};

char* Buffer() {
  static std::vector<char> b(64);
  return b.data();
}

aclTensor* Make(const Spec& s) {
  Shape strides(s.shape.size(), 1);
  for (int i = static_cast<int>(s.shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * std::max<int64_t>(s.shape[i + 1], 1);
  return aclCreateTensor(s.shape.data(), s.shape.size(), s.dtype, strides.data(), 0, s.format, s.shape.data(),
                         s.shape.size(), Buffer());
}

// UT 63's shapes with groups 1: gradOutput (1,16,10,10); input (1,16,10,10); weight (16,16,3,3); s1 p1.
struct Call {
  Spec g{{1, 16, 10, 10}}, x{{1, 16, 10, 10}}, w{{16, 16, 3, 3}};
  Spec gi{{1, 16, 10, 10}}, gw{{16, 16, 3, 3}}, gb{{16}, ACL_FLOAT16, ACL_FORMAT_ND};
  Shape stride{1, 1}, padding{1, 1}, dilation{1, 1}, op{0, 0}, bias_sizes{16};
  std::vector<bool> mask{true, true, true};
  bool transposed = false;
  int groups = 1;
  int8_t cmt = 1;
  bool null_g = false, null_x = false, null_w = false, null_stride = false, null_pad = false, null_dil = false,
       null_op = false, null_mask = false, null_gi = false, null_gw = false, null_gb = false, null_bs = false;

  Call& dtype(aclDataType d) {
    for (Spec* s : {&g, &x, &w, &gi, &gw, &gb}) s->dtype = d;
    return *this;
  }
  Call& format(aclFormat f) {
    for (Spec* s : {&g, &x, &w, &gi, &gw}) s->format = f;
    return *this;
  }
  Call& shapes(const Shape& gs, const Shape& xs, const Shape& ws) {
    g.shape = gs; x.shape = xs; w.shape = ws; gi.shape = xs; gw.shape = ws;
    gb.shape = {transposed ? ws[1] * groups : ws[0]};
    bias_sizes = gb.shape;
    return *this;
  }
  aclnnStatus Run() const {
    aclTensor* t[6];
    const Spec* specs[6] = {&g, &x, &w, &gi, &gw, &gb};
    const bool nulls[6] = {null_g, null_x, null_w, null_gi, null_gw, null_gb};
    for (int i = 0; i < 6; ++i) t[i] = nulls[i] ? nullptr : Make(*specs[i]);
    aclIntArray* a[5] = {null_stride ? nullptr : aclCreateIntArray(stride.data(), stride.size()),
                         null_pad ? nullptr : aclCreateIntArray(padding.data(), padding.size()),
                         null_dil ? nullptr : aclCreateIntArray(dilation.data(), dilation.size()),
                         null_op ? nullptr : aclCreateIntArray(op.data(), op.size()),
                         null_bs ? nullptr : aclCreateIntArray(bias_sizes.data(), bias_sizes.size())};
    bool m[8];
    for (size_t i = 0; i < mask.size(); ++i) m[i] = mask[i];
    aclBoolArray* am = null_mask ? nullptr : aclCreateBoolArray(m, mask.size());
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    const aclnnStatus s = aclnnConvolutionBackwardGetWorkspaceSize(t[0], t[1], t[2], a[4], a[0], a[1], a[2], transposed,
                                                                   a[3], groups, am, cmt, t[3], t[4], t[5], &ws, &ex);
    if (s == 0) aclDestroyAclOpExecutor(ex);
    for (aclTensor* p : t)
      if (p) aclDestroyTensor(p);
    for (aclIntArray* p : a)
      if (p) aclDestroyIntArray(p);
    if (am) aclDestroyBoolArray(am);
    return s;
  }
};

struct Row {
  const char* name;
  std::function<void(Call&)> edit;
  aclnnStatus want;
};

void RunRows(const std::vector<Row>& rows) {
  for (const Row& r : rows) {
    Call c;
    r.edit(c);
    EXPECT_EQ(c.Run(), r.want) << r.name << ": " << aclGetRecentErrMsg();
  }
}

}  // namespace

TEST(ConvolutionBackwardStatus, ValidationTableInOrder) {
  RunRows({
      {"normal", [](Call&) {}, kOk},
      {"1a gradOutput null", [](Call& c) { c.null_g = true; c.x.dtype = ACL_INT8; }, kNull},
      {"1a input null", [](Call& c) { c.null_x = true; }, kNull},
      {"1a weight null", [](Call& c) { c.null_w = true; }, kNull},
      {"1a stride null", [](Call& c) { c.null_stride = true; }, kNull},
      {"1a padding null", [](Call& c) { c.null_pad = true; }, kNull},
      {"1a dilation null", [](Call& c) { c.null_dil = true; }, kNull},
      {"1a outputPadding null, not transposed", [](Call& c) { c.null_op = true; }, kNull},
      {"1a outputMask null", [](Call& c) { c.null_mask = true; }, kNull},
      {"1b outputMask of 2", [](Call& c) { c.mask = {true, true}; }, kNull},
      {"1c gradInput null, requested", [](Call& c) { c.null_gi = true; }, kNull},
      {"1c gradInput null, not requested", [](Call& c) { c.null_gi = true; c.mask[0] = false; }, kOk},
      {"1c gradWeight null", [](Call& c) { c.null_gw = true; c.g.dtype = ACL_INT32; }, kNull},
      {"1c gradBias null", [](Call& c) { c.null_gb = true; }, kNull},
      {"1c all masked out, all null", [](Call& c) { c.mask = {false, false, false}; c.null_gi = c.null_gw = c.null_gb = true; }, kOk},
      {"2 gradOutput dtype", [](Call& c) { c.g.dtype = ACL_DOUBLE; c.g.format = ACL_FORMAT_ND; }, kInvalid},
      {"2 weight dtype", [](Call& c) { c.w.dtype = ACL_INT8; }, kInvalid},
      {"2 masked-out gradBias dtype is still checked", [](Call& c) { c.mask[2] = false; c.gb.dtype = ACL_INT64; }, kInvalid},
      {"2 mixed dtypes promote", [](Call& c) { c.x.dtype = ACL_BF16; c.gi.dtype = ACL_FLOAT; }, kOk},
      {"4a ND for 4-D", [](Call& c) { c.g.format = ACL_FORMAT_ND; }, kInvalid},
      {"4a gradWeight NHWC", [](Call& c) { c.gw.format = ACL_FORMAT_NHWC; }, kInvalid},
      {"4a gradInput rank 2", [](Call& c) { c.gi.shape = {16, 100}; }, kInvalid},
      {"4b gradBias NCHW", [](Call& c) { c.gb.format = ACL_FORMAT_NCHW; }, kInvalid},
      {"4b transposed gradBias any label", [](Call& c) { c.gb.format = ACL_FORMAT_NCHW; c.transposed = true; }, kOk},
      {"5a stride 0 before the length check", [](Call& c) { c.stride = {1, 0, 1}; }, kInvalid},
      {"5b padding -1", [](Call& c) { c.padding = {-1, 1}; }, kInvalid},
      {"5c dilation 0", [](Call& c) { c.dilation = {0, 1}; }, kInvalid},
      {"5d transposed outputPadding -1", [](Call& c) { c.transposed = true; c.op = {-1, 0}; }, kInvalid},
      {"5e outputPadding 1, not transposed", [](Call& c) { c.op = {0, 1}; }, kInvalid},
      {"5f groups 0", [](Call& c) { c.groups = 0; }, kInvalid},
      {"6 cubeMathType 4", [](Call& c) { c.cmt = 4; }, kInvalid},
      {"6 cubeMathType -1", [](Call& c) { c.cmt = -1; }, kInvalid},
      {"8a rank mismatch", [](Call& c) { c.x.shape = c.gi.shape = {1, 16, 10}; c.x.format = c.gi.format = ACL_FORMAT_NCL; }, kInvalid},
      {"8b empty gradOutput", [](Call& c) { c.g.shape = {0, 16, 8, 8}; }, kInvalid},
      {"8c gradInput shape", [](Call& c) { c.gi.shape = {1, 16, 10, 9}; }, kInvalid},
      {"8c masked-out gradWeight shape is still checked", [](Call& c) { c.mask[1] = false; c.gw.shape = {16, 16, 3, 2}; }, kInvalid},
      {"8d gradBias shape", [](Call& c) { c.gb.shape = {15}; }, kInvalid},
      {"8e stride length", [](Call& c) { c.stride = {1}; }, kInvalid},
      {"8e padding of 4 for 2-D", [](Call& c) { c.padding = {1, 1, 1, 1}; }, kOk},
      {"8e padding of 3", [](Call& c) { c.padding = {1, 1, 1}; }, kInvalid},
      {"9a gradOutput channels", [](Call& c) { c.g.shape = {1, 8, 10, 10}; c.gb.shape = {8}; }, kInvalid},
      {"9c groups", [](Call& c) { c.groups = 2; }, kInvalid},
      {"9c grouped ok", [](Call& c) { c.groups = 2; c.w.shape = c.gw.shape = {16, 8, 3, 3}; }, kOk},
      {"10 gradOutput spatial size (CPU: every rank)", [](Call& c) { c.g.shape = {1, 16, 10, 9}; }, kInvalid},
      {"10 kernel larger than the padded input", [](Call& c) { c.w.shape = c.gw.shape = {16, 16, 13, 3}; }, kInvalid},
      {"batch of gradOutput != input (CPU)", [](Call& c) { c.g.shape = {2, 16, 10, 10}; }, kInvalid},
      {"biasSizes ignored in the normal path", [](Call& c) { c.null_bs = true; }, kOk},
  });
}

TEST(ConvolutionBackwardStatus, EmptyPath) {
  RunRows({
      {"N = 0", [](Call& c) { c.shapes({0, 16, 10, 10}, {0, 16, 10, 10}, {16, 16, 3, 3}); }, kOk},
      {"UT 67 biasSizes null", [](Call& c) { c.shapes({0, 16, 10, 10}, {0, 16, 10, 10}, {16, 16, 3, 3}); c.null_bs = true; }, kInvalid},
      {"biasSizes null, gradBias not requested", [](Call& c) { c.shapes({0, 16, 10, 10}, {0, 16, 10, 10}, {16, 16, 3, 3}); c.null_bs = true; c.mask[2] = false; }, kOk},
      {"biasSizes of 2", [](Call& c) { c.shapes({0, 16, 10, 10}, {0, 16, 10, 10}, {16, 16, 3, 3}); c.bias_sizes = {16, 1}; }, kInvalid},
      {"biasSizes value", [](Call& c) { c.shapes({0, 16, 10, 10}, {0, 16, 10, 10}, {16, 16, 3, 3}); c.bias_sizes = {8}; }, kInvalid},
      {"UT 69 weight empty, gradInput with N, C != 0", [](Call& c) { c.shapes({1, 16, 8, 8}, {1, 16, 10, 10}, {0, 16, 3, 3}); }, kInvalid},
      {"weight empty, gradInput not requested", [](Call& c) { c.shapes({1, 0, 8, 8}, {1, 16, 10, 10}, {0, 16, 3, 3}); c.mask[0] = false; }, kOk},
      {"UT 51 empty with wrong gradOutput W", [](Call& c) { c.shapes({0, 16, 32, 8}, {0, 16, 32, 16}, {16, 16, 3, 3}); c.stride = {1, 2}; c.padding = {1, 2}; c.dilation = {1, 2}; }, kOk},
      {"UT 52 transposed empty", [](Call& c) { c.transposed = true; c.shapes({0, 16, 32, 16}, {0, 16, 32, 8}, {16, 16, 3, 3}); c.stride = {1, 2}; c.padding = {1, 2}; c.dilation = {1, 2}; }, kOk},
      {"empty: array length", [](Call& c) { c.shapes({0, 16, 10, 10}, {0, 16, 10, 10}, {16, 16, 3, 3}); c.stride = {1}; }, kInvalid},
      {"empty: channels vs groups", [](Call& c) { c.shapes({0, 16, 10, 10}, {0, 16, 10, 10}, {16, 16, 3, 3}); c.groups = 2; }, kInvalid},
      {"empty: kernel larger than the padded input", [](Call& c) { c.shapes({0, 16, 10, 10}, {0, 16, 1, 10}, {16, 16, 5, 3}); c.padding = {0, 0}; }, kInvalid},
  });
}

TEST(ConvolutionBackwardStatus, UpstreamUnitTests) {
  RunRows({
      {"1 Conv2D FP16 keep dtype, biasSizes [1]", [](Call& c) { c.shapes({512, 2048, 7, 7}, {512, 512, 7, 7}, {2048, 512, 1, 1}); c.bias_sizes = {1}; c.padding = {0, 0}; c.cmt = 0; }, kOk},
      {"4 FP32 use fp16", [](Call& c) { c.dtype(ACL_FLOAT); c.shapes({512, 2048, 7, 7}, {512, 512, 7, 7}, {2048, 512, 1, 1}); c.padding = {0, 0}; c.cmt = 2; }, kOk},
      {"5 Conv1D FP16", [](Call& c) { c.format(ACL_FORMAT_NCL); c.shapes({16, 8, 16}, {16, 16, 16}, {8, 16, 3}); c.stride = {1}; c.padding = {1}; c.dilation = {1}; c.op = {0}; }, kOk},
      {"6 Conv1D labelled NCHW", [](Call& c) { c.format(ACL_FORMAT_NCL); c.shapes({16, 8, 16}, {16, 16, 16}, {8, 16, 3}); c.x.format = ACL_FORMAT_NCHW; c.stride = {1}; c.padding = {1}; c.dilation = {1}; c.op = {0}; }, kInvalid},
      {"15 post dilation FP32", [](Call& c) { c.dtype(ACL_FLOAT); c.shapes({512, 2048, 2, 2}, {512, 512, 4, 4}, {2048, 512, 1, 1}); c.stride = {3, 3}; }, kOk},
      {"20 Conv3D attr error", [](Call& c) { c.dtype(ACL_FLOAT); c.format(ACL_FORMAT_NCDHW); c.shapes({1, 1, 1, 1, 1}, {1, 1, 1, 1, 1}, {1, 1, 1, 1, 1}); c.stride = {0, 1, 1}; c.padding = {-1, 0, 0}; c.dilation = {0, 1, 1}; c.op = {0, 0, 0}; }, kInvalid},
      {"25 NDHWC", [](Call& c) { c.dtype(ACL_BF16); c.format(ACL_FORMAT_NDHWC); c.shapes({1, 16, 1, 8, 8}, {1, 16, 1, 10, 10}, {16, 16, 1, 3, 3}); c.padding = {0, 0, 0}; c.stride = {1, 1, 1}; c.dilation = {1, 1, 1}; c.op = {0, 0, 0}; }, kInvalid},
      {"34 3-D dw bf16 out fp32", [](Call& c) { c.dtype(ACL_BF16); c.format(ACL_FORMAT_NCDHW); c.groups = 128; c.shapes({128, 128, 7, 7, 7}, {128, 128, 7, 7, 7}, {128, 1, 1, 1, 1}); c.mask = {false, true, false}; c.gi.dtype = c.gw.dtype = c.gb.dtype = ACL_FLOAT; c.stride = {1, 1, 1}; c.padding = {0, 0, 0}; c.dilation = {1, 1, 1}; c.op = {0, 0, 0}; }, kInvalid},
      {"35 3-D dw use fp16 out fp32", [](Call& c) { c.dtype(ACL_FLOAT); c.format(ACL_FORMAT_NCDHW); c.groups = 128; c.shapes({128, 128, 7, 7, 7}, {128, 128, 7, 7, 7}, {128, 1, 1, 1, 1}); c.mask = {false, true, false}; c.cmt = 2; c.stride = {1, 1, 1}; c.padding = {0, 0, 0}; c.dilation = {1, 1, 1}; c.op = {0, 0, 0}; }, kInvalid},
      {"24 3-D depthwise bf16 gradWeight", [](Call& c) { c.dtype(ACL_BF16); c.format(ACL_FORMAT_NCDHW); c.groups = 128; c.shapes({128, 128, 7, 7, 7}, {128, 128, 7, 7, 7}, {128, 1, 1, 1, 1}); c.stride = {1, 1, 1}; c.padding = {0, 0, 0}; c.dilation = {1, 1, 1}; c.op = {0, 0, 0}; }, kOk},
      {"63 groups zero", [](Call& c) { c.groups = 0; }, kInvalid},
      {"64 weight Cout not divisible by groups", [](Call& c) { c.shapes({1, 17, 10, 10}, {1, 16, 10, 10}, {17, 16, 3, 3}); c.groups = 2; }, kInvalid},
      {"65 input rank 2", [](Call& c) { c.x.shape = c.gi.shape = {0, 0}; }, kInvalid},
      {"66 gradOutput 4-D, input 3-D", [](Call& c) { c.x.shape = c.gi.shape = {1, 16, 10}; c.x.format = c.gi.format = ACL_FORMAT_NCL; c.w.shape = c.gw.shape = {16, 16, 3}; c.w.format = c.gw.format = ACL_FORMAT_NCL; }, kInvalid},
      {"68 gradOutput empty", [](Call& c) { c.g.shape = {0, 16, 8, 8}; }, kInvalid},
      {"70 Conv1D transpose FP16", [](Call& c) { c.transposed = true; c.format(ACL_FORMAT_NCL); c.shapes({4, 8, 16}, {4, 16, 16}, {16, 8, 3}); c.stride = {1}; c.padding = {1}; c.dilation = {1}; c.op = {0}; }, kOk},
      {"71 Conv2D transpose FP32", [](Call& c) { c.dtype(ACL_FLOAT); c.transposed = true; c.shapes({1, 16, 7, 7}, {1, 16, 7, 7}, {16, 16, 3, 3}); c.mask = {false, true, false}; }, kOk},
      {"75 pre dilation FP16", [](Call& c) { c.shapes({1, 32, 5, 5}, {1, 16, 14, 14}, {32, 16, 3, 3}); c.stride = {3, 3}; }, kOk},
      {"76 pre dilation 4-value padding", [](Call& c) { c.dtype(ACL_FLOAT); c.shapes({1, 32, 5, 5}, {1, 16, 14, 14}, {32, 16, 3, 3}); c.stride = {3, 3}; c.padding = {1, 1, 1, 1}; c.op = {0, 0, 0, 0}; }, kOk},
      {"77 gradOutput H 1", [](Call& c) { c.dtype(ACL_FLOAT); c.shapes({1, 32, 1, 5}, {1, 16, 4, 14}, {32, 16, 3, 3}); c.stride = {10, 3}; c.padding = {0, 1}; }, kOk},
      {"79 1x1 dw stride 16", [](Call& c) { c.shapes({1024, 1024, 14, 14}, {1024, 3, 224, 224}, {1024, 3, 16, 16}); c.stride = {16, 16}; c.padding = {0, 0}; c.mask = {true, true, false}; }, kOk},
      {"72 Conv3D transpose FP32", [](Call& c) { c.dtype(ACL_FLOAT); c.transposed = true; c.format(ACL_FORMAT_NCDHW); c.shapes({1, 16, 1, 7, 7}, {1, 16, 1, 7, 7}, {16, 16, 1, 3, 3}); c.stride = {1, 1, 1}; c.padding = {0, 1, 1}; c.dilation = {1, 1, 1}; c.op = {0, 0, 0}; }, kOk},
      {"30 3-D strideD > kernelD", [](Call& c) { c.dtype(ACL_BF16); c.format(ACL_FORMAT_NCDHW); c.shapes({1, 16, 6, 5, 5}, {1, 16, 11, 10, 10}, {16, 16, 1, 2, 2}); c.stride = {2, 2, 2}; c.padding = {0, 0, 0}; c.dilation = {1, 1, 1}; c.op = {0, 0, 0}; }, kOk},
      {"62 3-D DH swap, groups 512, FP32", [](Call& c) { c.dtype(ACL_FLOAT); c.format(ACL_FORMAT_NCDHW); c.groups = 512; c.shapes({1, 512, 4096, 1, 16}, {1, 512, 4099, 1, 16}, {512, 1, 4, 1, 1}); c.stride = {1, 1, 1}; c.padding = {0, 0, 0}; c.dilation = {1, 1, 1}; c.op = {0, 0, 0}; c.cmt = 0; }, kOk},
  });
}
