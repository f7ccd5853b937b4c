# Compare mode, seed (left) and fluid (right): open the text sheet on the left device (both
# open), drag it up past its resting place (F5 held there), release; then drag it down past
# half (F5 mid-drag) and release: both follow the one pointer, each by its own rules.
press 195 223
release 195 223
pause 0.8
press 195 650
move 195 620
move 195 590
move 195 560
move 195 530
pause 0.2
key F5
release 195 530
pause 0.8
press 195 450
move 195 490
move 195 530
move 195 570
move 195 610
move 195 650
pause 0.2
key F5
move 195 690
move 195 720
pause 0.2
release 195 720
pause 1.2
