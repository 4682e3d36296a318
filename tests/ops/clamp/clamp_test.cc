// Values of the clamp family against an exact reference: every dtype of the A2 list for each of the
// eleven entry points, scalar bounds converted to out's dtype (Clamp, ClampMin, ClampMax) or to
// self's (Hardtanh), bound tensors broadcast three ways and promoted (ClampTensor forms), outputs
// of other dtypes, strided, transposed and offset views, poisoned outputs with guard bytes, NaN /
// ±0 / ±inf elements, NaN bounds, min > max, in-place forms, an output aliasing an input; 1, 2 and
// 3 threads give the same bytes; the SIMD and native 16-bit paths at every length.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "clamp_apis.h"
#include "clamp_ref.h"
#include "core/dtype.h"
#include "op_runner.h"
#include "test_broadcast.h"
#include "test_rng.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::clamp;

namespace {

// Elements that hit the bounds and the specials.
double Draw(Rng& r, aclDataType d) {
  if (IsIntDt(d)) {
    if (r.I(0, 9) == 0) return r.I(0, 1) ? IntMin(d) : (d == ACL_INT64 ? 4e15 : IntMax(d));
    return static_cast<double>(d == ACL_UINT8 ? r.I(0, 8) : r.I(-6, 6));
  }
  static const double kSpecial[] = {0.0, -0.0, 1.0, -1.0, 0.5, -2.5, INFINITY, -INFINITY, NAN};
  if (r.I(0, 3) == 0) return kSpecial[r.I(0, 8)];
  return RoundTo(d, r.U(-5, 5));
}

Shape RandShape(Rng& r, int max_rank) {
  Shape s(static_cast<size_t>(r.I(0, max_rank)));
  for (auto& d : s) d = r.I(1, 6);
  return s;
}
// A right-aligned suffix of `full` with some dims broadcast.
Shape Part(Rng& r, const Shape& full) {
  Shape s(full.end() - r.I(0, static_cast<int64_t>(full.size())), full.end());
  for (auto& d : s) d = r.I(0, 3) == 0 ? 1 : d;
  return s;
}
struct Problem {
  aclDataType dx, dlo, dhi, dout;  // dlo / dhi: bound tensor or scalar dtypes
  Shape full;
  bool contiguous = false;          // every operand contiguous (the SIMD / native paths)
  bool nan_bounds = true;
  bool swap = true;                 // allow min > max
};

// One random problem of `a`.
void CheckOne(const Api& a, Rng& r, const Problem& pb, const std::string& note = "") {
  const aclDataType dx = pb.dx, dout = a.inplace ? pb.dx : pb.dout;
  SCOPED_TRACE(std::string(a.name) + " self " + Name(dx) + " lo " + Name(pb.dlo) + " hi " + Name(pb.dhi) + " out " +
               Name(dout) + note);
  const bool tensor = a.form == kTensor;
  Shape xs = pb.full, ls, hs;
  if (tensor) {
    if (!a.inplace) xs = Part(r, pb.full);
    ls = Part(r, a.inplace ? xs : pb.full);
    hs = Part(r, a.inplace ? xs : pb.full);
  }
  Shape os = xs;
  if (tensor && a.has_lo) os = Bcast(os, ls);
  if (tensor && a.has_hi) os = Bcast(os, hs);
  auto lay = [&](size_t rank) { return pb.contiguous ? Layout::Contiguous() : RandomLayout(r, rank); };
  TestTensor x(xs, dx, lay(xs.size()));
  std::unique_ptr<TestTensor> lt(tensor && a.has_lo ? new TestTensor(ls, pb.dlo, lay(ls.size())) : nullptr);
  std::unique_ptr<TestTensor> ht(tensor && a.has_hi ? new TestTensor(hs, pb.dhi, lay(hs.size())) : nullptr);
  std::unique_ptr<TestTensor> out(a.inplace ? nullptr : new TestTensor(os, dout, lay(os.size())));
  TestTensor& o = a.inplace ? x : *out;
  std::vector<double> xv(static_cast<size_t>(x.numel())), lv, hv;
  for (auto& v : xv) v = Draw(r, dx);
  auto bound = [&](aclDataType d, double base) -> double {
    if (pb.nan_bounds && IsFloatDt(d) && r.I(0, 29) == 0) return std::nan("");
    if (IsIntDt(d)) return static_cast<double>(d == ACL_UINT8 ? r.I(0, 8) : r.I(-4, 4)) + (base > 0 ? 1 : 0);
    if (r.I(0, 4) == 0) return RoundTo(d, r.U(-5, 5));
    return RoundTo(d, base + r.U(-1.5, 1.5));
  };
  if (lt) {
    lv.resize(static_cast<size_t>(lt->numel()));
    for (auto& v : lv) v = bound(pb.dlo, -1.5);
    lt->SetValues(lv);
  }
  if (ht) {
    hv.resize(static_cast<size_t>(ht->numel()));
    for (auto& v : hv) v = bound(pb.dhi, 1.5);
    ht->SetValues(hv);
  }
  // Scalar bounds (a form's missing bound is NULL).
  double ls_v = 0, hs_v = 0;
  ScalarPtr lsp(nullptr, aclDestroyScalar), hsp(nullptr, aclDestroyScalar);
  if (!tensor) {
    ls_v = bound(pb.dlo, -1.5);
    hs_v = bound(pb.dhi, 1.5);
    if (pb.swap && r.I(0, 5) == 0) std::swap(ls_v, hs_v);
    if (a.form == kHardtanh && IsIntDt(pb.dlo) == IsIntDt(pb.dhi) && ls_v > hs_v) std::swap(ls_v, hs_v);
    if (a.has_lo) lsp = MakeScalar(pb.dlo, ls_v);
    if (a.has_hi) hsp = MakeScalar(pb.dhi, hs_v);
  }
  // The compute dtype and the expected elements.
  aclDataType p = dx;
  if (a.form == kScalar) p = dout;
  if (tensor) {
    if (a.has_lo) p = aclnn_cpu::PromoteTypes(p, pb.dlo);
    if (a.has_hi) p = aclnn_cpu::PromoteTypes(p, pb.dhi);
  }
  const bool pf = IsFloatDt(p);
  const double lo_c = a.has_lo && !tensor ? CastTo(pb.dlo, p, RoundTo(pb.dlo, ls_v)) : -INFINITY;
  const double hi_c = a.has_hi && !tensor ? CastTo(pb.dhi, p, RoundTo(pb.dhi, hs_v)) : INFINITY;
  const bool nan_all = pf && (std::isnan(lo_c) || std::isnan(hi_c));
  std::vector<double> want(static_cast<size_t>(o.numel()));
  for (int64_t i = 0; i < o.numel(); ++i) {
    const double xc = CastTo(dx, p, xv[static_cast<size_t>(SourceIndex(xs, os, i))]);
    double l = lo_c, h = hi_c;
    if (lt) l = CastTo(pb.dlo, p, lv[static_cast<size_t>(SourceIndex(ls, os, i))]);
    if (ht) h = CastTo(pb.dhi, p, hv[static_cast<size_t>(SourceIndex(hs, os, i))]);
    double v = ClampRef(xc, l, h);
    if (nan_all || std::isnan(l) || std::isnan(h)) v = NAN;
    want[static_cast<size_t>(i)] = CastTo(p, dout, v);
  }
  for (int t : {1, 2, 3}) {
    ScopedThreads threads(t);
    if (a.inplace) {
      x.Poison();
      x.SetValues(xv);
    } else {
      x.Poison();
      x.SetValues(xv);
      out->Poison();
    }
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          return a.p1(x.get(), lt ? lt->get() : nullptr, ht ? ht->get() : nullptr, lsp.get(), hsp.get(),
                      out ? out->get() : nullptr, w, e);
        },
        a.p2);
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(o.UntouchedOutside(&why)) << why;
    const std::vector<double> got = o.Values();
    for (size_t i = 0; i < got.size(); ++i) {
      const std::string d = Differs(got[i], want[i]);
      ASSERT_TRUE(d.empty()) << "element " << i << " of " << ShapeStr(os) << " with " << t << " threads: " << d
                             << " (lo " << lo_c << ", hi " << hi_c << ")";
    }
  }
}

