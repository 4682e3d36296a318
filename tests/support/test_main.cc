// main() of every test program. With ACLNN_CPU_TEST_EVERY_TARGET=1 the whole program runs once per
// SIMD target compiled into the library and supported by this CPU, except the best one (the
// ordinary run's), with every dispatch pinned to that target: the kernels of each target meet the
// same assertions. ACLNN_CPU_TEST_TARGET_SHARD=i/n keeps the i-th of every n of those targets
// (i from 0), so ctest can spread a long program's targets over parallel runs.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#include "core/cpu.h"

namespace {

class PinTargetPerIteration : public ::testing::EmptyTestEventListener {
 public:
  explicit PinTargetPerIteration(std::vector<int64_t> targets) : targets_(std::move(targets)) {}
  void OnTestIterationStart(const ::testing::UnitTest&, int iteration) override {
    const char* name = aclnn_cpu::PinTargetForTest(targets_[static_cast<size_t>(iteration) % targets_.size()]);
    std::printf("[ TARGET   ] %s (%d of %zu)\n", name, iteration + 1, targets_.size());
    std::fflush(stdout);
  }
  void OnTestProgramEnd(const ::testing::UnitTest&) override { aclnn_cpu::PinTargetForTest(0); }

 private:
  std::vector<int64_t> targets_;
};

}  // namespace

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  const char* every = std::getenv("ACLNN_CPU_TEST_EVERY_TARGET");
  if (every && std::strcmp(every, "1") == 0) {
    std::vector<int64_t> targets = aclnn_cpu::TestTargets();  // best first
    if (targets.size() < 2) {  // the ordinary run covers the only target
      std::printf("one SIMD target (%s): covered by the ordinary run\n", aclnn_cpu::SimdTargetName());
      return 0;
    }
    targets.erase(targets.begin());
    if (const char* shard = std::getenv("ACLNN_CPU_TEST_TARGET_SHARD")) {
      unsigned i = 0, n = 1;
      if (std::sscanf(shard, "%u/%u", &i, &n) != 2 || n == 0 || i >= n) {
        std::fprintf(stderr, "ACLNN_CPU_TEST_TARGET_SHARD=%s: expected i/n with i < n\n", shard);
        return 2;
      }
      std::vector<int64_t> kept;
      for (size_t k = i; k < targets.size(); k += n) kept.push_back(targets[k]);
      targets.swap(kept);
      if (targets.empty()) {
        std::printf("no SIMD target in shard %s\n", shard);
        return 0;
      }
    }
    GTEST_FLAG_SET(repeat, static_cast<int>(targets.size()));
    ::testing::UnitTest::GetInstance()->listeners().Append(new PinTargetPerIteration(std::move(targets)));
  }
  return RUN_ALL_TESTS();
}
