# Two F5 checkpoints: the text sheet presented and at rest (checkpoint-1), then mid-drag
# with the pointer held (checkpoint-2); the release past half dismisses it (the end state).
# Sourced by scripts/record-session.sh.
press 195 223
release 195 223
pause 0.8
key F5
pause 0.2
press 195 560
move 195 580
move 195 620
move 195 660
pause 0.2
key F5
pause 0.1
move 195 720
release 195 760
pause 0.8
