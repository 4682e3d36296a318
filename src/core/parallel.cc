#include "core/parallel.h"

#include <pthread.h>
#include <sys/mman.h>

#include <atomic>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#if defined(ACLNN_CPU_OPENMP)
#include <omp.h>
#endif

namespace aclnn_cpu {
namespace {
std::atomic<int> g_override{0};

int DefaultThreads() {
  static const int n = [] {
    if (const char* e = std::getenv("ACLNN_CPU_NUM_THREADS")) {
      int v = std::atoi(e);
      if (v > 0) return v;
    }
#if defined(ACLNN_CPU_OPENMP)
    return omp_get_max_threads();
#else
    unsigned hc = std::thread::hardware_concurrency();
    return hc ? static_cast<int>(hc) : 1;
#endif
  }();
  return n;
}
}  // namespace

int NumThreads() {
  int o = g_override.load(std::memory_order_relaxed);
  return o > 0 ? o : DefaultThreads();
}

void SetNumThreads(int n) { g_override.store(n > 0 ? n : 0, std::memory_order_relaxed); }

namespace {

// The largest team the calling thread has already run with. OpenMP keeps a thread's team alive
// between parallel regions, so only a larger team creates threads.
thread_local int t_team_ready = 1;

// SerialScopes alive on this thread.
thread_local int t_serial = 0;

// Whether `extra` more threads can be created now. The OpenMP runtime ends the process when it
// cannot create a thread (GNU libgomp: "Thread creation failed", exit status 1), so before a
// region needs new threads, their stacks' worth of address space is reserved and released (an
// address-space limit counts reserved pages). Results do not depend on the thread count, so a
// region that cannot grow its team runs with the team it has.
bool ThreadsCanStart(int extra) {
  static const size_t stack = [] {
    size_t bytes = 8u << 20;
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) == 0) {
      size_t s = 0;
      if (pthread_attr_getstacksize(&attr, &s) == 0 && s > 0) bytes = s;
      pthread_attr_destroy(&attr);
    }
    if (const char* e = std::getenv("OMP_STACKSIZE")) {  // the OpenMP runtime's own stack size
      char* end = nullptr;
      const unsigned long long v = std::strtoull(e, &end, 10);
      const char unit = end && *end ? *end : 'K';
      const unsigned long long mult = unit == 'B' || unit == 'b' ? 1 : unit == 'M' || unit == 'm' ? 1ull << 20
                                      : unit == 'G' || unit == 'g' ? 1ull << 30 : 1ull << 10;
      if (v > 0) bytes = static_cast<size_t>(v * mult);
    }
    return bytes;
  }();
  const size_t margin = 4u << 20;  // guard pages, thread control blocks, the runtime's own allocations
  const size_t bytes = static_cast<size_t>(extra) * (stack + (64u << 10)) + margin;
  void* p = mmap(nullptr, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return false;
  munmap(p, bytes);
  return true;
}

// The team size a region on this thread may use: nt, or the team it already has when new
// threads cannot start.
int64_t TeamFor(int64_t nt) {
  if (nt <= t_team_ready) return nt;
  if (!ThreadsCanStart(static_cast<int>(nt - t_team_ready))) return t_team_ready;
  return nt;
}

}  // namespace

namespace {

void Run(int64_t n, int64_t nt, FunctionRef<void(int64_t, int64_t, int64_t)> fn) {
  if (n <= 0) return;
  if (t_serial > 0) nt = 1;
  if (nt > n) nt = n;
  if (nt > 1) nt = TeamFor(nt);
  if (nt <= 1) {
    fn(0, n, 0);
    return;
  }
  // An exception must not leave a parallel region (it would end the process): the first one
  // thrown by any task is kept and rethrown on the calling thread once every task has stopped.
  std::exception_ptr failure;
  std::mutex failure_mu;
  auto run = [&](int64_t begin, int64_t end, int64_t slot) {
    try {
      if (begin < end) fn(begin, end, slot);
    } catch (...) {
      std::lock_guard<std::mutex> lk(failure_mu);
      if (!failure) failure = std::current_exception();
    }
  };
#if defined(ACLNN_CPU_OPENMP)
#pragma omp parallel num_threads(static_cast<int>(nt))
  {
    int64_t t = omp_get_thread_num();
    int64_t team = omp_get_num_threads();
    run(n * t / team, n * (t + 1) / team, t);
  }
#else
  std::vector<std::thread> workers;
  try {
    workers.reserve(static_cast<size_t>(nt - 1));
    for (int64_t t = 1; t < nt; ++t)
      workers.emplace_back([&, t] { run(n * t / nt, n * (t + 1) / nt, t); });
  } catch (...) {  // fewer threads than planned: the ranges of the missing ones run here, in slot 0
    run(n * static_cast<int64_t>(workers.size() + 1) / nt, n, 0);
  }
  run(0, n / nt, 0);
  for (std::thread& w : workers) w.join();
#endif
  if (static_cast<int>(nt) > t_team_ready) t_team_ready = static_cast<int>(nt);
  if (failure) std::rethrow_exception(failure);
}

}  // namespace

SerialScope::SerialScope(bool on) : on_(on) {
  if (on_) ++t_serial;
}
SerialScope::~SerialScope() {
  if (on_) --t_serial;
}

void ParallelFor(int64_t n, FunctionRef<void(int64_t, int64_t)> fn) {
  Run(n, NumThreads(), [&](int64_t b, int64_t e, int64_t) { fn(b, e); });
}

void ParallelForSlots(int64_t n, int64_t team, FunctionRef<void(int64_t, int64_t, int64_t)> fn) {
  const int64_t nt = NumThreads();
  Run(n, team < 1 ? 1 : team < nt ? team : nt, fn);
}

void WarmThreadTeam() {
  const int64_t nt = NumThreads();
  if (nt > 1) ParallelFor(nt, [](int64_t, int64_t) {});
}

void ParallelForBlocks(int64_t n, int64_t grain, FunctionRef<void(int64_t, int64_t)> fn) {
  if (n <= 0) return;
  if (grain < 1) grain = 1;
  const int64_t blocks = CeilDiv(n, grain);
  ParallelFor(blocks, [&](int64_t b0, int64_t b1) {
    for (int64_t b = b0; b < b1; ++b) {
      int64_t begin = b * grain;
      int64_t end = begin + grain < n ? begin + grain : n;
      fn(begin, end);
    }
  });
}

}  // namespace aclnn_cpu

namespace aclnn_cpu {

void ParallelForBlocksSlots(int64_t n, int64_t grain, int64_t team, FunctionRef<void(int64_t, int64_t, int64_t)> fn) {
  if (n <= 0) return;
  if (grain < 1) grain = 1;
  const int64_t blocks = CeilDiv(n, grain);
  ParallelForSlots(blocks, team, [&](int64_t b0, int64_t b1, int64_t slot) {
    for (int64_t b = b0; b < b1; ++b) {
      int64_t begin = b * grain;
      int64_t end = begin + grain < n ? begin + grain : n;
      fn(begin, end, slot);
    }
  });
}

}  // namespace aclnn_cpu
