#include "runtime/stream.h"

#include <chrono>
#include <memory>
#include <thread>
#include <unordered_set>

#include "acl/acl_rt.h"

namespace aclnn_cpu {
namespace {
// Polls `ready` for up to ~50 us before the caller blocks on a condition variable: a stream's next
// task, or the end of the task a caller synchronises on, usually arrives within that time, and
// then neither side pays a sleep and a wake-up. The poll yields the CPU on every turn: with as
// many compute threads as cores, a plain spin would take a core from the operator it waits for
// (measured: a 128K-element bf16 GeluBackwardV2 call went from 126 us to 45 us with 2 threads).
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

void Stream::Enqueue(Task task) {
  {
    std::lock_guard<std::mutex> lk(mu_);
    queue_.push_back(std::move(task));
    ++submitted_;
  }
  cv_work_.notify_one();
}

void Stream::Loop() {
  std::unique_lock<std::mutex> lk(mu_);
  for (;;) {
    if (queue_.empty() && !stop_) {
      lk.unlock();
      SpinBriefly([&] { return submitted_.load(std::memory_order_acquire) != taken_; });
      lk.lock();
    }
    cv_work_.wait(lk, [&] { return stop_ || !queue_.empty(); });
    if (queue_.empty()) return;  // stop requested and drained
    Task t = std::move(queue_.front());
    queue_.pop_front();
    ++taken_;
    lk.unlock();
    int st = t();
    t = nullptr;  // release captured state before reporting completion
    lk.lock();
    if (st != 0 && first_error_ == 0) first_error_ = st;
    ++completed_;
    cv_done_.notify_all();
  }
}

int Stream::Synchronize(int32_t timeout_ms) {
  std::unique_lock<std::mutex> lk(mu_);
  const uint64_t target = submitted_;
  auto done = [&] { return completed_.load(std::memory_order_acquire) >= target; };
  if (!done()) {
    lk.unlock();
    SpinBriefly(done);
    lk.lock();
  }
  if (timeout_ms < 0) {
    cv_done_.wait(lk, done);
  } else if (!cv_done_.wait_for(lk, std::chrono::milliseconds(timeout_ms), done)) {
    return ACL_ERROR_RT_STREAM_SYNC_TIMEOUT;
  }
  int e = first_error_;
  first_error_ = 0;
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
