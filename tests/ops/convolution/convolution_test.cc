// Convolution (forward and transposed, 1-D/2-D/3-D) and ConvDepthwise2d: numerics against the
// float64 reference for every dtype and cubeMathType, random shapes (groups, stride, dilation,
// padding, output padding), strided and offset views, poisoned outputs, 1/2/3 threads bitwise, and
// the worked examples of the spec.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>

#include "conv_test_util.h"

using namespace aclnn_test;
using namespace conv_test;

namespace {

const aclDataType kTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

// A random valid problem: small, with every feature drawn independently.
ConvCase RandomCase(std::mt19937_64& rng, int nd, bool transposed) {
  auto pick = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
  ConvCase c;
  auto& s = c.s;
  s.nd = nd;
  s.transposed = transposed;
  s.N = pick(1, 3);
  s.G = pick(1, 3);
  s.Cin = s.G * pick(1, 3);
  s.Cout = s.G * pick(1, 3);
  c.asym = !transposed ? (nd <= 2 && pick(0, 1)) : (nd == 2 && pick(0, 1));
  const int64_t max_in = nd == 3 ? 5 : nd == 2 ? 8 : 12;
  for (int i = 0; i < nd; ++i) {
    s.k[i] = pick(1, 3);
    s.stride[i] = pick(1, 3);
    s.dil[i] = pick(1, 2);
    const int64_t span = s.dil[i] * (s.k[i] - 1);
    s.in[i] = pick(1, max_in);
    if (!transposed) {
      s.pb[i] = pick(0, 2);
      s.pa[i] = c.asym ? pick(0, 2) : s.pb[i];
      if (s.in[i] + s.pb[i] + s.pa[i] - span - 1 < 0) s.in[i] = span + 1;
    } else {
      // 3-D: (k-1)*dl - p >= 0 (spec §6 step 5.10); the output must stay non-empty.
      s.pb[i] = pick(0, nd == 3 ? span : 2);
      s.pa[i] = c.asym ? pick(0, 2) : s.pb[i];
      s.op[i] = pick(0, std::max(s.stride[i], s.dil[i]) - 1);
      while (s.Out(i) < 1) ++s.in[i];
    }
  }
  c.bias = pick(0, 3) != 0;
  return c;
}

}  // namespace

TEST(Convolution, RandomShapesEveryMode) {
  std::mt19937_64 rng(TestSeed());
  for (int nd = 1; nd <= 3; ++nd)
    for (bool tr : {false, true})
      for (int rep = 0; rep < 6; ++rep) {
        ConvCase c = RandomCase(rng, nd, tr);
        c.dtype(kTypes[rep % 3]);
        c.Test();
        if (HasFatalFailure()) return;
      }
}

TEST(Convolution, EveryDtypeAndCubeMathType) {
  std::mt19937_64 rng(TestSeed() + 1);
  for (aclDataType d : kTypes)
    for (int cmt = 0; cmt <= 4; ++cmt) {
      ConvCase c = RandomCase(rng, 2, false);
      c.dtype(d);
      c.cmt = cmt;
      c.Test();
      ConvCase t = RandomCase(rng, 1, true);
      t.dtype(d);
      t.cmt = cmt;
      t.Test();
    }
}

TEST(Convolution, MixedDtypes) {
  // Non-transposed: every combination (P = FP32 when input and weight differ); the bias dtype is
  // free and a FP16 compute rounds the bias to fp16.
  std::mt19937_64 rng(TestSeed() + 2);
  for (aclDataType dx : kTypes)
    for (aclDataType dw : kTypes)
      for (aclDataType dy : kTypes) {
        ConvCase c = RandomCase(rng, 2, false);
        c.dt_x = dx; c.dt_w = dw; c.dt_y = dy; c.dt_b = kTypes[(dx + dy) % 3];
        c.bias = true;
        c.check_threads = false;
        c.Test();
      }
  // Transposed: any output except FP32 from a 16-bit compute; cmt 2 computes in FP16 for all.
  for (aclDataType dx : kTypes)
    for (aclDataType dy : kTypes)
      for (int cmt : {0, 2}) {
        const aclDataType P = ComputeDtype(dx, dx, cmt);
        if (dy == ACL_FLOAT && P != ACL_FLOAT && cmt != 2) continue;
        ConvCase c = RandomCase(rng, 2, true);
        c.dt_x = c.dt_w = dx; c.dt_y = dy; c.dt_b = ACL_FLOAT; c.cmt = cmt;
        c.check_threads = false;
        c.Test();
      }
}