aclDataType Pick(Rng& r, const std::vector<aclDataType>& v) { return v[static_cast<size_t>(r.I(0, static_cast<int64_t>(v.size()) - 1))]; }

// A scalar bound's dtype: the tensor's own, or a FLOAT / DOUBLE / INT64 / INT32 one.
aclDataType ScalarDt(Rng& r, aclDataType d) {
  static const std::vector<aclDataType> s = {ACL_FLOAT, ACL_DOUBLE, ACL_INT64, ACL_INT32};
  return r.I(0, 1) ? d : Pick(r, s);
}

TEST(ClampValues, ScalarFormsEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (const char* n : {"Clamp", "ClampMin", "ClampMax", "InplaceClampMax"}) {
    for (aclDataType d : kList) {
      for (int rep = 0; rep < 2; ++rep) {
        Problem pb{d, ScalarDt(r, d), ScalarDt(r, d), d, RandShape(r, 4)};
        CheckOne(ApiNamed(n), r, pb);
      }
    }
  }
}

TEST(ClampValues, ScalarFormsComputeInOutDtype) {
  // A2 computes in out's dtype: self and the bounds are converted to it (a fractional bound
  // truncates for an integer out; an fp32 self is rounded to fp16 first).
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (aclDataType d : kList) {
    for (aclDataType o : kList) {
      if (!CanCastDt(d, o)) continue;
      Problem pb{d, ScalarDt(r, d), ScalarDt(r, d), o, RandShape(r, 3)};
      CheckOne(ApiNamed(r.I(0, 1) ? "Clamp" : "ClampMax"), r, pb);
    }
  }
  Problem trunc{ACL_INT32, ACL_FLOAT, ACL_DOUBLE, ACL_INT32, {4, 5}};
  CheckOne(ApiNamed("Clamp"), r, trunc, " float bounds truncated");
  Problem narrow{ACL_FLOAT, ACL_DOUBLE, ACL_DOUBLE, ACL_FLOAT16, {3, 7}};
  CheckOne(ApiNamed("ClampMin"), r, narrow, " fp32 self rounded to fp16");
}

