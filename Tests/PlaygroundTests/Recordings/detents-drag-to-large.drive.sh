# Fluid preset: the list sheet at medium; the header is dragged slowly up by 300 pt and
# released almost still: the sheet follows the pointer and settles at large (top at 47).
press 195 299
release 195 299
pause 0.8
press 100 470
move 100 460
move 100 440
move 100 420
move 100 400
move 100 380
move 100 360
move 100 340
move 100 320
move 100 300
move 100 280
move 100 260
move 100 240
move 100 220
move 100 200
move 100 180
move 100 170
pause 0.25
release 100 170
pause 0.8
