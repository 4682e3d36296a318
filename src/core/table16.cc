#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "core/table16.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstdint>
#include <cstring>

#include "core/dtype.h"
#include "core/simd-inl.h"
#include "core/table16.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Bit pattern of each lane as dt, as int32 indices. bf16: the high half of the fp32 bits (the
// widening is a shift). fp16: narrowed again, exactly.
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToSigned<DF>> Index16(DF df, hn::Vec<DF> x, bool bf16) {
  const hn::RebindToSigned<DF> di;
  const hn::RebindToUnsigned<DF> du;
  if (bf16) return hn::BitCast(di, hn::ShiftRight<16>(hn::BitCast(du, x)));
  return hn::BitCast(di, hn::PromoteTo(du, DemoteF16(df, x)));
}

void LookupImpl(const float* table, bool bf16, const float* x, const float* dy, float* out, size_t n) {
  const hn::ScalableTag<float> df;
  const size_t N = hn::Lanes(df);
  size_t i = 0;
  for (; i + N <= n; i += N) {
    const auto g = hn::GatherIndex(df, table, Index16(df, hn::LoadU(df, x + i), bf16));
    hn::StoreU(dy ? hn::Mul(hn::LoadU(df, dy + i), g) : g, df, out + i);
  }
  for (; i < n; ++i) {
    uint32_t u;
    std::memcpy(&u, x + i, sizeof(u));
    const uint16_t bits = bf16 ? static_cast<uint16_t>(u >> 16) : F32ToF16(x[i]);
    out[i] = dy ? dy[i] * table[bits] : table[bits];
  }
}

#if HWY_TARGET != HWY_SCALAR
// bf16, 2 * Lanes(du) elements: each u32 lane holds x[2k] in its low half and x[2k+1] in its high
// half. The even elements' index is the low half and their widened dy the low half shifted up;
// the odd ones' are the high halves as they stand. No lane shuffles; one select merges the two
// results back into pairs.
template <bool kDy, class DU>
HWY_INLINE hn::Vec<DU> LookupPairsBf16(DU du, const float* table, const uint16_t* x, const uint16_t* dy) {
  const hn::Repartition<uint16_t, DU> d16;
  const hn::RebindToFloat<DU> df;
  const hn::RebindToSigned<DU> di;
  const auto hi = hn::Set(du, 0xffff0000u);
  const auto xv = hn::BitCast(du, hn::LoadU(d16, x));
  auto ge = hn::GatherIndex(df, table, hn::BitCast(di, hn::AndNot(hi, xv)));
  auto go = hn::GatherIndex(df, table, hn::BitCast(di, hn::ShiftRight<16>(xv)));
  if (kDy) {
    const auto dv = hn::BitCast(du, hn::LoadU(d16, dy));
    ge = hn::Mul(hn::BitCast(df, hn::ShiftLeft<16>(dv)), ge);
    go = hn::Mul(hn::BitCast(df, hn::And(dv, hi)), go);
  }
  return hn::OrAnd(hn::ShiftRight<16>(RoundBf16High(df, ge)), RoundBf16High(df, go), hi);
}
#endif

// One vector of results from the raw values at x and dy (dy unused unless kDy).
template <bool kBf16, bool kDy, class DF>
HWY_INLINE hn::Vec<hn::Rebind<uint16_t, DF>> Lookup1(DF df, const float* table, const uint16_t* x,
                                                     const uint16_t* dy) {
  const hn::RebindToSigned<DF> di;
  const hn::RebindToUnsigned<DF> du;
  const hn::Rebind<uint16_t, DF> d16;
  auto g = hn::GatherIndex(df, table, hn::BitCast(di, hn::PromoteTo(du, hn::LoadU(d16, x))));
  if (kDy) g = hn::Mul(Widen16<kBf16>(df, hn::LoadU(d16, dy)), g);
  return Narrow16<kBf16>(df, g);
}

