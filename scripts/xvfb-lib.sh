# Shared helpers for driving the real playground window under Xvfb with xdotool.
# Source it; then: start_xvfb; start_playground ARGS...; press X Y; move X Y; release X Y;
# key NAME; stop_playground. Coordinates are window points (the Xvfb display has scale 1).

PLAYGROUND_BIN="${PLAYGROUND_BIN:-.build/debug/playground}"

# Xvfb picks a free display number itself (-displayfd) and writes it once it accepts
# connections: two scripts starting at once can no longer take the same number, which a
# scan of the lock files followed by a start could. -noreset keeps the server from
# resetting when a session's window closes, which refused the next session's connection.
# XVFB_DISPLAY=:N (or USE_DISPLAY=:N) uses that server (already running) instead, and leaves it running: on a
# machine shared by several sessions each keeps to the display it was given.
start_xvfb() {
  local given="${XVFB_DISPLAY:-${USE_DISPLAY:-}}"
  if [ -n "$given" ]; then
    export DISPLAY="$given"
    XVFB_PID=""
    xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
    echo "xvfb-lib: no X server answers on $given" >&2
    return 1
  fi
  local out
  out=$(mktemp)
  Xvfb -displayfd 3 -noreset -screen 0 1280x1024x24 -nolisten tcp 3>"$out" >/dev/null 2>&1 &
  XVFB_PID=$!
  for _ in $(seq 1 100); do
    if grep -q '^[0-9][0-9]*$' "$out" 2>/dev/null; then
      export DISPLAY=":$(head -n 1 "$out")"
      rm -f "$out"
      # Ready when a client gets an answer, not merely when the number is known.
      for _ in $(seq 1 100); do
        xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
        sleep 0.1
      done
      break
    fi
    kill -0 "$XVFB_PID" 2>/dev/null || break
    sleep 0.1
  done
  rm -f "$out"
  echo "xvfb-lib: could not start Xvfb" >&2
  return 1
}

start_playground() {
  # The window takes its scale from GDK_SCALE when no --scale is given; these scripts click
  # in points on a scale-1 display, so a GDK_SCALE from the caller's desktop must not reach it.
  GDK_SCALE= "$PLAYGROUND_BIN" "$@" &
  PLAYGROUND_PID=$!
  wait_for_window "$PLAYGROUND_PID" || {
    echo "xvfb-lib: the playground window did not appear" >&2
    return 1
  }
}

# Sets WINDOW_ID to the visible window of process $1, waiting up to 20 s for it. Looked up
# by the process (SDL sets _NET_WM_PID), so a window of the session before, still being
# torn down, is never taken for it; the title may carry the session's status after a dash
# ("Sheet Playground - REC 0:03"). Returns 1 when none appears or the process exits.
wait_for_window() {
  WINDOW_ID=""
  for _ in $(seq 1 200); do
    WINDOW_ID=$(xdotool search --onlyvisible --pid "$1" --name "^Sheet Playground( |$)" \
      2>/dev/null | tail -n 1 || true)
    [ -n "$WINDOW_ID" ] && break
    kill -0 "$1" 2>/dev/null || return 1
    sleep 0.1
  done
  [ -n "$WINDOW_ID" ] || return 1
  # Let the first frames render before input arrives. SDL may replace its first X window
  # while it sets up its renderer, so look the window up again once it has settled.
  sleep 0.5
  WINDOW_ID=$(xdotool search --onlyvisible --pid "$1" --name "^Sheet Playground( |$)" \
    2>/dev/null | tail -n 1 || true)
  [ -n "$WINDOW_ID" ]
}

# Separate xdotool calls with short sleeps between them, like a person's hand.
move() { xdotool mousemove --window "$WINDOW_ID" "$1" "$2"; sleep "${STEP_DELAY:-0.03}"; }
press() { move "$1" "$2"; xdotool mousedown 1; sleep "${STEP_DELAY:-0.03}"; }
release() { move "$1" "$2"; xdotool mouseup 1; sleep "${STEP_DELAY:-0.03}"; }
# A flick: let go at once where the pointer is, as a hand that is still moving does.
release_now() { xdotool mouseup 1; sleep "${STEP_DELAY:-0.03}"; }
key() { xdotool key --window "$WINDOW_ID" "$1"; sleep "${STEP_DELAY:-0.03}"; }
pause() { sleep "$1"; }

# Ends the session the way a user's script would: SIGTERM, then wait for the files. A
# session deaf to SIGTERM for a minute is a bug: it is killed and the call fails.
stop_playground() {
  kill -TERM "$PLAYGROUND_PID" 2>/dev/null || true
  for _ in $(seq 1 600); do
    kill -0 "$PLAYGROUND_PID" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$PLAYGROUND_PID" 2>/dev/null; then
    echo "xvfb-lib: the playground ignored SIGTERM for a minute" >&2
    kill -KILL "$PLAYGROUND_PID"
    wait "$PLAYGROUND_PID" 2>/dev/null || true
    return 1
  fi
  wait "$PLAYGROUND_PID"
}

stop_xvfb() {
  [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null || true
}
