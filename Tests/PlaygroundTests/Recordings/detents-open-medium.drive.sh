# Fluid preset: the list sheet opens at its first detent, medium (half the window: top at
# 422), and rests there.
press 195 299
release 195 299
pause 0.8
