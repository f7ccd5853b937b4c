# Open the text sheet and close it by tapping the dim above it once it has settled.
press 195 223
pause 0.1
release 195 223
pause 0.8
press 195 120
pause 0.08
release 195 120
pause 0.8
