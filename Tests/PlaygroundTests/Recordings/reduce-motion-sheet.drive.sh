# Reduce Motion (--reduce-motion): the text sheet fades in at its resting place and out on a
# dim tap; opened again, a drag still moves it down with the pointer and dismisses it past
# half.
press 195 223
release 195 223
pause 0.6
press 195 100
release 195 100
pause 0.6
press 195 223
release 195 223
pause 0.6
press 195 600
move 195 620
move 195 650
move 195 690
move 195 730
move 195 770
move 195 810
move 195 840
release 195 840
pause 0.8
