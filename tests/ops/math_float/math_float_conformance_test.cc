// The upstream ATK cases of the family (tests/conformance/<op>.json, imported by
// tools/import_atk_cases.py with --max-elems 4096): every case of the Atan2, XLogYTensor,
// XLogYScalarSelf, XLogYScalarOther, LogAddExp, LogAddExp2 and Polar lists, through the entry
// point's two phases, against the float64 reference (ops/math_float/ref.h), with fresh data drawn
// per the case's value ranges (ApplyFill; a fresh seed per run, printed on failure). No list exists
// for Xlog1py and Complex (spec §6).
//
// The compute dtype P and the output dtype of each case are stated here from the spec's rules, not
// asked of the library: Atan2 and XLogYTensor promote and compute integers and BOOL in FLOAT; the
// XLogY scalar forms promote the scalar's dtype literally, DOUBLE and integers in FLOAT; LogAddExp(2)
// have no promotion and compute in out's dtype, which the test takes as torch's result type
// restricted to out's list (FLOAT16, BFLOAT16 or FLOAT; FLOAT for integer, BOOL and DOUBLE
// inputs); Polar writes COMPLEX64. Every output takes P (the torch-like result type).
//
// Tolerance (spec §4: MERE < 2^-13 / 2^-10 / 2^-7 for fp32 / fp16 / bf16 on the ATK's own data; here
// element by element, which is stricter): each element within DefaultTolerance of P of the
// reference rounded to P; NaN and infinities exact. Layouts vary with the case id (transposed or
// padded inputs, padded outputs), every output is poisoned and its guards checked.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cases.h"
#include "core/tensor.h"
#include "math_float_apis.h"
#include "op_runner.h"
#include "ops/math_float/ref.h"
#include "test_broadcast.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::math_float;

