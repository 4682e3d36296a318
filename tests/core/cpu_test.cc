// core/cpu: the vendor read from cpuid agrees with what the kernel reports in /proc/cpuinfo; the
// last-level cache size with what sysfs lists.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

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

// Fake sysfs cache directories: index<i>/{level,size,type} for each (level, size, type).
struct FakeCache {
  int level;
  const char* size;
  const char* type;
};
std::string MakeCacheDir(const std::string& name, const std::vector<FakeCache>& caches) {
  const std::filesystem::path root = std::filesystem::path(::testing::TempDir()) / ("aclnn_cpu_cache_" + name);
  std::filesystem::remove_all(root);
  std::filesystem::create_directories(root);
  for (size_t i = 0; i < caches.size(); ++i) {
    const std::filesystem::path d = root / ("index" + std::to_string(i));
    std::filesystem::create_directories(d);
    std::ofstream(d / "level") << caches[i].level << "\n";
    std::ofstream(d / "size") << caches[i].size << "\n";
    std::ofstream(d / "type") << caches[i].type << "\n";
  }
  return root.string();
}

// The sysfs reader: the data or unified cache of the highest level, whatever the order of the
// entries; instruction caches never count; K / M / G suffixes and plain byte counts; 0 for a
// directory without entries.
TEST(LastLevelCacheBytes, ReadsTheHighestDataCacheFromSysfs) {
  EXPECT_EQ(LastLevelCacheBytesFromSysfs(MakeCacheDir("zen4", {{1, "32K", "Data"},
                                                                {1, "32K", "Instruction"},
                                                                {2, "1024K", "Unified"},
                                                                {3, "32768K", "Unified"}})),
            int64_t{32} << 20);
  EXPECT_EQ(LastLevelCacheBytesFromSysfs(MakeCacheDir("unordered", {{3, "2M", "Unified"}, {1, "48K", "Data"},
                                                                     {2, "524288", "Unified"}})),
            int64_t{2} << 20);
  EXPECT_EQ(LastLevelCacheBytesFromSysfs(MakeCacheDir("instr", {{1, "64K", "Data"}, {2, "4M", "Instruction"}})),
            int64_t{64} << 10);
  EXPECT_EQ(LastLevelCacheBytesFromSysfs(MakeCacheDir("giga", {{1, "32K", "Data"}, {4, "1G", "Unified"}})),
            int64_t{1} << 30);
  EXPECT_EQ(LastLevelCacheBytesFromSysfs(MakeCacheDir("empty", {})), 0);
}

// The detected size is cpu0's, read that way (32 MiB without sysfs entries), and the streaming
// decision follows it.
TEST(LastLevelCacheBytes, IsCpu0sFromSysfs) {
  if (std::getenv("ACLNN_CPU_LLC_BYTES")) GTEST_SKIP() << "ACLNN_CPU_LLC_BYTES overrides the size";
  const int64_t sysfs = LastLevelCacheBytesFromSysfs("/sys/devices/system/cpu/cpu0/cache");
  EXPECT_EQ(LastLevelCacheBytes(), sysfs > 0 ? sysfs : int64_t{32} << 20);
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
  // A set size decides the elementwise engine's streaming on every CPU (Zen 5 included), so the
  // tests that force streaming reach its code.
  EXPECT_TRUE(ElementwiseStreamingPays(1));
  EXPECT_FALSE(ElementwiseStreamingPays(0));
  SetLastLevelCacheBytesForTest(4096);
  EXPECT_EQ(LastLevelCacheBytes(), 4096);
  SetLastLevelCacheBytesForTest(prev);
  EXPECT_EQ(LastLevelCacheBytes(), detected);
}
