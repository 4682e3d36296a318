// Values of the ternary family (Lerp, Lerps, Addcdiv, Addcmul, their in-place forms, SWhere)
// against a float64 / exact-integer reference: random three-way broadcast shapes, strided,
// transposed and offset views, poisoned outputs with guard bytes, every dtype of each operator's
// list, scalars of several dtypes, outputs of other dtypes, IEEE specials; 1, 2 and 3 threads give
// the same bits. SWhere is checked bit for bit (NaN payloads, signed zeros, complex parts); empty
// inputs and outputs that alias an input with another layout are covered too.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "op_runner.h"
#include "ternary_apis.h"
#include "test_broadcast.h"
#include "test_rng.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::ternary;

namespace {

// A value of any dtype as the compute dtype p holds it.
double InCompute(aclDataType p, double v) {
  if (p == ACL_BOOL) return v != 0 ? 1 : 0;
  if (IsIntDt(p)) return static_cast<double>(WrapTo(p, static_cast<__int128>(std::trunc(v))));
  return RoundTo(p, v);
}

// A result of the compute dtype p stored into out's dtype.
double ToOut(aclDataType p, aclDataType dout, double v) {
  if (IsIntDt(dout) && IsIntDt(p)) return static_cast<double>(WrapTo(dout, static_cast<__int128>(v)));
  if (dout == ACL_BOOL) return v != 0 ? 1 : 0;
  if (IsIntDt(dout)) {  // toward zero, saturating; NaN gives 0
    if (std::isnan(v)) return 0;
    const double lo = dout == ACL_INT32 ? -2147483648.0 : dout == ACL_INT16 ? -32768.0 : dout == ACL_INT8 ? -128.0
                      : dout == ACL_INT64 ? -9223372036854775808.0 : 0.0;
    const double hi = dout == ACL_INT32 ? 2147483647.0 : dout == ACL_INT16 ? 32767.0 : dout == ACL_INT8 ? 127.0
                      : dout == ACL_UINT8 ? 255.0 : dout == ACL_UINT16 ? 65535.0 : dout == ACL_UINT32 ? 4294967295.0
                      : 9223372036854775807.0;
    return std::trunc(std::min(std::max(v, lo), hi));
  }
  return RoundTo(dout, v);
}

double Draw(Rng& r, aclDataType d, bool specials) {
  if (d == ACL_BOOL) return static_cast<double>(r.I(0, 1));
  if (d == ACL_UINT8) return static_cast<double>(r.I(0, 255));
  if (d == ACL_INT8) return static_cast<double>(r.I(-128, 127));
  const bool u = d == ACL_UINT16 || d == ACL_UINT32 || d == ACL_UINT64;
  if (IsIntDt(d)) return static_cast<double>(r.I(0, 9) == 0 ? r.I(u ? 0 : -40000, 40000) : r.I(u ? 0 : -9, 9));
  static const double kSpecial[] = {0.0, -0.0, 1.0, -1.0, 0.5, INFINITY, -INFINITY, NAN};
  if (specials && r.I(0, 15) == 0) return kSpecial[r.I(0, 7)];
  return RoundTo(d, r.U(-3, 3));
}

double LerpRef(double s, double e, double w) {
  const double d = e - s;
  return std::fabs(w) < 0.5 ? s + w * d : e - d * (1 - w);
}

struct Problem {
  aclDataType dx, da, db, dout;  // db unused by Lerps; dout ignored in place
  aclDataType ds = ACL_FLOAT;    // scalar dtype
  aclDataType p;                 // compute dtype
};

// One random problem: reference per element, three thread counts, guard bytes.
void CheckOne(const Api& api, Rng& r, const Problem& pb, const std::string& note = "") {
  SCOPED_TRACE(std::string(api.name) + " " + Name(pb.dx) + " " + Name(pb.da) + " " + Name(pb.db) + " out " +
               Name(pb.dout) + " scalar " + Name(pb.ds) + note);
  const bool has_b = api.kind != Kind::kLerps;
  const bool has_s = api.kind == Kind::kLerps || api.kind == Kind::kAddcdiv || api.kind == Kind::kAddcmul;
  Shape full(static_cast<size_t>(r.I(0, 4)));
  for (auto& d : full) d = r.I(1, 5);
  auto part = [&](const Shape& o) {
    Shape s(o.end() - r.I(0, static_cast<int64_t>(o.size())), o.end());
    for (auto& d : s) d = r.I(0, 3) == 0 ? 1 : d;
    return s;
  };
  const Shape xs = api.inplace ? full : part(full);
  const Shape as = part(full), bs = part(full);
  Shape os = xs;
  for (const Shape* t : {&as, has_b ? &bs : &as}) {
    if (t->size() > os.size()) os.insert(os.begin(), t->size() - os.size(), 1);
    for (size_t k = 0; k < t->size(); ++k) {
      int64_t& d = os[os.size() - t->size() + k];
      d = std::max(d, (*t)[k]);
    }
  }
  const aclDataType dout = api.inplace ? pb.dx : pb.dout;
  TestTensor x(xs, pb.dx, RandomLayout(r, xs.size()));
  TestTensor a(as, pb.da, RandomLayout(r, as.size()));
  std::unique_ptr<TestTensor> b(has_b ? new TestTensor(bs, pb.db, RandomLayout(r, bs.size())) : nullptr);
  std::unique_ptr<TestTensor> out(api.inplace ? nullptr : new TestTensor(os, dout, RandomLayout(r, os.size())));
  TestTensor& o = api.inplace ? x : *out;

  const bool lerp = api.kind == Kind::kLerp || api.kind == Kind::kLerps;
  std::vector<double> xv(static_cast<size_t>(x.numel())), av(static_cast<size_t>(a.numel())), bv;
  for (auto& v : xv) v = api.kind == Kind::kSWhere ? static_cast<double>(r.I(0, pb.dx == ACL_UINT8 ? 3 : 1)) : Draw(r, pb.dx, true);
  for (auto& v : av) v = Draw(r, pb.da, true);
  if (b) {
    bv.resize(static_cast<size_t>(b->numel()));
    for (auto& v : bv) {
      if (api.kind == Kind::kLerp) v = r.I(0, 3) == 0 ? static_cast<double>(r.I(-2, 4)) / 4 : RoundTo(pb.db, r.U(-0.5, 1.5));
      else if (api.kind == Kind::kAddcdiv && IsIntDt(pb.db)) v = static_cast<double>(r.I(-4, 4));  // zero divisors too
      else v = Draw(r, pb.db, true);
    }
    b->SetValues(bv);
  }
  x.Poison();
  x.SetValues(xv);
  a.SetValues(av);
  double sv = 0;
  ScalarPtr s(nullptr, aclDestroyScalar);
  if (has_s) {
    if (lerp) sv = r.I(0, 2) == 0 ? static_cast<double>(r.I(-2, 4)) / 4 : r.U(-0.5, 1.5);
    else sv = IsIntDt(pb.ds) ? static_cast<double>(r.I(-3, 3)) : r.U(-2, 2);
    if (pb.ds == ACL_BOOL) sv = 1;
    s = MakeScalar(pb.ds, sv);
    sv = RoundTo(pb.ds, sv);
  }

  const aclDataType p = pb.p;
  const bool exact = api.kind == Kind::kSWhere || IsIntDt(p);
  const Tolerance tol = DefaultTolerance(dout == ACL_DOUBLE ? p : dout);
  std::vector<double> want(static_cast<size_t>(o.numel())), slack(want.size(), 0.0);
  for (int64_t i = 0; i < o.numel(); ++i) {
    const double xe = xv[static_cast<size_t>(SourceIndex(xs, os, i))];
    const double ae = av[static_cast<size_t>(SourceIndex(as, os, i))];
    const double be = b ? bv[static_cast<size_t>(SourceIndex(bs, os, i))] : 0;
    double w = 0, mag = 0;
    switch (api.kind) {
      case Kind::kLerp: case Kind::kLerps: {
        const double wt = api.kind == Kind::kLerp ? be : RoundTo(ACL_FLOAT, sv);
        w = RoundTo(p, LerpRef(xe, ae, wt));
        mag = (std::fabs(xe) + std::fabs(ae)) * (1 + std::fabs(wt));
        break;
      }
      case Kind::kAddcmul: case Kind::kAddcdiv: {
        const double cx = InCompute(p, xe), ca = InCompute(p, ae), cb = InCompute(p, be), v = InCompute(p, sv);
        if (IsIntDt(p)) {
          const auto ix = static_cast<__int128>(cx), ia = static_cast<__int128>(ca), ib = static_cast<__int128>(cb);
          const auto iv = static_cast<__int128>(v);
          __int128 t;
          if (api.kind == Kind::kAddcmul) t = WrapTo(p, iv * ia * ib);
          else t = WrapTo(p, iv * (ib == 0 ? 0 : ia / ib));
          w = static_cast<double>(WrapTo(p, ix + t));
        } else {
          const double t = api.kind == Kind::kAddcmul ? v * ca * cb : v * ca / cb;
          w = RoundTo(p, cx + t);
          mag = std::fabs(cx) + std::fabs(t);
        }
        break;
      }
      case Kind::kSWhere:
        w = xe != 0 ? InCompute(p, ae) : InCompute(p, be);
        break;
    }
    want[static_cast<size_t>(i)] = ToOut(p, dout, w);
    slack[static_cast<size_t>(i)] = exact ? 0 : 8 * 1.2e-7 * mag;
  }
  std::vector<double> first;
  for (int t : {1, 2, 3}) {
    ScopedThreads threads(t);
    if (api.inplace) {
      x.Poison();
      x.SetValues(xv);
    } else {
      out->Poison();
    }
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          return CallP1(api, x.get(), a.get(), b ? b->get() : nullptr, s.get(), out ? out->get() : nullptr, w, e);
        },
        api.p2);
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(o.UntouchedOutside(&why)) << why;
    const std::vector<double> got = o.Values();
    for (size_t i = 0; i < got.size(); ++i) {
      if (exact) {
        if (std::isnan(want[i]) && std::isnan(got[i])) continue;
        ASSERT_EQ(got[i], want[i]) << "element " << i << " with " << t << " threads";
      } else {
        const std::string m = Mismatch(got[i], want[i], tol.atol + slack[i], tol.rtol);
        ASSERT_TRUE(m.empty()) << m << " element " << i << " with " << t << " threads";
      }
    }
    if (first.empty()) first = got;
    else ASSERT_EQ(0, std::memcmp(first.data(), got.data(), got.size() * sizeof(double))) << t << " threads differ";
  }
}

