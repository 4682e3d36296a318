// Phase-1 statuses of the ternary family: every upstream unit-test row of Lerp, Lerps, Addcdiv,
// Addcmul (and its in-place file) and SWhere (elementwise math spec §5) as a table row, then the
// validation-order rules of §3.7, §3.8, §3.10 and the library's own rows (each checked with the
// message aclGetRecentErrMsg reports, so the row that fails is the one meant).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "ternary_apis.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::ternary;

namespace {

struct T {
  aclDataType dtype = ACL_FLOAT;
  Shape shape{2, 3};
  aclFormat format = ACL_FORMAT_ND;
  bool strided = false;  // last two dims transposed in memory
  bool null = false;
};
const T kNull = {ACL_FLOAT, {}, ACL_FORMAT_ND, false, true};
T t(aclDataType d, Shape s = {2, 3}, aclFormat f = ACL_FORMAT_ND) { return {d, std::move(s), f, false, false}; }
T strided(aclDataType d, Shape s) { return {d, std::move(s), ACL_FORMAT_ND, true, false}; }

constexpr aclDataType kNoScalar = ACL_DT_UNDEFINED;

struct Row {
  const char* name;
  const Api* api;
  T x, a, b;            // Lerp: self, end, weight; Lerps: self, end; Addc*: self, t1, t2; SWhere: cond, self, other
  aclDataType scalar;   // kNoScalar: a NULL scalar (forms that take one)
  T out;                // ignored by the in-place forms
  aclnnStatus want;
  const char* msg = "";  // a part of the message the failing row gives
};

struct Made {
  aclTensor* p = nullptr;
  ~Made() {
    if (p) aclDestroyTensor(p);
  }
};

aclTensor* Make(const T& d, Made* m) {
  if (d.null) return nullptr;
  const size_t r = d.shape.size();
  std::vector<int64_t> st(r, 1);
  int64_t acc = 1;
  for (size_t k = r; k-- > 0;) {
    st[k] = acc;
    acc *= std::max<int64_t>(d.shape[k], 1);
  }
  if (d.strided && r >= 2) {  // the last two dims swapped in memory
    st[r - 1] = std::max<int64_t>(d.shape[r - 2], 1);
    st[r - 2] = 1;
  }
  const int64_t storage[1] = {acc};
  m->p = aclCreateTensor(d.shape.data(), r, d.dtype, st.data(), 0, d.format, storage, 1, nullptr);
  return m->p;
}

void Check(const Row& row) {
  SCOPED_TRACE(row.name);
  Made mx, ma, mb, mo;
  aclTensor* x = Make(row.x, &mx);
  aclTensor* a = Make(row.a, &ma);
  aclTensor* b = Make(row.b, &mb);
  aclTensor* o = Make(row.out, &mo);
  ScalarPtr s(nullptr, aclDestroyScalar);
  if (row.scalar != kNoScalar) s = MakeScalar(row.scalar, 1);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st = CallP1(*row.api, x, a, b, s.get(), o, &ws, &ex);
  EXPECT_EQ(st, row.want) << aclGetRecentErrMsg();
  if (st != 0) {
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find(row.msg), std::string::npos) << aclGetRecentErrMsg();
  } else if (ex) {
    aclDestroyAclOpExecutor(ex);
  }
}

constexpr aclnnStatus kOk = 0, kNullptr = 161001, kInvalid = 161002;
const aclDataType F = ACL_FLOAT, H = ACL_FLOAT16, B = ACL_BF16, D = ACL_DOUBLE;
const Shape k9 = {2, 3, 3, 3, 3, 3, 3, 3, 3};
const Shape k9b = {3, 3, 3, 3, 3, 3, 3, 3, 3};

