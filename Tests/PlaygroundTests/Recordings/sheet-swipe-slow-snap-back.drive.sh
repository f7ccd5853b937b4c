# Text sheet: a slow, short downward drag on the sheet, held still, released: it snaps back.
press 195 223
release 195 223
pause 0.7
press 195 520
move 195 530
move 195 540
move 195 550
move 195 560
move 195 570
pause 0.2
release 195 570
pause 0.7
