// The acl runtime on the host: init/finalize, devices, contexts, streams, memory, fp16 helpers.
#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "acl/acl.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "core/gemm.h"
#include "core/parallel.h"
#include "runtime/dump.h"
#include "runtime/stream.h"

using aclnn_cpu::SetRecentError;

namespace {

std::mutex g_mu;
int g_init_count = 0;       // aclInit reference count
bool g_finalized = false;   // aclFinalize already ran once since the last aclInit
std::unordered_set<void*> g_contexts;
thread_local aclrtContext t_context = nullptr;
thread_local int32_t t_device = -1;

int DeviceCount() {
  static const int n = [] {
    const char* e = std::getenv("ACLNN_CPU_DEVICE_COUNT");
    int v = e ? std::atoi(e) : 1;
    return v > 0 ? v : 1;
  }();
  return n;
}

aclError Err(aclError code, const std::string& msg) {
  SetRecentError(msg);
  return code;
}

// ---- memory ---------------------------------------------------------------------------------
// Every block is recorded so aclrtFree can reject foreign pointers. With ACLNN_CPU_GUARD_PAGES=1
// each block ends flush against an inaccessible page, so an out-of-bounds write faults at once.
// Otherwise blocks of 2 MiB and more under a huge-page policy (HUGE_FIRST, the one programs use,
// HUGE_ONLY and their variants) are transparent-huge-page mappings, as device memory is huge pages
// first; NORMAL_ONLY and aclrtMallocHost get ordinary pages.
struct Block {
  void* base;       // what to release
  size_t map_size;  // 0: malloc'd; else munmap size
  size_t size;      // usable bytes
};
std::mutex g_mem_mu;
std::unordered_map<void*, Block>& Blocks() {
  static auto* m = new std::unordered_map<void*, Block>;  // leaked: frees may run after exit
  return *m;
}
bool GuardPages() {
  static const bool on = [] {
    const char* e = std::getenv("ACLNN_CPU_GUARD_PAGES");
    return e && *e && std::strcmp(e, "0") != 0;
  }();
  return on;
}

// Policies that ask for huge pages first or only (the low byte of the policy; the high bits are
// memory-type and access flags). On the host they become transparent huge pages.
bool HugePagePolicy(int policy) {
  switch (policy & 0xff) {
    case ACL_MEM_MALLOC_NORMAL_ONLY:
    case ACL_MEM_MALLOC_NORMAL_ONLY_P2P: return false;
    default: return true;
  }
}

// A mapping of `bytes` (a multiple of kHugePage) aligned to kHugePage and advised for transparent
// huge pages, or nullptr. Without huge pages, every new 4 KiB page of a long stream costs a TLB
// miss and restarts the hardware prefetcher, so long streams read faster from 2 MiB pages
// (docs/performance.md).
constexpr size_t kHugePage = size_t(2) << 20;
void* MapHuge(size_t bytes) {
  void* raw = mmap(nullptr, bytes + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) return nullptr;
  const uintptr_t lo = reinterpret_cast<uintptr_t>(raw);
  const uintptr_t start = (lo + kHugePage - 1) & ~uintptr_t(kHugePage - 1);
  const size_t head = start - lo;  // < kHugePage: the slack before and after the aligned block
  if (head) munmap(raw, head);
  munmap(reinterpret_cast<void*>(start + bytes), kHugePage - head);
#ifdef MADV_HUGEPAGE
  madvise(reinterpret_cast<void*>(start), bytes, MADV_HUGEPAGE);
#endif
  return reinterpret_cast<void*>(start);
}

aclError Allocate(void** ptr, size_t size, const char* api, bool huge = false) {
  if (ptr == nullptr) return Err(ACL_ERROR_INVALID_PARAM, std::string(api) + ": devPtr must not be null");
  if (size == 0) return Err(ACL_ERROR_INVALID_PARAM, std::string(api) + ": size must be greater than 0");
  if (size > (size_t(1) << 46)) return Err(ACL_ERROR_RT_MEMORY_ALLOCATION, std::string(api) + ": size too large");
  Block b{};
  void* user = nullptr;
  if (GuardPages()) {
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    const size_t usable = (size + 63) & ~size_t(63);
    const size_t body = (usable + page - 1) / page * page;
    void* base = mmap(nullptr, body + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return Err(ACL_ERROR_RT_MEMORY_ALLOCATION, std::string(api) + ": out of memory");
    mprotect(static_cast<char*>(base) + body, page, PROT_NONE);
    user = static_cast<char*>(base) + body - usable;
    b = Block{base, body + page, usable};
  } else {
    // CANN rounds to 32 bytes and adds 32 bytes of padding; we keep 64-byte alignment.
    const size_t padded = ((size + 31) & ~size_t(31)) + 32;
    const size_t alloc = (padded + 63) & ~size_t(63);
    if (huge && alloc >= kHugePage) {
      const size_t mapped = (alloc + kHugePage - 1) & ~(kHugePage - 1);
      user = MapHuge(mapped);
      if (user) b = Block{user, mapped, alloc};
    }
    if (!user) {
      user = std::aligned_alloc(64, alloc);
      if (!user) return Err(ACL_ERROR_RT_MEMORY_ALLOCATION, std::string(api) + ": out of memory");
      b = Block{user, 0, alloc};
    }
  }
  try {
    std::lock_guard<std::mutex> lk(g_mem_mu);
    Blocks()[user] = b;
  } catch (...) {  // no memory for the record: release the block, report through the boundary
    if (b.map_size) munmap(b.base, b.map_size); else std::free(b.base);
    throw;
  }
  *ptr = user;
  return ACL_SUCCESS;
}

aclError Release(void* ptr, const char* api) {
  if (ptr == nullptr) return Err(ACL_ERROR_INVALID_PARAM, std::string(api) + ": pointer must not be null");
  Block b{};
  {
    std::lock_guard<std::mutex> lk(g_mem_mu);
    auto it = Blocks().find(ptr);
    if (it == Blocks().end())
      return Err(ACL_ERROR_RT_PARAM_INVALID,
                 std::string(api) + ": pointer was not returned by aclrtMalloc/aclrtMallocHost or was already freed");
    b = it->second;
    Blocks().erase(it);
  }
  if (b.map_size) munmap(b.base, b.map_size); else std::free(b.base);
  return ACL_SUCCESS;
}

}  // namespace

bool aclnn_cpu::AclInitialized() {
  std::lock_guard<std::mutex> lk(g_mu);
  return g_init_count > 0;
}

extern "C" {

aclError aclInit(const char* configPath) try {
  std::lock_guard<std::mutex> lk(g_mu);
  if (g_init_count++ > 0) return Err(ACL_ERROR_REPEAT_INITIALIZE, "aclInit: already initialized");
  g_finalized = false;
  aclnn_cpu::WarmThreadTeam();  // thread creation cannot end the process later (core/parallel.h)
  aclnn_cpu::PrepareGemm(aclnn_cpu::GemmType::kF32);  // nor oneDNN's one-time set-up (core/gemm.h)
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclInit");
}

aclError aclFinalize(void) try {
  {
    std::lock_guard<std::mutex> lk(g_mu);
    if (g_finalized || g_init_count == 0) return Err(ACL_ERROR_REPEAT_FINALIZE, "aclFinalize: not initialized or already finalized");
    g_finalized = true;
    g_init_count = 0;
  }
  aclnn_cpu::EndDump();
  aclnn_cpu::SynchronizeAllStreams();
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclFinalize");
}

const char* aclGetRecentErrMsg(void) try {
  return aclnn_cpu::RecentError();
} catch (...) {
  return "";
}

aclError aclrtSetDevice(int32_t deviceId) try {
  if (deviceId < 0 || deviceId >= DeviceCount())
    return Err(ACL_ERROR_RT_INVALID_DEVICEID, "aclrtSetDevice: device id " + std::to_string(deviceId) +
                                                  " is out of range [0, " + std::to_string(DeviceCount()) + ")");
  t_device = deviceId;
  aclnn_cpu::WarmThreadTeam();
  aclnn_cpu::PrepareGemm(aclnn_cpu::GemmType::kF32);
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtSetDevice");
}

aclError aclrtResetDevice(int32_t deviceId) try {
  if (deviceId < 0 || deviceId >= DeviceCount())
    return Err(ACL_ERROR_RT_INVALID_DEVICEID, "aclrtResetDevice: device id " + std::to_string(deviceId) + " is out of range");
  aclnn_cpu::SynchronizeAllStreams();
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtResetDevice");
}

aclError aclrtGetDevice(int32_t* deviceId) try {
  if (!deviceId) return Err(ACL_ERROR_INVALID_PARAM, "aclrtGetDevice: deviceId must not be null");
  if (t_device < 0) return Err(ACL_ERROR_RT_CONTEXT_NULL, "aclrtGetDevice: no device set on this thread");
  *deviceId = t_device;
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtGetDevice");
}

aclError aclrtGetDeviceCount(uint32_t* count) try {
  if (!count) return Err(ACL_ERROR_INVALID_PARAM, "aclrtGetDeviceCount: count must not be null");
  *count = static_cast<uint32_t>(DeviceCount());
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtGetDeviceCount");
}

aclError aclrtSynchronizeDevice(void) try {
  return aclnn_cpu::SynchronizeAllStreams();
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtSynchronizeDevice");
}

aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId) try {
  if (!context) return Err(ACL_ERROR_INVALID_PARAM, "aclrtCreateContext: context must not be null");
  if (deviceId < 0 || deviceId >= DeviceCount())
    return Err(ACL_ERROR_RT_INVALID_DEVICEID, "aclrtCreateContext: device id " + std::to_string(deviceId) + " is out of range");
  void* c = new int32_t(deviceId);
  {
    std::lock_guard<std::mutex> lk(g_mu);
    g_contexts.insert(c);
  }
  *context = c;
  t_context = c;
  t_device = deviceId;
  aclnn_cpu::WarmThreadTeam();
  aclnn_cpu::PrepareGemm(aclnn_cpu::GemmType::kF32);
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtCreateContext");
}

aclError aclrtSetCurrentContext(aclrtContext context) try {
  std::lock_guard<std::mutex> lk(g_mu);
  if (!context || !g_contexts.count(context))
    return Err(ACL_ERROR_RT_CONTEXT_NULL, "aclrtSetCurrentContext: unknown context");
  t_context = context;
  t_device = *static_cast<int32_t*>(context);
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtSetCurrentContext");
}

aclError aclrtGetCurrentContext(aclrtContext* context) try {
  if (!context) return Err(ACL_ERROR_INVALID_PARAM, "aclrtGetCurrentContext: context must not be null");
  if (!t_context) return Err(ACL_ERROR_RT_CONTEXT_NULL, "aclrtGetCurrentContext: no current context");
  *context = t_context;
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtGetCurrentContext");
}

aclError aclrtDestroyContext(aclrtContext context) try {
  {
    std::lock_guard<std::mutex> lk(g_mu);
    if (!context || !g_contexts.erase(context))
      return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtDestroyContext: unknown or already destroyed context");
  }
  if (t_context == context) t_context = nullptr;
  delete static_cast<int32_t*>(context);
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtDestroyContext");
}

aclError aclrtGetRunMode(aclrtRunMode* runMode) try {
  if (!runMode) return Err(ACL_ERROR_INVALID_PARAM, "aclrtGetRunMode: runMode must not be null");
  *runMode = ACL_HOST;
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtGetRunMode");
}

const char* aclrtGetSocName(void) try {
  return "Ascend910B4";
} catch (...) {
  aclnn_cpu::NoteFailure("aclrtGetSocName");
  return nullptr;
}

aclError aclrtCreateStream(aclrtStream* stream) try {
  if (!stream) return Err(ACL_ERROR_INVALID_PARAM, "aclrtCreateStream: stream must not be null");
  *stream = aclnn_cpu::CreateStream();
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtCreateStream");
}

aclError aclrtCreateStreamWithConfig(aclrtStream* stream, uint32_t priority, uint32_t flag) try {
  return aclrtCreateStream(stream);
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtCreateStreamWithConfig");
}

aclError aclrtDestroyStream(aclrtStream stream) try {
  if (!stream) return Err(ACL_ERROR_INVALID_PARAM, "aclrtDestroyStream: stream must not be null");
  if (!aclnn_cpu::DestroyStream(stream))
    return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtDestroyStream: unknown or already destroyed stream");
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtDestroyStream");
}

aclError aclrtSynchronizeStream(aclrtStream stream) try {
  return aclrtSynchronizeStreamWithTimeout(stream, -1);
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtSynchronizeStream");
}

aclError aclrtSynchronizeStreamWithTimeout(aclrtStream stream, int32_t timeout) try {
  if (timeout < -1)
    return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtSynchronizeStreamWithTimeout: timeout must be >= -1");
  aclnn_cpu::Stream* s = aclnn_cpu::LookupStream(stream);
  if (!s) return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtSynchronizeStream: unknown or destroyed stream");
  int e = s->Synchronize(timeout);
  if (e == ACL_ERROR_RT_STREAM_SYNC_TIMEOUT) return Err(e, "aclrtSynchronizeStreamWithTimeout: timed out");
  // A failed task: its status, and its message is already the caller's recent error.
  return e;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtSynchronizeStreamWithTimeout");
}

aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy) try {
  return Allocate(devPtr, size, "aclrtMalloc", HugePagePolicy(policy));
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtMalloc");
}
aclError aclrtMallocAlign32(void** devPtr, size_t size, aclrtMemMallocPolicy policy) try {
  return Allocate(devPtr, size, "aclrtMallocAlign32", HugePagePolicy(policy));
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtMallocAlign32");
}
aclError aclrtFree(void* devPtr) try {
  return Release(devPtr, "aclrtFree");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtFree");
}
aclError aclrtMallocHost(void** hostPtr, size_t size) try {
  return Allocate(hostPtr, size, "aclrtMallocHost");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtMallocHost");
}
aclError aclrtFreeHost(void* hostPtr) try {
  return Release(hostPtr, "aclrtFreeHost");
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtFreeHost");
}

aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind) try {
  if (count == 0) return ACL_SUCCESS;
  if (!dst || !src) return Err(ACL_ERROR_INVALID_PARAM, "aclrtMemcpy: dst and src must not be null");
  if (static_cast<int>(kind) < 0 || static_cast<int>(kind) > 7)
    return Err(ACL_ERROR_INVALID_PARAM, "aclrtMemcpy: invalid copy kind " + std::to_string(static_cast<int>(kind)));
  if (count > destMax)
    return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtMemcpy: count " + std::to_string(count) +
                                               " exceeds destMax " + std::to_string(destMax));
  std::memmove(dst, src, count);
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtMemcpy");
}

aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count) try {
  if (count == 0) return ACL_SUCCESS;
  if (!devPtr) return Err(ACL_ERROR_INVALID_PARAM, "aclrtMemset: devPtr must not be null");
  if (count > maxCount)
    return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtMemset: count " + std::to_string(count) +
                                               " exceeds maxCount " + std::to_string(maxCount));
  std::memset(devPtr, static_cast<uint8_t>(value), count);
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtMemset");
}

aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind,
                          aclrtStream stream) try {
  // Checked now, copied in stream order.
  if (count == 0) return ACL_SUCCESS;
  if (!dst || !src) return Err(ACL_ERROR_INVALID_PARAM, "aclrtMemcpyAsync: dst and src must not be null");
  if (static_cast<int>(kind) < 0 || static_cast<int>(kind) > 7)
    return Err(ACL_ERROR_INVALID_PARAM, "aclrtMemcpyAsync: invalid copy kind");
  if (count > destMax) return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtMemcpyAsync: count exceeds destMax");
  aclnn_cpu::Stream* s = aclnn_cpu::LookupStream(stream);
  if (!s) return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtMemcpyAsync: unknown stream");
  s->Enqueue([=] { std::memmove(dst, src, count); return 0; });
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtMemcpyAsync");
}