TEST(ClampValues, TensorFormsEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (const Api& a : Apis()) {
    if (a.form != kTensor) continue;
    for (aclDataType d : kList) {
      for (int rep = 0; rep < 2; ++rep) {
        Problem pb{d, d, d, d, RandShape(r, 4)};
        CheckOne(a, r, pb);
      }
    }
  }
}

TEST(ClampValues, TensorFormsPromote) {
  // Bounds of other dtypes: computed in the promoted dtype, converted to out.
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (int rep = 0; rep < 60; ++rep) {
    const aclDataType d = Pick(r, kList), l = Pick(r, kList), h = Pick(r, kList);
    aclDataType p = aclnn_cpu::PromoteTypes(aclnn_cpu::PromoteTypes(d, l), h);
    if (std::find(kList.begin(), kList.end(), p) == kList.end()) continue;
    aclDataType o = r.I(0, 2) == 0 ? Pick(r, kList) : p;
    if (!CanCastDt(p, o)) o = p;
    Problem pb{d, l, h, o, RandShape(r, 3)};
    CheckOne(ApiNamed("ClampTensor"), r, pb);
    Problem one{d, l, l, CanCastDt(aclnn_cpu::PromoteTypes(d, l), o) ? o : aclnn_cpu::PromoteTypes(d, l),
                RandShape(r, 3)};
    CheckOne(ApiNamed(r.I(0, 1) ? "ClampMinTensor" : "ClampMaxTensor"), r, one);
  }
}

TEST(ClampValues, HardtanhEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (const char* n : {"Hardtanh", "InplaceHardtanh"}) {
    for (aclDataType d : kList) {
      for (int rep = 0; rep < 2; ++rep) {
        const aclDataType sd = ScalarDt(r, d);
        Problem pb{d, sd, sd, d, RandShape(r, 4)};
        pb.swap = false;
        CheckOne(ApiNamed(n), r, pb);
      }
    }
  }
}

TEST(ClampValues, FastPathsEveryLength) {
  // Contiguous same-dtype operands: the fp32 SIMD kernel and the native FLOAT16 / BFLOAT16 kernel
  // (tails of every length, the four bound forms), against the reference.
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
    for (int64_t n = 1; n <= 70; n += r.I(1, 5)) {
      for (const char* name : {"Clamp", "ClampMin", "ClampMax", "ClampTensor", "ClampMinTensor", "ClampMaxTensor",
                               "Hardtanh", "InplaceClampMax"}) {
        Problem pb{d, d, d, d, {n}};
        pb.contiguous = true;
        pb.swap = std::string(name) != "Hardtanh";
        const Api& a = ApiNamed(name);
        if (a.form == kTensor) pb.full = {n};
        CheckOne(a, r, pb, " n=" + std::to_string(n));
      }
    }
  }
  Problem big{ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, {3, 70001}};
  big.contiguous = true;
  CheckOne(ApiNamed("Clamp"), r, big, " large");
  Problem big16{ACL_BF16, ACL_BF16, ACL_BF16, ACL_BF16, {2, 50003}};
  big16.contiguous = true;
  CheckOne(ApiNamed("ClampTensor"), r, big16, " large");
}

TEST(ClampValues, StreamedStores) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  ScopedStreamedStores streamed;
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
    Problem pb{d, d, d, d, {5, 2053}};
    pb.contiguous = true;
    CheckOne(ApiNamed("Clamp"), r, pb);
    CheckOne(ApiNamed("ClampMinTensor"), r, pb);
  }
}