// hicann/ops-math math/lerp/tests/ut/op_api/test_aclnn_lerp_tensor.cpp
TEST(TernaryStatus, LerpUnitTests) {
  const Row rows[] = {
      {"910A case_1 f32", &kLerp, t(F), t(F), t(F), kNoScalar, t(F), kOk},
      {"910A case_1 f16", &kLerp, t(H), t(H), t(H), kNoScalar, t(H), kOk},
      {"910B2 case_1 bf16", &kLerp, t(B), t(B), t(B), kNoScalar, t(B), kOk},
      {"case_2 self f64", &kLerp, t(D), t(F, {1, 3}), t(F), kNoScalar, t(F), kInvalid, "Tensor self not implemented"},
      {"case_3 end f64", &kLerp, t(F), t(D, {1, 3}), t(F), kNoScalar, t(F), kInvalid, "Tensor end expected dtype"},
      {"case_4 weight f64", &kLerp, t(F), t(F, {1, 3}), t(D), kNoScalar, t(F), kInvalid, "Tensor weight expected dtype"},
      {"case_5 out f64", &kLerp, t(F), t(F, {1, 3}), t(F), kNoScalar, t(D), kInvalid, "Tensor out expected dtype"},
      {"case_6 dtypes differ", &kLerp, t(H), t(F, {1, 3}), t(H), kNoScalar, t(H), kInvalid, "Tensor end expected dtype"},
      {"case_7 self end broadcast", &kLerp, t(F), t(F, {1, 3}), t(F), kNoScalar, t(F), kOk},
      {"case_8 self weight broadcast", &kLerp, t(F), t(F), t(F, {1, 3}), kNoScalar, t(F), kOk},
      {"case_9 all broadcast", &kLerp, t(F, {1, 3}), t(F, {3, 3}), t(F, {1}), kNoScalar, t(F, {3, 3}), kOk},
      {"case_10 weight broadcast fails", &kLerp, t(F), t(F), t(F, {2, 2}), kNoScalar, t(F, {3, 3}), kInvalid,
       "Shape of self, end and weight can't broadcast."},
      {"case_11 out shape", &kLerp, t(F), t(F), t(F), kNoScalar, t(F, {3, 4}), kInvalid, "Shape of out should be"},
      {"case_12 null self", &kLerp, kNull, t(F, {1, 3}), t(F), kNoScalar, t(F), kNullptr},
      {"case_13 null end", &kLerp, t(F), kNull, t(F), kNoScalar, t(F), kNullptr},
      {"case_14 null weight", &kLerp, t(F), t(F, {1, 3}), kNull, kNoScalar, t(F), kNullptr},
      {"case_15 null out", &kLerp, t(F), t(F, {1, 3}), t(F), kNoScalar, kNull, kNullptr},
      {"case_16 9-D contiguous", &kLerp, t(F, k9), t(F, k9), t(F, {1}), kNoScalar, t(F, k9), kOk},
      {"case_17 empty", &kLerp, t(F, {2, 0, 3}), t(F, {2, 0, 3}), t(F, {1}), kNoScalar, t(F, {2, 0, 3}), kOk},
      {"case_18 empty, out shape", &kLerp, t(F, {2, 0, 3}), t(F, {2, 0, 3}), t(F, {1}), kNoScalar, t(F, {2, 2, 3}), kInvalid,
       "Shape of out should be"},
      {"case_19 non-contiguous", &kLerp, strided(F, {5, 4}), strided(F, {5, 4}), strided(F, {5, 4}), kNoScalar, t(F, {5, 4}), kOk},
      {"case_20 inplace", &kInplaceLerp, t(F), t(F), t(F, {1}), kNoScalar, kNull, kOk},
      {"case_21 inplace broadcast", &kInplaceLerp, t(F, {1, 3}), t(F), t(F, {1}), kNoScalar, kNull, kInvalid,
       "Shape of out should be"},
      {"case_22 empty end, weight", &kLerp, t(F, {2, 1}), t(F, {2, 0}), t(F, {2, 0}), kNoScalar, t(F, {2, 0}), kOk},
      {"case_23 empty weight", &kLerp, t(F, {2, 1}), t(F, {2, 1}), t(F, {2, 0}), kNoScalar, t(F, {2, 0}), kOk},
  };
  for (const Row& r : rows) Check(r);
}

