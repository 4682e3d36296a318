// aclCreateTensor / aclInitTensor / the tensor getters, and the bounds rule every operator relies
// on: the library's view-in-storage test is compared with an element-by-element walk of the view
// (docs/reliability.md).
#include <cstring>

#include "aclnnop/aclnn_gelu_v2.h"
#include "core/tensor.h"
#include "fuzz_common.h"

namespace {
struct Args {
  int64_t view[32], stride[32], storage[32];
  uint64_t view_n, storage_n;
  bool null_view, null_stride, null_storage;
  int64_t offset;
  aclDataType dt;
  aclFormat fmt;
};

void MakeArgs(fz::Fuzz& F, Args* a) {
  a->view_n = F.OneIn(32) ? static_cast<uint64_t>(F.Hostile()) : static_cast<uint64_t>(F.Range(0, 6));
  if (F.OneIn(16)) a->view_n = static_cast<uint64_t>(F.Range(24, 32));
  for (int i = 0; i < 32; ++i) {
    a->view[i] = F.Dim(0, 5);
    a->stride[i] = F.OneIn(6) ? F.Hostile() : F.Range(-6, 40);
    a->storage[i] = F.Dim(0, 64);
  }
  a->storage_n = F.OneIn(32) ? static_cast<uint64_t>(F.Hostile()) : static_cast<uint64_t>(F.Range(0, 3));
  a->null_view = F.OneIn(16);
  a->null_stride = F.OneIn(3);
  a->null_storage = F.OneIn(16);
  a->offset = F.OneIn(8) ? F.Hostile() : F.Range(0, 20);
  a->dt = static_cast<aclDataType>(F.Range(-1, 40));
  a->fmt = static_cast<aclFormat>(F.Range(-1, 50));
}

std::string Str(const std::vector<int64_t>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s + "]";
}

std::vector<int64_t> Get(aclnnStatus (*get)(const aclTensor*, int64_t**, uint64_t*), const aclTensor* t) {
  int64_t* v = nullptr;
  uint64_t n = 0;
  if (get(t, &v, &n) != 0) fz::Die("getter failed");
  std::vector<int64_t> s(v, v + n);
  delete[] v;
  return s;
}

// Element-by-element: every view element in [0, product of storage dims).
bool Walk(const aclTensor& t) {
  for (int64_t d : t.view)
    if (d < 0) return false;  // a negative dim is never a valid view
  int64_t numel = 1;
  for (int64_t d : t.view) {
    if (d == 0) return true;
    if (__builtin_mul_overflow(numel, d, &numel) || numel > 4096) return aclnn_cpu::ViewInsideStorage(t);  // too big
  }
  __int128 storage = 1;  // the element count, saturating at INT64_MAX as the library documents
  for (int64_t d : t.storage) {
    if (d <= 0) { storage = 0; break; }
    storage = storage * d > INT64_MAX ? INT64_MAX : storage * d;
  }
  if (t.strides.size() != t.view.size()) return false;
  std::vector<int64_t> idx(t.view.size(), 0);
  for (int64_t n = 0; n < numel; ++n) {
    __int128 e = t.offset;
    for (size_t k = 0; k < idx.size(); ++k) e += static_cast<__int128>(idx[k]) * t.strides[k];
    if (e < 0 || e >= storage) return false;
    for (size_t k = idx.size(); k-- > 0;) {
      if (++idx[k] < t.view[k]) break;
      idx[k] = 0;
    }
  }
  return true;
}

void Check(const aclTensor* t, const Args& a, bool init) {
  const std::vector<int64_t> view = Get(aclGetViewShape, t), strides = Get(aclGetViewStrides, t),
                             storage = Get(aclGetStorageShape, t);
  if (strides.size() != view.size()) fz::Die("strides and view differ in rank");
  if (!init) {
    if (view != std::vector<int64_t>(a.view, a.view + (a.null_view ? 0 : a.view_n))) fz::Die("view not recorded");
    if (!a.null_stride && strides != std::vector<int64_t>(a.stride, a.stride + view.size())) fz::Die("strides not recorded");
    if (storage != std::vector<int64_t>(a.storage, a.storage + (a.null_storage ? 0 : a.storage_n)))
      fz::Die("storage not recorded");
  }
  int64_t off = -1;
  aclFormat f;
  aclDataType d;
  if (aclGetViewOffset(t, &off) != 0 || off != a.offset) fz::Die("offset not recorded");
  if (aclGetFormat(t, &f) != 0 || f != a.fmt) fz::Die("format not recorded");
  if (aclGetDataType(t, &d) != 0 || d != a.dt) fz::Die("dtype not recorded");
  if (aclnn_cpu::ViewInsideStorage(*t) != Walk(*t))
    fz::Die("ViewInsideStorage disagrees with a walk of the view: view " + Str(t->view) + " strides " +
            Str(t->strides) + " offset " + std::to_string(t->offset) + " storage " + Str(t->storage));
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fz::Fuzz F(data, size);
  Args a;
  MakeArgs(F, &a);
  static int64_t dummy[64];
  aclTensor* t = aclCreateTensor(a.null_view ? nullptr : a.view, a.view_n, a.dt, a.null_stride ? nullptr : a.stride,
                                 a.offset, a.fmt, a.null_storage ? nullptr : a.storage, a.storage_n, dummy);
  const bool valid = (!a.null_view || a.view_n == 0) && (!a.null_storage || a.storage_n == 0) && a.view_n <= 25 &&
                     a.storage_n <= 25;
  if ((t != nullptr) != valid) fz::Die(t ? "aclCreateTensor accepted invalid counts" : "aclCreateTensor refused valid arguments");
  if (!t) return 0;
  if (a.null_view) a.view_n = 0;
  if (a.null_storage) a.storage_n = 0;
  Check(t, a, false);
  // A consumer: phase 1 must agree with the bounds rule, and never run on a view outside storage.
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  if (aclnnGeluV2GetWorkspaceSize(t, 0, t, &ws, &ex) == 0) {
    if (!aclnn_cpu::ViewInsideStorage(*t)) fz::Die("phase 1 accepted a view outside its storage");
    aclSetAclOpExecutorRepeatable(ex);
    aclDestroyAclOpExecutor(ex);
  }
  // Re-initialise in place with other arguments.
  Args b;
  MakeArgs(F, &b);
  const aclnnStatus st = aclInitTensor(t, b.null_view ? nullptr : b.view, b.view_n, b.dt, b.null_stride ? nullptr : b.stride,
                                       b.offset, b.fmt, b.null_storage ? nullptr : b.storage, b.storage_n, nullptr);
  if (st == 0) Check(t, b, true);
  void* addr = nullptr;
  if (aclGetRawTensorAddr(t, &addr) != 0 || addr != dummy) fz::Die("data address lost");
  aclDestroyTensor(t);
  return 0;
}
