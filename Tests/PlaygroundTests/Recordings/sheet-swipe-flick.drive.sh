# Text sheet: a quick short downward flick dismisses it.
press 195 223
release 195 223
pause 0.7
STEP_DELAY=0.012
press 195 520
move 195 540
move 195 570
move 195 610
release_now
STEP_DELAY=0.03
pause 0.7
