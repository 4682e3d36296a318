// Values of the math family's first group against the float64 / exact-integer reference
// (ops/math/ref.h): Pow (tensor-tensor, tensor-scalar, scalar-tensor, in place), Maximum, Minimum,
// AddRelu (in place too), MaxN, MinN and AddN over every dtype of each list, random broadcast
// shapes, strided, transposed and offset views, poisoned outputs with guard bytes, outputs of other
// dtypes, IEEE specials, integer wrap-around, aliasing outputs, empty tensors, long lists; 1, 2 and
// 3 threads give the same bytes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "aclnnop/aclnn_add_n.h"
#include "aclnnop/aclnn_add_relu.h"
#include "aclnnop/aclnn_maximum.h"
#include "aclnnop/aclnn_maxn.h"
#include "aclnnop/aclnn_minimum.h"
#include "aclnnop/aclnn_minn.h"
#include "aclnnop/aclnn_pow.h"
#include "aclnnop/aclnn_pow_tensor_tensor.h"
#include "math_util.h"
#include "core/tensor.h"
#include "op_runner.h"

using namespace aclnn_test;
using namespace aclnn_test::math;
namespace ref = aclnn_cpu::ref;

namespace {

enum class K { kPowTT, kPowTS, kPowST, kMax, kMin, kAddRelu };

struct Api {
  const char* name;
  K k;
  bool inplace;
};

std::string Dt(aclDataType d) { return Name(d); }

// The element function in the compute dtype p (operands already in p) and the result in dout.
double Expected(K k, aclDataType p, aclDataType dout, double x, double y, double alpha) {
  const double cx = InCompute(p, x), cy = InCompute(p, y);
  double v = 0;
  if (IsIntDt(p)) {
    const auto ix = static_cast<int64_t>(cx), iy = static_cast<int64_t>(cy);
    switch (k) {
      case K::kPowTT: case K::kPowTS: case K::kPowST: v = static_cast<double>(ref::PowInt(ix, iy, Bits(p), IsUnsignedDt(p))); break;
      case K::kMax: v = static_cast<double>(std::max(ix, iy)); break;
      case K::kMin: v = static_cast<double>(std::min(ix, iy)); break;
      case K::kAddRelu:
        v = static_cast<double>(ref::AddReluInt(ix, iy, static_cast<int64_t>(alpha), Bits(p), IsUnsignedDt(p)));
        break;
    }
    return ToOut(p, dout, v);
  }
  if (p == ACL_BOOL) {
    const bool bx = cx != 0, by = cy != 0;
    switch (k) {
      case K::kMax: case K::kAddRelu: v = bx || by; break;
      case K::kMin: v = bx && by; break;
      default: v = bx || !by; break;
    }
    return ToOut(p, dout, v);
  }
  switch (k) {
    case K::kPowTT: case K::kPowTS: case K::kPowST: v = ref::PowReal(cx, cy); break;
    case K::kMax: v = ref::MaxReal(cx, cy); break;
    case K::kMin: v = ref::MinReal(cx, cy); break;
    case K::kAddRelu: v = ref::AddReluReal(cx, cy, alpha); break;
  }
  return ToOut(dout, dout, RoundTo(p, v));
}

aclnnStatus Phase1Of(const Api& a, aclTensor* x, aclTensor* y, aclScalar* s, aclScalar* alpha, aclTensor* out,
                     uint64_t* w, aclOpExecutor** e) {
  switch (a.k) {
    case K::kPowTT:
      return a.inplace ? aclnnInplacePowTensorTensorGetWorkspaceSize(x, y, w, e) : aclnnPowTensorTensorGetWorkspaceSize(x, y, out, w, e);
    case K::kPowTS:
      return a.inplace ? aclnnInplacePowTensorScalarGetWorkspaceSize(x, s, w, e) : aclnnPowTensorScalarGetWorkspaceSize(x, s, out, w, e);
    case K::kPowST: return aclnnPowScalarTensorGetWorkspaceSize(s, x, out, w, e);
    case K::kMax: return aclnnMaximumGetWorkspaceSize(x, y, out, w, e);
    case K::kMin: return aclnnMinimumGetWorkspaceSize(x, y, out, w, e);
    case K::kAddRelu:
      return a.inplace ? aclnnInplaceAddReluGetWorkspaceSize(x, y, alpha, w, e) : aclnnAddReluGetWorkspaceSize(x, y, alpha, out, w, e);
  }
  return -1;
}
Phase2 Phase2Of(const Api& a) {
  switch (a.k) {
    case K::kPowTT: return a.inplace ? aclnnInplacePowTensorTensor : aclnnPowTensorTensor;
    case K::kPowTS: return a.inplace ? aclnnInplacePowTensorScalar : aclnnPowTensorScalar;
    case K::kPowST: return aclnnPowScalarTensor;
    case K::kMax: return aclnnMaximum;
    case K::kMin: return aclnnMinimum;
    case K::kAddRelu: return a.inplace ? aclnnInplaceAddRelu : aclnnAddRelu;
  }
  return nullptr;
}

bool IsPow(K k) { return k == K::kPowTT || k == K::kPowTS || k == K::kPowST; }

// Draws for Pow: bases anywhere, exponents small (integers: [-3, 7]) so that results are exact
// integers or ordinary floats.
double DrawExp(Rng& r, aclDataType d) {
  if (d == ACL_BOOL) return static_cast<double>(r.I(0, 1));
  if (IsIntDt(d)) return static_cast<double>(IsUnsignedDt(d) ? r.I(0, 7) : r.I(-3, 7));
  static const double kSpecial[] = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 3.0, -2.0, INFINITY, -INFINITY, NAN};
  if (r.I(0, 2) == 0) return kSpecial[r.I(0, 11)];
  if (r.I(0, 2) == 0) return static_cast<double>(r.I(-4, 5));
  return RoundTo(d, r.U(-3, 3));
}

