/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_clamp.h -- Clamp, ClampMin, ClampMax (scalar bounds), ClampTensor, ClampMinTensor,
 * ClampMaxTensor (tensor bounds) and the in-place forms CANN declares: InplaceClampMax,
 * InplaceClampMinTensor, InplaceClampMaxTensor.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_CLAMP_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_CLAMP_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of Clamp: out = min(max(self, clipValueMin), clipValueMax), element by element (a NULL
 * bound is no bound, but not both). Computed in out's dtype: self is converted to it, and so are
 * the bounds (a fractional bound truncates for an integer out). min > max gives max; a NaN element
 * or bound gives NaN. out has self's shape.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL self or out, or two NULL bounds;
 *         ACLNN_ERR_PARAM_INVALID for a dtype outside FLOAT16, FLOAT, BFLOAT16, DOUBLE, INT8, UINT8,
 *         INT16, INT32, INT64, an out of another shape, more than 8 dims, or a self dtype that does
 *         not cast to out's (floating to integer). An empty self: nothing to do.
 */
ACLNN_API aclnnStatus aclnnClampGetWorkspaceSize(const aclTensor *self, const aclScalar *clipValueMin,
                                                 const aclScalar *clipValueMax, aclTensor *out,
                                                 uint64_t *workspaceSize, aclOpExecutor **executor);
/** Phase 2 of Clamp: runs the plan from phase 1 on stream. */
ACLNN_API aclnnStatus aclnnClamp(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                 const aclrtStream stream);

/** Phase 1 of ClampMin: Clamp with a lower bound only (a NULL clipValueMin is refused). */
ACLNN_API aclnnStatus aclnnClampMinGetWorkspaceSize(const aclTensor *self, const aclScalar *clipValueMin,
                                                    aclTensor *out, uint64_t *workspaceSize,
                                                    aclOpExecutor **executor);
/** Phase 2 of ClampMin. */
ACLNN_API aclnnStatus aclnnClampMin(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    const aclrtStream stream);

/**
 * Phase 1 of ClampTensor: out = min(max(self, clipValueMin), clipValueMax) with bound tensors (a
 * NULL bound is no bound, but not both) that broadcast with self (right-aligned, at most 8 dims).
 * Computed in the promoted dtype of self and the bounds, converted to out's dtype.
 *
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL self or out, or two NULL bounds;
 *         ACLNN_ERR_PARAM_INVALID for a dtype outside the list above, dtypes that do not promote, a
 *         promoted dtype that does not cast to out's, more than 8 dims, shapes that do not
 *         broadcast or an out of another shape. An empty self or bound: nothing to do.
 */
ACLNN_API aclnnStatus aclnnClampTensorGetWorkspaceSize(const aclTensor *self, const aclTensor *clipValueMin,
                                                       const aclTensor *clipValueMax, aclTensor *out,
                                                       uint64_t *workspaceSize, aclOpExecutor **executor);
/** Phase 2 of ClampTensor. */
ACLNN_API aclnnStatus aclnnClampTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       const aclrtStream stream);

/** Phase 1 of ClampMinTensor: ClampTensor with a lower bound tensor only (NULL refused). */
ACLNN_API aclnnStatus aclnnClampMinTensorGetWorkspaceSize(const aclTensor *self, const aclTensor *clipValueMin,
                                                          aclTensor *out, uint64_t *workspaceSize,
                                                          aclOpExecutor **executor);
/** Phase 2 of ClampMinTensor. */
ACLNN_API aclnnStatus aclnnClampMinTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                          const aclrtStream stream);

/** Phase 1 of InplaceClampMinTensor: ClampMinTensor with out = selfRef (the bound broadcasts into it). */
ACLNN_API aclnnStatus aclnnInplaceClampMinTensorGetWorkspaceSize(aclTensor *selfRef, const aclTensor *clipValueMin,
                                                                 uint64_t *workspaceSize, aclOpExecutor **executor);
/** Phase 2 of InplaceClampMinTensor. */
ACLNN_API aclnnStatus aclnnInplaceClampMinTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                                 const aclrtStream stream);

/** Phase 1 of ClampMax: Clamp with an upper bound only (a NULL clipValueMax is refused). */
ACLNN_API aclnnStatus aclnnClampMaxGetWorkspaceSize(const aclTensor *self, const aclScalar *clipValueMax,
                                                    aclTensor *out, uint64_t *workspaceSize,
                                                    aclOpExecutor **executor);
/** Phase 2 of ClampMax. */
ACLNN_API aclnnStatus aclnnClampMax(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    aclrtStream stream);

/** Phase 1 of InplaceClampMax: ClampMax with out = selfRef. */
ACLNN_API aclnnStatus aclnnInplaceClampMaxGetWorkspaceSize(const aclTensor *selfRef, const aclScalar *clipValueMax,
                                                           uint64_t *workspaceSize, aclOpExecutor **executor);
/** Phase 2 of InplaceClampMax. */
ACLNN_API aclnnStatus aclnnInplaceClampMax(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                           aclrtStream stream);

/** Phase 1 of ClampMaxTensor: ClampTensor with an upper bound tensor only (NULL refused). */
ACLNN_API aclnnStatus aclnnClampMaxTensorGetWorkspaceSize(const aclTensor *self, const aclTensor *max,
                                                          aclTensor *out, uint64_t *workspaceSize,
                                                          aclOpExecutor **executor);
/** Phase 1 of InplaceClampMaxTensor: ClampMaxTensor with out = selfRef (the bound broadcasts into it). */
ACLNN_API aclnnStatus aclnnInplaceClampMaxTensorGetWorkspaceSize(aclTensor *selfRef, const aclTensor *max,
                                                                 uint64_t *workspaceSize, aclOpExecutor **executor);
/** Phase 2 of ClampMaxTensor. */
ACLNN_API aclnnStatus aclnnClampMaxTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                          aclrtStream stream);
/** Phase 2 of InplaceClampMaxTensor. */
ACLNN_API aclnnStatus aclnnInplaceClampMaxTensor(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                                 aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_CLAMP_H_ */
