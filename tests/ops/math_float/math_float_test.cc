// Values of the binary floating math family against the float64 reference (ops/math_float/ref.h):
// random broadcast shapes, strided, transposed and offset views, poisoned outputs with guard bytes,
// every dtype of each operator's list with the compute dtype its rule gives, scalar and in-place
// forms, outputs of other dtypes, the normative special values (atan2 quadrants and signed zeros,
// xlogy's x == 0 rule, logaddexp's infinities), complex outputs (COMPLEX32 included), an output
// aliasing an input, empty tensors; 1, 2 and 3 threads give the same bytes.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "core/tensor.h"
#include "math_float_apis.h"
#include "op_runner.h"
#include "ops/math_float/ref.h"
#include "test_broadcast.h"
#include "test_rng.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::math_float;

namespace {

bool IsIntDt(aclDataType d) {
  switch (d) {
    case ACL_INT8: case ACL_UINT8: case ACL_INT16: case ACL_UINT16: case ACL_INT32: case ACL_UINT32: case ACL_INT64:
    case ACL_UINT64: return true;
    default: return false;
  }
}
bool IsComplexDt(aclDataType d) { return d == ACL_COMPLEX32 || d == ACL_COMPLEX64 || d == ACL_COMPLEX128; }

// A result v cast to out's dtype as the aclnn Cast does: floats round to nearest even, integers
// truncate toward zero and saturate (NaN gives 0), BOOL is v != 0.
double CastOut(aclDataType d, double v) {
  if (d == ACL_BOOL) return v != 0 ? 1 : 0;
  if (!IsIntDt(d)) return RoundTo(d, v);
  if (std::isnan(v)) return 0;
  const int bits = static_cast<int>(ElemSize(d)) * 8;
  const bool u = d == ACL_UINT8 || d == ACL_UINT16 || d == ACL_UINT32 || d == ACL_UINT64;
  const double lo = u ? 0 : -std::ldexp(1.0, bits - 1), hi = u ? std::ldexp(1.0, bits) - 1 : std::ldexp(1.0, bits - 1) - 1;
  const double t = std::trunc(v);
  return t < lo ? lo : t > hi ? hi : t;
}

// Values of dtype d: small integers for integer dtypes, for floats a mix of ordinary values and the
// specials (signed zeros, ±1, infinities, NaN). `positive` keeps most reals positive (log domains).
double Draw(Rng& r, aclDataType d, bool positive) {
  if (d == ACL_BOOL) return static_cast<double>(r.I(0, 1));
  if (IsIntDt(d)) {
    const bool u = d == ACL_UINT8 || d == ACL_UINT16 || d == ACL_UINT32 || d == ACL_UINT64;
    return static_cast<double>(u ? r.I(0, 9) : r.I(-9, 9));
  }
  static const double kSpecial[] = {0.0, -0.0, 1.0, -1.0, 0.5, INFINITY, -INFINITY, NAN};
  if (r.I(0, 4) == 0) return kSpecial[r.I(0, 7)];
  const double v = positive && r.I(0, 5) > 0 ? r.U(0, 4) : r.U(-4, 4);
  return RoundTo(d, v);
}

// The address of element `linear` (row-major) of t's view.
const unsigned char* ElemPtr(const TestTensor& t, int64_t linear) {
  const aclTensor* a = t.get();
  int64_t off = a->offset;
  for (size_t k = a->view.size(); k-- > 0;) {
    off += (linear % a->view[k]) * a->strides[k];
    linear /= a->view[k];
  }
  return static_cast<const unsigned char*>(t.data()) + off * static_cast<int64_t>(ElemSize(t.dtype()));
}

// Element `linear` of a complex tensor.
std::complex<double> GetComplex(const TestTensor& t, int64_t linear) {
  const unsigned char* p = ElemPtr(t, linear);
  if (t.dtype() == ACL_COMPLEX32) return {LoadElement(p, ACL_FLOAT16), LoadElement(p + 2, ACL_FLOAT16)};
  if (t.dtype() == ACL_COMPLEX64) return {LoadElement(p, ACL_FLOAT), LoadElement(p + 4, ACL_FLOAT)};
  return {LoadElement(p, ACL_DOUBLE), LoadElement(p + 8, ACL_DOUBLE)};
}

// The component dtype of a complex dtype.
aclDataType Part(aclDataType c) { return c == ACL_COMPLEX32 ? ACL_FLOAT16 : c == ACL_COMPLEX64 ? ACL_FLOAT : ACL_DOUBLE; }

std::string Bits(double got, double want) {
  if (std::isnan(want)) return std::isnan(got) ? "" : "expected NaN";
  if (got == want && std::signbit(got) == std::signbit(want)) return "";
  return "got " + std::to_string(got) + " want " + std::to_string(want) + (got == want ? " (sign of zero)" : "");
}

// Checks one element: exact where the result is exact (integers, infinities, NaN, signed zeros),
// else within the compute dtype's tolerance.
std::string Check(aclDataType compute, aclDataType dout, double got, double want) {
  if (IsIntDt(dout) || dout == ACL_BOOL) return got == want ? "" : "got " + std::to_string(got) + " want " + std::to_string(want);
  if (std::isnan(want) || std::isinf(want)) return Bits(got, want);  // signed zeros: SpecialValues
  const Tolerance t = DefaultTolerance(compute == ACL_DOUBLE && dout == ACL_DOUBLE ? ACL_DOUBLE
                                       : compute == ACL_FLOAT16 || compute == ACL_BF16 ? compute
                                                                                       : (dout == ACL_FLOAT16 || dout == ACL_BF16 ? dout : ACL_FLOAT));
  return Mismatch(got, want, t.atol, t.rtol);
}

// The expected element: x and y (values of dtypes dx, dy) in the compute dtype, the function
// evaluated by the reference, rounded to the compute dtype, cast to out's.
double Expected(Fn fn, aclDataType compute, aclDataType dout, double x, double y) {
  const double v = aclnn_cpu::ref::MathFloatReal(fn, RoundTo(compute, x), RoundTo(compute, y));
  return CastOut(dout, RoundTo(compute, v));
}

struct Problem {
  Shape xs, ys, os;
};

Problem RandomShapes(Rng& r, const Api& a) {
  Shape full(static_cast<size_t>(r.I(0, 4)));
  for (auto& d : full) d = r.I(1, 5);
  auto part = [&](const Shape& o) {  // a right-aligned suffix with some dims broadcast
    Shape s(o.end() - r.I(0, static_cast<int64_t>(o.size())), o.end());
    for (auto& d : s) d = r.I(0, 3) == 0 ? 1 : d;
    return s;
  };
  Problem p;
  if (a.form != kTT) {
    p.xs = p.ys = p.os = full;
    return p;
  }
  p.xs = a.inplace ? full : part(full);
  p.ys = part(a.inplace ? p.xs : full);
  p.os = p.xs;
  if (p.ys.size() > p.os.size()) p.os.insert(p.os.begin(), p.ys.size() - p.os.size(), 1);
  for (size_t k = 0; k < p.ys.size(); ++k) {
    int64_t& d = p.os[p.os.size() - p.ys.size() + k];
    d = std::max(d, p.ys[k]);
  }
  return p;
}

// One random problem of `a`: self dtype dx, other (or scalar) dtype dy, compute dtype p, out dtype
// dout (in place: dx). Runs with 1, 2 and 3 threads and compares each result with the reference
// and the three results' bytes with each other.
void CheckOne(const Api& a, Rng& r, aclDataType dx, aclDataType dy, aclDataType p, aclDataType dout,
              const std::string& note = "") {
  SCOPED_TRACE(std::string(a.name) + " " + Name(dx) + " " + Name(dy) + " compute " + Name(p) + " out " + Name(dout) + note);
  const bool positive = a.fn == Fn::kXLogY || a.fn == Fn::kXLog1pY;
  const Problem pr = RandomShapes(r, a);
  std::unique_ptr<TestTensor> x(a.form == kST ? nullptr : new TestTensor(pr.xs, dx, RandomLayout(r, pr.xs.size())));
  std::unique_ptr<TestTensor> y(a.form == kTS ? nullptr : new TestTensor(pr.ys, dy, RandomLayout(r, pr.ys.size())));
  std::unique_ptr<TestTensor> out(a.inplace ? nullptr : new TestTensor(pr.os, dout, RandomLayout(r, pr.os.size())));
  TestTensor& o = a.inplace ? *x : *out;
  std::vector<double> xv, yv;
  if (x) {
    x->Poison();
    xv.resize(static_cast<size_t>(x->numel()));
    for (auto& v : xv) v = Draw(r, dx, false);
    x->SetValues(xv);
  }
  if (y) {
    y->Poison();
    yv.resize(static_cast<size_t>(y->numel()));
    for (auto& v : yv) v = Draw(r, dy, positive);
    y->SetValues(yv);
  }
  ScalarPtr s(nullptr, aclDestroyScalar);
  double sv = 0;
  if (a.form != kTT) {
    sv = RoundTo(a.form == kST ? dx : dy, Draw(r, a.form == kST ? dx : dy, positive));
    s = MakeScalar(a.form == kST ? dx : dy, sv);
  }
  const bool cplx = IsComplexDt(dout);
  std::vector<double> want(static_cast<size_t>(o.numel()));
  std::vector<std::complex<double>> cwant(cplx ? want.size() : 0);
  for (int64_t i = 0; i < o.numel(); ++i) {
    const double xe = a.form == kST ? sv : xv[static_cast<size_t>(SourceIndex(pr.xs, pr.os, i))];
    const double ye = a.form == kTS ? sv : yv[static_cast<size_t>(SourceIndex(pr.ys, pr.os, i))];
    if (cplx) {
      const bool complex_fn = a.fn == Fn::kPolar || a.fn == Fn::kComplex;
      const std::complex<double> c = complex_fn ? aclnn_cpu::ref::MathFloatComplex(a.fn, xe, ye)
                                                : std::complex<double>(Expected(a.fn, p, ACL_DOUBLE, xe, ye), 0.0);
      cwant[static_cast<size_t>(i)] = {RoundTo(Part(dout), c.real()), RoundTo(Part(dout), c.imag())};
    } else {
      want[static_cast<size_t>(i)] = Expected(a.fn, p, dout, xe, ye);
    }
  }
  std::vector<unsigned char> first;
  for (int t : {1, 2, 3}) {
    ScopedThreads threads(t);
    if (a.inplace) {
      x->Poison();
      x->SetValues(xv);
    } else {
      out->Poison();
    }
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          return a.p1(x ? x->get() : nullptr, s.get(), y ? y->get() : nullptr, s.get(), out ? out->get() : nullptr, w, e);
        },
        a.p2);
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(o.UntouchedOutside(&why)) << why;
    for (int64_t i = 0; i < o.numel(); ++i) {
      const size_t k = static_cast<size_t>(i);
      if (cplx) {
        const std::complex<double> g = GetComplex(o, i);
        const Tolerance tol = DefaultTolerance(Part(dout));
        const std::string m = std::isnan(cwant[k].real()) || std::isinf(cwant[k].real())
                                  ? Bits(g.real(), cwant[k].real()) : Mismatch(g.real(), cwant[k].real(), tol.atol, tol.rtol);
        const std::string n = std::isnan(cwant[k].imag()) || std::isinf(cwant[k].imag())
                                  ? Bits(g.imag(), cwant[k].imag()) : Mismatch(g.imag(), cwant[k].imag(), tol.atol, tol.rtol);
        ASSERT_TRUE(m.empty() && n.empty()) << "element " << i << ": " << m << " / " << n;
      } else {
        const std::string m = Check(p, dout, o.Get(i), want[k]);
        const double xe = a.form == kST ? sv : xv[static_cast<size_t>(SourceIndex(pr.xs, pr.os, i))];
        const double ye = a.form == kTS ? sv : yv[static_cast<size_t>(SourceIndex(pr.ys, pr.os, i))];
        ASSERT_TRUE(m.empty()) << "element " << i << " of " << o.numel() << " (" << t << " threads), f(" << xe << ", "
                               << ye << "): " << m;
      }
    }
    const auto* bytes = static_cast<const unsigned char*>(o.data());
    const std::vector<unsigned char> now(bytes, bytes + o.storage_elems() * static_cast<int64_t>(ElemSize(o.dtype())));
    if (t == 1) first = now;
    else ASSERT_TRUE(now == first) << "results differ between 1 and " << t << " threads";
  }
}

