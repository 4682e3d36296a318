// Intra-op threading. Work is cut into tasks whose results do not depend on which thread runs
// them or how many threads there are, so results are bitwise identical for any thread count.
#pragma once

#include "core/export.h"
#include <cstdint>
#include <functional>

namespace aclnn_cpu {

// Threads used by operators: ACLNN_CPU_NUM_THREADS, else OMP_NUM_THREADS / the core count.
ACLNN_CPU_INTERNAL_API int NumThreads();
// Overrides the thread count for this process (0 restores the default). For tests and benchmarks.
ACLNN_CPU_INTERNAL_API void SetNumThreads(int n);

// Calls fn(begin, end) on disjoint ranges covering [0, n), in parallel. The split depends on the
// thread count: fn must compute each index independently of the range it arrives in. An exception
// thrown by fn on any thread is rethrown on the calling thread after every range has stopped.
ACLNN_CPU_INTERNAL_API void ParallelFor(int64_t n, const std::function<void(int64_t, int64_t)>& fn);

// Creates the calling thread's team of NumThreads() threads now (aclInit, aclrtSetDevice), so that a
// memory limit set later cannot reach thread creation inside an operator. A thread that cannot grow
// its team later runs with the team it has (same results: they never depend on the thread count).
ACLNN_CPU_INTERNAL_API void WarmThreadTeam();

// Splits [0, n) into blocks of `grain` (the last one shorter) and calls fn(block_begin, block_end)
// once per block. Block boundaries depend only on n and grain, never on the thread count: use this
// for partial sums that are later combined in block order.
ACLNN_CPU_INTERNAL_API void ParallelForBlocks(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn);

// a >= 0, b > 0; no overflow for any such a.
inline int64_t CeilDiv(int64_t a, int64_t b) { return a / b + (a % b != 0 ? 1 : 0); }

}  // namespace aclnn_cpu
