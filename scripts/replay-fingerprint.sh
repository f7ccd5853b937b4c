#!/usr/bin/env bash
# Replays every checked-in recording headless and writes its final state and per-frame
# trace into one folder, so a refactor can be checked for "no behaviour change": run it
# before and after, then `diff -r BEFORE AFTER` must print nothing. A compare recording
# (two devices) has no single-device trace: its fingerprint is its final state (its
# per-frame digests are compared by `playground test`).
#   scripts/replay-fingerprint.sh OUT_DIR [BINARY]
set -euo pipefail
out="${1:?usage: replay-fingerprint.sh OUT_DIR [BINARY]}"
binary="${2:-.build/debug/playground}"
mkdir -p "$out"
for recording in Tests/PlaygroundTests/Recordings/*.jsonl; do
  name=$(basename "$recording" .jsonl)
  trace=(--trace "$out/$name.trace.csv")
  if head -n 1 "$recording" | grep -q '"variants"'; then trace=(); fi
  "$binary" --replay "$recording" --headless --state-out "$out/$name.state.json" "${trace[@]}"
done
