// ReflectionPad2dBackward phase-1 statuses: the upstream unit tests (spec §6), one test per row of
// the validation order (spec §5), the library policies, and phase 2.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "../reflection_pad2d/pad_test_util.h"

using namespace aclnn_test;
using namespace pad_test;

namespace {

struct Desc {
  Shape shape;
  aclDataType dtype = ACL_FLOAT16;
  aclFormat format = ACL_FORMAT_ND;
};

class Tensor {
 public:
  explicit Tensor(const Desc& d) : t_(d.shape, d.dtype) {
    if (d.format != ACL_FORMAT_ND) {  // re-label the format
      int64_t* s = nullptr;
      uint64_t n = 0;
      aclGetViewStrides(t_.get(), &s, &n);
      const int64_t storage[1] = {t_.storage_elems()};
      aclInitTensor(t_.get(), nullptr, 0, d.dtype, s, 0, d.format, storage, 1, nullptr);
      delete[] s;
    }
  }
  aclTensor* get() { return t_.get(); }
  TestTensor& tt() { return t_; }

 private:
  TestTensor t_;
};

// Phase 1 (and phase 2 on success). pad == nullptr passes a NULL padding array.
aclnnStatus Check1(const Desc* go, const Desc* self, const std::vector<int64_t>* pad, const Desc* gi,
                   uint64_t* ws_out = nullptr) {
  std::unique_ptr<Tensor> tgo(go ? new Tensor(*go) : nullptr), tself(self ? new Tensor(*self) : nullptr),
      tgi(gi ? new Tensor(*gi) : nullptr);
  aclIntArray* p = pad ? aclCreateIntArray(pad->data(), pad->size()) : nullptr;
  uint64_t ws = 12345;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st = aclnnReflectionPad2dBackwardGetWorkspaceSize(
      tgo ? tgo->get() : nullptr, tself ? tself->get() : nullptr, p, tgi ? tgi->get() : nullptr, &ws, &ex);
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    if (tgo) tgo->tt().FillConst(1.0);
    aclnn_test::Workspace w(ws);
    EXPECT_EQ(aclnnReflectionPad2dBackward(w.get(), ws, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    if (ws_out) *ws_out = ws;
  } else {
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("aclnnReflectionPad2dBackward"), std::string::npos) << "status " << st << ": '" << msg << "'";
  }
  if (p) aclDestroyIntArray(p);
  return st;
}

std::string Msg() { return aclGetRecentErrMsg(); }
#define EXPECT_MSG(text) EXPECT_NE(Msg().find(text), std::string::npos) << Msg()

const std::vector<int64_t> k2222{2, 2, 2, 2};

}  // namespace

