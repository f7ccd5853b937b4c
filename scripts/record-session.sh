#!/usr/bin/env bash
# Re-records a checked-in recording from its xdotool driver script, in the real window
# under Xvfb, so recordings are reproducible rather than hand-edited:
#   scripts/record-session.sh Tests/PlaygroundTests/Recordings/NAME.drive.sh
# writes NAME.jsonl beside the driver. A NAME.tuning.json beside it is the session's tuning
# (--tuning), so a recording can start in another preset; the recording keeps it. A
# NAME.compare beside it holds the two sides of a compare session (`seed fluid`: --compare).
# A NAME.args beside it holds more options for the window on one line (e.g. --size 390x400;
# the recording's header keeps the window size).
set -euo pipefail
cd "$(dirname "$0")/.."
driver="$1"
out="${driver%.drive.sh}.jsonl"
source scripts/xvfb-lib.sh
trap stop_xvfb EXIT
swift build --product playground >/dev/null
start_xvfb
tuning="${driver%.drive.sh}.tuning.json"
compare="${driver%.drive.sh}.compare"
extra=()
if [ -f "${driver%.drive.sh}.args" ]; then read -ra extra <"${driver%.drive.sh}.args"; fi
if [ -f "$compare" ]; then
  # shellcheck disable=SC2046 # the file holds two words, the two sides
  start_playground --force --record "$out" --compare $(cat "$compare") "${extra[@]}"
elif [ -f "$tuning" ]; then
  start_playground --force --record "$out" --tuning "$tuning" "${extra[@]}"
else
  start_playground --force --record "$out" "${extra[@]}"
fi
source "$driver"
pause 0.3
stop_playground
echo "recorded $out ($(wc -l <"$out") lines)"
