// The ternary family's entry points (elementwise math spec §3.7, §3.8, §3.10): each fills a Call
// with its operator, form and arguments and runs the family's phase 1 (phase1.cc); every run
// function is the common phase 2.
#include "aclnnop/aclnn_addcdiv.h"
#include "aclnnop/aclnn_addcmul.h"
#include "aclnnop/aclnn_lerp_scalar.h"
#include "aclnnop/aclnn_lerp_tensor.h"
#include "aclnnop/aclnn_s_where.h"
#include "core/boundary.h"
#include "exec/executor.h"
#include "ops/ternary/ternary.h"

using aclnn_cpu::ops::ternary::Call;
using aclnn_cpu::ops::ternary::Op;
using aclnn_cpu::ops::ternary::Phase1;

extern "C" aclnnStatus aclnnLerpGetWorkspaceSize(const aclTensor* self, const aclTensor* end, const aclTensor* weight, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLerp", Op::kLerp, false};
  c.self = self;
  c.a = end;
  c.b = weight;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLerp");
}
extern "C" aclnnStatus aclnnLerp(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLerp", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLerp");
}

extern "C" aclnnStatus aclnnInplaceLerpGetWorkspaceSize(aclTensor* selfRef, const aclTensor* end, const aclTensor* weight, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLerp", Op::kLerp, true};
  c.self = selfRef;
  c.a = end;
  c.b = weight;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLerp");
}
extern "C" aclnnStatus aclnnInplaceLerp(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLerp", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLerp");
}

extern "C" aclnnStatus aclnnLerpsGetWorkspaceSize(const aclTensor* self, const aclTensor* end, const aclScalar* weight, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLerps", Op::kLerps, false};
  c.self = self;
  c.a = end;
  c.scalar = weight;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLerps");
}
extern "C" aclnnStatus aclnnLerps(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLerps", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLerps");
}

extern "C" aclnnStatus aclnnInplaceLerpsGetWorkspaceSize(aclTensor* selfRef, const aclTensor* end, const aclScalar* weight, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLerps", Op::kLerps, true};
  c.self = selfRef;
  c.a = end;
  c.scalar = weight;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLerps");
}
extern "C" aclnnStatus aclnnInplaceLerps(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLerps", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLerps");
}

extern "C" aclnnStatus aclnnAddcdivGetWorkspaceSize(const aclTensor* self, const aclTensor* tensor1, const aclTensor* tensor2, const aclScalar* value, const aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnAddcdiv", Op::kAddcdiv, false};
  c.self = self;
  c.a = tensor1;
  c.b = tensor2;
  c.scalar = value;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnAddcdiv");
}
extern "C" aclnnStatus aclnnAddcdiv(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnAddcdiv", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnAddcdiv");
}

extern "C" aclnnStatus aclnnInplaceAddcdivGetWorkspaceSize(const aclTensor* selfRef, const aclTensor* tensor1, const aclTensor* tensor2, const aclScalar* value, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceAddcdiv", Op::kAddcdiv, true};
  c.self = selfRef;
  c.a = tensor1;
  c.b = tensor2;
  c.scalar = value;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceAddcdiv");
}
extern "C" aclnnStatus aclnnInplaceAddcdiv(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceAddcdiv", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceAddcdiv");
}

extern "C" aclnnStatus aclnnAddcmulGetWorkspaceSize(const aclTensor* self, const aclTensor* tensor1, const aclTensor* tensor2, const aclScalar* value, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnAddcmul", Op::kAddcmul, false};
  c.self = self;
  c.a = tensor1;
  c.b = tensor2;
  c.scalar = value;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnAddcmul");
}
extern "C" aclnnStatus aclnnAddcmul(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnAddcmul", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnAddcmul");
}

extern "C" aclnnStatus aclnnInplaceAddcmulGetWorkspaceSize(const aclTensor* selfRef, const aclTensor* tensor1, const aclTensor* tensor2, const aclScalar* value, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceAddcmul", Op::kAddcmul, true};
  c.self = selfRef;
  c.a = tensor1;
  c.b = tensor2;
  c.scalar = value;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceAddcmul");
}
extern "C" aclnnStatus aclnnInplaceAddcmul(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceAddcmul", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceAddcmul");
}

extern "C" aclnnStatus aclnnSWhereGetWorkspaceSize(const aclTensor* condition, const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnSWhere", Op::kSWhere, false};
  c.c = condition;
  c.self = self;
  c.a = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnSWhere");
}
extern "C" aclnnStatus aclnnSWhere(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnSWhere", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnSWhere");
}
