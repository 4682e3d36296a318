// The upstream ATK cases of Pow (tensor-scalar, tensor-tensor, scalar-tensor), Maximum, Minimum and
// AddRelu (tests/conformance/<op>.json, imported by tools/import_atk_cases.py), every case, through
// the entry point's two phases, against the float64 / exact-integer reference (ops/math/ref.h) with
// fresh random data drawn per the case's value ranges (ApplyFill; a fresh seed per run, printed on
// failure).
//
// The output dtype of a case is the torch golden's result type (the tensor's dtype for a floating
// tensor or an integer tensor with an integer scalar, FLOAT for an integer tensor with a floating
// scalar, the promotion of two tensors); the compute dtype P follows the spec's A2 rules (§2.1),
// stated here, not asked of the library. The reference converts the operands (and the scalar) to
// P, computes in float64 or exactly, rounds to P and converts to the output.
//
// Tolerances (spec §4): integers, Maximum and Minimum exact; Pow within 3 units of P's precision
// (relative, plus P's smallest subnormal; the engine's fp32 powf, one rounding to P); AddRelu
// within the two fp32 roundings of x + alpha * y on the operands' magnitudes. Non-finite results
// match exactly.
//
// Shapes are scaled to kMaxElems (ScaleDown; broadcast size-1 dims kept); layouts vary with the case
// (transposed or padded inputs and outputs), outputs are poisoned and their guards checked.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_add_relu.h"
#include "aclnnop/aclnn_maximum.h"
#include "aclnnop/aclnn_minimum.h"
#include "aclnnop/aclnn_pow.h"
#include "aclnnop/aclnn_pow_tensor_tensor.h"
#include "cases.h"
#include "math_util.h"
#include "op_runner.h"

using namespace aclnn_test;
using namespace aclnn_test::math;
namespace ref = aclnn_cpu::ref;

