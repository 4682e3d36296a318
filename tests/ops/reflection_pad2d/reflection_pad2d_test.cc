// ReflectionPad2d numerics: the float64 reference (spec §3.2) for every A2 dtype, the worked example
// (§3.5 item 5), every ATK case, views, limits, negative padding, overlap, thread counts.
#include <cstdlib>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "ops/reflection_pad2d/ref.h"
#include "pad_test_util.h"

using namespace aclnn_test;
using namespace pad_test;

namespace {

const aclDataType kAllDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,  ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128,
                                  ACL_INT8,  ACL_INT16,   ACL_INT32, ACL_INT64,  ACL_UINT8,     ACL_BOOL};

class FwdTester {
 public:
  FwdTester& self(Shape s, aclDataType d = ACL_FLOAT) { shape_ = std::move(s); dtype_ = d; return *this; }
  FwdTester& padding(Padding p) { pad_ = p; return *this; }
  FwdTester& self_layout(Layout l) { self_layout_ = std::move(l); return *this; }
  FwdTester& out_layout(Layout l) { out_layout_ = std::move(l); return *this; }
  FwdTester& fill(const Fill& f) { fill_ = f; has_fill_ = true; return *this; }
  FwdTester& threads(std::vector<int> t) { threads_ = std::move(t); return *this; }

  void Test() const {
    const uint64_t seed = TestSeed();
    SCOPED_TRACE(SeedNote(seed) + " self " + ShapeStr(shape_) + " " + Name(dtype_) + " padding " + PadStr(pad_));
    std::mt19937_64 rng(seed);
    TestTensor x(shape_, dtype_, self_layout_), out(Padded(shape_, pad_), dtype_, out_layout_);
    std::vector<double> v = has_fill_ ? FillScalars(x, fill_, rng) : RandomScalars(x, rng, -100, 100);
    SetScalars(x, v);
    v = Scalars(x);
    const size_t r = shape_.size();
    const std::vector<double> want = aclnn_cpu::ref::ReflectionPad2d(v, Planes(shape_), shape_[r - 2], shape_[r - 1],
                                                                     Comps(dtype_), pad_.data());
    for (int t : threads_) {
      ScopedThreads st(t);
      out.Poison();
      ASSERT_EQ(RunForward(x.get(), pad_, out.get()), 0) << aclGetRecentErrMsg();
      std::string why;
      ASSERT_TRUE(out.UntouchedOutside(&why)) << "out: " << why;
      ASSERT_TRUE(x.UntouchedOutside(&why)) << "self: " << why;
      const std::vector<double> got = Scalars(out);
      ASSERT_EQ(got.size(), want.size());
      for (size_t i = 0; i < got.size(); ++i)  // a copy: exact
        ASSERT_EQ(std::memcmp(&got[i], &want[i], sizeof(double)), 0)
            << "scalar " << i << ": got " << got[i] << ", want " << want[i] << " (" << t << " threads)";
      ASSERT_EQ(Scalars(x), v) << "self was modified";
    }
  }

 private:
  Shape shape_{1, 3, 3};
  aclDataType dtype_ = ACL_FLOAT;
  Padding pad_{1, 1, 1, 1};
  Layout self_layout_, out_layout_;
  Fill fill_;
  bool has_fill_ = false;
  std::vector<int> threads_{1, 2, 3};
};

}  // namespace

TEST(ReflectionPad2d, WorkedExample) {
  // §3.5 item 5 (the operator doc): self 3x3 = 0..8, padding [2,2,2,2].
  TestTensor x({1, 1, 3, 3}, ACL_FLOAT), out({1, 1, 7, 7}, ACL_FLOAT);
  x.SetValues({0, 1, 2, 3, 4, 5, 6, 7, 8});
  ASSERT_EQ(RunForward(x.get(), {2, 2, 2, 2}, out.get()), 0);
  const std::vector<double> want = {8, 7, 6, 7, 8, 7, 6, 5, 4, 3, 4, 5, 4, 3, 2, 1, 0, 1, 2, 1, 0, 5, 4, 3, 4,
                                    5, 4, 3, 8, 7, 6, 7, 8, 7, 6, 5, 4, 3, 4, 5, 4, 3, 2, 1, 0, 1, 2, 1, 0};
  EXPECT_EQ(out.Values(), want);
  // The doc program (runtime.md §9 row 5): [[1,2],[3,4]] with padding [1,1,1,1].
  TestTensor y({1, 1, 2, 2}, ACL_FLOAT), o2({1, 1, 4, 4}, ACL_FLOAT);
  y.SetValues({1, 2, 3, 4});
  ASSERT_EQ(RunForward(y.get(), {1, 1, 1, 1}, o2.get()), 0);
  EXPECT_EQ(o2.Values(), (std::vector<double>{4, 3, 4, 3, 2, 1, 2, 1, 4, 3, 4, 3, 2, 1, 2, 1}));
}

