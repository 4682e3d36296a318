// One run for the elementwise operators whose result depends on one fp16/bf16-valued input x
// through a function of x alone: y = f(x) (GeluV2, Gelu) or y = dy * g(x) (GeluBackwardV2,
// GeluBackward). Such an x takes one of 65536 values, so f or g may come from a table of the
// operator's own fp32 kernel (core/table16.h) instead of being computed; this file holds the
// choice between the two routes (Table16Faster: same bits either way) and the row kernels that
// feed the table to the elementwise engine, so that every such operator's API file only validates
// and plans.
#pragma once

#include "core/elementwise.h"
#include "core/run_context.h"
#include "core/table16.h"

namespace aclnn_cpu {

// An operator's kernels, as Table16Run takes them.
struct Table16Op {
  // The fp32 row kernel: out = f(in[0]), or out = in[0] * g(in[1]) when with_dy (in[0] = dy).
  EwKernel row = nullptr;
  // f (or g) alone over an fp32 array: what the table holds. Bit for bit what `row` computes
  // (times dy: 1 * g is exact).
  Table16Fill fill = nullptr;
  bool with_dy = false;
};

// The phase-2 run of `plan`, whose inputs are (x) or (dy, x) as op.with_dy says. When x_dtype
// (the storage dtype of x) is FLOAT16 or BF16 and the plan feeds x to the kernel exactly widened
// (its compute dtype is FLOAT or x_dtype), the run looks f or g up in the table where
// Table16Faster finds that faster on this CPU, and runs op.row otherwise. Other dtypes always run
// op.row. Called in phase 1: the table and the choice are made here, not in the run.
RunFn Table16Run(const ElementwisePlan& plan, const Table16Op& op, aclDataType x_dtype);

}  // namespace aclnn_cpu
