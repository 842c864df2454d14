#!/usr/bin/env bash
# Installs what animrender builds and tests against, if anything is missing. Idempotent:
# does nothing when cairo (with FreeType), libpng, libdeflate, DejaVu (the tool's own labels),
# Inter (the system font's stand-in: every weight, text and display cuts), Debian's Chromium, ffmpeg
# (--video, --gif and their tests) and the Python
# packages (pixelmatch and Pillow for the diff agreement tests; Playwright, which drives
# that Chromium in the viewer tests — it never downloads a browser of its own) are present.
set -euo pipefail
need=0
pkg-config --exists cairo-ft libpng libdeflate 2>/dev/null || need=1
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need=1
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || need=1
for style in Thin ExtraLight Light Regular Medium SemiBold Bold ExtraBold Black; do
  for cut in Inter InterDisplay; do [ -f "/usr/share/fonts/opentype/inter/$cut-$style.otf" ] || need=1; done
done
[ -x /usr/bin/chromium ] || need=1
command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1 || need=1
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
if [ "$need" = 1 ] || [ "${1:-}" = "--force" ]; then
  echo "installing libcairo2-dev libpng-dev libdeflate-dev fonts-dejavu-core fonts-inter pkg-config chromium ffmpeg …" >&2
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y libcairo2-dev libpng-dev libdeflate-dev fonts-dejavu-core fonts-inter pkg-config chromium ffmpeg
fi
if ! python3 -c "import pixelmatch, PIL" 2>/dev/null; then
  echo "installing the Python reference packages pixelmatch and pillow …" >&2
  python3 -m pip install --quiet pixelmatch pillow || $sudo python3 -m pip install --quiet pixelmatch pillow
fi
if ! python3 -c "import jsonschema" 2>/dev/null; then
  echo "installing the Python package jsonschema (the schema tests check animrender schema with it) …" >&2
  python3 -m pip install --quiet jsonschema || $sudo python3 -m pip install --quiet jsonschema
fi
if ! python3 -c "import playwright.sync_api" 2>/dev/null; then
  echo "installing the Python package playwright (it drives /usr/bin/chromium; no browser download) …" >&2
  python3 -m pip install --quiet playwright || $sudo python3 -m pip install --quiet playwright
fi
