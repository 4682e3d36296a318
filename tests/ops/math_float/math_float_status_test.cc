// Phase-1 statuses of the binary floating math family: every upstream unit-test row of its
// operators (elementwise math spec §5: the Atan2, InplaceAtan2, XLogYTensor, LogAddExp, LogAddExp2,
// Polar and Complex files) as a table row, plus the library's own rows for every validation rule
// and its order. Rows expecting success also run phase 2.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/tensor.h"
#include "math_float_apis.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::math_float;

namespace {

constexpr aclnnStatus kOk = 0, kNull = 161001, kInvalid = 161002;

// A tensor (or, for a scalar operand, a scalar of `dtype`) of a row.
struct T {
  bool null = false;
  Shape shape{2, 3};
  aclDataType dtype = ACL_FLOAT;
  aclFormat format = ACL_FORMAT_ND;
  bool strided = false;  // [5,4] with strides {1,5} in a storage of 20 (the upstream non-contiguous rows)
};
T N() { return T{true}; }
T D(Shape s, aclDataType d, aclFormat f = ACL_FORMAT_ND) { return T{false, std::move(s), d, f}; }
T S(aclDataType d) { return T{false, {}, d}; }  // a scalar
T Strided(aclDataType d) { return T{false, {5, 4}, d, ACL_FORMAT_ND, true}; }
Shape Rank(size_t r) {  // {1, 2, ..., r}
  Shape s(r);
  for (size_t k = 0; k < r; ++k) s[k] = static_cast<int64_t>(k + 1);
  return s;
}

struct Row {
  const char* what;  // the upstream TEST name, or what the library row checks
  const Api* api;
  T x, y, out;
  aclnnStatus want;
};

// The tensors of a row: memory from TestTensor, then a view with the row's format.
struct Made {
  std::unique_ptr<TestTensor> mem;
  aclTensor* t = nullptr;
  ~Made() {
    if (t) aclDestroyTensor(t);
  }
};
void Make(const T& d, Made* m) {
  if (d.null) return;
  m->mem.reset(new TestTensor(d.strided ? Shape{20} : d.shape, d.dtype));
  const aclTensor* base = m->mem->get();
  Shape strides = d.strided ? Shape{1, 5} : base->strides;
  const Shape& view = d.strided ? d.shape : base->view;
  m->t = aclCreateTensor(view.data(), view.size(), d.dtype, strides.data(), 0, d.format, base->storage.data(),
                         base->storage.size(), m->mem->data());
}

void RunRow(const Row& r) {
  SCOPED_TRACE(r.what);
  const Api& a = *r.api;
  Made x, y, out;
  ScalarPtr sx(nullptr, aclDestroyScalar), sy(nullptr, aclDestroyScalar);
  if (a.form == kST) {
    if (!r.x.null) sx = MakeScalar(r.x.dtype, 1.0);
  } else {
    Make(r.x, &x);
  }
  if (a.form == kTS) {
    if (!r.y.null) sy = MakeScalar(r.y.dtype, 1.0);
  } else {
    Make(r.y, &y);
  }
  if (!a.inplace) Make(r.out, &out);
  uint64_t ws = 0;
  aclOpExecutor* e = nullptr;
  const aclnnStatus st = a.p1(x.t, sx.get(), y.t, sy.get(), out.t, &ws, &e);
  ASSERT_EQ(st, r.want) << a.name << ": " << aclGetRecentErrMsg();
  if (st != 0) return;
  Workspace w(ws);
  ASSERT_EQ(a.p2(w.get(), ws, e, nullptr), 0) << aclGetRecentErrMsg();
  ASSERT_EQ(aclrtSynchronizeStream(nullptr), 0) << aclGetRecentErrMsg();
}

const Api* const A = &kAtan2;
const Api* const IA = &kInplaceAtan2;
const Api* const XT = &kXLogYTensor;
const Api* const L = &kLogAddExp;
const Api* const L2 = &kLogAddExp2;
const Api* const P = &kPolar;
const Api* const C = &kComplex;
const aclFormat ND = ACL_FORMAT_ND, NCHW = ACL_FORMAT_NCHW, NHWC = ACL_FORMAT_NHWC, HWCN = ACL_FORMAT_HWCN;
const aclDataType F32 = ACL_FLOAT, F16 = ACL_FLOAT16, BF16 = ACL_BF16, F64 = ACL_DOUBLE, S8 = ACL_INT8,
                  S16 = ACL_INT16, S32 = ACL_INT32, S64 = ACL_INT64, U8 = ACL_UINT8, B = ACL_BOOL, C32 = ACL_COMPLEX32,
                  C64 = ACL_COMPLEX64, C128 = ACL_COMPLEX128;

// math/atan2/tests/ut/op_api/test_aclnn_atan2.cpp
const Row kAtan2Aclnn[] = {
    {"case_float", A, D({3, 3, 3}, F32), D({3, 3, 3}, F32), D({3, 3, 3}, F32), kOk},
    {"case_float16", A, D({5, 6, 7}, F16), D({5, 6, 7}, F16), D({5, 6, 7}, F16), kOk},
    {"ascend910B2_case_bf16", A, D({5, 6, 7}, BF16), D({5, 6, 7}, BF16), D({5, 6, 7}, BF16), kOk},
    {"case_double", A, D({5, 6, 7}, F64), D({5, 6, 7}, F64), D({5, 6, 7}, F64), kOk},
    {"case_int8", A, D({5, 6, 7}, S8), D({5, 6, 7}, S8), D({5, 6, 7}, F32), kOk},
    {"case_int16", A, D({5, 6, 7}, S16), D({5, 6, 7}, S16), D({5, 6, 7}, F32), kOk},
    {"case_int32", A, D({5, 6, 7}, S32), D({5, 6, 7}, S32), D({5, 6, 7}, F32), kOk},
    {"case_int64", A, D({5, 6, 7}, S64), D({5, 6, 7}, S64), D({5, 6, 7}, F32), kOk},
    {"case_uint8", A, D({5, 6, 7}, U8), D({5, 6, 7}, U8), D({5, 6, 7}, F32), kOk},
    {"case_bool", A, D({5, 6, 7}, B), D({5, 6, 7}, B), D({5, 6, 7}, F32), kOk},
    {"case_dim_1", A, D({5}, F32), D({5}, F32), D({5}, F32), kOk},
    {"case_dim_2", A, D({5, 6}, F32), D({5, 6}, F32), D({5, 6}, F32), kOk},
    {"case_dim_4", A, D({2, 3, 4, 5}, F32, NCHW), D({2, 3, 4, 5}, F32, NCHW), D({2, 3, 4, 5}, F32, NCHW), kOk},
    {"case_dim_8", A, D(Rank(8), F32), D(Rank(8), F32), D(Rank(8), F32), kOk},
    {"case_dim_9_error", A, D(Rank(9), F32), D(Rank(9), F32), D(Rank(9), F32), kInvalid},
    {"case_empty", A, D({5, 6, 0, 8}, F32), D({5, 6, 0, 8}, F32), D({5, 6, 0, 8}, F32), kOk},
    {"case_broadcast", A, D({2, 3, 4, 5}, F32), D({4, 5}, F32), D({2, 3, 4, 5}, F32), kOk},
    {"case_non_contiguous", A, Strided(F32), Strided(F32), D({5, 4}, F32), kOk},
    {"case_nullptr (self)", A, N(), D({10, 5}, F32), D({10, 5}, F32), kNull},
    {"case_nullptr (other)", A, D({10, 5}, F32), N(), D({10, 5}, F32), kNull},
    {"case_nullptr (out)", A, D({10, 5}, F32), D({10, 5}, F32), N(), kNull},
    {"case_mismatched_shape", A, D({10, 5, 2, 10}, F32, NHWC), D({10, 5, 5, 10}, F32, NHWC), D({10, 5, 2, 10}, F32, NHWC), kInvalid},
    {"case_error_output_shape", A, D({5, 4}, F32), D({5, 4}, F32), D({4, 2}, F32), kInvalid},
    {"case_complex64_error", A, D({5, 6, 7}, C64), D({5, 6, 7}, C64), D({5, 6, 7}, C64), kInvalid},
};

// math/atan2/tests/ut/op_api/test_atan2.cpp. Not reproduced: aclnnAtan2_bf16_nhwc (161002 on a SoC
// without BFLOAT16; its ascend910B2_ twin expects 0, the A2 list holds BFLOAT16).
const Row kAtan2Rows[] = {
    {"ascend910B2_aclnnAtan2_base_case_1", A, D({2, 4}, F32), D({2, 4}, F32), D({2, 4}, F32), kOk},
    {"ascend910B2_aclnnAtan2_base_case_2", A, D({2, 4}, S32), D({2, 4}, F32), D({2, 4}, F64), kOk},
    {"aclnnAtan2_1_2_3_4_5_6_7_8_float_nd", A, D(Rank(8), F32), D(Rank(8), F32), D(Rank(8), F32), kOk},
    {"aclnnAtan2_1_2_3_4_5_6_7_float16_nd", A, D(Rank(7), F16), D(Rank(7), F16), D(Rank(7), F16), kOk},
    {"aclnnAtan2_1_2_3_4_int32_nchw", A, D(Rank(4), S32, NCHW), D(Rank(4), S32, NCHW), D(Rank(4), F32, NCHW), kOk},
    {"aclnnAtan2_1_2_3_4_int8_float_nchw", A, D(Rank(4), S8, NCHW), D(Rank(4), F32, NCHW), D(Rank(4), F32, NCHW), kOk},
    {"aclnnAtan2_1_2_3_4_double_uint8_nhwc", A, D(Rank(4), F64, NHWC), D({4}, U8, NHWC), D(Rank(4), F64, NHWC), kOk},
    {"ascend910B2_aclnnAtan2_1_bool_nhwc", A, D({3}, B, NHWC), D({3}, B, NHWC), D({3}, F32, NHWC), kOk},
    {"aclnnAtan2_1_2_3_4_int8_int32_hwcn", A, D(Rank(3), S8, HWCN), D(Rank(3), S32, HWCN), D(Rank(3), F16, HWCN), kOk},
    {"aclnnAtan2_float_nd_empty_tensor", A, D({0}, F32), D({0}, S64), D({0}, F32), kOk},
    {"aclnnAtan2_float32_nd_boundary_value", A, D({1, 2}, F32), D({1, 2}, S64), D({1, 2}, F32), kOk},
    {"aclnnAtan2_5_4_float_nd_not_contiguous", A, Strided(F32), Strided(F32), Strided(F32), kOk},
    {"aclnnAtan2_input_nullptr (self)", A, N(), D({10}, F32), D({10}, F32), kNull},
    {"aclnnAtan2_input_nullptr (other)", A, D({10}, F32), N(), D({10}, F32), kNull},
    {"aclnnAtan2_input_nullptr (out)", A, D({10}, F32), D({10}, F32), N(), kNull},
    {"aclnnAtan2_self_dtype_error", A, D({2, 4}, C64), D({2, 4}, S64), D({2, 4}, F32), kInvalid},
    {"aclnnAtan2_index_dtype_error", A, D({2, 4}, S64), D({2, 4}, C64), D({2, 4}, F32), kInvalid},
    {"aclnnAtan2_self_shape_out_of_8 (self)", A, D(Rank(10), F32), D({10}, F32), D({10}, F32), kInvalid},
    {"aclnnAtan2_self_shape_out_of_8 (other)", A, D({10}, F32), D(Rank(10), F32), D({10}, F32), kInvalid},
    {"ascend910B2_aclnnAtan2_bf16_nhwc", A, D(Rank(4), BF16, NHWC), D({4}, BF16, NHWC), D(Rank(4), BF16, NHWC), kOk},
    {"ascend910B2_atan2_self_broadcast", A, D({2}, F32), D({4, 2}, F32), D({4, 2}, F32), kOk},
    {"ascend910B2_atan2_inferdtype_test", A, D({2}, C64), D({4, 2}, S32), D({4, 2}, C64), kInvalid},
    {"ascend910B2_atan2_self_int16_other_int64_out_bool", A, D({2}, S64), D({4, 2}, S16), D({4, 2}, B), kOk},
};

// math/atan2/tests/ut/op_api/test_inplace_atan2.cpp. Not reproduced: aclnnInplaceAtan2_bf16_nhwc
// (SoC without BFLOAT16) and ascend910B2_atan2_self_broadcast (selfRef [2] with other [4, 2]
// expects 0: the broadcast result does not fit selfRef; the library refuses it, see the library rows).
const Row kInplaceAtan2Rows[] = {
    {"ascend910B2_aclnnInplaceAtan2_base_case_1", IA, D({2, 4}, F32), D({2, 4}, F32), N(), kOk},
    {"ascend910B2_aclnnInplaceAtan2_base_case_2", IA, D({2, 4}, S32), D({2, 4}, F32), N(), kOk},
    {"aclnnInplaceAtan2_1_2_3_4_5_6_7_8_float_nd", IA, D(Rank(8), F32), D(Rank(8), F32), N(), kOk},
    {"aclnnInplaceAtan2_1_2_3_4_5_6_7_float16_nd", IA, D(Rank(7), F16), D(Rank(7), F16), N(), kOk},
    {"aclnnInplaceAtan2_1_2_3_4_int32_nchw", IA, D(Rank(4), S32, NCHW), D(Rank(4), S32, NCHW), N(), kOk},
    {"aclnnInplaceAtan2_1_2_3_4_int8_float_nchw", IA, D(Rank(4), S8, NCHW), D(Rank(4), F32, NCHW), N(), kOk},
    {"aclnnInplaceAtan2_1_2_3_4_double_uint8_nhwc", IA, D(Rank(4), F64, NHWC), D({4}, U8, NHWC), N(), kOk},
    {"ascend910B2_aclnnInplaceAtan2_1_bool_nhwc", IA, D({3}, B, NHWC), D({3}, B, NHWC), N(), kOk},
    {"aclnnInplaceAtan2_1_2_3_4_int8_int32_hwcn", IA, D(Rank(3), S8, HWCN), D(Rank(3), S32, HWCN), N(), kOk},
    {"aclnnInplaceAtan2_float_nd_empty_tensor", IA, D({0}, F32), D({0}, S64), N(), kOk},
    {"aclnnInplaceAtan2_float32_nd_boundary_value", IA, D({1, 2}, F32), D({1, 2}, S64), N(), kOk},
    {"aclnnInplaceAtan2_5_4_float_nd_not_contiguous", IA, Strided(F32), Strided(F32), N(), kOk},
    {"aclnnInplaceAtan2_input_nullptr (selfRef)", IA, N(), D({10}, F32), N(), kNull},
    {"aclnnInplaceAtan2_input_nullptr (other)", IA, D({10}, F32), N(), N(), kNull},
    {"aclnnInplaceAtan2_self_dtype_error", IA, D({2, 4}, C64), D({2, 4}, S64), N(), kInvalid},
    {"aclnnInplaceAtan2_index_dtype_error", IA, D({2, 4}, S64), D({2, 4}, C64), N(), kInvalid},
    {"aclnnInplaceAtan2_self_shape_out_of_8 (selfRef)", IA, D(Rank(10), F32), D({10}, F32), N(), kInvalid},
    {"aclnnInplaceAtan2_self_shape_out_of_8 (other)", IA, D({10}, F32), D(Rank(10), F32), N(), kInvalid},
    {"ascend910B2_aclnnInplaceAtan2_bf16_nhwc", IA, D(Rank(4), BF16, NHWC), D({4}, BF16, NHWC), N(), kOk},
    {"ascend910B2_atan2_inferdtype_test", IA, D({2}, C64), D({4, 2}, S32), N(), kInvalid},
};

// math/xlogy/tests/ut/op_api/test_aclnn_x_log_y.cpp
const Row kXLogYRows[] = {
    {"case_x_log_y_tensor_float", XT, D({3, 3, 3}, F32), D({3, 3, 3}, F32), D({3, 3, 3}, F32), kOk},
    {"case_x_log_y_tensor_float16", XT, D({3, 3, 3}, F16), D({3, 3, 3}, F16), D({3, 3, 3}, F16), kOk},
    {"case_x_log_y_tensor_bf16", XT, D({3, 3, 3}, BF16), D({3, 3, 3}, BF16), D({3, 3, 3}, BF16), kOk},
    {"case_x_log_y_tensor_broadcast", XT, D({2, 3, 4}, F32), D({1, 3, 4}, F32), D({2, 3, 4}, F32), kOk},
    {"case_x_log_y_tensor_1d", XT, D({10}, F32), D({10}, F32), D({10}, F32), kOk},
    {"case_x_log_y_tensor_nullptr", XT, N(), N(), N(), kNull},
    {"case_x_log_y_tensor_mismatched_shape", XT, D({3, 5}, F32), D({3, 5}, F32), D({2, 5}, F32), kInvalid},
};

// math/log_add_exp/tests/ut/op_api/test_aclnn_log_add_exp.cpp: the same 17 rows for each operator.
std::vector<Row> LogAddExpAclnnRows(const Api* op) {
  return {
      {"case_fp32", op, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, F32), kOk},
      {"case_fp16", op, D({1, 1, 1, 3}, F16), D({1, 1, 1, 3}, F16), D({1, 1, 1, 3}, F16), kOk},
      {"case_double", op, D({2, 3, 4, 5}, F64, NHWC), D({2, 3, 4, 5}, F64, NHWC), D({2, 3, 4, 5}, F64, NHWC), kInvalid},
      {"case_int32_unsupported", op, D({2, 3, 4, 5}, S32, NHWC), D({2, 3, 4, 5}, S32, NHWC), D({2, 3, 4, 5}, S32, NHWC), kInvalid},
      {"case_int_out_fp", op, D({2, 3}, S32), D({2, 3}, S8), D({2, 3}, F32), kOk},
      {"case_bool_out_fp16", op, D({2, 3}, B), D({2, 3}, B), D({2, 3}, F16), kOk},
      {"case_promote_type_ok", op, D({2, 3, 4, 5}, F16), D({2, 3, 4, 5}, F32), D({2, 3, 4, 5}, F32), kOk},
      {"case_promote_type_nok", op, D({2, 3, 4, 5}, F16), D({2, 3, 4, 5}, F32), D({2, 3, 4, 5}, S32), kInvalid},
      {"case_dim_1", op, D({1}, F32), D({1}, F32), D({1}, F32), kOk},
      {"case_dim_4", op, D(Rank(4), F32, NCHW), D(Rank(4), F32, NCHW), D(Rank(4), F32, NCHW), kOk},
      {"case_dim_8", op, D(Rank(8), F32), D(Rank(8), F32), D(Rank(8), F32), kOk},
      {"case_dim_9_error", op, D(Rank(9), F32), D(Rank(9), F32), D(Rank(9), F32), kInvalid},
      {"case_broadcast_ok", op, D({2, 3, 4, 5}, F32), D({4, 5}, F32), D({2, 3, 4, 5}, F32), kOk},
      {"case_broadcast_nok", op, D({2, 3, 4, 5}, F32), D({3, 4, 8}, F32), D({2, 3, 4, 5}, F32), kInvalid},
      {"case_empty_empty_empty", op, D({1, 2, 0}, F32), D({0, 2, 1}, F32), D({0, 2, 0}, F32), kOk},
      {"case_nullptr_input", op, N(), N(), D({1, 1, 1, 3}, F32, NCHW), kNull},
      {"case_nullptr_output", op, D({2, 3}, F32), D({2, 3}, F32), N(), kNull},
  };
}

