#!/usr/bin/env bash
# One-step set-up on a fresh Debian 12 machine.
#   scripts/setup.sh demo   install what is needed, build, install to ./install, run the demo
#   scripts/setup.sh test   the same, then run every test (unit, conformance, examples, sanitizers)
set -euo pipefail
mode=${1:-demo}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# shellcheck source=scripts/packages.sh
source scripts/packages.sh
pkgs="build-essential cmake ninja-build pkg-config libhwy-dev libdnnl-dev ocl-icd-opencl-dev libgtest-dev libgmock-dev \
libbenchmark-dev nlohmann-json3-dev libcli11-dev"
[ "$mode" = test ] && pkgs="$pkgs clang libclang-rt-14-dev python3-numpy"
# shellcheck disable=SC2086
install_missing $pkgs

jobs=$(nproc)
echo "== configure and build (Release)"
# libtorch is only for the benchmark comparison (scripts/bench.sh builds that separately).
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DACLNN_CPU_WITH_TORCH=OFF >/dev/null
cmake --build build -j "$jobs"
cmake --install build --prefix "$root/install" >/dev/null

echo "== demo: the CANN-style sample programs, built against ./install"
bash tests/examples.sh "$root" "$root/build"

if [ "$mode" = test ]; then
  echo "== unit, conformance and example tests"
  # examples_installed is tests/examples.sh, which the demo above has just run.
  (cd build && ctest -j "$jobs" --output-on-failure --timeout 900 -E '^examples_installed$')
  if [ -x scripts/sanitize.sh ]; then
    echo "== sanitizer runs"
    bash scripts/sanitize.sh
  fi
  bash scripts/fuzz.sh  # every libFuzzer target, 30000 executions from a fixed seed, under ASan + UBSan (docs/reliability.md)
fi
