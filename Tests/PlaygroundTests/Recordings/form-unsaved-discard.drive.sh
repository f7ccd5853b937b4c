# The edited form is modal in presentation: after typing in the title and a click on the
# form's heading (which ends editing, so the keyboard goes), a long drag down only stretches
# the sheet by the rubber band; on release it springs back and "Discard changes?" comes up
# over it. Tab brings the focus ring to Discard and Return discards: the sheet closes.
source Tests/PlaygroundTests/Recordings/form-open.sh
open_form
press 195 648
release 195 648
pause 0.8
xdotool type --delay 80 "Milk"
pause 0.3
press 250 340
release 250 340
pause 0.8
press 195 560
move 195 600
move 195 650
move 195 700
move 195 760
move 195 820
pause 0.2
release 195 820
pause 1.0
key Tab
pause 0.3
key Return
pause 0.8
