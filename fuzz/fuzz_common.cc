#include "fuzz_common.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>

#include "aclnn_cpu/aclnn_cpu.h"
#include "core/dtype.h"

namespace fz {
namespace {
constexpr unsigned char kCanary = 0x5A;
const size_t kPage = static_cast<size_t>(sysconf(_SC_PAGESIZE));

int64_t SatMul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return (a < 0) != (b < 0) ? INT64_MIN : INT64_MAX;
  return r;
}
// Keeps sums of up to 30 spans (each |stride * (dim - 1)| < 2^126) inside __int128.
__int128 Clamp(__int128 v) {
  const __int128 cap = static_cast<__int128>(1) << 64;
  return v > cap ? cap : v < -cap ? -cap : v;
}
int64_t SatAdd(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return b < 0 ? INT64_MIN : INT64_MAX;
  return r;
}
// The library's storage rule: product of the dims, 0 if any dim <= 0, saturating.
int64_t Product(const Shape& s) {
  int64_t n = 1;
  for (int64_t d : s) {
    if (d <= 0) return 0;
    n = SatMul(n, d);
  }
  return n;
}
Shape Getter(aclnnStatus (*get)(const aclTensor*, int64_t**, uint64_t*), const aclTensor* t) {
  int64_t* v = nullptr;
  uint64_t n = 0;
  if (get(t, &v, &n) != 0) Die("a tensor getter failed on a live tensor");
  Shape s(v, v + n);
  delete[] v;
  return s;
}
bool KnownStatus(aclnnStatus st) {
  switch (st) {
    case ACLNN_ERR_PARAM_NULLPTR: case ACLNN_ERR_PARAM_INVALID: case ACLNN_ERR_RUNTIME_ERROR:
    case ACLNN_ERR_INNER_NULLPTR: case ACLNN_ERR_INNER_TILING_ERROR:
      return true;
    default:
      return false;
  }
}
}  // namespace

void Die(const std::string& why) {
  std::fprintf(stderr, "\n==FUZZ FINDING== %s\n", why.c_str());
  std::abort();
}

void Init() {
  static const bool once = [] {
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclnnCpuSetNumThreads(1);  // one worker: many executions per second; threads have their own tests
    return true;
  }();
  (void)once;
}

aclrtStream Stream() {
  static aclrtStream s = [] {
    aclrtStream st = nullptr;
    if (aclrtCreateStream(&st) != 0) Die("aclrtCreateStream failed");
    return st;
  }();
  return s;
}

// ---- GuardBuf -------------------------------------------------------------------------------
GuardBuf::GuardBuf(uint64_t bytes, bool flush_end) : bytes_(bytes) {
  body_len_ = (bytes + kPage - 1) / kPage * kPage;
  map_len_ = body_len_ + 2 * kPage;
  void* m = mmap(nullptr, map_len_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) Die("mmap failed");
  map_ = static_cast<unsigned char*>(m);
  body_ = map_ + kPage;
  if (body_len_ && mprotect(body_, body_len_, PROT_READ | PROT_WRITE) != 0) Die("mprotect failed");
  std::memset(body_, kCanary, body_len_);
  data_ = flush_end ? body_ + body_len_ - bytes : body_;
}

GuardBuf::~GuardBuf() { munmap(map_, map_len_); }

void GuardBuf::ReadOnly(bool on) {
  if (body_len_ && mprotect(body_, body_len_, on ? PROT_READ : PROT_READ | PROT_WRITE) != 0) Die("mprotect failed");
}

bool GuardBuf::SlackIntact() const {
  for (unsigned char* q = body_; q < data_; ++q)
    if (*q != kCanary) return false;
  for (unsigned char* q = data_ + bytes_; q < body_ + body_len_; ++q)
    if (*q != kCanary) return false;
  return true;
}

// ---- Fuzz -----------------------------------------------------------------------------------
Fuzz::Fuzz(const uint8_t* data, size_t size) : p_(data, size) {
  Init();
  rng_.seed(p_.ConsumeIntegral<uint64_t>());
}

Fuzz::~Fuzz() {
  for (TensorRec& r : tensors_) aclDestroyTensor(r.t);
  for (aclIntArray* a : arrays_) aclDestroyIntArray(a);
  for (aclScalar* s : scalars_) aclDestroyScalar(s);
}

bool Fuzz::OneIn(unsigned n) { return p_.ConsumeIntegralInRange<unsigned>(1, n) == 1; }

