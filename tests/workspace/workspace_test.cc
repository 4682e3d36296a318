// Temporaries are workspace: every operator's run allocates nothing for planned work (phase 1
// books its temporaries and the caller hands them in as the workspace), and phase 2 refuses a
// workspace smaller than phase 1 asked for.
//
// The program replaces the global operator new and delete with counting versions. For every
// operator case of the reliability tests (tests/reliability/op_cases.h) and 1, 2 and 3 intra-op
// threads: one run warms the process-wide caches (thread teams, per-thread oneDNN streams), then
// phase 1, the workspace allocation and phase 2 run as usual, the counter is armed, and
// aclrtSynchronizeStream runs the queued operator on this thread (a stream's worker only wakes for
// long queues). Allocations made inside oneDNN (bf16 matmul execution builds its argument maps
// with operator new) are not the library's and are not counted: see core/gemm.h.
#include <execinfo.h>
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>

#include "aclnn_cpu/aclnn_cpu.h"
#include "core/gemm.h"
#include "core/workspace.h"
#include "op_cases.h"

namespace {
std::atomic<bool> g_armed{false};
std::atomic<long> g_count{0};
std::atomic<bool> g_have_trace{false};
void* g_trace[32];
int g_trace_depth = 0;
size_t g_first_size = 0;
thread_local bool t_in_hook = false;

void Note(size_t size) {
  if (!g_armed.load(std::memory_order_relaxed) || t_in_hook || aclnn_cpu::InsideOneDnn()) return;
  g_count.fetch_add(1);
  bool expected = false;
  if (g_have_trace.compare_exchange_strong(expected, true)) {
    t_in_hook = true;
    g_first_size = size;
    g_trace_depth = backtrace(g_trace, 32);
    t_in_hook = false;
  }
}

void* Allocate(size_t size, size_t align = 0) {
  Note(size);
  if (size == 0) size = 1;
  void* p = nullptr;
  if (align > alignof(std::max_align_t)) {
    if (posix_memalign(&p, align, size) != 0) p = nullptr;
  } else {
    p = std::malloc(size);
  }
  return p;
}

std::string FirstTrace() {
  if (!g_have_trace.load()) return "";
  std::string s = "first allocation: " + std::to_string(g_first_size) + " bytes at\n";
  char** names = backtrace_symbols(g_trace, g_trace_depth);
  for (int i = 0; names && i < g_trace_depth; ++i) s += std::string("  ") + names[i] + "\n";
  std::free(names);
  return s;
}
}  // namespace

void* operator new(size_t n) {
  if (void* p = Allocate(n)) return p;
  throw std::bad_alloc();
}
void* operator new[](size_t n) {
  if (void* p = Allocate(n)) return p;
  throw std::bad_alloc();
}
void* operator new(size_t n, const std::nothrow_t&) noexcept { return Allocate(n); }
void* operator new[](size_t n, const std::nothrow_t&) noexcept { return Allocate(n); }
void* operator new(size_t n, std::align_val_t a) {
  if (void* p = Allocate(n, static_cast<size_t>(a))) return p;
  throw std::bad_alloc();
}
void* operator new[](size_t n, std::align_val_t a) {
  if (void* p = Allocate(n, static_cast<size_t>(a))) return p;
  throw std::bad_alloc();
}
void* operator new(size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return Allocate(n, static_cast<size_t>(a));
}
void* operator new[](size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return Allocate(n, static_cast<size_t>(a));
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, size_t) noexcept { std::free(p); }
void operator delete[](void* p, size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, size_t, std::align_val_t) noexcept { std::free(p); }

namespace {

class Stream {
 public:
  Stream() { EXPECT_EQ(aclrtCreateStream(&s_), 0); }
  ~Stream() { aclrtDestroyStream(s_); }
  aclrtStream get() const { return s_; }

 private:
  aclrtStream s_ = nullptr;
};

}  // namespace

TEST(Workspace, CountingAllocatorSeesAllocations) {
  g_count = 0;
  g_have_trace = false;
  g_armed = true;
  int* p = new int(3);
  g_armed = false;
  delete p;
  EXPECT_EQ(g_count.load(), 1);
}