template <bool kBf16, bool kDy>
void Native16(const float* table, const uint16_t* x, const uint16_t* dy, uint16_t* out, size_t n) {
  size_t i = 0;
  if (kBf16 || kF16Hardware) {  // (without fp16 hardware, the scalar loop: faster than lane by lane)
    const hn::ScalableTag<float> df;
    const hn::Rebind<uint16_t, decltype(df)> d16;
    const size_t N = hn::Lanes(df);
    const uint16_t* d = kDy ? dy : x;  // (never read without kDy)
#if HWY_TARGET != HWY_SCALAR
    if (kBf16) {
      const hn::RebindToUnsigned<decltype(df)> du;
      const hn::Repartition<uint16_t, decltype(du)> dp;
      for (; i + 2 * N <= n; i += 2 * N)
        hn::StoreU(hn::BitCast(dp, LookupPairsBf16<kDy>(du, table, x + i, d + i)), dp, out + i);
    }
#endif
    // Two vectors per iteration, both loaded before either is stored (out may be x or dy itself).
    for (; i + 2 * N <= n; i += 2 * N) {
      const auto r0 = Lookup1<kBf16, kDy>(df, table, x + i, d + i);
      const auto r1 = Lookup1<kBf16, kDy>(df, table, x + i + N, d + i + N);
      hn::StoreU(r0, d16, out + i);
      hn::StoreU(r1, d16, out + i + N);
    }
    for (; i + N <= n; i += N) hn::StoreU(Lookup1<kBf16, kDy>(df, table, x + i, d + i), d16, out + i);
  }
  for (; i < n; ++i) {
    float g = table[x[i]];
    if (kDy) g = (kBf16 ? Bf16ToF32(dy[i]) : F16ToF32(dy[i])) * g;
    out[i] = kBf16 ? F32ToBf16(g) : F32ToF16(g);
  }
}

void LookupNativeImpl(const float* table, bool bf16, const uint16_t* x, const uint16_t* dy, uint16_t* out,
                      size_t n) {
  if (bf16) {
    dy ? Native16<true, true>(table, x, dy, out, n) : Native16<true, false>(table, x, dy, out, n);
  } else {
    dy ? Native16<false, true>(table, x, dy, out, n) : Native16<false, false>(table, x, dy, out, n);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "core/convert.h"
#include "core/cpu.h"
#if HWY_ARCH_X86_64 && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define ACLNN_CPU_TABLE16_X86 1
#endif

namespace aclnn_cpu {
HWY_EXPORT(LookupImpl);
HWY_EXPORT(LookupNativeImpl);

const float* Table16(aclDataType dt, Table16Fill fill) {
  static std::mutex mu;
  static auto* tables = new std::map<std::tuple<int, Table16Fill, std::string>, std::unique_ptr<float[]>>;
  const auto key = std::make_tuple(static_cast<int>(dt), fill, std::string(SimdTargetName()));
  std::lock_guard<std::mutex> lk(mu);
  std::unique_ptr<float[]>& t = (*tables)[key];
  if (!t) {
    std::vector<uint16_t> bits(65536);
    for (size_t i = 0; i < bits.size(); ++i) bits[i] = static_cast<uint16_t>(i);
    std::vector<float> x(65536);
    LoadF32(bits.data(), dt, 1, x.data(), x.size());
    t.reset(new float[65536 + 65536 / 2]);  // the fp32 results, then the rounded ones
    fill(x.data(), t.get(), x.size());
    StoreF32(t.get(), t.get() + 65536, dt, 1, 65536);
  }
  return t.get();
}

namespace {
#ifdef ACLNN_CPU_TABLE16_X86
// The lookup with dy by plain loads, AVX-512 (see LookupTable16Native in the header): each fp32
// entry goes straight from the table into a lane of a 128-bit register (a load, then INSERTPS with
// a memory operand), four lanes per register and eight registers filled side by side, then joined
// into two 512-bit vectors. The inserts skip the scalar store and reload of an L1 buffer that the
// vector unit would read a chunk later, and beat both that buffer and the 512-bit gather
// (docs/performance.md, "16-bit table lookups by loads").
#define ACLNN_CPU_AVX512 "avx512f,avx512bw,avx512dq,avx512vl"

// The four 128-bit parts a, b, c, d (lowest first) as one vector.
__attribute__((target(ACLNN_CPU_AVX512), always_inline)) inline __m512 Join4(__m128 a, __m128 b, __m128 c, __m128 d) {
  return _mm512_insertf32x8(_mm512_castps256_ps512(_mm256_insertf128_ps(_mm256_castps128_ps256(a), b, 1)),
                            _mm256_insertf128_ps(_mm256_castps128_ps256(c), d, 1), 1);
}

// e with lane L replaced by table[i] (INSERTPS with a memory operand).
template <int L>
__attribute__((target(ACLNN_CPU_AVX512), always_inline)) inline __m128 InsertEntry(__m128 e, const float* table,
                                                                                  uint64_t i) {
  return _mm_insert_ps(e, _mm_load_ss(table + i), L << 4);
}

// g0, g1 = table[x[k]] for k < 16 and 16 <= k < 32.
__attribute__((target(ACLNN_CPU_AVX512), always_inline)) inline void Entries32(const float* table, const uint16_t* x,
                                                                              __m512* g0, __m512* g1) {
  uint64_t q[8];
  for (int k = 0; k < 8; ++k) std::memcpy(&q[k], x + 4 * k, sizeof(uint64_t));
  __m128 e[8];
  for (int c = 0; c < 8; ++c) e[c] = _mm_load_ss(table + (q[c] & 0xffff));
  for (int c = 0; c < 8; ++c) e[c] = InsertEntry<1>(e[c], table, (q[c] >> 16) & 0xffff);
  for (int c = 0; c < 8; ++c) e[c] = InsertEntry<2>(e[c], table, (q[c] >> 32) & 0xffff);
  for (int c = 0; c < 8; ++c) e[c] = InsertEntry<3>(e[c], table, q[c] >> 48);
  *g0 = Join4(e[0], e[1], e[2], e[3]);
  *g1 = Join4(e[4], e[5], e[6], e[7]);
}

// dy widened exactly, 16 lanes.
__attribute__((target(ACLNN_CPU_AVX512 ",avx512bf16"), always_inline)) inline __m512 WidenBf16x16(const uint16_t* p) {
  return _mm512_castsi512_ps(
      _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))), 16));
}

