# Scene scenes/photo/scene.json: a screenshot fills the root, "Photo of the day" (bottom,
# centre y 764) opens the image sheet at its medium detent (top at 422); checkpoint; a drag
# from the sheet's middle up to y 150 takes it to large; checkpoint; it stays there.
press 195 764
release 195 764
pause 0.8
key F5
press 195 600
move 195 560
move 195 480
move 195 380
move 195 280
move 195 200
move 195 150
release 195 150
pause 0.8
key F5
