// ConvolutionBackward: numerics of gradInput / gradWeight / gradBias against the float64
// reference for random shapes (groups, stride, dilation, padding, transposed with output padding),
// every dtype and cubeMathType, mixed dtypes, output masks, strided views, poisoned outputs,
// 1/2/3 threads bitwise, and the worked examples of the spec.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "conv_backward_test_util.h"

using namespace aclnn_test;
using namespace conv_bwd_test;

namespace {

const aclDataType kTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

BwdCase RandomCase(std::mt19937_64& rng, int nd, bool transposed) {
  auto pick = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
  BwdCase c;
  auto& s = c.s;
  s.nd = nd;
  s.transposed = transposed;
  s.N = pick(1, 5);
  s.G = pick(1, 3);
  s.Cin = s.G * pick(1, 3);
  s.Cout = s.G * pick(1, 3);
  c.asym = nd == 2 && pick(0, 1);
  const int64_t max_in = nd == 3 ? 5 : nd == 2 ? 8 : 12;
  for (int i = 0; i < nd; ++i) {
    s.k[i] = pick(1, 3);
    s.stride[i] = pick(1, 3);
    s.dil[i] = pick(1, 2);
    const int64_t span = s.dil[i] * (s.k[i] - 1);
    s.in[i] = pick(1, max_in);
    s.pb[i] = pick(0, 2);
    s.pa[i] = c.asym ? pick(0, 2) : s.pb[i];
    if (!transposed) {
      if (s.in[i] + s.pb[i] + s.pa[i] - span - 1 < 0) s.in[i] = span + 1;
    } else {
      s.op[i] = pick(0, s.stride[i] - 1);
      while (s.Out(i) < 1 || s.Out(i) + s.pb[i] + s.pa[i] - span - 1 < 0) ++s.in[i];
    }
  }
  return c;
}

}  // namespace

TEST(ConvolutionBackward, RandomShapesEveryMode) {
  std::mt19937_64 rng(TestSeed());
  for (int nd = 1; nd <= 3; ++nd)
    for (bool tr : {false, true})
      for (int rep = 0; rep < 5; ++rep) {
        BwdCase c = RandomCase(rng, nd, tr);
        c.dtype(kTypes[rep % 3]);
        c.Test();
        if (HasFatalFailure()) return;
      }
}

TEST(ConvolutionBackward, EveryDtypeAndCubeMathType) {
  std::mt19937_64 rng(TestSeed() + 1);
  for (aclDataType d : kTypes)
    for (int cmt = 0; cmt <= 3; ++cmt) {
      BwdCase c = RandomCase(rng, 2, cmt % 2 == 1);
      c.dtype(d);
      c.cmt = cmt;
      c.Test();
    }
}

// Depthwise (one input and one output channel per group): oneDNN has dedicated kernels for it
// (jit_dw), including one whose backward data with dilation is wrong on aarch64 with SVE-512 and is kept
// out (core/onednn_conv.cc PlainOnly). Fixed shapes, so every run covers them: fewer channels than
// a 16-channel block, a whole block and one more, strided, dilated, padded, transposed.
TEST(ConvolutionBackward, DepthwiseEveryPass) {
  for (int64_t C : {3, 16, 17})
    for (bool tr : {false, true})
      for (aclDataType d : kTypes) {
        BwdCase c;
        c.s.nd = 2; c.s.transposed = tr; c.s.N = 2; c.s.Cin = C; c.s.Cout = C; c.s.G = C;
        c.s.in[0] = 8; c.s.in[1] = 5; c.s.k[0] = 2; c.s.k[1] = 3; c.s.stride[0] = 2; c.s.pb[0] = c.s.pa[0] = 1;
        c.s.pb[1] = c.s.pa[1] = 1; c.s.dil[0] = 2; c.s.stride[1] = 3; c.s.dil[1] = 2; c.s.in[1] = 9;
        if (tr) c.s.op[0] = 1;
        c.dtype(d);
        c.check_threads = d == ACL_FLOAT;
        c.Test();
        if (HasFatalFailure()) return;
      }
}

