// GeluBackward phase-1 statuses: the 31 upstream unit tests (spec gelu.md §6.2), every row of
// §5.2 with its message, the conversion to gradInput's dtype (561103), library checks, phase 2.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "aclnnop/aclnn_gelu_backward.h"
#include "op_runner.h"
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
    t_.Poison();
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

aclnnStatus BackwardPhase1(const Desc* dy, const Desc* x, const Desc* out, std::string* msg = nullptr) {
  std::unique_ptr<Tensor> tdy(dy ? new Tensor(*dy) : nullptr), tx(x ? new Tensor(*x) : nullptr),
      tout(out ? new Tensor(*out) : nullptr);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st = aclnnGeluBackwardGetWorkspaceSize(tdy ? tdy->get() : nullptr, tx ? tx->get() : nullptr,
                                                           tout ? tout->get() : nullptr, &ws, &ex);
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    EXPECT_EQ(ws, 0u);
    EXPECT_EQ(aclnnGeluBackward(nullptr, 0, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  } else {
    const std::string m = aclGetRecentErrMsg();
    EXPECT_NE(m.find("aclnnGeluBackward: "), std::string::npos) << "status " << st << ": " << m;
    if (msg) *msg = m;
  }
  return st;
}

const Desc k1161{{1, 16, 1, 1}};

}  // namespace

TEST(GeluBackwardStatus, UnitTests) {
  Desc f25{{2, 5}}, h25{{2, 5}, ACL_FLOAT16}, f15{{1, 5}};
  EXPECT_EQ(BackwardPhase1(&f25, &f25, &f25), 0);                              // 001
  EXPECT_EQ(BackwardPhase1(&f15, &f25, &f25), 0);                              // 950_001
  EXPECT_EQ(BackwardPhase1(&h25, &h25, &h25), 0);                              // 002
  Desc e{{0}};
  EXPECT_EQ(BackwardPhase1(&e, &e, &e), 0);                                    // 003
  EXPECT_EQ(BackwardPhase1(nullptr, &k1161, &k1161), ACLNN_ERR_PARAM_NULLPTR);  // 004
  EXPECT_EQ(BackwardPhase1(&k1161, nullptr, &k1161), ACLNN_ERR_PARAM_NULLPTR);  // 005
  EXPECT_EQ(BackwardPhase1(&k1161, &k1161, nullptr), ACLNN_ERR_PARAM_NULLPTR);  // 006
  Desc d64{{1, 16, 1, 1}, ACL_DOUBLE}, h{{1, 16, 1, 1}, ACL_FLOAT16};
  EXPECT_EQ(BackwardPhase1(&d64, &k1161, &d64), ACLNN_ERR_PARAM_INVALID);       // 007
  EXPECT_EQ(BackwardPhase1(&k1161, &h, &k1161), 0);                            // 008
  EXPECT_EQ(BackwardPhase1(&h, &k1161, &k1161), 0);                            // 009
  for (aclFormat f : {ACL_FORMAT_ND, ACL_FORMAT_NC1HWC0, ACL_FORMAT_FRACTAL_NZ}) {  // 010
    Desc d{{1, 16, 1, 1}, ACL_FLOAT, f};
    EXPECT_EQ(BackwardPhase1(&d, &d, &d), 0) << f;
  }
  Desc nchw{{1, 16, 1, 1}, ACL_FLOAT, ACL_FORMAT_NCHW}, nc1{{1, 16, 1, 1}, ACL_FLOAT, ACL_FORMAT_NC1HWC0};
  EXPECT_EQ(BackwardPhase1(&k1161, &nchw, &k1161), 0);                         // 011
  EXPECT_EQ(BackwardPhase1(&k1161, &nc1, &k1161), 0);                          // 012
  Desc s1144{{1, 1, 4, 4}};
  EXPECT_EQ(BackwardPhase1(&k1161, &s1144, &k1161), ACLNN_ERR_PARAM_INVALID);   // 013
  Desc t25{{2, 5}, ACL_FLOAT, ACL_FORMAT_ND, true}, t25h{{2, 5}, ACL_FLOAT16, ACL_FORMAT_ND, true};
  EXPECT_EQ(BackwardPhase1(&t25, &t25, &t25), 0);                              // 014
  EXPECT_EQ(BackwardPhase1(&t25h, &t25h, &t25h), 0);                           // 015
  Desc c64{{1, 16, 1, 1}, ACL_COMPLEX64}, c128{{1, 16, 1, 1}, ACL_COMPLEX128};
  EXPECT_EQ(BackwardPhase1(&c64, &c64, &c64), ACLNN_ERR_PARAM_INVALID);         // 016
  EXPECT_EQ(BackwardPhase1(&c128, &c128, &c128), ACLNN_ERR_PARAM_INVALID);      // 017
  Desc r9{{1, 2, 2, 2, 2, 2, 2, 2, 2}};
  EXPECT_EQ(BackwardPhase1(&r9, &r9, &r9), ACLNN_ERR_PARAM_INVALID);            // 018
  Desc s1616{{16, 16}}, s0{{0}}, s16{{16}}, s1655{{16, 5, 5}}, s55{{5, 5}};
  EXPECT_EQ(BackwardPhase1(&s1616, &s0, &s1616), ACLNN_ERR_PARAM_INVALID);      // 019
  EXPECT_EQ(BackwardPhase1(&s0, &s1616, &s0), ACLNN_ERR_PARAM_INVALID);         // 020
  EXPECT_EQ(BackwardPhase1(&s16, &s1616, &s1616), 0);                          // 021
  EXPECT_EQ(BackwardPhase1(&s1655, &s55, &s1655), 0);                          // 022
  Desc big{{1024, 1024}}, h5{{2, 4, 8, 16, 32}, ACL_FLOAT16}, scalar{{}};
  EXPECT_EQ(BackwardPhase1(&big, &big, &big), 0);                              // 023
  EXPECT_EQ(BackwardPhase1(&h5, &h5, &h5), 0);                                 // 024
  EXPECT_EQ(BackwardPhase1(&scalar, &scalar, &scalar), 0);                     // 025
  Desc nchw_h{{2, 64, 112, 112}, ACL_FLOAT16, ACL_FORMAT_NCHW};
  EXPECT_EQ(BackwardPhase1(&nchw_h, &nchw_h, &nchw_h), 0);                     // 026
  Desc v8{{8}};
  EXPECT_EQ(BackwardPhase1(&v8, &v8, &v8), 0);                                 // 027
  Desc bf{{2, 4, 6, 8}, ACL_BF16};
  EXPECT_EQ(BackwardPhase1(&bf, &bf, &bf), 0);                                 // 028
  Desc i32{{2, 4}, ACL_INT32}, und{{2, 4}, ACL_DT_UNDEFINED};
  EXPECT_EQ(BackwardPhase1(&i32, &i32, &i32), ACLNN_ERR_PARAM_INVALID);         // 029
  EXPECT_EQ(BackwardPhase1(&und, &und, &und), ACLNN_ERR_PARAM_INVALID);         // 030
}

