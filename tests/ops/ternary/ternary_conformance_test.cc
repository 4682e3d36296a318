// The upstream ATK cases of Lerp, Addcdiv, Addcmul and SWhere (tests/conformance/<op>.json, imported
// by tools/import_atk_cases.py with --max-elems 65536), every case through the entry point's two
// phases, against the float64 reference with fresh random data drawn per the case's value ranges
// (ApplyFill; a fresh seed per run, printed on failure).
//
// Shapes: the broadcast shape of a case is scaled further to kMaxElems (ScaleDown; each tensor keeps
// its size-1 dims and its broadcast pattern). Layouts vary with the case id: transposed inputs,
// padded outputs, every output poisoned and its guards checked.
//
// Tolerances (spec §4): SWhere is exact (bits of the selected element); Lerp, Addcdiv and Addcmul
// results are the float64 result rounded to the output dtype, within two units in its last place
// plus the fp32 evaluation's cancellation budget (8 fp32 epsilons of the terms' magnitudes);
// non-finite results must match (NaN with NaN, infinities with their sign).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cases.h"
#include "op_runner.h"
#include "ternary_apis.h"
#include "test_broadcast.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::ternary;

namespace {

constexpr int64_t kMaxElems = 4096;

double LerpRef(double s, double e, double w) {
  const double d = e - s;
  return std::fabs(w) < 0.5 ? s + w * d : e - d * (1 - w);
}

void RunList(const char* file, const Api& api, const std::vector<std::string>& names) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const std::vector<Case> cases = LoadCases(file);
  ASSERT_FALSE(cases.empty());
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(file) + " case " + std::to_string(c.id));
    std::vector<Shape> shapes;
    for (const std::string& n : names) shapes.push_back(c.tensors.at(n).shape);
    const Shape big = Broadcast(shapes);
    int64_t numel = 1;
    for (int64_t d : big) numel *= d;
    const Shape small = numel > kMaxElems ? ScaleDown(big, kMaxElems) : big;
    std::vector<std::unique_ptr<TestTensor>> in;
    std::vector<Shape> ss;
    for (const std::string& n : names) {
      const CaseTensor& ct = c.tensors.at(n);
      Shape s = ct.shape;
      const size_t off = small.size() - s.size();
      for (size_t k = 0; k < s.size(); ++k) s[k] = s[k] == 1 ? 1 : small[off + k];
      const Layout l = c.id % 3 == 1 && s.size() >= 2 ? Layout::Transposed(s.size()) : Layout::Contiguous();
      in.emplace_back(new TestTensor(s, ct.dtype, l));
      ApplyFill(*in.back(), ct.fill, rng);
      ss.push_back(s);
    }
    const aclDataType dout = api.kind == Kind::kSWhere ? c.tensors.at(names[1]).dtype : c.tensors.at(names[0]).dtype;
    TestTensor out(small, dout, c.id % 2 ? Layout::Padded(1, 3) : Layout::Contiguous());
    out.Poison();
    ScalarPtr s(nullptr, aclDestroyScalar);
    double sv = 0;
    if (!c.scalars.empty()) {
      const CaseTensor& st = c.scalars.begin()->second;
      TestTensor one({1}, st.dtype);
      ApplyFill(one, st.fill, rng);
      sv = one.Get(0);
      s = MakeScalar(st.dtype, sv);
    }
    const aclnnStatus status = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          return CallP1(api, in[0]->get(), in[1]->get(), in.size() > 2 ? in[2]->get() : nullptr, s.get(), out.get(), w, e);
        },
        api.p2);
    ASSERT_EQ(status, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    std::vector<std::vector<double>> v;
    for (auto& t : in) v.push_back(t->Values());
    const Tolerance tol = DefaultTolerance(dout);
    for (int64_t i = 0; i < out.numel(); ++i) {
      double e[3] = {0, 0, 0};
      for (size_t k = 0; k < in.size(); ++k) e[k] = v[k][static_cast<size_t>(SourceIndex(ss[k], small, i))];
      const double got = out.Get(i);
      if (api.kind == Kind::kSWhere) {
        const double want = e[0] != 0 ? e[1] : e[2];
        if (std::isnan(want) && std::isnan(got)) continue;
        ASSERT_EQ(got, want) << "element " << i;
        continue;
      }
      double want, mag;
      if (api.kind == Kind::kLerp) {
        want = LerpRef(e[0], e[1], e[2]);
        mag = (std::fabs(e[0]) + std::fabs(e[1])) * (1 + std::fabs(e[2]));
      } else {
        const double t = api.kind == Kind::kAddcmul ? sv * e[1] * e[2] : sv * e[1] / e[2];
        want = e[0] + t;
        mag = std::fabs(e[0]) + std::fabs(t);
      }
      const std::string m = Mismatch(got, RoundTo(dout, want), tol.atol + 8 * 1.2e-7 * mag, tol.rtol);
      ASSERT_TRUE(m.empty()) << m << " element " << i << " inputs " << e[0] << ", " << e[1] << ", " << e[2];
    }
  }
}

// Every case of the four lists (SWhere values compared exactly).
TEST(TernaryConformance, Lerp) { RunList("lerp", kLerp, {"self", "end", "weight"}); }
TEST(TernaryConformance, Addcdiv) { RunList("addcdiv", kAddcdiv, {"self", "tensor1", "tensor2"}); }
TEST(TernaryConformance, Addcmul) { RunList("addcmul", kAddcmul, {"self", "tensor1", "tensor2"}); }
TEST(TernaryConformance, SWhere) { RunList("s_where", kSWhere, {"condition", "self", "other"}); }

}  // namespace
