// Internal functions that the project's own tests and tools call directly. They are exported from
// the shared library (default visibility) but are not part of the CANN API and carry no ABI promise.
#pragma once

#define ACLNN_CPU_INTERNAL_API __attribute__((visibility("default")))
