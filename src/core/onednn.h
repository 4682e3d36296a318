// What the core's oneDNN users share (implemented in gemm.cc next to the GEMM seam): one engine,
// a stream per thread, the status check that turns oneDNN failures into the failure boundary's
// exceptions, and the pin that makes oneDNN plan and run on the calling thread only (so that its
// results never depend on the library's thread count; see gemm.h "Determinism").
#pragma once

#include "oneapi/dnnl/dnnl.hpp"

namespace aclnn_cpu {

const dnnl::engine& DnnlEngine();
dnnl::stream& DnnlThreadStream();
// dnnl_out_of_memory -> std::bad_alloc; any other failure -> StatusError(ACLNN_ERR_INNER).
void CheckDnnlStatus(dnnl_status_t st, const char* what);

// oneDNN (OpenMP runtime) runs on the calling thread only while this object lives, and the thread
// counts as inside oneDNN (InsideOneDnn in gemm.h: oneDNN's own allocations, memory objects and
// argument maps, which it offers no way to supply).
class OneDnnOnCallingThread {
 public:
  OneDnnOnCallingThread();
  ~OneDnnOnCallingThread();
  OneDnnOnCallingThread(const OneDnnOnCallingThread&) = delete;
  OneDnnOnCallingThread& operator=(const OneDnnOnCallingThread&) = delete;

 private:
  int saved_ = 1;
};

}  // namespace aclnn_cpu
