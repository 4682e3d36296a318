# Sourced by the scripts that install what they need (setup.sh, arm64.sh, bench.sh):
#   SUDO                  empty as root, else sudo
#   install_missing P...  apt-get installs those of the Debian packages P that are not installed
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
install_missing() {
  local missing="" p
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
  [ -n "$missing" ] || return 0
  echo "== installing:$missing"
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
}
