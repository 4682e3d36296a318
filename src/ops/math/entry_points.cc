// The family's entry points (elementwise math spec §1.1): each fills a Call with its operator,
// form and arguments and runs the family's phase 1 (phase1.cc); every run function is the common
// phase 2.
#include "aclnnop/aclnn_add_n.h"
#include "aclnnop/aclnn_add_relu.h"
#include "aclnnop/aclnn_maximum.h"
#include "aclnnop/aclnn_maxn.h"
#include "aclnnop/aclnn_minimum.h"
#include "aclnnop/aclnn_minn.h"
#include "aclnnop/aclnn_pow.h"
#include "aclnnop/aclnn_pow_tensor_tensor.h"
#include "core/boundary.h"
#include "exec/executor.h"
#include "ops/math/math.h"

using aclnn_cpu::ops::math::Call;
using aclnn_cpu::ops::math::Op;
using aclnn_cpu::ops::math::Phase1;

extern "C" aclnnStatus aclnnPowTensorScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* exponent, const aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnPowTensorScalar", Op::kPowTensorScalar, false};
  c.self = self;
  c.other_scalar = exponent;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnPowTensorScalar");
}
extern "C" aclnnStatus aclnnPowTensorScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnPowTensorScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnPowTensorScalar");
}

extern "C" aclnnStatus aclnnInplacePowTensorScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* exponent, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplacePowTensorScalar", Op::kPowTensorScalar, true};
  c.self = self;
  c.other_scalar = exponent;
  c.out = self;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplacePowTensorScalar");
}
extern "C" aclnnStatus aclnnInplacePowTensorScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplacePowTensorScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplacePowTensorScalar");
}

extern "C" aclnnStatus aclnnPowScalarTensorGetWorkspaceSize(const aclScalar* self, const aclTensor* exponent, const aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnPowScalarTensor", Op::kPowScalarTensor, false};
  c.self_scalar = self;
  c.other = exponent;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnPowScalarTensor");
}
extern "C" aclnnStatus aclnnPowScalarTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnPowScalarTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnPowScalarTensor");
}

extern "C" aclnnStatus aclnnPowTensorTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* exponent, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnPowTensorTensor", Op::kPowTensorTensor, false};
  c.self = self;
  c.other = exponent;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnPowTensorTensor");
}
extern "C" aclnnStatus aclnnPowTensorTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnPowTensorTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnPowTensorTensor");
}

extern "C" aclnnStatus aclnnInplacePowTensorTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* exponent, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplacePowTensorTensor", Op::kPowTensorTensor, true};
  c.self = self;
  c.other = exponent;
  c.out = self;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplacePowTensorTensor");
}
extern "C" aclnnStatus aclnnInplacePowTensorTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplacePowTensorTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplacePowTensorTensor");
}

extern "C" aclnnStatus aclnnMaximumGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnMaximum", Op::kMaximum, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnMaximum");
}
extern "C" aclnnStatus aclnnMaximum(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnMaximum", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnMaximum");
}

extern "C" aclnnStatus aclnnMinimumGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnMinimum", Op::kMinimum, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnMinimum");
}
extern "C" aclnnStatus aclnnMinimum(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnMinimum", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnMinimum");
}

extern "C" aclnnStatus aclnnMaxNGetWorkspaceSize(const aclTensorList* tensors, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnMaxN", Op::kMaxN, false};
  c.list = tensors;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnMaxN");
}
extern "C" aclnnStatus aclnnMaxN(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnMaxN", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnMaxN");
}

extern "C" aclnnStatus aclnnMinNGetWorkspaceSize(const aclTensorList* tensors, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnMinN", Op::kMinN, false};
  c.list = tensors;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnMinN");
}
extern "C" aclnnStatus aclnnMinN(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnMinN", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnMinN");
}

extern "C" aclnnStatus aclnnAddNGetWorkspaceSize(const aclTensorList* tensors, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnAddN", Op::kAddN, false};
  c.list = tensors;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnAddN");
}
extern "C" aclnnStatus aclnnAddN(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnAddN", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnAddN");
}

extern "C" aclnnStatus aclnnAddReluGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclScalar* alpha, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnAddRelu", Op::kAddRelu, false};
  c.self = self;
  c.other = other;
  c.alpha = alpha;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnAddRelu");
}
extern "C" aclnnStatus aclnnAddRelu(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnAddRelu", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnAddRelu");
}

extern "C" aclnnStatus aclnnInplaceAddReluGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, aclScalar* alpha, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceAddRelu", Op::kAddRelu, true};
  c.self = selfRef;
  c.other = other;
  c.alpha = alpha;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceAddRelu");
}
extern "C" aclnnStatus aclnnInplaceAddRelu(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceAddRelu", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceAddRelu");
}