TEST(Convolution, StridedAndOffsetViews) {
  std::mt19937_64 rng(TestSeed() + 3);
  for (int nd = 1; nd <= 3; ++nd)
    for (bool tr : {false, true})
      for (aclDataType d : kTypes) {
        ConvCase c = RandomCase(rng, nd, tr);
        c.dtype(d);
        c.bias = true;
        c.l_x = Layout::Transposed(nd + 2);
        c.l_w = Layout::Padded(2, 3);
        c.l_b.strides = {3};
        c.l_y = tr ? Layout::Padded(1, 5) : Layout::Transposed(nd + 2);
        c.check_threads = false;
        c.Test();
      }
}

TEST(Convolution, LargerBatchesBitwiseForAnyThreadCount) {
  // Several batch chunks, a shorter last chunk, and a grouped problem.
  for (aclDataType d : kTypes) {
    ConvCase c;
    c.s.nd = 2; c.s.N = 11; c.s.Cin = 8; c.s.Cout = 12; c.s.G = 2;
    c.s.in[0] = 9; c.s.in[1] = 10; c.s.k[0] = 3; c.s.k[1] = 2; c.s.pb[0] = c.s.pa[0] = 1;
    c.s.stride[1] = 2; c.s.dil[0] = 2;
    c.dtype(d);
    c.Test();
    ConvCase t = c;
    t.s.transposed = true;
    t.s.op[1] = 1;
    t.s.dil[0] = 1;
    t.dt_y = d == ACL_FLOAT ? ACL_FLOAT : ACL_BF16;
    t.Test();
  }
  ConvCase big;
  big.s.nd = 2; big.s.N = 7; big.s.Cin = 32; big.s.Cout = 48;
  big.s.in[0] = 20; big.s.in[1] = 24; big.s.k[0] = big.s.k[1] = 3; big.s.pb[0] = big.s.pa[0] = 1;
  big.s.pb[1] = big.s.pa[1] = 1;
  big.Test();
}

// Pointwise fp32 convolutions over at least 784 output positions run one GEMM per image on the
// plain layout (conv.cc): with and without bias, fp16 and HF32 operands, strided views, 1-D/2-D/3-D.
TEST(Convolution, PointwiseGemmPath) {
  for (int nd = 1; nd <= 3; ++nd) {
    ConvCase c;
    c.s.nd = nd; c.s.N = 5; c.s.Cin = 24; c.s.Cout = 20;
    if (nd == 1) c.s.in[0] = 1000;
    if (nd == 2) c.s.in[0] = c.s.in[1] = 30;
    if (nd == 3) { c.s.in[0] = 4; c.s.in[1] = c.s.in[2] = 15; }
    c.Test();
    ConvCase nb = c;
    nb.bias = false;
    nb.Test();
    ConvCase half = c;
    half.dt_x = half.dt_w = ACL_FLOAT16;
    half.dt_b = half.dt_y = ACL_FLOAT;
    half.Test();
    ConvCase hf32 = c;
    hf32.cmt = 1;
    hf32.Test();
    ConvCase strided = c;
    strided.l_x = Layout::Transposed(nd + 2);
    strided.l_y = Layout::Transposed(nd + 2);
    strided.check_threads = false;
    strided.Test();
  }
}

// Channel counts that are multiples of 16 take the blocked layouts' own transposes
// (core/blocked16.h); the transposed forward adds its bias after the backward-data primitive.
TEST(Convolution, TransposedBlockedWithBias) {
  for (aclDataType d : kTypes) {
    ConvCase t;
    t.s.nd = 2; t.s.transposed = true; t.s.N = 3; t.s.Cin = 32; t.s.Cout = 16;
    t.s.in[0] = 9; t.s.in[1] = 11; t.s.k[0] = t.s.k[1] = 4; t.s.stride[0] = t.s.stride[1] = 2;
    t.s.pb[0] = t.s.pa[0] = t.s.pb[1] = t.s.pa[1] = 1;
    t.dtype(d);
    t.Test();
  }
}

TEST(Convolution, OutputPaddingBeyondTheCrop) {
  // op > pa: the last positions receive contributions past oneDNN's full output, i.e. bias only
  // (spec §4.4) -- and with pb > full extent every output is bias.
  for (int nd = 1; nd <= 3; ++nd) {
    ConvCase c;
    c.s.nd = nd; c.s.transposed = true; c.s.N = 2; c.s.Cin = 3; c.s.Cout = 4;
    for (int i = 0; i < nd; ++i) { c.s.in[i] = 3; c.s.k[i] = 2; c.s.stride[i] = 3; c.s.op[i] = 2; }
    c.Test();
    c.s.k[nd - 1] = 3;
    c.s.pb[nd - 1] = c.s.pa[nd - 1] = nd == 3 ? 2 : 1;
    c.Test();
  }
}

