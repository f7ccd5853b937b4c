# Fluid preset: taps on the list sheet's grabber cycle its detents: medium to large, then
# back to medium.
press 195 299
release 195 299
pause 0.8
press 195 430
release 195 430
pause 0.8
press 195 55
release 195 55
pause 0.8
