/*
 * aclnn-cpu: CPU re-implementation of the CANN acl runtime and aclnn API.
 *
 * aclnnop/aclnn_util.h -- export marker used by the operator headers.
 */
#ifndef ACLNN_CPU_ACLNNOP_ACLNN_UTIL_H_
#define ACLNN_CPU_ACLNNOP_ACLNN_UTIL_H_

#ifndef ACLNN_API
#define ACLNN_API __attribute__((visibility("default")))
#endif

#endif /* ACLNN_CPU_ACLNNOP_ACLNN_UTIL_H_ */
