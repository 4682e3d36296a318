// Values of the comparison family against the exact reference (ops/compare/ref.h): random
// broadcast shapes, strided, transposed and offset views, poisoned outputs with guard bytes, every
// dtype of each operator's list with the compute dtype its promotion rule gives, scalar forms,
// in-place forms, outputs of other dtypes, NaN / ±0 / ±inf, unsigned 64-bit order, complex
// equality and an output aliasing an input; 1, 2 and 3 threads give the same bytes.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "compare_apis.h"
#include "op_runner.h"
#include "ops/compare/ref.h"
#include "test_broadcast.h"
#include "test_rng.h"
#include "test_tensor.h"

using namespace aclnn_test;
using aclnn_cpu::ops::compare::Fn;
using namespace aclnn_test::compare;

namespace {

bool IsIntDt(aclDataType d) {
  switch (d) {
    case ACL_INT8: case ACL_UINT8: case ACL_INT16: case ACL_UINT16: case ACL_INT32: case ACL_UINT32: case ACL_INT64:
    case ACL_UINT64: return true;
    default: return false;
  }
}

// v (an integer) in the integer dtype d: two's-complement wrap (UINT64 as its unsigned value).
__int128 WrapTo(aclDataType d, __int128 v) {
  const auto u = static_cast<uint64_t>(static_cast<unsigned __int128>(v));
  switch (d) {
    case ACL_INT8: return static_cast<int8_t>(u);
    case ACL_UINT8: return static_cast<uint8_t>(u);
    case ACL_INT16: return static_cast<int16_t>(u);
    case ACL_UINT16: return static_cast<uint16_t>(u);
    case ACL_INT32: return static_cast<int32_t>(u);
    case ACL_UINT32: return static_cast<uint32_t>(u);
    case ACL_UINT64: return u;
    default: return static_cast<int64_t>(u);
  }
}

// A value of dtype `from` as the compute dtype p holds it (integer sources only reach integer p).
double InCompute(aclDataType p, double v) {
  if (p == ACL_BOOL) return v != 0 ? 1 : 0;
  if (IsIntDt(p)) return static_cast<double>(WrapTo(p, static_cast<__int128>(v)));
  return RoundTo(p, v);
}

// Values that make equal pairs likely: small integers and halves, the float specials, the ends of
// integer ranges; `wide` draws integers from the whole range (bitwise operators).
double Draw(Rng& r, aclDataType d, bool wide) {
  if (d == ACL_BOOL) return static_cast<double>(r.I(0, 1));
  if (IsIntDt(d)) {
    const bool u = d == ACL_UINT8 || d == ACL_UINT16 || d == ACL_UINT32 || d == ACL_UINT64;
    const int bits = d == ACL_INT8 || d == ACL_UINT8 ? 8 : d == ACL_INT16 || d == ACL_UINT16 ? 16
                     : d == ACL_INT32 || d == ACL_UINT32 ? 32 : 64;
    if (d == ACL_UINT64 && r.I(0, 4) == 0) return r.I(0, 1) ? 9223372036854775808.0 : 18446744073709549568.0;
    if (wide || r.I(0, 9) == 0) {
      const int b = bits == 64 ? 40 : bits;  // int64 stays exact in a double
      const int64_t lo = u ? 0 : -(int64_t{1} << (b - 1)), hi = u ? (int64_t{1} << b) - 1 : (int64_t{1} << (b - 1)) - 1;
      return static_cast<double>(r.I(0, 3) == 0 ? (r.I(0, 1) ? lo : hi) : r.I(lo, hi));
    }
    return static_cast<double>(u ? r.I(0, 5) : r.I(-3, 3));
  }
  static const double kSpecial[] = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, INFINITY, -INFINITY, NAN};
  if (r.I(0, 2) > 0) return kSpecial[r.I(0, 8)];
  if (d == ACL_DOUBLE && r.I(0, 1)) return static_cast<double>(r.I(-6, 6)) / 2;
  return RoundTo(d, r.U(-3, 3));
}

// The expected element: x and y (values of dtypes dx, dy) in the compute dtype p, the function,
// the result in out's dtype.
double Expected(const Api& a, aclDataType p, aclDataType dout, double x, double y) {
  const double cx = InCompute(p, x), cy = InCompute(p, y);
  namespace ref = aclnn_cpu::ref;
  switch (a.fn) {
    case Fn::kAnd: case Fn::kOr: case Fn::kXor: case Fn::kNot: return ref::Logical(a.fn, cx != 0, cy != 0);
    case Fn::kBitAnd: case Fn::kBitOr: case Fn::kBitXor: case Fn::kBitNot: {
      const auto ix = static_cast<int64_t>(static_cast<__int128>(cx)), iy = static_cast<int64_t>(static_cast<__int128>(cy));
      const __int128 v = WrapTo(p, ref::Bitwise(a.fn, ix, iy, p == ACL_BOOL));
      if (p == ACL_BOOL) return static_cast<double>(v);
      if (IsIntDt(dout)) return static_cast<double>(WrapTo(dout, v));
      return RoundTo(dout, static_cast<double>(v));
    }
    case Fn::kIsClose: return ref::IsCloseReal(cx, cy, a.rtol, a.atol, a.equal_nan);
    case Fn::kHeaviside: return RoundTo(dout, ref::HeavisideReal(cx, cy));
    case Fn::kShl: case Fn::kShr: case Fn::kGcd: {
      const int bits = static_cast<int>(ElemSize(p)) * 8;
      const __int128 ix = static_cast<__int128>(cx), iy = static_cast<__int128>(cy);
      const __int128 v = WrapTo(p, a.fn == Fn::kGcd ? ref::GcdExact(ix, iy) : ref::ShiftExact(a.fn, ix, iy, bits));
      if (IsIntDt(dout)) return static_cast<double>(WrapTo(dout, v));
      return RoundTo(dout, static_cast<double>(v));
    }
    default:
      if (IsIntDt(p) || p == ACL_BOOL) return ref::CompareInt(a.fn, static_cast<__int128>(cx), static_cast<__int128>(cy));
      return ref::CompareReal(a.fn, cx, cy);
  }
}