TEST(Convolution, Depthwise2d) {
  std::mt19937_64 rng(TestSeed() + 4);
  for (aclDataType d : kTypes)
    for (int cmt = 0; cmt <= 4; ++cmt) {
      auto pick = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
      ConvCase c;
      c.depthwise = true;
      c.s.nd = 2; c.s.N = pick(1, 3); c.s.Cin = pick(1, 5); c.s.G = c.s.Cin; c.s.Cout = c.s.Cin * pick(1, 3);
      for (int i = 0; i < 2; ++i) {
        c.s.k[i] = pick(1, 3); c.s.stride[i] = pick(1, 2); c.s.dil[i] = pick(1, 2);
        c.s.pb[i] = c.s.pa[i] = pick(0, 2);
        c.s.in[i] = c.s.dil[i] * (c.s.k[i] - 1) + pick(1, 6);
      }
      c.dtype(d);
      c.cmt = cmt;
      c.bias = cmt != 3;
      if (cmt == 1) { c.l_x = Layout::Transposed(4); c.l_y = Layout::Padded(2, 1); }
      c.Test();
    }
}

TEST(Convolution, SpecialValuesPropagate) {
  ConvCase c;
  c.s.nd = 2; c.s.N = 2; c.s.Cin = 2; c.s.Cout = 3; c.s.in[0] = c.s.in[1] = 4; c.s.k[0] = c.s.k[1] = 2;
  for (aclDataType d : kTypes) {
    c.dtype(d);
    c.f_x.kind = Fill::kChoice;
    c.f_x.choices = {1.0, -2.0, INFINITY, -INFINITY, NAN, 0.5};
    c.Test();
  }
}

// §4.6 worked examples (all ones).
TEST(Convolution, WorkedExamples) {
  auto ones = [](ConvCase& c) {
    for (Fill* f : {&c.f_x, &c.f_w, &c.f_b}) { f->kind = Fill::kConst; f->value = 1; }
  };
  ConvCase a;  // (2,2,2,2) * (1,2,1,1), cmt 1 -> 2 everywhere
  a.s.nd = 2; a.s.N = 2; a.s.Cin = 2; a.s.Cout = 1; a.s.in[0] = a.s.in[1] = 2; a.bias = false; a.cmt = 1;
  ones(a);
  a.Test();
  ConvCase t;  // 2-D transposed (1,16,2,2) * (16,16,2,2) -> rows [16,32,16], [32,64,32], [16,32,16]
  t.s.nd = 2; t.s.transposed = true; t.s.N = 1; t.s.Cin = 16; t.s.Cout = 16;
  t.s.in[0] = t.s.in[1] = 2; t.s.k[0] = t.s.k[1] = 2; t.bias = false;
  ones(t);
  t.Test();
}

// §5.2: a 16-bit compute rounds the result to P before the conversion to a wider output.
TEST(Convolution, ResultRoundedToComputeDtypeFirst) {
  const int64_t st[] = {1, 1}, pd[] = {0, 0}, dl[] = {1, 1};
  TestTensor x({1, 2, 1, 1}, ACL_FLOAT16), w({1, 2, 1, 1}, ACL_FLOAT16), y({1, 1, 1, 1}, ACL_FLOAT);
  x.SetValues({1.0, 1.0});
  w.SetValues({1.0, std::ldexp(3.0, -12)});  // 1 + 3*2^-12: fp16 keeps 1 + 2^-10
  x.get()->format = w.get()->format = y.get()->format = ACL_FORMAT_NCHW;
  aclIntArray* a_st = aclCreateIntArray(st, 2);
  aclIntArray* a_pd = aclCreateIntArray(pd, 2);
  aclIntArray* a_dl = aclCreateIntArray(dl, 2);
  ASSERT_EQ(RunTwoPhase([&](uint64_t* wsz, aclOpExecutor** ex) {
    return aclnnConvolutionGetWorkspaceSize(x.get(), w.get(), nullptr, a_st, a_pd, a_dl, false, nullptr, 1, y.get(), 0,
                                            wsz, ex);
  }, aclnnConvolution), 0) << aclGetRecentErrMsg();
  EXPECT_EQ(y.Get(0), 1.0 + std::ldexp(1.0, -10));
  for (aclIntArray* a : {a_st, a_pd, a_dl}) aclDestroyIntArray(a);
}

