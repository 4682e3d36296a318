// The acl runtime and the aclnn meta API through their public C interface.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "acl/acl.h"
#include "aclnn/aclnn_base.h"
#include "aclnnop/aclnn_add_n.h"
#include "aclnnop/aclnn_gelu_backward_v2.h"
#include "aclnnop/aclnn_gelu_v2.h"
#include "aclnn_cpu/aclnn_cpu.h"

namespace {
std::string Msg() { return aclGetRecentErrMsg(); }
}

// Source compatibility of the types (runtime.md §1.4).
static_assert(std::is_same<aclError, int>::value, "aclError is int");
static_assert(std::is_same<aclnnStatus, int32_t>::value, "aclnnStatus is int32_t");
static_assert(std::is_same<aclrtStream, void*>::value, "aclrtStream is void*");
static_assert(std::is_same<aclFloat16, uint16_t>::value, "aclFloat16 is uint16_t");
static_assert(std::is_same<decltype(&aclDestroyTensor), aclnnStatus (*)(const aclTensor*)>::value, "deleter type");
static_assert(std::is_same<decltype(&aclrtFree), aclError (*)(void*)>::value, "deleter type");
static_assert(aclDataType::ACL_BF16 == 27 && ACL_FORMAT_NCL == 47 && ACL_MEMCPY_DEVICE_TO_HOST == 2, "enum values");
// acl/acl.h includes acl/acl_op.h and acl/acl_mdl.h, as CANN's does (tests/core/acl_op_test.cc and
// acl_mdl_test.cc test their functions).
static_assert(std::is_same<decltype(&aclopCreateAttr), aclopAttr* (*)()>::value, "acl.h declares the aclop API");
static_assert(std::is_same<decltype(&aclmdlCreateDesc), aclmdlDesc* (*)()>::value, "acl.h declares the aclmdl API");
static_assert(ACLNN_ERR_PARAM_NULLPTR == 161001 && ACLNN_ERR_PARAM_INVALID == 161002, "status values");

