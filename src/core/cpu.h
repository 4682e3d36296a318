// What the host CPU is and which SIMD target the kernels run: the target policy (Highway's run-time
// dispatch, capped by ACLNN_CPU_MAX_TARGET, pinned by tests), and for the few kernel choices that
// depend on the microarchitecture rather than on the SIMD target, the vendor and the cache size:
// read at run time, never from the build machine.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/export.h"

namespace aclnn_cpu {

// SIMD targets. Every foreach_target kernel of the library dispatches through Highway's one
// process-wide choice: the best target compiled in and supported by this CPU, except that
// ACLNN_CPU_MAX_TARGET=<Highway target name> (AVX3, AVX2, SSE4, EMU128, SCALAR, NEON, ...), like
// ATEN_CPU_CAPABILITY, disables every better target when the library is loaded.
//
// Name of the SIMD target the dispatcher picks (e.g. "AVX3").
ACLNN_CPU_INTERNAL_API const char* SimdTargetName();
// Tests: the SIMD targets compiled in and supported here (after the cap), best first, and a hook
// that makes every dispatch use only `target` (0 restores normal dispatch). Returns the target's
// name ("default" for 0).
ACLNN_CPU_INTERNAL_API std::vector<int64_t> TestTargets();
ACLNN_CPU_INTERNAL_API const char* PinTargetForTest(int64_t target);

enum class CpuVendor { kIntel, kAmd, kOther };

// The vendor of the CPU this process runs on (kOther on non-x86 hosts).
// ACLNN_CPU_VENDOR=intel|amd|other overrides it (benchmarks of one path on the other CPU).
ACLNN_CPU_INTERNAL_API CpuVendor HostCpuVendor();

// Bytes of the largest cache level one core can use (Linux sysfs, cpu0's caches; 32 MiB when
// sysfs has no cache entries). glibc's sysconf(_SC_LEVEL3_CACHE_SIZE) is not used: under KVM on an
// AMD EPYC Zen 4 it reported 320 MiB for a 32 MiB L3.
// ACLNN_CPU_LLC_BYTES=n overrides it (0: every kernel that can stream its output does).
ACLNN_CPU_INTERNAL_API int64_t LastLevelCacheBytes();

// Whether the elementwise engine's staged path (results built in a block, then copied out with
// non-temporal stores) streams the output of a call moving `footprint` bytes: StreamingStoresPay,
// except on AMD family 0x1A (Zen 5), where the staged copy measured slower than plain stores
// (docs/performance.md). The native kernels, which stream from the loop that computes, follow
// StreamingStoresPay on every CPU. An ACLNN_CPU_LLC_BYTES setting or the tests' cache size makes
// StreamingStoresPay decide here too.
ACLNN_CPU_INTERNAL_API bool ElementwiseStreamingPays(int64_t footprint);

// The size LastLevelCacheBytes() reads from a sysfs cache directory laid out like
// /sys/devices/system/cpu/cpu0/cache (index0, index1, ... with level, size, type): the data or
// unified cache of the highest level; 0 when the directory lists none.
ACLNN_CPU_INTERNAL_API int64_t LastLevelCacheBytesFromSysfs(const std::string& cache_dir);

// Tests: take `bytes` as the last-level cache size from now on (-1 restores the detected size),
// so the streamed paths run at small shapes. Returns the previous override.
ACLNN_CPU_INTERNAL_API int64_t SetLastLevelCacheBytesForTest(int64_t bytes);

// Whether a kernel that reads and writes `footprint` bytes in all should write its output with
// non-temporal stores: when its data does not fit in the last-level cache, the output lines would
// be evicted before anyone reads them again, and a plain store first reads each line from memory
// (a third of a copy's traffic). Data that fits stays cached for the next reader.
ACLNN_CPU_INTERNAL_API bool StreamingStoresPay(int64_t footprint);

}  // namespace aclnn_cpu