// §5.2: with a FP16 compute the bias enters as its fp16 value, except for 3-D 1x1x1 kernels.
// bias 1 + 2^-11 + 2^-13 (fp16: 1 + 2^-10), product -2^-12: via the fp16 bias the sum rounds to
// 1 + 2^-10, with the fp32 bias to 1.
TEST(Convolution, BiasRoundedToFp16ExceptPointwise3d) {
  for (int nd : {2, 3}) {
    Shape xs{1, 1}, ws{1, 1};
    std::vector<int64_t> ones, zeros;
    for (int i = 0; i < nd; ++i) { xs.push_back(1); ws.push_back(1); ones.push_back(1); zeros.push_back(0); }
    const aclFormat f = nd == 2 ? ACL_FORMAT_NCHW : ACL_FORMAT_NCDHW;
    TestTensor x(xs, ACL_FLOAT16), w(ws, ACL_FLOAT16), b({1}, ACL_FLOAT), y(xs, ACL_FLOAT16);
    x.SetValues({1.0});
    w.SetValues({-std::ldexp(1.0, -12)});
    b.SetValues({1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -13)});
    x.get()->format = w.get()->format = y.get()->format = f;
    aclIntArray* a1 = aclCreateIntArray(ones.data(), ones.size());
    aclIntArray* a0 = aclCreateIntArray(zeros.data(), zeros.size());
    ASSERT_EQ(RunTwoPhase([&](uint64_t* wsz, aclOpExecutor** ex) {
      return aclnnConvolutionGetWorkspaceSize(x.get(), w.get(), b.get(), a1, a0, a1, false, nullptr, 1, y.get(), 0,
                                              wsz, ex);
    }, aclnnConvolution), 0) << aclGetRecentErrMsg();
    EXPECT_EQ(y.Get(0), nd == 2 ? 1.0 + std::ldexp(1.0, -10) : 1.0) << nd << "-D";
    aclDestroyIntArray(a1);
    aclDestroyIntArray(a0);
  }
}

// An output sharing memory with the input, one image further on: every input element is read
// before any output element is written (as the device computes into a temporary), for any thread
// count.
TEST(Convolution, OutputAliasingTheInput) {
  const int64_t st[] = {1, 1}, pd[] = {1, 1}, dl[] = {1, 1};
  aclIntArray* a_st = aclCreateIntArray(st, 2);
  aclIntArray* a_pd = aclCreateIntArray(pd, 2);
  aclIntArray* a_dl = aclCreateIntArray(dl, 2);
  std::mt19937_64 rng(TestSeed());
  TestTensor buf({9, 3, 5, 6}, ACL_FLOAT), w({3, 3, 3, 3}, ACL_FLOAT), y({8, 3, 5, 6}, ACL_FLOAT);
  w.get()->format = y.get()->format = ACL_FORMAT_NCHW;
  buf.FillUniform(rng, -1, 1);
  w.FillUniform(rng, -1, 1);
  const std::vector<double> bv = buf.Values();
  const std::vector<int64_t> shape{8, 3, 5, 6}, storage{9, 3, 5, 6}, strides{90, 30, 6, 1};
  auto view = [&](int64_t offset) {
    return aclCreateTensor(shape.data(), 4, ACL_FLOAT, strides.data(), offset, ACL_FORMAT_NCHW, storage.data(), 4,
                           buf.data());
  };
  auto run = [&](aclTensor* in, aclTensor* out) {
    return RunTwoPhase([&](uint64_t* wsz, aclOpExecutor** ex) {
      return aclnnConvolutionGetWorkspaceSize(in, w.get(), nullptr, a_st, a_pd, a_dl, false, nullptr, 1, out, 0, wsz,
                                              ex);
    }, aclnnConvolution);
  };
  aclTensor* in = view(0);
  ASSERT_EQ(run(in, y.get()), 0) << aclGetRecentErrMsg();
  const std::vector<double> want = y.Values();
  for (int threads : {1, 2, 3}) {
    ScopedThreads scoped(threads);
    buf.SetValues(bv);
    aclTensor* out = view(90);
    ASSERT_EQ(run(in, out), 0) << aclGetRecentErrMsg();
    aclDestroyTensor(out);
    const std::vector<double> got = buf.Values();
    EXPECT_TRUE(std::equal(want.begin(), want.end(), got.begin() + 90)) << threads << " threads";
  }
  aclDestroyTensor(in);
  for (aclIntArray* a : {a_st, a_pd, a_dl}) aclDestroyIntArray(a);
}

