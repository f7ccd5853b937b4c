# Navigation under iOS 26's look (the default preset): Page 1's List bar button grows the
# list sheet out of it; a tap on the dim shrinks it back into the button; List again, the
# sheet dragged down and thrown (it shrinks into the button from where it was let go, on the
# zoom's release spring); List again, caught by a press on it while it grows, held and let go (it grows
# on); Escape shrinks it into the button.
press 195 375
release 195 375
pause 0.8
press 345 69
release 345 69
pause 0.8
press 195 200
release 195 200
pause 0.8
press 345 69
release 345 69
pause 0.8
press 195 520
for y in 535 560 590 620 650 680 710 740 770 800; do move 195 "$y"; done
release_now
pause 1.2
press 345 69
release 345 69
pause 0.08
press 360 280
pause 0.3
release 360 280
pause 0.8
key Escape
pause 1
