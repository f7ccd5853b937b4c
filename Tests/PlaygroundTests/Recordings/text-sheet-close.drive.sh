# Open the text sheet, then close it with its Close button (found from the state snapshot
# of a run with DejaVu Sans: the button sits near the bottom of the sheet).
press 195 223
pause 0.1
release 195 223
pause 0.8
press 195 769
pause 0.1
release 195 769
pause 0.8
