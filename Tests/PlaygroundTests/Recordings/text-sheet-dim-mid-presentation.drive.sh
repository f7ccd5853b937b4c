# Open the text sheet and tap the dim while the sheet is still sliding up: it must reverse
# smoothly from where it is.
STEP_DELAY=0.01
press 195 223
release 195 223
pause 0.08
press 195 120
release 195 120
pause 0.8