// One random problem of `a`: x dtype dx (self, or PowScalarTensor's exponent), y dtype dy (other,
// exponent or scalar), compute dtype p, out dtype dout (in place: dx).
void CheckOne(const Api& a, Rng& r, aclDataType dx, aclDataType dy, aclDataType p, aclDataType dout,
              aclDataType alpha_dt = ACL_INT64) {
  SCOPED_TRACE(std::string(a.name) + " " + Dt(dx) + " " + Dt(dy) + " compute " + Dt(p) + " out " + Dt(dout));
  const bool scalar = a.k == K::kPowTS || a.k == K::kPowST;
  Shape full(static_cast<size_t>(r.I(0, 4)));
  for (auto& d : full) d = r.I(1, 5);
  auto part = [&](const Shape& o) {
    Shape s(o.end() - r.I(0, static_cast<int64_t>(o.size())), o.end());
    for (auto& d : s) d = r.I(0, 3) == 0 ? 1 : d;
    return s;
  };
  const Shape xs = !scalar && !a.inplace ? part(full) : full;
  const Shape ys = scalar ? Shape{} : part(a.inplace ? xs : full);
  Shape os = xs;
  if (!scalar && ys.size() > os.size()) os.insert(os.begin(), ys.size() - os.size(), 1);
  for (size_t k = 0; k < ys.size(); ++k) {
    int64_t& d = os[os.size() - ys.size() + k];
    d = std::max(d, ys[k]);
  }
  TestTensor x(xs, dx, RandomLayout(r, xs.size()));
  std::unique_ptr<TestTensor> y(scalar ? nullptr : new TestTensor(ys, dy, RandomLayout(r, ys.size())));
  std::unique_ptr<TestTensor> out(a.inplace ? nullptr : new TestTensor(os, dout, RandomLayout(r, os.size())));
  TestTensor& o = a.inplace ? x : *out;
  const bool pow = IsPow(a.k);
  std::vector<double> xv(static_cast<size_t>(x.numel())), yv;
  for (auto& v : xv) v = a.k == K::kPowST ? DrawExp(r, dx) : Draw(r, dx);
  x.Poison();
  x.SetValues(xv);
  if (y) {
    yv.resize(static_cast<size_t>(y->numel()));
    for (auto& v : yv) v = pow ? DrawExp(r, dy) : Draw(r, dy);
    y->SetValues(yv);
  }
  double sv = 0;
  ScalarPtr s(nullptr, aclDestroyScalar);
  if (scalar) {
    sv = a.k == K::kPowTS ? DrawExp(r, dy) : Draw(r, dy);
    s = MakeScalar(dy, sv);
    sv = InCompute(dy, sv);
  }
  double alpha = 1;
  ScalarPtr al(nullptr, aclDestroyScalar);
  if (a.k == K::kAddRelu) {
    alpha = IsIntDt(alpha_dt) ? static_cast<double>(r.I(-3, 3)) : (r.I(0, 1) ? 1.0 : RoundTo(ACL_FLOAT, r.U(-2, 2)));
    al = MakeScalar(alpha_dt, alpha);
    if (!IsIntDt(p)) alpha = static_cast<float>(alpha);
  }
  std::vector<double> want(static_cast<size_t>(o.numel())), mag(want.size());
  for (int64_t i = 0; i < o.numel(); ++i) {
    const double xe = xv[static_cast<size_t>(SourceIndex(xs, os, i))];
    const double ye = scalar ? sv : yv[static_cast<size_t>(SourceIndex(ys, os, i))];
    const double base = a.k == K::kPowST ? ye : xe, ex = a.k == K::kPowST ? xe : ye;
    want[static_cast<size_t>(i)] = Expected(a.k, p, dout, base, ex, alpha);
    mag[static_cast<size_t>(i)] = a.k == K::kAddRelu ? std::fabs(InCompute(p, xe)) + std::fabs(alpha * InCompute(p, ye)) : 0;
  }
  std::vector<unsigned char> first;
  for (int t : {1, 2, 3}) {
    ScopedThreads threads(t);
    if (a.inplace) {
      x.Poison();
      x.SetValues(xv);
    } else {
      out->Poison();
    }
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          return Phase1Of(a, x.get(), y ? y->get() : nullptr, s.get(), al.get(), out ? out->get() : nullptr, w, e);
        },
        Phase2Of(a));
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(o.UntouchedOutside(&why)) << why;
    const std::vector<double> got = o.Values();
    for (size_t i = 0; i < got.size(); ++i) {
      if (IsIntDt(p) || p == ACL_BOOL || a.k == K::kMax || a.k == K::kMin) {
        if (std::isnan(want[i]) && std::isnan(got[i])) continue;
        ASSERT_EQ(got[i], want[i]) << "element " << i << " with " << t << " threads";
        continue;
      }
      // Floating: pow within a few units of the compute dtype (and out's); AddRelu within the
      // rounding of its two operations on the operands' magnitudes.
      const double eps = std::max(Eps(p), IsIntDt(dout) ? 0.0 : Eps(dout == ACL_DOUBLE ? p : dout));
      const std::string bad = a.k == K::kAddRelu ? Mismatch(got[i], want[i], 3 * eps * mag[i] + 1e-300, 2 * eps)
                                                 : Mismatch(got[i], want[i], MinSubnormal(p), 3 * eps);
      ASSERT_TRUE(bad.empty()) << "element " << i << " with " << t << " threads: " << bad;
    }
    const auto* bytes = static_cast<const unsigned char*>(o.data());
    std::vector<unsigned char> now(bytes, bytes + o.storage_elems() * static_cast<int64_t>(ElemSize(o.dtype())));
    if (first.empty()) first = now;
    else ASSERT_TRUE(now == first) << t << " threads differ from 1";
  }
}

