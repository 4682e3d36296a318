#!/usr/bin/env bash
# Compiler launcher for the clang fuzz build only (scripts/fuzz.sh).
# clang 14 rejects lambdas that capture structured bindings (C++20, implemented in clang 16; GCC
# accepts it). A source that writes `for (auto [name, t] : ...)` and captures name/t in a lambda is
# compiled from a copy in which the loop binds ordinary variables; every other file is compiled
# unchanged. The library's sources bind ordinary variables themselves (the launcher then does
# nothing); it stays for a loop whose header fits on one line.
#
# Known open findings (reported, regression tests in tests/reliability/regression_test.cc): until
# their owners fix them, the one check each trips is switched off for that file only, so that the
# fuzzers can run past them. Delete a line once its fix has landed.
set -euo pipefail
args=("$@")
extra=()
for a in "$@"; do
  case "$a" in
  esac
done
for i in "${!args[@]}"; do
  src=${args[$i]}
  if [[ "$src" == *.cc && -f "$src" ]] && grep -q 'for (auto \[name, t\] : ' "$src"; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    sed 's/for (auto \[name, t\] : \(.*\))$/for (const auto\& nt_ : \1) if (const char* name = nt_.first; true) if (const aclTensor* t = nt_.second; true)/' \
      "$src" >"$tmp/$(basename "$src")"
    args[$i]="$tmp/$(basename "$src")"
    "${args[@]}" "${extra[@]}" -Wno-dangling-else -iquote "$(dirname "$src")"
    exit $?
  fi
done
exec "$@" "${extra[@]}"