TEST(Runtime, InitFinalizeAreIdempotentAndNeverCrash) {
  const aclError first = aclInit(nullptr);
  EXPECT_TRUE(first == ACL_SUCCESS || first == ACL_ERROR_REPEAT_INITIALIZE);
  EXPECT_EQ(aclInit(nullptr), ACL_ERROR_REPEAT_INITIALIZE);
  EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
  EXPECT_EQ(aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
  EXPECT_EQ(aclInit(nullptr), ACL_SUCCESS);
  EXPECT_EQ(aclnnInit(nullptr), 0);
  EXPECT_EQ(aclnnFinalize(), 0);
}

TEST(Runtime, DevicesAndContexts) {
  EXPECT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
  EXPECT_EQ(aclrtSetDevice(-1), ACL_ERROR_RT_INVALID_DEVICEID);
  EXPECT_NE(Msg().find("aclrtSetDevice"), std::string::npos);
  int32_t dev = -1;
  EXPECT_EQ(aclrtGetDevice(&dev), ACL_SUCCESS);
  EXPECT_EQ(dev, 0);
  uint32_t count = 0;
  EXPECT_EQ(aclrtGetDeviceCount(&count), ACL_SUCCESS);
  EXPECT_GE(count, 1u);
  aclrtContext ctx = nullptr;
  ASSERT_EQ(aclrtCreateContext(&ctx, 0), ACL_SUCCESS);
  ASSERT_NE(ctx, nullptr);
  EXPECT_EQ(aclrtSetCurrentContext(ctx), ACL_SUCCESS);
  aclrtContext cur = nullptr;
  EXPECT_EQ(aclrtGetCurrentContext(&cur), ACL_SUCCESS);
  EXPECT_EQ(cur, ctx);
  EXPECT_EQ(aclrtDestroyContext(ctx), ACL_SUCCESS);
  EXPECT_EQ(aclrtDestroyContext(ctx), ACL_ERROR_RT_PARAM_INVALID);  // twice: an error, not a crash
  aclrtRunMode mode;
  EXPECT_EQ(aclrtGetRunMode(&mode), ACL_SUCCESS);
  EXPECT_EQ(mode, ACL_HOST);
  ASSERT_NE(aclrtGetSocName(), nullptr);
  EXPECT_NE(std::string(aclrtGetSocName()).find("Ascend910B"), std::string::npos);
  EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
  EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
}

TEST(Runtime, Memory) {
  void* p = nullptr;
  EXPECT_EQ(aclrtMalloc(&p, 0, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_INVALID_PARAM);
  EXPECT_EQ(aclrtMalloc(nullptr, 16, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_INVALID_PARAM);
  ASSERT_EQ(aclrtMalloc(&p, 100, ACL_MEM_MALLOC_NORMAL_ONLY), ACL_SUCCESS);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
  std::memset(p, 1, 100 + 28);  // CANN's rounding: round_up(100, 32) = 128 bytes are usable
  EXPECT_EQ(aclrtMemset(p, 100, 7, 100), ACL_SUCCESS);
  EXPECT_EQ(static_cast<unsigned char*>(p)[99], 7);
  EXPECT_EQ(aclrtMemset(p, 10, 7, 11), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_EQ(aclrtMemset(nullptr, 10, 7, 1), ACL_ERROR_INVALID_PARAM);
  EXPECT_EQ(aclrtMemset(nullptr, 10, 7, 0), ACL_SUCCESS);
  char host[100];
  EXPECT_EQ(aclrtMemcpy(host, 100, p, 100, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
  EXPECT_EQ(host[50], 7);
  EXPECT_EQ(aclrtMemcpy(host, 10, p, 11, ACL_MEMCPY_DEVICE_TO_HOST), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_EQ(aclrtMemcpy(host, 100, nullptr, 1, ACL_MEMCPY_DEVICE_TO_HOST), ACL_ERROR_INVALID_PARAM);
  EXPECT_EQ(aclrtMemcpy(host, 100, p, 1, static_cast<aclrtMemcpyKind>(9)), ACL_ERROR_INVALID_PARAM);
  EXPECT_EQ(aclrtMemcpy(nullptr, 0, nullptr, 0, ACL_MEMCPY_HOST_TO_HOST), ACL_SUCCESS);
  for (int k = 0; k <= 7; ++k)
    EXPECT_EQ(aclrtMemcpy(host, 100, p, 4, static_cast<aclrtMemcpyKind>(k)), ACL_SUCCESS);
  EXPECT_EQ(aclrtFree(p), ACL_SUCCESS);
  EXPECT_EQ(aclrtFree(p), ACL_ERROR_RT_PARAM_INVALID);  // double free: an error, not a crash
  EXPECT_EQ(aclrtFree(host), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_EQ(aclrtFree(nullptr), ACL_ERROR_INVALID_PARAM);
  void* h = nullptr;
  ASSERT_EQ(aclrtMallocHost(&h, 64), ACL_SUCCESS);
  EXPECT_EQ(aclrtFreeHost(h), ACL_SUCCESS);
  EXPECT_EQ(aclrtMallocHost(&h, 0), ACL_ERROR_INVALID_PARAM);
}

// Whether the mapping that holds p is advised for transparent huge pages ("hg" among its VmFlags in
// /proc/self/smaps): 1 or 0, -1 when the kernel has no THP or smaps cannot be read.
int AdvisedHugePages(const void* p) {
  if (!std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled")) return -1;
  // User-mode emulators (qemu-user, cross builds' tests) accept madvise and do nothing.
  if (std::getenv("ACLNN_CPU_TEST_EMULATED")) return -1;
  std::ifstream smaps("/proc/self/smaps");
  const auto a = reinterpret_cast<uintptr_t>(p);
  bool inside = false;
  for (std::string line; std::getline(smaps, line);) {
    unsigned long lo = 0, hi = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx ", &lo, &hi) == 2) inside = a >= lo && a < hi;
    else if (inside && line.rfind("VmFlags:", 0) == 0) return (line + " ").find(" hg ") != std::string::npos;
  }
  return -1;
}

// Large blocks: huge-page policies map 2 MiB-aligned blocks advised for transparent huge pages,
// NORMAL_ONLY does not; every policy gives a usable block of the rounded size that aclrtFree takes
// back once.
TEST(Runtime, LargeBlocksEveryPolicy) {
  const size_t sizes[] = {(size_t(2) << 20) - 100, size_t(2) << 20, (size_t(5) << 20) + 3};
  const int policies[] = {ACL_MEM_MALLOC_HUGE_FIRST, ACL_MEM_MALLOC_HUGE_ONLY, ACL_MEM_MALLOC_NORMAL_ONLY,
                          ACL_MEM_MALLOC_HUGE_FIRST_P2P, ACL_MEM_MALLOC_NORMAL_ONLY_P2P,
                          ACL_MEM_MALLOC_HUGE1G_ONLY, ACL_MEM_MALLOC_HUGE_FIRST | ACL_MEM_TYPE_HIGH_BAND_WIDTH};
  const bool guard = std::getenv("ACLNN_CPU_GUARD_PAGES") && std::strcmp(std::getenv("ACLNN_CPU_GUARD_PAGES"), "0");
  for (size_t n : sizes)
    for (int pol : policies) {
      SCOPED_TRACE("size " + std::to_string(n) + " policy " + std::to_string(pol));
      void* p = nullptr;
      ASSERT_EQ(aclrtMalloc(&p, n, static_cast<aclrtMemMallocPolicy>(pol)), ACL_SUCCESS);
      EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
      const size_t usable = (n + 31) / 32 * 32;
      const bool huge = (pol & 0xff) != ACL_MEM_MALLOC_NORMAL_ONLY && (pol & 0xff) != ACL_MEM_MALLOC_NORMAL_ONLY_P2P;
      const bool mapped_huge = huge && !guard && usable + 32 >= (size_t(2) << 20);
      if (mapped_huge) EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % (size_t(2) << 20), 0u);
      const int advised = AdvisedHugePages(p);
      if (advised >= 0) EXPECT_EQ(advised, mapped_huge ? 1 : 0);
      auto* b = static_cast<unsigned char*>(p);
      std::memset(b, 0xA5, usable);
      EXPECT_EQ(b[0], 0xA5);
      EXPECT_EQ(b[usable - 1], 0xA5);
      EXPECT_EQ(aclrtFree(b + 64), ACL_ERROR_RT_PARAM_INVALID);  // not a block start
      EXPECT_EQ(aclrtFree(p), ACL_SUCCESS);
      EXPECT_EQ(aclrtFree(p), ACL_ERROR_RT_PARAM_INVALID);
    }
  void* h = nullptr;  // host memory: ordinary pages, any size
  ASSERT_EQ(aclrtMallocHost(&h, size_t(4) << 20), ACL_SUCCESS);
  std::memset(h, 1, size_t(4) << 20);
  EXPECT_EQ(aclrtFreeHost(h), ACL_SUCCESS);
}

TEST(Runtime, Streams) {
  aclrtStream s = nullptr;
  EXPECT_EQ(aclrtCreateStream(nullptr), ACL_ERROR_INVALID_PARAM);
  ASSERT_EQ(aclrtCreateStream(&s), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStream(s), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(s, -2), ACL_ERROR_RT_PARAM_INVALID);
  EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(s, 0), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(s, 1000), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);  // default stream
  EXPECT_EQ(aclrtSynchronizeDevice(), ACL_SUCCESS);
  EXPECT_EQ(aclrtDestroyStream(s), ACL_SUCCESS);
  EXPECT_EQ(aclrtDestroyStream(s), ACL_ERROR_RT_PARAM_INVALID);  // twice
  EXPECT_EQ(aclrtSynchronizeStream(s), ACL_ERROR_RT_PARAM_INVALID);  // destroyed handle
  EXPECT_EQ(aclrtDestroyStream(nullptr), ACL_ERROR_INVALID_PARAM);
  // unique_ptr with the runtime's own deleter, as CANN samples write it.
  aclrtStream raw = nullptr;
  ASSERT_EQ(aclrtCreateStream(&raw), ACL_SUCCESS);
  std::unique_ptr<std::remove_pointer<aclrtStream>::type, decltype(&aclrtDestroyStream)> owned(raw, aclrtDestroyStream);
}

TEST(Runtime, AsyncCopiesRunInStreamOrder) {
  aclrtStream s = nullptr;
  ASSERT_EQ(aclrtCreateStream(&s), ACL_SUCCESS);
  std::vector<int> a(1000, 1), b(1000, 0), c(1000, 0);
  EXPECT_EQ(aclrtMemcpyAsync(b.data(), 4000, a.data(), 4000, ACL_MEMCPY_HOST_TO_DEVICE, s), ACL_SUCCESS);
  EXPECT_EQ(aclrtMemcpyAsync(c.data(), 4000, b.data(), 4000, ACL_MEMCPY_DEVICE_TO_DEVICE, s), ACL_SUCCESS);
  EXPECT_EQ(aclrtMemsetAsync(a.data(), 4000, 0, 4000, s), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStream(s), ACL_SUCCESS);
  EXPECT_EQ(c[999], 1);
  EXPECT_EQ(a[0], 0);
  EXPECT_EQ(aclrtDestroyStream(s), ACL_SUCCESS);
}

// Who runs a stream's tasks: the synchronising caller (the usual path), or the worker when many
// tasks wait or a timed synchronisation asks. Order and completion hold on every path.
TEST(Runtime, StreamTasksRunInOrderOnEveryPath) {
  aclrtStream s = nullptr;
  ASSERT_EQ(aclrtCreateStream(&s), ACL_SUCCESS);
  // A chain of dependent copies: each step reads what the previous one wrote.
  constexpr int kSteps = 40;  // more than the worker's wake-up threshold
  std::vector<std::vector<int>> buf(kSteps + 1, std::vector<int>(256, 0));
  for (int round = 0; round < 3; ++round) {
    for (auto& b : buf) std::fill(b.begin(), b.end(), 0);
    std::fill(buf[0].begin(), buf[0].end(), round + 7);
    for (int k = 0; k < kSteps; ++k)
      ASSERT_EQ(aclrtMemcpyAsync(buf[k + 1].data(), 1024, buf[k].data(), 1024, ACL_MEMCPY_DEVICE_TO_DEVICE, s),
                ACL_SUCCESS);
    if (round == 0) {
      EXPECT_EQ(aclrtSynchronizeStream(s), ACL_SUCCESS);
    } else if (round == 1) {
      EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(s, 10000), ACL_SUCCESS);  // the worker runs them
    } else {
      // So many waiting tasks wake the worker, which drains the queue in the background; the
      // synchronisation then finds them done (or takes over the rest).
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      EXPECT_EQ(aclrtSynchronizeStream(s), ACL_SUCCESS);
    }
    for (int k = 0; k <= kSteps; ++k) ASSERT_EQ(buf[k][255], round + 7) << "round " << round << " step " << k;
  }
  // A timed synchronisation that expires while the worker is busy reports the timeout; a later
  // synchronisation still completes everything.
  std::vector<char> big(size_t(64) << 20, 1), dst(size_t(64) << 20, 0);
  for (int k = 0; k < 4; ++k)
    ASSERT_EQ(aclrtMemcpyAsync(dst.data(), dst.size(), big.data(), big.size(), ACL_MEMCPY_HOST_TO_DEVICE, s),
              ACL_SUCCESS);
  const aclError timed = aclrtSynchronizeStreamWithTimeout(s, 1);
  EXPECT_TRUE(timed == ACL_SUCCESS || timed == ACL_ERROR_RT_STREAM_SYNC_TIMEOUT) << timed;
  EXPECT_EQ(aclrtSynchronizeStream(s), ACL_SUCCESS);
  EXPECT_EQ(dst.back(), 1);
  EXPECT_EQ(aclrtDestroyStream(s), ACL_SUCCESS);
}

TEST(Runtime, Float16Helpers) {
  EXPECT_EQ(aclFloatToFloat16(1.0f), 0x3C00);
  EXPECT_EQ(aclFloatToFloat16(-2.0f), 0xC000);
  EXPECT_EQ(aclFloatToFloat16(1e6f), 0x7BFF);  // saturating, as CANN's helper
  EXPECT_EQ(aclFloatToFloat16(-INFINITY), 0xFBFF);
  EXPECT_EQ(aclFloat16ToFloat(0x3C00), 1.0f);
  EXPECT_EQ(aclFloat16ToFloat(0x0001), 5.9604644775390625e-08f);
  EXPECT_EQ(aclDataTypeSize(ACL_FLOAT), 4u);
  EXPECT_EQ(aclDataTypeSize(ACL_BF16), 2u);
  EXPECT_EQ(aclDataTypeSize(ACL_COMPLEX128), 16u);
  EXPECT_EQ(aclDataTypeSize(ACL_STRING), 0u);
  EXPECT_EQ(aclDataTypeSize(ACL_FLOAT4_E2M1), 8u);
}

TEST(Meta, TensorCreationAndQueries) {
  const int64_t dims[3] = {2, 3, 4};
  EXPECT_EQ(aclCreateTensor(nullptr, 3, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 3, nullptr), nullptr);
  EXPECT_EQ(aclCreateTensor(dims, 3, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, nullptr, 3, nullptr), nullptr);
  aclTensor* t = aclCreateTensor(dims, 3, ACL_FLOAT16, nullptr, 5, ACL_FORMAT_NCL, dims, 3, nullptr);
  ASSERT_NE(t, nullptr);
  int64_t* v = nullptr;
  uint64_t n = 0;
  ASSERT_EQ(aclGetViewStrides(t, &v, &n), 0);
  ASSERT_EQ(n, 3u);
  EXPECT_EQ(v[0], 12);
  EXPECT_EQ(v[1], 4);
  EXPECT_EQ(v[2], 1);
  delete[] v;
  ASSERT_EQ(aclGetViewShape(t, &v, &n), 0);
  EXPECT_EQ(v[2], 4);
  delete[] v;
  ASSERT_EQ(aclGetStorageShape(t, &v, &n), 0);
  EXPECT_EQ(n, 3u);
  delete[] v;
  int64_t off = 0;
  EXPECT_EQ(aclGetViewOffset(t, &off), 0);
  EXPECT_EQ(off, 5);
  aclFormat f;
  EXPECT_EQ(aclGetFormat(t, &f), 0);
  EXPECT_EQ(f, ACL_FORMAT_NCL);
  aclDataType dt;
  EXPECT_EQ(aclGetDataType(t, &dt), 0);
  EXPECT_EQ(dt, ACL_FLOAT16);
  EXPECT_EQ(aclGetViewShape(t, nullptr, &n), ACLNN_ERR_PARAM_NULLPTR);
  EXPECT_EQ(aclGetViewShape(nullptr, &v, &n), ACLNN_ERR_PARAM_NULLPTR);
  int x = 0;
  EXPECT_EQ(aclSetRawTensorAddr(t, &x), 0);
  void* addr = nullptr;
  EXPECT_EQ(aclGetRawTensorAddr(t, &addr), 0);
  EXPECT_EQ(addr, &x);
  // aclInitTensor keeps the view when no dims are given and replaces offset and format.
  EXPECT_EQ(aclInitTensor(t, nullptr, 0, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, nullptr, 0, nullptr), 0);
  ASSERT_EQ(aclGetViewShape(t, &v, &n), 0);
  EXPECT_EQ(n, 3u);
  delete[] v;
  EXPECT_EQ(aclGetRawTensorAddr(t, &addr), 0);
  EXPECT_EQ(addr, &x);
  EXPECT_EQ(aclDestroyTensor(t), 0);
  EXPECT_EQ(aclDestroyTensor(nullptr), 0);
  // 0-d tensors: no dims at all.
  aclTensor* s = aclCreateTensor(nullptr, 0, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, nullptr, 0, nullptr);
  ASSERT_NE(s, nullptr);
  aclDestroyTensor(s);
}

TEST(Meta, ScalarsArraysAndLists) {
  float value = 2.5f;
  aclScalar* s = aclCreateScalar(&value, ACL_FLOAT);
  ASSERT_NE(s, nullptr);
  value = 9.0f;  // the scalar keeps its own copy
  EXPECT_EQ(aclCreateScalar(nullptr, ACL_FLOAT), nullptr);
  EXPECT_EQ(aclCreateScalar(&value, ACL_STRING), nullptr);
  EXPECT_EQ(aclDestroyScalar(s), 0);
  const int64_t iv[3] = {1, 2, 3};
  aclIntArray* ia = aclCreateIntArray(iv, 3);
  uint64_t n = 0;
  EXPECT_EQ(aclGetIntArraySize(ia, &n), 0);
  EXPECT_EQ(n, 3u);
  aclDestroyIntArray(ia);
  aclIntArray* empty = aclCreateIntArray(nullptr, 0);
  ASSERT_NE(empty, nullptr);
  EXPECT_EQ(aclGetIntArraySize(empty, &n), 0);
  EXPECT_EQ(n, 0u);
  aclDestroyIntArray(empty);
  const float fv[2] = {1, 2};
  aclFloatArray* fa = aclCreateFloatArray(fv, 2);
  EXPECT_EQ(aclGetFloatArraySize(fa, &n), 0);
  EXPECT_EQ(n, 2u);
  aclDestroyFloatArray(fa);
  const bool bv[1] = {true};
  aclBoolArray* ba = aclCreateBoolArray(bv, 1);
  EXPECT_EQ(aclGetBoolArraySize(ba, &n), 0);
  aclDestroyBoolArray(ba);
  // Lists destroy their elements (under ASan a double destroy would be reported).
  const int64_t dims[1] = {4};
  const aclTensor* ts[2] = {aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, nullptr),
                            aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, nullptr)};
  aclTensorList* tl = aclCreateTensorList(ts, 2);
  EXPECT_EQ(aclGetTensorListSize(tl, &n), 0);
  EXPECT_EQ(n, 2u);
  EXPECT_EQ(aclDestroyTensorList(tl), 0);
  const aclScalar* ss[1] = {aclCreateScalar(&value, ACL_FLOAT)};
  aclScalarList* sl = aclCreateScalarList(ss, 1);
  EXPECT_EQ(aclGetScalarListSize(sl, &n), 0);
  EXPECT_EQ(aclDestroyScalarList(sl), 0);
  // An element destroyed again after its list: refused, nothing freed twice.
  EXPECT_EQ(aclDestroyScalar(ss[0]), 161002);
  EXPECT_EQ(aclDestroyTensor(ts[1]), 161002);
}

namespace {
aclTensor* Vec4(void* data = nullptr) {
  const int64_t dims[1] = {4};
  return aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, data);
}
}  // namespace

// Programs written for CANN may destroy a list's tensors before the list (CANN's AddN samples do):
// the list then frees only what is still its own. A tensor destroyed twice is refused (161002,
// with a message), and a new tensor cannot take the address of an element a list still holds.
TEST(Meta, ListsAfterTheirTensorsAndDoubleDestroys) {
  aclTensor* a = Vec4();
  aclTensor* b = Vec4();
  const aclTensor* ts[2] = {a, b};
  aclTensorList* tl = aclCreateTensorList(ts, 2);
  EXPECT_EQ(aclDestroyTensor(a), 0);
  EXPECT_EQ(aclDestroyTensor(a), 161002);
  EXPECT_NE(Msg().find("aclDestroyTensor"), std::string::npos);
  EXPECT_NE(Msg().find("not a live tensor"), std::string::npos);
  aclTensor* c = Vec4();
  EXPECT_NE(c, a);  // a's memory stays while the list holds it
  EXPECT_EQ(aclDestroyTensorList(tl), 0);  // frees a (destroyed before) and b
  EXPECT_EQ(aclDestroyTensor(b), 161002);
  EXPECT_EQ(aclDestroyTensor(c), 0);
  int not_a_tensor = 0;
  EXPECT_EQ(aclDestroyTensor(reinterpret_cast<aclTensor*>(&not_a_tensor)), 161002);
  EXPECT_EQ(not_a_tensor, 0);
  EXPECT_EQ(aclDestroyTensor(nullptr), 0);
  float v = 1.0f;
  aclScalar* s = aclCreateScalar(&v, ACL_FLOAT);
  EXPECT_EQ(aclDestroyScalar(s), 0);
  EXPECT_EQ(aclDestroyScalar(s), 161002);
  EXPECT_NE(Msg().find("aclDestroyScalar"), std::string::npos);
  EXPECT_EQ(aclDestroyScalar(nullptr), 0);
}

// Arrays and lists are recorded as tensors and scalars are: a second destroy, or a destroy of a
// pointer no aclCreate* function made, is refused with 161002 and a message naming the function;
// nothing is freed twice (ASan would report it) and a list's second destroy leaves its elements'
// holds alone.
TEST(Meta, ArraysAndListsDestroyedTwice) {
  const int64_t iv[2] = {1, 2};
  const float fv[1] = {0.5f};
  const bool bv[3] = {true, false, true};
  aclIntArray* ia = aclCreateIntArray(iv, 2);
  aclFloatArray* fa = aclCreateFloatArray(fv, 1);
  aclBoolArray* ba = aclCreateBoolArray(bv, 3);
  aclIntArray* empty = aclCreateIntArray(nullptr, 0);
  ASSERT_TRUE(ia && fa && ba && empty);
  EXPECT_EQ(aclDestroyIntArray(ia), 0);
  EXPECT_EQ(aclDestroyIntArray(ia), 161002);
  EXPECT_NE(Msg().find("aclDestroyIntArray"), std::string::npos);
  EXPECT_NE(Msg().find("not a live integer array"), std::string::npos);
  EXPECT_EQ(aclDestroyFloatArray(fa), 0);
  EXPECT_EQ(aclDestroyFloatArray(fa), 161002);
  EXPECT_NE(Msg().find("aclCreateFloatArray"), std::string::npos);
  EXPECT_EQ(aclDestroyBoolArray(ba), 0);
  EXPECT_EQ(aclDestroyBoolArray(ba), 161002);
  EXPECT_EQ(aclDestroyIntArray(empty), 0);
  EXPECT_EQ(aclDestroyIntArray(nullptr), 0);
  int64_t not_an_array[4] = {7, 7, 7, 7};
  EXPECT_EQ(aclDestroyIntArray(reinterpret_cast<aclIntArray*>(not_an_array)), 161002);
  EXPECT_EQ(not_an_array[0], 7);

  aclTensor* a = Vec4();
  aclTensor* keep = Vec4();
  const aclTensor* ts[2] = {a, keep};
  aclTensorList* tl = aclCreateTensorList(ts, 2);
  const aclTensor* again[1] = {keep};
  aclTensorList* tl2 = aclCreateTensorList(again, 1);
  EXPECT_EQ(aclDestroyTensorList(tl), 0);  // destroys a and keep; tl2 still holds keep
  EXPECT_EQ(aclDestroyTensorList(tl), 161002);
  EXPECT_NE(Msg().find("not a live tensor list"), std::string::npos);
  uint64_t n = 0;
  EXPECT_EQ(aclGetTensorListSize(tl2, &n), 0);  // keep's memory is still tl2's
  EXPECT_EQ(n, 1u);
  EXPECT_EQ(aclDestroyTensorList(tl2), 0);
  EXPECT_EQ(aclDestroyTensorList(reinterpret_cast<aclTensorList*>(not_an_array)), 161002);
  float v = 1.0f;
  const aclScalar* ss[1] = {aclCreateScalar(&v, ACL_FLOAT)};
  aclScalarList* sl = aclCreateScalarList(ss, 1);
  EXPECT_EQ(aclDestroyScalarList(sl), 0);
  EXPECT_EQ(aclDestroyScalarList(sl), 161002);
  EXPECT_NE(Msg().find("aclDestroyScalarList"), std::string::npos);
}

// A tensor twice in one list, in two lists, NULL and foreign elements: each object is freed once,
// when the last list holding it goes; NULL and pointers that are not live objects are left alone.
TEST(Meta, ListElementsSharedOrForeign) {
  aclTensor* t = Vec4();
  aclTensor* u = Vec4();
  int foreign = 0;
  const aclTensor* twice[4] = {t, t, nullptr, reinterpret_cast<aclTensor*>(&foreign)};
  const aclTensor* other[2] = {u, t};
  aclTensorList* l1 = aclCreateTensorList(twice, 4);
  aclTensorList* l2 = aclCreateTensorList(other, 2);
  uint64_t n = 0;
  EXPECT_EQ(aclDestroyTensorList(l1), 0);  // destroys t; l2 still holds it
  EXPECT_EQ(aclDestroyTensor(t), 161002);
  EXPECT_EQ(aclGetTensorListSize(l2, &n), 0);
  EXPECT_EQ(n, 2u);
  aclFormat f = ACL_FORMAT_UNDEFINED;
  EXPECT_EQ(aclGetFormat(t, &f), 0);  // still readable through l2
  EXPECT_EQ(f, ACL_FORMAT_ND);
  EXPECT_EQ(aclDestroyTensorList(l2), 0);  // destroys u, frees t and u
  EXPECT_EQ(aclDestroyTensor(u), 161002);
  EXPECT_EQ(foreign, 0);
  // A list made of an element destroyed (and freed) already holds nothing: destroying the list
  // frees nothing (under ASan a second free would be reported).
  aclTensor* w = Vec4();
  EXPECT_EQ(aclDestroyTensor(w), 0);
  const aclTensor* late[1] = {w};
  aclTensorList* l3 = aclCreateTensorList(late, 1);
  EXPECT_EQ(aclDestroyTensorList(l3), 0);
  // Empty and NULL arrays.
  EXPECT_EQ(aclDestroyTensorList(aclCreateTensorList(nullptr, 3)), 0);
  EXPECT_EQ(aclDestroyTensorList(aclCreateTensorList(twice, 0)), 0);
  EXPECT_EQ(aclDestroyTensorList(nullptr), 0);
  EXPECT_EQ(aclDestroyScalarList(nullptr), 0);
  // Scalars the same way.
  float v = 2.0f;
  aclScalar* s = aclCreateScalar(&v, ACL_FLOAT);
  const aclScalar* ss[2] = {s, s};
  aclScalarList* sl1 = aclCreateScalarList(ss, 2);
  aclScalarList* sl2 = aclCreateScalarList(ss, 1);
  EXPECT_EQ(aclDestroyScalar(s), 0);
  EXPECT_EQ(aclDestroyScalarList(sl1), 0);
  EXPECT_EQ(aclDestroyScalarList(sl2), 0);
  EXPECT_EQ(aclDestroyScalar(s), 161002);
}

// The order of CANN's AddN samples: run, destroy the inputs, the output, then the list.
TEST(Meta, AddNSampleDestroysTensorsThenList) {
  std::vector<float> x1 = {0, 1, 2, 3}, x2 = {1, 1, 2, 3}, y(4, 0.0f);
  aclTensor* in1 = Vec4(x1.data());
  aclTensor* in2 = Vec4(x2.data());
  aclTensor* out = Vec4(y.data());
  std::vector<aclTensor*> tmp{in1, in2};
  aclTensorList* list = aclCreateTensorList(tmp.data(), tmp.size());
  ASSERT_NE(list, nullptr);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  ASSERT_EQ(aclnnAddNGetWorkspaceSize(list, out, &ws, &ex), 0) << Msg();
  void* w = nullptr;
  if (ws > 0) ASSERT_EQ(aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  aclrtStream stream = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), 0);
  ASSERT_EQ(aclnnAddN(w, ws, ex, stream), 0) << Msg();
  ASSERT_EQ(aclrtSynchronizeStream(stream), 0) << Msg();
  EXPECT_EQ(y, (std::vector<float>{1, 2, 4, 6}));
  EXPECT_EQ(aclDestroyTensor(in1), 0);
  EXPECT_EQ(aclDestroyTensor(in2), 0);
  EXPECT_EQ(aclDestroyTensor(out), 0);
  EXPECT_EQ(aclDestroyTensorList(list), 0);
  if (w) aclrtFree(w);
  aclrtDestroyStream(stream);
}

TEST(Meta, ExecutorReuseWithAddressRebinding) {
  const int64_t dims[1] = {8};
  std::vector<float> x1(8, 1.0f), x2(8, -1.0f), y1(8, 0), y2(8, 0);
  aclTensor* x = aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, x1.data());
  aclTensor* y = aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, y1.data());
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  ASSERT_EQ(aclnnGeluV2GetWorkspaceSize(x, 0, y, &ws, &ex), 0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  ASSERT_EQ(aclnnGeluV2(nullptr, 0, ex, nullptr), 0);
  ASSERT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_NEAR(y1[3], 0.8413447, 1e-6);
  EXPECT_EQ(aclSetInputTensorAddr(ex, 0, x, x2.data()), 0);
  EXPECT_EQ(aclSetOutputTensorAddr(ex, 0, y, y2.data()), 0);
  EXPECT_EQ(aclSetInputTensorAddr(ex, 5, x, x2.data()), ACLNN_ERR_PARAM_INVALID);
  EXPECT_EQ(aclSetInputTensorAddr(nullptr, 0, x, x2.data()), ACLNN_ERR_INNER_NULLPTR);
  ASSERT_EQ(aclnnGeluV2(nullptr, 0, ex, nullptr), 0);
  ASSERT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_NEAR(y2[3], -0.1586553, 1e-6);
  EXPECT_NEAR(y1[3], 0.8413447, 1e-6);  // the first output is untouched by the second run
  EXPECT_EQ(aclSetTensorAddr(ex, 1, y, y1.data()), 0);  // index over inputs then outputs
  ASSERT_EQ(aclnnGeluV2(nullptr, 0, ex, nullptr), 0);
  ASSERT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_NEAR(y1[3], -0.1586553, 1e-6);
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), ACLNN_ERR_PARAM_INVALID);  // already destroyed
  aclDestroyTensor(x);
  aclDestroyTensor(y);
}