const aclDataType kFloat16s[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

TEST(TernaryValues, LerpEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (int rep = 0; rep < 4; ++rep) {
    for (aclDataType d : kFloat16s) {
      CheckOne(kLerp, r, {d, d, d, d, ACL_FLOAT, d});
      CheckOne(kInplaceLerp, r, {d, d, d, d, ACL_FLOAT, d});
    }
  }
}

TEST(TernaryValues, LerpsEveryDtypeAndOut) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (int rep = 0; rep < 3; ++rep) {
    for (aclDataType d : kFloat16s) {
      for (aclDataType o : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE})
        CheckOne(kLerps, r, {d, d, d, o, ACL_FLOAT, d});
      for (aclDataType sd : {ACL_DOUBLE, ACL_FLOAT16, ACL_INT32})
        CheckOne(kInplaceLerps, r, {d, d, d, d, sd, d});
    }
  }
}

TEST(TernaryValues, LerpExactAtEnds) {
  // w = 0 gives self and w = 1 gives end exactly, whatever the magnitudes (the two-branch form).
  TestTensor s({64}, ACL_FLOAT), e({64}, ACL_FLOAT), w({2, 64}, ACL_FLOAT), o({2, 64}, ACL_FLOAT);
  Rng r(TestSeed());
  std::vector<double> sv(64), ev(64), wv(128);
  for (size_t i = 0; i < 64; ++i) {
    sv[i] = RoundTo(ACL_FLOAT, r.U(-1e6, 1e6));
    ev[i] = RoundTo(ACL_FLOAT, r.U(-1e-3, 1e-3));
    wv[i] = 0;
    wv[64 + i] = 1;
  }
  s.SetValues(sv);
  e.SetValues(ev);
  w.SetValues(wv);
  o.Poison();
  ASSERT_EQ(0, RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
              return aclnnLerpGetWorkspaceSize(s.get(), e.get(), w.get(), o.get(), ws, ex);
            }, aclnnLerp));
  for (int64_t i = 0; i < 64; ++i) {
    EXPECT_EQ(o.Get(i), sv[static_cast<size_t>(i)]);
    EXPECT_EQ(o.Get(64 + i), ev[static_cast<size_t>(i)]);
  }
}

