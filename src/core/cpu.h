// What the host CPU is, for the few kernel choices that depend on the microarchitecture rather
// than on the SIMD target (which Highway dispatches): read once from cpuid at run time, never from
// the build machine.
#pragma once

#include "core/export.h"

namespace aclnn_cpu {

enum class CpuVendor { kIntel, kAmd, kOther };

// The vendor of the CPU this process runs on (kOther on non-x86 hosts).
// ACLNN_CPU_VENDOR=intel|amd|other overrides it (benchmarks of one path on the other CPU).
ACLNN_CPU_INTERNAL_API CpuVendor HostCpuVendor();

}  // namespace aclnn_cpu