TEST(ConvolutionBackward, MixedDtypesAndOutputDtypes) {
  std::mt19937_64 rng(TestSeed() + 2);
  for (aclDataType dg : kTypes)
    for (aclDataType dx : kTypes)
      for (aclDataType dout : kTypes) {
        BwdCase c = RandomCase(rng, 2, false);
        c.dt_g = dg; c.dt_x = dx; c.dt_w = kTypes[(dg + dx) % 3];
        c.dt_gi = dout; c.dt_gw = dout; c.dt_gb = kTypes[(dout + 1) % 3];
        c.check_threads = false;
        c.Test();
      }
  // gradWeight FP32 from 16-bit operands with groups: through fp16 (rank 3/4).
  BwdCase c = RandomCase(rng, 2, false);
  c.s.G = 2; c.s.Cin = 4; c.s.Cout = 6;
  c.dtype(ACL_BF16);
  c.dt_gw = ACL_FLOAT;
  c.Test();
}

TEST(ConvolutionBackward, OutputMasks) {
  std::mt19937_64 rng(TestSeed() + 3);
  for (int m = 0; m < 8; ++m) {
    BwdCase c = RandomCase(rng, 1 + m % 3, m % 2 == 1);
    c.mask[0] = m & 1; c.mask[1] = (m >> 1) & 1; c.mask[2] = (m >> 2) & 1;
    c.dtype(kTypes[m % 3]);
    c.check_threads = m < 2;
    c.Test();
  }
}

TEST(ConvolutionBackward, StridedAndOffsetViews) {
  std::mt19937_64 rng(TestSeed() + 4);
  for (int nd = 1; nd <= 3; ++nd)
    for (bool tr : {false, true}) {
      BwdCase c = RandomCase(rng, nd, tr);
      c.dtype(kTypes[nd - 1]);
      c.l_g = Layout::Transposed(nd + 2);
      c.l_x = Layout::Padded(2, 3);
      c.l_w = Layout::Transposed(nd + 2);
      c.l_gi = Layout::Transposed(nd + 2);
      c.l_gw = Layout::Padded(1, 2);
      c.l_gb.strides = {2};
      c.check_threads = false;
      c.Test();
    }
}

TEST(ConvolutionBackward, ManyChunksBitwiseForAnyThreadCount) {
  for (bool tr : {false, true}) {
    BwdCase c;
    c.s.nd = 2; c.s.transposed = tr; c.s.N = 37; c.s.Cin = 6; c.s.Cout = 4; c.s.G = 2;
    c.s.in[0] = 7; c.s.in[1] = 9; c.s.k[0] = 3; c.s.k[1] = 2; c.s.stride[0] = 2; c.s.pb[0] = c.s.pa[0] = 1;
    c.s.dil[1] = 2;
    if (tr) c.s.op[0] = 1;
    c.Test();
  }
}

// §4.4 worked examples (all ones): DOC (2,2,7,7) 1x1 kernel; EX 1d stride = kernel.
TEST(ConvolutionBackward, WorkedExamples) {
  auto ones = [](BwdCase& c) {
    for (Fill* f : {&c.f_g, &c.f_x, &c.f_w}) { f->kind = Fill::kConst; f->value = 1; }
  };
  BwdCase a;
  a.s.nd = 2; a.s.N = 2; a.s.Cin = 2; a.s.Cout = 2; a.s.in[0] = a.s.in[1] = 7; a.cmt = 1;
  ones(a);
  a.Test();
  BwdCase b;
  b.s.nd = 1; b.s.N = 4; b.s.Cin = 2; b.s.Cout = 2; b.s.in[0] = 9; b.s.k[0] = 3; b.s.stride[0] = 3;
  ones(b);
  b.Test();
}

