// Reliability of every operator under concurrency, executor reuse, early destruction and
// guard-page memory, and bitwise determinism across intra-op thread counts (docs/reliability.md).
#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "aclnn_cpu/aclnn_cpu.h"
#include "exported_ops.h"
#include "op_cases.h"

extern char** environ;

namespace {
using aclnn_test::ScopedThreads;
using rel::AllOps;
using rel::Instance;
using Bytes = std::vector<std::vector<unsigned char>>;

constexpr int kThreads = 8;

// Collects the first failure message of many threads.
class Failures {
 public:
  void Add(const std::string& what) {
    std::lock_guard<std::mutex> lk(mu_);
    if (count_++ == 0) first_ = what;
  }
  int count() const { return count_; }
  std::string first() const { return first_; }

 private:
  std::mutex mu_;
  int count_ = 0;
  std::string first_;
};

// Serial reference bytes of every operator for `seed` (default thread count) after `runs` runs
// without poisoning in between: an in-place case that is not idempotent (InplaceLogicalNot, the
// in-place Addcdiv/Addcmul) gives the bytes of that number of runs.
std::vector<Bytes> Expected(uint64_t seed, int runs = 1) {
  std::vector<Bytes> out;
  aclrtStream s = nullptr;
  EXPECT_EQ(aclrtCreateStream(&s), 0);
  for (const rel::OpCase& c : AllOps()) {
    auto in = c.make(seed);
    for (int r = 0; r < runs; ++r) EXPECT_EQ(in->RunSync(s), 0) << in->name << ": " << aclGetRecentErrMsg();
    out.push_back(in->OutputBytes());
  }
  aclrtDestroyStream(s);
  return out;
}

// A copy of an aclTensor's metadata (same memory): a caller-owned object to destroy early.
aclTensor* Clone(const aclTensor* t, void* data = nullptr) {
  int64_t *view = nullptr, *strides = nullptr, *storage = nullptr;
  uint64_t nv = 0, ns = 0, nst = 0;
  int64_t offset = 0;
  aclDataType dt;
  aclFormat fmt;
  void* addr = nullptr;
  aclGetViewShape(t, &view, &nv);
  aclGetViewStrides(t, &strides, &ns);
  aclGetStorageShape(t, &storage, &nst);
  aclGetViewOffset(t, &offset);
  aclGetDataType(t, &dt);
  aclGetFormat(t, &fmt);
  aclGetRawTensorAddr(t, &addr);
  aclTensor* c = aclCreateTensor(view, nv, dt, strides, offset, fmt, storage, nst, data ? data : addr);
  delete[] view;
  delete[] strides;
  delete[] storage;
  return c;
}

}  // namespace

// The operators come from the library's dynamic symbol table (every aclnn<Op>GetWorkspaceSize), so a
// new operator fails here until tests/reliability/op_cases.cc has a case for it.
TEST(Reliability, EveryOperatorIsCoveredAndWritesItsOutputs) {
  const std::vector<std::string> want = rel::ExportedOperators();
  ASSERT_GE(want.size(), 10u) << "the library's dynamic symbol table lists too few operators";
  for (const char* known : {"GeluV2", "ReflectionPad2dBackward", "NsaCompressGrad"})
    EXPECT_NE(std::find(want.begin(), want.end(), known), want.end()) << known << " is not among the exported operators";
  const std::vector<std::string> have = rel::CoveredApis();
  // Declared by CANN's headers but refused on the A2/A3 profile for every input (their status tests
  // check that): nothing to run.
  const std::vector<std::string> refused = {"DeformableConv2dBackward"};
  for (const std::string& n : want)
    EXPECT_TRUE(std::find(have.begin(), have.end(), n) != have.end() ||
                std::find(refused.begin(), refused.end(), n) != refused.end())
        << n << " has no reliability case";
  for (const std::string& n : have)
    EXPECT_NE(std::find(want.begin(), want.end(), n), want.end()) << "the case " << n << " names no exported operator";
  for (const rel::OpCase& c : AllOps()) {
    auto in = c.make(7);
    const Bytes before = in->OutputBytes();
    ASSERT_EQ(in->RunSync(nullptr), 0) << c.name << ": " << aclGetRecentErrMsg();
    EXPECT_NE(rel::Diff(before, in->OutputBytes()), "") << c.name << " wrote nothing";
    for (aclnn_test::TestTensor* t : in->outputs) {
      std::string why;
      EXPECT_TRUE(t->UntouchedOutside(&why)) << c.name << ": " << why;
    }
  }
}