// hicann/ops-math math/lerp/tests/ut/op_api/test_aclnn_lerp_scalar.cpp
TEST(TernaryStatus, LerpsUnitTests) {
  const Row rows[] = {
      {"case_2 self f64", &kLerps, t(D), t(H, {1, 3}), T{}, F, t(H), kInvalid, "Tensor self not implemented"},
      {"case_3 end f64", &kLerps, t(H), t(D, {1, 3}), T{}, F, t(H), kInvalid, "Tensor end not implemented"},
      {"case_4 out s32", &kLerps, t(H), t(H, {1, 3}), T{}, F, t(ACL_INT32), kInvalid, "Tensor out not implemented"},
      {"case_5 dtypes differ", &kLerps, t(H), t(F, {1, 3}), T{}, F, t(ACL_INT32), kInvalid, "Tensor end expected dtype"},
      {"case_6 broadcast", &kLerps, t(H), t(H, {1, 3}), T{}, F, t(H), kOk},
      {"case_7 out shape", &kLerps, t(H), t(H), T{}, F, t(H, {3, 3}), kInvalid, "Shape of out should be"},
      {"case_8 out shape", &kLerps, t(H), t(H), T{}, F, t(H, {3, 4}), kInvalid, "Shape of out should be"},
      {"case_9 null self", &kLerps, kNull, t(H, {1, 3}), T{}, F, t(H), kNullptr},
      {"case_10 null end", &kLerps, t(H), kNull, T{}, F, t(H), kNullptr},
      {"case_11 null weight", &kLerps, t(H), t(H, {1, 3}), T{}, kNoScalar, t(H), kNullptr},
      {"case_12 null out", &kLerps, t(H), t(H, {1, 3}), T{}, F, kNull, kNullptr},
      {"case_13 9-D contiguous", &kLerps, t(H, k9), t(H, k9), T{}, F, t(H, k9), kOk},
      {"case_14 empty", &kLerps, t(H, {2, 0, 3}), t(H, {2, 0, 3}), T{}, F, t(H, {2, 0, 3}), kOk},
      {"case_15 empty, out shape", &kLerps, t(H, {2, 0, 3}), t(H, {2, 0, 3}), T{}, F, t(H, {2, 2, 3}), kInvalid,
       "Shape of out should be"},
      {"case_16 non-contiguous", &kLerps, strided(H, {5, 4}), strided(H, {5, 4}), T{}, F, strided(H, {5, 4}), kOk},
      {"case_17 inplace", &kInplaceLerps, t(H), t(H), T{}, F, kNull, kOk},
      {"case_18 inplace broadcast", &kInplaceLerps, t(H, {1, 3}), t(H), T{}, F, kNull, kInvalid, "Shape of out should be"},
      {"case_19 empty end", &kLerps, t(H, {2, 1}), t(H, {2, 0}), T{}, F, t(H, {2, 0}), kOk},
  };
  for (const Row& r : rows) Check(r);
}

