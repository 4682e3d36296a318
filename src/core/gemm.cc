// oneDNN behind the GEMM seam (see gemm.h). fp32: dnnl_sgemm. bf16: matmul primitives, cached.
#include "core/gemm.h"

#include <dlfcn.h>
#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <new>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "oneapi/dnnl/dnnl.hpp"
#include "core/boundary.h"
#include "core/onednn.h"
#include "core/dtype.h"
#include "core/parallel.h"


namespace aclnn_cpu {
namespace {

// Pins oneDNN (OpenMP runtime) to the calling thread: it plans and runs with
// omp_get_max_threads() threads when not already inside an active parallel region, so the
// thread count would otherwise change its blocking (and the summation order) between a
// 1-thread and a 2-thread run (observed: dnnl_sgemm 1x512x100000 differs). The setting is per
// OpenMP task and restored on exit. The OpenMP entry points are looked up at run time (libgomp
// is loaded by oneDNN), so this also works when the library's own threads are std::threads.
struct OmpApi {
  int (*get_max)() = nullptr;
  void (*set_num)(int) = nullptr;
  OmpApi() {
    get_max = reinterpret_cast<int (*)()>(dlsym(RTLD_DEFAULT, "omp_get_max_threads"));
    set_num = reinterpret_cast<void (*)(int)>(dlsym(RTLD_DEFAULT, "omp_set_num_threads"));
    if (!get_max || !set_num) get_max = nullptr;
  }
};
const OmpApi& Omp() {
  static const OmpApi api;
  return api;
}

class OneThreadForOneDnn {
 public:
  OneThreadForOneDnn() {
    const OmpApi& omp = Omp();
    if (omp.get_max) {
      saved_ = omp.get_max();
      if (saved_ != 1) omp.set_num(1);
    }
  }
  ~OneThreadForOneDnn() {
    if (saved_ != 1) Omp().set_num(saved_);
  }

