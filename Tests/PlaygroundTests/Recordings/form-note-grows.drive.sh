# Hardware-keyboard mode (Ctrl+K: no software keyboard), then the form's note: each Return
# adds a line, and the sheet grows with it along the sheet's curve, its bottom pinned.
key ctrl+k
pause 0.2
press 195 223
release 195 223
pause 0.7
press 335 457
release 335 457
pause 0.7
press 330 334
release 330 334
pause 0.8
press 195 700
release 195 700
pause 0.3
xdotool type --delay 80 "eggs"
key Return
pause 0.6
xdotool type --delay 80 "milk"
key Return
pause 0.6
xdotool type --delay 80 "bread"
pause 0.5
