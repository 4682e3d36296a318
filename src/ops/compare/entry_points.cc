// The comparison family's entry points (elementwise compare spec §2): each fills a Call with its
// operator, form and arguments and runs the family's phase 1 (phase1.cc); every run function is
// the common phase 2.
#include "aclnnop/aclnn_eq_tensor.h"
#include "aclnnop/aclnn_eq_scalar.h"
#include "aclnnop/aclnn_ne_tensor.h"
#include "aclnnop/aclnn_ne_scalar.h"
#include "aclnnop/aclnn_gt_tensor.h"
#include "aclnnop/aclnn_gt_scalar.h"
#include "aclnnop/aclnn_ge_tensor.h"
#include "aclnnop/aclnn_ge_scalar.h"
#include "aclnnop/aclnn_lt_tensor.h"
#include "aclnnop/aclnn_lt_scalar.h"
#include "aclnnop/aclnn_le_tensor.h"
#include "aclnnop/aclnn_le_scalar.h"
#include "aclnnop/aclnn_logical_and.h"
#include "aclnnop/aclnn_logical_or.h"
#include "aclnnop/aclnn_logical_xor.h"
#include "aclnnop/aclnn_logical_not.h"
#include "aclnnop/aclnn_bitwise_and_tensor.h"
#include "aclnnop/aclnn_bitwise_and_scalar.h"
#include "aclnnop/aclnn_bitwiseand.h"
#include "aclnnop/aclnn_bitwise_or_tensor.h"
#include "aclnnop/aclnn_bitwise_or_scalar.h"
#include "aclnnop/aclnn_bitwise_xor_tensor.h"
#include "aclnnop/aclnn_bitwise_xor_scalar.h"
#include "aclnnop/aclnn_bitwise_not.h"
#include "aclnnop/aclnn_left_shift.h"
#include "aclnnop/aclnn_right_shift.h"
#include "aclnnop/aclnn_gcd.h"
#include "aclnnop/aclnn_heaviside.h"
#include "aclnnop/aclnn_isclose.h"
#include "aclnnop/aclnn_isin.h"
#include "aclnnop/aclnn_isin_tensor_scalar.h"
#include "aclnnop/aclnn_equal.h"
#include "core/boundary.h"
#include "exec/executor.h"
#include "ops/compare/compare.h"

using aclnn_cpu::ops::compare::Call;
using aclnn_cpu::ops::compare::Op;
using aclnn_cpu::ops::compare::Phase1;

extern "C" aclnnStatus aclnnEqTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnEqTensor", Op::kEqTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnEqTensor");
}
extern "C" aclnnStatus aclnnEqTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnEqTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnEqTensor");
}

extern "C" aclnnStatus aclnnInplaceEqTensorGetWorkspaceSize(const aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceEqTensor", Op::kEqTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceEqTensor");
}
extern "C" aclnnStatus aclnnInplaceEqTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceEqTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceEqTensor");
}

extern "C" aclnnStatus aclnnEqScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnEqScalar", Op::kEqScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnEqScalar");
}
extern "C" aclnnStatus aclnnEqScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnEqScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnEqScalar");
}

extern "C" aclnnStatus aclnnInplaceEqScalarGetWorkspaceSize(const aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceEqScalar", Op::kEqScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceEqScalar");
}
extern "C" aclnnStatus aclnnInplaceEqScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceEqScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceEqScalar");
}

extern "C" aclnnStatus aclnnNeTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnNeTensor", Op::kNeTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnNeTensor");
}
extern "C" aclnnStatus aclnnNeTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnNeTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnNeTensor");
}

extern "C" aclnnStatus aclnnInplaceNeTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceNeTensor", Op::kNeTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceNeTensor");
}
extern "C" aclnnStatus aclnnInplaceNeTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceNeTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceNeTensor");
}

extern "C" aclnnStatus aclnnNeScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnNeScalar", Op::kNeScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnNeScalar");
}
extern "C" aclnnStatus aclnnNeScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnNeScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnNeScalar");
}

extern "C" aclnnStatus aclnnInplaceNeScalarGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceNeScalar", Op::kNeScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceNeScalar");
}
extern "C" aclnnStatus aclnnInplaceNeScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceNeScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceNeScalar");
}

extern "C" aclnnStatus aclnnGtTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnGtTensor", Op::kGtTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnGtTensor");
}
extern "C" aclnnStatus aclnnGtTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnGtTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnGtTensor");
}