 private:
  int saved_ = 1;
};

thread_local int t_inside_onednn = 0;
// Marks the calling thread as inside a oneDNN call (InsideOneDnn) for the guard's lifetime.
struct OneDnnCall {
  OneDnnCall() { ++t_inside_onednn; }
  ~OneDnnCall() { --t_inside_onednn; }
};

// oneDNN reports a failure as a status (C API) or a dnnl::error (C++ API); the library reports it
// through the failure boundary (core/boundary.h): out of memory as std::bad_alloc, the rest as a
// StatusError naming the call.
void CheckDnnl(dnnl_status_t st, const char* what) {
  if (st == dnnl_success) return;
  if (st == dnnl_out_of_memory) throw std::bad_alloc();
  throw StatusError(ACLNN_ERR_INNER, std::string("oneDNN ") + what + " failed with status " + std::to_string(static_cast<int>(st)));
}

const dnnl::engine& Engine() {
  static const dnnl::engine e(dnnl::engine::kind::cpu, 0);
  return e;
}

dnnl::stream& ThreadStream() {
  thread_local dnnl::stream s(Engine());
  return s;
}

using Key = std::tuple<int64_t, int64_t, int64_t, bool, bool, int64_t, int64_t, int64_t, bool, bool>;
struct Cached {
  bool ok = false;
  dnnl::matmul prim;
  dnnl::memory::desc a, b, c, scratch;
  std::string impl;
  // Packed-B entries: the reorder from the plain B (k, n, trans_b, ldb of the key) to `b`.
  bool pack_ok = false;
  dnnl::reorder pack;
};

std::mutex g_mu;
std::map<Key, std::shared_ptr<const Cached>>& Cache() {
  static auto* m = new std::map<Key, std::shared_ptr<const Cached>>();
  return *m;
}

// A bf16 rows x cols matrix stored row-major with leading dimension ld, or transposed (stored
// cols x rows) when trans.
dnnl::memory::desc Bf16Desc(int64_t rows, int64_t cols, bool trans, int64_t ld) {
  using dims = dnnl::memory::dims;
  return dnnl::memory::desc(dims{rows, cols}, dnnl::memory::data_type::bf16, trans ? dims{1, ld} : dims{ld, 1});
}

// oneDNN 2.6's matmul keeps some dims and strides in 32-bit ints: creating a primitive for a k and
// lda of 2^40 (phase 1 of a ConvTbcBackward over zero-stride views, found by the fuzzer) divided by
// zero inside its blocking. Shapes beyond them take the fallback.
bool FitsOneDnnMatmul(const GemmShape& s) {
  constexpr int64_t kMax = std::numeric_limits<int32_t>::max();
  return s.m <= kMax && s.n <= kMax && s.k <= kMax && s.lda <= kMax && s.ldb <= kMax && s.ldc <= kMax;
}

// packed_b: B in the layout the primitive prefers (format "any"; `b` is then that layout).
std::shared_ptr<const Cached> GetMatmul(const GemmShape& s, bool accumulate, bool packed_b = false) {
  const Key key{s.m, s.n, s.k, s.trans_a, s.trans_b, s.lda, s.ldb, s.ldc, accumulate, packed_b};
  {
    std::lock_guard<std::mutex> lock(g_mu);
    auto it = Cache().find(key);
    if (it != Cache().end()) return it->second;
  }
  auto c = std::make_shared<Cached>();
  if (!FitsOneDnnMatmul(s)) {  // not ok: the caller falls back
    std::lock_guard<std::mutex> lock(g_mu);
    return Cache().emplace(key, std::move(c)).first->second;
  }
  using dt = dnnl::memory::data_type;
  using dims = dnnl::memory::dims;
  c->a = Bf16Desc(s.m, s.k, s.trans_a, s.lda);
  c->b = packed_b ? dnnl::memory::desc(dims{s.k, s.n}, dt::bf16, dnnl::memory::format_tag::any)
                  : Bf16Desc(s.k, s.n, s.trans_b, s.ldb);
  c->c = dnnl::memory::desc(dims{s.m, s.n}, dt::f32, dims{s.ldc, 1});
  try {
    dnnl::primitive_attr attr;
    attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);  // concurrent execution is safe
    if (accumulate) {
      dnnl::post_ops po;
      po.append_sum(1.0f);
      attr.set_post_ops(po);
    }
    dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(c->a, c->b, c->c), attr, Engine());
    c->scratch = pd.scratchpad_desc();
    if (packed_b) c->b = pd.weights_desc();
    c->impl = pd.impl_info_str();
    c->prim = dnnl::matmul(pd);
    c->ok = true;
    if (packed_b) {
      try {
        c->pack = dnnl::reorder(dnnl::reorder::primitive_desc(Engine(), Bf16Desc(s.k, s.n, s.trans_b, s.ldb), Engine(), c->b));
        c->pack_ok = true;
      } catch (const dnnl::error& e) {
        if (e.status != dnnl_unimplemented) CheckDnnl(e.status, "reorder primitive creation");
      }
    }
  } catch (const dnnl::error& e) {
    // Only "no implementation" is remembered (the Gemm falls back); a lack of memory is not a
    // property of the shape and is reported instead.
    if (e.status != dnnl_unimplemented) CheckDnnl(e.status, "matmul primitive creation");
    c->ok = false;
  }
  std::lock_guard<std::mutex> lock(g_mu);
  return Cache().emplace(key, std::move(c)).first->second;
}

void SgemmRaw(const GemmShape& s, const float* a, const float* b, float* c, bool accumulate) {
  OneDnnCall call;
  CheckDnnl(dnnl_sgemm(s.trans_a ? 'T' : 'N', s.trans_b ? 'T' : 'N', s.m, s.n, s.k, 1.0f, a, s.lda, b, s.ldb,
                       accumulate ? 1.0f : 0.0f, c, s.ldc),
            "sgemm");
}

// bf16 fallback for layouts the matmul primitive rejects: widen to fp32 (exact) and use sgemm.
size_t Align64(size_t b) { return (b + 63) / 64 * 64; }

// Bytes of the fp32 copies Bf16ViaF32 makes of the operands of s.
size_t ViaF32Bytes(const GemmShape& s) {
  return Align64(static_cast<size_t>(s.m * s.k) * 4) + Align64(static_cast<size_t>(s.k * s.n) * 4);
}

