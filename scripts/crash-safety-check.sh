#!/usr/bin/env bash
# Crash safety, checked for real in the window under Xvfb: a session recording a drag is
# ended the hard ways (SIGKILL mid-drag, SIGHUP, Ctrl+Q, SIGINT, SIGTERM, SIGQUIT, the window
# closed, the window destroyed by another client, the X server killed, the window's client
# killed with xkill, its folders removed, the disk filling up), and each
# must leave a recording that replays
# headless. Prints, per scenario, how many frames the recording lost against the live
# session (its state snapshot: --state-out, or SIGUSR1 just before a SIGKILL).
#   scripts/crash-safety-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/xvfb-lib.sh
work=$(mktemp -d)
mounted=""
cleanup() {
  [ -n "$mounted" ] && umount "$mounted" 2>/dev/null || true
  stop_xvfb
  rm -rf "$work"
}
trap cleanup EXIT
failed=0

fail() {
  echo "crash-safety: $1: FAILED, $2" >&2
  failed=$((failed + 1))
}

# The "frame" of a state snapshot file.
state_frame() { grep -o '"frame": [0-9]*' "$1" | head -n 1 | grep -o '[0-9]*$'; }
# The frames a finished recording holds.
recorded_frames() { tail -n 1 "$1" | grep -o '"frames":[0-9]*' | grep -o '[0-9]*$'; }

# A drag on the root screen that keeps going until the caller stops it (kill its pid):
# the pointer stays down, so a kill lands mid-drag.
drag_forever() {
  xdotool mousemove --window "$WINDOW_ID" 120 400 mousedown 1
  while true; do
    for x in 120 160 200 240 280 240 200 160; do
      xdotool mousemove --window "$WINDOW_ID" "$x" 400
      sleep 0.02
    done
  done
}

# Like xvfb-lib's start_playground, with the playground's own stderr in file $1.
start_window() {
  local err=$1
  shift
  "$PLAYGROUND_BIN" "$@" 2>"$err" &
  PLAYGROUND_PID=$!
  if ! wait_for_window "$PLAYGROUND_PID"; then
    echo "crash-safety: the playground window did not appear: $(cat "$err")" >&2
    return 1
  fi
}

# Waits for the playground to exit and puts its status in $status.
wait_playground() {
  status=0
  # (bash's own "Killed" notice for a killed job is noise here.)
  wait "$PLAYGROUND_PID" 2>/dev/null || status=$?
}

# Replays $1 headless into $2 and checks it exits 0 with at most the journal's one line.
replay_ok() {
  local out=$2.err
  if ! "$PLAYGROUND_BIN" --replay "$1" --headless --state-out "$2" 2>"$out"; then
    fail "$3" "the recording does not replay: $(cat "$out")"
    return 1
  fi
  if [ "$(wc -l <"$out")" -gt 1 ]; then
    fail "$3" "replaying printed more than one line: $(cat "$out")"
    return 1
  fi
}

start_xvfb

# 1. SIGKILL mid-drag: the journal holds every event up to the last frame's flush.
name=sigkill
start_window "$work/$name.err" --record "$work/$name.jsonl" --state-out "$work/$name-live.json"
drag_forever >/dev/null 2>&1 &
drag=$!
sleep 1.5
rm -f "$work/$name-live.json"
kill -USR1 "$PLAYGROUND_PID"
for _ in $(seq 1 1000); do [ -s "$work/$name-live.json" ] && break; sleep 0.01; done
kill -KILL "$PLAYGROUND_PID"
wait_playground
kill "$drag" 2>/dev/null || true
wait "$drag" 2>/dev/null || true
xdotool mouseup 1 || true
if [ ! -s "$work/$name-live.json" ]; then
  fail $name "the SIGUSR1 state before the kill was not written within 10 s"
elif [ ! -f "$work/$name.jsonl.partial" ]; then
  fail $name "no journal $name.jsonl.partial after SIGKILL"
