// ReflectionPad2d phase-1 statuses: the upstream unit tests (hicann/ops-math mirror_pad op_api UT)
// and one test per row of the A2 validation order (see src/ops/reflection_pad2d/README.md).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "pad_test_util.h"

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
    if (d.format != ACL_FORMAT_ND) {
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

aclnnStatus Check1(const Desc* self, const std::vector<int64_t>* pad, const Desc* out, uint64_t* ws_out = nullptr,
                   bool* out_untouched = nullptr) {
  std::unique_ptr<Tensor> tself(self ? new Tensor(*self) : nullptr), tout(out ? new Tensor(*out) : nullptr);
  aclIntArray* p = pad ? aclCreateIntArray(pad->data(), pad->size()) : nullptr;
  uint64_t ws = 12345;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st = aclnnReflectionPad2dGetWorkspaceSize(tself ? tself->get() : nullptr, p,
                                                              tout ? tout->get() : nullptr, &ws, &ex);
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    if (tself) tself->tt().FillConst(1.0);
    if (tout) tout->tt().Poison();
    aclnn_test::Workspace w(ws);
    EXPECT_EQ(aclnnReflectionPad2d(w.get(), ws, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    if (ws_out) *ws_out = ws;
    if (out_untouched && tout) *out_untouched = tout->tt().UntouchedOutside();
  } else {
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("aclnnReflectionPad2d"), std::string::npos) << "status " << st << ": '" << msg << "'";
  }
  if (p) aclDestroyIntArray(p);
  return st;
}

std::string Msg() { return aclGetRecentErrMsg(); }
#define EXPECT_MSG(text) EXPECT_NE(Msg().find(text), std::string::npos) << Msg()

const std::vector<int64_t> k2222{2, 2, 2, 2};

}  // namespace

