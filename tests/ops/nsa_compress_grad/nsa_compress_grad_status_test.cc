// NsaCompressGrad phase-1 statuses: every row of spec §9.1 (B1-B20), the library's extra
// consistency checks, the check order, the upstream unit test (§11.1) and phase 2.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "nsa_test_util.h"

using namespace nsa_test;

namespace {

// Tensor descriptions of one call; every tensor can be replaced or dropped.
struct Call {
  aclDataType dt = ACL_FLOAT16;
  Shape g{15, 2, 16}, x{272, 2, 16}, w{32, 2}, dx{272, 2, 16}, dw{32, 2};
  aclDataType dt_g = ACL_DT_UNDEFINED, dt_x = ACL_DT_UNDEFINED, dt_w = ACL_DT_UNDEFINED,
              dt_dx = ACL_DT_UNDEFINED, dt_dw = ACL_DT_UNDEFINED;  // per-tensor overrides
  bool null_g = false, null_x = false, null_w = false, null_dx = false, null_dw = false;
  std::vector<int64_t> seq{0, 128, 272};
  bool null_seq = false;
  int64_t block = 32, stride = 16, type = 0;
  const char* layout = "TND";
  bool null_ws = false, null_ex = false;
};

aclDataType Or(aclDataType a, aclDataType b) { return a == ACL_DT_UNDEFINED ? b : a; }

aclnnStatus GradPhase1(const Call& c) {
  TestTensor g(c.g, Or(c.dt_g, c.dt)), x(c.x, Or(c.dt_x, c.dt)), w(c.w, Or(c.dt_w, c.dt)),
      dx(c.dx, Or(c.dt_dx, c.dt)), dw(c.dw, Or(c.dt_dw, c.dt));
  SeqArray seq(c.seq, c.null_seq);
  std::string layout = c.layout ? c.layout : "";
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  const aclnnStatus st = aclnnNsaCompressGradGetWorkspaceSize(
      c.null_g ? nullptr : g.get(), c.null_x ? nullptr : x.get(), c.null_w ? nullptr : w.get(), seq.get(), c.block,
      c.stride, c.type, c.layout ? &layout[0] : nullptr, c.null_dx ? nullptr : dx.get(),
      c.null_dw ? nullptr : dw.get(), c.null_ws ? nullptr : &ws, c.null_ex ? nullptr : &ex);
  if (st == 0) {
    EXPECT_NE(ex, nullptr);
    void* wsp = nullptr;
    if (ws > 0) aclrtMalloc(&wsp, ws, ACL_MEM_MALLOC_HUGE_FIRST);
    g.FillConst(0);
    x.FillConst(0);
    w.FillConst(0);
    EXPECT_EQ(aclnnNsaCompressGrad(wsp, ws, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    if (wsp) aclrtFree(wsp);
  } else {
    const std::string msg = aclGetRecentErrMsg();
    EXPECT_NE(msg.find("aclnnNsaCompressGrad"), std::string::npos) << msg;
  }
  return st;
}

std::string Msg() { return aclGetRecentErrMsg(); }

}  // namespace

TEST(NsaCompressGradStatus, ValidCall) {
  EXPECT_EQ(GradPhase1(Call()), 0);
  Call c;
  c.dt = ACL_BF16;
  EXPECT_EQ(GradPhase1(c), 0);
}

// §11.1: the upstream unit test, with the intended cumulative ends.
TEST(NsaCompressGradStatus, UpstreamUnitTest) {
  Call c;
  c.g = {13, 128, 192};
  c.x = c.dx = {272, 128, 192};
  c.w = c.dw = {32, 128};
  c.seq = {0, 120, 140, 272};
  EXPECT_EQ(GradPhase1(c), 0);
  // The list the upstream harness actually uploads ({0,120,260,532}) is inconsistent with T = 272.
  c.seq = {0, 120, 260, 532};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressGradStatus, B1_NullTensors) {
  const char* names[] = {"outputGrad", "input", "weight", "inputGradOut", "weightGradOut"};
  for (int k = 0; k < 5; ++k) {
    Call c;
    (k == 0 ? c.null_g : k == 1 ? c.null_x : k == 2 ? c.null_w : k == 3 ? c.null_dx : c.null_dw) = true;
    EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_NULLPTR) << names[k];
    EXPECT_NE(Msg().find(names[k]), std::string::npos) << Msg();
  }
}

TEST(NsaCompressGradStatus, B2_NullOutParams) {
  Call c;
  c.null_ws = true;
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_NULLPTR);
  c.null_ws = false;
  c.null_ex = true;
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_NULLPTR);
}