// The special values one by one: NaN elements pass, NaN bounds give NaN, min > max gives max, a
// tie keeps the element (its zero sign), infinities clamp.
TEST(ClampValues, SpecialValues) {
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
    SCOPED_TRACE(Name(d));
    const std::vector<double> xv = {NAN, -0.0, 0.0, INFINITY, -INFINITY, 3.0, -3.0, 1.0};
    auto run = [&](double lo, double hi) {
      TestTensor x({8}, d), o({8}, d);
      x.SetValues(xv);
      o.Poison();
      ScalarPtr l = MakeScalar(ACL_DOUBLE, lo), h = MakeScalar(ACL_DOUBLE, hi);
      EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnClampGetWorkspaceSize(x.get(), l.get(), h.get(), o.get(), w, e); },
                            aclnnClamp), 0);
      return o.Values();
    };
    std::vector<double> g = run(0.0, 1.0);
    EXPECT_TRUE(std::isnan(g[0]));
    EXPECT_TRUE(g[1] == 0 && std::signbit(g[1]));  // -0 against the bound +0 keeps -0
    EXPECT_TRUE(g[2] == 0 && !std::signbit(g[2]));
    EXPECT_EQ(g[3], 1.0);
    EXPECT_EQ(g[4], 0.0);
    EXPECT_EQ(g[5], 1.0);
    EXPECT_EQ(g[6], 0.0);
    EXPECT_EQ(g[7], 1.0);
    g = run(2.0, -1.0);  // min > max: every element is max
    for (size_t i = 1; i < g.size(); ++i) EXPECT_EQ(g[i], -1.0) << i;
    EXPECT_TRUE(std::isnan(g[0])) << "a NaN element stays NaN with min > max";
    g = run(NAN, 1.0);
    for (double v : g) EXPECT_TRUE(std::isnan(v));
    g = run(-1.0, NAN);
    for (double v : g) EXPECT_TRUE(std::isnan(v));
  }
}

TEST(ClampValues, OutputAliasesAnInput) {
  // out is the min bound tensor itself (same shape and layout), and out overlaps self with another
  // layout (a transposed view of the same storage): results as if computed before writing.
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  TestTensor x({6, 6}, ACL_FLOAT), lo({6, 6}, ACL_FLOAT);
  std::vector<double> xv(36), lv(36);
  for (auto& v : xv) v = RoundTo(ACL_FLOAT, r.U(-3, 3));
  for (auto& v : lv) v = RoundTo(ACL_FLOAT, r.U(-1, 1));
  x.SetValues(xv);
  lo.SetValues(lv);
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnClampMinTensorGetWorkspaceSize(x.get(), lo.get(), lo.get(), w, e); },
                        aclnnClampMinTensor), 0) << aclGetRecentErrMsg();
  std::vector<double> got = lo.Values();
  for (size_t i = 0; i < 36; ++i) EXPECT_EQ(got[i], std::max(xv[i], lv[i])) << i;

  // out = the transpose of self in the same memory.
  x.SetValues(xv);
  int64_t shape[2] = {6, 6}, tstrides[2] = {1, 6}, storage = 36;
  aclTensor* xt = aclCreateTensor(shape, 2, ACL_FLOAT, tstrides, 0, ACL_FORMAT_ND, &storage, 1, x.data());
  ScalarPtr l = MakeScalar(ACL_FLOAT, -1.0), h = MakeScalar(ACL_FLOAT, 1.0);
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnClampGetWorkspaceSize(x.get(), l.get(), h.get(), xt, w, e); },
                        aclnnClamp), 0) << aclGetRecentErrMsg();
  got = x.Values();
  for (int64_t i = 0; i < 6; ++i)
    for (int64_t j = 0; j < 6; ++j)
      EXPECT_EQ(got[static_cast<size_t>(j * 6 + i)], ClampRef(xv[static_cast<size_t>(i * 6 + j)], -1, 1)) << i << "," << j;
  aclDestroyTensor(xt);
}

TEST(ClampValues, EmptyTensorsWriteNothing) {
  TestTensor x({2, 0}, ACL_FLOAT), o({2, 0}, ACL_FLOAT), lo({2, 1}, ACL_FLOAT), big({2, 3}, ACL_FLOAT);
  ScalarPtr l = MakeScalar(ACL_FLOAT, 0.0);
  o.Poison();
  uint64_t ws = 1;
  aclOpExecutor* ex = nullptr;
  ASSERT_EQ(aclnnClampMinGetWorkspaceSize(x.get(), l.get(), o.get(), &ws, &ex), 0);
  EXPECT_EQ(ws, 0u);
  EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnClampMinGetWorkspaceSize(x.get(), l.get(), o.get(), w, e); },
                        aclnnClampMin), 0);
  EXPECT_TRUE(o.UntouchedOutside());
  // An empty bound: nothing to do, even for a non-empty self (the device returns before the shapes).
  TestTensor e0({0}, ACL_FLOAT);
  big.Poison();
  EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnClampMinTensorGetWorkspaceSize(big.get(), e0.get(), big.get(), w, e); },
                        aclnnClampMinTensor), 0);
  EXPECT_TRUE(big.UntouchedOutside());
  (void)ex;
}

}  // namespace