// One random problem of `a` with self dtype dx, other (or scalar) dtype dy, compute dtype p and
// output dtype dout (in place: dx).
void CheckOne(const Api& a, Rng& r, aclDataType dx, aclDataType dy, aclDataType p, aclDataType dout,
              const std::string& note = "") {
  SCOPED_TRACE(std::string(a.name) + " " + Name(dx) + " " + Name(dy) + " compute " + Name(p) + " out " + Name(dout) + note);
  const bool wide = a.fn == Fn::kBitAnd || a.fn == Fn::kBitOr || a.fn == Fn::kBitXor || a.fn == Fn::kBitNot ||
                    a.fn == Fn::kShl || a.fn == Fn::kShr || a.fn == Fn::kGcd;
  Shape full(static_cast<size_t>(r.I(0, 4)));
  for (auto& d : full) d = r.I(1, 5);
  auto part = [&](const Shape& o) {  // a right-aligned suffix with some dims broadcast
    Shape s(o.end() - r.I(0, static_cast<int64_t>(o.size())), o.end());
    for (auto& d : s) d = r.I(0, 3) == 0 ? 1 : d;
    return s;
  };
  const Shape xs = a.form == kTT && !a.inplace ? part(full) : full;
  const Shape ys = a.form == kTT ? part(a.inplace ? xs : full) : Shape{};
  Shape os = xs;
  if (a.form == kTT && ys.size() > os.size()) os.insert(os.begin(), ys.size() - os.size(), 1);
  for (size_t k = 0; k < ys.size(); ++k) {
    int64_t& d = os[os.size() - ys.size() + k];
    d = std::max(d, ys[k]);
  }
  TestTensor x(xs, dx, RandomLayout(r, xs.size()));
  std::unique_ptr<TestTensor> y(a.form == kTT ? new TestTensor(ys, dy, RandomLayout(r, ys.size())) : nullptr);
  std::unique_ptr<TestTensor> out(a.inplace ? nullptr : new TestTensor(os, dout, RandomLayout(r, os.size())));
  TestTensor& o = a.inplace ? x : *out;
  x.Poison();
  std::vector<double> xv(static_cast<size_t>(x.numel())), yv;
  for (auto& v : xv) v = Draw(r, dx, wide);
  x.SetValues(xv);
  if (y) {
    yv.resize(static_cast<size_t>(y->numel()));
    for (auto& v : yv) v = Draw(r, dy, wide);
    y->SetValues(yv);
  }
  double sv = 0;
  ScalarPtr s(nullptr, aclDestroyScalar);
  if (a.form == kTS) {
    // Small integers: BitwiseOr/Xor's compute dtype depends on an INT64 scalar's value.
    const bool is_unsigned = dy == ACL_UINT8 || dy == ACL_UINT16 || dy == ACL_UINT32 || dy == ACL_UINT64;
    sv = IsIntDt(dy) ? static_cast<double>(is_unsigned ? r.I(0, 5) : r.I(-3, 3)) : Draw(r, dy, false);
    s = MakeScalar(dy, sv);
  }
  std::vector<double> want(static_cast<size_t>(o.numel()));
  for (int64_t i = 0; i < o.numel(); ++i) {
    const double xe = xv[static_cast<size_t>(SourceIndex(xs, os, i))];
    const double ye = a.form == kTT ? yv[static_cast<size_t>(SourceIndex(ys, os, i))] : sv;
    want[static_cast<size_t>(i)] = Expected(a, p, dout, xe, ye);
  }
  for (int t : {1, 2, 3}) {
    ScopedThreads threads(t);
    if (a.inplace) {
      x.Poison();
      x.SetValues(xv);
    } else {
      out->Poison();
    }
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) { return a.p1(x.get(), y ? y->get() : nullptr, s.get(), out ? out->get() : nullptr, w, e); },
        a.p2);
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(o.UntouchedOutside(&why)) << why;
    const std::vector<double> got = o.Values();
    for (size_t i = 0; i < got.size(); ++i) {
      if (std::isnan(want[i]) && std::isnan(got[i])) continue;  // Heaviside passes NaN values through
      ASSERT_EQ(got[i], want[i]) << "element " << i << " with " << t << " threads";
    }
  }
}

const Api kEqT = API_TT(EqTensor, kEq), kNeT = API_TT(NeTensor, kNe), kGtT = API_TT(GtTensor, kGt),
          kGeT = API_TT(GeTensor, kGe), kLtT = API_TT(LtTensor, kLt), kLeT = API_TT(LeTensor, kLe);
const Api kEqS = API_TS(EqScalar, kEq), kNeS = API_TS(NeScalar, kNe), kGtS = API_TS(GtScalar, kGt),
          kGeS = API_TS(GeScalar, kGe), kLtS = API_TS(LtScalar, kLt), kLeS = API_TS(LeScalar, kLe);

