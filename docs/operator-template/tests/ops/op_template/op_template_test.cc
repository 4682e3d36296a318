// OpTemplate: statuses in the spec's order, numerics against the float64 reference on contiguous
// and strided layouts, bitwise identical results for 1, 2 and 3 threads.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_op_template.h"
#include "op_runner.h"
#include "ops/op_template/ref.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

aclnnStatus Phase1Status(const aclTensor* self, aclTensor* out) {
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  return aclnnOpTemplateGetWorkspaceSize(self, 2.0, out, &ws, &ex);
}

void CheckAgainstReference(aclDataType dt, Layout self_layout, Layout out_layout) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  TestTensor self({3, 5, 37}, dt, self_layout), out({3, 5, 37}, dt, out_layout);
  self.FillUniform(rng, -4.0, 4.0);
  const double scale = 1.5;
  // One rounding of the output dtype.
  const double rtol = dt == ACL_FLOAT ? std::ldexp(1.0, -24) : dt == ACL_FLOAT16 ? std::ldexp(1.0, -11) : std::ldexp(1.0, -8);
  std::vector<double> first;
  for (int threads : {1, 2, 3}) {
    ScopedThreads st(threads);
    out.Poison();
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnOpTemplateGetWorkspaceSize(self.get(), scale, out.get(), ws, ex);
    }, aclnnOpTemplate), 0) << aclGetRecentErrMsg();
    std::string why;
    ASSERT_TRUE(out.UntouchedOutside(&why)) << why;
    const std::vector<double> got = out.Values();
    if (first.empty()) {
      first = got;
      for (int64_t i = 0; i < self.numel(); ++i) {
        const std::string m = Mismatch(got[static_cast<size_t>(i)], aclnn_cpu::ref::OpTemplate(self.Get(i), scale), 0, rtol);
        ASSERT_TRUE(m.empty()) << "x = " << self.Get(i) << ": " << m;
      }
    } else {
      for (size_t i = 0; i < got.size(); ++i)
        ASSERT_EQ(std::memcmp(&got[i], &first[i], sizeof(double)), 0) << threads << " threads, element " << i;
    }
  }
}

}  // namespace

TEST(OpTemplateStatus, NullsThenDtypesThenShapes) {
  TestTensor self({4, 8}, ACL_FLOAT), out({4, 8}, ACL_FLOAT), wrong_dtype({4, 8}, ACL_INT32), wrong_shape({4, 9}, ACL_FLOAT);
  EXPECT_EQ(Phase1Status(nullptr, out.get()), 161001);
  EXPECT_EQ(Phase1Status(self.get(), nullptr), 161001);
  EXPECT_EQ(Phase1Status(wrong_dtype.get(), out.get()), 161002);
  EXPECT_EQ(Phase1Status(self.get(), wrong_shape.get()), 161002);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("aclnnOpTemplate: "), std::string::npos) << aclGetRecentErrMsg();
  EXPECT_EQ(Phase1Status(self.get(), out.get()), 0);
}

TEST(OpTemplate, EveryDtypeAgainstTheReference) {
  for (aclDataType dt : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) CheckAgainstReference(dt, Layout(), Layout());
}

TEST(OpTemplate, StridedViews) {
  CheckAgainstReference(ACL_FLOAT, Layout::Transposed(3), Layout::Padded(2, 3));
}