int64_t Fuzz::Hostile() {
  static const int64_t kTable[] = {0, 1, 2, -1, -2, 3, 7, 15, 16, 17, 31, 32, 33, 255, 4096, 65535,
                                   int64_t{1} << 31, (int64_t{1} << 31) - 1, int64_t{1} << 32,
                                   int64_t{1} << 40, int64_t{1} << 62, INT64_MAX, INT64_MIN,
                                   INT64_MAX / 2 + 1, 3037000500, -(int64_t{1} << 40), INT32_MIN};
  if (OneIn(4)) return p_.ConsumeIntegral<int64_t>();
  return kTable[p_.ConsumeIntegralInRange<size_t>(0, sizeof(kTable) / sizeof(kTable[0]) - 1)];
}

aclDataType Fuzz::Dtype(aclDataType good) {
  if (OneIn(16)) return static_cast<aclDataType>(Range(-1, 40));
  return good;
}

aclDataType Fuzz::Pick(std::initializer_list<aclDataType> good) {
  if (OneIn(16)) return static_cast<aclDataType>(Range(-1, 40));
  return good.begin()[Range(0, static_cast<int64_t>(good.size()) - 1)];
}

aclFormat Fuzz::Format(aclFormat good) {
  if (OneIn(16)) return static_cast<aclFormat>(Range(-1, 50));
  return good;
}

int Fuzz::NewBuf(uint64_t bytes) {
  bufs_.push_back(std::make_unique<GuardBuf>(bytes, p_.ConsumeBool()));
  fill_mode_.push_back(-1);
  return static_cast<int>(bufs_.size()) - 1;
}

TensorRec* Fuzz::Rec(const aclTensor* t) {
  for (TensorRec& r : tensors_)
    if (r.t == t) return &r;
  return nullptr;
}

