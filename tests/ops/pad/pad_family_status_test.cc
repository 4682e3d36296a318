// Statuses of the ten reflection/replication entry points on the pad engine (reflection/replication
// spec): every upstream unit test of §6 with its expected phase-1 status; every check of the §5
// tables, each with a failing case, its status and its message, and the order between neighbours
// (when two checks fail, the earlier one decides); the empty-tensor rules of §4.4 (status 0 with
// nothing written, or 161002); the library policies; phase 2's statuses.
//
// Every call that phase 1 accepts also runs phase 2 on guarded, poisoned memory: the output must
// hold the float64 reference's values (zeros for a gradInput nothing reads from), nothing outside
// its view may change, and an accepted empty call must write nothing at all.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "../reflection_pad2d/pad_test_util.h"
#include "aclnnop/aclnn_pad2d_backward.h"
#include "aclnnop/aclnn_reflection_pad1d.h"
#include "aclnnop/aclnn_reflection_pad1d_backward.h"
#include "aclnnop/aclnn_reflection_pad3d.h"
#include "aclnnop/aclnn_reflection_pad3d_backward.h"
#include "aclnnop/aclnn_replication_pad1d.h"
#include "aclnnop/aclnn_replication_pad1d_backward.h"
#include "aclnnop/aclnn_replication_pad2d.h"
#include "aclnnop/aclnn_replication_pad3d.h"
#include "aclnnop/aclnn_replication_pad3d_backward.h"
#include "ops/pad/ref.h"

using namespace aclnn_test;
using namespace pad_test;
using aclnn_cpu::ref::PadMode;

namespace {

constexpr aclnnStatus kNull = ACLNN_ERR_PARAM_NULLPTR;    // 161001
constexpr aclnnStatus kInvalid = ACLNN_ERR_PARAM_INVALID;  // 161002

using Fwd1 = aclnnStatus (*)(const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*, aclOpExecutor**);
using Bwd1 = aclnnStatus (*)(const aclTensor*, const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*,
                             aclOpExecutor**);
using Run2 = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

struct Op {
  const char* api;
  PadMode mode;
  int k;
  Fwd1 fwd;
  Bwd1 bwd;
  Run2 run;
  bool backward() const { return bwd != nullptr; }
};

const Op kRefPad1d{"aclnnReflectionPad1d", PadMode::kReflect, 1, aclnnReflectionPad1dGetWorkspaceSize, nullptr,
                   aclnnReflectionPad1d};
const Op kRefPad3d{"aclnnReflectionPad3d", PadMode::kReflect, 3, aclnnReflectionPad3dGetWorkspaceSize, nullptr,
                   aclnnReflectionPad3d};
const Op kRepPad1d{"aclnnReplicationPad1d", PadMode::kReplicate, 1, aclnnReplicationPad1dGetWorkspaceSize, nullptr,
                   aclnnReplicationPad1d};
const Op kRepPad2d{"aclnnReplicationPad2d", PadMode::kReplicate, 2, aclnnReplicationPad2dGetWorkspaceSize, nullptr,
                   aclnnReplicationPad2d};
const Op kRepPad3d{"aclnnReplicationPad3d", PadMode::kReplicate, 3, aclnnReplicationPad3dGetWorkspaceSize, nullptr,
                   aclnnReplicationPad3d};
const Op kRefPad1dBwd{"aclnnReflectionPad1dBackward", PadMode::kReflect, 1, nullptr,
                      aclnnReflectionPad1dBackwardGetWorkspaceSize, aclnnReflectionPad1dBackward};
const Op kRefPad3dBwd{"aclnnReflectionPad3dBackward", PadMode::kReflect, 3, nullptr,
                      aclnnReflectionPad3dBackwardGetWorkspaceSize, aclnnReflectionPad3dBackward};
const Op kRepPad1dBwd{"aclnnReplicationPad1dBackward", PadMode::kReplicate, 1, nullptr,
                      aclnnReplicationPad1dBackwardGetWorkspaceSize, aclnnReplicationPad1dBackward};
const Op kRepPad2dBwd{"aclnnReplicationPad2dBackward", PadMode::kReplicate, 2, nullptr,
                      aclnnReplicationPad2dBackwardGetWorkspaceSize, aclnnReplicationPad2dBackward};
const Op kRepPad3dBwd{"aclnnReplicationPad3dBackward", PadMode::kReplicate, 3, nullptr,
                      aclnnReplicationPad3dBackwardGetWorkspaceSize, aclnnReplicationPad3dBackward};

const Op* const kForwards[] = {&kRefPad1d, &kRefPad3d, &kRepPad1d, &kRepPad2d, &kRepPad3d};
const Op* const kBackwards[] = {&kRefPad1dBwd, &kRefPad3dBwd, &kRepPad1dBwd, &kRepPad2dBwd, &kRepPad3dBwd};

const std::vector<aclDataType> kReflectFwdDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE,
                                                    ACL_INT8,  ACL_UINT8,   ACL_INT16, ACL_INT32,
                                                    ACL_INT64, ACL_BOOL,    ACL_COMPLEX64, ACL_COMPLEX128};
const std::vector<aclDataType> kReplicateFwdDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,  ACL_DOUBLE,
                                                      ACL_INT8,  ACL_UINT8,   ACL_INT16, ACL_INT32,
                                                      ACL_INT64, ACL_COMPLEX64, ACL_COMPLEX128};
const std::vector<aclDataType> kBwdDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_COMPLEX64,
                                             ACL_COMPLEX128};
// Outside every A2 list of the family (BOOL is outside the replication and backward lists too).
const std::vector<aclDataType> kNeverDtypes = {ACL_UINT16,      ACL_UINT32,        ACL_UINT64, ACL_HIFLOAT8,
                                               ACL_FLOAT8_E5M2, ACL_FLOAT8_E4M3FN, ACL_STRING, ACL_DT_UNDEFINED};

using Pad = std::vector<int64_t>;

// A tensor of a status call: guarded, poisoned memory (TestTensor), with the descriptor's format.
struct Desc {
  Shape shape;
  aclDataType dtype = ACL_FLOAT16;
  aclFormat format = ACL_FORMAT_ND;
};
Desc D(Shape s, aclDataType dt = ACL_FLOAT16, aclFormat f = ACL_FORMAT_ND) { return Desc{std::move(s), dt, f}; }

class Arg {
 public:
  explicit Arg(const Desc& d) : tt_(d.shape, d.dtype) {
    if (d.format == ACL_FORMAT_ND) return;
    Shape strides(d.shape.size(), 1);
    for (size_t i = d.shape.size(); i-- > 1;) strides[i - 1] = strides[i] * std::max<int64_t>(d.shape[i], 1);
    const int64_t storage[1] = {tt_.storage_elems()};
    own_ = aclCreateTensor(d.shape.data(), d.shape.size(), d.dtype, strides.data(), 0, d.format, storage, 1,
                           tt_.data());
  }
  ~Arg() {
    if (own_) aclDestroyTensor(own_);
  }
  aclTensor* get() const { return own_ ? own_ : tt_.get(); }
  TestTensor& tt() { return tt_; }

 private:
  TestTensor tt_;
  aclTensor* own_ = nullptr;
};

// What a call did.
struct Outcome {
  aclnnStatus status = -1;
  std::string msg;        // aclGetRecentErrMsg after a failure
  uint64_t ws = 0;        // *workspaceSize after a success
  bool wrote = false;     // phase 2 wrote into the output storage (success only)
};

std::vector<int64_t> AxisPads(const Pad& padding, size_t rank, bool high) {
  std::vector<int64_t> v(rank, 0);
  for (size_t j = 0; j < padding.size() / 2 && j < rank; ++j) v[rank - 1 - j] = padding[2 * j + (high ? 1 : 0)];
  return v;
}

std::vector<double> Component(const std::vector<double>& v, int64_t comps, int64_t c) {
  std::vector<double> r;
  for (size_t i = static_cast<size_t>(c); i < v.size(); i += static_cast<size_t>(comps)) r.push_back(v[i]);
  return r;
}

// Phase 1 of `op` (a: self for forwards, gradOutput for backwards; self: the backward's self; out:
// out or gradInput); a null Desc or pad passes a null pointer. When phase 1 succeeds: phase 2 with
// the booked workspace, then the checks described at the top of the file.
Outcome Call(const Op& op, const Desc* a, const Desc* self, const Pad* pad, const Desc* out) {
  std::unique_ptr<Arg> ta(a ? new Arg(*a) : nullptr), tself(self ? new Arg(*self) : nullptr),
      tout(out ? new Arg(*out) : nullptr);
  aclIntArray* p = pad ? aclCreateIntArray(pad->data(), pad->size()) : nullptr;
  uint64_t ws = 12345;
  aclOpExecutor* ex = nullptr;
  Outcome o;
  o.status = op.backward() ? op.bwd(ta ? ta->get() : nullptr, tself ? tself->get() : nullptr, p,
                                    tout ? tout->get() : nullptr, &ws, &ex)
                           : op.fwd(ta ? ta->get() : nullptr, p, tout ? tout->get() : nullptr, &ws, &ex);
  if (o.status != 0) {
    o.msg = aclGetRecentErrMsg();
    EXPECT_EQ(o.msg.rfind(std::string(op.api) + ":", 0), 0u) << "status " << o.status << ": '" << o.msg << "'";
  } else {
    o.ws = ws;
    EXPECT_NE(ex, nullptr);
    const uint64_t seed = TestSeed();
    std::mt19937_64 rng(seed);
    std::vector<double> in_values;
    if (ta && ta->tt().numel() > 0) {
      // Small integers: every sum is exact in every float dtype, so the values compare exactly.
      in_values = RandomScalars(ta->tt(), rng, -8, 8);
      for (double& x : in_values) x = std::floor(x);
      SetScalars(ta->tt(), in_values);
    }
    tout->tt().Poison();
    std::vector<unsigned char> before(static_cast<const unsigned char*>(tout->tt().data()),
                                      static_cast<const unsigned char*>(tout->tt().data()) +
                                          tout->tt().storage_elems() * static_cast<int64_t>(ElemSize(out->dtype)));
    void* w = nullptr;
    if (ws > 0) EXPECT_EQ(aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST), 0);
    EXPECT_EQ(op.run(w, ws, ex, nullptr), 0) << aclGetRecentErrMsg();
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    if (w) aclrtFree(w);
    o.wrote = !before.empty() && std::memcmp(before.data(), tout->tt().data(), before.size()) != 0;
    std::string why;
    EXPECT_TRUE(tout->tt().UntouchedOutside(&why)) << why;
    if (!op.backward() && ta->tt().numel() == 0) {
      EXPECT_FALSE(o.wrote) << "an empty self wrote into out";  // the empty short cut (4.4)
    } else if (tout->tt().numel() > 0) {
      // The values: bit-exact gathers; sums of small integers are exact in every float dtype.
      const Shape& self_shape = op.backward() ? self->shape : a->shape;
      const int64_t comps = Comps(out->dtype);
      const std::vector<int64_t> lo = AxisPads(*pad, self_shape.size(), false),
                                 hi = AxisPads(*pad, self_shape.size(), true);
      std::vector<double> want(static_cast<size_t>(Numel(out->shape) * comps), 0.0);
      for (int64_t c = 0; c < comps; ++c) {
        const std::vector<double> x = Component(in_values, comps, c);
        const std::vector<double> r = op.backward() ? aclnn_cpu::ref::PadBackward(op.mode, self_shape, lo, hi, x)
                                                    : aclnn_cpu::ref::PadForward(op.mode, self_shape, lo, hi, x);
        for (size_t i = 0; i < r.size(); ++i) want[i * static_cast<size_t>(comps) + static_cast<size_t>(c)] = r[i];
      }
      EXPECT_EQ(Scalars(tout->tt()), want) << op.api << " " << SeedNote(seed);
    }
  }
  if (p) aclDestroyIntArray(p);
  return o;
}

