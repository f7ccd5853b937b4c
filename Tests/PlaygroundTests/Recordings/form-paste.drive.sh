# Copy and paste through SDL's clipboard in the form: the title typed, Ctrl+A and Ctrl+C
# copy it, a click on the note, Ctrl+V pastes it there (recorded as the text it typed), and
# once more after a Return. Hardware-keyboard mode keeps the keyboard out of the way.
key ctrl+k
pause 0.2
source Tests/PlaygroundTests/Recordings/form-open.sh
open_form
press 195 648
release 195 648
pause 0.3
xdotool type --delay 80 "Groceries"
pause 0.2
key ctrl+a
key ctrl+c
pause 0.2
press 195 700
release 195 700
pause 0.3
key ctrl+v
pause 0.3
key Return
key ctrl+v
pause 0.6
key F5