// gradInput sharing memory with gradOutput: gradBias still sums the original gradOutput, and
// every gradient is computed from the inputs as they were.
TEST(ConvolutionBackward, GradInputAliasingGradOutput) {
  const int64_t st[] = {1, 1}, pd[] = {1, 1}, dl[] = {1, 1}, op[] = {0, 0}, bs[] = {3};
  aclIntArray* a_st = aclCreateIntArray(st, 2);
  aclIntArray* a_pd = aclCreateIntArray(pd, 2);
  aclIntArray* a_dl = aclCreateIntArray(dl, 2);
  aclIntArray* a_op = aclCreateIntArray(op, 2);
  aclIntArray* a_bs = aclCreateIntArray(bs, 1);
  bool m[3] = {true, true, true};
  aclBoolArray* mask = aclCreateBoolArray(m, 3);
  std::mt19937_64 rng(TestSeed());
  const Shape xs{7, 3, 5, 4};
  TestTensor g(xs, ACL_FLOAT), x(xs, ACL_FLOAT), w({3, 3, 3, 3}, ACL_FLOAT);
  TestTensor gi(xs, ACL_FLOAT), gw({3, 3, 3, 3}, ACL_FLOAT), gb({3}, ACL_FLOAT);
  for (TestTensor* t : {&g, &x, &w, &gi, &gw}) t->get()->format = ACL_FORMAT_NCHW;
  for (TestTensor* t : {&g, &x, &w}) t->FillUniform(rng, -1, 1);
  const std::vector<double> gv = g.Values();
  auto run = [&](aclTensor* out) {
    return RunTwoPhase([&](uint64_t* wsz, aclOpExecutor** ex) {
      return aclnnConvolutionBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), a_bs, a_st, a_pd, a_dl, false, a_op,
                                                      1, mask, 0, out, gw.get(), gb.get(), wsz, ex);
    }, aclnnConvolutionBackward);
  };
  ASSERT_EQ(run(gi.get()), 0) << aclGetRecentErrMsg();
  const std::vector<double> want_gi = gi.Values(), want_gw = gw.Values(), want_gb = gb.Values();
  const std::vector<int64_t> strides{60, 20, 4, 1};
  for (int threads : {1, 2, 3}) {
    ScopedThreads scoped(threads);
    g.SetValues(gv);
    aclTensor* alias = aclCreateTensor(xs.data(), 4, ACL_FLOAT, strides.data(), 0, ACL_FORMAT_NCHW, xs.data(), 4,
                                       g.data());
    ASSERT_EQ(run(alias), 0) << aclGetRecentErrMsg();
    aclDestroyTensor(alias);
    EXPECT_TRUE(g.Values() == want_gi) << threads << " threads";
    EXPECT_TRUE(gw.Values() == want_gw) << threads << " threads";
    EXPECT_TRUE(gb.Values() == want_gb) << threads << " threads";
  }
  for (aclIntArray* a : {a_st, a_pd, a_dl, a_op, a_bs}) aclDestroyIntArray(a);
  aclDestroyBoolArray(mask);
}

// A gradInput whose elements share addresses (batch stride 0): stored in element order on one
// thread, so the last image's gradient survives whatever the thread count.
TEST(ConvolutionBackward, SelfOverlappingGradInputIsDeterministic) {
  const int64_t st[] = {1, 1}, pd[] = {1, 1}, dl[] = {1, 1}, op[] = {0, 0}, bs[] = {3};
  aclIntArray* a_st = aclCreateIntArray(st, 2);
  aclIntArray* a_pd = aclCreateIntArray(pd, 2);
  aclIntArray* a_dl = aclCreateIntArray(dl, 2);
  aclIntArray* a_op = aclCreateIntArray(op, 2);
  aclIntArray* a_bs = aclCreateIntArray(bs, 1);
  bool m[3] = {true, false, false};
  aclBoolArray* mask = aclCreateBoolArray(m, 3);
  std::mt19937_64 rng(TestSeed());
  TestTensor g({11, 3, 4, 5}, ACL_FLOAT), x({11, 2, 4, 5}, ACL_FLOAT), w({3, 2, 3, 3}, ACL_FLOAT);
  TestTensor gi({11, 2, 4, 5}, ACL_FLOAT), one({1, 2, 4, 5}, ACL_FLOAT);
  for (TestTensor* t : {&g, &x, &w, &gi, &one}) t->get()->format = ACL_FORMAT_NCHW;
  for (TestTensor* t : {&g, &x, &w}) t->FillUniform(rng, -1, 1);
  auto run = [&](aclTensor* out) {
    return RunTwoPhase([&](uint64_t* wsz, aclOpExecutor** ex) {
      return aclnnConvolutionBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), a_bs, a_st, a_pd, a_dl, false, a_op,
                                                      1, mask, 0, out, nullptr, nullptr, wsz, ex);
    }, aclnnConvolutionBackward);
  };
  ASSERT_EQ(run(gi.get()), 0) << aclGetRecentErrMsg();
  const std::vector<double> all = gi.Values();
  const std::vector<int64_t> shape{11, 2, 4, 5}, strides{0, 20, 5, 1}, storage{1, 2, 4, 5};
  for (int threads : {1, 2, 3}) {
    ScopedThreads scoped(threads);
    one.Poison();
    aclTensor* out = aclCreateTensor(shape.data(), 4, ACL_FLOAT, strides.data(), 0, ACL_FORMAT_NCHW, storage.data(), 4,
                                     one.data());
    ASSERT_EQ(run(out), 0) << aclGetRecentErrMsg();
    aclDestroyTensor(out);
    const std::vector<double> got = one.Values();
    EXPECT_TRUE(std::equal(got.begin(), got.end(), all.end() - 40)) << threads << " threads";
  }
  for (aclIntArray* a : {a_st, a_pd, a_dl, a_op, a_bs}) aclDestroyIntArray(a);
  aclDestroyBoolArray(mask);
}

