// NsaCompress phase-1 statuses: spec §9.2 (F1-F8), the library's consistency checks, and the
// upstream unit tests of §11.4.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "../nsa_compress_grad/nsa_test_util.h"

using namespace nsa_test;

namespace {

struct Call {
  aclDataType dt = ACL_FLOAT16;
  Shape x{272, 2, 16}, w{32, 2}, out{15, 2, 16};
  aclDataType dt_x = ACL_DT_UNDEFINED, dt_w = ACL_DT_UNDEFINED, dt_out = ACL_DT_UNDEFINED;
  bool null_x = false, null_w = false, null_out = false, null_ws = false, null_ex = false;
  std::vector<int64_t> seq{0, 128, 272};
  bool null_seq = false;
  int64_t block = 32, stride = 16, type = 0;
  const char* layout = "TND";
};

aclDataType Or(aclDataType a, aclDataType b) { return a == ACL_DT_UNDEFINED ? b : a; }

aclnnStatus FwdPhase1(const Call& c) {
  TestTensor x(c.x, Or(c.dt_x, c.dt)), w(c.w, Or(c.dt_w, c.dt)), out(c.out, Or(c.dt_out, c.dt));
  SeqArray seq(c.seq, c.null_seq);
  std::string layout = c.layout ? c.layout : "";
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st = aclnnNsaCompressGetWorkspaceSize(
      c.null_x ? nullptr : x.get(), c.null_w ? nullptr : w.get(), seq.get(), c.layout ? &layout[0] : nullptr,
      c.block, c.stride, c.type, c.null_out ? nullptr : out.get(), c.null_ws ? nullptr : &ws,
      c.null_ex ? nullptr : &ex);
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    aclnn_test::Workspace wsp(ws);
    EXPECT_EQ(aclnnNsaCompress(wsp.get(), ws, ex, nullptr), 0);  // inputs are poisoned (NaN): no crash
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    std::string why;
    EXPECT_TRUE(out.UntouchedOutside(&why)) << why;
  } else {
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("aclnnNsaCompress"), std::string::npos) << msg;
  }
  return st;
}

std::string Msg() { return aclGetRecentErrMsg(); }

// Cumulative ends 100, 200, ..., 4800 (the F-UT list).
std::vector<int64_t> Hundreds() {
  std::vector<int64_t> v;
  for (int64_t e = 100; e <= 4800; e += 100) v.push_back(e);
  return v;
}

}  // namespace

TEST(NsaCompressStatus, ValidCall) {
  EXPECT_EQ(FwdPhase1(Call()), 0);
  Call c;
  c.dt = ACL_BF16;
  c.layout = nullptr;
  EXPECT_EQ(FwdPhase1(c), 0);
}

TEST(NsaCompressStatus, F1_Nulls) {
  const char* names[] = {"input", "weight", "output"};
  for (int k = 0; k < 3; ++k) {
    Call c;
    (k == 0 ? c.null_x : k == 1 ? c.null_w : c.null_out) = true;
    EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(Msg().find(names[k]), std::string::npos) << Msg();
  }
  Call c;
  c.null_ws = true;
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_NULLPTR);
  c = Call();
  c.null_ex = true;
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_NULLPTR);
}

TEST(NsaCompressStatus, F2_DtypesDiffer) {
  Call c;
  c.dt_w = ACL_BF16;
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.dt_out = ACL_FLOAT;
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("output dtype"), std::string::npos) << Msg();
}

TEST(NsaCompressStatus, F3_F4_Shapes) {
  Call c;
  c.x = {272, 0, 16};
  c.w = {32, 0};
  c.out = {15, 0, 16};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.x = {272, 2, 0};
  c.out = {15, 2, 0};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.x = {272, 32};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("input has rank 2"), std::string::npos) << Msg();
  c = Call();
  c.w = {48, 2};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("weight has shape [48,2], expected [32,2]"), std::string::npos) << Msg();
  c = Call();
  c.w = {32, 3};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.w = {32, 2, 1};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressStatus, F5_Layout) {
  for (const char* bad : {"BSH", "BSND", "", "tnd"}) {
    Call c;
    c.layout = bad;
    EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID) << bad;
    EXPECT_NE(Msg().find("layoutOptional"), std::string::npos) << Msg();
  }
}

