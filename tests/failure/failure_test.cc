// The failure boundary, tested (docs/reliability.md, "Failures are statuses"):
//  - every operator under an address-space limit (RLIMIT_AS) a few MB above the process's size once
//    its tensors exist, in a child process: a status code, never a signal or an exit; inputs and the
//    bytes around the outputs unchanged; a successful call gives the unlimited call's bytes;
//  - every operator with the Nth C++ allocation failing (this program replaces operator new), for
//    every N the call reaches: a status code and a message, nothing leaked (LSan in the sanitizer
//    builds), inputs unchanged, and the next call without a failure gives the right bytes.
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "acl/acl.h"
#include "aclnn_cpu/aclnn_cpu.h"
#include "aclnnop/aclnn_convolution.h"
#include "aclnnop/aclnn_convolution_backward.h"
#include "op_cases.h"
#include "test_tensor.h"

extern char** environ;

// ---- allocation-failure injection ---------------------------------------------------------------
// While armed, allocation number g_fail_at (counted from 1 after arming) throws std::bad_alloc; with
// g_fail_rest, so does every later one (a lasting shortage, not a single failure).
namespace {
std::atomic<bool> g_armed{false};
std::atomic<long> g_count{0};
long g_fail_at = 0;
bool g_fail_rest = false;
std::atomic<long> g_failed{0};

void* Allocate(std::size_t n) {
  if (g_armed.load(std::memory_order_relaxed)) {
    const long k = g_count.fetch_add(1) + 1;
    if (k == g_fail_at || (g_fail_rest && k > g_fail_at)) {
      g_failed.fetch_add(1);
      throw std::bad_alloc();
    }
  }
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
}  // namespace

void* operator new(std::size_t n) { return Allocate(n); }
void* operator new[](std::size_t n) { return Allocate(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return Allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return Allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace {

using Bytes = std::vector<std::vector<unsigned char>>;

// The bytes of every input's whole storage.
Bytes InputBytes(const rel::Instance& in) {
  Bytes r;
  for (const auto& t : in.owned) {
    if (std::find(in.outputs.begin(), in.outputs.end(), t.get()) != in.outputs.end()) continue;
    const auto* p = static_cast<const unsigned char*>(t->data());
    r.emplace_back(p, p + t->storage_elems() * static_cast<int64_t>(aclnn_test::ElemSize(t->dtype())));
  }
  return r;
}

std::string GuardsBroken(const rel::Instance& in) {
  for (aclnn_test::TestTensor* t : in.outputs) {
    std::string why;
    if (!t->UntouchedOutside(&why)) return why;
  }
  return "";
}

// FNV-1a over the whole storage of the instance's inputs or outputs, in place (the child runs
// under its memory limit: no copies).
uint64_t HashTensors(const rel::Instance& in, bool outputs) {
  uint64_t h = 1469598103934665603ull;
  for (const auto& t : in.owned) {
    const bool is_out = std::find(in.outputs.begin(), in.outputs.end(), t.get()) != in.outputs.end();
    if (is_out != outputs) continue;
    const auto* p = static_cast<const unsigned char*>(t->data());
    const int64_t n = t->storage_elems() * static_cast<int64_t>(aclnn_test::ElemSize(t->dtype()));
    for (int64_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  }
  return h;
}

// One call with every library step armed for injection (the harness's own allocations are not).
// Returns the first non-zero status.
struct Armed {
  Armed(long fail_at, bool rest) {
    g_count = 0;
    g_fail_at = fail_at;
    g_fail_rest = rest;
    g_armed = true;
  }
  ~Armed() { g_armed = false; }
};

aclnnStatus RunInjected(const rel::Instance& in, aclrtStream stream, long fail_at, bool rest) {
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  aclnnStatus st;
  {
    Armed a(fail_at, rest);
    st = in.phase1(in, &ws, &ex);
  }
  if (st != 0) return st;
  void* w = nullptr;
  if (ws > 0 && aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST) != 0) return -1;
  {
    Armed a(fail_at, rest);
    st = in.phase2(w, ws, ex, stream);
    const aclError e = aclrtSynchronizeStream(stream);
    if (st == 0) st = e;
  }
  if (w) aclrtFree(w);
  return st;
}

bool IsStatus(aclnnStatus st) {
  return st == 0 || st == ACLNN_ERR_INNER || st == ACLNN_ERR_INNER_CREATE_EXECUTOR ||
         st == ACLNN_ERR_INNER_NULLPTR || st == ACLNN_ERR_RUNTIME_ERROR || st == ACL_ERROR_BAD_ALLOC;
}

class FailureInjection : public ::testing::TestWithParam<bool> {};

// For N = 1, 2, ...: the Nth allocation of the call fails (and, in the second variant, every later
// one too), until a call completes without reaching N.
TEST_P(FailureInjection, EveryAllocationOfEveryOperator) {
  const bool rest = GetParam();
  aclrtStream stream = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), 0);
  int total_failures = 0;
  for (const rel::OpCase& c : rel::AllOps()) {
    auto ref = c.make(11);
    ref->PoisonOutputs();
    ASSERT_EQ(ref->RunSync(stream), 0) << c.name << ": " << aclGetRecentErrMsg();
    const Bytes expected = ref->OutputBytes();
    auto in = c.make(11);
    const Bytes inputs = InputBytes(*in);
    long n = 1;
    for (; n <= 400; ++n) {
      in->PoisonOutputs();
      g_failed = 0;
      const aclnnStatus st = RunInjected(*in, stream, n, rest);
      const bool injected = g_failed.load() > 0;
      ASSERT_TRUE(IsStatus(st)) << c.name << ", allocation " << n << ": status " << st << ": " << aclGetRecentErrMsg();
      EXPECT_EQ(rel::Diff(inputs, InputBytes(*in)), "") << c.name << ", allocation " << n << " changed an input";
      EXPECT_EQ(GuardsBroken(*in), "") << c.name << ", allocation " << n;
      if (st != 0) {
        EXPECT_TRUE(injected) << c.name << ": status " << st << " without an injected failure: " << aclGetRecentErrMsg();
        EXPECT_NE(std::strstr(aclGetRecentErrMsg(), "out of host memory"), nullptr)
            << c.name << ", allocation " << n << ": " << aclGetRecentErrMsg();
        ++total_failures;
      } else if (injected) {
        // A failure the library absorbed (a cache it did not fill, a narrower plan): still the right bytes.
        EXPECT_EQ(rel::Diff(expected, in->OutputBytes()), "") << c.name << ", allocation " << n;
      } else {
        EXPECT_EQ(rel::Diff(expected, in->OutputBytes()), "") << c.name << ", allocation " << n;
        break;  // the call no longer reaches allocation n
      }
    }
    EXPECT_LE(n, 400) << c.name << " still allocates after 400 allocations";
    // The library is still healthy: the same call without failures gives the right bytes.
    in->PoisonOutputs();
    ASSERT_EQ(in->RunSync(stream), 0) << c.name << ": " << aclGetRecentErrMsg();
    EXPECT_EQ(rel::Diff(expected, in->OutputBytes()), "") << c.name << " after the injected failures";
  }
  EXPECT_GT(total_failures, 0) << "no injected failure reached the library";
  aclrtDestroyStream(stream);
}
INSTANTIATE_TEST_SUITE_P(Once, FailureInjection, ::testing::Values(false));
INSTANTIATE_TEST_SUITE_P(FromThenOn, FailureInjection, ::testing::Values(true));

// The meta API's tensors, scalars and lists with the Nth allocation failing (and, in the second
// variant, every later one): a creation that fails returns NULL with the message and records
// nothing, a list that fails holds nothing (its tensors stay the caller's), and the objects that
// were made are destroyed in CANN's samples' order (elements, then lists) with status 0, each freed
// once (LSan reports a leak, ASan a second free).
TEST_P(FailureInjection, EveryAllocationOfTheMetaObjects) {
  const bool rest = GetParam();
  const int64_t dims[2] = {2, 3};
  float value = 1.5f;
  int failures = 0;
  long n = 1;
  for (; n <= 100; ++n) {
    aclTensor* a = nullptr;
    aclTensor* b = nullptr;
    aclScalar* s = nullptr;
    aclTensorList* l = nullptr;
    aclScalarList* sl = nullptr;
    bool messages = true;
    auto noted = [&](const void* p) {
      if (!p) messages = messages && std::strstr(aclGetRecentErrMsg(), "out of host memory") != nullptr;
    };
    g_failed = 0;
    {
      Armed armed(n, rest);
      a = aclCreateTensor(dims, 2, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 2, nullptr);
      noted(a);
      b = aclCreateTensor(dims, 2, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 2, nullptr);
      noted(b);
      s = aclCreateScalar(&value, ACL_FLOAT);
      noted(s);
      const aclTensor* ts[3] = {a, b, a};
      l = aclCreateTensorList(ts, 3);
      noted(l);
      const aclScalar* ss[1] = {s};
      sl = aclCreateScalarList(ss, 1);
      noted(sl);
    }
    const bool injected = g_failed.load() > 0;
    EXPECT_TRUE(messages) << "allocation " << n << ": " << aclGetRecentErrMsg();
    if (!injected) {
      EXPECT_TRUE(a && b && s && l && sl) << "allocation " << n << ": NULL without an injected failure";
    } else {
      ++failures;
    }
    EXPECT_EQ(aclDestroyTensor(a), 0) << "allocation " << n;
    EXPECT_EQ(aclDestroyTensor(b), 0) << "allocation " << n;
    EXPECT_EQ(aclDestroyScalar(s), 0) << "allocation " << n;
    EXPECT_EQ(aclDestroyTensorList(l), 0) << "allocation " << n;
    EXPECT_EQ(aclDestroyScalarList(sl), 0) << "allocation " << n;
    if (a) EXPECT_EQ(aclDestroyTensor(a), ACLNN_ERR_PARAM_INVALID) << "allocation " << n;
    if (!injected) break;  // the calls no longer reach allocation n
  }
  EXPECT_LE(n, 100) << "the meta objects still allocate after 100 allocations";
  EXPECT_GT(failures, 0) << "no injected failure reached the library";
}

// ---- address-space limit, in child processes ----------------------------------------------------

// Calls whose temporaries are larger than the headroom: ConvTbc and ConvTbcBackward on transposed
// fp32 operands of 64 MB (the input is repacked before the products).
std::unique_ptr<rel::Instance> LargeConvTbc(uint64_t seed, bool backward) {
  using aclnn_test::Layout;
  auto in = std::make_unique<rel::Instance>();
  const int64_t T = 1024, B = 32, C = 512, K = 3, pad = 1, To = T + 2 * pad + 1 - K;
  in->name = backward ? "ConvTbcBackward/large-transposed" : "ConvTbc/large-transposed";
  if (backward) {
    in->In({To, B, C}, ACL_FLOAT, Layout::Transposed(3));
    in->In({T, B, C}, ACL_FLOAT, Layout::Transposed(3));
    in->In({K, C, C}, ACL_FLOAT, Layout::Transposed(3));
    in->In({C}, ACL_FLOAT);
    in->Out({T, B, C}, ACL_FLOAT);
    in->Out({K, C, C}, ACL_FLOAT);
    in->Out({C}, ACL_FLOAT);
  } else {
    in->In({T, B, C}, ACL_FLOAT, Layout::Transposed(3));
    in->In({K, C, C}, ACL_FLOAT);
    in->In({C}, ACL_FLOAT);
    in->Out({To, B, C}, ACL_FLOAT);
  }
  std::mt19937_64 rng(seed);
  for (auto& t : in->owned)
    if (std::find(in->outputs.begin(), in->outputs.end(), t.get()) == in->outputs.end()) t->FillUniform(rng, -1, 1);
  if (backward) {
    in->phase1 = [](const rel::Instance& i, uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvTbcBackwardGetWorkspaceSize(i.args[0], i.args[1], i.args[2], i.args[3], 1, 0, i.args[4],
                                                  i.args[5], i.args[6], ws, ex);
    };
    in->phase2 = aclnnConvTbcBackward;
  } else {
    in->phase1 = [](const rel::Instance& i, uint64_t* ws, aclOpExecutor** ex) {
      return aclnnConvTbcGetWorkspaceSize(i.args[0], i.args[1], i.args[2], 1, i.args[3], 0, ws, ex);
    };
    in->phase2 = aclnnConvTbc;
  }
  return in;
}

// Every operator case, then the large ones; LimitFactories() in the same order, cheap to list (a
// child process makes only its own case).
const std::vector<rel::Factory>& LimitFactories() {
  static const std::vector<rel::Factory> factories = [] {
    std::vector<rel::Factory> v = rel::AllFactories();
    v.push_back([](uint64_t s) { return LargeConvTbc(s, false); });
    v.push_back([](uint64_t s) { return LargeConvTbc(s, true); });
    return v;
  }();
  return factories;
}
const std::vector<rel::OpCase>& LimitCases() {
  static const std::vector<rel::OpCase> cases = [] {
    std::vector<rel::OpCase> v = rel::AllOps();
    v.push_back({"ConvTbc/large-transposed", LimitFactories()[v.size()]});
    v.push_back({"ConvTbcBackward/large-transposed", LimitFactories()[v.size()]});
    return v;
  }();
  return cases;
}

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ACLNN_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ACLNN_TEST_SANITIZED 1
#endif
#endif

int64_t AddressSpaceBytes() {
  FILE* f = std::fopen("/proc/self/statm", "r");
  if (!f) return -1;
  long pages = -1;
  if (std::fscanf(f, "%ld", &pages) != 1) pages = -1;
  std::fclose(f);
  return pages < 0 ? -1 : pages * sysconf(_SC_PAGESIZE);
}

// The child: ACLNN_TEST_LIMIT_CASE names an operator case (rel::AllOps), ACLNN_TEST_LIMIT_MB the
// headroom (0: no limit). It prints one line "status=<s> inputs=<0|1> guards=<0|1> hash=<h> msg=<m>"
// and ends with _exit(0): nothing else runs under the limit.
TEST(AddressSpaceLimit, Child) {
  const char* name = std::getenv("ACLNN_TEST_LIMIT_CASE");
  const char* mb = std::getenv("ACLNN_TEST_LIMIT_MB");
  if (!name || !mb) GTEST_SKIP() << "run by AddressSpaceLimit.EveryOperator";
  ASSERT_EQ(aclInit(nullptr), 0);
  ASSERT_EQ(aclrtSetDevice(0), 0);
  // ACLNN_TEST_LIMIT_THREADS: more intra-op threads than aclInit's team, so that the call under
  // the limit needs new threads (the OpenMP runtime ends the process when it cannot create one).
  if (const char* nt = std::getenv("ACLNN_TEST_LIMIT_THREADS")) aclnnCpuSetNumThreads(std::atoi(nt));
  aclrtStream stream = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), 0);
  const char* index = std::getenv("ACLNN_TEST_LIMIT_INDEX");
  ASSERT_NE(index, nullptr);
  const std::vector<rel::Factory>& factories = LimitFactories();
  const size_t k = static_cast<size_t>(std::atol(index));
  ASSERT_LT(k, factories.size());
  std::unique_ptr<rel::Instance> in = factories[k](5);
  ASSERT_EQ(in->name, std::string(name)) << "case " << k;
  in->PoisonOutputs();
  const uint64_t inputs = HashTensors(*in, false);
  aclnnStatus st = 0;
  char msg[4096];
  auto call = [&] {
    st = in->RunSync(stream);
    std::snprintf(msg, sizeof msg, "%s", aclGetRecentErrMsg());
  };
  // ACLNN_TEST_LIMIT_ON_THREAD: the call runs on a thread started before the limit that has never
  // run a parallel region.
  const bool on_thread = std::getenv("ACLNN_TEST_LIMIT_ON_THREAD") != nullptr;
  std::mutex mu;
  std::condition_variable cv;
  bool go = false;
  std::thread worker;
  if (on_thread)
    worker = std::thread([&] {
      std::unique_lock<std::mutex> lk(mu);
      cv.wait(lk, [&] { return go; });
      call();
    });
  const long headroom = std::atol(mb);
  if (headroom > 0) {
    const int64_t now = AddressSpaceBytes();
    ASSERT_GT(now, 0);
    struct rlimit lim;
    ASSERT_EQ(getrlimit(RLIMIT_AS, &lim), 0);
    lim.rlim_cur = static_cast<rlim_t>(now + (headroom << 20));  // the soft limit: lifted again below
    ASSERT_EQ(setrlimit(RLIMIT_AS, &lim), 0);
  }
  if (on_thread) {
    {
      std::lock_guard<std::mutex> lk(mu);
      go = true;
    }
    cv.notify_one();
    worker.join();
  } else {
    call();
  }
  if (headroom > 0) {  // the checks below run without the limit
    struct rlimit lim;
    getrlimit(RLIMIT_AS, &lim);
    lim.rlim_cur = lim.rlim_max;
    setrlimit(RLIMIT_AS, &lim);
  }
  const bool inputs_same = inputs == HashTensors(*in, false);
  bool guards = true;
  for (aclnn_test::TestTensor* t : in->outputs) guards = guards && t->UntouchedOutside(nullptr);
  std::printf("\nRESULT status=%d inputs=%d guards=%d hash=%llu msg=%s\n", st, inputs_same ? 1 : 0, guards ? 1 : 0,
              static_cast<unsigned long long>(HashTensors(*in, true)), msg);
  std::fflush(stdout);
  _exit(0);
}

