#!/usr/bin/env bash
# The determinism check: drive the real window under Xvfb while recording, stop it with
# SIGTERM, replay the recording headless, and require identical state snapshots.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/xvfb-lib.sh
work=$(mktemp -d)
trap 'stop_xvfb; rm -rf "$work"' EXIT
start_xvfb
start_playground --record "$work/live.jsonl" --state-out "$work/live.json"
source Tests/PlaygroundTests/Recordings/root-buttons.drive.sh
pause 0.2
stop_playground
"$PLAYGROUND_BIN" --replay "$work/live.jsonl" --headless --state-out "$work/replay.json"
if ! cmp -s "$work/live.json" "$work/replay.json"; then
  echo "live-vs-replay: FAILED, the replay's state differs from the live session's" >&2
  diff "$work/live.json" "$work/replay.json" >&2 || true
  exit 1
fi
frames=$(grep -o '"frame" *: *[0-9]*' "$work/live.json" | head -n 1 | grep -o '[0-9]*$')
echo "live-vs-replay: identical state after $frames frames"