// math/log_add_exp/tests/ut/op_api/test_logaddexp.cpp and test_logaddexp2.cpp: the same 28 rows,
// but for two empty cases that take FLOAT16 tensors in the LogAddExp file and FLOAT in LogAddExp2's.
std::vector<Row> LogAddExpRows(const Api* op) {
  const aclDataType e16 = op == &kLogAddExp ? F16 : F32;
  return {
      {"case_nullptr_input", op, N(), N(), D({1, 1, 1, 3}, F32, NCHW), kNull},
      {"case_nullptr_output", op, D({2, 3}, F32), D({2, 3}, F32), N(), kNull},
      {"case_dtype_notsupport", op, D({2, 3, 4, 5}, S32, NHWC), D({2, 3, 4, 5}, S32, NHWC), D({2, 3, 4, 5}, S32, NHWC), kInvalid},
      {"case_dtype_input_int_out_fp", op, D({2, 3}, S32), D({2, 3}, S8), D({2, 3}, F32), kOk},
      {"case_dtype_input_bool_out_fp", op, D({2, 3}, B), D({2, 3}, B), D({2, 3}, F16), kOk},
      {"case_dtype_fp32", op, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, F32), kOk},
      {"case_dtype_fp16", op, D({1, 1, 1, 3}, F16), D({1, 1, 1, 3}, F16), D({1, 1, 1, 3}, F16), kOk},
      {"case_dtype_double", op, D({2, 3, 4, 5}, F64, NHWC), D({2, 3, 4, 5}, F64, NHWC), D({2, 3, 4, 5}, F64, NHWC), kInvalid},
      {"case_format_HWCN", op, D({2, 3, 4, 5}, F32, HWCN), D({2, 3, 4, 5}, F32, HWCN), D({2, 3, 4, 5}, F32, HWCN), kOk},
      {"case_format_NDHWC", op, D(Rank(5), F32, ACL_FORMAT_NDHWC), D(Rank(5), F32, ACL_FORMAT_NDHWC), D(Rank(5), F32, ACL_FORMAT_NDHWC), kOk},
      {"case_format_NCDHW", op, D(Rank(5), F32, ACL_FORMAT_NCDHW), D(Rank(5), F32, ACL_FORMAT_NCDHW), D(Rank(5), F32, ACL_FORMAT_NCDHW), kOk},
      {"case_promoteType_ok", op, D({2, 3, 4, 5}, F16), D({2, 3, 4, 5}, F32), D({2, 3, 4, 5}, F32), kOk},
      {"case_promoteType_nok", op, D({2, 3, 4, 5}, F16), D({2, 3, 4, 5}, F32), D({2, 3, 4, 5}, S32), kInvalid},
      {"case_invalid_shape", op, D({1, 1, 1, 3}, F32), D({1, 1, 2, 3}, F32), D({1, 1, 1, 3}, F32), kInvalid},
      {"case_broadcast_ok", op, D({2, 3, 4, 5}, F32), D({4, 5}, F32), D({2, 3, 4, 5}, F32), kOk},
      {"case_broadcast_nok", op, D({2, 3, 4, 5}, F32), D({3, 4, 8}, F32), D({2, 3, 4, 5}, F32), kInvalid},
      {"case_dim_1", op, D({1}, F32), D({1}, F32), D({1}, F32), kOk},
      {"case_dim_3", op, D(Rank(3), F32, ACL_FORMAT_NCL), D(Rank(3), F32, ACL_FORMAT_NCL), D(Rank(3), F32, ACL_FORMAT_NCL), kOk},
      {"case_dim_4", op, D(Rank(4), F32, NCHW), D(Rank(4), F32, NCHW), D(Rank(4), F32, NCHW), kOk},
      {"case_dim_8", op, D(Rank(8), F32), D(Rank(8), F32), D(Rank(8), F32), kOk},
      {"case_dim_9", op, D(Rank(9), F32), D(Rank(9), F32), D(Rank(9), F32), kInvalid},
      {"case_empty_empty_empty", op, D({1, 2, 0}, F32), D({0, 2, 1}, F32), D({0, 2, 0}, F32), kOk},
      {"case_empty_noempty_empty", op, D({1, 2, 0}, e16), D({1, 2, 1}, e16), D({1, 2, 0}, F32), kOk},
      {"case_noempty_empty_empty", op, D({1, 2, 1}, F32), D({0, 2, 1}, F32), D({0, 2, 1}, e16), kOk},
      {"case_noempty_noempty_empty", op, D({1, 2, 1}, F32), D({1, 2, 1}, F32), D({0, 2, 1}, F32), kInvalid},
      {"case_empty_empty_noempty", op, D({0, 2, 1}, F32), D({1, 2, 0}, F32), D({1, 2, 1}, F32), kInvalid},
      {"case_noempty_empty_noempty", op, D({1, 2, 1}, F32), D({1, 2, 0}, F32), D({1, 2, 1}, F32), kInvalid},
      {"case_empty_noempty_noempty", op, D({1, 2, 0}, F32), D({1, 2, 1}, F32), D({1, 2, 1}, F32), kInvalid},
  };
}

