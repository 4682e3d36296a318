// Phase-1 statuses of the math family's first group: the upstream unit-test rows (spec
// elementwise_math.md §5) as table rows, plus every validation-order rule of §3.1-§3.3 and §3.12
// and the library's own rows. Taken test by test from test_aclnn_pow_tensor_scalar.cpp,
// test_aclnn_pow_scalar_tensor.cpp, op_host/op_api/test_pow_tensor_tensor.cpp, test_Maximum.cpp,
// test_Minimum.cpp, test_maxn.cpp and test_aclnn_add_n.cpp; MinN and AddRelu (+ in place) rows
// follow the §5 summary of test_minn.cpp (MaxN's rows) and the ops-nn add_relu files (null, 9-D,
// UINT32, NHWC broadcast mismatch, float alpha with INT32, empty [7,0,6] NHWC with [7,1,6] ND).
//
// Rows of SoCs other than A2 are not reproduced: Maximum/Minimum "case_bf16_910" and
// "case_flaot_bf16_910" (BFLOAT16 on the 910 list: A2 accepts it) and "ascend950_out_dtype_compute"
// (FLOAT into INT32 accepted on 950 only; the A2 row 022 expects 161002); the Pow BFLOAT16 rows
// expecting 161002 are commented out upstream and BFLOAT16 is in the A2 list (doubt 4).
//
// Tensors are descriptors over a shared dummy buffer: phase 1 only, executors destroyed unrun.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "aclnnop/aclnn_add_n.h"
#include "aclnnop/aclnn_add_relu.h"
#include "aclnnop/aclnn_maximum.h"
#include "aclnnop/aclnn_maxn.h"
#include "aclnnop/aclnn_minimum.h"
#include "aclnnop/aclnn_minn.h"
#include "aclnnop/aclnn_pow.h"
#include "aclnnop/aclnn_pow_tensor_tensor.h"
#include "math_util.h"

using namespace aclnn_test;
using namespace aclnn_test::math;

