// Phase-1 statuses of the clamp family: every call of the upstream unit tests
// (conversion/clip_by_value_v2/tests/ut/op_api: several calls per TEST body, each a row here),
// then the validation-order rules of each form (elementwise math spec §3.9).
//
// Row notation. A tensor: a dtype code (f32, f16, bf16, f64, s8, s16, s32, s64, u8, u16, u64,
// bool, c64, c128) with a shape "[2,0]" (default [2,3]) or a rank "{9}" (every dim 2) and an
// optional "/NCHW" format; "NULL" is nullptr; "-" is an argument the API does not take. A scalar:
// "<dtype>:<value>" or "NULL". In-place forms take no out ("-").
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "clamp_apis.h"
#include "test_tensor.h"

using namespace aclnn_test;
using namespace aclnn_test::clamp;

namespace {

constexpr aclnnStatus kOk = 0, kNull = 161001, kInvalid = 161002;

aclDataType Code(const std::string& c) {
  static const std::map<std::string, aclDataType> m = {
      {"f32", ACL_FLOAT}, {"f16", ACL_FLOAT16}, {"bf16", ACL_BF16}, {"f64", ACL_DOUBLE}, {"s8", ACL_INT8},
      {"s16", ACL_INT16}, {"s32", ACL_INT32},   {"s64", ACL_INT64}, {"u8", ACL_UINT8},  {"u16", ACL_UINT16},
      {"u32", ACL_UINT32}, {"u64", ACL_UINT64}, {"bool", ACL_BOOL}, {"c64", ACL_COMPLEX64}, {"c128", ACL_COMPLEX128}};
  auto it = m.find(c);
  EXPECT_NE(it, m.end()) << c;
  return it == m.end() ? ACL_DT_UNDEFINED : it->second;
}

// A tensor on its own storage (zero values), or nullptr.
class Tensor {
 public:
  explicit Tensor(std::string t) {
    if (t == "NULL" || t == "-") return;
    aclFormat fmt = ACL_FORMAT_ND;
    const size_t slash = t.find('/');
    if (slash != std::string::npos) {
      const std::string f = t.substr(slash + 1);
      fmt = f == "NCHW" ? ACL_FORMAT_NCHW : f == "NCDHW" ? ACL_FORMAT_NCDHW : f == "NHWC" ? ACL_FORMAT_NHWC : ACL_FORMAT_ND;
      t = t.substr(0, slash);
    }
    std::vector<int64_t> shape = {2, 3};
    const size_t br = t.find_first_of("[{");
    if (br != std::string::npos) {
      const std::string dims = t.substr(br + 1, t.size() - br - 2);
      shape.clear();
      if (t[br] == '{') {
        shape.assign(static_cast<size_t>(std::stoi(dims)), 2);
      } else {
        size_t pos = 0;
        while (pos < dims.size()) {
          const size_t comma = dims.find(',', pos);
          shape.push_back(std::stoll(dims.substr(pos, comma - pos)));
          pos = comma == std::string::npos ? dims.size() : comma + 1;
        }
      }
      t = t.substr(0, br);
    }
    const size_t rank = shape.size();
    std::vector<int64_t> strides(rank, 1);
    int64_t n = 1;
    for (size_t k = rank; k-- > 0;) {
      strides[k] = n;
      n *= shape[k];
    }
    const int64_t storage[1] = {n};
    const size_t bytes = static_cast<size_t>(n > 0 ? n : 1) * 16;
    if (aclrtMalloc(&data_, bytes, ACL_MEM_MALLOC_HUGE_FIRST) != 0) data_ = nullptr;
    if (data_) aclrtMemset(data_, bytes, 0, bytes);
    t_ = aclCreateTensor(shape.data(), rank, Code(t), strides.data(), 0, fmt, storage, 1, data_);
  }
  ~Tensor() {
    if (t_) aclDestroyTensor(t_);
    if (data_) aclrtFree(data_);
  }
  aclTensor* get() const { return t_; }