TEST(NsaCompressGradStatus, B3_Dtypes) {
  for (aclDataType dt : {ACL_FLOAT, ACL_DOUBLE, ACL_INT8, ACL_INT32, ACL_BOOL}) {
    Call c;
    c.dt = dt;
    EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID) << Name(dt);
  }
  for (int k = 0; k < 5; ++k) {
    Call c;
    (k == 0 ? c.dt_g : k == 1 ? c.dt_x : k == 2 ? c.dt_w : k == 3 ? c.dt_dx : c.dt_dw) = ACL_BF16;
    EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID) << k;
    EXPECT_NE(Msg().find("dtype"), std::string::npos) << Msg();
  }
}

TEST(NsaCompressGradStatus, B4_Ranks) {
  Call c;
  c.g = {15, 32};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("outputGrad has rank 2"), std::string::npos) << Msg();
  c = Call();
  c.x = {272, 2, 16, 1};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.w = {32, 2, 1};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.dx = {272, 32};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.dw = {64};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressGradStatus, B5_Shapes) {
  Call c;
  c.g = {15, 3, 16};  // N differs
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("outputGrad has shape [15,3,16]"), std::string::npos) << Msg();
  c = Call();
  c.g = {15, 2, 32};  // D differs
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.w = c.dw = {48, 2};  // weight rows != compressBlockSize
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("weight has shape [48,2], expected [32,2]"), std::string::npos) << Msg();
  c = Call();
  c.w = c.dw = {32, 3};  // weight columns != N
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.dw = {32, 3};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("weightGradOut"), std::string::npos) << Msg();
  c = Call();
  c.dx = {271, 2, 16};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("inputGradOut"), std::string::npos) << Msg();
}

TEST(NsaCompressGradStatus, B6_Layout) {
  for (const char* bad : {"BSH", "SBH", "BNSD", "tnd", "", "TND "}) {
    Call c;
    c.layout = bad;
    EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID) << bad;
    EXPECT_NE(Msg().find("layoutOptionalOptional"), std::string::npos) << Msg();
  }
  Call c;
  c.layout = nullptr;  // default "TND"
  EXPECT_EQ(GradPhase1(c), 0);
}

TEST(NsaCompressGradStatus, B7_B9_TilingChecks) {
  Call c;
  c.block = 40;  // not a multiple of 16 (weight and windows consistent with it)
  c.w = c.dw = {40, 2};
  c.g = {13, 2, 16};  // (128-40)/16+1 = 6, (144-40)/16+1 = 7
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_INNER_TILING_ERROR);
  EXPECT_NE(Msg().find("compressBlockSize must be a multiple of 16"), std::string::npos) << Msg();
  c = Call();
  c.stride = 8;  // (128-32)/8+1 = 13, (144-32)/8+1 = 15
  c.g = {28, 2, 16};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_INNER_TILING_ERROR);
  EXPECT_NE(Msg().find("compressStride"), std::string::npos) << Msg();
  c = Call();
  c.g = {15, 2, 24};
  c.x = c.dx = {272, 2, 24};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_INNER_TILING_ERROR);
  EXPECT_NE(Msg().find("head dim D"), std::string::npos) << Msg();
}

