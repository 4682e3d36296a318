// GroupedBiasAddGrad(V2): numerics against the float64 reference, modes A/B/C, index dtypes, views,
// empty and uneven groups, out-of-contract index values, aliasing, determinism.
#include <algorithm>
#include <numeric>

#include "gbag_util.h"

using namespace gbag_test;

namespace {

const aclDataType kFloatTypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
const aclDataType kIdxTypes[] = {ACL_INT32, ACL_INT64};

struct Seeded {
  uint64_t seed = TestSeed();
  std::mt19937_64 rng{seed};
};

// n non-decreasing end offsets in [0, R] ending at R.
std::vector<int64_t> RandomEnds(std::mt19937_64& rng, int64_t n, int64_t R) {
  std::vector<int64_t> e(static_cast<size_t>(n));
  std::uniform_int_distribution<int64_t> d(0, R);
  for (auto& x : e) x = d(rng);
  std::sort(e.begin(), e.end());
  e.back() = R;
  return e;
}

std::vector<int64_t> Sizes(const std::vector<int64_t>& ends) {
  std::vector<int64_t> s(ends.size());
  int64_t prev = 0;
  for (size_t j = 0; j < ends.size(); ++j) {
    s[j] = ends[j] - prev;
    prev = ends[j];
  }
  return s;
}

std::vector<double> Ones(int64_t n) { return std::vector<double>(static_cast<size_t>(n), 1.0); }

}  // namespace

// Spec §8.6: the two official examples and the doc examples.
TEST(GroupedBiasAddGrad, SpecExamples) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  auto rows_of = [](const std::vector<double>& out, int64_t H) {
    std::vector<double> r;
    for (size_t i = 0; i < out.size(); i += static_cast<size_t>(H)) {
      for (int64_t h = 1; h < H; ++h) EXPECT_EQ(out[i + static_cast<size_t>(h)], out[i]);
      r.push_back(out[i]);
    }
    return r;
  };
  auto v1 = Check(Problem().Y({40, 10}).Idx({5, 15, 30, 40}, ACL_INT32).V1().Values(Ones(400)), s.seed);
  EXPECT_EQ(rows_of(v1, 10), (std::vector<double>{5, 10, 15, 10}));
  auto v2 = Check(Problem().Y({40, 10}).Idx({5, 15, 10, 10}, ACL_INT32).Type(1).Values(Ones(400)), s.seed);
  EXPECT_EQ(rows_of(v2, 10), (std::vector<double>{5, 15, 10, 10}));
  auto d0 = Check(Problem().Y({1000, 30}).Idx({400, 600, 1000}).Values(Ones(30000)), s.seed);
  EXPECT_EQ(rows_of(d0, 30), (std::vector<double>{400, 200, 400}));
  auto d1 = Check(Problem().Y({1000, 30}).Idx({400, 210, 390}).Type(1).Values(Ones(30000)), s.seed);
  EXPECT_EQ(rows_of(d1, 30), (std::vector<double>{400, 210, 390}));
  auto a = Check(Problem().Y({10, 100, 30}).V1().Values(Ones(30000)), s.seed);
  EXPECT_EQ(rows_of(a, 30), std::vector<double>(10, 100.0));
  // The same through V2 with groupIdxType 1 and no index: mode A (spec §8.7 item 9).
  auto a2 = Check(Problem().Y({10, 100, 30}).Type(1).Values(Ones(30000)), s.seed);
  EXPECT_EQ(a2, a);
}

