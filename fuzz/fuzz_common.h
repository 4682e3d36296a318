// Shared machinery of the libFuzzer targets (docs/reliability.md).
//
// Every target turns the fuzzer's bytes into one call of an operator's phase 1: tensors of
// fuzzed rank, dims (0, 1, huge, overflowing products), strides (zero, negative, overlapping,
// permuted, padded), offsets, storage shapes, dtypes and formats, null pointers and hostile
// attribute values. Phase 1 must return a status (on failure: a known code and a message). When
// it succeeds and the problem is small enough to run, phase 2 runs on real memory of exactly the
// declared storage size, placed flush against an inaccessible guard page (before or after the
// storage, chosen by the fuzzer); input storage is made read-only while phase 2 runs, and
// afterwards every byte outside the output views must be unchanged.
#pragma once

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "aclnn/aclnn_base.h"

namespace fz {

using Shape = std::vector<int64_t>;
using Phase2Fn = aclnnStatus (*)(void*, uint64_t, aclOpExecutor*, aclrtStream);

// Storage larger than this is never allocated (phase 2 is then skipped).
constexpr uint64_t kMaxBytes = 1u << 18;
// Views with more elements than this are never run (phase 2 is then skipped).
constexpr int64_t kMaxNumel = 1 << 14;

// A block of memory with an inaccessible page on each side; the usable bytes sit flush against
// one of them.
class GuardBuf {
 public:
  GuardBuf(uint64_t bytes, bool flush_end);
  ~GuardBuf();
  GuardBuf(const GuardBuf&) = delete;
  GuardBuf& operator=(const GuardBuf&) = delete;
  unsigned char* data() const { return data_; }
  uint64_t bytes() const { return bytes_; }
  void ReadOnly(bool on);  // protects the body pages (read-only) or restores read/write
  bool SlackIntact() const;  // the body bytes around the storage still hold their canary

 private:
  unsigned char* map_ = nullptr;
  size_t map_len_ = 0, body_len_ = 0;
  unsigned char* body_ = nullptr;
  unsigned char* data_ = nullptr;
  uint64_t bytes_ = 0;
};

enum class Role { kIn, kOut };

struct TensorRec {
  aclTensor* t = nullptr;
  Role role = Role::kIn;
  Shape view, strides;
  int64_t offset = 0;
  size_t esize = 1;
  int buf = -1;  // index into Fuzz::bufs_, -1: no memory (phase 2 impossible)
};

class Fuzz {
 public:
  Fuzz(const uint8_t* data, size_t size);
  ~Fuzz();  // destroys every object created through this class

  FuzzedDataProvider& p() { return p_; }
  std::mt19937_64& rng() { return rng_; }
  // True with probability about 1/n.
  bool OneIn(unsigned n);
  int64_t Range(int64_t lo, int64_t hi) { return p_.ConsumeIntegralInRange<int64_t>(lo, hi); }
  // Small values mostly; sometimes 0, 1, -1, huge, 2^31, INT64_MAX/MIN, overflow bait.
  int64_t Hostile();
  int64_t Dim(int64_t lo, int64_t hi) { return OneIn(24) ? Hostile() : Range(lo, hi); }
  aclDataType Dtype(aclDataType good);
  aclDataType Pick(std::initializer_list<aclDataType> good);
  aclFormat Format(aclFormat good);

  // A tensor whose view is `view` (possibly mutated), dtype/format possibly mutated, laid out
  // by a fuzzed stride mode inside a fuzzed storage; memory allocated when small enough. Inputs
  // are filled by `fill` mode chosen by the fuzzer. May return nullptr (null-pointer rows).
  aclTensor* Tensor(Shape view, aclDataType dt, aclFormat fmt, Role role, bool nullable = false);
  // Same memory as an earlier tensor (in-place / aliasing calls); nullptr if impossible.
  aclTensor* Alias(aclTensor* of, Shape view, aclDataType dt, aclFormat fmt, Role role);
  // `full` with some dims set to 1 and maybe fewer leading dims: broadcasts to `full`.
  Shape Broadcastable(const Shape& full);
  // A scalar of one of `dtypes`, destroyed with this object: a small value in [lo, hi] (its low
  // bytes for the integer dtypes) or raw fuzzed bytes; null now and then (and for a dtype
  // aclCreateScalar refuses).
  aclScalar* Scalar(std::initializer_list<aclDataType> dtypes, int64_t lo, int64_t hi);
  // Integer contents for an index tensor (writes `values` into its view elements, cycling).
  void SetInts(aclTensor* t, const std::vector<int64_t>& values);
  aclIntArray* IntArray(std::vector<int64_t> good, bool nullable = true);
  // One of `good`, or null, or a fuzzed string.
  char* String(std::initializer_list<const char*> good, bool nullable = true);

  // Phase 1's out-parameters (now and then null: the 161001 prologue).
  uint64_t* WsOut() { ws_null_ = OneIn(64); return ws_null_ ? nullptr : &ws_; }
  aclOpExecutor** ExOut() { ex_null_ = OneIn(64); return ex_null_ ? nullptr : &ex_; }
  // Checks phase 1's status; when it succeeded, runs phase 2 (if `work` <= the budget and all
  // memory exists), verifies the memory, and always leaves no executor behind.
  void Finish(const char* api, aclnnStatus st, Phase2Fn phase2, double work = 0);

 private:
  int NewBuf(uint64_t bytes);
  TensorRec* Rec(const aclTensor* t);
  void FillInput(const TensorRec& r);
  bool RunOnce(Phase2Fn phase2, uint64_t ws, aclOpExecutor* ex, bool expect_ok);

  FuzzedDataProvider p_;
  uint64_t ws_ = 0;
  aclOpExecutor* ex_ = nullptr;
  bool ws_null_ = false, ex_null_ = false;
  std::mt19937_64 rng_;
  std::vector<std::unique_ptr<GuardBuf>> bufs_;
  std::vector<TensorRec> tensors_;
  std::vector<aclIntArray*> arrays_;
  std::vector<aclScalar*> scalars_;
  std::vector<std::unique_ptr<std::string>> strings_;
  std::vector<int> fill_mode_;
};

// Library set-up done once per process (aclInit, one worker thread per operator, a stream).
aclrtStream Stream();
void Init();
[[noreturn]] void Die(const std::string& why);

}  // namespace fz
