# Slow motion: S twice (0.25x), open the text sheet and let it arrive four times slower,
# then P (pause) and . (one frame), P again.
key s
key s
press 195 223
release 195 223
pause 0.8
key p
key period
key period
key p
pause 1.2