struct ChildResult {
  bool exited = false;
  int exit_code = -1, signal = 0;
  long status = -1;
  int inputs = 0, guards = 0;
  unsigned long long hash = 0;
  std::string msg, output;
};

ChildResult RunChild(const std::string& name, long headroom_mb, std::vector<std::string> extra_env = {}) {
  ChildResult r;
  size_t index = 0;
  const std::vector<rel::OpCase>& cases = LimitCases();
  while (index < cases.size() && cases[index].name != name) ++index;
  std::vector<std::string> envs = {"ACLNN_TEST_LIMIT_CASE=" + name, "ACLNN_TEST_LIMIT_INDEX=" + std::to_string(index),
                                   "ACLNN_TEST_LIMIT_MB=" + std::to_string(headroom_mb)};
  envs.insert(envs.end(), extra_env.begin(), extra_env.end());
  for (char** e = environ; *e; ++e)
    if (std::strncmp(*e, "ACLNN_TEST_LIMIT_", 17) != 0) envs.push_back(*e);
  std::vector<char*> envp;
  for (auto& s : envs) envp.push_back(&s[0]);
  envp.push_back(nullptr);
  std::string exe = "/proc/self/exe", filter = "--gtest_filter=AddressSpaceLimit.Child";
  char* argv[] = {&exe[0], &filter[0], nullptr};
  int fds[2];
  if (pipe(fds) != 0) return r;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
  posix_spawn_file_actions_addclose(&fa, fds[0]);
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, exe.c_str(), &fa, nullptr, argv, envp.data());
  posix_spawn_file_actions_destroy(&fa);
  close(fds[1]);
  if (rc != 0) {
    close(fds[0]);
    return r;
  }
  char buf[4096];
  for (ssize_t k; (k = read(fds[0], buf, sizeof buf)) > 0;) r.output.append(buf, static_cast<size_t>(k));
  close(fds[0]);
  int ws = 0;
  waitpid(pid, &ws, 0);
  r.exited = WIFEXITED(ws);
  r.exit_code = r.exited ? WEXITSTATUS(ws) : -1;
  r.signal = WIFSIGNALED(ws) ? WTERMSIG(ws) : 0;
  const size_t at = r.output.find("RESULT ");
  if (at != std::string::npos) {
    std::istringstream is(r.output.substr(at + 7));
    std::string tok;
    while (is >> tok) {
      if (tok.rfind("status=", 0) == 0) r.status = std::stol(tok.substr(7));
      else if (tok.rfind("inputs=", 0) == 0) r.inputs = std::stoi(tok.substr(7));
      else if (tok.rfind("guards=", 0) == 0) r.guards = std::stoi(tok.substr(7));
      else if (tok.rfind("hash=", 0) == 0) r.hash = std::stoull(tok.substr(5));
      else if (tok.rfind("msg=", 0) == 0) {
        std::getline(is, r.msg);
        r.msg = tok.substr(4) + r.msg;
        break;
      }
    }
  }
  return r;
}

