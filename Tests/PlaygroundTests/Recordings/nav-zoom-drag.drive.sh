# Navigation: Page 1, Zoom; the zoomed screen dragged down 120 pt, held, and let go (it
# springs back); dragged down fast and thrown (it zooms back into the Zoom button from
# where it is); Zoom again, caught by a press while it grows, dragged a little, held and
# let go (it springs back to full screen); Escape closes it.
press 195 375
release 195 375
pause 0.6
press 195 494
release 195 494
pause 0.7
press 195 300
for y in 315 330 345 360 375 390 405 420; do move 195 "$y"; done
pause 0.3
release 195 420
pause 0.8
press 195 300
for y in 330 370 420 480 550; do move 195 "$y"; done
release_now
pause 0.8
press 195 494
release 195 494
pause 0.08
press 195 500
pause 0.3
for y in 510 520 530 540 550; do move 195 "$y"; done
pause 0.3
release 195 550
pause 0.8
key Escape
pause 0.7
