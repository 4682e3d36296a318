/**
 * The template operator's header. A real operator's header is CANN's, copied exactly (declarations,
 * parameter names, ACLNN_API, the include guard and the extern "C" block), into include/aclnnop/.
 */
#ifndef OP_API_INC_OP_TEMPLATE_H_
#define OP_API_INC_OP_TEMPLATE_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief aclnnOpTemplate's phase 1: out = |self| * scale.
 * @param [in] self: FLOAT, FLOAT16 or BFLOAT16, ND, any shape and strides.
 * @param [in] scale: a float.
 * @param [out] out: self's dtype and shape.
 * @param [out] workspaceSize: bytes of workspace phase 2 needs.
 * @param [out] executor: the plan phase 2 runs.
 */
ACLNN_API aclnnStatus aclnnOpTemplateGetWorkspaceSize(const aclTensor* self, double scale, aclTensor* out,
                                                      uint64_t* workspaceSize, aclOpExecutor** executor);

/**
 * @brief aclnnOpTemplate's phase 2: runs the plan on `stream`.
 */
ACLNN_API aclnnStatus aclnnOpTemplate(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                      aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_OP_TEMPLATE_H_