TEST(CompareValues, TensorTensorEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const std::vector<aclDataType> eq = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_INT8,
                                       ACL_UINT8, ACL_BF16,  ACL_BOOL,  ACL_DOUBLE};
  const std::vector<aclDataType> ordered = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16, ACL_INT8, ACL_UINT8,
                                            ACL_DOUBLE, ACL_UINT32, ACL_UINT64, ACL_UINT16, ACL_BF16, ACL_BOOL};
  for (int rep = 0; rep < 2; ++rep) {
    for (aclDataType d : eq) {
      CheckOne(kEqT, r, d, d, d, ACL_BOOL);
      CheckOne(kNeT, r, d, d, d, ACL_BOOL);
    }
    for (aclDataType d : ordered) {
      const bool b = d == ACL_BOOL;
      CheckOne(kGtT, r, d, d, b ? ACL_INT8 : d, ACL_BOOL);
      CheckOne(kGeT, r, d, d, b ? ACL_INT8 : d, ACL_BOOL);
      CheckOne(kLtT, r, d, d, b ? ACL_UINT8 : d, ACL_BOOL);
      if (d != ACL_UINT32 && d != ACL_UINT64) CheckOne(kLeT, r, d, d, b ? ACL_FLOAT : d, ACL_BOOL);
    }
  }
  // Promotion (0-d tensors are ordinary tensors) and outputs of other dtypes (1 / 0).
  CheckOne(kEqT, r, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_INT32, " s32 == f32 into s32");
  CheckOne(kEqT, r, ACL_FLOAT16, ACL_INT32, ACL_FLOAT16, ACL_BOOL, " s32 rounded to f16");
  CheckOne(kNeT, r, ACL_BOOL, ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT16, "");
  CheckOne(kGtT, r, ACL_FLOAT16, ACL_BF16, ACL_FLOAT, ACL_FLOAT, " f16 > bf16 in f32");
  CheckOne(kGeT, r, ACL_INT64, ACL_DOUBLE, ACL_DOUBLE, ACL_UINT8, "");
  CheckOne(kLtT, r, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_FLOAT16, " s8 < u8 in s16");
  CheckOne(kLtT, r, ACL_FLOAT, ACL_BOOL, ACL_FLOAT, ACL_FLOAT, "");
  CheckOne(kLeT, r, ACL_INT32, ACL_BOOL, ACL_INT32, ACL_BOOL, "");
  CheckOne(kLeT, r, ACL_BF16, ACL_FLOAT, ACL_FLOAT, ACL_DOUBLE, "");
  CheckOne(kGtT, r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_COMPLEX64, " into a complex out");
}

// Tensor-scalar forms: each operator's compute-dtype rule (§3.3).
TEST(CompareValues, ScalarForms) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  struct Row {
    const Api& a;
    aclDataType t, s, p, out;
  };
  const Row rows[] = {
      {kEqS, ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT16, ACL_BOOL}, {kEqS, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_BOOL},
      {kEqS, ACL_INT32, ACL_INT64, ACL_INT32, ACL_BOOL},    {kEqS, ACL_BOOL, ACL_INT32, ACL_INT32, ACL_BOOL},
      {kEqS, ACL_UINT8, ACL_INT64, ACL_UINT8, ACL_INT32},   {kEqS, ACL_DOUBLE, ACL_FLOAT, ACL_DOUBLE, ACL_BOOL},
      {kEqS, ACL_INT8, ACL_BOOL, ACL_INT8, ACL_BOOL},       {kEqS, ACL_BF16, ACL_DOUBLE, ACL_BF16, ACL_FLOAT},
      {kNeS, ACL_BF16, ACL_DOUBLE, ACL_BF16, ACL_BOOL},     {kNeS, ACL_INT64, ACL_INT32, ACL_INT64, ACL_INT32},
      {kNeS, ACL_BOOL, ACL_BOOL, ACL_BOOL, ACL_BOOL},       {kNeS, ACL_INT16, ACL_DOUBLE, ACL_DOUBLE, ACL_FLOAT16},
      {kGtS, ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT, ACL_BOOL},  {kGtS, ACL_INT8, ACL_INT64, ACL_INT64, ACL_BOOL},
      {kGtS, ACL_BOOL, ACL_BOOL, ACL_INT8, ACL_BOOL},       {kGtS, ACL_UINT32, ACL_UINT32, ACL_UINT32, ACL_BOOL},
      {kGtS, ACL_INT32, ACL_DOUBLE, ACL_DOUBLE, ACL_FLOAT}, {kGeS, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_BOOL},
      {kGeS, ACL_UINT8, ACL_INT32, ACL_INT32, ACL_INT8},    {kGeS, ACL_DOUBLE, ACL_INT64, ACL_DOUBLE, ACL_BOOL},
      {kGeS, ACL_BOOL, ACL_BOOL, ACL_INT8, ACL_BOOL},       {kLtS, ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT16, ACL_BOOL},
      {kLtS, ACL_INT32, ACL_DOUBLE, ACL_FLOAT, ACL_BOOL},   {kLtS, ACL_INT8, ACL_INT64, ACL_INT64, ACL_BOOL},
      {kLtS, ACL_BOOL, ACL_BOOL, ACL_UINT8, ACL_BOOL},      {kLtS, ACL_UINT16, ACL_UINT16, ACL_UINT16, ACL_FLOAT},
      {kLeS, ACL_BF16, ACL_DOUBLE, ACL_BF16, ACL_BOOL},     {kLeS, ACL_INT64, ACL_DOUBLE, ACL_FLOAT, ACL_BOOL},
      {kLeS, ACL_INT16, ACL_INT32, ACL_INT32, ACL_BOOL},    {kLeS, ACL_BOOL, ACL_BOOL, ACL_FLOAT, ACL_INT64},
      {kLeS, ACL_UINT8, ACL_INT8, ACL_INT16, ACL_BOOL},
  };
  for (int rep = 0; rep < 3; ++rep)
    for (const Row& w : rows) CheckOne(w.a, r, w.t, w.s, w.p, w.out);
}

