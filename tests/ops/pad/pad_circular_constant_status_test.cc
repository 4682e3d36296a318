// Phase-1 statuses of the circular entry points and ConstantPadNd: every upstream unit-test row
// (circular/constant spec §6) and every check of the validation orders (§5) with its status, in
// order (an earlier failing check wins over a later one).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "../reflection_pad2d/pad_test_util.h"
#include "aclnnop/aclnn_circular_pad2d.h"
#include "aclnnop/aclnn_circular_pad2d_backward.h"
#include "aclnnop/aclnn_circular_pad3d.h"
#include "aclnnop/aclnn_circular_pad3d_backward.h"
#include "aclnnop/aclnn_constant_pad_nd.h"

using namespace aclnn_test;

namespace {

constexpr aclnnStatus kOk = 0, kNull = ACLNN_ERR_PARAM_NULLPTR, kInvalid = ACLNN_ERR_PARAM_INVALID,
                      kInner = ACLNN_ERR_INNER_NULLPTR;

struct D {
  Shape shape;
  aclDataType dtype = ACL_FLOAT16;
  aclFormat format = ACL_FORMAT_ND;
};

// A tensor of the description (formats other than ND set on a contiguous view).
std::unique_ptr<TestTensor> Make(const D* d) {
  if (!d) return nullptr;
  auto t = std::make_unique<TestTensor>(d->shape, d->dtype);
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
aclTensor* Get(const std::unique_ptr<TestTensor>& t) { return t ? t->get() : nullptr; }

using Fwd1 = aclnnStatus (*)(const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*, aclOpExecutor**);
using Bwd1 = aclnnStatus (*)(const aclTensor*, const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*,
                             aclOpExecutor**);
using Run2 = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

// Phase 1 and, on success, phase 2 on poisoned outputs (*untouched: nothing was written).
aclnnStatus Finish(aclnnStatus st, const char* api, aclOpExecutor* ex, uint64_t ws, Run2 run, TestTensor* out,
                   bool* untouched) {
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    void* w = nullptr;
    if (ws) EXPECT_EQ(aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST), 0);
    EXPECT_EQ(run(w, ws, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    if (w) aclrtFree(w);
    if (untouched && out) *untouched = out->UntouchedOutside();
  } else {
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find(api), std::string::npos) << "status " << st << ": '" << msg << "'";
  }
  return st;
}

aclnnStatus Fwd(int k, const D* self, const std::vector<int64_t>* pad, const D* out, bool* untouched = nullptr) {
  auto s = Make(self), o = Make(out);
  if (o) o->Poison();
  if (s) s->FillConst(1.0);
  aclIntArray* p = pad ? aclCreateIntArray(pad->data(), pad->size()) : nullptr;
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const Fwd1 f = k == 2 ? aclnnCircularPad2dGetWorkspaceSize : aclnnCircularPad3dGetWorkspaceSize;
  const aclnnStatus st1 = f(Get(s), p, Get(o), &ws, &ex);
  const aclnnStatus st = Finish(st1, k == 2 ? "aclnnCircularPad2d" : "aclnnCircularPad3d", ex,
                                ws, k == 2 ? aclnnCircularPad2d : aclnnCircularPad3d, o.get(), untouched);
  if (p) aclDestroyIntArray(p);
  return st;
}

aclnnStatus Bwd(int k, const D* go, const D* self, const std::vector<int64_t>* pad, const D* gi,
                bool* untouched = nullptr) {
  auto g = Make(go), s = Make(self), i = Make(gi);
  if (i) i->Poison();
  if (g) g->FillConst(1.0);
  aclIntArray* p = pad ? aclCreateIntArray(pad->data(), pad->size()) : nullptr;
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const Bwd1 f = k == 2 ? aclnnCircularPad2dBackwardGetWorkspaceSize : aclnnCircularPad3dBackwardGetWorkspaceSize;
  const aclnnStatus st1 = f(Get(g), Get(s), p, Get(i), &ws, &ex);
  const aclnnStatus st =
      Finish(st1, k == 2 ? "aclnnCircularPad2dBackward" : "aclnnCircularPad3dBackward",
             ex, ws, k == 2 ? aclnnCircularPad2dBackward : aclnnCircularPad3dBackward, i.get(), untouched);
  if (p) aclDestroyIntArray(p);
  return st;
}

struct Val {
  aclDataType dtype = ACL_INT64;
  int64_t v = 2;
};

aclnnStatus Const(const D* self, const std::vector<int64_t>* pad, const Val* value, const D* out,
                  bool* untouched = nullptr) {
  auto s = Make(self), o = Make(out);
  if (o) o->Poison();
  if (s) s->FillConst(1.0);
  aclIntArray* p = pad ? aclCreateIntArray(pad->data(), pad->size()) : nullptr;
  unsigned char b[16] = {};
  if (value) StoreElement(b, value->dtype, static_cast<double>(value->v));
  aclScalar* sc = value ? aclCreateScalar(b, value->dtype) : nullptr;
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st1 = aclnnConstantPadNdGetWorkspaceSize(Get(s), p, sc, Get(o), &ws, &ex);
  const aclnnStatus st = Finish(st1, "aclnnConstantPadNd", ex, ws, aclnnConstantPadNd, o.get(), untouched);
  if (p) aclDestroyIntArray(p);
  if (sc) aclDestroyScalar(sc);
  return st;
}

std::string Msg() { return aclGetRecentErrMsg(); }
#define EXPECT_MSG(text) EXPECT_NE(Msg().find(text), std::string::npos) << Msg()

const std::vector<int64_t> k2222{2, 2, 2, 2}, k1111{1, 1, 1, 1}, k6x1(6, 1), k6x2(6, 2);

// --- §6.1 ---
TEST(CircularPad2dStatus, UpstreamUnitTests) {
  const D s1143{{1, 1, 4, 3}}, o1187{{1, 1, 8, 7}}, s243{{2, 4, 3}}, o287{{2, 8, 7}};
  EXPECT_EQ(Fwd(2, &s1143, &k2222, &o1187), kOk);                                 // case_1
  EXPECT_EQ(Fwd(2, nullptr, &k2222, &o287), kNull);                               // case_2
  EXPECT_EQ(Fwd(2, &s243, nullptr, &o287), kNull);
  EXPECT_EQ(Fwd(2, &s243, &k2222, nullptr), kNull);                               // case_3
  const std::vector<int64_t> p3{2, 2, 2};
  EXPECT_EQ(Fwd(2, &s243, &p3, &o287), kInvalid);                                 // case_4
  const D s43{{4, 3}}, o87{{8, 7}};
  EXPECT_EQ(Fwd(2, &s43, &k2222, &o87), kInvalid);                                // case_5
  const D s143{{1, 4, 3}};
  EXPECT_EQ(Fwd(2, &s143, &k2222, &o1187), kInvalid);                             // case_6
  const D s1143u{{1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED};
  EXPECT_EQ(Fwd(2, &s1143u, &k2222, &o1187), kInvalid);                           // case_7
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_BF16, ACL_INT32, ACL_INT8}) {  // case_8
    const D s{{1, 1, 4, 3}, dt}, o{{1, 1, 8, 7}, dt};
    EXPECT_EQ(Fwd(2, &s, &k2222, &o), kOk) << Name(dt);
  }
  const D sb{{1, 1, 4, 3}, ACL_BOOL}, ob{{1, 1, 8, 7}, ACL_BOOL};
  EXPECT_EQ(Fwd(2, &sb, &k2222, &ob), kInvalid);                                  // case_9
  const D of32{{1, 1, 8, 7}, ACL_FLOAT};
  EXPECT_EQ(Fwd(2, &s1143, &k2222, &of32), kInvalid);                             // case_10
  const D s124{{1, 2, 4}};
  EXPECT_EQ(Fwd(2, &s124, &k1111, &s124), kInvalid);                              // case_11
  const D s10310{{1, 0, 3, 10}}, o10714{{1, 0, 7, 14}};
  EXPECT_EQ(Fwd(2, &s10310, &k2222, &o10714), kInvalid);                          // case_12
  const D s0310{{0, 3, 10}}, o0714{{0, 7, 14}};
  EXPECT_EQ(Fwd(2, &s0310, &k2222, &o0714), kInvalid);                            // case_13
  const D s11310{{1, 1, 3, 10}}, o21714{{2, 1, 7, 14}}, o11715{{1, 1, 7, 15}};
  EXPECT_EQ(Fwd(2, &s11310, &k2222, &o21714), kInvalid);                          // case_14
  EXPECT_EQ(Fwd(2, &s11310, &k2222, &o11715), kInvalid);                          // case_15
  const D snz{{1, 1, 3, 10}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ}, onz{{1, 1, 7, 15}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ};
  EXPECT_EQ(Fwd(2, &snz, &k2222, &onz), kInvalid);                                // case_16
  EXPECT_MSG("Format only support");
}

