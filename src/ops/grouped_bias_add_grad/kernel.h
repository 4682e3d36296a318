// GroupedBiasAddGrad / GroupedBiasAddGradV2: plan built in phase 1 and the phase-2 driver.
//
// The operator is a segmented column reduction: out[j, :] = sum of the rows of group j. Every group
// is cut into chunks of `chunk_rows` rows and every row into blocks of `block_cols` columns; both
// sizes depend only on the problem (H, dtype), never on the thread count. A (group, chunk, column
// block) task sums its rows in a fixed order into fp32; the chunk partials of a group are then
// combined by a fixed halving tree. Results are therefore bitwise identical for any thread count.
#pragma once

#include <cstddef>
#include <cstdint>

#include "acl/acl_base.h"
#include "aclnn/acl_meta.h"
#include "core/run_context.h"
#include "core/workspace.h"

namespace aclnn_cpu {
namespace ops {
namespace grouped_bias_add_grad {

enum class Mode { kDense3d, kEndOffsets, kSizes };  // spec §4.1, §4.2, §4.3

// The order in which SumRows adds wide rows (more than 8 vectors), chosen per CPU vendor by
// FinishPlan.
enum class RowOrder { kQuadsPrefetched, kOneByOne, kOctets };

struct Plan {
  Mode mode = Mode::kDense3d;
  aclDataType dtype = ACL_FLOAT;      // gradY and out
  aclDataType idx_dtype = ACL_INT64;  // groupIdxOptional (modes B/C)
  int64_t groups = 0;                 // G
  int64_t cols = 0;                   // H
  int64_t rows = 0;                   // C in mode A, R in modes B/C
  // gradY view, in elements: group stride (mode A only), row stride, column stride.
  int64_t y_off = 0, y_sg = 0, y_sr = 0, y_sh = 0;
  int64_t y_lo = 0, y_hi = 0;         // element extent of the view (for overlap checks)
  int64_t i_off = 0, i_s = 0, i_lo = 0, i_hi = 0;
  int64_t o_off = 0, o_sg = 0, o_sh = 0, o_lo = 0, o_hi = 0;
  bool out_self_overlap = false;      // out's elements share addresses (zero/odd strides)
  int iy = -1, ii = -1, io = -1;      // RunContext indices
  int64_t chunk_rows = 0, block_cols = 0;
  RowOrder row_order = RowOrder::kQuadsPrefetched;
  // Workspace (FinishPlan): chunk partial sums (for in-contract indices), the group tables (row
  // base, count, partial slot, groups to combine: G int64 each), the chunk and combination task
  // lists, per thread of `team` a K x block_cols fp32 block for strided columns, and an fp32 copy
  // of out when it overlaps gradY, the index or itself at phase 1's addresses.
  bool via_temp = false;
  int64_t team = 1, max_tasks = 0;
  WsRegion<float> ws_partial, ws_gather, ws_temp;
  WsRegion<int64_t> ws_groups;
  WsRegion<unsigned char> ws_tasks, ws_ctasks;
};

constexpr int64_t kBlockCols = 2048;          // column block: fp32 accumulator of 8 KiB per task
constexpr int64_t kBlockColsAmd = 4096;       // the same on AMD CPUs (16 KiB; see FinishPlan)
constexpr int64_t kMaxBlockCols = kBlockColsAmd;  // the largest block (stack accumulators)
constexpr int64_t kChunkBytes = 256 * 1024;   // bytes of gradY per task (target)
constexpr int64_t kChunkBytesAmdWholeRows = 4096 * 1024;  // the same on AMD for blocks of whole rows
constexpr int64_t kMaxChunkRows = 1024;       // bounds the sequential depth inside a chunk
constexpr int64_t kMaxGroups = 2048;          // groupIdxOptional length limit (spec §6.1)

// Fills block_cols, row_order, chunk_rows and books the workspace from the other fields; false when
// the workspace would not fit in int64 bytes (huge views with zero strides).
bool FinishPlan(Plan* p, WorkspaceBooking* ws);
// Whether out must be staged in an fp32 copy: it shares memory with gradY, the index or itself.
bool OutputNeedsStaging(const Plan& p, const void* y, const void* idx, const void* out);
// Phase 2. `ctx` holds gradY, [groupIdx,] out in binding order.
aclnnStatus Run(const Plan& p, const RunContext& ctx);
// Phase 2 for an empty gradY with a non-empty out: out = 0.
aclnnStatus RunZeroFill(const Plan& p, const RunContext& ctx);

// SIMD kernel (run-time dispatch): acc[c] = sum over r < rows of row r, column c (c < w), where
// row r starts at base + r * row_stride elements and its columns are contiguous. dtype is FLOAT,
// FLOAT16 or BFLOAT16. acc starts at +0. In `order`: kOneByOne one row at a time (acc = acc +
// r); kQuadsPrefetched in quads, acc = acc + ((r0 + r1) + (r2 + r3)), the last 1-3 rows as acc +
// r0, acc + (r0 + r1), acc + ((r0 + r1) + r2); kOctets (rows wider than 8 vectors; narrower ones
// in quads) first in octets, acc = acc + (((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))),
// then as above. The association depends on the order, w and the number of rows, never on the
// layout or the thread count.
void SumRows(const void* base, aclDataType dtype, int64_t row_stride, int64_t rows, int64_t w, RowOrder order,
             float* acc);
// a[c] += b[c] for c < n (the combine step; same rounding as the scalar expression).
void AddInto(float* a, const float* b, int64_t n);

}  // namespace grouped_bias_add_grad
}  // namespace ops
}  // namespace aclnn_cpu