// Spec §8.4: the 25 kernel unit-test cases of gen_data.py (list-valued cases rebuilt with the
// same shape: number of groups, empty groups, end value).
TEST(GroupedBiasAddGrad, UpstreamKernelCases) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  Fill normal;
  normal.kind = Fill::kNormal;  // N(0, 1)
  std::vector<int64_t> g224 = RandomEnds(s.rng, 224, 1968);
  g224[0] = 1, g224[1] = 4, g224[219] = 658, g224[220] = 737, g224[221] = 1492, g224[222] = 1592, g224[223] = 1968;
  std::sort(g224.begin(), g224.end());
  std::vector<int64_t> g200 = RandomEnds(s.rng, 200, 200);
  g200[0] = 0;
  std::vector<int64_t> sz200(200, 0);
  for (int i = 0; i < 108; ++i) sz200[static_cast<size_t>(s.rng() % 199)] += 1;
  sz200[3] = 2, sz200[7] = 2, sz200[199] = 92;
  int64_t rest = 200 - std::accumulate(sz200.begin(), sz200.end(), int64_t{0});
  sz200[199] += rest;  // sum is exactly 200 (last one about 92)
  std::vector<int64_t> g16 = RandomEnds(s.rng, 16, 8875);
  struct C {
    aclDataType dt, it;
    Shape shape;
    std::vector<int64_t> idx;
    int64_t type;
    bool has_idx;
  };
  const std::vector<C> cases = {
      {ACL_FLOAT16, ACL_INT32, {40, 10}, {0, 3, 7, 10}, 0, true},                       // 0
      {ACL_FLOAT, ACL_INT32, {16, 2000, 128}, {}, 0, false},                           // 1
      {ACL_BF16, ACL_INT32, {100, 256}, {40, 60, 100}, 0, true},                       // 2
      {ACL_FLOAT16, ACL_INT32, {1968, 458}, {737, 1492, 1968}, 0, true},               // 3
      {ACL_FLOAT, ACL_INT32, {3200, 399}, {1190, 1490, 2000, 3200}, 0, true},          // 4
      {ACL_FLOAT16, ACL_INT32, {8875, 1228}, g16, 0, true},                            // 5
      {ACL_FLOAT16, ACL_INT32, {100, 256}, {40, 40, 100}, 0, true},                    // 6
      {ACL_FLOAT, ACL_INT32, {1968, 2560}, g224, 0, true},                             // 7
      {ACL_BF16, ACL_INT64, {100, 256}, {40, 60, 100}, 0, true},                       // 8
      {ACL_FLOAT16, ACL_INT64, {1968, 458}, {737, 1492, 1968}, 0, true},               // 9
      {ACL_FLOAT, ACL_INT64, {3200, 399}, {1190, 1490, 2000, 3200}, 0, true},          // 10
      {ACL_FLOAT16, ACL_INT64, {8875, 1228}, g16, 0, true},                            // 11
      {ACL_FLOAT16, ACL_INT64, {100, 256}, {40, 40, 100}, 0, true},                    // 12
      {ACL_FLOAT, ACL_INT64, {1968, 2560}, g224, 0, true},                             // 13
      {ACL_FLOAT16, ACL_INT64, {1968, 2560}, g224, 0, true},                           // 14
      {ACL_BF16, ACL_INT64, {1968, 2560}, g224, 0, true},                              // 15
      {ACL_BF16, ACL_INT64, {200, 2560}, g200, 0, true},                               // 16
      {ACL_FLOAT16, ACL_INT64, {200, 2560}, g200, 0, true},                            // 17
      {ACL_FLOAT, ACL_INT64, {200, 2560}, g200, 0, true},                              // 18
      {ACL_FLOAT16, ACL_INT64, {1, 2560}, {1}, 0, true},                               // 19
      {ACL_FLOAT, ACL_INT64, {1, 2560}, {1}, 0, true},                                 // 20
      {ACL_BF16, ACL_INT64, {100, 256}, {40, 40, 20}, 1, true},                        // 21
      {ACL_FLOAT16, ACL_INT32, {1968, 458}, {737, 737, 494}, 1, true},                 // 22
      {ACL_FLOAT, ACL_INT64, {200, 2560}, sz200, 1, true},                             // 23
      {ACL_FLOAT, ACL_INT32, {200, 2560}, sz200, 1, true},                             // 24
  };
  for (size_t i = 0; i < cases.size(); ++i) {
    SCOPED_TRACE("gen_data case " + std::to_string(i));
    const C& c = cases[i];
    Problem p;
    p.Y(c.shape, c.dt).WithFill(normal);
    if (c.has_idx) p.Idx(c.idx, c.it).Type(c.type); else p.V1();
    Check(p, s.seed + i);
    if (HasFailure()) return;
  }
}

