// core/cpu: the vendor read from cpuid agrees with what the kernel reports in /proc/cpuinfo.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "core/cpu.h"

using namespace aclnn_cpu;

TEST(HostCpuVendor, AgreesWithProcCpuinfo) {
  if (std::getenv("ACLNN_CPU_VENDOR")) GTEST_SKIP() << "ACLNN_CPU_VENDOR overrides the vendor";
#if !defined(__x86_64__) && !defined(__i386__)
  // Not an x86 build: "other" whatever /proc/cpuinfo says (under qemu-user it is the host's).
  EXPECT_EQ(HostCpuVendor(), CpuVendor::kOther);
  return;
#endif
  std::ifstream f("/proc/cpuinfo");
  std::string line, vendor;
  while (std::getline(f, line))
    if (line.rfind("vendor_id", 0) == 0) {
      vendor = line.substr(line.find(':') + 2);
      break;
    }
  if (vendor.empty()) {  // non-x86 /proc/cpuinfo has no vendor_id line
    EXPECT_EQ(HostCpuVendor(), CpuVendor::kOther);
    return;
  }
  const CpuVendor want = vendor == "GenuineIntel"                                   ? CpuVendor::kIntel
                         : (vendor == "AuthenticAMD" || vendor == "HygonGenuine") ? CpuVendor::kAmd
                                                                                   : CpuVendor::kOther;
  EXPECT_EQ(HostCpuVendor(), want) << "vendor_id " << vendor;
  EXPECT_EQ(HostCpuVendor(), HostCpuVendor());  // stable for the process
}