const std::vector<aclDataType> kAtan2Dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_INT8, ACL_INT16,
                                               ACL_INT32, ACL_INT64,   ACL_BOOL,   ACL_UINT8, ACL_BF16};
const std::vector<aclDataType> kXLogYDtypes = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT8,
                                               ACL_UINT8, ACL_BOOL,  ACL_INT16, ACL_BF16};
bool Floating(aclDataType d) { return d == ACL_FLOAT || d == ACL_FLOAT16 || d == ACL_BF16 || d == ACL_DOUBLE; }

TEST(MathFloatValues, Atan2EveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (aclDataType d : kAtan2Dtypes) {
    const aclDataType p = Floating(d) ? d : ACL_FLOAT;
    CheckOne(kAtan2, r, d, d, p, p);
    CheckOne(kInplaceAtan2, r, Floating(d) ? d : ACL_FLOAT, d, Floating(d) ? d : ACL_FLOAT, Floating(d) ? d : ACL_FLOAT);
  }
  // Promotion, and outputs of any dtype (the result is cast, out's dtype is not checked).
  CheckOne(kAtan2, r, ACL_FLOAT16, ACL_BF16, ACL_FLOAT, ACL_FLOAT, " f16 with bf16 in f32");
  CheckOne(kAtan2, r, ACL_INT32, ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT, " s32 with f16 in f16");
  CheckOne(kAtan2, r, ACL_INT64, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE, "");
  CheckOne(kAtan2, r, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_DOUBLE, " into a double out");
  CheckOne(kAtan2, r, ACL_INT64, ACL_INT16, ACL_FLOAT, ACL_BOOL, " into a BOOL out");
  CheckOne(kAtan2, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_INT32, " into an INT32 out");
  CheckOne(kAtan2, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_COMPLEX64, " into a COMPLEX64 out");
  CheckOne(kInplaceAtan2, r, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_INT32, " in place on INT32");
}

