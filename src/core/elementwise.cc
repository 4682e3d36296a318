#include "core/elementwise.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <numeric>
#include <vector>

#include "core/convert.h"
#include "core/cpu.h"
#include "core/dtype.h"
#include "core/ew_iterate.h"
#include "core/parallel.h"
#include "core/size_math.h"
#include "core/value_cast.h"

namespace aclnn_cpu {

bool BroadcastShapes(const Shape& a, const Shape& b, Shape* out) {
  const size_t r = std::max(a.size(), b.size());
  Shape s(r);
  for (size_t k = 0; k < r; ++k) {
    const int64_t x = k + a.size() >= r ? a[k + a.size() - r] : 1;
    const int64_t y = k + b.size() >= r ? b[k + b.size() - r] : 1;
    if (x == y || y == 1) {
      s[k] = x;
    } else if (x == 1) {
      s[k] = y;
    } else {
      return false;
    }
  }
  *out = std::move(s);
  return true;
}

ElementwisePlan PlanElementwise(const aclTensor& out, int out_index,
                                std::initializer_list<std::pair<const aclTensor*, int>> inputs,
                                aclDataType compute) {
  ElementwisePlan p;
  p.compute = compute;
  p.n_in = static_cast<int>(inputs.size());
  const int r = static_cast<int>(out.view.size());
  p.numel = Numel(out.view);
  p.out_self_overlap = !NonOverlapping(out);

  // Full-rank strides per operand (0 for broadcast dims).
  std::vector<std::vector<int64_t>> st(1 + inputs.size(), std::vector<int64_t>(r, 0));
  for (int k = 0; k < r; ++k) st[0][k] = KernelStride(out, static_cast<size_t>(k));
  int i = 1;
  for (const auto& in : inputs) {
    const aclTensor& t = *in.first;
    const int ra = static_cast<int>(t.view.size());
    for (int k = 0; k < ra; ++k) {
      const int ok = k + r - ra;
      if (ok < 0) continue;  // a leading dim beyond the output's rank has size 1 (validated)
      st[i][ok] = t.view[k] == 1 ? 0 : t.strides[k];
    }
    p.in[i - 1].index = in.second;
    p.in[i - 1].dtype = t.dtype;
    p.in[i - 1].offset = KernelOffset(t);
    ++i;
  }
  p.out.index = out_index;
  p.out.dtype = out.dtype;
  p.out.offset = KernelOffset(out);

  // Keep dims of size > 1, ordered so the output's smallest |stride| is innermost.
  std::vector<int> dims;
  for (int k = 0; k < r; ++k)
    if (out.view[k] != 1) dims.push_back(k);
  std::stable_sort(dims.begin(), dims.end(), [&](int a, int b) {
    return std::llabs(st[0][a]) > std::llabs(st[0][b]);
  });
  // Merge neighbours whose strides chain for every operand.
  std::vector<int64_t> shape;
  std::vector<std::vector<int64_t>> mst(st.size());
  for (int d : dims) {
    // (Products are checked: views inside their storage can still have stride * dim or merged
    // extents beyond int64, e.g. zero-stride outputs or one huge stride; such dims stay apart.)
    int64_t merged = 0;
    bool merge = !shape.empty() && !__builtin_mul_overflow(shape.back(), out.view[d], &merged);
    for (size_t o = 0; merge && o < st.size(); ++o) {
      int64_t step = 0;
      merge = !__builtin_mul_overflow(st[o][d], out.view[d], &step) && mst[o].back() == step;
    }
    if (merge) {
      shape.back() = merged;
      for (size_t o = 0; o < st.size(); ++o) mst[o].back() = st[o][d];
    } else {
      shape.push_back(out.view[d]);
      for (size_t o = 0; o < st.size(); ++o) mst[o].push_back(st[o][d]);
    }
  }
  if (shape.empty()) {  // 0-d or all-ones: one element
    shape.push_back(1);
    for (auto& m : mst) m.push_back(0);
  }
  p.rank = static_cast<int>(shape.size());
  for (int k = 0; k < p.rank; ++k) {
    p.shape[k] = shape[k];
    p.out.strides[k] = mst[0][k];
    for (int o = 0; o < p.n_in; ++o) p.in[o].strides[k] = mst[o + 1][k];
  }
  return p;
}

namespace {

struct ByteRange {
  uintptr_t lo, hi;  // inclusive lo, exclusive hi
};

ByteRange RangeOf(const ElementwisePlan& p, const EwOperand& o, const void* base) {
  const int64_t es = static_cast<int64_t>(ElementSize(o.dtype));
  int64_t lo = o.offset, hi = o.offset;
  for (int k = 0; k < p.rank; ++k) {
    const int64_t span = o.strides[k] * (p.shape[k] - 1);
    if (span > 0) hi += span; else lo += span;
  }
  const auto b = reinterpret_cast<uintptr_t>(base);
  return {b + static_cast<uintptr_t>(lo * es), b + static_cast<uintptr_t>((hi + 1) * es)};
}

bool SameLayout(const ElementwisePlan& p, const EwOperand& a, const void* pa, const EwOperand& b, const void* pb) {
  if (a.dtype != b.dtype || pa != pb || a.offset != b.offset) return false;
  for (int k = 0; k < p.rank; ++k)
    if (a.strides[k] != b.strides[k]) return false;
  return true;
}

// Bytes a plan reads and writes (a broadcast input counted at the output's size: an upper bound).
int64_t Footprint(const ElementwisePlan& p) {
  int64_t per_element = static_cast<int64_t>(ElementSize(p.out.dtype));
  for (int o = 0; o < p.n_in; ++o) per_element += static_cast<int64_t>(ElementSize(p.in[o].dtype));
  return p.numel * per_element;
}

// Whether a native kernel can run the plan straight on the operands' memory: the output of
// dtype `out`, every input of dtype `in`, all of unit stride.
bool UnitStrideOf(const ElementwisePlan& p, aclDataType out, aclDataType in) {
  if (p.out.dtype != out || p.out.strides[p.rank - 1] != 1) return false;
  for (int o = 0; o < p.n_in; ++o)
    if (p.in[o].dtype != in || p.in[o].strides[p.rank - 1] != 1) return false;
  return true;
}

// The inputs' elements at a run's offsets (ForEachRun), as arrays of T.
template <class T>
std::array<const T*, kEwMaxInputs> InputsAt(const ElementwisePlan& p, char* const* bases, const int64_t* off) {
  std::array<const T*, kEwMaxInputs> in{};
  for (int o = 0; o < p.n_in; ++o) in[o] = reinterpret_cast<const T*>(bases[1 + o]) + off[1 + o];
  return in;
}

void RunPlan(const ElementwisePlan& p, char* const* bases, EwKernel kernel, const void* params,
             EwKernel16 kernel16, EwKernel32 kernel32, EwKernel32FromI32 kernel32i, EwKernelBoolOf32 kernelb) {
  const bool round_inputs = p.compute == ACL_FLOAT16 || p.compute == ACL_BF16;
  // A 16-bit computation stored into another dtype: its results are rounded to the compute dtype
  // first (the cast back of the aclnn graph), then converted.
  const bool round_output = round_inputs && p.out.dtype != p.compute;
  // The native kernels (16-bit, and FLOAT where the family has one) write straight to the output
  // (staging blocks for non-temporal stores measured slower, docs/performance.md); with `stream`
  // they may write it with non-temporal stores of their own.
  // At most one native kernel applies: they differ in the compute or operand dtypes.
  const bool single = p.compute == ACL_FLOAT;
  const bool native = kernel16 && round_inputs && UnitStrideOf(p, p.compute, p.compute);
  const bool native32 = kernel32 && single && UnitStrideOf(p, ACL_FLOAT, ACL_FLOAT);
  const bool native32i = kernel32i && single && UnitStrideOf(p, ACL_FLOAT, ACL_INT32);
  const bool native_b = kernelb && single && UnitStrideOf(p, ACL_BOOL, ACL_FLOAT);
  const bool streamable = p.out.strides[p.rank - 1] == 1 &&
                          (p.out.dtype == ACL_FLOAT || p.out.dtype == ACL_FLOAT16 || p.out.dtype == ACL_BF16);
  // The native kernels stream from their own loop: by the cache size alone. The staged path
  // (results built in a block, then streamed) by ElementwiseStreamingPays.
  const bool direct = native || native32 || native32i || native_b;
  const bool stream = streamable && (direct ? StreamingStoresPay(Footprint(p)) : ElementwiseStreamingPays(Footprint(p)));
  auto run_range = [&](int64_t e0, int64_t e1) {
    alignas(64) float inbuf[kEwMaxInputs][kEwBlock];
    alignas(64) float outbuf[kEwBlock];
    const float* inptr[kEwMaxInputs];
    ForEachRun(p, e0, e1, [&](const int64_t* off, int64_t run) {
      const size_t len = static_cast<size_t>(run);
      if (native) {  // straight from the operands to the output
        kernel16(InputsAt<uint16_t>(p, bases, off).data(), reinterpret_cast<uint16_t*>(bases[0]) + off[0], len, stream,
                 params);
      } else if (native32) {
        kernel32(InputsAt<float>(p, bases, off).data(), reinterpret_cast<float*>(bases[0]) + off[0], len, stream, params);
      } else if (native32i) {
        kernel32i(InputsAt<int32_t>(p, bases, off).data(), reinterpret_cast<float*>(bases[0]) + off[0], len, stream,
                  params);
      } else if (native_b) {
        kernelb(InputsAt<float>(p, bases, off).data(), reinterpret_cast<uint8_t*>(bases[0]) + off[0], len, params);
      }
      for (int64_t j = 0; !direct && j < run;) {
        const size_t n = static_cast<size_t>(std::min<int64_t>(run - j, static_cast<int64_t>(kEwBlock)));
        for (int o = 0; o < p.n_in; ++o) {
          const EwOperand& op = p.in[o];
          const int64_t s = op.strides[p.rank - 1];
          const size_t es = ElementSize(op.dtype);
          const char* src = bases[1 + o] + (off[1 + o] + j * s) * static_cast<int64_t>(es);
          if (op.dtype == ACL_FLOAT && s == 1 && !round_inputs) {  // a 16-bit compute dtype rounds them first
            inptr[o] = reinterpret_cast<const float*>(src);
          } else {
            LoadF32(src, op.dtype, s, inbuf[o], n);
            if (round_inputs && op.dtype != p.compute) RoundThrough(inbuf[o], n, p.compute);
            inptr[o] = inbuf[o];
          }
        }
        // Converted (non-fp32) contiguous inputs are loaded block by block outside the kernel:
        // start fetching the next block now so that memory traffic overlaps this block's math.
        if (j + static_cast<int64_t>(n) < run) {
          for (int o = 0; o < p.n_in; ++o) {
            const EwOperand& op = p.in[o];
            if (op.dtype == ACL_FLOAT || op.strides[p.rank - 1] != 1) continue;
            const size_t es = ElementSize(op.dtype);
            const char* next = bases[1 + o] + (off[1 + o] + j + static_cast<int64_t>(n)) * static_cast<int64_t>(es);
            const size_t bytes = std::min<size_t>(kEwBlock, static_cast<size_t>(run - j) - n) * es;
            for (size_t b = 0; b < bytes; b += 64) __builtin_prefetch(next + b);
          }
        }
        const int64_t so = p.out.strides[p.rank - 1];
        char* dst = bases[0] + (off[0] + j * so) * static_cast<int64_t>(ElementSize(p.out.dtype));
        if (stream) {
          kernel(inptr, outbuf, n, params);
          if (round_output) RoundThrough(outbuf, n, p.compute);
          StreamStoreF32(outbuf, dst, p.out.dtype, n);
        } else if (p.out.dtype == ACL_FLOAT && so == 1) {
          kernel(inptr, reinterpret_cast<float*>(dst), n, params);
          if (round_output) RoundThrough(reinterpret_cast<float*>(dst), n, p.compute);
        } else {
          kernel(inptr, outbuf, n, params);
          if (round_output) RoundThrough(outbuf, n, p.compute);
          StoreF32(outbuf, dst, p.out.dtype, so, n);
        }
        j += static_cast<int64_t>(n);
      }
    });
    if (stream) StreamFence();
  };
  ForEachRange(p, run_range);
}

// The typed paths: operands loaded into blocks of V (value casts of core/value_cast.h), the kernel,
// the results rounded to the compute dtype and stored to the output's dtype.
template <class V>
void RunPlanTyped(const ElementwisePlan& p, char* const* bases, EwKernelOf<V> kernel, const void* params) {
  const aclDataType out_dt = p.out.dtype;
  const bool round_output = out_dt != p.compute;
  ForEachRange(p, [&](int64_t e0, int64_t e1) {
    V inbuf[kEwMaxInputs][kEwTypedBlock];
    V outbuf[kEwTypedBlock];
    const V* inptr[kEwMaxInputs];
    ForEachRun(p, e0, e1, [&](const int64_t* off, int64_t run) {
      for (int64_t j = 0; j < run;) {
        const size_t n = static_cast<size_t>(std::min<int64_t>(run - j, static_cast<int64_t>(kEwTypedBlock)));
        for (int o = 0; o < p.n_in; ++o) {
          const EwOperand& op = p.in[o];
          const int64_t s = op.strides[p.rank - 1];
          const char* src = bases[1 + o] + (off[1 + o] + j * s) * static_cast<int64_t>(ElementSize(op.dtype));
          LoadAs<V>(src, op.dtype, s, inbuf[o], n);
          if (op.dtype != p.compute) RoundTo<V>(inbuf[o], n, p.compute);
          inptr[o] = inbuf[o];
        }
        kernel(inptr, outbuf, n, params);
        if (round_output) RoundTo<V>(outbuf, n, p.compute);
        const int64_t so = p.out.strides[p.rank - 1];
        StoreAs<V>(outbuf, bases[0] + (off[0] + j * so) * static_cast<int64_t>(ElementSize(out_dt)), out_dt, so, n);
        j += static_cast<int64_t>(n);
      }
    });
  });
}

void RunAny(const ElementwisePlan& p, char* const* bases, const EwKernels& k, const void* params) {
  switch (EwDomainOf(p.compute)) {
    case EwDomain::kF32:
      return RunPlan(p, bases, k.f32, params, k.f16, k.f32_native, k.f32_from_i32, k.bool_of_f32);
    case EwDomain::kF64: return RunPlanTyped<double>(p, bases, k.f64, params);
    case EwDomain::kI64: return RunPlanTyped<int64_t>(p, bases, k.i64, params);
    case EwDomain::kBool: return RunPlanTyped<uint8_t>(p, bases, k.b8, params);
    case EwDomain::kC128: return RunPlanTyped<c128>(p, bases, k.c, params);
  }
}

// Copies between two plans' layouts: every domain's identity.
template <class V>
void CopyKernelOf(const V* const* in, V* out, size_t n, const void*) {
  std::copy(in[0], in[0] + n, out);
}

void CopyKernel(const float* const* in, float* out, size_t n, const void*) {
  std::memcpy(out, in[0], n * sizeof(float));
}

// Whether the output aliases an input with another layout (bases: output, then inputs).
bool OutputOverlaps(const ElementwisePlan& plan, char* const* bases) {
  if (bases[0] == nullptr) return false;
  const ByteRange ro = RangeOf(plan, plan.out, bases[0]);
  for (int o = 0; o < plan.n_in; ++o) {
    if (bases[1 + o] == nullptr) continue;
    const ByteRange ri = RangeOf(plan, plan.in[o], bases[1 + o]);
    if (ri.lo < ro.hi && ro.lo < ri.hi && !SameLayout(plan, plan.out, bases[0], plan.in[o], bases[1 + o]))
      return true;
  }
  return false;
}

}  // namespace

void BookElementwise(ElementwisePlan* plan, const aclTensor& out, std::initializer_list<const aclTensor*> inputs,
                     WorkspaceBooking* ws) {
  if (plan->numel == 0) return;
  char* bases[1 + kEwMaxInputs] = {};
  bases[0] = static_cast<char*>(out.data);
  int o = 0;
  for (const aclTensor* t : inputs) bases[1 + o++] = static_cast<char*>(t->data);
  if (OutputOverlaps(*plan, bases))
    plan->temp = ws->Book<unsigned char>(SatMul(plan->numel, static_cast<int64_t>(ElementSize(plan->out.dtype))));
}

void RunElementwise(const ElementwisePlan& plan, const RunContext& ctx, EwKernel kernel, const void* params,
                    EwKernel16 kernel16) {
  EwKernels k;
  k.f32 = kernel;
  k.f16 = kernel16;
  RunElementwise(plan, ctx, k, params);
}

EwDomain EwDomainOf(aclDataType compute) {
  switch (compute) {
    case ACL_DOUBLE: return EwDomain::kF64;
    case ACL_INT8: case ACL_UINT8: case ACL_INT16: case ACL_UINT16: case ACL_INT32: case ACL_UINT32:
    case ACL_INT64: case ACL_UINT64:
      return EwDomain::kI64;
    case ACL_BOOL: return EwDomain::kBool;
    case ACL_COMPLEX64: case ACL_COMPLEX128: return EwDomain::kC128;
    default: return EwDomain::kF32;
  }
}

void RunElementwise(const ElementwisePlan& plan, const RunContext& ctx, const EwKernels& kernels,
                    const void* params) {
  if (plan.numel == 0) return;
  char* bases[1 + kEwMaxInputs];
  bases[0] = ctx.ptr<char>(plan.out.index);
  for (int o = 0; o < plan.n_in; ++o) bases[1 + o] = ctx.ptr<char>(plan.in[o].index);

  if (!OutputOverlaps(plan, bases)) {
    RunAny(plan, bases, kernels, params);
    return;
  }
  // Output aliases an input with another layout: compute into a dense temporary, then copy.
  const size_t es = ElementSize(plan.out.dtype);
  std::unique_ptr<char[]> own;
  char* temp = reinterpret_cast<char*>(plan.temp.Get(ctx));
  if (temp == nullptr) {
    own.reset(new char[static_cast<size_t>(plan.numel) * es]);
    temp = own.get();
  }
  ElementwisePlan first = plan;
  first.out.offset = 0;
  first.out_self_overlap = false;
  int64_t acc = 1;
  for (int k = plan.rank - 1; k >= 0; --k) {
    first.out.strides[k] = acc;
    acc *= plan.shape[k];
  }
  char* b1[1 + kEwMaxInputs];
  std::copy(bases, bases + 1 + plan.n_in, b1);
  b1[0] = temp;
  RunAny(first, b1, kernels, params);

  ElementwisePlan second = plan;
  second.n_in = 1;
  second.in[0] = first.out;
  second.compute = plan.out.dtype;
  char* b2[2] = {bases[0], temp};
  EwKernels copy;
  copy.f32 = CopyKernel;
  copy.f64 = CopyKernelOf<double>;
  copy.i64 = CopyKernelOf<int64_t>;
  copy.b8 = CopyKernelOf<uint8_t>;
  copy.c = CopyKernelOf<c128>;
  RunAny(second, b2, copy, nullptr);
}

}  // namespace aclnn_cpu
