// ACLNN_CPU_VERBOSE=1: every operator run prints to stderr which implementation served it
// ("aclnn-cpu: aclnnReplicationPad2d: pad.gather"), so users and tests can see the path taken.
#pragma once

#include "core/export.h"

namespace aclnn_cpu {

// Read once per process.
ACLNN_CPU_INTERNAL_API bool Verbose();
// Prints "aclnn-cpu: <api>: <impl>" when Verbose().
ACLNN_CPU_INTERNAL_API void LogImplementation(const char* api, const char* impl);

}  // namespace aclnn_cpu
