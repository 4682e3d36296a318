// Shared helpers of the GroupedBiasAddGrad tests: one problem description, run with hostile memory
// for 1/2/3 threads and checked against the float64 reference.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "aclnnop/aclnn_grouped_bias_add_grad.h"
#include "cases.h"
#include "op_runner.h"
#include "ops/grouped_bias_add_grad/ref.h"
#include "test_tensor.h"

namespace gbag_test {

using namespace aclnn_test;

inline Fill DefaultFill() {
  Fill f;
  f.lo = -5;
  f.hi = 5;
  return f;
}

struct Problem {
  Shape y_shape;                     // [G, C, H] without an index, [R, H] with one
  aclDataType dtype = ACL_FLOAT;
  Layout y_layout;
  bool has_idx = false;
  std::vector<int64_t> idx;          // raw values (any int64; INT32 tensors get the low 32 bits)
  aclDataType idx_dtype = ACL_INT64;
  int64_t idx_stride = 1, idx_offset = 0;
  int api = 2;                       // 1: aclnnGroupedBiasAddGrad, 2: ...V2
  int64_t type = 0;                  // groupIdxType (V2)
  Layout out_layout;
  Fill fill = DefaultFill();         // uniform [-5, 5] (the ATK range) unless set
  std::vector<double> values;        // explicit gradY values (row-major), overrides fill
  bool expect_bitexact = false;      // also when every group has at most one row

  Problem& Y(Shape s, aclDataType d = ACL_FLOAT, Layout l = {}) {
    y_shape = std::move(s); dtype = d; y_layout = std::move(l); return *this;
  }
  Problem& Idx(std::vector<int64_t> v, aclDataType d = ACL_INT64) {
    has_idx = true; idx = std::move(v); idx_dtype = d; return *this;
  }
  Problem& IdxView(int64_t stride, int64_t offset) { idx_stride = stride; idx_offset = offset; return *this; }
  Problem& V1() { api = 1; type = 0; return *this; }
  Problem& Type(int64_t t) { api = 2; type = t; return *this; }
  Problem& Out(Layout l) { out_layout = std::move(l); return *this; }
  Problem& Values(std::vector<double> v) { values = std::move(v); return *this; }
  Problem& WithFill(Fill f) { fill = f; return *this; }

  int64_t G() const { return has_idx ? static_cast<int64_t>(idx.size()) : y_shape[0]; }
  int64_t H() const { return y_shape.back(); }
};

// Index tensor with raw int64 values written bit-exactly (INT32 keeps the low 32 bits).
inline std::unique_ptr<TestTensor> MakeIdx(const Problem& p) {
  if (!p.has_idx) return nullptr;
  Layout l;
  l.strides = {p.idx_stride};
  l.offset = p.idx_offset;
  std::unique_ptr<TestTensor> t(new TestTensor({static_cast<int64_t>(p.idx.size())}, p.idx_dtype, l));
  char* base = static_cast<char*>(t->data());
  for (size_t j = 0; j < p.idx.size(); ++j) {
    const int64_t at = p.idx_offset + static_cast<int64_t>(j) * p.idx_stride;
    if (p.idx_dtype == ACL_INT32) {
      const int32_t v = static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(p.idx[j])));
      std::memcpy(base + at * 4, &v, 4);
    } else if (p.idx_dtype == ACL_INT64) {
      std::memcpy(base + at * 8, &p.idx[j], 8);
    }
  }
  return t;
}

// The index values the operator sees (INT32 tensors narrow).
inline std::vector<int64_t> SeenIdx(const Problem& p) {
  std::vector<int64_t> v = p.idx;
  if (p.idx_dtype == ACL_INT32)
    for (auto& x : v) x = static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(x)));
  return v;
}

inline aclnnStatus RunOp(const Problem& p, aclTensor* y, aclTensor* idx, aclTensor* out) {
  if (p.api == 1)
    return RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGroupedBiasAddGradGetWorkspaceSize(y, idx, out, ws, ex);
    }, aclnnGroupedBiasAddGrad);
  return RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGroupedBiasAddGradV2GetWorkspaceSize(y, idx, p.type, out, ws, ex);
  }, aclnnGroupedBiasAddGradV2);
}

