/*
 * aclnn-cpu: CPU re-implementation of the CANN aclnn operator API.
 *
 * aclnnop/aclnn_replication_pad2d.h -- ReplicationPad2d.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_REPLICATION_PAD2D_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_REPLICATION_PAD2D_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Phase 1 of ReplicationPad2d: pads the last two axes (H, W) of self by replication (the edge value is repeated).
 *
 * @param self          input, rank 3 or 4
 * @param padding       4 values [left, right, top, bottom]; negative values crop
 * @param out           result; same dtype and rank as self, padded dims grown by the pads
 * @param workspaceSize receives the scratch size required by phase 2
 * @param executor      receives the execution plan
 * @return ACLNN_SUCCESS; ACLNN_ERR_PARAM_NULLPTR for a NULL argument; ACLNN_ERR_PARAM_INVALID for
 *         unsupported dtypes/formats/ranks, inconsistent shapes or bad padding.
 */
ACLNN_API aclnnStatus aclnnReplicationPad2dGetWorkspaceSize(const aclTensor *self, const aclIntArray *padding, aclTensor *out,
    uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * Phase 2 of ReplicationPad2d: runs the plan from phase 1 on stream.
 *
 * @param workspace     scratch buffer of at least workspaceSize bytes (may be NULL when 0)
 * @param workspaceSize size reported by phase 1
 * @param executor      plan from phase 1 (consumed unless made repeatable)
 * @param stream        target stream (NULL = default stream)
 * @return ACLNN_SUCCESS, or ACLNN_ERR_PARAM_NULLPTR for a missing executor/workspace.
 */
ACLNN_API aclnnStatus aclnnReplicationPad2d(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
    aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_REPLICATION_PAD2D_H_ */
