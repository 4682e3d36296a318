// ConvolutionBackward tests: one call as plain data, its float64 expectation (operand dtype of
// convolution_backward.md §8.1, rounding chains of §8.2) and a runner that checks numbers, memory
// around the outputs and bitwise equality for 1/2/3 threads.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "../convolution/conv_test_util.h"
#include "aclnnop/aclnn_convolution_backward.h"
#include "ops/convolution_backward/ref.h"

namespace conv_bwd_test {

using namespace aclnn_test;
using conv_test::Compare;

inline aclDataType Promote(aclDataType a, aclDataType b) {
  if (a == b) return a;
  return ACL_FLOAT;  // FP16 with BF16, or either with FP32
}

struct BwdCase {
  aclnn_cpu::ref::ConvShape s;
  bool asym = false;  // 2-D padding as [top, bottom, left, right]
  bool mask[3] = {true, true, true};
  aclDataType dt_g = ACL_FLOAT, dt_x = ACL_FLOAT, dt_w = ACL_FLOAT, dt_gi = ACL_FLOAT, dt_gw = ACL_FLOAT,
              dt_gb = ACL_FLOAT;
  int cmt = 0;
  Layout l_g, l_x, l_w, l_gi, l_gw, l_gb;
  Fill f_g, f_x, f_w;
  bool check_threads = true;

