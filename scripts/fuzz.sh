#!/usr/bin/env bash
# libFuzzer runs of every target in fuzz/ (docs/reliability.md), under ASan + UBSan.
#   scripts/fuzz.sh                 what CI runs: each target for 30000 executions (at most 90 s)
#   scripts/fuzz.sh 3600            each target for an hour
#   scripts/fuzz.sh 600 conv_tbc    only the targets whose name contains "conv_tbc"
# Environment: FUZZ_JOBS   targets run at once (default: the number of cores)
#              FUZZ_RUNS   stop each target after this many executions instead of after a time
#              FUZZ_SEED   libFuzzer's seed (default 1). With the default run, a fixed seed and a
#                          fixed execution count make CI's run the same inputs on every machine:
#                          it repeats what was checked before a change landed instead of flipping
#                          with luck or speed. Search for new findings with FUZZ_SEED=0 (a new seed
#                          each run) and long runs.
# New inputs go to build-fuzz/corpus/<target> (the committed seeds in fuzz/corpus/<target> are
# only read); a finding is written to build-fuzz/artifacts/ and fails the run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
secs=${1:-}
filter=${2:-}
jobs=${FUZZ_JOBS:-$(nproc)}
build=build-fuzz
# Sanitizer builds compile one Highway target (HWY_COMPILE_ONLY_STATIC, see CMakeLists.txt). Without
# ISA flags that target is EMU128: slow to compile under the sanitizers, and it would leave the real
# SIMD kernels (and their tail handling) unchecked. So build the best instruction set this machine
# has as the static target (an explicit ISA level, not -march=native).
isa_flags() {
  local f
  f=" $(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | cut -d: -f2) "
  has() { for x in "$@"; do [[ "$f" == *" $x "* ]] || return 1; done; }
  local avx2="-mavx2 -mfma -mbmi -mbmi2 -mf16c -mlzcnt -mpclmul -maes -msse4.2"
  if has avx512f avx512vl avx512dq avx512bw avx2 fma bmi2 f16c; then echo "-mavx512f -mavx512vl -mavx512dq -mavx512bw $avx2"
  elif has avx2 fma bmi1 bmi2 f16c abm pclmulqdq aes sse4_2; then echo "$avx2"
  elif has ssse3; then echo "-mssse3"
  fi
}
isa=$(isa_flags)

echo "== fuzz: configure and build (clang, ASan + UBSan + libFuzzer coverage)"
CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" \
  -DACLNN_CPU_BUILD_TESTS=OFF -DACLNN_CPU_BUILD_BENCH=OFF -DACLNN_CPU_USE_OPENMP=OFF \
  -DACLNN_CPU_BUILD_FUZZ=ON -DACLNN_CPU_SANITIZE=address,undefined,fuzzer-no-link \
  "-DCMAKE_C_FLAGS=$isa" "-DCMAKE_CXX_FLAGS=$isa" -DCMAKE_CXX_COMPILER_LAUNCHER="$root/fuzz/clang14_launcher.sh" >/dev/null
targets=()
for src in fuzz/fuzz_*.cc; do
  name=$(basename "$src" .cc)
  [ "$name" = fuzz_common ] && continue
  [[ -n "$filter" && "$name" != *"$filter"* ]] && continue
  targets+=("$name")
done
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}"
mkdir -p "$build/artifacts" "$build/logs"
if [ -n "${FUZZ_RUNS:-}" ]; then limit="-runs=$FUZZ_RUNS"
elif [ -n "$secs" ]; then limit="-max_total_time=$secs"
else limit="-runs=30000 -max_total_time=90"; fi

run_one() {  # target -> exit status of the fuzzer
  local t=$1
  mkdir -p "$build/corpus/$t" "fuzz/corpus/$t"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:allocator_may_return_null=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/fuzz/$t" $limit -seed="$seed" -timeout=30 -rss_limit_mb=3072 -print_final_stats=1 \
      -artifact_prefix="$build/artifacts/$t-" "$build/corpus/$t" "fuzz/corpus/$t" >"$build/logs/$t.log" 2>&1
}
export -f run_one
seed=${FUZZ_SEED:-1}
export build limit seed

echo "== fuzz: ${#targets[@]} targets, $limit each, $jobs at a time"
status=0
rm -f "$build/logs/failed"
printf '%s\n' "${targets[@]}" | xargs -P "$jobs" -I{} bash -c 'run_one {} || echo {} >>"$build/logs/failed"' || true
printf '%-34s %14s %10s %8s  %s\n' target executions exec/s corpus result
for t in "${targets[@]}"; do
  log="$build/logs/$t.log"
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  corpus=$(ls "$build/corpus/$t" | wc -l)
  if grep -qx "$t" "$build/logs/failed" 2>/dev/null; then
    result=FAIL; status=1
  else
    result=ok
  fi
  printf '%-34s %14s %10s %8s  %s\n' "$t" "$execs" "$rate" "$corpus" "$result"
done
rm -f "$build/logs/failed"
if [ "$status" -ne 0 ]; then
  echo "== fuzz: FINDINGS (logs in $build/logs, reproducers in $build/artifacts):"
  for t in "${targets[@]}"; do grep -l "ERROR\|FUZZ FINDING\|runtime error" "$build/logs/$t.log" >/dev/null 2>&1 && tail -n 40 "$build/logs/$t.log"; done
fi
exit $status