// 32 results from 32 entries: bf16 by vcvtne2ps2bf16 (nearest even, NaN quieted as F32ToBf16 does),
// which reads subnormal inputs as zero: a chunk with a subnormal product is rounded lane by lane.
__attribute__((target(ACLNN_CPU_AVX512 ",avx512bf16"), always_inline)) inline __m512i Results32Bf16(__m512 g0, __m512 g1,
                                                                                                 const uint16_t* dy) {
  const __m512 p0 = _mm512_mul_ps(WidenBf16x16(dy), g0);
  const __m512 p1 = _mm512_mul_ps(WidenBf16x16(dy + 16), g1);
  constexpr int kSubnormal = 0x20;  // vfpclassps category: denormal
  if (HWY_UNLIKELY((_mm512_fpclass_ps_mask(p0, kSubnormal) | _mm512_fpclass_ps_mask(p1, kSubnormal)) != 0)) {
    alignas(64) float p[32];
    alignas(64) uint16_t r[32];
    _mm512_store_ps(p, p0);
    _mm512_store_ps(p + 16, p1);
    for (int k = 0; k < 32; ++k) r[k] = F32ToBf16(p[k]);
    return _mm512_load_si512(r);
  }
  return reinterpret_cast<__m512i>(_mm512_cvtne2ps_pbh(p1, p0));
}

// fp16: the hardware conversions, as the Highway kernels use them.
__attribute__((target(ACLNN_CPU_AVX512), always_inline)) inline __m512i Results32F16(__m512 g0, __m512 g1, const uint16_t* dy) {
  constexpr int kNearest = _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC;
  const __m512 p0 = _mm512_mul_ps(_mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(dy))), g0);
  const __m512 p1 = _mm512_mul_ps(_mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(dy + 16))), g1);
  return _mm512_inserti64x4(_mm512_castsi256_si512(_mm512_cvtps_ph(p0, kNearest)), _mm512_cvtps_ph(p1, kNearest), 1);
}