// Every operator with 1, 2 and 3 intra-op threads: the output bytes are identical.
TEST(Determinism, EveryOperatorBitwiseIdenticalFor1To3Threads) {
  const uint64_t seed = aclnn_test::TestSeed();
  for (const rel::OpCase& c : AllOps()) {
    auto in = c.make(seed);
    Bytes first;
    for (int n : {1, 2, 3}) {
      ScopedThreads threads(n);
      in->PoisonOutputs();
      ASSERT_EQ(in->RunSync(nullptr), 0) << c.name << ": " << aclGetRecentErrMsg();
      if (n == 1) first = in->OutputBytes();
      else EXPECT_EQ(rel::Diff(first, in->OutputBytes()), "") << c.name << " with " << n << " threads; " << aclnn_test::SeedNote(seed);
    }
  }
}

// 8 host threads, each with its own stream, run every operator at once (2 intra-op threads each)
// and compare every output byte with a serial run.
TEST(Concurrency, AllOperatorsFromEightThreadsOnEightStreams) {
  ScopedThreads threads(2);
  const uint64_t seed = aclnn_test::TestSeed();
  const std::vector<Bytes> expected = Expected(seed);
  Failures fail;
  std::vector<std::thread> pool;
  for (int t = 0; t < kThreads; ++t) {
    pool.emplace_back([&, t] {
      aclrtStream s = nullptr;
      if (aclrtCreateStream(&s) != 0) return fail.Add("aclrtCreateStream");
      std::vector<std::unique_ptr<Instance>> ins;
      for (const rel::OpCase& c : AllOps()) ins.push_back(c.make(seed));
      for (int round = 0; round < 2; ++round) {
        std::vector<void*> ws(ins.size(), nullptr);
        // Each thread starts at a different operator so that different kernels overlap.
        for (size_t k = 0; k < ins.size(); ++k) {
          const size_t i = (k + static_cast<size_t>(t) * 3) % ins.size();
          ins[i]->PoisonOutputs();
          if (ins[i]->Enqueue(s, &ws[i]) != 0) fail.Add(ins[i]->name + ": " + aclGetRecentErrMsg());
        }
        if (aclrtSynchronizeStream(s) != 0) fail.Add("aclrtSynchronizeStream");
        for (size_t i = 0; i < ins.size(); ++i) {
          if (ws[i]) aclrtFree(ws[i]);
          const std::string d = rel::Diff(expected[i], ins[i]->OutputBytes());
          if (!d.empty()) fail.Add(ins[i]->name + " on thread " + std::to_string(t) + ": " + d);
        }
      }
      if (aclrtDestroyStream(s) != 0) fail.Add("aclrtDestroyStream");
    });
  }
  for (auto& th : pool) th.join();
  EXPECT_EQ(fail.count(), 0) << fail.first() << "; " << aclnn_test::SeedNote(seed);
}

