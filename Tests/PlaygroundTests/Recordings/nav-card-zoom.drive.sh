# Navigation: Page 1, present the card and dismiss it by tapping the dim; Zoom and close
# it with Escape.
press 195 375
release 195 375
pause 0.6
press 195 430
release 195 430
pause 0.7
press 195 150
release 195 150
pause 0.7
press 195 494
release 195 494
pause 0.7
key Escape
pause 0.7