TEST(MathFloatValues, XLogYEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (aclDataType d : kXLogYDtypes) {
    const aclDataType p = Floating(d) ? d : ACL_FLOAT;
    CheckOne(kXLogYTensor, r, d, d, p, p);
    CheckOne(kInplaceXLogYTensor, r, p, d, p, p);
    CheckOne(kXLogYScalarSelf, r, d, d, p, p);
    CheckOne(kXLogYScalarOther, r, d, d, p, p);
    CheckOne(kInplaceXLogYScalarOther, r, p, d, p, p);
  }
  CheckOne(kXLogYTensor, r, ACL_FLOAT16, ACL_BF16, ACL_FLOAT, ACL_FLOAT, " f16 with bf16 in f32");
  CheckOne(kXLogYTensor, r, ACL_INT32, ACL_BF16, ACL_BF16, ACL_FLOAT, "");
  CheckOne(kXLogYTensor, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_INT32, " into an INT32 out (not checked)");
  CheckOne(kInplaceXLogYTensor, r, ACL_INT16, ACL_FLOAT, ACL_FLOAT, ACL_INT16, " in place on INT16");
  // Scalar forms: the two dtypes promoted literally; DOUBLE and integers computed in FLOAT.
  CheckOne(kXLogYScalarSelf, r, ACL_DOUBLE, ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT, " f64 scalar with f16 in f32");
  CheckOne(kXLogYScalarSelf, r, ACL_INT64, ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT16, " s64 scalar with f16");
  CheckOne(kXLogYScalarOther, r, ACL_BF16, ACL_DOUBLE, ACL_FLOAT, ACL_FLOAT, "");
  CheckOne(kXLogYScalarOther, r, ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT, ACL_DOUBLE, " into a double out");
}

