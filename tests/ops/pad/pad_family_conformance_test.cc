// The upstream ATK cases of the ten reflection/replication entry points (tests/conformance/<op>.json,
// imported by tools/import_atk_cases.py), every case, against the float64 reference
// (src/ops/pad/ref.h) with fresh random data drawn per the case's value ranges.
//
// Cases larger than the budget are scaled down (the ATK lists reach 10^10 output elements): the
// largest dim of self halves until the padded shape fits, never below what keeps the case valid
// (a reflect pad must stay below its dim); when no dim can shrink, the largest pad halves. Forwards
// must be bit-exact (the ATK standard is md5 / equal); backwards sum in fp32 (fp64 for DOUBLE) and
// round once, so they are compared with a bound on the summation error: 2^-14 relative to the sum
// of the magnitudes (at most 512 terms), plus half an ulp of the output dtype. Inputs and outputs
// are strided or transposed views in some cases, outputs poisoned and guarded.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
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

using Fwd1 = aclnnStatus (*)(const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*, aclOpExecutor**);
using Bwd1 = aclnnStatus (*)(const aclTensor*, const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*,
                             aclOpExecutor**);
using Run2 = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

struct Op {
  const char* file;  // tests/conformance/<file>.json
  size_t cases;      // the ATK list's length
  PadMode mode;
  int k;
  Fwd1 fwd;
  Bwd1 bwd;
  Run2 run;
};

const Op kOps[] = {
    {"reflection_pad1d", 203, PadMode::kReflect, 1, aclnnReflectionPad1dGetWorkspaceSize, nullptr, aclnnReflectionPad1d},
    {"reflection_pad3d", 203, PadMode::kReflect, 3, aclnnReflectionPad3dGetWorkspaceSize, nullptr, aclnnReflectionPad3d},
    {"replication_pad1d", 220, PadMode::kReplicate, 1, aclnnReplicationPad1dGetWorkspaceSize, nullptr,
     aclnnReplicationPad1d},
    {"replication_pad2d", 204, PadMode::kReplicate, 2, aclnnReplicationPad2dGetWorkspaceSize, nullptr,
     aclnnReplicationPad2d},
    {"replication_pad3d", 166, PadMode::kReplicate, 3, aclnnReplicationPad3dGetWorkspaceSize, nullptr,
     aclnnReplicationPad3d},
    {"reflection_pad1d_backward", 201, PadMode::kReflect, 1, nullptr, aclnnReflectionPad1dBackwardGetWorkspaceSize,
     aclnnReflectionPad1dBackward},
    {"reflection_pad3d_backward", 201, PadMode::kReflect, 3, nullptr, aclnnReflectionPad3dBackwardGetWorkspaceSize,
     aclnnReflectionPad3dBackward},
    {"replication_pad1d_backward", 200, PadMode::kReplicate, 1, nullptr,
     aclnnReplicationPad1dBackwardGetWorkspaceSize, aclnnReplicationPad1dBackward},
    {"replication_pad2d_backward", 201, PadMode::kReplicate, 2, nullptr,
     aclnnReplicationPad2dBackwardGetWorkspaceSize, aclnnReplicationPad2dBackward},
    {"replication_pad3d_backward", 200, PadMode::kReplicate, 3, nullptr,
     aclnnReplicationPad3dBackwardGetWorkspaceSize, aclnnReplicationPad3dBackward},
};

constexpr int64_t kBudget = int64_t{1} << 16;  // elements of the padded tensor

Shape Padded(const Shape& s, const std::vector<int64_t>& p) {
  Shape o = s;
  for (size_t j = 0; j < p.size() / 2; ++j) o[s.size() - 1 - j] += p[2 * j] + p[2 * j + 1];
  return o;
}

// Shrinks self (and, failing that, the pads) until the padded shape has at most kBudget elements.
void ScaleDown(PadMode mode, Shape* s, std::vector<int64_t>* p) {
  const size_t r = s->size();
  auto floor_of = [&](size_t i) -> int64_t {
    if (i + p->size() / 2 < r) return 1;  // a leading dim
    const size_t j = r - 1 - i;
    return mode == PadMode::kReflect ? std::max<int64_t>({(*p)[2 * j] + 1, (*p)[2 * j + 1] + 1, 1}) : 1;
  };
  const int64_t budget = CaseBudget(kBudget);
  while (Numel(Padded(*s, *p)) > budget) {
    int best = -1;
    for (size_t i = 0; i < r; ++i)
      if ((*s)[i] > floor_of(i) && (best < 0 || (*s)[i] > (*s)[static_cast<size_t>(best)])) best = static_cast<int>(i);
    if (best >= 0) {
      int64_t& d = (*s)[static_cast<size_t>(best)];
      d = std::max(floor_of(static_cast<size_t>(best)), (d + 1) / 2);
      continue;
    }
    size_t big = 0;
    for (size_t i = 1; i < p->size(); ++i)
      if (std::llabs((*p)[i]) > std::llabs((*p)[big])) big = i;
    if ((*p)[big] == 0) break;
    (*p)[big] /= 2;
  }
}

std::vector<int64_t> AxisPads(const std::vector<int64_t>& padding, size_t rank, bool high) {
  std::vector<int64_t> v(rank, 0);
  for (size_t j = 0; j < padding.size() / 2; ++j) v[rank - 1 - j] = padding[2 * j + (high ? 1 : 0)];
  return v;
}

