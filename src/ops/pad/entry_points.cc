// The pad family's entry points: each is its row of the validation tables (validate.h) and a call
// into the engine (pad.h). Rows follow the reflection/replication spec and the circular/constant
// spec, §5 and §10 of each.

#include "aclnnop/aclnn_circular_pad2d.h"
#include "aclnnop/aclnn_circular_pad2d_backward.h"
#include "aclnnop/aclnn_circular_pad3d.h"
#include "aclnnop/aclnn_circular_pad3d_backward.h"
#include "aclnnop/aclnn_constant_pad_nd.h"
#include "aclnnop/aclnn_pad2d_backward.h"
#include "aclnnop/aclnn_reflection_pad1d.h"
#include "aclnnop/aclnn_reflection_pad1d_backward.h"
#include "aclnnop/aclnn_reflection_pad2d.h"
#include "aclnnop/aclnn_reflection_pad3d.h"
#include "aclnnop/aclnn_reflection_pad3d_backward.h"
#include "aclnnop/aclnn_replication_pad1d.h"
#include "aclnnop/aclnn_replication_pad1d_backward.h"
#include "aclnnop/aclnn_replication_pad2d.h"
#include "aclnnop/aclnn_replication_pad3d.h"
#include "aclnnop/aclnn_replication_pad3d_backward.h"
#include "core/boundary.h"
#include "exec/executor.h"
#include "ops/pad/phase1.h"

namespace {
using namespace aclnn_cpu::ops::pad;

OpRow Make(const char* api, Mode mode, int k, std::initializer_list<aclDataType> dtypes, const char* empty_message,
           std::initializer_list<bool OpRow::*> flags) {
  OpRow r{api, mode, k, dtypes};
  for (bool OpRow::*f : flags) r.*f = true;
  r.empty_message = empty_message;
  return r;
}

// api, mode, padded axes, dtypes, empty-tensor message, flags.
const OpRow kReflectionPad1d = Make("aclnnReflectionPad1d", Mode::kReflect, 1, kReflectForwardDtypes, "Expected 2D or 3D tensor with possibly 0 batch size and other non-zero dimentions for input", {});
const OpRow kReflectionPad2d = Make("aclnnReflectionPad2d", Mode::kReflect, 2, kReflectForwardDtypes, "Expected 3D or 4D tensor with possibly 0 batch size and other non-zero dimentions for input", {});
const OpRow kReflectionPad3d = Make("aclnnReflectionPad3d", Mode::kReflect, 3, kReflectForwardDtypes, "Expected 4D or 5D tensor with possibly 0 batch size and other non-zero dimentions for input", {});
const OpRow kReplicationPad1d = Make("aclnnReplicationPad1d", Mode::kReplicate, 1, kReplicateForwardDtypes, "Expected 2D or 3D tensor with possibly 0 batch size and other non-zero dimensions for input", {&OpRow::full_shape_check});
const OpRow kReplicationPad2d = Make("aclnnReplicationPad2d", Mode::kReplicate, 2, kReplicateForwardDtypes, "Expected 3D or 4D tensor with possibly 0 batch size and other non-zero dimensions for input", {&OpRow::format_first, &OpRow::full_shape_check});
const OpRow kReplicationPad3d = Make("aclnnReplicationPad3d", Mode::kReplicate, 3, kReplicateForwardDtypes, "Expected 4D or 5D tensor with possibly 0 batch size and other non-zero dimensions for input", {&OpRow::full_shape_check});
const OpRow kReflectionPad1dBackward = Make("aclnnReflectionPad1dBackward", Mode::kReflect, 1, kBackwardDtypes, "Input should not be empty", {&OpRow::limit_after_shape, &OpRow::unbatched_empty_ok});
const OpRow kReflectionPad2dBackward = Make("aclnnReflectionPad2dBackward", Mode::kReflect, 2, kBackwardDtypes, "Input should not be empty", {&OpRow::limit_before_shape, &OpRow::bf16_rule, &OpRow::unbatched_empty_ok});
const OpRow kReflectionPad3dBackward = Make("aclnnReflectionPad3dBackward", Mode::kReflect, 3, kBackwardDtypes, "Expected 4D or 5D tensor with possibly 0 batch size and other non-zero dimensions for input", {&OpRow::limit_before_shape});
const OpRow kReplicationPad1dBackward = Make("aclnnReplicationPad1dBackward", Mode::kReplicate, 1, kBackwardDtypes, "Input should not be empty", {});
const OpRow kReplicationPad2dBackward = Make("aclnnReplicationPad2dBackward", Mode::kReplicate, 2, kBackwardDtypes, "Input should not be empty", {&OpRow::bf16_rule});
// Circular rows: the circular validators (validate.cc) read api, k, dtypes, the empty-tensor
// message, unbatched_empty_ok (2d backward: a 3-D self with 0 batch passes), limit_before_shape
// (3d backward: pads < dims) and null_inner (3d backward: null tensors give 561103).
const OpRow kCircularPad2d = Make("aclnnCircularPad2d", Mode::kCircular, 2, kCircularForwardDtypes, "Expected 3D or 4D tensor with possibly 0 batch size and other non-zero dimentions for input", {});
const OpRow kCircularPad3d = Make("aclnnCircularPad3d", Mode::kCircular, 3, kCircularForwardDtypes, "Expected 4D or 5D tensor with possibly 0 batch size and other non-zero dimentions for input", {});
const OpRow kCircularPad2dBackward = Make("aclnnCircularPad2dBackward", Mode::kCircular, 2, kCircularBackwardDtypes, "Input should not be empty", {&OpRow::unbatched_empty_ok});
const OpRow kCircularPad3dBackward = Make("aclnnCircularPad3dBackward", Mode::kCircular, 3, kCircularBackwardDtypes, "Expected 5D tensor with possibly 0 batch size and other non-zero dimentions for input (a 4D tensor can not be empty)", {&OpRow::limit_before_shape, &OpRow::null_inner});
constexpr const char* kConstantPadNd = "aclnnConstantPadNd";
const OpRow kReplicationPad3dBackward = Make("aclnnReplicationPad3dBackward", Mode::kReplicate, 3, kBackwardDtypes, "Expected 4D or 5D tensor with possibly 0 batch size and other non-zero dimensions for input", {});
}  // namespace

