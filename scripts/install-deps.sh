#!/usr/bin/env bash
# Installs the system packages animrender builds against, if any is missing.
# Idempotent: does nothing when cairo (with FreeType), libpng and DejaVu are present.
set -euo pipefail
need=0
pkg-config --exists cairo-ft libpng 2>/dev/null || need=1
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need=1
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || need=1
if [ "$need" = 1 ] || [ "${1:-}" = "--force" ]; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "installing libcairo2-dev libpng-dev fonts-dejavu-core pkg-config …" >&2
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y libcairo2-dev libpng-dev fonts-dejavu-core pkg-config
fi