TEST(MathFloatValues, Xlog1pyEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (int rep = 0; rep < 3; ++rep)
    for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) CheckOne(kXlog1py, r, d, d, d, d);
}

TEST(MathFloatValues, LogAddExpEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const std::vector<aclDataType> in = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_INT8,   ACL_UINT8, ACL_INT16, ACL_UINT16,
                                       ACL_INT32, ACL_UINT32,  ACL_INT64,  ACL_UINT64, ACL_BOOL,  ACL_BF16};
  for (const Api* a : {&kLogAddExp, &kLogAddExp2}) {
    for (aclDataType o : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) CheckOne(*a, r, o, o, o, o);
    // No promotion: both inputs are cast to out's dtype and computed there.
    for (aclDataType d : in) CheckOne(*a, r, d, in[static_cast<size_t>(r.I(0, 12))], ACL_FLOAT, ACL_FLOAT);
    CheckOne(*a, r, ACL_FLOAT, ACL_DOUBLE, ACL_FLOAT16, ACL_FLOAT16, " f32, f64 into f16");
    CheckOne(*a, r, ACL_INT32, ACL_FLOAT, ACL_BF16, ACL_BF16, "");
  }
}

TEST(MathFloatValues, PolarAndComplex) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (int rep = 0; rep < 4; ++rep) {
    CheckOne(kPolar, r, ACL_FLOAT, ACL_FLOAT, ACL_COMPLEX64, ACL_COMPLEX64);
    CheckOne(kComplex, r, ACL_FLOAT, ACL_FLOAT, ACL_COMPLEX64, ACL_COMPLEX64);
    CheckOne(kComplex, r, ACL_DOUBLE, ACL_DOUBLE, ACL_COMPLEX128, ACL_COMPLEX128);
    CheckOne(kComplex, r, ACL_FLOAT16, ACL_FLOAT16, ACL_COMPLEX32, ACL_COMPLEX32);
  }
}

