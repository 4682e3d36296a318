// Helpers shared by the NsaCompress and NsaCompressGrad tests: problem description, the two
// operators run the way a CANN program runs them, and the spec's tolerances (§12).
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "aclnnop/aclnn_nsa_compress.h"
#include "aclnnop/aclnn_nsa_compress_grad.h"
#include "op_runner.h"
#include "ops/nsa_compress/ref.h"
#include "test_tensor.h"

namespace nsa_test {
using namespace aclnn_test;

// Spacing of `dt` (FLOAT16 or BF16) at |v|: one unit in the last place.
inline double Ulp(double v, aclDataType dt) {
  const int mant = dt == ACL_BF16 ? 8 : 11;
  const int emin = dt == ACL_BF16 ? -126 : -14;
  int e = v == 0 ? emin : std::ilogb(std::fabs(v));
  if (e < emin) e = emin;
  return std::ldexp(1.0, e - (mant - 1));
}

// The double an exact sum becomes on the spec's path: fp64 -> fp32 -> dtype (nearest even).
inline double Rne(aclDataType dt, double v) { return RoundTo(dt, static_cast<double>(static_cast<float>(v))); }

// Owns an aclIntArray (or stands for a null pointer).
class SeqArray {
 public:
  SeqArray(const std::vector<int64_t>& v, bool null) {
    if (!null) a_ = aclCreateIntArray(v.data(), v.size());
  }
  ~SeqArray() {
    if (a_) aclDestroyIntArray(a_);
  }
  SeqArray(const SeqArray&) = delete;
  SeqArray& operator=(const SeqArray&) = delete;
  aclIntArray* get() const { return a_; }

 private:
  aclIntArray* a_ = nullptr;
};

struct Problem {
  aclDataType dtype = ACL_BF16;
  int64_t n = 2, d = 16, block = 32, stride = 16;
  int64_t t = -1;     // T; -1: where the sequences end
  int64_t type = 0;   // actSeqLenType
  std::vector<int64_t> seq;
  bool null_seq = false;
  std::string layout = "TND";
  bool null_layout = false;
  Layout lg, lx, lw, ldx, ldw, lout;

  int64_t T() const {
    if (t >= 0) return t;
    int64_t s = 0;
    for (int64_t v : seq) s = type == 0 ? v : s + v;
    return s;
  }
  aclnn_cpu::ref::NsaWindows Windows() const {
    return aclnn_cpu::ref::NsaMakeWindows(null_seq ? nullptr : &seq, type, T(), block, stride);
  }
  int64_t M() const { return static_cast<int64_t>(Windows().window_start.size()); }
  std::string Describe() const {
    std::string s = std::string(Name(dtype)) + " N=" + std::to_string(n) + " D=" + std::to_string(d) +
                    " l=" + std::to_string(block) + " d=" + std::to_string(stride) + " T=" + std::to_string(T()) +
                    " type=" + std::to_string(type) + " seq=" + (null_seq ? "null" : ShapeStr(seq));
    return s;
  }
};

inline aclnnStatus RunGrad(const Problem& p, TestTensor& g, TestTensor& x, TestTensor& w, TestTensor& dx,
                           TestTensor& dw) {
  SeqArray seq(p.seq, p.null_seq);
  std::string layout = p.layout;
  return RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnNsaCompressGradGetWorkspaceSize(g.get(), x.get(), w.get(), seq.get(), p.block, p.stride, p.type,
                                                    p.null_layout ? nullptr : &layout[0], dx.get(), dw.get(), ws, ex);
      },
      aclnnNsaCompressGrad);
}

inline aclnnStatus RunFwd(const Problem& p, TestTensor& x, TestTensor& w, TestTensor& out) {
  SeqArray seq(p.seq, p.null_seq);
  std::string layout = p.layout;
  return RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnNsaCompressGetWorkspaceSize(x.get(), w.get(), seq.get(), p.null_layout ? nullptr : &layout[0],
                                                p.block, p.stride, p.type, out.get(), ws, ex);
      },
      aclnnNsaCompress);
}

// Random batch lengths: a mix of empty, shorter-than-a-window and long sequences.
inline std::vector<int64_t> RandomLengths(std::mt19937_64& rng, int batches, int64_t block, int64_t max_len) {
  std::vector<int64_t> len;
  for (int b = 0; b < batches; ++b) {
    const int kind = static_cast<int>(rng() % 6);
    if (kind == 0) len.push_back(0);
    else if (kind == 1) len.push_back(static_cast<int64_t>(rng() % static_cast<uint64_t>(block)));
    else len.push_back(block + static_cast<int64_t>(rng() % static_cast<uint64_t>(max_len)));
  }
  return len;
}

inline std::vector<int64_t> CumulativeEnds(const std::vector<int64_t>& len) {
  std::vector<int64_t> e;
  int64_t s = 0;
  for (int64_t v : len) e.push_back(s += v);
  return e;
}

}  // namespace nsa_test