// hicann/ops-math math/addcdiv/tests/ut/op_host/op_api/test_aclnn_addcdiv.cpp
TEST(TernaryStatus, AddcdivUnitTests) {
  const Shape s3 = {3};
  const Row rows[] = {
      {"case_1", &kAddcdiv, t(F, {3, 3}), t(F, {3, 3}), t(F, {3, 3}), F, t(F, {3, 3}), kOk},
      {"case_2 null self", &kAddcdiv, kNull, t(F, s3), t(F, s3), F, t(F, s3), kNullptr},
      {"case_3 null tensor1", &kAddcdiv, t(F, s3), kNull, t(F, s3), F, t(F, s3), kNullptr},
      {"case_4 null tensor2", &kAddcdiv, t(F, s3), t(F, s3), kNull, F, t(F, s3), kNullptr},
      {"case_5 null value", &kAddcdiv, t(F, s3), t(F, s3), t(F, s3), kNoScalar, t(F, s3), kNullptr},
      {"case_6 null out", &kAddcdiv, t(F, s3), t(F, s3), t(F, s3), F, kNull, kNullptr},
      {"case_7 tensor1 undefined", &kAddcdiv, t(F, s3), t(ACL_DT_UNDEFINED, s3), t(F, s3), F, t(F, s3), kInvalid,
       "Tensor tensor1 not implemented"},
      {"case_8 self undefined", &kAddcdiv, t(ACL_DT_UNDEFINED, s3), t(F, s3), t(F, s3), F, t(F, s3), kInvalid,
       "Tensor self not implemented"},
      {"case_9 out s64", &kAddcdiv, t(F, s3), t(F, s3), t(F, s3), F, t(ACL_INT64, s3), kInvalid, "can't be cast"},
      {"case_10 9-D", &kAddcdiv, t(F, k9b, ACL_FORMAT_NCDHW), t(F, k9b, ACL_FORMAT_NCDHW), t(F, k9b, ACL_FORMAT_NCDHW), F,
       t(F, k9b, ACL_FORMAT_NCDHW), kInvalid, "cannot be larger than 8"},
      {"case_11 tensor1/tensor2", &kAddcdiv, t(F, {4, 2, 3}), t(F, {4, 3}), t(F, {2, 3}), F, t(F, {4, 2, 3}), kInvalid,
       "The size of tensor tensor1"},
      {"case_12 self", &kAddcdiv, t(F, {4, 2, 3}), t(F, {4, 3}), t(F, s3), F, t(F, {4, 2, 3}), kInvalid, "The size of tensor self"},
      {"case_13", &kAddcdiv, t(F, {4, 2, 3}), t(F, {4, 3}), t(F, s3), F, t(F, {4, 2, 3}), kInvalid, "The size of tensor self"},
      {"case_14 empty", &kAddcdiv, t(F, {4, 1, 3}), t(F, {4, 0, 3}), t(F, s3), F, t(F, {4, 0, 3}), kOk},
      {"case_15 f64", &kAddcdiv, t(D, {3, 3}), t(D, {3, 3}), t(D, {3, 3}), F, t(D, {3, 3}), kOk},
      {"case_16 f16", &kAddcdiv, t(H, s3), t(H, s3), t(H, s3), F, t(H, s3), kOk},
      {"case_17 bf16 (A2)", &kAddcdiv, t(B, s3), t(B, s3), t(B, s3), F, t(B, s3), kOk},
      {"case_18 s32", &kAddcdiv, t(ACL_INT32, s3), t(ACL_INT32, s3), t(ACL_INT32, s3), F, t(ACL_INT32, s3), kInvalid,
       "Tensor self not implemented"},
      {"case_19 s64", &kAddcdiv, t(ACL_INT64, s3), t(ACL_INT64, s3), t(ACL_INT64, s3), F, t(ACL_INT64, s3), kOk},
      {"case_20 s16", &kAddcdiv, t(ACL_INT16, s3), t(ACL_INT16, s3), t(ACL_INT16, s3), F, t(ACL_INT16, s3), kInvalid},
      {"case_21 s8", &kAddcdiv, t(ACL_INT8, s3), t(ACL_INT8, s3), t(ACL_INT8, s3), F, t(ACL_INT8, s3), kInvalid},
      {"case_22 u8", &kAddcdiv, t(ACL_UINT8, s3), t(ACL_UINT8, s3), t(ACL_UINT8, s3), F, t(ACL_UINT8, s3), kInvalid},
      {"case_23 bool", &kAddcdiv, t(ACL_BOOL, s3), t(ACL_BOOL, s3), t(ACL_BOOL, s3), F, t(ACL_BOOL, s3), kInvalid},
      {"case_24 c64", &kAddcdiv, t(ACL_COMPLEX64, s3), t(ACL_COMPLEX64, s3), t(ACL_COMPLEX64, s3), F, t(ACL_COMPLEX64, s3), kInvalid},
      {"case_25 c128", &kAddcdiv, t(ACL_COMPLEX128, s3), t(ACL_COMPLEX128, s3), t(ACL_COMPLEX128, s3), F,
       t(ACL_COMPLEX128, s3), kInvalid},
      {"case_26 undefined", &kAddcdiv, t(ACL_DT_UNDEFINED, s3), t(ACL_DT_UNDEFINED, s3), t(ACL_DT_UNDEFINED, s3), F,
       t(ACL_DT_UNDEFINED, s3), kInvalid},
      {"case_27 NCHW", &kAddcdiv, t(F, {3, 3, 3, 3}, ACL_FORMAT_NCHW), t(F, {3, 3, 3, 3}, ACL_FORMAT_NCHW),
       t(F, {3, 3, 3, 3}, ACL_FORMAT_NCHW), F, t(F, {3, 3, 3, 3}, ACL_FORMAT_NCHW), kOk},
      {"case_28 NHWC", &kAddcdiv, t(F, {3, 3, 3, 3}, ACL_FORMAT_NHWC), t(F, {3, 3, 3, 3}, ACL_FORMAT_NHWC),
       t(F, {3, 3, 3, 3}, ACL_FORMAT_NHWC), F, t(F, {3, 3, 3, 3}, ACL_FORMAT_NHWC), kOk},
      {"case_29 HWCN", &kAddcdiv, t(F, {3, 3, 3, 3}, ACL_FORMAT_HWCN), t(F, {3, 3, 3, 3}, ACL_FORMAT_HWCN),
       t(F, {3, 3, 3, 3}, ACL_FORMAT_HWCN), F, t(F, {3, 3, 3, 3}, ACL_FORMAT_HWCN), kOk},
      {"case_30 NDHWC", &kAddcdiv, t(F, {3, 3, 3, 3, 3}, ACL_FORMAT_NDHWC), t(F, {3, 3, 3, 3, 3}, ACL_FORMAT_NDHWC),
       t(F, {3, 3, 3, 3, 3}, ACL_FORMAT_NDHWC), F, t(F, {3, 3, 3, 3, 3}, ACL_FORMAT_NDHWC), kOk},
      {"case_31 NCDHW", &kAddcdiv, t(F, {3, 3, 3, 3, 3}, ACL_FORMAT_NCDHW), t(F, {3, 3, 3, 3, 3}, ACL_FORMAT_NCDHW),
       t(F, {3, 3, 3, 3, 3}, ACL_FORMAT_NCDHW), F, t(F, {3, 3, 3, 3, 3}, ACL_FORMAT_NCDHW), kOk},
      {"case_32 non-contiguous", &kAddcdiv, strided(F, {2, 4}), strided(F, {2, 4}), strided(F, {2, 4}), F, t(F, {2, 4}), kOk},
  };
  for (const Row& r : rows) Check(r);
}

