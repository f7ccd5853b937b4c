# List sheet: scroll the list up, then in one drag back down past its top (the sheet
# follows), back up past the sheet's resting place (the list scrolls again), release.
press 195 299
release 195 299
pause 0.7
press 200 700
move 200 660
move 200 600
move 200 540
move 200 480
move 200 420
pause 0.2
release 200 420
pause 0.3
press 200 300
move 200 330
move 200 380
move 200 440
move 200 500
move 200 560
move 200 620
move 200 680
move 200 640
move 200 580
move 200 520
move 200 460
pause 0.2
release 200 460
pause 0.8