// --- §6.2 ---
TEST(CircularPad3dStatus, UpstreamUnitTests) {
  const D s11222{{1, 1, 2, 2, 2}}, o11444{{1, 1, 4, 4, 4}};
  EXPECT_EQ(Fwd(3, &s11222, &k6x1, &o11444), kOk);                                // case_1
  const D s01222{{0, 1, 2, 2, 2}}, o01444{{0, 1, 4, 4, 4}};
  bool untouched = false;
  EXPECT_EQ(Fwd(3, &s01222, &k6x1, &o01444, &untouched), kOk);                    // case_2
  EXPECT_TRUE(untouched);
  EXPECT_EQ(Fwd(3, nullptr, &k6x1, &o11444), kNull);                              // case_3
  EXPECT_EQ(Fwd(3, &s11222, nullptr, &o11444), kNull);
  EXPECT_EQ(Fwd(3, &s11222, &k6x1, nullptr), kNull);                              // case_4
  const std::vector<int64_t> p5(5, 1);
  EXPECT_EQ(Fwd(3, &s11222, &p5, &o11444), kInvalid);                             // case_5
  const D s222{{2, 2, 2}}, o444{{4, 4, 4}};
  EXPECT_EQ(Fwd(3, &s222, &k6x1, &o444), kInvalid);                               // case_6
  const D s1222{{1, 2, 2, 2}};
  EXPECT_EQ(Fwd(3, &s1222, &k6x1, &o11444), kInvalid);                            // case_7
  const D su{{1, 1, 2, 2, 2}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED};
  EXPECT_EQ(Fwd(3, &su, &k6x1, &o11444), kInvalid);                               // case_8
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_BF16, ACL_INT32, ACL_INT8}) {  // case_9
    const D s{{1, 2, 2, 2}, dt}, o{{1, 4, 4, 4}, dt};
    EXPECT_EQ(Fwd(3, &s, &k6x1, &o), kOk) << Name(dt);
  }
  const D sb{{1, 1, 2, 2, 2}, ACL_BOOL}, ob{{1, 1, 4, 4, 4}, ACL_BOOL};
  EXPECT_EQ(Fwd(3, &sb, &k6x1, &ob), kInvalid);                                   // case_10
  const D of32{{1, 1, 4, 4, 4}, ACL_FLOAT};
  EXPECT_EQ(Fwd(3, &s11222, &k6x1, &of32), kInvalid);                             // case_11
  EXPECT_EQ(Fwd(3, &s11222, &k6x1, &s11222), kInvalid);                           // case_12
  const D s10222{{1, 0, 2, 2, 2}}, o10444{{1, 0, 4, 4, 4}};
  EXPECT_EQ(Fwd(3, &s10222, &k6x1, &o10444), kInvalid);                           // case_13
  const D s0222{{0, 2, 2, 2}}, o0444{{0, 4, 4, 4}};
  EXPECT_EQ(Fwd(3, &s0222, &k6x1, &o0444), kInvalid);                             // case_14
  const D s21222{{2, 1, 2, 2, 2}}, o31444{{3, 1, 4, 4, 4}}, o21454{{2, 1, 4, 5, 4}};
  EXPECT_EQ(Fwd(3, &s21222, &k6x1, &o31444), kInvalid);                           // case_15
  EXPECT_EQ(Fwd(3, &s21222, &k6x1, &o21454), kInvalid);                           // case_16
  const D snz{{2, 1, 2, 2, 2}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ}, onz{{2, 1, 4, 5, 4}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ};
  EXPECT_EQ(Fwd(3, &snz, &k6x1, &onz), kInvalid);                                 // case_17
}

