// The operators the library exports, read from its own dynamic symbol table: every defined
// aclnn<Op>GetWorkspaceSize names an operator <Op>. The reliability tests require a case for each,
// so a new operator without one fails them.
#pragma once

#include <string>
#include <vector>

namespace rel {

// <Op> of every aclnn<Op>GetWorkspaceSize defined in the shared object that holds aclnnGeluV2
// (libascendcl.so), sorted; empty when the object cannot be read.
std::vector<std::string> ExportedOperators();

}  // namespace rel
