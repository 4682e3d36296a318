// GroupedBiasAddGrad(V2) statuses: the upstream op_api unit tests (spec §8.1), the tiling-level
// failures (§8.3), every row of the error table (§6.2) and the order of the checks (§6.1).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "aclnnop/aclnn_grouped_bias_add_grad.h"
#include "op_runner.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

struct Desc {
  Shape shape;
  aclDataType dtype = ACL_FLOAT;
  aclFormat format = ACL_FORMAT_ND;
};

std::unique_ptr<TestTensor> Make(const Desc* d) {
  if (!d) return nullptr;
  std::unique_ptr<TestTensor> t(new TestTensor(d->shape, d->dtype));
  if (d->format != ACL_FORMAT_ND) {
    int64_t* s = nullptr;
    uint64_t n = 0;
    aclGetViewStrides(t->get(), &s, &n);
    const int64_t storage[1] = {t->storage_elems()};
    aclInitTensor(t->get(), d->shape.data(), d->shape.size(), d->dtype, s, 0, d->format, storage, 1, t->data());
    delete[] s;
  }
  return t;
}

// Phase 1 of V2 (api 2) or V1 (api 1); a successful executor is run (nothing is read for these
// uninitialised but valid tensors that matters) so it is not leaked.
aclnnStatus TryPhase1(const Desc* y, const Desc* idx, int64_t type, const Desc* out, int api = 2) {
  auto ty = Make(y), ti = Make(idx), to = Make(out);
  if (ty) ty->FillConst(1.0);
  if (ti) ti->FillConst(0.0);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const char* name = api == 1 ? "aclnnGroupedBiasAddGrad" : "aclnnGroupedBiasAddGradV2";
  aclnnStatus st = api == 1 ? aclnnGroupedBiasAddGradGetWorkspaceSize(ty ? ty->get() : nullptr, ti ? ti->get() : nullptr,
                                                                      to ? to->get() : nullptr, &ws, &ex)
                            : aclnnGroupedBiasAddGradV2GetWorkspaceSize(ty ? ty->get() : nullptr,
                                                                        ti ? ti->get() : nullptr, type,
                                                                        to ? to->get() : nullptr, &ws, &ex);
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    void* w = nullptr;
    if (ws) aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST);
    EXPECT_EQ(api == 1 ? aclnnGroupedBiasAddGrad(w, ws, ex, nullptr) : aclnnGroupedBiasAddGradV2(w, ws, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    if (w) aclrtFree(w);
  } else {
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find(name), std::string::npos) << "status " << st << " message: " << msg;
  }
  return st;
}

bool MsgHas(const char* s) { return std::string(aclGetRecentErrMsg()).find(s) != std::string::npos; }

}  // namespace

TEST(GroupedBiasAddGradStatus, UpstreamOpApiUnitTests) {
  Desc f25{{2, 5}}, f215{{2, 1, 5}}, f20491{{2049, 1, 5}}, i215{{2, 1, 5}, ACL_INT32}, f45{{4, 5}};
  Desc i32{{2}, ACL_INT32}, i64{{2}, ACL_INT64};
  EXPECT_EQ(TryPhase1(nullptr, nullptr, 0, &f25), ACLNN_ERR_PARAM_NULLPTR);          // 000
  EXPECT_EQ(TryPhase1(&f215, nullptr, 0, nullptr), ACLNN_ERR_PARAM_NULLPTR);         // 001
  EXPECT_EQ(TryPhase1(&f215, nullptr, 0, &f25), 0);                                  // 002
  EXPECT_EQ(TryPhase1(&f25, nullptr, 0, &f25), ACLNN_ERR_PARAM_INVALID);             // 003
  EXPECT_EQ(TryPhase1(&f215, nullptr, 0, &f215), ACLNN_ERR_PARAM_INVALID);           // 004
  EXPECT_EQ(TryPhase1(&f20491, nullptr, 0, &f215), ACLNN_ERR_PARAM_INVALID);         // 005 (out rank)
  EXPECT_TRUE(MsgHas("out has rank 3"));
  EXPECT_EQ(TryPhase1(&i215, nullptr, 0, &f25), ACLNN_ERR_PARAM_INVALID);            // 006
  EXPECT_EQ(TryPhase1(&f45, &i32, 0, &f25), 0);                                      // 007
  EXPECT_EQ(TryPhase1(&f45, &i64, 0, &f25), 0);                                      // 008
  EXPECT_EQ(TryPhase1(&f45, &i64, -1, &f25), ACLNN_ERR_PARAM_INVALID);               // 009
  EXPECT_TRUE(MsgHas("groupIdxType"));
}

