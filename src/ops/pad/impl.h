// The pad family's implementations and the ordered list phase 2 picks from (pad.h).
#pragma once

#include "ops/pad/pad.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

// The generic forward: any mode, rank and element size, strided views (out may be a temporary's
// contiguous view of the same shape).
void GatherGeneric(const Plan& p, const void* in, void* out_data, const StridedView& out);
// The generic backward: any mode and rank, FLOAT/FLOAT16/BFLOAT16/DOUBLE/COMPLEX64/COMPLEX128; `ws`
// holds p.slots slots of p.slot_bytes.
void FoldGeneric(const Plan& p, const void* in, void* out_data, const StridedView& out, unsigned char* ws);

// One entry of an implementation list: the first whose precondition holds runs.
struct ForwardImpl {
  const char* name;
  bool (*applies)(const Plan& p);
  void (*run)(const Plan& p, const void* in, void* out_data, const StridedView& out);
};
struct BackwardImpl {
  const char* name;
  bool (*applies)(const Plan& p);
  void (*run)(const Plan& p, const void* in, void* out_data, const StridedView& out, unsigned char* ws);
};

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
