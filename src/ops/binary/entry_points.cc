// The arithmetic family's entry points (elementwise arithmetic spec §2): each fills a Call with its
// operator, form and arguments and runs the family's phase 1 (phase1.cc); every run function is
// the common phase 2.
#include "aclnnop/aclnn_add.h"
#include "aclnnop/aclnn_add_v3.h"
#include "aclnnop/aclnn_div.h"
#include "aclnnop/aclnn_floor_divide.h"
#include "aclnnop/aclnn_fmod_scalar.h"
#include "aclnnop/aclnn_fmod_tensor.h"
#include "aclnnop/aclnn_mul.h"
#include "aclnnop/aclnn_remainder.h"
#include "aclnnop/aclnn_rsub.h"
#include "aclnnop/aclnn_sub.h"
#include "core/boundary.h"
#include "exec/executor.h"
#include "ops/binary/binary.h"

using aclnn_cpu::ops::binary::Call;
using aclnn_cpu::ops::binary::Op;
using aclnn_cpu::ops::binary::Phase1;

extern "C" aclnnStatus aclnnAddGetWorkspaceSize(const aclTensor* self, const aclTensor* other, const aclScalar* alpha, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnAdd", Op::kAdd, false};
  c.self = self;
  c.other = other;
  c.alpha = alpha;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnAdd");
}
extern "C" aclnnStatus aclnnAdd(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnAdd", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnAdd");
}

extern "C" aclnnStatus aclnnAddsGetWorkspaceSize(const aclTensor* self, const aclScalar* other, const aclScalar* alpha, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnAdds", Op::kAdds, false};
  c.self = self;
  c.other_scalar = other;
  c.alpha = alpha;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnAdds");
}
extern "C" aclnnStatus aclnnAdds(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnAdds", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnAdds");
}

extern "C" aclnnStatus aclnnInplaceAddGetWorkspaceSize(const aclTensor* selfRef, const aclTensor* other, const aclScalar* alpha, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceAdd", Op::kAdd, true};
  c.self = selfRef;
  c.other = other;
  c.alpha = alpha;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceAdd");
}
extern "C" aclnnStatus aclnnInplaceAdd(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceAdd", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceAdd");
}

extern "C" aclnnStatus aclnnInplaceAddsGetWorkspaceSize(const aclTensor* selfRef, const aclScalar* other, const aclScalar* alpha, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceAdds", Op::kAdds, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.alpha = alpha;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceAdds");
}
extern "C" aclnnStatus aclnnInplaceAdds(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceAdds", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceAdds");
}

extern "C" aclnnStatus aclnnAddV3GetWorkspaceSize(const aclScalar* self, const aclTensor* other, const aclScalar* alpha, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnAddV3", Op::kAddV3, false};
  c.self_scalar = self;
  c.other = other;
  c.alpha = alpha;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnAddV3");
}
extern "C" aclnnStatus aclnnAddV3(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnAddV3", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnAddV3");
}

extern "C" aclnnStatus aclnnInplaceAddV3GetWorkspaceSize(const aclScalar* selfRef, const aclTensor* other, const aclScalar* alpha, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceAddV3", Op::kAddV3, true};
  c.self_scalar = selfRef;
  c.other = other;
  c.alpha = alpha;
  c.out = other;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceAddV3");
}
extern "C" aclnnStatus aclnnInplaceAddV3(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceAddV3", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceAddV3");
}

extern "C" aclnnStatus aclnnSubGetWorkspaceSize(const aclTensor* self, const aclTensor* other, const aclScalar* alpha, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnSub", Op::kSub, false};
  c.self = self;
  c.other = other;
  c.alpha = alpha;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnSub");
}
extern "C" aclnnStatus aclnnSub(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnSub", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnSub");
}

extern "C" aclnnStatus aclnnSubsGetWorkspaceSize(const aclTensor* self, const aclScalar* other, const aclScalar* alpha, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnSubs", Op::kSubs, false};
  c.self = self;
  c.other_scalar = other;
  c.alpha = alpha;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnSubs");
}
extern "C" aclnnStatus aclnnSubs(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnSubs", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnSubs");
}

extern "C" aclnnStatus aclnnInplaceSubGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, const aclScalar* alpha, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceSub", Op::kSub, true};
  c.self = selfRef;
  c.other = other;
  c.alpha = alpha;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceSub");
}
extern "C" aclnnStatus aclnnInplaceSub(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceSub", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceSub");
}