aclnnStatus F(const Op& op, const Desc* self, const Pad* pad, const Desc* out) {
  return Call(op, self, nullptr, pad, out).status;
}
aclnnStatus B(const Op& op, const Desc* go, const Desc* self, const Pad* pad, const Desc* gi) {
  return Call(op, go, self, pad, gi).status;
}

// The expected status and a piece of the message (empty: success).
#define EXPECT_FAILS(outcome, st, text)                                                   \
  do {                                                                                    \
    const Outcome o_ = (outcome);                                                         \
    EXPECT_EQ(o_.status, st) << o_.msg;                                                   \
    EXPECT_NE(o_.msg.find(text), std::string::npos) << "message: '" << o_.msg << "'"; \
  } while (0)

// Shapes of one valid call per entry point: self (rank k+2), padding of 1s, and the padded shape.
Shape SelfShape(const Op& op) { return op.k == 1 ? Shape{2, 3, 5} : op.k == 2 ? Shape{2, 3, 4, 5} : Shape{1, 2, 3, 4, 5}; }
Pad Ones(const Op& op) { return Pad(static_cast<size_t>(2 * op.k), 1); }
Shape PaddedShape(const Shape& s, const Pad& p) {
  Shape o = s;
  for (size_t j = 0; j < p.size() / 2 && j < s.size(); ++j) o[s.size() - 1 - j] += p[2 * j] + p[2 * j + 1];
  return o;
}
Shape Unbatched(const Shape& s) { return Shape(s.begin() + 1, s.end()); }

// A valid call of op in dtype dt (and format fmt): a (gradOutput; backwards only), self, pad, out
// (out or gradInput).
struct Valid {
  Desc a, self, out;
  Pad pad;
};
Valid MakeValid(const Op& op, aclDataType dt = ACL_FLOAT, aclFormat fmt = ACL_FORMAT_ND) {
  Valid v;
  v.pad = Ones(op);
  const Shape s = SelfShape(op), big = PaddedShape(s, v.pad);
  v.self = D(s, dt, fmt);
  v.a = op.backward() ? D(big, dt, fmt) : D(s, dt, fmt);
  v.out = op.backward() ? D(s, dt, fmt) : D(big, dt, fmt);
  return v;
}
Outcome RunCall(const Op& op, const Valid& v) {
  return op.backward() ? Call(op, &v.a, &v.self, &v.pad, &v.out) : Call(op, &v.self, nullptr, &v.pad, &v.out);
}

}  // namespace

// ---- §6: the upstream unit tests --------------------------------------------------------------

TEST(PadFamilyStatus, ReflectionPad1dUpstreamUnitTests) {
  const Op& op = kRefPad1d;
  const Pad p22{2, 2};
  const Desc s13 = D({1, 3}), o17 = D({1, 7});
  EXPECT_EQ(F(op, &s13, &p22, &o17), 0);                                          // case_1
  const Desc s0310 = D({0, 3, 10}), o0314 = D({0, 3, 14});
  EXPECT_EQ(F(op, &s0310, &p22, &o0314), 0);                                      // case_2
  EXPECT_EQ(F(op, nullptr, &p22, &o17), kNull);                                   // case_3
  EXPECT_EQ(F(op, &s13, nullptr, &o17), kNull);
  EXPECT_EQ(F(op, &s13, &p22, nullptr), kNull);                                   // case_4
  const Pad p2{2};
  EXPECT_EQ(F(op, &s13, &p2, &o17), kInvalid);                                    // case_5
  const Desc s1113 = D({1, 1, 1, 3}), o1117 = D({1, 1, 1, 7});
  EXPECT_EQ(F(op, &s1113, &p22, &o1117), kInvalid);                               // case_6
  const Desc o117 = D({1, 1, 7});
  EXPECT_EQ(F(op, &s13, &p22, &o117), kInvalid);                                  // case_7
  const Desc s13u = D({1, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED);
  EXPECT_EQ(F(op, &s13u, &p22, &o17), kInvalid);                                  // case_8
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_INT16}) {  // case_9
    const Desc s = D({1, 3}, dt), o = D({1, 7}, dt);
    EXPECT_EQ(F(op, &s, &p22, &o), 0) << Name(dt);
  }
  const Desc o17f = D({1, 7}, ACL_FLOAT);
  EXPECT_EQ(F(op, &s13, &p22, &o17f), kInvalid);                                  // case_11
  const Desc s12 = D({1, 2}), o16 = D({1, 6});
  EXPECT_EQ(F(op, &s12, &p22, &o16), kInvalid);                                   // case_12
  const Desc s112 = D({1, 1, 2}), o116 = D({1, 1, 6});
  EXPECT_EQ(F(op, &s112, &p22, &o116), kInvalid);                                 // case_13
  EXPECT_EQ(F(op, &s13, &p22, &s13), kInvalid);                                   // case_14
  const Desc s3010 = D({3, 0, 10}), o3014 = D({3, 0, 14});
  EXPECT_EQ(F(op, &s3010, &p22, &o3014), kInvalid);                               // case_15
  const Desc s010 = D({0, 10}), o014 = D({0, 14});
  EXPECT_EQ(F(op, &s010, &p22, &o014), kInvalid);                                 // case_16
  const Desc s100 = D({10, 0}), o104 = D({10, 4});
  EXPECT_EQ(F(op, &s100, &p22, &o104), kInvalid);                                 // case_17
  const Desc sb = D({1, 3}, ACL_BF16), ob = D({1, 7}, ACL_BF16);
  EXPECT_EQ(F(op, &sb, &p22, &ob), 0);                                            // ascend910B2_case_18
}

TEST(PadFamilyStatus, ReflectionPad3dUpstreamUnitTests) {
  const Op& op = kRefPad3d;
  const Pad p1(6, 1);
  const Desc s = D({1, 1, 2, 2, 2}), o = D({1, 1, 4, 4, 4});
  EXPECT_EQ(F(op, &s, &p1, &o), 0);                                               // case_1
  const Desc s0 = D({0, 1, 2, 2, 2}), o0 = D({0, 1, 4, 4, 4});
  EXPECT_EQ(F(op, &s0, &p1, &o0), 0);                                             // case_2
  EXPECT_EQ(F(op, nullptr, &p1, &o), kNull);                                      // case_3
  EXPECT_EQ(F(op, &s, nullptr, &o), kNull);
  EXPECT_EQ(F(op, &s, &p1, nullptr), kNull);                                      // case_4
  const Pad p5(5, 1);
  EXPECT_EQ(F(op, &s, &p5, &o), kInvalid);                                        // case_5
  const Desc s3 = D({1, 1, 2});
  EXPECT_EQ(F(op, &s3, &p1, &o), kInvalid);                                       // case_6
  const Desc s4 = D({1, 1, 2, 2});
  EXPECT_EQ(F(op, &s4, &p1, &o), kInvalid);                                       // case_7
  const Desc su = D({1, 1, 2, 2, 2}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED);
  EXPECT_EQ(F(op, &su, &p1, &o), kInvalid);                                       // case_8
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_INT16}) {  // case_9
    const Desc s9 = D({1, 2, 2, 2}, dt), o9 = D({1, 4, 4, 4}, dt);
    EXPECT_EQ(F(op, &s9, &p1, &o9), 0) << Name(dt);
  }
  const Desc su16 = D({1, 1, 2, 2, 2}, ACL_UINT16), ou16 = D({1, 1, 4, 4, 4}, ACL_UINT16);
  EXPECT_EQ(F(op, &su16, &p1, &o), kInvalid);                                     // case_10
  EXPECT_EQ(F(op, &s, &p1, &ou16), kInvalid);                                     // case_11
  const Desc of = D({1, 1, 4, 4, 4}, ACL_FLOAT);
  EXPECT_EQ(F(op, &s, &p1, &of), kInvalid);                                       // case_12
  const Pad p13{1, 1, 1, 1, 2, 2};
  const Desc o13 = D({1, 1, 6, 4, 4});
  EXPECT_EQ(F(op, &s, &p13, &o13), kInvalid);                                     // case_13
  EXPECT_EQ(F(op, &s, &p1, &s), kInvalid);                                        // case_14
  const Desc sc = D({1, 0, 2, 2, 2}), oc = D({1, 0, 4, 4, 4});
  EXPECT_EQ(F(op, &sc, &p1, &oc), kInvalid);                                      // case_15
  const Desc su4 = D({0, 2, 2, 2}), ou4 = D({0, 4, 4, 4});
  EXPECT_EQ(F(op, &su4, &p1, &ou4), kInvalid);                                    // case_16
  const Desc sb = D({1, 1, 2, 2, 2}, ACL_BF16), ob = D({1, 1, 4, 4, 4}, ACL_BF16);
  EXPECT_EQ(F(op, &sb, &p1, &ob), 0);                                             // ascend910B2_case_17
}

