# The example's order screen: "Choose a tip" (centre y 225) opens the tip sheet (top at
# 476); 15 % (y 636) is chosen; the sheet is dragged from y 520 down to 650, held, and let
# go (it settles back); checkpoint; Done (y 769) dismisses it. Window points.
press 195 225
release 195 225
pause 0.8
press 195 636
release 195 636
pause 0.3
press 195 520
move 195 560
move 195 600
move 195 650
pause 0.3
release 195 650
pause 0.8
key F5
press 195 769
release 195 769
pause 0.8
