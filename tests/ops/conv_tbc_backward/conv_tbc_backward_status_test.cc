// ConvTbcBackward phase 1: every validation row of the spec (§6, §13) in order, and the upstream
// unit-test table (§14).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_convolution_backward.h"

namespace {

using Shape = std::vector<int64_t>;

struct Spec {
  Shape shape;
  aclDataType dtype = ACL_FLOAT16;
  aclFormat format = ACL_FORMAT_NCL;
};

std::vector<char>& Buffer() {
  static std::vector<char> b(1 << 16);
  return b;
}

aclTensor* Make(const Spec& s) {
  std::vector<int64_t> strides(s.shape.size(), 1);
  for (int i = static_cast<int>(s.shape.size()) - 2; i >= 0; --i) strides[i] = strides[i + 1] * std::max<int64_t>(s.shape[i + 1], 1);
  return aclCreateTensor(s.shape.data(), s.shape.size(), s.dtype, strides.data(), 0, s.format, s.shape.data(),
                         s.shape.size(), Buffer().data());
}

// The UT "normal" call: (5,1,2); (5,1,2); (1,2,2); (2) -> (5,1,2); (1,2,2); (2), pad 0, cmt 1.
struct Call {
  Spec self{{5, 1, 2}}, input{{5, 1, 2}}, weight{{1, 2, 2}}, bias{{2}, ACL_FLOAT16, ACL_FORMAT_ND};
  Spec gi{{5, 1, 2}}, gw{{1, 2, 2}}, gb{{2}, ACL_FLOAT16, ACL_FORMAT_ND};
  int64_t pad = 0;
  int8_t cmt = 1;
  bool null[7] = {false, false, false, false, false, false, false};

  Call& all_dtype(aclDataType d) {
    for (Spec* s : {&self, &input, &weight, &bias, &gi, &gw, &gb}) s->dtype = d;
    return *this;
  }
  aclnnStatus Run() const {
    const Spec* specs[7] = {&self, &input, &weight, &bias, &gi, &gw, &gb};
    aclTensor* t[7];
    for (int i = 0; i < 7; ++i) t[i] = null[i] ? nullptr : Make(*specs[i]);
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    const aclnnStatus st =
        aclnnConvTbcBackwardGetWorkspaceSize(t[0], t[1], t[2], t[3], pad, cmt, t[4], t[5], t[6], &ws, &ex);
    if (st == 0) aclDestroyAclOpExecutor(ex);
    for (aclTensor* p : t)
      if (p) aclDestroyTensor(p);
    return st;
  }
};

constexpr aclnnStatus kOk = 0, kNull = 161001, kInvalid = 161002;

}  // namespace