// Repeatable executors re-run with their tensors rebound between two sets of buffers, from 8
// threads at once; rebinding happens while the previous run is still queued.
TEST(Concurrency, RepeatableExecutorsReusedWhileOtherStreamsRun) {
  const uint64_t seed = aclnn_test::TestSeed();
  const std::vector<Bytes> expect_a = Expected(seed), expect_b = Expected(seed + 1);
  Failures fail;
  std::vector<std::thread> pool;
  const size_t nops = AllOps().size();
  for (int t = 0; t < kThreads; ++t) {
    pool.emplace_back([&, t] {
      aclrtStream s = nullptr;
      if (aclrtCreateStream(&s) != 0) return fail.Add("aclrtCreateStream");
      for (size_t i = static_cast<size_t>(t); i < nops + kThreads; i += kThreads) {
        const size_t op = i % nops;
        auto a = AllOps()[op].make(seed);
        auto b = AllOps()[op].make(seed + 1);
        uint64_t wsize = 0;
        aclOpExecutor* ex = nullptr;
        if (a->phase1(*a, &wsize, &ex) != 0) { fail.Add(a->name + ": phase 1"); continue; }
        if (aclSetAclOpExecutorRepeatable(ex) != 0) { fail.Add(a->name + ": repeatable"); continue; }
        void* ws = nullptr;
        if (wsize > 0) aclrtMalloc(&ws, wsize, ACL_MEM_MALLOC_HUGE_FIRST);
        auto bind = [&](const Instance& to) {
          for (size_t k = 0; k < a->args.size(); ++k) {
            void* addr = nullptr;
            aclGetRawTensorAddr(to.owned[k]->get(), &addr);
            if (aclSetTensorAddr(ex, k, a->args[k], addr) != 0) fail.Add(a->name + ": aclSetTensorAddr");
          }
        };
        std::vector<void*> a_addr;
        for (auto& o : a->owned) a_addr.push_back(o->data());
        for (int round = 0; round < 3; ++round) {
          a->PoisonOutputs();
          b->PoisonOutputs();
          if (a->phase2(ws, wsize, ex, s) != 0) fail.Add(a->name + ": phase 2 (a)");
          bind(*b);  // the first run is still queued: it must keep the addresses it was given
          if (a->phase2(ws, wsize, ex, s) != 0) fail.Add(a->name + ": phase 2 (b)");
          for (size_t k = 0; k < a->args.size(); ++k) aclSetTensorAddr(ex, k, a->args[k], a_addr[k]);
          if (aclrtSynchronizeStream(s) != 0) fail.Add("aclrtSynchronizeStream");
          std::string d = rel::Diff(expect_a[op], a->OutputBytes());
          if (!d.empty()) fail.Add(a->name + " (buffers a): " + d);
          d = rel::Diff(expect_b[op], b->OutputBytes());
          if (!d.empty()) fail.Add(a->name + " (buffers b): " + d);
        }
        if (aclDestroyAclOpExecutor(ex) != 0) fail.Add(a->name + ": aclDestroyAclOpExecutor");
        if (ws) aclrtFree(ws);
      }
      aclrtDestroyStream(s);
    });
  }
  for (auto& th : pool) th.join();
  EXPECT_EQ(fail.count(), 0) << fail.first() << "; " << aclnn_test::SeedNote(seed);
}

// Producers queue work on their streams while other threads synchronise those streams and the
// whole device; every synchronisation succeeds and the final results are right.
TEST(Concurrency, SynchronizeStreamsAndDeviceFromOtherThreads) {
  const uint64_t seed = aclnn_test::TestSeed();
  constexpr int kRounds = 3;
  const std::vector<Bytes> expected = Expected(seed, kRounds);
  constexpr int kProducers = 4, kSyncers = 4;
  std::vector<aclrtStream> streams(kProducers, nullptr);
  for (auto& s : streams) ASSERT_EQ(aclrtCreateStream(&s), 0);
  std::vector<std::vector<std::unique_ptr<Instance>>> ins(kProducers);
  for (auto& v : ins)
    for (const rel::OpCase& c : AllOps()) v.push_back(c.make(seed));
  Failures fail;
  std::atomic<int> producing{kProducers};
  std::vector<std::thread> pool;
  for (int p = 0; p < kProducers; ++p) {
    pool.emplace_back([&, p] {
      std::vector<void*> wss;
      for (int round = 0; round < kRounds; ++round)
        for (auto& in : ins[static_cast<size_t>(p)]) {
          void* ws = nullptr;
          if (in->Enqueue(streams[static_cast<size_t>(p)], &ws) != 0) fail.Add(in->name + ": enqueue");
          if (ws) wss.push_back(ws);
        }
      if (aclrtSynchronizeStream(streams[static_cast<size_t>(p)]) != 0) fail.Add("producer sync");
      for (void* w : wss) aclrtFree(w);
      --producing;
    });
  }
  for (int q = 0; q < kSyncers; ++q) {
    pool.emplace_back([&, q] {
      unsigned k = static_cast<unsigned>(q);
      while (producing.load() > 0) {
        const aclError e = (k % 5 == 4) ? aclrtSynchronizeDevice() : aclrtSynchronizeStream(streams[k % kProducers]);
        if (e != 0) fail.Add("synchronisation from another thread failed with " + std::to_string(e));
        ++k;
      }
    });
  }
  for (auto& th : pool) th.join();
  EXPECT_EQ(aclrtSynchronizeDevice(), 0);
  for (size_t p = 0; p < ins.size(); ++p)
    for (size_t i = 0; i < ins[p].size(); ++i) {
      const std::string d = rel::Diff(expected[i], ins[p][i]->OutputBytes());
      EXPECT_EQ(d, "") << ins[p][i]->name << " of producer " << p << "; " << aclnn_test::SeedNote(seed);
    }
  for (auto& s : streams) EXPECT_EQ(aclrtDestroyStream(s), 0);
}

