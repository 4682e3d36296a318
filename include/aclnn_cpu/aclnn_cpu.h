/* aclnn-cpu extensions (not part of CANN): threading and diagnostics of the CPU backend. */
#ifndef ACLNN_CPU_ACLNN_CPU_H_
#define ACLNN_CPU_ACLNN_CPU_H_

#ifdef __cplusplus
extern "C" {
#endif

/* Threads each operator may use (0 restores the default: ACLNN_CPU_NUM_THREADS, else the
 * OpenMP default). Results are bitwise identical for every thread count. */
__attribute__((visibility("default"))) void aclnnCpuSetNumThreads(int numThreads);
__attribute__((visibility("default"))) int aclnnCpuGetNumThreads(void);
/* The SIMD instruction set chosen at run time on this CPU, e.g. "AVX3" or "AVX2". */
__attribute__((visibility("default"))) const char *aclnnCpuSimdTarget(void);
/* Library version string, e.g. "0.1.0". */
__attribute__((visibility("default"))) const char *aclnnCpuVersion(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLNN_CPU_ACLNN_CPU_H_ */
