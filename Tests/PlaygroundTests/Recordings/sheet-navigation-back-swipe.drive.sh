# Text sheet, second page: a slow back-swipe inside the sheet past half pops it; the sheet's
# height follows the swipe while it is dragged.
press 195 223
release 195 223
pause 0.7
press 335 457
release 335 457
pause 0.7
press 40 600
move 80 600
move 130 601
move 180 602
move 230 602
move 280 602
move 330 602
pause 0.2
release 330 602
pause 0.7
