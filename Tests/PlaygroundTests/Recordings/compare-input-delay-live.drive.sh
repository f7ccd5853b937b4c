# Compare mode, seed and fluid, the input delay changed mid-session with the studio's stepper:
# open the inspector (T), select B (its label), raise B's delay to 50 ms (ten presses of +),
# open the text sheet (B opens 3 frames after A), close it with Escape, lower the delay to
# 20 ms (six presses of −), open it again and drag it down 200 pt, letting go slowly: both
# settle back, B a frame behind. The recording holds the header's 0 ms and one inputDelay
# line per press.
key t
pause 0.5
press 601 860
release 601 860
pause 0.3
for _ in $(seq 10); do
  press 1095 206
  release 1095 206
  pause 0.1
done
press 195 223
release 195 223
pause 0.8
key Escape
pause 0.8
for _ in $(seq 6); do
  press 1046 206
  release 1046 206
  pause 0.1
done
press 195 223
release 195 223
pause 0.8
press 195 520
move 195 560
move 195 600
move 195 640
move 195 680
move 195 720
pause 0.1
release 195 720
pause 1.0