// scratch: ViaF32Bytes(s) bytes, or null (buffers of its own).
void Bf16ViaF32(const GemmShape& s, const uint16_t* a, const uint16_t* b, float* c, bool accumulate,
                unsigned char* scratch) {
  const int64_t ar = s.trans_a ? s.k : s.m, ac = s.trans_a ? s.m : s.k;
  const int64_t br = s.trans_b ? s.n : s.k, bc = s.trans_b ? s.k : s.n;
  std::vector<float> own_a, own_b;
  float* fa;
  float* fb;
  if (scratch != nullptr) {
    fa = reinterpret_cast<float*>(scratch);
    fb = reinterpret_cast<float*>(scratch + Align64(static_cast<size_t>(ar * ac) * 4));
  } else {
    own_a.resize(static_cast<size_t>(ar * ac));
    own_b.resize(static_cast<size_t>(br * bc));
    fa = own_a.data();
    fb = own_b.data();
  }
  for (int64_t r = 0; r < ar; ++r)
    for (int64_t j = 0; j < ac; ++j) fa[r * ac + j] = Bf16ToF32(a[r * s.lda + j]);
  for (int64_t r = 0; r < br; ++r)
    for (int64_t j = 0; j < bc; ++j) fb[r * bc + j] = Bf16ToF32(b[r * s.ldb + j]);
  GemmShape t = s;
  t.lda = ac;
  t.ldb = bc;
  SgemmRaw(t, fa, fb, c, accumulate);
}

// pad: the matmul's scratchpad (mm.scratch.get_size() bytes), or null (a buffer of this thread's).
void Execute(const Cached& mm, const void* a, const void* b, float* c, void* pad) {
  if (pad == nullptr) {
    thread_local std::vector<unsigned char> scratch;
    if (scratch.size() < mm.scratch.get_size()) scratch.resize(mm.scratch.get_size());
    pad = scratch.data();
  }
  OneDnnCall call;
  const dnnl::engine& e = Engine();
  dnnl::memory ma(mm.a, e, const_cast<void*>(a)), mb(mm.b, e, const_cast<void*>(b)), mc(mm.c, e, c);
  dnnl::memory ms(mm.scratch, e, pad);
  dnnl::stream& st = ThreadStream();
  try {
    mm.prim.execute(st, {{DNNL_ARG_SRC, ma}, {DNNL_ARG_WEIGHTS, mb}, {DNNL_ARG_DST, mc}, {DNNL_ARG_SCRATCHPAD, ms}});
    st.wait();
  } catch (const dnnl::error& e) {
    CheckDnnl(e.status, "matmul");
  }
}

}  // namespace

bool InsideOneDnn() { return t_inside_onednn > 0; }

struct PackedB::Impl {
  dnnl::memory::desc desc;  // k x n in the matmul's layout
  dnnl::memory mem;  // owns the packed bytes
};

PackedB::PackedB(GemmType type, const GemmShape& s, const void* b) {
  if (type != GemmType::kBF16 || s.m <= 0 || s.n <= 0 || s.k <= 0 || b == nullptr) return;
  OneThreadForOneDnn pin;
  GemmShape d = s;
  d.lda = s.trans_a ? s.m : s.k;  // the tiles' A is dense (Gemm densifies it)
  if (d.ldc < d.n) d.ldc = d.n;
  std::shared_ptr<const Cached> mm = GetMatmul(d, false, true);
  if (!mm->ok) return;
  try {
    auto impl = std::make_unique<Impl>();
    impl->desc = mm->b;
    impl->mem = dnnl::memory(impl->desc, Engine());
    dnnl::memory ms(Bf16Desc(s.k, s.n, s.trans_b, s.ldb), Engine(), const_cast<void*>(b));
    dnnl::stream& st = ThreadStream();
    dnnl::reorder(ms, impl->mem).execute(st, ms, impl->mem);
    st.wait();
    impl_ = std::move(impl);
  } catch (const dnnl::error& e) {  // unpacked operands give the same result; memory shortage is reported
    if (e.status == dnnl_out_of_memory) throw std::bad_alloc();
    impl_.reset();
  }
}
PackedB::PackedB() = default;
PackedB::~PackedB() = default;
PackedB::PackedB(PackedB&&) noexcept = default;
PackedB& PackedB::operator=(PackedB&&) noexcept = default;