const Api kPowTT{"PowTensorTensor", K::kPowTT, false}, kPowTTi{"InplacePowTensorTensor", K::kPowTT, true},
    kPowTS{"PowTensorScalar", K::kPowTS, false}, kPowTSi{"InplacePowTensorScalar", K::kPowTS, true},
    kPowST{"PowScalarTensor", K::kPowST, false}, kMax{"Maximum", K::kMax, false}, kMin{"Minimum", K::kMin, false},
    kAddRelu{"AddRelu", K::kAddRelu, false}, kAddRelui{"InplaceAddRelu", K::kAddRelu, true};

const std::vector<aclDataType> kPowList = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT8,
                                           ACL_INT16, ACL_INT32,   ACL_INT64, ACL_UINT8};

TEST(MathValues, PowTensorTensorEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (aclDataType d : kPowList) {
    CheckOne(kPowTT, r, d, d, d, d);
    CheckOne(kPowTTi, r, d, d, d, d);
  }
  // Promotion and outputs of other dtypes.
  CheckOne(kPowTT, r, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT);
  CheckOne(kPowTT, r, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT64);
  CheckOne(kPowTT, r, ACL_BOOL, ACL_INT8, ACL_INT8, ACL_INT32);
  CheckOne(kPowTT, r, ACL_FLOAT16, ACL_BF16, ACL_FLOAT, ACL_DOUBLE);
  CheckOne(kPowTT, r, ACL_INT16, ACL_INT16, ACL_INT16, ACL_FLOAT16);
  CheckOne(kPowTT, r, ACL_FLOAT, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE);
  CheckOne(kPowTTi, r, ACL_INT64, ACL_INT8, ACL_INT64, ACL_INT64);
}

