// Float64 reference for NsaCompress, written from the spec's mathematics (nsa_compress_grad.md §3,
// §4). Used by tests and tools; not part of the library.
#pragma once

#include <cstdint>
#include <vector>

namespace aclnn_cpu {
namespace ref {

// The windows of a packed TND sequence (spec §3), in output order (batch-major, window-minor):
// the first token of every window.
struct NsaWindows {
  std::vector<int64_t> batch_start, batch_len;  // per batch
  std::vector<int64_t> window_start;            // per window (block) o
};

// actSeqLen == nullptr: one batch of T tokens. type 0: cumulative ends; type 1: lengths.
NsaWindows NsaMakeWindows(const std::vector<int64_t>* act_seq_len, int64_t type, int64_t t_total, int64_t block,
                          int64_t stride);

// output[o, n, e] = sum_j w[j, n] * x[start_o + j, n, e] in float64; `abs_sum` receives
// sum_j |w[j, n] * x[...]| (for tolerances). x is [T, N, D], w is [l, N], row-major.
void NsaCompress(const std::vector<double>& x, const std::vector<double>& w, int64_t n, int64_t d,
                 int64_t block, const NsaWindows& win, std::vector<double>* out, std::vector<double>* abs_sum);

// The forward's final conversion (CAST_ROUND): an fp32 value rounded to FLOAT16 (bf16 = false) or
// BFLOAT16 (bf16 = true), to nearest with ties away from zero; overflow gives +-Inf.
double RoundTiesAway(float v, bool bf16);

}  // namespace ref
}  // namespace aclnn_cpu