// math/polar/tests/ut/op_api/test_aclnn_polar.cpp
const Row kPolarRows[] = {
    {"case_fp32", P, D({1, 2}, F32), D({1, 2}, F32), D({1, 2}, C64), kOk},
    {"case_mismatch_dtype", P, D({1, 2}, F32), D({1, 2}, F64), D({1, 2}, C64), kInvalid},
    {"case_empty (input NULL)", P, N(), D({1, 2}, F32), D({1, 2}, F32), kNull},
    {"case_empty2 (angle NULL)", P, D({1, 2}, F32), N(), D({1, 2}, F32), kNull},
    {"case_unsupport1", P, D({1, 2}, F64), D({1, 2}, F32), D({1, 2}, F32), kInvalid},
    {"case_max_dim1", P, D({1, 1, 1, 1, 1, 1, 1, 5, 6}, F64), D({1, 2}, F32), D({1, 2}, F32), kInvalid},
    {"case_max_dim2", P, D({1, 1}, F64), D({1, 1, 1, 1, 1, 1, 1, 5, 6}, F32), D({1, 2}, F32), kInvalid},
    {"case_broadcast_failed", P, D({1, 1}, F32), D({1, 3}, F32), D({1, 4}, C64), kInvalid},
    {"case_max_dim3", P, D({1, 1}, F64), D({1, 1}, F32), D({1, 1, 1, 1, 1, 1, 1, 5, 6}, F32), kInvalid},
    {"case_dim_not_match1", P, D({1, 2, 3}, F64), D({1, 2}, F32), D({1, 2}, F32), kInvalid},
    {"case_dim_not_match2", P, D({1, 2}, F64), D({1, 2, 3}, F32), D({1, 2}, F32), kInvalid},
    {"case_dim_not_match3", P, D({1, 2}, F64), D({1, 2}, F32), D({1, 2, 3}, F32), kInvalid},
    {"case_empty_input_1", P, D({0, 2}, F64), D({1, 2}, F32), D({1, 2}, F32), kInvalid},
    {"case_empty_input_2", P, D({1, 2}, F64), D({0, 2}, F32), D({1, 2}, F32), kInvalid},
    {"case_empty_input_3", P, D({1, 2}, F64), D({1, 2}, F32), D({0, 2}, F32), kInvalid},
};

