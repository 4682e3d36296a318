// How the elementwise engine walks a plan (core/elementwise.h): the elements split over the
// threads in fixed ranges, each range cut into row segments with every operand's offset. Shared by
// the engine and by operators that run their own row loop on an ElementwisePlan (SWhere's
// selection of raw bits).
#pragma once

#include <algorithm>
#include <cstdint>

#include "core/elementwise.h"
#include "core/parallel.h"

namespace aclnn_cpu {

// Calls fn(off, run) for each row segment of the elements [e0, e1) in order: off[0] is the
// output's element offset at the segment's start, off[1 + o] input o's; run elements follow along
// the innermost dim.
template <class Fn>
void ForEachRun(const ElementwisePlan& p, int64_t e0, int64_t e1, Fn&& fn) {
  const int64_t inner = p.shape[p.rank - 1];
  int64_t idx[kMaxDims];
  int64_t rem = e0;
  for (int k = p.rank - 1; k >= 0; --k) {
    idx[k] = rem % p.shape[k];
    rem /= p.shape[k];
  }
  int64_t e = e0;
  while (e < e1) {
    int64_t off[1 + kEwMaxInputs];
    off[0] = p.out.offset;
    for (int o = 0; o < p.n_in; ++o) off[1 + o] = p.in[o].offset;
    for (int k = 0; k < p.rank; ++k) {
      off[0] += idx[k] * p.out.strides[k];
      for (int o = 0; o < p.n_in; ++o) off[1 + o] += idx[k] * p.in[o].strides[k];
    }
    const int64_t run = std::min(inner - idx[p.rank - 1], e1 - e);
    fn(off, run);
    e += run;
    idx[p.rank - 1] += run;
    for (int k = p.rank - 1; k > 0 && idx[k] >= p.shape[k]; --k) {
      idx[k] = 0;
      ++idx[k - 1];
    }
  }
}

// Splits the plan's elements over the threads (one thread, in element order, when output
// elements share addresses) and calls range(e0, e1) for each part.
template <class Fn>
void ForEachRange(const ElementwisePlan& p, Fn&& range) {
  if (p.out_self_overlap) {
    range(0, p.numel);
    return;
  }
  // Each thread runs its blocks as one range: one kernel call over them (a streaming kernel's
  // software prefetch runs ahead across block boundaries instead of starting cold at each) and
  // one fence at the end. Run block by block, a 64M-element bf16/fp16 call made 2048 calls and
  // fences with 1 thread. The elements do not depend on the ranges.
  const int64_t grain = 32 * static_cast<int64_t>(kEwBlock);
  ParallelFor(CeilDiv(p.numel, grain), [&](int64_t b0, int64_t b1) { range(b0 * grain, std::min(p.numel, b1 * grain)); });
}

}  // namespace aclnn_cpu
