// The pad family's numerics on its engine: every reflection/replication entry point against the
// float64 reference (src/ops/pad/ref.h) with random shapes, pads (negative ones too), dtypes and
// strided, offset and transposed views, outputs poisoned and guarded, 1/2/3 threads bitwise
// identical; the worked examples of the spec; the adjoint identity <pad(x), g> = <x, pad^T(g)>;
// outputs overlapping inputs; the implementation each call takes (ACLNN_CPU_VERBOSE).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>

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

using Fwd1 = aclnnStatus (*)(const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*, aclOpExecutor**);
using Bwd1 = aclnnStatus (*)(const aclTensor*, const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*,
                             aclOpExecutor**);
using Run2 = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

struct Op {
  const char* name;
  PadMode mode;
  int k;
  bool backward;
  Fwd1 fwd = nullptr;
  Bwd1 bwd = nullptr;
  Run2 run = nullptr;
  std::vector<aclDataType> dtypes;
};

const std::vector<aclDataType> kFwdReflect = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8,
                                              ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128};
const std::vector<aclDataType> kFwdReplicate = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8, ACL_UINT8,
                                                ACL_INT16, ACL_INT32, ACL_INT64, ACL_COMPLEX64, ACL_COMPLEX128};
const std::vector<aclDataType> kBwd = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128};

const std::vector<Op>& Ops() {
  static const std::vector<Op> ops = {
      {"ReflectionPad1d", PadMode::kReflect, 1, false, aclnnReflectionPad1dGetWorkspaceSize, nullptr, aclnnReflectionPad1d, kFwdReflect},
      {"ReflectionPad3d", PadMode::kReflect, 3, false, aclnnReflectionPad3dGetWorkspaceSize, nullptr, aclnnReflectionPad3d, kFwdReflect},
      {"ReplicationPad1d", PadMode::kReplicate, 1, false, aclnnReplicationPad1dGetWorkspaceSize, nullptr, aclnnReplicationPad1d, kFwdReplicate},
      {"ReplicationPad2d", PadMode::kReplicate, 2, false, aclnnReplicationPad2dGetWorkspaceSize, nullptr, aclnnReplicationPad2d, kFwdReplicate},
      {"ReplicationPad3d", PadMode::kReplicate, 3, false, aclnnReplicationPad3dGetWorkspaceSize, nullptr, aclnnReplicationPad3d, kFwdReplicate},
      {"ReflectionPad1dBackward", PadMode::kReflect, 1, true, nullptr, aclnnReflectionPad1dBackwardGetWorkspaceSize, aclnnReflectionPad1dBackward, kBwd},
      {"ReflectionPad3dBackward", PadMode::kReflect, 3, true, nullptr, aclnnReflectionPad3dBackwardGetWorkspaceSize, aclnnReflectionPad3dBackward, kBwd},
      {"ReplicationPad1dBackward", PadMode::kReplicate, 1, true, nullptr, aclnnReplicationPad1dBackwardGetWorkspaceSize, aclnnReplicationPad1dBackward, kBwd},
      {"ReplicationPad2dBackward", PadMode::kReplicate, 2, true, nullptr, aclnnReplicationPad2dBackwardGetWorkspaceSize, aclnnReplicationPad2dBackward, kBwd},
      {"ReplicationPad3dBackward", PadMode::kReplicate, 3, true, nullptr, aclnnReplicationPad3dBackwardGetWorkspaceSize, aclnnReplicationPad3dBackward, kBwd},
  };
  return ops;
}

// padding in the operators' order: pair j pads axis rank-1-j.
std::vector<int64_t> AxisPads(const std::vector<int64_t>& padding, size_t rank, bool high) {
  std::vector<int64_t> v(rank, 0);
  for (size_t j = 0; j < padding.size() / 2; ++j) v[rank - 1 - j] = padding[2 * j + (high ? 1 : 0)];
  return v;
}

Shape PaddedShape(const Shape& s, const std::vector<int64_t>& padding) {
  Shape o = s;
  for (size_t j = 0; j < padding.size() / 2; ++j) o[s.size() - 1 - j] += padding[2 * j] + padding[2 * j + 1];
  return o;
}

