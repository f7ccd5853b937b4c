#!/usr/bin/env bash
# Builds the DocC catalogs (the engine's, Sources/SheetEngine/SheetEngine.docc, the test
# driver's, Sources/SheetTesting/SheetTesting.docc, and the playground's guide,
# Sources/Playground/Playground.docc) into static sites with the toolchain's own docc: symbol
# graphs from one build of SheetTesting (which builds the engine too), then `docc convert` per
# catalog. Warnings (a broken ``Symbol`` or <doc:Article#Section> link, a missing article,
# an unknown directive) fail.
#   scripts/docs.sh [OUT_DIR]      default .build/docs (one NAME.doccarchive per catalog)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
graphs=.build/docs/symbol-graphs
# The graphs are kept between runs: a build with nothing to recompile emits none, and the
# ones a recompiled module writes replace its old ones.
# Without them (a first run, or an interrupted one) the build must compile again to emit them.
if [ ! -f "$graphs/SheetEngine.symbols.json" ] || [ ! -f "$graphs/SheetTesting.symbols.json" ]; then
  rm -rf .build/docs/build
fi
mkdir -p "$graphs" "$out"
swift build --target SheetTesting --scratch-path .build/docs/build \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
for module in SheetEngine SheetTesting; do
  # Each archive gets its own module's graphs (and its extensions of others), nothing else.
  own="$graphs/$module"
  mkdir -p "$own"
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$own"/ 2>/dev/null ||
    cp "$graphs/$module".symbols.json "$own"/
  docc convert "Sources/$module/$module.docc" --fallback-display-name "$module" \
    --fallback-bundle-identifier "sheetplayground.$module" \
    --additional-symbol-graph-dir "$own" --warnings-as-errors \
    --output-path "$out/$module.doccarchive"
  echo "docs: $out/$module.doccarchive"
done
# The guide is articles only (no symbols): every page is linked from its root, Playground.md.
docc convert Sources/Playground/Playground.docc --fallback-display-name "Sheet Playground" \
  --fallback-bundle-identifier sheetplayground.Playground --warnings-as-errors \
  --output-path "$out/Playground.doccarchive"
echo "docs: $out/Playground.doccarchive"
