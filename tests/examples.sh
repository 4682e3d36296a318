#!/usr/bin/env bash
# Installs the build into a fresh CANN-style prefix, compiles every examples/*.cpp against it
# with a plain CANN-style command line, runs it, and compares its output with <name>.expected.
#   usage: tests/examples.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1
build=$2
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
# shellcheck disable=SC1091
source "$prefix/set_env.sh"
fail=0
pass=0
for cpp in "$src"/examples/*.cpp; do
  name=$(basename "$cpp" .cpp)
  exe="$prefix/$name"
  # The ops-nn sample build line (runtime.md §1.2), unchanged but for the prefix.
  g++ "$cpp" -I "$ASCEND_HOME_PATH/include" -I "$ASCEND_HOME_PATH/include/aclnnop" -I "$ASCEND_HOME_PATH/include/aclnn" \
    -L "$ASCEND_HOME_PATH/lib64" -lopapi_nn -lopapi_math -lascendcl -lnnopbase -o "$exe" 2>"$prefix/$name.cc.log" || {
    echo "FAIL $name: does not compile"; cat "$prefix/$name.cc.log"; fail=$((fail + 1)); continue; }
  if ! "$exe" >"$prefix/$name.out" 2>&1; then
    echo "FAIL $name: exit status $?"; cat "$prefix/$name.out"; fail=$((fail + 1)); continue
  fi
  if grep -qi "failed" "$prefix/$name.out"; then
    echo "FAIL $name: printed a failure"; cat "$prefix/$name.out"; fail=$((fail + 1)); continue
  fi
  if [ -f "$src/examples/$name.expected" ]; then
    if ! diff <(grep -i "result" "$prefix/$name.out") "$src/examples/$name.expected" >"$prefix/$name.diff"; then
      echo "FAIL $name: output differs from $name.expected"; cat "$prefix/$name.diff"; fail=$((fail + 1)); continue
    fi
  else
    echo "FAIL $name: no $name.expected"; fail=$((fail + 1)); continue
  fi
  echo "ok   $name"
  pass=$((pass + 1))
done
echo "examples: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
