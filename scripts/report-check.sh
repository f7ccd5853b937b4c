#!/usr/bin/env bash
# `playground test --report` in a real browser, and issue 26's example end to end.
#
# Three recordings: the text sheet swipe of sheet-dismiss-checkpoints with
# "dismiss.threshold": 0.95 edited into its header (it must fail, naming the dismissal at
# checkpoint-2 and at the end, and the release's decision), and two that pass. The report is
# loaded in headless Chromium: its DOM (--dump-dom, after the load event) must hold the
# failure's behaviour line and say that every image loaded (the page's script sets
# data-images="loaded" when every <img> is complete with a natural width), and a screenshot
# is saved to .build/report-check.png to look at. Then `playground shrink` of the failing
# recording must still fail on the dismissal.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/playground
recordings=Tests/PlaygroundTests/Recordings
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "report-check: chromium is missing (scripts/install-deps.sh test)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "report-check: $*" >&2; exit 1; }

cp "$recordings/sheet-dismiss-checkpoints.jsonl" "$work/dismiss-threshold.jsonl"
cp -r "$recordings/sheet-dismiss-checkpoints.frames" "$work/dismiss-threshold.frames"
sed -i '1s/"overrides":{}/"overrides":{"dismiss.threshold":0.95}/' "$work/dismiss-threshold.jsonl"
grep -q '"dismiss.threshold":0.95' "$work/dismiss-threshold.jsonl" || fail "the header edit did not apply"
cp "$recordings/text-sheet-checkpoints.jsonl" "$recordings/root-buttons.jsonl" "$work/"
cp -r "$recordings/text-sheet-checkpoints.frames" "$work/"

status=0
"$bin" test "$work"/*.jsonl --report "$work/report" --junit "$work/report.xml" >"$work/out.txt" \
  || status=$?
cat "$work/out.txt"
[ "$status" -eq 1 ] || fail "playground test exited $status, expected 1 (one failure)"
grep -q '^FAIL dismiss-threshold: checkpoint-2 (frame 131): expected the text sheet dismissed' \
  "$work/out.txt" || fail "the failure does not name the dismissal at checkpoint-2"
grep -q '^  end (frame 180): expected the text sheet dismissed' "$work/out.txt" \
  || fail "the failure does not name the dismissal at the end"
grep -q 'decision dismissed -> stayed' "$work/out.txt" || fail "the release's decision is not named"
grep -q '^2 passed, 1 failed$' "$work/out.txt" || fail "expected 2 passed, 1 failed"
grep -q "<property name=\"report\" value=\"$work/report/index.html\"/>" "$work/report.xml" \
  || fail "the JUnit report does not link the HTML report"

dom=$(timeout 60 "$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=10000 \
  --dump-dom "file://$work/report/index.html" 2>/dev/null)
grep -q 'data-images="loaded"' <<<"$dom" \
  || fail "not every image loaded: $(grep -o '<body[^>]*>' <<<"$dom")"
grep -q 'expected the text sheet dismissed, it is presented at y 415' <<<"$dom" \
  || fail "the report's DOM lacks the behaviour line"
[ "$(grep -o '<section ' <<<"$dom" | wc -l)" -eq 3 ] || fail "the report does not hold 3 recordings"
grep -q '<svg' <<<"$dom" || fail "the report has no motion plot"
mkdir -p .build
timeout 60 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --window-size=1280,2400 --screenshot="$PWD/.build/report-check.png" \
  "file://$work/report/index.html" >/dev/null 2>&1 || fail "chromium could not take a screenshot"

"$bin" shrink "$work/dismiss-threshold.jsonl" --out "$work/smaller.jsonl" 2>"$work/shrink.txt" \
  || fail "shrink failed: $(cat "$work/shrink.txt")"
status=0
"$bin" test "$work/smaller.jsonl" >"$work/smaller.txt" || status=$?
[ "$status" -eq 1 ] || fail "the shrunk recording does not fail (exit $status)"
grep -q '^FAIL smaller: checkpoint-2 (frame 131): expected the text sheet dismissed' \
  "$work/smaller.txt" || fail "the shrunk recording fails otherwise: $(head -1 "$work/smaller.txt")"
echo "report-check: ok ($(grep -o 'data-image-count="[0-9]*"' <<<"$dom"), shrunk to" \
  "$(grep -c '"kind":"\(down\|up\|move\)"' "$work/smaller.jsonl") pointer events;" \
  "screenshot .build/report-check.png)"
