#!/usr/bin/env bash
# Re-records the example's checked-in recording in its real window under Xvfb:
#   scripts/record-example.sh
# runs Examples/CustomSheet's own executable (the playground's window around the example's
# screens) with --record, drives it with choose-tip.drive.sh and writes choose-tip.jsonl.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=Examples/CustomSheet/Tests/CustomSheetTests/Recordings
(cd Examples/CustomSheet && swift build --product CustomSheet >/dev/null)
PLAYGROUND_BIN="$(cd Examples/CustomSheet && swift build --show-bin-path)/CustomSheet"
export PLAYGROUND_BIN
source scripts/xvfb-lib.sh
# XVFB_DISPLAY=:N drives an X server already running there instead of starting one.
trap stop_xvfb EXIT
start_xvfb
start_playground --force --record "$folder/choose-tip.jsonl"
source "$folder/choose-tip.drive.sh"
pause 0.3
stop_playground
echo "recorded $folder/choose-tip.jsonl ($(wc -l <"$folder/choose-tip.jsonl") lines)"
