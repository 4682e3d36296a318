#!/usr/bin/env bash
# Installs the build into a fresh CANN-style prefix, compiles every examples/*.cpp against it
# with a plain CANN-style command line, runs it, and compares its output with <name>.expected;
# then the same through find_package, pkg-config, other CANN link lines (-lhccl, the CANN 8.0-8.3
# library names), and dlopen() of every shipped library name.
#   usage: tests/examples.sh SOURCE_DIR BUILD_DIR
# A cross build (cmake/aarch64-linux-gnu.cmake) sets ACLNN_EXAMPLES_CXX / _CC (the target's
# compilers with their flags), ACLNN_EXAMPLES_RUN (the emulator that runs the target's programs)
# and ACLNN_EXAMPLES_CMAKE_ARGS (the toolchain for the find_package consumer).
set -euo pipefail
read -ra cxx <<<"${ACLNN_EXAMPLES_CXX:-g++}"
read -ra cc <<<"${ACLNN_EXAMPLES_CC:-gcc}"
read -ra run <<<"${ACLNN_EXAMPLES_RUN:-}"
read -ra cmake_args <<<"${ACLNN_EXAMPLES_CMAKE_ARGS:-}"
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
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
  "${cxx[@]}" "$cpp" -I "$ASCEND_HOME_PATH/include" -I "$ASCEND_HOME_PATH/include/aclnnop" -I "$ASCEND_HOME_PATH/include/aclnn" \
    -L "$ASCEND_HOME_PATH/lib64" -lopapi_nn -lopapi_math -lascendcl -lnnopbase -o "$exe" 2>"$prefix/$name.cc.log" || {
    echo "FAIL $name: does not compile"; cat "$prefix/$name.cc.log"; fail=$((fail + 1)); continue; }
  if ! "${run[@]}" "$exe" >"$prefix/$name.out" 2>&1; then
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
# The same library through CMake's find_package and through pkg-config.
mkdir -p "$prefix/cmake-consumer"
cat >"$prefix/cmake-consumer/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.18)
project(consumer CXX)
find_package(aclnn_cpu REQUIRED)
add_executable(gelu_v2 "$src/examples/test_aclnn_gelu_v2.cpp")
target_link_libraries(gelu_v2 PRIVATE aclnn_cpu::aclnn_cpu)
CMAKE
consumer=(-DCMAKE_PREFIX_PATH="$prefix")
# A cross toolchain confines package searches to the target's root: name the package's folder.
[ ${#cmake_args[@]} -eq 0 ] || consumer+=("${cmake_args[@]}" -Daclnn_cpu_DIR="$prefix/share/cmake/aclnn_cpu")
if cmake -S "$prefix/cmake-consumer" -B "$prefix/cmake-consumer/build" "${consumer[@]}" >"$prefix/cm.log" 2>&1 &&
   cmake --build "$prefix/cmake-consumer/build" >>"$prefix/cm.log" 2>&1 &&
   diff <("${run[@]}" "$prefix/cmake-consumer/build/gelu_v2" | grep result) "$src/examples/test_aclnn_gelu_v2.expected" >/dev/null; then
  echo "ok   find_package(aclnn_cpu)"; pass=$((pass + 1))
else
  echo "FAIL find_package(aclnn_cpu)"; cat "$prefix/cm.log"; fail=$((fail + 1))
fi
# shellcheck disable=SC2046
if "${cxx[@]}" "$src/examples/test_aclnn_gelu_v2.cpp" $(pkg-config --cflags --libs aclnn_cpu) -o "$prefix/pc" 2>"$prefix/pc.log" &&
   diff <("${run[@]}" "$prefix/pc" | grep result) "$src/examples/test_aclnn_gelu_v2.expected" >/dev/null; then
  echo "ok   pkg-config aclnn_cpu"; pass=$((pass + 1))
else
  echo "FAIL pkg-config aclnn_cpu"; cat "$prefix/pc.log"; fail=$((fail + 1))
fi

# Other CANN link lines, same program and output: the transformer samples' (-lpthread -lhccl
# added), and one naming only the CANN 8.0-8.3 op libraries (no -lopapi*) plus acl_op_compiler.
link_case() {  # link_case LABEL LINK-FLAGS...
  local label=$1 exe="$prefix/link_case"
  shift
  if "${cxx[@]}" "$src/examples/test_aclnn_gelu_backward_v2.cpp" -I "$ASCEND_HOME_PATH/include" \
       -I "$ASCEND_HOME_PATH/include/aclnnop" -I "$ASCEND_HOME_PATH/include/aclnn" -L "$ASCEND_HOME_PATH/lib64" \
       "$@" -o "$exe" 2>"$prefix/link.log" &&
     diff <("${run[@]}" "$exe" | grep -i result) "$src/examples/test_aclnn_gelu_backward_v2.expected" >>"$prefix/link.log" 2>&1; then
    echo "ok   $label"; pass=$((pass + 1))
  else
    echo "FAIL $label"; cat "$prefix/link.log"; fail=$((fail + 1))
  fi
}
link_case "link -lpthread -lhccl" -lopapi_nn -lopapi_math -lascendcl -lnnopbase -lpthread -lhccl
link_case "link CANN 8.0-8.3 names" -laclnn_ops_infer -laclnn_ops_train -laclnn_math -laclnn_rand \
  -laclnn_sparse -laclnn_fft -laclnn_adv_infer -laclnn_adv_train -lacl_op_compiler -lascendcl -lnnopbase
# Every shipped library name dlopen()s and resolves aclnn symbols (tests/compat/dlopen_names.c).
if "${cc[@]}" "$src/tests/compat/dlopen_names.c" -o "$prefix/dlopen_names" -ldl 2>"$prefix/dl.log" &&
   "${run[@]}" "$prefix/dlopen_names" >>"$prefix/dl.log" 2>&1; then
  echo "ok   $(tail -n 1 "$prefix/dl.log")"; pass=$((pass + 1))
else
  echo "FAIL dlopen names"; cat "$prefix/dl.log"; fail=$((fail + 1))
fi

# Runtime headers compiled as C and as C++ against the prefix, linked with the CANN link line, and
# run (tests/compat): acl/acl_op.h (the single-operator interface, not available: each kind of its
# functions reports the status), and acl/acl.h with acl_mdl.h plus acl_dump.h (the dump switches
# around a program and a model function).
for check in "acl_op_unavailable:acl/acl_op.h" "acl_mdl_dump:acl/acl_mdl.h and acl/acl_dump.h"; do
  file=${check%%:*} what=${check#*:}
  for lang in c c++; do
    if [ "$lang" = c ]; then compiler=("${cc[@]}"); else compiler=("${cxx[@]}" -x c++); fi
    if "${compiler[@]}" "$src/tests/compat/$file.c" -I "$ASCEND_HOME_PATH/include" \
         -I "$ASCEND_HOME_PATH/include/aclnnop" -I "$ASCEND_HOME_PATH/include/aclnn" -L "$ASCEND_HOME_PATH/lib64" \
         -lopapi_nn -lopapi_math -lascendcl -lnnopbase -o "$prefix/${file}_$lang" 2>"$prefix/$file.log" &&
       "${run[@]}" "$prefix/${file}_$lang" >>"$prefix/$file.log" 2>&1; then
      echo "ok   $what as $lang"; pass=$((pass + 1))
    else
      echo "FAIL $what as $lang"; cat "$prefix/$file.log"; fail=$((fail + 1))
    fi
  done
done

echo "examples: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
