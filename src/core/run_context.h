// What an operator's run function sees in phase 2: the bound tensors' data addresses and the
// workspace. The executor (src/exec) builds it; kernels in the core (the elementwise engine) and in
// the operators read it.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "aclnn/acl_meta.h"

namespace aclnn_cpu {

struct RunContext {
  const std::vector<void*>& data;  // bound tensors' data addresses, in binding order
  void* workspace;
  uint64_t workspace_size;
  template <class T = void>
  T* ptr(int index) const { return static_cast<T*>(data[static_cast<size_t>(index)]); }
};
using RunFn = std::function<aclnnStatus(const RunContext&)>;

}  // namespace aclnn_cpu