// Every upstream ATK case, fresh data. 2-D cases: groupIdx = round(linspace(R // G, R, G)) as the
// ATK executor sets it (one row per group for G = R: bit-exact); 3-D cases have a [0] index that
// the executor drops (mode A).
TEST(GroupedBiasAddGrad, AtkConformance) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  const auto cases = LoadCases("grouped_bias_add_grad");
  ASSERT_EQ(cases.size(), 210u);
  int mode_a = 0, mode_b = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE("ATK case " + std::to_string(c.id));
    const CaseTensor& y = c.tensors.at("gradY");
    const CaseTensor& gi = c.tensors.at("groupIdxOptional");
    Problem p;
    p.Y(ScaleDown(y.shape, 1 << 16), y.dtype).WithFill(y.fill).V1();
    if (y.shape.size() == 2) {
      const int64_t R = p.y_shape[0], G = std::min<int64_t>(gi.shape[0], R);
      std::vector<int64_t> v(static_cast<size_t>(G));
      const double a = static_cast<double>(R / G), step = G > 1 ? (R - a) / (G - 1) : 0.0;
      for (int64_t k = 0; k < G; ++k) v[static_cast<size_t>(k)] = static_cast<int64_t>(std::nearbyint(a + k * step));
      v.back() = R;
      p.Idx(v, gi.dtype).V1();
      ++mode_b;
    } else {
      ASSERT_EQ(gi.shape, Shape{0});
      ++mode_a;
    }
    Check(p, s.seed + static_cast<uint64_t>(c.id));
    if (HasFailure()) return;
  }
  EXPECT_EQ(mode_a, 99);
  EXPECT_EQ(mode_b, 111);
}

// Spec §4.4 / UT-KERNEL case 0: rows after the last end offset are never read (here they are NaN).
TEST(GroupedBiasAddGrad, RowsAfterLastGroupIgnored) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  for (aclDataType d : kFloatTypes) {
    std::vector<double> v(400);
    for (size_t i = 0; i < v.size(); ++i) v[i] = i < 100 ? double(i % 7) - 3 : std::nan("");
    auto out = Check(Problem().Y({40, 10}, d).Idx({0, 3, 7, 10}, ACL_INT32).Values(v), s.seed);
    for (double x : out) EXPECT_FALSE(std::isnan(x));
    for (int h = 0; h < 10; ++h) EXPECT_EQ(out[static_cast<size_t>(h)], 0.0);  // empty first group
    // Mode C: sizes summing to 10 of 40 rows.
    Check(Problem().Y({40, 10}, d).Idx({0, 3, 4, 3}).Type(1).Values(v), s.seed);
  }
}

// Empty groups first, in the middle and last; one huge group among many empty ones (several
// chunks, odd chunk counts for the combine tree).
TEST(GroupedBiasAddGrad, UnevenAndEmptyGroups) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  for (aclDataType d : kFloatTypes)
    for (aclDataType it : kIdxTypes) {
      SCOPED_TRACE(std::string(Name(d)) + " " + Name(it));
      Check(Problem().Y({50, 33}, d).Idx({0, 0, 20, 20, 20, 50, 50}, it), s.seed);
      std::vector<int64_t> huge(100, 0);
      for (size_t j = 37; j < huge.size(); ++j) huge[j] = 5100;  // group 37 has every row
      Check(Problem().Y({5100, 37}, d).Idx(huge, it), s.seed);
      Check(Problem().Y({5100, 37}, d).Idx(Sizes(huge), it).Type(1), s.seed);
      std::vector<int64_t> last(64, 0);
      last.back() = 9000;  // 9 chunks of 1024 rows for H = 16 in fp32 or 2-byte types
      Check(Problem().Y({9000, 16}, d).Idx(last, it), s.seed);
    }
}