// --- §6.3 ---
TEST(CircularPad2dBackwardStatus, UpstreamUnitTests) {
  const D g1187{{1, 1, 8, 7}}, s1143{{1, 1, 4, 3}};
  EXPECT_EQ(Bwd(2, &g1187, &s1143, &k2222, &s1143), kOk);                         // case_1
  const D g0714{{0, 7, 14}}, s0310{{0, 3, 10}};
  EXPECT_EQ(Bwd(2, &g0714, &s0310, &k2222, &s0310), kOk);                         // case_2
  const D g287{{2, 8, 7}}, s243{{2, 4, 3}};
  EXPECT_EQ(Bwd(2, nullptr, &s243, &k2222, &s243), kNull);                        // case_3
  EXPECT_EQ(Bwd(2, &g287, nullptr, &k2222, &s243), kNull);
  EXPECT_EQ(Bwd(2, &g287, &s243, nullptr, &s243), kNull);
  EXPECT_EQ(Bwd(2, &g287, &s243, &k2222, nullptr), kNull);                        // case_4
  const D g297{{2, 9, 7}}, s253{{2, 5, 3}};
  EXPECT_EQ(Bwd(2, &g297, &s253, &k2222, &s243), kInvalid);                       // case_5
  const std::vector<int64_t> p3{2, 2, 2};
  EXPECT_EQ(Bwd(2, &g287, &s243, &p3, &s243), kInvalid);                          // case_6
  const D g87{{8, 7}}, s43{{4, 3}}, s143{{1, 4, 3}};
  EXPECT_EQ(Bwd(2, &g87, &s43, &k2222, &s43), kInvalid);                          // case_7
  EXPECT_EQ(Bwd(2, &g87, &s143, &k2222, &s143), kInvalid);                        // case_8
  const D su{{1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED};
  EXPECT_EQ(Bwd(2, &g1187, &su, &k2222, &s1143), kInvalid);                       // case_9
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_BF16}) {                     // case_10
    const D g{{1, 1, 8, 7}, dt}, s{{1, 1, 4, 3}, dt};
    EXPECT_EQ(Bwd(2, &g, &s, &k2222, &s), kOk) << Name(dt);
  }
  const D gi16{{1, 1, 8, 7}, ACL_INT16}, si16{{1, 1, 4, 3}, ACL_INT16};
  EXPECT_EQ(Bwd(2, &gi16, &si16, &k2222, &si16), kInvalid);                       // case_11
  const D sf32{{1, 1, 4, 3}, ACL_FLOAT};
  EXPECT_EQ(Bwd(2, &g1187, &s1143, &k2222, &sf32), kInvalid);                     // case_12
  EXPECT_EQ(Bwd(2, &g1187, &sf32, &k2222, &s1143), kInvalid);                     // case_13
  const D g155{{1, 5, 5}}, s124{{1, 2, 4}};
  EXPECT_EQ(Bwd(2, &g155, &s124, &k1111, &s124), kInvalid);                       // case_14
  const D gnz{{1, 5, 5}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ}, snz{{1, 2, 4}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ};
  EXPECT_EQ(Bwd(2, &gnz, &snz, &k1111, &snz), kInvalid);                          // case_15
}

// --- §6.4 ---
TEST(CircularPad3dBackwardStatus, UpstreamUnitTests) {
  const D g11888{{1, 1, 8, 8, 8}}, s11444{{1, 1, 4, 4, 4}};
  EXPECT_EQ(Bwd(3, &g11888, &s11444, &k6x2, &s11444), kOk);                       // case_1
  const D g0666{{0, 6, 6, 6}}, s0444{{0, 4, 4, 4}};
  EXPECT_EQ(Bwd(3, &g0666, &s0444, &k6x1, &s0444), kInvalid);                     // case_2
  const D g2888{{2, 8, 8, 8}}, s2433{{2, 4, 3, 3}}, s2444{{2, 4, 4, 4}};
  EXPECT_EQ(Bwd(3, nullptr, &s2433, &k6x2, &s2433), kInner);                      // case_3
  EXPECT_EQ(Bwd(3, &g2888, nullptr, &k6x2, &s2433), kInner);
  EXPECT_EQ(Bwd(3, &g2888, &s2433, nullptr, &s2433), kInner);
  EXPECT_EQ(Bwd(3, &g2888, &s2444, &k6x2, nullptr), kInner);                      // case_4
  const D s2544{{2, 5, 4, 4}};
  EXPECT_EQ(Bwd(3, &g2888, &s2544, &k2222, &s2444), kInvalid);                    // case_5
  const std::vector<int64_t> p3{2, 2, 2};
  EXPECT_EQ(Bwd(3, &g2888, &s2444, &p3, &s2444), kInvalid);                       // case_6
  const D g888{{8, 8, 8}}, s444{{4, 4, 4}}, s1444{{1, 4, 4, 4}};
  EXPECT_EQ(Bwd(3, &g888, &s444, &k6x2, &s444), kInvalid);                        // case_7
  EXPECT_EQ(Bwd(3, &g888, &s1444, &k6x2, &s1444), kInvalid);                      // case_8
  const D su{{1, 1, 4, 4, 4}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED};
  EXPECT_EQ(Bwd(3, &g11888, &su, &k6x2, &s11444), kInvalid);                      // case_9
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_BF16}) {                     // case_10
    const D g{{1, 1, 8, 8, 8}, dt}, s{{1, 1, 4, 4, 4}, dt};
    EXPECT_EQ(Bwd(3, &g, &s, &k6x2, &s), kOk) << Name(dt);
  }
  const D gi16{{1, 1, 8, 8, 8}, ACL_INT16}, si16{{1, 1, 4, 4, 4}, ACL_INT16};
  EXPECT_EQ(Bwd(3, &gi16, &si16, &k6x2, &si16), kInvalid);                        // case_11
  const D sf32{{1, 1, 4, 4, 4}, ACL_FLOAT};
  EXPECT_EQ(Bwd(3, &g11888, &s11444, &k6x2, &sf32), kInvalid);                    // case_12
  EXPECT_EQ(Bwd(3, &g11888, &sf32, &k6x2, &s11444), kInvalid);                    // case_13
  const D g1888{{1, 8, 8, 8}}, s1244{{1, 2, 4, 4}};
  const std::vector<int64_t> p14{1, 1, 3, 3, 4, 4};
  EXPECT_EQ(Bwd(3, &g1888, &s1244, &p14, &s1244), kInvalid);                      // case_14
  EXPECT_MSG("padding size should be less than");
  const D g1555{{1, 5, 5, 5}};
  EXPECT_EQ(Bwd(3, &g1555, &s1244, &k6x1, &s1244), kInvalid);                     // case_15
  const D g3488{{3, 4, 8, 8}}, s3044{{3, 0, 4, 4}};
  EXPECT_EQ(Bwd(3, &g3488, &s3044, &k6x2, &s3044), kInvalid);                     // case_16
  EXPECT_MSG("padding size should be less than");
  const D g10888{{1, 0, 8, 8, 8}}, s10444{{1, 0, 4, 4, 4}};
  EXPECT_EQ(Bwd(3, &g10888, &s10444, &k6x2, &s10444), kInvalid);                  // case_17
  const D gnz{{1, 0, 8, 8, 8}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ}, snz{{1, 0, 4, 4, 4}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ};
  EXPECT_EQ(Bwd(3, &gnz, &snz, &k6x2, &snz), kInvalid);                           // case_18
}

