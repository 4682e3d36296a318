// The aclnn meta API: tensors, scalars, arrays, lists, executor reuse and address rebinding.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <type_traits>
#include <unordered_map>

#include "aclnn/aclnn_base.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "exec/executor.h"
#include "core/tensor.h"

using aclnn_cpu::SetRecentError;

namespace {

// The object registry: every object the aclCreate* functions make (tensors, scalars, the three
// arrays and the two lists) from its creation until its memory is freed, with whether it is still
// alive (not destroyed) and, for tensors and scalars, how many list slots hold it. A second
// destroy of any of them, or a destroy of a pointer that is not a live object of this library, is
// refused (161002, with a message) instead of freeing memory twice.
//
// CANN's aclDestroyTensorList / aclDestroyScalarList destroy their elements, and programs written
// for CANN also destroy a list's tensors first and then the list (CANN's AddN samples do). Here
// that is not a double free:
//  - a list holds the elements that were alive when it was made (held[i]); others (NULL, never
//    created here, destroyed already) it leaves alone;
//  - aclDestroyTensor / aclDestroyScalar destroy the object at once: a second destroy is refused
//    (161002, with a message), as is one of a pointer that is not a live object of this library.
//    While a list holds it, its memory stays (so the list stays valid, and its address cannot be
//    reused by a new object that the list would then take for its own) until the last holding
//    list is destroyed;
//  - destroying a list destroys each element it holds that is still alive, and frees each whose
//    last hold it was. An element that appears twice is held twice and freed once.
// One mutex guards the map; lookups are hash lookups. The map's keys are the complemented
// addresses: the registry does not make an object reachable in LeakSanitizer's eyes, so a leaked
// tensor is still reported. Only Add allocates (before the object is handed out, so a failure
// frees it and the boundary reports the allocation failure); taking and releasing holds allocate
// nothing.
class Registry {
 public:
  // Records a new object; may throw std::bad_alloc (nothing recorded then).
  void Add(const void* p) {
    std::lock_guard<std::mutex> lock(mu_);
    map_[Key(p)] = Entry{};
  }

  // aclDestroyTensor / aclDestroyScalar of p: false when p is not a live object. Otherwise p is
  // destroyed, and *free_now says whether the caller frees it now (no list holds it).
  bool Destroy(const void* p, bool* free_now) {
    std::lock_guard<std::mutex> lock(mu_);
    const auto it = map_.find(Key(p));
    if (it == map_.end() || !it->second.alive) return false;
    it->second.alive = false;
    *free_now = it->second.holds == 0;
    if (*free_now) map_.erase(it);
    return true;
  }

  // A new list takes a hold on each element that is a live object (held[i] = true).
  template <class T>
  void HoldAll(const std::vector<T*>& v, std::vector<bool>* held) {
    std::lock_guard<std::mutex> lock(mu_);
    for (size_t i = 0; i < v.size(); ++i) {
      if (!v[i]) continue;
      const auto it = map_.find(Key(v[i]));
      if (it == map_.end() || !it->second.alive) continue;
      ++it->second.holds;
      (*held)[i] = true;
    }
  }

  // A list being destroyed destroys each element it holds that is still alive, lets go of it, and
  // frees it when no other list holds it.
  template <class T>
  void ReleaseAll(const std::vector<T*>& v, const std::vector<bool>& held) {
    std::lock_guard<std::mutex> lock(mu_);
    for (size_t i = 0; i < v.size() && i < held.size(); ++i) {
      if (!held[i]) continue;
      const auto it = map_.find(Key(v[i]));
      if (it == map_.end()) continue;  // cannot happen: a held object stays recorded
      it->second.alive = false;
      if (--it->second.holds == 0) {
        map_.erase(it);
        delete v[i];
      }
    }
  }

 private:
  struct Entry {
    bool alive = true;
    uint64_t holds = 0;
  };
  static uintptr_t Key(const void* p) { return ~reinterpret_cast<uintptr_t>(p); }