// One element of fn(x, y) in dtype d: the result of a 1-element problem.
double RunScalarPair(const Api& a, aclDataType d, double x, double y) {
  TestTensor tx({1}, d), ty({1}, d), to({1}, d);
  tx.Set(0, x);
  ty.Set(0, y);
  to.Poison();
  const aclnnStatus st = RunTwoPhase(
      [&](uint64_t* w, aclOpExecutor** e) { return a.p1(tx.get(), nullptr, ty.get(), nullptr, to.get(), w, e); }, a.p2);
  EXPECT_EQ(st, 0) << aclGetRecentErrMsg();
  return to.Get(0);
}

// The normative special values, exactly (signs of zeros included), in every floating dtype.
TEST(MathFloatValues, SpecialValues) {
  const double pi = M_PI, inf = INFINITY, nan = NAN;
  struct Row {
    const Api& a;
    double x, y, want;
  };
  const Row rows[] = {
      // atan2(y = self, x = other): quadrants and signed zeros.
      {kAtan2, 0.0, 0.0, 0.0}, {kAtan2, -0.0, 0.0, -0.0}, {kAtan2, 0.0, -0.0, pi}, {kAtan2, -0.0, -0.0, -pi},
      {kAtan2, 1.0, 0.0, pi / 2}, {kAtan2, 1.0, -0.0, pi / 2}, {kAtan2, -1.0, 0.0, -pi / 2}, {kAtan2, 0.0, -1.0, pi},
      {kAtan2, -0.0, -1.0, -pi}, {kAtan2, 0.0, 1.0, 0.0}, {kAtan2, -0.0, 1.0, -0.0}, {kAtan2, 1.0, 1.0, pi / 4},
      {kAtan2, 1.0, -1.0, 3 * pi / 4}, {kAtan2, -1.0, -1.0, -3 * pi / 4}, {kAtan2, -1.0, 1.0, -pi / 4},
      {kAtan2, inf, inf, pi / 4}, {kAtan2, -inf, inf, -pi / 4}, {kAtan2, inf, -inf, 3 * pi / 4},
      {kAtan2, -inf, -inf, -3 * pi / 4}, {kAtan2, inf, 1.0, pi / 2}, {kAtan2, 1.0, inf, 0.0}, {kAtan2, 1.0, -inf, pi},
      {kAtan2, -1.0, -inf, -pi}, {kAtan2, nan, 1.0, nan}, {kAtan2, 1.0, nan, nan},
      // xlogy: 0 for x == 0 unless y is NaN; x * log(0) = -inf * sign(x); log of a negative is NaN.
      {kXLogYTensor, 0.0, 0.0, 0.0}, {kXLogYTensor, 0.0, -1.0, 0.0}, {kXLogYTensor, 0.0, inf, 0.0},
      {kXLogYTensor, 0.0, nan, nan}, {kXLogYTensor, 2.0, 0.0, -inf}, {kXLogYTensor, -2.0, 0.0, inf},
      {kXLogYTensor, 1.0, -1.0, nan}, {kXLogYTensor, nan, 1.0, nan}, {kXLogYTensor, 1.0, inf, inf},
      {kXLogYTensor, 3.0, 1.0, 0.0}, {kXLogYTensor, inf, 2.0, inf},
      {kXlog1py, 0.0, -1.0, 0.0}, {kXlog1py, 0.0, -2.0, 0.0}, {kXlog1py, 0.0, nan, nan}, {kXlog1py, 2.0, -1.0, -inf},
      {kXlog1py, 1.0, -2.0, nan}, {kXlog1py, 2.0, 0.0, 0.0},
      // logaddexp: infinities without inf - inf.
      {kLogAddExp, inf, 1.0, inf}, {kLogAddExp, 1.0, inf, inf}, {kLogAddExp, inf, inf, inf},
      {kLogAddExp, -inf, -inf, -inf}, {kLogAddExp, -inf, 1.0, 1.0}, {kLogAddExp, 2.0, -inf, 2.0},
      {kLogAddExp, inf, -inf, inf}, {kLogAddExp, nan, 1.0, nan}, {kLogAddExp, nan, -inf, nan},
      {kLogAddExp, 0.0, 0.0, std::log(2.0)},
      {kLogAddExp2, inf, 1.0, inf}, {kLogAddExp2, inf, inf, inf}, {kLogAddExp2, -inf, -inf, -inf},
      {kLogAddExp2, -inf, 3.0, 3.0}, {kLogAddExp2, -inf, inf, inf}, {kLogAddExp2, 1.0, nan, nan},
      {kLogAddExp2, 1.0, 1.0, 2.0},
  };
  for (const Row& row : rows) {
    for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
      if (d == ACL_DOUBLE && &row.a != &kAtan2) continue;  // only Atan2 computes DOUBLE
      const double got = RunScalarPair(row.a, d, row.x, row.y);
      EXPECT_EQ(Bits(got, RoundTo(d, row.want)), "") << row.a.name << "(" << row.x << ", " << row.y << ") in " << Name(d);
    }
  }
  // Polar: IEEE products (inf * cos 0 = inf, inf * sin 0 = NaN), as PyTorch's CPU formula.
  TestTensor r({3}, ACL_FLOAT), t({3}, ACL_FLOAT), o({3}, ACL_COMPLEX64);
  r.SetValues({inf, 2.0, 0.0});
  t.SetValues({0.0, pi / 2, nan});
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnPolarGetWorkspaceSize(r.get(), t.get(), o.get(), w, e); },
                        aclnnPolar),
            0);
  EXPECT_EQ(GetComplex(o, 0).real(), inf);
  EXPECT_TRUE(std::isnan(GetComplex(o, 0).imag()));
  EXPECT_NEAR(GetComplex(o, 1).imag(), 2.0, 1e-6);
  EXPECT_TRUE(std::isnan(GetComplex(o, 2).real()) && std::isnan(GetComplex(o, 2).imag()));
}