TEST(Meta, ExecutorOfAnotherOperatorIsRefused) {
  const int64_t dims[1] = {4};
  std::vector<float> buf(4, 0);
  aclTensor* x = aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, buf.data());
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  ASSERT_EQ(aclnnGeluV2GetWorkspaceSize(x, 0, x, &ws, &ex), 0);
  // Too small a workspace and a foreign phase 2 are both refused; the executor is consumed.
  EXPECT_EQ(aclnnGeluBackwardV2(nullptr, 0, ex, nullptr), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("aclnnGeluV2"), std::string::npos);
  aclDestroyTensor(x);
}

// Tensors and lists made and destroyed on many threads at once, in both orders, with one tensor
// that every list holds (and the first list destroyed destroys): the object registry under
// contention. Every status is what a single thread would get.
TEST(Concurrency, ListsAndTheirTensorsAcrossThreads) {
  constexpr int kThreads = 8, kReps = 200;
  aclTensor* shared = Vec4();
  const aclTensor* keep[1] = {shared};
  aclTensorList* keeper = aclCreateTensorList(keep, 1);  // keeps shared's memory to the end
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int rep = 0; rep < kReps; ++rep) {
        aclTensor* own = Vec4();
        float v = static_cast<float>(rep);
        aclScalar* s = aclCreateScalar(&v, ACL_FLOAT);
        const aclTensor* ts[3] = {own, shared, own};
        const aclScalar* ss[1] = {s};
        aclTensorList* l = aclCreateTensorList(ts, 3);
        aclScalarList* sl = aclCreateScalarList(ss, 1);
        if (!own || !s || !l || !sl) { ++failures; continue; }
        if ((rep + t) % 2) {  // the samples' order: elements first
          if (aclDestroyTensor(own) != 0 || aclDestroyScalar(s) != 0) ++failures;
          if (aclDestroyTensorList(l) != 0 || aclDestroyScalarList(sl) != 0) ++failures;
        } else {
          if (aclDestroyTensorList(l) != 0 || aclDestroyScalarList(sl) != 0) ++failures;
          if (aclDestroyTensor(own) != 161002 || aclDestroyScalar(s) != 161002) ++failures;
        }
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(aclDestroyTensor(shared), 161002);  // destroyed by the first list destroyed
  EXPECT_EQ(aclDestroyTensorList(keeper), 0);   // frees it
}

