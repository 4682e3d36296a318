#include "aclnn_cpu/aclnn_cpu.h"
#include "core/boundary.h"
#include "core/cpu.h"
#include "core/parallel.h"

extern "C" {
void aclnnCpuSetNumThreads(int numThreads) try {
  aclnn_cpu::SetNumThreads(numThreads);
} catch (...) {
  aclnn_cpu::NoteFailure("aclnnCpuSetNumThreads");
}
int aclnnCpuGetNumThreads(void) try {
  return aclnn_cpu::NumThreads();
} catch (...) {
  aclnn_cpu::NoteFailure("aclnnCpuGetNumThreads");
  return {};
}
const char* aclnnCpuSimdTarget(void) try {
  return aclnn_cpu::SimdTargetName();
} catch (...) {
  aclnn_cpu::NoteFailure("aclnnCpuSimdTarget");
  return nullptr;
}
const char* aclnnCpuVersion(void) try {
  return ACLNN_CPU_VERSION;
} catch (...) {
  aclnn_cpu::NoteFailure("aclnnCpuVersion");
  return nullptr;
}
}