TEST(PadFamilyStatus, ReplicationPad1dUpstreamUnitTests) {
  const Op& op = kRepPad1d;
  const Pad p22{2, 2};
  const Desc s13 = D({1, 3}), o17 = D({1, 7});
  EXPECT_EQ(F(op, &s13, &p22, &o17), 0);                                          // case_1
  const Desc s0310 = D({0, 3, 10}), o0314 = D({0, 3, 14});
  EXPECT_EQ(F(op, &s0310, &p22, &o0314), 0);                                      // case_2
  EXPECT_EQ(F(op, nullptr, &p22, &o17), kNull);                                   // case_3
  EXPECT_EQ(F(op, &s13, nullptr, &o17), kNull);
  EXPECT_EQ(F(op, &s13, &p22, nullptr), kNull);                                   // case_4
  const Pad p2{2};
  EXPECT_EQ(F(op, &s13, &p2, &o17), kInvalid);                                    // case_5
  const Desc s1113 = D({1, 1, 1, 3}), o1117 = D({1, 1, 1, 7});
  EXPECT_EQ(F(op, &s1113, &p22, &o1117), kInvalid);                               // case_6
  const Desc o117 = D({1, 1, 7});
  EXPECT_EQ(F(op, &s13, &p22, &o117), kInvalid);                                  // case_7
  const Desc s13u = D({1, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED);
  EXPECT_EQ(F(op, &s13u, &p22, &o17), kInvalid);                                  // case_8
  const Desc o17f = D({1, 7}, ACL_FLOAT);
  EXPECT_EQ(F(op, &s13, &p22, &o17f), kInvalid);                                  // case_11
  EXPECT_EQ(F(op, &s13, &p22, &s13), kInvalid);                                   // case_12
  const Desc s3010 = D({3, 0, 10}), o3014 = D({3, 0, 14});
  EXPECT_EQ(F(op, &s3010, &p22, &o3014), kInvalid);                               // case_13
  const Desc s010 = D({0, 10}), o014 = D({0, 14});
  EXPECT_EQ(F(op, &s010, &p22, &o014), kInvalid);                                 // case_14
  const Desc s110 = D({1, 10}), o214 = D({2, 14}), o115 = D({1, 15});
  EXPECT_EQ(F(op, &s110, &p22, &o214), kInvalid);                                 // case_15
  EXPECT_EQ(F(op, &s110, &p22, &o115), kInvalid);                                 // case_16
  const Desc sf = D({1, 3}, ACL_FLOAT), of = D({1, 7}, ACL_FLOAT);
  EXPECT_EQ(F(op, &sf, &p22, &of), 0);                                            // case_float32
  const Pad p12{1, 2};
  const Desc s3d = D({2, 3, 10}, ACL_FLOAT), o3d = D({2, 3, 13}, ACL_FLOAT);
  EXPECT_EQ(F(op, &s3d, &p12, &o3d), 0);                                          // case_float32_3d
  for (aclDataType dt : {ACL_INT32, ACL_INT64, ACL_INT8, ACL_UINT8, ACL_DOUBLE}) {  // case_int32 ... double
    const Desc s = D({1, 3}, dt), o = D({1, 7}, dt);
    EXPECT_EQ(F(op, &s, &p22, &o), 0) << Name(dt);
  }
}

TEST(PadFamilyStatus, ReplicationPad2dUpstreamUnitTests) {
  const Op& op = kRepPad2d;
  const Pad p2(4, 2);
  const Desc s1143 = D({1, 1, 4, 3}), o1187 = D({1, 1, 8, 7});
  EXPECT_EQ(F(op, &s1143, &p2, &o1187), 0);                                       // case_1
  const Desc s0 = D({0, 1, 3, 10}), o0 = D({0, 1, 7, 14});
  EXPECT_EQ(F(op, &s0, &p2, &o0), 0);                                             // case_2
  const Desc s243 = D({2, 4, 3}), o287 = D({2, 8, 7});
  EXPECT_EQ(F(op, nullptr, &p2, &o287), kNull);                                   // case_3
  EXPECT_EQ(F(op, &s243, nullptr, &o287), kNull);
  EXPECT_EQ(F(op, &s243, &p2, nullptr), kNull);                                   // case_4
  const Pad p3(3, 2);
  EXPECT_EQ(F(op, &s243, &p3, &o287), kInvalid);                                  // case_5
  const Desc s43 = D({4, 3}), o87 = D({8, 7});
  EXPECT_EQ(F(op, &s43, &p2, &o87), kInvalid);                                    // case_6
  const Desc s143 = D({1, 4, 3});
  EXPECT_EQ(F(op, &s143, &p2, &o1187), kInvalid);                                 // case_7
  const Desc su = D({1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED);
  EXPECT_EQ(F(op, &su, &p2, &o1187), kInvalid);                                   // case_8
  const Desc of = D({1, 1, 8, 7}, ACL_FLOAT);
  EXPECT_EQ(F(op, &s1143, &p2, &of), kInvalid);                                   // case_11
  const Desc s124 = D({1, 2, 4});
  const Pad p1(4, 1);
  EXPECT_EQ(F(op, &s124, &p1, &s124), kInvalid);                                  // case_12
  const Desc sc = D({1, 0, 3, 10}), oc = D({1, 0, 7, 14});
  EXPECT_EQ(F(op, &sc, &p2, &oc), kInvalid);                                      // case_13
  const Desc s3 = D({0, 3, 10}), o3 = D({0, 7, 14});
  EXPECT_EQ(F(op, &s3, &p2, &o3), kInvalid);                                      // case_14
  const Desc s11 = D({1, 1, 3, 10}), on = D({2, 1, 7, 14}), ow = D({1, 1, 7, 15});
  EXPECT_EQ(F(op, &s11, &p2, &on), kInvalid);                                     // case_15
  EXPECT_EQ(F(op, &s11, &p2, &ow), kInvalid);                                     // case_16
  const Desc sf = D({1, 1, 4, 3}, ACL_FLOAT), off = D({1, 1, 8, 7}, ACL_FLOAT);
  EXPECT_EQ(F(op, &sf, &p2, &off), 0);                                            // case_float32
  const Desc s5 = D({1, 2, 4, 3, 5}, ACL_FLOAT), o5 = D({1, 2, 6, 7, 5}, ACL_FLOAT);
  const Pad p1122{1, 1, 2, 2};
  EXPECT_EQ(F(op, &s5, &p1122, &o5), kInvalid);                                   // case_float32_5d
  for (aclDataType dt : {ACL_INT32, ACL_INT64, ACL_INT8, ACL_UINT8, ACL_DOUBLE}) {  // case_int32 ... double
    const Desc s = D({1, 1, 4, 3}, dt), o = D({1, 1, 8, 7}, dt);
    EXPECT_EQ(F(op, &s, &p2, &o), 0) << Name(dt);
  }
}

TEST(PadFamilyStatus, ReplicationPad3dUpstreamUnitTests) {
  const Op& op = kRepPad3d;
  const Pad p1(6, 1);
  const Desc s = D({1, 1, 2, 2, 2}), o = D({1, 1, 4, 4, 4});
  EXPECT_EQ(F(op, &s, &p1, &o), 0);                                               // case_1
  const Desc s0 = D({0, 1, 2, 2, 2}), o0 = D({0, 1, 4, 4, 4});
  EXPECT_EQ(F(op, &s0, &p1, &o0), 0);                                             // case_2
  EXPECT_EQ(F(op, nullptr, &p1, &o), kNull);                                      // case_3
  EXPECT_EQ(F(op, &s, nullptr, &o), kNull);
  EXPECT_EQ(F(op, &s, &p1, nullptr), kNull);                                      // case_4
  const Pad p5(5, 1);
  EXPECT_EQ(F(op, &s, &p5, &o), kInvalid);                                        // case_5
  const Desc s3 = D({2, 2, 2}), o3 = D({4, 4, 4});
  EXPECT_EQ(F(op, &s3, &p1, &o3), kInvalid);                                      // case_6
  const Desc s4 = D({1, 2, 2, 2});
  EXPECT_EQ(F(op, &s4, &p1, &o), kInvalid);                                       // case_7
  const Desc su = D({1, 1, 2, 2, 2}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED);
  EXPECT_EQ(F(op, &su, &p1, &o), kInvalid);                                       // case_8
  const Desc of = D({1, 1, 4, 4, 4}, ACL_FLOAT);
  EXPECT_EQ(F(op, &s, &p1, &of), kInvalid);                                       // case_11
  EXPECT_EQ(F(op, &s, &p1, &s), kInvalid);                                        // case_12
  const Desc sc = D({1, 0, 2, 2, 2}), oc = D({1, 0, 4, 4, 4});
  EXPECT_EQ(F(op, &sc, &p1, &oc), kInvalid);                                      // case_13
  const Desc su4 = D({0, 2, 2, 2}), ou4 = D({0, 4, 4, 4});
  EXPECT_EQ(F(op, &su4, &p1, &ou4), kInvalid);                                    // case_14
  const Desc s2 = D({2, 1, 2, 2, 2}), on = D({3, 1, 4, 4, 4}), oh = D({2, 1, 4, 5, 4});
  EXPECT_EQ(F(op, &s2, &p1, &on), kInvalid);                                      // case_15
  EXPECT_EQ(F(op, &s2, &p1, &oh), kInvalid);                                      // case_16
  const Desc sf = D({1, 1, 2, 2, 2}, ACL_FLOAT), off = D({1, 1, 4, 4, 4}, ACL_FLOAT);
  EXPECT_EQ(F(op, &sf, &p1, &off), 0);                                            // case_float32
  const Desc s4f = D({2, 2, 3, 4}, ACL_FLOAT), o4f = D({2, 2, 5, 8}, ACL_FLOAT);
  const Pad p1122{1, 1, 2, 2};
  EXPECT_EQ(F(op, &s4f, &p1122, &o4f), kInvalid);                                 // case_float32_4d
  for (aclDataType dt : {ACL_INT32, ACL_INT64}) {                                 // case_int32, case_int64
    const Desc si = D({1, 1, 2, 2, 2}, dt), oi = D({1, 1, 4, 4, 4}, dt);
    EXPECT_EQ(F(op, &si, &p1, &oi), 0) << Name(dt);
  }
}

TEST(PadFamilyStatus, ReflectionPad1dBackwardUpstreamUnitTests) {
  const Op& op = kRefPad1dBwd;
  const Pad p22{2, 2};
  const Desc g17 = D({1, 7}), s13 = D({1, 3});
  EXPECT_EQ(B(op, nullptr, &s13, &p22, &s13), kNull);                             // case_3
  EXPECT_EQ(B(op, &g17, nullptr, &p22, &s13), kNull);
  EXPECT_EQ(B(op, &g17, &s13, nullptr, &s13), kNull);
  EXPECT_EQ(B(op, &g17, &s13, &p22, nullptr), kNull);                             // case_4
  const Desc s14 = D({1, 4});
  EXPECT_EQ(B(op, &g17, &s13, &p22, &s14), kInvalid);                             // case_5
  const Pad p3(3, 2);
  EXPECT_EQ(B(op, &g17, &s13, &p3, &s13), kInvalid);                              // case_6
  const Desc g4 = D({1, 1, 1, 7}), s4 = D({1, 1, 1, 3});
  EXPECT_EQ(B(op, &g4, &s4, &p22, &s4), kInvalid);                                // case_7
  const Desc s113 = D({1, 1, 3});
  EXPECT_EQ(B(op, &g17, &s113, &p22, &s113), kInvalid);                           // case_8
  const Desc s13u = D({1, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED), s11 = D({1, 1});
  EXPECT_EQ(B(op, &g17, &s13u, &p22, &s11), kInvalid);                            // case_9
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128}) {  // case_10
    const Desc g = D({1, 7}, dt), s = D({1, 3}, dt);
    EXPECT_EQ(B(op, &g, &s, &p22, &s), 0) << Name(dt);
  }
  const Desc gi16 = D({1, 7}, ACL_INT16), si16 = D({1, 3}, ACL_INT16);
  EXPECT_EQ(B(op, &gi16, &si16, &p22, &si16), kInvalid);                          // case_11
  const Desc s13f = D({1, 3}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g17, &s13, &p22, &s13f), kInvalid);                            // case_12
  EXPECT_EQ(B(op, &g17, &s13f, &p22, &s13), kInvalid);                            // case_13
  const Desc g18 = D({1, 8}), s12 = D({1, 2});
  const Pad p33{3, 3};
  EXPECT_EQ(B(op, &g18, &s12, &p33, &s12), kInvalid);                             // case_14
  const Desc s124 = D({1, 2, 4});
  const Pad p11{1, 1};
  EXPECT_EQ(B(op, &s124, &s124, &p11, &s124), kInvalid);                          // case_15
  const Desc g1014 = D({1, 0, 14}, ACL_FLOAT), s1010 = D({1, 0, 10}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g1014, &s1010, &p22, &s1010), kInvalid);                       // case_16
  const Desc g014 = D({0, 14}, ACL_FLOAT), s010 = D({0, 10}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g014, &s010, &p22, &s010), 0);                                 // case_17
  const Desc g14 = D({1, 4}, ACL_FLOAT), s10 = D({1, 0}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g14, &s10, &p22, &s10), kInvalid);                             // case_18
}