TEST(NsaCompressGradStatus, B10_NonPositiveBlockOrStride) {
  Call c;
  c.block = 0;
  c.w = c.dw = {0, 2};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("compressBlockSize must be positive"), std::string::npos) << Msg();
  c = Call();
  c.block = -16;
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.stride = 0;
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("compressStride must be positive"), std::string::npos) << Msg();
  c.stride = -16;
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressGradStatus, B11_BlockNotLargerThanStrideIsAccepted) {
  Call c;
  c.stride = 32;  // l == d: 4 + 4 windows
  c.g = {8, 2, 16};
  EXPECT_EQ(GradPhase1(c), 0);
  c.stride = 48;  // l < d: (128-32)/48+1 = 3, (144-32)/48+1 = 3
  c.g = {6, 2, 16};
  EXPECT_EQ(GradPhase1(c), 0);
}

TEST(NsaCompressGradStatus, B12_B13_ActSeqLenType) {
  for (int64_t t : {2, -1, 100}) {
    Call c;
    c.type = t;
    EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID) << t;
    EXPECT_NE(Msg().find("actSeqLenType"), std::string::npos) << Msg();
  }
  Call c;
  c.type = 1;
  c.seq = {128, 144};
  EXPECT_EQ(GradPhase1(c), 0);
}

TEST(NsaCompressGradStatus, B14_B15_NullOrEmptyActSeqLen) {
  Call c;
  c.null_seq = true;  // one batch of 272 tokens: (272-32)/16+1 = 16 windows
  c.g = {16, 2, 16};
  EXPECT_EQ(GradPhase1(c), 0);
  c = Call();
  c.seq = {};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("actSeqLenOptionalOptional has size 0"), std::string::npos) << Msg();
}

TEST(NsaCompressGradStatus, B16_InvalidActSeqLen) {
  Call c;
  c.seq = {128, 100, 272};  // decreasing
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("must not decrease"), std::string::npos) << Msg();
  c.seq = {-1, 128, 272};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("negative"), std::string::npos) << Msg();
  c.seq = {0, 128, 273};  // past T
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("exceeds T"), std::string::npos) << Msg();
  c.type = 1;
  c.seq = {128, -5, 149};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c.seq = {128, 145};  // lengths add up past T
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("add up to more than T"), std::string::npos) << Msg();
  c.seq = {INT64_MAX, INT64_MAX};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressGradStatus, B17_OutputGradRowsMustMatchWindows) {
  Call c;
  c.g = {14, 2, 16};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("outputGrad.shape[0] = 14 must equal the number of windows, 15"), std::string::npos) << Msg();
  c.g = {16, 2, 16};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressGradStatus, B18_EmptyHeadsOrFeatures) {
  Call c;
  c.g = {15, 0, 16};
  c.x = c.dx = {272, 0, 16};
  c.w = c.dw = {32, 0};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("must be positive"), std::string::npos) << Msg();
  c = Call();
  c.g = {15, 2, 0};
  c.x = c.dx = {272, 2, 0};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c = Call();
  c.x = {272, -2, 16};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressGradStatus, B19_B20_NoWindowsAndTail) {
  Call c;
  c.seq = {31, 62};  // every batch shorter than l
  c.g = {0, 2, 16};
  EXPECT_EQ(GradPhase1(c), 0);
  c = Call();
  c.seq = {0, 128, 200};  // tokens 200..271 belong to no batch; 7 + 3 windows
  c.g = {10, 2, 16};
  EXPECT_EQ(GradPhase1(c), 0);
  c = Call();  // T = 0
  c.seq = {0};
  c.g = {0, 2, 16};
  c.x = c.dx = {0, 2, 16};
  EXPECT_EQ(GradPhase1(c), 0);
}

