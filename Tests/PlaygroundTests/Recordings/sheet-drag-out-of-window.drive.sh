# Text sheet: drag the sheet down and out of the window (the mouse is captured, so the drag
# keeps tracking below the window's edge), release there: past half, it dismisses.
press 195 223
release 195 223
pause 0.7
press 195 520
move 195 560
move 195 640
move 195 760
move 195 900
move 195 980
pause 0.2
release 195 980
pause 0.7
