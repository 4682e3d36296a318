// The upstream ATK cases of the comparison family (tests/conformance/<op>.json, imported by
// tools/import_atk_cases.py): every case of the twenty-one lists (Eq, Ne, Gt, Ge, Lt, Le in tensor
// and scalar forms, Equal, LogicalAnd, LogicalOr, LogicalNot, BitwiseAndTensor, BitwiseOrTensor,
// BitwiseNot, Heaviside, IsClose) through the entry point's two phases, against the exact
// reference (ops/compare/ref.h), with fresh random data drawn per the case's value ranges
// (ApplyFill; a fresh seed per run, printed on failure).
//
// Every list gives all operands one dtype, so a comparison of the values as the tensors hold them
// is exact whatever the compute dtype (BOOL operands of Gt/Ge/Lt/Le compute in INT8/UINT8/FLOAT,
// which holds 0 and 1 exactly); the logical and bitwise lists are BOOL throughout (bitwise BOOL is
// logical). Outputs are BOOL, except Heaviside's (the input's dtype) and Equal's one-element BOOL.
// IsClose computes FLOAT, FLOAT16, BFLOAT16 and INT32 operands in float with the tolerances
// narrowed to float, the others in double (src/ops/compare/README.md); the reference evaluates the
// same expression in the same type.
//
// Equal: random draws of two tensors are never equal, so even case ids copy self's values into
// other (when the shapes and dtypes agree) and expect true unless a NaN is drawn.
//
// Shapes are scaled to at most kMaxElems elements (ScaleDown, keeping ranks and size-1 dims).
// Layouts vary with the case id (transposed or padded inputs, padded outputs); every output is
// poisoned and its guards checked.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cases.h"
#include "compare_apis.h"
#include "op_runner.h"
#include "ops/compare/ref.h"
#include "test_broadcast.h"
#include "test_rng.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::compare;
using aclnn_cpu::ops::compare::Fn;

