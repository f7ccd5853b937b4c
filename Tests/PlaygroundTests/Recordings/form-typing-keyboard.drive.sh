# The form (text sheet, Next, Form): a click on the title field brings up the software
# keyboard and the sheet rides on it; typing arrives as text input, Shift+Left selects
# "eggs", typing replaces it, Home and Delete edit the start; Return hides the keyboard and
# the sheet goes back down with it.
source Tests/PlaygroundTests/Recordings/form-open.sh
open_form
press 195 648
release 195 648
pause 0.8
xdotool type --delay 80 "Milk and eggs"
pause 0.3
key shift+Left
key shift+Left
key shift+Left
key shift+Left
pause 0.3
xdotool type --delay 80 "bread"
pause 0.3
key Home
key Delete
xdotool type --delay 80 "S"
pause 0.3
key Return
pause 0.8
