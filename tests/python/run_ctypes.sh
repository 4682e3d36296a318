#!/usr/bin/env bash
# Runs tests/python/test_ctypes.py with Debian's python3 + numpy against a fresh install of the
# build (the same way tests/examples.sh gets its prefix), in the environment of its set_env.sh;
# then the snippet of README.md's "From Python" section, which must run.
#   usage: tests/python/run_ctypes.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
py=/usr/bin/python3
if [ ! -x "$py" ]; then
  echo "FAIL: $py not found (Debian package python3-numpy; scripts/setup.sh test installs it)"; exit 1
fi
if ! "$py" -c "import numpy" 2>/dev/null; then
  echo "FAIL: numpy is missing for $py (Debian package python3-numpy; scripts/setup.sh test installs it)"; exit 1
fi
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
# shellcheck disable=SC1091
source "$prefix/set_env.sh"
status=0
"$py" "$src/tests/python/test_ctypes.py" || status=1
# The first python block after "## From Python" in the README.
awk '/^## From Python/ {on = 1} on && /^```python$/ {grab = 1; next} grab && /^```$/ {exit} grab' \
  "$src/README.md" >"$prefix/readme_snippet.py"
if [ -s "$prefix/readme_snippet.py" ] && "$py" "$prefix/readme_snippet.py" >"$prefix/readme.out" 2>&1; then
  echo "ok   README \"From Python\" snippet"
else
  echo "FAIL README \"From Python\" snippet"; cat "$prefix/readme.out" 2>/dev/null || true; status=1
fi
exit $status