// A problem large enough for the engine to split over threads: 1, 2 and 3 threads agree bitwise.
TEST(MathFloatValues, ThreadsBitwiseLarge) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (const Api* a : {&kAtan2, &kXLogYTensor, &kLogAddExp, &kPolar, &kComplex}) {
    const bool cplx = a == &kPolar || a == &kComplex;
    const aclDataType d = a == &kComplex ? ACL_FLOAT16 : ACL_FLOAT;
    TestTensor x({301, 257}, d), y({257}, d), o({301, 257}, cplx ? (d == ACL_FLOAT16 ? ACL_COMPLEX32 : ACL_COMPLEX64) : d,
                                                Layout::Padded(3, 1));
    std::vector<double> xv(static_cast<size_t>(x.numel())), yv(static_cast<size_t>(y.numel()));
    for (auto& v : xv) v = Draw(r, d, false);
    for (auto& v : yv) v = Draw(r, d, true);
    x.SetValues(xv);
    y.SetValues(yv);
    std::vector<unsigned char> first;
    for (int t : {1, 2, 3}) {
      ScopedThreads threads(t);
      o.Poison();
      ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return a->p1(x.get(), nullptr, y.get(), nullptr, o.get(), w, e); },
                            a->p2),
                0) << a->name;
      const auto* b = static_cast<const unsigned char*>(o.data());
      std::vector<unsigned char> now(b, b + o.storage_elems() * static_cast<int64_t>(ElemSize(o.dtype())));
      if (t == 1) first = now;
      else ASSERT_TRUE(now == first) << a->name << ": " << t << " threads differ from 1";
    }
  }
}

