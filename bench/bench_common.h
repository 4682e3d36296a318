// Shared benchmark helpers: device buffers, tensors, a repeatable two-phase runner, and the
// machine's own roofline (measured in the same run by bench/roofline.cc).
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "aclnn_cpu/aclnn_cpu.h"

namespace bench {

// Threads used by every benchmark (ours, ATen and the roofline): ACLNN_BENCH_THREADS, default 2.
int Threads();

// An aclrtMalloc block; FillUniform draws each element independently, uniform in [lo, hi).
class Buffer {
 public:
  Buffer(size_t elems, aclDataType dtype);
  ~Buffer();
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  void* data() const { return p_; }
  size_t bytes() const { return bytes_; }
  void FillUniform(double lo, double hi, uint64_t seed = 1);

 private:
  void* p_ = nullptr;
  size_t bytes_ = 0, elems_ = 0;
  aclDataType dtype_;
};

size_t DtypeBytes(aclDataType d);

// Contiguous ND tensor over `data`.
aclTensor* Tensor(const std::vector<int64_t>& shape, aclDataType dtype, void* data,
                  aclFormat format = ACL_FORMAT_ND);

using Phase1Fn = std::function<aclnnStatus(uint64_t*, aclOpExecutor**)>;
using Phase2Fn = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

// Runs phase 1 once (repeatable executor), then times phase 2 + stream synchronisation per
// iteration. Sets bytes/s from `bytes_per_iter` and the label (e.g. "roof=triad").
// label_extra, when given, is appended to the label after the run (e.g. the route a calibration chose).
void RunOp(benchmark::State& state, const Phase1Fn& p1, Phase2Fn p2, double bytes_per_iter, const char* roof,
           const std::function<std::string()>& label_extra = nullptr);

}  // namespace bench
