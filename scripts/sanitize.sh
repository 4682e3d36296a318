#!/usr/bin/env bash
# Sanitizer runs (part of the test command):
#   1. the whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer (LeakSanitizer
#      included), in quick mode (ACLNN_TEST_QUICK=1 samples the exhaustive conversion test);
#   2. the concurrency tests under ThreadSanitizer, with the library's own std::thread pool instead
#      of OpenMP so that every synchronisation is visible to TSan.
# Any report fails the run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
jobs=$(nproc)
common=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DACLNN_CPU_BUILD_BENCH=OFF)

echo "== ASan + UBSan: configure and build"
cmake -S . -B build-asan "${common[@]}" -DACLNN_CPU_SANITIZE=address,undefined >/dev/null
cmake --build build-asan -j "$jobs"
echo "== ASan + UBSan: every test"
(cd build-asan && ACLNN_TEST_QUICK=1 ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
   UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest -j "$jobs" -LE examples --output-on-failure --timeout 1800)

echo "== TSan: configure and build"
cmake -S . -B build-tsan "${common[@]}" -DACLNN_CPU_SANITIZE=thread -DACLNN_CPU_USE_OPENMP=OFF >/dev/null
cmake --build build-tsan -j "$jobs" --target test_core
echo "== TSan: concurrency tests"
(cd build-tsan && TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
   ctest -j 1 -R "Concurrency|Runtime|Meta" --output-on-failure --timeout 1800)