aclError aclrtMemsetAsync(void* devPtr, size_t maxCount, int32_t value, size_t count, aclrtStream stream) try {
  if (count == 0) return ACL_SUCCESS;
  if (!devPtr) return Err(ACL_ERROR_INVALID_PARAM, "aclrtMemsetAsync: devPtr must not be null");
  if (count > maxCount) return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtMemsetAsync: count exceeds maxCount");
  aclnn_cpu::Stream* s = aclnn_cpu::LookupStream(stream);
  if (!s) return Err(ACL_ERROR_RT_PARAM_INVALID, "aclrtMemsetAsync: unknown stream");
  s->Enqueue([=] { std::memset(devPtr, static_cast<uint8_t>(value), count); return 0; });
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclrtMemsetAsync");
}

float aclFloat16ToFloat(aclFloat16 value) try {
  return aclnn_cpu::F16ToF32(value);
} catch (...) {
  aclnn_cpu::NoteFailure("aclFloat16ToFloat");
  return {};
}

aclFloat16 aclFloatToFloat16(float value) try {
  // CANN's helper saturates: out-of-range values, +-Inf and NaN become +-65504.
  aclFloat16 h = aclnn_cpu::F32ToF16(value);
  if ((h & 0x7c00u) == 0x7c00u) h = static_cast<aclFloat16>((h & 0x8000u) | 0x7bffu);
  return h;
} catch (...) {
  aclnn_cpu::NoteFailure("aclFloatToFloat16");
  return {};
}

