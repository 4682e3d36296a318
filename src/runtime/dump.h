// What the dump configuration (src/runtime/acl_dump.cc) and the runtime (src/runtime/runtime.cc)
// need from each other.
#pragma once

namespace aclnn_cpu {

// True between a successful aclInit and the aclFinalize after it (runtime.cc).
bool AclInitialized();

// Ends an aclmdlInitDump that aclmdlFinalizeDump did not end, and forgets the dump path; aclFinalize
// calls it, so the next aclInit starts with dump not initialized (acl_dump.cc).
// Both may throw (a mutex that cannot be locked): callers are function-try-blocks.
void EndDump();

}  // namespace aclnn_cpu
