# Seed preset in a 390 x 400 window (long-text-scroll.args): the text sheet is capped at
# 353 pt and its text scrolls. Open it; a slow drag up scrolls the text past its end (89 pt)
# into the rubber band, released it springs back to the end; a slow drag down scrolls it
# back to the top and, in the same drag, moves the sheet down, released short of half it
# goes back up; a downward flick from the text at its top throws the sheet away.
press 195 223
release 195 223
pause 0.8
press 200 330
move 200 310
move 200 290
move 200 270
move 200 250
move 200 230
move 200 210
move 200 190
move 200 170
move 200 150
pause 0.2
release 200 150
pause 1.0
press 200 120
move 200 140
move 200 160
move 200 180
move 200 200
move 200 220
move 200 240
move 200 260
move 200 280
move 200 300
move 200 320
pause 0.2
release 200 320
pause 1.0
STEP_DELAY=0.01
press 200 150
move 200 180
move 200 220
move 200 270
move 200 330
move 200 390
release_now
STEP_DELAY=0.03
pause 1.0