// An output whose elements share addresses (batch stride 0): written in element order on one
// thread, so the last image's values survive whatever the thread count.
TEST(Convolution, SelfOverlappingOutputIsDeterministic) {
  const int64_t st[] = {1, 1}, pd[] = {1, 1}, dl[] = {1, 1};
  aclIntArray* a_st = aclCreateIntArray(st, 2);
  aclIntArray* a_pd = aclCreateIntArray(pd, 2);
  aclIntArray* a_dl = aclCreateIntArray(dl, 2);
  std::mt19937_64 rng(TestSeed());
  TestTensor x({13, 2, 4, 5}, ACL_FLOAT), w({3, 2, 3, 3}, ACL_FLOAT), y({13, 3, 4, 5}, ACL_FLOAT),
      one({1, 3, 4, 5}, ACL_FLOAT);
  for (TestTensor* t : {&x, &w, &y, &one}) t->get()->format = ACL_FORMAT_NCHW;
  x.FillUniform(rng, -1, 1);
  w.FillUniform(rng, -1, 1);
  auto run = [&](aclTensor* out) {
    return RunTwoPhase([&](uint64_t* wsz, aclOpExecutor** ex) {
      return aclnnConvolutionGetWorkspaceSize(x.get(), w.get(), nullptr, a_st, a_pd, a_dl, false, nullptr, 1, out, 0,
                                              wsz, ex);
    }, aclnnConvolution);
  };
  ASSERT_EQ(run(y.get()), 0) << aclGetRecentErrMsg();
  const std::vector<double> all = y.Values();
  const std::vector<int64_t> shape{13, 3, 4, 5}, strides{0, 20, 5, 1}, storage{1, 3, 4, 5};
  for (int threads : {1, 2, 3}) {
    ScopedThreads scoped(threads);
    one.Poison();
    aclTensor* out = aclCreateTensor(shape.data(), 4, ACL_FLOAT, strides.data(), 0, ACL_FORMAT_NCHW, storage.data(), 4,
                                     one.data());
    ASSERT_EQ(run(out), 0) << aclGetRecentErrMsg();
    aclDestroyTensor(out);
    const std::vector<double> got = one.Values();
    EXPECT_TRUE(std::equal(got.begin(), got.end(), all.end() - 60)) << threads << " threads";
  }
  for (aclIntArray* a : {a_st, a_pd, a_dl}) aclDestroyIntArray(a);
}

// A transposed convolution whose padding crops away every position the kernel reaches along one
// axis (full output extent (I-1)*stride + dil*(K-1) + 1 = 1 below the low pad 2): the output is the
// bias alone. The plan's convolved extent is then empty, not negative.
TEST(Convolution, TransposedPaddingCropsTheWholeProduct) {
  ConvCase c;
  c.s.nd = 2;
  c.s.N = 1;
  c.s.Cin = 6;
  c.s.Cout = 6;
  c.s.G = 2;
  c.s.transposed = true;
  c.asym = true;  // padding [before, after] per dim
  const int64_t in[2] = {1, 5}, k[2] = {1, 3}, st[2] = {3, 1}, dl[2] = {2, 2}, pb[2] = {2, 0}, op[2] = {2, 0};
  for (int i = 0; i < 2; ++i) {
    c.s.in[i] = in[i];
    c.s.k[i] = k[i];
    c.s.stride[i] = st[i];
    c.s.dil[i] = dl[i];
    c.s.pb[i] = pb[i];
    c.s.op[i] = op[i];
  }
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16}) {
    c.dtype(d);
    c.Test();
  }
}

