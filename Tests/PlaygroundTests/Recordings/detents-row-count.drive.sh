# Fluid preset: the list sheet at medium; -10 twice (20 -> 0 rows: shorter than medium,
# the sheet shrinks to fit its header, bottom pinned), then +10 (10 rows: back to medium).
press 195 299
release 195 299
pause 0.8
press 50 514
release 50 514
pause 0.8
press 50 514
release 50 514
pause 0.8
press 340 778
release 340 778
pause 0.8