// ---- upstream unit tests (§14) ----
TEST(ConvTbcBackwardStatus, Ut01_Normal) { EXPECT_EQ(Call().Run(), kOk); }
TEST(ConvTbcBackwardStatus, Ut02_Nullptr) {
  for (int i = 0; i < 4; ++i) {
    Call c;
    c.all_dtype(ACL_FLOAT);
    c.null[i] = true;
    EXPECT_EQ(c.Run(), kNull) << i;
  }
}
TEST(ConvTbcBackwardStatus, Ut03_EmptySelf) {
  Call c;
  c.all_dtype(ACL_FLOAT);
  c.self.shape = {5, 0, 2}; c.input.shape = {5, 0, 2}; c.gi.shape = {5, 0, 2};
  EXPECT_EQ(c.Run(), kInvalid);
}
TEST(ConvTbcBackwardStatus, Ut04_DtypeSupport) { EXPECT_EQ(Call().all_dtype(ACL_FLOAT).Run(), kOk); }
TEST(ConvTbcBackwardStatus, Ut05_DtypeNotSupport) {
  for (aclDataType d : {ACL_DOUBLE, ACL_INT32, ACL_COMPLEX64, ACL_COMPLEX128, ACL_DT_UNDEFINED})
    EXPECT_EQ(Call().all_dtype(d).Run(), kInvalid) << d;
}
TEST(ConvTbcBackwardStatus, Ut06_DtypePermute) {
  Call c;
  c.self.dtype = ACL_FLOAT16; c.input.dtype = ACL_FLOAT; c.weight.dtype = ACL_FLOAT16; c.bias.dtype = ACL_FLOAT;
  c.gi.dtype = ACL_FLOAT; c.gw.dtype = ACL_FLOAT16; c.gb.dtype = ACL_FLOAT;
  EXPECT_EQ(c.Run(), kOk);  // promotion, no rejection on A2 (gradWeight keeps weight's dtype here)
}
TEST(ConvTbcBackwardStatus, Ut07_FormatFailed) {
  Call c;
  c.input.format = ACL_FORMAT_NCHW; c.bias.format = ACL_FORMAT_NCL; c.gb.format = ACL_FORMAT_NCL;
  EXPECT_EQ(c.Run(), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("input has format NCHW, not one of {ND, NCL}"), std::string::npos)
      << aclGetRecentErrMsg();
}
TEST(ConvTbcBackwardStatus, Ut08_FormatSucc0) {
  Call c;
  for (Spec* s : {&c.self, &c.input, &c.weight, &c.gi, &c.gw}) s->format = ACL_FORMAT_ND;
  EXPECT_EQ(c.Run(), kOk);
}
TEST(ConvTbcBackwardStatus, Ut09_FormatSucc1) {
  Call c;
  for (Spec* s : {&c.gi, &c.gw}) s->format = ACL_FORMAT_ND;
  EXPECT_EQ(c.Run(), kOk);
}
TEST(ConvTbcBackwardStatus, Ut10_Shape0) {
  Call c;
  c.input.shape = {5, 0, 2};
  EXPECT_EQ(c.Run(), kInvalid);  // self must be (5, 0, 2)
}
TEST(ConvTbcBackwardStatus, Ut21_Hifloat8) {
  Call c;
  c.all_dtype(static_cast<aclDataType>(34));  // ACL_HIFLOAT8
  for (Spec* s : {&c.gi, &c.gw}) s->format = ACL_FORMAT_ND;
  EXPECT_EQ(c.Run(), kInvalid);
}
TEST(ConvTbcBackwardStatus, Ut22_SelfSizeZero) {
  Call c;
  c.self.shape = {0, 1, 2}; c.gi.shape = {0, 1, 2};
  EXPECT_EQ(c.Run(), kInvalid);
}
TEST(ConvTbcBackwardStatus, Ut23_EmptyWeight) {
  Call c;
  c.self.shape = {6, 1, 2}; c.weight.shape = {0, 2, 2}; c.gw.shape = {0, 2, 2};
  EXPECT_EQ(c.Run(), kOk);
}
TEST(ConvTbcBackwardStatus, Ut24_EmptyInput) {
  Call c;
  c.self.shape = {2, 1, 2}; c.input.shape = {0, 1, 2}; c.gi.shape = {0, 1, 2}; c.pad = 1;
  EXPECT_EQ(c.Run(), kOk);
}
TEST(ConvTbcBackwardStatus, Ut25_EmptyInputAndWeight) {
  Call c;
  c.self.shape = {1, 1, 2}; c.input.shape = {0, 1, 2}; c.gi.shape = {0, 1, 2};
  c.weight.shape = {0, 2, 2}; c.gw.shape = {0, 2, 2};
  EXPECT_EQ(c.Run(), kOk);
}
TEST(ConvTbcBackwardStatus, Ut27_WithPad) {
  Call c;
  c.weight.shape = {3, 2, 2}; c.gw.shape = {3, 2, 2}; c.pad = 1;
  EXPECT_EQ(c.Run(), kOk);
}