// Spec §6: every upstream unit test with its expected status.
TEST(ReflectionPad2dBackwardStatus, UpstreamUnitTests) {
  const Desc s243{{2, 4, 3}}, g287{{2, 8, 7}};
  EXPECT_EQ(Check1(nullptr, &s243, &k2222, &s243), ACLNN_ERR_PARAM_NULLPTR);  // case_3 (a)
  EXPECT_EQ(Check1(&g287, nullptr, &k2222, &s243), ACLNN_ERR_PARAM_NULLPTR);  // case_3 (b)
  EXPECT_EQ(Check1(&g287, &s243, nullptr, &s243), ACLNN_ERR_PARAM_NULLPTR);   // case_3 (c)
  EXPECT_EQ(Check1(&g287, &s243, &k2222, nullptr), ACLNN_ERR_PARAM_NULLPTR);  // case_4
  const Desc g297{{2, 9, 7}}, s253{{2, 5, 3}};
  EXPECT_EQ(Check1(&g297, &s253, &k2222, &s243), ACLNN_ERR_PARAM_INVALID);    // case_5
  const std::vector<int64_t> p3{2, 2, 2};
  EXPECT_EQ(Check1(&g287, &s243, &p3, &s243), ACLNN_ERR_PARAM_INVALID);       // case_6
  const Desc g87{{8, 7}}, s43{{4, 3}}, s143{{1, 4, 3}};
  EXPECT_EQ(Check1(&g87, &s43, &k2222, &s43), ACLNN_ERR_PARAM_INVALID);       // case_7
  EXPECT_EQ(Check1(&g87, &s143, &k2222, &s143), ACLNN_ERR_PARAM_INVALID);     // case_8
  const Desc g1187{{1, 1, 8, 7}}, s1143{{1, 1, 4, 3}}, s1143u{{1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED};
  EXPECT_EQ(Check1(&g1187, &s1143u, &k2222, &s1143), ACLNN_ERR_PARAM_INVALID);  // case_9
  for (aclDataType d : {ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128}) {  // case_10
    const Desc g{{1, 1, 8, 7}, d}, s{{1, 1, 4, 3}, d};
    EXPECT_EQ(Check1(&g, &s, &k2222, &s), 0) << Name(d);
  }
  const Desc gi16{{1, 1, 8, 7}, ACL_INT16}, si16{{1, 1, 4, 3}, ACL_INT16};
  EXPECT_EQ(Check1(&gi16, &si16, &k2222, &si16), ACLNN_ERR_PARAM_INVALID);    // case_11
  const Desc s1143f{{1, 1, 4, 3}, ACL_FLOAT};
  EXPECT_EQ(Check1(&g1187, &s1143, &k2222, &s1143f), ACLNN_ERR_PARAM_INVALID);  // case_12
  EXPECT_EQ(Check1(&g1187, &s1143f, &k2222, &s1143), ACLNN_ERR_PARAM_INVALID);  // case_13
  const Desc g186{{1, 8, 6}}, s124{{1, 2, 4}};
  const std::vector<int64_t> p1133{1, 1, 3, 3}, p1111{1, 1, 1, 1};
  EXPECT_EQ(Check1(&g186, &s124, &p1133, &s124), ACLNN_ERR_PARAM_INVALID);    // case_14
  const Desc g155{{1, 5, 5}};
  EXPECT_EQ(Check1(&g155, &s124, &p1111, &s124), ACLNN_ERR_PARAM_INVALID);    // case_15
  const Desc g3414{{3, 4, 14}}, s3010{{3, 0, 10}};
  EXPECT_EQ(Check1(&g3414, &s3010, &k2222, &s3010), ACLNN_ERR_PARAM_INVALID);  // case_16
  const Desc g10714{{1, 0, 7, 14}}, s10310{{1, 0, 3, 10}};
  EXPECT_EQ(Check1(&g10714, &s10310, &k2222, &s10310), ACLNN_ERR_PARAM_INVALID);  // case_18
  const Desc s1173{{1, 1, 7, 3}};
  const std::vector<int64_t> p222m1{2, 2, 2, -1};
  EXPECT_EQ(Check1(&g1187, &s1173, &p222m1, &s1143), ACLNN_ERR_PARAM_INVALID);  // case_19 (self != gradInput)
}

TEST(ReflectionPad2dBackwardStatus, Row01_NullOutParams) {
  TestTensor go({1, 4, 4}, ACL_FLOAT), self({1, 2, 2}, ACL_FLOAT), gi({1, 2, 2}, ACL_FLOAT);
  aclIntArray* p = aclCreateIntArray(std::vector<int64_t>{1, 1, 1, 1}.data(), 4);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(go.get(), self.get(), p, gi.get(), nullptr, &ex),
            ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(go.get(), self.get(), p, gi.get(), &ws, nullptr),
            ACLNN_ERR_PARAM_NULLPTR);
  // Checked before the tensors: all-NULL tensors still report the out-parameter.
  EXPECT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(nullptr, nullptr, nullptr, nullptr, &ws, nullptr),
            ACLNN_ERR_PARAM_NULLPTR);
  aclDestroyIntArray(p);
}