aclnnStatus Call(const Op& op, aclTensor* a, aclTensor* self, const std::vector<int64_t>& padding, aclTensor* out) {
  aclIntArray* p = aclCreateIntArray(padding.data(), padding.size());
  const aclnnStatus st = RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) {
        return op.backward ? op.bwd(a, self, p, out, ws, ex) : op.fwd(a, p, out, ws, ex);
      },
      op.run);
  aclDestroyIntArray(p);
  return st;
}

// Splits the interleaved complex scalars into per-component arrays for the reference.
std::vector<double> Component(const std::vector<double>& v, int64_t comps, int64_t c) {
  std::vector<double> r;
  for (size_t i = static_cast<size_t>(c); i < v.size(); i += static_cast<size_t>(comps)) r.push_back(v[i]);
  return r;
}

bool SameBits(double a, double b) { return (std::isnan(a) && std::isnan(b)) || std::memcmp(&a, &b, 8) == 0; }

struct Problem {
  Shape self;
  std::vector<int64_t> padding;
  aclDataType dtype = ACL_FLOAT;
  Layout in_layout, out_layout;
};

// Runs op on the problem with 1, 2 and 3 threads and checks it against the reference.
void Check(const Op& op, const Problem& pr, std::mt19937_64& rng) {
  const Shape padded = PaddedShape(pr.self, pr.padding);
  const Shape in_shape = op.backward ? padded : pr.self, out_shape = op.backward ? pr.self : padded;
  std::string trace = std::string(op.name) + " " + Name(pr.dtype) + " self " + ::testing::PrintToString(pr.self) +
                      " padding " + ::testing::PrintToString(pr.padding);
  SCOPED_TRACE(trace);
  TestTensor in(in_shape, pr.dtype, pr.in_layout), out(out_shape, pr.dtype, pr.out_layout);
  TestTensor self(pr.self, pr.dtype);
  const bool integral = pad_test::IsIntegral(pr.dtype);
  SetScalars(in, pad_test::RandomScalars(in, rng, integral ? -100 : -4, integral ? 100 : 4));
  const std::vector<double> v = Scalars(in);
  const int64_t comps = pad_test::Comps(pr.dtype);
  const std::vector<int64_t> lo = AxisPads(pr.padding, pr.self.size(), false), hi = AxisPads(pr.padding, pr.self.size(), true);
  std::vector<double> want(static_cast<size_t>(pad_test::Numel(out_shape) * comps));
  // Backward: each scalar's number of terms and the sum of their magnitudes bound the summation
  // error (at most (terms - 1) * u * sum |term|).
  std::vector<double> terms(want.size()), mag(want.size());
  for (int64_t c = 0; c < comps; ++c) {
    const std::vector<double> x = Component(v, comps, c);
    const std::vector<double> r = op.backward ? aclnn_cpu::ref::PadBackward(op.mode, pr.self, lo, hi, x)
                                              : aclnn_cpu::ref::PadForward(op.mode, pr.self, lo, hi, x);
    for (size_t i = 0; i < r.size(); ++i) want[i * static_cast<size_t>(comps) + static_cast<size_t>(c)] = r[i];
    if (!op.backward) continue;
    std::vector<double> ones(x.size(), 1.0), abs_x(x.size());
    for (size_t i = 0; i < x.size(); ++i) abs_x[i] = std::fabs(x[i]);
    const std::vector<double> n = aclnn_cpu::ref::PadBackward(op.mode, pr.self, lo, hi, ones);
    const std::vector<double> m = aclnn_cpu::ref::PadBackward(op.mode, pr.self, lo, hi, abs_x);
    for (size_t i = 0; i < r.size(); ++i) {
      terms[i * static_cast<size_t>(comps) + static_cast<size_t>(c)] = n[i];
      mag[i * static_cast<size_t>(comps) + static_cast<size_t>(c)] = m[i];
    }
  }
  std::vector<double> first;
  for (int t : {1, 2, 3}) {
    ScopedThreads st(t);
    out.Poison();
    ASSERT_EQ(Call(op, in.get(), self.get(), pr.padding, out.get()), 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    ASSERT_TRUE(in.UntouchedOutside(&why)) << "input: " << why;
    const std::vector<double> got = Scalars(out);
    ASSERT_EQ(got.size(), want.size());
    if (t == 1) {
      for (size_t i = 0; i < got.size(); ++i) {
        if (!op.backward) {
          ASSERT_TRUE(SameBits(got[i], want[i])) << "scalar " << i << ": " << got[i] << " vs " << want[i];
        } else {
          // fp32 sums (fp64 for DOUBLE/COMPLEX128), rounded once to the dtype.
          const bool wide = pr.dtype == ACL_DOUBLE || pr.dtype == ACL_COMPLEX128;
          const double u = pr.dtype == ACL_FLOAT16 ? std::ldexp(1.0, -11)
                           : pr.dtype == ACL_BF16  ? std::ldexp(1.0, -8)
                           : wide                  ? std::ldexp(1.0, -52)
                                                   : std::ldexp(1.0, -23);
          const double u_acc = wide ? std::ldexp(1.0, -53) : std::ldexp(1.0, -24);
          const double tol = std::fabs(want[i]) * u + std::max(terms[i] - 1, 0.0) * u_acc * mag[i] * 1.01;
          ASSERT_NEAR(got[i], want[i], tol) << "scalar " << i;
        }
      }
      first = got;
    } else {
      for (size_t i = 0; i < got.size(); ++i)
        ASSERT_TRUE(SameBits(got[i], first[i])) << "differs with " << t << " threads at scalar " << i;
    }
  }
}

int64_t Uniform(std::mt19937_64& rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

Problem RandomProblem(const Op& op, std::mt19937_64& rng, aclDataType dt) {
  Problem pr;
  pr.dtype = dt;
  const size_t rank = static_cast<size_t>(op.k + Uniform(rng, 1, 2));
  for (size_t d = 0; d < rank; ++d) {
    const bool padded_axis = d + static_cast<size_t>(op.k) >= rank;
    pr.self.push_back(padded_axis ? Uniform(rng, 1, op.k == 1 ? 40 : 9) : Uniform(rng, 1, 3));
  }
  for (int j = 0; j < op.k; ++j) {
    const int64_t n = pr.self[rank - 1 - static_cast<size_t>(j)];
    for (int s = 0; s < 2; ++s) {
      int64_t p;
      if (op.mode == PadMode::kReflect) {
        p = Uniform(rng, -(n - 1) / 2, n - 1);  // < n; negative ones crop
      } else {
        p = Uniform(rng, -(n - 1) / 2, 6);
      }
      // BF16 rule of the 2d backwards: non-negative and small.
      if (op.backward && op.k == 2 && dt == ACL_BF16) p = std::max<int64_t>(0, std::min<int64_t>(p, 7));
      pr.padding.push_back(p);
    }
  }
  // Padded dims stay >= 1 (the empty cases have their own test).
  for (int j = 0; j < op.k; ++j) {
    const size_t d = rank - 1 - static_cast<size_t>(j);
    while (pr.self[d] + pr.padding[2 * static_cast<size_t>(j)] + pr.padding[2 * static_cast<size_t>(j) + 1] < 1)
      ++pr.padding[2 * static_cast<size_t>(j) + 1];
  }
  const int which = static_cast<int>(Uniform(rng, 0, 3));
  if (which == 1) pr.in_layout = Layout::Transposed(rank);
  if (which == 2) pr.out_layout = Layout::Padded(3, 5);
  if (which == 3) {
    pr.in_layout = Layout::Padded(2, 7);
    pr.out_layout = Layout::Transposed(rank);
  }
  return pr;
}

class PadFamily : public ::testing::TestWithParam<size_t> {};

TEST_P(PadFamily, RandomProblemsEveryDtypeAgainstTheReference) {
  const Op& op = Ops()[GetParam()];
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (aclDataType dt : op.dtypes)
    for (int rep = 0; rep < 4; ++rep) Check(op, RandomProblem(op, rng, dt), rng);
}

INSTANTIATE_TEST_SUITE_P(Ops, PadFamily, ::testing::Range<size_t>(0, 10),
                         [](const ::testing::TestParamInfo<size_t>& i) { return std::string(Ops()[i.param].name); });

const Op& Find(const std::string& name) {
  for (const Op& op : Ops())
    if (name == op.name) return op;
  throw std::runtime_error(name);
}

// One call on contiguous float tensors with given values; returns the output values.
std::vector<double> RunValues(const std::string& name, const Shape& self_shape, const std::vector<int64_t>& padding,
                              const std::vector<double>& values) {
  const Op& op = Find(name);
  const Shape padded = PaddedShape(self_shape, padding);
  TestTensor in(op.backward ? padded : self_shape, ACL_FLOAT), out(op.backward ? self_shape : padded, ACL_FLOAT);
  TestTensor self(self_shape, ACL_FLOAT);
  SetScalars(in, values);
  out.Poison();
  EXPECT_EQ(Call(op, in.get(), self.get(), padding, out.get()), 0) << aclGetRecentErrMsg();
  return Scalars(out);
}

std::vector<double> Iota(int64_t n, double start = 0) {
  std::vector<double> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = start + static_cast<double>(i);
  return v;
}

// The worked examples of the reflection/replication spec (§3.5).
TEST(PadFamilyExamples, WorkedExamples) {
  using V = std::vector<double>;
  EXPECT_EQ(RunValues("ReflectionPad1d", {1, 3}, {2, 2}, Iota(3)), (V{2, 1, 0, 1, 2, 1, 0}));
  EXPECT_EQ(RunValues("ReflectionPad1d", {1, 4}, {3, 3}, Iota(4)), (V{3, 2, 1, 0, 1, 2, 3, 2, 1, 0}));
  EXPECT_EQ(RunValues("ReflectionPad3d", {1, 1, 2, 2, 2}, {1, 1, 1, 1, 1, 1}, Iota(8)),
            (V{7, 6, 7, 6, 5, 4, 5, 4, 7, 6, 7, 6, 5, 4, 5, 4, 3, 2, 3, 2, 1, 0, 1, 0, 3, 2, 3, 2, 1, 0, 1, 0,
               7, 6, 7, 6, 5, 4, 5, 4, 7, 6, 7, 6, 5, 4, 5, 4, 3, 2, 3, 2, 1, 0, 1, 0, 3, 2, 3, 2, 1, 0, 1, 0}));
  EXPECT_EQ(RunValues("ReplicationPad1d", {1, 3}, {2, 2}, Iota(3)), (V{0, 0, 0, 1, 2, 2, 2}));
  EXPECT_EQ(RunValues("ReplicationPad2d", {1, 1, 2, 2}, {1, 1, 1, 1}, V{1, 2, 3, 4}),
            (V{1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4}));
  EXPECT_EQ(RunValues("ReplicationPad1d", {1, 7}, {2, -2}, Iota(7)), (V{0, 0, 0, 1, 2, 3, 4}));
  EXPECT_EQ(RunValues("ReflectionPad1d", {1, 5}, {-1, 2}, Iota(5)), (V{1, 2, 3, 4, 3, 2}));
  EXPECT_EQ(RunValues("ReflectionPad1dBackward", {1, 3}, {1, 1}, V(5, 1.0)), (V{1, 3, 1}));
  EXPECT_EQ(RunValues("ReflectionPad1dBackward", {1, 5}, {2, 2}, Iota(9)), (V{2, 4, 12, 12, 6}));
  EXPECT_EQ(RunValues("ReflectionPad1dBackward", {1, 4}, {3, 3}, V(10, 1.0)), (V{2, 3, 3, 2}));
  EXPECT_EQ(RunValues("ReplicationPad1dBackward", {1, 3}, {1, 1}, V(5, 1.0)), (V{2, 1, 2}));
  EXPECT_EQ(RunValues("ReplicationPad1dBackward", {1, 5}, {2, 2}, Iota(9)), (V{3, 3, 4, 5, 21}));
  EXPECT_EQ(RunValues("ReplicationPad1dBackward", {1, 1}, {3, 5}, Iota(9)), (V{36}));
  EXPECT_EQ(RunValues("ReplicationPad2dBackward", {1, 1, 5}, {1, 1, 0, 0}, V(7, 1.0)), (V{2, 1, 1, 1, 2}));
  {
    V go(49);
    for (int oh = 0; oh < 7; ++oh)
      for (int ow = 0; ow < 7; ++ow) go[static_cast<size_t>(oh * 7 + ow)] = 7 * oh + ow;
    EXPECT_EQ(RunValues("ReplicationPad2dBackward", {1, 3, 3}, {2, 2, 2, 2}, go),
              (V{72, 30, 108, 66, 24, 78, 324, 114, 360}));
    EXPECT_EQ(RunValues("ReplicationPad2dBackward", {1, 3, 3}, {2, 2, 2, 2}, V(49, 1.0)), (V{9, 3, 9, 3, 1, 3, 9, 3, 9}));
  }
  EXPECT_EQ(RunValues("ReflectionPad3dBackward", {1, 1, 2, 2, 2}, {1, 1, 1, 1, 1, 1}, V(64, 1.0)), V(8, 8.0));
  EXPECT_EQ(RunValues("ReplicationPad3dBackward", {1, 1, 2, 2, 2}, {1, 1, 1, 1, 1, 1}, V(64, 1.0)), V(8, 8.0));
  EXPECT_EQ(RunValues("ReflectionPad3dBackward", {1, 3, 3, 3}, {2, 2, 2, 2, 2, 2}, V(343, 1.0)),
            (V{8, 12, 8, 12, 18, 12, 8, 12, 8, 12, 18, 12, 18, 27, 18, 12, 18, 12, 8, 12, 8, 12, 18, 12, 8, 12, 8}));
  EXPECT_EQ(RunValues("ReplicationPad3dBackward", {1, 2, 3, 4}, {1, 2, 0, 1, 2, 0}, V(112, 1.0)),
            (V{6, 3, 3, 9, 6, 3, 3, 9, 12, 6, 6, 18, 2, 1, 1, 3, 2, 1, 1, 3, 4, 2, 2, 6}));
  EXPECT_EQ(RunValues("ReplicationPad1dBackward", {1, 1, 7}, {2, -2}, Iota(7)), (V{3, 3, 4, 5, 6, 0, 0}));
  EXPECT_EQ(RunValues("ReflectionPad1dBackward", {1, 5}, {-1, 2}, Iota(6, 1)), (V{0, 1, 8, 8, 4}));
}

// <pad(x), g> == <x, pad^T(g)> for every mode and rank (integer-valued data: exact).
TEST(PadFamilyExamples, AdjointIdentity) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const std::vector<std::pair<std::string, std::string>> pairs = {
      {"ReflectionPad1d", "ReflectionPad1dBackward"},   {"ReflectionPad3d", "ReflectionPad3dBackward"},
      {"ReplicationPad1d", "ReplicationPad1dBackward"}, {"ReplicationPad2d", "ReplicationPad2dBackward"},
      {"ReplicationPad3d", "ReplicationPad3dBackward"}};
  for (const auto& [f, b] : pairs) {
    const Op& fop = Find(f);
    const Problem pr = RandomProblem(fop, rng, ACL_FLOAT);
    const Shape padded = PaddedShape(pr.self, pr.padding);
    std::vector<double> x(static_cast<size_t>(pad_test::Numel(pr.self))), g(static_cast<size_t>(pad_test::Numel(padded)));
    for (double& v : x) v = static_cast<double>(Uniform(rng, -8, 8));
    for (double& v : g) v = static_cast<double>(Uniform(rng, -8, 8));
    const std::vector<double> px = RunValues(f, pr.self, pr.padding, x), tg = RunValues(b, pr.self, pr.padding, g);
    double lhs = 0, rhs = 0;
    for (size_t i = 0; i < g.size(); ++i) lhs += px[i] * g[i];
    for (size_t i = 0; i < x.size(); ++i) rhs += x[i] * tg[i];
    EXPECT_EQ(lhs, rhs) << f << " self " << ::testing::PrintToString(pr.self) << " padding "
                        << ::testing::PrintToString(pr.padding);
  }
}

// Tensors whose addresses are not aligned to their element size (legal in the API): the row
// implementation hands them to the byte-copying gather; values as from aligned tensors.
TEST(PadFamilyExamples, UnalignedAddresses) {
  for (const char* name : {"ReflectionPad1d", "ReplicationPad1d", "ReflectionPad3d", "ReplicationPad2d"}) {
    const Op& op = Find(name);
    const Shape self_shape = op.k == 3 ? Shape{1, 2, 3, 4} : Shape{2, 3, 5};
    const std::vector<int64_t> padding(static_cast<size_t>(2 * op.k), op.k == 3 ? 1 : 2);
    const Shape padded = PaddedShape(self_shape, padding);
    const int64_t n_in = pad_test::Numel(self_shape), n_out = pad_test::Numel(padded);
    std::vector<unsigned char> bytes(static_cast<size_t>((n_in + n_out) * 4 + 16), 0);
    unsigned char* base = bytes.data() + (reinterpret_cast<uintptr_t>(bytes.data()) % 4 == 1 ? 0 : 5 - reinterpret_cast<uintptr_t>(bytes.data()) % 4);
    ASSERT_EQ(reinterpret_cast<uintptr_t>(base) % 4, 1u);
    std::vector<double> x = Iota(n_in, 1);
    for (int64_t i = 0; i < n_in; ++i) {
      const float f = static_cast<float>(x[static_cast<size_t>(i)]);
      std::memcpy(base + i * 4, &f, 4);
    }
    auto make = [&](const Shape& s, unsigned char* data) {
      Shape st(s.size(), 1);
      for (size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * s[i];
      const int64_t storage = pad_test::Numel(s);
      return aclCreateTensor(s.data(), s.size(), ACL_FLOAT, st.data(), 0, ACL_FORMAT_ND, &storage, 1, data);
    };
    aclTensor* in = make(self_shape, base);
    aclTensor* out = make(padded, base + n_in * 4);
    const std::vector<int64_t> lo = AxisPads(padding, self_shape.size(), false), hi = AxisPads(padding, self_shape.size(), true);
    const std::vector<double> want = aclnn_cpu::ref::PadForward(op.mode, self_shape, lo, hi, x);
    ASSERT_EQ(Call(op, in, nullptr, padding, out), 0) << name << ": " << aclGetRecentErrMsg();
    for (int64_t i = 0; i < n_out; ++i) {
      float f;
      std::memcpy(&f, base + (n_in + i) * 4, 4);
      EXPECT_EQ(f, want[static_cast<size_t>(i)]) << name << " element " << i;
    }
    aclDestroyTensor(in);
    aclDestroyTensor(out);
  }
}

// An output that shares memory with the input: computed through a temporary, same values.
TEST(PadFamilyExamples, OutputOverlappingInput) {
  for (const char* name : {"ReplicationPad1d", "ReplicationPad1dBackward"}) {
    const Op& op = Find(name);
    const Shape self_shape = {2, 6};
    const std::vector<int64_t> padding = {2, 1};
    const Shape padded = PaddedShape(self_shape, padding);
    const Shape in_shape = op.backward ? padded : self_shape, out_shape = op.backward ? self_shape : padded;
    // One block: the input at element 0, the output starting 3 elements later.
    TestTensor block({64}, ACL_FLOAT);
    std::vector<double> vals = Iota(64, 1);
    SetScalars(block, vals);
    auto view = [&](const Shape& s, int64_t offset) {
      Shape st(s.size(), 1);
      for (size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * s[i];
      const int64_t storage = 64;
      return aclCreateTensor(s.data(), s.size(), ACL_FLOAT, st.data(), offset, ACL_FORMAT_ND, &storage, 1, block.data());
    };
    aclTensor* in = view(in_shape, 0);
    aclTensor* out = view(out_shape, 3);
    TestTensor self(self_shape, ACL_FLOAT);
    std::vector<double> x(vals.begin(), vals.begin() + pad_test::Numel(in_shape));
    const std::vector<int64_t> lo = AxisPads(padding, 2, false), hi = AxisPads(padding, 2, true);
    const std::vector<double> want = op.backward ? aclnn_cpu::ref::PadBackward(op.mode, self_shape, lo, hi, x)
                                                 : aclnn_cpu::ref::PadForward(op.mode, self_shape, lo, hi, x);
    ASSERT_EQ(Call(op, in, self.get(), padding, out), 0) << aclGetRecentErrMsg();
    const std::vector<double> all = Scalars(block);
    for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(all[i + 3], want[i]) << name << " element " << i;
    aclDestroyTensor(in);
    aclDestroyTensor(out);
  }
}

// An output whose elements share addresses (a zero stride over the batch axis): as in the
// elementwise engine, the rows are written in row-major order on one thread, so the last row wins
// whatever the thread count (generic, row and reflection-2d implementations).
TEST(PadFamilyExamples, OutputOverlappingItself) {
  std::mt19937_64 rng(TestSeed());
  // ReflectionPad2d(Backward) run the reflection-2d row kernels (pad.reflect2d_rows / _fold).
  const Op reflect2d{"ReflectionPad2d", PadMode::kReflect, 2, false, aclnnReflectionPad2dGetWorkspaceSize, nullptr,
                     aclnnReflectionPad2d, {ACL_FLOAT}};
  const Op reflect2d_bwd{"ReflectionPad2dBackward", PadMode::kReflect, 2, true, nullptr,
                         aclnnReflectionPad2dBackwardGetWorkspaceSize, aclnnReflectionPad2dBackward, {ACL_FLOAT}};
  for (const Op* o : {&Find("ReplicationPad1d"), &Find("ReplicationPad1dBackward"), &Find("ReflectionPad3dBackward"),
                      &reflect2d, &reflect2d_bwd}) {
    const Op& op = *o;
    const char* name = op.name;
    const int k = op.k;
    Shape self_shape = {64, 3};
    for (int j = 0; j < k; ++j) self_shape.push_back(j == k - 1 ? 37 : 4);
    std::vector<int64_t> padding;
    for (int j = 0; j < k; ++j) padding.insert(padding.end(), {2, 1});
    const Shape padded = PaddedShape(self_shape, padding);
    const Shape in_shape = op.backward ? padded : self_shape, out_shape = op.backward ? self_shape : padded;
    TestTensor in(in_shape, ACL_FLOAT);
    SetScalars(in, pad_test::RandomScalars(in, rng, -4, 4));
    // The output: every batch row at the same address.
    Layout shared;
    shared.strides.assign(out_shape.size(), 1);
    for (size_t i = out_shape.size(); i-- > 1;) shared.strides[i - 1] = shared.strides[i] * out_shape[i];
    shared.strides[0] = 0;
    TestTensor out(out_shape, ACL_FLOAT, shared);
    TestTensor self(self_shape, ACL_FLOAT);
    const std::vector<double> x = Scalars(in);
    const std::vector<int64_t> lo = AxisPads(padding, self_shape.size(), false),
                               hi = AxisPads(padding, self_shape.size(), true);
    const std::vector<double> all = op.backward ? aclnn_cpu::ref::PadBackward(op.mode, self_shape, lo, hi, x)
                                                : aclnn_cpu::ref::PadForward(op.mode, self_shape, lo, hi, x);
    const size_t per_row = all.size() / static_cast<size_t>(out_shape[0]);
    for (int t : {1, 2, 3}) {
      ScopedThreads threads(t);
      for (int rep = 0; rep < 3; ++rep) {
        out.Poison();
        ASSERT_EQ(Call(op, in.get(), self.get(), padding, out.get()), 0) << aclGetRecentErrMsg();
        const std::vector<double> got = Scalars(out);  // every batch row reads the one shared row
        for (size_t i = 0; i < per_row; ++i)
          ASSERT_NEAR(got[i], all[all.size() - per_row + i], 1e-5) << name << ", " << t << " threads, element " << i;
      }
    }
  }
}

}  // namespace
