#include "aclnn_cpu/aclnn_cpu.h"
#include "core/convert.h"
#include "core/parallel.h"

extern "C" {
void aclnnCpuSetNumThreads(int numThreads) { aclnn_cpu::SetNumThreads(numThreads); }
int aclnnCpuGetNumThreads(void) { return aclnn_cpu::NumThreads(); }
const char* aclnnCpuSimdTarget(void) { return aclnn_cpu::SimdTargetName(); }
const char* aclnnCpuVersion(void) { return ACLNN_CPU_VERSION; }
}