TEST(MathValues, PowScalarForms) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (aclDataType d : kPowList) {
    // Integer self with an integer scalar: self's dtype (the scalar's own dtype taken literally).
    CheckOne(kPowTS, r, d, ACL_INT64, d, d);
    CheckOne(kPowTSi, r, d, ACL_INT32, d, d);
    CheckOne(kPowST, r, d, IsIntDt(d) ? ACL_INT64 : ACL_FLOAT, d, d);
  }
  CheckOne(kPowTS, r, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT);     // float scalar promotes
  CheckOne(kPowTS, r, ACL_INT8, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE);   // literally DOUBLE
  CheckOne(kPowTS, r, ACL_INT8, ACL_DOUBLE, ACL_FLOAT, ACL_FLOAT);     // DOUBLE exponent, FLOAT out
  CheckOne(kPowTS, r, ACL_BOOL, ACL_INT64, ACL_INT64, ACL_INT64);      // BOOL self promotes
  CheckOne(kPowTS, r, ACL_INT16, ACL_INT8, ACL_INT16, ACL_INT32);
  CheckOne(kPowTS, r, ACL_FLOAT16, ACL_DOUBLE, ACL_FLOAT, ACL_FLOAT);   // DOUBLE exponent, FLOAT out: FLOAT first
  CheckOne(kPowTS, r, ACL_FLOAT16, ACL_DOUBLE, ACL_FLOAT16, ACL_DOUBLE);  // floating self keeps its dtype
  CheckOne(kPowST, r, ACL_INT32, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT);
  CheckOne(kPowST, r, ACL_BOOL, ACL_INT32, ACL_INT32, ACL_INT64);
  CheckOne(kPowST, r, ACL_DOUBLE, ACL_FLOAT, ACL_FLOAT, ACL_FLOAT);    // DOUBLE exponent, FLOAT out
  CheckOne(kPowST, r, ACL_UINT8, ACL_INT64, ACL_UINT8, ACL_INT16);
}

TEST(MathValues, MaximumMinimumEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const std::vector<aclDataType> list = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_INT64,
                                         ACL_BF16,  ACL_INT16,   ACL_UINT8, ACL_DOUBLE, ACL_BOOL};
  for (int rep = 0; rep < 2; ++rep) {
    for (aclDataType d : list) {
      CheckOne(kMax, r, d, d, d, d);
      CheckOne(kMin, r, d, d, d, d);
    }
  }
  CheckOne(kMax, r, ACL_INT32, ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT);
  CheckOne(kMin, r, ACL_FLOAT16, ACL_BF16, ACL_FLOAT, ACL_FLOAT);
  CheckOne(kMax, r, ACL_BOOL, ACL_INT8, ACL_INT8, ACL_INT32);
  CheckOne(kMin, r, ACL_UINT8, ACL_INT8, ACL_INT16, ACL_INT16);
  CheckOne(kMax, r, ACL_INT64, ACL_DOUBLE, ACL_DOUBLE, ACL_DOUBLE);
  CheckOne(kMin, r, ACL_BOOL, ACL_BOOL, ACL_BOOL, ACL_FLOAT);
}