aclTensor* Fuzz::Tensor(Shape view, aclDataType dt, aclFormat fmt, Role role, bool nullable) {
  if (nullable ? OneIn(3) : OneIn(40)) return nullptr;
  // Rank and dims.
  if (OneIn(12)) {
    switch (Range(0, 3)) {
      case 0: if (!view.empty()) view[static_cast<size_t>(Range(0, static_cast<int64_t>(view.size()) - 1))] = Hostile(); break;
      case 1: view.push_back(Range(0, 4)); break;
      case 2: if (!view.empty()) view.pop_back(); break;
      default: view.assign(static_cast<size_t>(Range(26, 30)), 1); break;
    }
  }
  const size_t rank = view.size();
  // Strides.
  Shape st(rank, 1);
  const int mode = static_cast<int>(Range(0, 9));
  {
    std::vector<size_t> perm(rank);
    std::iota(perm.begin(), perm.end(), 0);
    if (mode == 4) std::shuffle(perm.begin(), perm.end(), rng_);
    const int64_t pad = mode == 5 ? Range(1, 5) : 0;
    int64_t acc = 1;
    for (size_t k = rank; k-- > 0;) {
      st[perm[k]] = acc;
      acc = SatAdd(SatMul(acc, std::max<int64_t>(view[perm[k]], 1)), pad);
    }
  }
  if (rank > 0) {
    const size_t k = static_cast<size_t>(Range(0, static_cast<int64_t>(rank) - 1));
    if (mode == 6) st[k] = 0;
    if (mode == 7) st[k] = -st[k];
    if (mode == 8) for (int64_t& s : st) s = Range(-4, 8);
    if (mode == 9) for (int64_t& s : st) s = OneIn(2) ? Hostile() : Range(-3, 3);
  }
  // Offset: make negative strides start inside the storage, then perturb.
  int64_t off = 0;
  for (size_t k = 0; k < rank; ++k)
    if (st[k] < 0 && st[k] != INT64_MIN && view[k] > 0) off = SatAdd(off, SatMul(-st[k], view[k] - 1));
  if (OneIn(4)) off = SatAdd(off, Range(0, 7));
  if (OneIn(40)) off = Hostile();
  // Storage: the exact extent, more, one element less, or anything.
  __int128 lo = off, hi = off;
  bool empty = false;
  for (size_t k = 0; k < rank; ++k) {
    if (view[k] <= 0) empty = true;
    const __int128 span = Clamp(static_cast<__int128>(st[k]) * (static_cast<__int128>(view[k]) - 1));
    (span > 0 ? hi : lo) += span;
  }
  int64_t need = empty ? Range(0, 8) : (hi >= 0 && hi < (static_cast<__int128>(1) << 62)) ? static_cast<int64_t>(hi) + 1 : INT64_MAX;
  switch (Range(0, 9)) {
    case 6: case 7: need = SatAdd(need, Range(1, 16)); break;
    case 8: need = need - 1; break;
    case 9: need = Hostile(); break;
    default: break;
  }
  Shape storage;
  switch (Range(0, 7)) {
    case 0: storage = {1, need}; break;
    case 1: if (need > 0 && need % 4 == 0) storage = {4, need / 4}; else storage = {need}; break;
    case 2: if (need == 1) break; storage = {need}; break;  // rank-0 storage holds one element
    case 3: if (OneIn(4)) { storage.assign(static_cast<size_t>(Range(1, 6)), 0); for (int64_t& d : storage) d = Hostile(); break; }
            storage = {need}; break;
    default: storage = {need}; break;
  }
  if (OneIn(64)) storage.assign(26, 1);
  const bool explicit_strides = mode != 0 || OneIn(2);
  // Memory.
  const aclDataType fmt_dt = dt;
  size_t esize = aclnn_cpu::ElementSize(fmt_dt);
  if (esize == 0) esize = 1;
  const int64_t storage_numel = Product(storage);
  int buf = -1;
  void* data = nullptr;
  if (storage_numel >= 0 && static_cast<uint64_t>(storage_numel) <= kMaxBytes / esize) {
    buf = NewBuf(static_cast<uint64_t>(storage_numel) * esize);
    data = bufs_[static_cast<size_t>(buf)]->data();
    if (empty && OneIn(2)) data = nullptr;  // empty tensors may carry no memory
  } else if (OneIn(2)) {
    data = reinterpret_cast<void*>(uintptr_t{0x1000});  // never dereferenced: phase 2 is skipped
  }
  aclTensor* t = aclCreateTensor(view.data(), view.size(), dt, explicit_strides ? st.data() : nullptr, off, fmt,
                                 storage.data(), storage.size(), data);
  if (!t) {
    if (rank <= 25 && storage.size() <= 25) Die("aclCreateTensor returned null for valid arguments");
    return nullptr;
  }
  TensorRec r;
  r.t = t;
  r.role = role;
  r.view = Getter(aclGetViewShape, t);
  r.strides = Getter(aclGetViewStrides, t);
  if (aclGetViewOffset(t, &r.offset) != 0) Die("aclGetViewOffset failed");
  r.esize = esize;
  r.buf = data ? buf : -1;
  if (r.view != view || r.offset != off || (explicit_strides && r.strides != st) || Getter(aclGetStorageShape, t) != storage)
    Die("aclCreateTensor did not record view, strides, offset and storage as given");
  tensors_.push_back(r);
  if (role == Role::kIn || OneIn(4)) FillInput(r);
  return t;
}

aclTensor* Fuzz::Alias(aclTensor* of, Shape view, aclDataType dt, aclFormat fmt, Role role) {
  TensorRec* src = of ? Rec(of) : nullptr;
  if (!src || src->buf < 0) return nullptr;
  const GuardBuf& b = *bufs_[static_cast<size_t>(src->buf)];
  size_t esize = aclnn_cpu::ElementSize(dt);
  if (esize == 0) esize = 1;
  const int64_t numel = Product(view);
  // The data address must be aligned to the element size (CANN requires 32 bytes; the library
  // relies on element alignment, accessing elements through typed pointers).
  if (reinterpret_cast<uintptr_t>(b.data()) % esize != 0) return nullptr;
  const Shape storage = {static_cast<int64_t>(b.bytes() / esize)};
  if (numel > storage[0] && !OneIn(8)) return nullptr;
  aclTensor* t = aclCreateTensor(view.data(), view.size(), dt, nullptr, 0, fmt, storage.data(), storage.size(), b.data());
  if (!t) return nullptr;
  TensorRec r;
  r.t = t;
  r.role = role;
  r.view = view;
  r.strides = Getter(aclGetViewStrides, t);
  r.offset = 0;
  r.esize = esize;
  r.buf = src->buf;
  tensors_.push_back(r);
  return t;
}

