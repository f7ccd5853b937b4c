# Press "Text sheet" twice in quick succession: exactly one sheet is presented.
STEP_DELAY=0.01
press 195 223
release 195 223
press 195 223
release 195 223
pause 0.8