namespace {

// The dense copy of a strided bf16 operand (rows x cols, leading dimension ld) into buf, or p itself.
const void* Densify(const void* p, int64_t rows, int64_t cols, int64_t ld, uint16_t* buf) {
  if (ld == cols) return p;
  for (int64_t r = 0; r < rows; ++r)
    std::memcpy(buf + r * cols, static_cast<const uint16_t*>(p) + r * ld, static_cast<size_t>(cols) * 2);
  return buf;
}

// s with dense operands (as the matmul sees them).
GemmShape DenseShape(const GemmShape& s) {
  GemmShape d = s;
  d.lda = s.trans_a ? s.m : s.k;
  d.ldb = s.trans_b ? s.k : s.n;
  return d;
}

// Scratch layout of a bf16 call: [dense A][then either the packed matmul's scratchpad, or dense B
// and the plain matmul's scratchpad (or the fp32 copies of the fallback)].
size_t DenseABytes(const GemmShape& s) {
  return s.lda == (s.trans_a ? s.m : s.k) ? 0 : Align64(static_cast<size_t>(s.m * s.k) * 2);
}
size_t DenseBBytes(const GemmShape& s) {
  return s.ldb == (s.trans_b ? s.k : s.n) ? 0 : Align64(static_cast<size_t>(s.k * s.n) * 2);
}

void GemmBf16(const GemmShape& s, const void* a, const void* b, float* c, bool accumulate, const PackedView& packed,
              const GemmScratch& scratch) {
  // oneDNN 2.6's AMX / AVX512-BF16 matmul (brgemm) only takes dense operands (leading dimension
  // == row length); others fall to a much slower kernel, so strided operands are packed first.
  // Buffers come from the caller's scratch in GemmScratchBytes' layout; a call without room
  // (unplanned: tests, benchmarks, GemmParallel) uses buffers of this thread's own.
  unsigned char* next = static_cast<unsigned char*>(scratch.data);
  size_t room = next != nullptr ? scratch.bytes : 0;
  auto take = [&](size_t n) -> unsigned char* {
    if (n > room) return nullptr;
    unsigned char* p = next;
    next += n;
    room -= n;
    return p;
  };
  thread_local std::vector<uint16_t> pack_a, pack_b;
  GemmShape d = s;
  const size_t a_bytes = DenseABytes(s);
  uint16_t* abuf = nullptr;
  if (a_bytes > 0) {
    abuf = reinterpret_cast<uint16_t*>(take(a_bytes));
    if (abuf == nullptr) {
      pack_a.resize(static_cast<size_t>(s.m * s.k));
      abuf = pack_a.data();
    }
  }
  a = Densify(a, s.trans_a ? s.k : s.m, s.trans_a ? s.m : s.k, s.lda, abuf);
  d.lda = s.trans_a ? s.m : s.k;
  const auto* layout = static_cast<const dnnl::memory::desc*>(packed.layout);
  // (The dims are compared on the C descriptor: memory::desc::dims() would allocate.)
  if (packed.packed() && layout->data.ndims == 2 && layout->data.dims[0] == s.k && layout->data.dims[1] == s.n) {
    // The tile's primitive for a packed B (the same trans_a / lda as the plain one below); used
    // when it reads the packed layout.
    std::shared_ptr<const Cached> mm = GetMatmul(d, accumulate, true);
    if (mm->ok && mm->b == *layout) return Execute(*mm, a, packed.data, c, take(Align64(mm->scratch.get_size())));
  }
  const size_t b_bytes = DenseBBytes(s);
  uint16_t* bbuf = nullptr;
  if (b_bytes > 0) {
    bbuf = reinterpret_cast<uint16_t*>(take(b_bytes));
    if (bbuf == nullptr) {
      pack_b.resize(static_cast<size_t>(s.k * s.n));
      bbuf = pack_b.data();
    }
  }
  b = Densify(b, s.trans_b ? s.n : s.k, s.trans_b ? s.k : s.n, s.ldb, bbuf);
  d.ldb = s.trans_b ? s.k : s.n;
  std::shared_ptr<const Cached> mm = GetMatmul(d, accumulate);
  if (!mm->ok) {
    Bf16ViaF32(d, static_cast<const uint16_t*>(a), static_cast<const uint16_t*>(b), c, accumulate,
               take(ViaF32Bytes(d)));
    return;
  }
  Execute(*mm, a, b, c, take(Align64(mm->scratch.get_size())));
}

}  // namespace

size_t GemmScratchBytes(GemmType type, const GemmShape& s, bool accumulate, bool with_packed_b) {
  if (type == GemmType::kF32 || s.m <= 0 || s.n <= 0 || s.k <= 0) return 0;
  // No product with a dimension past oneDNN's 32 bits fits a workspace.
  if (!FitsOneDnnMatmul(s))
    throw StatusError(ACLNN_ERR_INNER_TILING_ERROR, "a GEMM of the problem has a dimension of 2^31 or more");
  OneThreadForOneDnn pin;
  const GemmShape d = DenseShape(s);
  size_t packed_need = 0;
  if (with_packed_b) {
    std::shared_ptr<const Cached> mm = GetMatmul(d, accumulate, true);
    if (mm->ok) packed_need = Align64(mm->scratch.get_size());
  }
  std::shared_ptr<const Cached> mm = GetMatmul(d, accumulate);
  const size_t plain_need = DenseBBytes(s) + (mm->ok ? Align64(mm->scratch.get_size()) : ViaF32Bytes(d));
  return DenseABytes(s) + std::max(packed_need, plain_need);
}