TEST(ReflectionPad2d, AllDtypes3DAnd4D) {
  for (aclDataType d : kAllDtypes) {
    SCOPED_TRACE(Name(d));
    FwdTester().self({2, 3, 17, 19}, d).padding({3, 2, 4, 1}).Test();
    FwdTester().self({5, 9, 8}, d).padding({7, 7, 8, 8}).Test();
    FwdTester().self({1, 1, 1, 1}, d).padding({0, 0, 0, 0}).Test();
  }
}

TEST(ReflectionPad2d, PaddingAtItsLimits) {
  for (aclDataType d : {ACL_FLOAT, ACL_BF16, ACL_INT8, ACL_COMPLEX128}) {
    SCOPED_TRACE(Name(d));
    FwdTester().self({2, 3, 5, 4}, d).padding({3, 3, 4, 4}).Test();
    FwdTester().self({3, 1, 6}, d).padding({5, 5, 0, 0}).Test();  // H = 1
    FwdTester().self({3, 6, 1}, d).padding({0, 0, 5, 5}).Test();  // W = 1
    FwdTester().self({2, 30, 41}, d).padding({40, 40, 29, 29}).Test();
  }
}

TEST(ReflectionPad2d, RowLengthsAndLargeProblems) {
  for (int64_t w : {1, 2, 3, 7, 8, 9, 16, 17, 33, 64, 65, 257})
    FwdTester().self({2, 5, w}, ACL_FLOAT).padding({std::min<int64_t>(3, w - 1), std::min<int64_t>(2, w - 1), 2, 3})
        .threads({1, 2}).Test();
  FwdTester().self({2, 8, 64, 300}).padding({3, 3, 3, 3}).Test();
  FwdTester().self({3, 257, 129}, ACL_BF16).padding({21, 19, 18, 21}).Test();
}

TEST(ReflectionPad2d, StreamedOutputs) {
  // Calls whose data exceeds the last-level cache write rows of 512 bytes and more with
  // non-temporal stores; the cache is taken as 0 bytes here so test-sized shapes take that path.
  ScopedStreamedStores streamed;
  // Rows built in L1 and streamed (rows of 146 floats and 306 bf16: not a multiple of the vector
  // size, so row starts are misaligned).
  FwdTester().self({2, 3, 60, 140}).padding({3, 3, 3, 3}).threads({2}).Test();
  FwdTester().self({2, 3, 30, 300}, ACL_BF16).padding({3, 3, 4, 2}).threads({3}).Test();
  // Dense outputs are streamed in 64-byte-aligned chunks of 32 KiB that cut rows anywhere: an
  // output view starting at an odd element offset (so the first chunk is a partial line), 16-byte
  // elements, and a shape whose chunks end mid-plane; each with 1 and 2 threads.
  Layout shifted;
  shifted.offset = 5;
  FwdTester().self({2, 3, 60, 140}).padding({3, 3, 3, 3}).out_layout(shifted).threads({1, 2}).Test();
  FwdTester().self({2, 3, 40, 100}, ACL_COMPLEX64).padding({5, 0, 1, 7}).threads({2, 1}).Test();
  // Rows go out straight from the input where its columns are contiguous, else through a row
  // buffer: a transposed self (column stride != 1), and cropping (negative) pads.
  FwdTester().self({2, 3, 60, 140}).padding({3, 2, 1, 3}).self_layout(Layout::Transposed(4)).threads({2}).Test();
  FwdTester().self({2, 3, 40, 300}, ACL_FLOAT16).padding({-2, 3, 1, -1}).threads({1, 2}).Test();
  // Row by row (each row built in L1, then streamed): rows longer than 8 KiB, and an output whose
  // rows are not adjacent in memory.
  FwdTester().self({2, 3, 12, 2100}).padding({3, 3, 1, 2}).threads({2, 1}).Test();
  FwdTester().self({2, 3, 60, 140}).padding({3, 3, 3, 3}).out_layout(Layout::Padded(2, 5)).threads({2}).Test();
  // Rows shorter than 512 bytes take plain stores in the same setting.
  FwdTester().self({2, 5, 40, 60}).padding({1, 1, 1, 1}).out_layout(shifted).threads({2}).Test();
}