// The loop, in chunks of 32. Every x and dy of a chunk is read before its out is written (out may
// be x or dy).
// Each chunk also prefetches the line of x and of dy some way ahead (one line of each per chunk
// of 32): the entries' loads wait on x's. Where to depends on how much of L1 the table needs. For
// fp16 values in [-4, 4), 90 % of the lookups hit 27 KB of entries, 99 % 53 KB (122 KB in all);
// for bf16, 3 KB and 6 KB (18 KB). So bf16 prefetches 1024 elements ahead into L1, and fp16 2048
// ahead into L2 only: into L1, the streams' lines evict its entries (32 KB of L1 on Zen 4).
// (The lookup without dy, whose bf16 table fits L1, was slower with a prefetch; in the gather
// route it changed nothing.) Only with `stream`, i.e. for calls whose data exceeds the
// last-level cache (StreamingStoresPay) and whose operands come from memory: in cache it costs
// a little. Measurements: docs/performance.md, "16-bit table lookups by loads". The prefetch
// address is formed as an integer: it may lie past the arrays, which a prefetch never faults on.
template <bool kBf16>
__attribute__((always_inline)) inline void PrefetchAhead(const uint16_t* p) {
  constexpr uintptr_t kAhead = kBf16 ? 1024 : 2048;  // elements
  const char* a = reinterpret_cast<const char*>(reinterpret_cast<uintptr_t>(p) + kAhead * sizeof(uint16_t));
  if (kBf16)
    _mm_prefetch(a, _MM_HINT_T0);
  else
    _mm_prefetch(a, _MM_HINT_T2);
}
#define ACLNN_CPU_DY_LOADS_BODY(kBf16, Results32)                                                        \
  const auto scalar = [&](size_t k) {                                                                      \
    const float v = (kBf16 ? Bf16ToF32(dy[k]) : F16ToF32(dy[k])) * table[x[k]];                            \
    out[k] = kBf16 ? F32ToBf16(v) : F32ToF16(v);                                                           \
  };                                                                                                       \
  size_t i = 0;                                                                                            \
  if (stream)                                                                                              \
    for (; i < n && (reinterpret_cast<uintptr_t>(out + i) & 63) != 0; ++i) scalar(i);                      \
  for (; i + 32 <= n; i += 32) {                                                                           \
    if (stream) {                                                                                          \
      PrefetchAhead<kBf16>(x + i);                                                                         \
      PrefetchAhead<kBf16>(dy + i);                                                                        \
    }                                                                                                      \
    __m512 g0, g1;                                                                                         \
    Entries32(table, x + i, &g0, &g1);                                                                     \
    const __m512i r = Results32(g0, g1, dy + i);                                                           \
    if (stream)                                                                                            \
      _mm512_stream_si512(reinterpret_cast<__m512i*>(out + i), r);                                         \
    else                                                                                                   \
      _mm512_storeu_si512(out + i, r);                                                                     \
  }                                                                                                        \
  for (; i < n; ++i) scalar(i);
__attribute__((target(ACLNN_CPU_AVX512 ",avx512bf16"))) void DyLoadsBf16(const float* table, const uint16_t* x,
                                                                       const uint16_t* dy, uint16_t* out, size_t n,
                                                                       bool stream) {
  ACLNN_CPU_DY_LOADS_BODY(true, Results32Bf16)
}
__attribute__((target(ACLNN_CPU_AVX512))) void DyLoadsF16(const float* table, const uint16_t* x, const uint16_t* dy,
                                                          uint16_t* out, size_t n, bool stream) {
  ACLNN_CPU_DY_LOADS_BODY(false, Results32F16)
}
#undef ACLNN_CPU_DY_LOADS_BODY
#endif  // ACLNN_CPU_TABLE16_X86

// Whether this CPU and the SIMD target in use (ACLNN_CPU_MAX_TARGET may hold it below AVX-512) can
// run the lookup with dy by loads.
bool DyLoadsAvailable(bool bf16) {
#ifdef ACLNN_CPU_TABLE16_X86
  static const bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                             __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
  static const bool has_bf16 = __builtin_cpu_supports("avx512bf16");
  return avx512 && (has_bf16 || !bf16) && std::strncmp(SimdTargetName(), "AVX3", 4) == 0;
#else
  (void)bf16;
  return false;
#endif
}

void LookupDyLoads(const float* table, bool bf16, const uint16_t* x, const uint16_t* dy, uint16_t* out, size_t n,
                     bool stream) {
#ifdef ACLNN_CPU_TABLE16_X86
  bf16 ? DyLoadsBf16(table, x, dy, out, n, stream) : DyLoadsF16(table, x, dy, out, n, stream);
#else
  (void)table, (void)bf16, (void)x, (void)dy, (void)out, (void)n, (void)stream;
#endif
}

// How LookupTable16Native looks up, per [with dy][dtype (0 fp16, 1 bf16)]: -1 not chosen yet
// (gather), 0 gather, 1 plain loads (without dy from the rounded table, with dy LookupDyLoads).
std::atomic<int> g_loads[2][2] = {{{-1}, {-1}}, {{-1}, {-1}}};

int LookupOverride() {
  static const int v = [] {
    const char* e = std::getenv("ACLNN_CPU_TABLE16_LOOKUP");
    if (!e || !*e) return -1;
    return std::strcmp(e, "loads") == 0 ? 1 : 0;
  }();
  return v;
}