TEST(PadFamilyStatus, ReflectionPad3dBackwardUpstreamUnitTests) {
  const Op& op = kRefPad3dBwd;
  const Pad p1(6, 1), p2(6, 2);
  const Desc g0 = D({0, 6, 6, 6}), s0 = D({0, 4, 4, 4});
  EXPECT_EQ(B(op, &g0, &s0, &p1, &s0), kInvalid);                                 // case_1
  const Desc g2877 = D({2, 8, 7, 7}), s2433 = D({2, 4, 3, 3});
  EXPECT_EQ(B(op, nullptr, &s2433, &p2, &s2433), kNull);                          // case_2
  EXPECT_EQ(B(op, &g2877, nullptr, &p2, &s2433), kNull);
  EXPECT_EQ(B(op, &g2877, &s2433, nullptr, &s2433), kNull);
  const Desc g2888 = D({2, 8, 8, 8}), s2444 = D({2, 4, 4, 4});
  EXPECT_EQ(B(op, &g2888, &s2444, &p2, nullptr), kNull);                          // case_3
  const Desc s2544 = D({2, 5, 4, 4});
  const Pad p4(4, 2);
  EXPECT_EQ(B(op, &g2888, &s2544, &p4, &s2444), kInvalid);                        // case_4
  const Pad p3(3, 2);
  EXPECT_EQ(B(op, &g2888, &s2444, &p3, &s2444), kInvalid);                        // case_5
  const Desc g888 = D({8, 8, 8}), s444 = D({4, 4, 4}), s1444 = D({1, 4, 4, 4});
  EXPECT_EQ(B(op, &g888, &s444, &p2, &s444), kInvalid);                           // case_6
  EXPECT_EQ(B(op, &g888, &s1444, &p2, &s1444), kInvalid);                         // case_7
  const Desc g5 = D({1, 1, 8, 8, 8}), s5u = D({1, 1, 4, 4, 4}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED),
             s5 = D({1, 1, 4, 4, 4});
  EXPECT_EQ(B(op, &g5, &s5u, &p2, &s5), kInvalid);                                // case_8
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128}) {  // case_9
    const Desc g = D({1, 1, 8, 8, 8}, dt), s = D({1, 1, 4, 4, 4}, dt);
    EXPECT_EQ(B(op, &g, &s, &p2, &s), 0) << Name(dt);
  }
  const Desc gi16 = D({1, 1, 8, 8, 8}, ACL_INT16), si16 = D({1, 1, 4, 4, 4}, ACL_INT16);
  EXPECT_EQ(B(op, &gi16, &si16, &p2, &si16), kInvalid);                           // case_10
  const Desc s5f = D({1, 1, 4, 4, 4}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g5, &s5, &p2, &s5f), kInvalid);                                // case_11
  EXPECT_EQ(B(op, &g5, &s5f, &p2, &s5), kInvalid);                                // case_12
  const Desc g1888 = D({1, 8, 8, 8}), s1244 = D({1, 2, 4, 4});
  const Pad p13{1, 1, 3, 3, 4, 4};
  EXPECT_EQ(B(op, &g1888, &s1244, &p13, &s1244), kInvalid);                       // case_13
  const Desc g1555 = D({1, 5, 5, 5});
  EXPECT_EQ(B(op, &g1555, &s1244, &p1, &s1244), kInvalid);                        // case_14
  const Desc g3488 = D({3, 4, 8, 8}), s3044 = D({3, 0, 4, 4});
  EXPECT_EQ(B(op, &g3488, &s3044, &p2, &s3044), kInvalid);                        // case_15
}

TEST(PadFamilyStatus, ReplicationPad1dBackwardUpstreamUnitTests) {
  const Op& op = kRepPad1dBwd;
  const Pad p22{2, 2};
  const Desc g17 = D({1, 7}), s13 = D({1, 3});
  EXPECT_EQ(B(op, nullptr, &s13, &p22, &s13), kNull);                             // case_3
  EXPECT_EQ(B(op, &g17, nullptr, &p22, &s13), kNull);
  EXPECT_EQ(B(op, &g17, &s13, nullptr, &s13), kNull);
  EXPECT_EQ(B(op, &g17, &s13, &p22, nullptr), kNull);                             // case_4
  const Desc s14 = D({1, 4});
  EXPECT_EQ(B(op, &g17, &s13, &p22, &s14), kInvalid);                             // case_5
  const Pad p3(3, 2);
  EXPECT_EQ(B(op, &g17, &s13, &p3, &s13), kInvalid);                              // case_6
  const Desc g4 = D({1, 1, 1, 7}), s4 = D({1, 1, 1, 3});
  EXPECT_EQ(B(op, &g4, &s4, &p22, &s4), kInvalid);                                // case_7
  const Desc s113 = D({1, 1, 3});
  EXPECT_EQ(B(op, &g17, &s113, &p22, &s113), kInvalid);                           // case_8
  const Desc s13u = D({1, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED), s11 = D({1, 1});
  EXPECT_EQ(B(op, &g17, &s13u, &p22, &s11), kInvalid);                            // case_9
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128}) {  // case_10
    const Desc g = D({1, 7}, dt), s = D({1, 3}, dt);
    EXPECT_EQ(B(op, &g, &s, &p22, &s), 0) << Name(dt);
  }
  const Desc gi16 = D({1, 7}, ACL_INT16), si16 = D({1, 3}, ACL_INT16);
  EXPECT_EQ(B(op, &gi16, &si16, &p22, &si16), kInvalid);                          // case_11
  const Desc s13f = D({1, 3}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g17, &s13, &p22, &s13f), kInvalid);                            // case_12
  EXPECT_EQ(B(op, &g17, &s13f, &p22, &s13), kInvalid);                            // case_13
  const Desc s124 = D({1, 2, 4});
  const Pad p11{1, 1};
  EXPECT_EQ(B(op, &s124, &s124, &p11, &s124), kInvalid);                          // case_14
  const Desc g1014 = D({1, 0, 14}, ACL_FLOAT), s1010 = D({1, 0, 10}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g1014, &s1010, &p22, &s1010), kInvalid);                       // case_15
  const Desc g014 = D({0, 14}, ACL_FLOAT), s010 = D({0, 10}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g014, &s010, &p22, &s010), kInvalid);                          // case_16
  const Desc s117 = D({1, 1, 7});
  const Pad p2m2{2, -2};
  EXPECT_EQ(B(op, &s117, &s117, &p2m2, &s117), 0);                                // case_17
}