// Documented behaviour (docs/reliability.md): once phase 2 has returned, the caller may destroy
// the aclTensor objects, a repeatable executor and the stream while the work is still queued;
// the queued work keeps what it needs, aclrtDestroyStream drains the stream first, and the
// results are complete when it returns. (Device memory must stay allocated until then.)
TEST(Lifetime, DestroyTensorsExecutorAndStreamWhileWorkIsPending) {
  const uint64_t seed = aclnn_test::TestSeed();
  const std::vector<Bytes> expected = Expected(seed), expected_twice = Expected(seed, 2);
  std::vector<std::unique_ptr<Instance>> ins;
  for (const rel::OpCase& c : AllOps()) ins.push_back(c.make(seed));
  aclrtStream s = nullptr;
  ASSERT_EQ(aclrtCreateStream(&s), 0);
  std::vector<void*> wss;
  for (size_t i = 0; i < ins.size(); ++i) {
    Instance& in = *ins[i];
    std::vector<aclTensor*> saved = in.args, clones;
    for (aclTensor* t : saved) clones.push_back(Clone(t));
    in.args = clones;
    uint64_t wsize = 0;
    aclOpExecutor* ex = nullptr;
    ASSERT_EQ(in.phase1(in, &wsize, &ex), 0) << in.name;
    const bool repeatable = i % 2 == 0;
    if (repeatable) {
      ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
    }
    void* ws = nullptr;
    if (wsize > 0) {
      ASSERT_EQ(aclrtMalloc(&ws, wsize, ACL_MEM_MALLOC_HUGE_FIRST), 0);
    }
    wss.push_back(ws);
    ASSERT_EQ(in.phase2(ws, wsize, ex, s), 0) << in.name;
    if (repeatable) {
      ASSERT_EQ(in.phase2(ws, wsize, ex, s), 0) << in.name;
      EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
    }
    for (aclTensor* c : clones) aclDestroyTensor(c);
    in.args = saved;
  }
  EXPECT_EQ(aclrtDestroyStream(s), 0);  // drains, then frees
  for (void* w : wss)
    if (w) aclrtFree(w);
  for (size_t i = 0; i < ins.size(); ++i)  // the repeatable executors (even i) ran twice
    EXPECT_EQ(rel::Diff(i % 2 == 0 ? expected_twice[i] : expected[i], ins[i]->OutputBytes()), "")
        << ins[i]->name << "; " << aclnn_test::SeedNote(seed);
  // aclrtResetDevice and aclFinalize drain the default stream too.
  for (size_t i = 0; i < ins.size(); ++i) {
    void* ws = nullptr;
    ins[i]->PoisonOutputs();
    ASSERT_EQ(ins[i]->Enqueue(nullptr, &ws), 0);
    wss[i] = ws;
  }
  EXPECT_EQ(aclrtResetDevice(0), 0);
  for (size_t i = 0; i < ins.size(); ++i) {
    if (wss[i]) aclrtFree(wss[i]);
    EXPECT_EQ(rel::Diff(expected[i], ins[i]->OutputBytes()), "") << ins[i]->name << " after aclrtResetDevice";
  }
}

