// Intra-op threading. Work is cut into tasks whose results do not depend on which thread runs
// them or how many threads there are, so results are bitwise identical for any thread count.
#pragma once

#include "core/export.h"
#include <cstdint>
#include <memory>
#include <type_traits>
#include <utility>

namespace aclnn_cpu {

// A non-owning reference to a callable, for the duration of one call (std::function would
// allocate for lambdas that capture more than two pointers, and runs allocate nothing).
template <class Sig>
class FunctionRef;
template <class R, class... A>
class FunctionRef<R(A...)> {
 public:
  template <class F, class = std::enable_if_t<!std::is_same<std::decay_t<F>, FunctionRef>::value>>
  FunctionRef(F&& f)  // NOLINT: implicit, like std::function
      : obj_(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
        call_([](void* o, A... a) -> R { return (*static_cast<std::remove_reference_t<F>*>(o))(std::forward<A>(a)...); }) {}
  R operator()(A... a) const { return call_(obj_, std::forward<A>(a)...); }

 private:
  void* obj_;
  R (*call_)(void*, A...);
};

// Threads used by operators: ACLNN_CPU_NUM_THREADS, else OMP_NUM_THREADS / the core count.
ACLNN_CPU_INTERNAL_API int NumThreads();
// Overrides the thread count for this process (0 restores the default). For tests and benchmarks.
ACLNN_CPU_INTERNAL_API void SetNumThreads(int n);

// While one with `on` lives on a thread, the parallel loops that thread starts run on it alone, their
// ranges in order. For operators whose output elements share addresses (zero or interleaved
// strides): the last write then wins, as with one thread, whatever the thread count.
class ACLNN_CPU_INTERNAL_API SerialScope {
 public:
  explicit SerialScope(bool on);
  ~SerialScope();
  SerialScope(const SerialScope&) = delete;
  SerialScope& operator=(const SerialScope&) = delete;

 private:
  bool on_;
};

// Calls fn(begin, end) on disjoint ranges covering [0, n), in parallel. The split depends on the
// thread count: fn must compute each index independently of the range it arrives in. An exception
// thrown by fn on any thread is rethrown on the calling thread after every range has stopped.
ACLNN_CPU_INTERNAL_API void ParallelFor(int64_t n, FunctionRef<void(int64_t, int64_t)> fn);

// ParallelFor on at most `team` threads (team >= 1: the team a phase-1 booking of per-thread
// workspace slots was made for, WorkspaceBooking::Team()); fn(begin, end, slot) gets a slot index
// in [0, team) that no other range running at the same time has. The ranges are those of
// ParallelFor with min(NumThreads(), team) threads.
ACLNN_CPU_INTERNAL_API void ParallelForSlots(int64_t n, int64_t team, FunctionRef<void(int64_t, int64_t, int64_t)> fn);

// Creates the calling thread's team of NumThreads() threads now (aclInit, aclrtSetDevice), so that a
// memory limit set later cannot reach thread creation inside an operator. A thread that cannot grow
// its team later runs with the team it has (same results: they never depend on the thread count).
ACLNN_CPU_INTERNAL_API void WarmThreadTeam();

// Splits [0, n) into blocks of `grain` (the last one shorter) and calls fn(block_begin, block_end)
// once per block. Block boundaries depend only on n and grain, never on the thread count: use this
// for partial sums that are later combined in block order.
ACLNN_CPU_INTERNAL_API void ParallelForBlocks(int64_t n, int64_t grain, FunctionRef<void(int64_t, int64_t)> fn);
// The same on at most `team` threads, each block told its range's slot (ParallelForSlots).
ACLNN_CPU_INTERNAL_API void ParallelForBlocksSlots(int64_t n, int64_t grain, int64_t team,
                                                   FunctionRef<void(int64_t, int64_t, int64_t)> fn);

// a >= 0, b > 0; no overflow for any such a.
inline int64_t CeilDiv(int64_t a, int64_t b) { return a / b + (a % b != 0 ? 1 : 0); }

}  // namespace aclnn_cpu