TEST(NsaCompressGradStatus, CheckOrder) {
  // Null tensors before dtypes; dtypes before shapes; 161002 rows before the tiling rows.
  Call c;
  c.null_dw = true;
  c.dt = ACL_FLOAT;
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_NULLPTR);
  c = Call();
  c.dt_g = ACL_FLOAT;
  c.g = {1, 1, 1};
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("dtype"), std::string::npos) << Msg();
  c = Call();
  c.block = 40;
  c.w = c.dw = {40, 2};
  c.g = {13, 2, 16};
  c.layout = "BSH";
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
  c.layout = "TND";
  c.g = {15, 2, 16};  // wrong window count for l = 40
  EXPECT_EQ(GradPhase1(c), ACLNN_ERR_PARAM_INVALID);
}

TEST(NsaCompressGradStatus, ViewsOutsideStorageAndOverlappingOutputs) {
  TestTensor g({15, 2, 16}, ACL_FLOAT16), x({272, 2, 16}, ACL_FLOAT16), w({32, 2}, ACL_FLOAT16),
      dx({272, 2, 16}, ACL_FLOAT16), dw({32, 2}, ACL_FLOAT16);
  SeqArray seq({0, 128, 272}, false);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  char layout[] = "TND";
  const int64_t dims[3] = {272, 2, 16}, strides[3] = {32, 16, 1}, small[1] = {100};
  aclTensor* over = aclCreateTensor(dims, 3, ACL_FLOAT16, strides, 0, ACL_FORMAT_ND, small, 1, x.data());
  EXPECT_EQ(aclnnNsaCompressGradGetWorkspaceSize(g.get(), over, w.get(), seq.get(), 32, 16, 0, layout, dx.get(),
                                                 dw.get(), &ws, &ex),
            ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("outside its storage"), std::string::npos) << Msg();
  const int64_t bcast[3] = {32, 0, 1}, big[1] = {272 * 32};
  aclTensor* self_overlap = aclCreateTensor(dims, 3, ACL_FLOAT16, bcast, 0, ACL_FORMAT_ND, big, 1, dx.data());
  EXPECT_EQ(aclnnNsaCompressGradGetWorkspaceSize(g.get(), x.get(), w.get(), seq.get(), 32, 16, 0, layout,
                                                 self_overlap, dw.get(), &ws, &ex),
            ACLNN_ERR_PARAM_INVALID);
  EXPECT_NE(Msg().find("overlaps itself"), std::string::npos) << Msg();
  aclDestroyTensor(over);
  aclDestroyTensor(self_overlap);
}

TEST(NsaCompressGradStatus, Phase2) {
  TestTensor g({15, 2, 16}, ACL_BF16), x({272, 2, 16}, ACL_BF16), w({32, 2}, ACL_BF16), dx({272, 2, 16}, ACL_BF16),
      dw({32, 2}, ACL_BF16);
  g.FillConst(1);
  x.FillConst(1);
  w.FillConst(1);
  SeqArray seq({0, 128, 272}, false);
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  EXPECT_EQ(aclnnNsaCompressGrad(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
  ASSERT_EQ(aclnnNsaCompressGradGetWorkspaceSize(g.get(), x.get(), w.get(), seq.get(), 32, 16, 0, nullptr, dx.get(),
                                                 dw.get(), &ws, &ex),
            0);
  ASSERT_GT(ws, 0u);  // weightGrad partial sums live in the workspace
  EXPECT_EQ(aclnnNsaCompressGrad(nullptr, ws, ex, nullptr), ACLNN_ERR_PARAM_NULLPTR);  // consumed
  // Repeatable executor, run twice on the caller's workspace.
  ASSERT_EQ(aclnnNsaCompressGradGetWorkspaceSize(g.get(), x.get(), w.get(), seq.get(), 32, 16, 0, nullptr, dx.get(),
                                                 dw.get(), &ws, &ex),
            0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  void* wsp = nullptr;
  ASSERT_EQ(aclrtMalloc(&wsp, ws, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  for (int i = 0; i < 2; ++i) {
    dw.Poison();
    EXPECT_EQ(aclnnNsaCompressGrad(wsp, ws, ex, nullptr), 0);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
    for (double v : dw.Values()) EXPECT_EQ(v, 15.0 * 16);
  }
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
  aclrtFree(wsp);
}