TEST(Concurrency, ManyThreadsManyStreams) {
  constexpr int kThreads = 8;
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      aclrtStream s = nullptr;
      if (aclrtCreateStream(&s) != 0) { ++failures; return; }
      const int64_t n = 4096 + t;
      std::vector<float> in(static_cast<size_t>(n)), out(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) in[static_cast<size_t>(i)] = static_cast<float>((i % 13) - 6) * (t + 1) * 0.1f;
      const int64_t dims[1] = {n};
      aclTensor* x = aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, in.data());
      aclTensor* y = aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, out.data());
      for (int rep = 0; rep < 20; ++rep) {
        uint64_t ws = 0;
        aclOpExecutor* ex = nullptr;
        if (aclnnGeluV2GetWorkspaceSize(x, rep % 2, y, &ws, &ex) != 0 || aclnnGeluV2(nullptr, 0, ex, s) != 0) ++failures;
      }
      if (aclrtSynchronizeStream(s) != 0) ++failures;
      for (int64_t i = 0; i < n; ++i) {
        const double v = in[static_cast<size_t>(i)];
        const double want = v / (1.0 + std::exp(-1.5957691216057308 * (v + 0.044715 * v * v * v)));  // last rep: tanh
        if (std::fabs(out[static_cast<size_t>(i)] - want) > 1e-5 * std::max(1.0, std::fabs(want))) { ++failures; break; }
      }
      aclDestroyTensor(x);
      aclDestroyTensor(y);
      aclrtDestroyStream(s);
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
}
