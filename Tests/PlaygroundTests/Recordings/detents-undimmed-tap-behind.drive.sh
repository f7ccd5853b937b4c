# Fluid preset with medium as the largest undimmed detent: no dim at medium, and a tap on
# the root's Navigation button behind the sheet pushes Page 1 there.
press 195 299
release 195 299
pause 0.8
press 195 375
release 195 375
pause 0.8
