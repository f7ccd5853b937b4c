# Text sheet: tap the dim to dismiss, grab the sheet while it leaves and pull it back up:
# it stays.
press 195 223
release 195 223
pause 0.7
STEP_DELAY=0.01
press 195 120
release 195 120
press 195 836
move 195 850
move 195 800
STEP_DELAY=0.03
move 195 640
move 195 580
move 195 520
move 195 460
move 195 400
pause 0.2
release 195 400
pause 0.7