TEST(MathValues, AddReluEveryDtype) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  const std::vector<aclDataType> list = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8,
                                         ACL_UINT8, ACL_INT16,   ACL_INT32, ACL_INT64};
  for (aclDataType d : list) {
    const aclDataType al = IsIntDt(d) ? ACL_INT32 : ACL_FLOAT;
    CheckOne(kAddRelu, r, d, d, d, d, al);
    CheckOne(kAddRelui, r, d, d, d, d, al);
  }
  CheckOne(kAddRelu, r, ACL_INT8, ACL_INT16, ACL_INT16, ACL_INT32, ACL_INT8);
  CheckOne(kAddRelu, r, ACL_INT32, ACL_FLOAT16, ACL_FLOAT16, ACL_FLOAT, ACL_FLOAT);
  CheckOne(kAddRelu, r, ACL_FLOAT16, ACL_BF16, ACL_FLOAT, ACL_FLOAT, ACL_DOUBLE);
}

// IEEE and integer special cases of Pow, value by value.
TEST(MathValues, PowSpecials) {
  struct Row {
    aclDataType d;
    double x, y, want;
  };
  const Row rows[] = {
      {ACL_FLOAT, 0.0, 0.0, 1.0},          {ACL_FLOAT, NAN, 0.0, 1.0},         {ACL_FLOAT, 1.0, NAN, 1.0},
      {ACL_FLOAT, -2.0, 0.5, NAN},         {ACL_FLOAT, 0.0, -1.0, INFINITY},   {ACL_FLOAT, -0.0, -3.0, -INFINITY},
      {ACL_DOUBLE, -0.0, -2.0, INFINITY},  {ACL_FLOAT16, 2.0, 16.0, INFINITY}, {ACL_BF16, -2.0, 3.0, -8.0},
      {ACL_INT32, 0, 0, 1},                {ACL_INT32, 2, 31, -2147483648.0},  {ACL_INT32, 3, 21, 1870418611},
      {ACL_INT8, 2, 8, 0},                 {ACL_INT8, -2, 7, -128},            {ACL_UINT8, 3, 5, 243},
      {ACL_INT64, 1, -5, 1},               {ACL_INT64, -1, -5, -1},            {ACL_INT64, -1, -4, 1},
      {ACL_INT16, 0, -1, 0},               {ACL_INT16, 5, -2, 0},              {ACL_INT64, 7, 0, 1},
      {ACL_INT64, 3, 40, 12157665459056928801.0 - 18446744073709551616.0},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(Dt(row.d) + " " + std::to_string(row.x) + " ^ " + std::to_string(row.y));
    TestTensor x({1}, row.d), y({1}, row.d), out({1}, row.d);
    x.SetValues({row.x});
    y.SetValues({row.y});
    out.Poison();
    ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnPowTensorTensorGetWorkspaceSize(x.get(), y.get(), out.get(), w, e); },
                          aclnnPowTensorTensor), 0);
    const double got = out.Get(0);
    if (std::isnan(row.want)) EXPECT_TRUE(std::isnan(got)) << got;
    else EXPECT_EQ(got, RoundTo(row.d, row.want));
  }
}

TEST(MathValues, MaxMinSignedZeroAndNaN) {
  TestTensor x({4}, ACL_FLOAT), y({4}, ACL_FLOAT), mx({4}, ACL_FLOAT), mn({4}, ACL_FLOAT);
  x.SetValues({0.0, -0.0, NAN, 1.0});
  y.SetValues({-0.0, 0.0, 1.0, NAN});
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnMaximumGetWorkspaceSize(x.get(), y.get(), mx.get(), w, e); }, aclnnMaximum), 0);
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnMinimumGetWorkspaceSize(x.get(), y.get(), mn.get(), w, e); }, aclnnMinimum), 0);
  // Equal operands give other's value (its sign of zero).
  EXPECT_TRUE(std::signbit(mx.Get(0)));
  EXPECT_FALSE(std::signbit(mx.Get(1)));
  EXPECT_TRUE(std::signbit(mn.Get(0)));
  EXPECT_FALSE(std::signbit(mn.Get(1)));
  for (int i : {2, 3}) {
    EXPECT_TRUE(std::isnan(mx.Get(i)));
    EXPECT_TRUE(std::isnan(mn.Get(i)));
  }
}

