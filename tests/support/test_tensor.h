// Hostile device memory for operator tests.
//
// A TestTensor owns an aclrtMalloc block: guard zones before and after the storage, and a
// storage that may be larger than the view (strided views, offsets, padding). Poison() fills
// everything with 0xFF bytes (NaN in every floating dtype); after a call, UntouchedOutside()
// proves the operator wrote nothing but the view's elements.
#pragma once

#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"

namespace aclnn_test {

using Shape = std::vector<int64_t>;

// How a view sits in its storage.
struct Layout {
  Shape strides;         // empty: contiguous strides of the (permuted) view
  int64_t offset = 0;    // element offset of the first view element
  int64_t pad = 0;       // extra elements added to every non-innermost contiguous stride
  std::vector<int> perm; // storage order of the view's dims (e.g. {1,0}: transposed); empty = identity
  static Layout Contiguous() { return {}; }
  static Layout Transposed(size_t rank);            // last two dims swapped in memory
  static Layout Padded(int64_t pad, int64_t offset);  // gaps between rows and a leading offset
};

class TestTensor {
 public:
  TestTensor(Shape view, aclDataType dtype, Layout layout = Layout());
  ~TestTensor();
  TestTensor(const TestTensor&) = delete;
  TestTensor& operator=(const TestTensor&) = delete;
  TestTensor(TestTensor&& o) noexcept;

  aclTensor* get() const { return tensor_; }
  const Shape& shape() const { return view_; }
  aclDataType dtype() const { return dtype_; }
  int64_t numel() const;
  void* data() const { return data_; }
  int64_t storage_elems() const { return storage_elems_; }

  // View elements in row-major order, read/written as double (exact for every supported dtype
  // except int64 beyond 2^53). Set() rounds to the dtype (nearest even).
  double Get(int64_t linear) const;
  void Set(int64_t linear, double v);
  std::vector<double> Values() const;
  void SetValues(const std::vector<double>& v);

  void FillUniform(std::mt19937_64& rng, double lo, double hi);
  void FillConst(double v);
  void Poison();  // every byte of guards and storage = 0xFF
  // Guards intact, and every storage element outside the view still poisoned.
  bool UntouchedOutside(std::string* why = nullptr) const;

 // The storage index (in elements from data()) of view element `linear`, for writing raw bits.
  int64_t ElemOffset(int64_t linear) const;

 private:
  Shape view_, strides_;
  aclDataType dtype_;
  int64_t offset_ = 0, storage_elems_ = 0;
  size_t esize_ = 0, bytes_ = 0;
  char* block_ = nullptr;  // guard | storage | guard
  void* data_ = nullptr;
  aclTensor* tensor_ = nullptr;
};

constexpr size_t kGuardBytes = 256;

// Encodes/decodes one element of `dtype` (RNE for fp16/bf16/fp32 narrowing).
void StoreElement(void* p, aclDataType dtype, double v);
double LoadElement(const void* p, aclDataType dtype);
// An aclScalar of `dtype` holding v (StoreElement's encoding), destroyed with the pointer.
using ScalarPtr = std::unique_ptr<aclScalar, aclnnStatus (*)(const aclScalar*)>;
inline ScalarPtr MakeScalar(aclDataType dtype, double v) {
  alignas(16) unsigned char buf[16] = {};
  StoreElement(buf, dtype, v);
  return ScalarPtr(aclCreateScalar(buf, dtype), aclDestroyScalar);
}
// The double a value becomes once stored as `dtype`.
double RoundTo(aclDataType dtype, double v);
// The device's CAST_ROUND: v rounded to fp32 (nearest even), then to FLOAT16/BFLOAT16 with ties
// away from zero. Other dtypes as RoundTo.
double RoundToTiesAway(aclDataType dtype, double v);

// A new descriptor of t's view (shape, strides, offset, dtype, format, storage shape, data address),
// made by aclCreateTensor from what the getters report, as a program would give a list its own
// copy: every tensor a list or aclDestroyTensor sees comes from aclCreateTensor. NULL for NULL.
aclTensor* CopyTensorDesc(const aclTensor* t);
size_t ElemSize(aclDataType dtype);
const char* Name(aclDataType dtype);
aclDataType ParseDtype(const std::string& s);  // "fp32", "bf16", "int64", ...

// Seed for this test: ACLNN_TEST_SEED if set, else fresh. Printed in failure messages.
uint64_t TestSeed();
std::string SeedNote(uint64_t seed);

// Tolerance check: |got - want| <= atol + rtol * |want|, with NaN matching NaN and infinities
// matching exactly. Returns an empty string when it holds, else a description.
std::string Mismatch(double got, double want, double atol, double rtol);

// Standard tolerances for a result stored as `dtype` (roughly two units in the last place).
struct Tolerance {
  double atol, rtol;
};
Tolerance DefaultTolerance(aclDataType dtype);

std::string ShapeStr(const Shape& s);

}  // namespace aclnn_test
