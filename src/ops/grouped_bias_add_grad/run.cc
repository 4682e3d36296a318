// Phase-2 driver of GroupedBiasAddGrad: group ranges from the index tensor, (group, chunk,
// column block) tasks split over the threads by cost, fixed-order combination of chunk partials.
#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

#include "core/size_math.h"
#include "core/convert.h"
#include "core/cpu.h"
#include "core/dtype.h"
#include "core/parallel.h"
#include "ops/grouped_bias_add_grad/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace grouped_bias_add_grad {
namespace {

int64_t PowerOfTwoFloor(int64_t v) {
  int64_t p = 1;
  while (p * 2 <= v) p *= 2;
  return p;
}

// Where a group's rows are: row r of group j is at element base[j] + r * row_stride.
struct Groups {
  int64_t* base;   // element offset of the group's first row (gradY view)
  int64_t* count;  // rows in the group (0: empty group -> zeros)
};

// Group row ranges from the index values (spec §4.2-4.5). Every end is the exact 64-bit value
// (mode C: exact prefix sum) clamped to [0, R]; start = previous clamped end (0 for the first
// group); a group with end <= start is empty. Index values are only read, never trusted.
void GroupsFromIndex(const Plan& p, const void* idx, Groups* g) {
  const int64_t G = p.groups, R = p.rows;
  __int128 prefix = 0;
  int64_t start = 0;
  for (int64_t j = 0; j < G; ++j) {
    const int64_t at = p.i_off + j * p.i_s;
    int64_t v;
    if (p.idx_dtype == ACL_INT32) {
      int32_t x;
      std::memcpy(&x, static_cast<const char*>(idx) + at * 4, 4);
      v = x;
    } else {
      std::memcpy(&v, static_cast<const char*>(idx) + at * 8, 8);
    }
    __int128 end = v;
    if (p.mode == Mode::kSizes) {
      prefix += v;  // |prefix| < 2048 * 2^63: exact
      end = prefix;
    }
    const int64_t e = end < 0 ? 0 : end > R ? R : static_cast<int64_t>(end);
    g->base[static_cast<size_t>(j)] = p.y_off + start * p.y_sr;
    g->count[static_cast<size_t>(j)] = e > start ? e - start : 0;
    start = e;
  }
}

struct Task {
  int64_t group, chunk, block, cost_begin;
};

struct OutView {
  char* data;
  aclDataType dtype;
  int64_t off, sg, sh;
  void Write(const float* v, int64_t j, int64_t c0, int64_t w) const {
    // A2/A3 cast the fp32 sums with ties away from zero (CAST_ROUND, spec §5.3).
    StoreF32TiesAway(v, data + (off + j * sg + c0 * sh) * static_cast<int64_t>(ElementSize(dtype)), dtype, sh,
                     static_cast<size_t>(w));
  }
};

bool Overlap(const void* a, int64_t a_lo, int64_t a_hi, size_t a_es, const void* b, int64_t b_lo, int64_t b_hi,
             size_t b_es) {
  if (a == nullptr || b == nullptr) return false;  // phase 1 may see unbound tensors
  const char* ab = static_cast<const char*>(a) + a_lo * static_cast<int64_t>(a_es);
  const char* ae = static_cast<const char*>(a) + (a_hi + 1) * static_cast<int64_t>(a_es);
  const char* bb = static_cast<const char*>(b) + b_lo * static_cast<int64_t>(b_es);
  const char* be = static_cast<const char*>(b) + (b_hi + 1) * static_cast<int64_t>(b_es);
  return ab < be && bb < ae;
}

// Runs fn(task index, slot) for tasks [0, n) split over at most `team` threads into ranges of about
// equal cost (slot: the running thread's workspace slot). Which thread runs a task never changes
// what the task computes.
template <class Fn>
void RunByCost(const Task* tasks, int64_t n, int64_t total_cost, int64_t team, const Fn& fn) {
  int64_t T = std::min<int64_t>(NumThreads(), team);
  if (total_cost < (int64_t{1} << 15)) T = 1;  // not worth waking the team
  if (T > n) T = n;
  if (T <= 1) {
    for (int64_t i = 0; i < n; ++i) fn(i, 0);
    return;
  }
  auto first_at = [&](int64_t cost) {
    return static_cast<int64_t>(
        std::lower_bound(tasks, tasks + n, cost, [](const Task& t, int64_t c) { return t.cost_begin < c; }) - tasks);
  };
  ParallelForSlots(T, team, [&](int64_t t0, int64_t t1, int64_t slot) {
    for (int64_t t = t0; t < t1; ++t) {
      const int64_t b = first_at(total_cost * t / T), e = first_at(total_cost * (t + 1) / T);
      for (int64_t i = b; i < e; ++i) fn(i, slot);
    }
  });
}

}  // namespace