TEST(ReflectionPad2dBackwardStatus, Rows03to06_NullTensorsInParameterOrder) {
  const Desc bad{{2, 3}, ACL_INT8};  // also wrong in every other respect: nulls come first
  EXPECT_EQ(Check1(nullptr, &bad, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_MSG("gradOutput");
  EXPECT_EQ(Check1(&bad, nullptr, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_MSG("self");
  EXPECT_EQ(Check1(&bad, &bad, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_MSG("padding");
  EXPECT_EQ(Check1(&bad, &bad, &k2222, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_MSG("gradInput");
}

TEST(ReflectionPad2dBackwardStatus, Rows07to09_DtypeOutsideTheList) {
  const Desc g{{1, 8, 7}, ACL_FLOAT}, s{{1, 4, 3}, ACL_FLOAT};
  for (aclDataType bad : {ACL_INT32, ACL_INT8, ACL_INT64, ACL_UINT8, ACL_BOOL, ACL_INT16, ACL_DT_UNDEFINED}) {
    SCOPED_TRACE(Name(bad));
    const Desc gb{{1, 8, 7}, bad}, sb{{1, 4, 3}, bad};
    EXPECT_EQ(Check1(&gb, &sb, &k2222, &sb), ACLNN_ERR_PARAM_INVALID);  // row 7 first
    EXPECT_MSG("gradOutput has dtype");
    EXPECT_EQ(Check1(&g, &sb, &k2222, &sb), ACLNN_ERR_PARAM_INVALID);   // row 8
    EXPECT_MSG("self has dtype");
    EXPECT_EQ(Check1(&g, &s, &k2222, &sb), ACLNN_ERR_PARAM_INVALID);    // row 9
    EXPECT_MSG("gradInput has dtype");
  }
}

TEST(ReflectionPad2dBackwardStatus, Rows10and11_DtypesMustMatch) {
  const Desc gh{{1, 8, 7}, ACL_FLOAT16}, g{{1, 8, 7}, ACL_FLOAT}, s{{1, 4, 3}, ACL_FLOAT}, sb{{1, 4, 3}, ACL_BF16};
  EXPECT_EQ(Check1(&gh, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("gradOutput dtype FLOAT16 must equal self dtype");
  EXPECT_EQ(Check1(&g, &s, &k2222, &sb), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("gradInput dtype");
  const Desc gc{{1, 8, 7}, ACL_COMPLEX64}, sc{{1, 4, 3}, ACL_COMPLEX128};
  EXPECT_EQ(Check1(&gc, &sc, &k2222, &sc), ACLNN_ERR_PARAM_INVALID);
}

TEST(ReflectionPad2dBackwardStatus, Row12_PrivateFormats) {
  for (aclFormat f : {ACL_FORMAT_NC1HWC0, ACL_FORMAT_FRACTAL_Z, ACL_FORMAT_FRACTAL_NZ, ACL_FORMAT_NDC1HWC0,
                      ACL_FRACTAL_Z_3D, ACL_FORMAT_NC1HWC0_C04}) {
    const Desc g{{1, 1, 8, 7}, ACL_FLOAT16, f}, s{{1, 1, 4, 3}, ACL_FLOAT16, f};
    EXPECT_EQ(Check1(&g, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID) << f;  // all equal, still private
    EXPECT_MSG("private format");
  }
  // Common formats are fine when they agree.
  for (aclFormat f : {ACL_FORMAT_NCHW, ACL_FORMAT_NHWC, ACL_FORMAT_ND}) {
    const Desc g{{1, 1, 8, 7}, ACL_FLOAT, f}, s{{1, 1, 4, 3}, ACL_FLOAT, f};
    EXPECT_EQ(Check1(&g, &s, &k2222, &s), 0) << f;
  }
}

TEST(ReflectionPad2dBackwardStatus, Row13_FormatsMustAgree) {
  const Desc g{{1, 1, 8, 7}}, gn{{1, 1, 8, 7}, ACL_FLOAT16, ACL_FORMAT_NCHW}, s{{1, 1, 4, 3}},
      sn{{1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_NCHW};
  EXPECT_EQ(Check1(&gn, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("same format");
  EXPECT_EQ(Check1(&g, &s, &k2222, &sn), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(Check1(&gn, &sn, &k2222, &sn), 0);
}

TEST(ReflectionPad2dBackwardStatus, Row14_GradInputShapeIsSelfShape) {
  const Desc g{{2, 8, 7}}, s{{2, 4, 3}}, gi{{2, 4, 4}}, gi4{{1, 2, 4, 3}};
  EXPECT_EQ(Check1(&g, &s, &k2222, &gi), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("gradInput has shape [2,4,4], expected [2,4,3]");
  EXPECT_EQ(Check1(&g, &s, &k2222, &gi4), ACLNN_ERR_PARAM_INVALID);
}

TEST(ReflectionPad2dBackwardStatus, Rows15and16_RankOfSelf) {
  const Desc g2{{8, 7}}, s2{{4, 3}}, g5{{1, 1, 1, 8, 7}}, s5{{1, 1, 1, 4, 3}}, g1{{7}}, s1{{3}};
  EXPECT_EQ(Check1(&g2, &s2, &k2222, &s2), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("self has rank 2");
  EXPECT_EQ(Check1(&g5, &s5, &k2222, &s5), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("self has rank 5");
  EXPECT_EQ(Check1(&g1, &s1, &k2222, &s1), ACLNN_ERR_PARAM_INVALID);
}

TEST(ReflectionPad2dBackwardStatus, Row17_RankOfGradOutput) {
  const Desc g4{{1, 1, 8, 7}}, s3{{1, 4, 3}}, g3{{1, 8, 7}}, s4{{1, 1, 4, 3}};
  EXPECT_EQ(Check1(&g4, &s3, &k2222, &s3), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("gradOutput has rank 4");
  EXPECT_EQ(Check1(&g3, &s4, &k2222, &s4), ACLNN_ERR_PARAM_INVALID);
}

TEST(ReflectionPad2dBackwardStatus, Row18_PaddingLength) {
  const Desc g{{1, 8, 7}}, s{{1, 4, 3}};
  for (std::vector<int64_t> p : {std::vector<int64_t>{}, {2}, {2, 2, 2}, {2, 2, 2, 2, 0}, {2, 2, 2, 2, 2, 2}}) {
    EXPECT_EQ(Check1(&g, &s, &p, &s), ACLNN_ERR_PARAM_INVALID) << p.size();
    EXPECT_MSG("padding must have 4 values");
  }
}

TEST(ReflectionPad2dBackwardStatus, Row19_PaddingBelowTheDims) {
  const Desc s{{1, 4, 3}};  // H = 4, W = 3
  struct C { std::vector<int64_t> p; aclnnStatus want; };
  const C cases[] = {{{3, 0, 0, 0}, ACLNN_ERR_PARAM_INVALID}, {{0, 3, 0, 0}, ACLNN_ERR_PARAM_INVALID},
                     {{0, 0, 4, 0}, ACLNN_ERR_PARAM_INVALID}, {{0, 0, 0, 4}, ACLNN_ERR_PARAM_INVALID},
                     {{2, 2, 3, 3}, 0}, {{100, -100, 0, 0}, ACLNN_ERR_PARAM_INVALID}};
  for (const C& c : cases) {
    const Desc g{{1, 4 + c.p[2] + c.p[3], 3 + c.p[0] + c.p[1]}};
    EXPECT_EQ(Check1(&g, &s, &c.p, &s), c.want) << c.p[0] << c.p[1] << c.p[2] << c.p[3];
    if (c.want) EXPECT_MSG("must be less than the corresponding dims of self [1,4,3] (left and right < 3, top and bottom < 4)");
  }
}

TEST(ReflectionPad2dBackwardStatus, Row20_Bf16PaddingRule) {
  auto run = [](std::vector<int64_t> p, Shape s, aclDataType d = ACL_BF16) {
    const Desc sd{s, d}, gd{Padded(s, {p[0], p[1], p[2], p[3]}), d};
    return Check1(&gd, &sd, &p, &sd);
  };
  EXPECT_EQ(run({7, 7, 7, 7}, {2, 9, 9}), 0);
  EXPECT_EQ(run({8, 0, 1, 0}, {2, 9, 9}), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("BFLOAT16 padding");
  EXPECT_EQ(run({0, 0, 8, 0}, {2, 9, 9}), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(run({0, 0, 0, 8}, {2, 9, 9}), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(run({20, 30, 0, 0}, {2, 9, 31}), 0);                         // H unpadded: W pads only < W
  EXPECT_EQ(run({-1, 0, 0, 0}, {2, 9, 9}), ACLNN_ERR_PARAM_INVALID);      // negative: never for bf16
  EXPECT_EQ(run({0, 0, 0, -1}, {2, 9, 9}), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(run({-1, 0, 0, 0}, {2, 9, 9}, ACL_FLOAT), 0);                 // other dtypes accept it
  EXPECT_EQ(run({8, 0, 1, 0}, {2, 9, 9}, ACL_FLOAT16), 0);
}

TEST(ReflectionPad2dBackwardStatus, Row21_GradOutputLastTwoDims) {
  const Desc s{{2, 4, 3}}, gh{{2, 9, 7}}, gw{{2, 8, 8}}, ok{{2, 8, 7}};
  EXPECT_EQ(Check1(&gh, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("its padded dims must be those of [2, 8, 7]");
  EXPECT_EQ(Check1(&gw, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(Check1(&ok, &s, &k2222, &s), 0);
}

TEST(ReflectionPad2dBackwardStatus, LeadingDimMismatchIsRejected) {  // library policy, spec §8.6
  const Desc s{{2, 3, 4, 3}}, gn{{1, 3, 8, 7}}, gc{{2, 5, 8, 7}}, g3{{3, 8, 7}}, s3{{2, 4, 3}}, g0{{0, 3, 8, 7}};
  EXPECT_EQ(Check1(&gn, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("leading dims");
  EXPECT_EQ(Check1(&gc, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(Check1(&g3, &s3, &k2222, &s3), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(Check1(&g0, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID);  // an empty gradOutput too
}

TEST(ReflectionPad2dBackwardStatus, Row22_EmptyWithZeroInNonBatchDim) {
  const Desc g{{2, 0, 7, 14}}, s{{2, 0, 3, 10}};
  EXPECT_EQ(Check1(&g, &s, &k2222, &s), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("Input should not be empty");
}

TEST(ReflectionPad2dBackwardStatus, Row23_EmptyBatchSucceedsWithoutWork) {
  uint64_t ws = 99;
  const Desc g3{{0, 8, 7}}, s3{{0, 4, 3}}, g4{{0, 2, 8, 7}}, s4{{0, 2, 4, 3}};
  EXPECT_EQ(Check1(&g3, &s3, &k2222, &s3, &ws), 0);
  EXPECT_EQ(ws, 0u);
  ws = 99;
  EXPECT_EQ(Check1(&g4, &s4, &k2222, &s4, &ws), 0);
  EXPECT_EQ(ws, 0u);
  // gradOutput empty through negative padding, self not: success (zeros; see the numerics test).
  const Desc s{{1, 3, 2}}, g{{1, 3, 0}};
  const std::vector<int64_t> p{-1, -1, 0, 0};
  EXPECT_EQ(Check1(&g, &s, &p, &s), 0);
}

TEST(ReflectionPad2dBackwardStatus, LibraryChecks_ViewsInsideStorageAndDims) {
  TestTensor go({1, 4, 4}, ACL_FLOAT), self({1, 2, 2}, ACL_FLOAT), gi({1, 2, 2}, ACL_FLOAT);
  aclIntArray* p = aclCreateIntArray(std::vector<int64_t>{1, 1, 1, 1}.data(), 4);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const int64_t dims[3] = {1, 2, 2}, strides[3] = {4, 2, 1}, small[1] = {3};
  aclTensor* over = aclCreateTensor(dims, 3, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, small, 1, gi.data());
  EXPECT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(go.get(), self.get(), p, over, &ws, &ex),
            ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("outside its storage");
  const int64_t gdims[3] = {1, 4, 4}, gstr[3] = {16, 4, 1}, gsto[1] = {16};
  aclTensor* shifted = aclCreateTensor(gdims, 3, ACL_FLOAT, gstr, 1, ACL_FORMAT_ND, gsto, 1, go.data());
  EXPECT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(shifted, self.get(), p, gi.get(), &ws, &ex),
            ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("gradOutput view");
  aclDestroyTensor(over);
  aclDestroyTensor(shifted);
  aclDestroyIntArray(p);
}

TEST(ReflectionPad2dBackwardStatus, Phase2) {
  TestTensor go({1, 4, 4}, ACL_FLOAT), self({1, 2, 2}, ACL_FLOAT), gi({1, 2, 2}, ACL_FLOAT);
  go.FillConst(1.0);
  aclIntArray* p = aclCreateIntArray(std::vector<int64_t>{1, 1, 1, 1}.data(), 4);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnReflectionPad2dBackward(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  ASSERT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(go.get(), self.get(), p, gi.get(), &ws, &ex), 0);
  EXPECT_GT(ws, 0u);  // the per-thread rows
  aclnn_test::Workspace w(ws);
  EXPECT_EQ(aclnnReflectionPad2dBackward(w.get(), ws - 1, ex, nullptr), ACLNN_ERR_PARAM_INVALID);  // one byte short
  ASSERT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(go.get(), self.get(), p, gi.get(), &ws, &ex), 0);
  EXPECT_EQ(aclnnReflectionPad2dBackward(w.get(), ws, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(gi.Values(), (std::vector<double>{4, 4, 4, 4}));
  EXPECT_EQ(aclnnReflectionPad2dBackward(w.get(), ws, ex, nullptr), ACLNN_ERR_PARAM_INVALID);  // consumed
  // Repeatable executor, re-run after rebinding gradInput to another buffer.
  ASSERT_EQ(aclnnReflectionPad2dBackwardGetWorkspaceSize(go.get(), self.get(), p, gi.get(), &ws, &ex), 0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  EXPECT_EQ(aclnnReflectionPad2dBackward(w.get(), ws, ex, nullptr), 0);
  TestTensor gi2({1, 2, 2}, ACL_FLOAT);
  go.FillConst(2.0);
  ASSERT_EQ(aclSetOutputTensorAddr(ex, 0, gi.get(), gi2.data()), 0);
  EXPECT_EQ(aclnnReflectionPad2dBackward(w.get(), ws, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(gi2.Values(), (std::vector<double>{8, 8, 8, 8}));
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
  aclDestroyIntArray(p);
}