TEST(GroupedBiasAddGrad, ModeCEqualsModeBOnPrefixSums) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  for (aclDataType d : kFloatTypes) {
    const std::vector<int64_t> ends = RandomEnds(s.rng, 50, 3000);
    auto b = Check(Problem().Y({3000, 70}, d).Idx(ends), s.seed);
    auto c = Check(Problem().Y({3000, 70}, d).Idx(Sizes(ends)).Type(1), s.seed);
    auto b32 = Check(Problem().Y({3000, 70}, d).Idx(ends, ACL_INT32).V1(), s.seed);
    EXPECT_TRUE(b == c) << "mode C differs from mode B";
    EXPECT_TRUE(b == b32) << "INT32 and INT64 indices (or V1 and V2) differ";
  }
}

// H around vector widths and column-block boundaries (2048 columns, 4096 on AMD CPUs), single and
// multi-chunk groups.
TEST(GroupedBiasAddGrad, ColumnTailsAndBlocks) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  for (int64_t H : {1, 3, 7, 8, 9, 15, 16, 17, 31, 33, 63, 64, 65, 100, 127, 129, 2047, 2048, 2049, 4095, 4096, 4097, 4500})
    for (aclDataType d : kFloatTypes) {
      SCOPED_TRACE("H = " + std::to_string(H) + " " + Name(d));
      const int64_t R = std::max<int64_t>(6, std::min<int64_t>(3000, (1 << 19) / H));
      Check(Problem().Y({R, H}, d).Idx({1, R / 3, R / 3 + 2, R}), s.seed);
      Check(Problem().Y({3, 5, H}, d).V1(), s.seed);
    }
}

TEST(GroupedBiasAddGrad, ModeA) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  for (aclDataType d : kFloatTypes) {
    Check(Problem().Y({3000, 2, 5}, d).V1(), s.seed);           // more than 2048 groups: allowed in mode A
    Check(Problem().Y({3, 3000, 40}, d).V1(), s.seed);          // several chunks per group
    Check(Problem().Y({2, 1, 700}, d).Type(1), s.seed);         // C = 1: bit-exact copy
    Check(Problem().Y({1, 9, 1}, d).V1(), s.seed);
  }
}

// Spec §5.3 / §8.7 item 6: one final rounding, to nearest with ties away from zero as on A2/A3.
TEST(GroupedBiasAddGrad, FinalRoundingTies) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  auto one = [&](aclDataType d, int64_t rows) {
    return Check(Problem().Y({rows, 3}, d).Idx({rows}).Values(Ones(rows * 3)), s.seed)[0];
  };
  EXPECT_EQ(one(ACL_FLOAT16, 2049), 2050.0);  // tie: away from zero (ties-to-even would give 2048)
  EXPECT_EQ(one(ACL_FLOAT16, 2051), 2052.0);  // tie: 2052 under both rules
  EXPECT_EQ(one(ACL_FLOAT16, 2050), 2050.0);
  EXPECT_EQ(one(ACL_BF16, 257), 258.0);
  EXPECT_EQ(one(ACL_BF16, 259), 260.0);
  EXPECT_EQ(one(ACL_FLOAT, 2049), 2049.0);
  // fp16 overflow: IEEE, the fp32 sum rounds to +Inf.
  auto big = Check(Problem().Y({3, 2}, ACL_FLOAT16).Idx({3}).Values({30000, -1, 30000, -1, 30000, -1}), s.seed);
  EXPECT_TRUE(std::isinf(big[0]) && big[0] > 0);
  EXPECT_EQ(big[1], -3.0);
  // NaN and Inf propagate.
  const double inf = std::numeric_limits<double>::infinity();
  auto sp = Check(Problem().Y({2, 3}).Idx({2}).Values({inf, std::nan(""), inf, -inf, 1, 1}), s.seed);
  EXPECT_TRUE(std::isnan(sp[0]));
  EXPECT_TRUE(std::isnan(sp[1]));
  EXPECT_EQ(sp[2], inf);
}