 private:
  aclTensor* t_ = nullptr;
  void* data_ = nullptr;
};

ScalarPtr Scalar(const std::string& s) {
  if (s == "NULL" || s == "-") return ScalarPtr(nullptr, aclDestroyScalar);
  const size_t colon = s.find(':');
  return MakeScalar(Code(s.substr(0, colon)), std::stod(s.substr(colon + 1)));
}

struct Row {
  const char* api;
  std::string self, lo, hi, out;
  aclnnStatus want;
  std::string msg = "";  // a part of aclGetRecentErrMsg() the failure must show
};

// Phase 1 of the row (and, when it succeeds, phase 2 on its executor).
void Check(const Row& r) {
  const Api& a = ApiNamed(r.api);
  SCOPED_TRACE(std::string(r.api) + " self " + r.self + " lo " + r.lo + " hi " + r.hi + " out " + r.out);
  Tensor self(r.self), out(r.out);
  std::unique_ptr<Tensor> lt, ht;
  ScalarPtr ls(nullptr, aclDestroyScalar), hs(nullptr, aclDestroyScalar);
  if (a.form == kTensor) {
    lt.reset(new Tensor(r.lo));
    ht.reset(new Tensor(r.hi));
  } else {
    ls = Scalar(r.lo);
    hs = Scalar(r.hi);
  }
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st = a.p1(self.get(), lt ? lt->get() : nullptr, ht ? ht->get() : nullptr, ls.get(), hs.get(),
                              out.get(), &ws, &ex);
  EXPECT_EQ(st, r.want) << aclGetRecentErrMsg();
  if (st != 0 && !r.msg.empty()) {
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find(r.msg), std::string::npos) << aclGetRecentErrMsg();
  }
  if (st == 0) {
    Workspace w(ws);
    EXPECT_EQ(a.p2(w.get(), ws, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);  // before the tensors go
  } else {
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_EQ(msg.rfind(std::string("aclnn") + r.api + ": ", 0), 0u) << msg;
  }
}

void CheckAll(const std::vector<Row>& rows) {
  for (const Row& r : rows) Check(r);
}

// ---- upstream unit tests ----

TEST(ClampStatus, UpstreamClamp) {  // test_aclnn_clamp.cpp
  CheckAll({
      {"Clamp", "s64[5,4,3,2]/NCHW", "s64:-1", "s64:2", "s64[2,3,4,5]", kInvalid},  // case_unsupport_shape
      {"Clamp", "NULL", "s64:-1", "s64:2", "s64[2,3,4,5]", kNull},                   // case_null
      {"Clamp", "s64[2,3,4,5]/NCHW", "s64:-1", "s64:2", "NULL", kNull},
      {"Clamp", "s64[2,3,4,5]/NCHW", "NULL", "NULL", "s64[2,3,4,5]", kNull, "At least one of 'min' or 'max'"},
      {"Clamp", "s64{9}/NCDHW", "s64:-1", "s64:2", "s64{9}/NCDHW", kInvalid},       // case_9dim
      {"Clamp", "f32", "f32:-1.5", "f32:2.5", "s64", kInvalid, "can't be cast"},   // case_self_uncast_out
  });
}

TEST(ClampStatus, UpstreamClampMax) {  // test_aclnn_clamp_max.cpp
  CheckAll({
      {"ClampMax", "f32[0]", "-", "f32:2", "f32[0]", kOk},  // aclnnClampMax_float_nd_empty_tensor
      {"ClampMax", "NULL", "-", "f32:2", "f32[10]", kNull},  // aclnnClampMax_input_nullptr
      {"ClampMax", "f32[10]", "-", "NULL", "f32[10]", kNull},
      {"ClampMax", "f32[10]", "-", "f32:2", "NULL", kNull},
      {"ClampMax", "f32{10}", "-", "f32:2", "f32{10}", kInvalid},  // aclnnClampMax_self_shape_out_of_8
      {"ClampMax", "NULL", "-", "f32:2", "f32[10]", kNull},  // ascend950pr_9589_aclnnClampMax_input_diff
      {"ClampMax", "f32[10]", "-", "NULL", "f32[10]", kNull},
      {"ClampMax", "f32[10]", "-", "f32:2", "NULL", kNull},
  });
}

TEST(ClampStatus, UpstreamClampTensor) {  // test_aclnn_clamp_tensor.cpp
  CheckAll({
      {"ClampTensor", "s64[2,0]", "s64[2,1]", "s64[2,1]", "s64[2,0]", kOk},                        // case_empty
      {"ClampTensor", "s64[2,0]", "s64[2,0]", "s64[2,0]", "s64[2,0]", kOk},                        // case_all_empty
      {"ClampTensor", "f64[2,3,4,5]", "f64[2,2,4,5]", "f64[2,3,4,2]", "f64[2,3,4,5]", kInvalid},   // case_cannot_brc
      {"ClampTensor", "s64[5,4,3,2]/NCHW", "s64[5,1,3,2]/NCHW", "s64[5,4,3,1]/NCHW", "s64[2,3,4,5]", kInvalid},
      {"ClampTensor", "NULL", "s64[2,3,4,5]/NCHW", "s64[2,3,4,5]/NCHW", "s64[2,3,4,5]", kNull},    // case_null
      {"ClampTensor", "s64[2,3,4,5]/NCHW", "s64[2,3,4,5]/NCHW", "s64[2,3,4,5]/NCHW", "NULL", kNull},
      {"ClampTensor", "s64[2,3,4,5]/NCHW", "NULL", "NULL", "s64[2,3,4,5]", kNull},
      {"ClampTensor", "s64{9}", "s64{9}", "s64{9}", "s64{9}", kInvalid},                           // case_9dim
      {"ClampTensor", "s64{7}", "s64{9}", "s64{9}", "s64{7}", kInvalid},                           // case_min_9dim
      {"ClampTensor", "s64{7}", "s64{9}", "s64{9}", "s64{7}", kInvalid},  // ascend910pr_9589_case_min_9dim
  });
}

TEST(ClampStatus, UpstreamClampMaxTensor) {  // test_aclnn_clamp_max_tensor.cpp
  CheckAll({
      {"ClampMaxTensor", "s64[2,0]", "-", "s64[2,1]", "s64[2,0]", kOk},                      // case_empty
      {"ClampMaxTensor", "s64[2,0]", "-", "s64[2,0]", "s64[2,0]", kOk},                      // case_all_empty
      {"ClampMaxTensor", "f64[2,3,4,5]", "-", "f64[2,3,4,2]", "f64[2,3,4,5]", kInvalid},     // case_in_error_shape
      {"ClampMaxTensor", "u64[2,3,4,5]", "-", "u64[2,3,4,5]", "u64[2,3,4,5]", kInvalid},     // case_in_error_dtype
      {"ClampMaxTensor", "s64[2,3,4,5]", "-", "u64[2,3,4,5]", "s32[2,3,4,5]", kInvalid},
      {"ClampMaxTensor", "f32[2,3,4,5]", "-", "f16[2,3,4,5]", "s32[2,3,4,5]", kInvalid},     // case_out_error_dtype
      {"ClampMaxTensor", "s64[5,4,3,2]/NCHW", "-", "s64[5,4,3,1]/NCHW", "s64[2,3,4,5]", kInvalid},  // case_out_error_shape
      {"ClampMaxTensor", "NULL", "-", "s64[2,3,4,5]/NCHW", "s64[2,3,4,5]", kNull},           // case_null
      {"ClampMaxTensor", "s64[2,3,4,5]/NCHW", "-", "s64[2,3,4,5]/NCHW", "NULL", kNull},
      {"ClampMaxTensor", "s64[2,3,4,5]/NCHW", "-", "NULL", "s64[2,3,4,5]", kNull},
      {"ClampMaxTensor", "s64{9}", "-", "s64{7}", "s64{7}", kInvalid},                       // case_input_error_shape_len
      {"ClampMaxTensor", "s64{7}", "-", "s64{9}", "s64{7}", kInvalid},
      {"ClampMaxTensor", "s64{7}", "-", "s64{7}", "s64{9}", kInvalid},
  });
}

TEST(ClampStatus, UpstreamInplaceClampMaxTensor) {  // test_aclnn_inplace_clamp_max_tensor.cpp
  CheckAll({
      {"InplaceClampMaxTensor", "s64[2,0]", "-", "s64[2,1]", "-", kOk},               // case_empty
      {"InplaceClampMaxTensor", "s64[2,0]", "-", "s64[2,0]", "-", kOk},               // case_all_empty
      {"InplaceClampMaxTensor", "f64[2,3,4,5]", "-", "f64[2,3,4,2]", "-", kInvalid},  // case_in_error_shape
      {"InplaceClampMaxTensor", "f64[2,3,4,1]", "-", "f64[2,3,4,5]", "-", kInvalid},  // case_out_error_shape
      {"InplaceClampMaxTensor", "u64[2,3,4,5]", "-", "u64[2,3,4,5]", "-", kInvalid},  // case_in_error_dtype
      {"InplaceClampMaxTensor", "s64[2,3,4,5]", "-", "u64[2,3,4,5]", "-", kInvalid},
      {"InplaceClampMaxTensor", "NULL", "-", "s64[2,3,4,5]/NCHW", "-", kNull},        // case_null
      {"InplaceClampMaxTensor", "s64[2,3,4,5]/NCHW", "-", "NULL", "-", kNull},
      {"InplaceClampMaxTensor", "s64{9}", "-", "s64{7}", "-", kInvalid},              // case_input_error_shape_len
      {"InplaceClampMaxTensor", "s64{7}", "-", "s64{9}", "-", kInvalid},
  });
}

TEST(ClampStatus, UpstreamHardtanh) {  // test_aclnn_hardtanh.cpp
  CheckAll({
      {"Hardtanh", "c64[2,3,4,5]", "s64:-1", "s64:2", "c64[2,3,4,5]", kInvalid},      // case_ACL_COMPLEX64
      {"Hardtanh", "c128[2,3,4,5]", "s64:-1", "s64:2", "c128[2,3,4,5]", kInvalid},    // case_ACL_COMPLEX128
      {"Hardtanh", "s64[2,0]", "s64:-1", "s64:2", "s64[2,0]", kOk},                   // case_empty
      {"Hardtanh", "f16[2,3,4,5]", "s64:3", "s64:2", "f16[2,3,4,5]", kInvalid, "min must less than max"},
      {"Hardtanh", "s32[2,3,4,5]", "s64:3", "s64:2", "s32[2,3,4,5]", kInvalid, "min is 3 and max is 2"},
      {"Hardtanh", "s64[2,3,4,5]", "s64:-1", "s64:2", "s32[2,3,4,5]", kInvalid},      // case_unsupport_dtype
      {"Hardtanh", "s64[5,4,3,2]/NCHW", "s64:-1", "s64:2", "s64[2,3,4,5]", kInvalid}, // case_unsupport_shape
      {"Hardtanh", "NULL", "s64:-1", "s64:2", "s64[2,3,4,5]", kNull},                 // case_null
      {"Hardtanh", "s64[2,3,4,5]/NCHW", "s64:-1", "s64:2", "NULL", kNull},
      {"Hardtanh", "s64[2,3,4,5]/NCHW", "NULL", "s64:2", "s64[2,3,4,5]", kNull},
      {"Hardtanh", "s64[2,3,4,5]/NCHW", "s64:-1", "NULL", "s64[2,3,4,5]", kNull},
      {"Hardtanh", "s64{9}/NCDHW", "s64:-1", "s64:2", "s64{9}/NCDHW", kInvalid},      // case_9dim
      {"InplaceHardtanh", "c128[2,3]", "f32:-1.5", "f32:2.5", "-", kInvalid},         // case_inplace_complex128
      {"Hardtanh", "f32[2,3,4,5]", "f32:3.5", "f32:2.5", "f32[2,3,4,5]", kInvalid},   // ascend910B2_case_ACL_f32_min
  });
}

// ---- validation order and the forms' own rules ----

TEST(ClampStatus, ScalarFormsOrder) {
  CheckAll({
      // ClampMin / ClampMax check their bound first, then self, out.
      {"ClampMin", "NULL", "NULL", "-", "f32", kNull, "clipValueMin"},
      {"ClampMax", "NULL", "-", "NULL", "f32", kNull, "clipValueMax"},
      {"InplaceClampMax", "NULL", "-", "NULL", "-", kNull, "clipValueMax"},
      {"Clamp", "NULL", "NULL", "NULL", "NULL", kNull, "self"},
      // dtypes: self, then out; the A2 list (BF16 in, unsigned wider than 8 bits, BOOL, complex out).
      {"Clamp", "u16", "f32:0", "f32:1", "u16", kInvalid, "self"},
      {"Clamp", "bool", "f32:0", "f32:1", "c64", kInvalid, "self"},
      {"Clamp", "f32", "f32:0", "f32:1", "bool", kInvalid, "out"},
      {"Clamp", "bf16", "f32:0", "f32:1", "bf16", kOk},
      {"ClampMin", "u8", "s64:-1", "-", "u8", kOk},
      // The out shape before the ranks; both before the cast check.
      {"Clamp", "f32{9}", "f32:0", "f32:1", "s32[2,3]", kInvalid, "same size"},
      {"Clamp", "f32{9}", "f32:0", "f32:1", "s32{9}", kInvalid, "dimensions"},
      // An empty self returns before the cast check (the device's order).
      {"Clamp", "f32[2,0]", "f32:0", "f32:1", "s64[2,0]", kOk},
      {"Clamp", "f32[2,0]", "f32:0", "f32:1", "s64[2,1]", kInvalid, "same size"},
      // Any out the cast rule allows: integer self into a float out, narrower or wider.
      {"Clamp", "s32", "f64:0.5", "f64:1.5", "f16", kOk},
      {"Clamp", "s64", "s64:0", "s64:1", "s8", kOk},
      {"ClampMax", "f64", "-", "f32:1", "f16", kOk},
      {"InplaceClampMax", "f16", "-", "c64:1", "-", kOk},  // the bound's dtype is not checked
      // Scalar bounds of any dtype, min > max.
      {"Clamp", "f32", "f32:3", "f32:1", "f32", kOk},
  });
}

TEST(ClampStatus, TensorFormsOrder) {
  CheckAll({
      {"ClampMinTensor", "NULL", "NULL", "-", "f32", kNull, "clipValueMin"},
      {"InplaceClampMinTensor", "NULL", "NULL", "-", "-", kNull, "clipValueMin"},
      {"ClampMaxTensor", "NULL", "-", "NULL", "f32", kNull, "max"},
      // ClampTensor takes one NULL bound.
      {"ClampTensor", "f32", "NULL", "f32", "f32", kOk},
      {"ClampTensor", "f32", "f32[3]", "NULL", "f32", kOk},
      // self and out dtypes, then ranks (every operand), then the empty short cut, then promotion.
      {"ClampTensor", "u16", "f32", "f32", "f32", kInvalid, "self"},
      {"ClampTensor", "f32", "f32", "f32", "bool", kInvalid, "out"},
      {"ClampTensor", "f32[2,0]", "f32{9}", "f32", "f32[2,0]", kInvalid, "dimensions"},
      {"ClampTensor", "f32[2,0]", "u64", "c64", "f32[2,0]", kOk},        // empty: no promotion check
      {"ClampMinTensor", "f32[2,3]", "f32[0]", "-", "f32[2,3]", kOk},    // an empty bound: nothing to do
      {"ClampMinTensor", "f32[2,3]", "f32[0]", "-", "f32[5]", kOk},      // ... before the shapes
      {"ClampTensor", "s64", "u64", "s64", "s64", kInvalid, "promote type fail"},
      {"ClampTensor", "u8", "u16", "u8", "s32", kInvalid, "promote type fail"},
      {"ClampTensor", "f32", "c64", "f32", "f32", kInvalid, "can't be cast"},  // P = COMPLEX64
      {"ClampTensor", "s32", "f32", "s32", "s32", kInvalid, "can't be cast"},
      {"ClampTensor", "s32", "bool", "u8", "s32", kOk},                  // BOOL bound promotes
      {"ClampTensor", "u8", "s8", "s8", "s16", kOk},                     // P = INT16
      {"ClampTensor", "u8", "s8", "s8", "u8", kOk},                      // INT16 cast to UINT8
      {"ClampTensor", "f16", "bf16", "f16", "f32", kOk},                 // P = FLOAT
      // Broadcasting: self with min, then max with that; out equal to the result.
      {"ClampTensor", "f32[2,1]", "f32[1,3]", "f32[4,1,1]", "f32[4,2,3]", kOk},
      {"ClampTensor", "f32[2,1]", "f32[1,3]", "f32[4,1,1]", "f32[2,3]", kInvalid, "broadcast"},
      {"ClampTensor", "f32[2,3]", "f32[3,3]", "f32[3]", "f32[2,3]", kInvalid, "min"},
      {"ClampTensor", "f32[2,3]", "f32[3]", "f32[4]", "f32[2,3]", kInvalid, "self/min"},
      {"ClampMaxTensor", "f32[2,3]", "-", "f32[4]", "f32[2,3]", kInvalid, "max"},
      // In place: the bounds broadcast into selfRef; P must cast to selfRef's dtype.
      {"InplaceClampMinTensor", "f32[2,3]", "f32[3]", "-", "-", kOk},
      {"InplaceClampMinTensor", "f32[1,3]", "f32[2,3]", "-", "-", kInvalid},
      {"InplaceClampMinTensor", "s32[2,3]", "f32[2,3]", "-", "-", kInvalid, "can't be cast"},
      {"InplaceClampMaxTensor", "f64[2,3]", "-", "s64[3]", "-", kOk},
  });
}

TEST(ClampStatus, HardtanhOrder) {
  CheckAll({
      {"Hardtanh", "NULL", "NULL", "NULL", "NULL", kNull, "self"},
      {"InplaceHardtanh", "f32", "f32:0", "NULL", "-", kNull, "clipValueMax"},
      // self, min, max dtypes in the list, then out's dtype equal to self's.
      {"Hardtanh", "u16", "f32:0", "f32:1", "u16", kInvalid, "self"},
      {"Hardtanh", "f32", "bool:0", "f32:1", "f32", kInvalid, "clipValueMin"},
      {"Hardtanh", "f32", "f32:0", "c64:1", "f32", kInvalid, "clipValueMax"},
      {"Hardtanh", "f32", "f32:0", "f32:1", "f16", kInvalid, "dtype of out"},
      {"Hardtanh", "bf16", "f64:0", "s8:1", "bf16", kOk},
      // rank, then the out shape, then min <= max; all before the empty short cut.
      {"Hardtanh", "f32{9}", "f32:0", "f32:1", "f32[2,3]", kInvalid, "dimensions"},
      {"Hardtanh", "f32[2,0]", "f32:2", "f32:1", "f32[2,0]", kInvalid, "min must less than max"},
      {"Hardtanh", "f32", "f32:1", "f32:1", "f32", kOk},
      // min > max compared in min's category: an integral min takes max as int64 (2.5 -> 2).
      {"Hardtanh", "f32", "s64:3", "f64:2.5", "f32", kInvalid},
      {"Hardtanh", "f32", "s64:2", "f64:2.5", "f32", kOk},
      {"Hardtanh", "f32", "f64:2.5", "s64:2", "f32", kInvalid},
      {"Hardtanh", "f32", "f64:nan", "f64:0", "f32", kOk},  // NaN compares false
  });
}

TEST(ClampStatus, LibraryRows) {
  // NULL workspaceSize / executor, and views outside their storage.
  Tensor x("f32"), o("f32");
  ScalarPtr l = MakeScalar(ACL_FLOAT, 0), h = MakeScalar(ACL_FLOAT, 1);
  aclOpExecutor* ex = nullptr;
  uint64_t ws = 0;
  EXPECT_EQ(aclnnClampGetWorkspaceSize(x.get(), l.get(), h.get(), o.get(), nullptr, &ex), kNull);
  EXPECT_EQ(aclnnClampGetWorkspaceSize(x.get(), l.get(), h.get(), o.get(), &ws, nullptr), kNull);
  EXPECT_EQ(aclnnHardtanhGetWorkspaceSize(x.get(), l.get(), h.get(), o.get(), nullptr, &ex), kNull);
  float buf[6] = {};
  int64_t shape[2] = {2, 3}, strides[2] = {3, 1}, storage = 4;
  aclTensor* small = aclCreateTensor(shape, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, &storage, 1, buf);
  EXPECT_EQ(aclnnClampGetWorkspaceSize(small, l.get(), h.get(), o.get(), &ws, &ex), kInvalid);
  EXPECT_EQ(aclnnClampTensorGetWorkspaceSize(x.get(), small, nullptr, o.get(), &ws, &ex), kInvalid);
  EXPECT_EQ(aclnnHardtanhGetWorkspaceSize(x.get(), l.get(), h.get(), small, &ws, &ex), kInvalid);
  aclDestroyTensor(small);
}

}  // namespace
