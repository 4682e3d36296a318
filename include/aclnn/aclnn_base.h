/*
 * aclnn-cpu: CPU re-implementation of the CANN acl runtime and aclnn API.
 *
 * aclnn/aclnn_base.h -- set-up / tear-down of the aclnn layer alone (an
 * alternative to aclInit / aclFinalize). C++ only (C++11 or newer).
 */
#ifndef ACLNN_CPU_ACLNN_ACLNN_BASE_H_
#define ACLNN_CPU_ACLNN_ACLNN_BASE_H_

#include <cstdint>
#include <cstdlib>
#include "aclnn/acl_meta.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Prepare the operator layer; configPath may be NULL. */
__attribute__((visibility("default"))) aclnnStatus aclnnInit(const char *configPath);

/* Release what aclnnInit set up. */
__attribute__((visibility("default"))) aclnnStatus aclnnFinalize();

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNN_ACLNN_BASE_H_ */
