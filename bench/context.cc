// What a benchmark table must name to be read correctly, recorded in the JSON context of every run:
// the CPU model, the SIMD target the library dispatched to, the threads, and the BLAS that ATen's
// GEMMs (and so its conv_tbc) actually run on -- Debian's libtorch-dev pulls only the reference
// BLAS, against which any comparison would be meaningless (scripts/bench.sh installs OpenBLAS).
#include <dlfcn.h>
#include <limits.h>
#include <stdlib.h>

#include <fstream>
#include <string>

#include "bench_common.h"

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#include <torch/version.h>
#endif

namespace bench {
namespace {

std::string CpuModel() {
  std::ifstream f("/proc/cpuinfo");
  std::string line;
  while (std::getline(f, line)) {
    // x86: "model name"; many Arm kernels print no model name, only implementer/part numbers.
    if (line.rfind("model name", 0) == 0 || line.rfind("Model", 0) == 0) {
      const size_t c = line.find(':');
      if (c != std::string::npos) return line.substr(line.find_first_not_of(" \t", c + 1));
    }
  }
  return "unknown";
}

// A VM may hide the marketing name ("Intel(R) Xeon(R) Processor"): the vendor, family/model and
// the features that decide our kernel paths identify the CPU anyway.
std::string CpuFeatures() {
  std::ifstream f("/proc/cpuinfo");
  std::string line, vendor, family, model, flags;
  auto value = [&] { const size_t c = line.find(':'); return c == std::string::npos ? std::string() : line.substr(c + 2); };
  while (std::getline(f, line)) {
    if (vendor.empty() && line.rfind("vendor_id", 0) == 0) vendor = value();
    if (family.empty() && line.rfind("cpu family", 0) == 0) family = value();
    if (model.empty() && line.rfind("model\t", 0) == 0) model = value();
    if (flags.empty() && (line.rfind("flags", 0) == 0 || line.rfind("Features", 0) == 0)) flags = " " + value() + " ";
  }
  std::string s = vendor + " family " + family + " model " + model + ";";
  for (const char* x : {"avx2", "avx512f", "avx512_bf16", "avx512_fp16", "amx_bf16", "asimd", "sve", "bf16"})
    if (flags.find(std::string(" ") + x + " ") != std::string::npos) s += std::string(" ") + x;
  return s;
}

std::string LibraryOf(const char* symbol) {
  void* s = dlsym(RTLD_DEFAULT, symbol);
  Dl_info info;
  if (!s || !dladdr(s, &info) || !info.dli_fname) return "";
  char buf[PATH_MAX];
  const char* real = realpath(info.dli_fname, buf);
  std::string p = real ? real : info.dli_fname;
  const size_t lib = p.rfind("/lib/");  // name the package directory, not the machine's prefix
  return lib == std::string::npos ? p : p.substr(lib + 1);
}

std::string AtenBlas() {
#ifdef ACLNN_BENCH_WITH_TORCH
  std::string where = LibraryOf("sgemm_");
  if (where.empty()) return "none found (ATen's GEMMs fall back to its own loops)";
  using Str = char* (*)();
  auto config = reinterpret_cast<Str>(dlsym(RTLD_DEFAULT, "openblas_get_config"));
  auto core = reinterpret_cast<Str>(dlsym(RTLD_DEFAULT, "openblas_get_corename"));
  std::string s = where;
  if (config) s += std::string(" (") + config() + (core ? std::string(", core ") + core() : "") + ")";
  else s += " (not OpenBLAS: reference BLAS?)";
  return s;
#else
  return "n/a (built without libtorch)";
#endif
}

std::string AtenVersion() {
#ifdef ACLNN_BENCH_WITH_TORCH
  return std::to_string(TORCH_VERSION_MAJOR) + "." + std::to_string(TORCH_VERSION_MINOR) + "." +
         std::to_string(TORCH_VERSION_PATCH);
#else
  return "n/a";
#endif
}

const bool kRegistered = [] {
  benchmark::AddCustomContext("cpu_model", CpuModel());
  benchmark::AddCustomContext("cpu_features", CpuFeatures());
  benchmark::AddCustomContext("simd_target", aclnnCpuSimdTarget());
  benchmark::AddCustomContext("threads", std::to_string(Threads()));
  benchmark::AddCustomContext("aten", AtenVersion());
  benchmark::AddCustomContext("aten_blas", AtenBlas());
  const char* core = std::getenv("OPENBLAS_CORETYPE");
  benchmark::AddCustomContext("openblas_coretype_env", core ? core : "unset");
  return true;
}();

}  // namespace
}  // namespace bench