TEST(TernaryValues, AddcmulEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const aclDataType all[] = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT8, ACL_UINT8, ACL_DOUBLE, ACL_BF16};
  for (int rep = 0; rep < 2; ++rep) {
    for (aclDataType d : all) {
      const aclDataType sd = IsIntDt(d) ? ACL_INT64 : ACL_FLOAT;
      CheckOne(kAddcmul, r, {d, d, d, d, sd, d});
      CheckOne(kInplaceAddcmul, r, {d, d, d, d, sd, d});
    }
  }
  // Promotion, value dtypes (a fractional value truncates for integers) and outputs of other dtypes.
  CheckOne(kAddcmul, r, {ACL_FLOAT16, ACL_FLOAT, ACL_BF16, ACL_FLOAT, ACL_DOUBLE, ACL_FLOAT});
  CheckOne(kAddcmul, r, {ACL_BF16, ACL_BF16, ACL_BF16, ACL_DOUBLE, ACL_DOUBLE, ACL_BF16});
  CheckOne(kAddcmul, r, {ACL_INT8, ACL_INT32, ACL_INT8, ACL_INT64, ACL_DOUBLE, ACL_INT32});
  CheckOne(kAddcmul, r, {ACL_UINT8, ACL_UINT8, ACL_UINT8, ACL_FLOAT, ACL_INT32, ACL_UINT8});
  CheckOne(kAddcmul, r, {ACL_INT32, ACL_FLOAT16, ACL_INT64, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT16});
  CheckOne(kAddcmul, r, {ACL_INT64, ACL_DOUBLE, ACL_INT8, ACL_DOUBLE, ACL_BOOL, ACL_DOUBLE});
  CheckOne(kInplaceAddcmul, r, {ACL_FLOAT, ACL_INT32, ACL_FLOAT16, ACL_FLOAT, ACL_INT8, ACL_FLOAT});
}