// Every operator at 8, 64 and 256 MB of headroom: 0 or an error status with a message, never a
// signal or an exit; the same bytes as without a limit when it succeeds.
TEST(AddressSpaceLimit, EveryOperator) {
#if defined(ACLNN_TEST_SANITIZED)
  GTEST_SKIP() << "sanitizers reserve terabytes of address space";
#endif
  if (std::getenv("ACLNN_TEST_LIMIT_CASE")) GTEST_SKIP() << "the child";
  // qemu-user neither starts a target program from the test nor applies RLIMIT_AS to the guest.
  if (std::getenv("ACLNN_CPU_TEST_EMULATED")) GTEST_SKIP() << "under a user-mode emulator";
  aclrtStream stream = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), 0);
  for (const rel::OpCase& c : LimitCases()) {
    // The bytes without a limit: the child's call (same case, same seed) made in this process.
    std::unique_ptr<rel::Instance> free_run = c.make(5);
    free_run->PoisonOutputs();
    ASSERT_EQ(free_run->RunSync(stream), 0) << c.name << " without a limit: " << aclGetRecentErrMsg();
    const unsigned long long free_hash = HashTensors(*free_run, true);
    free_run.reset();
    for (long mb : {8L, 64L, 256L}) {
      const ChildResult r = RunChild(c.name, mb);
      const std::string where = c.name + " with " + std::to_string(mb) + " MB of headroom";
      EXPECT_EQ(r.signal, 0) << where << ": killed by signal " << r.signal << "\n" << r.output;
      EXPECT_TRUE(r.exited && r.exit_code == 0) << where << ": exit code " << r.exit_code << "\n" << r.output;
      EXPECT_NE(r.output.find("RESULT "), std::string::npos) << where << ": no result\n" << r.output;
      EXPECT_EQ(r.inputs, 1) << where << ": an input changed";
      EXPECT_EQ(r.guards, 1) << where << ": bytes around an output changed";
      if (r.status == 0) {
        EXPECT_EQ(r.hash, free_hash) << where << ": different output bytes";
      } else {
        EXPECT_FALSE(r.msg.empty()) << where << ": status " << r.status << " without a message";
      }
    }
  }
  aclrtDestroyStream(stream);
}