TEST(PadFamilyStatus, ReplicationPad2dBackwardUpstreamUnitTests) {
  const Op& op = kRepPad2dBwd;
  const Pad p2(4, 2);
  const Desc g287 = D({2, 8, 7}), s243 = D({2, 4, 3});
  EXPECT_EQ(B(op, nullptr, &s243, &p2, &s243), kNull);                            // case_3
  EXPECT_EQ(B(op, &g287, nullptr, &p2, &s243), kNull);
  EXPECT_EQ(B(op, &g287, &s243, nullptr, &s243), kNull);
  EXPECT_EQ(B(op, &g287, &s243, &p2, nullptr), kNull);                            // case_4
  const Desc g297 = D({2, 9, 7}), s253 = D({2, 5, 3});
  EXPECT_EQ(B(op, &g297, &s253, &p2, &s243), kInvalid);                           // case_5
  const Pad p3(3, 2);
  EXPECT_EQ(B(op, &g287, &s243, &p3, &s243), kInvalid);                           // case_6
  const Desc g87 = D({8, 7}), s43 = D({4, 3}), s143 = D({1, 4, 3});
  EXPECT_EQ(B(op, &g87, &s43, &p2, &s43), kInvalid);                              // case_7
  EXPECT_EQ(B(op, &g87, &s143, &p2, &s143), kInvalid);                            // case_8
  const Desc g1187 = D({1, 1, 8, 7}), s1143u = D({1, 1, 4, 3}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED),
             s1143 = D({1, 1, 4, 3});
  EXPECT_EQ(B(op, &g1187, &s1143u, &p2, &s1143), kInvalid);                       // case_9
  for (aclDataType dt : {ACL_FLOAT16, ACL_FLOAT, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128}) {  // case_10
    const Desc g = D({1, 1, 8, 7}, dt), s = D({1, 1, 4, 3}, dt);
    EXPECT_EQ(B(op, &g, &s, &p2, &s), 0) << Name(dt);
  }
  const Desc gi16 = D({1, 1, 8, 7}, ACL_INT16), si16 = D({1, 1, 4, 3}, ACL_INT16);
  EXPECT_EQ(B(op, &gi16, &si16, &p2, &si16), kInvalid);                           // case_11
  const Desc s1143f = D({1, 1, 4, 3}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g1187, &s1143, &p2, &s1143f), kInvalid);                       // case_12
  EXPECT_EQ(B(op, &g1187, &s1143f, &p2, &s1143), kInvalid);                       // case_13
  const Desc g155 = D({1, 5, 5}), s124 = D({1, 2, 4});
  const Pad p1(4, 1);
  EXPECT_EQ(B(op, &g155, &s124, &p1, &s124), kInvalid);                           // case_14
}

TEST(PadFamilyStatus, ReplicationPad3dBackwardUpstreamUnitTests) {
  const Op& op = kRepPad3dBwd;
  const Pad p1(6, 1), p2(6, 2);
  const Desc g2877 = D({2, 8, 7, 7}), s2433 = D({2, 4, 3, 3});
  EXPECT_EQ(B(op, nullptr, &s2433, &p2, &s2433), kNull);                          // case_3
  EXPECT_EQ(B(op, &g2877, nullptr, &p2, &s2433), kNull);
  EXPECT_EQ(B(op, &g2877, &s2433, nullptr, &s2433), kNull);
  const Desc g2888 = D({2, 8, 8, 8}), s2444 = D({2, 4, 4, 4});
  EXPECT_EQ(B(op, &g2888, &s2444, &p2, nullptr), kNull);                          // case_4
  const Desc s2544 = D({2, 5, 4, 4});
  const Pad p4(4, 2), p3(3, 2);
  EXPECT_EQ(B(op, &g2888, &s2544, &p4, &s2444), kInvalid);                        // case_5
  EXPECT_EQ(B(op, &g2888, &s2444, &p3, &s2444), kInvalid);                        // case_6
  const Desc g888 = D({8, 8, 8}), s444 = D({4, 4, 4}), s1444 = D({1, 4, 4, 4});
  EXPECT_EQ(B(op, &g888, &s444, &p2, &s444), kInvalid);                           // case_7
  EXPECT_EQ(B(op, &g888, &s1444, &p2, &s1444), kInvalid);                         // case_8
  const Desc g5 = D({1, 1, 8, 8, 8}), s5u = D({1, 1, 4, 4, 4}, ACL_FLOAT16, ACL_FORMAT_UNDEFINED),
             s5 = D({1, 1, 4, 4, 4});
  EXPECT_EQ(B(op, &g5, &s5u, &p2, &s5), kInvalid);                                // case_9
  const Desc gi16 = D({1, 1, 8, 8, 8}, ACL_INT16), si16 = D({1, 1, 4, 4, 4}, ACL_INT16);
  EXPECT_EQ(B(op, &gi16, &si16, &p2, &si16), kInvalid);                           // case_11
  const Desc s5f = D({1, 1, 4, 4, 4}, ACL_FLOAT);
  EXPECT_EQ(B(op, &g5, &s5, &p2, &s5f), kInvalid);                                // case_12
  EXPECT_EQ(B(op, &g5, &s5f, &p2, &s5), kInvalid);                                // case_13
  const Desc g1888 = D({1, 8, 8, 8}), s1244 = D({1, 2, 4, 4});
  const Pad p14{1, 1, 3, 3, 4, 4};
  EXPECT_EQ(B(op, &g1888, &s1244, &p14, &s1244), kInvalid);                       // case_14
  const Desc g1555 = D({1, 5, 5, 5});
  EXPECT_EQ(B(op, &g1555, &s1244, &p1, &s1244), kInvalid);                        // case_15
  const Desc g3488 = D({3, 4, 8, 8}), s3044 = D({3, 0, 4, 4});
  EXPECT_EQ(B(op, &g3488, &s3044, &p2, &s3044), kInvalid);                        // case_16
  const Desc g10 = D({1, 0, 8, 8, 8}), s10 = D({1, 0, 4, 4, 4});
  EXPECT_EQ(B(op, &g10, &s10, &p2, &s10), kInvalid);                              // case_18
  // A valid call (no upstream case asserts one; case_14 shows no pad limit applies).
  const Desc g1466 = D({1, 4, 6, 12}), s1244f = D({1, 2, 4, 4});
  const Pad p14ok{4, 4, 1, 1, 1, 1};
  EXPECT_EQ(B(op, &g1466, &s1244f, &p14ok, &s1244f), 0);
}

// ---- §5.1: the forward checks, in order ------------------------------------------------------

TEST(PadFamilyStatus, F1_NullOutParamsComeFirst) {
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    Arg self(v.self), out(v.out);
    aclIntArray* p = aclCreateIntArray(v.pad.data(), v.pad.size());
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    EXPECT_EQ(op->fwd(self.get(), p, out.get(), nullptr, &ex), kNull);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("workspaceSize must not be a null pointer"), std::string::npos);
    EXPECT_EQ(op->fwd(self.get(), p, out.get(), &ws, nullptr), kNull);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("executor must not be a null pointer"), std::string::npos);
    // Before the tensors' checks (F3).
    EXPECT_EQ(op->fwd(nullptr, nullptr, nullptr, nullptr, &ex), kNull);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("workspaceSize"), std::string::npos);
    aclDestroyIntArray(p);
  }
}

TEST(PadFamilyStatus, F3_NullsInParameterOrder) {
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    const Desc bad = D({2}, ACL_UINT64);  // fails every later check
    EXPECT_FAILS(Call(*op, nullptr, nullptr, nullptr, nullptr), kNull, "self must not be a null pointer");
    EXPECT_FAILS(Call(*op, &bad, nullptr, nullptr, nullptr), kNull, "padding must not be a null pointer");
    EXPECT_FAILS(Call(*op, &bad, nullptr, &v.pad, nullptr), kNull, "out must not be a null pointer");
    EXPECT_FAILS(Call(*op, nullptr, nullptr, &v.pad, &v.out), kNull, "self must not be a null pointer");
  }
}

TEST(PadFamilyStatus, F4toF8_DtypesAndFormatsInOrder) {
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    const bool reflect = op->mode == PadMode::kReflect;
    const Valid v = MakeValid(*op);
    // F5: every listed dtype passes; the others fail on self, then on out (F6).
    for (aclDataType dt : reflect ? kReflectFwdDtypes : kReplicateFwdDtypes) {
      const Valid ok = MakeValid(*op, dt);
      EXPECT_EQ(RunCall(*op, ok).status, 0) << Name(dt);
    }
    std::vector<aclDataType> never = kNeverDtypes;
    if (!reflect) never.push_back(ACL_BOOL);
    for (aclDataType dt : never) {
      Valid bad = v;
      bad.self.dtype = dt;
      bad.out.dtype = dt;
      EXPECT_FAILS(RunCall(*op, bad), kInvalid, "self has dtype");
      bad.self.dtype = ACL_FLOAT;
      EXPECT_FAILS(RunCall(*op, bad), kInvalid, "out has dtype");
    }
    // F7: out's dtype is self's.
    Valid mismatch = v;
    mismatch.out.dtype = ACL_FLOAT16;
    EXPECT_FAILS(RunCall(*op, mismatch), kInvalid, "out dtype FLOAT16 must equal self dtype FLOAT");
    // F8 (F4 for ReplicationPad2d): the formats must agree.
    Valid fmt = v;
    fmt.self.format = ACL_FORMAT_NCHW;
    EXPECT_FAILS(RunCall(*op, fmt), kInvalid, "self and out must have the same format");
    fmt.self.format = ACL_FORMAT_UNDEFINED;
    EXPECT_FAILS(RunCall(*op, fmt), kInvalid, "self and out must have the same format");
    // Format against dtype: ReplicationPad2d checks the formats first (F4), the others after the
    // dtypes (F8).
    Valid both = fmt;
    both.self.dtype = ACL_UINT16;
    both.out.dtype = ACL_UINT16;
    EXPECT_FAILS(RunCall(*op, both), kInvalid, op == &kRepPad2d ? "same format" : "self has dtype");
    both = fmt;
    both.out.dtype = ACL_FLOAT16;  // F7 against F8
    EXPECT_FAILS(RunCall(*op, both), kInvalid, op == &kRepPad2d ? "same format" : "must equal self dtype");
    // Equal public labels pass.
    for (aclFormat f : {ACL_FORMAT_NCHW, ACL_FORMAT_NHWC, ACL_FORMAT_NCDHW, ACL_FORMAT_NCL}) {
      const Valid same = MakeValid(*op, ACL_FLOAT, f);
      EXPECT_EQ(RunCall(*op, same).status, 0) << f;
    }
  }
}

