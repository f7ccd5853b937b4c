#!/usr/bin/env bash
# Re-records a checked-in recording from its xdotool driver script, in the real window
# under Xvfb, so recordings are reproducible rather than hand-edited:
#   scripts/record-session.sh Tests/PlaygroundTests/Recordings/NAME.drive.sh
# writes NAME.jsonl beside the driver. A NAME.tuning.json beside it is the session's tuning
# (--tuning), so a recording can start in another preset; the recording keeps it. A
# NAME.args beside it holds more arguments for the window, one per line (--reduce-motion).
set -euo pipefail
cd "$(dirname "$0")/.."
driver="$1"
out="${driver%.drive.sh}.jsonl"
source scripts/xvfb-lib.sh
trap stop_xvfb EXIT
swift build --product playground >/dev/null
start_xvfb
tuning="${driver%.drive.sh}.tuning.json"
args_file="${driver%.drive.sh}.args"
extra=()
if [ -f "$args_file" ]; then mapfile -t extra <"$args_file"; fi
if [ -f "$tuning" ]; then
  start_playground --record "$out" --tuning "$tuning" "${extra[@]}"
else
  start_playground --record "$out" "${extra[@]}"
fi
source "$driver"
pause 0.3
stop_playground
echo "recorded $out ($(wc -l <"$out") lines)"
