// The upstream ATK cases of the clamp family (tests/conformance/clamp*.json and hardtanh.json,
// imported by tools/import_atk_cases.py --max-elems 4096): every case of the seven lists through
// the entry point's two phases, against the exact reference (clamp_ref.h) with fresh random data
// drawn per the case's value ranges (a fresh seed per run, printed on failure). The lists' standard
// is "md5": results must be bit for bit the reference's (the sign of a zero included).
//
// Expected dtypes, from the spec (§2.1, §3.9): the scalar forms compute in out's dtype, which is
// self's here (the lists give no out); the tensor forms compute in the promoted dtype of self and
// the bounds, and out takes it (torch.clamp's result type); Hardtanh computes in self's dtype.
// Scalar bounds are converted to the compute dtype. A Hardtanh case with min > max (compared in
// min's category) must be refused with ACLNN_ERR_PARAM_INVALID.
//
// Layouts vary with the case id: transposed or padded inputs, padded outputs, every output
// poisoned and its guards checked.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cases.h"
#include "clamp_apis.h"
#include "clamp_ref.h"
#include "core/dtype.h"
#include "op_runner.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::clamp;

namespace {

struct List {
  const char* file;
  const char* api;
  const char* lo_name;  // the bound's name in the list ("" when the API has none)
  const char* hi_name;
};

const List kLists[] = {
    {"clamp", "Clamp", "clipValueMin", "clipValueMax"},
    {"clamp_min", "ClampMin", "clipValueMin", ""},
    {"clamp_max", "ClampMax", "", "clipValueMax"},
    {"clamp_tensor", "ClampTensor", "clipValueMinTensor", "clipValueMaxTensor"},
    {"clamp_min_tensor", "ClampMinTensor", "clipValueMinTensor", ""},
    {"clamp_max_tensor", "ClampMaxTensor", "", "clipValueMaxTensor"},
    {"hardtanh", "Hardtanh", "clipValueMin", "clipValueMax"},
};

Layout CaseLayout(int id, size_t rank, int salt) {
  switch ((id + salt) % 3) {
    case 1: return rank >= 2 ? Layout::Transposed(rank) : Layout::Padded(1, 2);
    case 2: return Layout::Padded(2, 3);
    default: return Layout::Contiguous();
  }
}

// One value drawn from a scalar's fill, as its dtype holds it.
double DrawScalar(const CaseTensor& s, std::mt19937_64& rng) {
  TestTensor t({1}, s.dtype);
  ApplyFill(t, s.fill, rng);
  return t.Get(0);
}

void RunList(const List& l, uint64_t seed) {
  const Api& a = ApiNamed(l.api);
  const std::vector<Case> cases = LoadCases(l.file);
  ASSERT_FALSE(cases.empty()) << l.file;
  std::mt19937_64 rng(seed);
  int ran = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(l.file) + " case " + std::to_string(c.id));
    const bool tensor = a.form == kTensor;
    const CaseTensor& xs = c.tensors.at("self");
    TestTensor x(xs.shape, xs.dtype, CaseLayout(c.id, xs.shape.size(), 0));
    ApplyFill(x, xs.fill, rng);
    std::unique_ptr<TestTensor> lt, ht;
    aclDataType dlo = xs.dtype, dhi = xs.dtype;
    double lo_v = -INFINITY, hi_v = INFINITY;
    ScalarPtr ls(nullptr, aclDestroyScalar), hs(nullptr, aclDestroyScalar);
    Shape os = xs.shape;
    if (tensor) {
      if (*l.lo_name) {
        const CaseTensor& t = c.tensors.at(l.lo_name);
        lt.reset(new TestTensor(t.shape, t.dtype, CaseLayout(c.id, t.shape.size(), 1)));
        ApplyFill(*lt, t.fill, rng);
        dlo = t.dtype;
        os = Bcast(os, t.shape);
      }
      if (*l.hi_name) {
        const CaseTensor& t = c.tensors.at(l.hi_name);
        ht.reset(new TestTensor(t.shape, t.dtype, CaseLayout(c.id, t.shape.size(), 2)));
        ApplyFill(*ht, t.fill, rng);
        dhi = t.dtype;
        os = Bcast(os, t.shape);
      }
    } else {
      if (*l.lo_name) {
        const CaseTensor& s = c.scalars.at(l.lo_name);
        dlo = s.dtype;
        lo_v = DrawScalar(s, rng);
        ls = MakeScalar(dlo, lo_v);
      }
      if (*l.hi_name) {
        const CaseTensor& s = c.scalars.at(l.hi_name);
        dhi = s.dtype;
        hi_v = DrawScalar(s, rng);
        hs = MakeScalar(dhi, hi_v);
      }
    }
    aclDataType p = xs.dtype;
    if (tensor) {
      if (lt) p = aclnn_cpu::PromoteTypes(p, dlo);
      if (ht) p = aclnn_cpu::PromoteTypes(p, dhi);
    }
    TestTensor out(os, p, c.id % 2 ? Layout::Padded(1, 3) : Layout::Contiguous());
    out.Poison();
    // Hardtanh refuses min > max, compared in min's category.
    bool refuse = false;
    if (a.form == kHardtanh) {
      refuse = IsIntDt(dlo) ? std::trunc(lo_v) > std::trunc(hi_v) : lo_v > hi_v;
    }
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          return a.p1(x.get(), lt ? lt->get() : nullptr, ht ? ht->get() : nullptr, ls.get(), hs.get(), out.get(), w, e);
        },
        a.p2);
    if (refuse) {
      EXPECT_EQ(st, 161002);
      continue;
    }
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    const double lo_c = ls ? CastTo(dlo, p, lo_v) : -INFINITY, hi_c = hs ? CastTo(dhi, p, hi_v) : INFINITY;
    const std::vector<double> xv = x.Values(), got = out.Values();
    std::vector<double> lv, hv;
    if (lt) lv = lt->Values();
    if (ht) hv = ht->Values();
    for (int64_t i = 0; i < out.numel(); ++i) {
      const double xc = CastTo(xs.dtype, p, xv[static_cast<size_t>(SourceIndex(xs.shape, os, i))]);
      const double l = lt ? CastTo(dlo, p, lv[static_cast<size_t>(SourceIndex(lt->shape(), os, i))]) : lo_c;
      const double h = ht ? CastTo(dhi, p, hv[static_cast<size_t>(SourceIndex(ht->shape(), os, i))]) : hi_c;
      double want = ClampRef(xc, l, h);
      if (IsFloatDt(p) && (std::isnan(l) || std::isnan(h))) want = NAN;
      const std::string d = Differs(got[static_cast<size_t>(i)], want);
      ASSERT_TRUE(d.empty()) << "element " << i << " of " << ShapeStr(os) << " " << Name(p) << ": " << d;
    }
    ++ran;
  }
  EXPECT_GT(ran, static_cast<int>(cases.size()) / 2) << "most cases run";
}

TEST(ClampConformance, EveryAtkCase) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  for (const List& l : kLists) RunList(l, seed);
}

}  // namespace