bool UseLoads(bool with_dy, bool bf16) {
  if (with_dy && !DyLoadsAvailable(bf16)) return false;
  const int o = LookupOverride();
  return o >= 0 ? o == 1 : g_loads[with_dy][bf16].load(std::memory_order_relaxed) == 1;
}

// Seconds one call of f takes (the calibration's routes).
template <class F>
double Seconds(F&& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

int Table16Override() {
  static const int v = [] {
    const char* e = std::getenv("ACLNN_CPU_TABLE16");
    if (!e || !*e) return -1;
    return (std::strcmp(e, "0") == 0 || std::strcmp(e, "off") == 0) ? 0 : 1;
  }();
  return v;
}

#if defined(ACLNN_CPU_TABLE16_X86)
// out[k] = rounded[x[k]] for k < 32. Each entry goes straight from the table into a lane of a
// 128-bit register (PINSRW with a memory operand, SSE2), eight lanes per register and four
// registers filled side by side: one register's inserts form a dependency chain, and four chains
// keep the load ports busy. A scalar loop (one 16-bit load and one 16-bit store per element)
// issues two loads and a store per element; this issues 1.25 loads and 1/8 of a store. Four
// chains measured best (two leave the load ports idle, eight spill registers; docs/performance.md,
// "16-bit table lookups by loads").
// Every x of the 32 is read before out is written (out may be x).
template <bool kStream>
__attribute__((always_inline)) inline void Lookup32(const uint16_t* t, const uint16_t* x, uint16_t* out) {
  uint64_t q[8];
  for (int k = 0; k < 8; ++k) std::memcpy(&q[k], x + 4 * k, sizeof(uint64_t));
  __m128i v0 = _mm_cvtsi32_si128(t[q[0] & 0xffff]), v1 = _mm_cvtsi32_si128(t[q[2] & 0xffff]);
  __m128i v2 = _mm_cvtsi32_si128(t[q[4] & 0xffff]), v3 = _mm_cvtsi32_si128(t[q[6] & 0xffff]);
#define ACLNN_CPU_LANE(L)                                                     \
  v0 = _mm_insert_epi16(v0, t[(q[0 + (L) / 4] >> (16 * ((L) % 4))) & 0xffff], L); \
  v1 = _mm_insert_epi16(v1, t[(q[2 + (L) / 4] >> (16 * ((L) % 4))) & 0xffff], L); \
  v2 = _mm_insert_epi16(v2, t[(q[4 + (L) / 4] >> (16 * ((L) % 4))) & 0xffff], L); \
  v3 = _mm_insert_epi16(v3, t[(q[6 + (L) / 4] >> (16 * ((L) % 4))) & 0xffff], L);
  ACLNN_CPU_LANE(1)
  ACLNN_CPU_LANE(2)
  ACLNN_CPU_LANE(3)
  ACLNN_CPU_LANE(4)
  ACLNN_CPU_LANE(5)
  ACLNN_CPU_LANE(6)
  ACLNN_CPU_LANE(7)
#undef ACLNN_CPU_LANE
  auto* o = reinterpret_cast<__m128i*>(out);
  if (kStream) {
    _mm_stream_si128(o, v0);
    _mm_stream_si128(o + 1, v1);
    _mm_stream_si128(o + 2, v2);
    _mm_stream_si128(o + 3, v3);
  } else {
    _mm_storeu_si128(o, v0);
    _mm_storeu_si128(o + 1, v1);
    _mm_storeu_si128(o + 2, v2);
    _mm_storeu_si128(o + 3, v3);
  }
}
#endif
}  // namespace

void LookupLoads(const uint16_t* rounded, const uint16_t* x, uint16_t* out, size_t n, bool stream) {
  size_t i = 0;
#if defined(ACLNN_CPU_TABLE16_X86)
  if (stream) {  // whole 64-byte lines of out
    for (; i < n && (reinterpret_cast<uintptr_t>(out + i) & 63) != 0; ++i) out[i] = rounded[x[i]];
    for (; i + 32 <= n; i += 32) Lookup32<true>(rounded, x + i, out + i);
  } else {
    for (; i + 32 <= n; i += 32) Lookup32<false>(rounded, x + i, out + i);
  }
#else
  (void)stream;
  for (const size_t n4 = n & ~size_t{3}; i < n4; i += 4) {
    const uint16_t a = rounded[x[i]], b = rounded[x[i + 1]], c = rounded[x[i + 2]], d = rounded[x[i + 3]];
    out[i] = a;
    out[i + 1] = b;
    out[i + 2] = c;
    out[i + 3] = d;
  }
#endif
  for (; i < n; ++i) out[i] = rounded[x[i]];
}