// math/complex/tests/ut/op_api/test_aclnn_complex.cpp
const Row kComplexRows[] = {
    {"ascend910B2_complex_test_complex64", C, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, C64), kOk},
    {"ascend910B2_complex_test_complex32", C, D({2, 3}, F16), D({2, 3}, F16), D({2, 3}, C32), kOk},
    {"ascend910B2_complex_test_complex128 (COMPLEX32 inputs)", C, D({2, 3}, C32), D({2, 3}, C32), D({2, 3}, C128), kInvalid},
    {"ascend910B2_complex_test_output_check", C, D({2, 3}, F64), D({2, 3}, F64), D({2, 3}, C64), kInvalid},
    {"ascend910B2_case_empty_tensors (FLOAT out)", C, D({3, 0}, F32), D({3, 0}, F32), D({3, 0}, F32), kOk},
};

// The library's rows: each validation rule and its place in the order.
const Row kLibraryRows[] = {
    // Atan2: nulls before dtypes, dtypes before ranks, ranks before shapes; out's dtype unchecked.
    {"Atan2 null self before a bad other dtype", A, N(), D({2, 3}, C64), D({2, 3}, F32), kNull},
    {"Atan2 UINT16 self", A, D({2, 3}, ACL_UINT16), D({2, 3}, F32), D({2, 3}, F32), kInvalid},
    {"Atan2 COMPLEX64 out accepted", A, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, C64), kOk},
    {"Atan2 INT8 out accepted", A, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, S8), kOk},
    {"Atan2 undefined out dtype", A, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, ACL_DT_UNDEFINED), kInvalid},
    {"Atan2 COMPLEX32 out (no value cast writes it)", A, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, C32), kInvalid},
    {"Atan2 9-D out of another shape", A, D({2, 3}, F32), D({2, 3}, F32), D(Rank(9), F32), kInvalid},
    {"InplaceAtan2 other broadcasts into selfRef", IA, D({4, 2}, F32), D({2}, F32), N(), kOk},
    {"InplaceAtan2 other enlarges selfRef", IA, D({2}, F32), D({4, 2}, F32), N(), kInvalid},
    {"InplaceAtan2 INT32 selfRef (FLOAT result cast back)", IA, D({2, 3}, S32), D({2, 3}, S32), N(), kOk},
    // XLogYTensor: out's dtype unchecked; DOUBLE and UINT16 inputs outside the list.
    {"XLogYTensor DOUBLE self", XT, D({2, 3}, F64), D({2, 3}, F32), D({2, 3}, F32), kInvalid},
    {"XLogYTensor INT32 out accepted", XT, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, S32), kOk},
    {"XLogYTensor rank 9", XT, D(Rank(9), F32), D({9}, F32), D(Rank(9), F32), kInvalid},
    {"XLogYTensor not broadcastable", XT, D({2, 3}, F32), D({4, 3}, F32), D({2, 3}, F32), kInvalid},
    {"InplaceXLogYTensor other enlarges selfRef", &kInplaceXLogYTensor, D({3}, F32), D({2, 3}, F32), N(), kInvalid},
    {"InplaceXLogYTensor INT16 selfRef", &kInplaceXLogYTensor, D({2, 3}, S16), D({2, 3}, F32), N(), kOk},
    {"InplaceXLogYTensor null other", &kInplaceXLogYTensor, D({2, 3}, F32), N(), N(), kNull},
    // XLogYScalarSelf / ScalarOther: DOUBLE scalars accepted, CanCast(compute, out), out of the tensor's shape.
    {"XLogYScalarSelf null scalar", &kXLogYScalarSelf, N(), D({2, 3}, F32), D({2, 3}, F32), kNull},
    {"XLogYScalarSelf DOUBLE scalar", &kXLogYScalarSelf, S(F64), D({2, 3}, F16), D({2, 3}, F32), kOk},
    {"XLogYScalarSelf COMPLEX64 scalar", &kXLogYScalarSelf, S(C64), D({2, 3}, F32), D({2, 3}, F32), kInvalid},
    {"XLogYScalarSelf DOUBLE tensor", &kXLogYScalarSelf, S(F32), D({2, 3}, F64), D({2, 3}, F64), kInvalid},
    {"XLogYScalarSelf FLOAT result into INT32", &kXLogYScalarSelf, S(S32), D({2, 3}, S32), D({2, 3}, S32), kInvalid},
    {"XLogYScalarSelf out of another shape", &kXLogYScalarSelf, S(F32), D({2, 3}, F32), D({3, 2}, F32), kInvalid},
    {"XLogYScalarSelf rank 9", &kXLogYScalarSelf, S(F32), D(Rank(9), F32), D(Rank(9), F32), kInvalid},
    {"XLogYScalarSelf empty other", &kXLogYScalarSelf, S(F32), D({2, 0}, F32), D({2, 0}, F32), kOk},
    {"XLogYScalarOther null out", &kXLogYScalarOther, D({2, 3}, F32), S(F32), N(), kNull},
    {"XLogYScalarOther BOOL tensor, BOOL scalar into FLOAT", &kXLogYScalarOther, D({2, 3}, B), S(B), D({2, 3}, F32), kOk},
    {"XLogYScalarOther FLOAT result into BOOL", &kXLogYScalarOther, D({2, 3}, F32), S(F32), D({2, 3}, B), kInvalid},
    {"XLogYScalarOther out of another shape", &kXLogYScalarOther, D({2, 3}, F32), S(F32), D({2, 1}, F32), kInvalid},
    {"InplaceXLogYScalarOther INT32 selfRef (FLOAT result)", &kInplaceXLogYScalarOther, D({2, 3}, S32), S(F32), N(), kInvalid},
    {"InplaceXLogYScalarOther FLOAT16 selfRef", &kInplaceXLogYScalarOther, D({2, 3}, F16), S(F64), N(), kOk},
    // Xlog1py: one dtype of FLOAT, FLOAT16, BFLOAT16 for x, y and z; private formats; shapes.
    {"Xlog1py null z", &kXlog1py, D({2, 3}, F32), D({2, 3}, F32), N(), kNull},
    {"Xlog1py DOUBLE x", &kXlog1py, D({2, 3}, F64), D({2, 3}, F64), D({2, 3}, F64), kInvalid},
    {"Xlog1py y of another dtype", &kXlog1py, D({2, 3}, F32), D({2, 3}, F16), D({2, 3}, F32), kInvalid},
    {"Xlog1py z of another dtype", &kXlog1py, D({2, 3}, F16), D({2, 3}, F16), D({2, 3}, F32), kInvalid},
    {"Xlog1py private format", &kXlog1py, D({2, 3}, F32, ACL_FORMAT_NC1HWC0), D({2, 3}, F32), D({2, 3}, F32), kInvalid},
    {"Xlog1py broadcast", &kXlog1py, D({2, 3}, BF16), D({3}, BF16), D({2, 3}, BF16), kOk},
    {"Xlog1py z of another shape", &kXlog1py, D({2, 3}, F32), D({3}, F32), D({3}, F32), kInvalid},
    {"Xlog1py rank 9", &kXlog1py, D(Rank(9), F32), D(Rank(9), F32), D(Rank(9), F32), kInvalid},
    // LogAddExp: out list, CanCast of each input, formats equal and not private.
    {"LogAddExp COMPLEX64 self", L, D({2, 3}, C64), D({2, 3}, F32), D({2, 3}, F32), kInvalid},
    {"LogAddExp UINT64 inputs into BF16", L, D({2, 3}, ACL_UINT64), D({2, 3}, ACL_UINT32), D({2, 3}, BF16), kOk},
    {"LogAddExp DOUBLE inputs into FLOAT16", L, D({2, 3}, F64), D({2, 3}, F64), D({2, 3}, F16), kOk},
    {"LogAddExp formats differ", L, D({2, 3}, F32, NCHW), D({2, 3}, F32), D({2, 3}, F32), kInvalid},
    {"LogAddExp private format", L2, D({2, 3}, F32, ACL_FORMAT_NC1HWC0), D({2, 3}, F32, ACL_FORMAT_NC1HWC0),
     D({2, 3}, F32, ACL_FORMAT_NC1HWC0), kInvalid},
    {"LogAddExp2 rank before broadcast", L2, D(Rank(9), F32), D({7}, F32), D({2}, F32), kInvalid},
    // Polar: FLOAT inputs, COMPLEX64 out, private formats.
    {"Polar FLOAT out", P, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, F32), kInvalid},
    {"Polar COMPLEX128 out", P, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, C128), kInvalid},
    {"Polar private format", P, D({2, 3}, F32, ACL_FORMAT_NC1HWC0), D({2, 3}, F32), D({2, 3}, C64), kInvalid},
    {"Polar broadcast", P, D({2, 3}, F32), D({3}, F32), D({2, 3}, C64), kOk},
    {"Polar out of another shape", P, D({2, 3}, F32), D({3}, F32), D({3}, C64), kInvalid},
    {"Polar null out", P, D({2, 3}, F32), D({2, 3}, F32), N(), kNull},
    // Complex: equal input dtypes, the paired complex out.
    {"Complex DOUBLE pair", C, D({2, 3}, F64), D({3}, F64), D({2, 3}, C128), kOk},
    {"Complex FLOAT16 with FLOAT", C, D({2, 3}, F16), D({2, 3}, F32), D({2, 3}, C64), kInvalid},
    {"Complex FLOAT into COMPLEX128", C, D({2, 3}, F32), D({2, 3}, F32), D({2, 3}, C128), kInvalid},
    {"Complex FLOAT16 into COMPLEX64", C, D({2, 3}, F16), D({2, 3}, F16), D({2, 3}, C64), kInvalid},
    {"Complex BFLOAT16 inputs", C, D({2, 3}, BF16), D({2, 3}, BF16), D({2, 3}, C64), kInvalid},
    {"Complex out of another shape", C, D({2, 3}, F32), D({2, 3}, F32), D({3, 2}, C64), kInvalid},
    {"Complex null imag", C, D({2, 3}, F32), N(), D({2, 3}, C64), kNull},
};

