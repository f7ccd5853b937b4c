# Undo and redo in the tuning panel: open the inspector (T), drag the sheet's duration
# slider to about 2 s, undo (Ctrl+Z: 0.35 s again), redo (Ctrl+Shift+Z: the dragged value),
# undo once more; then open the text sheet, which slides up in the seed's 0.35 s (F5 while
# it moves). The undo and redo are recorded as the tuning changes they make.
key t
pause 0.4
press 420 409
move 460 409
move 500 409
move 540 409
release 540 409
pause 0.3
key ctrl+z
pause 0.3
key ctrl+shift+z
pause 0.3
key F5
key ctrl+z
pause 0.3
press 195 223
release 195 223
pause 0.15
key F5
pause 0.8
key F5