// 3-D tensors labelled NDHWC (spec §3.2: channel-last, a weight (Cout, kD, kH, kW, Cin/G), for a
// transposed convolution (Cin, kD, kH, kW, Cout/G)): the same numbers, bit for bit, as the NCDHW
// call on the same values, for any mix of labels among x, filter and y (x and y share theirs).
TEST(Convolution, ChannelLast3dEqualsChannelFirst) {
  std::mt19937_64 rng(TestSeed() + 40);
  // (N, C, D, H, W) values stored channel-first or channel-last.
  auto to_last = [](const std::vector<float>& v, const int64_t* d) {
    std::vector<float> r(v.size());
    for (int64_t n = 0; n < d[0]; ++n)
      for (int64_t c = 0; c < d[1]; ++c)
        for (int64_t s = 0; s < d[2] * d[3] * d[4]; ++s)
          r[static_cast<size_t>((n * d[2] * d[3] * d[4] + s) * d[1] + c)] =
              v[static_cast<size_t>((n * d[1] + c) * d[2] * d[3] * d[4] + s)];
    return r;
  };
  auto make = [](std::vector<float>& buf, const int64_t* d, bool last, aclDataType dt) {
    const int64_t shape[5] = {d[0], last ? d[2] : d[1], last ? d[3] : d[2], last ? d[4] : d[3], last ? d[1] : d[4]};
    int64_t strides[5];
    int64_t acc = 1;
    for (int i = 4; i >= 0; --i) strides[i] = acc, acc *= shape[i];
    return aclCreateTensor(shape, 5, dt, strides, 0, last ? ACL_FORMAT_NDHWC : ACL_FORMAT_NCDHW, shape, 5, buf.data());
  };
  for (int rep = 0; rep < 6; ++rep) {
    const bool tr = rep % 2 == 1;
    ConvCase c = RandomCase(rng, 3, tr);
    const auto& s = c.s;
    SCOPED_TRACE(SeedNote(TestSeed()) + " case " + std::to_string(rep));
    const int64_t xd[5] = {s.N, s.Cin, s.in[0], s.in[1], s.in[2]};
    const int64_t wd[5] = {tr ? s.Cin : s.Cout, tr ? s.Cout / s.G : s.Cin / s.G, s.k[0], s.k[1], s.k[2]};
    const int64_t yd[5] = {s.N, s.Cout, s.Out(0), s.Out(1), s.Out(2)};
    auto numel = [](const int64_t* d) { return static_cast<size_t>(d[0] * d[1] * d[2] * d[3] * d[4]); };
    std::vector<float> x(numel(xd)), w(numel(wd)), b(static_cast<size_t>(s.Cout));
    std::uniform_real_distribution<float> u(-1.f, 1.f);
    for (auto* v : {&x, &w, &b})
      for (float& e : *v) e = u(rng);
    std::vector<int64_t> st, pad, dil, op;
    for (int i = 0; i < 3; ++i) {
      st.push_back(s.stride[i]); pad.push_back(s.pb[i]); dil.push_back(s.dil[i]); op.push_back(s.op[i]);
    }
    // pb == pa in 3-D (one pad per axis).
    aclIntArray* a_st = aclCreateIntArray(st.data(), 3);
    aclIntArray* a_pad = aclCreateIntArray(pad.data(), 3);
    aclIntArray* a_dil = aclCreateIntArray(dil.data(), 3);
    aclIntArray* a_op = aclCreateIntArray(op.data(), 3);
    const int64_t bshape[1] = {s.Cout}, bstride[1] = {1};
    aclTensor* tb = aclCreateTensor(bshape, 1, ACL_FLOAT, bstride, 0, ACL_FORMAT_ND, bshape, 1, b.data());
    std::vector<float> want;
    for (int labels = 0; labels < 4; ++labels) {  // bit 0: x and y channel-last; bit 1: the filter
      const bool xl = labels & 1, wl = labels & 2;
      std::vector<float> xb = xl ? to_last(x, xd) : x, wb = wl ? to_last(w, wd) : w;
      std::vector<float> yb(numel(yd), std::nanf(""));
      aclTensor* tx = make(xb, xd, xl, ACL_FLOAT);
      aclTensor* tw = make(wb, wd, wl, ACL_FLOAT);
      aclTensor* ty = make(yb, yd, xl, ACL_FLOAT);
      ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
        return aclnnConvolutionGetWorkspaceSize(tx, tw, tb, a_st, a_pad, a_dil, tr, a_op, s.G, ty, 0, ws, ex);
      }, aclnnConvolution), 0) << "labels " << labels << ": " << aclGetRecentErrMsg();
      if (labels == 0) {
        want = yb;
        for (float v : want) ASSERT_FALSE(std::isnan(v));
      } else {
        const std::vector<float> expect = xl ? to_last(want, yd) : want;
        ASSERT_EQ(std::memcmp(expect.data(), yb.data(), expect.size() * sizeof(float)), 0) << "labels " << labels;
      }
      for (aclTensor* t : {tx, tw, ty}) aclDestroyTensor(t);
    }
    aclDestroyTensor(tb);
    for (aclIntArray* a : {a_st, a_pad, a_dil, a_op}) aclDestroyIntArray(a);
  }
}