TEST(TernaryValues, AddcdivEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const aclDataType all[] = {ACL_FLOAT, ACL_INT64, ACL_FLOAT16, ACL_DOUBLE, ACL_BF16};
  for (int rep = 0; rep < 2; ++rep) {
    for (aclDataType d : all) {
      const aclDataType sd = IsIntDt(d) ? ACL_INT32 : ACL_FLOAT;
      CheckOne(kAddcdiv, r, {d, d, d, d, sd, d});
      CheckOne(kInplaceAddcdiv, r, {d, d, d, d, sd, d});
    }
  }
  CheckOne(kAddcdiv, r, {ACL_FLOAT16, ACL_FLOAT, ACL_BF16, ACL_DOUBLE, ACL_DOUBLE, ACL_FLOAT});
  CheckOne(kAddcdiv, r, {ACL_INT64, ACL_INT64, ACL_INT64, ACL_FLOAT, ACL_DOUBLE, ACL_INT64}, " fractional value");
  CheckOne(kAddcdiv, r, {ACL_INT64, ACL_FLOAT16, ACL_INT64, ACL_FLOAT, ACL_INT64, ACL_FLOAT16});
  CheckOne(kInplaceAddcdiv, r, {ACL_DOUBLE, ACL_FLOAT, ACL_INT64, ACL_DOUBLE, ACL_FLOAT16, ACL_DOUBLE});
}

TEST(TernaryValues, SWhereEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const aclDataType all[] = {ACL_FLOAT, ACL_INT32, ACL_UINT64, ACL_INT64, ACL_UINT32, ACL_FLOAT16, ACL_UINT16, ACL_INT16,
                             ACL_INT8, ACL_UINT8, ACL_DOUBLE, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16};
  for (aclDataType d : all) {
    for (aclDataType c : {ACL_BOOL, ACL_UINT8}) CheckOne(kSWhere, r, {c, d, d, d, ACL_FLOAT, d});
  }
  // Promotion of the branches, outputs of other dtypes (no CanCast check).
  CheckOne(kSWhere, r, {ACL_BOOL, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT});
  CheckOne(kSWhere, r, {ACL_BOOL, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_FLOAT, ACL_INT16});
  CheckOne(kSWhere, r, {ACL_UINT8, ACL_FLOAT16, ACL_BF16, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT});
  CheckOne(kSWhere, r, {ACL_BOOL, ACL_FLOAT, ACL_FLOAT, ACL_INT32, ACL_FLOAT, ACL_FLOAT}, " float into int32");
  CheckOne(kSWhere, r, {ACL_BOOL, ACL_BOOL, ACL_BOOL, ACL_FLOAT, ACL_FLOAT, ACL_BOOL});
  CheckOne(kSWhere, r, {ACL_BOOL, ACL_INT64, ACL_DOUBLE, ACL_DOUBLE, ACL_FLOAT, ACL_DOUBLE});
  CheckOne(kSWhere, r, {ACL_BOOL, ACL_FLOAT, ACL_COMPLEX64, ACL_COMPLEX64, ACL_FLOAT, ACL_COMPLEX64});
}

