# Text sheet: Next pushes the taller second page inside the sheet (the sheet grows), Back
# pops it (the sheet shrinks back).
press 195 223
release 195 223
pause 0.7
press 335 457
release 335 457
pause 0.7
press 60 334
release 60 334
pause 0.7
