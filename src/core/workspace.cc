#include "core/workspace.h"

#include "core/parallel.h"

namespace aclnn_cpu {
namespace {
constexpr uint64_t kLimit = uint64_t{1} << 63;  // sizes travel as int64 in places
}  // namespace

WorkspaceBooking::WorkspaceBooking() : team_(NumThreads()) {}

uint64_t WorkspaceBooking::RoundedBytes(int64_t count, size_t elem) {
  uint64_t bytes = 0;
  if (__builtin_mul_overflow(static_cast<uint64_t>(count), static_cast<uint64_t>(elem), &bytes) ||
      bytes > kLimit - kWorkspaceAlign) {
    overflow_ = true;
    return 0;
  }
  return (bytes + kWorkspaceAlign - 1) / kWorkspaceAlign * kWorkspaceAlign;
}

void WorkspaceBooking::Add(uint64_t bytes, uint64_t times) {
  uint64_t all = 0, sum = 0;
  if (overflow_ || __builtin_mul_overflow(bytes, times, &all) || __builtin_add_overflow(total_, all, &sum) ||
      sum > kLimit - kWorkspaceAlign) {
    overflow_ = true;
    return;
  }
  total_ = sum;
}

}  // namespace aclnn_cpu