void Fuzz::FillInput(const TensorRec& r) {
  if (r.buf < 0) return;
  const size_t bi = static_cast<size_t>(r.buf);
  if (fill_mode_[bi] >= 0) return;
  const int mode = static_cast<int>(Range(0, 9));
  fill_mode_[bi] = mode;
  GuardBuf& b = *bufs_[bi];
  aclDataType dt = ACL_FLOAT;
  aclGetDataType(r.t, &dt);
  unsigned char* p = b.data();
  const uint64_t n = b.bytes();
  // A cheap generator (the fill dominates the run time otherwise): uniform in [-3, 3).
  uint64_t x = rng_() | 1;
  auto next = [&x] {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return x;
  };
  if (mode >= 8) {  // raw bits: NaN, infinities, denormals, huge integers
    for (uint64_t i = 0; i < n; ++i) p[i] = static_cast<unsigned char>(next() >> 56);
    return;
  }
  auto u = [&next](std::mt19937_64&) { return static_cast<float>(static_cast<int64_t>(next() >> 40) - (int64_t{1} << 23)) * (3.0f / 8388608.0f); };
  static const float kSpecial[] = {0.0f, -0.0f, 1.0f, -1.0f, 65504.0f, 1e30f, -1e30f, 1e-40f, 3.4e38f,
                                   __builtin_inff(), -__builtin_inff(), __builtin_nanf("")};
  for (uint64_t i = 0; i + r.esize <= n; i += r.esize) {
    const float v = mode == 7 ? kSpecial[next() % 12] : u(rng_);
    switch (dt) {
      case ACL_FLOAT: std::memcpy(p + i, &v, 4); break;
      case ACL_DOUBLE: { double d = v; std::memcpy(p + i, &d, 8); break; }
      case ACL_FLOAT16: { uint16_t h = aclFloatToFloat16(v); std::memcpy(p + i, &h, 2); break; }
      case ACL_BF16: { uint32_t bits; std::memcpy(&bits, &v, 4); uint16_t h = static_cast<uint16_t>(bits >> 16); std::memcpy(p + i, &h, 2); break; }
      case ACL_COMPLEX64: { float c[2] = {v, u(rng_)}; std::memcpy(p + i, c, 8); break; }
      case ACL_COMPLEX128: { double c[2] = {v, u(rng_)}; std::memcpy(p + i, c, 16); break; }
      case ACL_BOOL: p[i] = static_cast<unsigned char>(rng_() & 1); break;
      default: {
        const int64_t k = static_cast<int64_t>(rng_() % 7) - 3;
        std::memcpy(p + i, &k, std::min<size_t>(r.esize, 8));
        break;
      }
    }
  }
}

void Fuzz::SetInts(aclTensor* t, const std::vector<int64_t>& values) {
  TensorRec* r = t ? Rec(t) : nullptr;
  if (!r || r->buf < 0 || values.empty()) return;
  aclDataType dt = ACL_INT64;
  aclGetDataType(t, &dt);
  if (dt != ACL_INT32 && dt != ACL_INT64) return;
  const int64_t numel = Product(r->view);
  if (numel > kMaxNumel || r->view.size() != 1) return;
  const GuardBuf& b = *bufs_[static_cast<size_t>(r->buf)];
  for (int64_t i = 0; i < numel; ++i) {
    const __int128 e = static_cast<__int128>(r->offset) + static_cast<__int128>(i) * r->strides[0];
    if (e < 0 || (e + 1) * static_cast<__int128>(r->esize) > static_cast<__int128>(b.bytes())) continue;
    const int64_t v = values[static_cast<size_t>(i) % values.size()];
    unsigned char* q = b.data() + static_cast<size_t>(e) * r->esize;
    if (dt == ACL_INT32) {
      const int32_t w = static_cast<int32_t>(v);
      std::memcpy(q, &w, 4);
    } else {
      std::memcpy(q, &v, 8);
    }
  }
}

Shape Fuzz::Broadcastable(const Shape& full) {
  Shape s = full;
  for (int64_t& d : s)
    if (OneIn(4)) d = 1;
  const size_t drop = static_cast<size_t>(Range(0, static_cast<int64_t>(s.size())));
  if (OneIn(3)) s.erase(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(drop));
  return s;
}

