// GeluBackwardV2 phase-1 statuses: the upstream unit tests (spec §7) and every row of §6.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "aclnnop/aclnn_gelu_backward_v2.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

struct Desc {
  Shape shape;
  aclDataType dtype = ACL_FLOAT;
  aclFormat format = ACL_FORMAT_ND;
  bool transposed = false;
};

class Tensor {
 public:
  explicit Tensor(const Desc& d) : t_(d.shape, d.dtype, d.transposed ? Layout::Transposed(d.shape.size()) : Layout()) {
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

 private:
  TestTensor t_;
};

aclnnStatus Phase1(const Desc* dy, const Desc* x, const char* approx, const Desc* out) {
  std::unique_ptr<Tensor> tdy(dy ? new Tensor(*dy) : nullptr), tx(x ? new Tensor(*x) : nullptr),
      tout(out ? new Tensor(*out) : nullptr);
  std::string a = approx ? approx : "";
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  aclnnStatus st = aclnnGeluBackwardV2GetWorkspaceSize(tdy ? tdy->get() : nullptr, tx ? tx->get() : nullptr,
                                                       approx ? &a[0] : nullptr, tout ? tout->get() : nullptr,
                                                       &ws, &ex);
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    EXPECT_EQ(aclnnGeluBackwardV2(nullptr, 0, ex, nullptr), 0);  // consume it (nothing read: no data)
    aclrtSynchronizeStream(nullptr);
  } else {
    EXPECT_NE(std::string(aclGetRecentErrMsg()), "") << "status " << st << " without a message";
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("aclnnGeluBackwardV2"), std::string::npos);
  }
  return st;
}

const Desc k1161{{1, 16, 1, 1}};

}  // namespace

