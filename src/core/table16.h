// Functions of one fp16 or bf16 argument, tabulated.
//
// A 16-bit float has 65536 bit patterns, so f(x) of an fp16/bf16 input -- computed in fp32 on the
// exactly widened value, as the operators do -- can be evaluated once per pattern and looked up.
// The table is filled by the operator's own fp32 row kernel on the current SIMD target, so a lookup
// returns bit for bit what the kernel would have computed for that element.
#pragma once

#include <cstddef>
#include <cstdint>

#include "aclnn/acl_meta.h"
#include "core/export.h"

namespace aclnn_cpu {

// out[i] = f(x[i]) for i < n: an fp32 row kernel.
using Table16Fill = void (*)(const float* x, float* out, size_t n);

// The 65536-entry table of `fill` over the values of dt (ACL_FLOAT16 or ACL_BF16), for the SIMD
// target in use; built on first use (thread safe) and kept for the life of the process. The 65536
// floats are followed by the same results rounded to dt as StoreF32 rounds them (65536 uint16_t),
// which LookupTable16Native reads when it looks up without dy by plain loads (below).
ACLNN_CPU_INTERNAL_API const float* Table16(aclDataType dt, Table16Fill fill);

// Whether gathering from the table beats the fp32 kernel on this CPU (widen, compute, narrow) for
// `fill`'s function of dt values, times a 16-bit dy when with_dy. Both give the same bits (the
// table is that kernel's output), so the choice only decides speed: table gathers are fast on
// Intel cores and several times slower on others (AMD Zen 4 runs vpgatherdd at a fraction of the
// rate). Measured once per (dt, fill, with_dy, SIMD target) on 16K in-cache values, min of 5
// alternating timings each; the table is kept unless the fp32 route is 10 % faster.
// ACLNN_CPU_TABLE16=1 / =0 forces the table / the fp32 kernel (tests, benchmarks).
// Without dy the same measurement also picks how LookupTable16Native looks up dt values for the
// rest of the process: a vector gather from the fp32 table and a vector rounding, or one plain
// 16-bit load per element from the rounded table (faster where gathers are slow: AMD Zen 4).
// Same bits either way. With dy the same measurement picks between the vector gather and, on
// AVX-512 CPUs, the lookup by plain loads of LookupTable16Native (below).
// ACLNN_CPU_TABLE16_LOOKUP=gather / =loads forces one, with and without dy.
ACLNN_CPU_INTERNAL_API bool Table16Faster(aclDataType dt, Table16Fill fill, bool with_dy);

// How LookupTable16Native looks up dt values (with or without dy) in this process: "loads",
// "gather", or "none" before the first calibration of that pair. For benchmark labels.
ACLNN_CPU_INTERNAL_API const char* Table16LookupName(aclDataType dt, bool with_dy);

// What an operator's table row kernel needs: passed as the `params` of RunElementwise.
struct Table16Params {
  const float* table;
  aclDataType dtype;  // the dtype of the tabulated input
};

// out[i] = table[bits of x[i] as dt] (times dy[i] when dy is not null), for i < n. Every x[i] must
// be a value of dt widened to fp32 (NaN payloads included), as LoadF32 produces.
ACLNN_CPU_INTERNAL_API void LookupTable16(const float* table, aclDataType dt, const float* x, const float* dy,
                                          float* out, size_t n);

// The same on raw dt values, in one pass: out[i] = round_dt(table[x[i]] * widen(dy[i])), or
// round_dt(table[x[i]]) when dy is null, rounded as StoreF32 does; x is the table index as it is.
// Bit for bit what LookupTable16 between LoadF32 and StoreF32 gives (NaN payloads aside: which
// operand's a NaN product keeps is up to the compiler), without the fp32 buffers.
// out may be x or dy itself (not otherwise overlapping them).
// With dy, the lookup by loads (where Table16Faster picked it) runs in chunks of 32: each fp32
// entry is loaded straight into a lane of a vector register, then the vector unit multiplies and
// rounds (bf16 by vcvtne2ps2bf16 with AVX512_BF16). With `stream` (operands from memory) it
// prefetches x and dy ahead into L1 and writes whole 64-byte lines of out with non-temporal
// stores, as the lookup by loads without dy does (x86); the caller fences (StreamFence) before the
// results are read by another thread.
ACLNN_CPU_INTERNAL_API void LookupTable16Native(const float* table, aclDataType dt, const uint16_t* x,
                                                const uint16_t* dy, uint16_t* out, size_t n, bool stream = false);

// out[i] = rounded[x[i]] for i < n, one 16-bit table load per element (on x86 straight into a
// vector lane, 32 elements per step): the lookup by loads of LookupTable16Native (exposed for the
// benchmark's lookup limit, BM_Roofline/lookup16). Every x in a step is read before out is written
// (out may be x). With `stream` (x86) whole 64-byte lines of out are written with non-temporal
// stores; the caller fences (StreamFence).
ACLNN_CPU_INTERNAL_API void LookupLoads(const uint16_t* rounded, const uint16_t* x, uint16_t* out, size_t n,
                                        bool stream = false);

}  // namespace aclnn_cpu
