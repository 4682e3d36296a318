// core/cpu: the vendor read from cpuid agrees with what the kernel reports in /proc/cpuinfo; the
// last-level cache size with what sysfs lists.
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

// The last-level cache size: the data or unified cache of the highest level that sysfs lists for
// cpu0 (32 MiB without sysfs entries); the streaming decision follows it, and the test hook
// replaces it until restored.
TEST(LastLevelCacheBytes, AgreesWithSysfs) {
  if (std::getenv("ACLNN_CPU_LLC_BYTES")) GTEST_SKIP() << "ACLNN_CPU_LLC_BYTES overrides the size";
  int64_t want = int64_t{32} << 20;
  int best_level = 0;
  for (int i = 0;; ++i) {
    const std::string dir = "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(i) + "/";
    std::ifstream lf(dir + "level"), sf(dir + "size"), tf(dir + "type");
    int level = 0;
    std::string size, type;
    if (!(lf >> level) || !(sf >> size)) break;
    tf >> type;
    if (type == "Instruction" || level < best_level) continue;
    int64_t bytes = std::stoll(size);
    if (size.back() == 'K') bytes <<= 10;
    if (size.back() == 'M') bytes <<= 20;
    best_level = level;
    want = bytes;
  }
  EXPECT_EQ(LastLevelCacheBytes(), want);
  EXPECT_GE(LastLevelCacheBytes(), int64_t{64} << 10);
  EXPECT_FALSE(StreamingStoresPay(LastLevelCacheBytes()));
  EXPECT_TRUE(StreamingStoresPay(LastLevelCacheBytes() + 1));
}

TEST(LastLevelCacheBytes, TestHookReplacesTheSizeUntilRestored) {
  const int64_t detected = LastLevelCacheBytes();
  const int64_t prev = SetLastLevelCacheBytesForTest(0);
  EXPECT_EQ(LastLevelCacheBytes(), 0);
  EXPECT_TRUE(StreamingStoresPay(1));
  EXPECT_FALSE(StreamingStoresPay(0));
  SetLastLevelCacheBytesForTest(4096);
  EXPECT_EQ(LastLevelCacheBytes(), 4096);
  SetLastLevelCacheBytesForTest(prev);
  EXPECT_EQ(LastLevelCacheBytes(), detected);
}