// Scalars whose conversion decides the result.
TEST(CompareValues, ScalarConversion) {
  auto run = [](const Api& a, aclDataType t, double tv, aclDataType sd, double s) {
    TestTensor x({1}, t), out({1}, ACL_BOOL);
    x.Set(0, tv);
    ScalarPtr sc = MakeScalar(sd, s);
    EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return a.p1(x.get(), nullptr, sc.get(), out.get(), w, e); }, a.p2), 0)
        << aclGetRecentErrMsg();
    return out.Get(0);
  };
  // GtScalar promotes fully: f16 0.1 (0.0999755859375) > f32 0.1 is false in f32; LtScalar keeps
  // f16 (the scalar rounds to the same f16): not less.
  EXPECT_EQ(run(kGtS, ACL_FLOAT16, 0.1, ACL_FLOAT, 0.1), 0);
  EXPECT_EQ(run(kLtS, ACL_FLOAT16, 0.1, ACL_FLOAT, 0.1), 0);
  EXPECT_EQ(run(kLtS, ACL_FLOAT16, 0.1, ACL_INT32, 1), 1);
  // An f64 scalar within FLT_EPSILON (absolute) of its f32 value leaves Gt/Ge in f32 (0.1f > 0.1
  // would hold in f64); one further away moves them to f64 (3e9 + 1 rounds to 3e9 in f32).
  EXPECT_EQ(run(kGtS, ACL_FLOAT, 0.1, ACL_DOUBLE, 0.1), 0);
  EXPECT_EQ(run(kGeS, ACL_FLOAT, 3e9, ACL_DOUBLE, 3e9 + 1), 0);
  // EqScalar on an f16 tensor compares in f16; an s64 scalar wraps to an s32 tensor's dtype.
  EXPECT_EQ(run(kEqS, ACL_FLOAT16, 0.1, ACL_DOUBLE, 0.1), 1);
  EXPECT_EQ(run(kEqS, ACL_INT32, 2, ACL_INT64, 8589934594.0), 1);
  EXPECT_EQ(run(kGtS, ACL_INT32, 2, ACL_INT64, 8589934594.0), 0);  // s64 compute: no wrap
  // LeScalar: an integer tensor against an f64 scalar compares in f32.
  EXPECT_EQ(run(kLeS, ACL_INT32, 16777217, ACL_DOUBLE, 16777216), 1);
}

TEST(CompareValues, SpecialFloats) {
  const std::vector<double> xs = {NAN, 0.0, -0.0, INFINITY, -INFINITY, 1.0, NAN};
  const std::vector<double> ys = {NAN, -0.0, 0.0, INFINITY, INFINITY, NAN, 1.0};
  struct Want {
    const Api& a;
    std::vector<double> v;
  };
  const Api land = API_TT(LogicalAnd, kAnd), lxor = API_TT(LogicalXor, kXor);
  const Want wants[] = {
      {kEqT, {0, 1, 1, 1, 0, 0, 0}}, {kNeT, {1, 0, 0, 0, 1, 1, 1}}, {kGtT, {0, 0, 0, 0, 0, 0, 0}},
      {kGeT, {0, 1, 1, 1, 0, 0, 0}}, {kLtT, {0, 0, 0, 0, 1, 0, 0}}, {kLeT, {0, 1, 1, 1, 1, 0, 0}},
      {land, {1, 0, 0, 1, 1, 1, 1}}, {lxor, {0, 0, 0, 0, 0, 0, 0}},
  };
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
    for (const Want& w : wants) {
      SCOPED_TRACE(std::string(w.a.name) + " " + Name(d));
      TestTensor x({7}, d), y({7}, d), out({7}, ACL_BOOL);
      x.SetValues(xs);
      y.SetValues(ys);
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** e) { return w.a.p1(x.get(), y.get(), nullptr, out.get(), ws, e); },
                            w.a.p2),
                0)
          << aclGetRecentErrMsg();
      EXPECT_EQ(out.Values(), w.v);
    }
  }
}

TEST(CompareValues, Logical) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const Api land = API_TT(LogicalAnd, kAnd), lor = API_TT(LogicalOr, kOr), lxor = API_TT(LogicalXor, kXor),
            lnot = API_U(LogicalNot, kNot);
  const std::vector<aclDataType> list = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_DOUBLE, ACL_BF16,
                                         ACL_INT8,  ACL_UINT8,   ACL_INT16, ACL_INT64,  ACL_BOOL};
  for (aclDataType d : list) {
    CheckOne(land, r, d, d, ACL_BOOL, ACL_BOOL);
    CheckOne(lor, r, d, d, ACL_BOOL, d);
    CheckOne(lxor, r, d, d, ACL_BOOL, ACL_BOOL);
    CheckOne(lnot, r, d, d, ACL_BOOL, d);
    CheckOne(lnot, r, d, d, ACL_BOOL, ACL_BOOL);
  }
  CheckOne(land, r, ACL_FLOAT, ACL_INT8, ACL_BOOL, ACL_UINT32, " any out dtype");
  CheckOne(lor, r, ACL_BOOL, ACL_DOUBLE, ACL_BOOL, ACL_FLOAT16, "");
  CheckOne(lxor, r, ACL_INT64, ACL_BF16, ACL_BOOL, ACL_INT32, "");
}