size_t aclDataTypeSize(aclDataType dataType) try {
  switch (dataType) {
    case ACL_DT_UNDEFINED: case ACL_STRING: return 0;
    case ACL_INT4: case ACL_UINT1: return 1;
    case ACL_FLOAT6_E3M2: case ACL_FLOAT6_E2M3: case ACL_FLOAT4_E2M1: case ACL_FLOAT4_E1M2: return 8;
    default: {
      size_t s = aclnn_cpu::ElementSize(dataType);
      return s ? s : 8;
    }
  }
} catch (...) {
  aclnn_cpu::NoteFailure("aclDataTypeSize");
  return {};
}

struct aclDataBuffer {
  void* data;
  size_t size;
};
aclDataBuffer* aclCreateDataBuffer(void* data, size_t size) try {
  return new aclDataBuffer{data, size};
} catch (...) {
  aclnn_cpu::NoteFailure("aclCreateDataBuffer");
  return nullptr;
}
aclError aclDestroyDataBuffer(const aclDataBuffer* dataBuffer) try {
  if (!dataBuffer) return ACL_ERROR_INVALID_PARAM;
  delete dataBuffer;
  return ACL_SUCCESS;
} catch (...) {
  return aclnn_cpu::RuntimeFailure("aclDestroyDataBuffer");
}
void* aclGetDataBufferAddr(const aclDataBuffer* dataBuffer) try {
  return dataBuffer ? dataBuffer->data : nullptr;
} catch (...) {
  aclnn_cpu::NoteFailure("aclGetDataBufferAddr");
  return nullptr;
}
size_t aclGetDataBufferSizeV2(const aclDataBuffer* dataBuffer) try {
  return dataBuffer ? dataBuffer->size : 0;
} catch (...) {
  aclnn_cpu::NoteFailure("aclGetDataBufferSizeV2");
  return {};
}

}  // extern "C"
