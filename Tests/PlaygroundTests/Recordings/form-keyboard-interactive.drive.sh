# Interactive keyboard dismissal: with the keyboard up (a click on the form's title field,
# "Milk" typed), a drag down on the sheet's heading takes the keyboard with it, the sheet
# riding on it. A short drag, held still and released, lets it go back up; a long one past
# half the keyboard's height ends editing and both go down.
source Tests/PlaygroundTests/Recordings/form-open.sh
open_form
press 195 648
release 195 648
pause 0.8
xdotool type --delay 80 "Milk"
pause 0.3
press 250 345
move 250 365
move 250 385
move 250 405
pause 0.4
release 250 405
pause 0.8
press 250 345
move 250 375
move 250 405
move 250 435
move 250 465
move 250 495
move 250 525
move 250 555
pause 0.4
release 250 555
pause 0.8
