// The project's GEMM seam: row-major matrix products on oneDNN, deterministic by construction.
//
//   C[m, n] = (accumulate ? C[m, n] : 0) + sum_k op(A)[m, k] * op(B)[k, n]
//
// A is stored M x K (lda >= K), or K x M (lda >= M) when trans_a; B is K x N (ldb >= N), or N x K
// (ldb >= K) when trans_b; C is fp32, M x N (ldc >= N). Operands are fp32 or bf16 (both the same
// type); products are accumulated in fp32.
//
// Determinism: Gemm() runs oneDNN on the calling thread only (oneDNN's own thread count is pinned
// to 1 for the duration of the call, for planning and execution), so its result depends only on
// its arguments and the CPU's instruction set, never on the library's thread count. Parallel
// callers cut C into tiles that depend only on the problem shape and call Gemm() once per tile
// (GemmParallel does exactly that).
//
// Backends (chosen by measurement, docs/performance.md "Design choices"):
//   fp32: dnnl_sgemm (oneDNN's jit sgemm; it beat oneDNN's fp32 matmul and OpenBLAS).
//   bf16: oneDNN matmul primitive (AMX / AVX512-BF16 kernels where the CPU has them), primitives
//         cached per shape.
#pragma once

#include <cstdint>
#include <memory>

// Exported from the shared library for tests and benchmarks (not a public API).
#define ACLNN_CPU_GEMM_API __attribute__((visibility("default")))

namespace aclnn_cpu {

enum class GemmType { kF32, kBF16 };

struct GemmShape {
  int64_t m = 0, n = 0, k = 0;
  bool trans_a = false, trans_b = false;
  int64_t lda = 0, ldb = 0, ldc = 0;
};

// A bf16 right-hand operand shared by many Gemm() calls (the row tiles of one product), reordered
// once into the blocked layout oneDNN's matmul reads, so that the tiles do not each repack it
// (measured in docs/performance.md). fp32 operands, and shapes whose matmul does not offer such a
// layout, stay unpacked and Gemm() reads `b` as usual. `s` gives the tiles' k, n, trans_b and ldb, and the
// usual tile height m. Read-only once made: tiles on any thread may share it; several may be made
// at once on different threads.
class ACLNN_CPU_GEMM_API PackedB {
 public:
  PackedB(GemmType type, const GemmShape& s, const void* b);
  PackedB();  // holds nothing (packed() is false)
  ~PackedB();
  PackedB(PackedB&&) noexcept;
  PackedB& operator=(PackedB&&) noexcept;
  bool packed() const { return impl_ != nullptr; }
  struct Impl;
  const Impl* impl() const { return impl_.get(); }

 private:
  std::unique_ptr<Impl> impl_;
};

// Single-threaded, deterministic product (see above). m, n > 0 required; k == 0 gives
// C = accumulate ? C : 0. `a`/`b` point to float or uint16_t (bf16 bit patterns) per `type`.
// `packed`, when given, holds `b` (same k, n) in oneDNN's layout and is used where the tile's
// matmul reads that layout; the result is the same either way.
ACLNN_CPU_GEMM_API void Gemm(GemmType type, const GemmShape& s, const void* a, const void* b, float* c, bool accumulate,
                             const PackedB* packed = nullptr);

// Operators plan their products in phase 1 and run them on workspace memory (core/workspace.h):
//
//   GemmScratchBytes  phase 1: the scratch bytes one Gemm call of this shape needs (dense copies of
//                     strided bf16 operands, the bf16 matmul's scratchpad, the fp32 copies of the
//                     fallback for layouts the matmul rejects; 0 for fp32, which runs dnnl_sgemm).
//                     It makes (and caches) the oneDNN primitives the call will use, so that the
//                     run creates none.
//   PackedBBytes      phase 1: bytes of a bf16 B packed into the matmul's layout (0: not packable);
//                     makes the matmul and the reorder that packs.
//   PackBInto         run: packs B into that memory and returns a view of it for Gemm.
//
// dnnl_sgemm packs its operands in buffers of its own (oneDNN has no API to hand them memory), and
// oneDNN's execution of a primitive allocates its argument maps and memory handles: those are the
// only allocations of a planned product.
struct GemmScratch {
  void* data = nullptr;
  size_t bytes = 0;
};
struct PackedView {
  const void* layout = nullptr;  // the matmul's layout of B (owned by the process-wide primitive cache)
  const void* data = nullptr;
  bool packed() const { return data != nullptr; }
};
ACLNN_CPU_GEMM_API size_t GemmScratchBytes(GemmType type, const GemmShape& s, bool accumulate, bool with_packed_b);
ACLNN_CPU_GEMM_API size_t PackedBBytes(GemmType type, const GemmShape& s);
ACLNN_CPU_GEMM_API PackedView PackBInto(GemmType type, const GemmShape& s, const void* b, void* mem);
// Gemm() with a packed view (may be empty) and caller scratch (GemmScratchBytes of this shape, or
// empty: then the call uses buffers of its own).
ACLNN_CPU_GEMM_API void Gemm(GemmType type, const GemmShape& s, const void* a, const void* b, float* c, bool accumulate,
                             const PackedView& packed, const GemmScratch& scratch);

// The same product over the library's threads: C is cut into fixed tiles (their size depends on
// m, n, k only), one Gemm() per tile. Bitwise identical for any thread count.
// Unplanned: bf16 products allocate their packed column tiles and use per-thread buffers (tests,
// benchmarks); operators call it for fp32 products only.
ACLNN_CPU_GEMM_API void GemmParallel(GemmType type, const GemmShape& s, const void* a, const void* b, float* c, bool accumulate);

// oneDNN's one-time set-up for `type` (its JIT kernels, generated once per process), made now:
// operators that multiply call it in phase 1. oneDNN does not survive an allocation that fails
// inside that set-up, so the address space it needs is probed first, and std::bad_alloc thrown
// when it is short. Cheap after the first call. aclInit and aclrtSetDevice call it for kF32.
ACLNN_CPU_GEMM_API void PrepareGemm(GemmType type);

// Whether the calling thread is inside a oneDNN call made by Gemm() (its sgemm, or a bf16
// matmul's execution). oneDNN allocates there on its own and offers no way to hand it memory for
// that (sgemm's packing buffers; the matmul's memory handles and argument maps), so a test that
// counts a run's allocations leaves those out; everything the library itself needs, including the
// matmul's scratchpad, comes from the workspace.
ACLNN_CPU_GEMM_API bool InsideOneDnn();

// "oneDNN 2.6.3 sgemm / matmul (bf16: brg:avx512_core_amx_bf16)" -- for benchmarks and logs.
ACLNN_CPU_GEMM_API const char* GemmBackendInfo();

}  // namespace aclnn_cpu
