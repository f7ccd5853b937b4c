#!/usr/bin/env bash
# Compare mode end to end: `--compare seed fluid` in the real window under Xvfb, one drag on
# the left device's text sheet (F5 mid-drag adds a checkpoint, SIGUSR1 dumps both states),
# stopped with SIGTERM; then requires both sheets to have been held by that one drag, the
# headless replay to reach the same two states as the live window, and `playground test` to
# pass the recording (its checkpoint, end state and per-frame digests).
# SCREENSHOT=FILE.png saves the window mid-drag.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/xvfb-lib.sh
work=$(mktemp -d)
trap 'stop_xvfb; rm -rf "$work"' EXIT
start_xvfb
start_playground --compare seed fluid --record "$work/compare.jsonl" \
  --state-out "$work/live.json"
# Open the text sheet on the left device: both devices open theirs.
press 195 223
release 195 223
pause 0.8
# Drag the left sheet down slowly past half its height.
press 195 450
for y in 480 510 540 570 600; do move 195 "$y"; done
pause 0.2
kill -USR1 "$PLAYGROUND_PID"
pause 0.2
cp "$work/live.json" "$work/mid.json"
key F5
[ -n "${SCREENSHOT:-}" ] && import -window "$WINDOW_ID" "$SCREENSHOT"
for y in 630 660 690 720; do move 195 "$y"; done
pause 0.2
release 195 720
pause 1.2
stop_playground
# The dump mid-drag: both sides' sheets held by the one drag (an interactive dismissal).
interactive=$(grep -c '"interactive": true' "$work/mid.json" || true)
"$PLAYGROUND_BIN" --replay "$work/compare.jsonl" --headless --state-out "$work/replay.json"
status=0
if [ "$interactive" -eq 2 ]; then
  echo "compare-live-vs-replay: mid-drag both sheets follow the one drag (2 interactive dismissals)"
else
  echo "compare-live-vs-replay: FAILED, mid-drag $interactive of 2 sheets were held" >&2
  status=1
fi
# same_state EXPECTED ACTUAL OK-MESSAGE FAILURE: prints which, and the diff on failure.
same_state() {
  if cmp -s "$1" "$2"; then
    echo "compare-live-vs-replay: $3"
  else
    echo "compare-live-vs-replay: FAILED, $4" >&2
    diff "$1" "$2" >&2 || true
    status=1
  fi
}
same_state "$work/live.json" "$work/replay.json" "identical two-device state after replay" \
  "the replay's states differ from the live window's"
grep -q '"variants"' "$work/replay.json" || { echo "no variants in the state" >&2; status=1; }
"$PLAYGROUND_BIN" test "$work/compare.jsonl" || status=1
# The window replays it too: both devices under one timeline. End jumps to the last frame;
# the state written on quit is both sides' end state. B selects the other side on the way.
start_playground --replay "$work/compare.jsonl" --seek 10 --state-out "$work/window.json"
key b
key End
pause 0.5
[ -n "${REPLAY_SCREENSHOT:-}" ] && import -window "$WINDOW_ID" "$REPLAY_SCREENSHOT"
stop_playground
same_state "$work/replay.json" "$work/window.json" \
  "the window's replay ends in the same two-device state" "the window's replay ends elsewhere"
# The end states differ where seed and fluid differ: print each side's presented screens.
echo "compare-live-vs-replay: presented screens per side at the end:" \
  "$(grep -c '"screen":' "$work/replay.json") across both"
[ -n "${KEEP:-}" ] && cp "$work/compare.jsonl" "$work/live.json" "$KEEP"/
exit "$status"
