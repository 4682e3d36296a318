#include "core/cpu.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "hwy/targets.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace aclnn_cpu {
namespace {

// ACLNN_CPU_MAX_TARGET: every target better than the named one is disabled before first dispatch.
struct TargetCap {
  TargetCap() {
    const char* e = std::getenv("ACLNN_CPU_MAX_TARGET");
    if (!e || !*e) return;
    for (int64_t bit = 1; bit != 0 && bit <= HWY_SCALAR; bit <<= 1) {
      const char* name = hwy::TargetName(bit);
      if (name && std::strcmp(name, e) == 0) {
        hwy::DisableTargets(bit - 1);  // lower bits are the better targets
        return;
      }
    }
  }
};
const TargetCap g_target_cap;

CpuVendor Detect() {
  if (const char* e = std::getenv("ACLNN_CPU_VENDOR")) {
    if (std::strcmp(e, "intel") == 0) return CpuVendor::kIntel;
    if (std::strcmp(e, "amd") == 0) return CpuVendor::kAmd;
    if (std::strcmp(e, "other") == 0) return CpuVendor::kOther;
  }
#if defined(__x86_64__) || defined(__i386__)
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (__get_cpuid(0, &eax, &ebx, &ecx, &edx)) {
    char v[13];
    std::memcpy(v, &ebx, 4);
    std::memcpy(v + 4, &edx, 4);
    std::memcpy(v + 8, &ecx, 4);
    v[12] = '\0';
    if (std::strcmp(v, "GenuineIntel") == 0) return CpuVendor::kIntel;
    if (std::strcmp(v, "AuthenticAMD") == 0 || std::strcmp(v, "HygonGenuine") == 0) return CpuVendor::kAmd;
  }
#endif
  return CpuVendor::kOther;
}

// "32768K" / "2M" / "512" (sysfs cache sizes) as bytes; 0 when unreadable.
int64_t ParseSize(const std::string& s) {
  char* end = nullptr;
  const long long v = std::strtoll(s.c_str(), &end, 10);
  if (end == s.c_str() || v <= 0) return 0;
  if (*end == 'K') return v << 10;
  if (*end == 'M') return v << 20;
  if (*end == 'G') return v << 30;
  return v;
}

int64_t DetectLlc() {
  if (const char* e = std::getenv("ACLNN_CPU_LLC_BYTES")) {
    char* end = nullptr;
    const long long v = std::strtoll(e, &end, 10);
    if (end != e && v >= 0) return v;
  }
  const int64_t bytes = LastLevelCacheBytesFromSysfs("/sys/devices/system/cpu/cpu0/cache");
  return bytes > 0 ? bytes : int64_t{32} << 20;
}

std::atomic<int64_t> g_llc_for_test{-1};  // >= 0: SetLastLevelCacheBytesForTest's size

}  // namespace

// Highway dispatches to the best (lowest-bit) target among those compiled (HWY_TARGETS, the same in
// every translation unit of the library) and supported (after DisableTargets and the test pin).
// Cached: hwy::SupportedTargets() runs CPUID, which a virtual machine traps (microseconds), and the
// 16-bit lookups ask for the name on every call. PinTargetForTest resets it.
std::atomic<const char*> g_target_name{nullptr};

const char* SimdTargetName() {
  const char* name = g_target_name.load(std::memory_order_acquire);
  if (name != nullptr) return name;
  const int64_t targets = hwy::SupportedTargets() & HWY_TARGETS;
  name = hwy::TargetName(targets != 0 ? targets & -targets : HWY_STATIC_TARGET);
  g_target_name.store(name, std::memory_order_release);
  return name;
}

std::vector<int64_t> TestTargets() { return hwy::SupportedAndGeneratedTargets(); }

const char* PinTargetForTest(int64_t target) {
  hwy::SetSupportedTargetsForTest(target);
  g_target_name.store(nullptr, std::memory_order_release);
  return target ? hwy::TargetName(target) : "default";
}

int64_t LastLevelCacheBytesFromSysfs(const std::string& cache_dir) {
  int64_t best = 0;
  int best_level = 0;
  for (int i = 0; i < 16; ++i) {
    const std::string dir = cache_dir + "/index" + std::to_string(i) + "/";
    std::ifstream level_file(dir + "level"), size_file(dir + "size"), type_file(dir + "type");
    int level = 0;
    std::string size, type;
    if (!(level_file >> level) || !(size_file >> size)) break;
    type_file >> type;
    if (type == "Instruction") continue;
    const int64_t bytes = ParseSize(size);
    if (bytes > 0 && level >= best_level) {
      best_level = level;
      best = bytes;
    }
  }
  return best;
}

int64_t LastLevelCacheBytes() {
  const int64_t forced = g_llc_for_test.load(std::memory_order_relaxed);
  if (forced >= 0) return forced;
  static const int64_t bytes = DetectLlc();
  return bytes;
}

int64_t SetLastLevelCacheBytesForTest(int64_t bytes) { return g_llc_for_test.exchange(bytes < 0 ? -1 : bytes); }

bool StreamingStoresPay(int64_t footprint) { return footprint > LastLevelCacheBytes(); }

namespace {
// The x86 family number (base + extended) of an AMD CPU, 0 elsewhere.
int AmdFamily() {
#if defined(__x86_64__) || defined(__i386__)
  if (HostCpuVendor() != CpuVendor::kAmd) return 0;
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
  const unsigned base = (eax >> 8) & 0xF;
  return static_cast<int>(base == 0xF ? base + ((eax >> 20) & 0xFF) : base);
#else
  return 0;
#endif
}
}  // namespace

bool ElementwiseStreamingPays(int64_t footprint) {
  static const bool zen5 = AmdFamily() == 0x1A;
  static const bool env_set = std::getenv("ACLNN_CPU_LLC_BYTES") != nullptr;  // read once, as DetectLlc does
  const bool forced = env_set || g_llc_for_test.load(std::memory_order_relaxed) >= 0;
  if (zen5 && !forced) return false;
  return StreamingStoresPay(footprint);
}

CpuVendor HostCpuVendor() {
  static const CpuVendor v = Detect();
  return v;
}

}  // namespace aclnn_cpu