// --- §6.5 ---
TEST(ConstantPadNdStatus, UpstreamUnitTests) {
  const Val two;
  auto dt = [](Shape s, aclDataType d) { return D{std::move(s), d}; };
  const D i64_44 = dt({4, 4}, ACL_INT64), i64_66 = dt({6, 6}, ACL_INT64);
  EXPECT_EQ(Const(&i64_44, &k1111, &two, &i64_66), kOk);                           // case_norm_int64
  const D i32_44 = dt({4, 4}, ACL_INT32);
  const std::vector<int64_t> z4{0, 0, 0, 0};
  EXPECT_EQ(Const(&i32_44, &z4, &two, &i32_44), kOk);                              // case_norm_int32
  const D i32_big = dt({22948, 3}, ACL_INT32), i32_big4 = dt({22948, 4}, ACL_INT32);
  const std::vector<int64_t> p0100{0, 1, 0, 0};
  EXPECT_EQ(Const(&i32_big, &p0100, &two, &i32_big4), kOk);                        // case_norm_int32_new
  const D i16_44 = dt({4, 4}, ACL_INT16), i16_35 = dt({3, 5}, ACL_INT16);
  const std::vector<int64_t> p100m1{1, 0, 0, -1};
  EXPECT_EQ(Const(&i16_44, &p100m1, &two, &i16_35), kOk);                          // case_norm_int16
  const std::vector<int64_t> p1m11m1{1, -1, 1, -1};
  for (aclDataType d : {ACL_INT8, ACL_UINT8, ACL_BOOL}) {                          // int8 / uint8 / bool
    const D s = dt({4, 4}, d);
    EXPECT_EQ(Const(&s, &p1m11m1, &two, &s), kOk) << Name(d);
  }
  const D f8 = dt({1, 1, 1, 1, 1, 1, 1, 1}, ACL_FLOAT), f8o = dt({1, 1, 1, 1, 1, 1, 3, 3}, ACL_FLOAT);
  EXPECT_EQ(Const(&f8, &k1111, &two, &f8o), kOk);                                  // case_norm_float32_aicpu
  const D f44 = dt({4, 4}, ACL_FLOAT), f66 = dt({6, 6}, ACL_FLOAT), f60 = dt({6, 0}, ACL_FLOAT),
          f40 = dt({4, 0}, ACL_FLOAT);
  const std::vector<int64_t> p111{1, 1, 1}, p001111{0, 0, 1, 1, 1, 1};
  EXPECT_EQ(Const(&f44, &p111, &two, &f66), kInvalid);                             // case_pad_odd
  EXPECT_MSG("divisible by 2");
  EXPECT_EQ(Const(&f44, &p001111, &two, &f66), kInvalid);                          // case_pad_not_equal_dim
  const std::vector<int64_t> pab1{1, -10, 1, 1}, pab3{-2, -2, 1, 1}, pm2m2{-2, -2};
  EXPECT_EQ(Const(&f44, &pab1, &two, &f60), kInvalid);                             // case_pad_abnormal_1
  EXPECT_MSG("negative output size");
  EXPECT_EQ(Const(&f44, &pab3, &two, &f60), kInvalid);                             // case_pad_abnormal_3
  EXPECT_MSG("with zero element is invalid");
  EXPECT_EQ(Const(&f44, &pm2m2, &two, &f40), kOk);                                 // case_pad_normal_minus
  EXPECT_EQ(Const(&f44, &k1111, &two, &f44), kInvalid);                            // case_out_abnormal
  const D fncl{{4, 4}, ACL_FLOAT, ACL_FORMAT_NCL};
  EXPECT_EQ(Const(&fncl, &k1111, &two, &f66), kInvalid);                           // case_format_abnormal
  const D f1x8 = dt(Shape(8, 1), ACL_FLOAT), f3x8 = dt(Shape(8, 3), ACL_FLOAT);
  const std::vector<int64_t> p8(8, 1);
  EXPECT_EQ(Const(&f1x8, &p8, &two, &f3x8), kInvalid);                             // case_out_shape_abnormal
  EXPECT_EQ(Const(nullptr, &k1111, nullptr, &f66), kNull);                         // case_nullptr_input
  EXPECT_EQ(Const(&f44, &k1111, &two, nullptr), kNull);                            // case_nullptr_output
  const D f102 = dt({1, 0, 2}, ACL_FLOAT), f104 = dt({1, 0, 4}, ACL_FLOAT);
  const std::vector<int64_t> pm2400{-2, 4, 0, 0}, pm24{-2, 4};
  EXPECT_EQ(Const(&f102, &pm2400, &two, &f104), kInvalid);                         // case_zero_value_exists_within_padcover_range
  EXPECT_EQ(Const(&f102, &pm24, &two, &f104), kOk);                                // case_zero_value_not_exists_within_padcover_range
  const D f20 = dt({2, 0}, ACL_FLOAT), f62 = dt({6, 2}, ACL_FLOAT);
  const std::vector<int64_t> p00m1m1{0, 0, -1, -1}, p0011{0, 0, 1, 1};
  EXPECT_EQ(Const(&f40, &p00m1m1, &two, &f20), kOk);                               // case_norm_empty_neg
  EXPECT_EQ(Const(&f40, &k1111, &two, &f62), kOk);                                 // case_norm_empty_pos
  EXPECT_EQ(Const(&f40, &z4, &two, &f40), kOk);                                    // case_norm_empty_zeros
  const D b0 = dt({0}, ACL_BOOL), b1 = dt({1}, ACL_BOOL);
  const Val imin{ACL_INT64, -2147483648LL};
  const std::vector<int64_t> p01{0, 1};
  EXPECT_EQ(Const(&b0, &p01, &imin, &b1), kOk);                                    // case_norm_empty_bool
  EXPECT_EQ(Const(&f40, &p0011, &two, &f60), kInvalid);                            // case_abnormal_empty_pos
  {  // case_norm_strided_zeros: a transposed [2,4] view of a [4,2] storage, pad [0,0]
    TestTensor st({2, 4}, ACL_FLOAT, Layout::Transposed(2)), out({2, 4}, ACL_FLOAT);
    const int64_t v = 2;
    aclScalar* sc = aclCreateScalar(const_cast<int64_t*>(&v), ACL_INT64);
    aclIntArray* p = aclCreateIntArray(std::vector<int64_t>{0, 0}.data(), 2);
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    EXPECT_EQ(aclnnConstantPadNdGetWorkspaceSize(st.get(), p, sc, out.get(), &ws, &ex), kOk);
    EXPECT_EQ(aclnnConstantPadNd(nullptr, ws, ex, nullptr), kOk);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    aclDestroyIntArray(p);
    aclDestroyScalar(sc);
  }
  EXPECT_EQ(Const(&f44, &k1111, &two, &f66), kOk);                                 // ascend950_case_norm_float32
}

