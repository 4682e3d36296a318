// Elementwise engine: broadcasting, strided views, dtype conversion and threading for any operator
// whose output element depends only on the input elements at the same (broadcast) index.
//
// The operator supplies one row kernel over fp32 arrays; the engine feeds it blocks of up to
// kEwBlock elements, pointing straight into memory when an operand is contiguous fp32 and
// otherwise converting through small per-thread buffers (fp16/bf16 widened exactly, results
// narrowed with round-to-nearest-even).
#pragma once

#include "core/export.h"
#include <array>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <utility>

#include "core/run_context.h"
#include "core/tensor.h"
#include "core/workspace.h"

namespace aclnn_cpu {

constexpr int kEwMaxInputs = 3;
constexpr size_t kEwBlock = 1024;

// in[k] points to n fp32 values of input k; the kernel writes n values to out.
using EwKernel = void (*)(const float* const* in, float* out, size_t n, const void* params);
// Native 16-bit form of a kernel: in[k] points to n raw values of input k and out to n outputs,
// all of the plan's FLOAT16/BF16 compute dtype. It must write bit for bit what the fp32 kernel
// gives on the exactly widened inputs, rounded as StoreF32 rounds (NaN payloads aside), so which
// form runs is not observable. out may be one of the inputs itself. With `stream` the plan's output
// is large (the engine's streaming size): the kernel may write it with non-temporal stores, and the
// engine fences after each thread's last call.
using EwKernel16 = void (*)(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const void* params);
// Native FLOAT form, with EwKernel16's contract: in[k] points to n FLOAT values of input k and out to
// n FLOAT outputs, all of unit stride; the bits equal the fp32 kernel's. It lets a kernel write a
// large output with non-temporal stores in the loop that computes it (`stream`): staging the
// results in a block and streaming the block afterwards (the path of every other kernel) keeps
// the loads and the non-temporal stores apart, and measured slower than plain stores on Zen 5.
using EwKernel32 = void (*)(const float* const* in, float* out, size_t n, bool stream, const void* params);
// Native FLOAT form over INT32 inputs (INT32 / INT32 true division): in[k] points to n INT32 values
// of input k, each taken as the FLOAT nearest to it (ties to even, as the engine's conversion
// takes it), out to n FLOAT outputs, all of unit stride; EwKernel32's contract otherwise. It spares
// the conversion through blocks, whose loads and stores do not overlap.
using EwKernel32FromI32 = void (*)(const int32_t* const* in, float* out, size_t n, bool stream, const void* params);
// Native BOOL form of a FLOAT comparison: in[k] points to n FLOAT values of input k, out to n BOOL
// outputs (1 or 0), all of unit stride; each the fp32 kernel's result stored as BOOL. It spares the
// fp32 results' block and its conversion.
using EwKernelBoolOf32 = void (*)(const float* const* in, uint8_t* out, size_t n, const void* params);

// The typed forms of a kernel, for compute dtypes outside fp32's: double (FLOAT64), int64_t (every
// integer dtype; results are wrapped to the compute dtype's width), uint8_t (BOOL, 0 or 1) and
// std::complex<double> (COMPLEX64/128; results rounded to COMPLEX64's components when that is the
// compute dtype). Inputs arrive cast to the compute dtype (core/value_cast.h).
template <class V>
using EwKernelOf = void (*)(const V* const* in, V* out, size_t n, const void* params);
constexpr size_t kEwTypedBlock = 256;

enum class EwDomain { kF32, kF64, kI64, kBool, kC128 };
// The domain a compute dtype runs in: FLOAT, FLOAT16 and BFLOAT16 (and anything else) run the fp32
// kernels.
ACLNN_CPU_INTERNAL_API EwDomain EwDomainOf(aclDataType compute);

// An operator's kernels per domain; the plan's compute dtype picks one (it must be set).
struct EwKernels {
  EwKernel f32 = nullptr;
  EwKernel16 f16 = nullptr;  // optional
  EwKernel32 f32_native = nullptr;  // optional
  EwKernel32FromI32 f32_from_i32 = nullptr;  // optional
  EwKernelBoolOf32 bool_of_f32 = nullptr;  // optional
  EwKernelOf<double> f64 = nullptr;
  EwKernelOf<int64_t> i64 = nullptr;
  EwKernelOf<uint8_t> b8 = nullptr;
  EwKernelOf<std::complex<double>> c = nullptr;
};

struct EwOperand {
  int index = -1;  // into RunContext::data
  aclDataType dtype = ACL_FLOAT;
  int64_t offset = 0;
  std::array<int64_t, kMaxDims> strides{};
};

struct ElementwisePlan {
  int rank = 0;  // after dropping size-1 dims, reordering by output stride and merging
  std::array<int64_t, kMaxDims> shape{};
  int64_t numel = 0;
  int n_in = 0;
  EwOperand out;
  std::array<EwOperand, kEwMaxInputs> in;
  // Inputs whose storage dtype differs from `compute` are rounded through it when it is
  // FLOAT16/BFLOAT16 (the promotion cast of the aclnn graph), and so are the results when the
  // output's dtype differs (the cast back to the output's dtype, e.g. GeluBackward's gradInput).
  aclDataType compute = ACL_FLOAT;
  // Several output elements share an address (zero or interleaved strides): the plan runs on one
  // thread in element order, so the last write wins whatever the thread count.
  bool out_self_overlap = false;
  // Workspace for the dense temporary of an output that overlaps an input (BookElementwise).
  WsRegion<unsigned char> temp;
};

// `out` has the broadcast shape of the inputs (validated by the caller). Each input is
// right-aligned against it; size-1 dims broadcast; an input may have more dims than `out` when the
// extra leading ones have size 1 (RemainderTensorTensor's out [] for a broadcast shape [1]).
ElementwisePlan PlanElementwise(const aclTensor& out, int out_index,
                                std::initializer_list<std::pair<const aclTensor*, int>> inputs,
                                aclDataType compute);

// Books the plan's workspace: a dense temporary of the output (numel x its element size) when, at
// the tensors' phase-1 addresses, the output overlaps an input with a different layout. `out` and
// `inputs` are those given to PlanElementwise, in the same order.
void BookElementwise(ElementwisePlan* plan, const aclTensor& out, std::initializer_list<const aclTensor*> inputs,
                     WorkspaceBooking* ws);

// Runs the plan. When the output overlaps an input with a different layout, results go to a
// temporary first, so the call behaves as "compute everything, then write": the booked one, or
// one allocated here when the overlap comes from addresses rebound after phase 1.
// With `kernel16`, plans whose operands all have the FLOAT16/BF16 compute dtype and unit inner
// strides run it straight on the tensors' memory, skipping the fp32 buffers (one pass instead of
// widen, compute, narrow); every other plan (broadcast, strided, mixed dtypes) runs `kernel`.
void RunElementwise(const ElementwisePlan& plan, const RunContext& ctx, EwKernel kernel, const void* params,
                    EwKernel16 kernel16 = nullptr);
// As above for any compute dtype: the kernel of the plan's domain runs (EwDomainOf).
void RunElementwise(const ElementwisePlan& plan, const RunContext& ctx, const EwKernels& kernels,
                    const void* params);

// Broadcast shape of a and b (right-aligned). Returns false when they do not broadcast.
ACLNN_CPU_INTERNAL_API bool BroadcastShapes(const Shape& a, const Shape& b, Shape* out);

}  // namespace aclnn_cpu