// Bit patterns: random bits (NaN payloads, signalling NaNs, -0, subnormals) are selected as they
// are for every element size, contiguous and broadcast, on every thread count.
TEST(TernaryValues, SWhereBitExact) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const aclDataType all[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128, ACL_INT8};
  for (aclDataType d : all) {
    for (int shape_case = 0; shape_case < 2; ++shape_case) {
      SCOPED_TRACE(std::string(Name(d)) + " case " + std::to_string(shape_case));
      const Shape cs = shape_case ? Shape{3, 1, 50} : Shape{3, 7, 50};
      const Shape ss = shape_case ? Shape{7, 1} : Shape{3, 7, 50};
      const Shape os = {3, 7, 50};
      TestTensor c(cs, ACL_BOOL), x(ss, d), y(os, d), o(os, d);
      const size_t es = ElemSize(d);
      auto fill = [&](TestTensor& t) {
        auto* p = static_cast<unsigned char*>(t.data());
        for (int64_t i = 0; i < t.numel() * static_cast<int64_t>(es); ++i) p[i] = static_cast<unsigned char>(r.I(0, 255));
        if (d == ACL_FLOAT) {  // signalling and quiet NaNs with payloads
          const uint32_t nans[] = {0x7f800001u, 0xffa00005u, 0x7fc12345u, 0x80000000u};
          for (int k = 0; k < 4; ++k) std::memcpy(p + 4 * k, &nans[k], 4);
        }
      };
      fill(x);
      fill(y);
      auto* cp = static_cast<unsigned char*>(c.data());
      for (int64_t i = 0; i < c.numel(); ++i) cp[i] = static_cast<unsigned char>(r.I(0, 1));
      std::vector<unsigned char> first;
      for (int t : {1, 2, 3}) {
        ScopedThreads threads(t);
        o.Poison();
        ASSERT_EQ(0, RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
                    return aclnnSWhereGetWorkspaceSize(c.get(), x.get(), y.get(), o.get(), w, e);
                  }, aclnnSWhere)) << aclGetRecentErrMsg();
        const auto* op = static_cast<const unsigned char*>(o.data());
        for (int64_t i = 0; i < o.numel(); ++i) {
          const bool take = cp[SourceIndex(cs, os, i)] != 0;
          const auto* src = take ? static_cast<const unsigned char*>(x.data()) + SourceIndex(ss, os, i) * es
                                 : static_cast<const unsigned char*>(y.data()) + i * es;
          ASSERT_EQ(0, std::memcmp(op + i * es, src, es)) << "element " << i;
        }
        std::vector<unsigned char> got(op, op + o.numel() * es);
        if (first.empty()) first = got;
        else ASSERT_EQ(first, got);
      }
    }
  }
}

// UINT64 branches above 2^63 into a floating out keep their unsigned values (into an integer out,
// their low bits).
TEST(TernaryValues, SWhereUnsigned64IntoOtherDtypes) {
  TestTensor c({4}, ACL_BOOL), x({4}, ACL_UINT64), y({4}, ACL_UINT64), od({4}, ACL_DOUBLE), oi({4}, ACL_INT32);
  c.SetValues({1, 0, 1, 0});
  x.SetValues({9223372036854775808.0, 1, 18446744073709549568.0, 3});
  y.SetValues({5, 13835058055282163712.0, 7, 4294967296.0 * 3 + 5});
  for (TestTensor* o : {&od, &oi}) {
    o->Poison();
    ASSERT_EQ(0, RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) {
                return aclnnSWhereGetWorkspaceSize(c.get(), x.get(), y.get(), o->get(), w, e);
              }, aclnnSWhere)) << aclGetRecentErrMsg();
  }
  EXPECT_EQ(od.Values(), (std::vector<double>{9223372036854775808.0, 13835058055282163712.0, 18446744073709549568.0,
                                              4294967296.0 * 3 + 5}));
  EXPECT_EQ(oi.Values(), (std::vector<double>{0, 0, -2048, 5}));  // 2^64 - 2048 keeps 0xfffff800
}