// Strided and offset views of every tensor give the same bits as the contiguous layout.
TEST(GroupedBiasAddGrad, StridedAndOffsetViews) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  for (aclDataType d : kFloatTypes) {
    SCOPED_TRACE(Name(d));
    const std::vector<int64_t> ends = {0, 300, 301, 1500, 1500, 2600};
    Problem base = Problem().Y({2600, 45}, d).Idx(ends);
    const auto want = Check(base, s.seed);
    Layout every_other;
    every_other.strides = {100, 2};
    every_other.offset = 7;
    for (const Layout& ly : {Layout::Transposed(2), Layout::Padded(5, 13), every_other}) {
      Problem p = base;
      p.y_layout = ly;
      p.IdxView(3, 5).Out(Layout::Transposed(2));
      EXPECT_TRUE(Check(p, s.seed) == want);
      p.Out(Layout::Padded(3, 9)).IdxView(1, 2).Type(0);
      EXPECT_TRUE(Check(p, s.seed) == want);
    }
    // Negative strides: rows reversed in memory, index reversed, out transposed and reversed.
    Layout rev_rows, rev_cols, rev_out;
    rev_rows.strides = {-45, 1};
    rev_rows.offset = 2599 * 45;
    rev_cols.strides = {50, -1};
    rev_cols.offset = 44;
    rev_out.strides = {1, -6};
    rev_out.offset = 44 * 6;
    for (const Layout& ly : {rev_rows, rev_cols}) {
      Problem p = base;
      p.y_layout = ly;
      p.IdxView(-2, 11).Out(rev_out);
      EXPECT_TRUE(Check(p, s.seed) == want);
    }
    // Mode A: transposed inner dims, padded groups, permuted group dim.
    Problem a = Problem().Y({6, 1100, 20}, d).V1();
    const auto wa = Check(a, s.seed);
    Layout perm;
    perm.perm = {1, 0, 2};
    for (const Layout& ly : {Layout::Transposed(3), Layout::Padded(7, 3), perm}) {
      Problem p = a;
      p.y_layout = ly;
      p.Out(Layout::Transposed(2));
      EXPECT_TRUE(Check(p, s.seed) == wa);
    }
  }
}

// Spec §7: empty gradY gives success and a zero-filled out; an empty index gives an empty out.
TEST(GroupedBiasAddGrad, EmptyTensors) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  for (aclDataType d : kFloatTypes) {
    auto z = Check(Problem().Y({0, 8}, d).Idx({0, 0, 0}), s.seed);
    EXPECT_EQ(z, std::vector<double>(24, 0.0));
    z = Check(Problem().Y({4, 0, 8}, d).V1().Out(Layout::Transposed(2)), s.seed);
    EXPECT_EQ(z, std::vector<double>(32, 0.0));
    Check(Problem().Y({0, 5, 8}, d).V1(), s.seed);  // out [0, 8]
    Check(Problem().Y({7, 0}, d).Idx({3, 7}), s.seed);  // out [2, 0]
    Check(Problem().Y({7, 8}, d).Idx({}), s.seed);  // out [0, 8]: nothing to do
  }
  // The empty executor of an empty problem accepts a null workspace.
  TestTensor y({0, 4}, ACL_FLOAT), out({2, 4}, ACL_FLOAT);
  TestTensor idx({2}, ACL_INT64);
  uint64_t ws = 99;
  aclOpExecutor* ex = nullptr;
  ASSERT_EQ(aclnnGroupedBiasAddGradGetWorkspaceSize(y.get(), idx.get(), out.get(), &ws, &ex), 0);
  EXPECT_EQ(ws, 0u);
  EXPECT_EQ(aclnnGroupedBiasAddGrad(nullptr, 0, ex, nullptr), 0);
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(out.Get(i), 0.0);
  EXPECT_TRUE(out.UntouchedOutside());
}

