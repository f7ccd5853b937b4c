# Hardware-keyboard mode (Ctrl+K: no software keyboard), then the form's note: each Return
# adds a line, and the sheet grows with it along the sheet's curve, its bottom pinned.
key ctrl+k
pause 0.2
source Tests/PlaygroundTests/Recordings/form-open.sh
open_form
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