elif replay_ok "$work/$name.jsonl.partial" "$work/$name-replay.json" $name; then
  live=$(state_frame "$work/$name-live.json")
  replayed=$(state_frame "$work/$name-replay.json")
  lost=$((live > replayed ? live - replayed : 0))
  echo "crash-safety: $name: the journal replays to frame $replayed; the live state at the" \
    "SIGUSR1 just before the kill was frame $live: $lost frames lost" \
    "($(grep -c '"kind":"move"' "$work/$name.jsonl.partial") moves kept)"
fi

# 2. SIGHUP (a closed terminal): ends like SIGTERM, exit 0, recording complete.
name=sighup
start_window "$work/$name.err" --record "$work/$name.jsonl" --state-out "$work/$name-live.json"
drag_forever >/dev/null 2>&1 &
drag=$!
sleep 1.5
kill -HUP "$PLAYGROUND_PID"
wait_playground
kill "$drag" 2>/dev/null || true
wait "$drag" 2>/dev/null || true
xdotool mouseup 1 || true
if [ "$status" -ne 0 ]; then
  fail $name "exit status $status, expected 0"
elif replay_ok "$work/$name.jsonl" "$work/$name-replay.json" $name; then
  live=$(state_frame "$work/$name-live.json")
  recorded=$(recorded_frames "$work/$name.jsonl")
  if cmp -s "$work/$name-live.json" "$work/$name-replay.json"; then
    echo "crash-safety: $name: exit 0, recording complete ($recorded frames), replay identical" \
      "to the live state: $((live - recorded)) frames lost"
  else
    fail $name "the replay's state differs from the live session's"
  fi
fi

# 3. Ctrl+Q and SIGINT (Ctrl+C in the terminal): ordinary ends, exit 0, nothing lost.
for name in ctrl-q sigint; do
  start_window "$work/$name.err" --record "$work/$name.jsonl" --state-out "$work/$name-live.json"
  drag_forever >/dev/null 2>&1 &
  drag=$!
  sleep 1.5
  kill "$drag" 2>/dev/null || true
  wait "$drag" 2>/dev/null || true
  if [ $name = ctrl-q ]; then
    # The window may be gone before xdotool sends the key releases: its BadWindow is fine.
    xdotool key --window "$WINDOW_ID" ctrl+q >/dev/null 2>&1 || true
    # If the window closed before xdotool released the keys, they would stay held on a
    # server that does not reset between sessions.
    xdotool keyup ctrl q >/dev/null 2>&1 || true
  else
    kill -INT "$PLAYGROUND_PID"
  fi
  wait_playground
  xdotool mouseup 1 || true
  if [ "$status" -ne 0 ] || [ -s "$work/$name.err" ]; then
    fail $name "exit status $status, expected 0 and no message: $(cat "$work/$name.err")"
  elif replay_ok "$work/$name.jsonl" "$work/$name-replay.json" $name; then
    live=$(state_frame "$work/$name-live.json")
    recorded=$(recorded_frames "$work/$name.jsonl")
    if cmp -s "$work/$name-live.json" "$work/$name-replay.json"; then
      echo "crash-safety: $name: exit 0, recording complete ($recorded frames), replay" \
        "identical to the live state: $((live - recorded)) frames lost"
    else
      fail $name "the replay's state differs from the live session's"
    fi
  fi
done

# 4. The folders pulled away mid-session: the state's folder removed (a SIGUSR1 dump fails,
# is said, and the session goes on), the recording's folder removed and made again (the
# recording lands there anyway), then both are written at the end.
name=folders-removed
mkdir -p "$work/rec" "$work/state"
start_window "$work/$name.err" --record "$work/rec/$name.jsonl" \
  --state-out "$work/state/$name-live.json"
