// tests/compat/acl_mdl_dump.c compiled as C++ (tests/CMakeLists.txt).
#include "../compat/acl_mdl_dump.c"
