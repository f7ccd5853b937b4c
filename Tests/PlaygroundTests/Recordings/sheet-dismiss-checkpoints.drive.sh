# sheet-swipe-past-half with two checkpoints (issue 26's example): the text sheet at rest
# (checkpoint-1, frame 80), then just after the release past half, when it has dismissed
# (checkpoint-2, frame 131). Made from sheet-swipe-past-half.jsonl by inserting the two
# checkpoint lines and filling their states with `playground test --update`.
# Sourced by scripts/record-session.sh.
press 195 223
release 195 223
pause 0.7
key F5
press 195 450
move 195 480
move 195 520
move 195 560
move 195 600
move 195 640
move 195 680
move 195 720
pause 0.2
release 195 720
pause 0.2
key F5
pause 0.5