TEST(ReflectionPad2d, StridedAndOffsetViews) {
  for (aclDataType d : {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_COMPLEX64, ACL_INT8, ACL_BOOL}) {
    SCOPED_TRACE(Name(d));
    FwdTester().self({2, 3, 6, 7}, d).padding({2, 3, 1, 2}).self_layout(Layout::Transposed(4))
        .out_layout(Layout::Padded(3, 5)).Test();
    FwdTester().self({4, 9, 11}, d).padding({4, 2, 3, 3}).self_layout(Layout::Padded(2, 7))
        .out_layout(Layout::Transposed(3)).Test();
    Layout every_other;  // self [2, 4, 5]: every other column of a wider buffer, with an offset
    every_other.strides = {4 * 12, 12, 2};
    every_other.offset = 3;
    Layout reversed;
    reversed.perm = {2, 1, 0};
    FwdTester().self({2, 4, 5}, d).padding({2, 2, 2, 2}).self_layout(every_other).out_layout(reversed).Test();
    Layout nhwc;
    nhwc.perm = {0, 2, 3, 1};
    FwdTester().self({2, 5, 4, 6}, d).padding({1, 2, 3, 0}).self_layout(nhwc).out_layout(nhwc).Test();
  }
}

TEST(ReflectionPad2d, NegativePaddingCrops) {
  for (aclDataType d : {ACL_FLOAT, ACL_BF16, ACL_INT32, ACL_COMPLEX64}) {
    SCOPED_TRACE(Name(d));
    FwdTester().self({2, 6, 7}, d).padding({-1, 2, 1, -2}).Test();
    FwdTester().self({1, 2, 6, 7}, d).padding({-3, -2, -4, 2}).Test();
    FwdTester().self({3, 5, 9}, d).padding({4, -6, -2, 3}).Test();
  }
}

TEST(ReflectionPad2d, EmptyBatchWritesNothing) {
  TestTensor x({0, 2, 3, 4}, ACL_FLOAT), out({0, 2, 5, 6}, ACL_FLOAT);
  ASSERT_EQ(RunForward(x.get(), {1, 1, 1, 1}, out.get()), 0);
  EXPECT_TRUE(out.UntouchedOutside());
  // out empty through negative padding (4-D): success, nothing to write.
  TestTensor y({1, 2, 3, 2}, ACL_FLOAT), o2({1, 2, 3, 0}, ACL_FLOAT);
  ASSERT_EQ(RunForward(y.get(), {-1, -1, 0, 0}, o2.get()), 0);
}

TEST(ReflectionPad2d, OverlappingOutAndSelf) {
  const uint64_t seed = TestSeed();
  SCOPED_TRACE(SeedNote(seed));
  std::mt19937_64 rng(seed);
  for (aclDataType d : {ACL_FLOAT, ACL_INT16, ACL_COMPLEX128}) {
    // self [2, 3, 4] lives at the start of a buffer that out [2, 5, 6] also covers.
    TestTensor out({2, 5, 6}, d);
    const int64_t dims[3] = {2, 3, 4}, strides[3] = {30, 6, 1}, storage[1] = {out.storage_elems()};
    aclTensor* self = aclCreateTensor(dims, 3, d, strides, 7, ACL_FORMAT_ND, storage, 1, out.data());
    auto all = RandomScalars(out, rng, -50, 50);
    SetScalars(out, all);
    const int64_t k = Comps(d);
    std::vector<double> sv;
    for (int64_t b = 0; b < 2; ++b)
      for (int64_t y = 0; y < 3; ++y)
        for (int64_t x = 0; x < 4; ++x)
          for (int64_t c = 0; c < k; ++c) sv.push_back(all[static_cast<size_t>((b * 30 + 7 + y * 6 + x) * k + c)]);
    const Padding p{1, 1, 1, 1};
    const auto want = aclnn_cpu::ref::ReflectionPad2d(sv, 2, 3, 4, k, p.data());
    ASSERT_EQ(RunForward(self, p, out.get()), 0) << aclGetRecentErrMsg();
    EXPECT_EQ(Scalars(out), want) << Name(d);
    aclDestroyTensor(self);
  }
}

// Every upstream ATK case (out scaled down to at most 2^16 elements), fresh random data.
TEST(ReflectionPad2d, AtkConformance) {
  const auto cases = LoadCases("reflection_pad2d");
  ASSERT_EQ(cases.size(), 203u);
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& self = c.tensors.at("self");
    const auto pv = c.AttrList("padding");
    ASSERT_EQ(pv.size(), 4u);
    const Padding p{pv[0], pv[1], pv[2], pv[3]};
    FwdTester().self(ScaleDownPadded(self.shape, p, 1 << 16), self.dtype).padding(p).fill(self.fill).Test();
    if (HasFailure()) return;
  }
}
