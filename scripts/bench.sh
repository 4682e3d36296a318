#!/usr/bin/env bash
# Reproduces docs/performance.md: builds the benchmark (with libtorch for the ATen columns when it
# is installed: apt-get install libtorch-dev), runs every benchmark once on an idle machine with
# 2 threads, and prints the table.   usage: scripts/bench.sh [benchmark-filter-regex]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DACLNN_CPU_BUILD_TESTS=OFF >/dev/null
cmake --build build-bench --target aclnn_bench -j "$(nproc)"
ACLNN_BENCH_THREADS=${ACLNN_BENCH_THREADS:-2} ./build-bench/bench/aclnn_bench \
  --benchmark_filter="${1:-.}" --benchmark_out=build-bench/bench.json --benchmark_out_format=json
python3 scripts/perf_table.py build-bench/bench.json
