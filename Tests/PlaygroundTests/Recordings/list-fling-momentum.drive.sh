# List sheet: fling the list up, then fling it down so it decelerates into its top and
# gives its momentum to the sheet (a bounce).
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
