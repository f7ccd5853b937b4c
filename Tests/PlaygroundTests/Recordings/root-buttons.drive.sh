# Root screen buttons: a press on "List sheet" dragged out and released outside (must not
# fire), then a press on "Navigation" dragged out and back in (fires: pushes Page 1).
# Sourced by scripts/record-session.sh and scripts/live-vs-replay.sh.
press 120 299
pause 0.15
move 120 320
move 120 360
move 120 420
pause 0.15
release 120 420
pause 0.2
press 300 375
move 300 420
move 300 470
pause 0.15
move 300 400
move 300 380
pause 0.15
release 300 380
pause 0.6
