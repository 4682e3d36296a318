// Gelu phase-1 statuses: the 17 upstream unit tests (spec gelu.md §6.1), every row of §5.1 with
// its message, the library checks and phase 2.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "aclnnop/aclnn_gelu.h"
#include "op_runner.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

struct Desc {
  Shape shape;
  aclDataType dtype = ACL_FLOAT;
  aclFormat format = ACL_FORMAT_ND;
  Layout layout = {};
};

// A guarded tensor, re-labelled with another format when asked.
class Tensor {
 public:
  explicit Tensor(const Desc& d) : t_(d.shape, d.dtype, d.layout) {
    if (d.format != ACL_FORMAT_ND) {
      int64_t* s = nullptr;
      uint64_t n = 0;
      aclGetViewStrides(t_.get(), &s, &n);
      const int64_t storage[1] = {t_.storage_elems()};
      aclInitTensor(t_.get(), nullptr, 0, d.dtype, s, d.layout.offset, d.format, storage, 1, nullptr);
      delete[] s;
    }
  }
  aclTensor* get() { return t_.get(); }

 private:
  TestTensor t_;
};

// Phase 1 (and, on success, phase 2 on the tensors' data); the message names the API on failure.
aclnnStatus GeluPhase1(const Desc* self, const Desc* out, std::string* msg = nullptr) {
  std::unique_ptr<Tensor> ts(self ? new Tensor(*self) : nullptr), to(out ? new Tensor(*out) : nullptr);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st = aclnnGeluGetWorkspaceSize(ts ? ts->get() : nullptr, to ? to->get() : nullptr, &ws, &ex);
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    EXPECT_EQ(aclnnGelu(nullptr, 0, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  } else {
    const std::string m = aclGetRecentErrMsg();
    EXPECT_NE(m.find("aclnnGelu: "), std::string::npos) << m;
    if (msg) *msg = m;
  }
  return st;
}

}  // namespace

TEST(GeluStatus, UnitTests) {
  Desc h2467{{2, 4, 6, 7}, ACL_FLOAT16};
  EXPECT_EQ(GeluPhase1(nullptr, &h2467), ACLNN_ERR_PARAM_NULLPTR);                   // 001
  EXPECT_EQ(GeluPhase1(&h2467, nullptr), ACLNN_ERR_PARAM_NULLPTR);                   // 002
  Desc f23{{2, 3}}, h23{{2, 3}, ACL_FLOAT16};
  EXPECT_EQ(GeluPhase1(&f23, &h23), ACLNN_ERR_PARAM_INVALID);                        // 003
  Desc i23{{2, 3}, ACL_INT32};
  EXPECT_EQ(GeluPhase1(&i23, &i23), ACLNN_ERR_PARAM_INVALID);                        // 004
  Desc f24{{2, 4}}, f234{{2, 3, 4}};
  EXPECT_EQ(GeluPhase1(&f24, &f23), ACLNN_ERR_PARAM_INVALID);                        // 005
  EXPECT_EQ(GeluPhase1(&f234, &f23), ACLNN_ERR_PARAM_INVALID);                       // 006
  Desc u23{{2, 3}, ACL_DT_UNDEFINED};
  EXPECT_EQ(GeluPhase1(&u23, &u23), ACLNN_ERR_PARAM_INVALID);                        // 007
  Desc nchw{{2, 4, 6, 7}, ACL_FLOAT, ACL_FORMAT_NCHW}, nhwc{{2, 4, 6, 7}, ACL_FLOAT, ACL_FORMAT_NHWC};
  EXPECT_EQ(GeluPhase1(&nchw, &nhwc), 0);                                            // 008
  Desc ndhwc{{2, 4, 6, 7, 8}, ACL_FLOAT16, ACL_FORMAT_NDHWC}, ncdhw{{2, 4, 6, 7, 8}, ACL_FLOAT16, ACL_FORMAT_NCDHW};
  EXPECT_EQ(GeluPhase1(&ndhwc, &ncdhw), 0);                                          // 009
  Desc hwcn{{2, 4, 6, 8}, ACL_FLOAT, ACL_FORMAT_HWCN};
  EXPECT_EQ(GeluPhase1(&hwcn, &hwcn), 0);                                            // 010
  Desc nc1{{2, 4, 6, 8, 5}, ACL_FLOAT, ACL_FORMAT_NC1HWC0};
  std::string m;
  EXPECT_EQ(GeluPhase1(&nc1, &hwcn, &m), ACLNN_ERR_PARAM_INVALID);                   // 011
  EXPECT_NE(m.find("format"), std::string::npos) << m;                           // (format before shape)
  Desc nc1_out{{2, 4, 6, 8, 8}, ACL_FLOAT, ACL_FORMAT_NC1HWC0};
  EXPECT_EQ(GeluPhase1(&hwcn, &nc1_out, &m), ACLNN_ERR_PARAM_INVALID);               // 012
  EXPECT_NE(m.find("format"), std::string::npos) << m;
  Desc f2468{{2, 4, 6, 8}};
  EXPECT_EQ(GeluPhase1(&f2468, &f2468), 0);                                          // 013
  Desc h6{{2, 4, 6, 8, 4, 5}, ACL_FLOAT16}, f6{{2, 4, 6, 8, 4, 5}};
  EXPECT_EQ(GeluPhase1(&h6, &h6), 0);                                                // 014
  EXPECT_EQ(GeluPhase1(&h6, &h6), 0);                                                // 016
  EXPECT_EQ(GeluPhase1(&f6, &f6), 0);                                                // 017
  Desc t24{{2, 4}, ACL_FLOAT, ACL_FORMAT_ND, Layout::Transposed(2)};
  EXPECT_EQ(GeluPhase1(&t24, &t24), 0);                                              // 018
}