aclScalar* Fuzz::Scalar(std::initializer_list<aclDataType> dtypes, int64_t lo, int64_t hi) {
  if (OneIn(40)) return nullptr;
  const aclDataType dt = Pick(dtypes);
  unsigned char bytes[16] = {};
  if (OneIn(2)) {
    const int64_t small = Range(lo, hi);
    if (dt == ACL_FLOAT) {
      const float v = static_cast<float>(small);
      std::memcpy(bytes, &v, 4);
    } else if (dt == ACL_DOUBLE) {
      const double v = static_cast<double>(small);
      std::memcpy(bytes, &v, 8);
    } else {
      std::memcpy(bytes, &small, 8);  // little-endian: the low bytes hold the value
    }
  } else {
    const std::vector<uint8_t> raw = p_.ConsumeBytes<uint8_t>(16);
    if (!raw.empty()) std::memcpy(bytes, raw.data(), raw.size());
  }
  aclScalar* s = aclCreateScalar(bytes, dt);  // null for a dtype Pick mutated past the enum
  if (s) scalars_.push_back(s);
  return s;
}

aclIntArray* Fuzz::IntArray(std::vector<int64_t> good, bool nullable) {
  if (nullable ? OneIn(24) : OneIn(40)) return nullptr;
  if (OneIn(10)) {
    if (OneIn(2) && !good.empty()) good.pop_back(); else good.push_back(Hostile());
  }
  for (int64_t& v : good)
    if (OneIn(16)) v = Hostile();
  aclIntArray* a = aclCreateIntArray(good.data(), good.size());
  if (!a) Die("aclCreateIntArray returned null");
  arrays_.push_back(a);
  return a;
}

char* Fuzz::String(std::initializer_list<const char*> good, bool nullable) {
  if (nullable ? OneIn(8) : OneIn(40)) return nullptr;
  std::string s = OneIn(12) ? p_.ConsumeRandomLengthString(12) : good.begin()[Range(0, static_cast<int64_t>(good.size()) - 1)];
  strings_.push_back(std::make_unique<std::string>(std::move(s)));
  return &(*strings_.back())[0];
}

bool Fuzz::RunOnce(Phase2Fn phase2, uint64_t ws, aclOpExecutor* ex, bool expect_ok) {
  // Snapshot, protect inputs, run, synchronise, unprotect, compare.
  std::vector<bool> written(bufs_.size(), false);
  for (const TensorRec& r : tensors_)
    if (r.role == Role::kOut && r.buf >= 0) written[static_cast<size_t>(r.buf)] = true;
  std::vector<std::vector<unsigned char>> before(bufs_.size());
  for (size_t i = 0; i < bufs_.size(); ++i) before[i].assign(bufs_[i]->data(), bufs_[i]->data() + bufs_[i]->bytes());
  GuardBuf* wsbuf = nullptr;
  std::unique_ptr<GuardBuf> owned_ws;
  if (ws > 0) {
    owned_ws = std::make_unique<GuardBuf>(ws, p_.ConsumeBool());
    wsbuf = owned_ws.get();
  }
  for (size_t i = 0; i < bufs_.size(); ++i)
    if (!written[i]) bufs_[i]->ReadOnly(true);
  const aclnnStatus st = phase2(wsbuf ? wsbuf->data() : nullptr, ws, ex, Stream());
  const aclError se = aclrtSynchronizeStream(Stream());
  for (size_t i = 0; i < bufs_.size(); ++i)
    if (!written[i]) bufs_[i]->ReadOnly(false);
  if (expect_ok && st != 0) Die("phase 2 failed with " + std::to_string(st) + " after phase 1 succeeded: " + aclGetRecentErrMsg());
  if (se != 0 && std::strlen(aclGetRecentErrMsg()) == 0) Die("a failed synchronisation left no message");
  // Which bytes may have changed: those of the output views.
  std::vector<std::vector<unsigned char>> mask(bufs_.size());
  for (size_t i = 0; i < bufs_.size(); ++i) mask[i].assign(bufs_[i]->bytes(), false);
  for (const TensorRec& r : tensors_) {
    if (r.role != Role::kOut || r.buf < 0) continue;
    const int64_t numel = Product(r.view);
    if (numel == 0) continue;
    std::vector<int64_t> idx(r.view.size(), 0);
    const uint64_t bytes = bufs_[static_cast<size_t>(r.buf)]->bytes();
    for (int64_t n = 0; n < numel; ++n) {
      __int128 e = r.offset;
      for (size_t k = 0; k < idx.size(); ++k) e += static_cast<__int128>(idx[k]) * r.strides[k];
      if (e < 0 || (e + 1) * static_cast<__int128>(r.esize) > static_cast<__int128>(bytes))
        Die("phase 1 accepted an output view that leaves its storage");
      std::memset(&mask[static_cast<size_t>(r.buf)][static_cast<size_t>(e) * r.esize], 1, r.esize);
      for (size_t k = idx.size(); k-- > 0;) {
        if (++idx[k] < r.view[k]) break;
        idx[k] = 0;
      }
    }
  }
  for (size_t i = 0; i < bufs_.size(); ++i) {
    if (!bufs_[i]->SlackIntact()) Die("a write landed next to a storage block (outside the declared storage)");
    const unsigned char* now = bufs_[i]->data();
    if (before[i].empty() || std::memcmp(now, before[i].data(), before[i].size()) == 0) continue;
    for (uint64_t b = 0; b < bufs_[i]->bytes(); ++b)
      if (!mask[i][b] && now[b] != before[i][b])
        Die("byte " + std::to_string(b) + " of a storage block outside every output view changed");
  }
  if (wsbuf && !wsbuf->SlackIntact()) Die("a write landed next to the workspace");
  return st == 0;
}