extern "C" aclnnStatus aclnnInplaceGtTensorGetWorkspaceSize(const aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceGtTensor", Op::kGtTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceGtTensor");
}
extern "C" aclnnStatus aclnnInplaceGtTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceGtTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceGtTensor");
}

extern "C" aclnnStatus aclnnGtScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnGtScalar", Op::kGtScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnGtScalar");
}
extern "C" aclnnStatus aclnnGtScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnGtScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnGtScalar");
}

extern "C" aclnnStatus aclnnInplaceGtScalarGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceGtScalar", Op::kGtScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceGtScalar");
}
extern "C" aclnnStatus aclnnInplaceGtScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceGtScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceGtScalar");
}

extern "C" aclnnStatus aclnnGeTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnGeTensor", Op::kGeTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnGeTensor");
}
extern "C" aclnnStatus aclnnGeTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnGeTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnGeTensor");
}

extern "C" aclnnStatus aclnnInplaceGeTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceGeTensor", Op::kGeTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceGeTensor");
}
extern "C" aclnnStatus aclnnInplaceGeTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceGeTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceGeTensor");
}

extern "C" aclnnStatus aclnnGeScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnGeScalar", Op::kGeScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnGeScalar");
}
extern "C" aclnnStatus aclnnGeScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnGeScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnGeScalar");
}

extern "C" aclnnStatus aclnnInplaceGeScalarGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceGeScalar", Op::kGeScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceGeScalar");
}
extern "C" aclnnStatus aclnnInplaceGeScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceGeScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceGeScalar");
}

extern "C" aclnnStatus aclnnLtTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLtTensor", Op::kLtTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLtTensor");
}
extern "C" aclnnStatus aclnnLtTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLtTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLtTensor");
}

extern "C" aclnnStatus aclnnInplaceLtTensorGetWorkspaceSize(const aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLtTensor", Op::kLtTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLtTensor");
}
extern "C" aclnnStatus aclnnInplaceLtTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLtTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLtTensor");
}

extern "C" aclnnStatus aclnnLtScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLtScalar", Op::kLtScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLtScalar");
}
extern "C" aclnnStatus aclnnLtScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLtScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLtScalar");
}

extern "C" aclnnStatus aclnnInplaceLtScalarGetWorkspaceSize(const aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLtScalar", Op::kLtScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLtScalar");
}
extern "C" aclnnStatus aclnnInplaceLtScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLtScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLtScalar");
}

extern "C" aclnnStatus aclnnLeTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLeTensor", Op::kLeTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLeTensor");
}
extern "C" aclnnStatus aclnnLeTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLeTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLeTensor");
}

extern "C" aclnnStatus aclnnInplaceLeTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLeTensor", Op::kLeTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLeTensor");
}
extern "C" aclnnStatus aclnnInplaceLeTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLeTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLeTensor");
}

extern "C" aclnnStatus aclnnLeScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLeScalar", Op::kLeScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLeScalar");
}
extern "C" aclnnStatus aclnnLeScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLeScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLeScalar");
}

extern "C" aclnnStatus aclnnInplaceLeScalarGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLeScalar", Op::kLeScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLeScalar");
}
extern "C" aclnnStatus aclnnInplaceLeScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLeScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLeScalar");
}

extern "C" aclnnStatus aclnnLogicalAndGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLogicalAnd", Op::kLogicalAnd, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLogicalAnd");
}
extern "C" aclnnStatus aclnnLogicalAnd(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLogicalAnd", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLogicalAnd");
}

extern "C" aclnnStatus aclnnInplaceLogicalAndGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLogicalAnd", Op::kLogicalAnd, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLogicalAnd");
}
extern "C" aclnnStatus aclnnInplaceLogicalAnd(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLogicalAnd", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLogicalAnd");
}

extern "C" aclnnStatus aclnnLogicalOrGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLogicalOr", Op::kLogicalOr, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLogicalOr");
}
extern "C" aclnnStatus aclnnLogicalOr(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLogicalOr", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLogicalOr");
}

extern "C" aclnnStatus aclnnInplaceLogicalOrGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLogicalOr", Op::kLogicalOr, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLogicalOr");
}
extern "C" aclnnStatus aclnnInplaceLogicalOr(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLogicalOr", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLogicalOr");
}

extern "C" aclnnStatus aclnnLogicalXorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLogicalXor", Op::kLogicalXor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLogicalXor");
}
extern "C" aclnnStatus aclnnLogicalXor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLogicalXor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLogicalXor");
}