std::vector<double> Component(const std::vector<double>& v, int64_t comps, int64_t c) {
  std::vector<double> r;
  for (size_t i = static_cast<size_t>(c); i < v.size(); i += static_cast<size_t>(comps)) r.push_back(v[i]);
  return r;
}

double Ulp(aclDataType dt) {
  switch (dt) {
    case ACL_FLOAT16: return std::ldexp(1.0, -10);
    case ACL_BF16: return std::ldexp(1.0, -7);
    case ACL_DOUBLE: return std::ldexp(1.0, -52);
    default: return std::ldexp(1.0, -23);
  }
}

// Runs one case; returns false (after reporting) on a mismatch.
bool RunCase(const Op& op, const Case& c, std::mt19937_64& rng) {
  const bool backward = op.bwd != nullptr;
  const CaseTensor& self = c.tensors.at("self");
  std::vector<int64_t> padding = c.AttrList("padding");
  EXPECT_EQ(padding.size(), static_cast<size_t>(2 * op.k));
  Shape s = self.shape;
  ScaleDown(op.mode, &s, &padding);
  const Shape big = Padded(s, padding);
  const aclDataType dt = self.dtype;
  const Fill& fill = backward ? c.tensors.at("gradOutput").fill : self.fill;
  SCOPED_TRACE("self " + ShapeStr(s) + " (ATK " + ShapeStr(self.shape) + ") padding " +
               ::testing::PrintToString(padding) + " " + Name(dt));
  const Shape in_shape = backward ? big : s, out_shape = backward ? s : big;
  const Layout in_layout = c.id % 3 == 1 ? Layout::Transposed(in_shape.size()) : Layout();
  const Layout out_layout = c.id % 3 == 2 ? Layout::Padded(3, 5) : Layout();
  TestTensor in(in_shape, dt, in_layout), out(out_shape, dt, out_layout), shape_only(s, dt);
  const std::vector<double> x = FillScalars(in, fill, rng);
  SetScalars(in, x);
  out.Poison();
  aclIntArray* p = aclCreateIntArray(padding.data(), padding.size());
  const aclnnStatus st = RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) {
        return backward ? op.bwd(in.get(), shape_only.get(), p, out.get(), ws, ex) : op.fwd(in.get(), p, out.get(), ws, ex);
      },
      op.run);
  aclDestroyIntArray(p);
  EXPECT_EQ(st, 0) << aclGetRecentErrMsg();
  if (st != 0) return false;
  std::string why;
  EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
  const std::vector<int64_t> lo = AxisPads(padding, s.size(), false), hi = AxisPads(padding, s.size(), true);
  const int64_t comps = Comps(dt);
  const std::vector<double> got = Scalars(out);
  for (int64_t k = 0; k < comps; ++k) {
    const std::vector<double> xc = Component(x, comps, k);
    if (!backward) {
      const std::vector<double> want = aclnn_cpu::ref::PadForward(op.mode, s, lo, hi, xc);
      for (size_t i = 0; i < want.size(); ++i) {
        const double g = got[i * static_cast<size_t>(comps) + static_cast<size_t>(k)];
        const bool same = (std::isnan(g) && std::isnan(want[i])) || std::memcmp(&g, &want[i], sizeof g) == 0;
        EXPECT_TRUE(same) << "element " << i << ": " << g << " vs " << want[i];
        if (!same) return false;
      }
    } else {
      std::vector<double> ax(xc.size());
      for (size_t i = 0; i < xc.size(); ++i) ax[i] = std::fabs(xc[i]);
      const std::vector<double> want = aclnn_cpu::ref::PadBackward(op.mode, s, lo, hi, xc);
      const std::vector<double> mag = aclnn_cpu::ref::PadBackward(op.mode, s, lo, hi, ax);
      const double acc = dt == ACL_DOUBLE ? std::ldexp(1.0, -52) : std::ldexp(1.0, -23);
      for (size_t i = 0; i < want.size(); ++i) {
        const double g = got[i * static_cast<size_t>(comps) + static_cast<size_t>(k)];
        const double w = RoundScalar(dt, want[i]);
        bool ok;
        if (!std::isfinite(w) || !std::isfinite(mag[i])) {
          ok = (std::isnan(g) && std::isnan(w)) || g == w;  // all-inf inputs: inf exactly
        } else {
          ok = std::fabs(g - w) <= 512 * acc * mag[i] + Ulp(dt) * std::fabs(w);
        }
        EXPECT_TRUE(ok) << "element " << i << ": " << g << " vs " << w << " (exact " << want[i] << ")";
        if (!ok) return false;
      }
    }
  }
  return true;
}

class PadFamilyConformance : public ::testing::TestWithParam<size_t> {};

TEST_P(PadFamilyConformance, EveryAtkCase) {
  const Op& op = kOps[GetParam()];
  const std::vector<Case> cases = LoadCases(op.file);
  ASSERT_EQ(cases.size(), op.cases);
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    if (!RunCase(op, c, rng)) return;
  }
}

INSTANTIATE_TEST_SUITE_P(Ops, PadFamilyConformance, ::testing::Range<size_t>(0, 10),
                         [](const ::testing::TestParamInfo<size_t>& i) { return std::string(kOps[i.param].file); });

}  // namespace