TEST(PadFamilyStatus, PrivateFormatsAreRefusedInForwards) {  // library policy (spec 4.5)
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    for (aclFormat f : {ACL_FORMAT_NC1HWC0, ACL_FORMAT_FRACTAL_NZ, ACL_FORMAT_NDC1HWC0, ACL_FORMAT_FRACTAL_Z}) {
      const Valid v = MakeValid(*op, ACL_FLOAT, f);
      EXPECT_FAILS(RunCall(*op, v), kInvalid, "self has the private format");
      // After F8: a mismatch is reported as such.
      Valid m = v;
      m.out.format = ACL_FORMAT_ND;
      EXPECT_FAILS(RunCall(*op, m), kInvalid, "same format");
      // Before F9.
      Valid r = v;
      r.self.shape.push_back(1);
      EXPECT_FAILS(RunCall(*op, r), kInvalid, "private format");
    }
  }
}

TEST(PadFamilyStatus, F9toF12_RanksAndPaddingLength) {
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    const int k = op->k;
    // F9 / F10: rank k+1 .. k+2.
    Valid lo = v;
    lo.self.shape = Shape(static_cast<size_t>(k), 3);
    lo.out.shape = PaddedShape(lo.self.shape, v.pad);
    EXPECT_FAILS(RunCall(*op, lo), kInvalid, "self has rank " + std::to_string(k));
    Valid hi = v;
    hi.self.shape.insert(hi.self.shape.begin(), 1);
    hi.out.shape.insert(hi.out.shape.begin(), 1);
    EXPECT_FAILS(RunCall(*op, hi), kInvalid, "self has rank " + std::to_string(k + 3));
    // F9 before F11.
    Valid lo2 = lo;
    lo2.out.shape.push_back(1);
    EXPECT_FAILS(RunCall(*op, lo2), kInvalid, "self has rank");
    // F11: out's rank is self's (also for an unbatched self against a batched out).
    Valid r = v;
    r.out.shape.insert(r.out.shape.begin(), 1);
    EXPECT_FAILS(RunCall(*op, r), kInvalid, "out has rank");
    Valid ub = v;
    ub.self.shape = Unbatched(v.self.shape);
    EXPECT_FAILS(RunCall(*op, ub), kInvalid, "out has rank");
    // F12: 2k values; F11 before F12.
    for (size_t len : {size_t{0}, size_t(2 * k - 1), size_t(2 * k + 1), size_t(2 * k + 2)}) {
      Valid p = v;
      p.pad.assign(len, 1);
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "padding must have " + std::to_string(2 * k) + " values");
      p.out.shape.push_back(1);
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "out has rank");
    }
  }
}

TEST(PadFamilyStatus, F13F14_ReflectPadLimitThenOutShape) {
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    const size_t r = v.self.shape.size();
    for (size_t i = 0; i < v.pad.size(); ++i) {
      const int64_t n = v.self.shape[r - 1 - i / 2];
      // pad = n - 1: valid in both modes; pad = n (and beyond): reflect F13, replicate fine.
      for (int64_t extra : {int64_t{-1}, int64_t{0}, int64_t{3}}) {
        Valid p = v;
        p.pad[i] = n + extra;
        p.out.shape = PaddedShape(v.self.shape, p.pad);
        const Outcome o = RunCall(*op, p);
        if (op->mode == PadMode::kReflect && extra >= 0) {
          EXPECT_FAILS(o, kInvalid, "must be less than the corresponding dims of self");
          // F13 before F14.
          p.out.shape.back() += 1;
          EXPECT_FAILS(RunCall(*op, p), kInvalid, "must be less than the corresponding dims of self");
        } else {
          EXPECT_EQ(o.status, 0) << "padding[" << i << "] = " << p.pad[i] << ": " << o.msg;
        }
      }
    }
    // F14 / F14': every padded dim of out is checked.
    for (int j = 0; j < op->k; ++j) {
      for (int64_t delta : {int64_t{-1}, int64_t{1}}) {
        Valid p = v;
        p.out.shape[r - 1 - static_cast<size_t>(j)] += delta;
        EXPECT_FAILS(RunCall(*op, p), kInvalid, "out has shape");
      }
    }
  }
}

TEST(PadFamilyStatus, F14F16_LeadingDimMismatch) {
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    for (size_t d : {size_t{0}, size_t{1}}) {
      Valid p = v;
      p.out.shape[d] += 1;
      // Replicate: the whole out shape (F14'); reflect: after the plan (F16). Both 161002.
      EXPECT_FAILS(RunCall(*op, p), kInvalid,
                   op->mode == PadMode::kReplicate ? "expected " : "its leading dims must equal those of self");
    }
  }
}

TEST(PadFamilyStatus, F15_EmptyTensors) {
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    const std::string empty = op->k == 1 ? "Expected 2D or 3D tensor" : op->k == 2 ? "Expected 3D or 4D tensor"
                                                                                   : "Expected 4D or 5D tensor";
    // Batched, N = 0: success, workspace 0, nothing written.
    Valid n0 = v;
    n0.self.shape[0] = 0;
    n0.out.shape[0] = 0;
    Outcome o = RunCall(*op, n0);
    EXPECT_EQ(o.status, 0) << o.msg;
    EXPECT_EQ(o.ws, 0u);
    EXPECT_FALSE(o.wrote);
    // Batched, C = 0: 161002 with the spec's message.
    Valid c0 = v;
    c0.self.shape[1] = 0;
    c0.out.shape[1] = 0;
    EXPECT_FAILS(RunCall(*op, c0), kInvalid, empty);
    // F14 before F15: a wrong padded dim of out is reported first, empty or not.
    for (Valid e : {n0, c0}) {
      e.out.shape.back() += 1;
      EXPECT_FAILS(RunCall(*op, e), kInvalid, "out has shape");
    }
    // Unbatched: always rejected.
    Valid ub = v;
    ub.self.shape = Unbatched(v.self.shape);
    ub.out.shape = Unbatched(v.out.shape);
    ub.self.shape[0] = 0;
    ub.out.shape[0] = 0;
    EXPECT_FAILS(RunCall(*op, ub), kInvalid, empty);
    // out empty through cropping, self not: batched success (nothing written), unbatched 161002.
    Valid crop = v;
    crop.pad[0] = -v.self.shape.back();
    crop.pad[1] = 0;
    crop.out.shape = PaddedShape(v.self.shape, crop.pad);
    ASSERT_EQ(crop.out.shape.back(), 0);
    o = RunCall(*op, crop);
    EXPECT_EQ(o.status, 0) << o.msg;
    EXPECT_EQ(o.ws, 0u);
    crop.self.shape = Unbatched(crop.self.shape);
    crop.out.shape = Unbatched(crop.out.shape);
    EXPECT_FAILS(RunCall(*op, crop), kInvalid, empty);
    // A padded dim 0 in self: the reflect pad limit (F13) comes first; replicate reaches F15.
    Valid w0 = v;
    w0.self.shape.back() = 0;
    w0.out.shape = PaddedShape(w0.self.shape, w0.pad);
    EXPECT_FAILS(RunCall(*op, w0), kInvalid, op->mode == PadMode::kReflect ? "must be less than" : empty);
    // F15 before F16 (reflect): an empty batch with another N in out is accepted, nothing written.
    // Replicate rejects it earlier (F14').
    Valid lead = n0;
    lead.out.shape[0] = 2;
    o = RunCall(*op, lead);
    if (op->mode == PadMode::kReflect) {
      EXPECT_EQ(o.status, 0) << o.msg;
      EXPECT_FALSE(o.wrote);
    } else {
      EXPECT_FAILS(o, kInvalid, "out has shape");
    }
  }
}

TEST(PadFamilyStatus, NegativePaddingIsAccepted) {  // spec 4.3, 8.3: crops; values checked by Call
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    Valid v = MakeValid(*op);
    for (size_t i = 0; i < v.pad.size(); ++i) v.pad[i] = (i % 2) ? -1 : 2;
    v.out.shape = PaddedShape(v.self.shape, v.pad);
    EXPECT_EQ(RunCall(*op, v).status, 0);
  }
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    Valid v = MakeValid(*op);
    for (size_t i = 0; i < v.pad.size(); ++i) v.pad[i] = (i % 2) ? -1 : 2;
    v.a.shape = PaddedShape(v.self.shape, v.pad);
    EXPECT_EQ(RunCall(*op, v).status, 0);
  }
}

