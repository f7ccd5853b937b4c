# Fluid preset: the list at its top, the sheet at medium; one upward drag on the list
# first takes the sheet to large, then scrolls the list, without lifting the button.
press 195 299
release 195 299
pause 0.8
press 200 760
move 200 740
move 200 700
move 200 650
move 200 600
move 200 550
move 200 500
move 200 450
move 200 400
move 200 350
move 200 300
move 200 250
move 200 200
pause 0.3
release 200 200
pause 0.8