TEST(GroupedBiasAddGradStatus, ShapeInferenceCase) {  // UT-INFER
  Desc y{{40, 6912}}, idx{{10}, ACL_INT32}, out{{10, 6912}}, bad{{40, 6912}};
  EXPECT_EQ(TryPhase1(&y, &idx, 0, &out, 1), 0);
  EXPECT_EQ(TryPhase1(&y, &idx, 0, &bad, 1), ACLNN_ERR_PARAM_INVALID);
}

TEST(GroupedBiasAddGradStatus, TilingLevelCases) {  // UT-TIL32 / UT-TIL35 at the aclnn level
  struct Ok {
    Shape y;
    aclDataType dt;
    aclDataType it;
    int64_t g, type;
  };
  const Ok ok[] = {{{10, 32}, ACL_FLOAT, ACL_INT32, 3, 0},     {{10, 64}, ACL_FLOAT16, ACL_INT64, 3, 1},
                   {{100, 32}, ACL_BF16, ACL_INT32, 10, 0},    {{20, 32}, ACL_FLOAT, ACL_INT64, 5, 1},
                   {{100, 2048}, ACL_BF16, ACL_INT64, 4, 0},   {{100, 4096}, ACL_FLOAT16, ACL_INT32, 4, 0},
                   {{10, 32}, ACL_FLOAT, ACL_INT32, 2, 1},     {{10, 64}, ACL_FLOAT16, ACL_INT64, 1, 0},
                   {{20, 128}, ACL_BF16, ACL_INT32, 4, 1},     {{50, 1024}, ACL_FLOAT, ACL_INT64, 2, 0},
                   {{50, 1056}, ACL_FLOAT16, ACL_INT32, 2, 1}, {{4096, 32}, ACL_FLOAT, ACL_INT64, 2048, 0}};
  for (const Ok& c : ok) {
    Desc y{c.y, c.dt}, idx{{c.g}, c.it}, out{{c.g, c.y[1]}, c.dt};
    EXPECT_EQ(TryPhase1(&y, &idx, c.type, &out), 0) << ShapeStr(c.y) << " " << c.g;
  }
  Desc y4098{{4098, 32}}, i2049{{2049}, ACL_INT64}, o2049{{2049, 32}};
  EXPECT_EQ(TryPhase1(&y4098, &i2049, 0, &o2049), ACLNN_ERR_PARAM_INVALID);  // 2049 groups
  EXPECT_TRUE(MsgHas("2049"));
  Desc y{{10, 32}}, yi{{10, 32}, ACL_INT32}, y3{{2, 5, 32}}, y4{{1, 2, 5, 32}}, idx3{{3}, ACL_INT32};
  Desc idxf{{3}, ACL_FLOAT}, out3{{3, 32}}, out4{{4, 32}}, out1{{96}}, outi{{3, 32}, ACL_INT32};
  EXPECT_EQ(TryPhase1(&yi, &idx3, 0, &outi), ACLNN_ERR_PARAM_INVALID);   // gradY INT32
  EXPECT_EQ(TryPhase1(&y3, &idx3, 0, &out3), ACLNN_ERR_PARAM_INVALID);   // 3-D gradY with an index
  EXPECT_EQ(TryPhase1(&y, &idxf, 0, &out3), ACLNN_ERR_PARAM_INVALID);    // FLOAT index
  EXPECT_EQ(TryPhase1(&y, &idx3, 2, &out3), ACLNN_ERR_PARAM_INVALID);    // group_idx_type 2
  EXPECT_EQ(TryPhase1(&y, &idx3, 0, &out4), ACLNN_ERR_PARAM_INVALID);    // out [4, 32] for 3 groups
  EXPECT_EQ(TryPhase1(&y, nullptr, 0, &out3), ACLNN_ERR_PARAM_INVALID);  // 2-D gradY without index
  Desc o232{{2, 32}};
  EXPECT_EQ(TryPhase1(&y4, nullptr, 0, &o232), ACLNN_ERR_PARAM_INVALID);  // 4-D gradY
  EXPECT_EQ(TryPhase1(&y, &idx3, 0, &out1), ACLNN_ERR_PARAM_INVALID);    // 1-D out
}