TEST(PadFamilyStatus, ViewsMustStayInsideTheirStorage) {  // library check, every entry point
  for (const Op* op : kForwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    for (int which = 0; which < 2; ++which) {
      Arg self(v.self), out(v.out);
      const Desc& d = which ? v.out : v.self;
      TestTensor& tt = which ? out.tt() : self.tt();
      Shape st(d.shape.size(), 1);
      for (size_t i = d.shape.size(); i-- > 1;) st[i - 1] = st[i] * d.shape[i];
      const int64_t storage[1] = {tt.storage_elems() - 1};
      aclTensor* over = aclCreateTensor(d.shape.data(), d.shape.size(), d.dtype, st.data(), 0, ACL_FORMAT_ND, storage,
                                        1, tt.data());
      aclIntArray* p = aclCreateIntArray(v.pad.data(), v.pad.size());
      uint64_t ws = 0;
      aclOpExecutor* ex = nullptr;
      EXPECT_EQ(op->fwd(which ? self.get() : over, p, which ? over : out.get(), &ws, &ex), kInvalid);
      EXPECT_NE(std::string(aclGetRecentErrMsg()).find("outside its storage"), std::string::npos) << aclGetRecentErrMsg();
      aclDestroyTensor(over);
      aclDestroyIntArray(p);
    }
  }
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    for (int which = 0; which < 2; ++which) {
      Arg go(v.a), self(v.self), gi(v.out);
      const Desc& d = which ? v.out : v.a;
      TestTensor& tt = which ? gi.tt() : go.tt();
      Shape st(d.shape.size(), 1);
      for (size_t i = d.shape.size(); i-- > 1;) st[i - 1] = st[i] * d.shape[i];
      const int64_t storage[1] = {tt.storage_elems() - 1};
      aclTensor* over = aclCreateTensor(d.shape.data(), d.shape.size(), d.dtype, st.data(), 0, ACL_FORMAT_ND, storage,
                                        1, tt.data());
      aclIntArray* p = aclCreateIntArray(v.pad.data(), v.pad.size());
      uint64_t ws = 0;
      aclOpExecutor* ex = nullptr;
      EXPECT_EQ(op->bwd(which ? go.get() : over, self.get(), p, which ? over : gi.get(), &ws, &ex), kInvalid);
      EXPECT_NE(std::string(aclGetRecentErrMsg()).find("outside its storage"), std::string::npos) << aclGetRecentErrMsg();
      aclDestroyTensor(over);
      aclDestroyIntArray(p);
    }
  }
}

// ---- §5.2: the backward checks, in order -----------------------------------------------------

TEST(PadFamilyStatus, B1B3_NullsInParameterOrder) {
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    {
      Arg go(v.a), self(v.self), gi(v.out);
      aclIntArray* p = aclCreateIntArray(v.pad.data(), v.pad.size());
      uint64_t ws = 0;
      aclOpExecutor* ex = nullptr;
      EXPECT_EQ(op->bwd(go.get(), self.get(), p, gi.get(), nullptr, &ex), kNull);
      EXPECT_NE(std::string(aclGetRecentErrMsg()).find("workspaceSize must not be a null pointer"), std::string::npos);
      EXPECT_EQ(op->bwd(go.get(), self.get(), p, gi.get(), &ws, nullptr), kNull);
      EXPECT_NE(std::string(aclGetRecentErrMsg()).find("executor must not be a null pointer"), std::string::npos);
      EXPECT_EQ(op->bwd(nullptr, nullptr, nullptr, nullptr, &ws, nullptr), kNull);
      EXPECT_NE(std::string(aclGetRecentErrMsg()).find("executor"), std::string::npos);
      aclDestroyIntArray(p);
    }
    const Desc bad = D({2}, ACL_UINT64);
    EXPECT_FAILS(Call(*op, nullptr, nullptr, nullptr, nullptr), kNull, "gradOutput must not be a null pointer");
    EXPECT_FAILS(Call(*op, &bad, nullptr, nullptr, nullptr), kNull, "self must not be a null pointer");
    EXPECT_FAILS(Call(*op, &bad, &bad, nullptr, nullptr), kNull, "padding must not be a null pointer");
    EXPECT_FAILS(Call(*op, &bad, &bad, &v.pad, nullptr), kNull, "gradInput must not be a null pointer");
  }
}

TEST(PadFamilyStatus, B4B5_Dtypes) {
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    for (aclDataType dt : kBwdDtypes) EXPECT_EQ(RunCall(*op, MakeValid(*op, dt)).status, 0) << Name(dt);
    std::vector<aclDataType> never = kNeverDtypes;
    for (aclDataType dt : {ACL_BOOL, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64}) never.push_back(dt);
    for (aclDataType dt : never) {
      Valid b = v;
      b.a.dtype = b.self.dtype = b.out.dtype = dt;
      EXPECT_FAILS(RunCall(*op, b), kInvalid, "gradOutput has dtype");
      b.a.dtype = ACL_FLOAT;
      EXPECT_FAILS(RunCall(*op, b), kInvalid, "self has dtype");
      b.self.dtype = ACL_FLOAT;
      EXPECT_FAILS(RunCall(*op, b), kInvalid, "gradInput has dtype");
    }
    // B5: gradOutput against self, then gradInput against self; B4 before B5.
    Valid m = v;
    m.a.dtype = ACL_DOUBLE;
    m.out.dtype = ACL_FLOAT16;
    EXPECT_FAILS(RunCall(*op, m), kInvalid, "gradOutput dtype DOUBLE must equal self dtype FLOAT");
    m.a.dtype = ACL_FLOAT;
    EXPECT_FAILS(RunCall(*op, m), kInvalid, "gradInput dtype FLOAT16 must equal self dtype FLOAT");
    m.self.dtype = ACL_INT32;
    EXPECT_FAILS(RunCall(*op, m), kInvalid, "self has dtype INT32");
  }
}

TEST(PadFamilyStatus, B6B7_Formats) {
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    for (int which = 0; which < 3; ++which) {
      const char* names[] = {"gradOutput has the private format", "self has the private format",
                             "gradInput has the private format"};
      for (aclFormat f : {ACL_FORMAT_NC1HWC0, ACL_FORMAT_FRACTAL_NZ, ACL_FORMAT_NDC1HWC0}) {
        Valid p = v;
        (which == 0 ? p.a : which == 1 ? p.self : p.out).format = f;
        EXPECT_FAILS(RunCall(*op, p), kInvalid, names[which]);  // B6 before B7 (the formats differ too)
        // B5 before B6.
        p.out.dtype = ACL_DOUBLE;
        EXPECT_FAILS(RunCall(*op, p), kInvalid, "must equal self dtype");
      }
    }
    // All three private and equal: still refused.
    const Valid all = MakeValid(*op, ACL_FLOAT, ACL_FORMAT_NC1HWC0);
    EXPECT_FAILS(RunCall(*op, all), kInvalid, "private format");
    // B7: the view formats must be identical; equal public labels pass.
    for (int which = 0; which < 3; ++which) {
      Valid p = v;
      (which == 0 ? p.a : which == 1 ? p.self : p.out).format = which == 1 ? ACL_FORMAT_UNDEFINED : ACL_FORMAT_NCHW;
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "gradOutput, self and gradInput must have the same format");
      // B7 before B8.
      p.out.shape.back() += 1;
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "same format");
    }
    for (aclFormat f : {ACL_FORMAT_NCHW, ACL_FORMAT_NCDHW, ACL_FORMAT_NCL, ACL_FORMAT_UNDEFINED})
      EXPECT_EQ(RunCall(*op, MakeValid(*op, ACL_FLOAT, f)).status, 0) << f;
  }
}

TEST(PadFamilyStatus, B8toB12_ShapesRanksAndPaddingLength) {
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    const int k = op->k;
    // B8: gradInput has self's shape; before the rank checks.
    for (size_t d = 0; d < v.self.shape.size(); ++d) {
      Valid p = v;
      p.out.shape[d] += 1;
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "gradInput has shape");
    }
    Valid r8 = v;
    r8.self.shape = Shape(static_cast<size_t>(k), 3);
    EXPECT_FAILS(RunCall(*op, r8), kInvalid, "gradInput has shape");
    // B9 / B10.
    Valid lo = v;
    lo.self.shape = lo.out.shape = Shape(static_cast<size_t>(k), 3);
    lo.a.shape = PaddedShape(lo.self.shape, v.pad);
    EXPECT_FAILS(RunCall(*op, lo), kInvalid, "self has rank " + std::to_string(k));
    Valid hi = v;
    for (Desc* d : {&hi.a, &hi.self, &hi.out}) d->shape.insert(d->shape.begin(), 1);
    EXPECT_FAILS(RunCall(*op, hi), kInvalid, "self has rank " + std::to_string(k + 3));
    // B9 before B11.
    lo.a.shape.push_back(1);
    EXPECT_FAILS(RunCall(*op, lo), kInvalid, "self has rank");
    // B11.
    Valid r = v;
    r.a.shape.insert(r.a.shape.begin(), 1);
    EXPECT_FAILS(RunCall(*op, r), kInvalid, "gradOutput has rank");
    Valid ub = v;
    ub.self.shape = ub.out.shape = Unbatched(v.self.shape);
    EXPECT_FAILS(RunCall(*op, ub), kInvalid, "gradOutput has rank");
    // B12; B11 before B12.
    for (size_t len : {size_t{0}, size_t(2 * k - 1), size_t(2 * k + 1)}) {
      Valid p = v;
      p.pad.assign(len, 1);
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "padding must have " + std::to_string(2 * k) + " values");
      p.a.shape.push_back(1);
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "gradOutput has rank");
    }
  }
}

TEST(PadFamilyStatus, B13toB16_PadLimitsAndGradOutputShape) {
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    const size_t r = v.self.shape.size();
    const bool reflect = op->mode == PadMode::kReflect;
    // B15: every padded dim of gradOutput.
    for (int j = 0; j < op->k; ++j) {
      for (int64_t delta : {int64_t{-1}, int64_t{1}}) {
        Valid p = v;
        p.a.shape[r - 1 - static_cast<size_t>(j)] += delta;
        EXPECT_FAILS(RunCall(*op, p), kInvalid, "gradOutput has shape");
      }
    }
    // B13 (ReflectionPad3dBackward, before B15) / B16 (ReflectionPad1dBackward, after B15); none for
    // replicate.
    for (size_t i = 0; i < v.pad.size(); ++i) {
      const int64_t n = v.self.shape[r - 1 - i / 2];
      for (int64_t extra : {int64_t{-1}, int64_t{0}, int64_t{2}}) {
        Valid p = v;
        p.pad[i] = n + extra;
        p.a.shape = PaddedShape(v.self.shape, p.pad);
        const Outcome o = RunCall(*op, p);
        if (reflect && extra >= 0) {
          EXPECT_FAILS(o, kInvalid, "must be less than the corresponding dims of self");
          p.a.shape[r - 1 - i / 2] += 1;  // and a wrong gradOutput: the order decides
          EXPECT_FAILS(RunCall(*op, p), kInvalid,
                       op == &kRefPad3dBwd ? "must be less than" : "gradOutput has shape");
        } else {
          EXPECT_EQ(o.status, 0) << "padding[" << i << "] = " << p.pad[i] << ": " << o.msg;
        }
      }
    }
  }
}