TEST(NsaCompressStatus, F6_ActSeqLenNullOrEmpty) {
  Call c;
  c.null_seq = true;
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("actSeqLenOptional must not be null"), std::string::npos) << Msg();
  c.null_seq = false;
  c.seq = {};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressStatus, F7_ActSeqLenType) {
  for (int64_t t : {1, 2, -1}) {
    Call c;
    c.type = t;
    EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(Msg().find("actSeqLenType"), std::string::npos) << Msg();
  }
}

// Consistency checks the device skips: sequences valid and ending at T, output shape, attributes.
TEST(NsaCompressStatus, LibraryConsistencyChecks) {
  Call c;
  c.seq = {0, 128, 200};  // ends before T
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("ends at token 200, but input.shape[0] (T) is 272"), std::string::npos) << Msg();
  c.seq = {0, 128, 300};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c.seq = {128, 100, 272};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("must not decrease"), std::string::npos) << Msg();
  c.seq = {-4, 272};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.out = {16, 2, 16};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("output has shape [16,2,16], expected [15,2,16]"), std::string::npos) << Msg();
  c.out = {15, 2, 16, 1};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c.out = {15, 32};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.block = 0;
  c.w = {0, 2};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.stride = 0;
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("compressStride must be positive"), std::string::npos) << Msg();
}

// F8: what the device rejects in its later stages surfaces as 561103.
TEST(NsaCompressStatus, F8_LaterFailures) {
  Call c;
  c.dt = ACL_FLOAT;
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_INNER_NULLPTR);
  c.dt = ACL_INT32;
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_INNER_NULLPTR);
  c = Call();
  c.block = 40;  // 6 + 7 windows
  c.w = {40, 2};
  c.out = {13, 2, 16};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_INNER_NULLPTR);
  EXPECT_NE(Msg().find("compressBlockSize must be a multiple of 16"), std::string::npos) << Msg();
  c = Call();
  c.stride = 8;
  c.out = {28, 2, 16};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_INNER_NULLPTR);
  c = Call();
  c.block = 16;
  c.stride = 32;  // l < d; 4 + 5 windows
  c.w = {16, 2};
  c.out = {9, 2, 16};
  EXPECT_EQ(FwdPhase1(c), ACLNN_ERR_INNER_NULLPTR);
  EXPECT_NE(Msg().find("must not be smaller than compressStride"), std::string::npos) << Msg();
  c.block = 32;  // l == d is fine; 4 + 4 windows
  c.w = {32, 2};
  c.out = {8, 2, 16};
  EXPECT_EQ(FwdPhase1(c), 0);
}