  std::mutex mu_;
  std::unordered_map<uintptr_t, Entry> map_;
};

Registry& Objects() {
  static Registry* r = new Registry;  // never destroyed: objects may be destroyed during exit
  return *r;
}

// A new tensor or scalar list of `size` elements at `value` (NULL: none), holding its live ones.
template <class List, class T>
List* MakeList(const T* const* value, uint64_t size) {
  auto l = std::make_unique<List>();
  if (value && size) {
    l->v.reserve(size);
    for (uint64_t i = 0; i < size; ++i) l->v.push_back(const_cast<T*>(value[i]));
    l->held.assign(l->v.size(), false);
  }
  Objects().Add(l.get());             // may throw: nothing held yet
  Objects().HoldAll(l->v, &l->held);  // allocates nothing: no failure after the holds are taken
  return l.release();
}

// aclDestroy* of an object the registry records (`creator`: the function that makes a T). A list
// releases its holds on its elements once it is known to be live. The refusal's message is built
// in a fixed buffer: a refusal is always 161002, never an allocation failure.
template <class T>
aclnnStatus DestroyObject(const char* api, const T* p, const char* what, const char* creator) {
  if (!p) return ACLNN_SUCCESS;
  bool free_now = false;
  if (!Objects().Destroy(p, &free_now)) {
    char msg[320];
    std::snprintf(msg, sizeof msg,
                  "%s: %p is not a live %s (destroyed already%s, or not created by %s); nothing is freed", api,
                  static_cast<const void*>(p), what,
                  std::is_same<T, aclTensor>::value || std::is_same<T, aclScalar>::value
                      ? ", destroyed with a list that held it"
                      : "",
                  creator);
    SetRecentError(msg);
    return ACLNN_ERR_PARAM_INVALID;
  }
  if constexpr (std::is_same<T, aclTensorList>::value || std::is_same<T, aclScalarList>::value)
    Objects().ReleaseAll(p->v, p->held);
  if (free_now) delete p;  // (nothing holds an array or a list: always now)
  return ACLNN_SUCCESS;
}

bool FillTensor(aclTensor* t, const int64_t* viewDims, uint64_t viewDimsNum, aclDataType dataType,
                const int64_t* stride, int64_t offset, aclFormat format, const int64_t* storageDims,
                uint64_t storageDimsNum, void* data, bool keep_unset) {
  if ((viewDims == nullptr && viewDimsNum > 0) || viewDimsNum > static_cast<uint64_t>(aclnn_cpu::kMaxDims) ||
      (storageDims == nullptr && storageDimsNum > 0) ||
      storageDimsNum > static_cast<uint64_t>(aclnn_cpu::kMaxDims))
    return false;
  if (!keep_unset || (viewDims && viewDimsNum > 0)) t->view.assign(viewDims, viewDims + viewDimsNum);
  t->strides = stride ? aclnn_cpu::Shape(stride, stride + t->view.size()) : aclnn_cpu::ContiguousStrides(t->view);
  t->offset = offset;
  t->dtype = dataType;
  t->format = format;
  if (!keep_unset || (storageDims && storageDimsNum > 0)) t->storage.assign(storageDims, storageDims + storageDimsNum);
  if (!keep_unset || data) t->data = data;
  return true;
}

template <class Obj, class T>
Obj* MakeArray(const T* value, uint64_t size) {
  auto a = std::make_unique<Obj>();
  if (value && size) a->v.assign(value, value + size);
  Objects().Add(a.get());
  return a.release();
}

aclnnStatus NullErr(const char* api, const char* what) {
  SetRecentError(std::string(api) + ": " + what + " must not be a null pointer");
  return ACLNN_ERR_PARAM_NULLPTR;
}

template <class T>
aclnnStatus CopyOut(const aclnn_cpu::Shape& s, T** out, uint64_t* n) {
  *n = s.size();
  *out = new T[s.size() ? s.size() : 1];
  for (size_t i = 0; i < s.size(); ++i) (*out)[i] = s[i];
  return ACLNN_SUCCESS;
}

aclnnStatus SetAddr(const char* api, aclOpExecutor* executor, std::vector<aclTensor*>* list, size_t index,
                    aclTensor* tensor, void* addr) {
  if (!executor || !tensor) {
    SetRecentError(std::string(api) + ": executor and tensor must not be null");
    return ACLNN_ERR_INNER_NULLPTR;
  }
  if (list) {
    if (index >= list->size()) {
      SetRecentError(std::string(api) + ": index " + std::to_string(index) + " is out of range (" +
                     std::to_string(list->size()) + " tensors)");
      return ACLNN_ERR_PARAM_INVALID;
    }
    if ((*list)[index]) (*list)[index]->data = addr;
  }
  tensor->data = addr;
  return ACLNN_SUCCESS;
}

aclnnStatus SetDynAddr(const char* api, aclOpExecutor* executor, size_t relativeIndex, aclTensorList* tensors,
                       void* addr) {
  if (!executor || !tensors) {
    SetRecentError(std::string(api) + ": executor and tensors must not be null");
    return ACLNN_ERR_INNER_NULLPTR;
  }
  if (relativeIndex >= tensors->v.size() || !tensors->v[relativeIndex]) {
    SetRecentError(std::string(api) + ": relativeIndex " + std::to_string(relativeIndex) + " is out of range");
    return ACLNN_ERR_PARAM_INVALID;
  }
  tensors->v[relativeIndex]->data = addr;
  return ACLNN_SUCCESS;
}

}  // namespace