TEST(GeluBackwardV2Status, UnitTests) {
  Desc f25{{2, 5}}, h25{{2, 5}, ACL_FLOAT16};
  EXPECT_EQ(Phase1(&f25, &f25, "none", &f25), 0);                       // 001
  EXPECT_EQ(Phase1(&h25, &h25, "tanh", &h25), 0);                       // 002
  Desc e{{0}};
  EXPECT_EQ(Phase1(&e, &e, "tanh", &e), 0);                             // 003
  EXPECT_EQ(Phase1(nullptr, &k1161, "none", &k1161), ACLNN_ERR_PARAM_NULLPTR);  // 004
  EXPECT_EQ(Phase1(&k1161, nullptr, "none", &k1161), ACLNN_ERR_PARAM_NULLPTR);  // 005
  EXPECT_EQ(Phase1(&k1161, &k1161, nullptr, &k1161), ACLNN_ERR_PARAM_NULLPTR);  // 006
  EXPECT_EQ(Phase1(&k1161, &k1161, "none", nullptr), ACLNN_ERR_PARAM_NULLPTR);  // 007
  Desc d64{{1, 16, 1, 1}, ACL_DOUBLE}, h{{1, 16, 1, 1}, ACL_FLOAT16};
  EXPECT_EQ(Phase1(&d64, &k1161, "none", &d64), ACLNN_ERR_PARAM_INVALID);       // 008
  EXPECT_EQ(Phase1(&k1161, &h, "none", &k1161), 0);                            // 009
  EXPECT_EQ(Phase1(&h, &k1161, "none", &k1161), 0);                            // 010
  EXPECT_EQ(Phase1(&h, &k1161, "test", &k1161), ACLNN_ERR_PARAM_INVALID);       // 011
  for (aclFormat f : {ACL_FORMAT_ND, ACL_FORMAT_NC1HWC0, ACL_FORMAT_FRACTAL_NZ}) {  // 012
    Desc d{{1, 16, 1, 1}, ACL_FLOAT, f};
    EXPECT_EQ(Phase1(&d, &d, "none", &d), 0);
  }
  Desc nchw{{1, 16, 1, 1}, ACL_FLOAT, ACL_FORMAT_NCHW}, nc1{{1, 16, 1, 1}, ACL_FLOAT, ACL_FORMAT_NC1HWC0};
  EXPECT_EQ(Phase1(&k1161, &nchw, "tanh", &k1161), 0);                         // 013
  EXPECT_EQ(Phase1(&k1161, &nc1, "none", &k1161), 0);                          // 014
  Desc s1144{{1, 1, 4, 4}};
  EXPECT_EQ(Phase1(&k1161, &s1144, "tanh", &k1161), ACLNN_ERR_PARAM_INVALID);   // 015
  Desc t25{{2, 5}, ACL_FLOAT, ACL_FORMAT_ND, true}, t25h{{2, 5}, ACL_FLOAT16, ACL_FORMAT_ND, true};
  EXPECT_EQ(Phase1(&t25, &t25, "none", &t25), 0);                              // 016
  EXPECT_EQ(Phase1(&t25h, &t25h, "none", &t25h), 0);                           // 017
  Desc c64{{1, 16, 1, 1}, ACL_COMPLEX64}, c128{{1, 16, 1, 1}, ACL_COMPLEX128};
  EXPECT_EQ(Phase1(&c64, &c64, "tanh", &c64), ACLNN_ERR_PARAM_INVALID);         // 018
  EXPECT_EQ(Phase1(&c128, &c128, "tanh", &c128), ACLNN_ERR_PARAM_INVALID);      // 019
  Desc r9{{1, 2, 2, 2, 2, 2, 2, 2, 2}};
  EXPECT_EQ(Phase1(&r9, &r9, "none", &r9), 0);                                 // 020
  Desc s1616{{16, 16}}, s0{{0}}, s16{{16}}, s1655{{16, 5, 5}}, s55{{5, 5}};
  EXPECT_EQ(Phase1(&s1616, &s0, "tanh", &s1616), ACLNN_ERR_PARAM_INVALID);      // 021
  EXPECT_EQ(Phase1(&s0, &s1616, "tanh", &s0), ACLNN_ERR_PARAM_INVALID);         // 022
  EXPECT_EQ(Phase1(&s16, &s1616, "tanh", &s1616), 0);                          // 023
  EXPECT_EQ(Phase1(&s1655, &s55, "tanh", &s1655), 0);                          // 024
  Desc big{{1024, 1024}}, h5{{2, 4, 8, 16, 32}, ACL_FLOAT16}, scalar{{}};
  EXPECT_EQ(Phase1(&big, &big, "none", &big), 0);                              // 025
  EXPECT_EQ(Phase1(&h5, &h5, "tanh", &h5), 0);                                 // 026
  EXPECT_EQ(Phase1(&scalar, &scalar, "none", &scalar), 0);                     // 027
  Desc nchw_h{{2, 64, 112, 112}, ACL_FLOAT16, ACL_FORMAT_NCHW};
  EXPECT_EQ(Phase1(&nchw_h, &nchw_h, "none", &nchw_h), 0);                     // 028
  Desc v8{{8}};
  EXPECT_EQ(Phase1(&v8, &v8, "none", &v8), 0);                                 // 029
  Desc bf{{2, 4, 6, 8}, ACL_BF16};
  EXPECT_EQ(Phase1(&bf, &bf, "tanh", &bf), 0);                                 // 030
  Desc i32{{2, 4}, ACL_INT32}, und{{2, 4}, ACL_DT_UNDEFINED};
  EXPECT_EQ(Phase1(&i32, &i32, "none", &i32), ACLNN_ERR_PARAM_INVALID);         // 031
  EXPECT_EQ(Phase1(&und, &und, "none", &und), ACLNN_ERR_PARAM_INVALID);         // 032
  Desc r7{{1, 2, 3, 4, 5, 6, 7}};
  EXPECT_EQ(Phase1(&r7, &r7, "none", &r7), 0);                                 // 033
}

