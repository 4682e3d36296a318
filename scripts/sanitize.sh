#!/usr/bin/env bash
# Sanitizer runs (part of the test command; docs/reliability.md):
#   1. the whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer, LeakSanitizer
#      included, in quick mode (ACLNN_TEST_QUICK=1 samples the exhaustive conversion test);
#   2. the concurrency, lifetime and determinism tests (test_reliability, test_core's runtime,
#      meta and concurrency tests) under ThreadSanitizer, with the library's own std::thread
#      workers instead of OpenMP so that every synchronisation is visible to TSan;
#   3. the CANN-style example programs under valgrind (memcheck, definite leaks are errors),
#      when valgrind is installed, against the prefix scripts/setup.sh installed.
# Any report fails the run. The libFuzzer targets run from scripts/fuzz.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
jobs=$(nproc)
# Sanitizer builds compile one Highway target (HWY_COMPILE_ONLY_STATIC, see CMakeLists.txt). Without
# ISA flags that target is EMU128: slow to compile under the sanitizers, and it would leave the real
# SIMD kernels (and their tail handling) unchecked. So build the best instruction set this machine
# has as the static target (an explicit ISA level, not -march=native).
isa_flags() {
  local f
  f=" $(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | cut -d: -f2) "
  has() { for x in "$@"; do [[ "$f" == *" $x "* ]] || return 1; done; }
  local avx2="-mavx2 -mfma -mbmi -mbmi2 -mf16c -mlzcnt -mpclmul -maes -msse4.2"
  # Not AVX-512: GCC 12 under ASan does not always give 64-byte-aligned stack slots, and its
  # aligned zmm spills then fault at random (seen in GeluV2 tests). AVX2 needs 32 bytes, which holds.
  if has avx2 fma bmi1 bmi2 f16c abm pclmulqdq aes sse4_2; then echo "$avx2"
  elif has ssse3; then echo "-mssse3"
  fi
}
isa=$(isa_flags)
# -g1: line tables, all the sanitizers' reports need; a third less compile time than -g.
common=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DACLNN_CPU_BUILD_BENCH=OFF "-DCMAKE_C_FLAGS=$isa" "-DCMAKE_CXX_FLAGS=$isa"
        "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG")

echo "== ASan + UBSan: configure and build"
cmake -S . -B build-asan "${common[@]}" -DACLNN_CPU_SANITIZE=address,undefined >/dev/null
cmake --build build-asan -j "$jobs"
echo "== ASan + UBSan + LSan: every test"
(cd build-asan && ACLNN_TEST_QUICK=1 ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1 \
   UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest -j "$jobs" -LE examples --output-on-failure --timeout 1800)

echo "== TSan: configure and build"
cmake -S . -B build-tsan "${common[@]}" -DACLNN_CPU_SANITIZE=thread -DACLNN_CPU_USE_OPENMP=OFF >/dev/null
cmake --build build-tsan -j "$jobs" --target test_core test_reliability
echo "== TSan: concurrency, lifetime and determinism tests"
(cd build-tsan && TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:report_signal_unsafe=0:suppressions="$root/tests/reliability/tsan.supp" \
   ctest -j "$jobs" -R "Concurrency|Runtime|Meta|Lifetime|Determinism|Reliability" --output-on-failure --timeout 1800)

# valgrind 3.19 reports RDTSCP in the CPUID it shows the program whatever the host has, and
# libhwy's load-time timer calibration then executes RDTSCP, which valgrind cannot run on a host
# without it: every program linked to libhwy dies with SIGILL before main (seen on KVM guests that
# hide RDTSCP). There the run cannot say anything about our code, so it is skipped with a message.
cpu_flags=" $(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | cut -d: -f2) "
if command -v valgrind >/dev/null 2>&1 && [[ "$(uname -m)" == x86_64 && "$cpu_flags" != *" rdtscp "* ]]; then
  echo "== valgrind skipped: this x86-64 CPU does not expose RDTSCP, which valgrind 3.19 makes libhwy execute"
elif command -v valgrind >/dev/null 2>&1; then
  echo "== valgrind: the example programs"
  prefix="$root/install"
  [ -f "$prefix/set_env.sh" ] || cmake --install build --prefix "$prefix" >/dev/null
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  # One program per CPU at a time (each is single-threaded under valgrind's serialization).
  valgrind_one() {  # examples/NAME.cpp -> 0 when clean
    local cpp=$1 name
    name=$(basename "$cpp" .cpp)
    g++ -g "$cpp" -I "$prefix/include" -I "$prefix/include/aclnnop" -I "$prefix/include/aclnn" \
      -L "$prefix/lib64" -lopapi_nn -lopapi_math -lascendcl -lnnopbase -o "$tmp/$name" || return 1
    # valgrind 3.19 does not decode AVX-512: cap the library's and oneDNN's instruction sets.
    if LD_LIBRARY_PATH="$prefix/lib64" ACLNN_CPU_MAX_TARGET=AVX2 ONEDNN_MAX_CPU_ISA=AVX2 \
       valgrind -q --error-exitcode=99 --leak-check=full --show-leak-kinds=definite \
       --errors-for-leak-kinds=definite "$tmp/$name" >"$tmp/$name.out" 2>&1; then
      echo "ok   $name"
    else
      echo "FAIL $name"; cat "$tmp/$name.out"; return 1
    fi
  }
  export -f valgrind_one
  export prefix tmp
  fail=0
  printf '%s\n' examples/*.cpp | xargs -P "$jobs" -I{} bash -c 'valgrind_one {}' || fail=1
  [ "$fail" -eq 0 ] || exit 1
else
  echo "== valgrind not installed: skipping the valgrind run of the examples"
fi