// hicann/ops-math math/addcmul/tests/ut/op_host/op_api/test_aclnn_addcmul.cpp and
// test_aclnn_inplace_addcmul.cpp (the in-place file holds most of these rows, with out = self; all run in both forms).
TEST(TernaryStatus, AddcmulUnitTests) {
  const Shape s44 = {4, 4}, s1020 = {10, 20};
  const aclFormat nhwc = ACL_FORMAT_NHWC, nchw = ACL_FORMAT_NCHW;
  for (const Api* api : {&kAddcmul, &kInplaceAddcmul}) {
    const bool ip = api->inplace;
    const Row rows[] = {
        {"empty", api, t(H, {4, 0, 4}, nhwc), t(H, {4, 0, 4}), t(H, {4, 0, 4}), F, t(H, {4, 0, 4}, nhwc), kOk},
        {"promote", api, t(H, s44), t(F, s44), t(F, s44), F, t(F, s44), kOk},
        {"null value", api, t(F, s1020), t(F, s1020), t(F, s1020), kNoScalar, t(F, s1020), kNullptr},
        {"u32", api, t(ACL_UINT32, s1020), t(ACL_UINT32, s1020), t(ACL_UINT32, s1020), ACL_INT64, t(ACL_UINT32, s1020),
         kInvalid, "Tensor self not implemented"},
        {"u32 tensor1", api, t(F, s44), t(ACL_UINT32, s44), t(ACL_UINT32, s44), F, t(ACL_UINT32, s44), kInvalid,
         "Tensor tensor1 not implemented"},
        {"u32 tensor2", api, t(F, s44), t(F, s44), t(ACL_UINT32, s44), F, t(F, s44), kInvalid, "Tensor tensor2 not implemented"},
        {"NC1HWC0", api, t(F, {10, 5, 2, 10, 1}, ACL_FORMAT_NC1HWC0), t(F, {10, 5, 2, 10, 1}, ACL_FORMAT_NC1HWC0),
         t(F, {10, 5, 2, 10, 1}, ACL_FORMAT_NC1HWC0), F, t(F, {10, 5, 2, 10, 1}, ACL_FORMAT_NC1HWC0), kInvalid,
         "Format only support"},
        {"broadcast", api, t(F, {10, 5, 2, 10}, nhwc), t(F, {10, 5, 5, 10}, nhwc), t(F, {10, 5, 5, 10}, nhwc), F,
         t(F, {10, 5, 2, 10}, nhwc), kInvalid, "Shape of self and other can't broadcast."},
        {"broadcast ok", api, t(F, ip ? Shape{10, 10} : Shape{10, 1}, nhwc), t(F, {10, 10}, nhwc), t(F, {10, 10}, nhwc), F,
         t(F, {10, 10}, nhwc), kOk},
        {"s8", api, t(ACL_INT8, s44, nchw), t(ACL_INT8, s44, nchw), t(ACL_INT8, s44, nchw), F, t(ACL_INT8, s44, nchw), kOk},
        {"s32", api, t(ACL_INT32, s44, nchw), t(ACL_INT32, s44, nchw), t(ACL_INT32, s44, nchw), F, t(ACL_INT32, s44, nchw), kOk},
        {"u8", api, t(ACL_UINT8, s44, nchw), t(ACL_UINT8, s44, nchw), t(ACL_UINT8, s44, nchw), F, t(ACL_UINT8, s44, nchw), kOk},
        {"9-D", api, t(F, {7, 9, 11, 3, 4, 6, 9, 2, 2}), t(F, {7, 9, 11, 3, 4, 6, 9, 2, 2}), t(F, {7, 9, 11, 3, 4, 6, 9, 2, 2}),
         F, t(F, {7, 9, 11, 3, 4, 6, 9, 2, 2}), kInvalid, "cannot be larger than 8"},
        {"s64", api, t(ACL_INT64, s44, nchw), t(ACL_INT64, s44, nchw), t(ACL_INT64, s44, nchw), F, t(ACL_INT64, s44, nchw), kOk},
        {"f64", api, t(D, s44, nchw), t(D, s44, nchw), t(D, s44, nchw), F, t(D, s44, nchw), kOk},
        {"f32 NHWC", api, t(F, s44, nhwc), t(F, s44, nhwc), t(F, s44, nhwc), F, t(F, s44, nhwc), kOk},
        {"f32 ND", api, t(F, s44), t(F, s44), t(F, s44), F, t(F, s44), kOk},
        {"f32 NDHWC", api, t(F, s44, ACL_FORMAT_NDHWC), t(F, s44, ACL_FORMAT_NDHWC), t(F, s44, ACL_FORMAT_NDHWC), F,
         t(F, s44, ACL_FORMAT_NDHWC), kOk},
        {"f32 NCDHW", api, t(F, s44, ACL_FORMAT_NCDHW), t(F, s44, ACL_FORMAT_NCDHW), t(F, s44, ACL_FORMAT_NCDHW), F,
         t(F, s44, ACL_FORMAT_NCDHW), kOk},
        {"non-contiguous", api, strided(F, {5, 4}), strided(F, {5, 4}), strided(F, {5, 4}), F, strided(F, {5, 4}), kOk},
        {"f16", api, t(H, s44), t(H, s44), t(H, s44), F, t(H, s44), kOk},
    };
    for (const Row& r : rows) Check(r);
  }
}

