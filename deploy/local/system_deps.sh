#!/usr/bin/env bash
# Installs the system programs the local stack and the tests need, when they are missing:
# redis-server (Debian package), Node.js + npm (for the Hardhat devchain) and, for the tests,
# Chromium (for the human page's end-to-end test).
set -euo pipefail

need=()
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
command -v node >/dev/null 2>&1 || need+=(nodejs)
command -v npm >/dev/null 2>&1 || need+=(npm)
# the human page's end-to-end test drives Debian's Chromium (tests only: pass --with-browser)
if [ "${1:-}" = "--with-browser" ]; then
  [ -x /usr/bin/chromium ] || need+=(chromium)
fi
[ ${#need[@]} -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing system packages: ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