// An output aliasing an input with another layout: everything is read before anything is written.
TEST(MathFloatValues, OutputAliasesInput) {
  TestTensor a({5, 5}, ACL_FLOAT), b({5, 5}, ACL_FLOAT);
  for (int64_t i = 0; i < 25; ++i) {
    a.Set(i, static_cast<double>(i % 7) - 3);
    b.Set(i, 0.5 + static_cast<double>(i % 3));
  }
  const std::vector<double> a0 = a.Values(), b0 = b.Values();
  const int64_t shape[2] = {5, 5}, strides[2] = {1, 5}, storage[1] = {25};
  for (const Api* api : {&kAtan2, &kXLogYTensor, &kLogAddExp2}) {
    a.SetValues(a0);
    aclTensor* at = aclCreateTensor(shape, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, a.data());
    ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return api->p1(a.get(), nullptr, b.get(), nullptr, at, w, e); },
                          api->p2),
              0)
        << aclGetRecentErrMsg();
    for (int64_t i = 0; i < 5; ++i) {
      for (int64_t j = 0; j < 5; ++j) {
        const size_t k = static_cast<size_t>(i * 5 + j);
        const double want = RoundTo(ACL_FLOAT, aclnn_cpu::ref::MathFloatReal(api->fn, a0[k], b0[k]));
        EXPECT_EQ(Check(ACL_FLOAT, ACL_FLOAT, a.Get(j * 5 + i), want), "") << api->name << " at " << i << "," << j;
      }
    }
    aclDestroyTensor(at);
  }
  // A COMPLEX32 out over the memory of its own fp16 inputs: real is buf[4..8), imag is buf[0..4),
  // out's 4 elements cover buf[0..8); out[0] overwrites imag[0] and imag[1] before they are read
  // unless everything is read first.
  TestTensor buf({8}, ACL_FLOAT16);
  buf.SetValues({-1, -2, -3, -4, 1, 2, 3, 4});
  const int64_t sh4[1] = {4}, st1[1] = {1}, s8[1] = {8}, s4[1] = {4};
  aclTensor* re = aclCreateTensor(sh4, 1, ACL_FLOAT16, st1, 4, ACL_FORMAT_ND, s8, 1, buf.data());
  aclTensor* im = aclCreateTensor(sh4, 1, ACL_FLOAT16, st1, 0, ACL_FORMAT_ND, s8, 1, buf.data());
  aclTensor* out = aclCreateTensor(sh4, 1, ACL_COMPLEX32, st1, 0, ACL_FORMAT_ND, s4, 1, buf.data());
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnComplexGetWorkspaceSize(re, im, out, w, e); },
                        aclnnComplex),
            0)
      << aclGetRecentErrMsg();
  EXPECT_EQ(buf.Values(), (std::vector<double>{1, -1, 2, -2, 3, -3, 4, -4}));
  aclDestroyTensor(re);
  aclDestroyTensor(im);
  aclDestroyTensor(out);
}