TEST(GeluStatus, EveryRowInOrder) {
  std::string m;
  // Nulls first, self before out, before any dtype problem.
  Desc i{{2, 3}, ACL_INT32};
  EXPECT_EQ(GeluPhase1(nullptr, nullptr, &m), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_NE(m.find("self"), std::string::npos) << m;
  EXPECT_EQ(GeluPhase1(&i, nullptr, &m), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_NE(m.find("out"), std::string::npos) << m;
  // self's dtype list: every dtype outside {FLOAT, FLOAT16, BFLOAT16}.
  for (aclDataType d : {ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64,
                        ACL_DT_UNDEFINED}) {
    Desc s{{2, 3}, d};
    EXPECT_EQ(GeluPhase1(&s, &s, &m), ACLNN_ERR_PARAM_INVALID) << Name(d);
    EXPECT_NE(m.find("self has dtype"), std::string::npos) << m;
  }
  // Then out's dtype (before format, rank and shape).
  Desc f{{2, 3}}, b{{4}, ACL_BF16, ACL_FORMAT_NC1HWC0};
  EXPECT_EQ(GeluPhase1(&f, &b, &m), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(m.find("out has dtype BFLOAT16"), std::string::npos) << m;
  // Every private format, on self or on out (before rank and shape).
  for (aclFormat fmt : {ACL_FORMAT_NC1HWC0, ACL_FORMAT_FRACTAL_Z, ACL_FORMAT_NC1HWC0_C04, ACL_FORMAT_FRACTAL_NZ,
                        ACL_FORMAT_NDC1HWC0, ACL_FRACTAL_Z_3D, ACL_FORMAT_FRACTAL_NZ_C0_16, ACL_FORMAT_FRACTAL_NZ_C0_32,
                        ACL_FORMAT_FRACTAL_NZ_C0_2, ACL_FORMAT_FRACTAL_NZ_C0_4, ACL_FORMAT_FRACTAL_NZ_C0_8}) {
    Desc p{{2, 3}, ACL_FLOAT, fmt}, r9{{1, 1, 1, 1, 1, 1, 1, 1, 2}, ACL_FLOAT, fmt};
    EXPECT_EQ(GeluPhase1(&p, &f, &m), ACLNN_ERR_PARAM_INVALID) << fmt;
    EXPECT_NE(m.find("private format"), std::string::npos) << m;
    EXPECT_EQ(GeluPhase1(&f, &p, &m), ACLNN_ERR_PARAM_INVALID) << fmt;
    EXPECT_NE(m.find("private format"), std::string::npos) << m;
    EXPECT_EQ(GeluPhase1(&r9, &r9, &m), ACLNN_ERR_PARAM_INVALID) << fmt;
    EXPECT_NE(m.find("private format"), std::string::npos) << m;
  }
  // Other format labels are accepted and read as ND.
  for (aclFormat fmt : {ACL_FORMAT_NCHW, ACL_FORMAT_NHWC, ACL_FORMAT_HWCN, ACL_FORMAT_NDHWC, ACL_FORMAT_NCDHW,
                        ACL_FORMAT_NCL, ACL_FORMAT_NC, ACL_FORMAT_UNDEFINED}) {
    Desc p{{2, 3}, ACL_FLOAT, fmt};
    EXPECT_EQ(GeluPhase1(&p, &p), 0) << fmt;
  }
  // Rank above 8 (before the shape comparison); 8 is accepted.
  Desc r9{{1, 1, 1, 1, 1, 1, 1, 1, 2}}, r8{{1, 1, 1, 1, 1, 1, 1, 2}};
  EXPECT_EQ(GeluPhase1(&r9, &f, &m), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(m.find("at most 8"), std::string::npos) << m;
  EXPECT_EQ(GeluPhase1(&r9, &r9), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(GeluPhase1(&r8, &r8), 0);
  // Shapes: [] is not [1].
  Desc s0{{}}, s1{{1}};
  EXPECT_EQ(GeluPhase1(&s0, &s1, &m), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(m.find("out has shape [1]"), std::string::npos) << m;
  EXPECT_EQ(GeluPhase1(&s0, &s0), 0);
  Desc e0{{0, 3}}, e1{{3, 0}};
  EXPECT_EQ(GeluPhase1(&e0, &e1), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(GeluPhase1(&e0, &e0), 0);  // empty: accepted, nothing to do
  Desc bf{{2, 4, 6, 8}, ACL_BF16};
  EXPECT_EQ(GeluPhase1(&bf, &bf), 0);  // BFLOAT16 (A2 profile)
}

TEST(GeluStatus, OutParamsViewsAndPhase2) {
  TestTensor t({4}, ACL_FLOAT);
  t.FillConst(1.0);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnGeluGetWorkspaceSize(t.get(), t.get(), nullptr, &ex), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGeluGetWorkspaceSize(t.get(), t.get(), &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGeluGetWorkspaceSize(nullptr, nullptr, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  // A view reaching past its storage is refused (library check), self or out.
  const int64_t dims[1] = {8}, strides[1] = {1}, storage[1] = {4};
  aclTensor* over = aclCreateTensor(dims, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, t.data());
  TestTensor ok8({8}, ACL_FLOAT);
  EXPECT_EQ(aclnnGeluGetWorkspaceSize(ok8.get(), over, &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("outside its storage"), std::string::npos);
  EXPECT_EQ(aclnnGeluGetWorkspaceSize(over, ok8.get(), &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  aclDestroyTensor(over);
  // Phase 2: a null executor, a consumed one, a repeatable one.
  EXPECT_EQ(aclnnGelu(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  ASSERT_EQ(aclnnGeluGetWorkspaceSize(t.get(), t.get(), &ws, &ex), 0);
  EXPECT_EQ(ws, 0u);
  EXPECT_EQ(aclnnGelu(nullptr, 0, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(aclnnGelu(nullptr, 0, ex, nullptr), ACLNN_ERR_PARAM_INVALID);
  TestTensor x({4}, ACL_FLOAT), y({4}, ACL_FLOAT);
  x.SetValues({-1, 0, 1, 2});
  ASSERT_EQ(aclnnGeluGetWorkspaceSize(x.get(), y.get(), &ws, &ex), 0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(aclnnGelu(nullptr, 0, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_NEAR(y.Get(2), 0.84119201, 1e-7);
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
}