bool OutputNeedsStaging(const Plan& p, const void* y, const void* idx, const void* out) {
  const size_t es = ElementSize(p.dtype);
  if (p.out_self_overlap || Overlap(out, p.o_lo, p.o_hi, es, y, p.y_lo, p.y_hi, es)) return true;
  return p.mode != Mode::kDense3d && Overlap(out, p.o_lo, p.o_hi, es, idx, p.i_lo, p.i_hi, ElementSize(p.idx_dtype));
}

bool FinishPlan(Plan* p, WorkspaceBooking* booking) {
  const int64_t es = static_cast<int64_t>(ElementSize(p->dtype));
  // Column blocks of up to 4096 columns on AMD CPUs, 2048 elsewhere: on Zen 4, 4096-column rows
  // summed whole (16 KiB accumulator, one row at a time) beat two 2048-column blocks in octets
  // (docs/performance.md). Not measured on Intel, which keeps 2048.
  const int64_t max_block = HostCpuVendor() == CpuVendor::kAmd ? kBlockColsAmd : kBlockCols;
  p->block_cols = std::max<int64_t>(1, std::min(p->cols, max_block));
  // Wide rows: prefetched quads on Intel and other CPUs; on AMD one row at a time when a block
  // holds whole rows, else octets (reasons in kernel.cc). Rows added one at a time do best in
  // longer chunks: 256 KiB chunks left them below a plain loop over the rows; 4 MiB chunks, with
  // the stack accumulator and the row-0 initialisation, reach it (docs/performance.md).
  p->row_order = HostCpuVendor() != CpuVendor::kAmd ? RowOrder::kQuadsPrefetched
                 : p->block_cols == p->cols          ? RowOrder::kOneByOne
                                                     : RowOrder::kOctets;
  const int64_t chunk_bytes = p->row_order == RowOrder::kOneByOne ? kChunkBytesAmdWholeRows : kChunkBytes;
  p->chunk_rows = std::min(kMaxChunkRows, std::max<int64_t>(4, PowerOfTwoFloor(chunk_bytes / (p->block_cols * es))));
  // Partial-sum slots (one per chunk of a group with several chunks), each `cols` floats.
  const int64_t K = p->chunk_rows;
  int64_t slots = 0;
  if (p->mode == Mode::kDense3d) {
    // Views with zero strides can be huge: groups * chunks may not fit in int64.
    if (p->rows > K && __builtin_mul_overflow(p->groups, CeilDiv(p->rows, K), &slots)) return false;
  } else {
    // Disjoint groups covering at most R rows (the documented contract): sum of ceil(n/K) over the
    // groups with n > K is below R/K + (number of such groups). Other index values may need more;
    // phase 2 then allocates its own scratch.
    slots = p->rows / K + std::min(p->groups, p->rows / K);
  }
  int64_t partial = 0;
  if (__builtin_mul_overflow(slots, p->cols, &partial)) return false;
  // Tasks: a group of n > 0 rows has ceil(n / K) <= n / K + 1 chunks, so disjoint groups covering
  // at most R rows have at most R / K + min(G, R) chunks (mode A: G ceil(C / K)); each chunk has one
  // task per column block. Combination tasks: at most G groups times the blocks.
  const int64_t nblocks = CeilDiv(p->cols, p->block_cols);
  int64_t chunks = 0, tasks = 0, ctasks = 0;
  if (p->mode == Mode::kDense3d) {
    if (__builtin_mul_overflow(p->groups, CeilDiv(p->rows, K), &chunks)) return false;
  } else {
    chunks = p->rows / K + std::min(p->groups, p->rows);
  }
  int64_t task_bytes = 0, ctask_bytes = 0;
  if (__builtin_mul_overflow(chunks, nblocks, &tasks) || __builtin_mul_overflow(p->groups, nblocks, &ctasks) ||
      __builtin_mul_overflow(tasks, static_cast<int64_t>(sizeof(Task)), &task_bytes) ||
      __builtin_mul_overflow(ctasks, static_cast<int64_t>(sizeof(Task)), &ctask_bytes))
    return false;
  WorkspaceBooking& ws = *booking;
  p->team = ws.Team();
  p->ws_partial = ws.Book<float>(partial);
  p->ws_groups = ws.Book<int64_t>(SatMul(4, p->groups));  // base, count, slot, combine
  p->ws_tasks = ws.Book<unsigned char>(task_bytes);
  p->max_tasks = tasks;
  p->ws_ctasks = ws.Book<unsigned char>(ctask_bytes);
  if (p->y_sh != 1) p->ws_gather = ws.BookPerThread<float>(SatMul(K, p->block_cols));
  int64_t out_elems = 0;
  if (p->via_temp) {
    if (__builtin_mul_overflow(p->groups, p->cols, &out_elems)) return false;
    p->ws_temp = ws.Book<float>(out_elems);
  }
  return !ws.overflow();
}

