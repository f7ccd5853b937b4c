#!/usr/bin/env bash
# Scene hot reload, checked for real (a step of hot-reload-check.sh): the window runs a copy
# of the photo scene under Xvfb, recording; the sheet is opened, then the scene file is
# rewritten (another title, another button, another image behind the root). Within a second
# the state shows the new root with the sheet gone; a broken edit keeps it and says
# FILE:LINE on stderr; the recording then passes `playground test` (replayed to the same
# state) although the file it names has changed since it started.
# Then the same edit in compare mode (`--compare seed fluid --scene`): it reaches both sides;
# and with side B's own scene (`--scene-b`), an edit of B's file reaches B alone.
# SCENE_SHOT, SCENE_COMPARE_SHOT and SCENE_B_SHOT=FILE keep screenshots after the reloads;
# SCENE_KEEP=DIR keeps the work folder (scene copy, recording, state).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/xvfb-lib.sh
work=$(mktemp -d)
trap 'stop_xvfb; [ -n "${SCENE_KEEP:-}" ] && cp -r "$work" "$SCENE_KEEP"; rm -rf "$work"' EXIT
start_xvfb
# "Photo of the day" (bottom, centre y 764) opens the image sheet.
open_photo_sheet() {
  press 195 764
  release 195 764
  pause 0.8
}
# Saves FILE over the scene as an editor would (a rename), and waits for the reload.
save_scene() {
  cp "$1" "$work/scene/new.json"
  mv "$work/scene/new.json" "$work/scene/scene.json"
  sleep 1.2
}
# Keeps a screenshot in FILE when one is asked for, then has the session write its state.
shoot_and_write_state() {
  if [ -n "$1" ]; then DISPLAY="$DISPLAY" import -window "$WINDOW_ID" "$1"; fi
  kill -USR1 "$PLAYGROUND_PID"
  sleep 0.3
}
mkdir "$work/scene"
cp Tests/PlaygroundTests/Recordings/scenes/photo/* "$work/scene/"
start_playground --scene "$work/scene/scene.json" --record "$work/scene.jsonl" \
  --state-out "$work/state.json" 2>"$work/stderr"
open_photo_sheet
sed -e 's/Trail Journal/Trail Journal, edited/' -e 's/journal.png/sunset.jpg/' \
  -e 's/Photo of the day/Photo of the week/' "$work/scene/scene.json" >"$work/edited.json"
save_scene "$work/edited.json"
shoot_and_write_state "${SCENE_SHOT:-}"
if ! grep -q '"title": "Photo of the week"' "$work/state.json" \
  || ! grep -q '"presented": \[\]' "$work/state.json"; then
  echo "scene-reload: FAILED, the edited root is not on show with the sheet dismissed" >&2
  cat "$work/state.json" "$work/stderr" >&2
  exit 1
fi
printf '{\n  "root": {"title": "x", "colour": 1}\n}\n' >"$work/broken.json"
save_scene "$work/broken.json"
shoot_and_write_state ""
if ! grep -q '"title": "Photo of the week"' "$work/state.json"; then
  echo "scene-reload: FAILED, a broken scene replaced the screens on show" >&2
  exit 1
fi
if ! grep -q "scene.json:2: unknown element \"colour\"" "$work/stderr"; then
  echo "scene-reload: FAILED, a broken scene did not say FILE:LINE" >&2
  cat "$work/stderr" >&2
  exit 1
fi
save_scene "$work/edited.json"
# Fixed (back to the good edit, which is on show already: no reload), then opened again
# from the new root, the sheet works as before; then the session ends.
open_photo_sheet
stop_playground
if [ "$(grep -c '"kind":"scene"' "$work/scene.jsonl")" -ne 2 ]; then
  echo "scene-reload: FAILED, the recording does not hold the loaded scene and one reload" >&2
  exit 1
fi
"$PLAYGROUND_BIN" test "$work/scene.jsonl"
echo "scene-reload: an edited scene was on show within a second with the sheet dismissed; a broken edit kept it; the recording replayed to the same state"

# The same in compare mode: both sides show `--scene`, and a reload reaches both.
cp Tests/PlaygroundTests/Recordings/scenes/photo/scene.json "$work/scene/scene.json"
start_playground --compare seed fluid --scene "$work/scene/scene.json" \
  --record "$work/compare.jsonl" --state-out "$work/compare-state.json" 2>"$work/stderr"
# Device A's button: every side gets the press, so both sheets open.
open_photo_sheet
save_scene "$work/edited.json"
shoot_and_write_state "${SCENE_COMPARE_SHOT:-}"
if [ "$(grep -c '"title": "Photo of the week"' "$work/compare-state.json")" -ne 2 ] \
  || [ "$(grep -c '"presented": \[\]' "$work/compare-state.json")" -ne 2 ]; then
  echo "scene-reload: FAILED, in compare mode the edited root is not on both sides" >&2
  cat "$work/compare-state.json" "$work/stderr" >&2
  exit 1
fi
stop_playground
if [ "$(grep -c '"kind":"scene"' "$work/compare.jsonl")" -ne 2 ]; then
  echo "scene-reload: FAILED, the compare recording does not hold the loaded scene and one reload" >&2
  exit 1
fi
"$PLAYGROUND_BIN" test "$work/compare.jsonl"
echo "scene-reload: in compare mode, the edit reached both sides with their sheets dismissed, and the recording replayed to the same state"

# Side B with a scene of its own (`--scene-b`): an edit of B's file reaches B alone.
mkdir "$work/scene-b"
cp Tests/PlaygroundTests/Recordings/scenes/photo/* "$work/scene-b/"
cp Tests/PlaygroundTests/Recordings/scenes/photo/scene.json "$work/scene/scene.json"
start_playground --compare seed fluid --scene "$work/scene/scene.json" \
  --scene-b "$work/scene-b/scene.json" --record "$work/scene-b.jsonl" \
  --state-out "$work/scene-b-state.json" 2>"$work/stderr"
open_photo_sheet
cp "$work/edited.json" "$work/scene-b/new.json"
mv "$work/scene-b/new.json" "$work/scene-b/scene.json"
sleep 1.2
shoot_and_write_state "${SCENE_B_SHOT:-}"
# Side A's sheet is still up (its controls are the sheet's); side B shows its new root.
if [ "$(grep -c '"title": "Photo of the week"' "$work/scene-b-state.json")" -ne 1 ] \
  || [ "$(grep -c '"presented": \[\]' "$work/scene-b-state.json")" -ne 1 ]; then
  echo "scene-reload: FAILED, an edit of side B's scene did not reach B alone" >&2
  cat "$work/scene-b-state.json" "$work/stderr" >&2
  exit 1
fi
stop_playground
if [ "$(grep -c '"kind":"scene"' "$work/scene-b.jsonl")" -ne 3 ]; then
  echo "scene-reload: FAILED, the recording does not hold both loaded scenes and B's reload" >&2
  exit 1
fi
"$PLAYGROUND_BIN" test "$work/scene-b.jsonl"
echo "scene-reload: side B's own scene, edited, reached B alone (A's sheet stayed up), and the recording replayed to the same state"
