# Fluid preset, detents by keyboard: Tab twice to List sheet, Space opens it at medium with
# the focus on its grabber; Down does nothing (no smaller detent), Up goes to large, Up
# again does nothing, Down comes back to medium.
pause 0.3
key Tab
pause 0.2
key Tab
pause 0.3
key space
pause 0.8
key Down
pause 0.6
key Up
pause 0.7
key Up
pause 0.5
key Down
pause 0.7