// Intra-op threads that cannot start under the limit: the call runs with the team it has (same
// bytes), on the thread that made its team at aclInit and on a thread that never ran one.
TEST(AddressSpaceLimit, ThreadsThatCannotStart) {
#if defined(ACLNN_TEST_SANITIZED)
  GTEST_SKIP() << "sanitizers reserve terabytes of address space";
#endif
  if (std::getenv("ACLNN_TEST_LIMIT_CASE")) GTEST_SKIP() << "the child";
  if (std::getenv("ACLNN_CPU_TEST_EMULATED")) GTEST_SKIP() << "under a user-mode emulator";
  const std::vector<std::string> names = {rel::AllOps()[0].name, rel::AllOps()[6].name, rel::AllOps()[12].name};
  for (const std::string& name : names) {
    const ChildResult free_run = RunChild(name, 0, {"ACLNN_TEST_LIMIT_THREADS=8"});
    ASSERT_TRUE(free_run.exited && free_run.exit_code == 0 && free_run.status == 0) << name << ": " << free_run.output;
    for (bool on_thread : {false, true}) {
      std::vector<std::string> env = {"ACLNN_TEST_LIMIT_THREADS=8"};
      if (on_thread) env.push_back("ACLNN_TEST_LIMIT_ON_THREAD=1");
      const ChildResult r = RunChild(name, 8, env);
      const std::string where = name + (on_thread ? " on a new thread" : " on the main thread") + ", 8 threads, 8 MB";
      EXPECT_TRUE(r.exited && r.exit_code == 0) << where << ": exit code " << r.exit_code << ", signal " << r.signal
                                                << "\n" << r.output;
      EXPECT_EQ(r.status, 0) << where << ": " << r.msg;
      EXPECT_EQ(r.hash, free_run.hash) << where << ": different output bytes";
    }
  }
}

