#include "core/cpu.h"

#include <cstdlib>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace aclnn_cpu {
namespace {

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

}  // namespace

CpuVendor HostCpuVendor() {
  static const CpuVendor v = Detect();
  return v;
}

}  // namespace aclnn_cpu