size_t PackedBBytes(GemmType type, const GemmShape& s) {
  if (type != GemmType::kBF16 || s.m <= 0 || s.n <= 0 || s.k <= 0) return 0;
  OneThreadForOneDnn pin;
  GemmShape d = s;
  d.lda = s.trans_a ? s.m : s.k;
  if (d.ldc < d.n) d.ldc = d.n;
  std::shared_ptr<const Cached> mm = GetMatmul(d, false, true);
  if (!mm->ok || !mm->pack_ok) return 0;
  return Align64(mm->b.get_size());
}

PackedView PackBInto(GemmType type, const GemmShape& s, const void* b, void* mem) {
  PackedView v;
  if (type != GemmType::kBF16 || s.m <= 0 || s.n <= 0 || s.k <= 0 || b == nullptr || mem == nullptr) return v;
  OneThreadForOneDnn pin;
  GemmShape d = s;
  d.lda = s.trans_a ? s.m : s.k;
  if (d.ldc < d.n) d.ldc = d.n;
  std::shared_ptr<const Cached> mm = GetMatmul(d, false, true);
  if (!mm->ok || !mm->pack_ok) return v;
  {
    OneDnnCall call;
    const dnnl::engine& e = Engine();
    dnnl::memory src(Bf16Desc(s.k, s.n, s.trans_b, s.ldb), e, const_cast<void*>(b)), dst(mm->b, e, mem);
    dnnl::stream& st = ThreadStream();
    try {
      mm->pack.execute(st, src, dst);
      st.wait();
    } catch (const dnnl::error& err) {
      CheckDnnl(err.status, "reorder");
    }
  }
  v.layout = &mm->b;  // cache entries live as long as the process
  v.data = mem;
  return v;
}

void Gemm(GemmType type, const GemmShape& s, const void* a, const void* b, float* c, bool accumulate,
          const PackedView& packed, const GemmScratch& scratch) {
  if (s.m <= 0 || s.n <= 0) return;
  if (s.k <= 0) {
    if (!accumulate)
      for (int64_t i = 0; i < s.m; ++i) std::memset(c + i * s.ldc, 0, static_cast<size_t>(s.n) * sizeof(float));
    return;
  }
  OneThreadForOneDnn pin;
  if (type == GemmType::kF32) {
    SgemmRaw(s, static_cast<const float*>(a), static_cast<const float*>(b), c, accumulate);
    return;
  }
  GemmBf16(s, a, b, c, accumulate, packed, scratch);
}

void Gemm(GemmType type, const GemmShape& s, const void* a, const void* b, float* c, bool accumulate,
          const PackedB* packed) {
  PackedView v;
  if (packed != nullptr && packed->impl() != nullptr) {
    v.layout = &packed->impl()->desc;
    v.data = packed->impl()->mem.get_data_handle();
  }
  Gemm(type, s, a, b, c, accumulate, v, GemmScratch{});
}

void GemmParallel(GemmType type, const GemmShape& s, const void* a, const void* b, float* c, bool accumulate) {
  if (s.m <= 0 || s.n <= 0) return;
  const int64_t tm = s.m < 256 ? s.m : 256;
  const int64_t tn = s.n <= 2048 ? s.n : 512;
  const int64_t mt = CeilDiv(s.m, tm), nt = CeilDiv(s.n, tn);
  const size_t es = type == GemmType::kF32 ? 4 : 2;
  const auto* pa = static_cast<const unsigned char*>(a);
  const auto* pb = static_cast<const unsigned char*>(b);
  auto b_tile = [&](int64_t j0) { return pb + es * static_cast<size_t>(s.trans_b ? j0 * s.ldb : j0); };
  // bf16: each column tile of B reordered once for all its row tiles (when there are several).
  std::vector<PackedB> packs;
  if (type == GemmType::kBF16 && mt > 1 && s.k > 0) {
    packs.resize(static_cast<size_t>(nt));
    ParallelFor(nt, [&](int64_t j0, int64_t j1) {
      for (int64_t j = j0; j < j1; ++j) {
        GemmShape ps = s;
        ps.m = tm;
        ps.n = std::min(tn, s.n - j * tn);
        packs[static_cast<size_t>(j)] = PackedB(type, ps, b_tile(j * tn));
      }
    });
  }
  ParallelFor(mt * nt, [&](int64_t t0, int64_t t1) {
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t i0 = (t / nt) * tm, j0 = (t % nt) * tn;
      GemmShape ts = s;
      ts.m = std::min(tm, s.m - i0);
      ts.n = std::min(tn, s.n - j0);
      const unsigned char* ta = pa + es * static_cast<size_t>(s.trans_a ? i0 : i0 * s.lda);
      Gemm(type, ts, ta, b_tile(j0), c + i0 * s.ldc + j0, accumulate,
           packs.empty() ? nullptr : &packs[static_cast<size_t>(t % nt)]);
    }
  });
}

