// The clamp family's entry points (elementwise math spec §1.1, §3.9): each fills a Call with its
// operator, form and arguments and runs the family's phase 1 (phase1.cc); every run function is the
// common phase 2. Constness follows CANN's headers (five run functions take a const stream).
#include "aclnnop/aclnn_clamp.h"
#include "aclnnop/aclnn_hardtanh.h"
#include "core/boundary.h"
#include "exec/executor.h"
#include "ops/clamp/clamp.h"

using aclnn_cpu::ops::clamp::Call;
using aclnn_cpu::ops::clamp::Op;
using aclnn_cpu::ops::clamp::Phase1;

extern "C" aclnnStatus aclnnClampGetWorkspaceSize(const aclTensor* self, const aclScalar* clipValueMin, const aclScalar* clipValueMax, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnClamp", Op::kClamp, false};
  c.self = self;
  c.min_s = clipValueMin;
  c.max_s = clipValueMax;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnClamp");
}
extern "C" aclnnStatus aclnnClamp(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnClamp", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnClamp");
}

extern "C" aclnnStatus aclnnClampMinGetWorkspaceSize(const aclTensor* self, const aclScalar* clipValueMin, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnClampMin", Op::kClampMin, false};
  c.self = self;
  c.min_s = clipValueMin;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnClampMin");
}
extern "C" aclnnStatus aclnnClampMin(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnClampMin", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnClampMin");
}

extern "C" aclnnStatus aclnnClampTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* clipValueMin, const aclTensor* clipValueMax, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnClampTensor", Op::kClampTensor, false};
  c.self = self;
  c.min_t = clipValueMin;
  c.max_t = clipValueMax;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnClampTensor");
}
extern "C" aclnnStatus aclnnClampTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnClampTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnClampTensor");
}

extern "C" aclnnStatus aclnnClampMinTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* clipValueMin, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnClampMinTensor", Op::kClampMinTensor, false};
  c.self = self;
  c.min_t = clipValueMin;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnClampMinTensor");
}
extern "C" aclnnStatus aclnnClampMinTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnClampMinTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnClampMinTensor");
}

extern "C" aclnnStatus aclnnInplaceClampMinTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* clipValueMin, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceClampMinTensor", Op::kClampMinTensor, true};
  c.self = selfRef;
  c.min_t = clipValueMin;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceClampMinTensor");
}
extern "C" aclnnStatus aclnnInplaceClampMinTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceClampMinTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceClampMinTensor");
}

extern "C" aclnnStatus aclnnClampMaxGetWorkspaceSize(const aclTensor* self, const aclScalar* clipValueMax, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnClampMax", Op::kClampMax, false};
  c.self = self;
  c.max_s = clipValueMax;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnClampMax");
}
extern "C" aclnnStatus aclnnClampMax(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnClampMax", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnClampMax");
}

extern "C" aclnnStatus aclnnInplaceClampMaxGetWorkspaceSize(const aclTensor* selfRef, const aclScalar* clipValueMax, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceClampMax", Op::kClampMax, true};
  c.self = selfRef;
  c.max_s = clipValueMax;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceClampMax");
}
extern "C" aclnnStatus aclnnInplaceClampMax(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceClampMax", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceClampMax");
}

extern "C" aclnnStatus aclnnClampMaxTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* max, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnClampMaxTensor", Op::kClampMaxTensor, false};
  c.self = self;
  c.max_t = max;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnClampMaxTensor");
}
extern "C" aclnnStatus aclnnClampMaxTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnClampMaxTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnClampMaxTensor");
}

extern "C" aclnnStatus aclnnInplaceClampMaxTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* max, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceClampMaxTensor", Op::kClampMaxTensor, true};
  c.self = selfRef;
  c.max_t = max;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceClampMaxTensor");
}
extern "C" aclnnStatus aclnnInplaceClampMaxTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceClampMaxTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceClampMaxTensor");
}

extern "C" aclnnStatus aclnnHardtanhGetWorkspaceSize(const aclTensor* self, const aclScalar* clipValueMin, const aclScalar* clipValueMax, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnHardtanh", Op::kHardtanh, false};
  c.self = self;
  c.min_s = clipValueMin;
  c.max_s = clipValueMax;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnHardtanh");
}
extern "C" aclnnStatus aclnnHardtanh(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnHardtanh", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnHardtanh");
}

extern "C" aclnnStatus aclnnInplaceHardtanhGetWorkspaceSize(aclTensor* selfRef, const aclScalar* clipValueMin, const aclScalar* clipValueMax, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceHardtanh", Op::kHardtanh, true};
  c.self = selfRef;
  c.min_s = clipValueMin;
  c.max_s = clipValueMax;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceHardtanh");
}
extern "C" aclnnStatus aclnnInplaceHardtanh(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceHardtanh", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceHardtanh");
}