TEST(PadFamilyStatus, B14_Bf16PaddingRuleOfReplicationPad2dBackward) {
  const Op& op = kRepPad2dBwd;
  struct Row {
    Pad pad;
    bool ok;
  };
  // [left, right, top, bottom]: negative → invalid; top = bottom = 0 → any size; else all <= 7.
  const Row rows[] = {{{7, 7, 7, 7}, true},   {{8, 0, 1, 0}, false},  {{0, 0, 8, 0}, false},
                      {{0, 0, 0, 8}, false},  {{9, 12, 0, 0}, true},  {{-1, 0, 0, 0}, false},
                      {{0, 0, -1, 0}, false}, {{0, 0, 0, 0}, true},   {{1, 2, 3, 4}, true}};
  for (const Row& row : rows) {
    SCOPED_TRACE(::testing::PrintToString(row.pad));
    const Shape s = {1, 2, 10, 10};
    const Desc go = D(PaddedShape(s, row.pad), ACL_BF16), self = D(s, ACL_BF16);
    const Outcome o = Call(op, &go, &self, &row.pad, &self);
    if (row.ok) {
      EXPECT_EQ(o.status, 0) << o.msg;
    } else {
      EXPECT_FAILS(o, kInvalid, "BFLOAT16 padding");
    }
    // Other dtypes have no such rule.
    const Desc go16 = D(PaddedShape(s, row.pad), ACL_FLOAT16), self16 = D(s, ACL_FLOAT16);
    EXPECT_EQ(Call(op, &go16, &self16, &row.pad, &self16).status, 0);
    // B14 before B15.
    if (!row.ok) {
      Desc wrong = go;
      wrong.shape.back() += 1;
      EXPECT_FAILS(Call(op, &wrong, &self, &row.pad, &self), kInvalid, "BFLOAT16 padding");
    }
  }
  // Only the 2d backward has it.
  for (const Op* other : kBackwards) {
    if (other == &kRepPad2dBwd || other->mode == PadMode::kReflect) continue;
    Valid v = MakeValid(*other, ACL_BF16);
    v.pad[0] = 9;
    v.pad[1] = -1;
    v.a.shape = PaddedShape(v.self.shape, v.pad);
    EXPECT_EQ(RunCall(*other, v).status, 0) << other->api;
  }
}

TEST(PadFamilyStatus, BackwardLeadingDimMismatchIsRejected) {  // library policy (spec 8.6)
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    for (size_t d : {size_t{0}, size_t{1}}) {
      Valid p = v;
      p.a.shape[d] += 1;
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "gradOutput has shape");
      EXPECT_FAILS(RunCall(*op, p), kInvalid, "leading dims");
    }
    // Also for a call the empty-tensor rule would accept (an empty batch): the policy comes first.
    Valid e = v;
    e.self.shape[0] = e.out.shape[0] = 0;
    EXPECT_FAILS(RunCall(*op, e), kInvalid, "leading dims");
  }
}

TEST(PadFamilyStatus, B17_EmptyTensors) {
  for (const Op* op : kBackwards) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    const std::string empty = op->k == 3 ? "Expected 4D or 5D tensor" : "Input should not be empty";
    // Batched, N = 0: success, workspace 0, nothing written.
    Valid n0 = v;
    n0.a.shape[0] = n0.self.shape[0] = n0.out.shape[0] = 0;
    Outcome o = RunCall(*op, n0);
    EXPECT_EQ(o.status, 0) << o.msg;
    EXPECT_EQ(o.ws, 0u);
    EXPECT_FALSE(o.wrote);
    // Batched, a zero in a dim other than N: 161002.
    for (size_t d = 1; d < v.self.shape.size(); ++d) {
      Valid z = v;
      z.self.shape[d] = z.out.shape[d] = 0;
      z.a.shape = PaddedShape(z.self.shape, z.pad);
      if (d + static_cast<size_t>(op->k) >= z.self.shape.size()) {
        // A padded dim: replicate pads 0 around nothing (so the padding rule is no help here).
        if (op->mode == PadMode::kReflect) continue;  // the pad limit catches it (B13/B16)
      }
      EXPECT_FAILS(RunCall(*op, z), kInvalid, empty);
    }
    // B15 before B17: a wrong padded dim of gradOutput is reported first.
    for (size_t d : {size_t{0}, size_t{1}}) {
      Valid e = v;
      e.self.shape[d] = e.out.shape[d] = e.a.shape[d] = 0;
      e.a.shape.back() += 1;
      EXPECT_FAILS(RunCall(*op, e), kInvalid, "gradOutput has shape");
    }
    // Unbatched with a zero leading dim: accepted by ReflectionPad1dBackward only (the spec's 4.4).
    Valid ub = v;
    ub.self.shape = ub.out.shape = Unbatched(v.self.shape);
    ub.self.shape[0] = ub.out.shape[0] = 0;
    ub.a.shape = PaddedShape(ub.self.shape, ub.pad);
    o = RunCall(*op, ub);
    if (op == &kRefPad1dBwd) {
      EXPECT_EQ(o.status, 0) << o.msg;
      EXPECT_EQ(o.ws, 0u);
      EXPECT_FALSE(o.wrote);
    } else {
      EXPECT_FAILS(o, kInvalid, empty);
    }
    // gradOutput empty through cropping, gradInput not (library policy, spec 8.4): zeros in gradInput
    // (checked against the reference by Call); unbatched, the same rule as above.
    Valid crop = v;
    crop.pad[0] = -v.self.shape.back();
    crop.pad[1] = 0;
    crop.a.shape = PaddedShape(v.self.shape, crop.pad);
    o = RunCall(*op, crop);
    EXPECT_EQ(o.status, 0) << o.msg;
    EXPECT_TRUE(o.wrote);
    crop.self.shape = crop.out.shape = Unbatched(v.self.shape);
    crop.a.shape = PaddedShape(crop.self.shape, crop.pad);
    o = RunCall(*op, crop);
    if (op == &kRefPad1dBwd) {
      EXPECT_EQ(o.status, 0) << o.msg;
      EXPECT_TRUE(o.wrote);
    } else {
      EXPECT_FAILS(o, kInvalid, empty);
    }
  }
}

// ---- phase 2 ---------------------------------------------------------------------------------

TEST(PadFamilyStatus, Phase2Statuses) {
  for (const Op* op : {&kRefPad1d, &kRefPad3d, &kRepPad1d, &kRepPad2d, &kRepPad3d, &kRefPad1dBwd, &kRefPad3dBwd,
                       &kRepPad1dBwd, &kRepPad2dBwd, &kRepPad3dBwd}) {
    SCOPED_TRACE(op->api);
    const Valid v = MakeValid(*op);
    Arg a(v.a), self(v.self), out(v.out);
    aclIntArray* p = aclCreateIntArray(v.pad.data(), v.pad.size());
    const uint64_t seed = TestSeed();
    std::mt19937_64 rng(seed);
    SetScalars(a.tt(), RandomScalars(a.tt(), rng, -8, 8));
    auto phase1 = [&](uint64_t* ws, aclOpExecutor** ex) {
      return op->backward() ? op->bwd(a.get(), self.get(), p, out.get(), ws, ex) : op->fwd(a.get(), p, out.get(), ws, ex);
    };
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    // A null executor: 161001.
    EXPECT_EQ(op->run(nullptr, 0, nullptr, nullptr), kNull);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find(std::string(op->api) + ": executor must not be a null pointer"),
              std::string::npos);
    // The expected values.
    ASSERT_EQ(phase1(&ws, &ex), 0) << aclGetRecentErrMsg();
    std::vector<void*> blocks;
    auto workspace = [&](uint64_t n) {
      void* w = nullptr;
      if (n > 0) EXPECT_EQ(aclrtMalloc(&w, n, ACL_MEM_MALLOC_HUGE_FIRST), 0);
      blocks.push_back(w);
      return w;
    };
    out.tt().Poison();
    EXPECT_EQ(op->run(workspace(ws), ws, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    const std::vector<double> want = Scalars(out.tt());
    // Consumed: a second run is refused (161002).
    EXPECT_EQ(op->run(workspace(ws), ws, ex, nullptr), kInvalid);
    // Another entry point's executor: 161002, naming both.
    const Op& other = op == &kRepPad1d ? kRefPad1d : kRepPad1d;
    ASSERT_EQ(phase1(&ws, &ex), 0);
    EXPECT_EQ(other.run(workspace(ws), ws, ex, nullptr), kInvalid);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find(op->api), std::string::npos) << aclGetRecentErrMsg();
    if (ws > 0) {
      // A null workspace with a non-zero size: 161001; a workspace smaller than booked: 161002.
      ASSERT_EQ(phase1(&ws, &ex), 0);
      EXPECT_EQ(op->run(nullptr, ws, ex, nullptr), kNull);
      EXPECT_NE(std::string(aclGetRecentErrMsg()).find("workspace"), std::string::npos);
      ASSERT_EQ(phase1(&ws, &ex), 0);
      EXPECT_EQ(op->run(workspace(ws), ws - 1, ex, nullptr), kInvalid);
    }
    // Repeatable: three runs, the same values each time.
    ASSERT_EQ(phase1(&ws, &ex), 0);
    ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
    void* w = workspace(ws);
    for (int i = 0; i < 3; ++i) {
      out.tt().Poison();
      EXPECT_EQ(op->run(w, ws, ex, nullptr), 0);
      EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
      EXPECT_EQ(Scalars(out.tt()), want) << SeedNote(seed);
    }
    EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
    for (void* b : blocks)
      if (b) aclrtFree(b);
    aclDestroyIntArray(p);
  }
}
