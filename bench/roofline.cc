// The machine's own limits, measured in the same run as the operators:
//   BM_Roofline/triad  a[i] = b[i] + s * c[i] over 3 x 256 MiB (two reads, one write), like the
//                      STREAM triad; bytes/s counts the 12 bytes per element that must move.
//   BM_Roofline/read   sum of 512 MiB (read-only bandwidth, for reductions), at the faster of the
//                      widest vectors and 256-bit ones.
//   BM_Roofline/fma    independent fp32 FMA chains in registers at the widest SIMD target:
//                      FLOP/s (2 per lane per FMA) reported as items/s.
//   BM_Roofline/bf16dot  independent chains of AVX512-BF16 dot products (vdpbf16ps, 64 FLOP per
//                      512-bit instruction) in registers: the peak of the instruction oneDNN's
//                      bf16 matmul runs on CPUs with AVX512_BF16 and no AMX (x86 only; skipped
//                      where the CPU lacks it).
//   BM_Roofline/lookup16  out[i] = table[x[i]] over 64M 16-bit values (the bf16 bits of the Gelu
//                      benchmarks' inputs) and a 65536-entry 16-bit table: the ceiling of any
//                      table route for 16-bit Gelu, which does this and more. bytes/s counts the
//                      4 bytes per element of a 16-bit GeluV2; the library's own loop
//                      (LookupLoads), the faster of plain and non-temporal stores kept.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "roofline.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace bench {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Returns a value depending on every FMA so the loop is not optimised away.
float FmaChains(int64_t iters) {
  const hn::ScalableTag<float> d;
  const auto m = hn::Set(d, 0.999999f), a = hn::Set(d, 1e-7f);
  auto v0 = hn::Set(d, 1.0f), v1 = hn::Set(d, 1.1f), v2 = hn::Set(d, 1.2f), v3 = hn::Set(d, 1.3f);
  auto v4 = hn::Set(d, 1.4f), v5 = hn::Set(d, 1.5f), v6 = hn::Set(d, 1.6f), v7 = hn::Set(d, 1.7f);
  auto v8 = hn::Set(d, 1.8f), v9 = hn::Set(d, 1.9f), v10 = hn::Set(d, 2.0f), v11 = hn::Set(d, 2.1f);
  for (int64_t i = 0; i < iters; ++i) {
    v0 = hn::MulAdd(v0, m, a); v1 = hn::MulAdd(v1, m, a); v2 = hn::MulAdd(v2, m, a); v3 = hn::MulAdd(v3, m, a);
    v4 = hn::MulAdd(v4, m, a); v5 = hn::MulAdd(v5, m, a); v6 = hn::MulAdd(v6, m, a); v7 = hn::MulAdd(v7, m, a);
    v8 = hn::MulAdd(v8, m, a); v9 = hn::MulAdd(v9, m, a); v10 = hn::MulAdd(v10, m, a); v11 = hn::MulAdd(v11, m, a);
  }
  auto s = hn::Add(hn::Add(hn::Add(v0, v1), hn::Add(v2, v3)), hn::Add(hn::Add(v4, v5), hn::Add(v6, v7)));
  s = hn::Add(s, hn::Add(hn::Add(v8, v9), hn::Add(v10, v11)));
  return hn::GetLane(hn::SumOfLanes(d, s));
}
size_t Lanes() { return hn::Lanes(hn::ScalableTag<float>()); }

// Sum of n floats with four independent vector accumulators (read bandwidth, not add latency),
// in vectors of D. One core of AMD Zen 4 streams faster with 256-bit loads than with 512-bit ones,
// so the read limit is timed at both widths and the faster one is kept (BM_Read).
template <class D>
float SumLanes(D d, const float* p, int64_t n) {
  const int64_t N = static_cast<int64_t>(hn::Lanes(d));
  auto a0 = hn::Zero(d), a1 = hn::Zero(d), a2 = hn::Zero(d), a3 = hn::Zero(d);
  int64_t i = 0;
  for (; i + 4 * N <= n; i += 4 * N) {
    a0 = hn::Add(a0, hn::LoadU(d, p + i));
    a1 = hn::Add(a1, hn::LoadU(d, p + i + N));
    a2 = hn::Add(a2, hn::LoadU(d, p + i + 2 * N));
    a3 = hn::Add(a3, hn::LoadU(d, p + i + 3 * N));
  }
  float s = hn::GetLane(hn::SumOfLanes(d, hn::Add(hn::Add(a0, a1), hn::Add(a2, a3))));
  for (; i < n; ++i) s += p[i];
  return s;
}
float SumF32(const float* p, int64_t n) { return SumLanes(hn::ScalableTag<float>(), p, n); }