namespace {

bool IsFloat(aclDataType d) { return d == ACL_FLOAT || d == ACL_FLOAT16 || d == ACL_BF16 || d == ACL_DOUBLE; }
int FloatRank(aclDataType d) { return d == ACL_DOUBLE ? 3 : d == ACL_FLOAT ? 2 : IsFloat(d) ? 1 : 0; }

// The floating result type of two dtypes under the promotion table: the wider float (FLOAT16 with
// BFLOAT16 gives FLOAT); two non-floating dtypes give none (ACL_DT_UNDEFINED).
aclDataType FloatPromote(aclDataType a, aclDataType b) {
  if (FloatRank(a) == 0 && FloatRank(b) == 0) return ACL_DT_UNDEFINED;
  if (FloatRank(a) == FloatRank(b)) return a == b ? a : ACL_FLOAT;
  return FloatRank(a) > FloatRank(b) ? a : b;
}

struct List {
  const char* file;
  size_t cases;
  const Api* api;
  const char* x;  // the names of the operands in the list
  const char* y;
};
const List kLists[] = {
    {"atan2", 205, &kAtan2, "self", "other"},
    {"x_log_y_tensor", 207, &kXLogYTensor, "self", "other"},
    {"x_log_y_scalar_self", 200, &kXLogYScalarSelf, "self", "other"},
    {"x_log_y_scalar_other", 200, &kXLogYScalarOther, "self", "other"},
    {"log_add_exp", 200, &kLogAddExp, "self", "other"},
    {"log_add_exp2", 200, &kLogAddExp2, "self", "other"},
    {"polar", 200, &kPolar, "input", "angle"},
};

// P for a case of `a` with operand dtypes dx, dy.
aclDataType Compute(const Api& a, aclDataType dx, aclDataType dy) {
  const aclDataType f = FloatPromote(dx, dy);
  switch (a.fn) {
    case Fn::kAtan2: return f == ACL_DT_UNDEFINED ? ACL_FLOAT : f;
    case Fn::kXLogY:
      if (a.form == kTT) return f == ACL_DT_UNDEFINED ? ACL_FLOAT : f;
      return f == ACL_FLOAT16 || f == ACL_BF16 ? f : ACL_FLOAT;  // DOUBLE and integers in FLOAT
    case Fn::kPolar: return ACL_COMPLEX64;
    default: return f == ACL_FLOAT16 || f == ACL_BF16 ? f : ACL_FLOAT;  // LogAddExp(2): out's list
  }
}

Layout InputLayout(int id, int k, size_t rank) {
  switch ((id + k) % 3) {
    case 1: return rank >= 2 ? Layout::Transposed(rank) : Layout::Padded(0, 3);
    case 2: return Layout::Padded(2, 1 + k);
    default: return Layout();
  }
}

std::string Compare(double got, double want, aclDataType p) {
  if (std::isnan(want) || std::isinf(want)) {
    if (std::isnan(want) ? std::isnan(got) : got == want) return "";
    return "got " + std::to_string(got) + ", want " + std::to_string(want);
  }
  const Tolerance t = DefaultTolerance(p);
  return Mismatch(got, want, t.atol, t.rtol);
}

void RunList(const List& l) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(std::string(l.file) + " " + SeedNote(seed));
  std::mt19937_64 rng(seed);
  const std::vector<Case> cases = LoadCases(l.file);
  ASSERT_EQ(cases.size(), l.cases);
  const Api& a = *l.api;
  for (const Case& c : cases) {
    SCOPED_TRACE("case " + std::to_string(c.id));
    // Operands: tensors, or a one-element tensor holding the scalar's drawn value.
    auto operand = [&](const char* name, int k, std::unique_ptr<TestTensor>* t, ScalarPtr* s, double* sv) {
      const bool is_scalar = c.scalars.count(name) != 0;
      const CaseTensor& ct = is_scalar ? c.scalars.at(name) : c.tensors.at(name);
      if (is_scalar) {
        TestTensor one({1}, ct.dtype);
        ApplyFill(one, ct.fill, rng);
        *sv = one.Get(0);
        *s = MakeScalar(ct.dtype, *sv);
        return ct.dtype;
      }
      t->reset(new TestTensor(ct.shape, ct.dtype, InputLayout(c.id, k, ct.shape.size())));
      ApplyFill(**t, ct.fill, rng);
      return ct.dtype;
    };
    std::unique_ptr<TestTensor> x, y;
    ScalarPtr sx(nullptr, aclDestroyScalar), sy(nullptr, aclDestroyScalar);
    double svx = 0, svy = 0;
    const aclDataType dx = operand(l.x, 0, &x, &sx, &svx);
    const aclDataType dy = operand(l.y, 1, &y, &sy, &svy);
    const aclDataType p = Compute(a, dx, dy);
    const Shape xs = x ? x->shape() : Shape{}, ys = y ? y->shape() : Shape{};
    const Shape os = x && y ? Broadcast(xs, ys) : x ? xs : ys;
    TestTensor out(os, p, Layout::Padded(c.id % 3, c.id % 5));
    out.Poison();
    const aclnnStatus st = RunTwoPhase(
        [&](uint64_t* w, aclOpExecutor** e) {
          return a.p1(x ? x->get() : nullptr, sx.get(), y ? y->get() : nullptr, sy.get(), out.get(), w, e);
        },
        a.p2);
    ASSERT_EQ(st, 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    const std::vector<double> xv = x ? x->Values() : std::vector<double>{}, yv = y ? y->Values() : std::vector<double>{};
    const aclTensor* ot = out.get();
    for (int64_t i = 0; i < out.numel(); ++i) {
      const double xe = x ? xv[static_cast<size_t>(SourceIndex(xs, os, i))] : svx;
      const double ye = y ? yv[static_cast<size_t>(SourceIndex(ys, os, i))] : svy;
      if (a.fn == Fn::kPolar) {
        const std::complex<double> want = aclnn_cpu::ref::MathFloatComplex(a.fn, xe, ye);
        int64_t off = ot->offset, lin = i;
        for (size_t k = ot->view.size(); k-- > 0;) {
          off += (lin % ot->view[k]) * ot->strides[k];
          lin /= ot->view[k];
        }
        const float* e = static_cast<const float*>(out.data()) + 2 * off;
        const std::string m = Compare(e[0], RoundTo(ACL_FLOAT, want.real()), ACL_FLOAT) +
                              Compare(e[1], RoundTo(ACL_FLOAT, want.imag()), ACL_FLOAT);
        ASSERT_EQ(m, "") << "element " << i << " of polar(" << xe << ", " << ye << ")";
        continue;
      }
      const double want = RoundTo(p, aclnn_cpu::ref::MathFloatReal(a.fn, RoundTo(p, xe), RoundTo(p, ye)));
      ASSERT_EQ(Compare(out.Get(i), want, p), "") << "element " << i << " of f(" << xe << ", " << ye << ") in " << Name(p);
    }
  }
}

TEST(MathFloatConformance, Atan2) { RunList(kLists[0]); }
TEST(MathFloatConformance, XLogYTensor) { RunList(kLists[1]); }
TEST(MathFloatConformance, XLogYScalarSelf) { RunList(kLists[2]); }
TEST(MathFloatConformance, XLogYScalarOther) { RunList(kLists[3]); }
TEST(MathFloatConformance, LogAddExp) { RunList(kLists[4]); }
TEST(MathFloatConformance, LogAddExp2) { RunList(kLists[5]); }
TEST(MathFloatConformance, Polar) { RunList(kLists[6]); }

}  // namespace