extern "C" aclnnStatus aclnnReflectionPad1dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ForwardPhase1(kReflectionPad1d, self, padding, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReflectionPad1d.api);
}
extern "C" aclnnStatus aclnnReflectionPad1d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReflectionPad1d.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReflectionPad1d.api);
}

extern "C" aclnnStatus aclnnReflectionPad2dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ForwardPhase1(kReflectionPad2d, self, padding, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReflectionPad2d.api);
}
extern "C" aclnnStatus aclnnReflectionPad2d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReflectionPad2d.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReflectionPad2d.api);
}

extern "C" aclnnStatus aclnnReflectionPad3dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ForwardPhase1(kReflectionPad3d, self, padding, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReflectionPad3d.api);
}
extern "C" aclnnStatus aclnnReflectionPad3d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReflectionPad3d.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReflectionPad3d.api);
}

extern "C" aclnnStatus aclnnReplicationPad1dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ForwardPhase1(kReplicationPad1d, self, padding, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReplicationPad1d.api);
}
extern "C" aclnnStatus aclnnReplicationPad1d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReplicationPad1d.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReplicationPad1d.api);
}

extern "C" aclnnStatus aclnnReplicationPad2dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ForwardPhase1(kReplicationPad2d, self, padding, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReplicationPad2d.api);
}
extern "C" aclnnStatus aclnnReplicationPad2d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReplicationPad2d.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReplicationPad2d.api);
}

extern "C" aclnnStatus aclnnReplicationPad3dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ForwardPhase1(kReplicationPad3d, self, padding, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReplicationPad3d.api);
}
extern "C" aclnnStatus aclnnReplicationPad3d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReplicationPad3d.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReplicationPad3d.api);
}

extern "C" aclnnStatus aclnnReflectionPad1dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                const aclIntArray* padding, aclTensor* gradInput,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return BackwardPhase1(kReflectionPad1dBackward, gradOutput, self, padding, gradInput, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReflectionPad1dBackward.api);
}
extern "C" aclnnStatus aclnnReflectionPad1dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReflectionPad1dBackward.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReflectionPad1dBackward.api);
}

