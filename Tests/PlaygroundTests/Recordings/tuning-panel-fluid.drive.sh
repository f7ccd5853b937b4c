# Open the tuning panel (T), switch to the fluid preset, close it (T), then open the text
# sheet and release a short slow drag: the fluid spring brings it back.
key t
pause 0.3
press 308 66
release 308 66
pause 0.2
key t
pause 0.2
press 195 223
release 195 223
pause 0.7
press 195 520
move 195 540
move 195 560
move 195 580
pause 0.1
release 195 580
pause 0.8