extern "C" aclnnStatus aclnnLogicalNotGetWorkspaceSize(const aclTensor* self, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLogicalNot", Op::kLogicalNot, false};
  c.self = self;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLogicalNot");
}
extern "C" aclnnStatus aclnnLogicalNot(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLogicalNot", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLogicalNot");
}

extern "C" aclnnStatus aclnnInplaceLogicalNotGetWorkspaceSize(aclTensor* selfRef, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceLogicalNot", Op::kLogicalNot, true};
  c.self = selfRef;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceLogicalNot");
}
extern "C" aclnnStatus aclnnInplaceLogicalNot(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceLogicalNot", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceLogicalNot");
}

extern "C" aclnnStatus aclnnBitwiseAndTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnBitwiseAndTensor", Op::kBitwiseAndTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnBitwiseAndTensor");
}
extern "C" aclnnStatus aclnnBitwiseAndTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnBitwiseAndTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnBitwiseAndTensor");
}

extern "C" aclnnStatus aclnnInplaceBitwiseAndTensorGetWorkspaceSize(const aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceBitwiseAndTensor", Op::kBitwiseAndTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceBitwiseAndTensor");
}
extern "C" aclnnStatus aclnnInplaceBitwiseAndTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceBitwiseAndTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceBitwiseAndTensor");
}

extern "C" aclnnStatus aclnnBitwiseAndScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnBitwiseAndScalar", Op::kBitwiseAndScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnBitwiseAndScalar");
}
extern "C" aclnnStatus aclnnBitwiseAndScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnBitwiseAndScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnBitwiseAndScalar");
}

extern "C" aclnnStatus aclnnInplaceBitwiseAndScalarGetWorkspaceSize(const aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceBitwiseAndScalar", Op::kBitwiseAndScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceBitwiseAndScalar");
}
extern "C" aclnnStatus aclnnInplaceBitwiseAndScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceBitwiseAndScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceBitwiseAndScalar");
}

extern "C" aclnnStatus aclnnBitwiseAndTensorOutGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnBitwiseAndTensorOut", Op::kBitwiseAndTensorOut, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnBitwiseAndTensorOut");
}
extern "C" aclnnStatus aclnnBitwiseAndTensorOut(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnBitwiseAndTensorOut", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnBitwiseAndTensorOut");
}

extern "C" aclnnStatus aclnnInplaceBitwiseAndTensorOutGetWorkspaceSize(const aclTensor* self, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceBitwiseAndTensorOut", Op::kBitwiseAndTensorOut, true};
  c.self = self;
  c.other = other;
  c.out = self;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceBitwiseAndTensorOut");
}
extern "C" aclnnStatus aclnnInplaceBitwiseAndTensorOut(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceBitwiseAndTensorOut", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceBitwiseAndTensorOut");
}

extern "C" aclnnStatus aclnnBitwiseOrTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnBitwiseOrTensor", Op::kBitwiseOrTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnBitwiseOrTensor");
}
extern "C" aclnnStatus aclnnBitwiseOrTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnBitwiseOrTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnBitwiseOrTensor");
}

extern "C" aclnnStatus aclnnInplaceBitwiseOrTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceBitwiseOrTensor", Op::kBitwiseOrTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceBitwiseOrTensor");
}
extern "C" aclnnStatus aclnnInplaceBitwiseOrTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceBitwiseOrTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceBitwiseOrTensor");
}

extern "C" aclnnStatus aclnnBitwiseOrScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnBitwiseOrScalar", Op::kBitwiseOrScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnBitwiseOrScalar");
}
extern "C" aclnnStatus aclnnBitwiseOrScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnBitwiseOrScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnBitwiseOrScalar");
}

extern "C" aclnnStatus aclnnInplaceBitwiseOrScalarGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceBitwiseOrScalar", Op::kBitwiseOrScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceBitwiseOrScalar");
}
extern "C" aclnnStatus aclnnInplaceBitwiseOrScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceBitwiseOrScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceBitwiseOrScalar");
}

extern "C" aclnnStatus aclnnBitwiseXorTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnBitwiseXorTensor", Op::kBitwiseXorTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnBitwiseXorTensor");
}
extern "C" aclnnStatus aclnnBitwiseXorTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnBitwiseXorTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnBitwiseXorTensor");
}

extern "C" aclnnStatus aclnnInplaceBitwiseXorTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceBitwiseXorTensor", Op::kBitwiseXorTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceBitwiseXorTensor");
}
extern "C" aclnnStatus aclnnInplaceBitwiseXorTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceBitwiseXorTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceBitwiseXorTensor");
}

