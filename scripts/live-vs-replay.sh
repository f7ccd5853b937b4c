#!/usr/bin/env bash
# The determinism check: drive the real window under Xvfb while recording, stop it with
# SIGTERM, replay the recording headless, and require identical state snapshots. Runs the
# drivers named on the command line (default: buttons, a sheet swipe, the list hand-off and
# back-swipes), each a checked-in Tests/PlaygroundTests/Recordings/NAME.drive.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/xvfb-lib.sh
work=$(mktemp -d)
trap 'stop_xvfb; rm -rf "$work"' EXIT
start_xvfb
drivers=("$@")
[ ${#drivers[@]} -gt 0 ] || drivers=(
  root-buttons sheet-swipe-past-half list-scroll-and-handoff nav-back-swipes tuning-panel-fluid
  slow-motion
)
passed=0
failed=0
for name in "${drivers[@]}"; do
  start_playground --record "$work/$name.jsonl" --state-out "$work/$name-live.json"
  source "Tests/PlaygroundTests/Recordings/$name.drive.sh"
  STEP_DELAY=0.03
  pause 0.2
  stop_playground
  "$PLAYGROUND_BIN" --replay "$work/$name.jsonl" --headless --state-out "$work/$name-replay.json"
  frames=$(grep -o '"frame": [0-9]*' "$work/$name-live.json" | head -n 1 | grep -o '[0-9]*$')
  if cmp -s "$work/$name-live.json" "$work/$name-replay.json"; then
    echo "live-vs-replay: $name: identical state after $frames frames"
    passed=$((passed + 1))
  else
    echo "live-vs-replay: $name: FAILED, the replay's state differs from the live session's" >&2
    diff "$work/$name-live.json" "$work/$name-replay.json" >&2 || true
    failed=$((failed + 1))
  fi
done
[ "$failed" -eq 0 ]
