// aclTensor and the other aclnn meta objects, and the view arithmetic every operator uses.
#pragma once

#include "core/export.h"
#include <cstdint>
#include <string>
#include <vector>

#include "aclnn/acl_meta.h"

namespace aclnn_cpu {
constexpr int kMaxDims = 25;  // opbase MAX_DIM_NUM
using Shape = std::vector<int64_t>;
}  // namespace aclnn_cpu

struct aclTensor {
  aclnn_cpu::Shape view;      // view dims
  aclnn_cpu::Shape strides;   // in elements, one per view dim
  int64_t offset = 0;         // in elements
  aclDataType dtype = ACL_DT_UNDEFINED;
  aclFormat format = ACL_FORMAT_ND;
  aclnn_cpu::Shape storage;   // storage dims
  void* data = nullptr;
};

struct aclScalar {
  aclDataType dtype = ACL_DT_UNDEFINED;
  unsigned char bytes[16] = {};
};

struct aclIntArray { std::vector<int64_t> v; };
struct aclFloatArray { std::vector<float> v; };
struct aclBoolArray { std::vector<bool> v; };
// A list's elements as given. held[i]: whether element i was a live object of aclCreateTensor /
// aclCreateScalar when the list was made, so that the list holds it (runtime/meta.cc: the object
// registry); aclDestroyTensorList / aclDestroyScalarList destroy only what they hold.
struct aclTensorList {
  std::vector<aclTensor*> v;
  std::vector<bool> held;
};
struct aclScalarList {
  std::vector<aclScalar*> v;
  std::vector<bool> held;
};

namespace aclnn_cpu {

ACLNN_CPU_INTERNAL_API int64_t Numel(const Shape& s);
inline int64_t Numel(const aclTensor& t) { return Numel(t.view); }
inline bool IsEmpty(const aclTensor& t) { return Numel(t.view) == 0; }
ACLNN_CPU_INTERNAL_API Shape ContiguousStrides(const Shape& s);
// opbase's rule: size-1 dims are skipped, innermost stride 1; numel <= 1 is always contiguous.
ACLNN_CPU_INTERNAL_API bool IsContiguous(const aclTensor& t);
// Element count of the storage (product of storage dims; 1 for a rank-0 storage).
ACLNN_CPU_INTERNAL_API int64_t StorageNumel(const aclTensor& t);
// True when every element of the view lies inside [0, StorageNumel): the §6 validity rule.
ACLNN_CPU_INTERNAL_API bool ViewInsideStorage(const aclTensor& t);
// The stride kernels address dim k with. The stride of a dim of size 0 or 1 never moves the
// address, so CANN accepts any int64 there and ViewInsideStorage cannot bound it; when its
// magnitude exceeds the storage's element count it reads as 0, so that scaling it to bytes or to
// scalar components cannot overflow. Every other stride of a view inside a storage of less than
// 2^63 bytes is bounded by that storage already. Plans take strides from here, never from
// t.strides directly.
ACLNN_CPU_INTERNAL_API int64_t KernelStride(const aclTensor& t, size_t k);
// The offset kernels address with: an empty view's offset is never used and is unbounded (the
// storage check does not look at it), so it reads as 0.
inline int64_t KernelOffset(const aclTensor& t) { return IsEmpty(t) ? 0 : t.offset; }
// True when no two elements of the view share a storage element (the usual sufficient test:
// sorted by |stride|, every stride steps over the whole span of the smaller ones). Empty views
// never overlap.
ACLNN_CPU_INTERNAL_API bool NonOverlapping(const aclTensor& t);
std::string ShapeString(const Shape& s);
std::string Describe(const aclTensor& t);  // "[2,3] FLOAT16 strides [3,1] offset 0"

}  // namespace aclnn_cpu