// Complex Pow in complex128 (results of COMPLEX64 rounded to its components).
TEST(MathValues, PowComplex) {
  for (aclDataType d : {ACL_COMPLEX64, ACL_COMPLEX128}) {
    SCOPED_TRACE(Dt(d));
    const std::vector<std::complex<double>> xs = {{1.5, -0.5}, {0, 0}, {-2, 0}, {0.25, 3}, {0, 0}};
    const std::vector<std::complex<double>> ys = {{2, 0}, {0, 0}, {0.5, 0}, {-1.5, 0.75}, {2, 0}};
    TestTensor x({5}, d), y({5}, d), out({5}, d);
    auto put = [d](TestTensor& t, const std::vector<std::complex<double>>& v) {
      for (size_t i = 0; i < v.size(); ++i) {
        if (d == ACL_COMPLEX64) {
          const float f[2] = {static_cast<float>(v[i].real()), static_cast<float>(v[i].imag())};
          std::memcpy(static_cast<char*>(t.data()) + 8 * i, f, 8);
        } else {
          const double f[2] = {v[i].real(), v[i].imag()};
          std::memcpy(static_cast<char*>(t.data()) + 16 * i, f, 16);
        }
      }
    };
    put(x, xs);
    put(y, ys);
    ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnPowTensorTensorGetWorkspaceSize(x.get(), y.get(), out.get(), w, e); },
                          aclnnPowTensorTensor), 0);
    for (size_t i = 0; i < xs.size(); ++i) {
      std::complex<double> got;
      if (d == ACL_COMPLEX64) {
        float f[2];
        std::memcpy(f, static_cast<char*>(out.data()) + 8 * i, 8);
        got = {f[0], f[1]};
      } else {
        double f[2];
        std::memcpy(f, static_cast<char*>(out.data()) + 16 * i, 16);
        got = {f[0], f[1]};
      }
      const std::complex<double> want = ref::PowComplex(xs[i], ys[i]);
      const double tol = (d == ACL_COMPLEX64 ? 1e-6 : 1e-13) * (std::abs(want) + 1e-30);
      EXPECT_LE(std::abs(got - want), tol) << i << ": " << got << " vs " << want;
    }
  }
}

// MaxN / MinN / AddN: lists of 1 to 20 elements (folded in passes past three), broadcasting
// (MaxN/MinN), strided views, an out aliasing one of the elements.
enum class L { kMaxN, kMinN, kAddN };

// A list of copies of the tensors' descriptors, made by aclCreateTensor (aclDestroyTensorList
// destroys its elements; the TestTensors destroy their own).
aclTensorList* ListOf(const std::vector<std::unique_ptr<TestTensor>>& ts) {
  std::vector<aclTensor*> raw;
  for (auto& t : ts) raw.push_back(CopyTensorDesc(t->get()));
  return aclCreateTensorList(raw.data(), raw.size());
}

