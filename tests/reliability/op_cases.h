// Every operator of the library as a ready-to-run call ("instance"): inputs filled from a seed,
// outputs poisoned, strided/offset layouts where the operator accepts them. The reliability
// tests run these from many threads and streams, with 1/2/3 intra-op threads, with repeatable
// executors, and on guard-page memory, and compare the outputs' bytes.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "op_runner.h"
#include "test_tensor.h"

namespace rel {

struct Instance {
  std::string name;
  std::vector<std::unique_ptr<aclnn_test::TestTensor>> owned;
  std::vector<aclTensor*> args;                  // tensor arguments, in the order phase1 uses them
  std::vector<aclnn_test::TestTensor*> outputs;  // the tensors phase 2 writes
  std::vector<aclIntArray*> arrays;              // destroyed with the instance
  std::function<aclnnStatus(const Instance&, uint64_t*, aclOpExecutor**)> phase1;
  aclnn_test::Phase2 phase2 = nullptr;

  Instance() = default;
  Instance(const Instance&) = delete;
  Instance& operator=(const Instance&) = delete;
  ~Instance();

  aclnn_test::TestTensor* In(aclnn_test::Shape view, aclDataType dt, aclnn_test::Layout layout = {});
  aclnn_test::TestTensor* Out(aclnn_test::Shape view, aclDataType dt, aclnn_test::Layout layout = {});
  aclIntArray* Ints(std::vector<int64_t> v);

  void PoisonOutputs() const;
  // The bytes of every output's whole storage (view elements and the poisoned gaps).
  std::vector<std::vector<unsigned char>> OutputBytes() const;
  // Phase 1, workspace, phase 2 on `stream`, without synchronising. The workspace (if any) is
  // returned through *workspace; free it with aclrtFree after synchronising.
  aclnnStatus Enqueue(aclrtStream stream, void** workspace) const;
  // Enqueue + synchronise + free; returns the first non-zero status.
  aclnnStatus RunSync(aclrtStream stream) const;
};

using Factory = std::function<std::unique_ptr<Instance>(uint64_t seed)>;
struct OpCase {
  std::string name;
  Factory make;
};

// Every operator (and the interesting variants: dtypes, layouts, optional arguments).
const std::vector<OpCase>& AllOps();
// AllOps()' factories in the same order, without making an instance of each for its name (which
// AllOps() does once per process): for a process that makes one case.
const std::vector<Factory>& AllFactories();
// The phase-2 names covered by AllOps() (to check that none is missing).
std::vector<std::string> CoveredApis();

// "name: first differing byte i of output k" or "" when equal.
std::string Diff(const std::vector<std::vector<unsigned char>>& a, const std::vector<std::vector<unsigned char>>& b);

}  // namespace rel