TEST(CompareValues, Bitwise) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const Api andt = API_TT(BitwiseAndTensor, kBitAnd), ands = API_TS(BitwiseAndScalar, kBitAnd),
            ando = API_TT(BitwiseAndTensorOut, kBitAnd), ort = API_TT(BitwiseOrTensor, kBitOr),
            ors = API_TS(BitwiseOrScalar, kBitOr), xort = API_TT(BitwiseXorTensor, kBitXor),
            xors = API_TS(BitwiseXorScalar, kBitXor), bnot = API_U(BitwiseNot, kBitNot);
  for (int rep = 0; rep < 2; ++rep) {
    for (aclDataType d : {ACL_INT16, ACL_INT32, ACL_INT64, ACL_INT8, ACL_UINT8, ACL_BOOL, ACL_UINT16}) {
      CheckOne(andt, r, d, d, d, d);
      CheckOne(ando, r, d, d, d, d);
      CheckOne(ands, r, d, d, d, d);
      CheckOne(ort, r, d, d, d, d);
      CheckOne(ors, r, d, d, d, d);
      if (d != ACL_UINT16) {
        CheckOne(xort, r, d, d, d, d);
        CheckOne(xors, r, d, d, d, d);
        CheckOne(bnot, r, d, d, d, d);
      }
    }
    CheckOne(ort, r, ACL_UINT32, ACL_UINT32, ACL_UINT32, ACL_UINT32);
    CheckOne(ort, r, ACL_UINT64, ACL_UINT64, ACL_UINT64, ACL_UINT64);
  }
  CheckOne(ort, r, ACL_INT16, ACL_INT16, ACL_INT16, ACL_INT32, " s16 into s32");
  CheckOne(ort, r, ACL_BOOL, ACL_INT64, ACL_INT64, ACL_INT64, "");
  CheckOne(xort, r, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_FLOAT, " into a float out");
  CheckOne(andt, r, ACL_INT32, ACL_INT64, ACL_INT64, ACL_INT32, " s64 result narrowed");
  CheckOne(ands, r, ACL_INT32, ACL_INT64, ACL_INT64, ACL_INT64, "");
  CheckOne(ors, r, ACL_INT16, ACL_INT64, ACL_INT32, ACL_INT32, " s64 scalar in s32's range: s32");
  CheckOne(xors, r, ACL_BOOL, ACL_INT64, ACL_INT32, ACL_INT64, "");
}

// Every in-place form: the result in selfRef's own dtype.
TEST(CompareValues, Inplace) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  CheckOne(API_TT_IP(EqTensor, kEq), r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT);
  CheckOne(API_TS_IP(EqScalar, kEq), r, ACL_INT32, ACL_INT64, ACL_INT32, ACL_INT32);
  CheckOne(API_TT_IP(NeTensor, kNe), r, ACL_BF16, ACL_FLOAT16, ACL_FLOAT, ACL_BF16);
  CheckOne(API_TS_IP(NeScalar, kNe), r, ACL_BOOL, ACL_BOOL, ACL_BOOL, ACL_BOOL);
  CheckOne(API_TT_IP(GtTensor, kGt), r, ACL_INT64, ACL_INT8, ACL_INT64, ACL_INT64);
  CheckOne(API_TS_IP(GtScalar, kGt), r, ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT16);
  CheckOne(API_TT_IP(GeTensor, kGe), r, ACL_DOUBLE, ACL_FLOAT, ACL_DOUBLE, ACL_DOUBLE);
  CheckOne(API_TS_IP(GeScalar, kGe), r, ACL_UINT8, ACL_INT32, ACL_INT32, ACL_UINT8);
  CheckOne(API_TT_IP(LtTensor, kLt), r, ACL_INT16, ACL_INT16, ACL_INT16, ACL_INT16);
  CheckOne(API_TS_IP(LtScalar, kLt), r, ACL_FLOAT, ACL_DOUBLE, ACL_FLOAT, ACL_FLOAT);
  CheckOne(API_TT_IP(LeTensor, kLe), r, ACL_BOOL, ACL_BOOL, ACL_FLOAT, ACL_BOOL);
  CheckOne(API_TS_IP(LeScalar, kLe), r, ACL_INT8, ACL_INT8, ACL_INT8, ACL_INT8);
  CheckOne(API_TT_IP(LogicalAnd, kAnd), r, ACL_FLOAT, ACL_INT32, ACL_BOOL, ACL_FLOAT);
  CheckOne(API_TT_IP(LogicalOr, kOr), r, ACL_INT32, ACL_INT32, ACL_BOOL, ACL_INT32);
  CheckOne(API_U_IP(LogicalNot, kNot), r, ACL_FLOAT16, ACL_FLOAT16, ACL_BOOL, ACL_FLOAT16);
  CheckOne(API_TT_IP(BitwiseAndTensor, kBitAnd), r, ACL_INT32, ACL_INT32, ACL_INT32, ACL_INT32);
  CheckOne(API_TS_IP(BitwiseAndScalar, kBitAnd), r, ACL_INT64, ACL_INT64, ACL_INT64, ACL_INT64);
  CheckOne(API_TT_IP(BitwiseAndTensorOut, kBitAnd), r, ACL_UINT8, ACL_UINT8, ACL_UINT8, ACL_UINT8);
  CheckOne(API_TT_IP(BitwiseOrTensor, kBitOr), r, ACL_INT32, ACL_INT64, ACL_INT64, ACL_INT32);
  CheckOne(API_TS_IP(BitwiseOrScalar, kBitOr), r, ACL_INT16, ACL_INT16, ACL_INT16, ACL_INT16);
  CheckOne(API_TT_IP(BitwiseXorTensor, kBitXor), r, ACL_BOOL, ACL_BOOL, ACL_BOOL, ACL_BOOL);
  CheckOne(API_TS_IP(BitwiseXorScalar, kBitXor), r, ACL_INT8, ACL_INT8, ACL_INT8, ACL_INT8);
}