void CheckList(L l, Rng& r, aclDataType d, int n, int alias) {
  const char* name = l == L::kMaxN ? "MaxN" : l == L::kMinN ? "MinN" : "AddN";
  SCOPED_TRACE(std::string(name) + " " + Dt(d) + " n=" + std::to_string(n) + " alias=" + std::to_string(alias));
  Shape os(static_cast<size_t>(r.I(1, 3)));
  for (auto& v : os) v = r.I(1, 5);
  std::vector<std::unique_ptr<TestTensor>> ts;
  std::vector<Shape> shapes;
  std::vector<std::vector<double>> vals;
  for (int i = 0; i < n; ++i) {
    Shape s = os;
    if (l != L::kAddN && i != alias) {
      s.erase(s.begin(), s.begin() + r.I(0, static_cast<int64_t>(s.size()) - 1));
      for (auto& v : s) v = r.I(0, 2) == 0 ? 1 : v;
    }
    ts.emplace_back(new TestTensor(s, d, RandomLayout(r, s.size())));
    shapes.push_back(s);
    std::vector<double> v(static_cast<size_t>(ts.back()->numel()));
    for (auto& e : v) e = l == L::kAddN && !IsIntDt(d) ? RoundTo(d, r.U(-4, 4)) : Draw(r, d, l == L::kAddN);
    vals.push_back(v);
  }
  // Broadcast shape: os (an element with os's shape exists unless every one broadcast).
  Shape bs = shapes[0];
  for (const Shape& s : shapes) {
    Shape o(std::max(bs.size(), s.size()), 1);
    for (size_t k = 0; k < o.size(); ++k) {
      const int64_t a = k < o.size() - bs.size() ? 1 : bs[k - (o.size() - bs.size())];
      const int64_t b = k < o.size() - s.size() ? 1 : s[k - (o.size() - s.size())];
      o[k] = std::max(a, b);
    }
    bs = o;
  }
  std::unique_ptr<TestTensor> own;
  if (alias < 0 || shapes[static_cast<size_t>(alias)] != bs) {
    alias = -1;
    own.reset(new TestTensor(bs, d, RandomLayout(r, bs.size())));
  }
  TestTensor& out = alias >= 0 ? *ts[static_cast<size_t>(alias)] : *own;
  const int64_t numel = out.numel();
  std::vector<double> want(static_cast<size_t>(numel)), mag(want.size());
  for (int64_t i = 0; i < numel; ++i) {
    double acc = 0, m = 0;
    __int128 iacc = 0;
    for (int k = 0; k < n; ++k) {
      const double v = vals[static_cast<size_t>(k)][static_cast<size_t>(SourceIndex(shapes[static_cast<size_t>(k)], bs, i))];
      if (l == L::kAddN) {
        acc += v;
        m += std::fabs(v);
        iacc += static_cast<__int128>(v);
      } else if (k == 0) {
        acc = v;
      } else {
        acc = l == L::kMaxN ? ref::MaxReal(acc, v) : ref::MinReal(acc, v);
      }
    }
    want[static_cast<size_t>(i)] = l == L::kAddN && IsIntDt(d) ? WrapD(d, static_cast<double>(iacc)) : RoundTo(d, acc);
    mag[static_cast<size_t>(i)] = m;
  }
  aclTensorList* list = ListOf(ts);
  std::vector<unsigned char> first;
  for (int t : {1, 2, 3}) {
    ScopedThreads threads(t);
    for (int k = 0; k < n; ++k) {
      ts[static_cast<size_t>(k)]->Poison();
      ts[static_cast<size_t>(k)]->SetValues(vals[static_cast<size_t>(k)]);
    }
    if (own) own->Poison();
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          switch (l) {
            case L::kMaxN: return aclnnMaxNGetWorkspaceSize(list, out.get(), w, e);
            case L::kMinN: return aclnnMinNGetWorkspaceSize(list, out.get(), w, e);
            default: return aclnnAddNGetWorkspaceSize(list, out.get(), w, e);
          }
        },
        l == L::kMaxN ? aclnnMaxN : l == L::kMinN ? aclnnMinN : aclnnAddN);
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    const std::vector<double> got = out.Values();
    for (size_t i = 0; i < got.size(); ++i) {
      if (l == L::kAddN && !IsIntDt(d)) {
        // fp32 partial sums, one rounding to d at the end.
        const std::string bad = Mismatch(got[i], want[i], n * Eps(ACL_FLOAT) * mag[i] + 1e-300, Eps(d));
        ASSERT_TRUE(bad.empty()) << "element " << i << ": " << bad;
      } else if (!(std::isnan(got[i]) && std::isnan(want[i]))) {
        ASSERT_EQ(got[i], want[i]) << "element " << i << " with " << t << " threads";
      }
    }
    const auto* bytes = static_cast<const unsigned char*>(out.data());
    std::vector<unsigned char> now(bytes, bytes + out.storage_elems() * static_cast<int64_t>(ElemSize(d)));
    if (first.empty()) first = now;
    else ASSERT_TRUE(now == first) << t << " threads differ from 1";
  }
  aclDestroyTensorList(list);
}

TEST(MathValues, ListOperators) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  Rng r(seed);
  for (int n : {1, 2, 3, 4, 5, 8, 20}) {
    for (aclDataType d : {ACL_FLOAT16, ACL_FLOAT, ACL_INT8, ACL_INT32, ACL_INT64, ACL_BF16}) {
      CheckList(L::kMaxN, r, d, n, -1);
      CheckList(L::kMinN, r, d, n, static_cast<int>(r.I(0, n - 1)));
    }
    for (aclDataType d : {ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_BF16, ACL_FLOAT}) {
      CheckList(L::kAddN, r, d, n, -1);
      CheckList(L::kAddN, r, d, n, static_cast<int>(r.I(0, n - 1)));
    }
  }
}

