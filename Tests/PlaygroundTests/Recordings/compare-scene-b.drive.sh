# Compare mode with a scene per side: side A (left) shows scenes/photo, side B (right)
# scenes/photo-b, whose images have the same names in another folder. "Photo of the day"
# (bottom, centre y 764) opens each side's own sheet: A's at medium, B's at large, each with
# its own picture; checkpoint. A drag down from y 600 to 820 dismisses A's sheet; B's,
# taller, springs back to large; checkpoint.
press 195 764
release 195 764
pause 0.8
key F5
press 195 600
move 195 640
move 195 700
move 195 760
move 195 820
release 195 820
pause 0.8
key F5