// Complex operands are equal when both parts are.
TEST(CompareValues, Complex) {
  const std::vector<std::complex<float>> xa = {{1, 2}, {1, 2}, {1, 2}, {0, 0}, {NAN, 0}, {3, -0.0f}};
  const std::vector<std::complex<float>> ya = {{1, 2}, {1, -2}, {2, 2}, {-0.0f, 0}, {NAN, 0}, {3, 0}};
  const int64_t n = 6, shape[1] = {n}, strides[1] = {1};
  void *xd = nullptr, *yd = nullptr, *od = nullptr;
  ASSERT_EQ(aclrtMalloc(&xd, n * 8, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  ASSERT_EQ(aclrtMalloc(&yd, n * 8, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  ASSERT_EQ(aclrtMalloc(&od, n, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  std::memcpy(xd, xa.data(), n * 8);
  std::memcpy(yd, ya.data(), n * 8);
  aclTensor* x = aclCreateTensor(shape, 1, ACL_COMPLEX64, strides, 0, ACL_FORMAT_ND, shape, 1, xd);
  aclTensor* y = aclCreateTensor(shape, 1, ACL_COMPLEX64, strides, 0, ACL_FORMAT_ND, shape, 1, yd);
  aclTensor* o = aclCreateTensor(shape, 1, ACL_BOOL, strides, 0, ACL_FORMAT_ND, shape, 1, od);
  for (const Api* a : {&kEqT, &kNeT}) {
    ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return a->p1(x, y, nullptr, o, w, e); }, a->p2), 0)
        << aclGetRecentErrMsg();
    const uint8_t want_eq[6] = {1, 0, 0, 1, 0, 1};
    const auto* got = static_cast<const uint8_t*>(od);
    for (int i = 0; i < 6; ++i) EXPECT_EQ(got[i], a == &kEqT ? want_eq[i] : 1 - want_eq[i]) << a->name << " " << i;
  }
  aclDestroyTensor(x);
  aclDestroyTensor(y);
  aclDestroyTensor(o);
  aclrtFree(xd);
  aclrtFree(yd);
  aclrtFree(od);
}

// UINT64 orders as unsigned: 2^63 is greater than 1.
TEST(CompareValues, Unsigned64) {
  TestTensor x({3}, ACL_UINT64), y({3}, ACL_UINT64), out({3}, ACL_BOOL);
  x.SetValues({9223372036854775808.0, 1, 18446744073709549568.0});
  y.SetValues({1, 9223372036854775808.0, 18446744073709549568.0});
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnGtTensorGetWorkspaceSize(x.get(), y.get(), out.get(), w, e); },
                        aclnnGtTensor),
            0);
  EXPECT_EQ(out.Values(), (std::vector<double>{1, 0, 0}));
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnLeTensorGetWorkspaceSize(y.get(), x.get(), out.get(), w, e); },
                        aclnnLeTensor),
            ACLNN_ERR_PARAM_INVALID);  // UINT64 is outside Le's list
}

// out is self transposed in the same memory: every element is read before any is written.
TEST(CompareValues, OutputAliasesInput) {
  TestTensor a({5, 5}, ACL_FLOAT), b({5, 5}, ACL_FLOAT);
  for (int64_t i = 0; i < 25; ++i) {
    a.Set(i, static_cast<double>(i % 7));
    b.Set(i, 3.0);
  }
  const std::vector<double> a0 = a.Values();
  const int64_t shape[2] = {5, 5}, strides[2] = {1, 5}, storage[1] = {25};
  aclTensor* at = aclCreateTensor(shape, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, a.data());
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnLtTensorGetWorkspaceSize(a.get(), b.get(), at, w, e); },
                        aclnnLtTensor),
            0)
      << aclGetRecentErrMsg();
  for (int64_t i = 0; i < 5; ++i)
    for (int64_t j = 0; j < 5; ++j) EXPECT_EQ(a.Get(j * 5 + i), a0[static_cast<size_t>(i * 5 + j)] < 3.0 ? 1.0 : 0.0);
  aclDestroyTensor(at);
}