// Spec §4.5: index values outside the documented contract. The library's rule (README
// "Compatibility"): ends clamped to [0, R], start = previous clamped end, empty when end <= start;
// exact 64-bit arithmetic. Never an error, never a read outside gradY's view (its storage outside
// the view is NaN here), never a write outside out.
TEST(GroupedBiasAddGrad, OutOfContractIndexValues) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  const int64_t kMax = std::numeric_limits<int64_t>::max(), kMin = std::numeric_limits<int64_t>::min();
  const int64_t i32max = std::numeric_limits<int32_t>::max();
  const std::vector<std::vector<int64_t>> lists = {
      {5, 3, 8},                              // decreasing: empty group, then rows 3..8 again
      {-4, 6, -1, 10},                        // negative values
      {12, 400, 3},                           // past the last row
      {i32max + 1, 7, int64_t{1} << 40},      // beyond INT32_MAX (INT32 tensors see the low bits)
      {kMax, kMin, kMax, 0, kMin, 20},        // extremes
      {kMax, kMax, kMin, kMin, 1, 2},         // prefix sums beyond int64 (mode C)
      {-1, -1, 30, -29, 5},
  };
  for (aclDataType it : kIdxTypes)
    for (int64_t type : {0, 1})
      for (const auto& l : lists)
        for (aclDataType d : {ACL_FLOAT, ACL_BF16}) {
          SCOPED_TRACE("type " + std::to_string(type) + " " + Name(it) + " " + Name(d));
          Check(Problem().Y({20, 19}, d, Layout::Padded(3, 40)).Idx(l, it).Type(type), s.seed);
          if (HasFailure()) return;
        }
  // V1 with out-of-contract values behaves as V2 type 0.
  Check(Problem().Y({20, 19}).Idx({9, -3, 25, 14}, ACL_INT32).V1(), s.seed);
  // Random garbage, many groups.
  std::uniform_int_distribution<int64_t> any(-50, 250);
  std::vector<int64_t> junk(2048);
  for (auto& x : junk) x = any(s.rng);
  for (int64_t type : {0, 1}) Check(Problem().Y({200, 24}, ACL_FLOAT16).Idx(junk).Type(type), s.seed);
}

// out sharing memory with gradY or with the index: behaves as "compute, then write".
TEST(GroupedBiasAddGrad, AliasedOutput) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  for (aclDataType d : kFloatTypes) {
    TestTensor y({3000, 16}, d);
    y.FillUniform(s.rng, -5, 5);
    const auto yv = y.Values();
    const std::vector<int64_t> ends = {1000, 1000, 2500, 3000};
    TestTensor idx({4}, ACL_INT64);
    for (int j = 0; j < 4; ++j) idx.Set(j, static_cast<double>(ends[static_cast<size_t>(j)]));
    const auto want = aclnn_cpu::ref::GroupedBiasAddGrad(yv, {3000, 16}, &ends, 0);
    // out = rows 1..4 of gradY itself.
    const int64_t dims[2] = {4, 16}, strides[2] = {16, 1}, storage[1] = {3000 * 16};
    aclTensor* out = aclCreateTensor(dims, 2, d, strides, 16, ACL_FORMAT_ND, storage, 1, y.data());
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGroupedBiasAddGradV2GetWorkspaceSize(y.get(), idx.get(), 0, out, ws, ex);
    }, aclnnGroupedBiasAddGradV2), 0);
    for (int64_t i = 0; i < 64; ++i) {
      const double w = RoundToTiesAway(d, want.sum[static_cast<size_t>(i)]);
      EXPECT_NEAR(y.Get(16 + i), w, std::ldexp(want.abs_sum[static_cast<size_t>(i)], -18) + Ulp(d, w)) << i;
    }
    aclDestroyTensor(out);
  }
  // out with a zero stride (all groups on one row): deterministic, the last group wins.
  TestTensor y({6, 5}, ACL_FLOAT);
  y.FillUniform(s.rng, -1, 1);
  TestTensor storage_t({5}, ACL_FLOAT);
  const int64_t dims[2] = {3, 5}, strides[2] = {0, 1}, st[1] = {5};
  aclTensor* out = aclCreateTensor(dims, 2, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, st, 1, storage_t.data());
  TestTensor idx({3}, ACL_INT32);
  idx.SetValues({2, 4, 6});
  for (int threads : {1, 2, 3}) {
    ScopedThreads sc(threads);
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGroupedBiasAddGradGetWorkspaceSize(y.get(), idx.get(), out, ws, ex);
    }, aclnnGroupedBiasAddGrad), 0);
    for (int h = 0; h < 5; ++h)
      EXPECT_EQ(storage_t.Get(h), static_cast<double>(static_cast<float>(y.Get(20 + h)) + static_cast<float>(y.Get(25 + h))));
  }
  aclDestroyTensor(out);
}

