// Shared helpers of the Convolution / ConvDepthwise2d tests: one call described as plain data, its
// float64 expectation (operand transforms and rounding chain of convolution.md §5.3) and a runner
// that checks numbers, untouched memory around the output and bitwise equality for 1/2/3 threads.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_convolution.h"
#include "cases.h"
#include "core/tensor.h"
#include "op_runner.h"
#include "ops/conv_tbc/ref.h"
#include "ops/convolution/ref.h"
#include "test_tensor.h"

namespace conv_test {

using namespace aclnn_test;

inline aclDataType ComputeDtype(aclDataType in, aclDataType w, int cmt) {
  if (cmt == 2) return ACL_FLOAT16;
  return in == w ? in : ACL_FLOAT;
}

// An operand value after §5.3 steps 1-2.
inline double Operand(double v, aclDataType P, int cmt) {
  v = RoundTo(P, v);
  if (P == ACL_FLOAT && (cmt == 1 || cmt == 3)) v = aclnn_cpu::ref::Hf32(static_cast<float>(v));
  return v;
}

inline double Ulp(aclDataType d) {
  return d == ACL_FLOAT16 ? std::ldexp(1.0, -10) : d == ACL_BF16 ? std::ldexp(1.0, -7) : std::ldexp(1.0, -23);
}

// The spacing of d's subnormals: a rounding to d below its smallest normal is off by up to this
// much, whatever the value's magnitude.
inline double SubnormalSpacing(aclDataType d) {
  return d == ACL_FLOAT16 ? std::ldexp(1.0, -24) : d == ACL_BF16 ? std::ldexp(1.0, -133) : std::ldexp(1.0, -149);
}

// fp32 accumulation of a sum of length `terms` (relative to the sum of |terms|), plus one unit of
// rounding to P and one to the output dtype (relative, or a subnormal spacing for tiny results).
inline std::string Compare(double got, double want, double mag, int64_t terms, aclDataType P, aclDataType out) {
  const double acc = 2.0 * std::ldexp(1.0, -24) * static_cast<double>(terms + 2) * mag;
  const double tol = acc + (Ulp(P) + Ulp(out)) * std::fabs(want) + SubnormalSpacing(P) + SubnormalSpacing(out) + 1e-30;
  if (std::isnan(want) && std::isnan(got)) return "";
  if (std::isinf(want) && got == want) return "";
  if (std::fabs(got - want) <= tol) return "";
  return "got " + std::to_string(got) + ", want " + std::to_string(want) + " (tol " + std::to_string(tol) + ")";
}

struct ConvCase {
  aclnn_cpu::ref::ConvShape s;
  bool asym = false;  // pass padding as [before, after] per dim (1-D/2-D)
  bool bias = true;
  bool depthwise = false;  // through aclnnConvDepthwise2d
  aclDataType dt_x = ACL_FLOAT, dt_w = ACL_FLOAT, dt_b = ACL_FLOAT, dt_y = ACL_FLOAT;
  int cmt = 0;
  Layout l_x, l_w, l_b, l_y;
  Fill f_x, f_w, f_b;
  bool check_threads = true;

  ConvCase& dtype(aclDataType d) { dt_x = dt_w = dt_b = dt_y = d; return *this; }

