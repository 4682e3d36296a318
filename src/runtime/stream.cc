#include "runtime/stream.h"

#include <chrono>
#include <cstring>
#include <memory>
#include <thread>
#include <unordered_set>

#include "acl/acl_rt.h"
#include "core/boundary.h"

namespace aclnn_cpu {
namespace {
constexpr size_t kWakeWorkerAt = 16;

// Polls `ready` for up to ~50 us before a synchronising caller blocks on a condition variable: the
// end of a task the worker runs usually arrives within that time, and then neither side pays a
// sleep and a wake-up. The poll yields the CPU on every turn: with as many compute threads as
// cores, a plain spin would take a core from the operator it waits for.
template <class Ready>
void SpinBriefly(const Ready& ready) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(50);
  for (int i = 0; !ready(); ++i) {
    std::this_thread::yield();
    if ((i & 7) == 7 && std::chrono::steady_clock::now() >= until) return;
  }
}
}  // namespace

Stream::Stream() : worker_([this] { Loop(); }) {}

Stream::~Stream() {
  {
    std::unique_lock<std::mutex> lk(mu_);
    stop_ = true;
  }
  cv_work_.notify_all();
  worker_.join();
}

bool Stream::WorkerWanted() const {
  return !queue_.empty() && (queue_.size() >= kWakeWorkerAt || timed_waiters_ > 0);
}

void Stream::Enqueue(Task task) {
  bool wake = false;
  {
    std::lock_guard<std::mutex> lk(mu_);
    queue_.push_back(std::move(task));
    ++submitted_;
    wake = WorkerWanted();
  }
  if (wake) cv_work_.notify_one();
}

void Stream::RunHead(std::unique_lock<std::mutex>& lk) {
  Task t = std::move(queue_.front());
  queue_.pop_front();
  running_ = true;
  lk.unlock();
  int st = 0;
  try {
    st = t();
  } catch (...) {  // operator runs catch their own failures (exec/executor.cc); this is the last net
    st = RuntimeFailure("stream task");
  }
  t = nullptr;  // release captured state before reporting completion
  lk.lock();
  running_ = false;
  if (st != 0 && first_error_ == 0) {
    first_error_ = st;
    std::strncpy(first_error_msg_, RecentError(), sizeof first_error_msg_ - 1);
  }
  completed_.fetch_add(1, std::memory_order_release);
  cv_done_.notify_all();
  // Not on every task: a synchronising caller takes the next one itself, and waking the worker
  // would take a core from that task's threads.
  if (WorkerWanted()) cv_work_.notify_one();
}

// The worker sleeps until it is asked for: when kWakeWorkerAt tasks wait (the host runs far
// ahead of its synchronisations) or a caller synchronises with a timeout. Waking it on every
// enqueue cost more than the task in the usual enqueue-then-synchronise pattern: the wake-up takes
// a core from the operator's threads just as they start (docs/performance.md).
void Stream::Loop() {
  std::unique_lock<std::mutex> lk(mu_);
  for (;;) {
    cv_work_.wait(lk, [&] { return !running_ && (stop_ || !queue_.empty()); });
    if (queue_.empty()) return;  // stop requested and drained
    RunHead(lk);
  }
}

int Stream::Synchronize(int32_t timeout_ms) {
  std::unique_lock<std::mutex> lk(mu_);
  const uint64_t target = submitted_;
  auto done = [&] { return completed_.load(std::memory_order_acquire) >= target; };
  // With no timeout, run what is still queued here. A task already running (on the worker or on
  // another synchronising thread) is waited for; then the next queued one is ours to take.
  auto can_take = [&] { return timeout_ms < 0 && !running_ && !queue_.empty(); };
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms < 0 ? 0 : timeout_ms);
  struct TimedWaiter {  // counted in timed_waiters_ while this call waits (under mu_)
    Stream* s;
    bool on;
    ~TimedWaiter() { if (on) --s->timed_waiters_; }
  } timed{this, timeout_ms >= 0};
  if (timed.on) {
    ++timed_waiters_;
    if (WorkerWanted()) cv_work_.notify_one();  // the worker runs the queued tasks for us
  }
  while (!done()) {
    if (can_take()) {
      RunHead(lk);
      continue;
    }
    // Someone else runs a task: poll briefly for its end before sleeping.
    const uint64_t seen = completed_.load(std::memory_order_relaxed);
    lk.unlock();
    SpinBriefly([&] { return completed_.load(std::memory_order_acquire) != seen; });
    lk.lock();
    if (done() || can_take()) continue;
    if (timeout_ms < 0) {
      cv_done_.wait(lk, [&] { return done() || can_take(); });
    } else if (!cv_done_.wait_until(lk, deadline, done)) {
      return ACL_ERROR_RT_STREAM_SYNC_TIMEOUT;
    }
  }
  int e = first_error_;
  first_error_ = 0;
  if (e != 0) SetRecentError(first_error_msg_);
  return e;
}

namespace {
struct Registry {
  std::mutex mu;
  std::unordered_set<Stream*> live;
};
Registry& Reg() {
  static Registry* r = new Registry;  // never destroyed: streams may outlive static destruction
  return *r;
}
Stream* DefaultStream() {
  static Stream* s = new Stream;  // intentionally leaked, see above
  return s;
}
}  // namespace

Stream* LookupStream(aclrtStream handle) {
  if (handle == nullptr) return DefaultStream();
  Registry& r = Reg();
  std::lock_guard<std::mutex> lk(r.mu);
  auto* s = static_cast<Stream*>(handle);
  return r.live.count(s) ? s : nullptr;
}

bool EnqueueOnStream(aclrtStream handle, Task task) {
  Stream* s = LookupStream(handle);
  if (s == nullptr) return false;
  if (task) s->Enqueue(std::move(task));
  return true;
}

Stream* CreateStream() {
  auto* s = new Stream;
  Registry& r = Reg();
  std::lock_guard<std::mutex> lk(r.mu);
  r.live.insert(s);
  return s;
}

bool DestroyStream(aclrtStream handle) {
  auto* s = static_cast<Stream*>(handle);
  {
    Registry& r = Reg();
    std::lock_guard<std::mutex> lk(r.mu);
    if (!r.live.erase(s)) return false;
  }
  s->Synchronize();
  delete s;
  return true;
}

int SynchronizeAllStreams() {
  int first = DefaultStream()->Synchronize();
  Registry& r = Reg();
  // Holding the registry lock keeps a concurrent aclrtDestroyStream from freeing a stream we wait on.
  std::lock_guard<std::mutex> lk(r.mu);
  for (Stream* s : r.live) {
    int e = s->Synchronize();
    if (first == 0) first = e;
  }
  return first;
}

}  // namespace aclnn_cpu