// Large groups split into many chunks: bitwise identical for 1/2/3 threads (checked by Check)
// and close to the float64 sum.
TEST(GroupedBiasAddGrad, LongGroupsDeterministic) {
  Seeded s;
  SCOPED_TRACE(SeedNote(s.seed));
  Check(Problem().Y({200000, 24}, ACL_BF16).Idx({1, 150001, 200000}), s.seed);
  Check(Problem().Y({120000, 40}).Idx({120000}, ACL_INT32), s.seed);
  Check(Problem().Y({2, 40000, 33}, ACL_FLOAT16).V1(), s.seed);
}

// Repeatable executors read the index at run time: new values, same executor.
TEST(GroupedBiasAddGrad, RepeatableExecutorRereadsIndex) {
  TestTensor y({6, 2}, ACL_FLOAT), idx({2}, ACL_INT32), out({2, 2}, ACL_FLOAT);
  y.SetValues({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12});
  idx.SetValues({1, 6});
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  ASSERT_EQ(aclnnGroupedBiasAddGradV2GetWorkspaceSize(y.get(), idx.get(), 0, out.get(), &ws, &ex), 0);
  ASSERT_EQ(aclSetAclOpExecutorRepeatable(ex), 0);
  void* w = nullptr;
  if (ws) ASSERT_EQ(aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  ASSERT_EQ(aclnnGroupedBiasAddGradV2(w, ws, ex, nullptr), 0);
  ASSERT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(out.Values(), (std::vector<double>{1, 2, 35, 40}));
  idx.SetValues({3, 3});
  ASSERT_EQ(aclnnGroupedBiasAddGradV2(w, ws, ex, nullptr), 0);
  ASSERT_EQ(aclrtSynchronizeStream(nullptr), 0);
  EXPECT_EQ(out.Values(), (std::vector<double>{9, 12, 0, 0}));
  EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);
  if (w) aclrtFree(w);
}

// The final fp16/bf16 cast rounds ties away from zero as on A2/A3 (spec §5.3 example 6): 2049 rows
// of 1.0 sum to 2049, halfway between the fp16 values 2048 and 2050.
TEST(GroupedBiasAddGrad, FinalCastRoundsTiesAwayFromZero) {
  for (double sign : {1.0, -1.0}) {
    TestTensor y({1, 2049, 1}, ACL_FLOAT16), out({1, 1}, ACL_FLOAT16);
    y.FillConst(sign);
    ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
      return aclnnGroupedBiasAddGradGetWorkspaceSize(y.get(), nullptr, out.get(), ws, ex);
    }, aclnnGroupedBiasAddGrad), 0) << aclGetRecentErrMsg();
    EXPECT_EQ(out.Get(0), sign * 2050.0);
  }
  // bf16: 257 ones sum to 257, halfway between 256 and 258.
  TestTensor y({1, 257, 3}, ACL_BF16), out({1, 3}, ACL_BF16);
  y.FillConst(1.0);
  ASSERT_EQ(RunTwoPhase([&](uint64_t* ws, aclOpExecutor** ex) {
    return aclnnGroupedBiasAddGradGetWorkspaceSize(y.get(), nullptr, out.get(), ws, ex);
  }, aclnnGroupedBiasAddGrad), 0);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(out.Get(i), 258.0);
  EXPECT_EQ(RoundToTiesAway(ACL_FLOAT16, 2049.0), 2050.0);
  EXPECT_EQ(RoundToTiesAway(ACL_FLOAT16, -2049.0), -2050.0);
  EXPECT_EQ(RoundToTiesAway(ACL_FLOAT16, 2051.0), 2052.0);
  EXPECT_EQ(RoundTo(ACL_FLOAT16, 2049.0), 2048.0);
}
