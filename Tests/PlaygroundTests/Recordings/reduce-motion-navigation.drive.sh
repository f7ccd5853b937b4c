# Reduce Motion (--reduce-motion): pushes Page 1 and Page 2 (cross-fades, the bar's titles
# fading in place), zooms and closes with Escape (a cross-fade, no growing), presents the
# card and closes it on the dim, back-swipes Page 2 slowly past half (it still slides with
# the pointer) and pops Page 1 with Escape (a cross-fade).
press 195 375
release 195 375
pause 0.6
press 195 361
release 195 361
pause 0.6
press 195 489
release 195 489
pause 0.6
key Escape
pause 0.6
press 195 425
release 195 425
pause 0.6
press 195 150
release 195 150
pause 0.6
press 60 600
move 100 600
move 160 602
move 220 604
move 280 604
move 340 604
pause 0.2
release 340 604
pause 0.7
key Escape
pause 0.7