// oneDNN's one-time JIT set-up crashes when an allocation inside it fails: it must have happened
// in phase 1, also for operators whose products run on intra-op threads that start under the
// limit (three threads, on a thread that never ran a parallel region).
TEST(AddressSpaceLimit, OneDnnOnThreadsStartedUnderTheLimit) {
#if defined(ACLNN_TEST_SANITIZED)
  GTEST_SKIP() << "sanitizers reserve terabytes of address space";
#endif
  if (std::getenv("ACLNN_TEST_LIMIT_CASE")) GTEST_SKIP() << "the child";
  if (std::getenv("ACLNN_CPU_TEST_EMULATED")) GTEST_SKIP() << "under a user-mode emulator";
  for (const rel::OpCase& c : rel::AllOps()) {
    if (c.name.find("Conv") == std::string::npos) continue;
    for (long mb : {32L, 48L, 64L}) {
      const ChildResult r = RunChild(c.name, mb, {"ACLNN_TEST_LIMIT_THREADS=3", "ACLNN_TEST_LIMIT_ON_THREAD=1"});
      const std::string where = c.name + " on a new thread, 3 threads, " + std::to_string(mb) + " MB";
      EXPECT_TRUE(r.exited && r.exit_code == 0) << where << ": exit code " << r.exit_code << ", signal " << r.signal
                                                << "\n" << r.output;
      EXPECT_NE(r.output.find("RESULT "), std::string::npos) << where << ": no result";
      if (r.status != 0) EXPECT_FALSE(r.msg.empty()) << where << ": status " << r.status << " without a message";
    }
  }
}

}  // namespace
