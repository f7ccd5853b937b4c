# The shared navigation bar: Page 1 and Page 2 pushed (the titles slide and cross-fade under
# a bar that stays put, the back button reads "Page 1"), then a slow back-swipe on Page 2
# that goes right, back left and right again past half: the bar's titles and back button
# follow the finger every frame; it pops. Then Page 2 again and a swipe short of half that
# cancels: the titles slide back.
press 195 375
release 195 375
pause 0.6
press 195 361
release 195 361
pause 0.6
press 60 600
move 75 600
move 90 600
move 110 601
move 130 601
move 150 602
move 170 602
move 190 602
pause 0.3
move 170 602
move 150 602
move 130 602
pause 0.2
move 160 602
move 200 603
move 240 603
move 280 603
move 320 603
pause 0.2
release 320 603
pause 0.7
press 195 361
release 195 361
pause 0.6
press 60 600
move 80 600
move 100 600
move 120 600
move 140 600
pause 0.3
release 140 600
pause 0.7