namespace {

constexpr int64_t kMaxElems = int64_t{1} << 14;

enum class Kind { kBinary, kScalar, kUnary, kEqual, kIsClose, kHeaviside };

struct List {
  const char* file;
  size_t cases;
  Kind kind;
  Api api;
};

const std::vector<List>& Lists() {
  static const std::vector<List> lists = {
      {"eq_tensor", 7, Kind::kBinary, API_TT(EqTensor, kEq)},
      {"eq_scalar", 135, Kind::kScalar, API_TS(EqScalar, kEq)},
      {"ne_tensor", 2, Kind::kBinary, API_TT(NeTensor, kNe)},
      {"ne_scalar", 36, Kind::kScalar, API_TS(NeScalar, kNe)},
      {"gt_tensor", 6, Kind::kBinary, API_TT(GtTensor, kGt)},
      {"gt_scalar", 100, Kind::kScalar, API_TS(GtScalar, kGt)},
      {"ge_tensor", 2, Kind::kBinary, API_TT(GeTensor, kGe)},
      {"ge_scalar", 31, Kind::kScalar, API_TS(GeScalar, kGe)},
      {"lt_tensor", 14, Kind::kBinary, API_TT(LtTensor, kLt)},
      {"lt_scalar", 69, Kind::kScalar, API_TS(LtScalar, kLt)},
      {"le_tensor", 2, Kind::kBinary, API_TT(LeTensor, kLe)},
      {"le_scalar", 30, Kind::kScalar, API_TS(LeScalar, kLe)},
      {"logical_and", 2, Kind::kBinary, API_TT(LogicalAnd, kAnd)},
      {"logical_or", 5, Kind::kBinary, API_TT(LogicalOr, kOr)},
      {"logical_not", 5, Kind::kUnary, API_U(LogicalNot, kNot)},
      {"bitwise_and_tensor", 22, Kind::kBinary, API_TT(BitwiseAndTensor, kAnd)},
      {"bitwise_or_tensor", 22, Kind::kBinary, API_TT(BitwiseOrTensor, kOr)},
      {"bitwise_not", 69, Kind::kUnary, API_U(BitwiseNot, kNot)},
      {"equal", 205, Kind::kEqual, API_TT(Equal, kEq)},
      {"heaviside", 201, Kind::kHeaviside, API_TT(Heaviside, kHeaviside)},
      {"is_close", 210, Kind::kIsClose, IsCloseApi(0, 0, false)},  // tolerances per case below
  };
  return lists;
}

int64_t Count(const Shape& s) {
  int64_t n = 1;
  for (int64_t d : s) n *= d;
  return n;
}

Layout InputLayout(int id, int which, size_t rank) {
  switch ((id + which) % 3) {
    case 1: return rank >= 2 ? Layout::Transposed(rank) : Layout::Padded(1, 3);
    case 2: return Layout::Padded(2, 1 + which);
    default: return Layout::Contiguous();
  }
}

// IsClose as the library evaluates it, in T (float or double).
template <class T>
int IsCloseIn(T x, T y, T rtol, T atol, bool equal_nan) {
  return x == y || (equal_nan && std::isnan(x) && std::isnan(y)) ||
         (std::fabs(x - y) <= atol + rtol * std::fabs(y) && std::fabs(y) < std::numeric_limits<T>::infinity());
}

bool IsCloseInFloat(aclDataType d) { return d == ACL_FLOAT || d == ACL_FLOAT16 || d == ACL_BF16 || d == ACL_INT32; }

void RunCase(const List& l, const Case& c, std::mt19937_64& rng) {
  SCOPED_TRACE(std::string(l.file) + " case " + std::to_string(c.id));
  const CaseTensor& cs = c.tensors.at("self");
  const bool two = l.kind != Kind::kUnary && l.kind != Kind::kScalar;
  const CaseTensor* co = nullptr;
  if (two) co = &c.tensors.at(l.kind == Kind::kHeaviside ? "values" : "other");
  const Shape xs = ScaleDown(cs.shape, kMaxElems);
  Shape ys = co ? co->shape : Shape{};
  if (co) {  // keep the broadcast pattern: a dim scaled in self takes the same size in other
    ys = co->shape;
    for (size_t k = 0; k < ys.size() && k < xs.size(); ++k) {
      const size_t ix = xs.size() - 1 - k, iy = ys.size() - 1 - k;
      if (ys[iy] != 1 && ys[iy] == cs.shape[ix]) ys[iy] = xs[ix];
    }
    ys = ScaleDown(ys, kMaxElems);
  }
  const Shape os = l.kind == Kind::kEqual ? Shape{1} : co ? Broadcast(xs, ys) : xs;
  const aclDataType dout = l.kind == Kind::kHeaviside ? cs.dtype : ACL_BOOL;

  TestTensor x(xs, cs.dtype, InputLayout(c.id, 0, xs.size()));
  ApplyFill(x, cs.fill, rng);
  std::unique_ptr<TestTensor> y;
  if (co) {
    y.reset(new TestTensor(ys, co->dtype, InputLayout(c.id, 1, ys.size())));
    if (l.kind == Kind::kEqual && c.id % 2 == 0 && ys == xs && co->dtype == cs.dtype) {
      y->SetValues(x.Values());
    } else {
      ApplyFill(*y, co->fill, rng);
    }
  }
  std::unique_ptr<TestTensor> st;
  ScalarPtr scalar(nullptr, aclDestroyScalar);
  double sv = 0;
  if (l.kind == Kind::kScalar) {
    const CaseTensor& sc = c.scalars.at("other");
    st.reset(new TestTensor({}, sc.dtype));
    ApplyFill(*st, sc.fill, rng);
    sv = st->Get(0);
    scalar.reset(aclCreateScalar(st->data(), sc.dtype));
  }
  const std::vector<double> xv = x.Values();
  const std::vector<double> yv = y ? y->Values() : std::vector<double>{};

  Api api = l.api;
  double rtol = 0, atol = 0;
  bool equal_nan = false;
  if (l.kind == Kind::kIsClose) {
    rtol = c.int_attrs.at("rtol").at(0);
    atol = c.int_attrs.at("atol").at(0);
    equal_nan = c.int_attrs.at("equal_nan").at(0) != 0;
    api = IsCloseApi(rtol, atol, equal_nan);
  }

  std::vector<double> want(static_cast<size_t>(Count(os)));
  if (l.kind == Kind::kEqual) {
    bool eq = xs == ys;
    for (size_t i = 0; eq && i < xv.size(); ++i) eq = xv[i] == yv[i];
    want[0] = eq ? 1 : 0;
  } else {
    namespace ref = aclnn_cpu::ref;
    for (int64_t i = 0; i < Count(os); ++i) {
      const double a = xv[static_cast<size_t>(SourceIndex(xs, os, i))];
      const double b = co ? yv[static_cast<size_t>(SourceIndex(ys, os, i))] : sv;
      double& w = want[static_cast<size_t>(i)];
      switch (l.api.fn) {
        case Fn::kAnd: case Fn::kOr: case Fn::kNot: w = ref::Logical(l.api.fn, a != 0, b != 0); break;
        case Fn::kHeaviside: w = ref::HeavisideReal(a, b); break;
        case Fn::kIsClose:
          w = IsCloseInFloat(cs.dtype)
                  ? IsCloseIn<float>(static_cast<float>(a), static_cast<float>(b), static_cast<float>(rtol),
                                     static_cast<float>(atol), equal_nan)
                  : IsCloseIn<double>(a, b, static_cast<float>(rtol), static_cast<float>(atol), equal_nan);
          break;
        default: w = ref::CompareReal(l.api.fn, a, b); break;
      }
    }
  }

  TestTensor out(os, dout, c.id % 2 ? Layout::Padded(1, 2) : Layout::Contiguous());
  out.Poison();
  const aclnnStatus status = RunTwoPhase(
      [&](uint64_t* w, aclOpExecutor** e) { return api.p1(x.get(), y ? y->get() : nullptr, scalar.get(), out.get(), w, e); },
      api.p2);
  ASSERT_EQ(status, 0) << aclGetRecentErrMsg();
  std::string why;
  ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
  const std::vector<double> got = out.Values();
  for (size_t i = 0; i < got.size(); ++i) {
    if (std::isnan(want[i]) && std::isnan(got[i])) continue;  // Heaviside passes a NaN value through
    ASSERT_EQ(got[i], want[i]) << "element " << i << " of " << got.size();
  }
}

TEST(CompareAtkConformance, EveryCase) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  size_t total = 0;
  for (const List& l : Lists()) {
    const std::vector<Case> cases = LoadCases(l.file);
    ASSERT_EQ(cases.size(), l.cases) << l.file;
    for (const Case& c : cases) {
      RunCase(l, c, rng);
      if (HasFatalFailure()) return;
      ++total;
    }
  }
  EXPECT_EQ(total, 1175u);
}

}  // namespace