// A workspace that starts 64 bytes past a page boundary (as a caller may hand it over): nothing
// lands past its end (oneDNN's scratchpad, which expects an aligned start, is aligned inside it).
TEST(ConvolutionBackward, WorkspaceAtAnyAlignment) {
  const int64_t st[] = {3}, pd[] = {1}, dl[] = {1}, op[] = {0};
  aclIntArray* a_st = aclCreateIntArray(st, 1);
  aclIntArray* a_pd = aclCreateIntArray(pd, 1);
  aclIntArray* a_dl = aclCreateIntArray(dl, 1);
  aclIntArray* a_op = aclCreateIntArray(op, 1);
  bool m[3] = {true, true, false};
  aclBoolArray* mask = aclCreateBoolArray(m, 3);
  std::mt19937_64 rng(TestSeed());
  TestTensor g({2, 3, 3}, ACL_FLOAT), x({2, 3, 7}, ACL_FLOAT), w({3, 3, 3}, ACL_FLOAT);
  TestTensor gi({2, 3, 7}, ACL_FLOAT), gw({3, 3, 3}, ACL_FLOAT);
  for (TestTensor* t : {&g, &x, &w, &gi, &gw}) t->get()->format = ACL_FORMAT_NCL;
  for (TestTensor* t : {&g, &x, &w}) t->FillUniform(rng, -1, 1);
  for (int64_t shift : {64, 128, 192, 4032}) {
    uint64_t ws = 0;
    aclOpExecutor* ex = nullptr;
    ASSERT_EQ(aclnnConvolutionBackwardGetWorkspaceSize(g.get(), x.get(), w.get(), nullptr, a_st, a_pd, a_dl, false,
                                                       a_op, 1, mask, 0, gi.get(), gw.get(), nullptr, &ws, &ex), 0);
    void* block = nullptr;
    ASSERT_EQ(aclrtMalloc(&block, ws + 8192, ACL_MEM_MALLOC_HUGE_FIRST), 0);
    auto* base = static_cast<unsigned char*>(block);
    base += (4096 - reinterpret_cast<uintptr_t>(base) % 4096) % 4096 + shift;
    std::memset(block, 0xA5, ws + 8192);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    ASSERT_EQ(aclnnConvolutionBackward(base, ws, ex, stream), 0);
    ASSERT_EQ(aclrtSynchronizeStream(stream), 0);
    aclrtDestroyStream(stream);
    const auto* end = static_cast<unsigned char*>(block) + ws + 8192;
    for (const unsigned char* q = base + ws; q < end; ++q)
      ASSERT_EQ(*q, 0xA5) << "byte " << (q - base - static_cast<int64_t>(ws)) << " past the workspace, shift " << shift;
    aclrtFree(block);
  }
  for (aclIntArray* a : {a_st, a_pd, a_dl, a_op}) aclDestroyIntArray(a);
  aclDestroyBoolArray(mask);
}