void Fuzz::Finish(const char* api, aclnnStatus st, Phase2Fn phase2, double work) {
  const uint64_t ws = ws_;
  aclOpExecutor* ex = ex_;
  if ((ws_null_ || ex_null_) && st != ACLNN_ERR_PARAM_NULLPTR)
    Die(std::string(api) + ": phase 1 with a null workspaceSize/executor pointer returned " + std::to_string(st));
  if (st != 0) {
    if (!KnownStatus(st)) Die(std::string(api) + ": phase 1 returned the unexpected status " + std::to_string(st));
    const char* msg = aclGetRecentErrMsg();
    if (!msg || std::strncmp(msg, api, std::strlen(api)) != 0)
      Die(std::string(api) + ": phase 1 failed without a message naming the API: \"" + (msg ? msg : "(null)") + "\"");
    return;
  }
  if (!ex) Die(std::string(api) + ": phase 1 succeeded without an executor");
  // Every view of a successful phase 1 lies inside its storage.
  bool runnable = work <= 4e6 && ws <= kMaxBytes;
  for (const TensorRec& r : tensors_) {
    const int64_t numel = Product(r.view);
    if (numel == 0) continue;
    __int128 lo = r.offset, hi = r.offset;
    for (size_t k = 0; k < r.view.size(); ++k) {
      const __int128 span = Clamp(static_cast<__int128>(r.strides[k]) * (r.view[k] - 1));
      (span > 0 ? hi : lo) += span;
    }
    int64_t* sd = nullptr;
    uint64_t sn = 0;
    aclGetStorageShape(r.t, &sd, &sn);
    const int64_t storage = Product(Shape(sd, sd + sn));
    delete[] sd;
    if (lo < 0 || hi >= storage) Die(std::string(api) + ": phase 1 accepted a view outside its storage");
    if (r.buf < 0 || numel > kMaxNumel) runnable = false;
  }
  if (!runnable) {
    if (aclSetAclOpExecutorRepeatable(ex) != 0 || aclDestroyAclOpExecutor(ex) != 0)
      Die("could not release an executor that was never run");
    return;
  }
  switch (Range(0, 15)) {
    case 0:  // null workspace: 161001, executor consumed
      if (ws > 0) {
        if (phase2(nullptr, ws, ex, Stream()) != ACLNN_ERR_PARAM_NULLPTR) Die("phase 2 accepted a null workspace");
        return;
      }
      break;
    case 1:  // workspace too small: 161002, executor consumed
      if (ws > 0) {
        unsigned char dummy[8];
        if (phase2(dummy, ws - 1, ex, Stream()) != ACLNN_ERR_PARAM_INVALID) Die("phase 2 accepted a small workspace");
        return;
      }
      break;
    case 2: {  // repeatable: two runs, then destroy
      if (aclSetAclOpExecutorRepeatable(ex) != 0) Die("aclSetAclOpExecutorRepeatable failed");
      RunOnce(phase2, ws, ex, true);
      RunOnce(phase2, ws, ex, true);
      if (aclDestroyAclOpExecutor(ex) != 0) Die("aclDestroyAclOpExecutor failed");
      if (phase2(nullptr, 0, ex, Stream()) != ACLNN_ERR_PARAM_INVALID) Die("phase 2 accepted a destroyed executor");
      return;
    }
    default:
      break;
  }
  RunOnce(phase2, ws, ex, true);
  // The executor is consumed: a second phase 2 is refused, not a crash.
  if (OneIn(16) && phase2(nullptr, 0, ex, Stream()) != ACLNN_ERR_PARAM_INVALID) Die("phase 2 reused a consumed executor");
}

}  // namespace fz
