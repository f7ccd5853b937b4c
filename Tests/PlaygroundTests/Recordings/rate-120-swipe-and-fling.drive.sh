# At 120 Hz (rate-120-swipe-and-fling.args): the text sheet dragged part way and let go
# (it springs back along its curve), then flicked away; the list sheet flung up and down into
# its top (deceleration, bounce). Replayed headless at 120 Hz, frame for frame.
press 195 223
release 195 223
pause 0.7
STEP_DELAY=0.012
press 195 520
move 195 540
move 195 580
move 195 600
release_now
pause 0.8
press 195 520
move 195 540
move 195 570
move 195 610
release_now
STEP_DELAY=0.03
pause 0.8
press 195 299
release 195 299
pause 0.7
STEP_DELAY=0.012
press 200 700
move 200 650
move 200 580
move 200 500
move 200 420
release_now
pause 1.2
press 200 300
move 200 320
move 200 350
move 200 390
move 200 440
release_now
STEP_DELAY=0.03
pause 2.0