extern "C" {

aclTensor* aclCreateTensor(const int64_t* viewDims, uint64_t viewDimsNum, aclDataType dataType, const int64_t* stride,
                           int64_t offset, aclFormat format, const int64_t* storageDims, uint64_t storageDimsNum,
                           void* tensorData) try {
  auto t = std::make_unique<aclTensor>();
  if (!FillTensor(t.get(), viewDims, viewDimsNum, dataType, stride, offset, format, storageDims, storageDimsNum,
                  tensorData, false)) {
    SetRecentError("aclCreateTensor: null dims with a non-zero count, or more than 25 dimensions");
    return nullptr;
  }
  Objects().Add(t.get());
  return t.release();
} catch (...) {
  aclnn_cpu::NoteFailure("aclCreateTensor");
  return nullptr;
}

aclScalar* aclCreateScalar(void* value, aclDataType dataType) try {
  if (!value) return nullptr;
  size_t n = 0;
  switch (dataType) {
    case ACL_STRING: case ACL_INT4: case ACL_UINT1: case ACL_COMPLEX32: case ACL_DT_UNDEFINED: return nullptr;
    case ACL_FLOAT6_E3M2: case ACL_FLOAT6_E2M3: case ACL_FLOAT4_E2M1: case ACL_FLOAT4_E1M2: n = 1; break;
    default: n = aclnn_cpu::ElementSize(dataType); break;
  }
  if (n == 0) return nullptr;
  auto s = std::make_unique<aclScalar>();
  s->dtype = dataType;
  std::memcpy(s->bytes, value, n);
  Objects().Add(s.get());
  return s.release();
} catch (...) {
  aclnn_cpu::NoteFailure("aclCreateScalar");
  return nullptr;
}

aclIntArray* aclCreateIntArray(const int64_t* value, uint64_t size) try {
  return MakeArray<aclIntArray>(value, size);
} catch (...) {
  aclnn_cpu::NoteFailure("aclCreateIntArray");
  return nullptr;
}
aclFloatArray* aclCreateFloatArray(const float* value, uint64_t size) try {
  return MakeArray<aclFloatArray>(value, size);
} catch (...) {
  aclnn_cpu::NoteFailure("aclCreateFloatArray");
  return nullptr;
}
aclBoolArray* aclCreateBoolArray(const bool* value, uint64_t size) try {
  return MakeArray<aclBoolArray>(value, size);
} catch (...) {
  aclnn_cpu::NoteFailure("aclCreateBoolArray");
  return nullptr;
}
aclTensorList* aclCreateTensorList(const aclTensor* const* value, uint64_t size) try {
  return MakeList<aclTensorList>(value, size);
} catch (...) {
  aclnn_cpu::NoteFailure("aclCreateTensorList");
  return nullptr;
}
aclScalarList* aclCreateScalarList(const aclScalar* const* value, uint64_t size) try {
  return MakeList<aclScalarList>(value, size);
} catch (...) {
  aclnn_cpu::NoteFailure("aclCreateScalarList");
  return nullptr;
}

aclnnStatus aclDestroyTensor(const aclTensor* tensor) try {
  return DestroyObject("aclDestroyTensor", tensor, "tensor", "aclCreateTensor");
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDestroyTensor");
}
aclnnStatus aclDestroyScalar(const aclScalar* scalar) try {
  return DestroyObject("aclDestroyScalar", scalar, "scalar", "aclCreateScalar");
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDestroyScalar");
}
aclnnStatus aclDestroyIntArray(const aclIntArray* array) try {
  return DestroyObject("aclDestroyIntArray", array, "integer array", "aclCreateIntArray");
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDestroyIntArray");
}
aclnnStatus aclDestroyFloatArray(const aclFloatArray* array) try {
  return DestroyObject("aclDestroyFloatArray", array, "float array", "aclCreateFloatArray");
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDestroyFloatArray");
}
aclnnStatus aclDestroyBoolArray(const aclBoolArray* array) try {
  return DestroyObject("aclDestroyBoolArray", array, "bool array", "aclCreateBoolArray");
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDestroyBoolArray");
}
aclnnStatus aclDestroyTensorList(const aclTensorList* array) try {
  return DestroyObject("aclDestroyTensorList", array, "tensor list", "aclCreateTensorList");
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDestroyTensorList");
}
aclnnStatus aclDestroyScalarList(const aclScalarList* array) try {
  return DestroyObject("aclDestroyScalarList", array, "scalar list", "aclCreateScalarList");
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDestroyScalarList");
}

aclnnStatus aclGetViewShape(const aclTensor* tensor, int64_t** viewDims, uint64_t* viewDimsNum) try {
  if (!tensor || !viewDims || !viewDimsNum) return NullErr("aclGetViewShape", "tensor, viewDims and viewDimsNum");
  return CopyOut(tensor->view, viewDims, viewDimsNum);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetViewShape");
}
aclnnStatus aclGetStorageShape(const aclTensor* tensor, int64_t** storageDims, uint64_t* storageDimsNum) try {
  if (!tensor || !storageDims || !storageDimsNum) return NullErr("aclGetStorageShape", "tensor, storageDims and storageDimsNum");
  return CopyOut(tensor->storage, storageDims, storageDimsNum);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetStorageShape");
}
aclnnStatus aclGetViewStrides(const aclTensor* tensor, int64_t** stridesValue, uint64_t* stridesNum) try {
  if (!tensor || !stridesValue || !stridesNum) return NullErr("aclGetViewStrides", "tensor, stridesValue and stridesNum");
  return CopyOut(tensor->strides, stridesValue, stridesNum);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetViewStrides");
}
aclnnStatus aclGetViewOffset(const aclTensor* tensor, int64_t* offset) try {
  if (!tensor || !offset) return NullErr("aclGetViewOffset", "tensor and offset");
  *offset = tensor->offset;
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetViewOffset");
}
aclnnStatus aclGetFormat(const aclTensor* tensor, aclFormat* format) try {
  if (!tensor || !format) return NullErr("aclGetFormat", "tensor and format");
  *format = tensor->format;
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetFormat");
}
aclnnStatus aclGetDataType(const aclTensor* tensor, aclDataType* dataType) try {
  if (!tensor || !dataType) return NullErr("aclGetDataType", "tensor and dataType");
  *dataType = tensor->dtype;
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetDataType");
}
aclnnStatus aclGetIntArraySize(const aclIntArray* array, uint64_t* size) try {
  if (!array || !size) return NullErr("aclGetIntArraySize", "array and size");
  *size = array->v.size();
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetIntArraySize");
}
aclnnStatus aclGetFloatArraySize(const aclFloatArray* array, uint64_t* size) try {
  if (!array || !size) return NullErr("aclGetFloatArraySize", "array and size");
  *size = array->v.size();
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetFloatArraySize");
}
aclnnStatus aclGetBoolArraySize(const aclBoolArray* array, uint64_t* size) try {
  if (!array || !size) return NullErr("aclGetBoolArraySize", "array and size");
  *size = array->v.size();
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetBoolArraySize");
}
aclnnStatus aclGetTensorListSize(const aclTensorList* tensorList, uint64_t* size) try {
  if (!tensorList || !size) return NullErr("aclGetTensorListSize", "tensorList and size");
  *size = tensorList->v.size();
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetTensorListSize");
}
aclnnStatus aclGetScalarListSize(const aclScalarList* scalarList, uint64_t* size) try {
  if (!scalarList || !size) return NullErr("aclGetScalarListSize", "scalarList and size");
  *size = scalarList->v.size();
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetScalarListSize");
}

aclnnStatus aclInitTensor(aclTensor* tensor, const int64_t* viewDims, uint64_t viewDimsNum, aclDataType dataType,
                          const int64_t* stride, int64_t offset, aclFormat format, const int64_t* storageDims,
                          uint64_t storageDimsNum, void* tensorDataAddr) try {
  if (!tensor) return NullErr("aclInitTensor", "tensor");
  if (!FillTensor(tensor, viewDims, viewDimsNum, dataType, stride, offset, format, storageDims, storageDimsNum,
                  tensorDataAddr, true)) {
    SetRecentError("aclInitTensor: null dims with a non-zero count, or more than 25 dimensions");
    return ACLNN_ERR_PARAM_INVALID;
  }
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclInitTensor");
}

aclnnStatus aclSetRawTensorAddr(aclTensor* tensor, void* addr) try {
  if (!tensor) return NullErr("aclSetRawTensorAddr", "tensor");
  tensor->data = addr;
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclSetRawTensorAddr");
}
aclnnStatus aclGetRawTensorAddr(const aclTensor* tensor, void** addr) try {
  if (!tensor || !addr) return NullErr("aclGetRawTensorAddr", "tensor and addr");
  *addr = tensor->data;
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclGetRawTensorAddr");
}

aclnnStatus aclSetAclOpExecutorRepeatable(aclOpExecutor* executor) try {
  if (!executor) {
    SetRecentError("aclSetAclOpExecutorRepeatable: executor must not be null");
    return ACLNN_ERR_INNER_NULLPTR;
  }
  if (!aclnn_cpu::ExecutorIsLive(executor)) {
    SetRecentError("aclSetAclOpExecutorRepeatable: executor is not live (already run or destroyed)");
    return ACLNN_ERR_PARAM_INVALID;
  }
  executor->repeatable = true;
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclSetAclOpExecutorRepeatable");
}

aclnnStatus aclDestroyAclOpExecutor(aclOpExecutor* executor) try {
  if (!executor) {
    SetRecentError("aclDestroyAclOpExecutor: executor must not be null");
    return ACLNN_ERR_INNER_NULLPTR;
  }
  if (!aclnn_cpu::ExecutorIsLive(executor)) {
    SetRecentError("aclDestroyAclOpExecutor: executor is not live (already run or destroyed)");
    return ACLNN_ERR_PARAM_INVALID;
  }
  // Work already queued keeps its own reference to the plan, so this is safe while it runs.
  aclnn_cpu::UnregisterExecutor(executor);
  delete executor;
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDestroyAclOpExecutor");
}

aclnnStatus aclSetInputTensorAddr(aclOpExecutor* executor, const size_t index, aclTensor* tensor, void* addr) try {
  return SetAddr("aclSetInputTensorAddr", executor, executor ? &executor->inputs : nullptr, index, tensor, addr);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclSetInputTensorAddr");
}
aclnnStatus aclSetOutputTensorAddr(aclOpExecutor* executor, const size_t index, aclTensor* tensor, void* addr) try {
  return SetAddr("aclSetOutputTensorAddr", executor, executor ? &executor->outputs : nullptr, index, tensor, addr);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclSetOutputTensorAddr");
}
aclnnStatus aclSetTensorAddr(aclOpExecutor* executor, const size_t index, aclTensor* tensor, void* addr) try {
  if (!executor) return SetAddr("aclSetTensorAddr", nullptr, nullptr, index, tensor, addr);
  if (index < executor->inputs.size()) return SetAddr("aclSetTensorAddr", executor, &executor->inputs, index, tensor, addr);
  return SetAddr("aclSetTensorAddr", executor, &executor->outputs, index - executor->inputs.size(), tensor, addr);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclSetTensorAddr");
}
aclnnStatus aclSetDynamicInputTensorAddr(aclOpExecutor* executor, size_t irIndex, const size_t relativeIndex,
                                         aclTensorList* tensors, void* addr) try {
  return SetDynAddr("aclSetDynamicInputTensorAddr", executor, relativeIndex, tensors, addr);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclSetDynamicInputTensorAddr");
}
aclnnStatus aclSetDynamicOutputTensorAddr(aclOpExecutor* executor, size_t irIndex, const size_t relativeIndex,
                                          aclTensorList* tensors, void* addr) try {
  return SetDynAddr("aclSetDynamicOutputTensorAddr", executor, relativeIndex, tensors, addr);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclSetDynamicOutputTensorAddr");
}
aclnnStatus aclSetDynamicTensorAddr(aclOpExecutor* executor, size_t irIndex, const size_t relativeIndex,
                                    aclTensorList* tensors, void* addr) try {
  return SetDynAddr("aclSetDynamicTensorAddr", executor, relativeIndex, tensors, addr);
} catch (...) {
  return aclnn_cpu::MetaFailure("aclSetDynamicTensorAddr");
}
aclnnStatus AclSetInputTensorAddr(aclOpExecutor* e, const size_t i, aclTensor* t, void* a) { return aclSetInputTensorAddr(e, i, t, a); }
aclnnStatus AclSetOutputTensorAddr(aclOpExecutor* e, const size_t i, aclTensor* t, void* a) { return aclSetOutputTensorAddr(e, i, t, a); }
aclnnStatus AclSetTensorAddr(aclOpExecutor* e, const size_t i, aclTensor* t, void* a) { return aclSetTensorAddr(e, i, t, a); }
aclnnStatus AclSetDynamicInputTensorAddr(aclOpExecutor* e, size_t ir, const size_t r, aclTensorList* l, void* a) {
  return aclSetDynamicInputTensorAddr(e, ir, r, l, a);
}
aclnnStatus AclSetDynamicOutputTensorAddr(aclOpExecutor* e, size_t ir, const size_t r, aclTensorList* l, void* a) {
  return aclSetDynamicOutputTensorAddr(e, ir, r, l, a);
}
aclnnStatus AclSetDynamicTensorAddr(aclOpExecutor* e, size_t ir, const size_t r, aclTensorList* l, void* a) {
  return aclSetDynamicTensorAddr(e, ir, r, l, a);
}

aclnnStatus aclDumpOpTensors(const char* opType, const char* opName, aclTensor** tensors, size_t inputTensorNum,
                             size_t outputTensorNum, aclrtStream stream) try {
  return ACLNN_SUCCESS;  // debug dump: nothing to do on the host
} catch (...) {
  return aclnn_cpu::MetaFailure("aclDumpOpTensors");
}

aclnnStatus aclnnInit(const char* configPath) try {
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclnnInit");
}
aclnnStatus aclnnFinalize() try {
  return ACLNN_SUCCESS;
} catch (...) {
  return aclnn_cpu::MetaFailure("aclnnFinalize");
}

}  // extern "C"