// Empty inputs: nothing to do, nothing written, no workspace.
TEST(MathFloatValues, Empty) {
  for (const Api* a : {&kAtan2, &kXLogYTensor, &kXlog1py, &kLogAddExp, &kLogAddExp2, &kPolar}) {
    const aclDataType d = ACL_FLOAT;
    const aclDataType od = a == &kPolar ? ACL_COMPLEX64 : d;
    TestTensor x({2, 0}, d), y({1, 0}, d), out({2, 0}, od);
    out.Poison();
    uint64_t ws = 7;
    aclOpExecutor* e = nullptr;
    ASSERT_EQ(a->p1(x.get(), nullptr, y.get(), nullptr, out.get(), &ws, &e), 0) << a->name;
    EXPECT_EQ(ws, 0u);
    EXPECT_EQ(a->p2(nullptr, 0, e, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    std::string why;
    EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
  }
}

}  // namespace

namespace {

// LogAddExp computes in out's dtype: contiguous FLOAT inputs with a FLOAT16 or BFLOAT16 out are
// rounded to it before the function (logaddexp2(-0.9986048, -1) is 0.000697 in fp32 but 0.000732
// on the fp16 operands -0.9985352 and -1).
TEST(MathFloatValues, InputsRoundedToOutDtype) {
  for (aclDataType d : {ACL_FLOAT16, ACL_BF16}) {
    TestTensor x({64}, ACL_FLOAT), y({64}, ACL_FLOAT), o({64}, d);
    std::vector<double> xv(64), yv(64, -1.0);
    for (size_t i = 0; i < xv.size(); ++i) xv[i] = RoundTo(ACL_FLOAT, -0.9986048340797424 + 1e-5 * static_cast<double>(i));
    x.SetValues(xv);
    y.SetValues(yv);
    o.Poison();
    ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnLogAddExp2GetWorkspaceSize(x.get(), y.get(), o.get(), w, e); },
                          aclnnLogAddExp2),
              0);
    for (int64_t i = 0; i < 64; ++i) {
      const double want = RoundTo(d, aclnn_cpu::ref::MathFloatReal(Fn::kLogAddExp2, RoundTo(d, xv[static_cast<size_t>(i)]), -1.0));
      EXPECT_EQ(o.Get(i), want) << Name(d) << " element " << i;
    }
  }
}

}  // namespace