drag_forever >/dev/null 2>&1 &
drag=$!
sleep 1
rm -rf "$work/state" "$work/rec"
kill -USR1 "$PLAYGROUND_PID"
for _ in $(seq 1 300); do grep -q "does not exist" "$work/$name.err" && break; sleep 0.1; done
mkdir -p "$work/rec" "$work/state"
sleep 0.5
kill "$drag" 2>/dev/null || true
wait "$drag" 2>/dev/null || true
xdotool mouseup 1 || true
kill -TERM "$PLAYGROUND_PID"
wait_playground
lines=$(wc -l <"$work/$name.err")
if [ "$status" -ne 0 ] || [ "$lines" -ne 1 ] || ! grep -q "does not exist" "$work/$name.err"; then
  fail $name "exit status $status, $lines lines, expected 0 and one line on the failed dump: $(cat "$work/$name.err")"
elif replay_ok "$work/rec/$name.jsonl" "$work/$name-replay.json" $name; then
  live=$(state_frame "$work/state/$name-live.json")
  recorded=$(recorded_frames "$work/rec/$name.jsonl")
  if cmp -s "$work/state/$name-live.json" "$work/$name-replay.json"; then
    echo "crash-safety: $name: the failed SIGUSR1 dump was said once and the session went on;" \
      "recording ($recorded frames) and state saved in the new folders: $((live - recorded))" \
      "frames lost"
  else
    fail $name "the replay's state differs from the live session's"
  fi
fi

# 5. The disk fills up: a 64 KiB tmpfs with 4 KiB free. The session goes on, says so once,
# and the recording ends, complete, where the disk filled; the state goes to another disk.
name=disk-full
mnt="$work/mnt"
mkdir -p "$mnt"
if mount -t tmpfs -o size=64k tmpfs "$mnt" 2>/dev/null; then
  mounted=$mnt
  head -c $((60 * 1024)) /dev/zero >"$mnt/filler"
  start_window "$work/$name.err" --record "$mnt/$name.jsonl" --state-out "$work/$name-live.json"
  drag_forever >/dev/null 2>&1 &
  drag=$!
  # Drag until the session says the disk is full (a minute at most on a crawling machine).
  for _ in $(seq 1 600); do grep -q "no space left" "$work/$name.err" && break; sleep 0.1; done
  sleep 1
  kill "$drag" 2>/dev/null || true
  wait "$drag" 2>/dev/null || true
  xdotool mouseup 1 || true
  sleep 0.3
  kill -TERM "$PLAYGROUND_PID"
  wait_playground
  lines=$(wc -l <"$work/$name.err")
  if [ "$status" -ne 1 ] || [ "$lines" -ne 1 ] || ! grep -q "no space left" "$work/$name.err"; then
    fail $name "exit status $status, $lines lines, expected 1 and one 'no space left' line: $(cat "$work/$name.err")"
  elif [ ! -s "$work/$name-live.json" ]; then
    fail $name "the state was not written to the other disk"
  elif replay_ok "$mnt/$name.jsonl" "$work/$name-replay.json" $name; then
    live=$(state_frame "$work/$name-live.json")
    recorded=$(recorded_frames "$mnt/$name.jsonl")
    echo "crash-safety: $name: the session ran on to frame $live and said so once; the" \
      "recording is complete up to frame $recorded, where the disk filled:" \
      "$((live - recorded)) frames lost"
  fi
  umount "$mnt"
  mounted=""
else
  echo "crash-safety: $name: skipped, this machine does not allow mounting a tmpfs"
fi

