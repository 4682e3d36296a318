// aclOpExecutor: the plan phase 1 builds and phase 2 runs on a stream. This layer sits between the
// core (kernels, views, validation) and the runtime (streams): it reaches a stream only through
// exec/task_queue.h, which the runtime implements.
//
// An operator's phase 1 validates, binds the tensors whose data addresses phase 2 must read
// (inputs first, then outputs; the order is the index used by aclSetInputTensorAddr and friends),
// and sets a run function that captures everything else by value. Phase 2 snapshots the bound
// tensors' current data addresses, so rebinding a repeatable executor and running it again works,
// and the queued task never looks at the caller's aclTensor objects.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "aclnn/acl_meta.h"
#include "core/run_context.h"
#include "core/tensor.h"
#include "core/workspace.h"

struct aclOpExecutor {
  std::string api;
  uint64_t workspace_size = 0;
  bool repeatable = false;
  std::vector<aclTensor*> inputs;
  std::vector<aclTensor*> outputs;
  std::vector<bool> shape_only;  // per binding (inputs, then outputs): data never read
  std::shared_ptr<const aclnn_cpu::RunFn> run;  // null: nothing to do (empty tensors)
};

namespace aclnn_cpu {

// Builds an executor in phase 1. `api` is the phase-2 name ("aclnnGeluV2"); phase 2 refuses an
// executor built for another operator. Bind inputs before outputs. Hand over with Finish().
class ExecutorBuilder {
 public:
  explicit ExecutorBuilder(const char* api);
  ~ExecutorBuilder();
  int Input(const aclTensor* t);   // returns the index into RunContext::data
  // An input bound for its index only (aclSetInputTensorAddr numbering): phase 2 never reads its
  // data, so a null address is accepted.
  int InputShapeOnly(const aclTensor* t);
  int Output(const aclTensor* t);  // ditto (outputs come after every input)
  void SetWorkspace(uint64_t bytes);
  // The booking's total (core/workspace.h); a booking that overflowed throws a StatusError
  // (ACLNN_ERR_INNER_TILING_ERROR: the workspace exceeds 2^63 bytes).
  void SetWorkspace(const WorkspaceBooking& booking);
  void SetRun(RunFn fn);
  // Registers the executor and returns it through the caller's out-parameters.
  aclnnStatus Finish(uint64_t* workspace_size, aclOpExecutor** executor);

 private:
  std::unique_ptr<aclOpExecutor> exec_;
  std::vector<const aclTensor*> in_, out_;
  std::vector<bool> in_shape_only_;
};

// Phase-1 prologue: workspaceSize and executor out-pointers must be non-null (161001).
aclnnStatus CheckPhase1Outputs(const char* api, const uint64_t* workspace_size, aclOpExecutor** executor);

// Phase 2 for every operator: checks the executor and workspace, enqueues on the stream.
aclnnStatus RunPhase2(const char* api, void* workspace, uint64_t workspace_size,
                      aclOpExecutor* executor, aclrtStream stream);

// Executor registry (live executors only).
bool ExecutorIsLive(const aclOpExecutor* e);
void UnregisterExecutor(const aclOpExecutor* e);

}  // namespace aclnn_cpu