// Empty inputs: success, workspace 0, out untouched.
TEST(TernaryValues, EmptyInputs) {
  TestTensor e({2, 0, 3}, ACL_FLOAT), f({1, 1, 3}, ACL_FLOAT), o({2, 0, 3}, ACL_FLOAT);
  TestTensor c({2, 0, 3}, ACL_BOOL);
  auto s = MakeScalar(ACL_FLOAT, 0.5);
  for (const Api* api : {&kLerp, &kLerps, &kAddcdiv, &kAddcmul, &kSWhere}) {
    SCOPED_TRACE(api->name);
    o.Poison();
    uint64_t ws = 1;
    aclOpExecutor* ex = nullptr;
    aclTensor* x = api->kind == Kind::kSWhere ? c.get() : e.get();
    ASSERT_EQ(0, CallP1(*api, x, f.get(), f.get(), s.get(), o.get(), &ws, &ex)) << aclGetRecentErrMsg();
    EXPECT_EQ(ws, 0u);
    ASSERT_EQ(0, api->p2(nullptr, 0, ex, nullptr));
    ASSERT_EQ(0, aclrtSynchronizeStream(nullptr));
    EXPECT_TRUE(o.UntouchedOutside());
  }
}

// An out that is a transposed view of an input's storage: the results are those of reading
// everything first (the engine selects/computes into a workspace temporary, then copies).
TEST(TernaryValues, OutAliasesInputTransposed) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const int64_t n = 37;
  for (const Api* api : {&kAddcmul, &kSWhere, &kLerp}) {
    SCOPED_TRACE(api->name);
    TestTensor self({n, n}, ACL_FLOAT), a({n, n}, ACL_FLOAT), b({n, n}, ACL_FLOAT), c({n, n}, ACL_BOOL);
    std::vector<double> sv(n * n), av(n * n), bv(n * n), cv(n * n);
    for (size_t i = 0; i < sv.size(); ++i) {
      sv[i] = RoundTo(ACL_FLOAT, r.U(-2, 2));
      av[i] = RoundTo(ACL_FLOAT, r.U(-2, 2));
      bv[i] = RoundTo(ACL_FLOAT, r.U(0, 1));
      cv[i] = static_cast<double>(r.I(0, 1));
    }
    self.SetValues(sv);
    a.SetValues(av);
    b.SetValues(bv);
    c.SetValues(cv);
    // out: self's storage seen transposed.
    const int64_t dims[2] = {n, n}, strides[2] = {1, n};
    aclTensor* out = aclCreateTensor(dims, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, dims, 2, self.data());
    auto v = MakeScalar(ACL_FLOAT, 0.75);
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          aclTensor* x = api->kind == Kind::kSWhere ? c.get() : self.get();
          aclTensor* t1 = api->kind == Kind::kSWhere ? self.get() : a.get();
          return CallP1(*api, x, t1, b.get(), v.get(), out, w, e);
        },
        api->p2);
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        const size_t k = static_cast<size_t>(i * n + j);
        double want;
        if (api->kind == Kind::kAddcmul) want = RoundTo(ACL_FLOAT, sv[k] + 0.75 * av[k] * bv[k]);
        else if (api->kind == Kind::kSWhere) want = cv[k] != 0 ? sv[k] : bv[k];
        else want = RoundTo(ACL_FLOAT, LerpRef(sv[k], av[k], bv[k]));
        // out[i][j] lives at self's element (j, i).
        const double got = self.Get(j * n + i);
        ASSERT_NEAR(got, want, 1e-6 * (1 + std::fabs(want))) << i << "," << j;
      }
    }
    aclDestroyTensor(out);
  }
}

}  // namespace
