// Runs an operator's two phases the way a CANN program does.
#pragma once

#include <cstdint>
#include <functional>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "aclnn_cpu/aclnn_cpu.h"
#include "core/cpu.h"

namespace aclnn_test {

using Phase1 = std::function<aclnnStatus(uint64_t* ws, aclOpExecutor** ex)>;
using Phase2 = aclnnStatus (*)(void* ws, uint64_t ws_size, aclOpExecutor* ex, aclrtStream stream);

// Phase 1, workspace allocation, phase 2 on a private stream, synchronisation. Returns the first
// non-zero status (phase 1's, phase 2's or the synchronisation's).
inline aclnnStatus RunTwoPhase(const Phase1& p1, Phase2 p2) {
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  aclnnStatus st = p1(&ws, &ex);
  if (st != 0) return st;
  void* w = nullptr;
  if (ws > 0 && aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST) != 0) return -1;
  aclrtStream stream = nullptr;
  aclrtCreateStream(&stream);
  st = p2(w, ws, ex, stream);
  aclError e = aclrtSynchronizeStream(stream);
  aclrtDestroyStream(stream);
  if (w) aclrtFree(w);
  return st != 0 ? st : e;
}

// A workspace of the size phase 1 asked for (device memory from aclrtMalloc), freed with the object.
class Workspace {
 public:
  explicit Workspace(uint64_t size) : size_(size) {
    if (size > 0 && aclrtMalloc(&p_, size, ACL_MEM_MALLOC_HUGE_FIRST) != 0) p_ = nullptr;
  }
  ~Workspace() {
    if (p_) aclrtFree(p_);
  }
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;
  void* get() const { return p_; }
  uint64_t size() const { return size_; }

 private:
  void* p_ = nullptr;
  uint64_t size_ = 0;
};

// Makes every kernel that can write its output with non-temporal stores do so, whatever the
// size, for the lifetime of the object (the library takes the last-level cache as 0 bytes): the
// streamed paths run at test-sized shapes.
class ScopedStreamedStores {
 public:
  ScopedStreamedStores() : prev_(aclnn_cpu::SetLastLevelCacheBytesForTest(0)) {}
  ~ScopedStreamedStores() { aclnn_cpu::SetLastLevelCacheBytesForTest(prev_); }
  ScopedStreamedStores(const ScopedStreamedStores&) = delete;
  ScopedStreamedStores& operator=(const ScopedStreamedStores&) = delete;

 private:
  int64_t prev_;
};

// Sets the library's thread count for the lifetime of the object.
class ScopedThreads {
 public:
  explicit ScopedThreads(int n) { aclnnCpuSetNumThreads(n); }
  ~ScopedThreads() { aclnnCpuSetNumThreads(0); }
};

}  // namespace aclnn_test