// hicann/ops-math math/select/tests/ut/op_api/test_aclnn_s_where.cpp (the null rows assert only
// "not 561103": the library gives 161001).
TEST(TernaryStatus, SWhereUnitTests) {
  const Shape s42 = {4, 2}, s10 = {2, 2, 1, 1, 1, 1, 1, 1, 1, 1};
  const aclDataType C = ACL_BOOL;
  const Row rows[] = {
      {"null condition", &kSWhere, kNull, t(F, s42), t(F, s42), kNoScalar, t(F, s42), kNullptr},
      {"null self", &kSWhere, t(C, s42), kNull, t(F, s42), kNoScalar, t(F, s42), kNullptr},
      {"null other", &kSWhere, t(C, s42), t(F, s42), kNull, kNoScalar, t(F, s42), kNullptr},
      {"null out", &kSWhere, t(C, s42), t(F, s42), t(F, s42), kNoScalar, kNull, kNullptr},
      {"f32", &kSWhere, t(C, s42), t(F, s42), t(F, s42), kNoScalar, t(F, s42), kOk},
      {"f16", &kSWhere, t(C, s42), t(H, s42), t(H, s42), kNoScalar, t(H, s42), kOk},
      {"s32", &kSWhere, t(C, s42), t(ACL_INT32, s42), t(ACL_INT32, s42), kNoScalar, t(ACL_INT32, s42), kOk},
      {"s64", &kSWhere, t(C, s42), t(ACL_INT64, s42), t(ACL_INT64, s42), kNoScalar, t(ACL_INT64, s42), kOk},
      {"3-D", &kSWhere, t(C, {2, 3, 4}), t(F, {2, 3, 4}), t(F, {2, 3, 4}), kNoScalar, t(F, {2, 3, 4}), kOk},
      {"empty", &kSWhere, t(C, {4, 0}), t(F, {4, 0}), t(F, {4, 0}), kNoScalar, t(F, {4, 0}), kOk},
      {"10-D", &kSWhere, t(C, s10), t(F, s10), t(F, s10), kNoScalar, t(F, s10), kInvalid, "cannot be larger than 8"},
  };
  for (const Row& r : rows) Check(r);
}

