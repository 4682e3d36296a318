// The pad backwards' specialised implementations give the generic fold's bits: every backward entry
// point, FLOAT/FLOAT16/BFLOAT16 (and DOUBLE, which stays generic), random shapes and pads (crops
// too), contiguous and padded-row views, gradInput poisoned and guarded, each call compared byte
// for byte with the same call planned generic-only (ops/pad SetGenericOnlyForTest). Run with
// ACLNN_CPU_VERBOSE=1 by ctest (pad_fold_rows_verbose) to see pad.fold_rows serve the calls.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_circular_pad2d_backward.h"
#include "aclnnop/aclnn_circular_pad3d_backward.h"
#include "aclnnop/aclnn_pad2d_backward.h"
#include "aclnnop/aclnn_reflection_pad1d_backward.h"
#include "aclnnop/aclnn_reflection_pad3d_backward.h"
#include "aclnnop/aclnn_replication_pad1d_backward.h"
#include "aclnnop/aclnn_replication_pad3d_backward.h"
#include "cases.h"
#include "op_runner.h"
#include "ops/pad/pad.h"
#include "test_rng.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

using Bwd = aclnnStatus (*)(const aclTensor*, const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*,
                            aclOpExecutor**);
using Run2 = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

struct Op {
  const char* name;
  int k;              // padded trailing axes
  bool reflect;       // pads < the padded dim
  bool circular;      // pads <= the padded dim
  Bwd bwd;
  Run2 run;
};

const Op kOps[] = {
    {"ReflectionPad1dBackward", 1, true, false, aclnnReflectionPad1dBackwardGetWorkspaceSize, aclnnReflectionPad1dBackward},
    {"ReflectionPad2dBackward", 2, true, false, aclnnReflectionPad2dBackwardGetWorkspaceSize, aclnnReflectionPad2dBackward},
    {"ReflectionPad3dBackward", 3, true, false, aclnnReflectionPad3dBackwardGetWorkspaceSize, aclnnReflectionPad3dBackward},
    {"ReplicationPad1dBackward", 1, false, false, aclnnReplicationPad1dBackwardGetWorkspaceSize, aclnnReplicationPad1dBackward},
    {"ReplicationPad2dBackward", 2, false, false, aclnnReplicationPad2dBackwardGetWorkspaceSize, aclnnReplicationPad2dBackward},
    {"ReplicationPad3dBackward", 3, false, false, aclnnReplicationPad3dBackwardGetWorkspaceSize, aclnnReplicationPad3dBackward},
    {"CircularPad2dBackward", 2, false, true, aclnnCircularPad2dBackwardGetWorkspaceSize, aclnnCircularPad2dBackward},
    {"CircularPad3dBackward", 3, false, true, aclnnCircularPad3dBackwardGetWorkspaceSize, aclnnCircularPad3dBackward},
};

int64_t Uniform(std::mt19937_64& rng, int64_t lo, int64_t hi) {
  return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
}

// The bytes of gradInput's whole storage after one call (generic_only: planned generic-only).
std::vector<unsigned char> RunOnce(const Op& op, const TestTensor& grad_out, const TestTensor& self,
                                   const std::vector<int64_t>& padding, TestTensor* grad_in, bool generic_only) {
  const bool was = aclnn_cpu::ops::pad::SetGenericOnlyForTest(generic_only);
  grad_in->Poison();
  aclIntArray* p = aclCreateIntArray(padding.data(), padding.size());
  const aclnnStatus st = RunTwoPhase(
      [&](uint64_t* ws, aclOpExecutor** ex) { return op.bwd(grad_out.get(), self.get(), p, grad_in->get(), ws, ex); },
      op.run);
  aclDestroyIntArray(p);
  aclnn_cpu::ops::pad::SetGenericOnlyForTest(was);
  EXPECT_EQ(st, 0) << aclGetRecentErrMsg();
  std::string why;
  EXPECT_TRUE(grad_in->UntouchedOutside(&why)) << why;
  const auto* b = static_cast<const unsigned char*>(grad_in->data());
  return std::vector<unsigned char>(b, b + grad_in->storage_elems() * static_cast<int64_t>(ElemSize(grad_in->dtype())));
}

