// The family's entry points (elementwise math spec §1.1): each fills a Call with its operator, form
// and arguments and runs the family's phase 1 (phase1.cc); every run function is the common phase 2.
#include "aclnnop/aclnn_atan2.h"
#include "aclnnop/aclnn_complex.h"
#include "aclnnop/aclnn_logaddexp.h"
#include "aclnnop/aclnn_logaddexp2.h"
#include "aclnnop/aclnn_polar.h"
#include "aclnnop/aclnn_x_log_y_scalar_other.h"
#include "aclnnop/aclnn_x_log_y_scalar_self.h"
#include "aclnnop/aclnn_x_log_y_tensor.h"
#include "aclnnop/aclnn_xlog1py.h"
#include "core/boundary.h"
#include "exec/executor.h"
#include "ops/math_float/math_float.h"

using aclnn_cpu::ops::math_float::Call;
using aclnn_cpu::ops::math_float::Op;
using aclnn_cpu::ops::math_float::Phase1;

extern "C" aclnnStatus aclnnAtan2GetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnAtan2", Op::kAtan2, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnAtan2");
}
extern "C" aclnnStatus aclnnAtan2(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnAtan2", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnAtan2");
}

extern "C" aclnnStatus aclnnInplaceAtan2GetWorkspaceSize(aclTensor* selfRef, aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceAtan2", Op::kAtan2, true};
  c.self = selfRef;
  c.out = selfRef;
  c.other = other;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceAtan2");
}
extern "C" aclnnStatus aclnnInplaceAtan2(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceAtan2", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceAtan2");
}

extern "C" aclnnStatus aclnnXLogYTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnXLogYTensor", Op::kXLogYTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnXLogYTensor");
}
extern "C" aclnnStatus aclnnXLogYTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnXLogYTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnXLogYTensor");
}

extern "C" aclnnStatus aclnnInplaceXLogYTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceXLogYTensor", Op::kXLogYTensor, true};
  c.self = selfRef;
  c.out = selfRef;
  c.other = other;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceXLogYTensor");
}
extern "C" aclnnStatus aclnnInplaceXLogYTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceXLogYTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceXLogYTensor");
}

extern "C" aclnnStatus aclnnXLogYScalarSelfGetWorkspaceSize(const aclScalar* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnXLogYScalarSelf", Op::kXLogYScalarSelf, false};
  c.self_scalar = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnXLogYScalarSelf");
}
extern "C" aclnnStatus aclnnXLogYScalarSelf(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnXLogYScalarSelf", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnXLogYScalarSelf");
}

extern "C" aclnnStatus aclnnXLogYScalarOtherGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnXLogYScalarOther", Op::kXLogYScalarOther, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnXLogYScalarOther");
}
extern "C" aclnnStatus aclnnXLogYScalarOther(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnXLogYScalarOther", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnXLogYScalarOther");
}

extern "C" aclnnStatus aclnnInplaceXLogYScalarOtherGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceXLogYScalarOther", Op::kXLogYScalarOther, true};
  c.self = selfRef;
  c.out = selfRef;
  c.other_scalar = other;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceXLogYScalarOther");
}
extern "C" aclnnStatus aclnnInplaceXLogYScalarOther(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceXLogYScalarOther", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceXLogYScalarOther");
}

extern "C" aclnnStatus aclnnXlog1pyGetWorkspaceSize(const aclTensor* x, const aclTensor* y, const aclTensor* z, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnXlog1py", Op::kXlog1py, false};
  c.self = x;
  c.other = y;
  c.out = z;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnXlog1py");
}
extern "C" aclnnStatus aclnnXlog1py(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnXlog1py", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnXlog1py");
}

extern "C" aclnnStatus aclnnLogAddExpGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLogAddExp", Op::kLogAddExp, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLogAddExp");
}
extern "C" aclnnStatus aclnnLogAddExp(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLogAddExp", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLogAddExp");
}

extern "C" aclnnStatus aclnnLogAddExp2GetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnLogAddExp2", Op::kLogAddExp2, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnLogAddExp2");
}
extern "C" aclnnStatus aclnnLogAddExp2(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnLogAddExp2", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnLogAddExp2");
}

extern "C" aclnnStatus aclnnPolarGetWorkspaceSize(const aclTensor* input, const aclTensor* angle, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnPolar", Op::kPolar, false};
  c.self = input;
  c.other = angle;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnPolar");
}
extern "C" aclnnStatus aclnnPolar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnPolar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnPolar");
}

extern "C" aclnnStatus aclnnComplexGetWorkspaceSize(const aclTensor* real, const aclTensor* imag, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnComplex", Op::kComplex, false};
  c.self = real;
  c.other = imag;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnComplex");
}
extern "C" aclnnStatus aclnnComplex(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor, aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnComplex", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnComplex");
}
