# Cross-compiling for ARM64 (aarch64) Linux with Debian's cross toolchain
# (crossbuild-essential-arm64) against an arm64 Debian root (the sysroot) that holds the
# project's dependencies: scripts/arm64.sh makes one and builds and tests with this file.
#   cmake -S . -B build-arm64 -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake \
#         -DACLNN_CPU_ARM64_SYSROOT=/path/to/arm64-root
# Tests and examples run through qemu-user (CMAKE_CROSSCOMPILING_EMULATOR), so ctest works as on
# a native build.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)

set(ACLNN_CPU_ARM64_SYSROOT "$ENV{ACLNN_CPU_ARM64_SYSROOT}" CACHE PATH "arm64 Debian root with the dependencies")
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES ACLNN_CPU_ARM64_SYSROOT)  # seen by try_compile too
if(NOT ACLNN_CPU_ARM64_SYSROOT)
  message(FATAL_ERROR "set ACLNN_CPU_ARM64_SYSROOT (cache or environment) to an arm64 Debian root")
endif()
set(CMAKE_SYSROOT "${ACLNN_CPU_ARM64_SYSROOT}")
set(CMAKE_FIND_ROOT_PATH "${ACLNN_CPU_ARM64_SYSROOT}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64 -L "${ACLNN_CPU_ARM64_SYSROOT}")