  BwdCase& dtype(aclDataType d) {
    dt_g = dt_x = dt_w = dt_gi = dt_gw = dt_gb = d;
    return *this;
  }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed) + " nd=" + std::to_string(s.nd) + " N=" + std::to_string(s.N) + " Cin=" +
                 std::to_string(s.Cin) + " Cout=" + std::to_string(s.Cout) + " G=" + std::to_string(s.G) +
                 (s.transposed ? " transposed" : "") + " cmt=" + std::to_string(cmt) + " mask=" +
                 std::to_string(mask[0]) + std::to_string(mask[1]) + std::to_string(mask[2]) + " " + Name(dt_g) + "/" +
                 Name(dt_x) + "/" + Name(dt_w));
    std::mt19937_64 rng(seed);
    const aclFormat fmt = s.nd == 1 ? ACL_FORMAT_NCL : s.nd == 2 ? ACL_FORMAT_NCHW : ACL_FORMAT_NCDHW;
    Shape xs{s.N, s.Cin};
    for (int i = 0; i < s.nd; ++i) xs.push_back(s.in[i]);
    TestTensor g(s.OutShape(), dt_g, l_g), x(xs, dt_x, l_x), w(s.WeightShape(), dt_w, l_w);
    TestTensor gi(xs, dt_gi, l_gi), gw(s.WeightShape(), dt_gw, l_gw), gb({s.Cout}, dt_gb, l_gb);
    for (TestTensor* t : {&g, &x, &w, &gi, &gw}) t->get()->format = fmt;
    ApplyFill(g, f_g, rng);
    ApplyFill(x, f_x, rng);
    ApplyFill(w, f_w, rng);
    const aclDataType P = Promote(Promote(dt_g, dt_x), dt_w);
    const aclDataType D = cmt == 2 ? ACL_FLOAT16 : P;
    auto op = [&](double v) {
      if (D == ACL_FLOAT16) return RoundTo(ACL_FLOAT16, v);
      if (P == ACL_FLOAT && (cmt == 1 || cmt == 3)) return aclnn_cpu::ref::Hf32(static_cast<float>(v));
      return v;
    };
    std::vector<double> vg = g.Values(), vx = x.Values(), vw = w.Values();
    std::vector<double> tg = vg, tx = vx, tw = vw;
    for (auto* v : {&tg, &tx, &tw})
      for (double& e : *v) e = op(e);
    std::vector<double> want_gi, want_gw, want_gb, mag_gi, mag_gw, mag_gb, unused;
    aclnn_cpu::ref::ConvolutionBackward(s, tg, tx, tw, &want_gi, &want_gw, &unused, &mag_gi, &mag_gw, nullptr);
    aclnn_cpu::ref::ConvolutionBackward(s, vg, vx, vw, &unused, &unused, &want_gb, nullptr, nullptr, &mag_gb);
    int64_t kprod = 1, oprod = 1, iprod = 1;
    for (int i = 0; i < s.nd; ++i) { kprod *= s.k[i]; oprod *= s.Out(i); iprod *= s.in[i]; }
    const int64_t terms_gi = kprod * (s.transposed ? s.Cout / s.G : s.Cout / s.G);
    const int64_t terms_gw = s.N * (s.transposed ? iprod : oprod);
    const int64_t terms_gb = s.N * oprod;
    std::vector<int64_t> stride, pad, dil, opad;
    for (int i = 0; i < s.nd; ++i) {
      stride.push_back(s.stride[i]);
      dil.push_back(s.dil[i]);
      opad.push_back(s.op[i]);
      if (asym) { pad.push_back(s.pb[i]); pad.push_back(s.pa[i]); }
      else pad.push_back(s.pb[i]);
    }
    aclIntArray* a_st = aclCreateIntArray(stride.data(), stride.size());
    aclIntArray* a_pad = aclCreateIntArray(pad.data(), pad.size());
    aclIntArray* a_dil = aclCreateIntArray(dil.data(), dil.size());
    aclIntArray* a_op = aclCreateIntArray(opad.data(), opad.size());
    int64_t bs = s.Cout;
    aclIntArray* a_bs = aclCreateIntArray(&bs, 1);
    bool m[3] = {mask[0], mask[1], mask[2]};
    aclBoolArray* a_mask = aclCreateBoolArray(m, 3);
    std::vector<double> first[3];
    TestTensor* outs[3] = {&gi, &gw, &gb};
    for (int threads : {1, 2, 3}) {
      if (threads > 1 && !check_threads) break;
      ScopedThreads st(threads);
      for (TestTensor* t : outs) t->Poison();
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnConvolutionBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), a_bs, a_st, a_pad, a_dil,
                                                        s.transposed, a_op, static_cast<int>(s.G), a_mask,
                                                        static_cast<int8_t>(cmt), gi.get(), gw.get(), gb.get(), ws, ex);
      }, aclnnConvolutionBackward), 0) << aclGetRecentErrMsg();
      for (int k = 0; k < 3; ++k) {
        if (!mask[k]) {  // never written: still all poison
          for (double v : outs[k]->Values()) ASSERT_TRUE(std::isnan(v)) << "masked-out output " << k << " written";
          continue;
        }
        std::string why;
        ASSERT_TRUE(outs[k]->UntouchedOutside(&why)) << why;
        const auto got = outs[k]->Values();
        if (threads == 1) {
          first[k] = got;
          int reported = 0;
          for (size_t i = 0; i < got.size() && reported < 5; ++i) {
            std::string msg;
            if (k == 0) {
              const aclDataType dprime = D == ACL_FLOAT ? ACL_FLOAT : D;
              msg = Compare(got[i], RoundTo(dt_gi, RoundTo(dprime, want_gi[i])), mag_gi[i], terms_gi, dprime, dt_gi);
            } else if (k == 1) {
              const bool via16 = s.nd <= 2 && s.G > 1 && D != ACL_FLOAT && dt_gw == ACL_FLOAT;
              const aclDataType mid = via16 ? ACL_FLOAT16 : ACL_FLOAT;
              msg = Compare(got[i], RoundTo(dt_gw, RoundTo(mid, want_gw[i])), mag_gw[i], terms_gw, mid, dt_gw);
            } else {
              msg = Compare(got[i], RoundTo(dt_gb, RoundTo(dt_g, want_gb[i])), mag_gb[i], terms_gb, dt_g, dt_gb);
            }
            if (!msg.empty()) { ADD_FAILURE() << "output " << k << "[" << i << "]: " << msg; ++reported; }
          }
        } else {
          ASSERT_TRUE(got.empty() || std::memcmp(got.data(), first[k].data(), got.size() * sizeof(double)) == 0)
              << "output " << k << " differs with " << threads << " threads";
        }
      }
    }
    for (aclIntArray* a : {a_st, a_pad, a_dil, a_op, a_bs}) aclDestroyIntArray(a);
    aclDestroyBoolArray(a_mask);
  }
};

}  // namespace conv_bwd_test