// Every operator on tensors whose storage is an aclrtMalloc block of exactly the declared size,
// ending flush against the block's end; with ACLNN_CPU_GUARD_PAGES=1 (see the next test) the
// block's end is an inaccessible page, so an overrun faults at once.
TEST(GuardPages, EveryOperatorOnExactlySizedBlocks) {
  const uint64_t seed = aclnn_test::TestSeed();
  const std::vector<Bytes> expected = Expected(seed);
  const char* env = std::getenv("ACLNN_CPU_GUARD_PAGES");
  if (env && std::strcmp(env, "1") == 0) {
    void* p = nullptr;
    ASSERT_EQ(aclrtMalloc(&p, 100, ACL_MEM_MALLOC_HUGE_FIRST), 0);
    static_cast<volatile char*>(p)[127] = 1;  // the usable size is rounded to 64 bytes
    EXPECT_DEATH(static_cast<volatile char*>(p)[128] = 1, "");
    aclrtFree(p);
  }
  for (size_t i = 0; i < AllOps().size(); ++i) {
    auto in = AllOps()[i].make(seed);
    std::vector<aclTensor*> saved = in->args, exact;
    std::vector<void*> blocks;
    for (size_t k = 0; k < saved.size(); ++k) {
      const aclnn_test::TestTensor& t = *in->owned[k];
      const size_t bytes = static_cast<size_t>(t.storage_elems()) * aclnn_test::ElemSize(t.dtype());
      void* block = nullptr;
      ASSERT_EQ(aclrtMalloc(&block, bytes, ACL_MEM_MALLOC_HUGE_FIRST), 0);
      // aclrtMalloc's usable size is the request rounded up to 64 bytes: place the storage at its end.
      unsigned char* data = static_cast<unsigned char*>(block) + ((bytes + 63) / 64 * 64 - bytes);
      std::memcpy(data, t.data(), bytes);
      blocks.push_back(block);
      exact.push_back(Clone(saved[k], data));
    }
    in->args = exact;
    ASSERT_EQ(in->RunSync(nullptr), 0) << in->name << ": " << aclGetRecentErrMsg();
    Bytes got;
    for (size_t k = 0; k < saved.size(); ++k) {
      const aclnn_test::TestTensor& t = *in->owned[k];
      if (std::find(in->outputs.begin(), in->outputs.end(), &t) == in->outputs.end()) continue;
      void* addr = nullptr;
      aclGetRawTensorAddr(exact[k], &addr);
      const auto* p = static_cast<const unsigned char*>(addr);
      got.emplace_back(p, p + t.storage_elems() * static_cast<int64_t>(aclnn_test::ElemSize(t.dtype())));
    }
    EXPECT_EQ(rel::Diff(expected[i], got), "") << in->name << "; " << aclnn_test::SeedNote(seed);
    for (aclTensor* t : exact) aclDestroyTensor(t);
    for (void* b : blocks) aclrtFree(b);
    in->args = saved;
  }
}

// Runs the test above in a child process with ACLNN_CPU_GUARD_PAGES=1 (read once per process).
TEST(GuardPages, ChildProcessWithGuardPageMode) {
  const char* env = std::getenv("ACLNN_CPU_GUARD_PAGES");
  if (env && std::strcmp(env, "1") == 0) GTEST_SKIP() << "already the child";
  // qemu-user cannot start a program of the target's: cross builds run the child's test directly
  // with ACLNN_CPU_GUARD_PAGES=1 (guard_pages_emulated in tests/reliability/CMakeLists.txt).
  if (std::getenv("ACLNN_CPU_TEST_EMULATED")) GTEST_SKIP() << "under a user-mode emulator";
  std::vector<std::string> envs = {"ACLNN_CPU_GUARD_PAGES=1"};
  for (char** e = environ; *e; ++e)
    if (std::strncmp(*e, "ACLNN_CPU_GUARD_PAGES=", 22) != 0) envs.push_back(*e);
  std::vector<char*> envp;
  for (auto& s : envs) envp.push_back(&s[0]);
  envp.push_back(nullptr);
  std::string exe = "/proc/self/exe", filter = "--gtest_filter=GuardPages.EveryOperatorOnExactlySizedBlocks";
  char* argv[] = {&exe[0], &filter[0], nullptr};
  pid_t pid = 0;
  ASSERT_EQ(posix_spawn(&pid, exe.c_str(), nullptr, nullptr, argv, envp.data()), 0);
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "the guard-page child failed (status " << status << ")";
}