TEST(PadFoldRows, SameBitsAsTheGenericFold) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  const int reps = std::getenv("ACLNN_TEST_QUICK") ? 2 : 6;  // sanitizers and emulation: fewer
  for (const Op& op : kOps) {
    for (aclDataType dt : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
      for (int rep = 0; rep < reps; ++rep) {
        if (op.circular && dt == ACL_DOUBLE) continue;  // not a circular backward dtype
        const size_t rank = static_cast<size_t>(op.k + Uniform(rng, 1, 2));
        Shape self;
        for (size_t d = 0; d < rank; ++d) {
          const bool padded_axis = d + static_cast<size_t>(op.k) >= rank;
          // The last axis around vector widths (8, 16, 32 lanes), the others short.
          self.push_back(!padded_axis ? Uniform(rng, 1, 3) : d + 1 == rank ? Uniform(rng, 1, 40) : Uniform(rng, 1, 7));
        }
        std::vector<int64_t> padding;
        for (int j = 0; j < op.k; ++j) {
          const int64_t n = self[rank - 1 - static_cast<size_t>(j)];
          int64_t b = Uniform(rng, -((n - 1) / 2), op.reflect || op.circular ? n - 1 : 5);
          int64_t a = Uniform(rng, -((n - 1) / 2), op.reflect || op.circular ? n - 1 : 5);
          if (op.circular) {  // a positive pad wraps at most once around the cropped length
            const int64_t cropped = n - std::max<int64_t>(-b, 0) - std::max<int64_t>(-a, 0);
            b = std::min(b, cropped);
            a = std::min(a, cropped);
          }
          if (op.k == 2 && dt == ACL_BF16 && !op.circular) {  // the 2d backwards' BF16 rule
            b = std::max<int64_t>(0, std::min<int64_t>(b, 7));
            a = std::max<int64_t>(0, std::min<int64_t>(a, 7));
          }
          padding.push_back(b);
          padding.push_back(a);
        }
        Shape padded = self;
        for (int j = 0; j < op.k; ++j) {
          const size_t d = rank - 1 - static_cast<size_t>(j);
          while (self[d] + padding[2 * j] + padding[2 * j + 1] < 1) ++padding[2 * j + 1];
          padded[d] = self[d] + padding[2 * j] + padding[2 * j + 1];
        }
        SCOPED_TRACE(std::string(op.name) + " " + Name(dt) + " self " + ::testing::PrintToString(self) + " padding " +
                     ::testing::PrintToString(padding));
        const bool padded_rows = Uniform(rng, 0, 1) == 1;
        TestTensor grad_out(padded, dt, padded_rows ? Layout::Padded(3, 5) : Layout());
        TestTensor grad_in(self, dt, padded_rows ? Layout::Padded(2, 7) : Layout());
        TestTensor x(self, dt);
        grad_out.FillUniform(rng, -4, 4);
        if (dt == ACL_FLOAT16 || dt == ACL_BF16) {  // special bits: fold_rows must give what the
          // generic fold's widening, summing and narrowing give: NaNs quieted with their payload,
          // -0, Inf, subnormals, the largest finite value. One NaN pattern and one sign of infinity
          // per case: where two NaNs meet (or Inf meets -Inf and makes the default NaN), the sum
          // takes the first operand's payload on x86, and the two paths may add a pair in either
          // order. (Signalling NaNs are left out of the reflection 2d rows, pad.reflect2d_fold,
          // which copies single-source 16-bit values as they are:
          // src/ops/reflection_pad2d_backward/README.md.)
          const bool bf16 = dt == ACL_BF16;
          std::vector<uint16_t> specials = bf16 ? std::vector<uint16_t>{0x8000, 0x0001, 0x807f, 0x7f7f, 0x7f80}
                                                : std::vector<uint16_t>{0x8000, 0x0001, 0x83ff, 0x7bff, 0x7c00};
          if (Uniform(rng, 0, 1) == 1) {  // the largest value and the infinity negative (sums overflow to it)
            specials[3] |= 0x8000;
            specials[4] |= 0x8000;
          }
          std::vector<uint16_t> nans = bf16 ? std::vector<uint16_t>{0x7fc1, 0xffe0} : std::vector<uint16_t>{0x7e01, 0xfe10};
          if (std::string(op.name) != "ReflectionPad2dBackward") {
            for (uint16_t b : bf16 ? std::vector<uint16_t>{0x7f81, 0xffa0} : std::vector<uint16_t>{0x7c01, 0xfd02})
              nans.push_back(b);
          }
          specials.push_back(nans[static_cast<size_t>(Uniform(rng, 0, static_cast<int64_t>(nans.size()) - 1))]);
          auto* bits = static_cast<uint16_t*>(grad_out.data());
          for (int k = 0; k < 6; ++k) {
            const int64_t i = grad_out.ElemOffset(Uniform(rng, 0, grad_out.numel() - 1));
            bits[i] = specials[static_cast<size_t>(Uniform(rng, 0, static_cast<int64_t>(specials.size()) - 1))];
          }
        }
        const std::vector<unsigned char> generic = RunOnce(op, grad_out, x, padding, &grad_in, true);
        for (int t : {1, 3}) {
          ScopedThreads threads(t);
          const std::vector<unsigned char> rows = RunOnce(op, grad_out, x, padding, &grad_in, false);
          const auto diff = std::mismatch(rows.begin(), rows.end(), generic.begin(), generic.end());
          ASSERT_TRUE(diff.first == rows.end() && diff.second == generic.end())
              << t << " threads: first difference at byte " << (diff.first - rows.begin()) << " of " << rows.size()
              << " (fold_rows " << int(diff.first == rows.end() ? -1 : *diff.first) << ", generic "
              << int(diff.second == generic.end() ? -1 : *diff.second) << ")";
        }
      }
    }
  }
}

}  // namespace