// ---- every validation row of §6, in order ----
TEST(ConvTbcBackwardStatus, Step1_EveryNullTensor) {
  for (int i = 0; i < 7; ++i) {
    Call c;
    c.null[i] = true;
    EXPECT_EQ(c.Run(), kNull) << i;
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("null"), std::string::npos);
  }
  Call c;
  c.null[6] = true;
  c.self.dtype = ACL_INT32;  // nulls are checked before dtypes
  EXPECT_EQ(c.Run(), kNull);
}
TEST(ConvTbcBackwardStatus, NullWorkspaceSizeOrExecutor) {
  Call c;
  std::vector<aclTensor*> t;
  for (const Spec* s : {&c.self, &c.input, &c.weight, &c.bias, &c.gi, &c.gw, &c.gb}) t.push_back(Make(*s));
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnConvTbcBackwardGetWorkspaceSize(t[0], t[1], t[2], t[3], 0, 1, t[4], t[5], t[6], nullptr, &ex), kNull);
  EXPECT_EQ(aclnnConvTbcBackwardGetWorkspaceSize(t[0], t[1], t[2], t[3], 0, 1, t[4], t[5], t[6], &ws, nullptr), kNull);
  EXPECT_EQ(aclnnConvTbcBackward(nullptr, 0, nullptr, nullptr), kNull);
  for (aclTensor* p : t) aclDestroyTensor(p);
}
TEST(ConvTbcBackwardStatus, Step2_EveryDtype) {
  Spec Call::*members[7] = {&Call::self, &Call::input, &Call::weight, &Call::bias, &Call::gi, &Call::gw, &Call::gb};
  for (int i = 0; i < 7; ++i)
    for (aclDataType bad : {ACL_DOUBLE, ACL_INT8, ACL_INT64, ACL_BOOL}) {
      Call c;
      (c.*members[i]).dtype = bad;
      EXPECT_EQ(c.Run(), kInvalid) << i << " " << bad;
      EXPECT_NE(std::string(aclGetRecentErrMsg()).find("dtype"), std::string::npos) << aclGetRecentErrMsg();
    }
  // every accepted dtype on every tensor (A2: FP32, FP16, BF16; mixed inputs promote)
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
    Call c;
    c.self.dtype = d; c.bias.dtype = d; c.gb.dtype = d;
    EXPECT_EQ(c.Run(), kOk) << d;
  }
}
TEST(ConvTbcBackwardStatus, Step3_EveryFormat) {
  Spec Call::*members[7] = {&Call::self, &Call::input, &Call::weight, &Call::bias, &Call::gi, &Call::gw, &Call::gb};
  for (int i = 0; i < 7; ++i) {
    Call c;
    (c.*members[i]).format = ACL_FORMAT_NCHW;
    EXPECT_EQ(c.Run(), kInvalid) << i;
  }
  for (Spec Call::*m : {&Call::bias, &Call::gb}) {  // 1-D tensors: ND only
    Call c;
    (c.*m).format = ACL_FORMAT_NCL;
    EXPECT_EQ(c.Run(), kInvalid);
  }
  Call c;  // dtype is checked before format
  c.self.format = ACL_FORMAT_NCHW;
  c.gb.dtype = ACL_INT32;
  c.Run();
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("dtype"), std::string::npos);
}
TEST(ConvTbcBackwardStatus, Step4_EmptySelfBeforeShapes) {
  Call c;
  c.self.shape = {0, 1, 2};  // also inconsistent with input: emptiness is reported first
  EXPECT_EQ(c.Run(), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("empty"), std::string::npos);
}
TEST(ConvTbcBackwardStatus, Step5a_Ranks) {
  Spec Call::*members[7] = {&Call::self, &Call::input, &Call::weight, &Call::bias, &Call::gi, &Call::gw, &Call::gb};
  for (int i = 0; i < 7; ++i) {
    Call c;
    Spec& s = c.*members[i];
    s.shape.push_back(1);
    if (s.shape.size() == 2) s.format = ACL_FORMAT_ND;
    EXPECT_EQ(c.Run(), kInvalid) << i;
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("rank"), std::string::npos) << aclGetRecentErrMsg();
  }
}
TEST(ConvTbcBackwardStatus, Step5b_CinMismatch) {
  Call c;
  c.weight.shape = {1, 3, 2}; c.gw.shape = {1, 3, 2};
  EXPECT_EQ(c.Run(), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("weight.shape[1]"), std::string::npos);
}
TEST(ConvTbcBackwardStatus, Step5c_BiasMismatch) {
  Call c;
  c.bias.shape = {3}; c.gb.shape = {3};
  EXPECT_EQ(c.Run(), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("bias.shape[0]"), std::string::npos);
}
TEST(ConvTbcBackwardStatus, Step5d_NegativePad) {
  Call c;
  c.pad = -1;
  EXPECT_EQ(c.Run(), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("pad = -1"), std::string::npos);
}
TEST(ConvTbcBackwardStatus, Step5e_NegativeOutputLength) {
  Call c;
  c.weight.shape = {7, 2, 2}; c.gw.shape = {7, 2, 2};  // 5 + 0 + 1 - 7 = -1
  EXPECT_EQ(c.Run(), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("= -1"), std::string::npos);
  Call o;
  o.pad = INT64_MAX / 2 + 1;  // overflow
  EXPECT_EQ(o.Run(), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("overflow"), std::string::npos);
}
TEST(ConvTbcBackwardStatus, Step5f_SelfShape) {
  for (Shape s : {Shape{4, 1, 2}, Shape{5, 2, 2}, Shape{5, 1, 3}}) {
    Call c;
    c.self.shape = s;
    EXPECT_EQ(c.Run(), kInvalid);
  }
  Call k0;  // K = 7 > T with pad 1 -> To = 1 (pad makes it valid)
  k0.self.shape = {1, 1, 2}; k0.weight.shape = {7, 2, 2}; k0.gw.shape = {7, 2, 2}; k0.pad = 1;
  EXPECT_EQ(k0.Run(), kOk);
}
TEST(ConvTbcBackwardStatus, Step5g_OutputShapes) {
  Call a; a.gi.shape = {5, 1, 3}; EXPECT_EQ(a.Run(), kInvalid);
  Call b; b.gw.shape = {1, 2, 3}; EXPECT_EQ(b.Run(), kInvalid);
  Call c; c.gb.shape = {3}; EXPECT_EQ(c.Run(), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("gradBias"), std::string::npos);
}
TEST(ConvTbcBackwardStatus, Step6_CubeMathType) {
  for (int8_t cmt : {0, 1, 2, 3})
    for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
      Call c;
      c.all_dtype(d).cmt = cmt;
      EXPECT_EQ(c.Run(), kOk) << int(cmt) << " " << d;  // all 12 combinations pass on A2
    }
  for (int8_t cmt : {-1, 4, 5, 127, -128}) {
    Call c;
    c.cmt = cmt;
    EXPECT_EQ(c.Run(), kInvalid) << int(cmt);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("cubeMathType"), std::string::npos);
  }
}
TEST(ConvTbcBackwardStatus, Step7_OutputDtypeMatchesInput) {
  Call a; a.gi.dtype = ACL_FLOAT; EXPECT_EQ(a.Run(), kInvalid);  // §8.4 library rule
  Call b; b.gw.dtype = ACL_BF16; EXPECT_EQ(b.Run(), kInvalid);
  Call c; c.gb.dtype = ACL_FLOAT; EXPECT_EQ(c.Run(), kOk);        // gradBias may differ from bias
}
TEST(ConvTbcBackwardStatus, ViewOutsideStorage) {
  Call c;
  std::vector<aclTensor*> t;
  for (const Spec* s : {&c.self, &c.input, &c.weight, &c.bias, &c.gi, &c.gw, &c.gb}) t.push_back(Make(*s));
  const int64_t dims[3] = {5, 1, 2}, strides[3] = {2, 2, 1}, storage[1] = {9};
  aclTensor* bad = aclCreateTensor(dims, 3, ACL_FLOAT16, strides, 0, ACL_FORMAT_NCL, storage, 1, Buffer().data());
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnConvTbcBackwardGetWorkspaceSize(t[0], t[1], t[2], t[3], 0, 1, bad, t[5], t[6], &ws, &ex), kInvalid);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("storage"), std::string::npos);
  aclDestroyTensor(bad);
  for (aclTensor* p : t) aclDestroyTensor(p);
}
