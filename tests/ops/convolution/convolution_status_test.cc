// Convolution / ConvDepthwise2d phase 1: every check of the validation tables (convolution.md §6,
// §7) in order, the upstream unit-test rows (§9) with their expected statuses, and
// DeformableConv2dBackward's refusal on A2/A3.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_convolution.h"
#include "aclnnop/aclnn_convolution_backward.h"

namespace {

using Shape = std::vector<int64_t>;
constexpr aclnnStatus kOk = 0, kNull = 161001, kInvalid = 161002, kRuntime = 361001;

struct Spec {
  Shape shape;
  aclDataType dtype = ACL_FLOAT;
  aclFormat format = ACL_FORMAT_NCHW;
};

std::vector<char>& Buffer() {
  static std::vector<char> b(1 << 26);
  return b;
}

aclTensor* Make(const Spec& s) {
  Shape strides(s.shape.size(), 1);
  for (int i = static_cast<int>(s.shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * std::max<int64_t>(s.shape[i + 1], 1);
  return aclCreateTensor(s.shape.data(), s.shape.size(), s.dtype, strides.data(), 0, s.format, s.shape.data(),
                         s.shape.size(), Buffer().data());
}

aclIntArray* Arr(const Shape& v) { return aclCreateIntArray(v.data(), v.size()); }

// The UT "normal" call: (2,16,32,16); (16,16,3,3); bias (16); (2,16,32,8); stride/pad/dil [1,2].
struct Call {
  Spec input{{2, 16, 32, 16}}, weight{{16, 16, 3, 3}}, bias{{16}}, output{{2, 16, 32, 8}};
  Shape stride{1, 2}, padding{1, 2}, dilation{1, 2}, op{0, 0};
  bool transposed = false;
  int64_t groups = 1;
  int8_t cmt = 1;
  bool null_input = false, null_weight = false, null_bias = false, null_stride = false, null_padding = false,
       null_dilation = false, null_op = false, null_output = false, null_ws = false, null_exec = false;

  Call& dtype(aclDataType d) {
    for (Spec* s : {&input, &weight, &bias, &output}) s->dtype = d;
    return *this;
  }
  Call& format(aclFormat f) {
    for (Spec* s : {&input, &weight, &output}) s->format = f;
    return *this;
  }
  aclnnStatus Run() const {
    aclTensor* x = null_input ? nullptr : Make(input);
    aclTensor* w = null_weight ? nullptr : Make(weight);
    aclTensor* b = null_bias ? nullptr : Make(bias);
    aclTensor* y = null_output ? nullptr : Make(output);
    aclIntArray* st = null_stride ? nullptr : Arr(stride);
    aclIntArray* pd = null_padding ? nullptr : Arr(padding);
    aclIntArray* dl = null_dilation ? nullptr : Arr(dilation);
    aclIntArray* o = null_op ? nullptr : Arr(op);
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    const aclnnStatus s = aclnnConvolutionGetWorkspaceSize(x, w, b, st, pd, dl, transposed, o, groups, y, cmt,
                                                           null_ws ? nullptr : &ws, null_exec ? nullptr : &ex);
    if (s == 0) aclDestroyAclOpExecutor(ex);
    for (aclTensor* t : {x, w, b, y})
      if (t) aclDestroyTensor(t);
    for (aclIntArray* a : {st, pd, dl, o})
      if (a) aclDestroyIntArray(a);
    return s;
  }
};

struct Row {
  const char* name;
  std::function<void(Call&)> edit;
  aclnnStatus want;
};

void RunRows(const std::vector<Row>& rows, const Call& base = Call()) {
  for (const Row& r : rows) {
    Call c = base;
    r.edit(c);
    EXPECT_EQ(c.Run(), r.want) << r.name << ": " << aclGetRecentErrMsg();
  }
}

Call Transposed() {  // UT test_conv2DTranspose_NCHW
  Call c;
  c.transposed = true;
  c.input.shape = {2, 16, 32, 18};
  c.output.shape = {2, 16, 32, 20};
  c.stride = {1, 1};
  c.padding = {1, 1};
  c.dilation = {1, 2};
  return c;
}

}  // namespace

TEST(ConvolutionStatus, ValidationTableInOrder) {
  RunRows({
      {"normal", [](Call&) {}, kOk},
      {"0 workspaceSize null", [](Call& c) { c.null_ws = true; c.null_input = true; }, kNull},
      {"0 executor null", [](Call& c) { c.null_exec = true; }, kNull},
      {"1 input null", [](Call& c) { c.null_input = true; c.input.dtype = ACL_INT8; }, kNull},
      {"1 weight null", [](Call& c) { c.null_weight = true; }, kNull},
      {"1 stride null", [](Call& c) { c.null_stride = true; }, kNull},
      {"1 padding null", [](Call& c) { c.null_padding = true; }, kNull},
      {"1 dilation null", [](Call& c) { c.null_dilation = true; }, kNull},
      {"1 output null", [](Call& c) { c.null_output = true; }, kNull},
      {"1 outputPadding null, not transposed", [](Call& c) { c.null_op = true; }, kOk},
      {"1 bias null", [](Call& c) { c.null_bias = true; }, kOk},
      {"2.1 bias dtype before input dtype", [](Call& c) { c.bias.dtype = ACL_DOUBLE; c.input.shape = {2}; }, kInvalid},
      {"2.2 input dtype", [](Call& c) { c.input.dtype = ACL_INT32; c.input.shape = {2}; }, kInvalid},
      {"2.2 weight dtype", [](Call& c) { c.weight.dtype = ACL_DOUBLE; }, kInvalid},
      {"2.2 output dtype", [](Call& c) { c.output.dtype = ACL_INT8; }, kInvalid},
      {"3.1 input rank 2", [](Call& c) { c.input.shape = {2, 16}; }, kInvalid},
      {"3.1 weight rank 6", [](Call& c) { c.weight.shape = {16, 16, 3, 3, 1, 1}; }, kInvalid},
      {"3.2 weight rank 3", [](Call& c) { c.weight.shape = {16, 16, 3}; }, kInvalid},
      {"3.2 output rank 5", [](Call& c) { c.output.shape = {2, 16, 32, 8, 1}; }, kInvalid},
      {"3.3 bias rank 2", [](Call& c) { c.bias.shape = {1, 16}; c.stride = {1}; }, kInvalid},
      {"3.3 bias size", [](Call& c) { c.bias.shape = {8}; c.stride = {1}; }, kInvalid},
      {"3.4 stride length", [](Call& c) { c.stride = {1}; c.input.format = ACL_FORMAT_NHWC; }, kInvalid},
      {"3.4 dilation length", [](Call& c) { c.dilation = {1, 2, 1}; }, kInvalid},
      {"3.4 padding length 3", [](Call& c) { c.padding = {1, 1, 1}; }, kInvalid},
      {"3.4 padding length 4", [](Call& c) { c.padding = {1, 1, 2, 2}; }, kOk},
      {"3.4 padding length 1 for 2-D", [](Call& c) { c.padding = {1}; }, kInvalid},
      {"4.1 input/output formats differ", [](Call& c) { c.output.format = ACL_FORMAT_NCL; }, kInvalid},
      {"4.2 bias format NHWC", [](Call& c) { c.bias.format = ACL_FORMAT_NHWC; }, kInvalid},
      {"4.2 bias format ND", [](Call& c) { c.bias.format = ACL_FORMAT_ND; }, kOk},
      {"4.3 NHWC", [](Call& c) { c.format(ACL_FORMAT_NHWC); }, kInvalid},
      {"4.3 weight NHWC", [](Call& c) { c.weight.format = ACL_FORMAT_NHWC; }, kInvalid},
      {"4.3 ND", [](Call& c) { c.format(ACL_FORMAT_ND); }, kInvalid},
      {"4.3 weight FRACTAL_Z", [](Call& c) { c.weight.format = ACL_FORMAT_FRACTAL_Z; }, kInvalid},
      {"5.1 negative channel", [](Call& c) { c.weight.shape = {16, -1, 3, 3}; }, kInvalid},
      {"5.2 kernel dim 0", [](Call& c) { c.weight.shape = {16, 16, 0, 3}; c.stride = {0, 0}; }, kInvalid},
      {"5.3 stride 0", [](Call& c) { c.stride = {1, 0}; }, kInvalid},
      {"5.3 dilation -1", [](Call& c) { c.dilation = {-1, 2}; }, kInvalid},
      {"5.3 negative padding (CPU)", [](Call& c) { c.padding = {-1, 2}; }, kInvalid},
      {"5.4 kernel larger than the padded input", [](Call& c) { c.weight.shape = {16, 16, 48, 3}; }, kInvalid},
      {"5.5 groups 0", [](Call& c) { c.groups = 0; }, kInvalid},
      {"5.6 weight.C * groups != Cin", [](Call& c) { c.groups = 2; }, kInvalid},
      {"5.7 weight.N % groups", [](Call& c) { c.groups = 2; c.weight.shape = {15, 8, 3, 3}; c.bias.shape = {15}; c.output.shape = {2, 15, 32, 8}; }, kInvalid},
      {"5.7 grouped ok", [](Call& c) { c.groups = 2; c.weight.shape = {16, 8, 3, 3}; }, kOk},
      {"6.1 output shape", [](Call& c) { c.output.shape = {2, 16, 32, 9}; }, kInvalid},
      {"6.1 output channels", [](Call& c) { c.output.shape = {2, 8, 32, 8}; }, kInvalid},
      {"6.2 empty input, non-empty output", [](Call& c) { c.input.shape = {0, 16, 32, 16}; }, kInvalid},
      {"6 empty batch", [](Call& c) { c.input.shape = {0, 16, 32, 16}; c.output.shape = {0, 16, 32, 8}; }, kOk},
      {"7 cubeMathType 5", [](Call& c) { c.cmt = 5; }, kInvalid},
      {"7 cubeMathType -1", [](Call& c) { c.cmt = -1; }, kInvalid},
      {"7 cubeMathType 4", [](Call& c) { c.cmt = 4; }, kOk},
      {"7 cubeMathType 0", [](Call& c) { c.cmt = 0; }, kOk},
      {"mixed dtypes", [](Call& c) { c.input.dtype = ACL_FLOAT16; c.weight.dtype = ACL_BF16; c.output.dtype = ACL_BF16; }, kOk},
  });
}

TEST(ConvolutionStatus, TransposedChecks) {
  RunRows({
      {"normal", [](Call&) {}, kOk},
      {"1 outputPadding null", [](Call& c) { c.null_op = true; }, kNull},
      {"3.3 bias = weight.C * groups", [](Call& c) { c.bias.shape = {15}; }, kInvalid},
      {"3.4 outputPadding length", [](Call& c) { c.op = {0, 0, 0, 0}; }, kInvalid},
      {"5.6 weight.N != Cin", [](Call& c) { c.weight.shape = {8, 16, 3, 3}; }, kInvalid},
      {"5.6 outputPadding >= stride and dilation", [](Call& c) { c.op = {1, 0}; c.output.shape = {2, 16, 33, 20}; }, kInvalid},
      {"5.6 outputPadding < dilation", [](Call& c) { c.op = {0, 1}; c.output.shape = {2, 16, 32, 21}; }, kOk},
      {"5.6 outputPadding negative", [](Call& c) { c.op = {0, -1}; }, kInvalid},
      {"5.9 Cin 0", [](Call& c) { c.input.shape = {2, 0, 32, 18}; c.weight.shape = {0, 16, 3, 3}; }, kInvalid},
      {"5.10 (K-1)*dl - p > 255", [](Call& c) { c.weight.shape = {16, 16, 3, 200}; c.output.shape = {2, 16, 32, 416}; }, kInvalid},
      {"6.1 output shape", [](Call& c) { c.output.shape = {2, 16, 33, 21}; }, kInvalid},
      {"10 FP16 compute into FP32", [](Call& c) { c.dtype(ACL_FLOAT16); c.output.dtype = ACL_FLOAT; }, kRuntime},
      {"10 BF16 compute into FP32", [](Call& c) { c.dtype(ACL_BF16); c.output.dtype = ACL_FLOAT; c.cmt = 0; }, kRuntime},
      {"10 cmt 2 into FP32", [](Call& c) { c.dtype(ACL_BF16); c.output.dtype = ACL_FLOAT; c.cmt = 2; }, kOk},
      {"10 mixed inputs (P = FP32) into FP32", [](Call& c) { c.dtype(ACL_BF16); c.input.dtype = ACL_FLOAT16; c.output.dtype = ACL_FLOAT; }, kOk},
      {"10 empty batch skips the lookup", [](Call& c) { c.dtype(ACL_FLOAT16); c.output.dtype = ACL_FLOAT; c.input.shape = {0, 16, 32, 18}; c.output.shape = {0, 16, 32, 20}; }, kOk},
  }, Transposed());
  // 3-D: 0 <= (K-1)*dl - p on H and W, nothing on D.
  Call c3;
  c3.transposed = true;
  c3.format(ACL_FORMAT_NCDHW);
  c3.input.shape = {1, 2, 4, 4, 4};
  c3.weight.shape = {2, 2, 2, 2, 2};
  c3.bias.shape = {2};
  c3.stride = {1, 1, 1};
  c3.padding = {0, 0, 0};
  c3.dilation = {1, 1, 1};
  c3.op = {0, 0, 0};
  c3.output.shape = {1, 2, 5, 5, 5};
  EXPECT_EQ(c3.Run(), kOk) << aclGetRecentErrMsg();
  c3.padding = {3, 0, 0};
  c3.output.shape = {1, 2, -1, 5, 5};
  EXPECT_EQ(c3.Run(), kInvalid);
  c3.padding = {0, 0, 3};  // UT ascend910B2_test_conv3DTranspose_pad_GE_kernel: lower bound on W
  c3.output.shape = {1, 2, 5, 5, -1};
  EXPECT_EQ(c3.Run(), kInvalid);
  c3.padding = {0, 1, 1};
  c3.output.shape = {1, 2, 5, 3, 3};
  EXPECT_EQ(c3.Run(), kOk) << aclGetRecentErrMsg();
  // NDHWC (§3.2): read channel-last, so these NCDHW shapes mean other channel counts: weight
  // (2, 2, 2, 2, 2) is Cin 2 x Cout/G 2 either way, but x (1, 2, 4, 4, 4) has 4 channels, which
  // filter.N (2) must equal.
  c3.format(ACL_FORMAT_NDHWC);
  EXPECT_EQ(c3.Run(), kInvalid);
  c3.input.shape = {1, 4, 4, 4, 2};  // (N, D, H, W, C)
  c3.output.shape = {1, 5, 3, 3, 2};
  EXPECT_EQ(c3.Run(), kOk) << aclGetRecentErrMsg();
  c3.output.format = ACL_FORMAT_NCDHW;  // x and y must share their label
  EXPECT_EQ(c3.Run(), kInvalid);
  c3.output.format = ACL_FORMAT_NDHWC;
  c3.weight.format = ACL_FORMAT_NCDHW;  // the filter may carry the other one
  EXPECT_EQ(c3.Run(), kOk) << aclGetRecentErrMsg();
  c3.weight.format = ACL_FORMAT_NHWC;
  EXPECT_EQ(c3.Run(), kInvalid);
}

// Rows of the upstream UT-C table (§9.1).
TEST(ConvolutionStatus, UpstreamUnitTests) {
  // Positive, mixed dtypes.
  for (aclDataType dx : {ACL_FLOAT16, ACL_FLOAT})
    for (aclDataType dw : {ACL_FLOAT16, ACL_FLOAT})
      for (aclDataType dy : {ACL_FLOAT16, ACL_FLOAT})
        for (aclDataType db : {ACL_FLOAT, ACL_FLOAT16}) {
          Call c;
          c.input.dtype = dx; c.weight.dtype = dw; c.output.dtype = dy; c.bias.dtype = db;
          EXPECT_EQ(c.Run(), kOk);
        }
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) EXPECT_EQ(Call().dtype(d).Run(), kOk);
  Call c1;  // test_conv1D_FP32
  c1.format(ACL_FORMAT_NCL);
  c1.input.shape = {16, 16, 16}; c1.weight.shape = {8, 16, 3}; c1.output.shape = {16, 8, 16}; c1.bias.shape = {8};
  c1.stride = {1}; c1.padding = {1}; c1.dilation = {1};
  EXPECT_EQ(c1.Run(), kOk) << aclGetRecentErrMsg();
  Call a1 = c1;  // test_conv1D_with_asymmetric_pad
  a1.null_bias = true;
  a1.input.shape = {16, 64, 122}; a1.weight.shape = {31, 64, 10}; a1.output.shape = {16, 31, 30};
  a1.stride = {4}; a1.padding = {2, 2};
  EXPECT_EQ(a1.Run(), kOk) << aclGetRecentErrMsg();
  EXPECT_EQ(Transposed().Run(), kOk);
  Call t1;  // test_conv1DTranspose_FP32
  t1.transposed = true; t1.format(ACL_FORMAT_NCL);
  t1.input.shape = {2, 16, 32}; t1.weight.shape = {16, 16, 3}; t1.output.shape = {2, 16, 35};
  t1.stride = {1}; t1.padding = {1}; t1.dilation = {2}; t1.op = {1};
  EXPECT_EQ(t1.Run(), kOk) << aclGetRecentErrMsg();
  Call sp = Transposed();  // test_shape_transpose_pass
  sp.weight.shape = {16, 16, 48, 48}; sp.input.shape = {2, 16, 32, 16}; sp.output.shape = {2, 16, 77, 122};
  sp.stride = {1, 2}; sp.padding = {1, 2}; sp.dilation = {1, 2}; sp.op = {0, 1};
  EXPECT_EQ(sp.Run(), kOk) << aclGetRecentErrMsg();
  Call e;  // test_empty_tensor_conv2d
  e.input.shape = {0, 2, 1, 0}; e.weight.shape = {3, 2, 1, 1}; e.output.shape = {0, 3, 5, 4}; e.bias.shape = {3};
  e.stride = {1, 1}; e.padding = {2, 2}; e.dilation = {1, 1};
  EXPECT_EQ(e.Run(), kOk) << aclGetRecentErrMsg();
  Call g = Call();  // test_conv2D_group_larger_1
  g.groups = 2; g.weight.shape = {16, 8, 3, 3};
  EXPECT_EQ(g.Run(), kOk);
  Call p3;  // ascend910B2_test_conv3D_pointwise_bias
  p3.format(ACL_FORMAT_NCDHW);
  p3.input.shape = {2, 2, 32, 32, 32}; p3.weight.shape = {2, 2, 1, 1, 1}; p3.output.shape = {2, 2, 32, 32, 32};
  p3.bias.shape = {2}; p3.stride = {1, 1, 1}; p3.padding = {0, 0, 0}; p3.dilation = {1, 1, 1};
  for (aclDataType d : {ACL_FLOAT16, ACL_BF16, ACL_FLOAT}) EXPECT_EQ(Call(p3).dtype(d).Run(), kOk);
  Call op3 = p3;  // ascend910B2_test_conv3DTransPose_outputpadding
  op3.transposed = true; op3.input.shape = {2, 2, 32, 32, 11}; op3.stride = {1, 1, 3}; op3.op = {0, 0, 1};
  op3.null_bias = true;
  for (aclDataType d : {ACL_FLOAT16, ACL_BF16}) EXPECT_EQ(Call(op3).dtype(d).Run(), kOk) << aclGetRecentErrMsg();
  Call cb = Transposed();  // ascend_test_conv1d_transpose_with_bias: groups 384
  cb.format(ACL_FORMAT_NCL); cb.bias.format = ACL_FORMAT_ND;
  cb.input.shape = {1, 384, 258}; cb.weight.shape = {384, 1, 3}; cb.bias.shape = {384}; cb.output.shape = {1, 384, 256};
  cb.stride = {1}; cb.padding = {2}; cb.dilation = {1}; cb.op = {0}; cb.groups = 384; cb.cmt = 3;
  EXPECT_EQ(cb.Run(), kOk) << aclGetRecentErrMsg();
  // Negative rows.
  RunRows({
      {"test_conv2D_weight_NHWC_error", [](Call& c) { c.weight.format = ACL_FORMAT_NHWC; }, kInvalid},
      {"test_conv2D_NHWC", [](Call& c) { c.input.format = c.output.format = ACL_FORMAT_NHWC; }, kInvalid},
      {"test_input_weight_dim_error_2", [](Call& c) { c.input.shape = {2, 16}; }, kInvalid},
      {"test_bias_shape", [](Call& c) { c.bias.shape = {1, 16}; }, kInvalid},
      {"test_bias_noneChannel_equal_1", [](Call& c) { c.bias.shape = {2, 16, 2, 2}; }, kInvalid},
      {"test_nullptr_error", [](Call& c) { c.null_input = true; }, kNull},
      {"test_shape_error_2", [](Call& c) { c.stride = {-1, 0}; c.padding = {-1, 1}; c.dilation = {-1, 0}; }, kInvalid},
      {"test_conv2D_input_FP16_weight_FP16_output_FP32_bias_NHWC", [](Call& c) { c.input.dtype = c.weight.dtype = ACL_FLOAT16; c.bias.format = ACL_FORMAT_NHWC; }, kInvalid},
      {"ascend_test_conv2D_empty_tensor_input_zero_output_nonzero", [](Call& c) { c.input.shape = {2, 1, 32, 0}; c.weight.shape = {16, 1, 3, 3}; }, kInvalid},
      {"ascend_test_conv2DTransPose_dataType_error", [](Call& c) { c.dtype(ACL_DOUBLE); c.transposed = true; }, kInvalid},
      {"ascend_test_conv2D_input_HIF8", [](Call& c) { c.input.dtype = ACL_HIFLOAT8; }, kInvalid},
  });
  RunRows({
      {"test_weight_1stDim_transpose", [](Call& c) { c.weight.shape = {8, 16, 3, 3}; }, kInvalid},
      {"test_outputPadding_transpose", [](Call& c) { c.op = {1, 2}; }, kInvalid},
      {"test_conv2DTranspose_infershape_error", [](Call& c) { c.output.shape = {2, 16, 33, 21}; }, kInvalid},
      {"test_empty_tensor_conv2dTranspose_Batch", [](Call& c) { c.dtype(ACL_FLOAT16); c.input.shape = {0, 16, 32, 18}; c.output.shape = {0, 16, 32, 20}; }, kOk},
      {"test_empty_tensor_conv2dTranspose_Channel", [](Call& c) { c.input.shape = {2, 0, 32, 18}; c.weight.shape = {0, 16, 3, 3}; }, kInvalid},
      {"ascend_test_empty_tensor_conv2dTranspose_H", [](Call& c) { c.input.shape = {2, 16, 0, 18}; c.output.shape = {0, 16, 32, 20}; }, kInvalid},
      {"ascend_test_empty_tensor_conv2dTranspose_W", [](Call& c) { c.weight.shape = {16, 16, 3, 0}; }, kInvalid},
      {"ascend910B2_test_conv2DTranspose_NCHW_pad4dim", [](Call& c) { c.op = {0, 0, 0, 0}; }, kInvalid},
  }, Transposed());
}

namespace {

struct DwCall {
  Spec self{{2, 16, 32, 16}}, weight{{16, 1, 3, 3}}, bias{{16}}, out{{2, 16, 32, 16}};
  Shape kernel{3, 3}, stride{1, 1}, padding{1, 1}, dilation{1, 1};
  int8_t cmt = 1;
  bool null_self = false, null_kernel = false, null_bias = false, null_out = false;
  DwCall& dtype(aclDataType d) {
    for (Spec* s : {&self, &weight, &bias, &out}) s->dtype = d;
    return *this;
  }
  aclnnStatus Run() const {
    aclTensor* x = null_self ? nullptr : Make(self);
    aclTensor* w = Make(weight);
    aclTensor* b = null_bias ? nullptr : Make(bias);
    aclTensor* y = null_out ? nullptr : Make(out);
    aclIntArray* ks = null_kernel ? nullptr : Arr(kernel);
    aclIntArray* st = Arr(stride);
    aclIntArray* pd = Arr(padding);
    aclIntArray* dl = Arr(dilation);
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    const aclnnStatus s = aclnnConvDepthwise2dGetWorkspaceSize(x, w, ks, b, st, pd, dl, y, cmt, &ws, &ex);
    if (s == 0) aclDestroyAclOpExecutor(ex);
    for (aclTensor* t : {x, w, b, y})
      if (t) aclDestroyTensor(t);
    for (aclIntArray* a : {ks, st, pd, dl})
      if (a) aclDestroyIntArray(a);
    return s;
  }
};

}  // namespace

// §7 and the UT-D table (§9.2).
TEST(ConvolutionStatus, Depthwise2d) {
  struct DwRow {
    const char* name;
    std::function<void(DwCall&)> edit;
    aclnnStatus want;
  };
  const std::vector<DwRow> rows = {
      {"test_NCHW", [](DwCall&) {}, kOk},
      {"fp16", [](DwCall& c) { c.dtype(ACL_FLOAT16); }, kOk},
      {"test_bias_nullptr", [](DwCall& c) { c.dtype(ACL_FLOAT16); c.null_bias = true; }, kOk},
      {"test_empty_tensor_Batch", [](DwCall& c) { c.self.shape = {0, 16, 32, 16}; c.out.shape = {0, 16, 32, 16}; }, kOk},
      {"1 self null", [](DwCall& c) { c.null_self = true; }, kNull},
      {"1 out null", [](DwCall& c) { c.null_out = true; c.self.dtype = ACL_INT8; }, kNull},
      {"2.1 bias dtype != self", [](DwCall& c) { c.bias.dtype = ACL_FLOAT16; }, kInvalid},
      {"test_input_FP16_weight_FP16_output_FP32", [](DwCall& c) { c.dtype(ACL_FLOAT16); c.out.dtype = ACL_FLOAT; }, kInvalid},
      {"test_input_FP32_weight_FP16_output_FP16", [](DwCall& c) { c.weight.dtype = c.out.dtype = ACL_FLOAT16; }, kInvalid},
      {"test_NHWC", [](DwCall& c) { c.self.format = c.out.format = ACL_FORMAT_NHWC; }, kInvalid},
      {"test_NCL", [](DwCall& c) { c.weight.shape = {16, 1, 3}; c.weight.format = ACL_FORMAT_NCL; }, kInvalid},
      {"test_kernelSize_err", [](DwCall& c) { c.self.shape = {2, 32, 16, 16}; c.kernel = {5, 5}; }, kInvalid},
      {"test_infershape_error", [](DwCall& c) { c.out.shape = {2, 16, 33, 9}; }, kInvalid},
      {"test_input_weight_dim_error_2", [](DwCall& c) { c.self.shape = {2, 16, 32, 16, 1}; }, kInvalid},
      {"test_attr_dim_error", [](DwCall& c) { c.stride = {1, 1, 1}; c.padding = {1, 1, 1}; c.dilation = {1, 1, 1}; }, kInvalid},
      {"4-element padding", [](DwCall& c) { c.padding = {1, 1, 1, 1}; }, kInvalid},
      {"test_shape_error_2", [](DwCall& c) { c.stride = {-1, 0}; }, kInvalid},
      {"test_shape_error_3", [](DwCall& c) { c.weight.shape = {16, 1, 48, 48}; c.kernel = {48, 48}; }, kInvalid},
      {"test_bias_shape", [](DwCall& c) { c.bias.shape = {1, 16}; }, kInvalid},
      {"test_bias_equal_outChannel", [](DwCall& c) { c.bias.shape = {8}; }, kInvalid},
      {"test_weight_1stDim", [](DwCall& c) { c.weight.shape = {8, 1, 3, 3}; c.bias.shape = {8}; c.out.shape = {2, 8, 32, 16}; }, kInvalid},
      {"test_channel_group", [](DwCall& c) { c.weight.shape = {16, 2, 3, 3}; }, kInvalid},
      {"test_empty_tensor_Channel", [](DwCall& c) { c.self.shape = {2, 0, 32, 16}; c.out.shape = {2, 0, 32, 16}; }, kInvalid},
      {"test_weight_spatial_dim", [](DwCall& c) { c.weight.shape = {16, 1, 0, 3}; }, kInvalid},
      {"channel multiplier 2", [](DwCall& c) { c.weight.shape = {32, 1, 3, 3}; c.bias.shape = {32}; c.out.shape = {2, 32, 32, 16}; }, kOk},
      {"7 cubeMathType 5", [](DwCall& c) { c.cmt = 5; }, kInvalid},
      {"9 kernelSize mismatch, checked last", [](DwCall& c) { c.kernel = {3, 2}; }, kInvalid},
      {"9 kernelSize null (CPU)", [](DwCall& c) { c.null_kernel = true; }, kNull},
      {"9 kernelSize short (CPU)", [](DwCall& c) { c.kernel = {3}; }, kInvalid},
      {"cmt checked before kernelSize", [](DwCall& c) { c.null_kernel = true; c.cmt = 9; }, kInvalid},
  };
  for (const DwRow& r : rows) {
    DwCall c;
    r.edit(c);
    EXPECT_EQ(c.Run(), r.want) << r.name << ": " << aclGetRecentErrMsg();
  }
}

TEST(ConvolutionStatus, DeformableConv2dBackwardExistsOnlyOnALaterChip) {
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnDeformableConv2dBackwardGetWorkspaceSize(nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
                                                          nullptr, nullptr, 1, 1, true, nullptr, nullptr, nullptr,
                                                          nullptr, &ws, &ex),
            kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("950"), std::string::npos) << aclGetRecentErrMsg();
  EXPECT_EQ(aclnnDeformableConv2dBackwardGetWorkspaceSize(nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
                                                          nullptr, nullptr, 1, 1, true, nullptr, nullptr, nullptr,
                                                          nullptr, nullptr, &ex),
            kNull);
  EXPECT_EQ(aclnnDeformableConv2dBackward(nullptr, 0, nullptr, nullptr), kNull);
}
