#include "core/verbose.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace aclnn_cpu {

bool Verbose() {
  static const bool on = [] {
    const char* e = std::getenv("ACLNN_CPU_VERBOSE");
    return e != nullptr && std::strcmp(e, "0") != 0 && *e != '\0';
  }();
  return on;
}

void LogImplementation(const char* api, const char* impl) {
  if (Verbose()) std::fprintf(stderr, "aclnn-cpu: %s: %s\n", api, impl);
}

}  // namespace aclnn_cpu
