# Navigation: Escape pops, Backspace pops, and a page grabbed while it settles after Back
# continues from where it is (dragged back left, the pop is cancelled).
press 195 375
release 195 375
pause 0.6
press 195 366
release 195 366
pause 0.6
key Escape
pause 0.6
press 195 366
release 195 366
pause 0.6
key BackSpace
pause 0.6
press 195 366
release 195 366
pause 0.6
STEP_DELAY=0.01
press 45 74
release 45 74
press 150 600
move 140 600
move 120 600
move 90 600
move 60 600
move 40 600
STEP_DELAY=0.03
pause 0.2
release 40 600
pause 0.7