const char* Table16LookupName(aclDataType dt, bool with_dy) {
  const bool bf16 = dt == ACL_BF16;
  if (LookupOverride() < 0 && g_loads[with_dy][bf16].load(std::memory_order_relaxed) < 0) return "none";
  return UseLoads(with_dy, bf16) ? "loads" : "gather";
}

bool Table16Faster(aclDataType dt, Table16Fill fill, bool with_dy) {
  if (const int o = Table16Override(); o >= 0) return o == 1;
  static std::mutex mu;
  static auto* choices = new std::map<std::tuple<int, Table16Fill, bool, std::string>, bool>;
  const auto key = std::make_tuple(static_cast<int>(dt), fill, with_dy, std::string(SimdTargetName()));
  {
    std::lock_guard<std::mutex> lk(mu);
    auto it = choices->find(key);
    if (it != choices->end()) return it->second;
  }
  const float* table = Table16(dt, fill);
  constexpr size_t kN = 16384;
  std::vector<uint16_t> x(kN), dy(kN), out(kN);
  std::vector<float> xf(kN), df(kN), of(kN), vals(kN);
  uint32_t state = 12345;
  for (size_t i = 0; i < kN; ++i) {  // typical activations and gradients: uniform in [-4, 4)
    state = state * 1664525u + 1013904223u;
    vals[i] = static_cast<float>(state >> 8) * (8.0f / 16777216.0f) - 4.0f;
  }
  StoreF32(vals.data(), x.data(), dt, 1, kN);
  std::reverse(vals.begin(), vals.end());
  StoreF32(vals.data(), dy.data(), dt, 1, kN);
  const uint16_t* d = with_dy ? dy.data() : nullptr;
  double best_table = 1e30, best_kernel = 1e30, best_loads = 1e30;
  const bool bf16 = dt == ACL_BF16;
  const bool loads = !with_dy || DyLoadsAvailable(bf16);
  auto gather = [&] { HWY_DYNAMIC_DISPATCH(LookupNativeImpl)(table, bf16, x.data(), d, out.data(), kN); };
  auto by_loads = [&] {
    if (with_dy)
      LookupDyLoads(table, bf16, x.data(), d, out.data(), kN, false);
    else
      LookupLoads(reinterpret_cast<const uint16_t*>(table + 65536), x.data(), out.data(), kN);
  };
  auto kernel = [&] {  // widen, the fp32 kernel, times dy, narrow
    LoadF32(x.data(), dt, 1, xf.data(), kN);
    if (d) LoadF32(d, dt, 1, df.data(), kN);
    fill(xf.data(), of.data(), kN);
    if (d)
      for (size_t i = 0; i < kN; ++i) of[i] *= df[i];
    StoreF32(of.data(), out.data(), dt, 1, kN);
  };
  for (int rep = 0; rep < 5; ++rep) {
    best_table = std::min(best_table, Seconds(gather));
    best_kernel = std::min(best_kernel, Seconds(kernel));
    if (loads) best_loads = std::min(best_loads, Seconds(by_loads));
  }
  // The lookup by gathers or by loads: whichever is faster, for the whole process.
  if (loads) {
    int unset = -1;
    g_loads[with_dy][bf16].compare_exchange_strong(unset, best_loads < best_table ? 1 : 0);
    if (UseLoads(with_dy, bf16)) best_table = best_loads;
  }
  const bool table_wins = best_table <= 1.1 * best_kernel;
  std::lock_guard<std::mutex> lk(mu);
  return choices->emplace(key, table_wins).first->second;
}

void LookupTable16(const float* table, aclDataType dt, const float* x, const float* dy, float* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(LookupImpl)(table, dt == ACL_BF16, x, dy, out, n);
}

void LookupTable16Native(const float* table, aclDataType dt, const uint16_t* x, const uint16_t* dy, uint16_t* out,
                         size_t n, bool stream) {
  if (UseLoads(dy != nullptr, dt == ACL_BF16)) {
    if (dy) return LookupDyLoads(table, dt == ACL_BF16, x, dy, out, n, stream);
    return LookupLoads(reinterpret_cast<const uint16_t*>(table + 65536), x, out, n, stream);
  }
  HWY_DYNAMIC_DISPATCH(LookupNativeImpl)(table, dt == ACL_BF16, x, dy, out, n);
}

}  // namespace aclnn_cpu
#endif  // HWY_ONCE