extern "C" aclnnStatus aclnnInplaceSubsGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, const aclScalar* alpha, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceSubs", Op::kSubs, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.alpha = alpha;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceSubs");
}
extern "C" aclnnStatus aclnnInplaceSubs(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceSubs", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceSubs");
}

extern "C" aclnnStatus aclnnRsubGetWorkspaceSize(const aclTensor* self, const aclTensor* other, const aclScalar* alpha, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnRsub", Op::kRsub, false};
  c.self = self;
  c.other = other;
  c.alpha = alpha;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnRsub");
}
extern "C" aclnnStatus aclnnRsub(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnRsub", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnRsub");
}

extern "C" aclnnStatus aclnnRsubsGetWorkspaceSize(const aclTensor* self, const aclScalar* other, const aclScalar* alpha, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnRsubs", Op::kRsubs, false};
  c.self = self;
  c.other_scalar = other;
  c.alpha = alpha;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnRsubs");
}
extern "C" aclnnStatus aclnnRsubs(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnRsubs", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnRsubs");
}

extern "C" aclnnStatus aclnnMulGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnMul", Op::kMul, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnMul");
}
extern "C" aclnnStatus aclnnMul(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnMul", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnMul");
}

extern "C" aclnnStatus aclnnMulsGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnMuls", Op::kMuls, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnMuls");
}
extern "C" aclnnStatus aclnnMuls(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnMuls", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnMuls");
}

extern "C" aclnnStatus aclnnInplaceMulGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceMul", Op::kMul, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceMul");
}
extern "C" aclnnStatus aclnnInplaceMul(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceMul", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceMul");
}

extern "C" aclnnStatus aclnnInplaceMulsGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceMuls", Op::kMuls, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceMuls");
}
extern "C" aclnnStatus aclnnInplaceMuls(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceMuls", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceMuls");
}

extern "C" aclnnStatus aclnnDivGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnDiv", Op::kDiv, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnDiv");
}
extern "C" aclnnStatus aclnnDiv(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnDiv", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnDiv");
}

extern "C" aclnnStatus aclnnDivsGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnDivs", Op::kDivs, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnDivs");
}
extern "C" aclnnStatus aclnnDivs(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnDivs", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnDivs");
}

extern "C" aclnnStatus aclnnDivModGetWorkspaceSize(const aclTensor* self, const aclTensor* other, int mode, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnDivMod", Op::kDivMod, false};
  c.self = self;
  c.other = other;
  c.mode = mode;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnDivMod");
}
extern "C" aclnnStatus aclnnDivMod(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnDivMod", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnDivMod");
}

extern "C" aclnnStatus aclnnDivModsGetWorkspaceSize(const aclTensor* self, const aclScalar* other, int mode, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnDivMods", Op::kDivMods, false};
  c.self = self;
  c.other_scalar = other;
  c.mode = mode;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnDivMods");
}
extern "C" aclnnStatus aclnnDivMods(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnDivMods", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnDivMods");
}

extern "C" aclnnStatus aclnnInplaceDivGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceDiv", Op::kDiv, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceDiv");
}
extern "C" aclnnStatus aclnnInplaceDiv(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceDiv", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceDiv");
}

extern "C" aclnnStatus aclnnInplaceDivsGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceDivs", Op::kDivs, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceDivs");
}
extern "C" aclnnStatus aclnnInplaceDivs(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceDivs", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceDivs");
}

extern "C" aclnnStatus aclnnInplaceDivModGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, int mode, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceDivMod", Op::kDivMod, true};
  c.self = selfRef;
  c.other = other;
  c.mode = mode;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceDivMod");
}
extern "C" aclnnStatus aclnnInplaceDivMod(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceDivMod", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceDivMod");
}

extern "C" aclnnStatus aclnnInplaceDivModsGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, int mode, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceDivMods", Op::kDivMods, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.mode = mode;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceDivMods");
}
extern "C" aclnnStatus aclnnInplaceDivMods(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceDivMods", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceDivMods");
}

extern "C" aclnnStatus aclnnFloorDivideGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnFloorDivide", Op::kFloorDivide, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnFloorDivide");
}
extern "C" aclnnStatus aclnnFloorDivide(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnFloorDivide", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnFloorDivide");
}