// AddN's FLOAT16 partial sums stay in FLOAT: 2048 + 1 + 1 + ... rounds once at the end.
TEST(MathValues, AddNHalfAccumulatesInFloat) {
  for (int n : {3, 6}) {
    std::vector<std::unique_ptr<TestTensor>> ts;
    for (int i = 0; i < n; ++i) {
      ts.emplace_back(new TestTensor({2}, ACL_FLOAT16));
      ts.back()->SetValues({i == 0 ? 2048.0 : 1.0, i == 0 ? -2048.0 : 0.5});
    }
    aclTensorList* list = ListOf(ts);
    TestTensor out({2}, ACL_FLOAT16);
    ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnAddNGetWorkspaceSize(list, out.get(), w, e); }, aclnnAddN), 0);
    EXPECT_EQ(out.Get(0), RoundTo(ACL_FLOAT16, 2048.0 + (n - 1)));
    EXPECT_EQ(out.Get(1), RoundTo(ACL_FLOAT16, -2048.0 + 0.5 * (n - 1)));
    aclDestroyTensorList(list);
  }
}

// Empty inputs: success, nothing written.
TEST(MathValues, EmptyTensors) {
  TestTensor x({2, 0}, ACL_FLOAT), y({1, 0}, ACL_FLOAT), out({2, 0}, ACL_FLOAT);
  uint64_t ws = 1;
  aclOpExecutor* e = nullptr;
  EXPECT_EQ(aclnnPowTensorTensorGetWorkspaceSize(x.get(), y.get(), out.get(), &ws, &e), 0);
  EXPECT_EQ(ws, 0u);
  EXPECT_EQ(aclnnPowTensorTensor(nullptr, 0, e, nullptr), 0);
  EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** ex) { return aclnnMaximumGetWorkspaceSize(x.get(), y.get(), out.get(), w, ex); }, aclnnMaximum), 0);
  ScalarPtr two = MakeScalar(ACL_INT64, 2);
  EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** ex) { return aclnnPowTensorScalarGetWorkspaceSize(x.get(), two.get(), out.get(), w, ex); }, aclnnPowTensorScalar), 0);
  EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** ex) { return aclnnAddReluGetWorkspaceSize(x.get(), y.get(), two.get(), out.get(), w, ex); }, aclnnAddRelu), 0);
  aclTensor* raw[2] = {CopyTensorDesc(x.get()), CopyTensorDesc(out.get())};
  aclTensorList* list = aclCreateTensorList(raw, 2);
  EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** ex) { return aclnnAddNGetWorkspaceSize(list, out.get(), w, ex); }, aclnnAddN), 0);
  EXPECT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** ex) { return aclnnMaxNGetWorkspaceSize(list, out.get(), w, ex); }, aclnnMaxN), 0);
  aclDestroyTensorList(list);
}

// Aliasing: out is one input with another layout (the transposed view of self's memory).
TEST(MathValues, OutputAliasesInputWithOtherLayout) {
  TestTensor x({3, 3}, ACL_FLOAT), y({3, 3}, ACL_FLOAT);
  x.SetValues({1, 2, 3, 4, 5, 6, 7, 8, 9});
  y.SetValues({2, 2, 2, 2, 2, 2, 2, 2, 2});
  aclTensor* xt = x.get();
  int64_t shape[2] = {3, 3}, strides[2] = {1, 3}, storage[1] = {9};
  aclTensor* outT = aclCreateTensor(shape, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, x.data());
  ASSERT_EQ(RunTwoPhase([&](uint64_t* w, aclOpExecutor** e) { return aclnnPowTensorTensorGetWorkspaceSize(xt, y.get(), outT, w, e); }, aclnnPowTensorTensor), 0);
  // out[i][j] (stored at x[j][i]) = x[i][j]^2 computed from the values before any write.
  const double want[9] = {1, 16, 49, 4, 25, 64, 9, 36, 81};
  for (int i = 0; i < 9; ++i) EXPECT_EQ(x.Get(i), want[i]) << i;
  aclDestroyTensor(outT);
}

}  // namespace