extern "C" aclnnStatus aclnnBitwiseXorScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnBitwiseXorScalar", Op::kBitwiseXorScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnBitwiseXorScalar");
}
extern "C" aclnnStatus aclnnBitwiseXorScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnBitwiseXorScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnBitwiseXorScalar");
}

extern "C" aclnnStatus aclnnInplaceBitwiseXorScalarGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceBitwiseXorScalar", Op::kBitwiseXorScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceBitwiseXorScalar");
}
extern "C" aclnnStatus aclnnInplaceBitwiseXorScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceBitwiseXorScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceBitwiseXorScalar");
}

extern "C" aclnnStatus aclnnBitwiseNotGetWorkspaceSize(const aclTensor* self, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnBitwiseNot", Op::kBitwiseNot, false};
  c.self = self;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnBitwiseNot");
}
extern "C" aclnnStatus aclnnBitwiseNot(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnBitwiseNot", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnBitwiseNot");
}

extern "C" aclnnStatus aclnnLeftShiftGetWorkspaceSize(const aclTensor* self, const aclTensor* shiftBits, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLeftShift", Op::kLeftShift, false};
  c.self = self;
  c.other = shiftBits;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLeftShift");
}
extern "C" aclnnStatus aclnnLeftShift(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLeftShift", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLeftShift");
}

extern "C" aclnnStatus aclnnLeftShiftsGetWorkspaceSize(const aclTensor* self, const aclScalar* shiftBits, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLeftShifts", Op::kLeftShifts, false};
  c.self = self;
  c.other_scalar = shiftBits;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLeftShifts");
}
extern "C" aclnnStatus aclnnLeftShifts(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLeftShifts", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLeftShifts");
}

extern "C" aclnnStatus aclnnRightShiftGetWorkspaceSize(const aclTensor *input, const aclTensor *shiftBits, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor) try {
  Call c{"aclnnRightShift", Op::kRightShift, false};
  c.self = input;
  c.other = shiftBits;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnRightShift");
}
extern "C" aclnnStatus aclnnRightShift(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnRightShift", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnRightShift");
}

extern "C" aclnnStatus aclnnGcdGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnGcd", Op::kGcd, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnGcd");
}
extern "C" aclnnStatus aclnnGcd(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnGcd", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnGcd");
}

extern "C" aclnnStatus aclnnEqualGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnEqual", Op::kEqual, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnEqual");
}
extern "C" aclnnStatus aclnnEqual(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnEqual", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnEqual");
}

extern "C" aclnnStatus aclnnIsCloseGetWorkspaceSize(const aclTensor* self, const aclTensor* other, double rtol, double atol, bool equalNan, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnIsClose", Op::kIsClose, false};
  c.self = self;
  c.other = other;
  c.rtol = rtol;
  c.atol = atol;
  c.equal_nan = equalNan;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnIsClose");
}
extern "C" aclnnStatus aclnnIsClose(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnIsClose", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnIsClose");
}

extern "C" aclnnStatus aclnnIsInTensorScalarGetWorkspaceSize(const aclTensor* element, const aclScalar* testElement, bool assumeUnique, bool invert, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  (void)assumeUnique;  // ignored, as on the device
  Call c{"aclnnIsInTensorScalar", Op::kIsInTensorScalar, false};
  c.self = element;
  c.other_scalar = testElement;
  c.invert = invert;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnIsInTensorScalar");
}
extern "C" aclnnStatus aclnnIsInTensorScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnIsInTensorScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnIsInTensorScalar");
}

extern "C" aclnnStatus aclnnIsInScalarTensorGetWorkspaceSize(const aclScalar* element, const aclTensor* testElements, bool assumeUnique, bool invert, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  (void)assumeUnique;  // ignored, as on the device
  Call c{"aclnnIsInScalarTensor", Op::kIsInScalarTensor, false};
  c.other_scalar = element;
  c.other = testElements;
  c.invert = invert;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnIsInScalarTensor");
}
extern "C" aclnnStatus aclnnIsInScalarTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnIsInScalarTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnIsInScalarTensor");
}

extern "C" aclnnStatus aclnnHeavisideGetWorkspaceSize(const aclTensor* input, const aclTensor* values, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnHeaviside", Op::kHeaviside, false};
  c.self = input;
  c.other = values;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnHeaviside");
}
extern "C" aclnnStatus aclnnHeaviside(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnHeaviside", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnHeaviside");
}