TEST(GeluBackwardV2Status, ValidationOrder) {
  Desc f{{2, 3}}, h{{2, 3}, ACL_FLOAT16}, u16{{2, 3}, ACL_UINT16}, i8{{2, 3}, ACL_INT8}, bad{{4, 3}};
  // Null checks come first, in parameter order, before any dtype problem.
  EXPECT_EQ(Phase1(nullptr, &u16, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("gradOutput"), std::string::npos);
  EXPECT_EQ(Phase1(&u16, &u16, nullptr, &f), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("approximate"), std::string::npos);
  // Promotion undefined (uint16) before the output dtype or the shape.
  EXPECT_EQ(Phase1(&u16, &f, "bogus", &bad), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("promoted"), std::string::npos);
  // Promoted dtype not floating (int8 with int8).
  EXPECT_EQ(Phase1(&i8, &i8, "none", &i8), ACLNN_ERR_PARAM_INVALID);
  // gradInput dtype must equal P exactly (f16 + f32 -> f32, not f16).
  EXPECT_EQ(Phase1(&h, &f, "none", &h), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("gradInput dtype"), std::string::npos);
  // Output shape before the approximate string.
  EXPECT_EQ(Phase1(&f, &f, "bogus", &bad), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("gradInput has shape"), std::string::npos);
  // Case-sensitive approximate.
  EXPECT_EQ(Phase1(&f, &f, "TANH", &f), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(Phase1(&f, &f, "", &f), ACLNN_ERR_PARAM_INVALID);
  // fp16 with bf16 promotes to fp32.
  Desc b{{2, 3}, ACL_BF16};
  EXPECT_EQ(Phase1(&h, &b, "none", &f), 0);
  EXPECT_EQ(Phase1(&h, &b, "none", &h), ACLNN_ERR_PARAM_INVALID);
}

TEST(GeluBackwardV2Status, NullOutParamsAndViewsOutsideStorage) {
  TestTensor t({4}, ACL_FLOAT);
  char approx[] = "none";
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnGeluBackwardV2GetWorkspaceSize(t.get(), t.get(), approx, t.get(), nullptr, &ex), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGeluBackwardV2GetWorkspaceSize(t.get(), t.get(), approx, t.get(), &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  // A view reaching past its storage is refused before anything runs.
  const int64_t dims[1] = {8}, strides[1] = {1}, storage[1] = {4};
  aclTensor* over = aclCreateTensor(dims, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, t.data());
  TestTensor ok8({8}, ACL_FLOAT);
  EXPECT_EQ(aclnnGeluBackwardV2GetWorkspaceSize(ok8.get(), ok8.get(), approx, over, &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("outside its storage"), std::string::npos);
  const int64_t neg[1] = {-1};
  aclTensor* backwards = aclCreateTensor(dims, 1, ACL_FLOAT, neg, 3, ACL_FORMAT_ND, storage, 1, t.data());
  EXPECT_EQ(aclnnGeluBackwardV2GetWorkspaceSize(backwards, ok8.get(), approx, ok8.get(), &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  aclDestroyTensor(over);
  aclDestroyTensor(backwards);
}

TEST(GeluBackwardV2Status, Phase2) {
  TestTensor t({4}, ACL_FLOAT);
  t.FillConst(1.0);
  char approx[] = "none";
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnGeluBackwardV2(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  ASSERT_EQ(aclnnGeluBackwardV2GetWorkspaceSize(t.get(), t.get(), approx, t.get(), &ws, &ex), 0);
  EXPECT_EQ(aclnnGeluBackwardV2(nullptr, 0, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  // The executor was consumed: a second run is refused, not a crash.
  EXPECT_EQ(aclnnGeluBackwardV2(nullptr, 0, ex, nullptr), ACLNN_ERR_PARAM_INVALID);
  // Repeatable executors run any number of times, then are destroyed explicitly.
  ASSERT_EQ(aclnnGeluBackwardV2GetWorkspaceSize(t.get(), t.get(), approx, t.get(), &ws, &ex), 0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(aclnnGeluBackwardV2(nullptr, 0, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
  EXPECT_EQ(aclDestroyAclOpExecutor(nullptr), ACLNN_ERR_INNER_NULLPTR);
  EXPECT_EQ(aclSetAclOpExecutorRepeatable(nullptr), ACLNN_ERR_INNER_NULLPTR);
}