aclnnStatus RunZeroFill(const Plan& p, const RunContext& ctx) {
  if (ctx.ptr(p.io) == nullptr) return ACLNN_ERR_PARAM_NULLPTR;
  OutView out{ctx.ptr<char>(p.io), p.dtype, p.o_off, p.o_sg, p.o_sh};
  const int64_t W = std::min<int64_t>(p.cols, kMaxBlockCols);
  const float zeros[kMaxBlockCols] = {};
  for (int64_t j = 0; j < p.groups; ++j)
    for (int64_t c0 = 0; c0 < p.cols; c0 += W) out.Write(zeros, j, c0, std::min(W, p.cols - c0));
  return ACLNN_SUCCESS;
}

aclnnStatus Run(const Plan& p, const RunContext& ctx) {
  const int64_t G = p.groups, H = p.cols, K = p.chunk_rows, W = p.block_cols;
  const int64_t nblocks = CeilDiv(H, W);
  const char* y = ctx.ptr<const char>(p.iy);
  const size_t es = ElementSize(p.dtype);
  // Non-empty tensors need data (an executor may have been built for unbound tensors).
  if (y == nullptr || ctx.ptr(p.io) == nullptr || (p.mode != Mode::kDense3d && ctx.ptr(p.ii) == nullptr))
    return ACLNN_ERR_PARAM_NULLPTR;

  // 1. Group ranges (the index tensor is device data: read here, in phase 2).
  int64_t* const tables = p.ws_groups.Get(ctx);
  Groups g{tables, tables + G};
  if (p.mode == Mode::kDense3d) {
    for (int64_t j = 0; j < G; ++j) {
      g.base[j] = p.y_off + j * p.y_sg;
      g.count[j] = p.rows;
    }
  } else {
    GroupsFromIndex(p, ctx.ptr<const void>(p.ii), &g);
  }

  // 2. Output: straight into `out`, or into an fp32 copy when `out` shares memory with an input
  //    or with itself (then the result is computed completely before anything is written).
  char* out_data = ctx.ptr<char>(p.io);
  const bool via_temp = OutputNeedsStaging(p, y, p.mode != Mode::kDense3d ? ctx.ptr<const void>(p.ii) : nullptr, out_data);
  // The staging copy was booked when phase 1 saw the overlap; one that only rebound addresses
  // make is allocated here.
  float* temp = nullptr;
  std::unique_ptr<float[]> own_temp;
  OutView out{out_data, p.dtype, p.o_off, p.o_sg, p.o_sh};
  if (via_temp) {
    temp = p.ws_temp.Get(ctx);
    if (temp == nullptr) {
      own_temp.reset(new float[static_cast<size_t>(G * H)]);
      temp = own_temp.get();
    }
    out = OutView{reinterpret_cast<char*>(temp), ACL_FLOAT, 0, H, 1};
  }

  // 3. Tasks in (group, chunk, block) order; groups with several chunks get partial slots.
  int64_t* const slot = tables + 2 * G;
  int64_t* const combine = tables + 3 * G;  // groups finished in step 5 (empty or several chunks)
  int64_t ncombine = 0, ntasks = 0, slots = 0, cost = 0;
  for (int64_t j = 0; j < G; ++j) {
    const int64_t nch = CeilDiv(g.count[j], K);
    slot[j] = -1;
    if (nch != 1) combine[ncombine++] = j;
    if (nch > 1) {
      slot[j] = slots;
      slots += nch;
    }
    ntasks += nch * nblocks;
  }
  // Index values outside the documented contract (groups that overlap) may need more tasks and
  // partial slots than phase 1 booked: those runs allocate them.
  Task* tasks = reinterpret_cast<Task*>(p.ws_tasks.Get(ctx));
  std::unique_ptr<Task[]> own_tasks;
  if (ntasks > p.max_tasks) {
    own_tasks.reset(new Task[static_cast<size_t>(ntasks)]);
    tasks = own_tasks.get();
  }
  ntasks = 0;
  for (int64_t j = 0; j < G; ++j) {
    const int64_t n = g.count[j];
    const int64_t nch = CeilDiv(n, K);
    for (int64_t c = 0; c < nch; ++c)
      for (int64_t b = 0; b < nblocks; ++b) {
        tasks[ntasks++] = Task{j, c, b, cost};
        cost += std::min(K, n - c * K) * std::min(W, H - b * W) + 64;
      }
  }
  float* partial = p.ws_partial.Get(ctx);
  std::unique_ptr<float[]> own;
  if (slots > 0 && slots * H > p.ws_partial.count) {
    own.reset(new float[static_cast<size_t>(slots * H)]);
    partial = own.get();
  }

  // 4. Chunk sums.
  const bool gather = p.y_sh != 1;
  RunByCost(tasks, ntasks, cost, p.team, [&](int64_t i, int64_t thread_slot) {
    const Task& t = tasks[i];
    const int64_t j = t.group, n = g.count[j];
    const int64_t rows = std::min(K, n - t.chunk * K);
    const int64_t c0 = t.block * W, w = std::min(W, H - c0);
    const int64_t first = g.base[j] + t.chunk * K * p.y_sr + c0 * p.y_sh;
    const bool direct = slot[j] < 0;
    // Every chunk sums into this thread's stack row, which stays in L1 from chunk to chunk; a
    // multi-chunk group's partial is copied to its slot afterwards. Summing in the slot itself
    // first pulled each new slot's lines in from memory.
    alignas(64) float acc[kMaxBlockCols];
    if (!gather) {
      SumRows(y + first * static_cast<int64_t>(es), p.dtype, p.y_sr, rows, w, p.row_order, acc);
    } else {
      // Strided columns: widen the chunk into a contiguous fp32 block, then the same kernel
      // (the sums are bitwise those of the contiguous layout).
      float* const buf = p.ws_gather.Get(ctx, thread_slot);  // K x W floats
      for (int64_t r = 0; r < rows; ++r)
        LoadF32(y + (first + r * p.y_sr) * static_cast<int64_t>(es), p.dtype, p.y_sh, buf + r * w,
                static_cast<size_t>(w));
      SumRows(buf, ACL_FLOAT, w, rows, w, p.row_order, acc);
    }
    if (direct) out.Write(acc, j, c0, w);
    else std::memcpy(partial + (slot[j] + t.chunk) * H + c0, acc, sizeof(float) * w);
  });

  // 5. Empty groups (zeros) and multi-chunk groups: partials combined by a halving tree
  //    (row i += row i + m for i < k - m, m = ceil(k / 2), until one is left), then stored.
  Task* const ctasks = reinterpret_cast<Task*>(p.ws_ctasks.Get(ctx));  // G x nblocks at most
  int64_t nctasks = 0, ccost = 0;
  for (int64_t q = 0; q < ncombine; ++q) {
    const int64_t j = combine[q];
    for (int64_t b = 0; b < nblocks; ++b) {
      ctasks[nctasks++] = Task{j, 0, b, ccost};
      ccost += std::max<int64_t>(1, CeilDiv(g.count[j], K)) * std::min(W, H - b * W) + 64;
    }
  }
  RunByCost(ctasks, nctasks, ccost, p.team, [&](int64_t i, int64_t) {
    const Task& t = ctasks[i];
    const int64_t j = t.group, c0 = t.block * W, w = std::min(W, H - c0);
    const int64_t s = slot[j];
    if (s < 0) {
      float zeros[kMaxBlockCols] = {};
      out.Write(zeros, j, c0, w);
      return;
    }
    int64_t k = CeilDiv(g.count[j], K);
    float* base = partial + s * H + c0;
    while (k > 1) {
      const int64_t m = (k + 1) / 2;
      for (int64_t r = 0; r < k - m; ++r) AddInto(base + r * H, base + (r + m) * H, w);
      k = m;
    }
    out.Write(base, j, c0, w);
  });

  // 6. Copy the staged result into `out` (row-major order; serial when out overlaps itself, so
  //    the last element written to a shared address is always the same one).
  if (via_temp) {
    OutView real{out_data, p.dtype, p.o_off, p.o_sg, p.o_sh};
    auto copy_rows = [&](int64_t j0, int64_t j1) {
      for (int64_t j = j0; j < j1; ++j) real.Write(temp + j * H, j, 0, H);
    };
    if (p.out_self_overlap) copy_rows(0, G); else ParallelFor(G, copy_rows);
  }
  return ACLNN_SUCCESS;
}

}  // namespace grouped_bias_add_grad
}  // namespace ops
}  // namespace aclnn_cpu
