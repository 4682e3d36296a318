/*
 * aclnn-cpu: CPU re-implementation of the CANN acl runtime and aclnn API.
 *
 * acl/acl.h -- umbrella header for the runtime interface: acl_rt.h and, as in
 * CANN, the single-operator declarations of acl_op.h and the offline-model
 * declarations of acl_mdl.h (neither available here, except acl_mdl.h's dump
 * switches).
 * Valid C and C++ (C++11 or newer).
 */
#ifndef ACLNN_CPU_ACL_ACL_H_
#define ACLNN_CPU_ACL_ACL_H_

#include "acl_rt.h"
#include "acl_op.h"
#include "acl_mdl.h"

/* Version of the acl interface this library mirrors. */
#define ACL_MAJOR_VERSION 1
#define ACL_MINOR_VERSION 17
#define ACL_PATCH_VERSION 0

#endif /* ACLNN_CPU_ACL_ACL_H_ */
