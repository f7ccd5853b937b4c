#!/usr/bin/env bash
# Hot reload, checked for real: the window runs under Xvfb with a tuning file, the file is
# rewritten, and within a second the state snapshot (written on SIGUSR1) shows the new value.
# A broken file, and a FIFO swapped in for it, must leave the last good value in force.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/xvfb-lib.sh
work=$(mktemp -d)
trap 'stop_xvfb; rm -rf "$work"' EXIT
start_xvfb
printf '{\n  "preset": "seed"\n}\n' >"$work/tuning.json"
start_playground --tuning "$work/tuning.json" --state-out "$work/state.json"
printf '{\n  "preset": "seed",\n  "sheet.duration": 0.5\n}\n' >"$work/tuning.json.new"
mv "$work/tuning.json.new" "$work/tuning.json"
sleep 1
kill -USR1 "$PLAYGROUND_PID"
sleep 0.3
if ! grep -q '"overrides": {"sheet.duration": 0.5}' "$work/state.json"; then
  echo "hot-reload: FAILED, the new value is not in force a second after the change" >&2
  cat "$work/state.json" >&2
  exit 1
fi
printf '{ "sheet.duration": "slow" }\n' >"$work/tuning.json"
sleep 1
kill -USR1 "$PLAYGROUND_PID"
sleep 0.3
if ! grep -q '"overrides": {"sheet.duration": 0.5}' "$work/state.json"; then
  echo "hot-reload: FAILED, a broken file replaced the last good values" >&2
  exit 1
fi
# A FIFO swapped in for the tuning file once froze the window (deaf to SIGTERM): the reload
# must refuse it without blocking, so the window still answers SIGUSR1 and SIGTERM.
rm -f "$work/tuning.json" "$work/state.json"
mkfifo "$work/tuning.json"
sleep 1
kill -USR1 "$PLAYGROUND_PID"
for _ in $(seq 1 300); do [ -s "$work/state.json" ] && break; sleep 0.1; done
if [ ! -s "$work/state.json" ]; then
  echo "hot-reload: FAILED, the window stopped answering after a FIFO replaced the tuning file" >&2
  kill -KILL "$PLAYGROUND_PID"
  exit 1
fi
stop_playground
if ! grep -q '"overrides": {"sheet.duration": 0.5}' "$work/state.json"; then
  echo "hot-reload: FAILED, a FIFO as tuning file replaced the last good values" >&2
  exit 1
fi
echo "hot-reload: the tuning file's change was in force within a second; a broken file and a FIFO kept the last good values"
# Compare mode: side B given as a tuning file is watched too; its change reaches B alone
# and is recorded as B's tuning line.
printf '{\n  "preset": "fluid"\n}\n' >"$work/side.json"
start_playground --compare seed "$work/side.json" --record "$work/compare.jsonl" \
  --state-out "$work/compare-state.json"
printf '{\n  "preset": "fluid",\n  "sheet.dimAlpha": 0.25\n}\n' >"$work/side.json.new"
mv "$work/side.json.new" "$work/side.json"
sleep 1
# B selects side B; in the inspector (T) its duration is found by name (/ and its key: the
# one row left starts typing its value, selected), typed, and Ctrl+S saves B's file. No
# coordinates: the panel's rows may move.
key b
key t
pause 0.8
key slash
for k in s h e e t period d u r a t i o n Return 0 period 5 Return; do key "$k"; done
key ctrl+s
pause 0.8
stop_playground
if ! grep -q '"sheet.duration": 0.5' "$work/side.json"; then
  echo "hot-reload: FAILED, Save with side B selected did not write B's tuning file" >&2
  cat "$work/side.json" >&2
  exit 1
fi
if ! grep -q '"variant":1,"key":"sheet.dimAlpha","value":0.25' "$work/compare.jsonl"; then
  echo "hot-reload: FAILED, a compare side's tuning file change was not recorded for that side" >&2
  grep tuning "$work/compare.jsonl" >&2 || true
  exit 1
fi
if [ "$(grep -c '"sheet.dimAlpha": 0.25' "$work/compare-state.json")" -ne 1 ]; then
  echo "hot-reload: FAILED, the change to side B's file is not in force on B alone" >&2
  cat "$work/compare-state.json" >&2
  exit 1
fi
"$PLAYGROUND_BIN" test "$work/compare.jsonl"
echo "hot-reload: in compare mode, side B's tuning file change reached B alone and was recorded; Save wrote B's file"
# The scene file is hot-reloaded too: its own step, with its own window.
stop_xvfb
trap 'rm -rf "$work"' EXIT
scripts/scene-reload-check.sh