TEST(MathFloatStatus, Atan2UnitTests) {
  for (const Row& r : kAtan2Aclnn) RunRow(r);
  for (const Row& r : kAtan2Rows) RunRow(r);
  for (const Row& r : kInplaceAtan2Rows) RunRow(r);
}
TEST(MathFloatStatus, XLogYUnitTests) {
  for (const Row& r : kXLogYRows) RunRow(r);
}
TEST(MathFloatStatus, LogAddExpUnitTests) {
  for (const Api* op : {L, L2}) {
    for (const Row& r : LogAddExpAclnnRows(op)) RunRow(r);
    for (const Row& r : LogAddExpRows(op)) RunRow(r);
  }
}
TEST(MathFloatStatus, PolarUnitTests) {
  for (const Row& r : kPolarRows) RunRow(r);
}
TEST(MathFloatStatus, ComplexUnitTests) {
  for (const Row& r : kComplexRows) RunRow(r);
}
TEST(MathFloatStatus, LibraryRows) {
  for (const Row& r : kLibraryRows) RunRow(r);
}

// The common prologue: a NULL workspaceSize or executor pointer is 161001 before anything else.
TEST(MathFloatStatus, NullOutPointers) {
  TestTensor x({2, 3}, ACL_FLOAT), y({2, 3}, ACL_FLOAT), o({2, 3}, ACL_FLOAT);
  uint64_t ws = 0;
  aclOpExecutor* e = nullptr;
  EXPECT_EQ(aclnnAtan2GetWorkspaceSize(x.get(), y.get(), o.get(), nullptr, &e), kNull);
  EXPECT_EQ(aclnnLogAddExpGetWorkspaceSize(x.get(), y.get(), o.get(), &ws, nullptr), kNull);
  EXPECT_EQ(aclnnXlog1pyGetWorkspaceSize(nullptr, y.get(), o.get(), nullptr, &e), kNull);
}

// A view reaching outside its storage is refused (161002) by every operator.
TEST(MathFloatStatus, ViewOutsideStorage) {
  TestTensor x({2, 3}, ACL_FLOAT), y({2, 3}, ACL_FLOAT), o({2, 3}, ACL_FLOAT);
  const int64_t shape[2] = {2, 3}, strides[2] = {3, 1}, storage[1] = {5};
  aclTensor* bad = aclCreateTensor(shape, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, storage, 1, x.data());
  uint64_t ws = 0;
  aclOpExecutor* e = nullptr;
  EXPECT_EQ(aclnnAtan2GetWorkspaceSize(bad, y.get(), o.get(), &ws, &e), kInvalid);
  EXPECT_EQ(aclnnXLogYTensorGetWorkspaceSize(y.get(), bad, o.get(), &ws, &e), kInvalid);
  EXPECT_EQ(aclnnLogAddExp2GetWorkspaceSize(y.get(), y.get(), bad, &ws, &e), kInvalid);
  aclDestroyTensor(bad);
}

}  // namespace
