#!/usr/bin/env bash
# Replays every checked-in recording headless and writes its final state and per-frame
# trace into one folder, so a refactor can be checked for "no behaviour change": run it
# before and after, then `diff -r BEFORE AFTER` must print nothing.
#   scripts/replay-fingerprint.sh OUT_DIR [BINARY]
set -euo pipefail
out="${1:?usage: replay-fingerprint.sh OUT_DIR [BINARY]}"
binary="${2:-.build/debug/playground}"
mkdir -p "$out"
for recording in Tests/PlaygroundTests/Recordings/*.jsonl; do
  name=$(basename "$recording" .jsonl)
  "$binary" --replay "$recording" --headless --state-out "$out/$name.state.json" \
    --trace "$out/$name.trace.csv"
done