// The order of the checks (spec §3.7, §3.8, §3.10): with two faults, the earlier row decides.
TEST(TernaryStatus, ValidationOrder) {
  const aclDataType I64 = ACL_INT64, I32 = ACL_INT32, I8 = ACL_INT8, U8 = ACL_UINT8, U16 = ACL_UINT16;
  const Row rows[] = {
      // Lerp: nulls, self list, end / weight / out dtype, self-end broadcast, weight, out shape, ranks.
      {"lerp null before dtype", &kLerp, t(D), t(F), kNull, kNoScalar, t(F), kNullptr},
      {"lerp dtype before shape", &kLerp, t(F), t(H, {4}), t(F), kNoScalar, t(F), kInvalid, "Tensor end expected dtype"},
      {"lerp self-end message", &kLerp, t(F), t(F, {4}), t(F), kNoScalar, t(F), kInvalid, "Shape of self and end can't broadcast."},
      {"lerp out shape before rank", &kLerp, strided(F, k9), t(F, k9), t(F, {1}), kNoScalar, t(F, {2}), kInvalid, "Shape of out should be"},
      {"lerp 9-D strided", &kLerp, strided(F, k9), t(F, k9), t(F, {1}), kNoScalar, t(F, k9), kInvalid, "cannot be larger than 8"},
      {"lerp 9-D weight strided", &kLerp, t(F, {3, 3}), t(F, {3, 3}), strided(F, {1, 1, 1, 1, 1, 1, 1, 3, 3}), kNoScalar,
       t(F, {1, 1, 1, 1, 1, 1, 1, 3, 3}), kInvalid, "The weight tensor cannot be larger than 8"},
      // Lerps: self list, end list, end == self, out list.
      {"lerps end list before match", &kLerps, t(H), t(I32), T{}, F, t(H), kInvalid, "Tensor end not implemented"},
      {"lerps out list", &kLerps, t(B), t(B), T{}, F, t(I64), kInvalid, "Tensor out not implemented"},
      {"lerps out f64", &kLerps, t(B), t(B), T{}, I64, t(D), kOk},
      {"lerps out of another float", &kLerps, t(H), t(H), T{}, D, t(B), kOk},
      // Addcdiv: dtypes before promotion before the cast to out before ranks before shapes.
      {"addcdiv cast before rank", &kAddcdiv, t(F, k9), t(F), t(F), F, t(I64), kInvalid, "can't be cast"},
      {"addcdiv rank out", &kAddcdiv, t(F), t(F), t(F), F, t(F, k9), kInvalid, "The out tensor cannot be larger than 8"},
      {"addcdiv rank before shape", &kAddcdiv, t(F, {5}), t(F, k9), t(F), F, t(F), kInvalid, "cannot be larger than 8"},
      {"addcdiv out shape", &kAddcdiv, t(F), t(F, {3}), t(F, {1, 3}), F, t(F, {1, 3}), kInvalid, "Expected tensor for out"},
      {"addcdiv s64 + f16 -> f16", &kAddcdiv, t(I64), t(H), t(I64), F, t(H), kOk},
      {"addcdiv bf16 + f16 -> f32", &kAddcdiv, t(B), t(H), t(B), F, t(F), kOk},
      {"addcdiv inplace s64 self, f32 P", &kInplaceAddcdiv, t(I64), t(F), t(F), F, kNull, kInvalid, "can't be cast"},
      // Addcmul: promotion refusals (INT16 from s8 and u8), then the cast, formats, ranks, shapes.
      {"addcmul s8 * u8 promotes to s16", &kAddcmul, t(I8), t(I8), t(U8), F, t(ACL_INT16), kInvalid,
       "addcmul can not support promote dtype DT_INT16"},
      {"addcmul s8 self, u8 t1 t2", &kAddcmul, t(I8), t(U8), t(U8), F, t(I32), kInvalid, "addcmul can not support promote"},
      {"addcmul cast", &kAddcmul, t(F), t(I32), t(I32), F, t(I32), kInvalid, "can't be cast"},
      {"addcmul cast before format", &kAddcmul, t(F, {2, 3}, ACL_FORMAT_NC1HWC0), t(F), t(F), F, t(I32), kInvalid, "can't be cast"},
      {"addcmul format before rank", &kAddcmul, t(F, k9, ACL_FORMAT_FRACTAL_NZ), t(F), t(F), F, t(F, k9), kInvalid, "Format only"},
      {"addcmul t1 t2 message", &kAddcmul, t(F), t(F, {4}), t(F, {3}), F, t(F), kInvalid, "Shape of tensor1 and tensor2 can't broadcast."},
      {"addcmul inplace enlarge", &kInplaceAddcmul, t(F, {1, 3}), t(F), t(F), F, kNull, kInvalid, "Shape of out should be"},
      {"addcmul inplace s32 self, f32 P", &kInplaceAddcmul, t(I32), t(F), t(F), F, kNull, kInvalid, "can't be cast"},
      {"addcmul u8 self promoted s32 into u8", &kInplaceAddcmul, t(U8), t(I32), t(U8), I64, kNull, kOk},
      // SWhere: nulls, dtype lists (self, other, out, then condition), ranks, broadcasts, out shape.
      {"swhere condition f32", &kSWhere, t(F), t(F), t(F), kNoScalar, t(F), kInvalid, "Tensor condition not implemented"},
      {"swhere out before condition", &kSWhere, t(F), t(F), t(F), kNoScalar, t(ACL_STRING), kInvalid, "Tensor out not implemented"},
      {"swhere u8 condition", &kSWhere, t(U8), t(F), t(F), kNoScalar, t(F), kOk},
      {"swhere self-other message", &kSWhere, t(ACL_BOOL), t(F, {4}), t(F), kNoScalar, t(F), kInvalid, "The size of tensor self"},
      {"swhere condition message", &kSWhere, t(ACL_BOOL, {4}), t(F), t(F), kNoScalar, t(F), kInvalid,
       "Shape of self other and condition can't broadcast."},
      {"swhere out shape", &kSWhere, t(ACL_BOOL, {2, 1}), t(F, {3}), t(F, {1, 3}), kNoScalar, t(F, {3}), kInvalid, "Shape of out should be"},
      {"swhere out of any dtype", &kSWhere, t(ACL_BOOL), t(F), t(F), kNoScalar, t(ACL_BOOL), kOk},
      // Library rows: no promotion of self and other (doubt 5); but an empty problem returns first.
      {"swhere u16 with s8", &kSWhere, t(ACL_BOOL), t(U16), t(I8), kNoScalar, t(I8), kInvalid, "can not promote"},
      {"swhere u64 with f32", &kSWhere, t(ACL_BOOL), t(ACL_UINT64), t(F), kNoScalar, t(F), kInvalid, "can not promote"},
      {"swhere u16 with s8, empty", &kSWhere, t(ACL_BOOL, {0}), t(U16, {0}), t(I8, {0}), kNoScalar, t(I8, {0}), kOk},
      {"swhere u32 pair", &kSWhere, t(ACL_BOOL), t(ACL_UINT32), t(ACL_UINT32), kNoScalar, t(ACL_UINT32), kOk},
  };
  for (const Row& r : rows) Check(r);
}

// The phase-1 out-parameters are checked first (161001), as everywhere.
TEST(TernaryStatus, NullOutParameters) {
  TestTensor x({2, 3}, ACL_FLOAT), c({2, 3}, ACL_BOOL);
  auto s = MakeScalar(ACL_FLOAT, 1);
  for (const Api* api : {&kLerp, &kInplaceLerp, &kLerps, &kInplaceLerps, &kAddcdiv, &kInplaceAddcdiv, &kAddcmul,
                         &kInplaceAddcmul, &kSWhere}) {
    SCOPED_TRACE(api->name);
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    aclTensor* first = api->kind == Kind::kSWhere ? c.get() : x.get();
    EXPECT_EQ(CallP1(*api, first, x.get(), x.get(), s.get(), x.get(), nullptr, &ex), kNullptr);
    EXPECT_EQ(CallP1(*api, first, x.get(), x.get(), s.get(), x.get(), &ws, nullptr), kNullptr);
  }
}

}  // namespace