  std::string Describe() const {
    std::string d = "nd=" + std::to_string(s.nd) + " N=" + std::to_string(s.N) + " Cin=" + std::to_string(s.Cin) +
                    " Cout=" + std::to_string(s.Cout) + " G=" + std::to_string(s.G) +
                    (s.transposed ? " transposed" : "") + " cmt=" + std::to_string(cmt) + " " + Name(dt_x) + "/" +
                    Name(dt_w) + "/" + Name(dt_b) + "->" + Name(dt_y) + (bias ? "" : " no bias");
    for (int i = 0; i < s.nd; ++i)
      d += " [in " + std::to_string(s.in[i]) + " k " + std::to_string(s.k[i]) + " st " + std::to_string(s.stride[i]) +
           " dl " + std::to_string(s.dil[i]) + " p " + std::to_string(s.pb[i]) + "/" + std::to_string(s.pa[i]) +
           " op " + std::to_string(s.op[i]) + "]";
    return d;
  }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed) + " " + Describe());
    std::mt19937_64 rng(seed);
    const aclFormat fmt = s.nd == 1 ? ACL_FORMAT_NCL : s.nd == 2 ? ACL_FORMAT_NCHW : ACL_FORMAT_NCDHW;
    Shape xs{s.N, s.Cin};
    for (int i = 0; i < s.nd; ++i) xs.push_back(s.in[i]);
    TestTensor x(xs, dt_x, l_x), w(s.WeightShape(), dt_w, l_w), y(s.OutShape(), dt_y, l_y);
    std::unique_ptr<TestTensor> b;
    if (bias) b.reset(new TestTensor({s.Cout}, dt_b, l_b));
    x.get()->format = w.get()->format = y.get()->format = fmt;
    ApplyFill(x, f_x, rng);
    ApplyFill(w, f_w, rng);
    if (b) ApplyFill(*b, f_b, rng);
    const aclDataType P = ComputeDtype(dt_x, dt_w, cmt);
    std::vector<double> vx = x.Values(), vw = w.Values(), vb;
    for (auto* v : {&vx, &vw})
      for (double& e : *v) e = Operand(e, P, cmt);
    if (b) {
      vb = b->Values();
      const bool pointwise3d = s.nd == 3 && s.k[0] == 1 && s.k[1] == 1 && s.k[2] == 1;
      if (P == ACL_FLOAT16 && !s.transposed && !pointwise3d)
        for (double& e : vb) e = RoundTo(ACL_FLOAT16, e);
    }
    std::vector<double> want, mag;
    aclnn_cpu::ref::Convolution(s, vx, vw, vb, &want, &mag);
    int64_t terms = s.Cin / s.G;
    for (int i = 0; i < s.nd; ++i) terms *= s.k[i];
    std::vector<int64_t> stride, pad, dil, op;
    for (int i = 0; i < s.nd; ++i) {
      stride.push_back(s.stride[i]);
      dil.push_back(s.dil[i]);
      op.push_back(s.op[i]);
    }
    for (int i = 0; i < s.nd; ++i) {
      if (asym) { pad.push_back(s.pb[i]); pad.push_back(s.pa[i]); }
      else pad.push_back(s.pb[i]);
    }
    aclIntArray* a_st = aclCreateIntArray(stride.data(), stride.size());
    aclIntArray* a_pad = aclCreateIntArray(pad.data(), pad.size());
    aclIntArray* a_dil = aclCreateIntArray(dil.data(), dil.size());
    aclIntArray* a_op = aclCreateIntArray(op.data(), op.size());
    std::vector<int64_t> ks{s.k[0], s.k[1]};
    aclIntArray* a_ks = aclCreateIntArray(ks.data(), ks.size());
    std::vector<double> first;
    for (int threads : {1, 2, 3}) {
      if (threads > 1 && !check_threads) break;
      ScopedThreads st(threads);
      y.Poison();
      aclnnStatus status;
      if (depthwise) {
        status = RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
          return aclnnConvDepthwise2dGetWorkspaceSize(x.get(), w.get(), a_ks, b ? b->get() : nullptr, a_st, a_pad,
                                                      a_dil, y.get(), static_cast<int8_t>(cmt), ws, ex);
        }, aclnnConvDepthwise2d);
      } else {
        status = RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
          return aclnnConvolutionGetWorkspaceSize(x.get(), w.get(), b ? b->get() : nullptr, a_st, a_pad, a_dil,
                                                  s.transposed, a_op, s.G, y.get(), static_cast<int8_t>(cmt), ws, ex);
        }, aclnnConvolution);
      }
      ASSERT_EQ(status, 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(y.UntouchedOutside(&why)) << why;
      const auto got = y.Values();
      if (threads == 1) {
        first = got;
        int reported = 0;
        for (size_t i = 0; i < got.size() && reported < 5; ++i) {
          const std::string m = Compare(got[i], RoundTo(dt_y, RoundTo(P, want[i])), mag[i], terms, P, dt_y);
          if (!m.empty()) { ADD_FAILURE() << "output[" << i << "]: " << m; ++reported; }
        }
      } else {
        ASSERT_TRUE(got.empty() || std::memcmp(got.data(), first.data(), got.size() * sizeof(double)) == 0)
            << "differs with " << threads << " threads";
      }
    }
    for (aclIntArray* a : {a_st, a_pad, a_dil, a_op, a_ks}) aclDestroyIntArray(a);
  }
};

}  // namespace conv_test