// Empty inputs: nothing to do, nothing written.
TEST(CompareValues, Empty) {
  TestTensor x({2, 0}, ACL_FLOAT), y({2, 0}, ACL_FLOAT), out({2, 0}, ACL_BOOL);
  uint64_t ws = 7;
  aclOpExecutor* e = nullptr;
  ASSERT_EQ(aclnnEqTensorGetWorkspaceSize(x.get(), y.get(), out.get(), &ws, &e), 0);
  EXPECT_EQ(ws, 0u);
  EXPECT_EQ(aclnnEqTensor(nullptr, 0, e, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  std::string why;
  EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
}

// Equal: same shape and every pair equal in the promoted dtype (no broadcasting); one BOOL.
TEST(CompareValues, Equal) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  auto run = [](TestTensor& x, TestTensor& y) {
    TestTensor out({1}, ACL_BOOL, Layout::Padded(1, 3));
    out.Poison();
    EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnEqualGetWorkspaceSize(x.get(), y.get(), out.get(), w, e); },
                          aclnnEqual),
              0)
        << aclGetRecentErrMsg();
    std::string why;
    EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
    return out.Get(0);
  };
  struct Pair {
    aclDataType dx, dy, p;
  };
  const Pair pairs[] = {{ACL_FLOAT, ACL_FLOAT, ACL_FLOAT},       {ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT16},
                        {ACL_BF16, ACL_BF16, ACL_FLOAT},         {ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE},
                        {ACL_INT8, ACL_INT8, ACL_INT8},           {ACL_UINT8, ACL_UINT8, ACL_UINT8},
                        {ACL_INT16, ACL_INT16, ACL_INT16},        {ACL_INT32, ACL_INT32, ACL_INT32},
                        {ACL_INT64, ACL_INT64, ACL_INT64},        {ACL_BOOL, ACL_BOOL, ACL_BOOL},
                        {ACL_UINT16, ACL_UINT16, ACL_UINT16},     {ACL_UINT32, ACL_UINT32, ACL_UINT32},
                        {ACL_UINT64, ACL_UINT64, ACL_UINT64},     {ACL_INT32, ACL_FLOAT, ACL_FLOAT},
                        {ACL_FLOAT16, ACL_INT32, ACL_FLOAT16},    {ACL_INT8, ACL_UINT8, ACL_INT16}};
  for (const Pair& pr : pairs) {
    for (int rep = 0; rep < 4; ++rep) {
      SCOPED_TRACE(std::string(Name(pr.dx)) + " " + Name(pr.dy) + " rep " + std::to_string(rep));
      Shape s(static_cast<size_t>(r.I(1, 4)));
      for (auto& d : s) d = r.I(1, 5);
      TestTensor x(s, pr.dx, RandomLayout(r, s.size())), y(s, pr.dy, RandomLayout(r, s.size()));
      std::vector<double> xv(static_cast<size_t>(x.numel())), yv(xv.size());
      for (size_t i = 0; i < xv.size(); ++i) {
        xv[i] = Draw(r, pr.dx, false);
        yv[i] = rep % 2 == 0 ? InCompute(pr.dy, xv[i]) : Draw(r, pr.dy, false);  // even reps: mostly equal
      }
      if (rep == 2) yv[static_cast<size_t>(r.I(0, static_cast<int64_t>(yv.size()) - 1))] = 1.5;
      x.SetValues(xv);
      y.SetValues(yv);
      bool want = true;
      for (size_t i = 0; i < xv.size(); ++i)
        want = want && aclnn_cpu::ref::CompareReal(Fn::kEq, InCompute(pr.p, x.Get(static_cast<int64_t>(i))),
                                                   InCompute(pr.p, y.Get(static_cast<int64_t>(i))));
      for (int t : {1, 3}) {
        ScopedThreads threads(t);
        EXPECT_EQ(run(x, y), want ? 1.0 : 0.0);
      }
    }
  }
  // NaN is unequal to itself; shapes must match exactly; two empty tensors of one shape are equal.
  TestTensor n1({2}, ACL_FLOAT), n2({2}, ACL_FLOAT);
  n1.SetValues({1, NAN});
  n2.SetValues({1, NAN});
  EXPECT_EQ(run(n1, n2), 0.0);
  TestTensor a({2, 3}, ACL_FLOAT), b({3, 2}, ACL_FLOAT), c({1, 3}, ACL_FLOAT), d({2, 3}, ACL_FLOAT);
  a.FillConst(1);
  b.FillConst(1);
  c.FillConst(1);
  d.FillConst(1);
  EXPECT_EQ(run(a, b), 0.0);
  EXPECT_EQ(run(a, c), 0.0);
  EXPECT_EQ(run(a, d), 1.0);
  TestTensor e1({2, 0}, ACL_FLOAT), e2({2, 0}, ACL_INT32), e3({0}, ACL_FLOAT);
  EXPECT_EQ(run(e1, e2), 1.0);
  EXPECT_EQ(run(e1, e3), 0.0);
  EXPECT_EQ(run(e1, a), 0.0);
}

// Shifts: counts clamped to [0, bits - 1] in the promoted dtype; Gcd in INT16/INT32/INT64.
TEST(CompareValues, ShiftsAndGcd) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const Api shl = API_TT(LeftShift, kShl), shls = API_TS(LeftShifts, kShl), shr = API_TT(RightShift, kShr),
            gcd = API_TT(Gcd, kGcd);
  for (int rep = 0; rep < 2; ++rep) {
    for (aclDataType d : {ACL_INT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_UINT8, ACL_UINT16, ACL_UINT32, ACL_UINT64}) {
      CheckOne(shl, r, d, d, d, d);
      CheckOne(shr, r, d, d, d, d);
      if (d != ACL_INT16 && d != ACL_UINT16) CheckOne(shls, r, d, d, d, d);
    }
    for (aclDataType d : {ACL_INT16, ACL_INT32, ACL_INT64}) CheckOne(gcd, r, d, d, d, d);
  }
  CheckOne(shl, r, ACL_INT8, ACL_INT64, ACL_INT64, ACL_INT64, " promoted to s64");
  CheckOne(shr, r, ACL_INT32, ACL_INT64, ACL_INT64, ACL_UINT16, " s64 result into u16");
  CheckOne(shls, r, ACL_INT8, ACL_INT32, ACL_INT32, ACL_INT32, "");
  CheckOne(gcd, r, ACL_INT8, ACL_INT16, ACL_INT16, ACL_INT64, "");
  CheckOne(gcd, r, ACL_BOOL, ACL_INT32, ACL_INT32, ACL_INT32, "");
  // The edges: counts beyond the width clamp, negative counts shift by 0, gcd(MIN, 0) = MIN.
  TestTensor x({4}, ACL_INT32), c({4}, ACL_INT32), out({4}, ACL_INT32);
  x.SetValues({1, -8, -8, 5});
  c.SetValues({100, 100, -3, 31});
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnLeftShiftGetWorkspaceSize(x.get(), c.get(), out.get(), w, e); },
                        aclnnLeftShift),
            0);
  EXPECT_EQ(out.Values(), (std::vector<double>{-2147483648.0, 0, -8, -2147483648.0}));
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnRightShiftGetWorkspaceSize(x.get(), c.get(), out.get(), w, e); },
                        aclnnRightShift),
            0);
  EXPECT_EQ(out.Values(), (std::vector<double>{0, -1, -8, 0}));
  x.SetValues({-2147483648.0, 0, -12, 7});
  c.SetValues({0, 0, 18, -21});
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnGcdGetWorkspaceSize(x.get(), c.get(), out.get(), w, e); }, aclnnGcd), 0);
  EXPECT_EQ(out.Values(), (std::vector<double>{-2147483648.0, 0, 6, 7}));
}

