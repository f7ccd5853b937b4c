# The text sheet open, then the reader's text size changed live (Dynamic Type): Ctrl+= twice
# (xLarge, xxLarge) and Ctrl+- once (back to xLarge); each time the sheet re-fits its text
# along the sheet's curve, its bottom pinned. F5 pins each size.
press 195 223
release 195 223
pause 0.8
key ctrl+equal
pause 0.7
key F5
key ctrl+equal
pause 0.7
key F5
key ctrl+minus
pause 0.7
key F5
