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

void Buffer::FillUniform(double lo, double hi, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> dist(static_cast<float>(lo), static_cast<float>(hi));
  // Fill a pattern of 4096 values and repeat it: fast for huge buffers, still varied.
  const size_t es = DtypeBytes(dtype_);
  std::vector<unsigned char> pattern(4096 * es);
  for (size_t i = 0; i < 4096; ++i) {
    float f = dist(rng);
    unsigned char* p = pattern.data() + i * es;
    switch (dtype_) {
      case ACL_FLOAT: std::memcpy(p, &f, 4); break;
      case ACL_DOUBLE: { double d = f; std::memcpy(p, &d, 8); break; }
      case ACL_FLOAT16: { aclFloat16 h = aclFloatToFloat16(f); std::memcpy(p, &h, 2); break; }
      case ACL_BF16: { uint32_t u; std::memcpy(&u, &f, 4); uint16_t h = static_cast<uint16_t>(u >> 16); std::memcpy(p, &h, 2); break; }
      case ACL_COMPLEX64: { float c[2] = {f, -f}; std::memcpy(p, c, 8); break; }
      case ACL_COMPLEX128: { double c[2] = {f, -f}; std::memcpy(p, c, 16); break; }
      case ACL_INT32: { int32_t v = static_cast<int32_t>(f); std::memcpy(p, &v, 4); break; }
      case ACL_INT64: { int64_t v = static_cast<int64_t>(f); std::memcpy(p, &v, 8); break; }
      default: std::memset(p, 0, es); break;
    }
  }
  auto* dst = static_cast<unsigned char*>(p_);
  for (size_t off = 0; off < bytes_; off += pattern.size())
    std::memcpy(dst + off, pattern.data(), std::min(pattern.size(), bytes_ - off));
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