// Spec §6.2, one test per row (E1-E13; E14 is tested with data in the numeric tests).
TEST(GroupedBiasAddGradStatus, ErrorTableRows) {
  Desc y{{6, 4}}, idx{{2}, ACL_INT64}, out{{2, 4}}, y3{{2, 3, 4}};
  // E1, E2: null gradY / out, for both versions.
  for (int api : {1, 2}) {
    EXPECT_EQ(TryPhase1(nullptr, &idx, 0, &out, api), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(MsgHas("gradY must not be a null pointer"));
    EXPECT_EQ(TryPhase1(&y, &idx, 0, nullptr, api), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(MsgHas("out must not be a null pointer"));
  }
  // E3: null workspaceSize / executor.
  TestTensor ty({6, 4}, ACL_FLOAT), to({2, 4}, ACL_FLOAT), ti({2}, ACL_INT64);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnGroupedBiasAddGradGetWorkspaceSize(ty.get(), ti.get(), to.get(), nullptr, &ex), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGroupedBiasAddGradGetWorkspaceSize(ty.get(), ti.get(), to.get(), &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGroupedBiasAddGradV2GetWorkspaceSize(ty.get(), ti.get(), 0, to.get(), nullptr, &ex),
            ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGroupedBiasAddGradV2GetWorkspaceSize(ty.get(), ti.get(), 0, to.get(), &ws, nullptr),
            ACLNN_ERR_PARAM_NULLPTR);
  // E4: gradY dtype.
  for (aclDataType bad : {ACL_INT32, ACL_DOUBLE, ACL_INT8, ACL_COMPLEX64, ACL_DT_UNDEFINED}) {
    Desc yb{{6, 4}, bad}, ob{{2, 4}, bad};
    EXPECT_EQ(TryPhase1(&yb, &idx, 0, &ob), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(MsgHas("gradY has dtype"));
  }
  // E5: out dtype unsupported, or different from gradY.
  Desc od{{2, 4}, ACL_DOUBLE}, oh{{2, 4}, ACL_FLOAT16}, yb{{6, 4}, ACL_BF16};
  EXPECT_EQ(TryPhase1(&y, &idx, 0, &od), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("out has dtype"));
  EXPECT_EQ(TryPhase1(&y, &idx, 0, &oh), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("must equal gradY dtype"));
  EXPECT_EQ(TryPhase1(&yb, &idx, 0, &oh), ACLNN_ERR_PARAM_INVALID);
  // E6: index dtype.
  for (aclDataType bad : {ACL_FLOAT, ACL_INT16, ACL_UINT32, ACL_UINT64, ACL_BOOL}) {
    Desc ib{{2}, bad};
    EXPECT_EQ(TryPhase1(&y, &ib, 0, &out), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(MsgHas("groupIdxOptional has dtype"));
  }
  // E7: no index and gradY not 3-D.
  Desc y1{{24}}, y4{{1, 2, 3, 4}};
  EXPECT_EQ(TryPhase1(&y, nullptr, 0, &out), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("gradY must be 3-D"));
  EXPECT_EQ(TryPhase1(&y1, nullptr, 0, &out), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(TryPhase1(&y4, nullptr, 0, &out), ACLNN_ERR_PARAM_INVALID);
  // E8: index given and gradY not 2-D.
  EXPECT_EQ(TryPhase1(&y3, &idx, 0, &out), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("gradY must be 2-D"));
  EXPECT_EQ(TryPhase1(&y1, &idx, 0, &out), ACLNN_ERR_PARAM_INVALID);
  // E9: index not 1-D.
  Desc i2d{{2, 1}, ACL_INT64}, i0d{{}, ACL_INT64};
  EXPECT_EQ(TryPhase1(&y, &i2d, 0, &out), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("groupIdxOptional has rank 2"));
  EXPECT_EQ(TryPhase1(&y, &i0d, 0, &out), ACLNN_ERR_PARAM_INVALID);
  // E10: more than 2048 groups (2048 is fine).
  Desc y2k{{3000, 4}}, i2048{{2048}, ACL_INT32}, o2048{{2048, 4}}, i2049{{2049}, ACL_INT32}, o2049{{2049, 4}};
  EXPECT_EQ(TryPhase1(&y2k, &i2048, 0, &o2048), 0);
  EXPECT_EQ(TryPhase1(&y2k, &i2049, 0, &o2049), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("more than the supported 2048"));
  // ... but not in mode A (spec §6.1, §8.7 item 10).
  Desc ya{{3000, 2, 4}}, oa{{3000, 4}};
  EXPECT_EQ(TryPhase1(&ya, nullptr, 0, &oa), 0);
  // E11: out rank.
  Desc o1{{8}}, o3{{2, 4, 1}};
  EXPECT_EQ(TryPhase1(&y, &idx, 0, &o1), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("out has rank 1"));
  EXPECT_EQ(TryPhase1(&y3, nullptr, 0, &o3), ACLNN_ERR_PARAM_INVALID);
  // E12: out shape.
  Desc o24t{{4, 2}}, o34{{3, 4}}, o25{{2, 5}};
  EXPECT_EQ(TryPhase1(&y, &idx, 0, &o24t), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("out has shape [4,2], expected [2,4]"));
  EXPECT_EQ(TryPhase1(&y, &idx, 0, &o34), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(TryPhase1(&y3, nullptr, 0, &o25), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(TryPhase1(&y3, nullptr, 0, &out), 0);
  // E13: groupIdxType, also without an index (V2 only).
  Desc o24{{2, 4}};
  for (int64_t t : {int64_t{-1}, int64_t{2}, int64_t{5}, int64_t{1} << 40}) {
    EXPECT_EQ(TryPhase1(&y, &idx, t, &out), ACLNN_ERR_PARAM_INVALID);
    EXPECT_EQ(TryPhase1(&y3, nullptr, t, &o24), ACLNN_ERR_PARAM_INVALID);
  }
  EXPECT_EQ(TryPhase1(&y3, nullptr, 1, &o24), 0);
  EXPECT_EQ(TryPhase1(&y, &idx, 1, &out), 0);
}

// Spec §6.1: nulls, then dtypes, then shapes, then groupIdxType; the first failure wins.
TEST(GroupedBiasAddGradStatus, CheckOrder) {
  Desc yi{{6, 4, 1}, ACL_INT32}, idxf{{2, 2}, ACL_FLOAT}, o1{{8}, ACL_DOUBLE};
  EXPECT_EQ(TryPhase1(nullptr, &idxf, 7, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_TRUE(MsgHas("gradY"));
  EXPECT_EQ(TryPhase1(&yi, &idxf, 7, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_TRUE(MsgHas("out must not"));
  EXPECT_EQ(TryPhase1(&yi, &idxf, 7, &o1), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("gradY has dtype INT32"));
  Desc y3{{6, 4, 1}}, of{{8}, ACL_FLOAT16};
  EXPECT_EQ(TryPhase1(&y3, &idxf, 7, &of), ACLNN_ERR_PARAM_INVALID);  // out dtype != gradY before index dtype
  EXPECT_TRUE(MsgHas("must equal gradY dtype"));
  Desc o1f{{8}};
  EXPECT_EQ(TryPhase1(&y3, &idxf, 7, &o1f), ACLNN_ERR_PARAM_INVALID);  // index dtype before any rank
  EXPECT_TRUE(MsgHas("groupIdxOptional has dtype FLOAT"));
  Desc idx2{{2, 2}, ACL_INT64};
  EXPECT_EQ(TryPhase1(&y3, &idx2, 7, &o1f), ACLNN_ERR_PARAM_INVALID);  // gradY rank before index rank
  EXPECT_TRUE(MsgHas("gradY must be 2-D"));
  Desc y2{{6, 4}};
  EXPECT_EQ(TryPhase1(&y2, &idx2, 7, &o1f), ACLNN_ERR_PARAM_INVALID);  // index rank before out rank
  EXPECT_TRUE(MsgHas("groupIdxOptional has rank 2"));
  Desc i3000{{3000}, ACL_INT64};
  EXPECT_EQ(TryPhase1(&y2, &i3000, 7, &o1f), ACLNN_ERR_PARAM_INVALID);  // group count before out rank
  EXPECT_TRUE(MsgHas("3000 groups"));
  Desc idx{{2}, ACL_INT64};
  EXPECT_EQ(TryPhase1(&y2, &idx, 7, &o1f), ACLNN_ERR_PARAM_INVALID);  // out rank before groupIdxType
  EXPECT_TRUE(MsgHas("out has rank 1"));
  Desc o33{{3, 3}};
  EXPECT_EQ(TryPhase1(&y2, &idx, 7, &o33), ACLNN_ERR_PARAM_INVALID);  // out shape before groupIdxType
  EXPECT_TRUE(MsgHas("out has shape"));
  Desc o24{{2, 4}};
  EXPECT_EQ(TryPhase1(&y2, &idx, 7, &o24), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("groupIdxType must be 0"));
}

// Spec §6.1 step 5 and §7: formats only warn; empty tensors succeed.
TEST(GroupedBiasAddGradStatus, FormatsAndEmptyTensors) {
  for (aclFormat f : {ACL_FORMAT_FRACTAL_NZ, ACL_FORMAT_NCHW, ACL_FORMAT_NC1HWC0}) {
    Desc y{{6, 4}, ACL_FLOAT, f}, idx{{2}, ACL_INT64, f}, out{{2, 4}, ACL_FLOAT, f};
    EXPECT_EQ(TryPhase1(&y, &idx, 0, &out), 0);
  }
  Desc y0{{0, 4}}, idx{{2}, ACL_INT64}, out{{2, 4}}, i0{{0}, ACL_INT64}, o0{{0, 4}}, y6{{6, 4}};
  EXPECT_EQ(TryPhase1(&y0, &idx, 0, &out), 0);
  EXPECT_EQ(TryPhase1(&y6, &i0, 0, &o0), 0);
  Desc ya{{0, 3, 4}}, oa{{0, 4}}, yb{{2, 0, 4}}, ob{{2, 4}};
  EXPECT_EQ(TryPhase1(&ya, nullptr, 0, &oa, 1), 0);
  EXPECT_EQ(TryPhase1(&yb, nullptr, 0, &ob, 1), 0);
  // Shapes are still checked for empty tensors.
  Desc bad{{3, 4}};
  EXPECT_EQ(TryPhase1(&y0, &idx, 0, &bad), ACLNN_ERR_PARAM_INVALID);
}

// Library checks: views outside their storage are refused before anything runs.
TEST(GroupedBiasAddGradStatus, ViewsOutsideStorage) {
  TestTensor y({6, 4}, ACL_FLOAT), idx({2}, ACL_INT64), out({2, 4}, ACL_FLOAT);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const int64_t d2[2] = {6, 4}, s2[2] = {4, 1}, small[1] = {20};
  aclTensor* y_over = aclCreateTensor(d2, 2, ACL_FLOAT, s2, 0, ACL_FORMAT_ND, small, 1, y.data());
  EXPECT_EQ(aclnnGroupedBiasAddGradGetWorkspaceSize(y_over, idx.get(), out.get(), &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  EXPECT_TRUE(MsgHas("outside its storage"));
  const int64_t d1[1] = {2}, s1[1] = {1}, st1[1] = {2};
  aclTensor* i_off = aclCreateTensor(d1, 1, ACL_INT64, s1, 1, ACL_FORMAT_ND, st1, 1, idx.data());
  EXPECT_EQ(aclnnGroupedBiasAddGradGetWorkspaceSize(y.get(), i_off, out.get(), &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  // Negative strides are valid views when every element is inside the storage...
  const int64_t od[2] = {2, 4}, neg[2] = {-4, 1}, ost[1] = {8};
  aclTensor* o_neg = aclCreateTensor(od, 2, ACL_FLOAT, neg, 4, ACL_FORMAT_ND, ost, 1, out.data());
  EXPECT_EQ(aclnnGroupedBiasAddGradV2GetWorkspaceSize(y.get(), idx.get(), 0, o_neg, &ws, &ex), 0);
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
  // ... and refused when one is not.
  aclTensor* o_low = aclCreateTensor(od, 2, ACL_FLOAT, neg, 3, ACL_FORMAT_ND, ost, 1, out.data());
  EXPECT_EQ(aclnnGroupedBiasAddGradV2GetWorkspaceSize(y.get(), idx.get(), 0, o_low, &ws, &ex), ACLNN_ERR_PARAM_INVALID);
  aclDestroyTensor(o_low);
  aclDestroyTensor(y_over);
  aclDestroyTensor(i_off);
  aclDestroyTensor(o_neg);
  EXPECT_TRUE(out.UntouchedOutside());
}

TEST(GroupedBiasAddGradStatus, Phase2) {
  TestTensor y({6, 4}, ACL_FLOAT), idx({2}, ACL_INT32), out({2, 4}, ACL_FLOAT);
  y.FillConst(1.0);
  idx.SetValues({2, 6});
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnGroupedBiasAddGrad(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclnnGroupedBiasAddGradV2(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  // A V1 executor is refused by the V2 phase 2 (and consumed).
  ASSERT_EQ(aclnnGroupedBiasAddGradGetWorkspaceSize(y.get(), idx.get(), out.get(), &ws, &ex), 0);
  EXPECT_EQ(aclnnGroupedBiasAddGradV2(nullptr, 0, ex, nullptr), ACLNN_ERR_PARAM_INVALID);
  // Consumed executors are refused, not a crash.
  ASSERT_EQ(aclnnGroupedBiasAddGradV2GetWorkspaceSize(y.get(), idx.get(), 1, out.get(), &ws, &ex), 0);
  void* w = nullptr;
  if (ws) ASSERT_EQ(aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  EXPECT_EQ(aclnnGroupedBiasAddGradV2(w, ws, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(aclnnGroupedBiasAddGradV2(w, ws, ex, nullptr), ACLNN_ERR_PARAM_INVALID);
  if (w) aclrtFree(w);
  EXPECT_EQ(out.Values(), (std::vector<double>{2, 2, 2, 2, 4, 4, 4, 4}));  // sizes {2, 6}: rows 0-1, 2-5 (of 6)
}

// Tensors created without data (e.g. to be bound later) are reported at run time, not a crash.
TEST(GroupedBiasAddGradStatus, UnboundDataAtRunTime) {
  TestTensor idx({2}, ACL_INT32), out({2, 4}, ACL_FLOAT);
  idx.SetValues({2, 6});
  const int64_t d[2] = {6, 4}, st[2] = {4, 1}, sto[1] = {24};
  aclTensor* y = aclCreateTensor(d, 2, ACL_FLOAT, st, 0, ACL_FORMAT_ND, sto, 1, nullptr);
  EXPECT_NE(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGroupedBiasAddGradGetWorkspaceSize(y, idx.get(), out.get(), ws, ex);
  }, aclnnGroupedBiasAddGrad), 0);
  EXPECT_TRUE(out.UntouchedOutside());
  aclDestroyTensor(y);
}
