#include "core/parallel.h"

#include <atomic>
#include <cstdlib>
#include <thread>

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

void ParallelFor(int64_t n, const std::function<void(int64_t, int64_t)>& fn) {
  if (n <= 0) return;
  int64_t nt = NumThreads();
  if (nt > n) nt = n;
  if (nt <= 1) {
    fn(0, n);
    return;
  }
#if defined(ACLNN_CPU_OPENMP)
#pragma omp parallel num_threads(static_cast<int>(nt))
  {
    int64_t t = omp_get_thread_num();
    int64_t team = omp_get_num_threads();
    int64_t begin = n * t / team, end = n * (t + 1) / team;
    if (begin < end) fn(begin, end);
  }
#else
  std::thread* workers = new std::thread[static_cast<size_t>(nt - 1)];
  for (int64_t t = 1; t < nt; ++t)
    workers[t - 1] = std::thread([&, t] {
      int64_t begin = n * t / nt, end = n * (t + 1) / nt;
      if (begin < end) fn(begin, end);
    });
  fn(0, n / nt);
  for (int64_t t = 1; t < nt; ++t) workers[t - 1].join();
  delete[] workers;
#endif
}

void ParallelForBlocks(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn) {
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