TEST(Workspace, EveryOperatorRunAllocatesNothing) {
  Stream stream;
  for (const rel::OpCase& c : rel::AllOps()) {
    for (int threads : {1, 2, 3}) {
      aclnn_test::ScopedThreads scoped(threads);
      auto in = c.make(5);
      ASSERT_EQ(in->RunSync(stream.get()), 0) << c.name << ": " << aclGetRecentErrMsg();  // warm-up
      void* ws = nullptr;
      ASSERT_EQ(in->Enqueue(stream.get(), &ws), 0) << c.name << ": " << aclGetRecentErrMsg();
      g_count = 0;
      g_have_trace = false;
      g_armed = true;
      const aclError st = aclrtSynchronizeStream(stream.get());
      g_armed = false;
      const long allocations = g_count.load();
      if (ws) aclrtFree(ws);
      ASSERT_EQ(st, 0) << c.name << ": " << aclGetRecentErrMsg();
      EXPECT_EQ(allocations, 0) << c.name << " with " << threads << " threads allocated " << allocations
                                << " times in its run\n" << FirstTrace();
    }
  }
}

TEST(Workspace, PhaseTwoRefusesAWorkspaceOneByteShort) {
  Stream stream;
  int booked = 0;
  for (const rel::OpCase& c : rel::AllOps()) {
    auto in = c.make(5);
    uint64_t size = 0;
    aclOpExecutor* ex = nullptr;
    ASSERT_EQ(in->phase1(*in, &size, &ex), 0) << c.name << ": " << aclGetRecentErrMsg();
    if (size == 0) {  // nothing booked: run it as usual
      EXPECT_EQ(in->phase2(nullptr, 0, ex, stream.get()), 0) << c.name;
      EXPECT_EQ(aclrtSynchronizeStream(stream.get()), 0) << c.name;
      continue;
    }
    ++booked;
    EXPECT_EQ(size % 64, 0u) << c.name << ": workspace " << size << " is not made of 64-byte regions";
    void* ws = nullptr;
    ASSERT_EQ(aclrtMalloc(&ws, size, ACL_MEM_MALLOC_HUGE_FIRST), 0);
    EXPECT_EQ(in->phase2(ws, size - 1, ex, stream.get()), ACLNN_ERR_PARAM_INVALID) << c.name;
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("smaller than"), std::string::npos) << c.name;
    EXPECT_EQ(aclrtSynchronizeStream(stream.get()), 0) << c.name;
    aclrtFree(ws);
  }
  EXPECT_GT(booked, 0);
}

TEST(Workspace, BookingLaysOutAlignedRegionsAndSaturates) {
  aclnn_cpu::WorkspaceBooking ws;
  const auto a = ws.Book<float>(3);
  const auto b = ws.Book<double>(5, 4);  // four slots of 40 bytes, each rounded to 64
  const auto none = ws.Book<float>(0);
  EXPECT_EQ(a.offset, 0u);
  EXPECT_EQ(b.offset, 64u);
  EXPECT_EQ(b.slot_bytes, 64u);
  EXPECT_TRUE(none.empty());
  EXPECT_EQ(ws.bytes(), 64u + 4 * 64u + 64u);  // the regions and the alignment margin
  EXPECT_FALSE(ws.overflow());
  // The run's pointers are 64-byte aligned whatever the workspace pointer's alignment.
  alignas(64) unsigned char mem[512];
  const std::vector<void*> data;
  const aclnn_cpu::RunContext ctx{data, mem + 8, ws.bytes()};
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a.Get(ctx)) % 64, 0u);
  EXPECT_EQ(reinterpret_cast<unsigned char*>(b.Get(ctx, 3)) - reinterpret_cast<unsigned char*>(a.Get(ctx)), 64 + 3 * 64);
  EXPECT_EQ(none.Get(ctx), nullptr);
  // Sizes beyond 2^63 bytes, in one region or in the sum, make the booking fail.
  aclnn_cpu::WorkspaceBooking big;
  big.Book<double>(int64_t{1} << 61);
  EXPECT_TRUE(big.overflow());
  aclnn_cpu::WorkspaceBooking sum;
  sum.Book<unsigned char>(int64_t{1} << 62, 2);
  EXPECT_TRUE(sum.overflow());
}
