# Fluid preset, keyboard only: Tab, Shift+Tab, Space, Return and Escape through every
# screen. Root: Tab shows the ring on Text sheet, Return opens it (the focus goes to Next);
# Space on Next pushes the second page (focus on its Back), Return on Back pops it (focus
# back on Next), Tab to Close and Return closes the sheet (focus back on Text sheet). Tab to
# List sheet, Space opens it (focus on the grabber), Space cycles it to large, Tab twice to
# -1, Return removes a row, Escape closes it. Tab to Navigation, Return pushes page 1 (focus
# on Back); Tab to Push next, Space pushes page 2, Return on its Back pops it; Tab to
# Present card, Return opens the card, Return on its Close closes it; Tab to Zoom, Space
# opens it, Escape closes it; Tab wraps to Back and Return pops to the root; Shift+Tab ends
# on List sheet.
pause 0.3
key Tab
pause 0.3
key Return
pause 0.7
key space
pause 0.7
key Return
pause 0.7
key Tab
pause 0.3
key Return
pause 0.7
key Tab
pause 0.3
key space
pause 0.7
key space
pause 0.7
key Tab
pause 0.2
key Tab
pause 0.3
key Return
pause 0.6
key Escape
pause 0.7
key Tab
pause 0.3
key Return
pause 0.7
key Tab
pause 0.3
key space
pause 0.7
key Return
pause 0.7
key Tab
pause 0.3
key Return
pause 0.7
key Return
pause 0.7
key Tab
pause 0.3
key space
pause 0.7
key Escape
pause 0.7
key Tab
pause 0.3
key Return
pause 0.7
key shift+Tab
pause 0.5