extern "C" aclnnStatus aclnnReflectionPad2dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                const aclIntArray* padding, aclTensor* gradInput,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return BackwardPhase1(kReflectionPad2dBackward, gradOutput, self, padding, gradInput, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReflectionPad2dBackward.api);
}
extern "C" aclnnStatus aclnnReflectionPad2dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReflectionPad2dBackward.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReflectionPad2dBackward.api);
}

extern "C" aclnnStatus aclnnReflectionPad3dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                const aclIntArray* padding, aclTensor* gradInput,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return BackwardPhase1(kReflectionPad3dBackward, gradOutput, self, padding, gradInput, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReflectionPad3dBackward.api);
}
extern "C" aclnnStatus aclnnReflectionPad3dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReflectionPad3dBackward.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReflectionPad3dBackward.api);
}

extern "C" aclnnStatus aclnnReplicationPad1dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                const aclIntArray* padding, aclTensor* gradInput,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return BackwardPhase1(kReplicationPad1dBackward, gradOutput, self, padding, gradInput, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReplicationPad1dBackward.api);
}
extern "C" aclnnStatus aclnnReplicationPad1dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReplicationPad1dBackward.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReplicationPad1dBackward.api);
}

extern "C" aclnnStatus aclnnReplicationPad2dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                const aclIntArray* padding, aclTensor* gradInput,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return BackwardPhase1(kReplicationPad2dBackward, gradOutput, self, padding, gradInput, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReplicationPad2dBackward.api);
}
extern "C" aclnnStatus aclnnReplicationPad2dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReplicationPad2dBackward.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReplicationPad2dBackward.api);
}

extern "C" aclnnStatus aclnnReplicationPad3dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                const aclIntArray* padding, aclTensor* gradInput,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return BackwardPhase1(kReplicationPad3dBackward, gradOutput, self, padding, gradInput, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kReplicationPad3dBackward.api);
}
extern "C" aclnnStatus aclnnReplicationPad3dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kReplicationPad3dBackward.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kReplicationPad3dBackward.api);
}

extern "C" aclnnStatus aclnnCircularPad2dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ForwardPhase1(kCircularPad2d, self, padding, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kCircularPad2d.api);
}
extern "C" aclnnStatus aclnnCircularPad2d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kCircularPad2d.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kCircularPad2d.api);
}

extern "C" aclnnStatus aclnnCircularPad3dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding, aclTensor* out,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ForwardPhase1(kCircularPad3d, self, padding, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kCircularPad3d.api);
}
extern "C" aclnnStatus aclnnCircularPad3d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kCircularPad3d.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kCircularPad3d.api);
}

extern "C" aclnnStatus aclnnCircularPad2dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                const aclIntArray* padding, aclTensor* gradInput,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return BackwardPhase1(kCircularPad2dBackward, gradOutput, self, padding, gradInput, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kCircularPad2dBackward.api);
}
extern "C" aclnnStatus aclnnCircularPad2dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kCircularPad2dBackward.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kCircularPad2dBackward.api);
}

extern "C" aclnnStatus aclnnCircularPad3dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                const aclIntArray* padding, aclTensor* gradInput,
                                                uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return BackwardPhase1(kCircularPad3dBackward, gradOutput, self, padding, gradInput, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kCircularPad3dBackward.api);
}
extern "C" aclnnStatus aclnnCircularPad3dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kCircularPad3dBackward.api, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kCircularPad3dBackward.api);
}

extern "C" aclnnStatus aclnnConstantPadNdGetWorkspaceSize(const aclTensor* self, const aclIntArray* pad, const aclScalar* value,
                                                aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  return ConstantPadNdPhase1(kConstantPadNd, self, pad, value, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kConstantPadNd);
}
extern "C" aclnnStatus aclnnConstantPadNd(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                aclrtStream stream) try {
  return aclnn_cpu::RunPhase2(kConstantPadNd, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kConstantPadNd);
}
