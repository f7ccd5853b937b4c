# Navigation: push three pages, then back-swipe: slow past half (pops), slow short of half
# (cancels), a quick flick (pops), the back button (pops).
press 195 375
release 195 375
pause 0.6
press 195 366
release 195 366
pause 0.6
press 195 366
release 195 366
pause 0.6
press 60 600
move 100 600
move 160 602
move 220 604
move 280 604
move 340 604
pause 0.2
release 340 604
pause 0.6
press 60 600
move 90 600
move 120 601
move 150 601
pause 0.2
release 150 601
pause 0.6
STEP_DELAY=0.012
press 60 600
move 90 600
move 130 600
move 175 600
release_now
STEP_DELAY=0.03
pause 0.6
press 45 74
release 45 74
pause 0.6