extern "C" aclnnStatus aclnnFloorDividesGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnFloorDivides", Op::kFloorDivides, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnFloorDivides");
}
extern "C" aclnnStatus aclnnFloorDivides(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnFloorDivides", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnFloorDivides");
}

extern "C" aclnnStatus aclnnInplaceFloorDivideGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceFloorDivide", Op::kFloorDivide, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceFloorDivide");
}
extern "C" aclnnStatus aclnnInplaceFloorDivide(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceFloorDivide", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceFloorDivide");
}

extern "C" aclnnStatus aclnnInplaceFloorDividesGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceFloorDivides", Op::kFloorDivides, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceFloorDivides");
}
extern "C" aclnnStatus aclnnInplaceFloorDivides(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceFloorDivides", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceFloorDivides");
}

extern "C" aclnnStatus aclnnRemainderTensorTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnRemainderTensorTensor", Op::kRemainderTT, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnRemainderTensorTensor");
}
extern "C" aclnnStatus aclnnRemainderTensorTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnRemainderTensorTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnRemainderTensorTensor");
}

extern "C" aclnnStatus aclnnRemainderTensorScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnRemainderTensorScalar", Op::kRemainderTS, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnRemainderTensorScalar");
}
extern "C" aclnnStatus aclnnRemainderTensorScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnRemainderTensorScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnRemainderTensorScalar");
}

extern "C" aclnnStatus aclnnRemainderScalarTensorGetWorkspaceSize(const aclScalar* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnRemainderScalarTensor", Op::kRemainderST, false};
  c.self_scalar = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnRemainderScalarTensor");
}
extern "C" aclnnStatus aclnnRemainderScalarTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnRemainderScalarTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnRemainderScalarTensor");
}

extern "C" aclnnStatus aclnnInplaceRemainderTensorTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceRemainderTensorTensor", Op::kRemainderTT, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceRemainderTensorTensor");
}
extern "C" aclnnStatus aclnnInplaceRemainderTensorTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceRemainderTensorTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceRemainderTensorTensor");
}

extern "C" aclnnStatus aclnnInplaceRemainderTensorScalarGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceRemainderTensorScalar", Op::kRemainderTS, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceRemainderTensorScalar");
}
extern "C" aclnnStatus aclnnInplaceRemainderTensorScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceRemainderTensorScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceRemainderTensorScalar");
}

extern "C" aclnnStatus aclnnFmodScalarGetWorkspaceSize(const aclTensor* self, const aclScalar* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnFmodScalar", Op::kFmodScalar, false};
  c.self = self;
  c.other_scalar = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnFmodScalar");
}
extern "C" aclnnStatus aclnnFmodScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnFmodScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnFmodScalar");
}

extern "C" aclnnStatus aclnnInplaceFmodScalarGetWorkspaceSize(aclTensor* selfRef, const aclScalar* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceFmodScalar", Op::kFmodScalar, true};
  c.self = selfRef;
  c.other_scalar = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceFmodScalar");
}
extern "C" aclnnStatus aclnnInplaceFmodScalar(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceFmodScalar", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceFmodScalar");
}

extern "C" aclnnStatus aclnnFmodTensorGetWorkspaceSize(const aclTensor* self, const aclTensor* other, aclTensor* out, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnFmodTensor", Op::kFmodTensor, false};
  c.self = self;
  c.other = other;
  c.out = out;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnFmodTensor");
}
extern "C" aclnnStatus aclnnFmodTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnFmodTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnFmodTensor");
}

extern "C" aclnnStatus aclnnInplaceFmodTensorGetWorkspaceSize(aclTensor* selfRef, const aclTensor* other, uint64_t* workspaceSize, aclOpExecutor** executor) try {
  Call c{"aclnnInplaceFmodTensor", Op::kFmodTensor, true};
  c.self = selfRef;
  c.other = other;
  c.out = selfRef;
  return Phase1(c, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure("aclnnInplaceFmodTensor");
}
extern "C" aclnnStatus aclnnInplaceFmodTensor(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
    const aclrtStream stream) try {
  return aclnn_cpu::RunPhase2("aclnnInplaceFmodTensor", workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure("aclnnInplaceFmodTensor");
}