// --- §5.1, check by check, in order ---
TEST(CircularPadStatus, ValidationOrder) {
  const D s{{1, 1, 4, 3}}, o{{1, 1, 8, 7}};
  // #1
  {
    TestTensor a(s.shape, ACL_FLOAT16), b(o.shape, ACL_FLOAT16);
    aclIntArray* p = aclCreateIntArray(k2222.data(), 4);
    aclOpExecutor* ex = nullptr;
    uint64_t ws = 0;
    EXPECT_EQ(aclnnCircularPad2dGetWorkspaceSize(a.get(), p, b.get(), nullptr, &ex), kNull);
    EXPECT_EQ(aclnnCircularPad2dGetWorkspaceSize(a.get(), p, b.get(), &ws, nullptr), kNull);
    EXPECT_EQ(aclnnCircularPad3dBackwardGetWorkspaceSize(nullptr, nullptr, nullptr, nullptr, nullptr, &ex), kNull);
    EXPECT_EQ(aclnnConstantPadNdGetWorkspaceSize(nullptr, nullptr, nullptr, nullptr, &ws, nullptr), kNull);
    aclDestroyIntArray(p);
  }
  // #2-#4 before everything else: a null out wins over a bad dtype.
  const D sbool{{1, 1, 4, 3}, ACL_BOOL};
  EXPECT_EQ(Fwd(2, &sbool, &k2222, nullptr), kNull);
  // #6 self dtype before #7 out dtype before #8 mismatch; all before #9 format.
  const D obool{{1, 1, 8, 7}, ACL_BOOL}, snz{{1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ};
  EXPECT_EQ(Fwd(2, &sbool, &k2222, &o), kInvalid);
  EXPECT_MSG("self has dtype");
  EXPECT_EQ(Fwd(2, &s, &k2222, &obool), kInvalid);
  EXPECT_MSG("out has dtype");
  const D snzb{{1, 1, 4, 3}, ACL_BOOL, ACL_FORMAT_FRACTAL_NZ};
  EXPECT_EQ(Fwd(2, &snzb, &k2222, &o), kInvalid);
  EXPECT_MSG("self has dtype");
  // #9 self private format (only self), before #10 view formats.
  EXPECT_EQ(Fwd(2, &snz, &k2222, &o), kInvalid);
  EXPECT_MSG("Format only support");
  const D onz{{1, 1, 8, 7}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ}, onchw{{1, 1, 8, 7}, ACL_FLOAT16, ACL_FORMAT_NCHW};
  EXPECT_EQ(Fwd(2, &s, &k2222, &onz), kInvalid);  // out NZ: #10, formats differ
  EXPECT_MSG("Format of input and output should be equal");
  EXPECT_EQ(Fwd(2, &s, &k2222, &onchw), kInvalid);
  EXPECT_MSG("Format of input and output should be equal");
  // #11/#12 rank, #13 rank of out, #14 padding length, #15 shape.
  const D s5{{1, 1, 1, 4, 3}}, o5{{1, 1, 1, 8, 7}};
  EXPECT_EQ(Fwd(2, &s5, &k2222, &o5), kInvalid);
  EXPECT_MSG("rank");
  const D o3{{1, 8, 7}};
  EXPECT_EQ(Fwd(2, &s, &k2222, &o3), kInvalid);
  EXPECT_MSG("self, out dim should be same");
  const std::vector<int64_t> p6(6, 2);
  EXPECT_EQ(Fwd(2, &s, &p6, &o3), kInvalid);  // #13 before #14
  EXPECT_MSG("self, out dim should be same");
  EXPECT_EQ(Fwd(2, &s, &p6, &o), kInvalid);
  EXPECT_MSG("padding length should be 4");
  const D obad{{1, 1, 8, 8}};
  EXPECT_EQ(Fwd(2, &s, &k2222, &obad), kInvalid);
  EXPECT_MSG("Expected tensor for out to have same size");
  // #15 before #16: an empty self with a wrong out shape.
  const D s0{{0, 3, 10}}, o0bad{{0, 7, 15}};
  EXPECT_EQ(Fwd(2, &s0, &k2222, &o0bad), kInvalid);
  EXPECT_MSG("Expected tensor for out");
  // #16: 4-D self whose out is emptied by cropping: 0, nothing written; 3-D: 161002.
  const D s4{{1, 2, 3, 2}}, o4e{{1, 2, 3, 0}}, s3{{2, 3, 2}}, o3e{{2, 3, 0}};
  const std::vector<int64_t> crop{-1, -1, 0, 0};
  bool untouched = false;
  EXPECT_EQ(Fwd(2, &s4, &crop, &o4e, &untouched), kOk);
  EXPECT_TRUE(untouched);
  EXPECT_EQ(Fwd(2, &s3, &crop, &o3e), kInvalid);
  EXPECT_MSG("possibly 0 batch size");
  // #16 before #17: an empty batch with padding that wraps twice is still 0.
  const D se{{0, 1, 2, 2}}, oe{{0, 1, 2, 8}};
  const std::vector<int64_t> wrap2{3, 3, 0, 0};
  EXPECT_EQ(Fwd(2, &se, &wrap2, &oe), kOk);
  // #17: outside the legal region -> 561103; its edges pass.
  const D s13{{1, 1, 1, 3}};
  auto fwd_w = [&](int64_t b, int64_t a) {
    const D out{{1, 1, 1, 3 + b + a}};
    const std::vector<int64_t> p{b, a, 0, 0};
    return Fwd(2, &s13, &p, &out);
  };
  EXPECT_EQ(fwd_w(3, 3), kOk);    // pad = dim
  EXPECT_EQ(fwd_w(4, 0), kInner);
  EXPECT_MSG("should not be greater than inputW");
  EXPECT_EQ(fwd_w(0, 4), kInner);
  EXPECT_EQ(fwd_w(2, -1), kOk);   // b <= n + a
  EXPECT_EQ(fwd_w(3, -1), kInner);
  EXPECT_EQ(fwd_w(-1, 2), kOk);
  EXPECT_EQ(fwd_w(-1, 3), kInner);
  EXPECT_EQ(fwd_w(-1, -1), kOk);  // n' = 1
  EXPECT_EQ(fwd_w(-2, 1), kOk);   // n' = 1, a = 1
  EXPECT_EQ(fwd_w(-2, 2), kInner);
  EXPECT_EQ(fwd_w(-3, 1), kInner);  // n' = 0 with a positive pad
  EXPECT_EQ(fwd_w(-2, -1), kOk);  // n' = 0 without one: an empty out of a 4-D self (#16)
  // The same rule on H (2d) and D (3d).
  const D s133{{1, 1, 3, 3}}, o173{{1, 1, 7, 3}};
  const std::vector<int64_t> ph{0, 0, 4, 0};
  EXPECT_EQ(Fwd(2, &s133, &ph, &o173), kInner);
  EXPECT_MSG("inputH");
  const D s1233{{1, 1, 2, 1, 1}}, o1533{{1, 1, 5, 1, 1}};
  const std::vector<int64_t> pd{0, 0, 0, 0, 3, 0};
  EXPECT_EQ(Fwd(3, &s1233, &pd, &o1533), kInner);
  EXPECT_MSG("inputD");
}

// --- §5.2 / §5.3, check by check ---
TEST(CircularPadBackwardStatus, ValidationOrder) {
  const D g{{1, 1, 8, 7}}, s{{1, 1, 4, 3}};
  // #3-#6 in order (2d: 161001, 3d: 561103), before the dtypes.
  EXPECT_EQ(Bwd(2, nullptr, nullptr, nullptr, nullptr), kNull);
  EXPECT_MSG("argument gradOutput");
  EXPECT_EQ(Bwd(2, &g, nullptr, nullptr, nullptr), kNull);
  EXPECT_MSG("argument self");
  EXPECT_EQ(Bwd(2, &g, &s, nullptr, nullptr), kNull);
  EXPECT_MSG("argument padding");
  EXPECT_EQ(Bwd(2, &g, &s, &k2222, nullptr), kNull);
  EXPECT_MSG("argument gradInput");
  const D gb{{1, 1, 8, 7}, ACL_BOOL};
  EXPECT_EQ(Bwd(2, &gb, &s, &k2222, nullptr), kNull);
  EXPECT_EQ(Bwd(3, nullptr, nullptr, nullptr, nullptr), kInner);
  // #7-#11
  const D sb{{1, 1, 4, 3}, ACL_BOOL}, gf{{1, 1, 8, 7}, ACL_FLOAT}, sf{{1, 1, 4, 3}, ACL_FLOAT};
  EXPECT_EQ(Bwd(2, &gb, &sb, &k2222, &sb), kInvalid);
  EXPECT_MSG("gradOutput has dtype");
  EXPECT_EQ(Bwd(2, &g, &sb, &k2222, &s), kInvalid);
  EXPECT_MSG("self has dtype");
  EXPECT_EQ(Bwd(2, &g, &s, &k2222, &sb), kInvalid);
  EXPECT_MSG("gradInput has dtype");
  EXPECT_EQ(Bwd(2, &gf, &s, &k2222, &sf), kInvalid);
  EXPECT_MSG("gradOutput dtype");
  EXPECT_EQ(Bwd(2, &g, &s, &k2222, &sf), kInvalid);
  EXPECT_MSG("gradInput dtype");
  // #12 gradOutput's private format, #13 view formats.
  const D gnz{{1, 1, 8, 7}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ}, snz{{1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_FRACTAL_NZ};
  EXPECT_EQ(Bwd(2, &gnz, &snz, &k2222, &snz), kInvalid);
  EXPECT_MSG("Format only support");
  EXPECT_EQ(Bwd(2, &g, &snz, &k2222, &snz), kInvalid);
  EXPECT_MSG("Format of input and output should be equal");
  // #14 before #15: self and gradInput differ, self of rank 2.
  const D s43{{4, 3}}, s44{{4, 4}}, g87{{8, 7}};
  EXPECT_EQ(Bwd(2, &g87, &s43, &k2222, &s44), kInvalid);
  EXPECT_MSG("gradInput has shape");
  EXPECT_EQ(Bwd(2, &g87, &s43, &k2222, &s43), kInvalid);
  EXPECT_MSG("rank");
  // #17, #18
  const D g3{{1, 8, 7}};
  EXPECT_EQ(Bwd(2, &g3, &s, &k2222, &s), kInvalid);
  EXPECT_MSG("dim should be same");
  const std::vector<int64_t> p2{2, 2};
  EXPECT_EQ(Bwd(2, &g, &s, &p2, &s), kInvalid);
  EXPECT_MSG("padding length should be 4");
  // 3d #18a before #19; 2d has no #18a (pads equal to the dim pass).
  const D g3d{{1, 1, 8, 8, 8}}, s3d{{1, 1, 4, 4, 4}}, g3dbad{{1, 1, 9, 9, 9}};
  const std::vector<int64_t> p4(6, 4);
  EXPECT_EQ(Bwd(3, &g3dbad, &s3d, &p4, &s3d), kInvalid);
  EXPECT_MSG("padding size should be less than");
  const D g3d12{{1, 1, 12, 12, 12}};
  EXPECT_EQ(Bwd(3, &g3d12, &s3d, &p4, &s3d), kInvalid);  // pad = dim: 3d refuses
  const D g2d{{1, 1, 12, 9}};
  const std::vector<int64_t> p2eq{3, 3, 4, 4};
  EXPECT_EQ(Bwd(2, &g2d, &s, &p2eq, &s), kOk);  // pad = dim: 2d accepts
  // #19, then the library's leading-dim check.
  const D gbad{{1, 1, 8, 8}}, glead{{2, 1, 8, 7}};
  EXPECT_EQ(Bwd(2, &gbad, &s, &k2222, &s), kInvalid);
  EXPECT_MSG("wrong gradOutput shape");
  EXPECT_EQ(Bwd(2, &glead, &s, &k2222, &s), kInvalid);
  EXPECT_MSG("leading dims");
  // #20: 2d accepts a 3-D self with 0 batch and a 4-D one with N = 0; 3d only the 5-D one.
  const D g3e{{0, 7, 10}}, s3e{{0, 3, 6}}, g3c{{2, 0, 10}}, s3c{{2, 0, 6}};
  bool untouched = false;
  EXPECT_EQ(Bwd(2, &g3e, &s3e, &k2222, &s3e, &untouched), kOk);
  EXPECT_TRUE(untouched);
  const std::vector<int64_t> p22w{2, 2, 0, 0};
  EXPECT_EQ(Bwd(2, &g3c, &s3c, &p22w, &s3c), kInvalid);
  EXPECT_MSG("Input should not be empty");
  const D g4n{{0, 2, 8, 8}}, s4n{{0, 2, 4, 4}}, g5n{{0, 2, 8, 8, 8}}, s5n{{0, 2, 4, 4, 4}};
  EXPECT_EQ(Bwd(2, &g4n, &s4n, &k2222, &s4n), kOk);
  EXPECT_EQ(Bwd(3, &g5n, &s5n, &k6x2, &s5n), kOk);
  const D g4e{{0, 8, 8, 8}}, s4e{{0, 4, 4, 4}};
  EXPECT_EQ(Bwd(3, &g4e, &s4e, &k6x2, &s4e), kInvalid);
  EXPECT_MSG("4D tensor can not be empty");
  // #20 before #21: an empty batch with padding that wraps twice.
  const D g4w{{0, 1, 2, 8}}, s4w{{0, 1, 2, 2}};
  const std::vector<int64_t> wrap2{3, 3, 0, 0};
  EXPECT_EQ(Bwd(2, &g4w, &s4w, &wrap2, &s4w), kOk);
  // #21: the forward's legal region (2d: policy for pads larger than the dim).
  const D s12{{1, 1, 1, 2}}, g12{{1, 1, 1, 8}};
  EXPECT_EQ(Bwd(2, &g12, &s12, &wrap2, &s12), kInner);
  EXPECT_MSG("wraps more than once");
  const D s13{{1, 1, 1, 1, 3}}, g13{{1, 1, 1, 1, 3}};
  const std::vector<int64_t> mixed{2, -2, 0, 0, 0, 0};
  EXPECT_EQ(Bwd(3, &g13, &s13, &mixed, &s13), kInner);  // 2 < 3 passes #18a, 2 > n' = 1
  const std::vector<int64_t> mixed_ok{1, -2, 0, 0, 0, 0};
  const D g12b{{1, 1, 1, 1, 2}};
  EXPECT_EQ(Bwd(3, &g12b, &s13, &mixed_ok, &s13), kOk);
}

// --- §5.4, check by check ---
TEST(ConstantPadNdStatus, ValidationOrder) {
  const Val two;
  const D f44{{4, 4}, ACL_FLOAT}, f66{{6, 6}, ACL_FLOAT};
  // #3 in order.
  EXPECT_EQ(Const(nullptr, nullptr, nullptr, nullptr), kNull);
  EXPECT_MSG("self");
  EXPECT_EQ(Const(&f44, nullptr, nullptr, nullptr), kNull);
  EXPECT_MSG("pad");
  EXPECT_EQ(Const(&f44, &k1111, nullptr, &f66), kNull);
  EXPECT_MSG("value");
  // #4 before #5: a dtype outside the list that also differs from out's.
  {
    static unsigned char buf[64];
    const int64_t shape[2] = {4, 4}, strides[2] = {4, 1}, storage[1] = {16};
    aclTensor* c32 = aclCreateTensor(shape, 2, ACL_COMPLEX32, strides, 0, ACL_FORMAT_ND, storage, 1, buf);
    TestTensor out({6, 6}, ACL_FLOAT), out32({6, 6}, ACL_FLOAT);
    aclTensor* o32 = aclCreateTensor(std::vector<int64_t>{6, 6}.data(), 2, ACL_COMPLEX32, std::vector<int64_t>{6, 1}.data(),
                                     0, ACL_FORMAT_ND, std::vector<int64_t>{36}.data(), 1, out32.data());
    const int64_t v = 2;
    aclScalar* sc = aclCreateScalar(const_cast<int64_t*>(&v), ACL_INT64);
    aclIntArray* p = aclCreateIntArray(k1111.data(), 4);
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    EXPECT_EQ(aclnnConstantPadNdGetWorkspaceSize(c32, p, sc, out.get(), &ws, &ex), kInvalid);
    EXPECT_MSG("same dtype");
    EXPECT_EQ(aclnnConstantPadNdGetWorkspaceSize(c32, p, sc, o32, &ws, &ex), kInvalid);
    EXPECT_MSG("self has dtype");
    aclDestroyTensor(c32);
    aclDestroyTensor(o32);
    aclDestroyScalar(sc);
    aclDestroyIntArray(p);
  }
  const D i66{{6, 6}, ACL_INT32};
  EXPECT_EQ(Const(&f44, &k1111, &two, &i66), kInvalid);
  EXPECT_MSG("same dtype");
  // #6: a non-ND self needs out's format; an ND self takes any out format; private formats pass.
  const D f44nchw{{4, 4}, ACL_FLOAT, ACL_FORMAT_NCHW}, f66nchw{{6, 6}, ACL_FLOAT, ACL_FORMAT_NCHW},
      f44nz{{4, 4}, ACL_FLOAT, ACL_FORMAT_FRACTAL_NZ}, f66nz{{6, 6}, ACL_FLOAT, ACL_FORMAT_FRACTAL_NZ};
  EXPECT_EQ(Const(&f44nchw, &k1111, &two, &f66), kInvalid);
  EXPECT_MSG("should be same with output's format");
  EXPECT_EQ(Const(&f44, &k1111, &two, &f66nchw), kOk);
  EXPECT_EQ(Const(&f44nchw, &k1111, &two, &f66nchw), kOk);
  EXPECT_EQ(Const(&f44nz, &k1111, &two, &f66nz), kOk);
  // #7 self rank, then out rank; #8.
  const D f9{Shape(9, 1), ACL_FLOAT}, f8{Shape(8, 1), ACL_FLOAT}, f3{{1, 4, 4}, ACL_FLOAT};
  const std::vector<int64_t> none;
  EXPECT_EQ(Const(&f9, &none, &two, &f9), kInvalid);
  EXPECT_MSG("self tensor cannot be larger than 8");
  EXPECT_EQ(Const(&f8, &none, &two, &f9), kInvalid);
  EXPECT_MSG("out tensor cannot be larger than 8");
  EXPECT_EQ(Const(&f8, &none, &two, &f8), kOk);
  EXPECT_EQ(Const(&f44, &k1111, &two, &f3), kInvalid);
  EXPECT_MSG("can't be different");
  // #9 before #10.
  const std::vector<int64_t> odd5{1, 1, 1, 1, 1};
  EXPECT_EQ(Const(&f44, &odd5, &two, &f66), kInvalid);
  EXPECT_MSG("divisible by 2");
  const std::vector<int64_t> six(6, 0);
  EXPECT_EQ(Const(&f44, &six, &two, &f44), kInvalid);
  EXPECT_MSG("to not be greater than twice");
  // #11, last axis first, (a) before (b) on an axis.
  const D f6x{{6, 9}, ACL_FLOAT};
  // Axis 1 (the last) is padded (1, 1) to 6; axis 0 is cropped by 9, below zero.
  const std::vector<int64_t> last_bad{1, 1, -9, 1};
  EXPECT_EQ(Const(&f44, &last_bad, &two, &f6x), kInvalid);
  EXPECT_MSG("output shape at dim 1");
  EXPECT_EQ(Const(&f44, &last_bad, &two, &f66), kInvalid);
  EXPECT_MSG("negative output size");
  EXPECT_MSG("dimension 0");
  // An axis the pad does not cover must keep its length.
  const D f4x6{{4, 6}, ACL_FLOAT}, f5x6{{5, 6}, ACL_FLOAT};
  const std::vector<int64_t> p11{1, 1};
  EXPECT_EQ(Const(&f44, &p11, &two, &f5x6), kInvalid);
  EXPECT_MSG("output shape at dim 0");
  EXPECT_EQ(Const(&f44, &p11, &two, &f4x6), kOk);
  // #12 only for covered axes, and only when some pad is positive.
  const D f0x4{{0, 4}, ACL_FLOAT}, f0x6{{0, 6}, ACL_FLOAT};
  EXPECT_EQ(Const(&f0x4, &p11, &two, &f0x6), kOk);  // the zero axis is not covered
  const std::vector<int64_t> p1100{1, 1, 0, 0};
  EXPECT_EQ(Const(&f0x4, &p1100, &two, &f0x6), kInvalid);
  EXPECT_MSG("with zero element is invalid");
}

}  // namespace

namespace {

// The library's own checks after the spec's: views inside their storage, padded axes of a bounded
// length (161002 with a message naming the tensor).
TEST(CircularConstantStatus, LibraryChecks) {
  TestTensor block({256}, ACL_FLOAT16);
  auto view = [&](const Shape& s, int64_t storage) {
    Shape st(s.size(), 1);
    for (size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * s[i];
    return aclCreateTensor(s.data(), s.size(), ACL_FLOAT16, st.data(), 0, ACL_FORMAT_ND, &storage, 1, block.data());
  };
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  aclIntArray* p = aclCreateIntArray(k1111.data(), 4);
  aclIntArray* p6 = aclCreateIntArray(k6x1.data(), 6);
  {  // CircularPad2d: out's view reaches past its storage.
    aclTensor* s = view({1, 2, 2}, 4);
    aclTensor* o = view({1, 4, 4}, 15);
    EXPECT_EQ(aclnnCircularPad2dGetWorkspaceSize(s, p, o, &ws, &ex), kInvalid);
    EXPECT_MSG("out");
    EXPECT_MSG("storage");
    aclDestroyTensor(s);
    aclDestroyTensor(o);
  }
  {  // CircularPad3d: self's view reaches past its storage.
    aclTensor* s = view({1, 2, 2, 2}, 7);
    aclTensor* o = view({1, 4, 4, 4}, 64);
    EXPECT_EQ(aclnnCircularPad3dGetWorkspaceSize(s, p6, o, &ws, &ex), kInvalid);
    EXPECT_MSG("self");
    aclDestroyTensor(s);
    aclDestroyTensor(o);
  }
  {  // The backwards: gradOutput, then gradInput.
    aclTensor* g = view({1, 4, 4}, 15);
    aclTensor* s = view({1, 2, 2}, 4);
    EXPECT_EQ(aclnnCircularPad2dBackwardGetWorkspaceSize(g, s, p, s, &ws, &ex), kInvalid);
    EXPECT_MSG("gradOutput");
    aclDestroyTensor(g);
    aclDestroyTensor(s);
    aclTensor* g3 = view({1, 1, 4, 4, 4}, 64);
    aclTensor* s3 = view({1, 1, 2, 2, 2}, 8);
    aclTensor* i3 = view({1, 1, 2, 2, 2}, 7);
    EXPECT_EQ(aclnnCircularPad3dBackwardGetWorkspaceSize(g3, s3, p6, i3, &ws, &ex), kInvalid);
    EXPECT_MSG("gradInput");
    aclDestroyTensor(g3);
    aclDestroyTensor(s3);
    aclDestroyTensor(i3);
  }
  {  // ConstantPadNd: out outside its storage; a padded axis longer than 2^28.
    const int64_t v = 0;
    aclScalar* sc = aclCreateScalar(const_cast<int64_t*>(&v), ACL_INT64);
    aclTensor* s = view({2, 2}, 4);
    aclTensor* o = view({4, 4}, 10);
    EXPECT_EQ(aclnnConstantPadNdGetWorkspaceSize(s, p, sc, o, &ws, &ex), kInvalid);
    EXPECT_MSG("out");
    aclDestroyTensor(o);
    const std::vector<int64_t> huge{int64_t(1) << 29, 0};
    aclIntArray* ph = aclCreateIntArray(huge.data(), 2);
    aclTensor* s1 = view({2}, 2);
    aclTensor* o1 = view({(int64_t(1) << 29) + 2}, 4);
    EXPECT_EQ(aclnnConstantPadNdGetWorkspaceSize(s1, ph, sc, o1, &ws, &ex), kInvalid);
    EXPECT_MSG("longer than");
    aclDestroyTensor(s);
    aclDestroyTensor(s1);
    aclDestroyTensor(o1);
    aclDestroyIntArray(ph);
    aclDestroyScalar(sc);
  }
  {  // Circular pads of int64's extremes, summing to -1: the shape matches (W 2 - 1), the legal
     // region does not (561103), without overflow on the way.
    const std::vector<int64_t> ext{INT64_MIN, INT64_MAX, 0, 0};
    aclIntArray* pe = aclCreateIntArray(ext.data(), 4);
    aclTensor* s = view({1, 2, 2}, 4);
    aclTensor* o = view({1, 2, 1}, 4);
    EXPECT_EQ(aclnnCircularPad2dGetWorkspaceSize(s, pe, o, &ws, &ex), kInner);
    EXPECT_MSG("wraps more than once");
    aclTensor* o2 = view({1, 2, 3}, 6);
    EXPECT_EQ(aclnnCircularPad2dGetWorkspaceSize(s, pe, o2, &ws, &ex), kInvalid);
    aclDestroyTensor(o2);
    aclDestroyTensor(s);
    aclDestroyTensor(o);
    aclDestroyIntArray(pe);
  }
  aclDestroyIntArray(p);
  aclDestroyIntArray(p6);
}

}  // namespace
