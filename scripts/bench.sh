#!/usr/bin/env bash
# Reproduces docs/performance.md: builds the benchmark (with libtorch for the ATen columns when it
# is installed: apt-get install libtorch-dev), makes sure ATen's GEMMs run on an optimized BLAS,
# runs every benchmark with 2 threads and then with 1 thread on an idle machine (ACLNN_BENCH_REPS
# randomly interleaved repetitions each, 3 unless set), and prints one table with both.
# usage: scripts/bench.sh [benchmark-filter-regex]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# A fair ATen: Debian's libtorch-dev pulls only the reference BLAS, on which its fp32 conv_tbc runs
# at a few GFLOP/s. Use OpenBLAS, in its OpenMP build (the threading libtorch itself uses), and let
# it pick its kernels for this CPU (no OPENBLAS_CORETYPE override).
unset OPENBLAS_CORETYPE
if dpkg -s libtorch-dev >/dev/null 2>&1; then
  # shellcheck source=scripts/packages.sh
  source scripts/packages.sh
  install_missing libopenblas0-openmp  # the BLAS under ATen
  multiarch=$(gcc -print-multiarch)
  for lib in libblas.so.3 liblapack.so.3; do
    want=/usr/lib/$multiarch/openblas-openmp/$lib
    now=$(update-alternatives --query "$lib-$multiarch" 2>/dev/null | sed -n 's/^Value: //p')
    if [ "$now" != "$want" ]; then
      echo "== pointing $lib at OpenBLAS (was: ${now:-unset})"
      $SUDO update-alternatives --set "$lib-$multiarch" "$want"
    fi
  done
fi

cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DACLNN_CPU_BUILD_TESTS=OFF >/dev/null
cmake --build build-bench --target aclnn_bench -j "$(nproc)"
# Repetitions, randomly interleaved across all benchmarks of a run, so that a slow phase of a shared
# host hits ours and ATen alike; the table takes each benchmark's median repetition.
reps=${ACLNN_BENCH_REPS:-3}
runs=()
for t in 2 1; do
  echo "== $t thread(s)"
  ACLNN_BENCH_THREADS=$t ./build-bench/bench/aclnn_bench --benchmark_filter="${1:-.}" \
    --benchmark_repetitions="$reps" --benchmark_enable_random_interleaving=true \
    --benchmark_out="build-bench/bench-t$t.json" --benchmark_out_format=json
  runs+=("build-bench/bench-t$t.json")
done
python3 scripts/perf_table.py "${runs[@]}"
