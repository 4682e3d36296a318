// Streams: in-order task queues, as on the device. A caller that synchronises on a stream runs the
// tasks waiting there itself (one at a time, in order), so the usual enqueue-then-synchronise
// pattern costs no thread hand-off and the operator runs on the caller's own OpenMP team. Each
// stream also has a worker thread that drains the queue in the background when many tasks wait or
// a synchronisation with a timeout asks for it. Either way results are there after
// aclrtSynchronizeStream, as CANN specifies.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

#include "acl/acl_base.h"
#include "core/error.h"
#include "exec/task_queue.h"

namespace aclnn_cpu {

class Stream {
 public:
  using Task = aclnn_cpu::Task;  // returns a status; non-zero is reported by Synchronize
  Stream();
  ~Stream();  // drains, then joins the worker
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;

  void Enqueue(Task task);
  // Waits until every task enqueued before the call has finished. timeout_ms < 0: forever.
  // Returns the first non-zero task status since the last synchronisation (then clears it, and
  // makes that task's message the caller's aclGetRecentErrMsg), or ACL_ERROR_RT_STREAM_SYNC_TIMEOUT.
  int Synchronize(int32_t timeout_ms = -1);

 private:
  void Loop();
  // Runs the task at the head of the queue; lk holds mu_ on entry and on return.
  void RunHead(std::unique_lock<std::mutex>& lk);
  // Under mu_: whether the worker should run queued tasks (a long queue, or a timed synchroniser
  // that will not run them itself).
  bool WorkerWanted() const;
  std::mutex mu_;
  std::condition_variable cv_work_, cv_done_;
  std::deque<Task> queue_;
  // Written under mu_; also read without it by the short spins that precede every blocking wait
  // (handing a task to a sleeping thread costs a wake-up, which these short spins avoid).
  std::atomic<uint64_t> submitted_{0}, completed_{0};
  bool running_ = false;  // a task is executing (on the worker or on a synchronising caller)
  int timed_waiters_ = 0;  // synchronisations with a timeout now waiting (they leave tasks to the worker)
  int first_error_ = 0;
  char first_error_msg_[kRecentErrorCapacity] = {};  // the failing task's message (no allocation)
  bool stop_ = false;
  std::thread worker_;
};

// Maps an aclrtStream handle to a stream: NULL is the default stream; an unknown handle gives null.
Stream* LookupStream(aclrtStream handle);
Stream* CreateStream();
bool DestroyStream(aclrtStream handle);  // false for unknown handles
int SynchronizeAllStreams();

}  // namespace aclnn_cpu
