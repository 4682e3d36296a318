#include "exec/executor.h"

#include <stdexcept>
#include <mutex>
#include <unordered_set>

#include "core/boundary.h"
#include "core/error.h"
#include "exec/task_queue.h"

namespace aclnn_cpu {
namespace {
struct ExecRegistry {
  std::mutex mu;
  std::unordered_set<const aclOpExecutor*> live;
};
ExecRegistry& Reg() {
  static ExecRegistry* r = new ExecRegistry;
  return *r;
}
}  // namespace

bool ExecutorIsLive(const aclOpExecutor* e) {
  ExecRegistry& r = Reg();
  std::lock_guard<std::mutex> lk(r.mu);
  return r.live.count(e) != 0;
}

void UnregisterExecutor(const aclOpExecutor* e) {
  ExecRegistry& r = Reg();
  std::lock_guard<std::mutex> lk(r.mu);
  r.live.erase(e);
}

ExecutorBuilder::ExecutorBuilder(const char* api) : exec_(new aclOpExecutor) { exec_->api = api; }
ExecutorBuilder::~ExecutorBuilder() = default;

int ExecutorBuilder::Input(const aclTensor* t) {
  if (!out_.empty()) throw std::logic_error("an input bound after an output");  // a bug of the operator
  in_.push_back(t);
  in_shape_only_.push_back(false);
  return static_cast<int>(in_.size()) - 1;
}

int ExecutorBuilder::InputShapeOnly(const aclTensor* t) {
  const int index = Input(t);
  in_shape_only_.back() = true;
  return index;
}

int ExecutorBuilder::Output(const aclTensor* t) {
  out_.push_back(t);
  return static_cast<int>(in_.size() + out_.size()) - 1;
}

void ExecutorBuilder::SetWorkspace(uint64_t bytes) { exec_->workspace_size = bytes; }

void ExecutorBuilder::SetWorkspace(const WorkspaceBooking& booking) {
  if (booking.overflow())
    throw StatusError(ACLNN_ERR_INNER_TILING_ERROR,
                      "the workspace this problem needs (its temporaries) exceeds 2^63 bytes");
  exec_->workspace_size = booking.bytes();
}

void ExecutorBuilder::SetRun(RunFn fn) { exec_->run = std::make_shared<const RunFn>(std::move(fn)); }

aclnnStatus ExecutorBuilder::Finish(uint64_t* workspace_size, aclOpExecutor** executor) {
  for (const aclTensor* t : in_) exec_->inputs.push_back(const_cast<aclTensor*>(t));
  for (const aclTensor* t : out_) exec_->outputs.push_back(const_cast<aclTensor*>(t));
  exec_->shape_only = in_shape_only_;
  exec_->shape_only.resize(in_.size() + out_.size(), false);
  *workspace_size = exec_->workspace_size;
  {  // registered while still owned here: a failed insertion leaks nothing
    ExecRegistry& r = Reg();
    std::lock_guard<std::mutex> lk(r.mu);
    r.live.insert(exec_.get());
  }
  aclOpExecutor* e = exec_.release();
  *executor = e;
  return ACLNN_SUCCESS;
}

aclnnStatus CheckPhase1Outputs(const char* api, const uint64_t* workspace_size, aclOpExecutor** executor) {
  Validator v(api);
  v.NotNull("workspaceSize", workspace_size).NotNull("executor", executor);
  return v.status();
}

aclnnStatus RunPhase2(const char* api, void* workspace, uint64_t workspace_size,
                      aclOpExecutor* executor, aclrtStream stream) {
  Validator v(api);
  if (!v.NotNull("executor", executor).ok()) return v.status();
  if (!ExecutorIsLive(executor))
    return v.Fail(ACLNN_ERR_PARAM_INVALID,
                  "executor is not a live executor (already run, destroyed, or never created by a "
                  "GetWorkspaceSize call)").status();
  std::unique_ptr<aclOpExecutor> owned;
  if (!executor->repeatable) {  // consumed by this call, whatever its outcome
    UnregisterExecutor(executor);
    owned.reset(executor);
  }
  if (executor->api != api)
    return v.Fail(ACLNN_ERR_PARAM_INVALID, "executor was created by " + executor->api +
                                               "GetWorkspaceSize, not by " + api + "GetWorkspaceSize").status();
  if (workspace_size > 0 && workspace == nullptr)
    return v.Fail(ACLNN_ERR_PARAM_NULLPTR, "workspace is null but workspaceSize is " +
                                               std::to_string(workspace_size)).status();
  if (workspace_size < executor->workspace_size)
    return v.Fail(ACLNN_ERR_PARAM_INVALID, "workspaceSize " + std::to_string(workspace_size) +
                                               " is smaller than the " + std::to_string(executor->workspace_size) +
                                               " bytes phase 1 asked for").status();
  if (!executor->run) {  // empty tensors: nothing to do, but the stream must still be valid
    if (!EnqueueOnStream(stream, nullptr)) return v.Fail(ACLNN_ERR_RUNTIME_ERROR, "stream is not a live stream").status();
    return ACLNN_SUCCESS;
  }

  std::vector<void*> data;
  data.reserve(executor->inputs.size() + executor->outputs.size());
  for (aclTensor* t : executor->inputs) data.push_back(t ? t->data : nullptr);
  for (aclTensor* t : executor->outputs) data.push_back(t ? t->data : nullptr);
  // A tensor with elements whose data phase 2 reads or writes needs memory behind it (aclCreateTensor accepts a null address, and
  // aclSetInputTensorAddr/aclSetOutputTensorAddr may rebind one to null).
  const size_t n_in = executor->inputs.size();
  for (size_t i = 0; i < data.size(); ++i) {
    const aclTensor* t = i < n_in ? executor->inputs[i] : executor->outputs[i - n_in];
    if (t != nullptr && data[i] == nullptr && !executor->shape_only[i] && !IsEmpty(*t))
      return v.Fail(ACLNN_ERR_PARAM_NULLPTR, std::string(i < n_in ? "input " : "output ") +
                                                 std::to_string(i < n_in ? i : i - n_in) + " (shape " +
                                                 ShapeString(t->view) + ") has elements but a null data address")
          .status();
  }
  std::shared_ptr<const RunFn> run = executor->run;
  const char* task_api = api;  // every api name is a string literal of the operator's file
  Task task = [run, data = std::move(data), workspace, workspace_size, task_api]() -> int {
    try {
      RunContext ctx{data, workspace, workspace_size};
      return (*run)(ctx);
    } catch (...) {  // the failure boundary of the queued run (core/boundary.h)
      return RunFailure(task_api);
    }
  };
  if (!EnqueueOnStream(stream, std::move(task)))
    return v.Fail(ACLNN_ERR_RUNTIME_ERROR, "stream is not a live stream").status();
  return ACLNN_SUCCESS;
}

}  // namespace aclnn_cpu
