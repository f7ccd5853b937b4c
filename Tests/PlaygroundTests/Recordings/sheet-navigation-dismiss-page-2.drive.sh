# Text sheet, second page: a drag down dismisses the whole sheet.
press 195 223
release 195 223
pause 0.7
press 335 457
release 335 457
pause 0.7
press 195 420
move 195 460
move 195 540
move 195 620
move 195 700
move 195 780
pause 0.2
release 195 780
pause 0.7