// One unit in the last place of `dtype` at |v| (for FLOAT16/BF16 results).
inline double Ulp(aclDataType dtype, double v) {
  const int mant = dtype == ACL_FLOAT16 ? 10 : dtype == ACL_BF16 ? 7 : 23;
  const int emin = dtype == ACL_FLOAT16 ? -14 : -126;
  const double a = std::fabs(v);
  int e = a > 0 ? static_cast<int>(std::floor(std::log2(a))) : emin;
  if (e < emin) e = emin;
  return std::ldexp(1.0, e - mant);
}

inline std::vector<char> Bytes(const TestTensor& t) {
  const char* p = static_cast<const char*>(t.data());
  return std::vector<char>(p, p + t.storage_elems() * static_cast<int64_t>(ElemSize(t.dtype())));
}

// Runs `p` for 1, 2 and 3 threads with a poisoned out; checks the reference, that nothing outside
// out's view is written, that the inputs are unchanged, and that the three results are bitwise
// identical. Returns the result (row-major [G, H]).
inline std::vector<double> Check(const Problem& p, uint64_t seed) {
  std::mt19937_64 rng(seed);
  TestTensor y(p.y_shape, p.dtype, p.y_layout);
  if (!p.values.empty()) {
    y.SetValues(p.values);
  } else {
    ApplyFill(y, p.fill, rng);
  }
  std::unique_ptr<TestTensor> idx = MakeIdx(p);
  TestTensor out({p.G(), p.H()}, p.dtype, p.out_layout);
  const std::vector<double> yv = y.Values();
  const std::vector<int64_t> seen = SeenIdx(p);
  const aclnn_cpu::ref::GroupedSums want =
      aclnn_cpu::ref::GroupedBiasAddGrad(yv, p.y_shape, p.has_idx ? &seen : nullptr, static_cast<int>(p.type));
  bool bitexact = p.expect_bitexact;
  if (p.has_idx) {
    bool single = true;
    for (auto& r : aclnn_cpu::ref::GroupRanges(seen, static_cast<int>(p.type), p.y_shape[0]))
      single = single && r.second - r.first <= 1;
    bitexact = bitexact || single;
  } else if (p.y_shape[1] <= 1) {
    bitexact = true;
  }
  const std::vector<char> y_before = Bytes(y);
  const std::vector<char> i_before = idx ? Bytes(*idx) : std::vector<char>();

  std::vector<double> first;
  for (int threads : {1, 2, 3}) {
    ScopedThreads st(threads);
    out.Poison();
    const aclnnStatus s = RunOp(p, y.get(), idx ? idx->get() : nullptr, out.get());
    EXPECT_EQ(s, 0) << aclGetRecentErrMsg();
    if (s != 0) return {};
    std::string why;
    EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
    EXPECT_TRUE(Bytes(y) == y_before) << "gradY was modified";
    if (idx) EXPECT_TRUE(Bytes(*idx) == i_before) << "groupIdxOptional was modified";
    std::vector<double> got = out.Values();
    if (first.empty() && !got.empty()) {
      first = got;
      int reported = 0;
      for (size_t i = 0; i < got.size() && reported < 5; ++i) {
        const double w = RoundToTiesAway(p.dtype, want.sum[i]);
        std::string m;
        if (bitexact) {
          if (!(got[i] == w || (std::isnan(got[i]) && std::isnan(w)))) m = "not bit-exact";
        } else {
          double tol = std::ldexp(want.abs_sum[i], -18);
          tol += p.dtype == ACL_FLOAT ? 1e-6 * std::fabs(w) : Ulp(p.dtype, w);
          m = Mismatch(got[i], w, tol, 0.0);
        }
        if (!m.empty()) {
          ADD_FAILURE() << "out[" << i / static_cast<size_t>(p.H()) << ", " << i % static_cast<size_t>(p.H())
                        << "]: got " << got[i] << ", want " << w << " (exact " << want.sum[i] << ", sum|x| "
                        << want.abs_sum[i] << "): " << m;
          ++reported;
        }
      }
    } else {
      for (size_t i = 0; i < got.size(); ++i)
        if (std::memcmp(&got[i], &first[i], sizeof(double)) != 0) {
          ADD_FAILURE() << "result differs with " << threads << " threads at " << i;
          break;
        }
    }
  }
  return first;
}

}  // namespace gbag_test
