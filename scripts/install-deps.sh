#!/usr/bin/env bash
# Installs the Debian packages the playground needs, only when they are missing.
#   scripts/install-deps.sh run    SDL2, SDL2_ttf, SDL2_image, Cairo, DejaVu Sans, Inter,
#                                  pkg-config
#   scripts/install-deps.sh test   the same, plus Xvfb and xdotool for the live-vs-replay check
#                                  and ffmpeg for the --video export's test,
#                                  python3-jsonschema to validate the tuning, scene and
#                                  recording schemas (recording-schema-check.sh), and
#                                  python3 for crash-safety-check.sh's window close, and
#                                  chromium for report-check.sh (the HTML report in a browser)
set -euo pipefail
mode="${1:-run}"
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists sdl2 SDL2_ttf SDL2_image; then
  missing+=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev)
fi
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists cairo; then
  missing+=(libcairo2-dev)
fi
if ! command -v fc-match >/dev/null 2>&1; then missing+=(fontconfig); fi
if [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then missing+=(fonts-dejavu-core); fi
# Inter: new sessions' default face (the guide's Commands page, --font); recordings name theirs, and every
# recording made before it names DejaVu Sans.
if [ ! -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] \
  && [ ! -f /usr/share/fonts/truetype/inter/Inter-Regular.ttf ]; then
  missing+=(fonts-inter)
fi
if [ "$mode" = test ]; then
  command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
  command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
  command -v ffprobe >/dev/null 2>&1 || missing+=(ffmpeg)
  python3 -c 'import jsonschema' >/dev/null 2>&1 || missing+=(python3-jsonschema)
  # scripts/wm-close.py sends a window manager's close (the Swift toolchain brings python3).
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  # scripts/report-check.sh opens `playground test --report` in headless Chromium.
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