namespace {

constexpr aclnnStatus kOk = 0, kNull = 161001, kInvalid = 161002;

// A tensor argument: absent (NULL) or a descriptor.
struct T {
  bool null = true;
  Shape shape;
  aclDataType dt = ACL_FLOAT;
  aclFormat fmt = ACL_FORMAT_ND;
  Shape strides;  // empty: contiguous
  Shape storage;  // empty: the view
};
T N() { return T{}; }
T D(Shape s, aclDataType dt, aclFormat f = ACL_FORMAT_ND) { return T{false, std::move(s), dt, f, {}, {}}; }
T Strided(Shape s, aclDataType dt, Shape strides, Shape storage) {
  return T{false, std::move(s), dt, ACL_FORMAT_ND, std::move(strides), std::move(storage)};
}
Shape Rank(size_t r) { return Shape(r, 2); }

alignas(64) unsigned char g_dummy[64];

struct Tensors {
  std::vector<aclTensor*> owned;
  ~Tensors() {
    for (aclTensor* t : owned) aclDestroyTensor(t);
  }
  aclTensor* Make(const T& t) {
    aclTensor* p = Loose(t);
    if (p) owned.push_back(p);
    return p;
  }
  aclTensor* Loose(const T& t) const {
    if (t.null) return nullptr;
    Shape strides = t.strides;
    if (strides.empty()) {
      strides.assign(t.shape.size(), 1);
      for (size_t k = t.shape.size(); k-- > 1;) strides[k - 1] = strides[k] * std::max<int64_t>(t.shape[k], 1);
    }
    const Shape storage = t.storage.empty() ? (t.shape.empty() ? Shape{1} : t.shape) : t.storage;
    return aclCreateTensor(t.shape.data(), t.shape.size(), t.dt, strides.data(), 0, t.fmt, storage.data(),
                           storage.size(), g_dummy);
  }
};

enum class Api { kPowTS, kPowTSi, kPowST, kPowTT, kPowTTi, kMax, kMin, kMaxN, kMinN, kAddN, kAddRelu, kAddRelui };

struct Row {
  const char* name;
  Api api;
  std::vector<T> in;  // tensors in argument order (lists: the elements); list operators: in = elements
  T out;
  aclDataType scalar = ACL_INT64;  // the scalar (exponent, base or alpha); ACL_DT_UNDEFINED: NULL
  aclnnStatus want = kOk;
  bool null_list = false;
};

aclnnStatus RunRow(const Row& r, bool null_ws = false) {
  Tensors ts;
  std::vector<aclTensor*> in;
  for (const T& t : r.in) in.push_back(ts.Make(t));
  aclTensor* out = ts.Make(r.out);
  ScalarPtr s(nullptr, aclDestroyScalar);
  if (r.scalar != ACL_DT_UNDEFINED) s = MakeScalar(r.scalar, 2);
  aclTensorList* list = nullptr;
  if ((r.api == Api::kMaxN || r.api == Api::kMinN || r.api == Api::kAddN) && !r.null_list) {
    // The list owns its elements: fresh descriptors, not owned by `ts`.
    std::vector<aclTensor*> copies;
    for (const T& t : r.in) copies.push_back(Tensors().Loose(t));
    list = aclCreateTensorList(copies.data(), copies.size());
  }
  uint64_t ws = 0;
  uint64_t* wsp = null_ws ? nullptr : &ws;
  aclOpExecutor* ex = nullptr;
  aclTensor* a = in.size() > 0 ? in[0] : nullptr;
  aclTensor* b = in.size() > 1 ? in[1] : nullptr;
  aclnnStatus st = -1;
  switch (r.api) {
    case Api::kPowTS: st = aclnnPowTensorScalarGetWorkspaceSize(a, s.get(), out, wsp, &ex); break;
    case Api::kPowTSi: st = aclnnInplacePowTensorScalarGetWorkspaceSize(a, s.get(), wsp, &ex); break;
    case Api::kPowST: st = aclnnPowScalarTensorGetWorkspaceSize(s.get(), a, out, wsp, &ex); break;
    case Api::kPowTT: st = aclnnPowTensorTensorGetWorkspaceSize(a, b, out, wsp, &ex); break;
    case Api::kPowTTi: st = aclnnInplacePowTensorTensorGetWorkspaceSize(a, b, wsp, &ex); break;
    case Api::kMax: st = aclnnMaximumGetWorkspaceSize(a, b, out, wsp, &ex); break;
    case Api::kMin: st = aclnnMinimumGetWorkspaceSize(a, b, out, wsp, &ex); break;
    case Api::kMaxN: st = aclnnMaxNGetWorkspaceSize(list, out, wsp, &ex); break;
    case Api::kMinN: st = aclnnMinNGetWorkspaceSize(list, out, wsp, &ex); break;
    case Api::kAddN: st = aclnnAddNGetWorkspaceSize(list, out, wsp, &ex); break;
    case Api::kAddRelu: st = aclnnAddReluGetWorkspaceSize(a, b, s.get(), out, wsp, &ex); break;
    case Api::kAddRelui: st = aclnnInplaceAddReluGetWorkspaceSize(a, b, s.get(), wsp, &ex); break;
  }
  if (st == 0 && ex) aclDestroyAclOpExecutor(ex);
  if (list) aclDestroyTensorList(list);
  return st;
}

constexpr aclDataType F32 = ACL_FLOAT, F16 = ACL_FLOAT16, BF16 = ACL_BF16, F64 = ACL_DOUBLE, S8 = ACL_INT8,
                      S16 = ACL_INT16, S32 = ACL_INT32, S64 = ACL_INT64, U8 = ACL_UINT8, U32 = ACL_UINT32,
                      U64 = ACL_UINT64, BOOL = ACL_BOOL, C64 = ACL_COMPLEX64, C128 = ACL_COMPLEX128,
                      UNDEF = ACL_DT_UNDEFINED;
constexpr aclFormat NCHW = ACL_FORMAT_NCHW, NHWC = ACL_FORMAT_NHWC, HWCN = ACL_FORMAT_HWCN, NDHWC = ACL_FORMAT_NDHWC,
                    NCDHW = ACL_FORMAT_NCDHW, NZ = ACL_FORMAT_FRACTAL_NZ;

// Upstream unit-test rows, in file order.
const std::vector<Row>& UpstreamRows() {
  static const std::vector<Row> rows = {
      // test_aclnn_pow_tensor_scalar.cpp (ScalarDesc(3) / (2): an integer exponent)
      {"PowTensorScalar_null_0 (empty)", Api::kPowTS, {D({0}, F32)}, D({0}, F32), S64, kOk},
      {"PowTensorScalar_null_1", Api::kPowTS, {N()}, D({1, 11, 34, 22, 19, 6, 5, 1}, F32), S64, kNull},
      {"PowTensorScalar_nullptr2", Api::kPowTS, {D({1, 11, 34, 22, 19, 6, 5, 1}, F32)}, N(), S64, kNull},
      {"PowTensorScalar 8-D float", Api::kPowTS, {D({1, 1, 1, 2, 2, 2, 1, 1}, F32)}, D({1, 1, 1, 2, 2, 2, 1, 1}, F32), S64, kOk},
      {"PowTensorScalar 9-D", Api::kPowTS, {D({1, 2, 3, 4, 5, 6, 7, 8, 9}, F32)}, D({1, 2, 3, 4, 5, 6, 7, 8, 9}, F32), S64, kInvalid},
      {"PowTensorScalar float16 NCHW", Api::kPowTS, {D({223, 32, 17, 17}, F16, NCHW)}, D({223, 32, 17, 17}, F16, NCHW), S64, kOk},
      {"PowTensorScalar int8 HWCN", Api::kPowTS, {D({1, 1, 16, 129}, S8, HWCN)}, D({1, 1, 16, 129}, S8, HWCN), S64, kOk},
      {"PowTensorScalar int32 HWCN", Api::kPowTS, {D({1, 1, 16, 129}, S32, HWCN)}, D({1, 1, 16, 129}, S32, HWCN), S64, kOk},
      {"PowTensorScalar int64 HWCN", Api::kPowTS, {D({1, 1, 16, 129}, S64, HWCN)}, D({1, 1, 16, 129}, S64, HWCN), S64, kOk},
      {"PowTensorScalar bool self, int64 out", Api::kPowTS, {D({1, 1, 16, 129}, BOOL, HWCN)}, D({1, 1, 16, 129}, S64, HWCN), S64, kOk},
      {"PowTensorScalar int16 HWCN", Api::kPowTS, {D({1, 1, 16, 129}, S16, HWCN)}, D({1, 1, 16, 129}, S16, HWCN), S64, kOk},
      {"PowTensorScalar DT_UNDEFINED", Api::kPowTS, {D({1, 1, 16, 129}, UNDEF, HWCN)}, D({1, 1, 16, 129}, UNDEF, HWCN), S64, kInvalid},
      // test_aclnn_pow_scalar_tensor.cpp
      {"PowScalarTensor_null_0 (empty)", Api::kPowST, {D({0}, F32)}, D({0}, F32), S64, kOk},
      {"PowScalarTensor_nullptr2", Api::kPowST, {D({5}, F32)}, N(), S64, kNull},
      {"PowScalarTensor float", Api::kPowST, {D({8}, F32)}, D({8}, F32), S64, kOk},
      {"PowScalarTensor 9-D", Api::kPowST, {D({1, 11, 34, 22, 19, 6, 5, 1, 3}, F32)}, D({1, 11, 34, 22, 19, 6, 5, 1, 3}, F32), S64, kInvalid},
      {"PowScalarTensor float16 NCHW", Api::kPowST, {D({5, 3}, F16, NCHW)}, D({5, 3}, F16, NCHW), S64, kOk},
      {"PowScalarTensor int8", Api::kPowST, {D({5, 3}, S8, HWCN)}, D({5, 3}, S8, HWCN), S64, kOk},
      {"PowScalarTensor int32", Api::kPowST, {D({5, 3}, S32, HWCN)}, D({5, 3}, S32, HWCN), S64, kOk},
      {"PowScalarTensor bool exponent, bool out", Api::kPowST, {D({5, 3}, BOOL, HWCN)}, D({5, 3}, BOOL, HWCN), S64, kInvalid},
      {"PowScalarTensor fill_1 (int32)", Api::kPowST, {D({5}, S32)}, D({5}, S32), S64, kOk},
      {"PowScalarTensor scalar float16", Api::kPowST, {D({5, 3}, F16)}, D({5, 3}, F16), F64, kOk},
      // op_host/op_api/test_pow_tensor_tensor.cpp
      {"PowTensorTensor [1,11] with [23,11]", Api::kPowTT, {D({1, 11}, F32), D({23, 11}, F32)}, D({23, 11}, F32), S64, kOk},
      {"PowTensorTensor float16 NCHW", Api::kPowTT, {D({17, 17}, F16, NCHW), D({17, 17}, F16, NCHW)}, D({17, 17}, F16, NCHW), S64, kOk},
      {"PowTensorTensor float64", Api::kPowTT, {D({1, 12}, F64), D({1, 12}, F64)}, D({1, 12}, F64), S64, kOk},
      {"PowTensorTensor uint8 into float16", Api::kPowTT, {D({16, 31, 31, 16}, U8, NHWC), D({16, 31, 1, 1}, U8, NHWC)}, D({16, 31, 31, 16}, F16, NHWC), S64, kOk},
      {"PowTensorTensor int8 into int32", Api::kPowTT, {D({1, 1, 16, 12}, S8, HWCN), D({32, 32, 16, 1}, S8, HWCN)}, D({32, 32, 16, 12}, S32, HWCN), S64, kOk},
      {"PowTensorTensor int64", Api::kPowTT, {D({2, 7}, S64, NCDHW), D({2, 7}, S64, NCDHW)}, D({2, 7}, S64, NCDHW), S64, kOk},
      {"PowTensorTensor complex64", Api::kPowTT, {D({2, 7}, C64), D({2, 7}, C64)}, D({2, 7}, C64), S64, kOk},
      {"PowTensorTensor complex128", Api::kPowTT, {D({1, 5}, C128), D({1, 5}, C128)}, D({1, 5}, C128), S64, kOk},
      {"PowTensorTensor float + float16 NCHW", Api::kPowTT, {D({1, 11, 21, 16}, F32), D({12, 1, 1, 1}, F16, NCHW)}, D({12, 11, 21, 16}, F32), S64, kOk},
      {"PowTensorTensor empty", Api::kPowTT, {D({0, 2}, F32), D({1, 2}, F32)}, D({0, 2}, F32), S64, kOk},
      {"PowTensorTensor int8 overflow values", Api::kPowTT, {D({100}, S8), D({100}, S8)}, D({100}, S8), S64, kOk},
      {"PowTensorTensor int32", Api::kPowTT, {D({100}, S32), D({100}, S32)}, D({100}, S32), S64, kOk},
      {"PowTensorTensor float16 boundary", Api::kPowTT, {D({1, 2}, F16), D({2, 1}, F16)}, D({2, 2}, F16), S64, kOk},
      {"PowTensorTensor not contiguous", Api::kPowTT, {Strided({5, 4}, F32, {1, 5}, {4, 5}), Strided({5, 4}, F32, {1, 5}, {4, 5})}, D({5, 4}, F32), S64, kOk},
      {"PowTensorTensor null self", Api::kPowTT, {N(), D({10, 5}, F32)}, D({10, 5}, F32), S64, kNull},
      {"PowTensorTensor null exponent", Api::kPowTT, {D({10, 5}, F32), N()}, D({10, 5}, F32), S64, kNull},
      {"PowTensorTensor null out", Api::kPowTT, {D({10, 5}, F32), D({10, 5}, F32)}, N(), S64, kNull},
      {"PowTensorTensor input_error_shape (equal shapes)", Api::kPowTT, {D({11, 2}, F32), D({11, 2}, F32)}, D({11, 2}, F32), S64, kOk},
      {"PowTensorTensor out shape", Api::kPowTT, {D({11, 2}, F32), D({11, 2}, F32)}, D({8, 2}, F32), S64, kInvalid},
      {"PowTensorTensor rank 9", Api::kPowTT, {D({2, 3, 4, 5, 6, 7, 8, 9, 10}, F32), D({2, 3, 4, 5, 6, 7, 8, 9, 1}, F32)}, D({2, 3, 4, 5, 6, 7, 8, 9, 10}, F32), S64, kInvalid},
      {"PowTensorTensor uint64", Api::kPowTT, {D({11, 16}, U64, NHWC), D({11, 16}, U64, NHWC)}, D({11, 16}, U64, NHWC), S64, kInvalid},
      {"PowTensorTensor float into int32", Api::kPowTT, {D({11, 1}, F32, NHWC), D({11, 1}, F32, NHWC)}, D({11, 1}, S32, NHWC), S64, kInvalid},
      {"PowTensorTensor int16", Api::kPowTT, {D({2, 7}, S16), D({2, 7}, S16)}, D({2, 7}, S16), S64, kOk},
      {"PowTensorTensor float + bool", Api::kPowTT, {D({2, 7}, F32), D({2, 7}, BOOL)}, D({2, 7}, F32), S64, kOk},
      {"PowTensorTensor bool + bool", Api::kPowTT, {D({2, 7}, BOOL), D({2, 7}, BOOL)}, D({2, 7}, F32), S64, kInvalid},
      // test_Maximum.cpp
      {"Maximum_001 8-D broadcast", Api::kMax, {D({1, 4, 3, 2, 1, 6, 5, 1}, F32), D({2, 1, 3, 2, 1, 1, 5, 5}, F32)}, D({2, 4, 3, 2, 1, 6, 5, 5}, F32), S64, kOk},
      {"Maximum_002 float16 NCHW", Api::kMax, {D({223, 32, 17, 17}, F16, NCHW), D({223, 1, 1, 17}, F16, NCHW)}, D({223, 32, 17, 17}, F16, NCHW), S64, kOk},
      {"Maximum_003 uint8 into float16", Api::kMax, {D({64, 31, 31, 16}, U8, NHWC), D({64, 31, 1, 1}, U8, NHWC)}, D({64, 31, 31, 16}, F16, NHWC), S64, kOk},
      {"Maximum_004 int8 into int32", Api::kMax, {D({1, 1, 16, 129}, S8, HWCN), D({32, 32, 16, 1}, S8, HWCN)}, D({32, 32, 16, 129}, S32, HWCN), S64, kOk},
      {"Maximum_005 int16 into float", Api::kMax, {D({1, 5, 1, 16, 129}, S16, NDHWC), D({32, 5, 32, 16, 1}, S16, NDHWC)}, D({32, 5, 32, 16, 129}, F32, NDHWC), S64, kOk},
      {"Maximum_005_1 int32", Api::kMax, {D({1, 5, 1, 16, 129}, S32, NDHWC), D({32, 5, 32, 16, 1}, S32, NDHWC)}, D({32, 5, 32, 16, 129}, S32, NDHWC), S64, kOk},
      {"Maximum_006 int64", Api::kMax, {D({23, 71, 16, 5, 1}, S64, NCDHW), D({1, 1, 16, 5, 23}, S64, NCDHW)}, D({23, 71, 16, 5, 23}, S64, NCDHW), S64, kOk},
      {"Maximum_006_1 float + float16", Api::kMax, {D({1, 11, 21, 16}, F32, NHWC), D({12, 1, 1, 1}, F16, NHWC)}, D({12, 11, 21, 16}, F32, NHWC), S64, kOk},
      {"Maximum_007 bool", Api::kMax, {D({92, 111, 1, 7, 3, 1, 6}, BOOL), D({92, 111, 1, 7, 3, 1, 6}, BOOL)}, D({92, 111, 1, 7, 3, 1, 6}, BOOL), S64, kOk},
      {"Maximum_008 bool + int32 into int64", Api::kMax, {D({92, 111, 1, 7, 3, 1, 6}, BOOL), D({92, 111, 1, 7, 3, 1, 6}, S32)}, D({92, 111, 1, 7, 3, 1, 6}, S64), S64, kOk},
      {"Maximum_009 empty", Api::kMax, {D({1, 0, 1, 2}, F32), D({2, 1, 0, 1}, F32)}, D({2, 0, 0, 2}, F32), S64, kOk},
      {"Maximum_010 int8", Api::kMax, {D({100}, S8), D({100}, S8)}, D({100}, S8), S64, kOk},
      {"Maximum_011 float16 boundary", Api::kMax, {D({1, 2}, F16), D({2, 1}, F16)}, D({2, 2}, F16), S64, kOk},
      {"Maximum_011_1 float16 range", Api::kMax, {D({5, 2, 3, 6}, F16), D({5, 2, 1, 6}, F16)}, D({5, 2, 3, 6}, F16), S64, kOk},
      {"Maximum_011_2 float range", Api::kMax, {D({8, 2, 3, 6}, F32), D({1, 2, 1, 6}, F32)}, D({8, 2, 3, 6}, F32), S64, kOk},
      {"Maximum_013_1 inputs not contiguous", Api::kMax, {Strided({5, 4}, F32, {1, 5}, {4, 5}), Strided({5, 4}, F32, {1, 5}, {4, 5})}, D({5, 4}, F32), S64, kOk},
      {"Maximum_013 double", Api::kMax, {D({2, 3, 4}, F64), D({2, 3, 4}, F64)}, D({2, 3, 4}, F64), S64, kOk},
      {"Maximum_014_1 out not contiguous", Api::kMax, {D({5, 4}, F32), Strided({5, 4}, F32, {1, 5}, {4, 5})}, Strided({5, 4}, F32, {1, 5}, {4, 5}), S64, kOk},
      {"Maximum_014 bfloat16 (910B2)", Api::kMax, {D({2, 3, 4}, BF16), D({2, 3, 4}, BF16)}, D({2, 3, 4}, BF16), S64, kOk},
      {"Maximum float into bf16 (910B2)", Api::kMax, {D({2, 3}, F32), D({2, 3}, F32)}, D({2, 3}, BF16), S64, kOk},
      {"Maximum_015 null self", Api::kMax, {N(), D({10, 5}, F32)}, D({10, 5}, F32), S64, kNull},
      {"Maximum_015 null other", Api::kMax, {D({10, 5}, F32), N()}, D({10, 5}, F32), S64, kNull},
      {"Maximum_015 null out", Api::kMax, {D({10, 5}, F32), D({10, 5}, F32)}, N(), S64, kNull},
      {"Maximum_016 not broadcastable", Api::kMax, {D({123, 11, 2}, F32), D({123, 8, 2}, F32)}, D({123, 11, 2}, F32), S64, kInvalid},
      {"Maximum_017 empty, not broadcastable", Api::kMax, {D({123, 0, 2}, F32), D({1, 8, 2}, F32)}, D({123, 0, 2}, F32), S64, kInvalid},
      {"Maximum_018 out shape", Api::kMax, {D({123, 11, 2}, F32), D({123, 11, 2}, F32)}, D({123, 8, 2}, F32), S64, kInvalid},
      {"Maximum_022 float into int32", Api::kMax, {D({6, 12, 11, 1}, F32, NHWC), D({6, 12, 11, 1}, F32, NHWC)}, D({6, 12, 11, 1}, S32, NHWC), S64, kInvalid},
      {"Maximum_023 uint64", Api::kMax, {D({6, 12, 11, 16}, U64, NHWC), D({6, 12, 11, 1}, U64, NHWC)}, D({6, 12, 11, 16}, U64, NHWC), S64, kInvalid},
      {"Maximum_024 rank 9", Api::kMax, {D({2, 3, 4, 5, 6, 7, 8, 9, 10}, F32), D({2, 3, 4, 5, 6, 7, 8, 9, 1}, F32)}, D({2, 3, 4, 5, 6, 7, 8, 9, 10}, F32), S64, kInvalid},
      // test_Minimum.cpp
      {"Minimum_001 8-D broadcast", Api::kMin, {D({1, 4, 3, 2, 1, 6, 5, 1}, F32), D({2, 1, 3, 2, 1, 1, 5, 5}, F32)}, D({2, 4, 3, 2, 1, 6, 5, 5}, F32), S64, kOk},
      {"Minimum_002 float16 NCHW", Api::kMin, {D({56, 32, 17, 17}, F16, NCHW), D({56, 1, 1, 17}, F16, NCHW)}, D({56, 32, 17, 17}, F16, NCHW), S64, kOk},
      {"Minimum_003 double, mixed formats", Api::kMin, {D({6, 3, 7, 9}, F64, NCHW), D({6, 3, 7, 9}, F64, NHWC)}, D({6, 3, 7, 9}, F64, NDHWC), S64, kOk},
      {"Minimum_004 uint8 6-D into float16", Api::kMin, {D({64, 31, 31, 16, 7, 8}, U8, NHWC), D({64, 31, 1, 1, 7, 8}, U8, NHWC)}, D({64, 31, 31, 16, 7, 8}, F16, NHWC), S64, kOk},
      {"Minimum_005 int8 into int32", Api::kMin, {D({1, 1, 16, 29}, S8, HWCN), D({32, 32, 16, 1}, S8, HWCN)}, D({32, 32, 16, 29}, S32, HWCN), S64, kOk},
      {"Minimum_006 int16 into float", Api::kMin, {D({1, 5, 1, 16, 45}, S16, NDHWC), D({32, 5, 32, 16, 1}, S16, NDHWC)}, D({32, 5, 32, 16, 45}, F32, NDHWC), S64, kOk},
      {"Minimum_007 int32 rank 2 with rank 4", Api::kMin, {D({32, 16}, S32, NDHWC), D({32, 5, 32, 16}, S32, NDHWC)}, D({32, 5, 32, 16}, S32, NDHWC), S64, kOk},
      {"Minimum_008 int64", Api::kMin, {D({23, 71, 16, 5, 1}, S64, NCDHW), D({1, 1, 16, 5, 23}, S64, NCDHW)}, D({23, 71, 16, 5, 23}, S64, NCDHW), S64, kOk},
      {"Minimum_009 bool", Api::kMin, {D({92, 111, 1, 7, 3, 1, 6}, BOOL), D({92, 111, 1, 7, 3, 1, 6}, BOOL)}, D({92, 111, 1, 7, 3, 1, 6}, BOOL), S64, kOk},
      {"Minimum_013 bool + int32 into int64", Api::kMin, {D({92, 111, 1, 7, 3, 1, 6}, BOOL), D({92, 111, 1, 7, 3, 1, 6}, S32)}, D({92, 111, 1, 7, 3, 1, 6}, S64), S64, kOk},
      {"Minimum_014 int16 + int32 into float", Api::kMin, {D({1, 5, 1, 16, 129}, S16, NDHWC), D({32, 5, 32, 16, 1}, S32, NDHWC)}, D({32, 5, 32, 16, 129}, F32, NDHWC), S64, kOk},
      {"Minimum_015 float + float16 into double", Api::kMin, {D({230, 71}, F32, NCHW), D({230, 1}, F16, NCHW)}, D({230, 71}, F64, NCHW), S64, kOk},
      {"Minimum_016 empty", Api::kMin, {D({1, 0, 1, 2}, F32), D({2, 1, 0, 1}, F32)}, D({2, 0, 0, 2}, F32), S64, kOk},
      {"Minimum_017 int8", Api::kMin, {D({100}, S8), D({100}, S8)}, D({100}, S8), S64, kOk},
      {"Minimum_018 float16 boundary", Api::kMin, {D({1, 2}, F16), D({2, 1}, F16)}, D({2, 2}, F16), S64, kOk},
      {"Minimum_020 inputs not contiguous", Api::kMin, {Strided({5, 4}, F32, {1, 5}, {4, 5}), Strided({5, 4}, F32, {1, 5}, {4, 5})}, D({5, 4}, F32), S64, kOk},
      {"Minimum_021 out not contiguous", Api::kMin, {D({5, 4}, F32), Strided({5, 4}, F32, {1, 5}, {4, 5})}, Strided({5, 4}, F32, {1, 5}, {4, 5}), S64, kOk},
      {"Minimum_022 null self", Api::kMin, {N(), D({10, 5}, F32)}, D({10, 5}, F32), S64, kNull},
      {"Minimum_022 null other", Api::kMin, {D({10, 5}, F32), N()}, D({10, 5}, F32), S64, kNull},
      {"Minimum_022 null out", Api::kMin, {D({10, 5}, F32), D({10, 5}, F32)}, N(), S64, kNull},
      {"Minimum_023 not broadcastable", Api::kMin, {D({123, 11, 2}, F32), D({123, 8, 2}, F32)}, D({123, 11, 2}, F32), S64, kInvalid},
      {"Minimum_024 empty, not broadcastable", Api::kMin, {D({123, 0, 2}, F32), D({1, 8, 2}, F32)}, D({123, 0, 2}, F32), S64, kInvalid},
      {"Minimum_025 out shape", Api::kMin, {D({123, 11, 2}, F32), D({123, 11, 2}, F32)}, D({123, 8, 2}, F32), S64, kInvalid},
      {"Minimum_026 float into int32", Api::kMin, {D({6, 12, 11, 1}, F32, NHWC), D({6, 12, 11, 1}, F32, NHWC)}, D({6, 12, 11, 1}, S32, NHWC), S64, kInvalid},
      {"Minimum_027 uint64", Api::kMin, {D({6, 12, 11, 16}, U64, NHWC), D({6, 12, 11, 1}, U64, NHWC)}, D({6, 12, 11, 16}, U64, NHWC), S64, kInvalid},
      {"Minimum rank 9", Api::kMin, {D({2, 3, 4, 5, 6, 7, 8, 9, 10}, F32), D({2, 3, 4, 5, 6, 7, 8, 9, 1}, F32)}, D({2, 3, 4, 5, 6, 7, 8, 9, 10}, F32), S64, kInvalid},
      {"Minimum bfloat16 (A2 list)", Api::kMin, {D({2, 3, 4}, BF16), D({2, 3, 4}, BF16)}, D({2, 3, 4}, BF16), S64, kOk},
      // test_maxn.cpp / test_minn.cpp
      {"MaxN nullptr input", Api::kMaxN, {}, D({2, 3}, F32), S64, kNull, true},
      {"MaxN nullptr output", Api::kMaxN, {D({2, 0}, F32), D({2, 0}, F32)}, N(), S64, kNull},
      {"MaxN empty_tensors ([0] with [2,3])", Api::kMaxN, {D({0}, F32), D({2, 3}, F32)}, D({2, 3}, F32), S64, kInvalid},
      {"MaxN broadcast_failed1", Api::kMaxN, {D({2, 2}, F32), D({2, 3}, F32)}, D({2, 3}, F32), S64, kInvalid},
      {"MaxN broadcast_failed2 (out shape)", Api::kMaxN, {D({2, 1}, F32), D({2, 3}, F32)}, D({2, 2}, F32), S64, kInvalid},
      {"MaxN dim_over_8", Api::kMaxN, {D({2, 1, 1, 1, 1, 1, 2, 3, 2}, F32), D({2, 1, 1, 1, 1, 1, 2, 3, 2}, F32)}, D({2, 1, 1, 1, 1, 1, 2, 3, 2}, F32), S64, kInvalid},
      {"MaxN float32", Api::kMaxN, {D({2, 1}, F32), D({2, 3}, F32)}, D({2, 3}, F32), S64, kOk},
      {"MaxN float16", Api::kMaxN, {D({2, 1}, F16), D({2, 3}, F16)}, D({2, 3}, F16), S64, kOk},
      {"MaxN bfloat16 (910B2)", Api::kMaxN, {D({2, 1}, BF16), D({2, 3}, BF16)}, D({2, 3}, BF16), S64, kOk},
      {"MaxN int64", Api::kMaxN, {D({2, 1}, S64), D({2, 3}, S64)}, D({2, 3}, S64), S64, kOk},
      {"MaxN int32", Api::kMaxN, {D({2, 1}, S32), D({2, 3}, S32)}, D({2, 3}, S32), S64, kOk},
      {"MaxN int8", Api::kMaxN, {D({2, 1}, S8), D({2, 3}, S8)}, D({2, 3}, S8), S64, kOk},
      {"MaxN one tensor", Api::kMaxN, {D({2, 1}, F16)}, D({2, 1}, F16), S64, kOk},
      {"MaxN empty tensors [0,1], [0,3]", Api::kMaxN, {D({0, 1}, S8), D({0, 3}, S8)}, D({0, 3}, S8), S64, kOk},
      {"MinN nullptr input", Api::kMinN, {}, D({2, 3}, F32), S64, kNull, true},
      {"MinN nullptr output", Api::kMinN, {D({2, 0}, F32), D({2, 0}, F32)}, N(), S64, kNull},
      {"MinN empty_tensors ([0] with [2,3])", Api::kMinN, {D({0}, F32), D({2, 3}, F32)}, D({2, 3}, F32), S64, kInvalid},
      {"MinN broadcast_failed1", Api::kMinN, {D({2, 2}, F32), D({2, 3}, F32)}, D({2, 3}, F32), S64, kInvalid},
      {"MinN broadcast_failed2 (out shape)", Api::kMinN, {D({2, 1}, F32), D({2, 3}, F32)}, D({2, 2}, F32), S64, kInvalid},
      {"MinN dim_over_8", Api::kMinN, {D({2, 1, 1, 1, 1, 1, 2, 3, 2}, F32), D({2, 1, 1, 1, 1, 1, 2, 3, 2}, F32)}, D({2, 1, 1, 1, 1, 1, 2, 3, 2}, F32), S64, kInvalid},
      {"MinN float32", Api::kMinN, {D({2, 1}, F32), D({2, 3}, F32)}, D({2, 3}, F32), S64, kOk},
      {"MinN float16", Api::kMinN, {D({2, 1}, F16), D({2, 3}, F16)}, D({2, 3}, F16), S64, kOk},
      {"MinN bfloat16 (910B2)", Api::kMinN, {D({2, 1}, BF16), D({2, 3}, BF16)}, D({2, 3}, BF16), S64, kOk},
      {"MinN int64", Api::kMinN, {D({2, 1}, S64), D({2, 3}, S64)}, D({2, 3}, S64), S64, kOk},
      {"MinN int32", Api::kMinN, {D({2, 1}, S32), D({2, 3}, S32)}, D({2, 3}, S32), S64, kOk},
      {"MinN int8", Api::kMinN, {D({2, 1}, S8), D({2, 3}, S8)}, D({2, 3}, S8), S64, kOk},
      {"MinN one tensor", Api::kMinN, {D({2, 1}, F16)}, D({2, 1}, F16), S64, kOk},
      {"MinN empty tensors [0,1], [0,3]", Api::kMinN, {D({0, 1}, S8), D({0, 3}, S8)}, D({0, 3}, S8), S64, kOk},
      // test_aclnn_add_n.cpp
      {"AddN nullptr input", Api::kAddN, {}, D({2, 3}, F32), S64, kNull, true},
      {"AddN nullptr output", Api::kAddN, {D({2, 3}, F32), D({2, 3}, F32)}, N(), S64, kNull},
      {"AddN bf16", Api::kAddN, {D({2, 3}, BF16), D({2, 3}, BF16)}, D({2, 3}, BF16), S64, kOk},
      {"AddN fp16", Api::kAddN, {D({2, 3}, F16), D({2, 3}, F16)}, D({2, 3}, F16), S64, kOk},
      {"AddN fp32", Api::kAddN, {D({2, 3}, F32), D({2, 3}, F32)}, D({2, 3}, F32), S64, kOk},
      {"AddN int32", Api::kAddN, {D({2, 3}, S32), D({2, 3}, S32)}, D({2, 3}, S32), S64, kOk},
      {"AddN int64", Api::kAddN, {D({2, 3}, S64), D({2, 3}, S64)}, D({2, 3}, S64), S64, kOk},
      {"AddN format ND", Api::kAddN, {D({2, 3}, F32), D({2, 3}, F32)}, D({2, 3}, F32), S64, kOk},
      {"AddN empty [2,0]", Api::kAddN, {D({2, 0}, F32), D({2, 0}, F32)}, D({2, 0}, F32), S64, kOk},
      {"AddN 10 dims", Api::kAddN, {D({7, 9, 11, 3, 4, 6, 9, 2, 2, 2}, F32), D({7, 9, 11, 3, 4, 6, 9, 2, 2, 2}, F32)}, D({7, 9, 11, 3, 4, 6, 9, 2, 2, 2}, F32), S64, kInvalid},
      // test_aclnn_add_relu.cpp / test_aclnn_inplace_add_relu.cpp (§5 summary)
      {"AddRelu float", Api::kAddRelu, {D({2, 3}, F32), D({2, 3}, F32)}, D({2, 3}, F32), F32, kOk},
      {"AddRelu int32 broadcast", Api::kAddRelu, {D({4, 1, 3}, S32), D({5, 3}, S32)}, D({4, 5, 3}, S32), S64, kOk},
      {"AddRelu uint8", Api::kAddRelu, {D({2, 3}, U8), D({2, 3}, U8)}, D({2, 3}, U8), S64, kOk},
      {"AddRelu bf16", Api::kAddRelu, {D({2, 3}, BF16), D({2, 3}, BF16)}, D({2, 3}, BF16), F32, kOk},
      {"AddRelu empty NHWC with ND", Api::kAddRelu, {D({7, 0, 6}, F32, NHWC), D({7, 1, 6}, F32)}, D({7, 0, 6}, F32, NHWC), F32, kOk},
      {"AddRelu null self", Api::kAddRelu, {N(), D({2, 3}, F32)}, D({2, 3}, F32), F32, kNull},
      {"AddRelu null alpha", Api::kAddRelu, {D({2, 3}, F32), D({2, 3}, F32)}, D({2, 3}, F32), UNDEF, kNull},
      {"AddRelu 9-D (case_019)", Api::kAddRelu, {D(Rank(9), F32), D(Rank(9), F32)}, D(Rank(9), F32), F32, kInvalid},
      {"AddRelu uint32 (case_021)", Api::kAddRelu, {D({2, 3}, U32), D({2, 3}, U32)}, D({2, 3}, U32), S64, kInvalid},
      {"AddRelu NHWC broadcast mismatch", Api::kAddRelu, {D({7, 5, 6}, F32, NHWC), D({7, 4, 6}, F32, NHWC)}, D({7, 5, 6}, F32, NHWC), F32, kInvalid},
      {"AddRelu float alpha with int32 (case_026)", Api::kAddRelu, {D({2, 3}, S32), D({2, 3}, S32)}, D({2, 3}, S32), F32, kInvalid},
      {"InplaceAddRelu float", Api::kAddRelui, {D({2, 3}, F32), D({1, 3}, F32)}, N(), F32, kOk},
      {"InplaceAddRelu empty", Api::kAddRelui, {D({7, 0, 6}, F32, NHWC), D({7, 1, 6}, F32)}, N(), F32, kOk},
      {"InplaceAddRelu null selfRef", Api::kAddRelui, {N(), D({2, 3}, F32)}, N(), F32, kNull},
      {"InplaceAddRelu null other", Api::kAddRelui, {D({2, 3}, F32), N()}, N(), F32, kNull},
      {"InplaceAddRelu 9-D", Api::kAddRelui, {D(Rank(9), F32), D(Rank(9), F32)}, N(), F32, kInvalid},
      {"InplaceAddRelu uint32", Api::kAddRelui, {D({2, 3}, U32), D({2, 3}, U32)}, N(), S64, kInvalid},
      {"InplaceAddRelu broadcast enlarging selfRef", Api::kAddRelui, {D({1, 3}, F32), D({2, 3}, F32)}, N(), F32, kInvalid},
      {"InplaceAddRelu float alpha with int32", Api::kAddRelui, {D({2, 3}, S32), D({2, 3}, S32)}, N(), F32, kInvalid},
  };
  return rows;
}

// Validation-order rules (§2.5, §3.1-§3.3, §3.12) and the library's own rows.
const std::vector<Row>& OrderRows() {
  static const std::vector<Row> rows = {
      // Pow tensor-scalar: list, then promotion and cast, then the A2 compute dtype, then rank/shape.
      {"PowTS complex self", Api::kPowTS, {D({2, 3}, C64)}, D({2, 3}, C64), S64, kOk},
      {"PowTS null exponent", Api::kPowTS, {D({2, 3}, F32)}, D({2, 3}, F32), UNDEF, kNull},
      {"PowTS uint32 self", Api::kPowTS, {D({2, 3}, U32)}, D({2, 3}, U32), S64, kInvalid},
      {"PowTS uint32 exponent", Api::kPowTS, {D({2, 3}, F32)}, D({2, 3}, F32), U32, kInvalid},
      {"PowTS bool self, bool exponent", Api::kPowTS, {D({2, 3}, BOOL)}, D({2, 3}, BOOL), BOOL, kInvalid},
      {"PowTS int32 self, float exponent: FLOAT into int32", Api::kPowTS, {D({2, 3}, S32)}, D({2, 3}, S32), F32, kInvalid},
      {"PowTS int32 self, int64 exponent stays int32", Api::kPowTS, {D({2, 3}, S32)}, D({2, 3}, S16), S64, kOk},
      {"PowTS int8 self, double exponent, float out", Api::kPowTS, {D({2, 3}, S8)}, D({2, 3}, F32), F64, kOk},
      {"PowTS float16 self into int32 out", Api::kPowTS, {D({2, 3}, F16)}, D({2, 3}, S32), S64, kInvalid},
      {"PowTS float self, complex exponent, float out", Api::kPowTS, {D({2, 3}, F32)}, D({2, 3}, F32), C64, kInvalid},
      {"PowTS out shape", Api::kPowTS, {D({2, 3}, F32)}, D({3, 2}, F32), S64, kInvalid},
      {"PowTS out 9-D before shape", Api::kPowTS, {D(Rank(9), F32)}, D({2}, F32), S64, kInvalid},
      {"PowTS uint16 out (castable)", Api::kPowTS, {D({2, 3}, S32)}, D({2, 3}, ACL_UINT16), S64, kOk},
      {"PowTS private format accepted", Api::kPowTS, {D({2, 3}, F32, NZ)}, D({2, 3}, F32, NZ), S64, kOk},
      {"InplacePowTS int32 with float exponent", Api::kPowTSi, {D({2, 3}, S32)}, N(), F32, kInvalid},
      {"InplacePowTS float", Api::kPowTSi, {D({2, 3}, F32)}, N(), F64, kOk},
      {"InplacePowTS null self", Api::kPowTSi, {N()}, N(), S64, kNull},
      // Pow scalar-tensor
      {"PowST null base", Api::kPowST, {D({2, 3}, F32)}, D({2, 3}, F32), UNDEF, kNull},
      {"PowST null exponent", Api::kPowST, {N()}, D({2, 3}, F32), S64, kNull},
      {"PowST uint32 base", Api::kPowST, {D({2, 3}, F32)}, D({2, 3}, F32), U32, kInvalid},
      {"PowST float base, int32 exponent into int32", Api::kPowST, {D({2, 3}, S32)}, D({2, 3}, S32), F32, kInvalid},
      {"PowST double exponent, float out", Api::kPowST, {D({2, 3}, F64)}, D({2, 3}, F32), S64, kOk},
      {"PowST out shape", Api::kPowST, {D({2, 3}, F32)}, D({2, 4}, F32), S64, kInvalid},
      {"PowST bool base, bool exponent", Api::kPowST, {D({2, 3}, BOOL)}, D({2, 3}, S32), BOOL, kInvalid},
      // Pow tensor-tensor: both-bool before the lists; in place: the broadcast must fit selfRef.
      {"PowTT bool + uint32 (list)", Api::kPowTT, {D({2, 3}, BOOL), D({2, 3}, U32)}, D({2, 3}, S32), S64, kInvalid},
      {"PowTT int8 + uint8 into int16", Api::kPowTT, {D({2, 3}, S8), D({2, 3}, U8)}, D({2, 3}, S16), S64, kOk},
      {"PowTT complex into float", Api::kPowTT, {D({2, 3}, C64), D({2, 3}, F32)}, D({2, 3}, F32), S64, kInvalid},
      {"InplacePowTT exponent broadcasts into self", Api::kPowTTi, {D({4, 3}, F32), D({3}, F32)}, N(), S64, kOk},
      {"InplacePowTT broadcast enlarges self", Api::kPowTTi, {D({3}, F32), D({4, 3}, F32)}, N(), S64, kInvalid},
      {"InplacePowTT float exponent into int32 self", Api::kPowTTi, {D({3}, S32), D({3}, F32)}, N(), S64, kInvalid},
      {"InplacePowTT null exponent", Api::kPowTTi, {D({3}, F32), N()}, N(), S64, kNull},
      // Maximum / Minimum: out dtype in the list.
      {"Maximum complex out", Api::kMax, {D({2, 3}, F32), D({2, 3}, F32)}, D({2, 3}, C64), S64, kInvalid},
      {"Minimum int8 + uint8 into int16", Api::kMin, {D({2, 3}, S8), D({2, 3}, U8)}, D({2, 3}, S16), S64, kOk},
      {"Minimum bool out of int promotion", Api::kMin, {D({2, 3}, S32), D({2, 3}, S32)}, D({2, 3}, BOOL), S64, kInvalid},
      // MaxN / MinN: element dtype must equal out's, element NULL, empty list, out empty shortcut.
      {"MaxN element dtype unlike out", Api::kMaxN, {D({2, 3}, F32), D({2, 3}, F16)}, D({2, 3}, F32), S64, kInvalid},
      {"MaxN out dtype outside the list", Api::kMaxN, {D({2, 3}, F64)}, D({2, 3}, F64), S64, kInvalid},
      {"MaxN uint8 (950 only)", Api::kMaxN, {D({2, 3}, U8)}, D({2, 3}, U8), S64, kInvalid},
      {"MaxN NULL element", Api::kMaxN, {D({2, 3}, F32), N()}, D({2, 3}, F32), S64, kNull},
      {"MaxN empty list", Api::kMaxN, {}, D({2, 3}, F32), S64, kInvalid},
      {"MaxN out 9-D", Api::kMaxN, {D({2, 3}, F32)}, D(Rank(9), F32), S64, kInvalid},
      {"MinN 20 elements", Api::kMinN, std::vector<T>(20, D({2, 1}, F16)), D({2, 1}, F16), S64, kOk},
      {"MinN three-way broadcast", Api::kMinN, {D({3, 1, 1}, S32), D({1, 4, 1}, S32), D({5}, S32)}, D({3, 4, 5}, S32), S64, kOk},
      // AddN: element 0 vs out (library: 161002), empty list (161002), later elements' dtypes,
      // shapes, private format of element 0.
      {"AddN tensor 0 dtype unlike out", Api::kAddN, {D({2, 3}, F16), D({2, 3}, F16)}, D({2, 3}, F32), S64, kInvalid},
      {"AddN empty list", Api::kAddN, {}, D({2, 3}, F32), S64, kInvalid},
      {"AddN NULL element", Api::kAddN, {D({2, 3}, F32), N()}, D({2, 3}, F32), S64, kNull},
      {"AddN double", Api::kAddN, {D({2, 3}, F64), D({2, 3}, F64)}, D({2, 3}, F64), S64, kInvalid},
      {"AddN mixed list", Api::kAddN, {D({2, 3}, F32), D({2, 3}, F16)}, D({2, 3}, F32), S64, kInvalid},
      {"AddN shapes differ", Api::kAddN, {D({2, 3}, F32), D({1, 3}, F32)}, D({2, 3}, F32), S64, kInvalid},
      {"AddN shape unlike out", Api::kAddN, {D({2, 3}, F32), D({2, 3}, F32)}, D({3, 2}, F32), S64, kInvalid},
      {"AddN private format", Api::kAddN, {D({2, 3}, F32, NZ), D({2, 3}, F32)}, D({2, 3}, F32), S64, kInvalid},
      {"AddN one element", Api::kAddN, {D({2, 3}, S32)}, D({2, 3}, S32), S64, kOk},
      // AddRelu: BOOL promotion is outside the list; int alpha with float promotion; out castable.
      {"AddRelu bool", Api::kAddRelu, {D({2, 3}, BOOL), D({2, 3}, BOOL)}, D({2, 3}, BOOL), S64, kInvalid},
      {"AddRelu double", Api::kAddRelu, {D({2, 3}, F64), D({2, 3}, F64)}, D({2, 3}, F64), F64, kInvalid},
      {"AddRelu int8 + float16, int alpha", Api::kAddRelu, {D({2, 3}, S8), D({2, 3}, F16)}, D({2, 3}, F32), S64, kOk},
      {"AddRelu float into int32", Api::kAddRelu, {D({2, 3}, F32), D({2, 3}, F32)}, D({2, 3}, S32), F32, kInvalid},
      {"AddRelu out shape", Api::kAddRelu, {D({2, 3}, F32), D({2, 3}, F32)}, D({2, 4}, F32), F32, kInvalid},
      {"AddRelu null out", Api::kAddRelu, {D({2, 3}, F32), D({2, 3}, F32)}, N(), F32, kNull},
  };
  return rows;
}

TEST(MathStatus, UpstreamUnitTestRows) {
  for (const Row& r : UpstreamRows()) EXPECT_EQ(RunRow(r), r.want) << r.name << ": " << aclGetRecentErrMsg();
}

TEST(MathStatus, ValidationOrderAndLibraryRows) {
  for (const Row& r : OrderRows()) EXPECT_EQ(RunRow(r), r.want) << r.name << ": " << aclGetRecentErrMsg();
}

TEST(MathStatus, NullWorkspaceSizeOrExecutor) {
  for (const Row& r : UpstreamRows()) {
    if (r.want != kOk) continue;
    EXPECT_EQ(RunRow(r, true), kNull) << r.name;
  }
}

}  // namespace