// IsClose (tolerances exact in float, values on a coarse grid: float and the reference agree) and
// IsInTensorScalar.
TEST(CompareValues, IsCloseAndIsIn) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const std::vector<aclDataType> list = {ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16,
                                         ACL_INT8,  ACL_UINT8, ACL_DOUBLE, ACL_BOOL,   ACL_BF16};
  for (aclDataType d : list) {
    const bool f32 = d == ACL_FLOAT || d == ACL_FLOAT16 || d == ACL_BF16 || d == ACL_INT32;
    for (double rtol : {0.0, 0.5, 2.0})
      for (double atol : {0.0, 1.0})
        for (bool nan_eq : {false, true})
          CheckOne(IsCloseApi(rtol, atol, nan_eq), r, d, d, f32 ? ACL_FLOAT : ACL_DOUBLE, ACL_BOOL);
  }
  CheckOne(IsCloseApi(1.0, 0.0, false), r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, " into FLOAT");
  CheckOne(IsCloseApi(-1.0, 0.0, false), r, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT, ACL_BOOL, " negative rtol");
  struct Row {
    aclDataType t, s, p;
  };
  const Row rows[] = {{ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT16}, {ACL_INT32, ACL_FLOAT, ACL_FLOAT},
                      {ACL_INT8, ACL_INT64, ACL_INT8},      {ACL_UINT8, ACL_INT32, ACL_UINT8},
                      {ACL_DOUBLE, ACL_FLOAT, ACL_DOUBLE},   {ACL_INT64, ACL_BF16, ACL_BF16},
                      {ACL_BF16, ACL_DOUBLE, ACL_BF16},      {ACL_INT16, ACL_DOUBLE, ACL_DOUBLE}};
  for (bool invert : {false, true})
    for (const Row& w : rows) CheckOne(IsInTensorScalarApi(invert), r, w.t, w.s, w.p, ACL_BOOL, invert ? " invert" : "");
}

// IsInScalarTensor: the scalar among the test elements (compute dtype by the count rule), XOR invert.
TEST(CompareValues, IsInScalarTensor) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  struct Row {
    aclDataType t, s, p_small, p_large;  // compute dtype below / from 10 test elements
  };
  const Row rows[] = {{ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT16, ACL_FLOAT}, {ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT},
                      {ACL_INT8, ACL_INT64, ACL_INT8, ACL_INT64},       {ACL_UINT8, ACL_INT32, ACL_UINT8, ACL_INT32},
                      {ACL_DOUBLE, ACL_FLOAT, ACL_DOUBLE, ACL_DOUBLE},   {ACL_BF16, ACL_DOUBLE, ACL_BF16, ACL_DOUBLE},
                      {ACL_INT64, ACL_INT16, ACL_INT64, ACL_INT64}};
  for (const Row& w : rows) {
    for (int rep = 0; rep < 6; ++rep) {
      Shape s(static_cast<size_t>(r.I(1, 3)));
      for (auto& d : s) d = r.I(rep < 3 ? 1 : 2, rep < 3 ? 2 : 5);
      TestTensor t(s, w.t, RandomLayout(r, s.size()));
      std::vector<double> tv(static_cast<size_t>(t.numel()));
      for (auto& v : tv) v = Draw(r, w.t, false);
      t.SetValues(tv);
      const double sv = IsIntDt(w.s) ? static_cast<double>(r.I(-3, 3)) : Draw(r, w.s, false);
      ScalarPtr sc = MakeScalar(w.s, sv);
      const aclDataType p = t.numel() >= 10 ? w.p_large : w.p_small;
      bool found = false;
      for (double v : t.Values()) found = found || InCompute(p, v) == InCompute(p, sv);
      if (!IsIntDt(w.s) && std::isnan(sv)) found = false;
      for (bool invert : {false, true}) {
        SCOPED_TRACE(std::string(Name(w.t)) + " " + Name(w.s) + " value " + std::to_string(sv) + (invert ? " invert" : ""));
        TestTensor out({}, ACL_BOOL, Layout::Padded(1, 2));
        out.Poison();
        const Api a = IsInScalarTensorApi(invert);
        ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** e) { return a.p1(t.get(), nullptr, sc.get(), out.get(), ws, e); }, a.p2), 0)
            << aclGetRecentErrMsg();
        std::string why;
        EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
        EXPECT_EQ(out.Get(0), found != invert ? 1.0 : 0.0);
      }
    }
  }
  // No test elements: invert.
  TestTensor empty({0}, ACL_FLOAT), out({}, ACL_BOOL);
  ScalarPtr one = MakeScalar(ACL_FLOAT, 1);
  for (bool invert : {false, true}) {
    const Api a = IsInScalarTensorApi(invert);
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** e) { return a.p1(empty.get(), nullptr, one.get(), out.get(), ws, e); }, a.p2), 0);
    EXPECT_EQ(out.Get(0), invert ? 1.0 : 0.0);
  }
}

// Heaviside: values taken in input's dtype; an out of another shape gets the broadcast's row-major
// order.
TEST(CompareValues, Heaviside) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const Api h = API_TT(Heaviside, kHeaviside);
  const std::vector<aclDataType> list = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
  for (aclDataType x : list)
    for (aclDataType v : list)
      for (aclDataType o : list) CheckOne(h, r, x, v, x, o);
  TestTensor in({2, 3}, ACL_FLOAT), values({3}, ACL_FLOAT), out({3, 2}, ACL_FLOAT16);
  in.SetValues({-1, 0, 2, NAN, -0.0, 0.25});
  values.SetValues({7, 8, 9});
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnHeavisideGetWorkspaceSize(in.get(), values.get(), out.get(), w, e); },
                        aclnnHeaviside),
            0)
      << aclGetRecentErrMsg();
  EXPECT_EQ(out.Values(), (std::vector<double>{0, 8, 1, 0, 8, 1}));
}

}  // namespace
