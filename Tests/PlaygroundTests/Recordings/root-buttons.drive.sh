# Root screen buttons: a plain tap on "Text sheet", a press on "List sheet" dragged out
# and released outside (must not fire), a press on "Navigation" dragged out and back in
# (fires). Sourced by scripts/record-session.sh and scripts/live-vs-replay.sh.
press 195 226
pause 0.15
release 195 226
pause 0.2
press 120 300
move 120 330
move 120 380
move 120 460
pause 0.15
release 120 460
pause 0.2
press 300 378
move 300 420
move 300 470
pause 0.1
move 300 400
move 300 380
pause 0.1
release 300 380
pause 0.2
