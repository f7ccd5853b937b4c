# List sheet: -10 (20 -> 10 rows: the sheet shrinks to fit), then +1 (it grows by a row).
press 195 299
release 195 299
pause 0.7
press 50 139
release 50 139
pause 0.7
press 280 338
release 280 338
pause 0.7
