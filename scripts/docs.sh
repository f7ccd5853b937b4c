#!/usr/bin/env bash
# Builds the engine's DocC catalog (Sources/SheetEngine/SheetEngine.docc) into a static
# site with the toolchain's own docc: symbol graphs from a build of SheetEngine, then
# `docc convert`. Warnings (a broken ``Symbol`` link, a missing article) fail the build.
#   scripts/docs.sh [OUT_DIR]      default .build/docs/SheetEngine.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs/SheetEngine.doccarchive}"
graphs=.build/docs/symbol-graphs
mkdir -p "$graphs"
swift build --target SheetEngine --scratch-path .build/docs/build \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
docc convert Sources/SheetEngine/SheetEngine.docc --fallback-display-name SheetEngine \
  --fallback-bundle-identifier sheetplayground.SheetEngine \
  --additional-symbol-graph-dir "$graphs" --warnings-as-errors --output-path "$out"
echo "docs: $out"
