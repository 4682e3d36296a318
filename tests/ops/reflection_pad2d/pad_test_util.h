// Test helpers shared by the ReflectionPad2d and ReflectionPad2dBackward tests: per-scalar access
// to TestTensor views (both components of complex elements), random fills, shapes, two-phase runs.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_pad2d_backward.h"
#include "aclnnop/aclnn_reflection_pad2d.h"
#include "cases.h"
#include "op_runner.h"
#include "test_tensor.h"

namespace pad_test {
using aclnn_test::Layout;
using aclnn_test::Shape;
using aclnn_test::TestTensor;
using Padding = std::array<int64_t, 4>;  // [left, right, top, bottom]

inline bool IsComplex(aclDataType d) { return d == ACL_COMPLEX64 || d == ACL_COMPLEX128; }
inline int64_t Comps(aclDataType d) { return IsComplex(d) ? 2 : 1; }
inline int64_t Numel(const Shape& s) {
  int64_t n = 1;
  for (int64_t d : s) n *= d;
  return n;
}

// Element offsets (in elements) of the view's elements in row-major order.
inline std::vector<int64_t> ElementOffsets(const TestTensor& t) {
  int64_t* st = nullptr;
  uint64_t ns = 0;
  int64_t off = 0;
  aclGetViewStrides(t.get(), &st, &ns);
  aclGetViewOffset(t.get(), &off);
  const Shape& v = t.shape();
  std::vector<int64_t> r(static_cast<size_t>(Numel(v)));
  for (int64_t i = 0; i < static_cast<int64_t>(r.size()); ++i) {
    int64_t lin = i, o = off;
    for (size_t k = v.size(); k-- > 0;) {
      o += (lin % v[k]) * st[k];
      lin /= v[k];
    }
    r[static_cast<size_t>(i)] = o;
  }
  delete[] st;
  return r;
}

// All scalars of the view (k per element: re, im for complex), row-major.
inline std::vector<double> Scalars(const TestTensor& t) {
  const aclDataType d = t.dtype();
  const size_t es = aclnn_test::ElemSize(d);
  const int64_t k = Comps(d);
  std::vector<double> r;
  r.reserve(static_cast<size_t>(t.numel() * k));
  const auto* base = static_cast<const char*>(t.data());
  for (int64_t o : ElementOffsets(t)) {
    const char* p = base + o * static_cast<int64_t>(es);
    if (d == ACL_COMPLEX64) {
      float f[2];
      std::memcpy(f, p, 8);
      r.push_back(f[0]);
      r.push_back(f[1]);
    } else if (d == ACL_COMPLEX128) {
      double f[2];
      std::memcpy(f, p, 16);
      r.push_back(f[0]);
      r.push_back(f[1]);
    } else {
      r.push_back(aclnn_test::LoadElement(p, d));
    }
  }
  return r;
}

inline double RoundScalar(aclDataType d, double v) {
  if (d == ACL_COMPLEX64) return static_cast<float>(v);
  if (d == ACL_COMPLEX128) return v;
  return aclnn_test::RoundTo(d, v);
}

inline void SetScalars(TestTensor& t, const std::vector<double>& v) {
  const aclDataType d = t.dtype();
  const size_t es = aclnn_test::ElemSize(d);
  auto* base = static_cast<char*>(t.data());
  size_t i = 0;
  for (int64_t o : ElementOffsets(t)) {
    char* p = base + o * static_cast<int64_t>(es);
    if (d == ACL_COMPLEX64) {
      const float f[2] = {static_cast<float>(v[i]), static_cast<float>(v[i + 1])};
      std::memcpy(p, f, 8);
      i += 2;
    } else if (d == ACL_COMPLEX128) {
      const double f[2] = {v[i], v[i + 1]};
      std::memcpy(p, f, 16);
      i += 2;
    } else {
      aclnn_test::StoreElement(p, d, v[i++]);
    }
  }
}

inline bool IsIntegral(aclDataType d) {
  return d == ACL_INT8 || d == ACL_INT16 || d == ACL_INT32 || d == ACL_INT64 || d == ACL_UINT8 || d == ACL_BOOL;
}

// Random scalars for t: uniform [lo, hi] (floored for integers, 0/1 for bool), rounded to the dtype.
inline std::vector<double> RandomScalars(const TestTensor& t, std::mt19937_64& rng, double lo, double hi) {
  const aclDataType d = t.dtype();
  if (d == ACL_BOOL) { lo = 0; hi = 1.999; }
  if (d == ACL_UINT8 && lo < 0) { lo = 0; }
  std::uniform_real_distribution<double> u(lo, hi);
  std::vector<double> v(static_cast<size_t>(t.numel() * Comps(d)));
  for (double& x : v) {
    x = u(rng);
    if (IsIntegral(d)) x = std::floor(x);
    x = RoundScalar(d, x);
  }
  return v;
}

// Scalars drawn per an ATK fill description (uniform / const / normal / choice).
inline std::vector<double> FillScalars(const TestTensor& t, const aclnn_test::Fill& f, std::mt19937_64& rng) {
  const aclDataType d = t.dtype();
  std::vector<double> v(static_cast<size_t>(t.numel() * Comps(d)));
  switch (f.kind) {
    case aclnn_test::Fill::kUniform:
      return RandomScalars(t, rng, f.lo, f.hi);
    case aclnn_test::Fill::kConst:
      for (double& x : v) x = RoundScalar(d, f.value);
      return v;
    case aclnn_test::Fill::kNormal: {
      const double mean = std::uniform_real_distribution<double>(f.mean_lo, f.mean_hi)(rng);
      const double sd = std::uniform_real_distribution<double>(f.std_lo, f.std_hi)(rng);
      std::normal_distribution<double> nd(mean, sd);
      for (double& x : v) x = RoundScalar(d, IsIntegral(d) ? std::floor(nd(rng)) : nd(rng));
      return v;
    }
    case aclnn_test::Fill::kChoice: {
      std::uniform_int_distribution<size_t> pick(0, f.choices.size() - 1);
      for (double& x : v) x = RoundScalar(d, f.choices[pick(rng)]);
      return v;
    }
  }
  return v;
}

// Shape with the last two dims padded (padding [left, right, top, bottom]).
inline Shape Padded(Shape s, const Padding& p) {
  const size_t r = s.size();
  s[r - 2] += p[2] + p[3];
  s[r - 1] += p[0] + p[1];
  return s;
}

// Scales an ATK self shape down until the padded shape has at most max_elems elements, halving the
// largest dim that may still shrink (H and W never below max(pad) + 1, so the case stays valid).
inline Shape ScaleDownPadded(Shape s, const Padding& p, int64_t max_elems) {
  max_elems = aclnn_test::CaseBudget(max_elems);
  const size_t r = s.size();
  auto floor_of = [&](size_t i) -> int64_t {
    if (i == r - 1) return std::max<int64_t>(std::max(p[0], p[1]) + 1, 1);
    if (i == r - 2) return std::max<int64_t>(std::max(p[2], p[3]) + 1, 1);
    return 1;
  };
  while (Numel(Padded(s, p)) > max_elems) {
    int best = -1;
    for (size_t i = 0; i < r; ++i)
      if (s[i] > floor_of(i) && (best < 0 || s[i] > s[static_cast<size_t>(best)])) best = static_cast<int>(i);
    if (best < 0) break;
    s[static_cast<size_t>(best)] = std::max(floor_of(static_cast<size_t>(best)), (s[static_cast<size_t>(best)] + 1) / 2);
  }
  return s;
}

// Planes (N*C) of a 3-D/4-D shape.
inline int64_t Planes(const Shape& s) { return s.size() == 4 ? s[0] * s[1] : s[0]; }

inline aclnnStatus RunForward(aclTensor* self, const Padding& p, aclTensor* out) {
  aclIntArray* pad = aclCreateIntArray(p.data(), 4);
  const aclnnStatus st = aclnn_test::RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) { return aclnnReflectionPad2dGetWorkspaceSize(self, pad, out, ws, ex); },
      aclnnReflectionPad2d);
  aclDestroyIntArray(pad);
  return st;
}

inline aclnnStatus RunBackward(aclTensor* go, aclTensor* self, const Padding& p, aclTensor* gi) {
  aclIntArray* pad = aclCreateIntArray(p.data(), 4);
  const aclnnStatus st = aclnn_test::RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnReflectionPad2dBackwardGetWorkspaceSize(go, self, pad, gi, ws, ex);
      },
      aclnnReflectionPad2dBackward);
  aclDestroyIntArray(pad);
  return st;
}

inline std::string PadStr(const Padding& p) {
  return "[" + std::to_string(p[0]) + "," + std::to_string(p[1]) + "," + std::to_string(p[2]) + "," +
         std::to_string(p[3]) + "]";
}

const aclDataType kGradDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128};

}  // namespace pad_test
