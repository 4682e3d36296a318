// Core pieces: promotion, broadcasting, views, deterministic work split.
#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/error.h"
#include "core/parallel.h"
#include "core/tensor.h"

using namespace aclnn_cpu;

TEST(Dtype, Promotion) {
  EXPECT_EQ(PromoteTypes(ACL_FLOAT, ACL_FLOAT16), ACL_FLOAT);
  EXPECT_EQ(PromoteTypes(ACL_FLOAT16, ACL_BF16), ACL_FLOAT);
  EXPECT_EQ(PromoteTypes(ACL_BF16, ACL_BF16), ACL_BF16);
  EXPECT_EQ(PromoteTypes(ACL_INT32, ACL_FLOAT16), ACL_FLOAT16);
  EXPECT_EQ(PromoteTypes(ACL_BOOL, ACL_BF16), ACL_BF16);
  EXPECT_EQ(PromoteTypes(ACL_INT8, ACL_UINT8), ACL_INT16);
  EXPECT_EQ(PromoteTypes(ACL_INT64, ACL_INT8), ACL_INT64);
  EXPECT_EQ(PromoteTypes(ACL_DOUBLE, ACL_FLOAT), ACL_DOUBLE);
  EXPECT_EQ(PromoteTypes(ACL_DOUBLE, ACL_COMPLEX64), ACL_COMPLEX128);
  EXPECT_EQ(PromoteTypes(ACL_UINT16, ACL_FLOAT), ACL_DT_UNDEFINED);
  EXPECT_EQ(PromoteTypes(ACL_UINT32, ACL_INT32), ACL_DT_UNDEFINED);
  EXPECT_EQ(PromoteTypes(ACL_DT_UNDEFINED, ACL_DT_UNDEFINED), ACL_DT_UNDEFINED);
  EXPECT_EQ(PromoteTypes(ACL_STRING, ACL_FLOAT), ACL_DT_UNDEFINED);
}

TEST(Format, NamesAndPrivateFormats) {
  EXPECT_STREQ(aclnn_cpu::FormatName(ACL_FORMAT_ND), "ND");
  EXPECT_STREQ(aclnn_cpu::FormatName(ACL_FORMAT_NCL), "NCL");
  EXPECT_STREQ(aclnn_cpu::FormatName(ACL_FORMAT_FRACTAL_NZ), "FRACTAL_NZ");
  EXPECT_STREQ(aclnn_cpu::FormatName(static_cast<aclFormat>(12345)), "(unknown format)");
  EXPECT_TRUE(aclnn_cpu::IsPrivateFormat(ACL_FORMAT_NC1HWC0));
  EXPECT_FALSE(aclnn_cpu::IsPrivateFormat(ACL_FORMAT_NCHW));
  EXPECT_EQ(aclnn_cpu::FormatList({ACL_FORMAT_ND, ACL_FORMAT_NCL}), "{ND, NCL}");
}

TEST(Broadcast, Shapes) {
  Shape out;
  ASSERT_TRUE(BroadcastShapes({4, 1, 3}, {2, 3}, &out));
  EXPECT_EQ(out, (Shape{4, 2, 3}));
  ASSERT_TRUE(BroadcastShapes({}, {2, 3}, &out));
  EXPECT_EQ(out, (Shape{2, 3}));
  ASSERT_TRUE(BroadcastShapes({1}, {0}, &out));
  EXPECT_EQ(out, (Shape{0}));
  EXPECT_FALSE(BroadcastShapes({16, 16}, {0}, &out));
  EXPECT_FALSE(BroadcastShapes({3}, {4}, &out));
}

TEST(Tensor, ContiguityAndStorageBounds) {
  aclTensor t;
  t.view = {2, 3};
  t.strides = {3, 1};
  t.storage = {6};
  EXPECT_TRUE(IsContiguous(t));
  EXPECT_TRUE(ViewInsideStorage(t));
  t.strides = {1, 2};  // transposed
  EXPECT_FALSE(IsContiguous(t));
  EXPECT_TRUE(ViewInsideStorage(t));
  t.offset = 1;  // last element at 1 + 1 + 4 = 6: outside 6 elements
  EXPECT_FALSE(ViewInsideStorage(t));
  t.view = {2, 1, 3};
  t.strides = {3, 100, 1};  // size-1 dims are skipped by the contiguity rule
  t.offset = 0;
  EXPECT_TRUE(IsContiguous(t));
  t.view = {4};
  t.strides = {-1};
  t.offset = 3;
  t.storage = {4};
  EXPECT_TRUE(ViewInsideStorage(t));
  t.offset = 2;
  EXPECT_FALSE(ViewInsideStorage(t));
  t.view = {int64_t(1) << 40, int64_t(1) << 40};  // spans that overflow int64
  t.strides = {int64_t(1) << 40, 1};
  t.offset = 0;
  EXPECT_FALSE(ViewInsideStorage(t));
  EXPECT_EQ(Numel(Shape{int64_t(1) << 40, int64_t(1) << 40}), INT64_MAX);
}

TEST(Parallel, BlocksDoNotDependOnThreadCount) {
  for (int threads : {1, 2, 3, 7}) {
    SetNumThreads(threads);
    std::mutex mu;
    std::set<std::pair<int64_t, int64_t>> blocks;
    ParallelForBlocks(1000, 64, [&](int64_t b, int64_t e) {
      std::lock_guard<std::mutex> lk(mu);
      blocks.insert({b, e});
    });
    ASSERT_EQ(blocks.size(), 16u);
    int64_t expect = 0;
    for (const auto& be : blocks) {
      EXPECT_EQ(be.first, expect);
      expect = std::min<int64_t>(be.first + 64, 1000);
      EXPECT_EQ(be.second, expect);
    }
  }
  SetNumThreads(0);
}

TEST(Parallel, CoversEveryIndexOnce) {
  SetNumThreads(3);
  std::vector<std::atomic<int>> hits(10007);
  ParallelFor(10007, [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) hits[static_cast<size_t>(i)]++;
  });
  for (auto& h : hits) ASSERT_EQ(h.load(), 1);
  SetNumThreads(0);
}
