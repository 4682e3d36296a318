#include "test_tensor.h"

#include <cmath>
#include <cstring>
#include <numeric>
#include <set>
#include <sstream>
#include <stdexcept>

namespace aclnn_test {
namespace {

uint16_t F32ToF16Bits(float f) {  // IEEE round to nearest even (independent of the library)
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint16_t sign = (x >> 16) & 0x8000;
  uint32_t ax = x & 0x7fffffff;
  if (ax > 0x7f800000) return sign | 0x7e00;
  if (ax >= 0x477ff000) return sign | 0x7c00;
  if (ax < 0x38800000) return sign | static_cast<uint16_t>(std::nearbyint(std::ldexp(static_cast<double>(std::fabs(f)), 24)));
  uint32_t r = ax + 0xfff + ((ax >> 13) & 1) - 0x38000000;
  return sign | static_cast<uint16_t>(r >> 13);
}

double F16BitsToDouble(uint16_t h) {
  int e = (h >> 10) & 0x1f, m = h & 0x3ff;
  double v;
  if (e == 0) v = std::ldexp(m, -24);
  else if (e == 31) v = m ? NAN : INFINITY;
  else v = std::ldexp(1024 + m, e - 25);
  return (h & 0x8000) ? -v : v;
}

}  // namespace

size_t ElemSize(aclDataType d) {
  switch (d) {
    case ACL_FLOAT: case ACL_INT32: case ACL_UINT32: return 4;
    case ACL_FLOAT16: case ACL_BF16: case ACL_INT16: case ACL_UINT16: return 2;
    case ACL_INT8: case ACL_UINT8: case ACL_BOOL: return 1;
    case ACL_DOUBLE: case ACL_INT64: case ACL_UINT64: case ACL_COMPLEX64: return 8;
    case ACL_COMPLEX128: return 16;
    default: return 4;  // undefined/odd dtypes: 4-byte cells so status tests can still build tensors
  }
}

const char* Name(aclDataType d) {
  switch (d) {
    case ACL_FLOAT: return "fp32";
    case ACL_FLOAT16: return "fp16";
    case ACL_BF16: return "bf16";
    case ACL_DOUBLE: return "fp64";
    case ACL_INT8: return "int8";
    case ACL_INT16: return "int16";
    case ACL_INT32: return "int32";
    case ACL_INT64: return "int64";
    case ACL_UINT8: return "uint8";
    case ACL_UINT16: return "uint16";
    case ACL_UINT32: return "uint32";
    case ACL_UINT64: return "uint64";
    case ACL_BOOL: return "bool";
    case ACL_COMPLEX64: return "complex64";
    case ACL_COMPLEX128: return "complex128";
    default: return "other";
  }
}

aclDataType ParseDtype(const std::string& s) {
  if (s == "fp32" || s == "float32" || s == "float") return ACL_FLOAT;
  if (s == "fp16" || s == "float16") return ACL_FLOAT16;
  if (s == "bf16" || s == "bfloat16") return ACL_BF16;
  if (s == "fp64" || s == "float64" || s == "double") return ACL_DOUBLE;
  if (s == "int8") return ACL_INT8;
  if (s == "int16") return ACL_INT16;
  if (s == "int32") return ACL_INT32;
  if (s == "int64") return ACL_INT64;
  if (s == "uint8") return ACL_UINT8;
  if (s == "uint16") return ACL_UINT16;
  if (s == "uint32") return ACL_UINT32;
  if (s == "uint64") return ACL_UINT64;
  if (s == "bool") return ACL_BOOL;
  if (s == "complex64") return ACL_COMPLEX64;
  if (s == "complex128") return ACL_COMPLEX128;
  throw std::runtime_error("unknown dtype " + s);
}

namespace {
// v as the bits of an integer: truncated toward zero, saturated to int64 (NaN gives 0), then the
// low bits (a narrower integer dtype wraps). Defined for every double, unlike a plain cast.
uint64_t IntegerBits(double v) {
  if (std::isnan(v)) return 0;
  if (v >= 9223372036854775807.0) return static_cast<uint64_t>(INT64_MAX);
  if (v <= -9223372036854775808.0) return static_cast<uint64_t>(INT64_MIN);
  return static_cast<uint64_t>(static_cast<int64_t>(v));
}
// v as a float rounded to odd (truncated, the last bit set when inexact): a later rounding to 11 or
// 8 significant bits is then the single correct rounding of v, never a double rounding through
// float's nearest value.
float FloatRoundedToOdd(double v) {
  float f = static_cast<float>(v);
  if (!std::isfinite(v) || !std::isfinite(f) || static_cast<double>(f) == v) return f;
  if (std::fabs(static_cast<double>(f)) > std::fabs(v)) f = std::nextafter(f, 0.0f);
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u |= 1u;
  std::memcpy(&f, &u, 4);
  return f;
}
}  // namespace

void StoreElement(void* p, aclDataType d, double v) {
  const uint64_t bits = IntegerBits(v);
  switch (d) {
    case ACL_FLOAT: { float f = static_cast<float>(v); std::memcpy(p, &f, 4); return; }
    case ACL_DOUBLE: std::memcpy(p, &v, 8); return;
    case ACL_FLOAT16: {
      // One rounding from the double (through a float rounded to odd).
      uint16_t h = F32ToF16Bits(FloatRoundedToOdd(v));
      std::memcpy(p, &h, 2);
      return;
    }
    case ACL_BF16: {
      float f = FloatRoundedToOdd(v);
      uint32_t u;
      std::memcpy(&u, &f, 4);
      uint16_t h;
      if ((u & 0x7fffffff) > 0x7f800000) h = static_cast<uint16_t>((u >> 16) | 0x40);
      else h = static_cast<uint16_t>((u + 0x7fff + ((u >> 16) & 1)) >> 16);
      std::memcpy(p, &h, 2);
      return;
    }
    case ACL_INT8: { int8_t x = static_cast<int8_t>(bits); std::memcpy(p, &x, 1); return; }
    case ACL_UINT8: { uint8_t x = static_cast<uint8_t>(bits); std::memcpy(p, &x, 1); return; }
    case ACL_BOOL: { uint8_t x = v != 0; std::memcpy(p, &x, 1); return; }
    case ACL_INT16: { int16_t x = static_cast<int16_t>(bits); std::memcpy(p, &x, 2); return; }
    case ACL_INT32: { int32_t x = static_cast<int32_t>(bits); std::memcpy(p, &x, 4); return; }
    case ACL_INT64: { int64_t x = static_cast<int64_t>(bits); std::memcpy(p, &x, 8); return; }
    case ACL_UINT16: { uint16_t x = static_cast<uint16_t>(bits); std::memcpy(p, &x, 2); return; }
    case ACL_UINT32: { uint32_t x = static_cast<uint32_t>(bits); std::memcpy(p, &x, 4); return; }
    case ACL_UINT64: { uint64_t x = v >= 18446744073709551615.0 ? UINT64_MAX : v > 0 ? static_cast<uint64_t>(v) : bits; std::memcpy(p, &x, 8); return; }
    case ACL_COMPLEX64: { float f[2] = {static_cast<float>(v), 0.0f}; std::memcpy(p, f, 8); return; }
    case ACL_COMPLEX128: { double f[2] = {v, 0.0}; std::memcpy(p, f, 16); return; }
    default: { float f = static_cast<float>(v); std::memcpy(p, &f, 4); return; }
  }
}

double LoadElement(const void* p, aclDataType d) {
  switch (d) {
    case ACL_FLOAT: { float f; std::memcpy(&f, p, 4); return f; }
    case ACL_DOUBLE: { double f; std::memcpy(&f, p, 8); return f; }
    case ACL_FLOAT16: { uint16_t h; std::memcpy(&h, p, 2); return F16BitsToDouble(h); }
    case ACL_BF16: {
      uint16_t h;
      std::memcpy(&h, p, 2);
      uint32_t u = static_cast<uint32_t>(h) << 16;
      float f;
      std::memcpy(&f, &u, 4);
      return f;
    }
    case ACL_INT8: { int8_t x; std::memcpy(&x, p, 1); return x; }
    case ACL_UINT8: case ACL_BOOL: { uint8_t x; std::memcpy(&x, p, 1); return x; }
    case ACL_INT16: { int16_t x; std::memcpy(&x, p, 2); return x; }
    case ACL_INT32: { int32_t x; std::memcpy(&x, p, 4); return x; }
    case ACL_INT64: { int64_t x; std::memcpy(&x, p, 8); return static_cast<double>(x); }
    case ACL_UINT16: { uint16_t x; std::memcpy(&x, p, 2); return x; }
    case ACL_UINT32: { uint32_t x; std::memcpy(&x, p, 4); return x; }
    case ACL_UINT64: { uint64_t x; std::memcpy(&x, p, 8); return static_cast<double>(x); }
    case ACL_COMPLEX64: { float f; std::memcpy(&f, p, 4); return f; }
    case ACL_COMPLEX128: { double f; std::memcpy(&f, p, 8); return f; }
    default: { float f; std::memcpy(&f, p, 4); return f; }
  }
}

double RoundTo(aclDataType d, double v) {
  unsigned char buf[16];
  StoreElement(buf, d, v);
  return LoadElement(buf, d);
}

double RoundToTiesAway(aclDataType d, double v) {
  if (d != ACL_FLOAT16 && d != ACL_BF16) return RoundTo(d, v);
  const double f = static_cast<float>(v);
  if (std::isnan(f) || std::isinf(f)) return RoundTo(d, f);
  // Neighbouring representable values around f, from the RNE result and one ulp of the dtype.
  const double r = RoundTo(d, f);
  if (r == f) return r;
  const int bits = d == ACL_FLOAT16 ? 11 : 8;
  int e = 0;
  std::frexp(std::max(std::fabs(f), d == ACL_FLOAT16 ? std::ldexp(1.0, -14) : std::ldexp(1.0, -126)), &e);
  const double ulp = std::ldexp(1.0, e - bits);
  const double lo = std::floor(f / ulp) * ulp, hi = lo + ulp;
  if (f - lo == hi - f) {  // a tie: away from zero
    const double away = f > 0 ? hi : lo;
    return std::fabs(away) > (d == ACL_FLOAT16 ? 65504.0 : 3.3895313892515355e38) ? std::copysign(INFINITY, f) : away;
  }
  return r;
}

Layout Layout::Transposed(size_t rank) {
  Layout l;
  l.perm.resize(rank);
  std::iota(l.perm.begin(), l.perm.end(), 0);
  if (rank >= 2) std::swap(l.perm[rank - 1], l.perm[rank - 2]);
  return l;
}

Layout Layout::Padded(int64_t pad, int64_t offset) {
  Layout l;
  l.pad = pad;
  l.offset = offset;
  return l;
}

TestTensor::TestTensor(Shape view, aclDataType dtype, Layout layout)
    : view_(std::move(view)), dtype_(dtype), offset_(layout.offset) {
  const size_t r = view_.size();
  esize_ = ElemSize(dtype_);
  if (!layout.strides.empty()) {
    strides_ = layout.strides;
  } else {
    std::vector<int> perm = layout.perm;
    if (perm.empty()) {
      perm.resize(r);
      std::iota(perm.begin(), perm.end(), 0);
    }
    // perm lists view dims from outermost to innermost in memory.
    strides_.assign(r, 1);
    int64_t acc = 1;
    for (size_t k = r; k-- > 0;) {
      strides_[perm[k]] = acc;
      acc = acc * std::max<int64_t>(view_[perm[k]], 1) + layout.pad;
    }
  }
  // Storage: everything the view can reach (plus the offset).
  int64_t hi = offset_;
  bool empty = false;
  for (size_t k = 0; k < r; ++k) {
    if (view_[k] == 0) empty = true;
    if (view_[k] > 0 && strides_[k] > 0) hi += strides_[k] * (view_[k] - 1);
  }
  storage_elems_ = empty ? offset_ : hi + 1;
  bytes_ = static_cast<size_t>(storage_elems_) * esize_;
  void* p = nullptr;
  if (aclrtMalloc(&p, bytes_ + 2 * kGuardBytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS)
    throw std::runtime_error("aclrtMalloc failed");
  block_ = static_cast<char*>(p);
  data_ = block_ + kGuardBytes;
  Poison();
  const int64_t storage_dims[1] = {storage_elems_};
  tensor_ = aclCreateTensor(view_.data(), r, dtype_, strides_.data(), offset_, ACL_FORMAT_ND, storage_dims, 1, data_);
}

TestTensor::TestTensor(TestTensor&& o) noexcept
    : view_(std::move(o.view_)), strides_(std::move(o.strides_)), dtype_(o.dtype_), offset_(o.offset_),
      storage_elems_(o.storage_elems_), esize_(o.esize_), bytes_(o.bytes_), block_(o.block_), data_(o.data_),
      tensor_(o.tensor_) {
  o.block_ = nullptr;
  o.tensor_ = nullptr;
}

TestTensor::~TestTensor() {
  if (tensor_) aclDestroyTensor(tensor_);
  if (block_) aclrtFree(block_);
}

int64_t TestTensor::numel() const {
  int64_t n = 1;
  for (int64_t d : view_) n *= d;
  return n;
}

int64_t TestTensor::ElemOffset(int64_t linear) const {
  int64_t off = offset_;
  for (size_t k = view_.size(); k-- > 0;) {
    off += (linear % view_[k]) * strides_[k];
    linear /= view_[k];
  }
  return off;
}

double TestTensor::Get(int64_t i) const {
  return LoadElement(static_cast<char*>(data_) + ElemOffset(i) * static_cast<int64_t>(esize_), dtype_);
}
void TestTensor::Set(int64_t i, double v) {
  StoreElement(static_cast<char*>(data_) + ElemOffset(i) * static_cast<int64_t>(esize_), dtype_, v);
}
std::vector<double> TestTensor::Values() const {
  std::vector<double> v(static_cast<size_t>(numel()));
  for (int64_t i = 0; i < numel(); ++i) v[static_cast<size_t>(i)] = Get(i);
  return v;
}
void TestTensor::SetValues(const std::vector<double>& v) {
  for (int64_t i = 0; i < numel(); ++i) Set(i, v[static_cast<size_t>(i)]);
}

void TestTensor::FillUniform(std::mt19937_64& rng, double lo, double hi) {
  std::uniform_real_distribution<double> dist(lo, hi);
  const bool integral = dtype_ == ACL_INT8 || dtype_ == ACL_INT16 || dtype_ == ACL_INT32 || dtype_ == ACL_INT64 ||
                        dtype_ == ACL_UINT8 || dtype_ == ACL_BOOL;
  for (int64_t i = 0; i < numel(); ++i) {
    double x = dist(rng);
    Set(i, integral ? std::floor(x) : x);
  }
}

void TestTensor::FillConst(double v) {
  for (int64_t i = 0; i < numel(); ++i) Set(i, v);
}

void TestTensor::Poison() { std::memset(block_, 0xFF, bytes_ + 2 * kGuardBytes); }

bool TestTensor::UntouchedOutside(std::string* why) const {
  for (size_t i = 0; i < kGuardBytes; ++i) {
    if (static_cast<unsigned char>(block_[i]) != 0xFF ||
        static_cast<unsigned char>(block_[kGuardBytes + bytes_ + i]) != 0xFF) {
      if (why) *why = "guard zone overwritten";
      return false;
    }
  }
  std::vector<char> in_view(static_cast<size_t>(storage_elems_), 0);
  for (int64_t i = 0; i < numel(); ++i) in_view[static_cast<size_t>(ElemOffset(i))] = 1;
  const auto* s = static_cast<const unsigned char*>(data_);
  for (int64_t e = 0; e < storage_elems_; ++e) {
    if (in_view[static_cast<size_t>(e)]) continue;
    for (size_t b = 0; b < esize_; ++b) {
      if (s[static_cast<size_t>(e) * esize_ + b] != 0xFF) {
        if (why) *why = "storage element " + std::to_string(e) + " outside the view was written";
        return false;
      }
    }
  }
  return true;
}

uint64_t TestSeed() {
  if (const char* e = std::getenv("ACLNN_TEST_SEED")) return std::strtoull(e, nullptr, 10);
  return std::random_device{}() * 0x9E3779B97F4A7C15ull ^ std::random_device{}();
}

std::string SeedNote(uint64_t seed) {
  return "seed " + std::to_string(seed) + " (re-run with ACLNN_TEST_SEED=" + std::to_string(seed) + ")";
}

std::string Mismatch(double got, double want, double atol, double rtol) {
  if (std::isnan(want)) return std::isnan(got) ? "" : "expected NaN";
  if (std::isinf(want)) return got == want ? "" : "expected infinity";
  if (std::isnan(got) || std::isinf(got)) return "unexpected NaN/Inf";
  const double err = std::fabs(got - want);
  if (err <= atol + rtol * std::fabs(want)) return "";
  std::ostringstream os;
  os << "error " << err << " > " << atol << " + " << rtol << " * |" << want << "|";
  return os.str();
}

Tolerance DefaultTolerance(aclDataType d) {
  switch (d) {
    case ACL_FLOAT16: return {1e-5, 1.0 / 512};   // 2 ulp of fp16
    case ACL_BF16: return {1e-5, 1.0 / 64};       // 2 ulp of bf16
    case ACL_DOUBLE: return {1e-12, 1e-12};
    default: return {1e-6, 1e-5};
  }
}

std::string ShapeStr(const Shape& s) {
  std::ostringstream os;
  os << '[';
  for (size_t i = 0; i < s.size(); ++i) os << (i ? "," : "") << s[i];
  os << ']';
  return os.str();
}

aclTensor* CopyTensorDesc(const aclTensor* t) {
  if (!t) return nullptr;
  int64_t* dims = nullptr;
  int64_t* strides = nullptr;
  int64_t* storage = nullptr;
  uint64_t nd = 0, ns = 0, nst = 0;
  int64_t offset = 0;
  aclDataType dt = ACL_DT_UNDEFINED;
  aclFormat fmt = ACL_FORMAT_ND;
  void* data = nullptr;
  aclTensor* copy = nullptr;
  if (aclGetViewShape(t, &dims, &nd) == 0 && aclGetViewStrides(t, &strides, &ns) == 0 &&
      aclGetStorageShape(t, &storage, &nst) == 0 && aclGetViewOffset(t, &offset) == 0 &&
      aclGetDataType(t, &dt) == 0 && aclGetFormat(t, &fmt) == 0 && aclGetRawTensorAddr(t, &data) == 0 && nd == ns)
    copy = aclCreateTensor(dims, nd, dt, strides, offset, fmt, storage, nst, data);
  delete[] dims;
  delete[] strides;
  delete[] storage;
  return copy;
}

}  // namespace aclnn_test