TEST(GeluBackwardStatus, EveryRowInOrder) {
  std::string m;
  Desc f{{2, 3}}, h{{2, 3}, ACL_FLOAT16}, b{{2, 3}, ACL_BF16}, u16{{2, 3}, ACL_UINT16}, i8{{2, 3}, ACL_INT8};
  Desc bad{{4, 3}}, r9{{1, 1, 1, 1, 1, 1, 1, 2, 3}}, r8{{1, 1, 1, 1, 1, 1, 2, 3}};
  // 3-5: nulls in parameter order, before anything else.
  EXPECT_EQ(BackwardPhase1(nullptr, nullptr, nullptr, &m), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_NE(m.find("gradOutput"), std::string::npos) << m;
  EXPECT_EQ(BackwardPhase1(&u16, nullptr, nullptr, &m), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_NE(m.find("self"), std::string::npos) << m;
  EXPECT_EQ(BackwardPhase1(&u16, &u16, nullptr, &m), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_NE(m.find("gradInput"), std::string::npos) << m;
  // 6: no promotion (uint16 with float), before the promoted list, rank and shapes.
  EXPECT_EQ(BackwardPhase1(&u16, &f, &bad, &m), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(m.find("cannot be promoted"), std::string::npos) << m;
  // 8: the promoted dtype outside {FLOAT, FLOAT16, BFLOAT16}.
  for (aclDataType d : {ACL_INT8, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_DOUBLE, ACL_COMPLEX64}) {
    Desc t{{2, 3}, d};
    EXPECT_EQ(BackwardPhase1(&t, &t, &f, &m), ACLNN_ERR_PARAM_INVALID) << Name(d);
    EXPECT_NE(m.find("promoted dtype"), std::string::npos) << m;
  }
  EXPECT_EQ(BackwardPhase1(&i8, &r9, &bad, &m), ACLNN_ERR_PARAM_INVALID);  // int8 + float: FLOAT, then the rank
  EXPECT_NE(m.find("self has rank 9"), std::string::npos) << m;
  // 9, 10: ranks above 8, gradOutput first.
  EXPECT_EQ(BackwardPhase1(&r9, &r9, &r9, &m), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(m.find("gradOutput has rank 9"), std::string::npos) << m;
  EXPECT_EQ(BackwardPhase1(&r8, &r9, &r9, &m), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(m.find("self has rank 9"), std::string::npos) << m;
  EXPECT_EQ(BackwardPhase1(&r8, &r8, &r8), 0);
  EXPECT_EQ(BackwardPhase1(&r8, &f, &r8), 0);
  // 11: shapes that do not broadcast.
  EXPECT_EQ(BackwardPhase1(&bad, &f, &f, &m), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(m.find("cannot be broadcast"), std::string::npos) << m;
  // 12: gradInput of another shape ([] and [1] broadcast to [1]).
  EXPECT_EQ(BackwardPhase1(&f, &f, &bad, &m), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(m.find("gradInput has shape [4,3]"), std::string::npos) << m;
  Desc s0{{}}, s1{{1}};
  EXPECT_EQ(BackwardPhase1(&s0, &s1, &s1), 0);
  EXPECT_EQ(BackwardPhase1(&s0, &s1, &s0), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(BackwardPhase1(&s0, &s0, &s0), 0);
  // gradInput's dtype is not compared with the promoted one (§4.3).
  EXPECT_EQ(BackwardPhase1(&h, &b, &h), 0);  // P = FLOAT
  EXPECT_EQ(BackwardPhase1(&h, &f, &b), 0);
  for (aclDataType d : {ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_UINT16, ACL_INT32, ACL_UINT32, ACL_INT64,
                        ACL_UINT64, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128}) {
    Desc g{{2, 3}, d};
    EXPECT_EQ(BackwardPhase1(&h, &h, &g), 0) << Name(d);
  }
  // 13: no conversion to gradInput's dtype: 561103, only when there is something to compute.
  for (aclDataType d : {ACL_DT_UNDEFINED, ACL_STRING, ACL_COMPLEX32, ACL_UINT1, ACL_INT4, ACL_HIFLOAT8, ACL_FLOAT8_E5M2}) {
    Desc g{{2, 3}, d}, ge{{0, 3}, d};
    Desc fe{{0, 3}};
    EXPECT_EQ(BackwardPhase1(&f, &f, &g, &m), ACLNN_ERR_INNER_NULLPTR) << Name(d);
    EXPECT_NE(m.find("cannot be converted to gradInput's dtype"), std::string::npos) << m;
    EXPECT_EQ(BackwardPhase1(&fe, &fe, &ge), 0) << Name(d);
  }
  // Formats are not checked.
  for (aclFormat fmt : {ACL_FORMAT_NC1HWC0, ACL_FORMAT_FRACTAL_Z, ACL_FORMAT_NCHW, ACL_FORMAT_UNDEFINED}) {
    Desc p{{2, 3}, ACL_FLOAT, fmt};
    EXPECT_EQ(BackwardPhase1(&p, &p, &p), 0) << fmt;
  }
}

TEST(GeluBackwardStatus, OutParamsViewsAndPhase2) {
  TestTensor t({4}, ACL_FLOAT);
  t.FillConst(1.0);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnGeluBackwardGetWorkspaceSize(t.get(), t.get(), t.get(), nullptr, &ex), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGeluBackwardGetWorkspaceSize(t.get(), t.get(), t.get(), &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGeluBackwardGetWorkspaceSize(nullptr, nullptr, nullptr, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  // A view reaching past its storage is refused before anything runs (library check).
  const int64_t dims[1] = {8}, strides[1] = {1}, storage[1] = {4};
  aclTensor* over = aclCreateTensor(dims, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, t.data());
  TestTensor ok8({8}, ACL_FLOAT);
  for (int k = 0; k < 3; ++k) {
    aclTensor* a[3] = {ok8.get(), ok8.get(), ok8.get()};
    a[k] = over;
    EXPECT_EQ(aclnnGeluBackwardGetWorkspaceSize(a[0], a[1], a[2], &ws, &ex), ACLNN_ERR_PARAM_INVALID) << k;
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("outside its storage"), std::string::npos);
  }
  aclDestroyTensor(over);
  // Phase 2: null executor, consumed executor, repeatable executor.
  EXPECT_EQ(aclnnGeluBackward(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  TestTensor x({4}, ACL_FLOAT), out({4}, ACL_FLOAT);
  x.SetValues({0, 1, 2, 3});
  ASSERT_EQ(aclnnGeluBackwardGetWorkspaceSize(t.get(), x.get(), out.get(), &ws, &ex), 0);
  EXPECT_EQ(aclnnGeluBackward(nullptr, 0, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(aclnnGeluBackward(nullptr, 0, ex, nullptr), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NEAR(out.Get(1), 1.0829641, 1e-7);
  ASSERT_EQ(aclnnGeluBackwardGetWorkspaceSize(t.get(), x.get(), out.get(), &ws, &ex), 0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(aclnnGeluBackward(nullptr, 0, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
}
