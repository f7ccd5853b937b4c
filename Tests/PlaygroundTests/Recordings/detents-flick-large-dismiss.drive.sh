# Fluid preset: the list sheet opened and cycled to large with a grabber tap, then the
# header flicked down quickly, let go while still moving: past medium, dismissed.
press 195 299
release 195 299
pause 0.8
press 195 430
release 195 430
pause 0.8
press 100 95
STEP_DELAY=0.012
move 100 110
move 100 150
move 100 210
move 100 290
move 100 380
release_now
STEP_DELAY=0.03
pause 0.8
