#!/usr/bin/env bash
# ARM64 (aarch64) from an x86-64 Debian 12 machine: Debian's cross compiler, an arm64 Debian root
# holding the dependencies (made once with mmdebstrap, from the machine's own apt sources), and
# qemu-user to run what was built.
#   scripts/arm64.sh build   install what is needed, cross-build library, tests and benchmark
#   scripts/arm64.sh test    the same, then every test under qemu-user (ctest, as on x86-64)
# The root lives in build-arm64-root/ (ACLNN_CPU_ARM64_SYSROOT to use another); the build in
# build-arm64/. ctest's -R/-E/-L may follow the mode: scripts/arm64.sh test -L core
set -euo pipefail
mode=${1:-build}
shift || true
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# shellcheck source=scripts/packages.sh
source scripts/packages.sh
install_missing crossbuild-essential-arm64 qemu-user mmdebstrap cmake ninja-build

sysroot=${ACLNN_CPU_ARM64_SYSROOT:-$root/build-arm64-root}
# The target's packages: the same libraries the x86-64 build uses, plus its C/C++ runtime.
target_pkgs="libc6-dev,libstdc++-12-dev,libgomp1,libhwy-dev,libdnnl-dev,libgtest-dev,libgmock-dev,\
libbenchmark-dev,nlohmann-json3-dev,libcli11-dev"
stamp="$sysroot/.aclnn-cpu-packages"
if [ "$(cat "$stamp" 2>/dev/null)" != "$target_pkgs" ]; then
  echo "== arm64 root with the dependencies: $sysroot"
  # The machine's own Debian mirror and release, from its apt configuration.
  mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
  [ -n "$mirror" ] || mirror=$(awk '$1 == "deb" {print $2; exit}' /etc/apt/sources.list)
  suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
  rm -rf "$sysroot"
  # extract: unpack the packages and their dependencies, run nothing of the target's.
  mmdebstrap --quiet --arch=arm64 --variant=extract --include="$target_pkgs" "$suite" "$sysroot" "$mirror"
  echo "$target_pkgs" >"$stamp"
fi

echo "== cross-build for aarch64 (Release)"
cmake -S . -B build-arm64 -G Ninja -DCMAKE_BUILD_TYPE=Release -DACLNN_CPU_WITH_TORCH=OFF \
  -DCMAKE_TOOLCHAIN_FILE="$root/cmake/aarch64-linux-gnu.cmake" -DACLNN_CPU_ARM64_SYSROOT="$sysroot" >/dev/null
cmake --build build-arm64 -j "$(nproc)"
echo "built for: $(readelf -h build-arm64/src/libascendcl.so | sed -n 's/^ *Machine: *//p')"

if [ "$mode" = test ]; then
  echo "== every test under qemu-user (aarch64, NEON)"
  # ACLNN_TEST_QUICK: the sanitizer runs' scale (fewer dtype and mode repeats in the longest tests),
  # as emulation runs them about ten times slower.
  (cd build-arm64 && ACLNN_TEST_QUICK=1 ctest -j "$(nproc)" --output-on-failure --timeout 3000 "$@")
fi