void PrepareGemm(GemmType type) {
  static std::atomic<bool> ready[2] = {{false}, {false}};
  std::atomic<bool>& done = ready[type == GemmType::kF32 ? 0 : 1];
  if (done.load(std::memory_order_acquire)) return;
  // The set-up maps about 6 MB of code and tables on the thread that runs it, and more when that
  // thread's first allocation also creates its malloc arena (64 MB of address space): it crashes
  // with less. aclInit and aclrtSetDevice run it before any limit is likely; later callers probe.
  constexpr size_t kSetUpBytes = size_t(96) << 20;
  void* probe = mmap(nullptr, kSetUpBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (probe == MAP_FAILED) throw std::bad_alloc();
  munmap(probe, kSetUpBytes);
  // Every kernel family the products reach: both transpositions of each operand, with and without
  // accumulation, square tiles, matrix-vector shapes and small odd ones (oneDNN sets each family
  // up on first use).
  constexpr int64_t n = 64;
  std::vector<uint16_t> ab(type == GemmType::kF32 ? 0 : 2 * n * n, 0x3F80);  // bf16 1.0
  std::vector<float> af(type == GemmType::kF32 ? 2 * n * n : 0, 1.0f), c(n * n);
  const int64_t shapes[][3] = {{n, n, n}, {1, n, n}, {n, 1, n}, {7, 9, 3}, {n, n, 1}};
  for (const auto& mnk : shapes)
    for (int t = 0; t < 8; ++t) {
      GemmShape s;
      s.m = mnk[0];
      s.n = mnk[1];
      s.k = mnk[2];
      s.trans_a = (t & 1) != 0;
      s.trans_b = (t & 2) != 0;
      s.lda = s.trans_a ? s.m : s.k;
      s.ldb = s.trans_b ? s.k : s.n;
      s.ldc = s.n;
      const bool accumulate = (t & 4) != 0;
      if (type == GemmType::kF32) {
        Gemm(type, s, af.data(), af.data() + n * n, c.data(), accumulate);
      } else {
        Gemm(type, s, ab.data(), ab.data() + n * n, c.data(), accumulate);
      }
    }
  done.store(true, std::memory_order_release);
}

const char* GemmBackendInfo() {
  static const std::string info = [] {
    const dnnl_version_t* v = dnnl_version();
    std::string s = "oneDNN " + std::to_string(v->major) + "." + std::to_string(v->minor) + "." +
                    std::to_string(v->patch) + " (fp32: dnnl_sgemm; bf16: matmul ";
    GemmShape t;
    t.m = t.n = t.k = 64;
    t.lda = t.ldb = t.ldc = 64;
    OneThreadForOneDnn pin;
    auto mm = GetMatmul(t, false);
    if (mm->ok) {
      s += mm->impl;
    } else {
      s += "unavailable";
    }
    return s + ")";
  }();
  return info.c_str();
}

// The seam's engine, stream, status check and thread pin for the other oneDNN users of the core
// (core/onednn.h).
const dnnl::engine& DnnlEngine() { return Engine(); }
dnnl::stream& DnnlThreadStream() { return ThreadStream(); }
void CheckDnnlStatus(dnnl_status_t st, const char* what) { CheckDnnl(st, what); }
OneDnnOnCallingThread::OneDnnOnCallingThread() {
  ++t_inside_onednn;  // oneDNN allocates inside on its own (InsideOneDnn)
  const OmpApi& omp = Omp();
  if (omp.get_max) {
    saved_ = omp.get_max();
    if (saved_ != 1) omp.set_num(1);
  }
}
OneDnnOnCallingThread::~OneDnnOnCallingThread() {
  if (saved_ != 1) Omp().set_num(saved_);
  --t_inside_onednn;
}

}  // namespace aclnn_cpu