// §11.4: the upstream unit tests (statuses; with our consistent output shapes).
TEST(NsaCompressStatus, UpstreamUnitTests) {
  const int64_t nd[][2] = {{1, 32}, {1, 1024}, {4, 128}, {4, 192}, {4, 256}, {6, 128}, {6, 192}, {6, 256}};
  for (const auto& s : nd) {  // cases 0-7: 48 batches of 100, l = d = 16 -> 6 windows each
    Call c;
    c.x = {4800, s[0], s[1]};
    c.w = {16, s[0]};
    c.out = {288, s[0], s[1]};
    c.seq = Hundreds();
    c.block = c.stride = 16;
    EXPECT_EQ(FwdPhase1(c), 0) << s[0] << " " << s[1];
  }
  // random_8-11: irregular ends (48 or 33 batches; short first batch, a zero-length batch).
  std::mt19937_64 rng(TestSeed());
  const int64_t rnd[][5] = {{24, 192, 48, 32, 16}, {4, 128, 48, 16, 16}, {4, 192, 48, 16, 16}, {4, 192, 33, 16, 16}};
  for (const auto& r : rnd) {
    std::vector<int64_t> len = RandomLengths(rng, static_cast<int>(r[2]), r[3], 80);
    len[0] = 6;
    len[len.size() / 2] = 0;
    Call c;
    c.seq = CumulativeEnds(len);
    c.x = {c.seq.back(), r[0], r[1]};
    c.w = {r[3], r[0]};
    c.block = r[3];
    c.stride = r[4];
    Problem p;
    p.seq = c.seq;
    p.block = c.block;
    p.stride = c.stride;
    c.out = {p.M(), r[0], r[1]};
    EXPECT_EQ(FwdPhase1(c), 0);
  }
  Call c;  // BF16_12
  c.dt = ACL_BF16;
  c.x = {4800, 9, 32};
  c.w = {16, 9};
  c.out = {288, 9, 32};
  c.seq = Hundreds();
  c.block = c.stride = 16;
  EXPECT_EQ(FwdPhase1(c), 0);
  Call l13 = c;  // Layout_13
  l13.dt = ACL_FLOAT16;
  l13.layout = "BSH";
  EXPECT_EQ(FwdPhase1(l13), ACLNN_ERR_PARAM_INVALID);
  Call b14 = l13;  // CompressBlockSize_14: l = 7
  b14.layout = "TND";
  b14.block = 7;
  b14.w = {7, 9};
  b14.out = {48 * 6, 9, 32};  // (100-7)/16+1 = 6
  EXPECT_EQ(FwdPhase1(b14), ACLNN_ERR_INNER_NULLPTR);
  Call s15 = l13;  // CompressStride_15: d = 31
  s15.layout = "TND";
  s15.stride = 31;
  s15.out = {48 * 3, 9, 32};  // (100-16)/31+1 = 3
  EXPECT_EQ(FwdPhase1(s15), ACLNN_ERR_INNER_NULLPTR);
  Call s16 = l13;  // _16: l = 16 < d = 32
  s16.layout = "TND";
  s16.stride = 32;
  s16.out = {48 * 3, 9, 32};
  EXPECT_EQ(FwdPhase1(s16), ACLNN_ERR_INNER_NULLPTR);
  Call t17 = l13;  // ActSeqLenType_17
  t17.layout = "TND";
  t17.type = 1;
  EXPECT_EQ(FwdPhase1(t17), ACLNN_ERR_PARAM_INVALID);
  Call e18;  // EmptyOutput_18: 31, 62, ..., 310 with l = d = 32, type 1
  e18.x = {310, 5, 32};
  e18.w = {32, 5};
  e18.out = {0, 5, 32};
  e18.seq.clear();
  for (int64_t e = 31; e <= 310; e += 31) e18.seq.push_back(e);
  e18.block = e18.stride = 32;
  e18.type = 1;
  EXPECT_EQ(FwdPhase1(e18), ACLNN_ERR_PARAM_INVALID);
  e18.type = 0;  // the same with type 0: no window at all, an empty output, nothing to do
  EXPECT_EQ(FwdPhase1(e18), 0);
}

TEST(NsaCompressStatus, ViewsOutsideStorage) {
  TestTensor x({272, 2, 16}, ACL_BF16), w({32, 2}, ACL_BF16), out({15, 2, 16}, ACL_BF16);
  SeqArray seq({0, 128, 272}, false);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const int64_t dims[3] = {15, 2, 16}, strides[3] = {32, 16, 1}, small[1] = {479}, bcast[3] = {0, 16, 1},
                big[1] = {4096};
  aclTensor* over = aclCreateTensor(dims, 3, ACL_BF16, strides, 0, ACL_FORMAT_ND, small, 1, out.data());
  EXPECT_EQ(aclnnNsaCompressGetWorkspaceSize(x.get(), w.get(), seq.get(), nullptr, 32, 16, 0, over, &ws, &ex),
            ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("outside its storage"), std::string::npos) << Msg();
  aclTensor* overlap = aclCreateTensor(dims, 3, ACL_BF16, bcast, 0, ACL_FORMAT_ND, big, 1, out.data());
  EXPECT_EQ(aclnnNsaCompressGetWorkspaceSize(x.get(), w.get(), seq.get(), nullptr, 32, 16, 0, overlap, &ws, &ex),
            ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("overlaps itself"), std::string::npos) << Msg();
  aclDestroyTensor(over);
  aclDestroyTensor(overlap);
}