namespace {

constexpr int64_t kMaxElems = int64_t{1} << 13;

enum class K { kPowTS, kPowTT, kPowST, kMax, kMin, kAddRelu };

bool Floating(aclDataType d) { return d == ACL_FLOAT || d == ACL_FLOAT16 || d == ACL_BF16 || d == ACL_DOUBLE; }
bool Complex(aclDataType d) { return d == ACL_COMPLEX64 || d == ACL_COMPLEX128; }

// The promotion table for the real dtypes of these lists.
aclDataType Promote(aclDataType a, aclDataType b) {
  if (a == b) return a;
  auto rank = [](aclDataType d) {
    switch (d) {
      case ACL_BOOL: return 0;
      case ACL_UINT8: return 1;
      case ACL_INT8: return 2;
      case ACL_INT16: return 3;
      case ACL_INT32: return 4;
      case ACL_INT64: return 5;
      case ACL_FLOAT16: return 6;
      case ACL_BF16: return 6;
      case ACL_FLOAT: return 8;
      default: return 9;  // DOUBLE
    }
  };
  if ((a == ACL_FLOAT16 && b == ACL_BF16) || (a == ACL_BF16 && b == ACL_FLOAT16)) return ACL_FLOAT;
  if ((a == ACL_UINT8 && b == ACL_INT8) || (a == ACL_INT8 && b == ACL_UINT8)) return ACL_INT16;
  if (Floating(a) && !Floating(b)) return a;
  if (Floating(b) && !Floating(a)) return b;
  return rank(a) >= rank(b) ? a : b;
}

// §2.1 Pow with a scalar: t the tensor, s the scalar's dtype, base_is_tensor for TensorScalar.
aclDataType PowScalarCompute(aclDataType t, aclDataType s, aclDataType out) {
  if (s == ACL_DOUBLE && out == ACL_FLOAT) return ACL_FLOAT;
  if (Floating(t)) return t;
  if (Floating(s) || t == ACL_BOOL) return Promote(t, s);
  return t;
}
aclDataType PowScalarComputeST(aclDataType s, aclDataType t, aclDataType out) {
  if (t == ACL_DOUBLE && out == ACL_FLOAT) return ACL_FLOAT;
  if (Floating(t)) return t;
  if (Floating(s) || t == ACL_BOOL) return Promote(t, s);
  return t;
}
// torch's result type with a wrapped scalar.
aclDataType TorchScalarResult(aclDataType t, aclDataType s) {
  if (Floating(t)) return t;
  if (Floating(s)) return ACL_FLOAT;
  if (t == ACL_BOOL) return s == ACL_BOOL ? ACL_BOOL : ACL_INT64;
  return t;
}

double DrawScalar(const CaseTensor& c, std::mt19937_64& g) {
  TestTensor t({1}, c.dtype);
  ApplyFill(t, c.fill, g);
  return t.Get(0);
}

void RunList(const char* file, K k) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 g(seed);
  Rng r(seed ^ 0x5bd1e995);
  const std::vector<Case> cases = LoadCases(file);
  ASSERT_FALSE(cases.empty()) << file;
  int ran = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(file) + " case " + std::to_string(c.id));
    const bool ts = k == K::kPowTS, st = k == K::kPowST;
    const char* xn = st ? "exponent" : "self";
    const char* yn = k == K::kPowTT ? "exponent" : "other";
    ASSERT_TRUE(c.Has(xn));
    const CaseTensor& cx = c.tensors.at(xn);
    const bool two = !ts && !st;
    if (two) ASSERT_TRUE(c.Has(yn));
    // Shapes: the broadcast scaled, each tensor keeping its size-1 dims.
    Shape xs = cx.shape, ys = two ? c.tensors.at(yn).shape : Shape{};
    Shape bs = xs;
    if (two) {
      Shape o(std::max(xs.size(), ys.size()), 1);
      for (size_t i = 0; i < o.size(); ++i) {
        const int64_t a = i < o.size() - xs.size() ? 1 : xs[i - (o.size() - xs.size())];
        const int64_t b = i < o.size() - ys.size() ? 1 : ys[i - (o.size() - ys.size())];
        o[i] = std::max(a, b);
      }
      bs = o;
    }
    const Shape small = ScaleDown(bs, kMaxElems);
    auto shrink = [&](const Shape& s) {
      Shape out = s;
      for (size_t i = 0; i < s.size(); ++i) {
        const size_t bi = i + (bs.size() - s.size());
        if (s[i] != 1) out[i] = small[bi];
      }
      return out;
    };
    xs = shrink(xs);
    if (two) ys = shrink(ys);
    bs = small;
    const aclDataType dx = cx.dtype, dy = two ? c.tensors.at(yn).dtype : ACL_DT_UNDEFINED;
    // The scalar (exponent, base or alpha).
    const char* sn = ts ? "exponent" : st ? "self" : "alpha";
    aclDataType ds = ACL_DT_UNDEFINED;
    double sv = 1;
    ScalarPtr s(nullptr, aclDestroyScalar);
    if (c.scalars.count(sn)) {
      ds = c.scalars.at(sn).dtype;
      sv = DrawScalar(c.scalars.at(sn), g);
      s = MakeScalar(ds, sv);
    } else if (k == K::kAddRelu) {
      ds = ACL_INT64;
      s = MakeScalar(ds, 1);
    }
    // Output and compute dtypes.
    aclDataType out_dt, p;
    switch (k) {
      case K::kPowTS: out_dt = TorchScalarResult(dx, ds); p = PowScalarCompute(dx, ds, out_dt); break;
      case K::kPowST: out_dt = TorchScalarResult(dx, ds); p = PowScalarComputeST(ds, dx, out_dt); break;
      default: out_dt = p = Promote(dx, dy); break;
    }
    ASSERT_FALSE(Complex(p));
    TestTensor x(xs, dx, RandomLayout(r, xs.size()));
    std::unique_ptr<TestTensor> y(two ? new TestTensor(ys, dy, RandomLayout(r, ys.size())) : nullptr);
    TestTensor out(bs, out_dt, RandomLayout(r, bs.size()));
    ApplyFill(x, cx.fill, g);
    if (y) ApplyFill(*y, c.tensors.at(yn).fill, g);
    out.Poison();
    const std::vector<double> xv = x.Values(), yv = y ? y->Values() : std::vector<double>{};
    const aclnnStatus status = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          switch (k) {
            case K::kPowTS: return aclnnPowTensorScalarGetWorkspaceSize(x.get(), s.get(), out.get(), w, e);
            case K::kPowST: return aclnnPowScalarTensorGetWorkspaceSize(s.get(), x.get(), out.get(), w, e);
            case K::kPowTT: return aclnnPowTensorTensorGetWorkspaceSize(x.get(), y->get(), out.get(), w, e);
            case K::kMax: return aclnnMaximumGetWorkspaceSize(x.get(), y->get(), out.get(), w, e);
            case K::kMin: return aclnnMinimumGetWorkspaceSize(x.get(), y->get(), out.get(), w, e);
            default: return aclnnAddReluGetWorkspaceSize(x.get(), y->get(), s.get(), out.get(), w, e);
          }
        },
        k == K::kPowTS ? aclnnPowTensorScalar : k == K::kPowST ? aclnnPowScalarTensor : k == K::kPowTT ? aclnnPowTensorTensor
        : k == K::kMax ? aclnnMaximum : k == K::kMin ? aclnnMinimum : aclnnAddRelu);
    ASSERT_EQ(status, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    const std::vector<double> got = out.Values();
    const double alpha = k == K::kAddRelu ? (IsIntDt(p) ? InCompute(p, sv) : static_cast<double>(static_cast<float>(sv))) : 1;
    const double sp = InCompute(p, sv);
    for (int64_t i = 0; i < out.numel(); ++i) {
      const double xe = InCompute(p, xv[static_cast<size_t>(SourceIndex(xs, bs, i))]);
      const double ye = two ? InCompute(p, yv[static_cast<size_t>(SourceIndex(ys, bs, i))]) : sp;
      double want;
      double tol_abs = 0, tol_rel = 0;
      if (IsIntDt(p) || p == ACL_BOOL) {
        const auto a = static_cast<int64_t>(xe), b = static_cast<int64_t>(ye);
        int64_t v;
        switch (k) {
          case K::kPowTS: case K::kPowTT: v = ref::PowInt(a, b, Bits(p), IsUnsignedDt(p)); break;
          case K::kPowST: v = ref::PowInt(b, a, Bits(p), IsUnsignedDt(p)); break;
          case K::kMax: v = std::max(a, b); break;
          case K::kMin: v = std::min(a, b); break;
          default: v = ref::AddReluInt(a, b, static_cast<int64_t>(alpha), Bits(p), IsUnsignedDt(p)); break;
        }
        want = ToOut(p, out_dt, static_cast<double>(v));
      } else {
        double v;
        switch (k) {
          case K::kPowTS: case K::kPowTT: v = ref::PowReal(xe, ye); tol_rel = 3 * Eps(p); break;
          case K::kPowST: v = ref::PowReal(ye, xe); tol_rel = 3 * Eps(p); break;
          case K::kMax: v = ref::MaxReal(xe, ye); break;
          case K::kMin: v = ref::MinReal(xe, ye); break;
          default:
            v = ref::AddReluReal(xe, ye, alpha);
            tol_abs = 3 * Eps(p) * (std::fabs(xe) + std::fabs(alpha * ye));
            tol_rel = 2 * Eps(p);
            break;
        }
        want = RoundTo(out_dt, RoundTo(p, v));
      }
      if (tol_abs == 0 && tol_rel == 0) {
        if (std::isnan(want) && std::isnan(got[static_cast<size_t>(i)])) continue;
        ASSERT_EQ(got[static_cast<size_t>(i)], want) << "element " << i << " x " << xe << " y " << ye;
      } else {
        const std::string bad = Mismatch(got[static_cast<size_t>(i)], want, tol_abs + MinSubnormal(p), tol_rel);
        ASSERT_TRUE(bad.empty()) << "element " << i << " x " << xe << " y " << ye << ": " << bad;
      }
    }
    ++ran;
  }
  EXPECT_EQ(ran, static_cast<int>(cases.size()));
}

TEST(MathConformance, PowTensorScalar) { RunList("pow_tensor_scalar", K::kPowTS); }
TEST(MathConformance, PowTensorTensor) { RunList("pow_tensor_tensor", K::kPowTT); }
TEST(MathConformance, PowScalarTensor) { RunList("pow_scalar_tensor", K::kPowST); }
TEST(MathConformance, Maximum) { RunList("maximum", K::kMax); }
TEST(MathConformance, Minimum) { RunList("minimum", K::kMin); }
TEST(MathConformance, AddRelu) { RunList("add_relu", K::kAddRelu); }

}  // namespace