float SumF32Max256(const float* p, int64_t n) { return SumLanes(hn::CappedTag<float, 8>(), p, n); }

}  // namespace HWY_NAMESPACE
}  // namespace bench
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <omp.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <vector>

#include "bench_common.h"
#include "core/convert.h"
#include "core/table16.h"

namespace bench {
HWY_EXPORT(FmaChains);
HWY_EXPORT(Lanes);
HWY_EXPORT(SumF32);
HWY_EXPORT(SumF32Max256);

namespace {
constexpr int64_t kTriadN = int64_t(64) << 20;  // floats per array

float* AllocFloats(int64_t n) {
  void* p = nullptr;
  aclrtMalloc(&p, static_cast<size_t>(n) * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  return static_cast<float*>(p);
}

void BM_Triad(benchmark::State& state) {
  const int nt = Threads();
  float *a = AllocFloats(kTriadN), *b = AllocFloats(kTriadN), *c = AllocFloats(kTriadN);
  // Values that differ from page to page: a hypervisor that merges identical pages (KSM) would
  // otherwise serve the reads from one shared page and copy pages on the first writes.
#pragma omp parallel for schedule(static) num_threads(nt)
  for (int64_t i = 0; i < kTriadN; ++i) {
    a[i] = 0.0f;
    b[i] = static_cast<float>(i & 0xFFFFF);
    c[i] = static_cast<float>((i >> 3) & 0xFFFF);
  }
  const float s = 3.0f;
  for (auto _ : state) {
#pragma omp parallel for schedule(static) num_threads(nt)
    for (int64_t i = 0; i < kTriadN; ++i) a[i] = b[i] + s * c[i];
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * kTriadN * 12);
  state.SetLabel("roof=triad threads=" + std::to_string(nt));
  aclrtFree(a);
  aclrtFree(b);
  aclrtFree(c);
}

using SumFn = float (*)(const float*, int64_t);

float SumTeam(SumFn fn, const float* b, int64_t n, int nt) {
  float sum = 0;
#pragma omp parallel num_threads(nt) reduction(+ : sum)
  {
    const int64_t t = omp_get_thread_num(), team = omp_get_num_threads();
    const int64_t b0 = n * t / team, b1 = n * (t + 1) / team;
    sum += fn(b + b0, b1 - b0);
  }
  return sum;
}

// Best of three runs of pass(), in seconds: how the limits that try two variants pick the faster.
template <class Pass>
double BestOfThree(Pass pass) {
  double best = 1e30;
  for (int r = 0; r < 3; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    pass();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  return best;
}

void BM_Read(benchmark::State& state) {
  const int nt = Threads();
  const int64_t n = 2 * kTriadN;
  float* b = AllocFloats(n);
#pragma omp parallel for schedule(static) num_threads(nt)
  for (int64_t i = 0; i < n; ++i) b[i] = static_cast<float>(i & 0xFFFFF);  // distinct pages (BM_Triad)
  // The limit is what the machine can do, so the faster vector width is timed (see SumLanes).
  const SumFn wide = [](const float* p, int64_t k) { return HWY_DYNAMIC_DISPATCH(SumF32)(p, k); };
  const SumFn narrow = [](const float* p, int64_t k) { return HWY_DYNAMIC_DISPATCH(SumF32Max256)(p, k); };
  auto pass = [&](SumFn fn) { return [&, fn] { benchmark::DoNotOptimize(SumTeam(fn, b, n, nt)); }; };
  const bool use_narrow = BestOfThree(pass(narrow)) < BestOfThree(pass(wide));
  const SumFn fn = use_narrow ? narrow : wide;
  const size_t widest = HWY_DYNAMIC_DISPATCH(Lanes)(), lanes = use_narrow ? std::min<size_t>(widest, 8) : widest;
  for (auto _ : state) benchmark::DoNotOptimize(SumTeam(fn, b, n, nt));
  state.SetBytesProcessed(state.iterations() * n * 4);
  state.SetLabel("roof=read threads=" + std::to_string(nt) + " bits=" + std::to_string(lanes * 32));
  aclrtFree(b);
}

void BM_Fma(benchmark::State& state) {
  const int nt = Threads();
  const int64_t iters = 20000000;
  const double lanes = static_cast<double>(HWY_DYNAMIC_DISPATCH(Lanes)());
  for (auto _ : state) {
    float acc = 0;
#pragma omp parallel num_threads(nt) reduction(+ : acc)
    acc += HWY_DYNAMIC_DISPATCH(FmaChains)(iters);
    benchmark::DoNotOptimize(acc);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * nt * iters * 12 * lanes * 2));
  state.SetLabel("roof=fma threads=" + std::to_string(nt) + " lanes=" + std::to_string(static_cast<int>(lanes)));
}

#if defined(__x86_64__)
// Twelve independent accumulators, as FmaChains. Returns a value depending on every product.
__attribute__((target("avx512f,avx512bf16"))) float Bf16DotChains(int64_t iters) {
  __m512 a[12];
  for (int k = 0; k < 12; ++k) a[k] = _mm512_set1_ps(1.0f + 0.1f * static_cast<float>(k));
  __m512bh x = (__m512bh)_mm512_set1_epi16(0x3f80), y = (__m512bh)_mm512_set1_epi16(0x3400);  // 1, 2^-23
  for (int64_t i = 0; i < iters; ++i) {
    for (int k = 0; k < 12; ++k) a[k] = _mm512_dpbf16_ps(a[k], x, y);
    __asm__ volatile("" : "+v"(x));  // not hoisted or folded
  }
  __m512 s = a[0];
  for (int k = 1; k < 12; ++k) s = _mm512_add_ps(s, a[k]);
  return _mm512_reduce_add_ps(s);
}

void BM_Bf16Dot(benchmark::State& state) {
  if (!__builtin_cpu_supports("avx512bf16")) {
    state.SkipWithError("n/a: no AVX512_BF16 on this CPU");
    return;
  }
  const int nt = Threads();
  const int64_t iters = 20000000;
  for (auto _ : state) {
    float acc = 0;
#pragma omp parallel num_threads(nt) reduction(+ : acc)
    acc += Bf16DotChains(iters);
    benchmark::DoNotOptimize(acc);
  }
  state.SetItemsProcessed(state.iterations() * nt * iters * 12 * 64);
  state.SetLabel("roof=bf16dot threads=" + std::to_string(nt));
}
#endif

constexpr int64_t kLookupBlock = 1024;  // elements per unit of work

void LookupTeam(const uint16_t* table, const uint16_t* x, uint16_t* out, int64_t n, int nt, bool stream) {
#pragma omp parallel num_threads(nt)
  {
    const int64_t t = omp_get_thread_num(), team = omp_get_num_threads();
    const int64_t blocks = n / kLookupBlock, b0 = blocks * t / team, b1 = blocks * (t + 1) / team;
    aclnn_cpu::LookupLoads(table, x + b0 * kLookupBlock, out + b0 * kLookupBlock, (b1 - b0) * kLookupBlock, stream);
    if (stream) aclnn_cpu::StreamFence();
  }
}

void BM_Lookup16(benchmark::State& state) {
  const int nt = Threads();
  const int64_t n = kTriadN;  // a multiple of kLookupBlock
  Buffer x(static_cast<size_t>(n), ACL_BF16), out(static_cast<size_t>(n), ACL_BF16);
  x.FillUniform(-4, 4, 2);
  std::memset(out.data(), 0, out.bytes());
  std::vector<uint16_t> table(65536);
  for (size_t i = 0; i < table.size(); ++i) table[i] = static_cast<uint16_t>(i * 40503u >> 3);
  const auto* xp = static_cast<const uint16_t*>(x.data());
  auto* op = static_cast<uint16_t*>(out.data());
  auto pass = [&](bool streamed) { return [&, streamed] { LookupTeam(table.data(), xp, op, n, nt, streamed); }; };
  const bool stream = BestOfThree(pass(true)) < BestOfThree(pass(false));
  for (auto _ : state) {
    LookupTeam(table.data(), xp, op, n, nt, stream);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * n * 4);
  state.SetLabel("roof=lookup16 threads=" + std::to_string(nt) + (stream ? " stores=stream" : " stores=plain"));
}

}  // namespace

BENCHMARK(BM_Triad)->Name("BM_Roofline/triad")->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5);
BENCHMARK(BM_Read)->Name("BM_Roofline/read")->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5);
BENCHMARK(BM_Fma)->Name("BM_Roofline/fma")->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5);
#if defined(__x86_64__)
BENCHMARK(BM_Bf16Dot)->Name("BM_Roofline/bf16dot")->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5);
#endif
BENCHMARK(BM_Lookup16)->Name("BM_Roofline/lookup16")->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5);

}  // namespace bench
#endif  // HWY_ONCE
