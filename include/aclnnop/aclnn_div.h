/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_div.h -- Div, Divs, DivMod, DivMods and their in-place forms: self / other,
 * optionally truncated or floored.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_DIV_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_DIV_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The mode of DivMod/DivMods: 0 = true division, 1 = the quotient truncated toward zero, 2 = the
 * quotient rounded toward minus infinity. Any other value is refused, after every other check.
 * Div and Divs are mode 0.
 *
 * Accepted tensor dtypes (self, other): FLOAT, FLOAT16, BFLOAT16, DOUBLE, INT8, INT16, INT32,
 * INT64, UINT8, BOOL, COMPLEX64, COMPLEX128. Integer and BOOL inputs give the real quotient in
 * mode 0 (computed in FLOAT, e.g. 7 / 2 = 3.5), converted to out's dtype. Private formats
 * (NC1HWC0, FRACTAL_Z, FRACTAL_NZ, ...) are refused; every other format reads as ND. Integer
 * division by zero never traps: the quotient goes through FLOAT infinity/NaN and saturates.
 */

/**
 * Phase 1 of Div: out = self / other, element by element, self and other broadcast against each
 * other.
 *
 * Checks run in this order: NULL out, other, self; ranks; broadcast; out shape; other's dtype;
 * self's dtype; promotion; the promoted dtype (before the integer-to-FLOAT rule) casts to out's;
 * formats.
 *
 * @param self          tensor (dtypes above), at most 8 dims
 * @param other         tensor (dtypes above), at most 8 dims, broadcastable with self
 * @param out           result; shape = the broadcast shape; any dtype the promotion of self and
 *                      other may be cast to (INT32 / INT32 into an INT32 out is accepted)
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         more than 8 dims, shapes that do not broadcast, an out of another shape, a dtype outside
 *         the list, a promotion that does not cast to out's dtype, or a private format.
 */
ACLNN_API aclnnStatus aclnnDivGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclTensor *out,
                                               uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of Divs: out = self / other with a scalar other.
 *
 * Compute dtype: self's when self is floating or complex, or both are INT32; a complex scalar
 * promotes; otherwise FLOAT. Only self's dtype is checked against out's (an INT32 self divided by
 * 2.5 into an INT32 out is accepted and truncates).
 *
 * @param self          tensor (dtypes above), at most 8 dims
 * @param other         scalar whose dtype is in the list above
 * @param out           result; shape of self; any dtype self's dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         a private format on out or self, a scalar or self dtype outside the list, more than 8
 *         dims, an out whose shape differs, or a self dtype that does not cast to out's.
 */
ACLNN_API aclnnStatus aclnnDivsGetWorkspaceSize(const aclTensor *self, const aclScalar *other, aclTensor *out,
                                                uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of DivMod: out = self / other (mode 0), trunc(self / other) (mode 1) or
 * floor(self / other) (mode 2), self and other broadcast against each other.
 *
 * Mode 1 computes DOUBLE and integer pairs other than INT32 / INT32 in FLOAT (INT32 / INT32
 * truncates as integers); mode 2 floors in the promoted dtype (integers as integers, BOOL in
 * FLOAT). Complex operands are refused in modes 1 and 2, but only when no input is empty. The
 * checks are Div's, then the mode.
 *
 * @param self          tensor (dtypes above), at most 8 dims
 * @param other         tensor (dtypes above), at most 8 dims, broadcastable with self
 * @param mode          0, 1 or 2
 * @param out           result; shape = the broadcast shape; any dtype the promotion of self and
 *                      other may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for Div, or for a mode outside 0..2, or complex operands with mode 1 or 2.
 */
ACLNN_API aclnnStatus aclnnDivModGetWorkspaceSize(const aclTensor *self, const aclTensor *other, int mode,
                                                  aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of DivMods: DivMod with a scalar other. Mode 2 computes in the promotion of self and
 * the scalar (BOOL in FLOAT); modes 0 and 1 in self's dtype when it is FLOAT, FLOAT16 or BFLOAT16
 * (or both are INT32, or both BOOL), else in FLOAT; a complex side uses the promotion. The checks
 * are Divs', then the mode.
 *
 * @param self          tensor (dtypes above), at most 8 dims
 * @param other         scalar whose dtype is in the list above
 * @param mode          0, 1 or 2
 * @param out           result; shape of self; any dtype self's dtype may be cast to
 * @param workspaceSize receives the scratch size required by phase 2 (0 when self is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for Divs, or for a mode outside 0..2, or a complex operand with mode 1 or 2.
 */
ACLNN_API aclnnStatus aclnnDivModsGetWorkspaceSize(const aclTensor *self, const aclScalar *other, int mode,
                                                   aclTensor *out, uint64_t *workspaceSize,
                                                   aclOpExecutor **executor);

/**
 * Phase 1 of InplaceDiv: selfRef = selfRef / other. The broadcast of selfRef and other, and its
 * equality with selfRef's shape, are checked first; then Div's checks with selfRef as out.
 *
 * @param selfRef       tensor updated in place (dtypes above)
 * @param other         tensor broadcastable to selfRef's shape
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for Div, with selfRef in the role of out.
 */
ACLNN_API aclnnStatus aclnnInplaceDivGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other,
                                                      uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of InplaceDivs: selfRef = selfRef / other with a scalar other; Divs' rules with selfRef
 * as out.
 *
 * @param selfRef       tensor updated in place (dtypes above)
 * @param other         scalar whose dtype is in the list above
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for Divs.
 */
ACLNN_API aclnnStatus aclnnInplaceDivsGetWorkspaceSize(aclTensor *selfRef, const aclScalar *other,
                                                       uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of InplaceDivMod: selfRef = DivMod(selfRef, other, mode). The broadcast and selfRef's
 * shape are checked first, then DivMod's checks with selfRef as out.
 *
 * @param selfRef       tensor updated in place (dtypes above)
 * @param other         tensor broadcastable to selfRef's shape
 * @param mode          0, 1 or 2
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef or other is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for DivMod.
 */
ACLNN_API aclnnStatus aclnnInplaceDivModGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other, int mode,
                                                         uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 1 of InplaceDivMods: selfRef = DivMods(selfRef, other, mode) with a scalar other.
 *
 * @param selfRef       tensor updated in place (dtypes above)
 * @param other         scalar whose dtype is in the list above
 * @param mode          0, 1 or 2
 * @param workspaceSize receives the scratch size required by phase 2 (0 when selfRef is empty)
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID as
 *         for DivMods.
 */
ACLNN_API aclnnStatus aclnnInplaceDivModsGetWorkspaceSize(aclTensor *selfRef, const aclScalar *other, int mode,
                                                          uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of Div: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnDiv(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                               const aclrtStream stream);

/**
 * Phase 2 of Divs: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnDivs(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                const aclrtStream stream);

/**
 * Phase 2 of DivMod: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnDivMod(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                  const aclrtStream stream);

/**
 * Phase 2 of DivMods: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnDivMods(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                   const aclrtStream stream);

/**
 * Phase 2 of InplaceDiv: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceDiv(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      const aclrtStream stream);

/**
 * Phase 2 of InplaceDivs: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceDivs(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       const aclrtStream stream);

/**
 * Phase 2 of InplaceDivMod: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceDivMod(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                         const aclrtStream stream);

/**
 * Phase 2 of InplaceDivMods: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnInplaceDivMods(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                          const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_DIV_H_ */