TEST(ReflectionPad2dStatus, UpstreamUnitTests) {
  const Desc s1143{{1, 1, 4, 3}}, o1187{{1, 1, 8, 7}};
  EXPECT_EQ(Check1(&s1143, &k2222, &o1187), 0);                                   // case_1
  const Desc s0310{{0, 3, 10}}, o0714{{0, 7, 14}};
  EXPECT_EQ(Check1(&s0310, &k2222, &o0714), ACLNN_ERR_PARAM_INVALID);             // case_2
  const Desc s243{{2, 4, 3}}, o287{{2, 8, 7}};
  EXPECT_EQ(Check1(nullptr, &k2222, &o287), ACLNN_ERR_PARAM_NULLPTR);             // case_3
  EXPECT_EQ(Check1(&s243, nullptr, &o287), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(Check1(&s243, &k2222, nullptr), ACLNN_ERR_PARAM_NULLPTR);             // case_4
  const std::vector<int64_t> p3{2, 2, 2};
  EXPECT_EQ(Check1(&s243, &p3, &o287), ACLNN_ERR_PARAM_INVALID);                  // case_5
  const Desc s43{{4, 3}}, o87{{8, 7}};
  EXPECT_EQ(Check1(&s43, &k2222, &o87), ACLNN_ERR_PARAM_INVALID);                 // case_6
  const Desc s143{{1, 4, 3}};
  EXPECT_EQ(Check1(&s143, &k2222, &s1143), ACLNN_ERR_PARAM_INVALID);              // case_7
  const Desc s1143u{{1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED};
  EXPECT_EQ(Check1(&s1143u, &k2222, &o1187), ACLNN_ERR_PARAM_INVALID);            // case_8
  for (aclDataType d : {ACL_FLOAT16, ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_INT16}) {  // case_9
    const Desc s{{1, 1, 4, 3}, d}, o{{1, 1, 8, 7}, d};
    EXPECT_EQ(Check1(&s, &k2222, &o), 0) << Name(d);
  }
  const Desc su16{{1, 1, 4, 3}, ACL_UINT16}, ou16{{1, 1, 8, 7}, ACL_UINT16};
  EXPECT_EQ(Check1(&su16, &k2222, &o1187), ACLNN_ERR_PARAM_INVALID);              // case_10
  EXPECT_EQ(Check1(&s1143, &k2222, &ou16), ACLNN_ERR_PARAM_INVALID);              // case_11
  const Desc o1187f{{1, 1, 8, 7}, ACL_FLOAT};
  EXPECT_EQ(Check1(&s1143, &k2222, &o1187f), ACLNN_ERR_PARAM_INVALID);            // case_12
  const Desc s124{{1, 2, 4}}, o186{{1, 8, 6}};
  const std::vector<int64_t> p1133{1, 1, 3, 3}, p1111{1, 1, 1, 1};
  EXPECT_EQ(Check1(&s124, &p1133, &o186), ACLNN_ERR_PARAM_INVALID);               // case_13
  EXPECT_EQ(Check1(&s124, &p1111, &s124), ACLNN_ERR_PARAM_INVALID);               // case_14
  const Desc s3010{{3, 0, 10}}, o3414{{3, 4, 14}};
  EXPECT_EQ(Check1(&s3010, &k2222, &o3414), ACLNN_ERR_PARAM_INVALID);             // case_15
  const Desc s01310{{0, 1, 3, 10}}, o01714{{0, 1, 7, 14}};
  EXPECT_EQ(Check1(&s01310, &k2222, &o01714), 0);                                 // case_16
  const Desc s10310{{1, 0, 3, 10}}, o10714{{1, 0, 7, 14}};
  EXPECT_EQ(Check1(&s10310, &k2222, &o10714), ACLNN_ERR_PARAM_INVALID);           // case_17
  const Desc sb{{1, 1, 4, 3}, ACL_BF16}, ob{{1, 1, 8, 7}, ACL_BF16};
  EXPECT_EQ(Check1(&sb, &k2222, &ob), 0);                                         // ascend910B2_case_18
}

TEST(ReflectionPad2dStatus, NullOutParams) {
  TestTensor x({1, 2, 2}, ACL_FLOAT), out({1, 4, 4}, ACL_FLOAT);
  aclIntArray* p = aclCreateIntArray(std::vector<int64_t>{1, 1, 1, 1}.data(), 4);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnReflectionPad2dGetWorkspaceSize(x.get(), p, out.get(), nullptr, &ex), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnReflectionPad2dGetWorkspaceSize(x.get(), p, out.get(), &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  aclDestroyIntArray(p);
}

TEST(ReflectionPad2dStatus, NullsInParameterOrder) {
  const Desc bad{{2}, ACL_UINT64};
  EXPECT_EQ(Check1(nullptr, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_MSG("self");
  EXPECT_EQ(Check1(&bad, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_MSG("padding");
  EXPECT_EQ(Check1(&bad, &k2222, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_MSG("out must not");
}

TEST(ReflectionPad2dStatus, DtypeList) {
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128, ACL_INT8,
                        ACL_INT16, ACL_INT32, ACL_INT64, ACL_UINT8, ACL_BOOL}) {
    const Desc s{{1, 4, 3}, d}, o{{1, 8, 7}, d};
    EXPECT_EQ(Check1(&s, &k2222, &o), 0) << Name(d);
  }
  // Not on A2: UINT16/32/64, 8-bit floats, and anything undefined.
  for (aclDataType d : {ACL_UINT16, ACL_UINT32, ACL_UINT64, ACL_HIFLOAT8, ACL_FLOAT8_E5M2, ACL_FLOAT8_E4M3FN,
                        ACL_DT_UNDEFINED, ACL_STRING}) {
    const Desc s{{1, 4, 3}, d}, o{{1, 8, 7}, d}, of{{1, 8, 7}, ACL_FLOAT};
    EXPECT_EQ(Check1(&s, &k2222, &o), ACLNN_ERR_PARAM_INVALID) << d;
    EXPECT_MSG("self has dtype");
    const Desc sf{{1, 4, 3}, ACL_FLOAT};
    EXPECT_EQ(Check1(&sf, &k2222, &o), ACLNN_ERR_PARAM_INVALID) << d;
    EXPECT_MSG("out has dtype");
  }
  const Desc s{{1, 4, 3}, ACL_INT32}, o{{1, 8, 7}, ACL_INT64};
  EXPECT_EQ(Check1(&s, &k2222, &o), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("out dtype INT64 must equal self dtype INT32");
}

TEST(ReflectionPad2dStatus, Formats) {
  const Desc s{{1, 1, 4, 3}, ACL_FLOAT, ACL_FORMAT_NCHW}, o{{1, 1, 8, 7}, ACL_FLOAT, ACL_FORMAT_ND};
  EXPECT_EQ(Check1(&s, &k2222, &o), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("same format");
  // Equal labels pass; private (blocked) storage formats are refused (library policy, as for every
  // forward of the pad family).
  for (aclFormat f : {ACL_FORMAT_NCHW, ACL_FORMAT_NHWC}) {
    const Desc sf{{1, 1, 4, 3}, ACL_FLOAT, f}, of{{1, 1, 8, 7}, ACL_FLOAT, f};
    EXPECT_EQ(Check1(&sf, &k2222, &of), 0) << f;
  }
  const Desc sp{{1, 1, 4, 3}, ACL_FLOAT, ACL_FORMAT_NC1HWC0}, op{{1, 1, 8, 7}, ACL_FLOAT, ACL_FORMAT_NC1HWC0};
  EXPECT_EQ(Check1(&sp, &k2222, &op), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("private format NC1HWC0");
}

TEST(ReflectionPad2dStatus, Ranks) {
  const Desc s2{{4, 3}}, o2{{8, 7}}, s5{{1, 1, 1, 4, 3}}, o5{{1, 1, 1, 8, 7}}, s3{{1, 4, 3}}, o4{{1, 1, 8, 7}};
  EXPECT_EQ(Check1(&s2, &k2222, &o2), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("self has rank 2");
  EXPECT_EQ(Check1(&s5, &k2222, &o5), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("self has rank 5");
  EXPECT_EQ(Check1(&s3, &k2222, &o4), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("out has rank 4");
}

TEST(ReflectionPad2dStatus, PaddingLengthAndValues) {
  const Desc s{{1, 4, 3}}, o{{1, 8, 7}};
  for (std::vector<int64_t> p : {std::vector<int64_t>{}, {2, 2, 2}, {2, 2, 2, 2, 2}}) {
    EXPECT_EQ(Check1(&s, &p, &o), ACLNN_ERR_PARAM_INVALID) << p.size();
    EXPECT_MSG("padding must have 4 values");
  }
  for (std::vector<int64_t> p : {std::vector<int64_t>{3, 0, 0, 0}, {0, 3, 0, 0}, {0, 0, 4, 0}, {0, 0, 0, 4}}) {
    const Desc op{{1, 4 + p[2] + p[3], 3 + p[0] + p[1]}};
    EXPECT_EQ(Check1(&s, &p, &op), ACLNN_ERR_PARAM_INVALID);
    EXPECT_MSG("(left and right < 3, top and bottom < 4)");
  }
  const std::vector<int64_t> lim{2, 2, 3, 3};
  const Desc olim{{1, 10, 7}};
  EXPECT_EQ(Check1(&s, &lim, &olim), 0);
  // bf16 has no padding limit of its own in the forward.
  const Desc sb{{1, 20, 30}, ACL_BF16}, ob{{1, 58, 78}, ACL_BF16};
  const std::vector<int64_t> big{24, 24, 19, 19};
  EXPECT_EQ(Check1(&sb, &big, &ob), 0);
}

TEST(ReflectionPad2dStatus, OutShape) {
  const Desc s{{2, 4, 3}}, oh{{2, 9, 7}}, ow{{2, 8, 8}};
  EXPECT_EQ(Check1(&s, &k2222, &oh), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("its padded dims must be those of [2, 8, 7]");
  EXPECT_EQ(Check1(&s, &k2222, &ow), ACLNN_ERR_PARAM_INVALID);
  // Leading dims: "out shape does not match the real output shape".
  const Desc s4{{2, 3, 4, 3}}, on{{1, 3, 8, 7}}, oc{{2, 1, 8, 7}}, o3{{3, 8, 7}};
  EXPECT_EQ(Check1(&s4, &k2222, &on), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("leading dims");
  EXPECT_EQ(Check1(&s4, &k2222, &oc), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(Check1(&s, &k2222, &o3), ACLNN_ERR_PARAM_INVALID);
}

TEST(ReflectionPad2dStatus, EmptyTensors) {
  // 3-D: never empty.
  const Desc s3{{0, 4, 3}}, o3{{0, 8, 7}};
  EXPECT_EQ(Check1(&s3, &k2222, &o3), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("Expected 3D or 4D tensor with possibly 0 batch size");
  const Desc s3b{{1, 2, 2}}, o3b{{1, 2, 0}};
  const std::vector<int64_t> crop{-1, -1, 0, 0};
  EXPECT_EQ(Check1(&s3b, &crop, &o3b), ACLNN_ERR_PARAM_INVALID);
  // 4-D: N may be 0; C (H and W are caught by the padding rule first) may not.
  uint64_t ws = 5;
  bool untouched = false;
  const Desc s4{{0, 2, 4, 3}}, o4{{0, 2, 8, 7}};
  EXPECT_EQ(Check1(&s4, &k2222, &o4, &ws), 0);
  EXPECT_EQ(ws, 0u);  // nothing to do: no workspace
  const Desc sc{{2, 0, 4, 3}}, oc{{2, 0, 8, 7}};
  EXPECT_EQ(Check1(&sc, &k2222, &oc), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("other non-zero dimentions");
  // A2 order: the empty short cut comes before the leading-dim check, so an empty self with a
  // differently-sized (non-empty) out succeeds and out is left untouched.
  const Desc o4n{{3, 2, 8, 7}};
  EXPECT_EQ(Check1(&s4, &k2222, &o4n, &ws, &untouched), 0);
  EXPECT_TRUE(untouched);
  // out empty through cropping, self not (4-D): success.
  const Desc s4b{{1, 2, 3, 2}}, o4b{{1, 2, 3, 0}};
  EXPECT_EQ(Check1(&s4b, &crop, &o4b), 0);
}

TEST(ReflectionPad2dStatus, LibraryChecks) {
  TestTensor x({1, 2, 2}, ACL_FLOAT), out({1, 4, 4}, ACL_FLOAT);
  aclIntArray* p = aclCreateIntArray(std::vector<int64_t>{1, 1, 1, 1}.data(), 4);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const int64_t dims[3] = {1, 4, 4}, strides[3] = {16, 4, 1}, small[1] = {15};
  aclTensor* over = aclCreateTensor(dims, 3, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, small, 1, out.data());
  EXPECT_EQ(aclnnReflectionPad2dGetWorkspaceSize(x.get(), p, over, &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  EXPECT_MSG("outside its storage");
  aclDestroyTensor(over);
  aclDestroyIntArray(p);
}

TEST(ReflectionPad2dStatus, Phase2) {
  TestTensor x({1, 2, 2}, ACL_FLOAT), out({1, 4, 4}, ACL_FLOAT);
  x.SetValues({1, 2, 3, 4});
  aclIntArray* p = aclCreateIntArray(std::vector<int64_t>{1, 1, 1, 1}.data(), 4);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnReflectionPad2d(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  ASSERT_EQ(aclnnReflectionPad2dGetWorkspaceSize(x.get(), p, out.get(), &ws, &ex), 0);
  EXPECT_GT(ws, 0u);  // the per-thread output rows
  aclnn_test::Workspace w(ws);
  EXPECT_EQ(aclnnReflectionPad2d(w.get(), ws - 1, ex, nullptr), ACLNN_ERR_PARAM_INVALID);  // one byte short
  ASSERT_EQ(aclnnReflectionPad2dGetWorkspaceSize(x.get(), p, out.get(), &ws, &ex), 0);
  EXPECT_EQ(aclnnReflectionPad2d(w.get(), ws, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(out.Values(), (std::vector<double>{4, 3, 4, 3, 2, 1, 2, 1, 4, 3, 4, 3, 2, 1, 2, 1}));
  EXPECT_EQ(aclnnReflectionPad2d(w.get(), ws, ex, nullptr), ACLNN_ERR_PARAM_INVALID);  // consumed
  ASSERT_EQ(aclnnReflectionPad2dGetWorkspaceSize(x.get(), p, out.get(), &ws, &ex), 0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(aclnnReflectionPad2d(w.get(), ws, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
  aclDestroyIntArray(p);
}
