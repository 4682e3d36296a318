// Conformance cases of this project (tests/conformance/<op>.json, imported from the upstream ATK
// lists by tools/import_atk_cases.py). See that script for the format.
#pragma once

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "test_tensor.h"

namespace aclnn_test {

struct Fill {
  enum Kind { kUniform, kConst, kNormal, kChoice } kind = kUniform;
  double lo = -1, hi = 1;          // uniform bounds, or normal (mean, std) after drawing them
  double value = 0;                // const
  std::vector<double> choices;     // choice
  double mean_lo = 0, mean_hi = 0, std_lo = 1, std_hi = 1;
};

struct CaseTensor {
  aclDataType dtype = ACL_FLOAT;
  Shape shape;
  Fill fill;
};

struct Case {
  int id = 0;
  std::map<std::string, CaseTensor> tensors;
  std::map<std::string, std::vector<double>> int_attrs;  // scalar attrs become one-element lists
  std::map<std::string, std::string> str_attrs;
  std::map<std::string, CaseTensor> scalars;  // aclScalar arguments (shape empty)
  // List attrs whose element is a range [lo, hi] to draw from: int_attrs holds lo there.
  std::map<std::string, std::map<size_t, std::pair<double, double>>> attr_ranges;
  bool Has(const std::string& t) const { return tensors.count(t) != 0; }
  int64_t Attr(const std::string& name, int64_t dflt = 0) const;
  std::vector<int64_t> AttrList(const std::string& name) const;
  std::string Str(const std::string& name, const std::string& dflt = "") const;
};

// Loads tests/conformance/<file>.json.
std::vector<Case> LoadCases(const std::string& file);

// Fills t per `f` (rounded to t's dtype).
void ApplyFill(TestTensor& t, const Fill& f, std::mt19937_64& rng);

// The element budget of one conformance case: `elems`, or a quarter of it with ACLNN_TEST_QUICK
// (the sanitizer and emulated runs, where every element costs ten times more; the x86-64 Release
// run keeps the full sizes). Every case still runs.
int64_t CaseBudget(int64_t elems);

// Scales a shape down so that its element count is at most CaseBudget(max_elems), shrinking the
// largest dims first (never below 1, and never turning a non-empty dim into 0).
Shape ScaleDown(const Shape& s, int64_t max_elems);

}  // namespace aclnn_test
