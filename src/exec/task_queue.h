// The one thing the executor layer needs from the runtime: a stream to queue a task on. Declared
// here, defined by the runtime (src/runtime/stream.cc), so that src/exec includes nothing of
// src/runtime.
#pragma once

#include <functional>

#include "acl/acl_base.h"

namespace aclnn_cpu {

// A queued unit of work; returns a status (0 or an aclnn code), which aclrtSynchronizeStream
// reports. A task must not throw: RunPhase2 wraps every operator run in the failure boundary.
using Task = std::function<int()>;

// Queues `task` on `stream` (NULL: the default stream). False for a handle that is not a live
// stream. May throw std::bad_alloc or std::system_error (creating the default stream's worker).
bool EnqueueOnStream(aclrtStream stream, Task task);

}  // namespace aclnn_cpu
