#include "core/table16_run.h"

#include "aclnn/acl_meta.h"

namespace aclnn_cpu {
namespace {

// The table's row kernels (params: a Table16Params), bitwise what the operator's row kernel gives.
void RowTableX(const float* const* in, float* out, size_t n, const void* params) {
  const auto* t = static_cast<const Table16Params*>(params);
  LookupTable16(t->table, t->dtype, in[0], nullptr, out, n);
}
void RowTableDyX(const float* const* in, float* out, size_t n, const void* params) {
  const auto* t = static_cast<const Table16Params*>(params);
  LookupTable16(t->table, t->dtype, in[1], in[0], out, n);
}
// The same on raw fp16/bf16 values (all operands of the table's dtype): the engine's native path.
void RowTable16X(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const void* params) {
  const auto* t = static_cast<const Table16Params*>(params);
  LookupTable16Native(t->table, t->dtype, in[0], nullptr, out, n, stream);
}
void RowTable16DyX(const uint16_t* const* in, uint16_t* out, size_t n, bool stream, const void* params) {
  const auto* t = static_cast<const Table16Params*>(params);
  LookupTable16Native(t->table, t->dtype, in[1], in[0], out, n, stream);
}

}  // namespace

RunFn Table16Run(const ElementwisePlan& plan, const Table16Op& op, aclDataType x_dtype) {
  const bool sixteen = x_dtype == ACL_FLOAT16 || x_dtype == ACL_BF16;
  const bool exact = plan.compute == ACL_FLOAT || plan.compute == x_dtype;
  if (!sixteen || !exact) {
    return [plan, row = op.row](const RunContext& ctx) {
      RunElementwise(plan, ctx, row, nullptr);
      return ACLNN_SUCCESS;
    };
  }
  // The table and the choice are made here, in phase 1 (once per process): the run allocates nothing.
  if (!Table16Faster(x_dtype, op.fill, op.with_dy)) {  // slow gathers: the kernel itself, same bits
    return [plan, row = op.row](const RunContext& ctx) {
      RunElementwise(plan, ctx, row, nullptr);
      return ACLNN_SUCCESS;
    };
  }
  const Table16Params tp{Table16(x_dtype, op.fill), x_dtype};
  if (op.with_dy) {
    return [plan, tp](const RunContext& ctx) {
      RunElementwise(plan, ctx, RowTableDyX, &tp, RowTable16DyX);
      return ACLNN_SUCCESS;
    };
  }
  return [plan, tp](const RunContext& ctx) {
    RunElementwise(plan, ctx, RowTableX, &tp, RowTable16X);
    return ACLNN_SUCCESS;
  };
}

}  // namespace aclnn_cpu
