# Text sheet: a slow drag past half its height, held still, released: it dismisses.
press 195 223
release 195 223
pause 0.7
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
pause 0.7
