#include "bench_common.h"

#include <cstdlib>
#include <stdexcept>

namespace bench {

int Threads() {
  static const int n = [] {
    const char* e = std::getenv("ACLNN_BENCH_THREADS");
    int v = e ? std::atoi(e) : 2;
    return v > 0 ? v : 2;
  }();
  return n;
}

size_t DtypeBytes(aclDataType d) {
  switch (d) {
    case ACL_FLOAT16: case ACL_BF16: case ACL_INT16: return 2;
    case ACL_DOUBLE: case ACL_INT64: case ACL_COMPLEX64: return 8;
    case ACL_COMPLEX128: return 16;
    case ACL_INT8: case ACL_UINT8: case ACL_BOOL: return 1;
    default: return 4;
  }
}

Buffer::Buffer(size_t elems, aclDataType dtype) : elems_(elems), dtype_(dtype) {
  bytes_ = elems * DtypeBytes(dtype);
  if (aclrtMalloc(&p_, bytes_ ? bytes_ : 1, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS)
    throw std::runtime_error("aclrtMalloc failed");
  std::memset(p_, 0, bytes_);
}

Buffer::~Buffer() { aclrtFree(p_); }

namespace {
// Counter-based generator (splitmix64 of seed and index): every element drawn independently, the
// same values for any thread count.
inline uint64_t Mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
template <class Store>
void FillEach(size_t n, double lo, double hi, uint64_t seed, Store store) {
  const float flo = static_cast<float>(lo), span = static_cast<float>(hi - lo);
  const uint64_t key = Mix(seed);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < static_cast<int64_t>(n); ++i) {
    const float u = static_cast<float>(Mix(key ^ static_cast<uint64_t>(i)) >> 40) * (1.0f / 16777216.0f);
    store(static_cast<size_t>(i), flo + span * u);
  }
}
}  // namespace

// Every element is drawn on its own: a short pattern repeated over a huge buffer would let the
// 16-bit Gelu table lookups run on a few thousand table entries, far fewer than real data touch
// (uniform fp16 values in [-4, 4) use about 40 KB of the fp32 table).
void Buffer::FillUniform(double lo, double hi, uint64_t seed) {
  unsigned char* dst = static_cast<unsigned char*>(p_);
  switch (dtype_) {
    case ACL_FLOAT:
      FillEach(elems_, lo, hi, seed, [&](size_t i, float f) { std::memcpy(dst + 4 * i, &f, 4); });
      break;
    case ACL_DOUBLE:
      FillEach(elems_, lo, hi, seed, [&](size_t i, float f) { const double d = f; std::memcpy(dst + 8 * i, &d, 8); });
      break;
    case ACL_FLOAT16:
      FillEach(elems_, lo, hi, seed, [&](size_t i, float f) {
        const aclFloat16 h = aclFloatToFloat16(f);
        std::memcpy(dst + 2 * i, &h, 2);
      });
      break;
    case ACL_BF16:
      FillEach(elems_, lo, hi, seed, [&](size_t i, float f) {
        uint32_t u;
        std::memcpy(&u, &f, 4);
        const uint16_t h = static_cast<uint16_t>(u >> 16);
        std::memcpy(dst + 2 * i, &h, 2);
      });
      break;
    case ACL_COMPLEX64:
      FillEach(elems_, lo, hi, seed, [&](size_t i, float f) { const float c[2] = {f, -f}; std::memcpy(dst + 8 * i, c, 8); });
      break;
    case ACL_COMPLEX128:
      FillEach(elems_, lo, hi, seed, [&](size_t i, float f) {
        const double c[2] = {f, -f};
        std::memcpy(dst + 16 * i, c, 16);
      });
      break;
    case ACL_INT32:
      FillEach(elems_, lo, hi, seed, [&](size_t i, float f) {
        const int32_t v = static_cast<int32_t>(f);
        std::memcpy(dst + 4 * i, &v, 4);
      });
      break;
    case ACL_INT64:
      FillEach(elems_, lo, hi, seed, [&](size_t i, float f) {
        const int64_t v = static_cast<int64_t>(f);
        std::memcpy(dst + 8 * i, &v, 8);
      });
      break;
    default:
      std::memset(dst, 0, bytes_);
      break;
  }
}

aclTensor* Tensor(const std::vector<int64_t>& shape, aclDataType dtype, void* data, aclFormat format) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) strides[i - 1] = strides[i] * shape[i];
  return aclCreateTensor(shape.data(), shape.size(), dtype, strides.data(), 0, format, shape.data(), shape.size(), data);
}

void RunOp(benchmark::State& state, const Phase1Fn& p1, Phase2Fn p2, double bytes_per_iter, const char* roof,
           const std::function<std::string()>& label_extra) {
  aclnnCpuSetNumThreads(Threads());
  uint64_t ws = 0;
  aclOpExecutor* ex = nullptr;
  if (p1(&ws, &ex) != 0) {
    state.SkipWithError(aclGetRecentErrMsg());
    return;
  }
  aclSetAclOpExecutorRepeatable(ex);
  void* w = nullptr;
  if (ws) aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtStream stream = nullptr;
  aclrtCreateStream(&stream);
  p2(w, ws, ex, stream);  // warm-up (first touch)
  aclrtSynchronizeStream(stream);
  for (auto _ : state) {
    p2(w, ws, ex, stream);
    aclrtSynchronizeStream(stream);
  }
  state.SetBytesProcessed(static_cast<int64_t>(bytes_per_iter * static_cast<double>(state.iterations())));
  state.SetLabel(std::string(roof) + " threads=" + std::to_string(Threads()) + " simd=" + aclnnCpuSimdTarget() +
                 (label_extra ? " " + label_extra() : std::string()));
  aclDestroyAclOpExecutor(ex);
  aclrtDestroyStream(stream);
  if (w) aclrtFree(w);
}

}  // namespace bench
