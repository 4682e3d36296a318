// An operator's workspace: what it needs beyond its outputs (repacks, staging buffers, aliasing
// temporaries, partial sums) is booked in phase 1, as on the device, and handed in by the caller
// at run time (RunContext::workspace), so that a run allocates nothing for planned work.
//
// Phase 1 books named regions on a WorkspaceBooking and keeps the returned WsRegion handles in the
// plan; the executor's workspace size is the booking's total. Every region starts on a 64-byte
// boundary, whatever the alignment of the caller's workspace pointer: a booking with regions asks
// for 64 bytes more than they take, and the regions are laid out from the first 64-byte boundary
// of the workspace. Sizes are overflow-checked: a booking that cannot be expressed in 63 bits makes
// ExecutorBuilder::SetWorkspace throw a StatusError that phase 1's boundary reports.
//
// Per-thread regions hold one slot per thread of a team fixed in phase 1 (Team(): NumThreads()
// then). The run passes that team size to ParallelForSlots (core/parallel.h), which never runs
// more threads than that and hands each range its slot index. Slots are scratch: what a task
// computes never depends on its slot.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/export.h"
#include "core/run_context.h"

namespace aclnn_cpu {

constexpr uint64_t kWorkspaceAlign = 64;

// A booked region: `slots` slots of `slot_bytes` each (slot_bytes a multiple of 64), `offset`
// bytes into the workspace. Empty (count 0) regions give nullptr.
template <class T>
struct WsRegion {
  uint64_t offset = 0;
  uint64_t slot_bytes = 0;
  int64_t slots = 0;
  int64_t count = 0;  // elements of T per slot
  bool empty() const { return count == 0; }
  T* Get(const RunContext& ctx, int64_t slot = 0) const {
    if (count == 0) return nullptr;
    const uintptr_t base = (reinterpret_cast<uintptr_t>(ctx.workspace) + kWorkspaceAlign - 1) & ~(kWorkspaceAlign - 1);
    return reinterpret_cast<T*>(base + offset + static_cast<uint64_t>(slot) * slot_bytes);
  }
};

class ACLNN_CPU_INTERNAL_API WorkspaceBooking {
 public:
  // `count` elements of T (count >= 0), once or once per slot.
  template <class T>
  WsRegion<T> Book(int64_t count, int64_t slots = 1) {
    WsRegion<T> r;
    if (count <= 0 || slots <= 0) return r;
    const uint64_t bytes = RoundedBytes(count, sizeof(T));
    r.offset = total_;
    r.slot_bytes = bytes;
    r.slots = slots;
    r.count = count;
    Add(bytes, static_cast<uint64_t>(slots));
    return r;
  }
  // One slot per thread of the team a run planned now may use.
  template <class T>
  WsRegion<T> BookPerThread(int64_t count) {
    return Book<T>(count, team_);
  }
  // The team per-thread regions are booked for: NumThreads() when the booking was made.
  int64_t Team() const { return team_; }
  // The workspace size to ask for: the regions and the alignment margin.
  uint64_t bytes() const { return total_ == 0 ? 0 : total_ + kWorkspaceAlign; }
  bool overflow() const { return overflow_; }
  // Marks the booking as impossible (a size computed elsewhere did not fit).
  void SetOverflow() { overflow_ = true; }

  WorkspaceBooking();

 private:
  uint64_t RoundedBytes(int64_t count, size_t elem);
  void Add(uint64_t bytes, uint64_t times);
  uint64_t total_ = 0;
  bool overflow_ = false;
  int64_t team_ = 1;
};

}  // namespace aclnn_cpu
