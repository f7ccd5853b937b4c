#!/usr/bin/env bash
# Builds Examples/CustomSheet (its own package, depending on this one by path) and runs its
# test, which replays the recording made in the window with PlaygroundHost's test runner.
# The example builds the playground again in its own .build; the time is printed.
set -euo pipefail
cd "$(dirname "$0")/../Examples/CustomSheet"
start=$(date +%s)
swift build --build-tests 2>&1 | tail -n 5
built=$(date +%s)
swift test --skip-build 2>&1 | tail -n 5
echo "example-check: built in $((built - start)) s, tested in $(($(date +%s) - built)) s"
