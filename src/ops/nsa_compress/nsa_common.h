// Shared by aclnnNsaCompress and aclnnNsaCompressGrad: the packed-batch table of a TND tensor
// (spec nsa_compress_grad.md §3), strided operand views, and a self-overlap test for outputs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "aclnn/acl_meta.h"
#include "core/tensor.h"

namespace aclnn_cpu {
namespace ops {
namespace nsa {

// Batch b spans tokens [start[b], end[b]); its windows are blocks [first_block[b],
// first_block[b] + blocks[b]) of the compressed tensor (batch-major, window-minor).
struct Batches {
  std::vector<int64_t> start, end, blocks, first_block;
  int64_t total_blocks = 0;  // M
  int64_t last_end = 0;      // end of the last batch (tokens from here on belong to no batch)
};

// Reads actSeqLen: nullptr means one batch of length T; type 0 = cumulative ends, type 1 =
// per-batch lengths. Checks: non-empty, no negative entry, ends non-decreasing (type 0), the last
// end at most T (or exactly T when `must_end_at_t`). Returns "" or a description of the problem
// naming the argument `name`.
std::string ParseSeqLens(const aclIntArray* a, const char* name, int64_t type, int64_t t_total,
                         bool must_end_at_t, Batches* out);

// nb_b = floor((S_b - l) / d) + 1 when S_b >= l, else 0 (l, d > 0); fills blocks, first_block,
// total_blocks.
void CountBlocks(int64_t l, int64_t d, Batches* b);

// One operand as the kernels see it: element offset and strides (in elements) of up to 3 dims.
struct View {
  int64_t offset = 0;
  int64_t stride[3] = {0, 0, 0};
};
View ViewOf(const aclTensor& t);

}  // namespace nsa
}  // namespace ops
}  // namespace aclnn_cpu