# 5b. Every way a session is asked to end, or ended from outside while its X server lives:
# each must finish the recording and the state within 150 ms of the request (the time from
# the signal, key or X request to the process's exit; up to three tries on a loaded machine)
# and replay to the live state. The window destroyed by another client used to die in Xlib's
# default error handler with six lines and no recording.
now_ms() { echo $(($(date +%s%N) / 1000000)); }
end_session() {
  case $1 in
    sigterm) kill -TERM "$PLAYGROUND_PID" ;;
    sigint) kill -INT "$PLAYGROUND_PID" ;;
    sighup) kill -HUP "$PLAYGROUND_PID" ;;
    sigquit) kill -QUIT "$PLAYGROUND_PID" ;;
    ctrl-q)
      xdotool key --window "$WINDOW_ID" ctrl+q >/dev/null 2>&1 || true
      xdotool keyup ctrl q >/dev/null 2>&1 || true
      ;;
    # The helper says when its request left (Python's start-up is not the window's time).
    window-close) start=$(scripts/wm-close.py "$WINDOW_ID") ;;
    window-destroyed) xdotool windowclose "$WINDOW_ID" >/dev/null 2>&1 || true ;;
  esac
}
for way in sigterm sigint sighup sigquit ctrl-q window-close window-destroyed; do
  name=end-$way
  expected=0
  [ $way = window-destroyed ] && expected=1
  best=""
  for try in 1 2 3; do
    rm -f "$work/$name.jsonl" "$work/$name-live.json" "$work/$name-replay.json"
    start_window "$work/$name.err" --record "$work/$name.jsonl" \
      --state-out "$work/$name-live.json"
    move 120 400
    press 120 400
    move 200 400
    release 200 400
    sleep 0.5
    start=$(now_ms)
    end_session $way
    wait_playground
    took=$(($(now_ms) - start))
    [ -z "$best" ] || [ "$took" -lt "$best" ] && best=$took
    [ "$took" -lt 150 ] && break
  done
  lines=$(wc -l <"$work/$name.err")
  if [ "$status" -ne $expected ] || [ "$lines" -ne $expected ]; then
    fail $name "exit status $status and $lines stderr lines, expected $expected and $expected: $(cat "$work/$name.err")"
  elif [ "$best" -ge 150 ]; then
    fail $name "the session took $best ms to finish its files and exit (at most 150)"
  elif replay_ok "$work/$name.jsonl" "$work/$name-replay.json" $name; then
    if cmp -s "$work/$name-live.json" "$work/$name-replay.json"; then
      echo "crash-safety: $name: exit $status in $best ms, recording complete" \
        "($(recorded_frames "$work/$name.jsonl") frames), replay identical to the live state"
    else
      fail $name "the replay's state differs from the live session's"
    fi
  fi
done

# 6 and 7. The display connection lost: the X server killed, or the window's client killed
# by xkill (what a window manager's "kill" does). Each on its own X server, last, so
# nothing else depends on a server surviving them.
for name in xserver-killed xkill; do
  display_before=$DISPLAY
  xvfb_before=$XVFB_PID
  start_xvfb
  start_window "$work/$name.err" --record "$work/$name.jsonl" \
    --state-out "$work/$name-live.json"
  drag_forever >/dev/null 2>&1 &
  drag=$!
  sleep 1.5
  start=$(now_ms)
  if [ $name = xkill ]; then
    xkill -id "$WINDOW_ID" >/dev/null 2>&1 || true
  else
    kill -KILL "$XVFB_PID"
  fi
  wait_playground
  took=$(($(now_ms) - start))
  kill "$drag" 2>/dev/null || true
  wait "$drag" 2>/dev/null || true
  kill "$XVFB_PID" 2>/dev/null || true
  wait "$XVFB_PID" 2>/dev/null || true
  # A killed X server cannot remove its lock and socket; they are this script's own.
  rm -f "/tmp/.X${DISPLAY#:}-lock" "/tmp/.X11-unix/X${DISPLAY#:}"
  export DISPLAY=$display_before
  XVFB_PID=$xvfb_before
  lines=$(wc -l <"$work/$name.err")
  if [ "$status" -ne 1 ] || [ "$lines" -ne 1 ]; then
    fail $name "exit status $status and $lines stderr lines, expected 1 and 1: $(cat "$work/$name.err")"
  elif replay_ok "$work/$name.jsonl" "$work/$name-replay.json" $name; then
    live=$(state_frame "$work/$name-live.json")
    recorded=$(recorded_frames "$work/$name.jsonl")
    if cmp -s "$work/$name-live.json" "$work/$name-replay.json"; then
      echo "crash-safety: $name: one line, exit 1 in $took ms, recording complete" \
        "($recorded frames), replay identical to the live state: $((live - recorded)) frames lost"
    else
      fail $name "the replay's state differs from the live session's"
    fi
  fi
done

[ "$failed" -eq 0 ]
